import type { AnswerResult } from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import type { SavedRun } from "./saved-run";

/** A practice run saved on the device, as saved-run.ts writes it, for the tests that read one back. */
export const SESSION = "6f1c1a52-4f5e-4a3b-9d0e-2b7a1c9e8f10";
export const NOW = Date.parse("2026-11-26T12:00:00Z");

export const question = (n: number): PublicQuestion => ({
  id: `gs-${n}`,
  sectionId: 13,
  question: `Question ${n}?`,
  options: ["a", "b", "c", "d"],
  topic: "physics",
  difficulty: "easy",
  figure: null,
  figureAlt: null,
  passage: null,
});

export const answer = (n: number, selected: number | null, correct: boolean): AnswerResult => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  sessionId: SESSION,
  questionId: `gs-${n}`,
  selectedAnswer: selected,
  correct,
  isCorrect: correct,
  correctAnswer: 0,
  explanation: "because",
  duplicate: false,
});

export function run(over: Partial<SavedRun> = {}): SavedRun {
  return {
    v: 1,
    sessionId: SESSION,
    sectionId: 13,
    mode: "practice",
    mission: null,
    questions: [1, 2, 3].map(question),
    session: {
      id: SESSION,
      userId: 7,
      sectionId: 13,
      totalQuestions: 3,
      isCompleted: false,
      score: null,
      timeSpent: 0,
      questionIds: ["gs-1", "gs-2", "gs-3"],
      mode: "practice",
      isAdaptive: false,
      currentDifficulty: null,
      fullTestId: null,
      mission: null,
      offline: false,
      createdAt: "2026-11-26T11:50:00Z",
      completedAt: null,
    },
    keys: [{ ...question(1), correctAnswer: 0, explanation: "because" }],
    answers: { "gs-1": answer(1, 0, true) },
    answerIds: { "gs-1": "00000000-0000-4000-8000-000000000001" },
    index: 1,
    queued: false,
    startedAt: NOW - 10 * 60_000,
    savedAt: NOW - 60_000,
    ...over,
  };
}
