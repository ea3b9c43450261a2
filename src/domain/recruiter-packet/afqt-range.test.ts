import { describe, expect, it } from "vitest";
import { scoreFullTest, SUBTEST_CODES, type SubtestCode } from "../asvab";
import { estimateAfqt } from "../progress/career";
import { fullTestAfqtRange, practiceAfqtRange } from "./afqt-range";

const allAt = (theta: number) => Object.fromEntries(SUBTEST_CODES.map((c) => [c, theta])) as Record<SubtestCode, number>;

describe("fullTestAfqtRange", () => {
  it("holds the reported percentile and widens with the standard error", () => {
    const thetas = allAt(0.2);
    const reported = scoreFullTest(thetas).afqtPercentile;
    const narrow = fullTestAfqtRange(thetas, Object.fromEntries(SUBTEST_CODES.map((c) => [c, 0.1])), reported);
    const wide = fullTestAfqtRange(thetas, Object.fromEntries(SUBTEST_CODES.map((c) => [c, 0.5])), reported);
    expect(narrow.low).toBeLessThan(reported);
    expect(narrow.high).toBeGreaterThan(reported);
    expect(wide.low).toBeLessThan(narrow.low);
    expect(wide.high).toBeGreaterThan(narrow.high);
    expect(wide.basis).toBe("full_test");
  });

  it("is the percentile itself when no error is known", () => {
    const thetas = allAt(-0.4);
    const reported = scoreFullTest(thetas).afqtPercentile;
    expect(fullTestAfqtRange(thetas, {}, reported)).toEqual({ low: reported, high: reported, basis: "full_test" });
  });
});

describe("practiceAfqtRange", () => {
  it("is centred on the practice estimate and narrows with more answers", () => {
    const few = [
      { averageScore: 70, answered: 10 },
      { averageScore: 60, answered: 10 },
      { averageScore: 80, answered: 10 },
      { averageScore: 50, answered: 10 },
    ];
    const many = few.map((c) => ({ ...c, answered: 400 }));
    const score = estimateAfqt(few.map((c) => c.averageScore)).score;
    const a = practiceAfqtRange(few);
    const b = practiceAfqtRange(many);
    expect(a && a.low < score && score < a.high).toBe(true);
    expect(b && a && b.high - b.low < a.high - a.low).toBe(true);
  });

  it("needs at least one practised core section; a perfect short record still has a width", () => {
    expect(practiceAfqtRange([{ averageScore: null, answered: 0 }])).toBeNull();
    const r = practiceAfqtRange([
      { averageScore: 100, answered: 10 },
      { averageScore: null, answered: 0 },
    ]);
    expect(r).not.toBeNull();
    expect(r!.high).toBeGreaterThan(r!.low);
  });
});
