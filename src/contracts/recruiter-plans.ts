import { z } from "zod";
import { RECRUITER_PLAN_IDS, RECRUITER_TIERS } from "@domain/recruiters";
import { BILLING_INTERVALS } from "@domain/recruiter-prices";

/** Recruiter plans as sold and billed (recruiter spec §2.4, §4, §9; decision 0021's provider). */

export const recruiterPlanId = z.enum(RECRUITER_PLAN_IDS, { message: "Choose Starter, Professional or Enterprise" });
export const billingInterval = z.enum(BILLING_INTERVALS, { message: "Choose monthly or annual" });

/** One §9 plan card: prices in whole dollars as the page shows them, and in cents as charged. */
export const recruiterPlanCard = z.object({
  id: recruiterPlanId,
  name: z.string(),
  tier: z.enum(RECRUITER_TIERS),
  monthlyCents: z.number().int(),
  annualCents: z.number().int(),
  monthlyPrice: z.number().int(),
  annualPrice: z.number().int(),
  /** 12 × monthly − annual ('Save 2 months!'). */
  annualSaving: z.number().int(),
  /** annual / 12, rounded to whole dollars. */
  annualMonthlyEquivalent: z.number().int(),
  recruitCap: z.number().int(),
  mostPopular: z.boolean(),
});
export type RecruiterPlanCard = z.infer<typeof recruiterPlanCard>;

export const recruiterPlansResponse = z.object({
  plans: z.array(recruiterPlanCard),
  /** The unpaid tier every recruiter account starts on (and returns to when a plan ends). */
  basic: z.object({ tier: z.literal("recruiter_basic"), recruitCap: z.number().int(), priceCents: z.literal(0) }),
  trialDays: z.number().int(),
});
export type RecruiterPlansResponse = z.infer<typeof recruiterPlansResponse>;

export const recruiterPlanChoice = z.object({ plan: recruiterPlanId, interval: billingInterval });
export type RecruiterPlanChoice = z.infer<typeof recruiterPlanChoice>;

/** What the checkout screen confirms: a card set-up for a trial (intent 'setup'), else the first payment. */
export const recruiterCheckoutResponse = z.object({
  clientSecret: z.string(),
  intent: z.enum(["payment", "setup"]),
  subscriptionId: z.string(),
  trial: z.boolean(),
  trialEnd: z.string().nullable(),
  amountCents: z.number().int(),
});
export type RecruiterCheckoutResponse = z.infer<typeof recruiterCheckoutResponse>;

export const recruiterPaymentRecord = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(["paid", "failed", "refunded"]),
  receiptNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});

/** The recruiter's plan: the tier (and so the cap), the subscription as the provider last told us, what is scheduled. */
export const recruiterSubscriptionView = z.object({
  tier: z.enum(RECRUITER_TIERS),
  recruitCap: z.number().int(),
  provider: z.enum(["sandbox", "stripe"]),
  /** The 14-day trial is offered once per recruiter. */
  trialAvailable: z.boolean(),
  subscription: z
    .object({
      id: z.string(),
      plan: recruiterPlanId,
      interval: billingInterval,
      /** The provider's status: trialing, active, past_due, canceled, … */
      status: z.string(),
      trialEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
      /** The plan that takes over at the next billing cycle (§9 FAQ), if a change is scheduled. */
      scheduled: recruiterPlanChoice.nullable(),
      /** A trial whose card was not saved yet: it ends with the trial unless a card is added. */
      awaitingCard: z.boolean(),
      endedAt: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(recruiterPaymentRecord),
  now: z.string(),
});
export type RecruiterSubscriptionView = z.infer<typeof recruiterSubscriptionView>;

export const RECRUITER_PLAN_MESSAGES = {
  notRecruiter: "Recruiter plans are for recruiter accounts",
  noAccount: "Create your recruiter account first",
  alreadySubscribed: "You already have a recruiter plan. Change it on your plan page; changes take effect at the next billing cycle.",
  noSubscription: "You have no active recruiter plan",
  samePlan: "You are already on this plan",
  alreadyScheduled: "This change is already scheduled for the next billing cycle",
  resumeFirst: "Resume your plan before changing it",
  alreadyCanceling: "Your plan is already set to end at the close of this billing cycle",
  notCanceling: "Your plan is not set to end",
  notConfigured: "This recruiter plan is not available for purchase yet",
} as const;

/** The web checkout for a recruiter plan (the dashboard's upgrade dialog links here). */
export function recruiterCheckoutPath(plan: string, interval: string): string {
  return `/recruiter-checkout?plan=${encodeURIComponent(plan)}&interval=${encodeURIComponent(interval)}`;
}
