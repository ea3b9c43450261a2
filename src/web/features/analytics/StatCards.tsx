import { Flame, Gauge, Target, TrendingDown, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AnalyticsDto } from "@contracts/analytics";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate } from "./format";

function StatCard(props: { testId: string; icon: ReactNode; label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Card data-testid={props.testId}>
      <CardContent className="flex h-full flex-col gap-1 p-4 sm:p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          {props.icon}
          {props.label}
        </p>
        <p className="text-3xl font-extrabold tracking-tight" data-testid={`${props.testId}-value`}>
          {props.value}
        </p>
        <div className="text-xs leading-relaxed text-muted-foreground">{props.children}</div>
      </CardContent>
    </Card>
  );
}

export function StatCards({ data }: { data: AnalyticsDto }) {
  const { t, i18n } = useTranslation("analytics");
  const { summary, streak, improvement, afqt, target } = data;
  const delta = improvement.delta;
  const streakHint = streak.studiedToday ? "streakToday" : streak.current > 0 ? "streakKeep" : "streakBroken";
  const longest = t("stats.streakValue", { count: streak.longest });

  return (
    <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="stat-average"
        icon={<Gauge className="size-4" aria-hidden="true" />}
        label={t("stats.average")}
        value={summary.averageScore === null ? "—" : `${summary.averageScore}%`}
      >
        {t("stats.averageHint", { count: summary.sectionsPractised })} · {t("stats.testsHint", { count: summary.completedSessions })}
      </StatCard>

      <StatCard
        testId="stat-streak"
        icon={<Flame className="size-4 text-warning" aria-hidden="true" />}
        label={t("stats.streak")}
        value={t("stats.streakValue", { count: streak.current })}
      >
        {t(`stats.${streakHint}`, { longest })}
      </StatCard>

      <StatCard
        testId="stat-improvement"
        icon={
          delta !== null && delta < 0 ? (
            <TrendingDown className="size-4 text-destructive" aria-hidden="true" />
          ) : (
            <TrendingUp className="size-4 text-success" aria-hidden="true" />
          )
        }
        label={t("stats.improvement")}
        value={
          delta === null ? (
            <span className="block text-lg font-semibold leading-snug text-muted-foreground">{t("stats.noHistory")}</span>
          ) : (
            <span className={delta >= 0 ? "text-success" : "text-destructive"}>
              {t("stats.improvementValue", { sign: delta > 0 ? "+" : "", value: delta })}
            </span>
          )
        }
      >
        {delta === null ? t("stats.noHistoryHint") : t("stats.improvementHint", { count: improvement.window })}
      </StatCard>

      <StatCard
        testId="stat-afqt"
        icon={<Target className="size-4 text-primary" aria-hidden="true" />}
        label={t("stats.afqt")}
        value={afqt.score === null ? "—" : target ? t("stats.afqtOfTarget", { score: afqt.score, target: target.score }) : afqt.score}
      >
        <p data-testid="afqt-source">
          {afqt.source === "full_test" && afqt.takenAt
            ? t("stats.fromFullTest", { date: formatDate(afqt.takenAt, i18n.language) })
            : afqt.score === null
              ? t("stats.noEstimate")
              : afqt.sectionsWithData < afqt.sectionsTotal
                ? t("stats.fromPracticePartial", { count: afqt.sectionsWithData })
                : t("stats.fromPractice")}
        </p>
        <p className="mt-1" data-testid="afqt-target">
          {target ? (
            target.gap === null ? (
              t("stats.target", { branch: target.branch.name, target: target.score, minimum: target.branch.minimumAfqt })
            ) : target.gap === 0 ? (
              t("stats.targetMet", { branch: target.branch.name, target: target.score })
            ) : (
              t("stats.targetGap", { gap: target.gap, branch: target.branch.name, target: target.score })
            )
          ) : (
            <>
              {t("stats.noBranch")}{" "}
              <Link to="/dashboard#target-branch" className="font-semibold text-primary underline">
                {t("stats.chooseBranch")}
              </Link>
            </>
          )}
        </p>
      </StatCard>
    </div>
  );
}
