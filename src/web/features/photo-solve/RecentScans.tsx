import { History, Keyboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { confidenceLabel, PHOTO_SOLVE_LIMITS, type PhotoScanDto } from "@contracts/photo-solve";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { sectionName } from "@web/lib/data-text";
import { useScanDates } from "./format";

const LEVEL_BADGE = { High: "success", Medium: "warning", Low: "danger" } as const;

/** The server's 100-character preview (spec §9), marked as cut when the text goes on. */
function previewOf(scan: PhotoScanDto): string {
  return scan.extractedText.trim().length > scan.preview.trim().length ? `${scan.preview.trimEnd()}…` : scan.preview;
}

interface Props {
  scans: PhotoScanDto[] | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (scan: PhotoScanDto) => void;
}

/** Learning spec §2 and §9: the first 6 recent scans with a 100-character preview; each opens its analysis again. */
export function RecentScans({ scans, loading, failed, onRetry, onOpen }: Props) {
  const { t } = useTranslation("photoSolve");
  const dates = useScanDates();
  const shown = (scans ?? []).slice(0, PHOTO_SOLVE_LIMITS.recentCount);

  let body;
  if (loading) body = <Spinner className="text-primary" label={t("recent.loading")} />;
  else if (failed)
    body = (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        {t("recent.loadFailed")}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("recent.retry")}
        </Button>
      </div>
    );
  else if (!shown.length) body = <p className="text-sm text-muted-foreground">{t("recent.empty")}</p>;
  else
    body = (
      <ul className="grid gap-2">
        {shown.map((scan) => {
          const level = confidenceLabel(scan.confidence);
          const date = dates.scanned(scan.createdAt);
          return (
            <li key={scan.id}>
              <button
                type="button"
                onClick={() => onOpen(scan)}
                className="flex w-full gap-3 rounded-lg border border-border p-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2"
                data-testid="recent-scan"
              >
                {scan.originalImage ? (
                  <img
                    src={scan.originalImage}
                    alt=""
                    loading="lazy"
                    className="size-14 shrink-0 rounded border border-border bg-muted object-cover object-left-top"
                  />
                ) : (
                  <span className="grid size-14 shrink-0 place-items-center rounded border border-border bg-muted" aria-hidden="true">
                    <Keyboard className="size-5 text-muted-foreground" />
                  </span>
                )}
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="text-sm leading-5 break-words">{previewOf(scan)}</span>
                  <span className="text-xs font-semibold">{sectionName(scan.subjectCode, scan.detectedSubject)}</span>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <span>{date}</span>
                    <Badge variant={LEVEL_BADGE[level]}>{t(`analysis.levels.${level}`)}</Badge>
                    {scan.solution ? <Badge variant="outline">{t("recent.solved")}</Badge> : null}
                    {scan.kind === "typed" ? <Badge variant="muted">{t("recent.typed")}</Badge> : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" /> {t("recent.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
