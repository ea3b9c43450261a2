import { scoreFullTest, SUBTEST_CODES, type SubtestCode } from "../asvab";
import { AFQT_ESTIMATE_MULTIPLIER } from "../constants";
import { estimateAfqt } from "../progress/career";

/** Where the learner's AFQT likely lies: one standard error either side of the estimate (about 2 chances in 3). */
export interface AfqtRange {
  low: number;
  high: number;
  basis: "full_test" | "practice";
}

/**
 * A full test's range: the test scored again with every ability estimate one posterior standard error lower, then
 * higher — the same CAT-ASVAB scoring as the reported percentile, so the range always holds it. A subtest without a
 * stored error (an old session) moves by 0.
 */
export function fullTestAfqtRange(
  thetas: Readonly<Record<SubtestCode, number>>,
  standardErrors: Readonly<Partial<Record<SubtestCode, number | null>>>,
  reported: number,
): AfqtRange {
  const shifted = (sign: -1 | 1) =>
    Object.fromEntries(SUBTEST_CODES.map((code) => [code, thetas[code] + sign * Math.abs(standardErrors[code] ?? 0)])) as Record<
      SubtestCode,
      number
    >;
  const low = scoreFullTest(shifted(-1)).afqtPercentile;
  const high = scoreFullTest(shifted(1)).afqtPercentile;
  return { low: Math.min(low, reported), high: Math.max(high, reported), basis: "full_test" };
}

export interface CoreSectionResult {
  /** Percent correct, null when the section has not been practised. */
  averageScore: number | null;
  answered: number;
}

/**
 * The practice estimate's range (no full test yet): the estimate is round(mean of the core averages × 0.85), a core
 * section without practice counting as 0 (`estimateAfqt`). Each practised section's average is a proportion
 * measured on `answered` questions; its error uses the Agresti–Coull adjustment so a perfect or empty short record
 * still has a width. The errors add up through the mean and the multiplier.
 */
export function practiceAfqtRange(core: readonly CoreSectionResult[]): AfqtRange | null {
  const practised = core.filter((c) => c.averageScore !== null && c.answered > 0);
  if (practised.length === 0 || core.length === 0) return null;
  const { score } = estimateAfqt(core.map((c) => c.averageScore));
  const variance = practised.reduce((sum, c) => {
    const n = c.answered + 2;
    const p = ((c.averageScore as number) / 100) * (c.answered / n) + 1 / n;
    return sum + (p * (1 - p)) / n;
  }, 0);
  const se = (Math.sqrt(variance) / core.length) * 100 * AFQT_ESTIMATE_MULTIPLIER;
  return {
    low: Math.max(0, Math.min(score, Math.round(score - se))),
    high: Math.min(100, Math.max(score, Math.round(score + se))),
    basis: "practice",
  };
}
