import { entitlementsOf } from "./entitlements";
import type { SubscriptionTier } from "./constants";

/**
 * The learner plans as sold (platform spec §1 and §9, recruiter spec §2.9 and §9): price in cents, length in days
 * (365 = a year), and which tier of the rule book the plan gives. What each plan allows lives in the rule book.
 */
export const LEARNER_PLAN_IDS = ["free", "monthly", "annual"] as const;
export type LearnerPlanId = (typeof LEARNER_PLAN_IDS)[number];

// The benefits a plan card lists; the card's text per language comes from these codes. The daily limit (or
// "Unlimited questions") has its own line on the card (dailyQuestionLimit), not a feature.
const FREE_FEATURES = ["basicProgress", "ads", "limitedCheatSheets", "weeklyScans", "payE1toE3"] as const;
const PREMIUM_FEATURES = [
  "noAds",
  "detailedAnalytics",
  "allStudyMaterials",
  "branchTargeting",
  "unlimitedScans",
  "allPayGrades",
  "cleanPdfs",
] as const;
const ANNUAL_EXTRAS = ["prioritySupport", "advancedAnalytics", "streakRewards", "recruiterPriority", "bridgeIncluded"] as const;

export const PLAN_FEATURES = [...FREE_FEATURES, ...PREMIUM_FEATURES, ...ANNUAL_EXTRAS] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface LearnerPlan {
  id: LearnerPlanId;
  name: string;
  tier: SubscriptionTier;
  priceCents: number;
  durationDays: number;
  features: readonly PlanFeature[];
}

export const LEARNER_PLANS: readonly LearnerPlan[] = [
  {
    id: "free",
    name: "Free",
    tier: "free",
    priceCents: 0,
    durationDays: 0,
    features: FREE_FEATURES,
  },
  { id: "monthly", name: "Premium", tier: "premium", priceCents: 999, durationDays: 30, features: PREMIUM_FEATURES },
  {
    id: "annual",
    name: "Premium Annual",
    tier: "annual",
    priceCents: 7999,
    durationDays: 365,
    features: [...PREMIUM_FEATURES, ...ANNUAL_EXTRAS],
  },
];

/** The plan's daily question limit per section, from the rule book (null = unlimited). */
export function planDailyLimit(plan: LearnerPlan): number | null {
  return entitlementsOf(plan.tier).questionsPerSectionPerDay;
}

/** Whole percent saved by paying yearly instead of twelve monthly payments (the 'Save 33% vs monthly' label). */
export function annualSavingPercent(monthlyCents: number, annualCents: number): number {
  const twelve = 12 * monthlyCents;
  return twelve > 0 ? Math.round((100 * (twelve - annualCents)) / twelve) : 0;
}

/** Price in cents as the card shows it: divided by 100, two decimals. */
export function formatPlanPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Platform spec §9: SAT/ACT bridge access, a one-time purchase (free with the Annual plan). */
export const BRIDGE_ACCESS_PRICE_CENTS = 499;

/** Platform spec §9: the 30-day money-back guarantee, counted from a subscription's first payment. */
export const MONEY_BACK_DAYS = 30;

/** Whether a refund asked for at `now` is inside the money-back window that opened with the first payment. */
export function withinMoneyBack(firstPaidAt: Date, now: Date): boolean {
  return now.getTime() - firstPaidAt.getTime() <= MONEY_BACK_DAYS * 86_400_000;
}

/** The tier a subscription in this provider status gives: paid while active, trialing or in the past-due grace. */
export function tierOfSubscription(planId: "monthly" | "annual", status: string): SubscriptionTier {
  if (status !== "active" && status !== "trialing" && status !== "past_due") return "free";
  const plan = LEARNER_PLANS.find((p) => p.id === planId);
  return plan ? plan.tier : "free";
}

/** The better of two tiers (a user with two live subscriptions keeps the better one). */
export function betterTier(a: SubscriptionTier, b: SubscriptionTier): SubscriptionTier {
  const rank: Record<SubscriptionTier, number> = { free: 0, premium: 1, annual: 2 };
  return rank[b] > rank[a] ? b : a;
}
