import { isCalibrated } from "./calibration";
import { eap, map, type AbilityEstimate, type PriorOptions } from "./estimate";
import { calibrateSympsonHetterStepwise, drain, withExposure, type Stepwise } from "./exposure";
import type { Response } from "./model";
import type { RandomSource } from "../random";
import {
  indexPool,
  logisticTable,
  selectFrom,
  ThetaPosterior,
  type Criterion,
  type IndexedPool,
  type PoolItem,
  type SelectOptions,
} from "./select";
import type { ItemParams } from "./seed-params";

export interface CatConfig {
  /** Hard stop on scored items. */
  maxItems: number;
  /** No precision stop before this many scored items. */
  minItems: number;
  /** Stop once the posterior SD is at or below this (after minItems). 0 for a fixed-length test. */
  targetSe: number;
  /**
   * Ceiling on any item's exposure rate: `calibratePool` calibrates Sympson–Hetter to a working limit a little
   * under it (`EXPOSURE_HEADROOM`), so the busiest items stay below it. 1 for no exposure control.
   */
  rmax: number;
  topicTargets?: SelectOptions["topicTargets"];
  /** Default "quota": topic quotas for a test of maxItems (per prefix when the test may stop earlier). */
  balancing?: SelectOptions["balancing"];
  /** How items are ranked (see `Criterion`); default "variance", on the interim posterior. */
  criterion?: Criterion;
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
  /** θ and SE as reported: MAP or EAP (see `finalEstimate`), with SE = posterior SD either way. */
  map: AbilityEstimate;
  eap: AbilityEstimate;
}

/**
 * Which estimate `finalEstimate` reports as θ. "map" (Bayes modal) is what the CAT-ASVAB reports. "eap" is the
 * posterior mean, the estimate with the least mean squared error under the N(0, 1) prior and the one best
 * correlated with θ: in the bench (scripts/bench-cat.ts) it has the lower RMSE on every seed and an r at least
 * as high, while MAP sits ~0.02 above θ on average (guessing gives the posterior a long left tail, so its mode
 * lies to the right of its mean).
 */
export type ReportedEstimate = "map" | "eap";

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

export function finalEstimate(
  history: readonly HistoryEntry[],
  prior: PriorOptions = {},
  reported: ReportedEstimate = "map",
): FinalEstimate {
  const responses = scored(history);
  const m = map(responses, prior);
  const e = eap(responses, prior);
  const shown = reported === "eap" ? e : m;
  return { theta: shown.theta, se: shown.se, map: m, eap: e };
}

/**
 * The next move of a CAT session: stop (with the final estimate) or give an item. Stops at maxItems scored
 * items, or at minItems once the posterior SD reaches targetSe, or when the pool runs dry. The interim θ is
 * EAP (stable from the first answer, unlike MAP with few responses). Items are ranked by how much they are
 * expected to shrink the posterior variance (`varianceReduction`): over the bench's 5 banks × 10,000 simulees
 * the 10-item EAP RMSE is 0.327 against 0.334 ranking by Fisher information at the interim θ with exposure
 * control, 0.315 against 0.326 without.
 * `exclude` holds ids seen recently and those this session's exposure lottery has passed over.
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
  const posterior = new ThetaPosterior(config.prior);
  for (const r of responses) posterior.update(r.item, r.correct);
  const interim = posterior.estimate();
  if (responses.length >= config.minItems && interim.se <= config.targetSe) return done();

  const seen = new Set(history.map((h) => h.id));
  if (config.tryoutAt != null && history.length === config.tryoutAt && !history.some((h) => h.tryout)) {
    const item = pickTryout(pool, seen, exclude, rng);
    if (item) return { done: false, item, theta: interim.theta, se: interim.se, tryout: true, rejected: [] };
  }

  const prepared = preparedPool(pool, config.topicTargets);
  const administered = history.filter((h) => !h.tryout);
  const byVariance = (config.criterion ?? "variance") === "variance";
  const { item, rejected } = selectFrom(prepared.indexed, interim.theta, administered, {
    rng,
    topicTargets: config.topicTargets,
    exclude,
    testLength: fixedLength(config) ? config.maxItems : undefined,
    balancing: config.balancing,
    ...(byVariance ? { posterior, table: prepared.table(posterior) } : {}),
  });
  if (!item) return done();
  return { done: false, item, theta: interim.theta, se: interim.se, tryout: false, rejected: rejected.map((r) => r.id) };
}

interface PreparedPool {
  topicTargets: CatConfig["topicTargets"];
  indexed: IndexedPool;
  /** The operational items' logistic table on a posterior's grid, kept for the last grid asked for. */
  table: (posterior: ThetaPosterior) => Float64Array;
}

