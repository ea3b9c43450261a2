/**
 * Checks a chosen image before it is sent: the server checks the bytes again (type by content, size), this only
 * spares the learner an upload that would be refused and says why in their language.
 */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** What the file picker offers (types and extensions, for systems that report no type). */
export const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ".jpg", ".jpeg", ".png", ".webp"].join(",");

export type ImageProblem = { kind: "type" } | { kind: "size"; sizeMb: number; limitMb: number } | { kind: "empty" };

const EXTENSION = /\.(jpe?g|png|webp)$/i;

export function imageProblem(file: { name: string; type: string; size: number }, maxBytes: number): ImageProblem | null {
  if (file.size === 0) return { kind: "empty" };
  const typeOk = file.type ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
  if (!typeOk) return { kind: "type" };
  if (file.size > maxBytes) return { kind: "size", sizeMb: roundMb(file.size), limitMb: roundMb(maxBytes) };
  return null;
}

/** Megabytes with one decimal, never shown as 8.0 when the limit is exactly 8 MB. */
export function roundMb(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** The file as a data URL (`data:image/png;base64,...`), the form the scan call takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
