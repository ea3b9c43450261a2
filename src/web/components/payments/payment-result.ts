/** What a payment form reports, whichever provider's client ran it (the Stripe form reports the same shape). */
export type PaymentResult = { status: "succeeded" } | { status: "declined"; message: string } | { status: "error" };
