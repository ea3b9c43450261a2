import type { PriorOptions } from "./estimate";
import { probability } from "./model";
import { normal, type RandomSource } from "../random";
import {
  indexPool,
  logisticTable,
  selectIndexed,
  START_THETA,
  ThetaPosterior,
  type Criterion,
  type PoolItem,
  type SelectOptions,
} from "./select";

export interface SimulationOptions {
  testLength: number;
  simulees: number;
  rng: RandomSource;
  topicTargets?: SelectOptions["topicTargets"];
  balancing?: SelectOptions["balancing"];
  /**
   * Topic quotas per prefix, as a variable-length test gets them (`SelectOptions.testLength` undefined), rather
   * than for a test of exactly `testLength`. Default false.
   */
  openEnded?: boolean;
  /** How items are ranked; default "variance", as `nextStep`. */
  criterion?: Criterion;
  /**
   * Interim posterior's quadrature. A coarse grid (default 33 points over ±4, step 0.25) keeps thousands of
   * simulated tests fast: the posterior is smooth and its SD stays above 0.25 over a 10–15 item test, so its
   * moments (the interim θ, and the expected variance reductions that rank items) move by a few thousandths.
   */
  grid?: PriorOptions;
}

export interface ExposureReport {
  /** P(S_i): share of simulees for whom item i won the selection contest (whether then given or not). */
  selected: Map<string, number>;
  /** P(A_i): share of simulees who were given item i — its exposure rate. */
  administered: Map<string, number>;
  /** The largest P(A_i) over the pool. */
  maxExposure: number;
}

export interface CalibrationOptions extends SimulationOptions {
  /** Target ceiling on any item's exposure rate, e.g. 0.25. */
  rmax: number;
  iterations: number;
}

const COARSE_GRID: PriorOptions = { range: 4, points: 33 };

/**
 * A long computation that pauses after each unit of work (a simulee) and returns its result at the end, so a
 * server can run it in slices and let other work in between (`drain` runs it in one go).
 */
export type Stepwise<T> = Generator<void, T, void>;

export function drain<T>(steps: Stepwise<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * Runs simulees θ ~ N(0, 1) through the fixed-length CAT as it will run live (same start, selection rule,
 * content balancing and Sympson–Hetter lottery with each item's `exposureK`) and counts selections and
 * administrations.
 */
export function exposureRates(pool: readonly PoolItem[], options: SimulationOptions): ExposureReport {
  return drain(exposureRatesStepwise(pool, options));
}

/** `exposureRates`, pausing after each simulee. */
export function* exposureRatesStepwise(pool: readonly PoolItem[], options: SimulationOptions): Stepwise<ExposureReport> {
  const { testLength, simulees, rng } = options;
  const indexed = indexPool(pool, options.topicTargets, true);
  const selectedCount = new Float64Array(pool.length);
  const administeredCount = new Float64Array(pool.length);
  const grid = options.grid ?? COARSE_GRID;
  const byVariance = (options.criterion ?? "variance") === "variance";
  // The logistic per item and node does not change between simulees: computed once, it turns ranking by
  // variance reduction into two multiply-adds per node.
  const table = byVariance ? logisticTable(pool, new ThetaPosterior(grid)) : undefined;
  const quotaLength = options.openEnded ? undefined : testLength;
  for (let s = 0; s < simulees; s++) {
    const trueTheta = normal(rng);
    const posterior = new ThetaPosterior(grid);
    // A rejected item is blocked for the rest of this examinee's test, so each is selected at most once.
    const blocked = new Uint8Array(pool.length);
    const topicCounts = new Int32Array(indexed.topics.length);
    let theta = START_THETA;
    for (let given = 0; given < testLength; given++) {
      const { index, rejected } = selectIndexed(indexed, theta, blocked, topicCounts, given, rng, {
        testLength: quotaLength,
        balancing: options.balancing,
        ...(byVariance ? { posterior, table } : {}),
      });
      for (const r of rejected) {
        blocked[r] = 1;
        selectedCount[r] = (selectedCount[r] as number) + 1;
      }
      const item = pool[index];
      if (!item) break;
      blocked[index] = 1;
      selectedCount[index] = (selectedCount[index] as number) + 1;
      administeredCount[index] = (administeredCount[index] as number) + 1;
      const t = indexed.topicOf[index] as number;
      topicCounts[t] = (topicCounts[t] as number) + 1;
      posterior.update(item.params, rng() < probability(trueTheta, item.params));
      if (!byVariance) theta = posterior.estimate().theta;
    }
    yield;
  }
  const rate = (counts: Float64Array) => new Map(pool.map((item, i) => [item.id, (counts[i] as number) / Math.max(1, simulees)]));
  const administered = rate(administeredCount);
  return { selected: rate(selectedCount), administered, maxExposure: Math.max(0, ...administered.values()) };
}

/**
 * Sympson–Hetter calibration (1985): start with every k = 1; simulate the CAT with the current k's; set
 * k_i = 1 where P(S_i) ≤ rmax, else rmax / P(S_i), so that P(A_i) = P(S_i)·k_i ≤ rmax; repeat. Each pass
 * shifts selections onto the next-best items, which is why several iterations are needed. It holds the busiest
 * items at about rmax rather than strictly under it: P(S_i) moves as the other k's change, so the k's wobble
 * between passes and the worst item lands a few hundredths above rmax, and the rates carry sampling error.
 * Calibrate to a lower rmax for a hard cap, as `calibratePool` does. Returns id → k.
 */
export function calibrateSympsonHetter(pool: readonly PoolItem[], options: CalibrationOptions): Map<string, number> {
  return drain(calibrateSympsonHetterStepwise(pool, options));
}

/** `calibrateSympsonHetter`, pausing after each simulated examinee. */
export function* calibrateSympsonHetterStepwise(pool: readonly PoolItem[], options: CalibrationOptions): Stepwise<Map<string, number>> {
  const { rmax, iterations } = options;
  let k = new Map(pool.map((item) => [item.id, 1]));
  for (let it = 0; it < iterations; it++) {
    const current = withExposure(pool, k);
    const { selected } = yield* exposureRatesStepwise(current, options);
    k = new Map(
      pool.map((item) => {
        const ps = selected.get(item.id) ?? 0;
        return [item.id, ps <= rmax ? 1 : rmax / ps];
      }),
    );
  }
  return k;
}

/** The pool with each item's `exposureK` taken from `k` (items missing from it keep no control). */
export function withExposure<T extends PoolItem>(pool: readonly T[], k: ReadonlyMap<string, number>): T[] {
  // Object.assign, not `{ ...item, exposureK }`: V8 gives that spread-then-add literal a slow object shape,
  // which made selection ~3× slower on the resulting pool.
  return pool.map((item) => Object.assign({}, item, { exposureK: k.get(item.id) ?? 1 }));
}
