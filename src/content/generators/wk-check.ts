/**
 * The weak-synonym check of content:check, written apart from the generator (wk.ts) and reading WordNet itself:
 * a Word Knowledge key must carry the target word's most common meaning as its own most common meaning, be a
 * well-known word, and no distractor may be a synonym of the target in any sense.
 */
import { wordCount } from "./frequency";
import { MIN_KEY_USES } from "./wk";
import { loadWordNet, type IndexEntry, type Pos } from "./wordnet";

const POSES: readonly Pos[] = ["adj", "verb", "noun"];

/** The word a WK stem asks about: "Abate most nearly means" or "… the word *abate* most nearly means". */
export function wkTarget(stem: string): string | undefined {
  const m = /\*([a-z]+)\*/i.exec(stem) ?? /^([a-z]+) most nearly means/i.exec(stem);
  return m?.[1]?.toLowerCase();
}

/** Senses of a word in every part of speech (WordNet writes multiword entries with underscores). */
function senses(word: string): Set<string> {
  const wn = loadWordNet();
  const out = new Set<string>();
  for (const pos of POSES) for (const o of wn.index.get(`${pos}:${word.toLowerCase().replace(/ /g, "_")}`)?.synsets ?? []) out.add(o);
  return out;
}

/** Distractors that share any sense, in any part of speech, with the target: a second defensible key. */
export function synonymDistractors(target: string, distractors: readonly string[]): string[] {
  const targetSenses = senses(target);
  return distractors.filter((d) => [...senses(d)].some((o) => targetSenses.has(o)));
}

/** Problems with a generated WK item's key and distractors; `pos` and `target` are the generator's params. */
export function weakSynonymProblems(item: {
  options: readonly string[];
  answer: number;
  params: Record<string, string | number>;
}): string[] {
  const wn = loadWordNet();
  const pos = String(item.params.pos) as Pos;
  const targetWord = String(item.params.target);
  const key = item.options[item.answer] ?? "";
  const target: IndexEntry | undefined = wn.index.get(`${pos}:${targetWord}`);
  const keyEntry: IndexEntry | undefined = wn.index.get(`${pos}:${key.replace(/ /g, "_")}`);
  const out: string[] = [];
  if (!target || !keyEntry) return [`"${targetWord}" or its key "${key}" is not a ${pos} in WordNet`];
  if (target.synsets[0] !== keyEntry.synsets[0])
    out.push(`weak synonym: "${key}" does not have "${targetWord}"'s most common meaning as its own most common meaning`);
  const keyUses = wordCount(key);
  if (keyUses < MIN_KEY_USES || keyUses < wordCount(targetWord))
    out.push(`key "${key}" is too rare (${keyUses} uses; at least ${MIN_KEY_USES} and as many as "${targetWord}")`);
  const distractors = item.options.filter((_, i) => i !== item.answer);
  for (const d of synonymDistractors(targetWord, distractors)) out.push(`distractor "${d}" is a synonym of "${targetWord}" in some sense`);
  return out;
}
