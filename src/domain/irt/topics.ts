import type { RandomSource } from "../random";

/**
 * The topic number to draw from next under "deficit" balancing: largest deficit `share × (given + 1) − count`,
 * ties broken at random so equal topics are not always visited in the same order. Topics without a share, or
 * marked exhausted, do not compete; −1 when none is left.
 */
export function nextTopic(
  share: ArrayLike<number>,
  counts: ArrayLike<number>,
  given: number,
  exhausted: ArrayLike<number>,
  rng: RandomSource,
): number {
  let best = -1;
  let bestDeficit = -Infinity;
  let ties = 0;
  for (let t = 0; t < share.length; t++) {
    const s = share[t] as number;
    if (s <= 0 || exhausted[t]) continue;
    const deficit = s * (given + 1) - (counts[t] as number);
    if (deficit > bestDeficit + 1e-9) {
      best = t;
      bestDeficit = deficit;
      ties = 1;
    } else if (deficit > bestDeficit - 1e-9 && rng() * ++ties < 1) {
      // Reservoir sampling: each of the tied topics ends up chosen with probability 1/ties.
      best = t;
    }
  }
  return best;
}

// share × length is often meant to be a whole number (0.2 × 10) and may land a rounding error off it.
export const EPS = 1e-9;

/**
 * Topic quotas for the next item of a test of `testLength` scored items (open-ended when undefined: the test is
 * taken to end with this item), `given` items in. Topic t is allowed while it has fewer than ceil(share_t × L)
 * items; once the slots left are only just enough to bring every topic up to floor(share_t × L), only topics
 * below that floor are. Writes 0/1 into `allowed` and returns the number allowed (never 0 while a topic has a
 * share: the ceilings add up to at least L > given).
 */
export function allowedTopics(
  share: ArrayLike<number>,
  counts: ArrayLike<number>,
  given: number,
  testLength: number | undefined,
  allowed: Uint8Array,
): number {
  const length = Math.max(testLength ?? 0, given + 1);
  let shortfall = 0;
  for (let t = 0; t < share.length; t++) {
    shortfall += Math.max(0, Math.floor((share[t] as number) * length + EPS) - (counts[t] as number));
  }
  const forced = length - given <= shortfall;
  let n = 0;
  for (let t = 0; t < share.length; t++) {
    const s = share[t] as number;
    const c = counts[t] as number;
    const ok = s > 0 && (forced ? c < Math.floor(s * length + EPS) : c < Math.ceil(s * length - EPS));
    allowed[t] = ok ? 1 : 0;
    if (ok) n++;
  }
  return n;
}
