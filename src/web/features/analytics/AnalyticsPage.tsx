import { AlertTriangle, ArrowLeft, BarChart3, PencilLine } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useAnalytics } from "@web/lib/analytics";
import { Recommendations } from "./Recommendations";
import { RecentSessions } from "./RecentSessions";
import { ScoreTrendChart } from "./ScoreTrendChart";
import { SectionPerformance, StrongAndWeakAreas } from "./SectionPerformance";
import { StatCards } from "./StatCards";

/** Learning spec §2 "Performance analytics": every block computed by GET /api/analytics from the learner's answers. */
export function AnalyticsPage() {
  const { t } = useTranslation("analytics");
  const analytics = useAnalytics();

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const header = (
    <>
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("back")}
      </Link>
      <div>
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <BarChart3 className="size-7 text-primary" aria-hidden="true" /> {t("title")}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </div>
    </>
  );

  let body;
  if (analytics.isLoading) {
    body = (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner className="size-8 text-primary" label={t("loading")} />
      </div>
    );
  } else if (analytics.isError || !analytics.data) {
    body = (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-3 p-6">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <h2 className="text-xl font-bold">{t("errorTitle")}</h2>
          <p className="text-muted-foreground">{t("errorBody")}</p>
          <Button onClick={() => void analytics.refetch()}>{t("retry")}</Button>
        </CardContent>
      </Card>
    );
  } else if (analytics.data.recentSessions.length === 0) {
    body = (
      <>
        <Card data-testid="analytics-empty" className="border-dashed">
          <CardContent className="flex flex-col items-start gap-3 p-6 sm:p-8">
            <PencilLine className="size-9 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-bold">{t("empty.title")}</h2>
            <p className="max-w-2xl text-muted-foreground">{t("empty.body")}</p>
            <Button asChild>
              <Link to="/practice">{t("empty.cta")}</Link>
            </Button>
          </CardContent>
        </Card>
        <StatCards data={analytics.data} />
      </>
    );
  } else {
    const data = analytics.data;
    body = (
      <>
        <StatCards data={data} />
        <ScoreTrendChart trend={data.trend} />
        <SectionPerformance sections={data.sections} />
        <StrongAndWeakAreas data={data} />
        <div className="grid gap-5 lg:grid-cols-[2fr_3fr]">
          <RecentSessions sessions={data.recentSessions} />
          <Recommendations advice={data.recommendations} />
        </div>
      </>
    );
  }

  return (
    <main className="mx-auto grid max-w-6xl gap-5 px-3 py-5 sm:px-4 sm:py-8" data-testid="analytics">
      {header}
      {body}
    </main>
  );
}
