import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PLAN_FEATURE_TEXT, subscriptionPlan, type SubscriptionPlan } from "@contracts/plans";
import { LEARNER_PLANS, planDailyLimit, type LearnerPlan } from "@domain/plans";

function toPlan(plan: LearnerPlan, priceIds: Readonly<Record<"monthly" | "annual", string>>): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceCents,
    duration: plan.durationDays,
    features: plan.features.map((f) => PLAN_FEATURE_TEXT[f]),
    featureCodes: [...plan.features],
    dailyQuestionLimit: planDailyLimit(plan),
    priceId: plan.id === "free" ? null : priceIds[plan.id],
    // Platform spec §9: the annual plan is marked 'Most Popular'.
    popular: plan.id === "annual",
  };
}

/** The learner plans (what each allows comes from the rule book). Public: prices are no secret. */
export const planRoutes: FastifyPluginAsyncZod<{ priceIds: Readonly<Record<"monthly" | "annual", string>> }> = async (
  app,
  { priceIds },
) => {
  const plans = LEARNER_PLANS.map((plan) => toPlan(plan, priceIds));
  app.get("/api/subscription-plans", { schema: { response: { 200: z.array(subscriptionPlan) } } }, async () => plans);
};
