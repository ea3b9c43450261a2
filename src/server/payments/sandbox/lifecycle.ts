import { randomBytes } from "node:crypto";
import { LEARNER_PLANS } from "@domain/plans";
import { parseRecruiterPriceKey, RECRUITER_PRICE_KEYS, recruiterPriceCents, type RecruiterPriceKey } from "@domain/recruiter-prices";
import { SCHEDULED_PRICE_KEY } from "../stripe-format";
import { newId, unix, type Obj, type SandboxOps } from "./store";
import type { CardBehaviour, CardError, CardSummary } from "./test-cards";

/**
 * How the sandbox runs a subscription, the way the real provider does (reference/payments.md §2–3): the first
 * invoice waits for payment (`incomplete`, expiring after 23 hours), renewals charge the saved card at the period's
 * end, a failed renewal makes the subscription `past_due` and is retried 3 and 5 days later, and the last failure
 * cancels it. Every change emits the provider's events.
 */

export interface SandboxPrice {
  id: string;
  /** A learner plan (monthly, annual) or a recruiter price key (starter_monthly, …). */
  planId: "monthly" | "annual" | RecruiterPriceKey;
  amountCents: number;
  interval: "month" | "year";
}

/** The sandbox's id for a recruiter price (what STRIPE_PRICE_RECRUITER_* names at the real provider). */
export const sandboxRecruiterPriceId = (key: RecruiterPriceKey) => `price_sandbox_recruiter_${key}`;

export const SANDBOX_PRICES: readonly SandboxPrice[] = [
  ...LEARNER_PLANS.filter((p) => p.priceCents > 0).map((p): SandboxPrice => ({
    id: `price_sandbox_${p.id}`,
    planId: p.id as "monthly" | "annual",
    amountCents: p.priceCents,
    interval: p.durationDays >= 365 ? "year" : "month",
  })),
  ...RECRUITER_PRICE_KEYS.map((key): SandboxPrice => ({
    id: sandboxRecruiterPriceId(key),
    planId: key,
    amountCents: recruiterPriceCents(key),
    interval: parseRecruiterPriceKey(key)!.interval === "annual" ? "year" : "month",
  })),
];

export const priceById = (id: string) => SANDBOX_PRICES.find((p) => p.id === id);

/** Days after a failed renewal when the card is tried again; after the last one the subscription is cancelled. */
export const RETRY_AFTER_DAYS = [3, 5] as const;
const INCOMPLETE_EXPIRES_MS = 23 * 3600_000;

