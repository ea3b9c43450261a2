import { useTranslation } from "react-i18next";
import type { FullTestResults } from "@contracts/full-test";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";

type BranchJobs = FullTestResults["jobs"][number];

/** Which jobs the line scores open in each branch, which also need another test, and the nearest goals. */
export function JobsCard({ results }: { results: FullTestResults }) {
  const { t } = useTranslation("fullTest");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("jobsTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-muted-foreground">{t("jobsExplain")}</p>
        <Tabs defaultValue={results.jobs[0]?.branch ?? "army"}>
          <TabsList className="flex-wrap">
            {results.jobs.map((b) => (
              <TabsTrigger key={b.branch} value={b.branch}>
                {t(`service.${b.branch}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {results.jobs.map((b) => (
            <TabsContent key={b.branch} value={b.branch}>
              <BranchJobsPanel jobs={b} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

function BranchJobsPanel({ jobs }: { jobs: BranchJobs }) {
  const { t } = useTranslation("fullTest");
  return (
    <div className="grid gap-4" data-testid={`jobs-${jobs.branch}`}>
      <p className="font-semibold" data-testid={`jobs-open-${jobs.branch}`}>
        {t("jobsOpen", { open: jobs.qualified.length, total: jobs.total })}
      </p>
      {jobs.qualified.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {jobs.qualified.map((j) => (
            <li key={j.code}>
              <Badge variant="success">
                {j.code} · {j.title}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {jobs.needsOtherTest.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-bold">{t("needsOtherTest")}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {jobs.needsOtherTest.map((j) => (
              <li key={j.code}>
                <Badge variant="outline">
                  {j.code} · {j.title}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {jobs.closest.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-bold">{t("closestTitle")}</h3>
          <ul className="grid gap-1 text-sm">
            {jobs.closest.map((j) => (
              <li key={j.code} className="flex flex-wrap justify-between gap-2 rounded-md bg-muted px-3 py-1.5">
                <span>
                  {j.code} · {j.title}
                </span>
                <span className="font-semibold text-amber-800">{t("pointsShort", { count: j.shortfall, on: j.on })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
