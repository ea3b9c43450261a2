import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_GENERATORS } from "../generators";
import { boxesOverlap, crossesOutline, labelOverlaps, placeRowLabels, roundParts, textBox } from "./labels";
import { circle, FILL, GENERATED, polygon, svgDoc, text } from "./svg";

/** A gear as mc-gears draws it: teeth tips 4 outside r, roots 2 inside. */
function gear(cx: number, cy: number, r: number, teeth: number): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? r + 4 : r - 2;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return polygon(pts, FILL, GENERATED) + circle(cx, cy, 4, "#000", GENERATED);
}

/**
 * The mc-gears layout before the fix: each label just under or over its own gear, alternating. A small gear's
 * label could run into a big neighbour's teeth: 298 of the 900 stored mc-gears figures had a label crossing a gear.
 */
function oldGearFigure(teeth: readonly number[]): string {
  const radii = teeth.map((t) => 14 + t * 0.9);
  const scale = Math.min(1, 320 / radii.reduce((s, r) => s + 2 * r, 0));
  const parts: string[] = [];
  let x = 20;
  radii.forEach((r0, i) => {
    const r = r0 * scale;
    x += r;
    parts.push(gear(x, 100, r, teeth[i] as number));
    parts.push(text(x, i % 2 === 0 ? 100 + r + 22 : 100 - r - 12, `${String.fromCharCode(65 + i)}: ${teeth[i]} teeth`, GENERATED));
    x += r;
  });
  return svgDoc(360, 200, parts.join(""), { framed: false });
}

describe("label overlap check", () => {
  it("finds the old mc-gears defect: a label crossing a neighbouring gear", () => {
    expect(labelOverlaps(oldGearFigure([10, 48, 10]))).toEqual([
      'label "A: 10 teeth" crosses the outline of the part centred at (123, 100)',
      'label "C: 10 teeth" crosses the outline of the part centred at (123, 100)',
    ]);
    expect(labelOverlaps(oldGearFigure([48, 10]))).toEqual(['label "B: 10 teeth" crosses the outline of the part centred at (77, 100)']);
  });

  it("finds labels on top of each other and labels off the figure", () => {
    const svg = svgDoc(
      200,
      100,
      text(50, 50, "A: 20 teeth", GENERATED) + text(60, 55, "B: 30 teeth", GENERATED) + text(195, 90, "C: 12 teeth", GENERATED),
      {
        framed: false,
      },
    );
    expect(labelOverlaps(svg)).toEqual(['labels "A: 20 teeth" and "B: 30 teeth" overlap', 'label "C: 12 teeth" runs outside the figure']);
  });

  it("accepts a letter on a gear's face and a label well clear of it", () => {
    const svg = svgDoc(300, 200, gear(100, 100, 50, 30) + text(100, 95, "A", GENERATED) + text(100, 180, "A: 30 teeth", GENERATED), {
      framed: false,
    });
    expect(roundParts(svg)).toHaveLength(1);
    expect(labelOverlaps(svg)).toEqual([]);
  });

  it("tells crossing from inside and outside", () => {
    const part = { cx: 0, cy: 0, inner: 48, outer: 54 };
    expect(crossesOutline(part, { minX: -5, maxX: 5, minY: -5, maxY: 5 })).toBe(false);
    expect(crossesOutline(part, { minX: -5, maxX: 5, minY: 50, maxY: 60 })).toBe(true);
    expect(crossesOutline(part, { minX: -5, maxX: 5, minY: 60, maxY: 70 })).toBe(false);
  });
});

describe("mc-gears labels", () => {
  const gears = ALL_GENERATORS.find((g) => g.id === "mc-gears")!;

  it("never cross a gear or another label, nor leave the figure, over 3,000 seeds", () => {
    for (let seed = 0; seed < 3000; seed++) expect(labelOverlaps(gears.generate(seed).figure ?? ""), `seed ${seed}`).toEqual([]);
  });

  it("are placed clear of the band of parts and of each other for any sizes (placeRowLabels)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 360 }), n: fc.integer({ min: 10, max: 48 }) }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 20, max: 60 }),
        (specs, band) => {
          const placed = placeRowLabels(
            specs.map((s, i) => ({ text: `${"ABCD"[i]}: ${s.n} teeth`, x: s.x, below: i % 2 === 0 })),
            { width: 360, cy: 100, band, gap: 8 },
          );
          const bandBox = { minX: 0, maxX: 360, minY: 100 - band, maxY: 100 + band };
          placed.forEach((l, i) => {
            expect(boxesOverlap(l.box, bandBox)).toBe(false);
            expect(l.box.minX).toBeGreaterThanOrEqual(0);
            expect(l.box.maxX).toBeLessThanOrEqual(360);
            expect(l.box).toEqual(textBox(l.x, l.baseline, l.text));
            for (const m of placed.slice(i + 1)) expect(boxesOverlap(l.box, m.box)).toBe(false);
          });
        },
      ),
    );
  });
});
