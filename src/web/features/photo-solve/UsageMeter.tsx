import { AlertTriangle, Gauge } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PhotoSolveUsageDto } from "@contracts/photo-solve";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { useScanDates } from "./format";

/**
 * Learning spec §2 and §9: the weekly scan meter and its reset date, for plans with a weekly allowance (the server
 * says which: `weeklyLimit` is null on unlimited plans and nothing is shown). At zero left it becomes the
 * 'Scan Limit Reached' notice.
 */
export function UsageMeter({ usage }: { usage: PhotoSolveUsageDto }) {
  const { t } = useTranslation("photoSolve");
  const dates = useScanDates();
  if (usage.weeklyLimit === null || usage.scansRemaining === null) return null;
  const resetDate = dates.reset(usage.resetDate, usage.timeZone);

  if (usage.scansRemaining === 0) {
    return (
      <Card role="status" className="border-destructive/50 bg-destructive/5" data-testid="scan-limit">
        <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <AlertTriangle className="size-7 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid flex-1 gap-1">
            <h2 className="font-bold">{t("limit.title")}</h2>
            <p className="text-sm">{t("limit.body")}</p>
            <p className="text-sm text-muted-foreground">{t("limit.resets", { date: resetDate })}</p>
          </div>
          <Button asChild variant="accent" className="self-start sm:self-center">
            <Link to="/subscribe">{t("limit.cta")}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card data-testid="scan-usage">
      <CardContent className="grid gap-2 p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 className="flex items-center gap-2 font-bold">
            <Gauge className="size-5 text-primary" aria-hidden="true" />
            {t("usage.title")}
          </h2>
          <span className="text-sm font-semibold">{t("usage.left", { count: usage.scansRemaining })}</span>
        </div>
        <Progress value={usage.scansUsed} max={usage.weeklyLimit} label={t("usage.meter")} />
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{t("usage.used", { used: usage.scansUsed, limit: usage.weeklyLimit })}</span>
          <span>{t("usage.resets", { date: resetDate })}</span>
        </div>
        <p className="text-xs text-muted-foreground">{t("usage.typedFree")}</p>
      </CardContent>
    </Card>
  );
}
