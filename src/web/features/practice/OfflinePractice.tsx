import { ArrowLeft, ArrowRight } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerResult } from "@contracts/practice";
import type { OfflineQuestion } from "@contracts/questions";
import type { Section } from "@contracts/sections";
import { sessionScore } from "@domain/practice";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { useAuth } from "@web/lib/auth";
import { enqueue, loadPack } from "@web/lib/offline/db";
import { useOnlineStatus } from "@web/lib/offline/useOnlineStatus";
import { useQuestionRun } from "@web/lib/question-run";
import { OfflineHeader, useRestoredToast } from "./OfflineHeader";
import { PracticeQuestion } from "./PracticeQuestion";
import { clearSavedRun, writeSavedRun } from "./saved-run";

/** Read in event handlers only (the purity lint cannot tell them from render). */
const nowMs = () => Date.now();
const changed = () => window.dispatchEvent(new Event("offline-store-changed"));

/**
 * A practice test started with no network (the page was opened offline): questions come from the device's
 * offline pack and are marked there; the session, every answer and the completion go into the sync queue with
 * client ids, so the server stores each exactly once when the connection returns. A test started online that
 * loses the connection does not come here: it goes on in place (usePracticeRun).
 */
export function OfflinePractice({ section, onSwitchOnline }: { section: Section; onSwitchOnline: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const online = useOnlineStatus();
  return <OfflineRun key={attempt} section={section} onAgain={() => (online ? onSwitchOnline() : setAttempt((a) => a + 1))} />;
}

function OfflineRun({ section, onAgain }: { section: Section; onAgain: () => void }) {
  const { t } = useTranslation("practice");
  const online = useOnlineStatus();
  useRestoredToast(online);
  const [status, setStatus] = useState<"loading" | "empty" | "running" | "complete">("loading");
  const [questions, setQuestions] = useState<OfflineQuestion[]>([]);
  const session = useRef<{ id: string; startedAt: number; shownAt: number; createdAt: string } | null>(null);
  const answerIds = useRef<Record<string, string>>({});
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const answerRef = useRef<(selected: number | null) => void>(() => undefined);
  const nextRef = useRef<() => void>(() => undefined);
  const run = useQuestionRun<OfflineQuestion, AnswerResult>({
    questions,
    active: status === "running",
    keys: ({ answer }) => ({
      choose: answer ? null : (option) => answerRef.current(option),
      enter: () => {
        if (!answer) return false;
        nextRef.current();
        return true;
      },
    }),
  });
  const { reset } = run;

  useEffect(() => {
    let cancelled = false;
    loadPack(section.id).then(
      async (pack) => {
        if (cancelled) return;
        if (pack.length === 0) {
          setStatus("empty");
          return;
        }
        const chosen = pack.slice(0, 10);
        const id = crypto.randomUUID();
        const createdAt = new Date().toISOString();
        session.current = { id, startedAt: Date.now(), shownAt: Date.now(), createdAt };
        await enqueue({
          method: "POST",
          url: "/api/test-sessions",
          sectionId: section.id,
          body: {
            id,
            sectionId: section.id,
            totalQuestions: chosen.length,
            questionIds: chosen.map((q) => q.id),
            offline: true,
            createdAt,
          },
        });
        changed();
        setQuestions(chosen);
        reset(chosen.length);
        setStatus("running");
      },
      () => !cancelled && setStatus("empty"),
    );
    return () => {
      cancelled = true;
    };
  }, [section.id, reset]);

  const current = run.current;
  const { record, answers } = run;

  // Saved on the device like an online run (saved-run.ts), as a run whose every call is queued: a reload continues
  // it in the practice screen (same questions, answers and ids, marked with the pack's keys) instead of starting over.
  useEffect(() => {
    const s = session.current;
    if (status !== "running" || !s || userId === null) return;
    writeSavedRun({
      v: 1,
      sessionId: s.id,
      sectionId: section.id,
      mode: "practice",
      mission: null,
      questions,
      session: {
        id: s.id,
        userId,
        sectionId: section.id,
        totalQuestions: questions.length,
        isCompleted: false,
        score: null,
        timeSpent: 0,
        questionIds: questions.map((q) => q.id),
        mode: "practice",
        isAdaptive: false,
        currentDifficulty: null,
        fullTestId: null,
        mission: null,
        offline: true,
        createdAt: s.createdAt,
        completedAt: null,
      },
      keys: questions,
      answers,
      answerIds: answerIds.current,
      index: run.index,
      queued: true,
      startedAt: s.startedAt,
      savedAt: Date.now(),
    });
  }, [status, userId, section.id, questions, answers, run.index]);
  const answer = useCallback(
    async (selected: number | null) => {
      const s = session.current;
      if (!current || !s || answers[current.id]) return;
      const correct = selected !== null && selected === current.correctAnswer;
      const id = crypto.randomUUID();
      answerIds.current = { ...answerIds.current, [current.id]: id };
      const timeSpent = Math.max(1, Math.round((Date.now() - s.shownAt) / 1000));
      record(current.id, {
        id,
        sessionId: s.id,
        questionId: current.id,
        selectedAnswer: selected,
        correct,
        isCorrect: correct,
        correctAnswer: current.correctAnswer,
        explanation: current.explanation,
        duplicate: false,
      });
      await enqueue({
        method: "POST",
        url: "/api/answers",
        sectionId: section.id,
        body: { id, sessionId: s.id, questionId: current.id, selectedAnswer: selected, timeSpent, answeredAt: new Date().toISOString() },
      });
      changed();
    },
    [current, answers, record, section.id],
  );

  const correct = questions.filter((q) => answers[q.id]?.correct).length;
  const percent = sessionScore(correct, questions.length);
  const finish = async () => {
    const s = session.current;
    if (!s) return;
    await enqueue({
      method: "PATCH",
      url: `/api/test-sessions/${s.id}`,
      sectionId: section.id,
      body: {
        sessionId: s.id,
        isCompleted: true,
        timeSpent: Math.round((nowMs() - s.startedAt) / 1000),
        completedAt: new Date().toISOString(),
      },
    });
    changed();
    clearSavedRun(s.id);
    setStatus("complete");
    toast({ title: t("offline.completeTitle"), description: t("offline.completeBody", { score: percent }) });
  };

  const next = () => {
    if (session.current) session.current.shownAt = nowMs();
    if (!run.isLast) run.next();
    else void finish();
  };

  // In the render's own task, as the answer keys' handlers are (answer-keys.ts says why).
  useLayoutEffect(() => {
    answerRef.current = (selected) => void answer(selected);
    nextRef.current = next;
  });

  const result = current ? answers[current.id] : undefined;
  return (
    <div className="grid gap-4">
      {online ? null : <OfflineHeader />}
      {status === "loading" ? <p>{t("offline.loading")}</p> : null}
      {status === "empty" ? (
        <Card>
          <CardContent className="grid gap-3 p-6">
            <h3 className="text-lg font-bold">{t("offline.emptyTitle")}</h3>
            <p className="text-muted-foreground">{t("offline.emptyBody")}</p>
            <Button variant="outline" className="justify-self-start" onClick={onAgain}>
              {online ? t("offline.retry") : t("offline.checkConnection")}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {status === "running" && current ? (
        <>
          <p className="text-sm font-bold" data-testid="question-counter">
            {t("questionOf", { n: run.index + 1, total: questions.length })}
          </p>
          <Progress value={run.answered} max={questions.length} label={t("percentComplete", { percent: run.percent })} />
          <Card>
            <CardContent className="p-5 sm:p-6">
              <PracticeQuestion question={current} result={result} disabled={false} onChoose={(i) => void answer(i)} />
            </CardContent>
          </Card>
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={run.previous} disabled={run.isFirst}>
              <ArrowLeft aria-hidden="true" /> {t("previous")}
            </Button>
            <div className="flex gap-2">
              {result ? null : (
                <Button variant="ghost" onClick={() => void answer(null).then(next)}>
                  {t("skip")}
                </Button>
              )}
              <Button onClick={next} disabled={!result}>
                {run.isLast ? t("finish") : t("next")} <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </div>
        </>
      ) : null}
      {status === "complete" ? (
        <Card data-testid="offline-result">
          <CardContent className="grid gap-3 p-6">
            <h3 className="text-lg font-bold">{t("offline.resultTitle")}</h3>
            <p className={`text-3xl font-extrabold ${percent >= 70 ? "text-green-700" : "text-foreground"}`}>
              {t("offline.result", { correct, total: questions.length, percent })}
            </p>
            <Button variant="outline" className="justify-self-start" onClick={onAgain}>
              {t("offline.again")}
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
