import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import type { SectionRow } from "./model";

export function SectionProgressGrid({ rows, failed }: { rows: readonly SectionRow[]; failed: boolean }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card data-testid="section-progress">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t("sections.title")}</CardTitle>
          <CardDescription>{t("sections.description", { total: 20 })}</CardDescription>
        </div>
        <Button asChild variant="link" size="sm">
          <Link to="/practice">{t("sections.viewAll")}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t("sections.loadError")}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {rows.slice(0, 4).map((r) => (
              <li key={r.section.id} className="grid gap-2 rounded-lg border border-border p-4">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-bold">
                    {r.section.name} <span className="text-xs font-semibold text-muted-foreground">({r.section.code})</span>
                  </h3>
                  {r.completedQuestions > 0 ? (
                    <span className="text-sm font-semibold">{t("sections.average", { score: Math.round(r.averageScore) })}</span>
                  ) : null}
                </div>
                <Progress value={r.completedQuestions} max={r.totalQuestions} label={t("sections.barLabel", { section: r.section.name })} />
                <div className="flex items-center justify-between text-xs text-muted-foreground">
                  <span>
                    {t("sections.questions", { completed: Math.min(r.completedQuestions, r.totalQuestions), total: r.totalQuestions })}
                  </span>
                  <Link to={`/practice/${r.section.id}`} className="font-semibold text-primary underline">
                    {t("sections.practice")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
