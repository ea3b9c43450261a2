import { describe, expect, it } from "vitest";
import { AFQT_PERCENTILE_RUNS, afqtCategory, afqtPercentile, afqtRawScore } from "./afqt";
import { scoreFullTest } from "./index";
import { SUBTEST_CODES, type SubtestCode } from "./subtests";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("AFQT raw score", () => {
  it("counts VE twice: AR + MK + 2·VE", () => {
    expect(afqtRawScore({ AR: 48, MK: 46, VE: 47 })).toBe(188);
    expect(afqtRawScore({ AR: 60, MK: 55, VE: 50 })).toBe(215);
  });
});

describe("AFQT percentile (SEG Table 2.5)", () => {
  it("hits the published anchors, clamping below 109 and above 269", () => {
    const anchors: [number, number][] = [
      [183, 31],
      [202, 50],
      [249, 93],
      [109, 1],
      [100, 1],
      [269, 99],
      [300, 99],
    ];
    for (const [raw, percentile] of anchors) expect(afqtPercentile(raw), `AFQTS ${raw}`).toBe(percentile);
  });

  it("matches further cells of the table at run edges", () => {
    const cells: [number, number][] = [
      [110, 2],
      [118, 2],
      [119, 3],
      [157, 12],
      [188, 35],
      [189, 36],
      [190, 38],
      [209, 57],
      [210, 59],
      [215, 64],
      [216, 66],
      [220, 70],
      [221, 70],
      [268, 98],
    ];
    for (const [raw, percentile] of cells) expect(afqtPercentile(raw), `AFQTS ${raw}`).toBe(percentile);
  });

  it("never yields 37, 58 or 65, and yields every other percentile from 1 to 99", () => {
    const seen = new Set(range(50, 320).map(afqtPercentile));
    const expected = range(1, 99).filter((p) => ![37, 58, 65].includes(p));
    expect([...seen].sort((a, b) => a - b)).toEqual(expected);
  });

  it("covers 109..269 contiguously with runs that rise in both score and percentile", () => {
    expect(AFQT_PERCENTILE_RUNS[0]).toEqual([109, 1]);
    expect(AFQT_PERCENTILE_RUNS.at(-1)).toEqual([269, 99]);
    for (const [i, [lowest, percentile]] of AFQT_PERCENTILE_RUNS.entries()) {
      const previous = AFQT_PERCENTILE_RUNS[i - 1];
      if (!previous) continue;
      expect(lowest).toBeGreaterThan(previous[0]);
      expect(percentile).toBeGreaterThan(previous[1]);
      expect(afqtPercentile(lowest - 1)).toBe(previous[1]);
      expect(afqtPercentile(lowest)).toBe(percentile);
    }
    const percentiles = range(109, 269).map(afqtPercentile);
    expect(percentiles.every((p, i) => i === 0 || p >= (percentiles[i - 1] ?? 0))).toBe(true);
  });
});

describe("AFQT category", () => {
  it("switches exactly at the category boundaries", () => {
    const boundaries: [number, string][] = [
      [99, "I"],
      [93, "I"],
      [92, "II"],
      [65, "II"],
      [64, "IIIA"],
      [50, "IIIA"],
      [49, "IIIB"],
      [31, "IIIB"],
      [30, "IVA"],
      [21, "IVA"],
      [20, "IVB"],
      [16, "IVB"],
      [15, "IVC"],
      [10, "IVC"],
      [9, "V"],
      [1, "V"],
    ];
    for (const [percentile, category] of boundaries) expect(afqtCategory(percentile), `percentile ${percentile}`).toBe(category);
  });
});

describe("scoreFullTest", () => {
  const allAt = (theta: number) => Object.fromEntries(SUBTEST_CODES.map((code) => [code, theta])) as Record<SubtestCode, number>;

  it("at θ = 0 reports each rounded intercept and the AFQT built from them", () => {
    const result = scoreFullTest(allAt(0));
    // Rounded Table 2.4 intercepts; VE 46.897156 → 47, AS 56.220220 → 56.
    expect(result.standardScores).toEqual({ GS: 49, AR: 48, WK: 48, PC: 46, MK: 46, EI: 51, AI: 56, SI: 56, MC: 51, AO: 50 });
    expect([result.VE, result.AS]).toEqual([47, 56]);
    // 48 + 46 + 2 × 47 = 188, which Table 2.5 puts at the 35th percentile (category IIIB).
    expect(result.afqtRaw).toBe(188);
    expect(result.afqtPercentile).toBe(35);
    expect(result.afqtCategory).toBe("IIIB");
  });

  it("scores a strong test in category I with composites for each service", () => {
    const result = scoreFullTest(allAt(2));
    expect(result.afqtPercentile).toBeGreaterThanOrEqual(93);
    expect(result.afqtCategory).toBe("I");
    expect(Object.keys(result.composites).sort()).toEqual(["air_force", "army", "marines", "navy"]);
    expect(result.composites.army.GT).toBeGreaterThan(130);
    expect(result.composites.air_force.G).toBeGreaterThan(90);
  });
});
