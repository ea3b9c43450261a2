import { AlertTriangle, Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyPlan, SectionInsight } from "@domain/progress/recommendations";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

function InsightList({ items, empty, tone }: { items: readonly SectionInsight[]; empty: string; tone: "success" | "danger" }) {
  const { t } = useTranslation("dashboard");
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((s) => (
        <li key={s.sectionId} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
          <span className="font-medium">{s.name}</span>
          <span className="flex items-center gap-2">
            <span className="font-bold">{Math.round(s.averageScore)}%</span>
            {tone === "danger" ? (
              <Badge variant="danger">{t("insights.priority", { level: t(`insights.priority${s.priority}`) })}</Badge>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StrengthsAndAttention({ plan, practised }: { plan: StudyPlan; practised: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card data-testid="strengths">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Award className="size-5 text-success" aria-hidden="true" /> {t("insights.strengths")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <InsightList
            items={plan.strengths}
            tone="success"
            empty={practised ? t("insights.strengthsEmpty") : t("insights.notPractised")}
          />
        </CardContent>
      </Card>
      <Card data-testid="needs-attention">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <AlertTriangle className="size-5 text-warning" aria-hidden="true" /> {t("insights.attention")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <InsightList
            items={plan.needsAttention}
            tone="danger"
            empty={practised ? t("insights.attentionEmpty") : t("insights.notPractised")}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export function Recommendations({ plan, practised }: { plan: StudyPlan; practised: number }) {
  const { t } = useTranslation("dashboard");
  const items: { key: string; text: string; sectionId?: number }[] = [];
  if (practised === 0) {
    items.push({ key: "first", text: t("recommendations.first") });
  } else {
    for (const s of plan.prioritySections) {
      items.push({
        key: `focus-${s.sectionId}`,
        sectionId: s.sectionId,
        text: t("recommendations.focus", { section: s.name, score: Math.round(s.averageScore), goal: plan.goalPercent }),
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
            {t("recommendations.split", { priority: plan.priorityShare, general: plan.generalShare })}
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
