import { describe, expect, it } from "vitest";
import {
  ARMY_COMPOSITES,
  airForceComposites,
  armyComposites,
  compositesForBranch,
  MARINE_COMPOSITES,
  marineComposites,
  navyComposites,
} from "./composites";
import { MAGE_COMPOSITES, MAGE_TABLES, magePercentile } from "./mage-tables";
import {
  autoShopStandardScore,
  roundedAutoShopStandardScore,
  roundedStandardScore,
  roundedVerbalStandardScore,
  standardScore,
  STANDARD_SCORE_CODES,
  type StandardScoreCode,
  type StandardScoreSet,
  verbalStandardScore,
} from "./subtests";

const atMeans = Object.fromEntries(STANDARD_SCORE_CODES.map((code) => [code, 50])) as StandardScoreSet;
const withScores = (overrides: Partial<Record<StandardScoreCode, number>>): StandardScoreSet => ({ ...atMeans, ...overrides });

describe("θ → standard score (SEG Table 2.4, Form 04D)", () => {
  it("gives the intercept B at θ = 0 and A + B at θ = 1", () => {
    const intercepts = { GS: 48.988873, AR: 48.365417, WK: 47.80988, PC: 45.886521, AI: 55.582509 };
    for (const [code, b] of Object.entries(intercepts)) expect(standardScore(code as keyof typeof intercepts, 0)).toBe(b);
    expect(standardScore("SI", 0)).toBe(55.9525);
    expect(standardScore("MK", 0)).toBe(46.255061);
    expect(standardScore("MC", 0)).toBe(51.247394);
    expect(standardScore("EI", 0)).toBe(51.159592);
    expect(standardScore("AO", 0)).toBe(50.273512);
    expect(standardScore("AR", 1)).toBeCloseTo(11.528721 + 48.365417, 9);
    expect(standardScore("PC", -1)).toBeCloseTo(45.886521 - 12.351821, 9);
  });

  it("rounds to the nearest integer for the reported score", () => {
    expect(roundedStandardScore("GS", 0)).toBe(49);
    // 11.528721 × 1.5 + 48.365417 = 65.658499
    expect(roundedStandardScore("AR", 1.5)).toBe(66);
  });

  it("builds VE from the WK and PC abilities and AS from AI and SI", () => {
    expect(verbalStandardScore(0, 0)).toBe(46.897156);
    expect(autoShopStandardScore(0, 0)).toBe(56.22022);
    // 7.225587 × 1 + 5.010103 × (−0.5) + 46.897156 = 51.6176915
    expect(verbalStandardScore(1, -0.5)).toBeCloseTo(51.6176915, 6);
    expect(roundedVerbalStandardScore(1, -0.5)).toBe(52);
    // 7.648241 × (−1) + 6.991018 × (−1) + 56.220220 = 41.580961
    expect(roundedAutoShopStandardScore(-1, -1)).toBe(42);
  });
});

describe("Army line scores", () => {
  it("put every line score at 100 for the PAY97 means (all standard scores 50)", () => {
    const scores = armyComposites(atMeans);
    expect(Object.keys(scores).sort()).toEqual([...ARMY_COMPOSITES].sort());
    for (const name of ARMY_COMPOSITES) expect(scores[name], name).toBe(100);
  });

  it("match a hand computation: GT from rounded AR and VE, CL from unrounded scores", () => {
    const scores = armyComposites(withScores({ GS: 55.3, AR: 59.6, MK: 58.2, MC: 45.1, EI: 52.4, AS: 48.3, VE: 61.7 }));
    // GT: 1.074292 × (60 + 62) − 7.443781 = 123.619843 → 124 (unrounded AR + VE would give 122.87 → 123).
    expect(scores.GT).toBe(124);
    // CL: 0.75179 × 59.6 + 0.58715 × 58.2 + 0.11541 × 45.1 + 0.07756 × 52.4 + 0.07489 × 48.3 + 0.67976 × 61.7
    //     = 44.806684 + 34.172130 + 5.204991 + 4.064144 + 3.617187 + 41.941192 = 133.806328; − 14.32772 = 119.478608 → 119
    //     (the rounded scores 60, 58, 45, 52, 48, 62 would give 119.80 → 120).
    expect(scores.CL).toBe(119);
  });

  it("rises with the subtests a line score weights most", () => {
    const base = armyComposites(atMeans);
    const mechanical = armyComposites(withScores({ AS: 70, MC: 70 }));
    expect(mechanical.MM - base.MM).toBeGreaterThan(mechanical.CL - base.CL);
  });
});

