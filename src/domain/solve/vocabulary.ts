import type { OptionLetter } from "./options";
import { normaliseText } from "./text";

/** How close two words are in meaning, from a thesaurus: 2 = same sense (synonyms), 1 = a linked sense, 0 = none. */
export type MeaningLookup = (word: string, candidate: string) => 0 | 1 | 2;

/**
 * The word a Word Knowledge item asks about: "Abundant most nearly means", "the word *youngster* most nearly
 * means", "Which word is closest in meaning to RESOLUTE?", "The word obscure means".
 */
export function askedWord(stem: string): string | undefined {
  const s = normaliseText(stem).replace(/["']/g, " ");
  const patterns = [
    /the word ([a-z-]+) (?:most nearly|most closely|means|is closest)/,
    /closest in meaning to (?:the word )?([a-z-]+)/,
    /(?:^|[.:?!] )([a-z-]+) (?:most nearly|most closely) means/,
    /means the same as (?:the word )?([a-z-]+)/,
    /([a-z-]+) (?:most nearly|most closely) means/,
  ];
  for (const p of patterns) {
    const m = p.exec(s);
    if (m?.[1]) return m[1];
  }
  return undefined;
}

export interface VocabularyAnswer {
  word: string;
  letter: OptionLetter;
  option: string;
  /** 2 = a synonym in the same sense; 1 = a closely linked sense. */
  strength: 1 | 2;
}

/**
 * Picks the option that means the asked word: the only option sharing a sense with it, else the only option in a
 * linked sense. Ties (two synonyms among the options) or nothing found give no answer.
 */
export function solveVocabulary(
  stem: string,
  options: readonly { letter: OptionLetter; text: string }[],
  lookup: MeaningLookup,
): VocabularyAnswer | undefined {
  const word = askedWord(stem);
  if (!word || options.length !== 4) return undefined;
  const scored = options.map((o) => ({
    o,
    s: lookup(
      word,
      normaliseText(o.text)
        .replace(/[^a-z -]/g, "")
        .trim(),
    ),
  }));
  for (const strength of [2, 1] as const) {
    const hits = scored.filter((x) => x.s === strength);
    if (hits.length === 1) return { word, letter: hits[0]!.o.letter, option: hits[0]!.o.text, strength };
    if (hits.length > 1) return undefined;
  }
  return undefined;
}
