import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CheatSheetDto } from "@contracts/cheat-sheets";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { topicName } from "./format";
import { formatDay } from "./format";
import { SeverityBadge } from "./SheetContent";

const STATUS_VARIANT = { generating: "muted", ready: "success", error: "danger" } as const;

/** The grid of earlier sheets (learning spec §2), newest first, each downloadable once ready. */
export function PreviousSheets({
  sheets,
  downloadingId,
  onDownload,
}: {
  sheets: CheatSheetDto[];
  downloadingId: number | null;
  onDownload(sheet: CheatSheetDto): void;
}) {
  const { t, i18n } = useTranslation("cheatSheets");
  return (
    <section className="grid gap-3" aria-labelledby="previous-sheets">
      <h2 id="previous-sheets" className="text-xl font-bold">
        {t("previous.title")}
      </h2>
      {sheets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("previous.none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="previous-sheets">
          {sheets.map((sheet) => (
            <li key={sheet.id}>
              <Card className="h-full">
                <CardContent className="grid h-full content-between gap-3 p-4">
                  <div className="grid gap-2">
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-semibold">{t("previous.week", { start: formatDay(sheet.weekStartDate, i18n.language) })}</p>
                      <Badge variant={STATUS_VARIANT[sheet.status]}>{t(`status.${sheet.status}`)}</Badge>
                    </div>
                    <p className="text-xs text-muted-foreground">{t("previous.topics", { count: sheet.weakestTopics.length })}</p>
                    <ul className="flex flex-wrap gap-1.5">
                      {sheet.weakestTopics.slice(0, 3).map((topic) => (
                        <li key={topic.topicName} className="flex items-center gap-1 text-sm">
                          {topicName(topic.topicName)} <SeverityBadge severity={topic.severity} />
                        </li>
                      ))}
                    </ul>
                  </div>
                  {sheet.status === "ready" && (
                    <div className="flex items-center justify-between gap-2">
                      <Button size="sm" variant="outline" onClick={() => onDownload(sheet)} disabled={downloadingId === sheet.id}>
                        <FileDown className="size-4" aria-hidden="true" />
                        {t("thisWeek.download")}
                      </Button>
                      <span className="text-xs text-muted-foreground">{t("thisWeek.downloads", { count: sheet.downloadCount })}</span>
                    </div>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
