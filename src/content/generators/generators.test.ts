import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkItemShape } from "../validate";
import { ALL_GENERATORS } from ".";
import { nearMisses } from "./build";
import { pieceSet, rotate, signature, split, type Poly } from "./geometry";

describe.each(ALL_GENERATORS.map((g) => [g.id, g] as const))("generator %s", (_id, g) => {
  it("builds a well-formed item for any seed, deterministically, with the recomputed key in place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), (seed) => {
        const item = g.generate(seed);
        expect(g.generate(seed)).toEqual(item);
        expect(checkItemShape(g.section, item)).toEqual([]);
        expect(item.options[item.answer]).toBe(g.recompute(item.params));
        expect(new Set(item.options).size).toBe(4);
        expect(item.id).toBe(`${g.id}-${seed}`);
      }),
      { numRuns: 60 },
    );
  });
});

describe("nearMisses", () => {
  it("changes only the number and keeps units and symbols", () => {
    expect(nearMisses("12 miles")).toContain("13 miles");
    expect(nearMisses("$4,070.00")[0]).toBe("$4,070.01");
    expect(nearMisses("x = 7")).toContain("x = 8");
    expect(nearMisses("no digits")).toEqual([]);
  });
});

describe("AO geometry", () => {
  const square: Poly = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];
  const rightTriangle: Poly = [
    [0, 0],
    [40, 0],
    [0, 20],
  ];

  it("treats rotated copies as the same piece", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), (deg) => {
        expect(signature(rotate(rightTriangle, deg))).toBe(signature(rightTriangle));
      }),
    );
  });

  it("tells a scalene piece from its mirror image", () => {
    const mirrored: Poly = rightTriangle.map(([x, y]) => [-x, y]);
    expect(signature(mirrored)).not.toBe(signature(rightTriangle));
  });

  it("splits a square into two pieces of the same total area", () => {
    const parts = split(square, [0, 5], [10, 5]);
    expect(parts).toHaveLength(2);
    expect(pieceSet(parts)).toBe(pieceSet(split(square, [5, 0], [5, 10])));
  });
});
