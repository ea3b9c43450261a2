import { SECTION_CODES, type SectionCode } from "@domain/constants";
import { trainNaiveBayes } from "@domain/solve/classifier";
import { buildBankIndex } from "@domain/solve/match";
import type { SolvableItem, SolveKnowledge } from "@domain/solve/analyse";
import { wordNetMeaning } from "./wordnet-meaning";

/** Items of one template beyond this add nothing to the subject model but training time. */
const TRAIN_PER_SECTION = 1500;

/**
 * Everything the scanner's understanding needs, built once from the bank as stored (authored and generated
 * items, PC passages): the fuzzy-match index, the subject classifier, the WordNet thesaurus.
 */
export function buildSolveKnowledge(items: readonly SolvableItem[]): SolveKnowledge<SectionCode> {
  const perSection = new Map<string, number>();
  const training: { text: string; label: SectionCode }[] = [];
  // Spread the cap over the section's items (every k-th), so each generator's templates are all seen.
  const sizes = new Map<string, number>();
  for (const it of items) sizes.set(it.section, (sizes.get(it.section) ?? 0) + 1);
  for (const it of items) {
    const seen = (perSection.get(it.section) ?? 0) + 1;
    perSection.set(it.section, seen);
    const every = Math.max(1, Math.floor((sizes.get(it.section) ?? 1) / TRAIN_PER_SECTION));
    if (seen % every !== 0) continue;
    training.push({ text: `${it.passage ?? ""} ${it.stem} ${it.options.join(" ")}`, label: it.section as SectionCode });
  }
  return {
    index: { ...buildBankIndex(items), items },
    model: trainNaiveBayes(training, SECTION_CODES),
    meaning: wordNetMeaning(),
    mathSections: ["AR", "MK"],
    vocabularySections: ["WK"],
  };
}
