import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AnswerResult, TestSessionDto } from "@contracts/practice";
import type { OfflineQuestion, PublicQuestion } from "@contracts/questions";
import { sessionScore } from "@domain/practice";
import { ApiError } from "@web/lib/api";
import { enqueue } from "@web/lib/offline/db";
import { fetchSessionKeys } from "@web/lib/offline/session-copy";
import { replayQueue } from "@web/lib/offline/sync";
import { useQuestionRun } from "@web/lib/question-run";
import { completeSession, createSession, refreshAfterTest, submitAnswer } from "./api";
import {
  clearSavedRun,
  loadRunClock,
  secondsLeftAfterReload,
  spentBeforeReload,
  writeRunClock,
  writeSavedRun,
  type SavedRun,
} from "./saved-run";

export type RunStatus = "starting" | "running" | "limit" | "error" | "finishing" | "finished";

export interface RunOptions {
  sectionId: number;
  questions: readonly PublicQuestion[];
  mode: "practice" | "story" | "review";
  mission: number | null;
  onSaveError: () => void;
  /** The test ended with calls still queued on the device (it went offline on the way): its local score. */
  onFinishedOffline: (score: number) => void;
  /** A test restored from the device after a reload (saved-run.ts): continued instead of started. */
  saved: SavedRun | null;
  secondsPerQuestion: number;
  /** The restored test's session is finished or gone on the server (another tab finished it): start anew. */
  onResumeGone: () => void;
}

const storeChanged = () => window.dispatchEvent(new Event("offline-store-changed"));

/**
 * One practice test, start to finish. Online the server is the judge: every choice is sent at once and the
 * result comes back from it. The session's keys are fetched as soon as it exists, so if the connection drops
 * the same test goes on: answers are marked on the device and queued (with the same client ids) in IndexedDB,
 * and once anything is queued the rest of the session follows it there, in order, so the server replays it
 * exactly once when the connection returns.
 *
 * The run is saved on the device as it goes (saved-run.ts), so a reload continues it: the same session id (the
 * server hands back the stored session instead of a new one), questions, answers, answer ids, keys and queue mode.
 */
