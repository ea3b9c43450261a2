import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyAdviceDto } from "@contracts/analytics";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { TONE_BADGE } from "./format";
import { scoreTone } from "@domain/analytics/sections";

const INTRO = {
  focus: "recommendations.focusIntro",
  start: "recommendations.startIntro",
  maintain: "recommendations.maintainIntro",
} as const;

export function Recommendations({ advice }: { advice: StudyAdviceDto }) {
  const { t } = useTranslation("analytics");
  const list = (items: readonly { name: string }[]) => items.map((s) => s.name).join(", ");

  return (
    <Card data-testid="recommendations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-warning" aria-hidden="true" /> {t("recommendations.title")}
        </CardTitle>
        {advice.status === "no_data" ? null : (
          <CardDescription data-testid="recommendations-split">
            {t("recommendations.split", {
              hours: Math.round(advice.weeklyMinutes / 60),
              priority: advice.priorityShare,
              priorityMinutes: advice.priorityMinutes,
              general: advice.generalShare,
              generalMinutes: advice.generalMinutes,
            })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {advice.status === "no_data" ? (
          <p className="text-sm text-muted-foreground">{t("recommendations.first")}</p>
        ) : (
          <>
            <p className="text-sm font-medium">{t(INTRO[advice.status], { goal: advice.goalPercent })}</p>
            <ol className="grid gap-3">
              {advice.sections.map((s) => (
                <li key={s.sectionId} className="rounded-lg border border-border p-3 sm:p-4" data-testid="recommendation">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-bold">{s.name}</h3>
                    <span className="flex flex-wrap items-center gap-2">
                      {s.averageScore === null ? (
                        <Badge variant="muted">{t("recommendations.notStarted")}</Badge>
                      ) : (
                        <Badge variant={TONE_BADGE[scoreTone(s.averageScore)]}>
                          {t("recommendations.average", { score: s.averageScore })}
                        </Badge>
                      )}
                      <Badge variant="outline">{t("recommendations.sectionMinutes", { minutes: s.minutes })}</Badge>
                    </span>
                  </div>
                  {s.topics.length > 0 ? (
                    <ul className="mt-2 grid gap-1.5">
                      {s.topics.map((topic) => (
                        <li
                          key={topic.topic}
                          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-muted px-3 py-1.5 text-sm"
                          data-testid="recommendation-topic"
                        >
                          <span className="font-semibold" data-testid="topic-label">
                            {topic.label}
                          </span>
                          <span className="text-xs text-muted-foreground">
                            {topic.accuracy === null
                              ? t("recommendations.topicNew")
                              : t("recommendations.topicAccuracy", { accuracy: topic.accuracy, answered: topic.answered })}
                            {" · "}
                            <span className="font-semibold text-foreground">
                              {t("recommendations.topicMinutes", { minutes: topic.minutes })}
                            </span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link to={`/practice/${s.sectionId}`} className="mt-2 inline-block text-sm font-semibold text-primary underline">
                    {t("recommendations.practice", { section: s.name })}
                  </Link>
                </li>
              ))}
            </ol>
            <p className="text-sm text-muted-foreground" data-testid="recommendations-review">
              {advice.review.length > 0
                ? t("recommendations.review", { minutes: advice.generalMinutes, sections: list(advice.review) })
                : t("recommendations.reviewNone", { minutes: advice.generalMinutes })}
              {advice.notStarted.length > 0 ? ` ${t("recommendations.alsoStart", { sections: list(advice.notStarted) })}` : null}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
