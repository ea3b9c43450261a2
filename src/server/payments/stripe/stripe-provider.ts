import Stripe from "stripe";
import { RECRUITER_PRICE_KEYS, type RecruiterPriceKey } from "@domain/recruiter-prices";
import {
  ProviderRequestError,
  WebhookSignatureError,
  type CreatedSubscription,
  type PaymentProvider,
  type ProviderSubscription,
} from "../provider";
import { SIGNATURE_TOLERANCE_SECONDS } from "../signature";
import { readEvent, readSubscription, SCHEDULED_PRICE_KEY } from "../stripe-format";

/**
 * The Stripe implementation of PaymentProvider (decision 0021), on the official SDK. Objects are read back through
 * stripe-format.ts, the same reader the sandbox uses, so both providers report the same neutral shapes.
 */

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceIds: { monthly: string; annual: string };
  /** The six recruiter prices (§9); one left empty cannot be bought. */
  recruiterPriceIds?: Partial<Record<RecruiterPriceKey, string>>;
  /** Tests inject a client built with a fake `httpClient`; production builds one from the secret key. */
  client?: Stripe;
}

/** Basil moved the first payment's secret from `invoice.payment_intent` to `invoice.confirmation_secret`. */
const CONFIRMATION_EXPAND = ["latest_invoice.confirmation_secret"];

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === "object" ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);

/** The secret the Payment Element confirms the open first invoice with; the pre-basil field when an old shape shows up. */
function invoiceClientSecret(subscription: Stripe.Subscription): string | null {
  const invoice = obj(subscription.latest_invoice);
  return str(obj(invoice.confirmation_secret).client_secret) ?? str(obj(invoice.payment_intent).client_secret);
}

function isCardError(err: unknown): err is Stripe.errors.StripeCardError {
  return err instanceof Stripe.errors.StripeError && err.type === "StripeCardError";
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && (err.statusCode === 404 || err.code === "resource_missing");
}

