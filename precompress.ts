import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text formats worth compressing; images (png) and source maps are left alone. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its extra headers cost (the static server skips them too). */
const MIN_BYTES = 1024;

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file under `dir`. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * Compresses the build once, at build time, so the server sends brotli or gzip bytes without compressing per
 * request (the static plugin picks the variant from Accept-Encoding).
 */
export function precompress(options: { outDir: string }): Plugin {
  return {
    name: "precompress",
    apply: "build",
    closeBundle: {
      order: "post",
      handler() {
        const count = precompressDir(options.outDir);
        this.info?.(`precompressed ${count} files (br + gz)`);
      },
    },
  };
}
