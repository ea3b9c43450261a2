import { describe, expect, it } from "vitest";
import { scoreTone, sectionPerformance } from "./sections";

describe("scoreTone", () => {
  it("is green at 80 or more, yellow at 65 or more, red otherwise", () => {
    expect([100, 80, 79.9, 65, 64.9, 0].map(scoreTone)).toEqual(["green", "green", "yellow", "yellow", "red", "red"]);
  });
});

describe("sectionPerformance", () => {
  it("marks strong, needs-attention and priority by the spec thresholds, and leaves unpractised sections neutral", () => {
    const rows = sectionPerformance([
      { sectionId: 1, name: "A", averageScore: 85, completedQuestions: 10 },
      { sectionId: 2, name: "B", averageScore: 70, completedQuestions: 10 },
      { sectionId: 3, name: "C", averageScore: 40, completedQuestions: 10 },
      { sectionId: 4, name: "D", averageScore: 0, completedQuestions: 0 },
    ]);
    expect(rows.map((r) => [r.name, r.priority, r.tone, r.strong, r.needsAttention])).toEqual([
      ["A", "Low", "green", true, false],
      ["B", "Medium", "yellow", false, false],
      ["C", "High", "red", false, true],
      ["D", null, null, false, false],
    ]);
  });
});
