/** What an uploaded image is, from its first bytes (never from a name or a declared type). */
export type ImageType = "jpeg" | "png" | "webp";

export const IMAGE_MIME: Record<ImageType, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** JPEG: FF D8 FF; PNG: 89 50 4E 47 0D 0A 1A 0A; WebP: "RIFF" ???? "WEBP". */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

export type DecodedImageData = { ok: true; bytes: Buffer } | { ok: false; reason: "encoding" };

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;

/**
 * `imageData` as a client sends it: a data URL (`canvas.toDataURL('image/jpeg', 0.9)`) or bare base64. Whitespace
 * and line breaks inside the base64 are tolerated; anything else that is not base64 is refused.
 */
export function decodeImageData(imageData: string): DecodedImageData {
  const trimmed = imageData.trim();
  const prefix = DATA_URL.exec(trimmed);
  if (!prefix && trimmed.startsWith("data:")) return { ok: false, reason: "encoding" };
  const body = (prefix ? trimmed.slice(prefix[0].length) : trimmed).replace(/\s+/g, "");
  // base64 or base64url, with optional padding.
  if (body.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) return { ok: false, reason: "encoding" };
  return { ok: true, bytes: Buffer.from(body, body.includes("-") || body.includes("_") ? "base64url" : "base64") };
}

/** Decoded size without decoding (to refuse a huge upload before allocating it). */
export function decodedLength(imageData: string): number {
  const comma = imageData.indexOf(",");
  const body = imageData.startsWith("data:") && comma >= 0 ? imageData.slice(comma + 1) : imageData;
  const chars = body.replace(/[^A-Za-z0-9+/_-]/g, "").length;
  return Math.floor((chars * 3) / 4);
}
