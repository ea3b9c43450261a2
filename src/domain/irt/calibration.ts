import { probability } from "./model";
import type { RandomSource } from "../random";
import type { ItemParams } from "./seed-params";

/**
 * Online calibration by an Elo-style update with a shrinking step. After each answer the item's difficulty and
 * the learner's ability move towards what the answer says, by less and less as evidence accumulates, so early
 * answers correct the seed parameters quickly and later ones only fine-tune them. Only b (and θ) move: a and c
 * are too poorly identified from a handful of answers to update online.
 */
export interface EloOptions {
  /** Initial item step and the count at which it has halved. */
  itemK0: number;
  itemN0: number;
  /** Initial learner step and the count at which it has halved. */
  learnerK0: number;
  learnerN0: number;
  /** b stays on the scale where items are realistic; θ a little wider, as for the estimators. */
  bRange: readonly [number, number];
  thetaRange: readonly [number, number];
}

export const ELO_DEFAULTS: EloOptions = {
  itemK0: 0.4,
  itemN0: 20,
  learnerK0: 0.5,
  learnerN0: 10,
  bRange: [-3, 3],
  thetaRange: [-4, 4],
};

/** Responses after which an item's difficulty is trusted for operational (scored, adaptive) use. */
export const CALIBRATION_THRESHOLD = 20;

export interface ItemCalibration {
  params: ItemParams;
  /** Responses seen so far. */
  count: number;
}

export interface LearnerAbility {
  theta: number;
  count: number;
}

const clamp = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, x));

/** The step size after n responses: K0 / (1 + n / n0). */
export function stepSize(k0: number, n0: number, count: number): number {
  return k0 / (1 + count / n0);
}

/** Item side of one answer: b += K_item·(p − x). A correct answer means the item was easier than thought. */
export function updateItem(item: ItemCalibration, theta: number, correct: boolean, options: EloOptions = ELO_DEFAULTS): ItemCalibration {
  const p = probability(theta, item.params);
  const x = correct ? 1 : 0;
  const b = clamp(item.params.b + stepSize(options.itemK0, options.itemN0, item.count) * (p - x), options.bRange);
  return { params: { ...item.params, b }, count: item.count + 1 };
}

/** Learner side of one answer: θ += K_learner·(x − p). */
export function updateLearner(
  learner: LearnerAbility,
  item: ItemParams,
  correct: boolean,
  options: EloOptions = ELO_DEFAULTS,
): LearnerAbility {
  const p = probability(learner.theta, item);
  const x = correct ? 1 : 0;
  const theta = clamp(learner.theta + stepSize(options.learnerK0, options.learnerN0, learner.count) * (x - p), options.thetaRange);
  return { theta, count: learner.count + 1 };
}

/**
 * Both sides of one answer, each computed from the values before it (a simultaneous Elo update). Tryout items
 * pass `scored: false`: the answer calibrates the item but leaves the learner's ability alone, as with the
 * CAT-ASVAB's seeded items.
 */
export function eloUpdate(
  learner: LearnerAbility,
  item: ItemCalibration,
  correct: boolean,
  { scored = true, options = ELO_DEFAULTS }: { scored?: boolean; options?: EloOptions } = {},
): { learner: LearnerAbility; item: ItemCalibration } {
  return {
    learner: scored ? updateLearner(learner, item.params, correct, options) : learner,
    item: updateItem(item, learner.theta, correct, options),
  };
}

export function isCalibrated(responseCount: number): boolean {
  return responseCount >= CALIBRATION_THRESHOLD;
}

/**
 * Where, if anywhere, to slip one uncalibrated tryout item into a test of `testLength` scored items: with
 * probability `rate` (clamped to [0, 1]: at most one tryout per test), an index uniform over 1 … testLength − 1
 * in the combined sequence of testLength + 1 items. Never first, so the test opens on a calibrated item, and
 * never last, so the tryout sits among scored items where it cannot be told apart. For a variable-length test
 * pass the minimum length so the slot is always reached. Null for no tryout (and for tests under 2 items).
 */
export function planTryout(testLength: number, rate: number, rng: RandomSource): number | null {
  if (testLength < 2) return null;
  if (rng() >= Math.min(1, Math.max(0, rate))) return null;
  return 1 + Math.floor(rng() * (testLength - 1));
}
