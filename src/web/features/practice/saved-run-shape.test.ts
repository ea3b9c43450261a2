import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { answerResult, testSession } from "@contracts/practice";
import { offlineQuestion, passage, publicQuestion } from "@contracts/questions";
import { ANSWER_RESULT, OFFLINE_QUESTION, PASSAGE, PUBLIC_QUESTION, TEST_SESSION, shape, type Check } from "./saved-run-shape";

/** Each hand-written shape against the contract schema it follows (the run keeps a session without its questions). */
const PAIRS: [string, z.ZodObject, Record<string, Check>, Record<string, unknown>][] = [
  ["passage", passage, PASSAGE, { id: "p1", title: "T", text: "Once" }],
  [
    "publicQuestion",
    publicQuestion,
    PUBLIC_QUESTION,
    {
      id: "gs-1",
      sectionId: 13,
      question: "Why?",
      options: ["a", "b"],
      topic: "physics",
      difficulty: "hard",
      figure: null,
      figureAlt: null,
      passage: { id: "p1", title: "T", text: "Once" },
    },
  ],
  [
    "offlineQuestion",
    offlineQuestion,
    OFFLINE_QUESTION,
    {
      id: "gs-1",
      sectionId: 13,
      question: "Why?",
      options: ["a", "b"],
      topic: "physics",
      difficulty: "easy",
      figure: "<svg/>",
      figureAlt: "a figure",
      passage: null,
      correctAnswer: 1,
      explanation: "because",
    },
  ],
  [
    "testSession",
    testSession.omit({ questions: true }),
    TEST_SESSION,
    {
      id: "s1",
      userId: 7,
      sectionId: 13,
      totalQuestions: 10,
      isCompleted: false,
      score: null,
      timeSpent: 0,
      questionIds: ["gs-1"],
      mode: "story",
      isAdaptive: false,
      currentDifficulty: null,
      fullTestId: null,
      mission: 2,
      offline: true,
      createdAt: "2026-11-26T11:50:00Z",
      completedAt: null,
    },
  ],
  [
    "answerResult",
    answerResult,
    ANSWER_RESULT,
    {
      id: "a1",
      sessionId: "s1",
      questionId: "gs-1",
      selectedAnswer: null,
      correct: false,
      isCorrect: false,
      correctAnswer: 2,
      explanation: "because",
      duplicate: true,
    },
  ],
];

describe.each(PAIRS)("the saved run's %s check", (_name, schema, fields, valid) => {
  const check = shape(fields);

  it("names exactly the contract's fields", () => {
    expect(Object.keys(fields).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it("accepts what the contract accepts", () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(check(valid)).toBe(true);
  });

  it("refuses, as the contract does, the value with any one required field missing or of the wrong type", () => {
    for (const key of Object.keys(valid)) {
      const missing = { ...valid, [key]: undefined };
      expect(check(missing), `${key} missing`).toBe(schema.safeParse(missing).success);
      const wrong = { ...valid, [key]: { wrong: true } };
      expect(check(wrong), `${key} wrong type`).toBe(schema.safeParse(wrong).success);
    }
  });
});
