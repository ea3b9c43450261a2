import { useCallback, useMemo, useReducer } from "react";
import { useAnswerKeys, type AnswerKeyHandlers } from "./answer-keys";

/**
 * Where a run of questions stands — the same for practice (online or offline), the adaptive test and the full
 * test: which question is on screen and the answer recorded for each question id. Pure, so it is tested alone.
 */
export interface RunState<R> {
  index: number;
  count: number;
  answers: Readonly<Record<string, R>>;
}

export type RunAction<R> =
  | { type: "answer"; questionId: string; result: R }
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "reset"; count: number };

const clampIndex = (index: number, count: number) => Math.min(Math.max(0, Math.trunc(index)), Math.max(0, count - 1));

export function initialRun<R>(count: number, from?: { index: number; answers: Readonly<Record<string, R>> }): RunState<R> {
  const n = Math.max(0, count);
  return from ? { index: clampIndex(from.index, n), count: n, answers: { ...from.answers } } : { index: 0, count: n, answers: {} };
}

export function runReducer<R>(state: RunState<R>, action: RunAction<R>): RunState<R> {
  switch (action.type) {
    case "answer":
      // The first answer to a question stands: a late reply or a second key press cannot change it.
      if (action.questionId in state.answers) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.result } };
    case "next":
      return { ...state, index: clampIndex(state.index + 1, state.count) };
    case "previous":
      return { ...state, index: clampIndex(state.index - 1, state.count) };
    case "goTo":
      return { ...state, index: clampIndex(action.index, state.count) };
    case "reset":
      return initialRun(action.count);
  }
}

/** How many questions have an answer, and that share as a whole percentage that never leaves 0–100. */
export function runProgress<R>(state: RunState<R>): { answered: number; percent: number } {
  const answered = Object.keys(state.answers).length;
  const percent = state.count > 0 ? Math.min(100, Math.round((answered / state.count) * 100)) : 0;
  return { answered, percent };
}

export interface QuestionRunOptions<Q extends { id: string; options: readonly string[] }, R> {
  questions: readonly Q[];
  /** False while nothing can be answered (starting, saving, finished): the keys then do nothing. */
  active: boolean;
  /**
   * The answer keys for the current question, given its recorded answer: `choose` (1–4 / A–D; null while it
   * cannot be answered) and `enter` (returns true when it acted).
   */
  keys: (current: { question: Q | undefined; answer: R | undefined }) => Omit<AnswerKeyHandlers, "optionCount">;
  /** Where a run restored from the device stood (read once, on the first render). */
  initial?: { index: number; answers: Readonly<Record<string, R>> };
}

/** The run hook every question screen uses: state, navigation, and the answer keys wired to the current question. */
export function useQuestionRun<Q extends { id: string; options: readonly string[] }, R>({
  questions,
  active,
  keys,
  initial,
}: QuestionRunOptions<Q, R>) {
  const [state, dispatch] = useReducer(runReducer<R>, questions.length, (count) => initialRun<R>(count, initial));
  const current = questions[state.index];
  const answer = current ? state.answers[current.id] : undefined;
  useAnswerKeys({ optionCount: active && current ? current.options.length : null, ...keys({ question: current, answer }) });
  const record = useCallback((questionId: string, result: R) => dispatch({ type: "answer", questionId, result }), []);
  const nav = useMemo(
    () => ({
      next: () => dispatch({ type: "next" }),
      previous: () => dispatch({ type: "previous" }),
      goTo: (index: number) => dispatch({ type: "goTo", index }),
      reset: (count: number) => dispatch({ type: "reset", count }),
    }),
    [],
  );
  return {
    ...state,
    ...runProgress(state),
    ...nav,
    record,
    current,
    answer,
    isFirst: state.index === 0,
    isLast: state.index >= questions.length - 1,
  };
}
