import type { RecruiterPriceKey } from "@domain/recruiter-prices";

/**
 * The payment provider behind one interface (decision 0021). Two implementations: `sandbox` (the embedded default:
 * the server plays the provider, no keys, no network) and `stripe` (the official SDK, when its keys are set).
 * The billing module only ever talks to this interface; objects come back in the provider-neutral shapes below.
 */

/** Stripe's subscription statuses (reference/payments.md §2); the sandbox uses the same ones with the same meaning. */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

/** A subscription as the provider holds it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  priceId: string;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** A price that takes over at the end of the current period (a switch from annual to monthly), if any. */
  scheduledPriceId: string | null;
  /** When a free trial ends (or ended); null when the subscription never had one. */
  trialEnd: Date | null;
  canceledAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
}

/** An invoice (a subscription's first payment, a renewal, a proration) as an event carries it. */
export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** What the invoice asked for, in cents. */
  amountCents: number;
  currency: string;
  /** The receipt number the provider shows the customer. */
  number: string | null;
  /** Why it was made: subscription_create, subscription_cycle, subscription_update. */
  billingReason: string | null;
  /** The price of its subscription line, when it has one. */
  priceId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
}

/** A one-time payment (bridge access). */
export interface ProviderPayment {
  id: string;
  customerId: string | null;
  amountCents: number;
  currency: string;
  /** What the app wrote on it when it asked for it (userId, sku). */
  metadata: Record<string, string>;
  createdAt: Date;
}

/** The events the billing module acts on, already verified and read out of the provider's own event format. */
export type ProviderEventData =
  /** Something about a subscription changed: the module re-reads it from the provider (order does not matter). */
  | { kind: "subscription"; subscriptionId: string; customerId: string }
  | { kind: "invoice_paid"; invoice: ProviderInvoice }
  | { kind: "invoice_payment_failed"; invoice: ProviderInvoice; message: string | null }
  | { kind: "payment_succeeded"; payment: ProviderPayment }
  | { kind: "payment_failed"; payment: ProviderPayment; message: string | null }
  /** Money went back: `invoiceId` or `paymentId` names what was refunded. */
  | {
      kind: "refunded";
      refundId: string;
      customerId: string | null;
      amountCents: number;
      invoiceId: string | null;
      paymentId: string | null;
    }
  /** A type the app does not act on; it is still recorded. */
  | { kind: "ignored" };

export interface ProviderEvent {
  id: string;
  /** The provider's own type, e.g. `invoice.paid`. */
  type: string;
  createdAt: Date;
  data: ProviderEventData;
}

/** The webhook was not signed by the provider (missing, tampered, wrong secret, too old). */
export class WebhookSignatureError extends Error {}

/** The provider refused a request for a reason the customer can act on (e.g. a card error); `message` is for them. */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface CreateSubscriptionInput {
  customerId: string;
  priceId: string;
  /** Same key, same result: a double click or a retry never creates two subscriptions. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /**
   * A free trial first (recruiter plans, §9): the subscription is `trialing` at once, nothing is charged now, and the
   * client secret saves the card for the first charge at the trial's end (a SetupIntent); without a card by then the
   * subscription ends.
   */
  trialDays?: number;
}

export interface CreatedSubscription {
  subscription: ProviderSubscription;
  /** What the provider's client confirms the first payment (or, with a trial, the card for later) with. */
  clientSecret: string;
  /** payment: a PaymentIntent to pay now; setup: a SetupIntent that saves the card (a trial). */
  intent: "payment" | "setup";
}

export interface CreateOneTimePaymentInput {
  customerId: string;
  amountCents: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly kind: "sandbox" | "stripe";
  /** The provider's price id for each paid learner plan (configuration for Stripe). */
  readonly priceIds: Readonly<Record<"monthly" | "annual", string>>;
  /** The provider's price id for each of the six recruiter prices (§9; configuration for Stripe). */
  readonly recruiterPriceIds: Readonly<Record<RecruiterPriceKey, string>>;
  /** What the browser needs to load the provider's client (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  /** The provider's clock: the real time, or the sandbox's test clock. Billing rules (the 30 days) read it. */
  now(): Promise<Date>;

  createCustomer(input: { userId: number; email: string | null; name: string }): Promise<{ customerId: string }>;
  /** Starts a subscription whose first invoice waits for payment (Stripe's `payment_behavior: default_incomplete`). */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
  /**
   * The client secret of an incomplete subscription's open first invoice, to pay it after all, or of a trialing
   * subscription's card set-up that was not finished (null if none).
   */
  pendingClientSecret(subscriptionId: string): Promise<string | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's subscriptions as the provider holds them now (the truth a checkout is checked against). */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Another price: `now` charges the prorated difference at once; `period_end` takes over at the next renewal. */
  changePrice(subscriptionId: string, priceId: string, when: "now" | "period_end"): Promise<ProviderSubscription>;
  /** Ends the subscription at once (no further invoices); an unpaid open invoice is voided so it can no longer be paid. */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Refunds everything paid on the invoice (the refund names the invoice, so its event can be matched to it). */
  refundInvoice(invoiceId: string, idempotencyKey: string): Promise<{ refundId: string; amountCents: number }>;
  /** A one-time payment the provider's client confirms with the returned secret. */
  createOneTimePayment(input: CreateOneTimePaymentInput): Promise<{ paymentId: string; clientSecret: string }>;
  /**
   * Checks the signature over the raw body and reads the event; rejects with WebhookSignatureError when it fails.
   * Asynchronous because the sandbox keeps its secret in the database (Stripe's check itself is synchronous).
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<ProviderEvent>;
}
