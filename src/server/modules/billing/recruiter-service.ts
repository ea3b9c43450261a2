import {
  RECRUITER_PLAN_MESSAGES as M,
  type RecruiterCheckoutResponse,
  type RecruiterPlansResponse,
  type RecruiterSubscriptionView,
} from "@contracts/recruiter-plans";
import { recruiterEntitlementsOf } from "@domain/entitlements";
import { parseRecruiterPriceKey, recruiterPriceCents, recruiterPriceKey, type RecruiterPriceKey } from "@domain/recruiter-prices";
import {
  annualMonthlyEquivalentDollars,
  annualSavingCents,
  RECRUITER_PLANS,
  RECRUITER_TRIAL_DAYS,
  type BillingInterval,
  type RecruiterPlanId,
} from "@domain/recruiters";
import type { UserRow } from "../../db/rows";
import type { PaymentProvider } from "../../payments/provider";
import { conflict, forbidden, HttpError } from "../../plugins/errors";
import { setCancellation } from "./cancellation";
import { LIVE_STATUSES, type BillingRepo } from "./repo";
import type { RecruiterBillingRepo } from "./recruiter-repo";
import { recruiterPriceOf } from "./recruiter-prices";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const LIVE = new Set<string>(LIVE_STATUSES);

/** One checkout per recruiter at a time on this instance (a second tab waits for the first). */
const checkouts = new Map<number, Promise<unknown>>();
async function oneAtATime<T>(userId: number, run: () => Promise<T>): Promise<T> {
  while (checkouts.has(userId)) await checkouts.get(userId)!.catch(() => undefined);
  const running = run();
  checkouts.set(userId, running);
  try {
    return await running;
  } finally {
    checkouts.delete(userId);
  }
}

/** §9's table as sold, with the unpaid tier's cap from the rule book. */
export function recruiterPlansTable(): RecruiterPlansResponse {
  return {
    plans: RECRUITER_PLANS.map((p) => ({
      id: p.id,
      name: p.name,
      tier: p.tier,
      monthlyCents: p.monthlyCents,
      annualCents: p.annualCents,
      monthlyPrice: p.monthlyCents / 100,
      annualPrice: p.annualCents / 100,
      annualSaving: annualSavingCents(p) / 100,
      annualMonthlyEquivalent: annualMonthlyEquivalentDollars(p),
      recruitCap: recruiterEntitlementsOf(p.tier).recruitCap,
      mostPopular: p.mostPopular,
    })),
    basic: { tier: "recruiter_basic", recruitCap: recruiterEntitlementsOf("recruiter_basic").recruitCap, priceCents: 0 },
    trialDays: RECRUITER_TRIAL_DAYS,
  };
}

/**
 * Recruiter plans (§9) through the same provider as the learner plans (decision 0021). Like the learner service it
 * only asks the provider: the recruiter account's tier is written by the webhook's handling (events.ts), which the
 * sandbox runs before its call returns, so the view read afterwards already shows the change.
 */
