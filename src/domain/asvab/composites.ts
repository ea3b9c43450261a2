/**
 * Service line-score composites from standard scores.
 * Source: Segall (2004) §2.5 (SEG): Army eq. for GT and Table 2.7 weights, Marine Corps transforms (§2.5.2, from the
 * Table 2.6 moments), Air Force MAGE sums (§2.5.1) and Navy sums (Table 5.1), re-keyed from the project's reference
 * sheet asvab-scoring.md §5.
 */
import type { BranchCode } from "../constants";
import { MAGE_COMPOSITES, magePercentile, type MageComposite } from "./mage-tables";
import { roundScores, type StandardScoreCode, type StandardScoreSet } from "./subtests";

/** Standard-score codes with their multipliers, e.g. { AR: 1, MK: 2, GS: 1 } for AR + 2·MK + GS. */
export type Recipe = Readonly<Partial<Record<StandardScoreCode, number>>>;

export function weightedSum(scores: StandardScoreSet, recipe: Recipe): number {
  let total = 0;
  for (const [code, weight] of Object.entries(recipe) as [StandardScoreCode, number][]) total += weight * scores[code];
  return total;
}

export const ARMY_COMPOSITES = ["GT", "CL", "CO", "EL", "FA", "GM", "MM", "OF", "SC", "ST"] as const;
export type ArmyComposite = (typeof ARMY_COMPOSITES)[number];

/** SEG §2.5.3 defines GT on the integer AR + VE, unlike the nine Table 2.7 line scores. */
export const ARMY_GT = { slope: 1.074292, intercept: -7.443781 } as const;

/**
 * SEG Table 2.7 ('97 metric). The weights apply to unrounded standard scores, which is why these nine line scores
 * can differ by a point from what the integer scores on a score report would suggest.
 */
export const ARMY_WEIGHTS: Readonly<Record<Exclude<ArmyComposite, "GT">, { weights: Recipe; constant: number }>> = {
  CL: { weights: { GS: 0, AR: 0.75179, MK: 0.58715, MC: 0.11541, EI: 0.07756, AS: 0.07489, VE: 0.67976 }, constant: -14.32772 },
  CO: { weights: { GS: 0.19868, AR: 0.3309, MK: 0.63397, MC: 0.38486, EI: 0.19979, AS: 0.41161, VE: 0.30347 }, constant: -23.17105 },
  EL: { weights: { GS: 0.08324, AR: 0.44254, MK: 0.49064, MC: 0.26341, EI: 0.30258, AS: 0.36786, VE: 0.49906 }, constant: -22.46667 },
  FA: { weights: { GS: 0.15031, AR: 0.42263, MK: 0.60172, MC: 0.42966, EI: 0.16389, AS: 0.35866, VE: 0.31958 }, constant: -22.32119 },
  GM: { weights: { GS: 0.23521, AR: 0.46357, MK: 0.45285, MC: 0.2928, EI: 0.30216, AS: 0.50542, VE: 0.21527 }, constant: -23.36174 },
  MM: { weights: { GS: 0.05942, AR: 0.32829, MK: 0.28517, MC: 0.39607, EI: 0.30796, AS: 0.87309, VE: 0.2115 }, constant: -23.08481 },
  OF: { weights: { GS: 0.14306, AR: 0.53676, MK: 0.34092, MC: 0.36843, EI: 0.19683, AS: 0.50334, VE: 0.36757 }, constant: -22.84882 },
  SC: { weights: { GS: 0.01235, AR: 0.42812, MK: 0.6365, MC: 0.2507, EI: 0.32194, AS: 0.24636, VE: 0.5277 }, constant: -21.18951 },
  ST: { weights: { GS: 0.12865, AR: 0.4901, MK: 0.47825, MC: 0.31207, EI: 0.14493, AS: 0.21736, VE: 0.62177 }, constant: -19.65219 },
};

/** `scores` are unrounded; GT alone is built from the rounded AR and VE. */
export function armyComposites(scores: StandardScoreSet): Record<ArmyComposite, number> {
  const rounded = roundScores(scores);
  const weighted = Object.fromEntries(
    Object.entries(ARMY_WEIGHTS).map(([name, { weights, constant }]) => [name, Math.round(weightedSum(scores, weights) + constant)]),
  ) as Record<Exclude<ArmyComposite, "GT">, number>;
  return { GT: Math.round(ARMY_GT.slope * (rounded.AR + rounded.VE) + ARMY_GT.intercept), ...weighted };
}

