import { describe, expect, it } from "vitest";
import type { SectionCode } from "@domain/constants";
import { TOPICS } from "../topics";
import { askedWord, buildCheatSheetContent, clip, PER_TOPIC, synonymsOf } from "./build";

const allTopics = Object.entries(TOPICS).flatMap(([section, topics]) =>
  topics.map((topic) => ({ section: section as SectionCode, topic })),
);

describe("buildCheatSheetContent", () => {
  it("gives every bank topic formulas, vocabulary and a tip, all about that topic", () => {
    for (const t of allTopics) {
      const content = buildCheatSheetContent([t], []);
      const label = `${t.section} ${t.topic}`;
      expect(content.formulas.length, label).toBeGreaterThan(0);
      expect(content.vocabulary.length, label).toBeGreaterThan(0);
      expect(content.tips.length, label).toBeGreaterThan(0);
      expect(content.formulas.length, label).toBeLessThanOrEqual(PER_TOPIC.formulas);
      expect(content.vocabulary.length, label).toBeLessThanOrEqual(PER_TOPIC.vocabulary);
      for (const item of [...content.formulas, ...content.vocabulary, ...content.tips]) expect(item.topic).toBe(t.topic);
      for (const f of content.formulas) expect(f.formula.length, label).toBeGreaterThan(0);
      for (const v of content.vocabulary) expect(v.definition.length, label).toBeGreaterThan(0);
    }
  });

  it("quotes the study materials for the topic asked and nothing else", () => {
    const content = buildCheatSheetContent([{ section: "AR", topic: "simple interest" }], []);
    expect(content.formulas.map((f) => f.formula)).toContain("I = P × r × t");
    expect(content.vocabulary.map((v) => v.term)).toContain("Principal");
    expect(content.tips[0]!.tip).toMatch(/^I = P × r × t/);
    expect(content.formulas.some((f) => /distance|ratio/i.test(f.title))).toBe(false);
  });

  it("puts the learner's missed words first, with the keyed answer as their synonym", () => {
    const content = buildCheatSheetContent(
      [{ section: "WK", topic: "synonyms" }],
      [
        {
          section: "WK",
          topic: "synonyms",
          stem: "Hazard most nearly means",
          correctAnswer: "danger",
          explanation: "A hazard is a source of danger or risk, such as a wet floor. Injury is the harm itself.",
        },
      ],
    );
    expect(content.vocabulary[0]).toEqual({
      topic: "synonyms",
      term: "Hazard",
      definition: "A hazard is a source of danger or risk, such as a wet floor.",
      synonyms: ["danger"],
    });
    // Then the word list, whose one-word definitions are synonyms too.
    expect(content.vocabulary[1]).toMatchObject({ term: "abate", synonyms: ["lessen", "die down"] });
  });

  it("adds the key idea of a question missed on the topic", () => {
    const content = buildCheatSheetContent(
      [{ section: "MK", topic: "circles" }],
      [
        {
          section: "MK",
          topic: "circles",
          stem: "A circle has radius 3…",
          correctAnswer: "9π",
          explanation: "Area is πr², so π × 3² = 9π. The other choices use the diameter.",
        },
      ],
    );
    expect(content.tips.map((t) => t.tip)).toContain("Key idea from a question you missed: Area is πr², so π × 3² = 9π.");
  });

  it("uses each line once across topics", () => {
    const content = buildCheatSheetContent(
      [
        { section: "MC", topic: "work and power" },
        { section: "GS", topic: "energy" },
        { section: "MK", topic: "perimeter" },
        { section: "MK", topic: "circles" },
      ],
      [],
    );
    const formulas = content.formulas.map((f) => `${f.title}|${f.formula}`);
    expect(new Set(formulas).size).toBe(formulas.length);
  });
});

describe("helpers", () => {
  it("reads the asked word from both word-knowledge stems", () => {
    expect(askedWord("Abundant most nearly means")).toBe("Abundant");
    expect(askedWord('As used in "the storm began to abate," the word *abate* most nearly means')).toBe("abate");
    expect(askedWord("What is 3 + 4?")).toBeNull();
  });

  it("takes synonyms from brackets always and from short definitions only in word lists", () => {
    expect(synonymsOf("Mean (average)", "the sum divided by the count.")).toEqual(["average"]);
    expect(synonymsOf("Greatest common factor (GCF)", "the largest factor two numbers share.")).toEqual([]);
    expect(synonymsOf("Resistor", "limits current; marked with color bands.")).toEqual([]);
    expect(synonymsOf("candid", "honest and direct. Give me your candid opinion.", { wordList: true })).toEqual(["honest", "direct"]);
    expect(synonymsOf("affable", "friendly and easy to talk to.", { wordList: true })).toEqual([]);
  });

  it("clips at a sentence end", () => {
    expect(clip("One two. Three four five six.", 15)).toBe("One two.");
    expect(clip("short", 15)).toBe("short");
  });
});
