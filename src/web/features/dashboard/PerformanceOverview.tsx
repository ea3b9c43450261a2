import { TrendingDown, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AfqtSummaryDto, AnalyticsDto } from "@contracts/analytics";
import type { MissionProgress } from "@domain/progress/mission";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg bg-muted p-3 sm:p-4" data-testid={testId}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-extrabold sm:text-2xl">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Where the AFQT figure comes from, worded as on the analytics screen. */
export function useAfqtSource(afqt: AfqtSummaryDto): string {
  const { t, i18n } = useTranslation("dashboard");
  if (afqt.source === "full_test" && afqt.takenAt) {
    const date = new Intl.DateTimeFormat(i18n.language, { month: "short", day: "numeric", year: "numeric" }).format(new Date(afqt.takenAt));
    return t("performance.afqtFromFullTest", { date });
  }
  return afqt.score === null ? t("performance.afqtNone") : t("performance.afqtFromPractice");
}

/** The same figures GET /api/analytics gives the analytics screen; the mission average comes from the same progress rows. */
export function PerformanceOverview(props: { mission: MissionProgress; afqt: AfqtSummaryDto; analytics: AnalyticsDto | null }) {
  const { t } = useTranslation("dashboard");
  const afqtSource = useAfqtSource(props.afqt);
  const a = props.analytics;
  const delta = a?.improvement.delta ?? null;
  const unavailable = <span className="text-base font-semibold text-muted-foreground">{t("performance.unavailable")}</span>;
  return (
    <Card data-testid="performance-overview">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("performance.title")}</CardTitle>
        <Link to="/analytics" className="text-sm font-semibold text-primary underline">
          {t("performance.viewAnalytics")}
        </Link>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <Stat label={t("performance.average")} value={props.mission.sectionsPractised ? `${props.mission.overallScore}%` : "—"} />
          <Stat
            testId="streak"
            label={t("performance.streak")}
            value={a ? t("performance.streakValue", { count: a.streak.current }) : unavailable}
            hint={a ? t("performance.streakHint", { count: a.streak.longest }) : undefined}
          />
          <Stat
            testId="improvement"
            label={t("performance.improvement")}
            value={
              !a ? (
                unavailable
              ) : delta === null ? (
                <span className="text-base font-semibold text-muted-foreground">{t("performance.noHistory")}</span>
              ) : (
                <span className={`inline-flex items-center gap-1 ${delta >= 0 ? "text-success" : "text-destructive"}`}>
                  {delta >= 0 ? (
                    <TrendingUp className="size-5" aria-hidden="true" />
                  ) : (
                    <TrendingDown className="size-5" aria-hidden="true" />
                  )}
                  {t("performance.improvementValue", { sign: delta > 0 ? "+" : "", value: delta })}
                </span>
              )
            }
            hint={
              !a
                ? undefined
                : delta === null
                  ? t("performance.noHistoryHint")
                  : t("performance.improvementHint", { count: a.improvement.window })
            }
          />
          <Stat label={t("performance.tests")} value={a ? a.summary.completedSessions : unavailable} />
          <Stat testId="dashboard-afqt" label={t("performance.afqt")} value={props.afqt.score ?? "—"} hint={afqtSource} />
          <Stat
            testId="dashboard-target"
            label={t("performance.target")}
            value={a?.target ? a.target.score : "—"}
            hint={
              a?.target ? (
                t("performance.targetHint", { branch: a.target.branch.name, minimum: a.target.branch.minimumAfqt })
              ) : (
                <a href="#target-branch" className="font-semibold text-primary underline">
                  {t("performance.targetNone")}
                </a>
              )
            }
          />
        </dl>
      </CardContent>
    </Card>
  );
}