export function addInterval(date: Date, interval: "month" | "year"): Date {
  const next = new Date(date);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const periodOf = (sub: Obj) => {
  const item = ((sub.items as Obj).data as Obj[])[0] as Obj;
  return { item, start: Number(item.current_period_start), end: Number(item.current_period_end), priceId: String((item.price as Obj).id) };
};

/** Stored card behaviour travels with the saved payment method (never the number). */
export interface SavedCard extends Obj {
  id: string;
  object: "payment_method";
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  sandbox_behaviour: CardBehaviour;
}

export function savedCard(summary: CardSummary, behaviour: CardBehaviour, customer: string | null): SavedCard {
  return {
    id: newId("pm"),
    object: "payment_method",
    type: "card",
    customer,
    card: { brand: summary.brand, last4: summary.last4, exp_month: summary.expMonth, exp_year: summary.expYear },
    sandbox_behaviour: behaviour,
  };
}

/** An open invoice and the intent that pays it (what the provider's client confirms with its client secret). */
export async function openInvoice(
  o: SandboxOps,
  now: Date,
  input: { customer: string; subscription: string; price: SandboxPrice; start: Date; end: Date; reason: string; amountCents: number },
): Promise<{ invoice: Obj; intent: Obj }> {
  const invoiceId = newId("in");
  const intentId = newId("pi");
  const clientSecret = `${intentId}_secret_${randomBytes(12).toString("hex")}`;
  const intent: Obj = {
    id: intentId,
    object: "payment_intent",
    amount: input.amountCents,
    amount_received: 0,
    currency: "usd",
    customer: input.customer,
    status: "requires_payment_method",
    client_secret: clientSecret,
    description: `Subscription ${input.reason === "subscription_create" ? "creation" : "update"}`,
    metadata: {},
    created: unix(now),
    last_payment_error: null,
    sandbox_invoice: invoiceId,
  };
  const invoice: Obj = {
    id: invoiceId,
    object: "invoice",
    customer: input.customer,
    status: "open",
    number: `SBX-${randomBytes(4).toString("hex").toUpperCase()}`,
    billing_reason: input.reason,
    amount_due: input.amountCents,
    amount_paid: 0,
    currency: "usd",
    created: unix(now),
    attempt_count: 0,
    next_payment_attempt: null,
    parent: { type: "subscription_details", subscription_details: { subscription: input.subscription } },
    lines: {
      object: "list",
      data: [
        {
          amount: input.amountCents,
          period: { start: unix(input.start), end: unix(input.end) },
          pricing: { type: "price_details", price_details: { price: input.price.id } },
        },
      ],
    },
    confirmation_secret: { client_secret: clientSecret, type: "payment_intent" },
    sandbox_payment_intent: intentId,
  };
  await o.put(intent, clientSecret);
  await o.put(invoice);
  return { invoice, intent };
}

/** The invoice is paid: the intent succeeds, the card is saved, and an incomplete or past-due subscription is active. */
export async function markInvoicePaid(o: SandboxOps, now: Date, invoice: Obj, intent: Obj, card: SavedCard): Promise<void> {
  await o.put(
    { ...intent, status: "succeeded", amount_received: intent.amount, payment_method: card.id, last_payment_error: null },
    String(intent.client_secret),
  );
  const paid = {
    ...invoice,
    status: "paid",
    amount_paid: invoice.amount_due,
    next_payment_attempt: null,
    status_transitions: { paid_at: unix(now) },
  };
  await o.put(paid);
  await o.put({ ...card, customer: invoice.customer });
  const customer = await o.get(String(invoice.customer));
  if (customer) await o.put({ ...customer, invoice_settings: { default_payment_method: card.id } });
  await o.emit("invoice.paid", paid, now);

  const subId = String(((invoice.parent as Obj).subscription_details as Obj).subscription);
  const sub = await o.get(subId);
  // A trial's first charge (at its end) makes it active as well.
  if (sub && (sub.status === "incomplete" || sub.status === "past_due" || sub.status === "trialing")) {
    const updated = { ...sub, status: "active", latest_invoice: invoice.id };
    await o.put(updated);
    await o.emit("customer.subscription.updated", updated, now, { status: sub.status });
  }
}

export async function markInvoiceFailed(o: SandboxOps, now: Date, invoice: Obj, intent: Obj, error: CardError): Promise<Obj> {
  const lastError = { type: error.type, code: error.code, decline_code: error.declineCode, message: error.message };
  const failedIntent = { ...intent, status: "requires_payment_method", last_payment_error: lastError };
  await o.put(failedIntent, String(intent.client_secret));
  const failed = { ...invoice, attempt_count: Number(invoice.attempt_count) + 1, last_payment_error: lastError };
  await o.put(failed);
  await o.emit("invoice.payment_failed", failed, now);
  return failed;
}

/** Charges the customer's saved card for an invoice, as a renewal does (no cardholder present to authenticate). */
async function chargeSavedCard(o: SandboxOps, now: Date, invoice: Obj): Promise<boolean> {
  const intent = await o.get(String(invoice.sandbox_payment_intent));
  const customer = await o.get(String(invoice.customer));
  const cardId = ((customer?.invoice_settings as Obj | undefined)?.default_payment_method as string | undefined) ?? null;
  const card = cardId ? await o.get<SavedCard>(cardId) : null;
  if (!intent || !card) {
    await markInvoiceFailed(o, now, invoice, intent ?? {}, {
      type: "card_error",
      code: "card_declined",
      message: "No saved payment method",
    });
    return false;
  }
  // A card that asked for authentication when it was saved is set up for payments without the cardholder.
  const behaviour = card.sandbox_behaviour;
  const outcome = behaviour.kind === "authenticate" ? behaviour.then : behaviour.kind === "succeed" ? "succeed" : behaviour.error;
  if (outcome === "succeed") {
    await markInvoicePaid(o, now, invoice, intent, card);
    return true;
  }
  await markInvoiceFailed(o, now, invoice, intent, outcome);
  return false;
}

async function endSubscription(o: SandboxOps, now: Date, sub: Obj, at: Date): Promise<void> {
  const ended = { ...sub, status: "canceled", ended_at: unix(at), canceled_at: sub.canceled_at ?? unix(now) };
  await o.put(ended);
  await o.emit("customer.subscription.deleted", ended, now, { status: sub.status });
}

/** Renews at the period's end: the next period starts, its invoice is charged to the saved card. */
async function renew(o: SandboxOps, now: Date, sub: Obj): Promise<void> {
  const { item, end, priceId } = periodOf(sub);
  const metadata = { ...(sub.metadata as Obj) };
  const nextPrice = priceById(String(metadata[SCHEDULED_PRICE_KEY] ?? "")) ?? priceById(priceId);
  if (!nextPrice) throw new Error(`sandbox: unknown price ${priceId}`);
  delete metadata[SCHEDULED_PRICE_KEY];
  const start = new Date(end * 1000);
  const next = addInterval(start, nextPrice.interval);
  const renewed: Obj = {
    ...sub,
    metadata,
    items: {
      object: "list",
      data: [{ ...item, price: { id: nextPrice.id }, current_period_start: unix(start), current_period_end: unix(next) }],
    },
  };
  const { invoice } = await openInvoice(o, now, {
    customer: String(sub.customer),
    subscription: String(sub.id),
    price: nextPrice,
    start,
    end: next,
    reason: "subscription_cycle",
    amountCents: nextPrice.amountCents,
  });
  await o.put({ ...renewed, latest_invoice: invoice.id });
  await o.emit("customer.subscription.updated", renewed, now, { items: sub.items });
  if (!(await chargeSavedCard(o, now, invoice))) {
    const pastDue = { ...renewed, status: "past_due", latest_invoice: invoice.id };
    await o.put(pastDue);
    const firstRetry = new Date(start.getTime() + RETRY_AFTER_DAYS[0] * 86_400_000);
    await o.put({ ...(await o.get(String(invoice.id))), next_payment_attempt: unix(firstRetry) });
    await o.emit("customer.subscription.updated", pastDue, now, { status: "active" });
  }
}

/** Another try at a past-due subscription's open invoice; the last failed try cancels it. */
async function retry(o: SandboxOps, now: Date, sub: Obj, invoice: Obj): Promise<void> {
  if (await chargeSavedCard(o, now, invoice)) return;
  const failed = await o.get(String(invoice.id));
  const attempts = Number(failed?.attempt_count ?? 0);
  const due = new Date(Number(invoice.next_payment_attempt) * 1000);
  if (attempts > RETRY_AFTER_DAYS.length) {
    await o.put({ ...failed, status: "uncollectible", next_payment_attempt: null });
    await endSubscription(o, now, sub, due);
    return;
  }
  // Retries fall RETRY_AFTER_DAYS after the failed renewal: the next one is the gap between two of those days.
  const step = ((RETRY_AFTER_DAYS[attempts - 1] ?? 0) - (RETRY_AFTER_DAYS[attempts - 2] ?? 0)) * 86_400_000;
  await o.put({ ...failed, next_payment_attempt: unix(new Date(due.getTime() + step)) });
}

/** An unpaid invoice that no longer counts: voided, and its intent cancelled so its client secret cannot pay it. */
export async function voidOpenInvoice(o: SandboxOps, invoiceId: unknown): Promise<void> {
  const invoice = await o.get(String(invoiceId));
  if (!invoice || invoice.status !== "open") return;
  await o.put({ ...invoice, status: "void", next_payment_attempt: null });
  const intent = await o.get(String(invoice.sandbox_payment_intent));
  if (intent && intent.status !== "succeeded") await o.put({ ...intent, status: "canceled" }, String(intent.client_secret));
}

/** Does whatever is due at the sandbox's time; returns how many things happened (run again until 0). */
export async function runDue(o: SandboxOps, now: Date): Promise<number> {
  let done = 0;
  const nowS = unix(now);
  for (const sub of await o.list("subscription")) {
    const { end } = periodOf(sub);
    if (sub.status === "incomplete" && Number(sub.created) * 1000 + INCOMPLETE_EXPIRES_MS <= now.getTime()) {
      const expired = { ...sub, status: "incomplete_expired", ended_at: nowS };
      await o.put(expired);
      await voidOpenInvoice(o, sub.latest_invoice);
      await o.emit("customer.subscription.updated", expired, now, { status: "incomplete" });
      done++;
    } else if ((sub.status === "active" || sub.status === "trialing") && end <= nowS) {
      // A trial whose card was never saved ends with it (the provider's trial_settings missing_payment_method: cancel).
      const noCard = sub.status === "trialing" && typeof sub.pending_setup_intent === "string";
      if (sub.cancel_at_period_end === true || noCard) await endSubscription(o, now, sub, new Date(end * 1000));
      else await renew(o, now, sub);
      done++;
    } else if (sub.status === "past_due") {
      const invoice = await o.get(String(sub.latest_invoice));
      if (invoice && invoice.status === "open" && invoice.next_payment_attempt !== null && Number(invoice.next_payment_attempt) <= nowS) {
        await retry(o, now, sub, invoice);
        done++;
      }
    }
  }
  return done;
}

export { endSubscription, periodOf };
