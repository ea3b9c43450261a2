import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREEN_MODULES, SCREEN_OF_PATH } from "@web/app/screen-paths";
import { SHELLS_INDEX, writeScreenShells, type ShellEntry } from "../screen-shells";

let dir: string;
let written: number;

/** A build manifest in miniature: the entry, a shared vendor chunk, the navigation bar and each screen's chunk. */
function manifest(): Record<string, { file: string; imports?: string[] }> {
  const m: Record<string, { file: string; imports?: string[] }> = {
    // As in the build: the app's entry imports the early reads' chunk too (it claims them).
    "index.html": { file: "assets/index-1.js", imports: ["_vendor.js", "_early-kit.js"] },
    "_vendor.js": { file: "assets/vendor-1.js" },
    "_radix.js": { file: "assets/radix-1.js", imports: ["_vendor.js"] },
    "_early-kit.js": { file: "assets/early-kit-1.js" },
    "app/early-start.ts": { file: "assets/early-start-1.js", imports: ["_early-kit.js"] },
  };
  for (const [name, module] of Object.entries(SCREEN_MODULES)) {
    const shared = name === "navBar" ? ["_radix.js"] : name === "practice" ? ["_early-kit.js"] : [];
    m[module] = { file: `assets/${name}-1.js`, imports: ["index.html", "_vendor.js", ...shared] };
  }
  return m;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "shells-"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest()));
  writeFileSync(
    join(dir, "index.html"),
    '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js"><link rel="modulepreload" crossorigin href="/assets/early-kit-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "index-1.css"), ".boot{display:flex}");
  written = writeScreenShells(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("screen shells (the build writes them; the server sends them to signed-in browsers)", () => {
  it("preloads the screen's and the navigation bar's chunks, none twice and none index.html already loads", () => {
    const html = readFileSync(join(dir, "shells", "practice.html"), "utf8");
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual([
      "assets/early-kit-1.js",
      "assets/navBar-1.js",
      "assets/practice-1.js",
      "assets/radix-1.js",
      "assets/vendor-1.js",
    ]);
    expect(html.match(/vendor-1\.js/g)).toHaveLength(1);
    expect(html.match(/early-kit-1\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it("runs the first reads' script before the app's entry, async, so it starts them as soon as it arrives", () => {
    const html = readFileSync(join(dir, "shells", "dashboard.html"), "utf8");
    const early = html.indexOf('<script type="module" async crossorigin src="/assets/early-start-1.js"></script>');
    expect(early).toBeGreaterThan(-1);
    expect(early).toBeLessThan(html.indexOf('src="/assets/index-1.js"'));
    // Its chunk is index.html's preload already: not added a second time.
    expect(html.match(/early-kit-1\.js/g)).toHaveLength(1);
  });

  it("carries the stylesheet inline, so the boot shell is painted with the HTML alone", () => {
    const html = readFileSync(join(dir, "shells", "practice.html"), "utf8");
    expect(html).toContain("<style>.boot{display:flex}</style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("maps every path pattern to its screen's shell, in the router's order, the signed-in home first", () => {
    const entries = JSON.parse(readFileSync(join(dir, SHELLS_INDEX), "utf8")) as ShellEntry[];
    expect(entries[0]).toEqual({ pattern: "^\\/(dashboard)?\\/?$", file: "shells/dashboard.html" });
    expect(entries.slice(1).map((e) => e.pattern)).toEqual(SCREEN_OF_PATH.map(([pattern]) => pattern.source));
    expect(written).toBe(new Set(["dashboard", ...SCREEN_OF_PATH.map(([, name]) => name)]).size);
  });
});
