import { describe, expect, it } from "vitest";
import { progressGoal } from "./milestone";

describe("progressGoal", () => {
  it("is the default 20 until a learner passes it", () => {
    expect(progressGoal(0)).toBe(20);
    expect(progressGoal(13)).toBe(20);
    expect(progressGoal(20)).toBe(20);
  });
  it("moves to the next milestone once passed", () => {
    expect(progressGoal(21)).toBe(50);
    expect(progressGoal(26)).toBe(50);
    expect(progressGoal(51)).toBe(100);
    expect(progressGoal(999)).toBe(1000);
    expect(progressGoal(1001)).toBe(2000);
    expect(progressGoal(4000)).toBe(4000);
  });
  it("never lets the value exceed the goal", () => {
    for (let n = 0; n < 5000; n += 7) expect(progressGoal(n)).toBeGreaterThanOrEqual(n);
  });
  it("treats bad input as no progress", () => expect(progressGoal(-5)).toBe(20));
});
