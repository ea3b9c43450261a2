import { describe, expect, it } from "vitest";
import { map } from "./estimate";
import { accuracyByLevel, levelOf, penalisedEstimate } from "./levels";

describe("levels", () => {
  it("cuts at ±0.5", () => {
    expect(levelOf(-0.51)).toBe("easy");
    expect(levelOf(-0.5)).toBe("medium");
    expect(levelOf(0.5)).toBe("medium");
    expect(levelOf(0.51)).toBe("hard");
  });

  it("reports accuracy per level and null where nothing was answered", () => {
    const summary = accuracyByLevel([
      { isCorrect: true, b: -1 },
      { isCorrect: false, b: -1 },
      { isCorrect: true, b: -0.9 },
      { isCorrect: true, b: 0 },
    ]);
    expect(summary.easy).toEqual({ accuracy: 67, answers: 3 });
    expect(summary.medium).toEqual({ accuracy: 100, answers: 1 });
    expect(summary.hard).toEqual({ accuracy: null, answers: 0 });
  });
});

describe("incomplete-test penalty", () => {
  const item = { a: 1.3, b: 0, c: 0.2 };
  const strongRun = Array.from({ length: 6 }, () => ({ item, correct: true }));

  it("leaves a finished test alone", () => {
    expect(penalisedEstimate(strongRun, 0, { a: 1.2, c: 0.2 })).toEqual(map(strongRun));
  });

  it("costs a run cut short by the clock, more for more unreached items", () => {
    const stopped = penalisedEstimate(strongRun, 9, { a: 1.2, c: 0.2 });
    // Nine unreached items, two (⌊9/4⌋) counted right: the estimate must fall well below the unpenalised one.
    expect(stopped.theta).toBeLessThan(map(strongRun).theta - 0.3);
    // More unreached items cost more.
    expect(penalisedEstimate(strongRun, 12, { a: 1.2, c: 0.2 }).theta).toBeLessThan(
      penalisedEstimate(strongRun, 3, { a: 1.2, c: 0.2 }).theta,
    );
  });
});
