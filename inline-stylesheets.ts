import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Replaces each built stylesheet link of a page with the stylesheet itself (about 9 KB gzip): the first paint then
 * needs the HTML only, not a second round trip for a render-blocking CSS file. The prerendered pages and the
 * signed-in screens' shells carry it so; index.html keeps the link. The CSP allows inline styles (Radix needs them).
 */
export function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(join(outDir, file), "utf8");
    return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}
