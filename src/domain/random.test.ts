import { describe, expect, it } from "vitest";
import { mulberry32, normal, rngFor } from "./random";

// Pinned streams: simulations, engine tests, bench:cat and every generated item id depend on them.
describe("seeded PRNG", () => {
  it("mulberry32 and normal give the same numbers on every machine", () => {
    const r = mulberry32(42);
    expect([r(), r(), r()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(normal(mulberry32(7))).toBe(0.14197043782155663);
  });

  it("rngFor seeds from the generator id and the seed", () => {
    const g = rngFor("mc-lever", 12);
    expect(g.next()).toBe(0.11390137043781579);
    expect(g.int(1, 6)).toBe(6);
    expect(g.pick(["a", "b", "c", "d"])).toBe("d");
    expect(g.shuffle([1, 2, 3, 4, 5])).toEqual([2, 5, 3, 4, 1]);
    expect(g.chance(0.5)).toBe(false);
    expect(rngFor("mc-lever", 13).next()).not.toBe(0.11390137043781579);
  });
});
