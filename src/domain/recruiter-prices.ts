import { RECRUITER_PLAN_IDS, recruiterPlan, type BillingInterval, type RecruiterPlanId, type RecruiterTier } from "./recruiters";

/**
 * The six recruiter prices a provider sells (§9: three plans, each monthly or annual). A price is named by its key,
 * `<plan>_<interval>` (e.g. `starter_monthly`), which is also what the billing mirror stores as the plan.
 */
export const BILLING_INTERVALS = ["monthly", "annual"] as const satisfies readonly BillingInterval[];

export type RecruiterPriceKey = `${RecruiterPlanId}_${BillingInterval}`;

export const RECRUITER_PRICE_KEYS: readonly RecruiterPriceKey[] = RECRUITER_PLAN_IDS.flatMap((plan) =>
  BILLING_INTERVALS.map((interval) => `${plan}_${interval}` as const),
);

export const recruiterPriceKey = (plan: RecruiterPlanId, interval: BillingInterval): RecruiterPriceKey => `${plan}_${interval}`;

export function parseRecruiterPriceKey(key: string | null | undefined): { plan: RecruiterPlanId; interval: BillingInterval } | null {
  if (!key || !(RECRUITER_PRICE_KEYS as readonly string[]).includes(key)) return null;
  const [plan, interval] = key.split("_") as [RecruiterPlanId, BillingInterval];
  return { plan, interval };
}

/** What one price charges per period, in cents. */
export function recruiterPriceCents(key: RecruiterPriceKey): number {
  const { plan, interval } = parseRecruiterPriceKey(key)!;
  const p = recruiterPlan(plan);
  return interval === "annual" ? p.annualCents : p.monthlyCents;
}

export const recruiterTierOfPrice = (key: RecruiterPriceKey): RecruiterTier => recruiterPlan(parseRecruiterPriceKey(key)!.plan).tier;

/** Subscription statuses that give the plan's tier (§9 trial included; past_due: the grace while the card is retried). */
export const RECRUITER_LIVE_STATUSES = ["trialing", "active", "past_due"] as const;
