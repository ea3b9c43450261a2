import { describe, expect, it } from "vitest";
import { readCard } from "./test-cards";

const now = new Date("2026-11-26T00:00:00Z");
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  readCard({ number, expMonth: 12, expYear: 30, cvc: "123", ...over }, now);

describe("the sandbox's test cards", () => {
  it("succeed, decline with the provider's messages, or ask for authentication", () => {
    expect(card("4242 4242 4242 4242")).toMatchObject({
      behaviour: { kind: "succeed" },
      summary: { brand: "visa", last4: "4242", expYear: 2030 },
    });
    expect(card("4000000000000002")).toMatchObject({
      behaviour: { kind: "decline", error: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." } },
    });
    expect(card("4000000000009995")).toMatchObject({
      behaviour: { error: { declineCode: "insufficient_funds", message: "Your card has insufficient funds." } },
    });
    expect(card("4000002500003155")).toMatchObject({ behaviour: { kind: "authenticate", then: "succeed" } });
    expect(card("4000008260003178")).toMatchObject({ behaviour: { kind: "authenticate", then: { declineCode: "insufficient_funds" } } });
    expect(card("5555555555554444")).toMatchObject({ summary: { brand: "mastercard" } });
  });

  it("check the number, the expiry and the CVC like the provider's form, and refuse real cards in test mode", () => {
    expect(card("4242424242424241")).toEqual({ error: expect.objectContaining({ code: "incorrect_number" }) });
    expect(card("4242424242424242", { expMonth: 13 })).toEqual({ error: expect.objectContaining({ code: "invalid_expiry_month" }) });
    expect(card("4242424242424242", { expMonth: 10, expYear: 2026 })).toEqual({
      error: expect.objectContaining({ code: "invalid_expiry_year" }),
    });
    expect(card("4242424242424242", { expMonth: 11, expYear: 2026 })).toHaveProperty("behaviour");
    expect(card("4242424242424242", { cvc: "12" })).toEqual({ error: expect.objectContaining({ code: "incomplete_cvc" }) });
    expect(card("378282246310005", { cvc: "123" })).toEqual({ error: expect.objectContaining({ code: "incomplete_cvc" }) });
    // A real card number (Luhn-valid, not a test card) is declined as the provider's test mode does.
    expect(card("4111111111111129")).toMatchObject({ behaviour: { kind: "decline", error: { code: "card_declined" } } });
  });
});
