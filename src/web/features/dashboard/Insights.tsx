import { AlertTriangle, Award } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyPlan, SectionInsight } from "@domain/progress/recommendations";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** One card for both lists: strengths and needs attention differ only in title, icon and the priority badge. */
function InsightCard(props: { testId: string; title: ReactNode; items: readonly SectionInsight[]; empty: string; showPriority: boolean }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card data-testid={props.testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {props.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{props.empty}</p>
        ) : (
          <ul className="grid gap-2">
            {props.items.map((s) => (
              <li key={s.sectionId} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
                <span className="font-medium">{s.name}</span>
                <span className="flex items-center gap-2">
                  <span className="font-bold">{Math.round(s.averageScore)}%</span>
                  {props.showPriority ? (
                    <Badge variant="danger">{t("insights.priority", { level: t(`insights.priority${s.priority}`) })}</Badge>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function StrengthsAndAttention({ plan, practised }: { plan: StudyPlan; practised: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InsightCard
        testId="strengths"
        title={
          <>
            <Award className="size-5 text-success" aria-hidden="true" /> {t("insights.strengths")}
          </>
        }
        items={plan.strengths}
        empty={practised ? t("insights.strengthsEmpty") : t("insights.notPractised")}
        showPriority={false}
      />
      <InsightCard
        testId="needs-attention"
        title={
          <>
            <AlertTriangle className="size-5 text-warning" aria-hidden="true" /> {t("insights.attention")}
          </>
        }
        items={plan.needsAttention}
        empty={practised ? t("insights.attentionEmpty") : t("insights.notPractised")}
        showPriority
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