describe("Marine Corps composites", () => {
  it("are 100 at the PAY97 means", () => {
    const scores = marineComposites(atMeans);
    for (const name of MARINE_COMPOSITES) expect(scores[name], name).toBe(100);
  });

  it("apply the transform to sums of rounded scores", () => {
    // GT sum = 60 + 55 + 65 = 180 → 0.755294 × 180 − 13.289535 = 122.663385 → 123
    expect(marineComposites(withScores({ AR: 59.6, MC: 55.2, VE: 64.5 })).GT).toBe(123);
    // CL sum = 40 + 45 = 85 → 1.092264 × 85 − 9.232992 = 83.609448 → 84
    expect(marineComposites(withScores({ MK: 40, VE: 45 })).CL).toBe(84);
  });
});

describe("Navy composites", () => {
  it("are plain sums of rounded standard scores", () => {
    const scores = navyComposites(withScores({ GS: 52, AR: 61.4, MK: 57.6, EI: 45, MC: 49, AO: 53, AS: 44, VE: 58 }));
    // Rounded: GS 52, AR 61, MK 58, EI 45, MC 49, AO 53, AS 44, VE 58.
    expect(scores).toEqual({
      GT: 61 + 58,
      EL: 52 + 61 + 58 + 45,
      BEE: 52 + 61 + 2 * 58,
      ENG: 58 + 44,
      MEC: 61 + 49 + 44,
      MEC2: 61 + 49 + 53,
      NUC: 61 + 58 + 49 + 58,
      OPS: 61 + 58 + 53 + 58,
      HM: 52 + 58 + 58,
      ADM: 58 + 58,
    });
  });
});

describe("Air Force MAGE percentiles (SEG Tables C.1-C.4)", () => {
  it("has non-decreasing tables that start at 1 and end at 99", () => {
    for (const name of MAGE_COMPOSITES) {
      const { percentiles } = MAGE_TABLES[name];
      expect(percentiles[0], name).toBe(1);
      expect(percentiles.at(-1), name).toBe(99);
      expect(
        percentiles.every((p, i) => i === 0 || p >= (percentiles[i - 1] ?? 0)),
        name,
      ).toBe(true);
    }
  });

  it("puts a sum at the PAY97 mean near the 50th percentile", () => {
    const meanSums = { M: 250, A: 100, G: 100, E: 200 } as const;
    for (const name of MAGE_COMPOSITES) {
      const percentile = magePercentile(name, meanSums[name]);
      expect(percentile, name).toBeGreaterThanOrEqual(40);
      expect(percentile, name).toBeLessThanOrEqual(60);
    }
    const scores = airForceComposites(atMeans);
    for (const name of MAGE_COMPOSITES) expect(scores[name], name).toBe(magePercentile(name, meanSums[name]));
  });

  it("clamps below the floor to the first entry and past the end to 99", () => {
    const { floor, percentiles } = MAGE_TABLES.G;
    expect(magePercentile("G", floor - 30)).toBe(1);
    expect(magePercentile("G", floor + percentiles.length + 10)).toBe(99);
    // G = 60 + 62 = 122 is 71 above G's floor of 51: the 72nd entry.
    expect(airForceComposites(withScores({ AR: 60, VE: 62 })).G).toBe(percentiles[71]);
  });
});

describe("compositesForBranch", () => {
  const scores = withScores({ AR: 58, VE: 54, MK: 61 });

  it("gives Space Force the Air Force composites and the Coast Guard none", () => {
    expect(compositesForBranch("space_force", scores)).toEqual(airForceComposites(scores));
    expect(compositesForBranch("coast_guard", scores)).toEqual({});
  });

  it("dispatches each other branch to its own scale", () => {
    expect(compositesForBranch("army", scores)).toEqual(armyComposites(scores));
    expect(compositesForBranch("marines", scores)).toEqual(marineComposites(scores));
    expect(compositesForBranch("navy", scores)).toEqual(navyComposites(scores));
    expect(compositesForBranch("air_force", scores)).toEqual(airForceComposites(scores));
  });
});
