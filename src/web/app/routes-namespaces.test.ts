import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_NAMESPACES } from "@web/lib/core-namespaces";

/**
 * Only the core namespaces are loaded before the first render; a screen's loader fetches the rest beside its code
 * (routes.tsx). A namespace a screen uses but its loader does not name would be fetched only once the screen renders,
 * behind a loading screen: every namespace a feature's files use must be core or named by its loaders.
 */
const WEB = join(import.meta.dirname, "..");
const routes = readFileSync(join(WEB, "app/routes.tsx"), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function namespacesUsed(files: readonly string[]): Set<string> {
  const used = new Set<string>();
  const patterns = [
    /useTranslation\(\s*"(\w+)"/g,
    /useTranslation\(\s*\[([^\]]*)\]/g,
    /\bt\(\s*"(\w+):/g,
    /\bns:\s*"(\w+)"/g,
    /i18nKey="(\w+):/g,
  ];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) for (const ns of (m[1] ?? "").match(/\w+/g) ?? []) used.add(ns);
  }
  return used;
}

/** feature folder → the namespaces its loaders name */
const named = new Map<string, Set<string>>();
for (const m of routes.matchAll(/loader\(\(\) => import\("@web\/features\/([\w-]+)\/\w+"\)(?:, \[([^\]]*)\])?\)/g)) {
  const feature = m[1] as string;
  const list = named.get(feature) ?? new Set<string>();
  for (const ns of (m[2] ?? "").match(/\w+/g) ?? []) list.add(ns);
  named.set(feature, list);
}

describe("translation namespaces per screen", () => {
  it("finds the screens' loaders", () => {
    expect(named.size).toBeGreaterThan(20);
  });

  it.each([...named.keys()])("%s: every namespace its files use is core or named by its loaders", (feature) => {
    const used = namespacesUsed(filesUnder(join(WEB, "features", feature)));
    const allowed = new Set<string>([...CORE_NAMESPACES, ...(named.get(feature) ?? [])]);
    expect([...used].filter((ns) => !allowed.has(ns))).toEqual([]);
  });

  it("shared components and the app shell use core namespaces only", () => {
    const used = namespacesUsed([WEB + "/components", WEB + "/lib", WEB + "/app"].flatMap(filesUnder));
    expect([...used].filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it("every namespace file is core or named by a screen", () => {
    const files = readdirSync(join(WEB, "locales/en")).map((f) => f.replace(/\.json$/, ""));
    const everyNamed = new Set([...CORE_NAMESPACES, ...[...named.values()].flatMap((s) => [...s])]);
    expect(files.filter((ns) => !everyNamed.has(ns))).toEqual([]);
  });
});
