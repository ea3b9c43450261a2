import type { Db } from "../db/client";
import type { Env } from "../env";
import type { PaymentProvider } from "./provider";
import { sandboxProvider, type DeliverEvent, type SandboxProvider } from "./sandbox/sandbox-provider";
import { stripeProvider } from "./stripe/stripe-provider";

export type { PaymentProvider } from "./provider";
export type { SandboxProvider } from "./sandbox/sandbox-provider";

/**
 * The payment provider the configuration asks for (decision 0021): Stripe when its keys are set, the sandbox
 * otherwise. `deliver` is how the sandbox reaches the app's own webhook endpoint.
 */
export function createPayments(env: Env, db: Db, deliver: DeliverEvent): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (env.PAYMENTS_PROVIDER === "stripe") {
    return {
      provider: stripeProvider({
        secretKey: env.STRIPE_SECRET_KEY!,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        priceIds: { monthly: env.STRIPE_PRICE_MONTHLY!, annual: env.STRIPE_PRICE_ANNUAL! },
        recruiterPriceIds: {
          starter_monthly: env.STRIPE_PRICE_RECRUITER_STARTER_MONTHLY ?? "",
          starter_annual: env.STRIPE_PRICE_RECRUITER_STARTER_ANNUAL ?? "",
          professional_monthly: env.STRIPE_PRICE_RECRUITER_PROFESSIONAL_MONTHLY ?? "",
          professional_annual: env.STRIPE_PRICE_RECRUITER_PROFESSIONAL_ANNUAL ?? "",
          enterprise_monthly: env.STRIPE_PRICE_RECRUITER_ENTERPRISE_MONTHLY ?? "",
          enterprise_annual: env.STRIPE_PRICE_RECRUITER_ENTERPRISE_ANNUAL ?? "",
        },
      }),
      sandbox: null,
    };
  }
  const sandbox = sandboxProvider(db, deliver);
  return { provider: sandbox.provider, sandbox };
}
