import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../../db/client";
import { verifySignature, signatureHeader } from "../signature";
import { readEvent, readSubscription, SCHEDULED_PRICE_KEY } from "../stripe-format";
import { ProviderRequestError, WebhookSignatureError, type PaymentProvider, type ProviderSubscription } from "../provider";
import {
  addInterval,
  endSubscription,
  markInvoiceFailed,
  markInvoicePaid,
  openInvoice,
  periodOf,
  priceById,
  runDue,
  sandboxRecruiterPriceId,
  savedCard,
  SANDBOX_PRICES,
  voidOpenInvoice,
  type SavedCard,
} from "./lifecycle";
import { newId, sandboxStore, unix, type Obj, type SandboxOps } from "./store";
import { RECRUITER_PRICE_KEYS, type RecruiterPriceKey } from "@domain/recruiter-prices";
import {
  cancelPendingSetup,
  createTrialSubscription,
  pendingSetupSecret,
  setupFailed,
  setupStillUsable,
  setupSucceeded,
  trialCreated,
} from "./trial";
import { DECLINE_MESSAGES, readCard, type CardError, type CardInput } from "./test-cards";

/** What the provider's client sees after confirming: Stripe.js's result shape, in short. */
export type ConfirmResult =
  | { status: "succeeded" | "requires_action" | "processing"; paymentIntentId: string }
  | { status: "requires_payment_method"; paymentIntentId: string; error: CardError };

/** Sends one signed event to the app's webhook endpoint; returns the HTTP status. */
export type DeliverEvent = (payload: string, signature: string) => Promise<number>;

export class SandboxNotFoundError extends Error {}

/** Most the test clock may be moved ahead in all (its offset is stored in seconds as a 32-bit integer). */
export const MAX_CLOCK_OFFSET_SECONDS = 10 * 366 * 86_400;

/**
 * The embedded payment provider (decision 0021): the server plays the provider, with no keys and no network. It keeps
 * its customers, subscriptions, invoices and intents in the database in the provider's JSON shape; its client (the
 * card form) confirms with a client secret and the published test cards; it delivers signed events to the app's own
 * webhook endpoint; and its test clock moves renewals, failed renewals and period ends forward.
 */
