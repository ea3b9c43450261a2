import type { AbilityEstimate, PriorOptions } from "./estimate";
import { D, probability } from "./model";
import type { PoolItem } from "./select";
import type { ItemParams } from "./seed-params";

/**
 * The posterior for θ on an equally spaced grid, one answer at a time: the same quadrature (and the same numbers)
 * as `eap`/`GridPosterior` in estimate.ts, with the weights exposed because selection by expected posterior
 * variance needs the whole posterior, not just its mean.
 */
export class ThetaPosterior {
  readonly nodes: Float64Array;
  readonly start: number;
  readonly step: number;
  private readonly logs: Float64Array;

  constructor(prior: PriorOptions = {}) {
    const { mean = 0, sd = 1, range = 4, points = 81 } = prior;
    this.start = -range;
    this.step = (2 * range) / (points - 1);
    // Plain loops: Float64Array.from over an array-like goes through V8's generic path (1% of an adaptive answer).
    this.nodes = new Float64Array(points);
    this.logs = new Float64Array(points);
    for (let i = 0; i < points; i++) {
      const t = -range + (2 * range * i) / (points - 1);
      this.nodes[i] = t;
      this.logs[i] = -((t - mean) * (t - mean)) / (2 * sd * sd);
    }
  }

  update(item: ItemParams, correct: boolean): void {
    for (let i = 0; i < this.nodes.length; i++) {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(this.nodes[i] as number, item)));
      this.logs[i] = (this.logs[i] as number) + Math.log(correct ? p : 1 - p);
    }
  }

  /** Weights at the nodes, scaled so the largest is 1 (subtracting the max keeps exp() from underflowing). */
  weights(): Float64Array {
    let max = -Infinity;
    for (let i = 0; i < this.logs.length; i++) max = Math.max(max, this.logs[i] as number);
    return this.logs.map((l) => Math.exp(l - max));
  }

  /** Posterior mean (EAP) and SD. */
  estimate(): AbilityEstimate {
    const w = this.weights();
    let total = 0;
    let first = 0;
    let second = 0;
    for (let i = 0; i < w.length; i++) {
      const t = this.nodes[i] as number;
      total += w[i] as number;
      first += (w[i] as number) * t;
      second += (w[i] as number) * t * t;
    }
    const theta = first / total;
    return { theta, se: Math.sqrt(Math.max(0, second / total - theta * theta)) };
  }
}

/**
 * Per item and grid node, the logistic part of the 3PL, 1 / (1 + e^(−D·a·(θ_q − b))), row-major. A simulation
 * that selects thousands of times on one pool and one grid builds it once (see `exposureRates`).
 */
export function logisticTable(pool: readonly PoolItem[], posterior: ThetaPosterior): Float64Array {
  const q = posterior.nodes.length;
  const table = new Float64Array(pool.length * q);
  for (let i = 0; i < pool.length; i++) {
    const { a, b } = (pool[i] as PoolItem).params;
    for (let j = 0; j < q; j++) table[i * q + j] = 1 / (1 + Math.exp(-D * a * ((posterior.nodes[j] as number) - b)));
  }
  return table;
}

/**
 * What one answer to an item is expected to take off the posterior variance of θ:
 * Var(θ) − E_u[Var(θ | u)] = Cov(θ, P(θ))² / (P̄ (1 − P̄)), moments under the current posterior, P̄ = E[P(θ)].
 * (By the law of total variance the reduction is Var(E[θ | u]), and E[θ | u] moves by Cov/P̄ or −Cov/(1 − P̄).)
 * Ranking items by it is the minimum-expected-posterior-variance rule (Owen 1975; van der Linden 1998): the
 * greedy Bayes choice for the EAP's mean squared error. Unlike Fisher information at the interim θ it accounts
 * for the whole posterior, which is still wide over the first items of a short test, and for how much the
 * guessing floor c blunts an item's evidence at every plausible θ.
 */
export class VarianceReduction {
  readonly lo: number;
  readonly hi: number;
  /** Posterior weights and weights × (θ − mean) over the nodes that carry weight, normalised. */
  private readonly w: Float64Array;
  private readonly wt: Float64Array;
  private readonly start: number;
  private readonly step: number;
  private readonly q: number;

  constructor(posterior: ThetaPosterior) {
    const weights = posterior.weights();
    // Nodes under 1e-9 of the mode change no sum in a meaningful digit; skipping them halves the work late on.
    let lo = 0;
    let hi = weights.length - 1;
    while (lo < hi && (weights[lo] as number) < 1e-9) lo++;
    while (hi > lo && (weights[hi] as number) < 1e-9) hi--;
    let total = 0;
    let first = 0;
    for (let j = lo; j <= hi; j++) {
      total += weights[j] as number;
      first += (weights[j] as number) * (posterior.nodes[j] as number);
    }
    const mean = first / total;
    this.w = new Float64Array(hi - lo + 1);
    this.wt = new Float64Array(hi - lo + 1);
    for (let j = lo; j <= hi; j++) {
      this.w[j - lo] = (weights[j] as number) / total;
      this.wt[j - lo] = ((weights[j] as number) * ((posterior.nodes[j] as number) - mean)) / total;
    }
    this.lo = lo;
    this.hi = hi;
    this.start = posterior.start;
    this.step = posterior.step;
    this.q = posterior.nodes.length;
  }

  /** For item `params`; `table`/`row` read the logistic from a `logisticTable` instead of computing it. */
  of(params: ItemParams, table?: Float64Array, row = 0): number {
    const { w, wt, lo } = this;
    const n = w.length;
    let m = 0;
    let cov = 0;
    if (table) {
      const base = row * this.q + lo;
      for (let j = 0; j < n; j++) {
        const g = table[base + j] as number;
        m += (w[j] as number) * g;
        cov += (wt[j] as number) * g;
      }
    } else {
      // e^(−D·a·(θ − b)) over equally spaced nodes is geometric: one exp per item instead of one per node.
      const da = D * params.a;
      const x0 = -da * (this.start + lo * this.step - params.b);
      const x1 = x0 - da * this.step * (n - 1);
      if (Math.abs(x0) < 700 && Math.abs(x1) < 700) {
        const ratio = Math.exp(-da * this.step);
        let e = Math.exp(x0);
        for (let j = 0; j < n; j++) {
          const g = 1 / (1 + e);
          m += (w[j] as number) * g;
          cov += (wt[j] as number) * g;
          e *= ratio;
        }
      } else {
        for (let j = 0; j < n; j++) {
          const g = 1 / (1 + Math.exp(-da * (this.start + (lo + j) * this.step - params.b)));
          m += (w[j] as number) * g;
          cov += (wt[j] as number) * g;
        }
      }
    }
    // P = c + (1 − c)·g: E[P] = c + (1 − c)·E[g], Cov(θ, P) = (1 − c)·Cov(θ, g).
    const c = params.c;
    const pBar = c + (1 - c) * m;
    const denominator = pBar * (1 - pBar);
    return denominator > 1e-300 ? ((1 - c) * cov) ** 2 / denominator : 0;
  }
}

/** Expected reduction of the posterior variance of θ from one answer to `item` (see the class above). */
export function varianceReduction(posterior: ThetaPosterior, item: ItemParams): number {
  return new VarianceReduction(posterior).of(item);
}