export function recruiterBillingService(deps: { repo: BillingRepo; recruiterRepo: RecruiterBillingRepo; provider: PaymentProvider }) {
  const { repo, recruiterRepo, provider } = deps;

  /** A recruiter (or an admin) with a recruiter account; anyone else is refused. */
  async function requireAccount(user: UserRow) {
    if (user.role !== "recruiter" && user.role !== "admin") throw forbidden(M.notRecruiter);
    const account = await recruiterRepo.account(user.id);
    if (!account) throw new HttpError(403, M.noAccount, undefined, { code: "NO_RECRUITER_ACCOUNT", hint: "/recruiter-signup" });
    return account;
  }

  async function customerFor(user: UserRow): Promise<string> {
    const known = await repo.customerOf(user.id, provider.kind);
    if (known) return known;
    const { customerId } = await provider.createCustomer({ userId: user.id, email: user.email, name: user.username });
    return repo.saveCustomer(user.id, provider.kind, customerId);
  }

  function priceIdOf(key: RecruiterPriceKey): string {
    const id = provider.recruiterPriceIds[key];
    if (!id) throw new HttpError(503, M.notConfigured, undefined, { code: "PRICE_NOT_CONFIGURED" });
    return id;
  }

  async function view(user: UserRow): Promise<RecruiterSubscriptionView> {
    const account = await requireAccount(user);
    const [subs, payments, now] = await Promise.all([
      recruiterRepo.subscriptions(user.id),
      recruiterRepo.payments(user.id),
      provider.now(),
    ]);
    const current =
      subs.find((s) => LIVE.has(s.status)) ?? subs.find((s) => s.status !== "incomplete" && s.status !== "incomplete_expired") ?? null;
    const price = current ? parseRecruiterPriceKey(current.planId) : null;
    const scheduled = current ? parseRecruiterPriceKey(current.scheduledPlanId) : null;
    // Asked of the provider: whether the trial's card set-up is still open is not something the mirror keeps.
    const awaitingCard = current?.status === "trialing" ? (await provider.pendingClientSecret(current.id)) !== null : false;
    return {
      tier: account.tier,
      recruitCap: recruiterEntitlementsOf(account.tier).recruitCap,
      provider: provider.kind,
      trialAvailable: !subs.some((s) => s.trialEnd !== null),
      subscription:
        current && price
          ? {
              id: current.id,
              plan: price.plan,
              interval: price.interval,
              status: current.status,
              trialEnd: iso(current.trialEnd),
              cancelAtPeriodEnd: current.cancelAtPeriodEnd,
              currentPeriodEnd: iso(current.currentPeriodEnd),
              scheduled,
              awaitingCard,
              endedAt: iso(current.endedAt),
            }
          : null,
      payments: payments.map((p) => ({
        id: p.id,
        description: p.description,
        amountCents: p.amountCents,
        currency: p.currency,
        status: p.status === "paid" || p.status === "refunded" ? p.status : "failed",
        receiptNumber: p.receiptNumber,
        paidAt: iso(p.paidAt),
        createdAt: p.createdAt.toISOString(),
      })),
      now: now.toISOString(),
    };
  }

  async function liveOrThrow(user: UserRow) {
    await requireAccount(user);
    const live = (await recruiterRepo.subscriptions(user.id)).find((s) => LIVE.has(s.status));
    if (!live) throw conflict(M.noSubscription);
    return live;
  }

  return {
    plans: recruiterPlansTable,
    view,

    /**
     * Starts a plan: the 14-day trial for a recruiter's first subscription (a card is saved, nothing charged until
     * the trial ends), a paid start otherwise. Checked against the provider's own list, not the mirror.
     */
    async checkout(user: UserRow, plan: RecruiterPlanId, interval: BillingInterval): Promise<RecruiterCheckoutResponse> {
      await requireAccount(user);
      const key = recruiterPriceKey(plan, interval);
      const priceId = priceIdOf(key);
      return oneAtATime(user.id, async () => {
        const customerId = await customerFor(user);
        const subs = (await provider.listSubscriptions(customerId)).filter((s) => recruiterPriceOf(provider, s.priceId) !== null);
        const answer = (subscriptionId: string, clientSecret: string, intent: "payment" | "setup", trialEnd: Date | null) => ({
          clientSecret,
          intent,
          subscriptionId,
          trial: intent === "setup",
          trialEnd: iso(trialEnd),
          amountCents: intent === "setup" ? 0 : recruiterPriceCents(key),
        });
        for (const sub of subs.filter((s) => LIVE.has(s.status))) {
          // A trial whose card form was left unfinished is picked up again (on the plan chosen now); any other live
          // plan is changed, not bought twice.
          const pending = sub.status === "trialing" ? await provider.pendingClientSecret(sub.id) : null;
          if (!pending)
            throw new HttpError(409, M.alreadySubscribed, undefined, { code: "ALREADY_SUBSCRIBED", hint: "/recruiter-checkout" });
          if (sub.priceId !== priceId) await provider.changePrice(sub.id, priceId, "now");
          return answer(sub.id, pending, "setup", sub.trialEnd);
        }
        // An unpaid start of the same price is picked up again; of another price, ended so its form takes no money.
        for (const sub of subs.filter((s) => s.status === "incomplete")) {
          if (sub.priceId === priceId) {
            const clientSecret = await provider.pendingClientSecret(sub.id);
            if (clientSecret) return answer(sub.id, clientSecret, "payment", null);
          }
          await provider.cancelNow(sub.id);
        }
        // §9: a 14-day free trial, once per recruiter — any earlier subscription that had a trial uses it up.
        const trial = !subs.some((s) => s.trialEnd !== null);
        const created = await provider.createSubscription({
          customerId,
          priceId,
          idempotencyKey: `recruiter:${customerId}:${key}:${subs.length}`,
          metadata: { userId: String(user.id), recruiterPlan: key },
          ...(trial ? { trialDays: RECRUITER_TRIAL_DAYS } : {}),
        });
        return answer(created.subscription.id, created.clientSecret, created.intent, created.subscription.trialEnd);
      });
    },

    /** §9 FAQ: a change between recruiter plans takes effect at the next billing cycle (the trial's end during one). */
    async change(user: UserRow, plan: RecruiterPlanId, interval: BillingInterval): Promise<RecruiterSubscriptionView> {
      const live = await liveOrThrow(user);
      if (live.cancelAtPeriodEnd) throw conflict(M.resumeFirst);
      const key = recruiterPriceKey(plan, interval);
      if (live.scheduledPlanId === key) throw conflict(M.alreadyScheduled);
      if (live.planId === key && !live.scheduledPlanId) throw conflict(M.samePlan);
      // Back to the current price drops the scheduled change; another price is scheduled for the renewal.
      await provider.changePrice(live.id, priceIdOf(key), "period_end");
      return view(user);
    },

    async cancel(user: UserRow): Promise<RecruiterSubscriptionView> {
      await setCancellation(provider, await liveOrThrow(user), true, M);
      return view(user);
    },

    async resume(user: UserRow): Promise<RecruiterSubscriptionView> {
      await setCancellation(provider, await liveOrThrow(user), false, M);
      return view(user);
    },
  };
}
export type RecruiterBillingService = ReturnType<typeof recruiterBillingService>;
