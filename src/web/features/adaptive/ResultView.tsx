import { CheckCircle2, LayoutDashboard, ListChecks, RotateCcw, Trophy, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DifficultyLevel } from "@contracts/adaptive";
import type { Section } from "@contracts/sections";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { DifficultyBadge } from "./DifficultyBadge";
import type { AnsweredItem } from "./useAdaptiveTest";

export function ResultView({
  section,
  answers,
  finalLevel,
  onAgain,
}: {
  section: Section;
  answers: readonly AnsweredItem[];
  finalLevel: DifficultyLevel;
  onAgain: () => void;
}) {
  const { t } = useTranslation("adaptive");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const correct = answers.filter((a) => a.correct).length;
  const accuracy = answers.length > 0 ? Math.round((correct / answers.length) * 100) : 0;

  // The test view's buttons are gone; the summary takes the focus so it is read out first.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card data-testid="adaptive-result">
      <CardContent className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <Trophy className="size-9 shrink-0 text-accent-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-extrabold outline-none sm:text-2xl">
              {t("result.title")}
            </h2>
            <p className="text-sm text-muted-foreground">{section.name}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          <Stat label={t("result.answered")} testId="result-answered">
            {answers.length}
          </Stat>
          <Stat label={t("result.correct")} testId="result-correct">
            {correct}
          </Stat>
          <Stat label={t("result.accuracy")} testId="result-accuracy">
            {accuracy}%
          </Stat>
          <Stat label={t("result.finalLevel")} testId="result-level">
            <DifficultyBadge level={finalLevel} className="px-3 py-1 text-sm" />
          </Stat>
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-bold">{t("result.path")}</h3>
          <ol className="flex flex-wrap gap-1.5">
            {answers.map((a, i) => {
              const level = t(`level.${a.difficulty}`);
              return (
                <li key={a.questionId} className="rounded-md border border-border px-2 py-1 text-xs font-semibold">
                  <span className="sr-only">
                    {t("result.pathItem", { n: i + 1, level, outcome: a.correct ? t("result.right") : t("result.wrong") })}
                  </span>
                  <span aria-hidden="true" className="inline-flex items-center gap-1">
                    {i + 1}
                    {a.correct ? <CheckCircle2 className="size-3.5 text-green-700" /> : <XCircle className="size-3.5 text-red-700" />}
                    <DifficultyBadge level={a.difficulty} className="px-1.5 py-0 text-[0.7rem]" />
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={onAgain}>
            <RotateCcw aria-hidden="true" /> {t("result.again")}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/practice">
              <ListChecks aria-hidden="true" /> {t("result.practice")}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" /> {t("result.dashboard")}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Stat({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1 rounded-lg bg-muted p-3">
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-extrabold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
