/**
 * Seeded randomness for the adaptive engine's simulations and tests. The engine itself only ever takes an
 * injected `() => number`, so production can pass Math.random and tests a reproducible stream.
 */
export type RandomSource = () => number;

/** mulberry32: tiny, fast and good enough for simulation; uniform in [0, 1). */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draw by Box–Muller (one of the pair is discarded: simplicity over speed). */
export function normal(rng: RandomSource, mean = 0, sd = 1): number {
  // 1 − u keeps the logarithm's argument in (0, 1].
  const u = 1 - rng();
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
