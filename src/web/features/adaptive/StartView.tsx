import { Brain, ListChecks, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ADAPTIVE_QUESTIONS_PER_TEST, type AdaptivePerformance, type DifficultyLevel } from "@contracts/adaptive";
import type { Section } from "@contracts/sections";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { SectionSelect } from "@web/components/SectionSelect";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useAdaptivePerformance } from "./api";
import { DifficultyBadge, LEVEL_COLOURS } from "./DifficultyBadge";

const LEVELS: readonly DifficultyLevel[] = ["easy", "medium", "hard"];

export function StartView({
  sections,
  section,
  starting,
  onPick,
  onStart,
}: {
  sections: readonly Section[];
  section: Section | null;
  starting: boolean;
  onPick: (sectionId: number) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation("adaptive");
  return (
    <div className="grid gap-5">
      {/* Part of the page header, but only before the test: during it the question needs the room. */}
      <p className="-mt-3 text-muted-foreground">{t("subtitle")}</p>
      <Card>
        <CardContent className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-end">
          <SectionSelect
            id="adaptive-section"
            label={t("pickLabel")}
            placeholder={t("pickPlaceholder")}
            sections={sections}
            value={section?.id ?? ""}
            onChange={onPick}
          />
          <Button
            size="lg"
            className="h-auto min-h-12 whitespace-normal py-2 text-center"
            onClick={onStart}
            disabled={!section || starting}
            aria-describedby={section ? undefined : "start-hint"}
          >
            {starting ? <Spinner className="size-4" /> : <Play aria-hidden="true" />}
            {starting ? t("starting") : t("start")}
          </Button>
          {section ? null : (
            <p id="start-hint" className="text-sm text-muted-foreground sm:col-span-2">
              {t("startHint")}
            </p>
          )}
        </CardContent>
      </Card>
      {section ? <PerformanceCard section={section} /> : null}
      <HowItWorks />
    </div>
  );
}

function PerformanceCard({ section }: { section: Section }) {
  const { t } = useTranslation("adaptive");
  const performance = useAdaptivePerformance(section.id);
  const data = performance.data;
  return (
    <Card data-testid="performance-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t("performance.title", { section: section.name })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {performance.isLoading ? (
          <Spinner className="size-6 text-primary" label={t("performance.loading")} />
        ) : performance.isError || !data ? (
          <p className="text-sm text-muted-foreground">{t("performance.failed")}</p>
        ) : data.totalAnswers === 0 ? (
          <div className="grid gap-1" data-testid="performance-empty">
            <p className="font-semibold">{t("performance.emptyTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("performance.emptyBody")}</p>
          </div>
        ) : (
          <PerformanceFigures data={data} />
        )}
      </CardContent>
    </Card>
  );
}

function PerformanceFigures({ data }: { data: AdaptivePerformance }) {
  const { t } = useTranslation("adaptive");
  const figures: Record<DifficultyLevel, { accuracy: number | null; answers: number }> = {
    easy: { accuracy: data.easyAccuracy, answers: data.easyAnswers },
    medium: { accuracy: data.mediumAccuracy, answers: data.mediumAnswers },
    hard: { accuracy: data.hardAccuracy, answers: data.hardAnswers },
  };
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {LEVELS.map((level) => {
          const { accuracy, answers } = figures[level];
          return (
            <div key={level} className={cn("grid gap-0.5 rounded-lg border p-2 text-center sm:p-3", LEVEL_COLOURS[level])}>
              <dt className="text-xs font-semibold sm:text-sm">{t("performance.accuracy", { level: t(`level.${level}`) })}</dt>
              <dd className="text-2xl font-extrabold" data-testid={`accuracy-${level}`}>
                {accuracy === null ? t("performance.noAccuracy") : `${accuracy}%`}
              </dd>
              <dd className="text-xs">{t("performance.answers", { count: answers })}</dd>
            </div>
          );
        })}
      </dl>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{t("performance.suggested")}:</span>
        <DifficultyBadge level={data.suggestedDifficulty} data-testid="suggested-level" />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="recent-answers">
        {t("performance.recent", { count: data.totalAnswers })}
      </p>
    </div>
  );
}

function HowItWorks() {
  const { t } = useTranslation("adaptive");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Brain className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t("how.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm leading-relaxed">
          <li>{t("how.first")}</li>
          <li>{t("how.update")}</li>
          <li>{t("how.choose")}</li>
          <li>{t("how.length", { count: ADAPTIVE_QUESTIONS_PER_TEST })}</li>
        </ol>
      </CardContent>
    </Card>
  );
}
