import { describe, expect, it } from "vitest";
import { chartScale, formatTime, localDay } from "./format";

describe("fitness formatting", () => {
  it("shows times as m:ss", () => {
    expect([0, 59, 60, 90, 1197, 3600].map(formatTime)).toEqual(["0:00", "0:59", "1:00", "1:30", "19:57", "60:00"]);
  });

  it("a date input's day is the local calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });

  it("keeps the minimum line inside the chart, off its edges, with clean ticks", () => {
    // Runs of 16:40-18:21 and a 19:57 minimum: the minimum is below the slowest run, not on the axis.
    const run = chartScale([1000, 1101], 1197, true);
    expect(run.domain[0]).toBeLessThan(1000);
    expect(run.domain[1]).toBeGreaterThan(1197);
    expect(run.ticks.every((t) => t % 60 === 0)).toBe(true);
    const reps = chartScale([9, 21], 15, false);
    expect(reps).toEqual({ domain: [5, 25], ticks: [5, 10, 15, 20, 25] });
    // Never below zero, and one value still gets a range.
    expect(chartScale([0, 3], null, false).domain[0]).toBe(0);
    expect(chartScale([2], null, false).domain).toEqual([1, 3]);
  });
});
