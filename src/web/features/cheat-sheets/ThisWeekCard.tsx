import { AlertTriangle, FileDown, RefreshCw, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CheatSheetDto, CheatSheetOverviewDto } from "@contracts/cheat-sheets";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDay, formatInstant } from "./format";
import { SheetContent, WeakTopicsList } from "./SheetContent";

export interface ThisWeekProps {
  overview: CheatSheetOverviewDto;
  sheet: CheatSheetDto | undefined;
  /** The client gave up polling (30 s) or the server failed the job. */
  failed: boolean;
  canGenerate: boolean;
  generating: boolean;
  downloading: boolean;
  preview: boolean;
  onGenerate(): void;
  onDownload(sheet: CheatSheetDto): void;
}

/** This week's sheet (learning spec §2 and §4): none yet, generating, ready, or error with Retry Generation. */
export function ThisWeekCard({
  overview,
  sheet,
  failed,
  canGenerate,
  generating,
  downloading,
  preview,
  onGenerate,
  onDownload,
}: ThisWeekProps) {
  const { t, i18n } = useTranslation("cheatSheets");
  const lang = i18n.language;
  const limitNote = !canGenerate && (
    <p className="text-sm text-muted-foreground" data-testid="cheat-sheet-limit">
      {t("thisWeek.limitReached", { date: formatInstant(overview.resetDate, lang) })}
    </p>
  );
  const generateButton = (label: string) => (
    <Button onClick={onGenerate} disabled={!canGenerate || generating} className="w-full sm:w-auto">
      {generating ? <Spinner className="size-4" /> : <Sparkles className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );

  let body;
  if (!sheet) {
    body = (
      <div className="grid gap-3">
        <p className="text-muted-foreground">{t("thisWeek.none")}</p>
        <div>{generateButton(t("thisWeek.generate"))}</div>
        {limitNote}
      </div>
    );
  } else if (failed || sheet.status === "error") {
    body = (
      <div className="grid gap-3" role="alert" data-testid="cheat-sheet-error">
        <p className="flex items-center gap-2 font-bold text-destructive">
          <AlertTriangle className="size-5" aria-hidden="true" />
          {t("thisWeek.errorTitle")}
        </p>
        <p className="text-sm">{t("toast.errorStatus")}</p>
        <div>
          <Button onClick={onGenerate} disabled={generating} variant="outline">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t("thisWeek.retry")}
          </Button>
        </div>
      </div>
    );
  } else if (sheet.status === "generating") {
    body = (
      <div className="flex items-start gap-3" role="status" data-testid="cheat-sheet-generating">
        <Spinner className="mt-1 size-5" />
        <div>
          <p className="font-semibold">{t("thisWeek.generating")}</p>
          <p className="text-sm text-muted-foreground">{t("thisWeek.generatingBody")}</p>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-5" data-testid="cheat-sheet-ready">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => onDownload(sheet)} disabled={downloading}>
            {downloading ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden="true" />}
            {downloading ? t("thisWeek.downloading") : t("thisWeek.download")}
          </Button>
          <Badge variant={sheet.isWatermarked ? "muted" : "success"}>
            {sheet.isWatermarked ? t("thisWeek.watermarked") : t("thisWeek.clean")}
          </Badge>
          <span className="text-sm text-muted-foreground" data-testid="download-count">
            {t("thisWeek.downloads", { count: sheet.downloadCount })}
          </span>
        </div>
        <WeakTopicsList topics={sheet.weakestTopics} />
        <SheetContent sheet={sheet} preview={preview} />
        {canGenerate && <div>{generateButton(t("thisWeek.generateAgain"))}</div>}
        {limitNote}
      </div>
    );
  }

  return (
    <Card data-testid="this-week-sheet">
      <CardHeader className="gap-1">
        <CardTitle className="text-xl">{t("thisWeek.title")}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t("thisWeek.week", { start: formatDay(overview.weekStartDate, lang), end: formatDay(overview.weekEndDate, lang) })}
        </p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
