import { logLikelihood, type Response } from "./model";

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

/**
 * Expected a posteriori ability by quadrature. Well defined for every pattern — all right, all wrong or
 * none — because the prior keeps the posterior proper.
 */
export function eap(responses: readonly Response[], options: PriorOptions = {}): AbilityEstimate {
  const mean = options.mean ?? 0;
  const sd = options.sd ?? 1;
  const nodes = grid(options);
  const logs = nodes.map((t) => logPosterior(t, responses, mean, sd));
  const max = Math.max(...logs);
  const weights = logs.map((l) => Math.exp(l - max));
  const total = weights.reduce((s, w) => s + w, 0);
  const theta = nodes.reduce((s, t, i) => s + t * (weights[i] as number), 0) / total;
  const variance = nodes.reduce((s, t, i) => s + (t - theta) * (t - theta) * (weights[i] as number), 0) / total;
  return { theta, se: Math.sqrt(variance) };
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
  for (let i = 1; i < nodes.length; i++) {
    if (logPosterior(nodes[i] as number, responses, mean, sd) > logPosterior(nodes[best] as number, responses, mean, sd)) best = i;
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
