import { recruiterCheckoutPath } from "@contracts/recruiter-plans";
import type { BillingInterval, RecruiterPlanId } from "@domain/recruiters";

/**
 * Where choosing a recruiter plan goes: the plans feature's checkout (issue 15: the upgrade dialog's choice starts a
 * real checkout rather than only the spec's toast). One place, so the dialog and the sign-up page agree.
 */
export function recruiterCheckoutHref(plan: RecruiterPlanId, interval: BillingInterval = "monthly"): string {
  return recruiterCheckoutPath(plan, interval);
}

export const RECRUITER_PLAN_IDS_SET = new Set<string>(["starter", "professional", "enterprise"]);
