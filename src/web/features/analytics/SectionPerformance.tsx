import { AlertTriangle, Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AnalyticsDto } from "@contracts/analytics";
import { scoreTone } from "@domain/analytics/sections";
import { InsightCard } from "@web/components/InsightCard";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { TONE_BADGE, TONE_BAR } from "./format";

export function SectionPerformance({ sections }: { sections: AnalyticsDto["sections"] }) {
  const { t } = useTranslation("analytics");
  return (
    <Card data-testid="section-performance">
      <CardHeader>
        <CardTitle>{t("sections.title")}</CardTitle>
        <CardDescription>{t("sections.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
          {sections.map((s) => (
            <li key={s.sectionId} className="grid gap-1.5" data-testid={`section-row-${s.code}`}>
              <div className="flex items-center justify-between gap-2">
                <Link to={`/practice/${s.sectionId}`} className="min-w-0 font-semibold hover:underline">
                  {s.name}
                </Link>
                {s.practised && s.tone ? (
                  <Badge variant={TONE_BADGE[s.tone]} className="shrink-0">
                    {Math.round(s.averageScore)}%
                  </Badge>
                ) : (
                  <Badge variant="muted" className="shrink-0">
                    {t("sections.notStarted")}
                  </Badge>
                )}
              </div>
              <Progress
                value={s.practised ? s.averageScore : 0}
                label={t("sections.barLabel", { section: s.name })}
                indicatorClassName={s.tone ? TONE_BAR[s.tone] : undefined}
              />
              {s.practised ? (
                <span className="text-xs text-muted-foreground">{t("sections.questions", { count: s.completedQuestions })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function StrongAndWeakAreas({ data }: { data: AnalyticsDto }) {
  const { t } = useTranslation("analytics");
  const score = (averageScore: number) => <Badge variant={TONE_BADGE[scoreTone(averageScore)]}>{Math.round(averageScore)}%</Badge>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InsightCard
        testId="strong-areas"
        icon={<Award className="size-5 text-success" aria-hidden="true" />}
        title={t("strong.title")}
        description={t("strong.description")}
        empty={t("strong.empty")}
        items={data.strengths}
        aside={(s) => score(s.averageScore)}
      />
      <InsightCard
        testId="needs-attention"
        icon={<AlertTriangle className="size-5 text-warning" aria-hidden="true" />}
        title={t("attention.title")}
        description={t("attention.description")}
        empty={t("attention.empty")}
        items={data.needsAttention}
        aside={(s) => (
          <>
            {score(s.averageScore)}
            <span className="text-xs font-semibold text-destructive">{t("sections.priority", { level: t(`priority.${s.priority}`) })}</span>
          </>
        )}
      />
    </div>
  );
}
