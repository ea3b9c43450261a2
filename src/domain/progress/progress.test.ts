import { describe, expect, it } from "vitest";
import { estimateAfqt, qualification, requiredScore } from "./career";
import { improvement } from "./improvement";
import { goalPercent, missionProgress } from "./mission";
import { sectionPriority } from "./priority";
import { studyPlan } from "./recommendations";

describe("sectionPriority", () => {
  it("uses the 65 / 80 boundaries", () => {
    expect(sectionPriority(64.9)).toBe("High");
    expect(sectionPriority(65)).toBe("Medium");
    expect(sectionPriority(79.99)).toBe("Medium");
    expect(sectionPriority(80)).toBe("Low");
  });
});

describe("career qualification", () => {
  it("adds the group offset to the branch minimum", () => {
    expect(requiredScore(31, "combat")).toBe(31);
    expect(requiredScore(31, "technical")).toBe(46);
    expect(requiredScore(31, "operations")).toBe(41);
    expect(requiredScore(31, "support")).toBe(36);
  });

  it("is qualified at the required score, close within 10 below, otherwise needs work", () => {
    expect(qualification(46, 46)).toBe("qualified");
    expect(qualification(36, 46)).toBe("close");
    expect(qualification(35, 46)).toBe("needs_work");
  });

  it("estimates round(mean × 0.85), counting unpractised core sections as zero", () => {
    // (80 + 70 + 90 + 60) / 4 = 75 → 63.75 → 64
    expect(estimateAfqt([80, 70, 90, 60])).toEqual({ score: 64, sectionsWithData: 4, sectionsTotal: 4 });
    // (100 + 0 + 0 + 0) / 4 = 25 → 21.25 → 21
    expect(estimateAfqt([100, null, null, null])).toEqual({ score: 21, sectionsWithData: 1, sectionsTotal: 4 });
  });
});

describe("missionProgress", () => {
  it("is zero with no practice", () => {
    expect(missionProgress([])).toMatchObject({ overallScore: 0, percentOfTarget: 0, sectionsPractised: 0, reachedTarget: false });
  });

  it("averages practised sections only and caps at the target", () => {
    const p = missionProgress([
      { sectionId: 1, completedQuestions: 10, totalQuestions: 20, averageScore: 68 },
      { sectionId: 2, completedQuestions: 0, totalQuestions: 20, averageScore: 0 },
    ]);
    expect(p).toMatchObject({ overallScore: 68, percentOfTarget: 80, sectionsPractised: 1 });
    expect(missionProgress([{ sectionId: 1, completedQuestions: 5, totalQuestions: 20, averageScore: 95 }]).percentOfTarget).toBe(100);
  });

  it("clamps goal percentages and survives a zero goal", () => {
    expect(goalPercent(25, 20)).toBe(100);
    expect(goalPercent(5, 20)).toBe(25);
    expect(goalPercent(5, 0)).toBe(0);
  });
});

describe("improvement", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  it("needs two sessions", () => {
    expect(improvement([]).delta).toBeNull();
    expect(improvement([{ score: 50, completedAt: at(1) }]).delta).toBeNull();
  });

  it("compares first with latest for two sessions, whatever order they arrive in", () => {
    expect(
      improvement([
        { score: 80, completedAt: at(3) },
        { score: 60, completedAt: at(1) },
      ]).delta,
    ).toBe(20);
  });

  it("compares the earliest and latest windows of up to five", () => {
    const sessions = [40, 50, 60, 70, 80, 90, 100].map((score, i) => ({ score, completedAt: at(i + 1) }));
    // window = min(5, floor(7/2)) = 3: early mean 50, recent mean 90
    expect(improvement(sessions)).toMatchObject({ delta: 40, earlyAverage: 50, recentAverage: 90, sessionsCounted: 7 });
  });
});

describe("studyPlan", () => {
  it("splits strengths, needs attention and priority sections by the thresholds", () => {
    const plan = studyPlan([
      { sectionId: 1, name: "A", averageScore: 90, completedQuestions: 10 },
      { sectionId: 2, name: "B", averageScore: 50, completedQuestions: 10 },
      { sectionId: 3, name: "C", averageScore: 70, completedQuestions: 10 },
      { sectionId: 4, name: "D", averageScore: 0, completedQuestions: 0 },
    ]);
    expect(plan.strengths.map((s) => s.name)).toEqual(["A"]);
    expect(plan.needsAttention.map((s) => s.name)).toEqual(["B"]);
    expect(plan.prioritySections.map((s) => [s.name, s.priority])).toEqual([
      ["B", "High"],
      ["C", "Medium"],
    ]);
    expect(plan.notStarted).toEqual([{ sectionId: 4, name: "D" }]);
    expect([plan.priorityShare, plan.generalShare, plan.goalPercent]).toEqual([70, 30, 80]);
  });
});
