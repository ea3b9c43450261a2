import { ClipboardCheck, History, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FullTestSummary } from "@contracts/full-test";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useSections } from "@web/lib/reference-data";
import { SubtestTable } from "./SubtestTable";

interface Props {
  history: readonly FullTestSummary[];
  onStart: () => void;
  starting: boolean;
  /** The test on screen was abandoned (opened by its address). */
  abandoned?: boolean;
}

export function IntroView({ history, onStart, starting, abandoned = false }: Props) {
  const { t, i18n } = useTranslation("fullTest");
  const sections = useSections();
  const rows = (sections.data ?? []).map((s) => ({
    code: s.code,
    name: s.name,
    itemCount: s.itemCount,
    timeLimitSeconds: s.timeLimitMinutes * 60,
  }));
  const totalItems = rows.reduce((n, r) => n + r.itemCount, 0);
  const totalMinutes = rows.reduce((n, r) => n + r.timeLimitSeconds / 60, 0);
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      {abandoned ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t("abandoned")}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[1.2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ClipboardCheck className="size-5 text-primary" aria-hidden="true" /> {t("whatToExpect")}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {rows.length > 0 ? (
              <>
                <p className="text-sm">{t("totals", { items: totalItems, minutes: totalMinutes })}</p>
                <SubtestTable rows={rows} />
              </>
            ) : (
              <Spinner label={t("loading")} />
            )}
            <Button size="lg" onClick={onStart} disabled={starting} data-testid="start-full-test">
              {starting ? t("starting") : t("start")}
            </Button>
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Info className="size-5 text-primary" aria-hidden="true" /> {t("howTitle")}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid list-disc gap-2 pl-5 text-sm">
                {(t("howPoints", { returnObjects: true }) as string[]).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className="mt-3 rounded-md bg-muted p-3 text-xs text-muted-foreground">{t("estimate")}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <History className="size-5 text-primary" aria-hidden="true" /> {t("historyTitle")}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {history.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("historyEmpty")}</p>
              ) : (
                <ul className="grid gap-2" data-testid="full-test-history">
                  {history.map((h) => (
                    <li key={h.id}>
                      <Link
                        to={`/full-test/${h.id}`}
                        className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm hover:bg-muted"
                      >
                        <span>{new Date(h.completedAt ?? h.createdAt).toLocaleDateString(i18n.language)}</span>
                        <span className="flex items-center gap-2">
                          <span className="font-bold">{t("afqtShort", { value: h.afqtPercentile ?? "—" })}</span>
                          {h.afqtCategory ? <Badge variant="muted">{t("category", { category: h.afqtCategory })}</Badge> : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
