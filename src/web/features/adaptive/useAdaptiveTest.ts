import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import {
  ADAPTIVE_DEFAULT_DIFFICULTY,
  ADAPTIVE_MESSAGES,
  ADAPTIVE_MIN_TIME_SPENT,
  ADAPTIVE_QUESTIONS_PER_TEST,
  type AdaptiveStep,
  type DifficultyLevel,
} from "@contracts/adaptive";
import type { AnswerResult, TestSessionDto } from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import { ApiError } from "@web/lib/api";
import { refreshAfterAdaptiveTest, startAdaptiveSession, submitAdaptiveAnswer } from "./api";

export type AdaptiveStatus = "idle" | "starting" | "running" | "limit" | "empty" | "finished";

export interface AnsweredItem {
  questionId: string;
  correct: boolean;
  difficulty: DifficultyLevel;
}

/** A 403 on start or answer (the free plan's daily cap): the server's message and hint, shown as they are. */
export interface LimitInfo {
  code: string | undefined;
  message: string | undefined;
  hint: string | undefined;
}

function limitFrom(err: unknown): LimitInfo | null {
  if (!(err instanceof ApiError) || err.status !== 403) return null;
  const body = err.body as { code?: string; hint?: string } | null;
  return { code: body?.code, message: err.serverMessage, hint: body?.hint };
}

interface Callbacks {
  onStartFailed: () => void;
  onSubmitFailed: () => void;
  onFinished: () => void;
}

/**
 * One adaptive test. The server is the engine: it picks every question, marks every answer and moves the
 * level; the client only shows the current item, the feedback, and what the last step said.
 */
export function useAdaptiveTest(sectionId: number, callbacks: Callbacks) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdaptiveStatus>("idle");
  const [session, setSession] = useState<TestSessionDto | null>(null);
  const [question, setQuestion] = useState<PublicQuestion | null>(null);
  const [number, setNumber] = useState(1);
  const [level, setLevel] = useState<DifficultyLevel>(ADAPTIVE_DEFAULT_DIFFICULTY);
  const [selected, setSelected] = useState<number | null>(null);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [step, setStep] = useState<AdaptiveStep | null>(null);
  const [answers, setAnswers] = useState<AnsweredItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const shownAt = useRef(0);
  // Guards against a second request from a double click or Enter pressed while one is on its way.
  const busy = useRef(false);
  // A reply that arrives after Exit Test belongs to a test that no longer exists.
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setStatus("idle");
    setSession(null);
    setQuestion(null);
    setNumber(1);
    setLevel(ADAPTIVE_DEFAULT_DIFFICULTY);
    setSelected(null);
    setResult(null);
    setStep(null);
    setAnswers([]);
    setSubmitting(false);
    setLimit(null);
  }, []);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const gen = generation.current;
    setStatus("starting");
    try {
      const created = await startAdaptiveSession(sectionId);
      if (gen !== generation.current) return;
      const first = created.questions?.[0];
      setSession(created);
      setLevel(created.currentDifficulty ?? ADAPTIVE_DEFAULT_DIFFICULTY);
      if (!first) {
        setStatus("empty");
        return;
      }
      setQuestion(first);
      shownAt.current = Date.now();
      setStatus("running");
    } catch (err) {
      if (gen !== generation.current) return;
      const refused = limitFrom(err);
      if (refused) {
        setLimit(refused);
        setStatus("limit");
        return;
      }
      if (err instanceof ApiError && err.serverMessage === ADAPTIVE_MESSAGES.noItems) {
        setStatus("empty");
        return;
      }
      setStatus("idle");
      callbacks.onStartFailed();
    } finally {
      if (gen === generation.current) busy.current = false;
    }
  }, [sectionId, callbacks]);

  const submit = useCallback(async () => {
    if (busy.current || !session || !question || selected === null || result) return;
    busy.current = true;
    const gen = generation.current;
    setSubmitting(true);
    try {
      const answered = await submitAdaptiveAnswer({
        id: crypto.randomUUID(),
        sessionId: session.id,
        questionId: question.id,
        selectedAnswer: selected,
        timeSpent: Math.max(ADAPTIVE_MIN_TIME_SPENT, Math.round((Date.now() - shownAt.current) / 1000)),
      });
      if (gen !== generation.current) return;
      setResult(answered);
      setAnswers((list) => [...list, { questionId: question.id, correct: answered.correct, difficulty: question.difficulty }]);
      if (answered.adaptive) {
        setStep(answered.adaptive);
        setLevel(answered.adaptive.currentDifficulty);
      }
    } catch (err) {
      if (gen !== generation.current) return;
      const refused = limitFrom(err);
      if (refused) {
        setLimit(refused);
        setStatus("limit");
      } else {
        callbacks.onSubmitFailed();
      }
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        setSubmitting(false);
      }
    }
  }, [session, question, selected, result, callbacks]);

  const total = step?.total ?? session?.totalQuestions ?? ADAPTIVE_QUESTIONS_PER_TEST;
  // Without an adaptive step (an older server) the count alone decides; with one, the engine does.
  const isLast = result !== null && (step ? step.done || step.nextQuestion === null : number >= total);

  const next = useCallback(() => {
    if (!result) return;
    if (isLast) {
      setStatus("finished");
      refreshAfterAdaptiveTest(queryClient, sectionId);
      callbacks.onFinished();
      return;
    }
    if (!step?.nextQuestion) return;
    setQuestion(step.nextQuestion);
    setNumber((n) => n + 1);
    setSelected(null);
    setResult(null);
    shownAt.current = Date.now();
  }, [result, isLast, step, queryClient, sectionId, callbacks]);

  return {
    status,
    question,
    number,
    total,
    level,
    selected,
    result,
    answers,
    submitting,
    limit,
    isLast,
    choose: (option: number) => {
      if (!result && !submitting) setSelected(option);
    },
    start,
    submit,
    next,
    reset,
  };
}

export type AdaptiveTest = ReturnType<typeof useAdaptiveTest>;
