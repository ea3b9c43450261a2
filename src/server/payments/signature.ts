import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./provider";

/**
 * The provider's webhook signature (reference/payments.md §4): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.rawBody" under the endpoint secret>`, accepted within 300 s. The sandbox signs with it and checks with it;
 * the Stripe adapter checks with the SDK, which does the same.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest("hex");

export function signatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

export function verifySignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError("No signature header");
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    // Only the v1 scheme counts: a v0 (or anything else) beside it is ignored, never trusted.
    if (key === "v1" && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw new WebhookSignatureError("Unable to read the signature header");
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "hex");
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, "hex"), expected))) {
    throw new WebhookSignatureError("No signature matches the payload");
  }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("Timestamp outside the tolerance zone");
  }
}
