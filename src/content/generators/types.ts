import type { SectionCode } from "@domain/constants";
import type { AuthoredItem, Difficulty, Passage } from "../types";

export type Params = Record<string, number | string>;

/** One generated question: the item plus where it came from and the parameters it was built from. */
export interface GeneratedItem extends Omit<AuthoredItem, "id" | "answer"> {
  id: string;
  answer: 0 | 1 | 2 | 3;
  generator: string;
  seed: number;
  params: Params;
  /** A passage written for this item alone (Paragraph Comprehension generators); stored beside the written ones. */
  passage?: Passage;
}

export interface Generator {
  id: string;
  section: SectionCode;
  topic: string;
  /** Seeds 0 … seedCount−1 are materialised into the bank. */
  seedCount: number;
  generate(seed: number): GeneratedItem;
  /**
   * An independent recomputation of the correct option's text from the item's parameters,
   * written separately from `generate`; content:check requires it to equal options[answer].
   */
  recompute(params: Params): string;
}

export interface DraftItem {
  topic: string;
  difficulty: Difficulty;
  stem: string;
  correct: string;
  distractors: readonly string[];
  explanation: string;
  params: Params;
  figure?: string;
  figureAlt?: string;
}
