import { logLikelihood, probability, type Response } from "./model";
import type { ItemParams } from "./seed-params";

export interface AbilityEstimate {
  theta: number;
  /** Posterior standard deviation: the reported standard error. */
  se: number;
}

export interface PriorOptions {
  mean?: number;
  sd?: number;
  /** Quadrature grid: from −range to +range in `points` steps. */
  range?: number;
  points?: number;
}

function grid({ range = 4, points = 81 }: PriorOptions): number[] {
  return Array.from({ length: points }, (_, i) => -range + (2 * range * i) / (points - 1));
}

/** Unnormalised log posterior with a normal prior N(mean, sd²). */
function logPosterior(theta: number, responses: readonly Response[], mean: number, sd: number): number {
  return logLikelihood(theta, responses) - ((theta - mean) * (theta - mean)) / (2 * sd * sd);
}

/** Posterior mean and SD from log weights on the grid; subtracting the max keeps exp() from underflowing. */
function summarise(nodes: ArrayLike<number>, logs: ArrayLike<number>): AbilityEstimate {
  let max = -Infinity;
  for (let i = 0; i < logs.length; i++) max = Math.max(max, logs[i] as number);
  let total = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i < logs.length; i++) {
    const w = Math.exp((logs[i] as number) - max);
    const t = nodes[i] as number;
    total += w;
    first += w * t;
    second += w * t * t;
  }
  const theta = first / total;
  return { theta, se: Math.sqrt(Math.max(0, second / total - theta * theta)) };
}

/**
 * Expected a posteriori ability by quadrature. Well defined for every pattern — all right, all wrong or
 * none — because the prior keeps the posterior proper.
 */
export function eap(responses: readonly Response[], options: PriorOptions = {}): AbilityEstimate {
  const mean = options.mean ?? 0;
  const sd = options.sd ?? 1;
  const nodes = grid(options);
  return summarise(
    nodes,
    nodes.map((t) => logPosterior(t, responses, mean, sd)),
  );
}

/**
 * The EAP posterior kept on its grid and updated one response at a time: O(points) per answer instead of
 * O(points × answers), which is what makes thousands of simulated tests cheap. Same numbers as `eap`.
 */
export class GridPosterior {
  private readonly nodes: Float64Array;
  private readonly logs: Float64Array;

  constructor(options: PriorOptions = {}) {
    const mean = options.mean ?? 0;
    const sd = options.sd ?? 1;
    this.nodes = Float64Array.from(grid(options));
    this.logs = this.nodes.map((t) => -((t - mean) * (t - mean)) / (2 * sd * sd));
  }

  update(item: ItemParams, correct: boolean): void {
    for (let i = 0; i < this.nodes.length; i++) {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(this.nodes[i] as number, item)));
      this.logs[i] = (this.logs[i] as number) + Math.log(correct ? p : 1 - p);
    }
  }

  estimate(): AbilityEstimate {
    return summarise(this.nodes, this.logs);
  }
}

/**
 * Maximum a posteriori (Bayes modal) ability: the estimate the CAT-ASVAB reports. Found by a fine grid search
 * refined with golden-section search; the standard error is the posterior SD from the same quadrature as EAP.
 */
export function map(responses: readonly Response[], options: PriorOptions = {}): AbilityEstimate {
  const mean = options.mean ?? 0;
  const sd = options.sd ?? 1;
  const nodes = grid(options);
  let best = 0;
  let bestLog = -Infinity;
  for (let i = 0; i < nodes.length; i++) {
    const l = logPosterior(nodes[i] as number, responses, mean, sd);
    if (l > bestLog) {
      best = i;
      bestLog = l;
    }
  }
  const step = (nodes[1] as number) - (nodes[0] as number);
  let lo = (nodes[best] as number) - step;
  let hi = (nodes[best] as number) + step;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let k = 0; k < 60; k++) {
    const x1 = hi - g * (hi - lo);
    const x2 = lo + g * (hi - lo);
    if (logPosterior(x1, responses, mean, sd) < logPosterior(x2, responses, mean, sd)) lo = x1;
    else hi = x2;
  }
  return { theta: (lo + hi) / 2, se: eap(responses, options).se };
}
