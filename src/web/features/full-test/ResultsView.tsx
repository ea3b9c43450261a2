import { Award, BarChart3, LayoutDashboard, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FullTestDto } from "@contracts/full-test";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { CompositesCard } from "./CompositesCard";
import { JobsCard } from "./JobsCard";

interface Props {
  test: FullTestDto;
  onStartAnother: () => void;
  starting: boolean;
}

export function ResultsView({ test, onStartAnother, starting }: Props) {
  const { t, i18n } = useTranslation("fullTest");
  const r = test.results;
  if (!r) return <p role="status">{t("scoring")}</p>;
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("resultsTitle")}</h1>
        <p className="text-sm text-muted-foreground">
          {t("takenOn", { date: new Date(test.completedAt ?? test.createdAt).toLocaleDateString(i18n.language) })}
        </p>
      </header>
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="estimate-note">
        {t("estimate")}
      </p>
      <Card className="border-primary/40">
        <CardContent className="flex flex-wrap items-center gap-6 p-4 sm:p-6">
          <div className="grid size-28 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
            <div className="text-center">
              <div className="text-4xl font-extrabold" data-testid="afqt-percentile">
                {r.afqtPercentile}
              </div>
              <div className="text-xs font-semibold uppercase tracking-wide">{t("afqt")}</div>
            </div>
          </div>
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
              <Award className="size-5 text-primary" aria-hidden="true" /> {t("afqtLine", { value: r.afqtPercentile })}
              <Badge data-testid="afqt-category">{t("category", { category: r.afqtCategory })}</Badge>
            </p>
            <p className="text-sm text-muted-foreground">
              {t("afqtExplain", { raw: r.afqtRaw, ar: r.standardScores.AR, mk: r.standardScores.MK, ve: r.ve })}
            </p>
            {r.timedOut.length > 0 ? <p className="text-sm text-amber-800">{t("timedOutNote", { codes: r.timedOut.join(", ") })}</p> : null}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("standardScores")}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm text-muted-foreground">{t("standardExplain")}</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="standard-scores">
            {test.subtests.map((s) => (
              <li key={s.code} className="rounded-md border border-border px-3 py-2">
                <div className="text-xs font-semibold text-muted-foreground">{s.name}</div>
                <div className="text-xl font-bold">{r.standardScores[s.code] ?? "—"}</div>
              </li>
            ))}
            <li className="rounded-md border border-primary/40 px-3 py-2">
              <div className="text-xs font-semibold text-muted-foreground">{t("ve")}</div>
              <div className="text-xl font-bold">{r.ve}</div>
            </li>
            <li className="rounded-md border border-primary/40 px-3 py-2">
              <div className="text-xs font-semibold text-muted-foreground">{t("as")}</div>
              <div className="text-xl font-bold">{r.as}</div>
            </li>
          </ul>
        </CardContent>
      </Card>
      <CompositesCard results={r} />
      <JobsCard results={r} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> {t("viewDashboard")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/analytics">
            <BarChart3 aria-hidden="true" /> {t("viewAnalytics")}
          </Link>
        </Button>
        <Button onClick={onStartAnother} disabled={starting}>
          <RotateCcw aria-hidden="true" /> {t("another")}
        </Button>
      </div>
    </>
  );
}
