import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerResult, TestSessionDto } from "@contracts/practice";
import type { OfflineQuestion, PublicQuestion } from "@contracts/questions";
import { sessionScore } from "@domain/practice";
import { ApiError } from "@web/lib/api";
import { enqueue } from "@web/lib/offline/db";
import { fetchSessionKeys } from "@web/lib/offline/session-copy";
import { replayQueue } from "@web/lib/offline/sync";
import { useQuestionRun } from "@web/lib/question-run";
import { completeSession, createSession, refreshAfterTest, submitAnswer } from "./api";

export type RunStatus = "starting" | "running" | "limit" | "error" | "finishing" | "finished";

export interface RunOptions {
  sectionId: number;
  questions: readonly PublicQuestion[];
  mode: "practice" | "story" | "review";
  mission: number | null;
  onSaveError: () => void;
  /** The test ended with calls still queued on the device (it went offline on the way): its local score. */
  onFinishedOffline: (score: number) => void;
}

const storeChanged = () => window.dispatchEvent(new Event("offline-store-changed"));

/**
 * One practice test, start to finish. Online the server is the judge: every choice is sent at once and the
 * result comes back from it. The session's keys are fetched as soon as it exists, so if the connection drops
 * the same test goes on: answers are marked on the device and queued (with the same client ids) in IndexedDB,
 * and once anything is queued the rest of the session follows it there, in order, so the server replays it
 * exactly once when the connection returns.
 */
export function usePracticeRun({ sectionId, questions, mode, mission, onSaveError, onFinishedOffline }: RunOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RunStatus>("starting");
  const [session, setSession] = useState<TestSessionDto | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [finalSession, setFinalSession] = useState<TestSessionDto | null>(null);
  const startedAt = useRef(0);
  const shownAt = useRef(0);
  const answersRef = useRef<Record<string, AnswerResult>>({});
  const keysRef = useRef<Map<string, OfflineQuestion> | null>(null);
  const queued = useRef(false);
  /** A choice made before the session existed (the question shows at once; the session takes one round trip). */
  const early = useRef<{ question: PublicQuestion; option: number } | null>(null);

  const chooseRef = useRef<(option: number) => void>(() => undefined);
  const nextRef = useRef<() => void>(() => undefined);
  const run = useQuestionRun<PublicQuestion, AnswerResult>({
    questions,
    // The first question is on screen while the session is being created; a choice made then waits for it.
    active: status === "running" || status === "starting",
    keys: ({ answer }) => ({
      choose: answer || saving !== null ? null : (option) => chooseRef.current(option),
      enter: () => {
        if (!answer) return false;
        nextRef.current();
        return true;
      },
    }),
  });
  const current = run.current;

  useEffect(() => {
    let cancelled = false;
    if (questions.length === 0) return;
    // The first question is on screen from now, not from when the session exists.
    startedAt.current = Date.now();
    shownAt.current = startedAt.current;
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
        fetchSessionKeys(s.id).then(
          (k) => {
            if (!cancelled) keysRef.current = k;
          },
          (err: unknown) => console.warn("offline copy not loaded", err),
        );
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // A refused or failed start drops a choice made while it was on its way, with the test.
        early.current = null;
        setSaving(null);
        setStatus(err instanceof ApiError && err.status === 403 ? "limit" : "error");
      });
    return () => {
      cancelled = true;
    };
  }, [questions, sectionId, mode, mission]);

  useEffect(() => {
    shownAt.current = Date.now();
  }, [run.index]);

  const { record: storeAnswer } = run;
  const keep = useCallback(
    (result: AnswerResult) => {
      answersRef.current = { ...answersRef.current, [result.questionId]: result };
      storeAnswer(result.questionId, result);
      return result;
    },
    [storeAnswer],
  );

  const record = useCallback(
    async (question: PublicQuestion, selected: number | null): Promise<AnswerResult | null> => {
      if (!session) return null;
      const existing = answersRef.current[question.id];
      if (existing) return existing;
      const body = {
        id: crypto.randomUUID(),
        sessionId: session.id,
        questionId: question.id,
        selectedAnswer: selected,
        timeSpent: Math.max(1, Math.round((Date.now() - shownAt.current) / 1000)),
      };
      setSaving(question.id);
      try {
        if (!queued.current && navigator.onLine) {
          try {
            return keep(await submitAnswer(body));
          } catch (err) {
            if (err instanceof ApiError) {
              if (err.status === 403) setStatus("limit");
              else onSaveError();
              return null;
            }
            // No reply at all: the network is gone. Queue it with the same id (stored once if it did arrive).
          }
        }
        const key = keysRef.current?.get(question.id);
        if (!key) {
          onSaveError();
          return null;
        }
        queued.current = true;
        await enqueue({ method: "POST", url: "/api/answers", sectionId, body: { ...body, answeredAt: new Date().toISOString() } });
        storeChanged();
        const correct = selected !== null && selected === key.correctAnswer;
        return keep({
          ...body,
          correct,
          isCorrect: correct,
          correctAnswer: key.correctAnswer,
          explanation: key.explanation,
          duplicate: false,
        });
      } finally {
        setSaving(null);
      }
    },
    [session, sectionId, keep, onSaveError],
  );

  const finish = useCallback(async () => {
    if (!session) return;
    setStatus("finishing");
    for (const q of questions) {
      if (!answersRef.current[q.id]) await record(q, null);
    }
    const timeSpent = Math.round((Date.now() - startedAt.current) / 1000);
    if (queued.current) {
      const correct = questions.filter((q) => answersRef.current[q.id]?.correct).length;
      const score = sessionScore(correct, questions.length);
      const completedAt = new Date().toISOString();
      await enqueue({
        method: "PATCH",
        url: `/api/test-sessions/${session.id}`,
        sectionId,
        body: { sessionId: session.id, isCompleted: true, timeSpent, completedAt },
      });
      storeChanged();
      setFinalSession({ ...session, isCompleted: true, score, timeSpent, completedAt });
      setStatus("finished");
      onFinishedOffline(score);
      // Back online already: send the queue now rather than waiting for the next reconnect.
      if (navigator.onLine) void replayQueue().then(() => refreshAfterTest(queryClient, sectionId), storeChanged);
      return;
    }
    try {
      const done = await completeSession(session.id, timeSpent);
      setFinalSession(done);
      setStatus("finished");
      refreshAfterTest(queryClient, sectionId);
    } catch {
      setStatus("running");
      onSaveError();
    }
  }, [session, questions, record, queryClient, sectionId, onSaveError, onFinishedOffline]);

  const choose = (option: number) => {
    if (!current) return;
    if (session) {
      void record(current, option);
    } else if (status === "starting" && !early.current) {
      early.current = { question: current, option };
      setSaving(current.id);
    }
  };
  useEffect(() => {
    const choice = early.current;
    if (!choice || !session) return;
    early.current = null;
    void record(choice.question, choice.option);
  }, [session, record]);
  const next = () => (run.index < questions.length - 1 ? run.next() : void finish());
  useEffect(() => {
    chooseRef.current = choose;
    nextRef.current = next;
  });
  return {
    status,
    session,
    finalSession,
    index: run.index,
    current,
    results: run.answers,
    answeredCount: run.answered,
    percent: run.percent,
    saving,
    isLast: run.isLast,
    choose,
    next,
    previous: run.previous,
    goTo: run.goTo,
    /** Skip and time-out both store "no answer" and move on. */
    skip: async () => {
      if (current) await record(current, null);
      if (run.index < questions.length - 1) run.next();
      else await finish();
    },
    finish,
  };
}
