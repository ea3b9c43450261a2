/**
 * The app's one seeded PRNG (mulberry32): the question generators draw from `rngFor(generatorId, seed)`, so an item
 * id `<generator>-<seed>` always builds the same item; the adaptive engine's simulations and tests draw from
 * `mulberry32(seed)`. The engine itself only ever takes an injected `() => number`, so production can pass
 * Math.random and tests a reproducible stream. Integer arithmetic only: the same numbers on every machine.
 */
export type RandomSource = () => number;

/** mulberry32: tiny, fast and good enough for simulation and item generation; uniform in [0, 1). */
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

/** A seeded stream with the draws the generators need. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  chance(p: number): boolean;
}

/** FNV-1a, 32-bit. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The stream for a generator id and a seed: mulberry32 seeded from both. */
export function rngFor(generatorId: string, seed: number): Rng {
  const next = mulberry32(hashString(generatorId) ^ Math.imul(seed + 1, 0x9e3779b1));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    chance: (p) => next() < p,
  };
}
