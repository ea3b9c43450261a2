import { GridPosterior, type PriorOptions } from "./estimate";
import { probability } from "./model";
import { normal, type RandomSource } from "./random";
import { select, START_THETA, type AdministeredItem, type PoolItem, type SelectOptions } from "./select";

export interface SimulationOptions {
  testLength: number;
  simulees: number;
  rng: RandomSource;
  topicTargets?: SelectOptions["topicTargets"];
  /**
   * Interim-θ quadrature. A coarse grid (default 33 points over ±4) moves the interim θ by a few hundredths at
   * most, far less than its SE, and keeps thousands of simulated tests fast.
   */
  grid?: PriorOptions;
}

export interface ExposureReport {
  /** P(S_i): share of simulees for whom item i won the information contest (whether then given or not). */
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
 * Runs simulees θ ~ N(0, 1) through the fixed-length CAT as it will run live (same start, selection, content
 * balancing and Sympson–Hetter lottery with each item's `exposureK`) and counts selections and administrations.
 */
export function exposureRates(pool: readonly PoolItem[], options: SimulationOptions): ExposureReport {
  const { testLength, simulees, rng, topicTargets } = options;
  const selectedCount = new Map<string, number>();
  const administeredCount = new Map<string, number>();
  const bump = (m: Map<string, number>, id: string) => m.set(id, (m.get(id) ?? 0) + 1);
  for (let s = 0; s < simulees; s++) {
    const trueTheta = normal(rng);
    const posterior = new GridPosterior(options.grid ?? COARSE_GRID);
    const administered: AdministeredItem[] = [];
    const exclude = new Set<string>();
    let theta = START_THETA;
    for (let step = 0; step < testLength; step++) {
      const { item, rejected } = select(pool, theta, administered, { rng, topicTargets, exclude });
      // A rejected item leaves this examinee's pool, so each item is selected at most once per simulee.
      for (const r of rejected) {
        exclude.add(r.id);
        bump(selectedCount, r.id);
      }
      if (!item) break;
      bump(selectedCount, item.id);
      bump(administeredCount, item.id);
      administered.push(item);
      posterior.update(item.params, rng() < probability(trueTheta, item.params));
      theta = posterior.estimate().theta;
    }
  }
  const rate = (m: Map<string, number>) => new Map(pool.map((item) => [item.id, (m.get(item.id) ?? 0) / Math.max(1, simulees)]));
  const administered = rate(administeredCount);
  let maxExposure = 0;
  for (const r of administered.values()) maxExposure = Math.max(maxExposure, r);
  return { selected: rate(selectedCount), administered, maxExposure };
}

/**
 * Sympson–Hetter calibration (1985): start with every k = 1; simulate the CAT with the current k's; set
 * k_i = 1 where P(S_i) ≤ rmax, else rmax / P(S_i), so that P(A_i) = P(S_i)·k_i ≤ rmax; repeat. Each pass
 * shifts selections onto the next-best items, which is why a few iterations are needed. Returns id → k.
 */
export function calibrateSympsonHetter(pool: readonly PoolItem[], options: CalibrationOptions): Map<string, number> {
  const { rmax, iterations } = options;
  let k = new Map(pool.map((item) => [item.id, 1]));
  for (let it = 0; it < iterations; it++) {
    const current = withExposure(pool, k);
    const { selected } = exposureRates(current, options);
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
