import type { ItemParams } from "./seed-params";

/** Scaling constant that puts the logistic model on the normal-ogive metric (CAT-ASVAB uses 1.7; 1.702 is exact). */
export const D = 1.702;

/** 3PL probability of a correct answer: c + (1 − c) / (1 + e^(−D·a·(θ − b))). */
export function probability(theta: number, item: ItemParams): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-D * item.a * (theta - item.b)));
}

/** Fisher information of a 3PL item at θ (Birnbaum's formula). */
export function information(theta: number, item: ItemParams): number {
  const p = probability(theta, item);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const ratio = (p - item.c) / (1 - item.c);
  return D * D * item.a * item.a * (q / p) * ratio * ratio;
}

export interface Response {
  item: ItemParams;
  correct: boolean;
}

/** Log-likelihood of a response pattern at θ. */
export function logLikelihood(theta: number, responses: readonly Response[]): number {
  let sum = 0;
  for (const r of responses) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(theta, r.item)));
    sum += r.correct ? Math.log(p) : Math.log(1 - p);
  }
  return sum;
}