export function sandboxProvider(db: Db, deliver: DeliverEvent) {
  const store = sandboxStore(db);
  let delivering: Promise<void> | null = null;
  // Like switching the webhook endpoint off at the provider: events wait in the outbox (tests of late delivery).
  let paused = false;
  // Set while an event is being delivered: a provider call made by the webhook handler itself (a refund of a
  // double payment) must not wait for the delivery that is running it; that delivery's loop sends its events.
  const inDelivery = new AsyncLocalStorage<true>();

  /** Sends every queued event in order; one that is refused stays queued (the background task retries it). */
  async function deliverOnce(): Promise<void> {
    const { webhookSecret } = await store.state();
    // Until nothing is waiting: handling one event may queue more (bounded, so a loop of events cannot spin).
    for (let round = 0; round < 20; round++) {
      const waiting = await store.undelivered(100);
      if (waiting.length === 0) return;
      for (const row of waiting) {
        let status = 0;
        try {
          status = await inDelivery.run(true, () => deliver(row.payload, signatureHeader(webhookSecret, row.payload)));
        } catch {
          status = 0;
        }
        const ok = status >= 200 && status < 300;
        await store.markDelivery(row.seq, ok);
        if (!ok) return;
      }
    }
  }

  /** Events reach the app before the call that caused them returns, as fast as the real provider at its best. */
  async function flush(): Promise<void> {
    if (paused || inDelivery.getStore()) return;
    while (delivering) await delivering;
    delivering = deliverOnce().finally(() => {
      delivering = null;
    });
    await delivering;
  }

  /** Checks a webhook the way the real provider's SDK does, with the sandbox's own secret. */
  async function verifyWebhook(rawBody: Buffer, header: string | undefined) {
    const { webhookSecret } = await store.state();
    verifySignature(rawBody, header, webhookSecret);
    try {
      return readEvent(JSON.parse(rawBody.toString("utf8")));
    } catch {
      throw new WebhookSignatureError("Unreadable event");
    }
  }

  async function mutate<T>(work: (o: SandboxOps, now: Date) => Promise<T>): Promise<T> {
    const result = await store.change(work);
    await flush();
    return result;
  }

  async function subscriptionOf(o: SandboxOps, id: string): Promise<Obj> {
    const sub = await o.get(id);
    if (!sub || sub.object !== "subscription") throw new ProviderRequestError(`No such subscription: '${id}'`, "resource_missing");
    return sub;
  }

  /** The intent a client secret belongs to (a payment's secret is what its client holds, nothing more). */
  async function intentBySecret(o: SandboxOps, clientSecret: string): Promise<Obj> {
    const intent = await o.byLookup(clientSecret);
    if (!intent || (intent.object !== "payment_intent" && intent.object !== "setup_intent")) {
      throw new SandboxNotFoundError("No such payment intent");
    }
    if (intent.status === "canceled") throw new SandboxNotFoundError("This payment was cancelled and can no longer be paid");
    if (intent.object === "setup_intent" && intent.status !== "succeeded" && !(await setupStillUsable(o, intent))) {
      throw new SandboxNotFoundError("This trial has ended and its card can no longer be saved");
    }
    if (intent.sandbox_invoice && intent.status !== "succeeded") {
      const invoice = await o.get(String(intent.sandbox_invoice));
      if (!invoice || invoice.status !== "open") throw new SandboxNotFoundError("This invoice can no longer be paid");
    }
    return intent;
  }

  /** The intent's charge went through: its invoice is paid, or the one-time payment succeeds. */
  async function succeed(o: SandboxOps, now: Date, intent: Obj, card: SavedCard): Promise<void> {
    if (intent.object === "setup_intent") return setupSucceeded(o, now, intent, card);
    if (intent.sandbox_invoice) {
      const invoice = await o.get(String(intent.sandbox_invoice));
      if (invoice) await markInvoicePaid(o, now, invoice, intent, card);
      return;
    }
    await o.put({ ...card, customer: intent.customer ?? null });
    const done = { ...intent, status: "succeeded", amount_received: intent.amount, payment_method: card.id, last_payment_error: null };
    await o.put(done, String(intent.client_secret));
    await o.emit("payment_intent.succeeded", done, now);
  }

  async function fail(o: SandboxOps, now: Date, intent: Obj, error: CardError): Promise<void> {
    if (intent.object === "setup_intent") return setupFailed(o, now, intent, error);
    if (intent.sandbox_invoice) {
      const invoice = await o.get(String(intent.sandbox_invoice));
      if (invoice) await markInvoiceFailed(o, now, invoice, intent, error);
      return;
    }
    const lastError = { type: error.type, code: error.code, decline_code: error.declineCode, message: error.message };
    const failed = { ...intent, status: "requires_payment_method", last_payment_error: lastError };
    await o.put(failed, String(intent.client_secret));
    await o.emit("payment_intent.payment_failed", failed, now);
  }

  const provider: PaymentProvider = {
    kind: "sandbox",
    priceIds: { monthly: "price_sandbox_monthly", annual: "price_sandbox_annual" },
    recruiterPriceIds: Object.fromEntries(RECRUITER_PRICE_KEYS.map((key) => [key, sandboxRecruiterPriceId(key)])) as Record<
      RecruiterPriceKey,
      string
    >,
    publishableKey: null,
    now: () => store.now(),

    createCustomer: ({ userId, email, name }) =>
      mutate(async (o, now) => {
        const customer = {
          id: newId("cus"),
          object: "customer",
          email,
          name,
          metadata: { userId: String(userId) },
          created: unix(now),
          invoice_settings: { default_payment_method: null },
        };
        await o.put(customer);
        await o.emit("customer.created", customer, now);
        return { customerId: customer.id };
      }),

    createSubscription: ({ customerId, priceId, idempotencyKey, metadata, trialDays }) =>
      mutate(async (o, now) => {
        const replay = await o.byLookup(`idem:${idempotencyKey}`);
        if (replay) {
          const sub = await subscriptionOf(o, String(replay.target));
          const trial = await trialCreated(o, sub);
          if (trial) return trial;
          const invoice = await o.get(String(sub.latest_invoice));
          return {
            subscription: readSubscription(sub),
            clientSecret: String((invoice?.confirmation_secret as Obj).client_secret),
            intent: "payment" as const,
          };
        }
        const price = priceById(priceId);
        if (!price) throw new ProviderRequestError(`No such price: '${priceId}'`, "resource_missing");
        if (!(await o.get(customerId))) throw new ProviderRequestError(`No such customer: '${customerId}'`, "resource_missing");
        if (trialDays && trialDays > 0) {
          const { sub, clientSecret } = await createTrialSubscription(o, now, { customerId, price, trialDays, metadata });
          await o.put({ id: `idem:${idempotencyKey}`, object: "idempotency_key", target: sub.id }, `idem:${idempotencyKey}`);
          return { subscription: readSubscription(sub), clientSecret, intent: "setup" as const };
        }
        const subId = newId("sub");
        const end = addInterval(now, price.interval);
        const { invoice } = await openInvoice(o, now, {
          customer: customerId,
          subscription: subId,
          price,
          start: now,
          end,
          reason: "subscription_create",
          amountCents: price.amountCents,
        });
        const sub = {
          id: subId,
          object: "subscription",
          customer: customerId,
          status: "incomplete",
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          created: unix(now),
          metadata,
          latest_invoice: invoice.id,
          items: {
            object: "list",
            data: [{ id: newId("si"), price: { id: price.id }, current_period_start: unix(now), current_period_end: unix(end) }],
          },
        };
        await o.put(sub);
        await o.put({ id: `idem:${idempotencyKey}`, object: "idempotency_key", target: subId }, `idem:${idempotencyKey}`);
        await o.emit("customer.subscription.created", sub, now);
        return {
          subscription: readSubscription(sub),
          clientSecret: String((invoice.confirmation_secret as Obj).client_secret),
          intent: "payment" as const,
        };
      }),

    pendingClientSecret: (subscriptionId) =>
      store.change(async (o) => {
        const sub = await o.get(subscriptionId);
        if (sub?.status === "trialing") return pendingSetupSecret(o, sub);
        if (!sub || sub.status !== "incomplete") return null;
        const invoice = await o.get(String(sub.latest_invoice));
        return invoice?.status === "open" ? String((invoice.confirmation_secret as Obj).client_secret) : null;
      }),

    retrieveSubscription: (subscriptionId) =>
      store.change(async (o) => {
        const sub = await o.get(subscriptionId);
        return sub && sub.object === "subscription" ? readSubscription(sub) : null;
      }),

    listSubscriptions: (customerId) =>
      store.change(async (o) => (await o.list("subscription")).filter((sub) => sub.customer === customerId).map(readSubscription)),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      mutate(async (o, now) => {
        const sub = await subscriptionOf(o, subscriptionId);
        if (sub.status === "canceled" || sub.status === "incomplete_expired") {
          throw new ProviderRequestError("A canceled subscription can't be changed.", "subscription_canceled");
        }
        const updated = { ...sub, cancel_at_period_end: cancel, canceled_at: cancel ? unix(now) : null };
        await o.put(updated);
        await o.emit("customer.subscription.updated", updated, now, { cancel_at_period_end: sub.cancel_at_period_end });
        return readSubscription(updated);
      }),

    changePrice: (subscriptionId, priceId, when) => mutate(async (o, now) => changePrice(o, now, subscriptionId, priceId, when)),

    cancelNow: (subscriptionId) =>
      mutate(async (o, now) => {
        const sub = await subscriptionOf(o, subscriptionId);
        if (sub.status !== "canceled") {
          await voidOpenInvoice(o, sub.latest_invoice);
          await cancelPendingSetup(o, sub);
          await endSubscription(o, now, sub, now);
        }
        return readSubscription((await o.get(subscriptionId)) ?? sub);
      }),

    refundInvoice: (invoiceId, idempotencyKey) =>
      mutate(async (o, now) => {
        const replay = await o.byLookup(`idem:${idempotencyKey}`);
        if (replay) {
          const refund = await o.get(String(replay.target));
          return { refundId: String(refund?.id), amountCents: Number(refund?.amount) };
        }
        const invoice = await o.get(invoiceId);
        if (!invoice || invoice.status !== "paid")
          throw new ProviderRequestError("This invoice has no payment to refund.", "invoice_not_paid");
        const intent = await o.get(String(invoice.sandbox_payment_intent));
        if (!intent || Number(intent.amount_refunded ?? 0) > 0)
          throw new ProviderRequestError("This payment has already been refunded.", "charge_already_refunded");
        const refund = {
          id: newId("re"),
          object: "refund",
          amount: Number(invoice.amount_paid),
          currency: "usd",
          payment_intent: intent.id,
          status: "succeeded",
          created: unix(now),
        };
        await o.put(refund);
        await o.put({ id: `idem:${idempotencyKey}`, object: "idempotency_key", target: refund.id }, `idem:${idempotencyKey}`);
        await o.put({ ...intent, amount_refunded: refund.amount }, String(intent.client_secret));
        const charge = {
          id: `ch_${String(intent.id).slice(3)}`,
          object: "charge",
          amount: intent.amount,
          amount_refunded: refund.amount,
          refunded: true,
          customer: invoice.customer,
          payment_intent: intent.id,
          refunds: { object: "list", data: [refund] },
        };
        await o.emit("charge.refunded", charge, now);
        return { refundId: refund.id, amountCents: refund.amount };
      }),

    createOneTimePayment: ({ customerId, amountCents, currency, description, idempotencyKey, metadata }) =>
      mutate(async (o, now) => {
        const replay = await o.byLookup(`idem:${idempotencyKey}`);
        if (replay) {
          const intent = await o.get(String(replay.target));
          return { paymentId: String(intent?.id), clientSecret: String(intent?.client_secret) };
        }
        const id = newId("pi");
        const clientSecret = `${id}_secret_${newId("s").slice(2)}`;
        const intent = {
          id,
          object: "payment_intent",
          amount: amountCents,
          amount_received: 0,
          currency,
          customer: customerId,
          description,
          metadata,
          status: "requires_payment_method",
          client_secret: clientSecret,
          created: unix(now),
          last_payment_error: null,
        };
        await o.put(intent, clientSecret);
        await o.put({ id: `idem:${idempotencyKey}`, object: "idempotency_key", target: id }, `idem:${idempotencyKey}`);
        return { paymentId: id, clientSecret };
      }),

    parseWebhook: (rawBody, header) => verifyWebhook(rawBody, header),
  };

  async function changePrice(
    o: SandboxOps,
    now: Date,
    subscriptionId: string,
    priceId: string,
    when: "now" | "period_end",
  ): Promise<ProviderSubscription> {
    const sub = await subscriptionOf(o, subscriptionId);
    const price = priceById(priceId);
    if (!price) throw new ProviderRequestError(`No such price: '${priceId}'`, "resource_missing");
    if (sub.status !== "active" && sub.status !== "trialing") {
      throw new ProviderRequestError("Only an active subscription can change its price.", "subscription_not_active");
    }
    const { item, start, end, priceId: current } = periodOf(sub);
    const metadata = { ...(sub.metadata as Obj) };
    if (sub.status === "trialing" && when === "now") {
      // During a trial nothing has been charged: the price changes at once and the trial runs on to its end.
      delete metadata[SCHEDULED_PRICE_KEY];
      const updated = { ...sub, metadata, items: { object: "list", data: [{ ...item, price: { id: price.id } }] } };
      await o.put(updated);
      await o.emit("customer.subscription.updated", updated, now, { items: sub.items });
      return readSubscription(updated);
    }
    if (when === "period_end" || priceId === current) {
      if (priceId === current) delete metadata[SCHEDULED_PRICE_KEY];
      else metadata[SCHEDULED_PRICE_KEY] = priceId;
      const updated = { ...sub, metadata };
      await o.put(updated);
      await o.emit("customer.subscription.updated", updated, now, { metadata: sub.metadata });
      return readSubscription(updated);
    }
    // Now: what is left of the current period is credited, the new price's period starts today and is charged at once
    // to the saved card; a card that fails leaves the subscription as it was (the provider's error_if_incomplete).
    const old = priceById(current);
    const nowS = unix(now);
    const credit = old ? Math.round((old.amountCents * Math.max(0, end - nowS)) / Math.max(1, end - start)) : 0;
    const next = addInterval(now, price.interval);
    const { invoice, intent } = await openInvoice(o, now, {
      customer: String(sub.customer),
      subscription: subscriptionId,
      price,
      start: now,
      end: next,
      reason: "subscription_update",
      amountCents: Math.max(0, price.amountCents - credit),
    });
    const customer = await o.get(String(sub.customer));
    const cardId = (customer?.invoice_settings as Obj | undefined)?.default_payment_method;
    const card = typeof cardId === "string" ? await o.get<SavedCard>(cardId) : null;
    const behaviour = card?.sandbox_behaviour;
    const outcome = !behaviour
      ? null
      : behaviour.kind === "succeed"
        ? "succeed"
        : behaviour.kind === "authenticate"
          ? behaviour.then
          : behaviour.error;
    if (!card || outcome !== "succeed") {
      await o.put({ ...invoice, status: "void" });
      throw new ProviderRequestError(outcome && outcome !== "succeed" ? outcome.message : DECLINE_MESSAGES.generic, "card_declined");
    }
    delete metadata[SCHEDULED_PRICE_KEY];
    const updated = {
      ...sub,
      metadata,
      latest_invoice: invoice.id,
      items: { object: "list", data: [{ ...item, price: { id: price.id }, current_period_start: nowS, current_period_end: unix(next) }] },
    };
    await o.put(updated);
    await o.emit("customer.subscription.updated", updated, now, { items: sub.items });
    await markInvoicePaid(o, now, invoice, intent, card);
    return readSubscription(updated);
  }

  return {
    provider,

    /** The provider's client: confirms a payment with its client secret and a card. */
    confirm: (clientSecret: string, card: CardInput): Promise<ConfirmResult> =>
      mutate(async (o, now) => {
        const intent = await intentBySecret(o, clientSecret);
        const id = String(intent.id);
        if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: id };
        if (intent.status === "requires_action") return { status: "requires_action", paymentIntentId: id };
        if (intent.status !== "requires_payment_method") throw new SandboxNotFoundError("This payment can no longer be paid");
        const read = readCard(card, now);
        if ("error" in read) return { status: "requires_payment_method", paymentIntentId: id, error: read.error };
        const saved = savedCard(read.summary, read.behaviour, (intent.customer as string | null) ?? null);
        if (read.behaviour.kind === "decline") {
          await fail(o, now, intent, read.behaviour.error);
          return { status: "requires_payment_method", paymentIntentId: id, error: read.behaviour.error };
        }
        if (read.behaviour.kind === "authenticate") {
          await o.put(saved);
          await o.put(
            { ...intent, status: "requires_action", payment_method: saved.id, next_action: { type: "use_stripe_sdk" } },
            clientSecret,
          );
          return { status: "requires_action", paymentIntentId: id };
        }
        await succeed(o, now, intent, saved);
        return { status: "succeeded", paymentIntentId: id };
      }),

    /** The cardholder's answer on the authentication step (the provider's test page offers Complete and Fail). */
    authenticate: (clientSecret: string, complete: boolean): Promise<ConfirmResult> =>
      mutate(async (o, now) => {
        const intent = await intentBySecret(o, clientSecret);
        const id = String(intent.id);
        if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: id };
        if (intent.status !== "requires_action") throw new SandboxNotFoundError("This payment is not waiting for authentication");
        const card = await o.get<SavedCard>(String(intent.payment_method));
        const behaviour = card?.sandbox_behaviour;
        const error: CardError | null = !complete
          ? { type: "card_error", code: "payment_intent_authentication_failure", message: DECLINE_MESSAGES.authentication }
          : behaviour?.kind === "authenticate" && behaviour.then !== "succeed"
            ? behaviour.then
            : null;
        if (error || !card) {
          const e = error ?? { type: "card_error" as const, code: "card_declined", message: DECLINE_MESSAGES.generic };
          await fail(o, now, { ...intent, status: "requires_payment_method" }, e);
          return { status: "requires_payment_method", paymentIntentId: id, error: e };
        }
        await succeed(o, now, intent, card);
        return { status: "succeeded", paymentIntentId: id };
      }),

    /** Replaces a customer's saved card, as a customer updating their card would (tests of failed renewals). */
    setSavedCard: (customerId: string, card: CardInput) =>
      mutate(async (o, now) => {
        const read = readCard(card, now);
        if ("error" in read) throw new ProviderRequestError(read.error.message, read.error.code);
        const customer = await o.get(customerId);
        if (!customer) throw new ProviderRequestError(`No such customer: '${customerId}'`, "resource_missing");
        const saved = savedCard(read.summary, read.behaviour, customerId);
        await o.put(saved);
        await o.put({ ...customer, invoice_settings: { default_payment_method: saved.id } });
      }),

    /** Moves the test clock forward and runs what fell due (renewals, retries, period ends, expiries). */
    async advanceClock(seconds: number): Promise<Date> {
      const { clockOffsetSeconds } = await store.state();
      if (clockOffsetSeconds + seconds > MAX_CLOCK_OFFSET_SECONDS) {
        throw new ProviderRequestError("The test clock can be moved at most ten years ahead", "clock_limit");
      }
      await store.moveClock(seconds);
      return processDue();
    },

    processDue,
    /** Holds (true) or resumes (false) webhook delivery; resuming sends what waited. */
    async pauseDelivery(pause: boolean): Promise<void> {
      paused = pause;
      if (!pause) await flush();
    },
    /** Delivers queued events (the background task calls it, so a refused delivery is retried). */
    flush,
    prices: SANDBOX_PRICES,
  };

  async function processDue(): Promise<Date> {
    for (let round = 0; round < 500; round++) {
      const done = await store.change((o, now) => runDue(o, now));
      if (done === 0) break;
    }
    await flush();
    return store.now();
  }
}
export type SandboxProvider = ReturnType<typeof sandboxProvider>;
