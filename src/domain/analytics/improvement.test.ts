import { describe, expect, it } from "vitest";
import { improvement } from "../progress/improvement";
import { improvementSummary } from "./improvement";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe("improvementSummary", () => {
  it("gives the same answer from the first and last five sessions as from the whole history", () => {
    const all = [40, 45, 50, 55, 60, 99, 10, 99, 65, 70, 75, 80, 85].map((score, i) => ({ score, completedAt: at(i + 1) }));
    const ends = [...all.slice(0, 5), ...all.slice(-5)];
    const trimmed = improvementSummary(ends, all.length);
    expect(trimmed).toEqual({ ...improvement(all), window: 5 });
    // early mean 50, recent mean 75
    expect(trimmed).toMatchObject({ delta: 25, earlyAverage: 50, recentAverage: 75, sessionsCounted: 13 });
  });

  it("compares first with latest for two sessions and has nothing to say for one", () => {
    expect(
      improvementSummary(
        [
          { score: 70, completedAt: at(2) },
          { score: 60, completedAt: at(1) },
        ],
        2,
      ),
    ).toMatchObject({ delta: 10, window: 1 });
    expect(improvementSummary([{ score: 70, completedAt: at(1) }], 1)).toMatchObject({ delta: null, window: 0, sessionsCounted: 1 });
  });
});
