import { BarChart3, LayoutDashboard, RotateCcw, Share2, Target } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AnswerResult, TestSessionDto } from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import { canShareScore, performanceBadge } from "@domain/practice";
import { Stem } from "@web/components/QuestionContent";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { mmss } from "./useCountdown";
import { LETTERS } from "@web/lib/answer-keys";

// The share form (react-hook-form and its resolver) loads when a learner opens it, not with the practice screen.
const ShareScoreDialog = lazy(() => import("./ShareScoreDialog").then((m) => ({ default: m.ShareScoreDialog })));

const BADGE_VARIANT = {
  "Excellent Performance!": "success",
  "Good Work!": "success",
  "Keep Improving!": "warning",
  "Practice More!": "danger",
} as const;

export function ResultsDialog({
  session,
  questions,
  results,
  missionRedirect,
  onTakeAgain,
  onPracticeMissed,
}: {
  session: TestSessionDto;
  questions: readonly PublicQuestion[];
  results: Record<string, AnswerResult>;
  missionRedirect: boolean;
  onTakeAgain: () => void;
  onPracticeMissed: (ids: string[]) => void;
}) {
  const { t } = useTranslation("practice");
  const { t: tc } = useTranslation();
  const [shareOpen, setShareOpen] = useState(false);
  const score = session.score ?? 0;
  const all = questions.map((q) => results[q.id]);
  const correct = all.filter((r) => r?.correct).length;
  const skipped = all.filter((r) => !r || r.selectedAnswer === null).length;
  const incorrect = questions.length - correct - skipped;
  const missed = questions.filter((q) => !results[q.id]?.correct).map((q) => q.id);
  const badge = performanceBadge(score);

  return (
    <Dialog open>
      <DialogContent
        closeLabel={tc("dialog.close")}
        className="max-w-2xl"
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="results"
      >
        <DialogTitle>{t("results.title")}</DialogTitle>
        <DialogDescription>{t("results.time", { time: mmss(session.timeSpent) })}</DialogDescription>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <div>
            <p className="text-sm text-muted-foreground">{t("results.score")}</p>
            <p className="text-5xl font-extrabold text-primary" data-testid="score">
              {score}%
            </p>
          </div>
          <Badge variant={BADGE_VARIANT[badge]} className="text-sm">
            {badge}
          </Badge>
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {[
            ["correct", correct, "text-green-700"],
            ["incorrect", incorrect, "text-red-700"],
            ["skipped", skipped, "text-muted-foreground"],
          ].map(([key, value, color]) => (
            <div key={key as string} className="rounded-lg bg-muted p-3" data-testid={`count-${key}`}>
              <dt className="text-xs font-semibold uppercase text-muted-foreground">{t(`results.${key as string}`)}</dt>
              <dd className={`text-2xl font-bold ${color as string}`}>{value as number}</dd>
            </div>
          ))}
        </dl>
        {missionRedirect ? <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm font-medium">{t("results.missionRedirect")}</p> : null}
        {canShareScore(score) ? (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
            <p className="text-sm font-medium">{t("results.sharePrompt")}</p>
            <Button size="sm" variant="accent" onClick={() => setShareOpen(true)}>
              <Share2 aria-hidden="true" /> {t("results.share")}
            </Button>
          </div>
        ) : null}
        <h3 className="mt-5 font-bold">{t("results.review")}</h3>
        <ol className="mt-2 grid max-h-72 gap-2 overflow-y-auto pr-1" data-testid="review">
          {questions.map((q, i) => {
            const r = results[q.id];
            const yours = r?.selectedAnswer ?? null;
            return (
              <li key={q.id} className={`rounded-lg border p-3 text-sm ${r?.correct ? "border-green-300" : "border-red-300"}`}>
                <p className="font-semibold">
                  {i + 1}. <Stem text={q.question} />
                </p>
                <p className="mt-1">
                  {t("results.yourAnswer", { answer: yours === null ? t("results.noAnswer") : `${LETTERS[yours]}. ${q.options[yours]}` })}
                </p>
                {r ? <p>{t("results.correctAnswer", { answer: `${LETTERS[r.correctAnswer]}. ${q.options[r.correctAnswer]}` })}</p> : null}
                {r ? <p className="mt-1 text-muted-foreground">{r.explanation}</p> : null}
              </li>
            );
          })}
        </ol>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" /> {t("results.dashboard")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/analytics">
              <BarChart3 aria-hidden="true" /> {t("results.analytics")}
            </Link>
          </Button>
          <Button onClick={onTakeAgain}>
            <RotateCcw aria-hidden="true" /> {t("results.takeAgain")}
          </Button>
          {missed.length > 0 ? (
            <Button variant="accent" onClick={() => onPracticeMissed(missed)}>
              <Target aria-hidden="true" /> {t("results.practiceMissed", { count: missed.length })}
            </Button>
          ) : null}
        </div>
        {shareOpen ? (
          <Suspense fallback={null}>
            <ShareScoreDialog open={shareOpen} onOpenChange={setShareOpen} score={score} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
