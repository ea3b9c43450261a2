import { createHash } from "node:crypto";
import { SECTION_CODES, type SectionCode } from "@domain/constants";
import { ALL_GENERATORS } from "./generators";
import { AUTHORED_ITEMS, PC_PASSAGES } from "./items";
import type { Difficulty, Passage } from "./types";
import { normalise } from "./validate";

/** One question as the database stores it, authored or generated. */
export interface BankItem {
  id: string;
  section: SectionCode;
  stem: string;
  passageId: string | null;
  options: readonly [string, string, string, string];
  correctIndex: number;
  explanation: string;
  topic: string;
  difficulty: Difficulty;
  figure: string | null;
  figureAlt: string | null;
  source: "authored" | "generated";
  generator: string | null;
  seed: number | null;
  language: "en";
}

export interface Bank {
  items: BankItem[];
  passages: readonly Passage[];
  /** Changes whenever any item or passage changes; the seed skips work when it is unchanged. */
  hash: string;
  stats: Record<SectionCode, { authored: number; generators: number; generated: number; withFigures: number }>;
}

const itemKey = (stem: string, figure: string | null | undefined, passageId: string | null | undefined) =>
  `${normalise(stem)}|${passageId ?? ""}|${figure ?? ""}`;
/** A generated item's passage is its own, so two seeds ask the same thing only when the passage text matches too. */
const generatedKey = (it: { stem: string; figure?: string | undefined; passage?: Passage | undefined }) =>
  itemKey(it.stem, it.figure, it.passage ? normalise(it.passage.text) : null);

/**
 * Every question: the authored items, then each generator's seeds in order, skipping any whose stem (with its
 * figure) is already in the bank, so no two stored questions ask the same thing.
 */
export function buildBank(options: { generatedPerGenerator?: number } = {}): Bank {
  const cap = options.generatedPerGenerator ?? Number.POSITIVE_INFINITY;
  const items: BankItem[] = [];
  const passages: Passage[] = [...PC_PASSAGES];
  const seen = new Set<string>();
  const stats = Object.fromEntries(
    SECTION_CODES.map((c) => [c, { authored: 0, generators: 0, generated: 0, withFigures: 0 }]),
  ) as Bank["stats"];
  for (const section of SECTION_CODES) {
    for (const a of AUTHORED_ITEMS[section]) {
      seen.add(itemKey(a.stem, a.figure, a.passageId));
      items.push({
        id: a.id,
        section,
        stem: a.stem,
        passageId: a.passageId ?? null,
        options: a.options,
        correctIndex: a.answer,
        explanation: a.explanation,
        topic: a.topic,
        difficulty: a.difficulty,
        figure: a.figure ?? null,
        figureAlt: a.figureAlt ?? null,
        source: "authored",
        generator: null,
        seed: null,
        language: "en",
      });
      stats[section].authored += 1;
      if (a.figure) stats[section].withFigures += 1;
    }
  }
  for (const g of ALL_GENERATORS) {
    stats[g.section].generators += 1;
    let kept = 0;
    for (let seed = 0; seed < g.seedCount && kept < cap; seed++) {
      const it = g.generate(seed);
      const key = generatedKey(it);
      if (seen.has(key)) continue;
      seen.add(key);
      if (it.passage) passages.push(it.passage);
      items.push({
        id: it.id,
        section: g.section,
        stem: it.stem,
        passageId: it.passage?.id ?? null,
        options: it.options,
        correctIndex: it.answer,
        explanation: it.explanation,
        topic: it.topic,
        difficulty: it.difficulty,
        figure: it.figure ?? null,
        figureAlt: it.figureAlt ?? null,
        source: "generated",
        generator: g.id,
        seed,
        language: "en",
      });
      stats[g.section].generated += 1;
      kept += 1;
      if (it.figure) stats[g.section].withFigures += 1;
    }
  }
  const hash = createHash("sha256")
    .update(JSON.stringify([items, passages]))
    .digest("hex");
  return { items, passages, hash, stats };
}
