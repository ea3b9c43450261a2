import { isCalibrated } from "./calibration";
import { eap, map, type AbilityEstimate, type PriorOptions } from "./estimate";
import { calibrateSympsonHetter, withExposure } from "./exposure";
import type { Response } from "./model";
import type { RandomSource } from "./random";
import { select, type PoolItem, type SelectOptions } from "./select";
import type { ItemParams } from "./seed-params";

export interface CatConfig {
  /** Hard stop on scored items. */
  maxItems: number;
  /** No precision stop before this many scored items. */
  minItems: number;
  /** Stop once the posterior SD is at or below this (after minItems). 0 for a fixed-length test. */
  targetSe: number;
  /** Exposure ceiling the pool's `exposureK` are calibrated for (see `calibratePool`). */
  rmax: number;
  topicTargets?: SelectOptions["topicTargets"];
  prior?: PriorOptions;
  /** 0-based position, in the combined sequence, of this session's tryout item (from `planTryout`); null for none. */
  tryoutAt?: number | null;
}

/** A pool item with its calibration count; items with a count under the threshold are tryout-only. */
export interface CatItem extends PoolItem {
  /** Responses seen so far; undefined means calibrated elsewhere (e.g. seed parameters trusted as they are). */
  responseCount?: number;
}

export interface HistoryEntry {
  id: string;
  topic: string;
  params: ItemParams;
  correct: boolean;
  /** A tryout answer calibrates the item but never counts towards θ. */
  tryout?: boolean;
}

export interface FinalEstimate extends AbilityEstimate {
  /** θ and SE as reported: the MAP (Bayes modal) estimate, as the CAT-ASVAB reports, with SE = posterior SD. */
  map: AbilityEstimate;
  eap: AbilityEstimate;
}

export type CatStep =
  | { done: true; estimate: FinalEstimate }
  | {
      done: false;
      item: CatItem;
      /** Interim θ (EAP) and its posterior SD, before this item. */
      theta: number;
      se: number;
      tryout: boolean;
      /** Ids passed over by the exposure lottery: add them to `exclude` for the rest of this session. */
      rejected: string[];
    };

function scored(history: readonly HistoryEntry[]): Response[] {
  return history.filter((h) => !h.tryout).map((h) => ({ item: h.params, correct: h.correct }));
}

export function finalEstimate(history: readonly HistoryEntry[], prior: PriorOptions = {}): FinalEstimate {
  const responses = scored(history);
  const m = map(responses, prior);
  return { theta: m.theta, se: m.se, map: m, eap: eap(responses, prior) };
}

/**
 * The next move of a CAT session: stop (with the final estimate) or give an item. Stops at maxItems scored
 * items, or at minItems once the posterior SD reaches targetSe, or when the pool runs dry. The interim θ is
 * EAP (stable from the first answer, unlike MAP with few responses); `exclude` holds ids seen recently and
 * those this session's exposure lottery has passed over.
 */
export function nextStep(
  pool: readonly CatItem[],
  history: readonly HistoryEntry[],
  config: CatConfig,
  rng: RandomSource,
  exclude: ReadonlySet<string> = new Set(),
): CatStep {
  const responses = scored(history);
  const done = (): CatStep => ({ done: true, estimate: finalEstimate(history, config.prior) });
  if (responses.length >= config.maxItems) return done();
  const interim = eap(responses, config.prior);
  if (responses.length >= config.minItems && interim.se <= config.targetSe) return done();

  const seen = new Set(history.map((h) => h.id));
  if (config.tryoutAt != null && history.length === config.tryoutAt && !history.some((h) => h.tryout)) {
    const item = pickTryout(pool, seen, exclude, rng);
    if (item) return { done: false, item, theta: interim.theta, se: interim.se, tryout: true, rejected: [] };
  }

  const operational = pool.filter((item) => item.responseCount === undefined || isCalibrated(item.responseCount));
  const administered = history.filter((h) => !h.tryout);
  const { item, rejected } = select(operational, interim.theta, administered, { rng, topicTargets: config.topicTargets, exclude });
  if (!item) return done();
  return { done: false, item, theta: interim.theta, se: interim.se, tryout: false, rejected: rejected.map((r) => r.id) };
}

/** The uncalibrated item with the fewest responses (ties at random), so tryout data spreads over new items. */
function pickTryout(pool: readonly CatItem[], seen: ReadonlySet<string>, exclude: ReadonlySet<string>, rng: RandomSource): CatItem | null {
  let best: CatItem | null = null;
  let ties = 0;
  for (const item of pool) {
    const n = item.responseCount;
    if (n === undefined || isCalibrated(n) || seen.has(item.id) || exclude.has(item.id)) continue;
    const bestN = best?.responseCount ?? Infinity;
    if (n < bestN) {
      best = item;
      ties = 1;
    } else if (n === bestN && rng() * ++ties < 1) best = item;
  }
  return best;
}

/**
 * Sympson–Hetter k's for the pool's calibrated items under this config (simulated at maxItems, the most
 * exposure a test can cause), returned as the pool with `exposureK` set. Run offline, not per request.
 */
export function calibratePool(
  pool: readonly CatItem[],
  config: CatConfig,
  { simulees, iterations, rng }: { simulees: number; iterations: number; rng: RandomSource },
): CatItem[] {
  const operational = pool.filter((item) => item.responseCount === undefined || isCalibrated(item.responseCount));
  const k = calibrateSympsonHetter(operational, {
    rmax: config.rmax,
    testLength: config.maxItems,
    simulees,
    iterations,
    rng,
    topicTargets: config.topicTargets,
  });
  return withExposure(pool, k);
}
