import { ArrowLeft, ArrowRight, Crown, History, SkipForward } from "lucide-react";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { MISSION_PASS_PERCENT } from "@domain/quest";
import type { PublicQuestion } from "@contracts/questions";
import type { Section } from "@contracts/sections";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/cn";
import { PracticeQuestion } from "./PracticeQuestion";
import { OfflineHeader, useRestoredToast } from "./OfflineHeader";
import { useOnlineStatus } from "@web/lib/offline/useOnlineStatus";
import { ResultsDialog } from "./ResultsDialog";
import { RunClock } from "./RunClock";
import { mmss } from "./useCountdown";
import { usePracticeRun } from "./usePracticeRun";
import type { SavedRun } from "./saved-run";

export interface PracticeRunProps {
  section: Section;
  questions: readonly PublicQuestion[];
  mode: "practice" | "story" | "review";
  mission: number | null;
  secondsPerQuestion: number;
  onTakeAgain: () => void;
  onPracticeMissed: (questions: PublicQuestion[]) => void;
  onBack: () => void;
  /** The test in progress, restored from the device after a reload. */
  saved?: SavedRun | null;
  /** The restored test is over on the server: a new one starts. */
  onResumeGone?: () => void;
}

const noop = () => undefined;

export function PracticeRun({
  section,
  questions,
  mode,
  mission,
  secondsPerQuestion,
  onTakeAgain,
  onPracticeMissed,
  onBack,
  saved = null,
  onResumeGone = noop,
}: PracticeRunProps) {
  const { t } = useTranslation("practice");
  const navigate = useNavigate();
  const online = useOnlineStatus();
  useRestoredToast(online);
  const onSaveError = useCallback(() => toast({ title: t("saveFailed"), variant: "destructive" }), [t]);
  const onFinishedOffline = useCallback(
    (score: number) => toast({ title: t("offline.completeTitle"), description: t("offline.completeBody", { score }) }),
    [t],
  );
  const run = usePracticeRun({
    sectionId: section.id,
    questions,
    mode,
    mission,
    onSaveError,
    onFinishedOffline,
    saved,
    secondsPerQuestion,
    onResumeGone,
  });
  const current = run.current;
  const result = current ? run.results[current.id] : undefined;
  const answeredCount = run.answeredCount;
  const timerRunning = run.status === "running" && current !== undefined && result === undefined && run.saving === null;

  const onTimeUp = () => {
    toast({ title: t("timeUp"), description: t("timeUpBody"), variant: "destructive" });
    window.setTimeout(() => void run.skip(), 100);
  };

  const finalScore = run.finalSession?.score ?? null;
  // The quest page asks the server to confirm the completion from this session (it never trusts the query string).
  const finalSessionId = run.finalSession?.id ?? "";
  useEffect(() => {
    if (mode !== "story" || mission === null || finalScore === null) return;
    const timer = window.setTimeout(() => {
      const session = encodeURIComponent(finalSessionId);
      navigate(
        `/boot-camp-quest?mission=${mission}&completed=${finalScore >= MISSION_PASS_PERCENT}&score=${finalScore}&session=${session}`,
      );
    }, 3000);
    return () => window.clearTimeout(timer);
  }, [mode, mission, finalScore, finalSessionId, navigate]);

  if (run.status === "limit") return <DailyLimitCard onBack={onBack} />;
  if (run.status === "error") {
    return <FetchFailedCard onRetry={onTakeAgain} />;
  }
  if (!current) {
    return (
      <Card role="alert">
        <CardContent className="grid gap-2 p-6">
          <h2 className="text-xl font-bold">{t("questionNotFoundTitle")}</h2>
          <p className="text-muted-foreground">{t("questionNotFoundBody")}</p>
        </CardContent>
      </Card>
    );
  }

  const total = questions.length;
  const percent = run.percent;
  return (
    <div className="grid gap-4">
      {online ? null : <OfflineHeader note={t("offline.continuing")} />}
      {run.resumed && run.status !== "finished" ? (
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground" role="status" data-testid="resumed-note">
          <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {t("resumed")}
        </p>
      ) : null}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-bold" data-testid="question-counter">
            {t("questionOf", { n: run.index + 1, total })}
          </span>
          <span className="text-muted-foreground">{t("percentComplete", { percent })}</span>
        </div>
        <Progress value={answeredCount} max={total} label={t("percentComplete", { percent })} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <RunClock
            seconds={secondsPerQuestion}
            questionKey={run.index}
            running={timerRunning}
            onExpire={onTimeUp}
            firstLeft={run.firstLeft}
            onTick={run.saveClock}
          />
          <span className="text-muted-foreground">{t("perQuestion", { time: mmss(secondsPerQuestion) })}</span>
          <span className="text-muted-foreground" data-testid="answered-count">
            {t("answered", { count: answeredCount })}
          </span>
        </div>
        <ol className="flex flex-wrap gap-1.5" aria-label={t("dotsLabel", { count: Math.min(10, total) })}>
          {questions.slice(0, 10).map((q, i) => {
            const r = run.results[q.id];
            const state =
              i === run.index ? "current" : !r ? "open" : r.selectedAnswer === null ? "skipped" : r.correct ? "correct" : "incorrect";
            return (
              <li key={q.id}>
                <button
                  type="button"
                  onClick={() => run.goTo(i)}
                  aria-label={t("dot", { n: i + 1, state: t(`dotState.${state}`) })}
                  aria-current={i === run.index ? "step" : undefined}
                  className={cn(
                    "size-3.5 rounded-full border-2",
                    state === "current" && "scale-125 border-primary bg-primary",
                    state === "open" && "border-border bg-card",
                    state === "correct" && "border-green-600 bg-green-600",
                    state === "incorrect" && "border-red-600 bg-red-600",
                    state === "skipped" && "border-amber-500 bg-amber-200",
                  )}
                />
              </li>
            );
          })}
        </ol>
      </div>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <PracticeQuestion
            question={current}
            result={result}
            disabled={run.saving !== null || (run.status !== "running" && run.status !== "starting")}
            onChoose={run.choose}
          />
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={run.previous} disabled={run.index === 0}>
          <ArrowLeft aria-hidden="true" /> {t("previous")}
        </Button>
        <div className="flex gap-2">
          {result ? null : (
            <Button variant="ghost" onClick={() => void run.skip()} disabled={run.saving !== null || run.status !== "running"}>
              <SkipForward aria-hidden="true" /> {t("skip")}
            </Button>
          )}
          <Button onClick={run.next} disabled={!result || run.status !== "running"}>
            {run.isLast ? t("finish") : t("next")} <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-center text-xs text-muted-foreground">{t("keyboardHint")}</p>
      {run.status === "finished" && run.finalSession ? (
        <ResultsDialog
          session={run.finalSession}
          questions={questions}
          results={run.results}
          missionRedirect={mode === "story" && mission !== null}
          onTakeAgain={onTakeAgain}
          onPracticeMissed={(ids) => onPracticeMissed(questions.filter((q) => ids.includes(q.id)))}
        />
      ) : null}
    </div>
  );
}

export function DailyLimitCard({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("practice");
  return (
    <Card className="border-amber-400" data-testid="daily-limit">
      <CardContent className="grid gap-3 p-6">
        <Crown className="size-10 text-amber-700" aria-hidden="true" />
        <h2 className="text-2xl font-bold">{t("limitTitle")}</h2>
        <p className="text-muted-foreground">{t("limitBody")}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/subscribe">{t("limitCta")}</Link>
          </Button>
          <Button variant="outline" onClick={onBack}>
            {t("limitOther")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function MissionBadge({ mission }: { mission: number }) {
  const { t } = useTranslation("practice");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="accent">{t("missionBadge")}</Badge>
      <span className="text-sm font-semibold text-muted-foreground">{t("missionSubtitle", { mission })}</span>
    </div>
  );
}

export function FetchFailedCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("practice");
  return (
    <Card role="alert">
      <CardContent className="grid gap-3 p-6">
        <h2 className="text-xl font-bold">{t("fetchFailed")}</h2>
        <p className="text-muted-foreground">{t("fetchFailedBody")}</p>
        <Button className="justify-self-start" onClick={onRetry}>
          {t("retry")}
        </Button>
      </CardContent>
    </Card>
  );
}
