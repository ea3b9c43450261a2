/**
 * The card numbers the sandbox accepts: the real provider's published test cards, with its own messages
 * (reference/payments.md §6), so a learner or a test sees exactly what they would in the provider's test mode.
 * The sandbox never stores a card number: only what the card does (its behaviour), brand and last four digits.
 */

export interface CardError {
  type: "card_error" | "validation_error";
  code: string;
  declineCode?: string;
  message: string;
}

/** What charging the card does: succeed, fail, or ask the cardholder to authenticate first. */
export type CardBehaviour =
  { kind: "succeed" } | { kind: "decline"; error: CardError } | { kind: "authenticate"; then: "succeed" | CardError };

const declined = (declineCode: string, message: string, code = "card_declined"): CardBehaviour => ({
  kind: "decline",
  error: { type: "card_error", code, declineCode, message },
});

export const DECLINE_MESSAGES = {
  generic: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  expired: "Your card has expired.",
  cvc: "Your card's security code is incorrect.",
  processing: "An error occurred while processing your card. Try again in a little bit.",
  authentication: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  notTestCard:
    "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
} as const;

const INSUFFICIENT: CardError = {
  type: "card_error",
  code: "card_declined",
  declineCode: "insufficient_funds",
  message: DECLINE_MESSAGES.insufficientFunds,
};

const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  "4242424242424242": { kind: "succeed" },
  "4000056655665556": { kind: "succeed" },
  "5555555555554444": { kind: "succeed" },
  "2223003122003222": { kind: "succeed" },
  "378282246310005": { kind: "succeed" },
  "4000000000000002": declined("generic_decline", DECLINE_MESSAGES.generic),
  "4000000000009995": declined("insufficient_funds", DECLINE_MESSAGES.insufficientFunds),
  "4000000000000069": declined("expired_card", DECLINE_MESSAGES.expired, "expired_card"),
  "4000000000000127": declined("incorrect_cvc", DECLINE_MESSAGES.cvc, "incorrect_cvc"),
  "4000000000000119": declined("processing_error", DECLINE_MESSAGES.processing, "processing_error"),
  // Attaches to the customer, then every charge fails: how a renewal that fails is tested.
  "4000000000000341": declined("generic_decline", DECLINE_MESSAGES.generic),
  "4000002500003155": { kind: "authenticate", then: "succeed" },
  "4000002760003184": { kind: "authenticate", then: "succeed" },
  "4000000000003220": { kind: "authenticate", then: "succeed" },
  "4000008260003178": { kind: "authenticate", then: INSUFFICIENT },
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

const invalid = (code: string, message: string): CardError => ({ type: "validation_error", code, message });

/** Checks the card as the provider's form would, then says what charging it does. */
export function readCard(card: CardInput, now: Date): { summary: CardSummary; behaviour: CardBehaviour } | { error: CardError } {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { error: invalid("incorrect_number", "Your card number is invalid.") };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { error: invalid("invalid_expiry_month", "Your card's expiration month is invalid.") };
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) {
    return { error: invalid("invalid_expiry_year", "Your card's expiration date is in the past.") };
  }
  const amex = brandOf(digits) === "amex";
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) {
    return { error: invalid("incomplete_cvc", "Your card's security code is incomplete.") };
  }
  return {
    summary: { brand: brandOf(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear: year },
    behaviour: TEST_CARDS[digits] ?? declined("test_mode_live_card", DECLINE_MESSAGES.notTestCard, "card_declined"),
  };
}
