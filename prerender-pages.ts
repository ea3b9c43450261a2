import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { inlineStylesheets } from "./inline-stylesheets.ts";
import { precompressDir } from "./precompress.ts";
import { writeScreenShells } from "./screen-shells.ts";
import { scriptsFor, type Manifest } from "./scripts/web-budget.ts";

/** #root as index.html has it: empty but for the boot shell that a signed-in screen shows until its script runs. */
const EMPTY_ROOT = /<div id="root">\s*(?:<!-- boot shell[\s\S]*?<!-- \/boot shell -->\s*)?<\/div>/;

interface PrerenderModule {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; title: string | undefined; static?: boolean }>;
  renderPage(path: string): Promise<string>;
}

/** Where the server looks for a path's prerendered page: "/" → index.html, "/blog/x" → blog/x.html. */
export function prerenderedFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * After the client build: builds the prerender entry for Node, renders the public pages (`/`, `/blog`, every
 * article) into the built index.html, writes them under <outDir>/prerendered/, writes the signed-in screens' shells
 * (screen-shells.ts), then precompresses the whole output (so the pages get their .br and .gz too). The server
 * sends the pages to visitors without a session and the shells to browsers with one.
 */
export function prerenderPages(options: {
  entry: string;
  outDir: string;
  alias: Record<string, string>;
  ssrOutDir: string;
  language: string;
  /** The island script of static pages, as the build manifest names it (its source path under the client root). */
  island: string;
}): Plugin {
  let isSsrBuild = false;
  return {
    name: "prerender-pages",
    apply: "build",
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      rmSync(options.ssrOutDir, { recursive: true, force: true });
      await build({
        configFile: false,
        logLevel: "warn",
        plugins: [react()],
        resolve: { alias: options.alias },
        build: { ssr: options.entry, outDir: options.ssrOutDir, emptyOutDir: true, sourcemap: false },
      });
      const entryFile = join(options.ssrOutDir, "prerender.js");
      const mod = (await import(pathToFileURL(entryFile).href)) as PrerenderModule;
      const template = inlineStylesheets(readFileSync(join(options.outDir, "index.html"), "utf8"), options.outDir);
      if (!EMPTY_ROOT.test(template)) throw new Error("index.html has no #root (empty but for its boot shell) to prerender into");
      const target = join(options.outDir, "prerendered");
      rmSync(target, { recursive: true, force: true });
      const islandScripts = staticPageScripts(options.outDir, options.island);
      for (const page of mod.PUBLIC_PAGES) {
        const body = await mod.renderPage(page.path);
        // React writes an outlined boundary as a hidden copy plus an inline script; the CSP would block that script.
        if (/<script(?![^>]*\bsrc=)/.test(body))
          throw new Error(`${page.path}: the prerender holds an inline script (an outlined boundary)`);
        const shell = page.static ? withIsland(template, islandScripts) : { html: template, app: "" };
        const app = shell.app ? ` data-app="${shell.app}"` : "";
        let html = shell.html.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${options.language}"${app}>${body}</div>`);
        if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
        const file = join(target, prerenderedFile(page.path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
      rmSync(options.ssrOutDir, { recursive: true, force: true });
      const shells = writeScreenShells(options.outDir);
      const count = precompressDir(options.outDir);
      this.info?.(`prerendered ${mod.PUBLIC_PAGES.length} pages; wrote ${shells} screen shells; precompressed ${count} files (br + gz)`);
    },
  };
}

/** The island's built file and the chunks it imports (preloaded), from the build manifest (as the budget counts them). */
function staticPageScripts(outDir: string, island: string): { entry: string; preload: string[] } {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entry = manifest[island]?.file;
  if (!entry) throw new Error(`${island} is not in the build manifest: add it to build.rollupOptions.input`);
  return { entry, preload: scriptsFor(manifest, [island]).filter((file) => file !== entry) };
}

/**
 * A static page: the app's entry script and its preloads give way to the island script; the app's entry stays
 * reachable as data-app on #root, for the island to load when the page must become the app after all.
 */
function withIsland(template: string, scripts: { entry: string; preload: string[] }): { html: string; app: string } {
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!app) throw new Error("index.html has no module entry script to replace");
  const tags = [
    `<script type="module" crossorigin src="/${scripts.entry}"></script>`,
    ...scripts.preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("\n    ");
  const html = template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, tags);
  return { html, app };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
