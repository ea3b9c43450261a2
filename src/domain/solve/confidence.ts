/**
 * Calibrated confidence per solving path: each figure is the share of right answers that path had on
 * `npm run bench:solve` (photos of bank items and of questions the bank does not hold), rounded down, so that a
 * "High" label (spec §9: above 0.8) is only shown where the measured accuracy is at least 97%. Re-measure and
 * update when a solver changes (decision 0023).
 */
export const PATH_CONFIDENCE = {
  /** A bank item found with all its words and numbers, its key located among the read options. */
  bankExact: 0.97,
  /** A bank item found, but with parts of it missing or some numbers not read. */
  bankPartial: 0.7,
  /** One of a group of bank items worded alike, told apart by the photo's drawing (a clear best print match). */
  bankFigure: 0.85,
  /** The math solver's value equals exactly one option. */
  mathOption: 0.95,
  /** The math solver's value without options to check it against (nothing confirms the reading: Low). */
  mathNoOptions: 0.55,
  /** Exactly one option shares a WordNet sense with the asked word. */
  vocabularySynonym: 0.9,
  /** Exactly one option is in a linked WordNet sense (not yet seen on the bench: Low until measured). */
  vocabularyRelated: 0.5,
  /** No confident solution: study guide and similar items only. */
  none: 0.15,
} as const;

export type SolvePath = keyof typeof PATH_CONFIDENCE;

/** Below this bank-match score nothing is taken from the bank. */
export const BANK_MATCH_MIN = 0.72;
/** At or above this (and with the key among the read options), a bank match is "exact". */
export const BANK_MATCH_EXACT = 0.9;
