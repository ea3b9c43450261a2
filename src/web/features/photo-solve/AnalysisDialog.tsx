import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { confidenceLabel, type PhotoScanDto, type PhotoSolutionDto } from "@contracts/photo-solve";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { sectionName } from "@web/lib/data-text";
import { useMessageText } from "@web/lib/messages";
import { useSolveScan } from "./api";
import { useScanDates } from "./format";
import { SolutionView } from "./SolutionView";

const LEVEL_STYLE = {
  High: { badge: "success", bar: "bg-green-600" },
  Medium: { badge: "warning", bar: "bg-amber-500" },
  Low: { badge: "danger", bar: "bg-red-600" },
} as const;

interface Props {
  scan: PhotoScanDto | null;
  onClose: () => void;
  /** The solution the server attached (spec §4: absent until Generate, then attached). */
  onSolved: (scanId: number, solution: PhotoSolutionDto) => void;
}

/**
 * Learning spec §2 analysis dialog: the original image, the extracted text, the detected subject, the confidence with
 * the §9 labels, and Generate for the step-by-step solution (POST /api/photo-solve/solve).
 */
export function AnalysisDialog({ scan, onClose, onSolved }: Props) {
  const { t } = useTranslation("photoSolve");
  const dates = useScanDates();
  const message = useMessageText();
  const solve = useSolveScan();

  if (!scan) return null;
  const level = confidenceLabel(scan.confidence);
  const percent = Math.round(scan.confidence * 100);
  const subject = sectionName(scan.subjectCode, scan.detectedSubject);

  const generate = () =>
    solve.mutate(
      { body: { questionId: scan.id } },
      {
        onSuccess: (solution) => onSolved(scan.id, solution),
        onError: (err) => {
          // Spec §8: 'Solution Generation Failed' with the server's message, or its own.
          const detail = err instanceof ApiError ? message(err.serverMessage) : undefined;
          toast({ title: t("toast.solveFailedTitle"), description: detail ?? t("toast.solveFailed"), variant: "destructive" });
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl" closeLabel={t("analysis.close")} data-testid="analysis-dialog">
        <DialogTitle>{t("analysis.title")}</DialogTitle>
        <DialogDescription>{t("analysis.scannedAt", { date: dates.scanned(scan.createdAt) })}</DialogDescription>

        <div className="mt-4 grid gap-5">
          <div className={scan.originalImage ? "grid gap-4 md:grid-cols-2" : "grid gap-4"}>
            {scan.originalImage ? (
              <figure className="grid gap-1.5">
                <figcaption className="text-sm font-semibold">{t("analysis.originalImage")}</figcaption>
                <img
                  src={scan.originalImage}
                  alt={t("analysis.imageAlt")}
                  className="max-h-72 w-full rounded-md border border-border bg-muted object-contain"
                />
              </figure>
            ) : null}
            <div className="grid content-start gap-1.5">
              <h3 className="text-sm font-semibold">{scan.kind === "typed" ? t("analysis.typedQuestion") : t("analysis.extractedText")}</h3>
              <div
                className="max-h-72 overflow-y-auto rounded-md border border-border bg-muted/40 p-3 text-sm leading-6"
                data-testid="extracted-text"
              >
                <p className="whitespace-pre-line break-words">{scan.options?.length ? scan.stem : scan.extractedText}</p>
                {scan.options?.length ? (
                  <ul className="mt-2 grid gap-1" aria-label={t("analysis.options")}>
                    {scan.options.map((o) => (
                      <li key={o.letter} className="break-words">
                        <span className="font-semibold">{o.letter})</span> {o.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          </div>

          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <dt className="text-sm font-semibold text-muted-foreground">{t("analysis.subject")}</dt>
              <dd className="font-bold" data-testid="detected-subject">
                {subject}
              </dd>
            </div>
            <div className="grid gap-1.5">
              <dt className="text-sm font-semibold text-muted-foreground">{t("analysis.confidence")}</dt>
              <dd className="grid gap-1.5">
                <span data-testid="scan-confidence">
                  <Badge variant={LEVEL_STYLE[level].badge}>
                    {t("analysis.confidenceValue", { label: t(`analysis.levels.${level}`), percent })}
                  </Badge>
                </span>
                <Progress value={percent} label={t("analysis.confidenceMeter", { percent })} indicatorClassName={LEVEL_STYLE[level].bar} />
                <span className="text-xs text-muted-foreground">{t("analysis.confidenceHelp")}</span>
              </dd>
            </div>
          </dl>

          {scan.solution ? (
            <SolutionView solution={scan.solution} subjectCode={scan.subjectCode} />
          ) : (
            <Button size="lg" onClick={generate} disabled={solve.isPending} className="w-full sm:w-auto sm:justify-self-start">
              <Sparkles aria-hidden="true" /> {solve.isPending ? t("analysis.generating") : t("analysis.generate")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