export const MARINE_COMPOSITES = ["GT", "MM", "EL", "CL"] as const;
export type MarineComposite = (typeof MARINE_COMPOSITES)[number];

/**
 * The transforms move each raw sum to mean 100 / SD 20 in PAY97. GT follows SEG (AR + MC + VE); some prep sites
 * drop MC, but SEG is the document that defines the transform.
 */
export const MARINE_RECIPES: Readonly<Record<MarineComposite, { sum: Recipe; slope: number; intercept: number }>> = {
  GT: { sum: { AR: 1, MC: 1, VE: 1 }, slope: 0.755294, intercept: -13.289535 },
  MM: { sum: { AR: 1, MC: 1, EI: 1, AS: 1 }, slope: 0.588215, intercept: -17.645724 },
  EL: { sum: { GS: 1, AR: 1, MK: 1, EI: 1 }, slope: 0.577992, intercept: -15.599795 },
  CL: { sum: { MK: 1, VE: 1 }, slope: 1.092264, intercept: -9.232992 },
};

export function marineComposites(scores: StandardScoreSet): Record<MarineComposite, number> {
  const rounded = roundScores(scores);
  return mapNames(MARINE_RECIPES, ({ sum, slope, intercept }) => Math.round(slope * weightedSum(rounded, sum) + intercept));
}

/**
 * SEG's M recipe. Prep sites publish others (MC + GS + 2·AS), but the percentile tables were built for SEG's sums,
 * so mixing recipes would misplace the percentiles.
 */
export const AIR_FORCE_RECIPES: Readonly<Record<MageComposite, Recipe>> = {
  M: { AR: 1, MC: 1, AS: 1, VE: 2 },
  A: { MK: 1, VE: 1 },
  G: { AR: 1, VE: 1 },
  E: { GS: 1, AR: 1, MK: 1, EI: 1 },
};

/** Percentiles (1-99); Space Force uses the same composites. */
export function airForceComposites(scores: StandardScoreSet): Record<MageComposite, number> {
  const rounded = roundScores(scores);
  return mapNames(AIR_FORCE_RECIPES, (recipe, name) => magePercentile(name, weightedSum(rounded, recipe)));
}

export const NAVY_COMPOSITES = ["GT", "EL", "BEE", "ENG", "MEC", "MEC2", "NUC", "OPS", "HM", "ADM"] as const;
export type NavyComposite = (typeof NAVY_COMPOSITES)[number];

/** The Navy reports raw sums; its rating standards are written against these sums directly. */
export const NAVY_RECIPES: Readonly<Record<NavyComposite, Recipe>> = {
  GT: { AR: 1, VE: 1 },
  EL: { GS: 1, AR: 1, MK: 1, EI: 1 },
  BEE: { GS: 1, AR: 1, MK: 2 },
  ENG: { MK: 1, AS: 1 },
  MEC: { AR: 1, MC: 1, AS: 1 },
  MEC2: { AR: 1, MC: 1, AO: 1 },
  NUC: { AR: 1, MK: 1, MC: 1, VE: 1 },
  OPS: { AR: 1, MK: 1, AO: 1, VE: 1 },
  HM: { GS: 1, MK: 1, VE: 1 },
  ADM: { MK: 1, VE: 1 },
};

export function navyComposites(scores: StandardScoreSet): Record<NavyComposite, number> {
  const rounded = roundScores(scores);
  return mapNames(NAVY_RECIPES, (recipe) => weightedSum(rounded, recipe));
}

/** Names a job rule may use as `{ kind: "composite" }` for each branch; the Coast Guard writes its rules as sums. */
export const BRANCH_COMPOSITE_NAMES: Readonly<Record<BranchCode, readonly string[]>> = {
  army: ARMY_COMPOSITES,
  navy: NAVY_COMPOSITES,
  air_force: MAGE_COMPOSITES,
  marines: MARINE_COMPOSITES,
  coast_guard: [],
  space_force: MAGE_COMPOSITES,
};

export function compositesForBranch(branch: BranchCode, scores: StandardScoreSet): Readonly<Record<string, number>> {
  switch (branch) {
    case "army":
      return armyComposites(scores);
    case "navy":
      return navyComposites(scores);
    case "air_force":
    case "space_force":
      return airForceComposites(scores);
    case "marines":
      return marineComposites(scores);
    case "coast_guard":
      return {};
  }
}

function mapNames<K extends string, V>(table: Readonly<Record<K, V>>, score: (value: V, name: K) => number): Record<K, number> {
  return Object.fromEntries((Object.entries(table) as [K, V][]).map(([name, value]) => [name, score(value, name)])) as Record<K, number>;
}
