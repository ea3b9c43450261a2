import { ScanLine } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PHOTO_SOLVE_MESSAGES, type PhotoScanDto, type PhotoSolutionDto } from "@contracts/photo-solve";
import type { SectionCode } from "@domain/constants";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { browserTimeZone } from "@web/lib/analytics";
import { useMessageText } from "@web/lib/messages";
import { AnalysisDialog } from "./AnalysisDialog";
import { useAnalyzeTypedQuestion, usePhotoSolveUsage, useRecentScans, useScanPhoto } from "./api";
import { PhotoSolveSignedOut } from "./AuthRequired";
import { CaptureDialog } from "./CaptureDialog";
import { CameraCard, UploadCard } from "./InputCards";
import { ProcessingDialog } from "./ProcessingDialog";
import { RecentScans } from "./RecentScans";
import { TypedQuestionCard } from "./TypedQuestionCard";
import { UpgradeCard } from "./UpgradeCard";
import { UsageMeter } from "./UsageMeter";

/**
 * /photo-solve (learning spec §2, §4; issue 14): camera, upload or a typed question → the processing dialog → the
 * analysis dialog, where Generate asks for the step-by-step solution. The weekly allowance, its reset and whether
 * the plan has one at all come from the server (`GET /api/photo-solve/usage`), which also enforces it.
 */
export function PhotoSolvePage() {
  const { t } = useTranslation("photoSolve");
  const message = useMessageText();
  const usage = usePhotoSolveUsage();
  const recent = useRecentScans();
  const scanPhoto = useScanPhoto();
  const analyzeText = useAnalyzeTypedQuestion();
  const [captureOpen, setCaptureOpen] = useState(false);
  const [processing, setProcessing] = useState<"photo" | "typed" | null>(null);
  const [openScan, setOpenScan] = useState<PhotoScanDto | null>(null);
  const uploadInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const atLimit = usage.data?.scansRemaining === 0;

  const showLimit = () =>
    // Spec §5: 'Scan Limit Reached' / 'Upgrade to Premium for unlimited scans or wait for your weekly reset.'
    toast({ title: t("toast.limitTitle"), description: t("toast.limitBody"), variant: "destructive" });

  const failed = (err: Error, title: string, fallback: string) => {
    setProcessing(null);
    const serverMessage = err instanceof ApiError ? err.serverMessage : undefined;
    const code = err instanceof ApiError ? (err.body as { code?: unknown } | null)?.code : undefined;
    if (code === "SCAN_LIMIT" || serverMessage === PHOTO_SOLVE_MESSAGES.limit) {
      // Another tab or device used the last scan: the server refused; the meter and the list catch up.
      showLimit();
      void usage.refetch();
      void recent.refetch();
      return;
    }
    toast({ title, description: message(serverMessage) ?? fallback, variant: "destructive" });
  };

  const scan = (imageData: string) => {
    setCaptureOpen(false);
    if (atLimit) {
      showLimit();
      return;
    }
    setProcessing("photo");
    scanPhoto.mutate(
      { body: { imageData, timeZone: browserTimeZone() } },
      {
        onSuccess: (result) => {
          setProcessing(null);
          setOpenScan(result);
        },
        // Spec §8: 'Scan Failed' with the server's message, or 'Failed to process the image. Please try again.'
        onError: (err) => failed(err, t("toast.scanFailedTitle"), t("toast.scanFailed")),
      },
    );
  };

  const analyze = (question: { text: string; subject: SectionCode }) => {
    setProcessing("typed");
    analyzeText.mutate(
      { body: { ...question, timeZone: browserTimeZone() } },
      {
        onSuccess: (result) => {
          setProcessing(null);
          setOpenScan(result);
        },
        onError: (err) => failed(err, t("toast.scanFailedTitle"), t("toast.scanFailed")),
      },
    );
  };

  const solved = (scanId: number, solution: PhotoSolutionDto) =>
    setOpenScan((current) => (current && current.id === scanId ? { ...current, solution } : current));

  // The session ended in another tab: the usage read answers 401 (null), the spec's signed-out state follows.
  if (usage.data === null) return <PhotoSolveSignedOut />;

  const weeklyLimit = usage.data?.weeklyLimit ?? null;
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8" data-testid="photo-solve">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <ScanLine className="size-7 shrink-0 text-primary" aria-hidden="true" /> {t("title")}
        </h1>
        <p className="max-w-3xl text-muted-foreground">{t("subtitle")}</p>
      </header>

      {usage.data ? <UsageMeter usage={usage.data} /> : null}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <CameraCard disabled={atLimit || processing !== null} onOpen={() => setCaptureOpen(true)} />
            <UploadCard disabled={atLimit || processing !== null} inputRef={uploadInput} onImage={scan} />
          </div>
          <TypedQuestionCard busy={processing !== null} onSubmit={analyze} />
        </div>
        <div className="grid gap-6">
          <RecentScans
            scans={recent.data}
            loading={recent.isLoading}
            failed={recent.isError}
            onRetry={() => void recent.refetch()}
            onOpen={setOpenScan}
          />
          {weeklyLimit !== null ? <UpgradeCard weeklyLimit={weeklyLimit} /> : null}
        </div>
      </div>

      {captureOpen ? (
        <CaptureDialog
          onOpenChange={setCaptureOpen}
          onCapture={scan}
          onUploadInstead={() => {
            setCaptureOpen(false);
            uploadInput.current?.click();
          }}
        />
      ) : null}
      <ProcessingDialog source={processing} />
      <AnalysisDialog scan={openScan} onClose={() => setOpenScan(null)} onSolved={solved} />
    </main>
  );
}
