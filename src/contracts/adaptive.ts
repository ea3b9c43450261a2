import { z } from "zod";
import { publicQuestion } from "./questions";

/** Learning spec §9: adaptive tests are 10 questions, start at medium, and record at least 1 second per answer. */
export const ADAPTIVE_QUESTIONS_PER_TEST = 10;
export const ADAPTIVE_DEFAULT_DIFFICULTY = "medium";
export const ADAPTIVE_MIN_TIME_SPENT = 1;
/** The performance card looks back over this many of the learner's latest answers in the section. */
export const ADAPTIVE_RECENT_ANSWERS = 50;

export const ADAPTIVE_MESSAGES = {
  startFailed: "Failed to start adaptive test",
  submitFailed: "Failed to submit answer",
  complete: "Test Complete!",
  completeDescription: "Your adaptive test is finished. The system has learned your skill level.",
  noItems: "There are no questions available for this section yet.",
} as const;

export const difficultyLevel = z.enum(["easy", "medium", "hard"]);
export type DifficultyLevel = z.infer<typeof difficultyLevel>;

/** Accuracy per difficulty as a whole percent; null when the learner has answered none at that level. */
export const adaptivePerformance = z.object({
  sectionId: z.number().int(),
  easyAccuracy: z.number().int().nullable(),
  mediumAccuracy: z.number().int().nullable(),
  hardAccuracy: z.number().int().nullable(),
  easyAnswers: z.number().int(),
  mediumAnswers: z.number().int(),
  hardAnswers: z.number().int(),
  suggestedDifficulty: difficultyLevel,
  totalAnswers: z.number().int(),
  /** The running ability estimate for the section (Elo-style), null before any answer. */
  ability: z.number().nullable(),
});
export type AdaptivePerformance = z.infer<typeof adaptivePerformance>;

export const adaptiveQuestionsQuery = z.object({
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 20").max(20, "limit must be between 1 and 20").default(10),
});

export const adaptiveQuestions = z.object({
  sectionId: z.number().int(),
  suggestedDifficulty: difficultyLevel,
  questions: z.array(publicQuestion),
});

/** What the engine decided after an answer in an adaptive session. */
export const adaptiveStep = z.object({
  /** Null when the test is over. */
  nextQuestion: publicQuestion.nullable(),
  currentDifficulty: difficultyLevel,
  answered: z.number().int(),
  total: z.number().int(),
  done: z.boolean(),
  /** Ability estimate (MAP) and its posterior SD after this answer. */
  theta: z.number(),
  se: z.number(),
  /** Full-test subtests only: the subtest ended because its time ran out. */
  timedOut: z.boolean(),
});
export type AdaptiveStep = z.infer<typeof adaptiveStep>;
