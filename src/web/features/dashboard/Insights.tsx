import { AlertTriangle, Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyPlan } from "@domain/progress/recommendations";
import { InsightCard } from "@web/components/InsightCard";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

export function StrengthsAndAttention({ plan, practised }: { plan: StudyPlan; practised: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:col-span-2">
      <InsightCard
        testId="strengths"
        icon={<Award className="size-5 text-success" aria-hidden="true" />}
        title={t("insights.strengths")}
        items={plan.strengths}
        empty={practised ? t("insights.strengthsEmpty") : t("insights.notPractised")}
        aside={(s) => <span className="font-bold">{Math.round(s.averageScore)}%</span>}
      />
      <InsightCard
        testId="needs-attention"
        icon={<AlertTriangle className="size-5 text-warning" aria-hidden="true" />}
        title={t("insights.attention")}
        items={plan.needsAttention}
        empty={practised ? t("insights.attentionEmpty") : t("insights.notPractised")}
        aside={(s) => (
          <>
            <span className="font-bold">{Math.round(s.averageScore)}%</span>
            <Badge variant="danger">{t("insights.priority", { level: t(`insights.priority${s.priority}`) })}</Badge>
          </>
        )}
      />
    </div>
  );
}

export function Recommendations({
  plan,
  practised,
  topicsBySection,
}: {
  plan: StudyPlan;
  practised: number;
  /** The weakest topics the analytics advice names for each priority section. */
  topicsBySection: ReadonlyMap<number, readonly string[]>;
}) {
  const { t } = useTranslation("dashboard");
  const items: { key: string; text: string; sectionId?: number }[] = [];
  if (practised === 0) {
    items.push({ key: "first", text: t("recommendations.first") });
  } else {
    for (const s of plan.prioritySections) {
      const topics = topicsBySection.get(s.sectionId) ?? [];
      const focus = t("recommendations.focus", { section: s.name, score: Math.round(s.averageScore), goal: plan.goalPercent });
      items.push({
        key: `focus-${s.sectionId}`,
        sectionId: s.sectionId,
        text: topics.length > 0 ? `${focus} ${t("recommendations.topics", { topics: topics.join(", ") })}` : focus,
      });
    }
    if (plan.prioritySections.length === 0)
      items.push({ key: "maintain", text: t("recommendations.maintain", { goal: plan.goalPercent }) });
    for (const s of plan.notStarted.slice(0, 2)) {
      items.push({ key: `start-${s.sectionId}`, sectionId: s.sectionId, text: t("recommendations.start", { section: s.name }) });
    }
  }
  return (
    <Card data-testid="recommendations">
      <CardHeader>
        <CardTitle>{t("recommendations.title")}</CardTitle>
        {practised > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t("recommendations.split", { priority: plan.priorityShare, general: plan.generalShare })}{" "}
            <Link to="/analytics" className="font-semibold text-primary underline">
              {t("recommendations.plan")}
            </Link>
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <span>{item.text}</span>
              <Link to={item.sectionId ? `/practice/${item.sectionId}` : "/practice"} className="font-semibold text-primary underline">
                {t("recommendations.practice")}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
