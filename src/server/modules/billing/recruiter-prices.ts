import { parseRecruiterPriceKey, RECRUITER_PRICE_KEYS, recruiterTierOfPrice, type RecruiterPriceKey } from "@domain/recruiter-prices";
import { RECRUITER_TIERS, recruiterPlan, type RecruiterTier } from "@domain/recruiters";
import type { PaymentProvider, ProviderEventData } from "../../payments/provider";

/** Which of the six recruiter prices a provider price id is (null for a learner price or one the app does not sell). */
export function recruiterPriceOf(provider: PaymentProvider, priceId: string | null): RecruiterPriceKey | null {
  if (!priceId) return null;
  return RECRUITER_PRICE_KEYS.find((key) => provider.recruiterPriceIds[key] === priceId) ?? null;
}

/** The tier the live recruiter subscriptions give (the best one if there are two); none: the unpaid recruiter_basic. */
export function recruiterTierFrom(live: Array<{ planId: string }>): RecruiterTier {
  return live.reduce<RecruiterTier>((best, s) => {
    const key = parseRecruiterPriceKey(s.planId);
    if (!key) return best;
    const tier = recruiterTierOfPrice(`${key.plan}_${key.interval}`);
    return RECRUITER_TIERS.indexOf(tier) > RECRUITER_TIERS.indexOf(best) ? tier : best;
  }, "recruiter_basic");
}

/** A recruiter plan's invoice as a payment record. */
export function recruiterPayment(
  userId: number,
  providerKind: string,
  key: RecruiterPriceKey,
  d: Extract<ProviderEventData, { kind: "invoice_paid" | "invoice_payment_failed" }>,
  at: Date,
) {
  const { plan, interval } = parseRecruiterPriceKey(key)!;
  const why =
    d.invoice.billingReason === "subscription_cycle"
      ? "renewal"
      : d.invoice.billingReason === "subscription_update"
        ? "change"
        : "subscription";
  return {
    id: d.invoice.id,
    userId,
    provider: providerKind,
    kind: "recruiter",
    subscriptionId: d.invoice.subscriptionId,
    planId: key,
    description: `Recruiter ${recruiterPlan(plan).name} (${interval}, ${why})`,
    amountCents: d.invoice.amountCents,
    currency: d.invoice.currency,
    status: d.kind === "invoice_paid" ? "paid" : "failed",
    receiptNumber: d.invoice.number,
    periodStart: d.invoice.periodStart,
    periodEnd: d.invoice.periodEnd,
    paidAt: d.kind === "invoice_paid" ? at : null,
    failureMessage: d.kind === "invoice_payment_failed" ? (d.message ?? "The payment failed") : null,
  };
}