/**
 * A pool's operational items, indexed, with their logistic table: the same for every step of every test until the
 * pool is replaced (a server keeps one pool array per section for minutes), so it is built once per pool array.
 */
const prepared = new WeakMap<readonly CatItem[], PreparedPool>();

function preparedPool(pool: readonly CatItem[], topicTargets: CatConfig["topicTargets"]): PreparedPool {
  const known = prepared.get(pool);
  if (known && known.topicTargets === topicTargets) return known;
  const operational = pool.filter((item) => item.responseCount === undefined || isCalibrated(item.responseCount));
  const indexed = indexPool(operational, topicTargets, true);
  let grid: { start: number; step: number; length: number; table: Float64Array } | null = null;
  const entry: PreparedPool = {
    topicTargets,
    indexed,
    table(posterior) {
      const { start, step, nodes } = posterior;
      if (!grid || grid.start !== start || grid.step !== step || grid.length !== nodes.length) {
        grid = { start, step, length: nodes.length, table: logisticTable(operational, posterior) };
      }
      return grid.table;
    },
  };
  prepared.set(pool, entry);
  return entry;
}

/** A test that always runs to maxItems: its topic quotas are for that length; otherwise they hold at every prefix. */
function fixedLength(config: CatConfig): boolean {
  return config.minItems >= config.maxItems || config.targetSe <= 0;
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
 * Headroom under `CatConfig.rmax`, as a share of it, for the Sympson–Hetter working limit. Calibrated to rmax
 * itself, SH leaves the busiest items a few hundredths above it (see `calibrateSympsonHetter`); at 0.9 × 0.30 =
 * 0.27 the bench's worst item over 5 banks × 2,000 fresh simulees stays under 0.30, and precision is flat in the
 * working limit between 0.25 and 0.35 (RMSE within ±0.003), so the headroom costs next to nothing.
 */
export const EXPOSURE_HEADROOM = 0.1;

/**
 * Sympson–Hetter k's for the pool's calibrated items under this config (simulated at maxItems, the most
 * exposure a test can cause), returned as the pool with `exposureK` set. Calibrates to a working limit of
 * rmax × (1 − headroom) so that no item exceeds rmax. Run offline, not per request.
 */
export function calibratePool(pool: readonly CatItem[], config: CatConfig, options: PoolCalibrationOptions): CatItem[] {
  return drain(calibratePoolStepwise(pool, config, options));
}

export interface PoolCalibrationOptions {
  simulees: number;
  iterations: number;
  rng: RandomSource;
  headroom?: number;
}

/** `calibratePool`, pausing after each simulated examinee: a server runs it in slices between requests. */
export function* calibratePoolStepwise(
  pool: readonly CatItem[],
  config: CatConfig,
  { simulees, iterations, rng, headroom = EXPOSURE_HEADROOM }: PoolCalibrationOptions,
): Stepwise<CatItem[]> {
  const operational = pool.filter((item) => item.responseCount === undefined || isCalibrated(item.responseCount));
  const k = yield* calibrateSympsonHetterStepwise(operational, {
    rmax: config.rmax >= 1 ? config.rmax : config.rmax * (1 - headroom),
    testLength: config.maxItems,
    openEnded: !fixedLength(config),
    simulees,
    iterations,
    rng,
    topicTargets: config.topicTargets,
    balancing: config.balancing,
    criterion: config.criterion,
  });
  return withExposure(pool, k);
}
