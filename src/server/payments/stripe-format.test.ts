import { describe, expect, it } from "vitest";
import { readEvent, readInvoice } from "./stripe-format";

describe("reading the provider's JSON", () => {
  it("matches a basil refund to its invoice through the refund's metadata (charges no longer name their invoice)", () => {
    const event = readEvent({
      id: "evt_r",
      type: "charge.refunded",
      created: 1_800_000_000,
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          customer: "cus_1",
          payment_intent: "pi_1",
          amount_refunded: 999,
          refunds: { object: "list", data: [{ id: "re_1", object: "refund", amount: 999, metadata: { invoice_id: "in_1" } }] },
        },
      },
    });
    expect(event.data).toEqual({
      kind: "refunded",
      refundId: "re_1",
      customerId: "cus_1",
      amountCents: 999,
      invoiceId: "in_1",
      paymentId: "pi_1",
    });
  });

  it("takes a plan switch invoice's own line, not its negative credit for unused time", () => {
    const invoice = readInvoice({
      id: "in_2",
      object: "invoice",
      customer: "cus_1",
      amount_paid: 7000,
      lines: {
        data: [
          { amount: -999, period: { start: 1, end: 2 }, pricing: { price_details: { price: "price_month" } } },
          { amount: 7999, period: { start: 3, end: 4 }, pricing: { price_details: { price: "price_year" } } },
        ],
      },
    });
    expect(invoice).toMatchObject({ priceId: "price_year", amountCents: 7000, periodStart: new Date(3000), periodEnd: new Date(4000) });
  });
});
