import {
  PROVIDER_SUBSCRIPTION_STATUSES,
  type ProviderEvent,
  type ProviderEventData,
  type ProviderInvoice,
  type ProviderPayment,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from "./provider";

/**
 * Reads Stripe's object and event JSON into the provider-neutral shapes. The sandbox writes the same JSON (it plays
 * Stripe), so both providers go through this one reader. Both API shapes are read: the current one (2025-03-31
 * "basil" and later: periods on subscription items, an invoice's subscription under `parent.subscription_details`)
 * and the older one, because a webhook endpoint keeps the API version it was created with (reference/payments.md §0).
 */

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** An id, or the id of an expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const time = (v: unknown): Date | null => {
  const n = num(v);
  return n === null ? null : new Date(n * 1000);
};
const list = (v: unknown): Json[] => (Array.isArray(obj(v).data) ? (obj(v).data as unknown[]).map(obj) : []);
const metadataOf = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === "string"));

/** The metadata key the adapters write when a price is scheduled to take over at the period's end. */
export const SCHEDULED_PRICE_KEY = "scheduled_price_id";

export function readSubscription(raw: unknown): ProviderSubscription {
  const s = obj(raw);
  const item = list(s.items)[0] ?? {};
  const status = str(s.status);
  if (!status || !(PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) {
    throw new Error(`unknown subscription status ${String(status)}`);
  }
  return {
    id: String(s.id),
    customerId: idOf(s.customer) ?? "",
    priceId: idOf(item.price) ?? idOf(obj(item.plan)) ?? "",
    status: status as ProviderSubscriptionStatus,
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
    currentPeriodStart: time(item.current_period_start ?? s.current_period_start),
    currentPeriodEnd: time(item.current_period_end ?? s.current_period_end),
    scheduledPriceId: str(metadataOf(s.metadata)[SCHEDULED_PRICE_KEY]),
    trialEnd: time(s.trial_end),
    canceledAt: time(s.canceled_at),
    endedAt: time(s.ended_at),
    createdAt: time(s.created) ?? new Date(0),
  };
}

export function readInvoice(raw: unknown): ProviderInvoice {
  const i = obj(raw);
  // The subscription's own line: a plan switch's invoice also holds a negative credit line for the unused time.
  const line =
    list(i.lines).reduce<Json | null>((best, l) => (!best || (num(l.amount) ?? 0) > (num(best.amount) ?? 0) ? l : best), null) ?? {};
  const linePrice = idOf(obj(obj(line.pricing).price_details).price) ?? idOf(line.price) ?? idOf(obj(line.plan)) ?? null;
  const paid = num(i.amount_paid);
  return {
    id: String(i.id),
    customerId: idOf(i.customer) ?? "",
    subscriptionId: idOf(obj(obj(i.parent).subscription_details).subscription) ?? idOf(i.subscription),
    amountCents: paid !== null && paid > 0 ? paid : (num(i.amount_due) ?? 0),
    currency: str(i.currency) ?? "usd",
    number: str(i.number),
    billingReason: str(i.billing_reason),
    priceId: linePrice,
    periodStart: time(obj(line.period).start ?? i.period_start),
    periodEnd: time(obj(line.period).end ?? i.period_end),
    createdAt: time(i.created) ?? new Date(0),
  };
}

export function readPayment(raw: unknown): ProviderPayment {
  const p = obj(raw);
  return {
    id: String(p.id),
    customerId: idOf(p.customer),
    amountCents: num(p.amount_received) || num(p.amount) || 0,
    currency: str(p.currency) ?? "usd",
    metadata: metadataOf(p.metadata),
    createdAt: time(p.created) ?? new Date(0),
  };
}

/** A decline message an invoice or payment carries (last_payment_error on the intent, when expanded or inline). */
function failureMessage(o: Json): string | null {
  return str(obj(o.last_payment_error).message) ?? str(obj(obj(o.last_finalization_error)).message);
}

/** Stripe's event JSON (already verified) to the event the billing module acts on. */
export function readEvent(raw: unknown): ProviderEvent {
  const e = obj(raw);
  const type = str(e.type);
  const id = str(e.id);
  if (!type || !id) throw new Error("not an event");
  const object = obj(obj(e.data).object);
  let data: ProviderEventData;
  switch (type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      data = { kind: "subscription", subscriptionId: String(object.id), customerId: idOf(object.customer) ?? "" };
      break;
    case "invoice.paid":
      data = { kind: "invoice_paid", invoice: readInvoice(object) };
      break;
    case "invoice.payment_failed":
      data = { kind: "invoice_payment_failed", invoice: readInvoice(object), message: failureMessage(object) };
      break;
    case "payment_intent.succeeded":
      // A subscription's invoice is paid through an intent too; those are handled as invoice.paid.
      data = isInvoiceIntent(object) ? { kind: "ignored" } : { kind: "payment_succeeded", payment: readPayment(object) };
      break;
    case "payment_intent.payment_failed":
      data = isInvoiceIntent(object)
        ? { kind: "ignored" }
        : { kind: "payment_failed", payment: readPayment(object), message: failureMessage(object) };
      break;
    case "charge.refunded": {
      const refund = list(object.refunds)[0] ?? {};
      data = {
        kind: "refunded",
        refundId: idOf(refund) ?? `${String(object.id)}:refund`,
        customerId: idOf(object.customer),
        amountCents: num(object.amount_refunded) ?? 0,
        // Since basil a charge does not name its invoice; the refunds the app makes carry it in their metadata.
        invoiceId: str(metadataOf(refund.metadata).invoice_id) ?? idOf(object.invoice),
        paymentId: idOf(object.payment_intent),
      };
      break;
    }
    default:
      data = { kind: "ignored" };
  }
  return { id, type, createdAt: time(e.created) ?? new Date(0), data };
}

/** Intents the app created for one-time purchases carry its `sku`; an invoice's intent does not. */
function isInvoiceIntent(intent: Json): boolean {
  return metadataOf(intent.metadata).sku === undefined;
}
