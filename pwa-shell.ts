import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Emits /sw.js with the list of every file in the build (plus the public files), so the service
 * worker can precache the whole app shell; the version changes whenever any file name changes.
 */
export function pwaShell(options: { template: string; publicFiles: readonly string[] }): Plugin {
  return {
    name: "pwa-shell",
    apply: "build",
    generateBundle(_outputOptions, bundle) {
      const built = Object.keys(bundle).filter((f) => !f.endsWith(".map") && f !== "sw.js");
      // The app shell is /index.html: "/" is a prerendered landing page for signed-out visitors (plugins/web.ts).
      const files = ["/index.html", ...built.map((f) => `/${f}`), ...options.publicFiles.map((f) => `/${f}`)];
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const source = readFileSync(options.template, "utf8")
        .replace(/^\/\* global .*\*\/\n/, "")
        .replace("const PRECACHE = __PRECACHE__;", `const PRECACHE = ${JSON.stringify(files)};`)
        .replace("const VERSION = __VERSION__;", `const VERSION = ${JSON.stringify(version)};`);
      if (source.includes("__PRECACHE__") || source.includes("__VERSION__")) this.error("service worker placeholders were not replaced");
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
