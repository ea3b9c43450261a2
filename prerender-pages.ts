import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { precompressDir } from "./precompress.ts";

interface PrerenderModule {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; title: string | undefined }>;
  renderPage(path: string): Promise<string>;
}

/** Where the server looks for a path's prerendered page: "/" → index.html, "/blog/x" → blog/x.html. */
export function prerenderedFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * After the client build: builds the prerender entry for Node, renders the public pages (`/`, `/blog`, every
 * article) into the built index.html, writes them under <outDir>/prerendered/, then precompresses the whole
 * output (so the pages get their .br and .gz too). The server sends these to visitors without a session.
 */
export function prerenderPages(options: {
  entry: string;
  outDir: string;
  alias: Record<string, string>;
  ssrOutDir: string;
  language: string;
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
      if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to prerender into");
      const target = join(options.outDir, "prerendered");
      rmSync(target, { recursive: true, force: true });
      for (const page of mod.PUBLIC_PAGES) {
        const body = await mod.renderPage(page.path);
        let html = template.replace('<div id="root"></div>', `<div id="root" data-prerendered="${options.language}">${body}</div>`);
        if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
        const file = join(target, prerenderedFile(page.path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
      rmSync(options.ssrOutDir, { recursive: true, force: true });
      const count = precompressDir(options.outDir);
      this.info?.(`prerendered ${mod.PUBLIC_PAGES.length} pages; precompressed ${count} files (br + gz)`);
    },
  };
}

/**
 * The prerendered pages carry their stylesheet inline (about 9 KB gzip): the first paint then needs the HTML only,
 * not a second round trip for a render-blocking CSS file. The CSP allows inline styles (Radix needs them).
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(join(outDir, file), "utf8");
    return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
