import { describe, expect, it } from "vitest";
import { afqtSummary, afqtTarget } from "./afqt";

describe("afqtSummary", () => {
  it("uses the spec estimate from practice when there is no full test", () => {
    // (80 + 70 + 0 + 0) / 4 × 0.85 = 31.875 → 32
    expect(afqtSummary(null, [80, 70, null, null])).toEqual({
      score: 32,
      source: "practice",
      fullTestId: null,
      takenAt: null,
      category: null,
      sectionsWithData: 2,
      sectionsTotal: 4,
    });
  });

  it("has no score before any core section is practised", () => {
    expect(afqtSummary(null, [null, null, null, null])).toMatchObject({ score: null, source: "practice", sectionsWithData: 0 });
  });

  it("prefers the latest completed full test", () => {
    const s = afqtSummary({ id: "ft1", afqtPercentile: 67, afqtCategory: "II", completedAt: new Date("2026-02-03T10:00:00Z") }, [
      50,
      null,
      null,
      null,
    ]);
    expect(s).toMatchObject({ score: 67, source: "full_test", fullTestId: "ft1", takenAt: "2026-02-03T10:00:00.000Z", category: "II" });
  });
});

describe("afqtTarget", () => {
  const navy = { code: "navy", name: "U.S. Navy", minimumAfqt: 31 };

  it("is the AFQT for the branch's technical jobs, with the gap left", () => {
    expect(afqtTarget(navy, 40)).toMatchObject({ score: 46, group: "technical", gap: 6, status: "close" });
    expect(afqtTarget(navy, 50)).toMatchObject({ gap: 0, status: "qualified" });
    expect(afqtTarget(navy, 20)).toMatchObject({ gap: 26, status: "needs_work" });
    expect(afqtTarget(navy, null)).toMatchObject({ score: 46, gap: null, status: null });
  });

  it("is absent without a target branch", () => {
    expect(afqtTarget(null, 50)).toBeNull();
  });
});
