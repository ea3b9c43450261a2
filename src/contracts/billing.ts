import { z } from "zod";
import { SUBSCRIPTION_TIERS } from "@domain/constants";
import { LEARNER_PLAN_IDS } from "@domain/plans";

/** Platform spec §7 `POST /api/create-subscription {priceId}` → clientSecret (the provider's client confirms with it). */
export const createSubscriptionRequest = z.object({
  priceId: z.string({ message: "Choose a plan" }).trim().min(1, "Choose a plan").max(200, "Choose a plan"),
});
export const createSubscriptionResponse = z.object({ clientSecret: z.string(), subscriptionId: z.string() });

/** Platform spec §4 bridge purchase: a clientSecret means pay at checkoutUrl; none means access is already there. */
export const purchaseBridgeResponse = z.object({
  clientSecret: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  hasBridgeAccess: z.boolean(),
});

export const PAYMENT_KINDS = ["subscription", "bridge"] as const;
export const PAYMENT_STATUSES = ["paid", "failed", "refunded"] as const;

/** One line of the payment history (and its receipt). */
export const paymentRecord = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  planId: z.enum(LEARNER_PLAN_IDS).nullable(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  receiptNumber: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** The subscription screen: the plan as the provider last told us, what can be done with it, and the payments. */
export const subscriptionView = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  provider: z.enum(["sandbox", "stripe"]),
  subscription: z
    .object({
      id: z.string(),
      planId: z.enum(["monthly", "annual"]),
      /** The provider's status: active, past_due, canceled, incomplete, … */
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** The plan that takes over at the next renewal (a switch from annual to monthly). */
      scheduledPlanId: z.enum(["monthly", "annual"]).nullable(),
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      endedAt: z.string().nullable(),
      /** When the last renewal failed and why (past_due). */
      lastFailure: z.string().nullable(),
    })
    .nullable(),
  /** The 30-day money-back guarantee, counted from the subscription's first payment. */
  refund: z.object({
    eligible: z.boolean(),
    until: z.string().nullable(),
    /** Why not: none (no live subscription), used (once per account), nothing (no payment), window (past 30 days). */
    code: z.enum(["none", "used", "nothing", "window"]).nullable(),
    reason: z.string().nullable(),
  }),
  hasBridgeAccess: z.boolean(),
  bridgeIncluded: z.boolean(),
  payments: z.array(paymentRecord),
  /** The provider's clock (differs from real time only when the sandbox's test clock was moved). */
  now: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const switchPlanRequest = z.object({ plan: z.enum(["monthly", "annual"], { message: "Choose monthly or annual" }) });

/** The sandbox provider's client (its card form): confirm a payment with the client secret and a test card. */
export const sandboxCard = z.object({
  number: z
    .string({ message: "Enter a card number" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
  expMonth: z.coerce
    .number({ message: "Your card's expiration date is incomplete." })
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.coerce.number({ message: "Your card's expiration date is incomplete." }).int().min(0).max(2100),
  cvc: z.string({ message: "Your card's security code is incomplete." }).regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type SandboxCard = z.infer<typeof sandboxCard>;

export const sandboxConfirmRequest = z.object({ clientSecret: z.string().min(1).max(200), card: sandboxCard });
export const sandboxAuthenticateRequest = z.object({ clientSecret: z.string().min(1).max(200), complete: z.boolean() });
export const sandboxConfirmResponse = z.object({
  status: z.enum(["succeeded", "requires_action", "processing", "requires_payment_method"]),
  error: z.object({ type: z.string(), code: z.string(), declineCode: z.string().optional(), message: z.string() }).optional(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponse>;

/** Demo and tests: move the sandbox's test clock (admin only). */
export const sandboxClockRequest = z.object({
  advanceDays: z.number().min(0).max(800),
  /** Replace this user's saved card first (e.g. 4000 0000 0000 0341 to make the next renewal fail). */
  userId: z.number().int().positive().optional(),
  card: sandboxCard.optional(),
});
export const sandboxClockResponse = z.object({ now: z.string() });

export const BILLING_MESSAGES = {
  unknownPrice: "Choose a valid plan",
  alreadySubscribed: "You already have a subscription. Manage it on the Subscription page.",
  noSubscription: "You have no active subscription",
  alreadyCanceling: "Your subscription is already set to end at the close of this period",
  notCanceling: "Your subscription is not set to end",
  samePlan: "You are already on this plan",
  resumeFirst: "Resume your subscription before switching plans",
  bridgeOwned: "You already have bridge access",
  refundWindow: "Refunds are available within 30 days of the first payment",
  refundUsed: "The money-back guarantee has already been used on this account",
  refundNothing: "There is no payment to refund",
  invalidSignature: "Invalid webhook signature",
  sandboxOnly: "Only the sandbox payment provider has this",
} as const;
