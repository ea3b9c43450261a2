import { loadWordNet } from "@content/generators/wordnet";
import type { MeaningLookup } from "@domain/solve/vocabulary";

/** Base forms to try for an inflected word ("abandoned" → "abandon"), WordNet's own morphology in small. */
function baseForms(word: string): string[] {
  const w = word.toLowerCase().replace(/\s+/g, "_");
  const forms = [w];
  for (const [suffix, add] of [
    ["ies", "y"],
    ["es", ""],
    ["s", ""],
    ["ed", ""],
    ["ed", "e"],
    ["ing", ""],
    ["ing", "e"],
    ["ly", ""],
  ] as const) {
    if (w.endsWith(suffix) && w.length > suffix.length + 2) forms.push(w.slice(0, -suffix.length) + add);
  }
  return forms;
}

/**
 * The WordNet thesaurus as a meaning lookup: 2 when the candidate is in one of the word's synsets, 1 when it is in
 * a synset linked to one of them (similar-to, also-see, hypernym, derivation…), else 0.
 */
export function wordNetMeaning(): MeaningLookup {
  const wn = loadWordNet();
  const synsetsOf = (word: string) => {
    const out = new Set<string>();
    for (const form of baseForms(word)) {
      for (const pos of ["adj", "verb", "noun"] as const) {
        for (const s of wn.index.get(`${pos}:${form}`)?.synsets ?? []) out.add(s);
      }
    }
    return out;
  };
  return (word, candidate) => {
    const mine = synsetsOf(word);
    const theirs = synsetsOf(candidate);
    if (mine.size === 0 || theirs.size === 0) return 0;
    for (const s of theirs) if (mine.has(s)) return 2;
    for (const s of mine) {
      for (const r of wn.synsets.get(s)?.related ?? []) if (theirs.has(r)) return 1;
    }
    return 0;
  };
}
