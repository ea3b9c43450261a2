import { describe, expect, it } from "vitest";
import { WebhookSignatureError } from "./provider";
import { signatureHeader, verifySignature } from "./signature";

describe("webhook signatures (HMAC-SHA256 over 't.payload', 300 s)", () => {
  const payload = '{"id":"evt_1","type":"invoice.paid"}';
  const now = 1_800_000_000;

  it("accepts its own signature within the tolerance, and a v1 among other schemes", () => {
    const header = signatureHeader("whsec_a", payload, now);
    expect(() => verifySignature(Buffer.from(payload), header, "whsec_a", now + 300)).not.toThrow();
    expect(() => verifySignature(Buffer.from(payload), `${header},v0=abc`, "whsec_a", now)).not.toThrow();
  });

  it("refuses a missing header, another secret, other bytes, an old or future timestamp, and a v0-only header", () => {
    const header = signatureHeader("whsec_a", payload, now);
    const refuse = (body: string, h: string | undefined, secret = "whsec_a", at = now) =>
      expect(() => verifySignature(Buffer.from(body), h, secret, at)).toThrow(WebhookSignatureError);
    refuse(payload, undefined);
    refuse(payload, header, "whsec_b");
    refuse(payload.replace("paid", "void"), header);
    refuse(payload, header, "whsec_a", now + 301);
    refuse(payload, header, "whsec_a", now - 301);
    refuse(payload, header.replace("v1=", "v0="));
  });
});
