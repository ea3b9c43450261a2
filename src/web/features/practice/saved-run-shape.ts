/**
 * Shape checks for what a practice run keeps in localStorage, written without zod on purpose: the practice screen
 * reads the saved run on its first render, and loading zod with the schemas of the practice and question contracts
 * for that was the largest piece of script the screen ran before its first paint on a phone (issue 11). The checks
 * follow the contract schemas field by field; saved-run-shape.test.ts holds them to those schemas, so a field added
 * to a contract and not here fails the tests rather than a learner's resume.
 */

export type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
export const str: Check = (v) => typeof v === "string";
export const int: Check = (v) => Number.isInteger(v);
export const num: Check = (v) => typeof v === "number" && Number.isFinite(v);
export const bool: Check = (v) => typeof v === "boolean";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid: Check = (v) => typeof v === "string" && UUID.test(v);
export const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
export const arrayOf =
  (check: Check, min = 0): Check =>
  (v) =>
    Array.isArray(v) && v.length >= min && v.every(check);
export const recordOf =
  (check: Check): Check =>
  (v) =>
    isObject(v) && Object.values(v).every(check);
export const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

const difficulty = oneOf("easy", "medium", "hard");

export const PASSAGE = { id: str, title: str, text: str };

/** contracts/questions.ts `publicQuestion`. */
export const PUBLIC_QUESTION = {
  id: str,
  sectionId: int,
  question: str,
  options: arrayOf(str),
  topic: str,
  difficulty,
  figure: nullable(str),
  figureAlt: nullable(str),
  passage: nullable(shape(PASSAGE)),
};

/** contracts/questions.ts `offlineQuestion`: a public question with its key. */
export const OFFLINE_QUESTION = { ...PUBLIC_QUESTION, correctAnswer: int, explanation: str };

/** contracts/practice.ts `testSession`, without the questions it may carry (the run keeps them apart). */
export const TEST_SESSION = {
  id: str,
  userId: int,
  sectionId: int,
  totalQuestions: int,
  isCompleted: bool,
  score: nullable(int),
  timeSpent: int,
  questionIds: arrayOf(str),
  mode: oneOf("practice", "story", "review", "adaptive", "full_test"),
  isAdaptive: bool,
  currentDifficulty: nullable(difficulty),
  fullTestId: nullable(str),
  mission: nullable(int),
  offline: bool,
  createdAt: str,
  completedAt: nullable(str),
};

/** contracts/practice.ts `answerResult` (a practice answer has no adaptive step; one, if present, is an object). */
export const ANSWER_RESULT = {
  id: str,
  sessionId: str,
  questionId: str,
  selectedAnswer: nullable(int),
  correct: bool,
  isCorrect: bool,
  correctAnswer: int,
  explanation: str,
  duplicate: bool,
  adaptive: optional((v) => isObject(v)),
};

export const SAVED_RUN = {
  v: oneOf(1),
  sessionId: uuid,
  sectionId: int,
  mode: oneOf("practice", "story", "review"),
  mission: nullable(int),
  questions: arrayOf(shape(PUBLIC_QUESTION), 1),
  session: nullable(shape(TEST_SESSION)),
  keys: nullable(arrayOf(shape(OFFLINE_QUESTION))),
  answers: recordOf(shape(ANSWER_RESULT)),
  answerIds: recordOf(uuid),
  index: (v: unknown) => int(v) && (v as number) >= 0,
  queued: bool,
  startedAt: num,
  savedAt: num,
};

export const RUN_CLOCK = { sessionId: str, index: int, left: num, spent: num };
