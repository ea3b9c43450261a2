import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerResult, TestSessionDto } from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import { ApiError } from "@web/lib/api";
import { completeSession, createSession, refreshAfterTest, submitAnswer } from "./api";

export type RunStatus = "starting" | "running" | "limit" | "error" | "finishing" | "finished";

export interface RunOptions {
  sectionId: number;
  questions: readonly PublicQuestion[];
  mode: "practice" | "story" | "review";
  mission: number | null;
  onSaveError: () => void;
}

/**
 * One practice test, start to finish. The server is the judge: every choice is sent at once and the result
 * (right or wrong, the key, the explanation) comes back from it; the score is the server's too.
 */
export function usePracticeRun({ sectionId, questions, mode, mission, onSaveError }: RunOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RunStatus>("starting");
  const [session, setSession] = useState<TestSessionDto | null>(null);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, AnswerResult>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const [finalSession, setFinalSession] = useState<TestSessionDto | null>(null);
  const startedAt = useRef(0);
  const shownAt = useRef(0);
  const resultsRef = useRef(results);
  useEffect(() => {
    resultsRef.current = results;
  }, [results]);

  useEffect(() => {
    let cancelled = false;
    if (questions.length === 0) return;
    startedAt.current = Date.now();
    createSession({
      id: crypto.randomUUID(),
      sectionId,
      totalQuestions: questions.length,
      questionIds: questions.map((q) => q.id),
      mode,
      ...(mission ? { mission } : {}),
    })
      .then((s) => {
        if (cancelled) return;
        setSession(s);
        setStatus("running");
        shownAt.current = Date.now();
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setStatus(err instanceof ApiError && err.status === 403 ? "limit" : "error");
      });
    return () => {
      cancelled = true;
    };
  }, [questions, sectionId, mode, mission]);

  useEffect(() => {
    shownAt.current = Date.now();
  }, [index]);

  const record = useCallback(
    async (question: PublicQuestion, selected: number | null): Promise<AnswerResult | null> => {
      if (!session) return null;
      const existing = resultsRef.current[question.id];
      if (existing) return existing;
      setSaving(question.id);
      try {
        const result = await submitAnswer({
          id: crypto.randomUUID(),
          sessionId: session.id,
          questionId: question.id,
          selectedAnswer: selected,
          timeSpent: Math.max(1, Math.round((Date.now() - shownAt.current) / 1000)),
        });
        resultsRef.current = { ...resultsRef.current, [question.id]: result };
        setResults(resultsRef.current);
        return result;
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) setStatus("limit");
        else onSaveError();
        return null;
      } finally {
        setSaving(null);
      }
    },
    [session, onSaveError],
  );

  const finish = useCallback(async () => {
    if (!session) return;
    setStatus("finishing");
    for (const q of questions) {
      if (!resultsRef.current[q.id]) await record(q, null);
    }
    try {
      const done = await completeSession(session.id, Math.round((Date.now() - startedAt.current) / 1000));
      setFinalSession(done);
      setStatus("finished");
      refreshAfterTest(queryClient, sectionId);
    } catch {
      setStatus("running");
      onSaveError();
    }
  }, [session, questions, record, queryClient, sectionId, onSaveError]);

  const current = questions[index];
  return {
    status,
    session,
    finalSession,
    index,
    current,
    results,
    saving,
    isLast: index === questions.length - 1,
    choose: (option: number) => (current ? void record(current, option) : undefined),
    next: () => (index < questions.length - 1 ? setIndex(index + 1) : void finish()),
    previous: () => setIndex((i) => Math.max(0, i - 1)),
    goTo: (i: number) => setIndex(i),
    /** Skip and time-out both store "no answer" and move on. */
    skip: async () => {
      if (current) await record(current, null);
      if (index < questions.length - 1) setIndex(index + 1);
      else await finish();
    },
    finish,
  };
}
