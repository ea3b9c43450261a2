import { ArrowLeft, ArrowRight, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerResult } from "@contracts/practice";
import type { OfflineQuestion } from "@contracts/questions";
import type { Section } from "@contracts/sections";
import { sessionScore } from "@domain/practice";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { enqueue, loadPack } from "@web/lib/offline/db";
import { useOnlineStatus } from "@web/lib/offline/useOnlineStatus";
import { QuestionView } from "./QuestionView";
import { useAnswerKeys } from "@web/lib/answer-keys";

const changed = () => window.dispatchEvent(new Event("offline-store-changed"));

/**
 * Practice with no network: questions come from the device's offline pack and are marked there; the
 * session, every answer and the completion go into the sync queue with client ids, so the server stores
 * each exactly once when the connection returns.
 */
export function OfflinePractice({ section, onSwitchOnline }: { section: Section; onSwitchOnline: () => void }) {
  const { t } = useTranslation("practice");
  const online = useOnlineStatus();
  const [status, setStatus] = useState<"loading" | "empty" | "running" | "complete">("loading");
  const [questions, setQuestions] = useState<OfflineQuestion[]>([]);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, AnswerResult>>({});
  const session = useRef<{ id: string; startedAt: number; shownAt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);

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
        session.current = { id, startedAt: Date.now(), shownAt: Date.now() };
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
            createdAt: new Date().toISOString(),
          },
        });
        changed();
        setQuestions(chosen);
        setResults({});
        setIndex(0);
        setStatus("running");
      },
      () => !cancelled && setStatus("empty"),
    );
    return () => {
      cancelled = true;
    };
  }, [section.id, attempt]);

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) toast({ title: t("offline.restoredTitle"), description: t("offline.restoredBody") });
    wasOnline.current = online;
  }, [online, t]);

  const current = questions[index];
  const answer = useCallback(
    async (selected: number | null) => {
      const s = session.current;
      if (!current || !s || results[current.id]) return;
      const correct = selected !== null && selected === current.correctAnswer;
      const id = crypto.randomUUID();
      const timeSpent = Math.max(1, Math.round((Date.now() - s.shownAt) / 1000));
      setResults((r) => ({
        ...r,
        [current.id]: {
          id,
          sessionId: s.id,
          questionId: current.id,
          selectedAnswer: selected,
          correct,
          isCorrect: correct,
          correctAnswer: current.correctAnswer,
          explanation: current.explanation,
          duplicate: false,
        },
      }));
      await enqueue({
        method: "POST",
        url: "/api/answers",
        sectionId: section.id,
        body: { id, sessionId: s.id, questionId: current.id, selectedAnswer: selected, timeSpent, answeredAt: new Date().toISOString() },
      });
      changed();
    },
    [current, results, section.id],
  );

  const finish = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    const correct = questions.filter((q) => results[q.id]?.correct).length;
    const score = sessionScore(correct, questions.length);
    await enqueue({
      method: "PATCH",
      url: `/api/test-sessions/${s.id}`,
      sectionId: section.id,
      body: {
        sessionId: s.id,
        isCompleted: true,
        timeSpent: Math.round((Date.now() - s.startedAt) / 1000),
        completedAt: new Date().toISOString(),
      },
    });
    changed();
    setStatus("complete");
    toast({ title: t("offline.completeTitle"), description: t("offline.completeBody", { score }) });
  }, [questions, results, section.id, t]);

  const next = useCallback(() => {
    if (session.current) session.current.shownAt = Date.now();
    if (index < questions.length - 1) setIndex(index + 1);
    else void finish();
  }, [index, questions.length, finish]);

  const answered = current ? results[current.id] !== undefined : false;
  useAnswerKeys({
    optionCount: status === "running" && current ? current.options.length : null,
    choose: answered ? null : (option) => void answer(option),
    enter: () => {
      if (!answered) return false;
      next();
      return true;
    },
  });

  const correct = questions.filter((q) => results[q.id]?.correct).length;
  const percent = sessionScore(correct, questions.length);
  return (
    <div className="grid gap-4" data-testid="offline-practice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t("offline.title")}</h2>
        <Badge variant="warning">
          <WifiOff className="mr-1 size-3.5" aria-hidden="true" /> {t("offline.badge")}
        </Badge>
      </div>
      {online ? (
        <Button variant="accent" className="justify-self-start" onClick={onSwitchOnline}>
          {t("offline.switchOnline")}
        </Button>
      ) : null}
      {status === "loading" ? <p>{t("offline.loading")}</p> : null}
      {status === "empty" ? (
        <Card>
          <CardContent className="grid gap-3 p-6">
            <h3 className="text-lg font-bold">{t("offline.emptyTitle")}</h3>
            <p className="text-muted-foreground">{t("offline.emptyBody")}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => setAttempt((a) => a + 1)}>
              {online ? t("offline.retry") : t("offline.checkConnection")}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {status === "running" && current ? (
        <>
          <p className="text-sm font-bold" data-testid="question-counter">
            {t("questionOf", { n: index + 1, total: questions.length })}
          </p>
          <Progress
            value={Object.keys(results).length}
            max={questions.length}
            label={t("percentComplete", { percent: Math.round((Object.keys(results).length / questions.length) * 100) })}
          />
          <Card>
            <CardContent className="p-5 sm:p-6">
              <QuestionView question={current} result={results[current.id]} disabled={false} onChoose={(i) => void answer(i)} />
            </CardContent>
          </Card>
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
              <ArrowLeft aria-hidden="true" /> {t("previous")}
            </Button>
            <div className="flex gap-2">
              {results[current.id] ? null : (
                <Button variant="ghost" onClick={() => void answer(null).then(next)}>
                  {t("skip")}
                </Button>
              )}
              <Button onClick={next} disabled={!results[current.id]}>
                {index === questions.length - 1 ? t("finish") : t("next")} <ArrowRight aria-hidden="true" />
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
            <Button variant="outline" className="justify-self-start" onClick={() => setAttempt((a) => a + 1)}>
              {t("offline.again")}
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
