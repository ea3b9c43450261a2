import { describe, expect, it } from "vitest";
import { splitMinutes, studyAdvice, type AdviceSection, type TopicLabel } from "./plan";

const catalog: TopicLabel[] = [
  { sectionId: 1, topic: "rates", label: "Rates" },
  { sectionId: 1, topic: "percents", label: "Percents" },
  { sectionId: 1, topic: "averages", label: "Averages" },
  { sectionId: 2, topic: "synonyms", label: "Synonyms" },
  { sectionId: 2, topic: "word parts", label: "Word parts" },
  { sectionId: 3, topic: "energy", label: "Energy" },
  { sectionId: 3, topic: "genetics", label: "Genetics" },
];
const section = (
  sectionId: number,
  name: string,
  averageScore: number,
  completedQuestions = 10,
  inAfqt = sectionId < 3,
): AdviceSection => ({
  sectionId,
  name,
  averageScore,
  completedQuestions,
  inAfqt,
});

describe("splitMinutes", () => {
  it("splits by weight in 5-minute steps and always adds up", () => {
    expect(splitMinutes(210, [30, 10])).toEqual([155, 55]);
    expect(splitMinutes(210, [1, 1, 1])).toEqual([70, 70, 70]);
    const parts = splitMinutes(212, [7, 3, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(212);
    expect(parts.every((p) => p >= 5)).toBe(true);
    expect(splitMinutes(50, [])).toEqual([]);
  });
});

describe("studyAdvice", () => {
  it("puts 70% of the week on the priority sections, named down to their weakest topics, and 30% on review", () => {
    const advice = studyAdvice({
      sections: [section(1, "Arithmetic Reasoning", 50), section(2, "Word Knowledge", 90), section(3, "General Science", 70)],
      topics: [
        { sectionId: 1, topic: "rates", answered: 4, correct: 1 },
        { sectionId: 1, topic: "percents", answered: 4, correct: 2 },
        { sectionId: 1, topic: "averages", answered: 2, correct: 2 },
        { sectionId: 3, topic: "energy", answered: 5, correct: 3 },
        { sectionId: 3, topic: "genetics", answered: 5, correct: 4 },
        { sectionId: 2, topic: "synonyms", answered: 10, correct: 9 },
      ],
      catalog,
      weeklyMinutes: 300,
    });
    expect(advice).toMatchObject({ status: "focus", priorityShare: 70, generalShare: 30, priorityMinutes: 210, generalMinutes: 90 });
    expect(advice.priorityMinutes / advice.weeklyMinutes).toBeCloseTo(0.7);
    // Weakest section first; AR is 30 points under the goal, GS 10, so AR gets three times the time.
    expect(advice.sections.map((s) => [s.name, s.priority, s.minutes])).toEqual([
      ["Arithmetic Reasoning", "High", 155],
      ["General Science", "Medium", 55],
    ]);
    // Topics below 80%, weakest first; Averages (100%) and Genetics (80%) are not priorities.
    const ar = advice.sections[0];
    expect(ar?.topics.map((t) => [t.label, t.accuracy])).toEqual([
      ["Rates", 25],
      ["Percents", 50],
    ]);
    expect(ar?.topics.reduce((a, t) => a + t.minutes, 0)).toBe(155);
    expect(advice.sections[1]?.topics.map((t) => t.label)).toEqual(["Energy"]);
    expect(advice.review.map((s) => s.name)).toEqual(["Word Knowledge"]);
  });

  it("fills a priority section with topics not tried yet", () => {
    const advice = studyAdvice({
      sections: [section(2, "Word Knowledge", 50, 2)],
      topics: [{ sectionId: 2, topic: "synonyms", answered: 2, correct: 1 }],
      catalog,
    });
    expect(advice.sections[0]?.topics.map((t) => [t.label, t.accuracy])).toEqual([
      ["Synonyms", 50],
      ["Word parts", null],
    ]);
  });

  it("with every practised section at the goal, sends the priority time to unstarted AFQT sections first", () => {
    const advice = studyAdvice({
      sections: [section(3, "General Science", 90), section(2, "Word Knowledge", 0, 0), section(1, "Arithmetic Reasoning", 0, 0)],
      topics: [{ sectionId: 3, topic: "energy", answered: 10, correct: 9 }],
      catalog,
    });
    expect(advice.status).toBe("start");
    expect(advice.sections.map((s) => [s.name, s.reason, s.averageScore])).toEqual([
      ["Word Knowledge", "not_started", null],
      ["Arithmetic Reasoning", "not_started", null],
    ]);
    expect(advice.sections[1]?.topics.map((t) => t.label)).toEqual(["Rates", "Percents"]);
  });

  it("keeps the lowest sections sharp when everything is strong, and has no plan before any practice", () => {
    const strong = studyAdvice({
      sections: [section(1, "Arithmetic Reasoning", 95), section(2, "Word Knowledge", 85)],
      topics: [
        { sectionId: 2, topic: "synonyms", answered: 5, correct: 5 },
        { sectionId: 2, topic: "word parts", answered: 5, correct: 4 },
      ],
      catalog,
    });
    expect(strong.status).toBe("maintain");
    expect(strong.sections[0]).toMatchObject({ name: "Word Knowledge", reason: "lowest" });
    expect(strong.sections[0]?.topics.map((t) => t.label)).toEqual(["Word parts", "Synonyms"]);

    const none = studyAdvice({ sections: [section(1, "Arithmetic Reasoning", 0, 0)], topics: [], catalog });
    expect(none).toMatchObject({ status: "no_data", sections: [], priorityMinutes: 0, generalMinutes: 0 });
  });
});
