import { TrendingDown, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AfqtEstimate } from "@domain/progress/career";
import type { Improvement } from "@domain/progress/improvement";
import type { MissionProgress } from "@domain/progress/mission";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

function Stat({ label, value, hint, testId }: { label: string; value: React.ReactNode; hint?: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-muted p-4" data-testid={testId}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export function PerformanceOverview(props: {
  mission: MissionProgress;
  improvement: Improvement;
  completedSessions: number;
  afqt: AfqtEstimate;
}) {
  const { t } = useTranslation("dashboard");
  const { delta, sessionsCounted } = props.improvement;
  const window = Math.min(5, Math.floor(sessionsCounted / 2));
  return (
    <Card data-testid="performance-overview">
      <CardHeader>
        <CardTitle>{t("performance.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
          <Stat label={t("performance.average")} value={props.mission.sectionsPractised ? `${props.mission.overallScore}%` : "—"} />
          <Stat
            testId="improvement"
            label={t("performance.improvement")}
            value={
              delta === null ? (
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
            hint={delta === null ? t("performance.noHistoryHint") : t("performance.improvementHint", { window })}
          />
          <Stat label={t("performance.target")} value={`${props.mission.target}%`} />
          <Stat label={t("performance.tests")} value={props.completedSessions} />
          <Stat
            label={t("performance.afqt")}
            value={props.afqt.sectionsWithData ? props.afqt.score : "—"}
            hint={t("performance.afqtHint")}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
