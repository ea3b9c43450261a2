import { Camera, ImageUp } from "lucide-react";
import { useState, type DragEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { PHOTO_SOLVE_LIMITS } from "@contracts/photo-solve";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { IMAGE_ACCEPT, imageProblem, readAsDataUrl, roundMb } from "./image-file";

/** Learning spec §2, the first input: the camera (the capture dialog does the rest). */
export function CameraCard({ disabled, onOpen }: { disabled: boolean; onOpen: () => void }) {
  const { t } = useTranslation("photoSolve");
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Camera className="size-5 text-primary" aria-hidden="true" /> {t("camera.title")}
        </CardTitle>
        <CardDescription>{t("camera.body")}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button className="w-full" onClick={onOpen} disabled={disabled}>
          <Camera aria-hidden="true" /> {t("camera.open")}
        </Button>
      </CardContent>
    </Card>
  );
}

interface UploadProps {
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onImage: (dataUrl: string) => void;
}

/**
 * Learning spec §2, the second input: an image file, picked or dropped. Type and size are checked here so the learner
 * hears at once why a file will not do; the server checks the bytes again.
 */
export function UploadCard({ disabled, inputRef, onImage }: UploadProps) {
  const { t } = useTranslation("photoSolve");
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const limitMb = roundMb(PHOTO_SOLVE_LIMITS.maxImageBytes);

  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    const found = imageProblem(file, PHOTO_SOLVE_LIMITS.maxImageBytes);
    if (found) {
      setProblem(
        found.kind === "type"
          ? t("upload.wrongType", { name: file.name })
          : found.kind === "size"
            ? t("upload.tooLarge", { name: file.name, size: found.sizeMb, limit: found.limitMb })
            : t("upload.empty", { name: file.name }),
      );
      return;
    }
    setProblem(null);
    try {
      onImage(await readAsDataUrl(file));
    } catch {
      setProblem(t("upload.readFailed"));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Card
      className={cn("flex flex-col transition-colors", dragging && !disabled && "border-primary bg-primary/5")}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImageUp className="size-5 text-primary" aria-hidden="true" /> {t("upload.title")}
        </CardTitle>
        <CardDescription>{t("upload.body", { limit: limitMb })}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid gap-2">
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="hidden"
          aria-label={t("upload.input")}
          data-testid="photo-upload-input"
          disabled={disabled}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            // The same file may be chosen again after a refusal or a scan.
            event.target.value = "";
          }}
        />
        <Button variant="outline" className="w-full" onClick={() => inputRef.current?.click()} disabled={disabled}>
          <ImageUp aria-hidden="true" /> {t("upload.choose")}
        </Button>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="upload-problem">
            {problem}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
