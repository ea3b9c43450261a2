import type { PublicUser } from "@contracts/user";
import { recruiterCheckoutPath } from "@contracts/recruiter-plans";

/**
 * 'Start Free Trial': a visitor (or a learner without a recruiter account) signs up as a recruiter first and the
 * sign-up page continues to the checkout with the same plan; a signed-in recruiter or admin goes straight to checkout.
 */
export function startTrialHref(user: PublicUser | null, plan: string, interval: string): string {
  if (user && (user.role === "recruiter" || user.role === "admin")) return recruiterCheckoutPath(plan, interval);
  return `/recruiter-signup?plan=${encodeURIComponent(plan)}&interval=${encodeURIComponent(interval)}`;
}

/** Dates as the reader's language writes them. */
export function formatDay(iso: string | null | undefined, language: string): string {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString(language, { year: "numeric", month: "long", day: "numeric" });
}

/** Whole dollars from cents, as §9's figures are shown. */
export const dollars = (cents: number) => (cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