/** A declined card is something the customer can fix, so its message goes to them; anything else stays an error. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isCardError(err)) throw new ProviderRequestError(err.message, err.code ?? "card_error");
    throw err;
  }
}

function toProvider(raw: Stripe.Subscription): ProviderSubscription {
  const subscription = readSubscription(raw);
  // Once the scheduled phase has begun the price is current, not scheduled (its phase metadata clears the key, but a
  // late or lost update must not make the app announce a switch that already happened).
  if (subscription.scheduledPriceId === subscription.priceId) subscription.scheduledPriceId = null;
  return subscription;
}

export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);
  const { webhookSecret } = options;

  const firstItem = (subscription: Stripe.Subscription): Stripe.SubscriptionItem => {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no items`);
    return item;
  };
  const scheduleIdOf = (subscription: Stripe.Subscription): string | null => idOf(subscription.schedule);
  const clearScheduledPrice = (subscriptionId: string) =>
    stripe.subscriptions.update(subscriptionId, { metadata: { [SCHEDULED_PRICE_KEY]: "" } });

  /** The next renewal switches to `priceId`: the current phase runs to its end unchanged, then the new price. */
  async function schedulePrice(subscription: Stripe.Subscription, priceId: string): Promise<Stripe.Subscription> {
    const existing = scheduleIdOf(subscription);
    // One schedule per subscription: a second change rewrites the phases of the first instead of stacking schedules.
    const schedule = existing
      ? await stripe.subscriptionSchedules.retrieve(existing)
      : await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    const start = schedule.current_phase?.start_date;
    const current = schedule.phases.find((p) => p.start_date === start) ?? schedule.phases[0];
    if (!current) throw new Error(`subscription schedule ${schedule.id} has no phase`);
    const quantity = firstItem(subscription).quantity;
    await stripe.subscriptionSchedules.update(schedule.id, {
      // After the last phase the subscription carries on by itself on the new price.
      end_behavior: "release",
      proration_behavior: "none",
      phases: [
        {
          start_date: current.start_date,
          end_date: current.end_date,
          items: current.items.map((i) => ({
            price: idOf(i.price) ?? undefined,
            ...(i.quantity === undefined ? {} : { quantity: i.quantity }),
          })),
        },
        {
          items: [{ price: priceId, ...(quantity === undefined ? {} : { quantity }) }],
          // Entering this phase unsets the key on the subscription: the switch has happened.
          metadata: { [SCHEDULED_PRICE_KEY]: "" },
        },
      ],
    });
    return stripe.subscriptions.update(subscription.id, { metadata: { [SCHEDULED_PRICE_KEY]: priceId } });
  }

  /** Drops a scheduled switch: the subscription stays as it is now. */
  async function releaseSchedule(subscription: Stripe.Subscription): Promise<void> {
    const scheduleId = scheduleIdOf(subscription);
    if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
  }

  return {
    kind: "stripe",
    priceIds: { ...options.priceIds },
    recruiterPriceIds: Object.fromEntries(RECRUITER_PRICE_KEYS.map((key) => [key, options.recruiterPriceIds?.[key] ?? ""])) as Record<
      RecruiterPriceKey,
      string
    >,
    publishableKey: options.publishableKey,
    now: () => Promise.resolve(new Date()),

    createCustomer: (input) =>
      call(async () => {
        const customer = await stripe.customers.create({
          ...(input.email ? { email: input.email } : {}),
          name: input.name,
          metadata: { userId: String(input.userId) },
        });
        return { customerId: customer.id };
      }),

    createSubscription: (input) =>
      call(async (): Promise<CreatedSubscription> => {
        const trial = input.trialDays && input.trialDays > 0 ? input.trialDays : null;
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price: input.priceId }],
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            expand: trial ? [...CONFIRMATION_EXPAND, "pending_setup_intent"] : CONFIRMATION_EXPAND,
            metadata: input.metadata,
            // A trial charges nothing now: the card is saved through the pending SetupIntent (confirmSetup), and a
            // trial that ends without one is cancelled rather than left unpaid.
            ...(trial ? { trial_period_days: trial, trial_settings: { end_behavior: { missing_payment_method: "cancel" as const } } } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (trial) {
          const setupSecret = str(obj(subscription.pending_setup_intent).client_secret);
          if (!setupSecret) throw new Error(`trial subscription ${subscription.id} has no card set-up to confirm`);
          return { subscription: toProvider(subscription), clientSecret: setupSecret, intent: "setup" };
        }
        const clientSecret = invoiceClientSecret(subscription);
        // Only a $0 first invoice (a trial, a full discount) has nothing to confirm; our paid plans never do that.
        if (!clientSecret) throw new Error(`subscription ${subscription.id} has no first payment to confirm`);
        return { subscription: toProvider(subscription), clientSecret, intent: "payment" };
      }),

    pendingClientSecret: (subscriptionId) =>
      call(async () => {
        try {
          const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: CONFIRMATION_EXPAND });
          // A trial whose card was not saved yet: its SetupIntent's secret.
          const setupId = idOf(subscription.pending_setup_intent);
          if (subscription.status === "trialing") {
            return setupId ? ((await stripe.setupIntents.retrieve(setupId)).client_secret ?? null) : null;
          }
          // Any other status has no open first invoice left to pay (active, or expired after 23 h).
          return subscription.status === "incomplete" ? invoiceClientSecret(subscription) : null;
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
      }),

    retrieveSubscription: (subscriptionId) =>
      call(async () => {
        try {
          return toProvider(await stripe.subscriptions.retrieve(subscriptionId));
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      call(async () => {
        if (cancel) {
          // Stripe refuses cancellation changes on a schedule-managed subscription, and a switch scheduled for a
          // renewal that will not happen means nothing: drop it first.
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          if (scheduleIdOf(subscription)) {
            await releaseSchedule(subscription);
            await clearScheduledPrice(subscriptionId);
          }
        }
        return toProvider(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
      }),

    changePrice: (subscriptionId, priceId, when) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const item = firstItem(subscription);
        const currentPrice = idOf(item.price);
        if (when === "now" && subscription.status === "trialing") {
          // Nothing was charged during a trial: the price changes at once and the trial runs on.
          await releaseSchedule(subscription);
          return toProvider(
            await stripe.subscriptions.update(subscriptionId, {
              items: [{ id: item.id, price: priceId }],
              proration_behavior: "none",
              metadata: { [SCHEDULED_PRICE_KEY]: "" },
            }),
          );
        }
        if (when === "now") {
          // An immediate change supersedes any switch scheduled for the renewal.
          await releaseSchedule(subscription);
          const updated = await stripe.subscriptions.update(subscriptionId, {
            items: [{ id: item.id, price: priceId }],
            proration_behavior: "always_invoice",
            // A declined proration charge fails the request (a card error for the customer) and changes nothing,
            // instead of moving them to the new price with an unpaid invoice.
            payment_behavior: "error_if_incomplete",
            metadata: { [SCHEDULED_PRICE_KEY]: "" },
          });
          return toProvider(updated);
        }
        if (priceId === currentPrice) {
          // Back to the price they have: nothing is scheduled any more.
          await releaseSchedule(subscription);
          return toProvider(await clearScheduledPrice(subscriptionId));
        }
        return toProvider(await schedulePrice(subscription, priceId));
      }),

    listSubscriptions: (customerId) =>
      call(async () => {
        const page = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
        return page.data.map(toProvider);
      }),

    cancelNow: (subscriptionId) =>
      call(async () => {
        const canceled = await stripe.subscriptions.cancel(subscriptionId);
        // Cancelling leaves an unpaid first invoice open (only its automatic collection stops): void it, so its
        // client secret can no longer take money for a subscription that has ended.
        const invoiceId = idOf(canceled.latest_invoice);
        if (invoiceId) {
          const invoice = await stripe.invoices.retrieve(invoiceId);
          if (invoice.status === "open") await stripe.invoices.voidInvoice(invoiceId);
        }
        return toProvider(canceled);
      }),

    refundInvoice: (invoiceId, idempotencyKey) =>
      call(async () => {
        // Basil: an invoice no longer names its PaymentIntent; its payments are listed separately.
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid" });
        const paid = payments.data.find((p) => idOf(p.payment.payment_intent) !== null);
        const paymentIntent = paid ? idOf(paid.payment.payment_intent) : null;
        if (!paid || !paymentIntent) {
          throw new ProviderRequestError(`Invoice ${invoiceId} has no paid card payment to refund.`, "invoice_not_paid");
        }
        const refund = await stripe.refunds.create(
          // The invoice's share only: an intent can in principle pay more than one invoice.
          {
            payment_intent: paymentIntent,
            ...(paid.amount_paid ? { amount: paid.amount_paid } : {}),
            // Charges no longer name their invoice (basil): the refund does, so its event is matched to the payment.
            metadata: { invoice_id: invoiceId },
          },
          { idempotencyKey },
        );
        return { refundId: refund.id, amountCents: refund.amount };
      }),

    createOneTimePayment: (input) =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new Error(`payment intent ${intent.id} came back without a client secret`);
        return { paymentId: intent.id, clientSecret: intent.client_secret };
      }),

    // Stripe's check is synchronous; the interface is async for the sandbox. The tolerance is passed explicitly (the
    // same 300 s the sandbox applies) because SDK v23 changed what an omitted or `0` tolerance means.
    parseWebhook: async (rawBody, signatureHeader) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? "", webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (err) {
        // Missing or malformed header, tampered body, wrong secret, too old, or not JSON: never act on it.
        throw new WebhookSignatureError(err instanceof Error ? err.message : "invalid webhook signature");
      }
      return readEvent(event);
    },
  };
}
