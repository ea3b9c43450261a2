import { Camera, CameraOff, RotateCcw, ScanLine, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { CameraError, captureFrame, openCamera, stopCamera, type CameraProblem } from "./camera";

type CameraState =
  { kind: "starting" } | { kind: "live" } | { kind: "captured"; dataUrl: string } | { kind: "failed"; problem: CameraProblem };

interface Props {
  /** Closing: the page unmounts the dialog, which stops the camera. */
  onOpenChange: (open: boolean) => void;
  /** The captured frame (a JPEG data URL at quality 0.9) the learner chose to scan. */
  onCapture: (dataUrl: string) => void;
  /** The way on when there is no camera: the upload picker. */
  onUploadInstead: () => void;
}

/**
 * Learning spec §2 capture dialog: the live preview of the (preferably back) camera, Capture, then the still to check
 * before it is scanned. A refused or missing camera gives the spec's 'Camera Access Denied' toast and an upload instead.
 * Mounted only while open: each opening asks for the camera afresh and closing releases it.
 */
export function CaptureDialog({ onOpenChange, onCapture, onUploadInstead }: Props) {
  const { t } = useTranslation("photoSolve");
  const [state, setState] = useState<CameraState>({ kind: "starting" });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    openCamera().then(
      (stream) => {
        if (cancelled) {
          stopCamera(stream);
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
        setState({ kind: "live" });
      },
      (err: unknown) => {
        if (cancelled) return;
        const problem = err instanceof CameraError ? err.problem : "unavailable";
        setState({ kind: "failed", problem });
        // Spec §8: 'Camera Access Denied' / 'Please allow camera access to scan questions.'
        toast({
          title: t("camera.deniedTitle"),
          description: problem === "denied" ? t("camera.deniedBody") : t("camera.unavailableBody"),
          variant: "destructive",
        });
      },
    );
    return () => {
      cancelled = true;
      stopCamera(streamRef.current);
      streamRef.current = null;
    };
  }, [t]);

  // The dialog's content may mount after the stream arrives; the preview still gets it.
  useEffect(() => {
    const video = videoRef.current;
    if (state.kind === "live" && video && streamRef.current && video.srcObject !== streamRef.current) video.srcObject = streamRef.current;
  }, [state]);

  const capture = () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      setState({ kind: "captured", dataUrl: captureFrame(video) });
    } catch {
      toast({ title: t("camera.dialogTitle"), description: t("camera.captureFailed") });
    }
  };

  const live = state.kind === "live" || state.kind === "starting";
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t("camera.cancel")} data-testid="capture-dialog">
        <DialogTitle>{state.kind === "failed" ? t("camera.deniedTitle") : t("camera.dialogTitle")}</DialogTitle>
        <DialogDescription>
          {state.kind === "failed"
            ? state.problem === "denied"
              ? t("camera.deniedBody")
              : t("camera.unavailableBody")
            : t("camera.dialogBody")}
        </DialogDescription>

        {state.kind === "failed" ? (
          <div className="mt-4 grid gap-4" role="alert" data-testid="camera-denied">
            <p className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              <CameraOff className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              {t("camera.deniedHelp")}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("camera.cancel")}
              </Button>
              <Button onClick={onUploadInstead}>
                <Upload aria-hidden="true" /> {t("camera.uploadInstead")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4 grid gap-4">
            <div className="relative grid aspect-[4/3] place-items-center overflow-hidden rounded-lg bg-black">
              {/* Kept mounted while a still is shown, so Retake resumes at once. */}
              <video
                ref={videoRef}
                className={live ? "size-full object-contain" : "hidden"}
                autoPlay
                muted
                playsInline
                aria-label={t("camera.preview")}
              />
              {state.kind === "starting" ? (
                <div className="absolute inset-0 grid place-items-center text-white">
                  <span className="flex items-center gap-2">
                    <Spinner className="text-white" /> {t("camera.starting")}
                  </span>
                </div>
              ) : null}
              {state.kind === "captured" ? (
                <img src={state.dataUrl} alt={t("camera.captured")} className="size-full object-contain" />
              ) : null}
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              {state.kind === "captured" ? (
                <>
                  <Button variant="outline" onClick={() => setState({ kind: "live" })}>
                    <RotateCcw aria-hidden="true" /> {t("camera.retake")}
                  </Button>
                  <Button onClick={() => onCapture(state.dataUrl)}>
                    <ScanLine aria-hidden="true" /> {t("camera.use")}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={() => onOpenChange(false)}>
                    {t("camera.cancel")}
                  </Button>
                  <Button onClick={capture} disabled={state.kind !== "live"}>
                    <Camera aria-hidden="true" /> {t("camera.capture")}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
