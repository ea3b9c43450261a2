import { afqtCategory, afqtPercentile, afqtRawScore, type AfqtCategory } from "./afqt";
import {
  airForceComposites,
  armyComposites,
  marineComposites,
  navyComposites,
  type ArmyComposite,
  type MarineComposite,
  type NavyComposite,
} from "./composites";
import type { MageComposite } from "./mage-tables";
import { roundScores, standardScoresFromThetas, SUBTEST_CODES, type SubtestCode } from "./subtests";

export * from "./afqt";
export * from "./composites";
export * from "./jobs";
export * from "./mage-tables";
export * from "./subtests";
export { MILITARY_JOBS } from "./jobs-data";

export interface FullTestScore {
  /** Rounded, as printed on a score report. */
  readonly standardScores: Record<SubtestCode, number>;
  readonly VE: number;
  readonly AS: number;
  readonly afqtRaw: number;
  readonly afqtPercentile: number;
  readonly afqtCategory: AfqtCategory;
  /** Space Force uses the air_force composites; the Coast Guard has none (its rules are sums of standard scores). */
  readonly composites: {
    readonly army: Record<ArmyComposite, number>;
    readonly marines: Record<MarineComposite, number>;
    readonly air_force: Record<MageComposite, number>;
    readonly navy: Record<NavyComposite, number>;
  };
}

/** Scores a complete CAT-ASVAB from the ten final ability estimates (θ on the Form 04D metric). */
export function scoreFullTest(thetas: Readonly<Record<SubtestCode, number>>): FullTestScore {
  const unrounded = standardScoresFromThetas(thetas);
  const rounded = roundScores(unrounded);
  const afqtRaw = afqtRawScore(rounded);
  const percentile = afqtPercentile(afqtRaw);
  return {
    standardScores: Object.fromEntries(SUBTEST_CODES.map((code) => [code, rounded[code]])) as Record<SubtestCode, number>,
    VE: rounded.VE,
    AS: rounded.AS,
    afqtRaw,
    afqtPercentile: percentile,
    afqtCategory: afqtCategory(percentile),
    composites: {
      army: armyComposites(unrounded),
      marines: marineComposites(unrounded),
      air_force: airForceComposites(unrounded),
      navy: navyComposites(unrounded),
    },
  };
}
