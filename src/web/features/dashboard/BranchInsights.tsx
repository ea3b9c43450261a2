import { Briefcase } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AfqtSummaryDto } from "@contracts/analytics";
import type { Qualification } from "@domain/progress/career";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import type { MilitaryBranch } from "@contracts/branches";
import type { CareerCard, SectionRow } from "./model";
import { useAfqtSource } from "./PerformanceOverview";

const STATUS_VARIANT: Record<Qualification, "success" | "warning" | "danger"> = {
  qualified: "success",
  close: "warning",
  needs_work: "danger",
};

export function BranchFocusAreas({ branch, rows }: { branch: MilitaryBranch; rows: readonly SectionRow[] }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card data-testid="branch-focus">
      <CardHeader>
        <CardTitle>{t("focus.title", { branch: branch.name })}</CardTitle>
        <CardDescription>{t("focus.description", { branch: branch.name, total: 20 })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {rows.map((r) => (
          <div key={r.section.id} className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{r.section.name}</span>
              <span className="text-xs text-muted-foreground">
                {r.completedQuestions > 0 ? t("focus.average", { score: Math.round(r.averageScore) }) : t("focus.notStarted")}
              </span>
            </div>
            <Progress value={r.completedQuestions} max={r.totalQuestions} label={t("focus.barLabel", { section: r.section.name })} />
            <span className="text-xs text-muted-foreground">
              {t("focus.questions", { completed: Math.min(r.completedQuestions, r.totalQuestions), total: r.totalQuestions })}
            </span>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

export function CareerOpportunities({
  branch,
  careers,
  afqt,
}: {
  branch: MilitaryBranch;
  careers: readonly CareerCard[];
  afqt: AfqtSummaryDto;
}) {
  const { t } = useTranslation("dashboard");
  const source = useAfqtSource(afqt);
  return (
    <Card data-testid="career-opportunities">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Briefcase className="size-5 text-primary" aria-hidden="true" /> {t("careers.title")}
        </CardTitle>
        <CardDescription>
          {t("careers.description", { score: afqt.score ?? 0, branch: branch.name, minimum: branch.minimumAFQTScore })}
        </CardDescription>
        <p className="text-xs text-muted-foreground" data-testid="careers-afqt-source">
          {source}
        </p>
        {afqt.source === "practice" && afqt.sectionsWithData < afqt.sectionsTotal ? (
          <p className="text-xs text-muted-foreground">{t("careers.partial", { count: afqt.sectionsWithData })}</p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {careers.map((c) => (
          <div key={c.group} className="rounded-lg border border-border p-4" data-testid={`career-${c.group}`}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-bold">{t(`careers.groups.${c.group}`)}</h3>
              <Badge variant={STATUS_VARIANT[c.status]}>{t(`careers.status.${c.status}`)}</Badge>
            </div>
            <p className="mt-1 text-xs text-muted-foreground">
              {t("careers.required", { score: c.required })} ·{" "}
              {t("careers.demand", { level: c.demand === "High" ? t("careers.demandHigh") : t("careers.demandMedium") })}
            </p>
            {c.jobs.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t("careers.noJobs")}</p>
            ) : (
              <ul className="mt-2 grid gap-0.5 text-sm">
                {c.jobs.slice(0, 3).map((job) => (
                  <li key={job}>{job}</li>
                ))}
                {c.jobs.length > 3 ? <li className="text-muted-foreground">{t("careers.more", { count: c.jobs.length - 3 })}</li> : null}
              </ul>
            )}
          </div>
        ))}
        <p className="text-xs text-muted-foreground sm:col-span-2 xl:col-span-4">{t("careers.disclaimer")}</p>
      </CardContent>
    </Card>
  );
}

export function BranchInsights(props: {
  branch: MilitaryBranch;
  focusRows: readonly SectionRow[];
  careers: readonly CareerCard[];
  afqt: AfqtSummaryDto;
}) {
  return (
    <>
      <BranchFocusAreas branch={props.branch} rows={props.focusRows} />
      <CareerOpportunities branch={props.branch} careers={props.careers} afqt={props.afqt} />
    </>
  );
}
