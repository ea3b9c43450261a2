import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pieceSet, type Poly, rotatePoly, signature, split } from "./geometry";

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
        expect(signature(rotatePoly(rightTriangle, deg))).toBe(signature(rightTriangle));
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
