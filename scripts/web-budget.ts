import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Issue 11: the landing page's JavaScript, gzip, at most 80 KB. */
export const LANDING_JS_BUDGET_BYTES = 80 * 1024;

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a signed-out visitor's browser runs to show `/` in English: the prerendered page's island script and its
 * static imports (decision 0020). Its lazy piece, the install prompt, loads only when the browser offers
 * installation; a visitor who chose Spanish gets the whole app instead (not the page this budget is about).
 */
export const LANDING_ROOTS = ["app/static-island.ts"] as const;

/** The JavaScript files the roots load: each root's chunk and, recursively, its static imports (never its lazy ones). */
export function scriptsFor(manifest: Manifest, roots: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update LANDING_ROOTS)`);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...files].sort();
}

export interface BudgetResult {
  bytes: number;
  budget: number;
  ratio: number;
  pass: boolean;
}

/** The verdict: at or under the budget passes; `ratio` is bytes / budget. */
export function checkBudget(bytes: number, budget: number = LANDING_JS_BUDGET_BYTES): BudgetResult {
  if (!(budget > 0)) throw new Error("a budget must be above 0 bytes");
  return { bytes, budget, ratio: bytes / budget, pass: bytes <= budget };
}

/** Gzip bytes of each file as the server would send it (level 9, like the .gz the build writes). */
export function gzipSizes(distDir: string, files: readonly string[]): Map<string, number> {
  return new Map(files.map((f) => [f, gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length]));
}

/** Reads dist/web and returns the landing page's scripts with their gzip sizes and the verdict. */
export function landingBudget(distDir: string): BudgetResult & { files: Map<string, number> } {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const files = gzipSizes(distDir, scriptsFor(manifest, LANDING_ROOTS));
  const bytes = [...files.values()].reduce((a, b) => a + b, 0);
  return { ...checkBudget(bytes), files };
}
