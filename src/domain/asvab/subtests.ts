/**
 * The ten CAT-ASVAB subtests and the θ → standard-score transforms.
 * Source: Segall (2004), "Development and Evaluation of the 1997 ASVAB Score Scale" (SEG), Table 2.4 and eqs. 2.3-2.4,
 * re-keyed from the project's reference sheet asvab-scoring.md §1 and §3.
 */

/** Official CAT-ASVAB administration order. */
export const SUBTEST_CODES = ["GS", "AR", "WK", "PC", "MK", "EI", "AI", "SI", "MC", "AO"] as const;
export type SubtestCode = (typeof SUBTEST_CODES)[number];

/** VE (verbal) and AS (auto & shop) are reported as standard scores in their own right. */
export type CompositeStandardScoreCode = "VE" | "AS";
export type StandardScoreCode = SubtestCode | CompositeStandardScoreCode;
export const STANDARD_SCORE_CODES: readonly StandardScoreCode[] = [...SUBTEST_CODES, "VE", "AS"];

export interface LinearTransform {
  readonly slope: number;
  readonly intercept: number;
}

/**
 * Form 04D is the PAY97 reference form, so its parameters put every subtest on the mean-50 / SD-10 scale of the
 * 1997 youth population. SEG also lists Forms 03D, 01D, 02D and P&P 25B; those are not re-keyed here.
 */
export const STANDARD_SCORE_TRANSFORMS: Readonly<Record<SubtestCode, LinearTransform>> = {
  GS: { slope: 11.543462, intercept: 48.988873 },
  AR: { slope: 11.528721, intercept: 48.365417 },
  WK: { slope: 11.032817, intercept: 47.80988 },
  PC: { slope: 12.351821, intercept: 45.886521 },
  MK: { slope: 10.025804, intercept: 46.255061 },
  EI: { slope: 11.034039, intercept: 51.159592 },
  AI: { slope: 14.183186, intercept: 55.582509 },
  SI: { slope: 12.964407, intercept: 55.9525 },
  MC: { slope: 12.957792, intercept: 51.247394 },
  AO: { slope: 10.34085, intercept: 50.273512 },
};

/** Unrounded: the Army line scores (SEG Table 2.7) are weighted sums of unrounded standard scores. */
export function standardScore(code: SubtestCode, theta: number): number {
  const { slope, intercept } = STANDARD_SCORE_TRANSFORMS[code];
  return slope * theta + intercept;
}

/** Score reports, the AFQT and every other service composite use the integer standard scores. */
export function roundedStandardScore(code: SubtestCode, theta: number): number {
  return Math.round(standardScore(code, theta));
}

/** VE weights WK and PC by their θs directly rather than summing their standard scores (SEG eq. 2.3). */
export const VERBAL_WEIGHTS = { WK: 7.225587, PC: 5.010103, intercept: 46.897156 } as const;

/** AS combines AI and SI the same way (SEG eq. 2.4). */
export const AUTO_SHOP_WEIGHTS = { AI: 7.648241, SI: 6.991018, intercept: 56.22022 } as const;

export function verbalStandardScore(thetaWK: number, thetaPC: number): number {
  return VERBAL_WEIGHTS.WK * thetaWK + VERBAL_WEIGHTS.PC * thetaPC + VERBAL_WEIGHTS.intercept;
}

export function roundedVerbalStandardScore(thetaWK: number, thetaPC: number): number {
  return Math.round(verbalStandardScore(thetaWK, thetaPC));
}

export function autoShopStandardScore(thetaAI: number, thetaSI: number): number {
  return AUTO_SHOP_WEIGHTS.AI * thetaAI + AUTO_SHOP_WEIGHTS.SI * thetaSI + AUTO_SHOP_WEIGHTS.intercept;
}

export function roundedAutoShopStandardScore(thetaAI: number, thetaSI: number): number {
  return Math.round(autoShopStandardScore(thetaAI, thetaSI));
}

/** All twelve standard scores (ten subtests plus VE and AS). */
export type StandardScoreSet = Readonly<Record<StandardScoreCode, number>>;

/** Unrounded standard scores for a full test, the input every composite calculation starts from. */
export function standardScoresFromThetas(thetas: Readonly<Record<SubtestCode, number>>): StandardScoreSet {
  const subtests = Object.fromEntries(SUBTEST_CODES.map((code) => [code, standardScore(code, thetas[code])])) as Record<
    SubtestCode,
    number
  >;
  return {
    ...subtests,
    VE: verbalStandardScore(thetas.WK, thetas.PC),
    AS: autoShopStandardScore(thetas.AI, thetas.SI),
  };
}

export function roundScores(scores: StandardScoreSet): StandardScoreSet {
  return Object.fromEntries(STANDARD_SCORE_CODES.map((code) => [code, Math.round(scores[code])])) as Record<StandardScoreCode, number>;
}

export function isSubtestCode(code: string): code is SubtestCode {
  return (SUBTEST_CODES as readonly string[]).includes(code);
}
