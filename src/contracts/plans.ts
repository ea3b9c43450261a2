import { z } from "zod";
import { LEARNER_PLAN_IDS, PLAN_FEATURES, type PlanFeature } from "@domain/plans";

/** The spec's English for each plan benefit (recruiter spec §3 "features (list)"); the client translates by code. */
export const PLAN_FEATURE_TEXT: Readonly<Record<PlanFeature, string>> = {
  basicProgress: "Basic progress tracking",
  ads: "Ad-supported",
  limitedCheatSheets: "Limited cheat sheets with watermarked PDFs",
  weeklyScans: "3 photo scans per week",
  payE1toE3: "Pay calculator for grades E-1 to E-3",
  noAds: "No ads",
  detailedAnalytics: "Detailed analytics",
  allStudyMaterials: "All study materials",
  branchTargeting: "Branch targeting",
  unlimitedScans: "Unlimited photo scans",
  allPayGrades: "All pay grades",
  cleanPdfs: "Clean PDFs",
  prioritySupport: "Priority support",
  advancedAnalytics: "Advanced analytics",
  streakRewards: "Study streak rewards",
  recruiterPriority: "Recruiter connection priority",
  bridgeIncluded: "SAT/ACT bridge access included",
};

/** Recruiter spec §3 "Subscription plan": price in cents, duration in days (365 = yearly), no limit = unlimited. */
export const subscriptionPlan = z.object({
  id: z.enum(LEARNER_PLAN_IDS),
  name: z.string(),
  price: z.number().int().nonnegative(),
  duration: z.number().int().nonnegative(),
  features: z.array(z.string()),
  /** The same benefits as codes, for the client's translations. */
  featureCodes: z.array(z.enum(PLAN_FEATURES)),
  dailyQuestionLimit: z.number().int().positive().nullable(),
  /** The payment provider's price id, sent as `priceId` to POST /api/create-subscription (null for Free). */
  priceId: z.string().nullable(),
  popular: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
