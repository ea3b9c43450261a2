import { CheckCircle2, Circle, FileJson, FileSpreadsheet, FileText, HeartPulse, NotebookPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PACKET_FILES } from "@contracts/recruiter-packet";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

/** Learning spec §2: the package contents list — each file of the zip and whether the learner has data for it yet. */
export function ContentsCard({ hasFitness, hasCheatSheet }: { hasFitness: boolean | null; hasCheatSheet: boolean | null }) {
  const { t } = useTranslation("recruiterPacket");
  const items = [
    { key: "summary", file: PACKET_FILES.summary, icon: FileText, ready: true as boolean | null },
    { key: "fitness", file: PACKET_FILES.fitness, icon: HeartPulse, ready: hasFitness },
    { key: "studyLog", file: PACKET_FILES.studyLog, icon: FileSpreadsheet, ready: true as boolean | null },
    { key: "cheatSheet", file: "asvab-cheat-sheet.pdf", icon: NotebookPen, ready: hasCheatSheet },
    { key: "data", file: PACKET_FILES.data, icon: FileJson, ready: true as boolean | null },
  ] as const;
  return (
    <Card data-testid="packet-contents">
      <CardHeader>
        <CardTitle>{t("contents.title")}</CardTitle>
        <CardDescription>{t("contents.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map(({ key, file, icon: Icon, ready }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {t(`contents.items.${key}.title`)}
                  <code className="text-xs text-muted-foreground">{file}</code>
                </p>
                <p className="text-sm text-muted-foreground">{t(`contents.items.${key}.body`)}</p>
              </div>
              {ready === null ? (
                <Badge variant="muted" className="shrink-0">
                  <Circle className="mr-1 size-3" aria-hidden="true" />
                  {t("contents.ifAvailable")}
                </Badge>
              ) : ready ? (
                <Badge variant="success" className="shrink-0">
                  <CheckCircle2 className="mr-1 size-3" aria-hidden="true" />
                  {t("contents.ready")}
                </Badge>
              ) : (
                <Badge variant="warning" className="shrink-0">
                  {t("contents.noData")}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