export function usePracticeRun({
  sectionId,
  questions,
  mode,
  mission,
  onSaveError,
  onFinishedOffline,
  saved,
  secondsPerQuestion,
  onResumeGone,
}: RunOptions) {
  const queryClient = useQueryClient();
  // A restored run whose session the server had confirmed is answerable at once, online or offline.
  const [status, setStatus] = useState<RunStatus>(saved?.session ? "running" : "starting");
  const [session, setSession] = useState<TestSessionDto | null>(saved?.session ?? null);
  const [saving, setSaving] = useState<string | null>(null);
  const [finalSession, setFinalSession] = useState<TestSessionDto | null>(null);
  const [firstLeft] = useState(() =>
    saved ? secondsLeftAfterReload(loadRunClock(), saved.sessionId, saved.index, secondsPerQuestion) : secondsPerQuestion,
  );
  const sessionId = useRef(saved?.sessionId ?? "");
  /** When the test began (wall clock): its age on the device. */
  const begunAt = useRef(saved?.startedAt ?? 0);
  /** For the test's time spent: moved back by the time spent before a reload. */
  const startedAt = useRef(0);
  const shownAt = useRef(0);
  const answersRef = useRef<Record<string, AnswerResult>>(saved?.answers ?? {});
  const answerIds = useRef<Record<string, string>>(saved?.answerIds ?? {});
  const keysRef = useRef<Map<string, OfflineQuestion> | null>(null);
  const queued = useRef(saved?.queued ?? false);
  const sessionRef = useRef<TestSessionDto | null>(saved?.session ?? null);
  const indexRef = useRef(saved?.index ?? 0);
  /** Finished (or refused at the start): nothing more is saved, so a late write cannot bring the run back. */
  const done = useRef(false);
  const goneRef = useRef(onResumeGone);
  /** A choice made before the session existed (the question shows at once; the session takes one round trip). */
  const early = useRef<{ question: PublicQuestion; option: number } | null>(null);

  const chooseRef = useRef<(option: number) => void>(() => undefined);
  const nextRef = useRef<() => void>(() => undefined);
  const run = useQuestionRun<PublicQuestion, AnswerResult>({
    questions,
    initial: saved ? { index: saved.index, answers: saved.answers } : undefined,
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

  /** Writes where the run stands to the device (after every answer, move and session or keys update). */
  const persist = useCallback(() => {
    if (!sessionId.current || done.current) return;
    const confirmed = sessionRef.current;
    writeSavedRun({
      v: 1,
      sessionId: sessionId.current,
      sectionId,
      mode,
      mission,
      questions: [...questions],
      session: confirmed ? withoutQuestions(confirmed) : null,
      keys: keysRef.current ? [...keysRef.current.values()] : null,
      answers: answersRef.current,
      answerIds: answerIds.current,
      index: indexRef.current,
      queued: queued.current,
      startedAt: begunAt.current,
      savedAt: Date.now(),
    });
  }, [sectionId, mode, mission, questions]);

  const forget = useCallback(() => {
    done.current = true;
    clearSavedRun(sessionId.current);
  }, []);

  /** The per-question clock, saved every second it moves (the resume rule is in saved-run.ts). */
  const saveClock = useCallback((left: number) => {
    if (!sessionId.current || done.current || startedAt.current === 0) return;
    const spent = Math.round((Date.now() - startedAt.current) / 1000);
    writeRunClock({ sessionId: sessionId.current, index: indexRef.current, left, spent });
  }, []);

  useEffect(() => {
    goneRef.current = onResumeGone;
  }, [onResumeGone]);

  useEffect(() => {
    let cancelled = false;
    if (questions.length === 0) return;
    const now = Date.now();
    if (saved) {
      keysRef.current = saved.keys ? new Map(saved.keys.map((k) => [k.id, k])) : null;
      startedAt.current = now - spentBeforeReload(loadRunClock(), saved) * 1000;
      // The question on screen has been answered against its clock for as long as that clock has run.
      shownAt.current = now - (secondsPerQuestion - firstLeft) * 1000;
    } else {
      // The id is chosen (and saved) before the session is asked for: a reload meanwhile asks again under it.
      sessionId.current ||= crypto.randomUUID();
      begunAt.current = now;
      // The first question is on screen from now, not from when the session exists.
      startedAt.current = now;
      shownAt.current = now;
      persist();
    }
    // Offline, a restored run goes on from its saved session; the server sees it again when its queue replays. So
    // does a run started offline (its session is itself in the queue, ahead of its answers), online or not.
    if (saved?.session && (!navigator.onLine || saved.session.offline)) return;
    // Online, the same id: the server hands back the stored session (a resume: no second session, no new set).
    createSession({
      id: sessionId.current,
      sectionId,
      totalQuestions: questions.length,
      questionIds: questions.map((q) => q.id),
      mode,
      ...(mission ? { mission } : {}),
    })
      .then((s) => {
        if (cancelled) return;
        if (s.isCompleted) {
          // Finished meanwhile (another tab): this test is over, a new one starts.
          forget();
          goneRef.current();
          return;
        }
        sessionRef.current = withoutQuestions(s);
        setSession(sessionRef.current);
        setStatus("running");
        persist();
        if (keysRef.current) return;
        fetchSessionKeys(s.id).then(
          (k) => {
            if (cancelled) return;
            keysRef.current = k;
            persist();
          },
          (err: unknown) => console.warn("offline copy not loaded", err),
        );
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // No reply at all while resuming a confirmed session: the network is gone, the test goes on offline.
        if (saved?.session && !(err instanceof ApiError)) return;
        if (saved && err instanceof ApiError && (err.status === 404 || err.status === 409)) {
          forget();
          goneRef.current();
          return;
        }
        // A refused or failed start drops a choice made while it was on its way, with the test.
        early.current = null;
        setSaving(null);
        // A start the server refused is over. One with no reply at all (the connection dropped, or this page is
        // being reloaded, which cuts the call off) stays saved: a reload sends it again under the same id, and
        // the server stores it once whether or not the first call reached it.
        if (err instanceof ApiError) forget();
        else done.current = true;
        setStatus(err instanceof ApiError && err.status === 403 ? "limit" : "error");
      });
    return () => {
      cancelled = true;
    };
  }, [questions, sectionId, mode, mission, saved, secondsPerQuestion, firstLeft, persist, forget]);

  const firstIndex = useRef(run.index);
  useEffect(() => {
    indexRef.current = run.index;
    // A restored question keeps the time it was shown at (set above); any other starts now.
    if (firstIndex.current !== run.index) shownAt.current = Date.now();
    firstIndex.current = -1;
  }, [run.index]);

  useEffect(() => {
    persist();
  }, [run.index, run.answers, persist]);

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
      // One id per question, saved before it is first sent: re-sent after a reload, it is stored once.
      let id = answerIds.current[question.id];
      if (!id) {
        id = crypto.randomUUID();
        answerIds.current = { ...answerIds.current, [question.id]: id };
        persist();
      }
      const body = {
        id,
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
    [session, sectionId, keep, onSaveError, persist],
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
      forget();
      setStatus("finished");
      onFinishedOffline(score);
      // Back online already: send the queue now rather than waiting for the next reconnect.
      if (navigator.onLine) void replayQueue().then(() => refreshAfterTest(queryClient, sectionId), storeChanged);
      return;
    }
    try {
      const completed = await completeSession(session.id, timeSpent);
      setFinalSession(completed);
      forget();
      setStatus("finished");
      refreshAfterTest(queryClient, sectionId);
    } catch {
      setStatus("running");
      onSaveError();
    }
  }, [session, questions, record, queryClient, sectionId, onSaveError, onFinishedOffline, forget]);

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
  // In the render's own task, as the answer keys' handlers are (answer-keys.ts says why).
  useLayoutEffect(() => {
    chooseRef.current = choose;
    nextRef.current = next;
  });
  return {
    status,
    /** Restored from the device after a reload. */
    resumed: saved !== null,
    /** Seconds on the first question's clock (less than a full clock when restored). */
    firstLeft,
    saveClock,
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

function withoutQuestions(s: TestSessionDto): TestSessionDto {
  const copy = { ...s };
  delete copy.questions;
  return copy;
}
