import { describe, expect, it } from "vitest";
import type { AfqtSummaryDto, AnalyticsDto } from "@contracts/analytics";
import type { MilitaryBranch } from "@contracts/branches";
import type { Section } from "@contracts/sections";
import { buildDashboardModel } from "./model";

const section = (id: number, code: Section["code"], name: string): Section => ({
  id,
  code,
  name,
  description: "",
  itemCount: 15,
  timeLimitMinutes: 10,
  position: id,
  inAfqt: ["AR", "WK", "PC", "MK"].includes(code),
});
const sections = [
  section(1, "AR", "Arithmetic Reasoning"),
  section(2, "WK", "Word Knowledge"),
  section(3, "PC", "Paragraph Comprehension"),
  section(4, "MK", "Mathematics Knowledge"),
  section(5, "GS", "General Science"),
];
const branch: MilitaryBranch = {
  code: "navy",
  name: "U.S. Navy",
  description: "",
  minimumAFQTScore: 31,
  gedMinimumAFQTScore: 50,
  primarySections: ["Arithmetic Reasoning", "General Science"],
  specialtyJobs: { combat: ["A (1)"], technical: ["B (2)"], operations: [], support: ["C (3)"] },
  recruitmentInfo: "",
  recruiterUrl: "",
  recruiterPhone: null,
};

describe("buildDashboardModel", () => {
  it("computes every block from progress and history", () => {
    const model = buildDashboardModel({
      sections,
      progress: [
        { sectionId: 1, completedQuestions: 20, totalQuestions: 20, averageScore: 60 },
        { sectionId: 2, completedQuestions: 10, totalQuestions: 20, averageScore: 80 },
        { sectionId: 5, completedQuestions: 10, totalQuestions: 20, averageScore: 90 },
      ],
      analytics: null,
      branches: [branch],
      targetBranch: "navy",
    });
    expect(model.mission).toMatchObject({ overallScore: 77, sectionsPractised: 3 });
    // Without /api/analytics the same practice estimate: (60 + 80 + 0 + 0) / 4 × 0.85 = 29.75 → 30
    expect(model.afqt).toMatchObject({ score: 30, source: "practice", sectionsWithData: 2, sectionsTotal: 4 });
    expect(model.focusRows.map((r) => r.section.code)).toEqual(["AR", "GS"]);
    expect(model.careers.map((c) => [c.group, c.required, c.status])).toEqual([
      ["combat", 31, "close"],
      ["technical", 46, "needs_work"],
      ["operations", 41, "needs_work"],
      ["support", 36, "close"],
    ]);
    expect(model.plan.strengths.map((s) => s.name)).toEqual(["General Science", "Word Knowledge"]);
    expect(model.plan.needsAttention.map((s) => s.name)).toEqual(["Arithmetic Reasoning"]);
  });

  it("has no branch blocks without a target branch", () => {
    const model = buildDashboardModel({ sections, progress: [], analytics: null, branches: [branch], targetBranch: null });
    expect(model.branch).toBeNull();
    expect(model.careers).toEqual([]);
    expect(model.rows.every((r) => r.totalQuestions === 20 && r.completedQuestions === 0)).toBe(true);
  });

  it("takes the AFQT and the named topics from /api/analytics, so a full test moves the career cards", () => {
    const afqt: AfqtSummaryDto = {
      score: 44,
      source: "full_test",
      fullTestId: "ft1",
      takenAt: "2026-02-03T10:00:00.000Z",
      category: "IIIB",
      sectionsWithData: 1,
      sectionsTotal: 4,
    };
    const analytics = {
      afqt,
      recommendations: {
        sections: [{ sectionId: 1, topics: [{ label: "Rates" }, { label: "Percents" }] }],
      },
    } as unknown as AnalyticsDto;
    const model = buildDashboardModel({
      sections,
      progress: [{ sectionId: 1, completedQuestions: 10, totalQuestions: 20, averageScore: 40 }],
      analytics,
      branches: [branch],
      targetBranch: "navy",
    });
    // The practice estimate would be round(40 / 4 × 0.85) = 9; the full test's 44 wins.
    expect(model.afqt).toBe(afqt);
    expect(model.careers.map((c) => [c.group, c.status])).toEqual([
      ["combat", "qualified"],
      ["technical", "close"],
      ["operations", "qualified"],
      ["support", "qualified"],
    ]);
    expect(model.topicsBySection.get(1)).toEqual(["Rates", "Percents"]);
  });
});
