import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inlineStylesheets } from "./inline-stylesheets.ts";
import { scriptsFor, type Manifest } from "./scripts/web-budget.ts";
import { SCREEN_MODULES, SIGNED_IN_SCREEN_OF_PATH, type ScreenName } from "./src/web/app/screen-paths.ts";

/** The shells' first script, as the build manifest names it (its source path under the client root). */
const EARLY_START = "app/early-start.ts";
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** Where the server finds the shells and which path opens which (plugins/web.ts reads it). */
export const SHELLS_INDEX = "shells/shells.json";

export interface ShellEntry {
  /** The path pattern (RegExp source), first match wins. */
  pattern: string;
  /** The shell, relative to the build's root. */
  file: string;
}

/**
 * Writes one "screen shell" per screen: the built index.html, its stylesheet inline, plus a modulepreload link for
 * each chunk the screen and the signed-in navigation bar need that index.html does not already preload
 * (screen-paths.ts says why). The server sends a shell only to a browser with a session cookie: everyone else gets
 * index.html or a prerendered page.
 * Returns the number of shells written.
 */
export function writeScreenShells(outDir: string): number {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const built = readFileSync(join(outDir, "index.html"), "utf8");
  // The stylesheet inline, as on the prerendered pages: the boot shell is painted with the HTML alone instead of
  // after a render-blocking CSS request (one round trip more on a phone, while the screen's scripts still load).
  const template = inlineStylesheets(built, outDir);
  const already = new Set([...template.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
  if (!template.includes("</head>")) throw new Error("index.html has no </head> to add the screen's preloads to");
  const dir = join(outDir, "shells");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The shell's first script starts the screen's first reads (app/early-start.ts) while the app's scripts download.
  // `async`: a deferred module script runs only once the document's scripts before it have, and Chrome ran it with
  // the app's entry, after every chunk had arrived. A few KB, it arrives long before the app's chunks.
  const early = manifest[EARLY_START]?.file;
  if (!early) throw new Error(`${EARLY_START} is not in the build manifest: add it to build.rollupOptions.input`);
  const earlyDeps = scriptsFor(manifest, [EARLY_START]).filter((f) => f !== early && !already.has(f));
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!entry.test(template)) throw new Error("index.html has no module entry script to run the early reads before");
  const withEarly = template.replace(entry, (tag) =>
    [`<script type="module" async crossorigin src="/${early}"></script>`, ...earlyDeps.map(preload), tag].join("\n    "),
  );
  const shell = (name: ScreenName): string => {
    const files = scriptsFor(manifest, [SCREEN_MODULES.navBar, SCREEN_MODULES[name]]).filter(
      (f) => !already.has(f) && !earlyDeps.includes(f),
    );
    writeFileSync(join(dir, `${name}.html`), withEarly.replace("</head>", `  ${files.map(preload).join("\n    ")}\n  </head>`));
    return `shells/${name}.html`;
  };
  const entries: ShellEntry[] = [];
  const written = new Map<ScreenName, string>();
  for (const [pattern, name] of SIGNED_IN_SCREEN_OF_PATH) {
    if (!written.has(name)) written.set(name, shell(name));
    entries.push({ pattern: pattern.source, file: written.get(name) as string });
  }
  writeFileSync(join(outDir, SHELLS_INDEX), JSON.stringify(entries, null, 1));
  return written.size;
}
