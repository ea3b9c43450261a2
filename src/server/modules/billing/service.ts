import { BILLING_MESSAGES, type PaymentRecord, type SubscriptionView } from "@contracts/billing";
import { entitlementsOf } from "@domain/entitlements";
import { BRIDGE_ACCESS_PRICE_CENTS, MONEY_BACK_DAYS, withinMoneyBack } from "@domain/plans";
import type { UserRow } from "../../db/rows";
import { ProviderRequestError, type PaymentProvider } from "../../payments/provider";
import { conflict, HttpError } from "../../plugins/errors";
import { bridgeMetadata, planOfPrice } from "./events";
import { recruiterPriceOf } from "./recruiter-prices";
import { setCancellation } from "./cancellation";
import { LIVE_STATUSES, type BillingRepo, type PaymentRow, type SubscriptionRow } from "./repo";

/** Where a spec client is sent to pay for bridge access: the subscribe screen's bridge view. */
export const BRIDGE_CHECKOUT_PATH = "/subscribe?bridge=1";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const LIVE = new Set<string>(LIVE_STATUSES);
type RefundCode = NonNullable<SubscriptionView["refund"]["code"]>;

/** One checkout per learner at a time on this instance (a second tab waits; the webhook's safety net covers the rest). */
const checkouts = new Map<number, Promise<unknown>>();
async function oneCheckoutAtATime<T>(userId: number, run: () => Promise<T>): Promise<T> {
  while (checkouts.has(userId)) await checkouts.get(userId)!.catch(() => undefined);
  const running = run();
  checkouts.set(userId, running);
  try {
    return await running;
  } finally {
    checkouts.delete(userId);
  }
}

/** A card the provider refused while the customer waited: 402 with the provider's message. */
function paymentRefused(err: unknown): never {
  if (err instanceof ProviderRequestError) throw new HttpError(402, err.message, undefined, { code: err.code });
  throw err;
}

/**
 * Subscribing, the bridge purchase and managing a subscription (platform spec §4, issue 12). The service asks the
 * provider; it never changes a plan itself — the provider's events do (events.ts), and the sandbox delivers them
 * before its call returns, so the view read afterwards already shows the change.
 */
export function billingService(deps: { repo: BillingRepo; provider: PaymentProvider }) {
  const { repo, provider } = deps;

  async function customerFor(user: UserRow): Promise<string> {
    const known = await repo.customerOf(user.id, provider.kind);
    if (known) return known;
    const { customerId } = await provider.createCustomer({ userId: user.id, email: user.email, name: user.username });
    return repo.saveCustomer(user.id, provider.kind, customerId);
  }

  /** The spec's priceId, or a plan name ('monthly', 'annual') for clients that send the plan instead. */
  function planOf(priceId: string): "monthly" | "annual" {
    const plan = planOfPrice(provider, priceId) ?? (priceId === "monthly" || priceId === "annual" ? priceId : null);
    if (!plan) throw new HttpError(400, BILLING_MESSAGES.unknownPrice, { priceId: [BILLING_MESSAGES.unknownPrice] });
    return plan;
  }

  async function liveOrThrow(user: UserRow): Promise<SubscriptionRow> {
    const live = await repo.liveSubscription(user.id);
    if (!live) throw conflict(BILLING_MESSAGES.noSubscription);
    return live;
  }

  function toPayment(p: PaymentRow): PaymentRecord {
    return {
      id: p.id,
      kind: p.kind === "bridge" ? "bridge" : "subscription",
      planId: p.planId === "monthly" || p.planId === "annual" ? p.planId : null,
      description: p.description,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status === "paid" || p.status === "refunded" ? p.status : "failed",
      receiptNumber: p.receiptNumber,
      periodStart: iso(p.periodStart),
      periodEnd: iso(p.periodEnd),
      paidAt: iso(p.paidAt),
      refundedAt: iso(p.refundedAt),
      failureMessage: p.failureMessage,
      createdAt: p.createdAt.toISOString(),
    };
  }

  /** The money-back guarantee: once per account, within 30 days of the subscription's first payment. */
  function refundState(sub: SubscriptionRow | null, payments: PaymentRow[], now: Date): SubscriptionView["refund"] {
    const no = (code: RefundCode, reason: string) => ({ eligible: false, until: null, code, reason });
    if (!sub) return no("none", BILLING_MESSAGES.noSubscription);
    const moneyBack = (p: PaymentRow) => p.kind === "subscription" && p.refundReason === "money_back";
    if (payments.some((p) => moneyBack(p) && p.subscriptionId !== sub.id)) return no("used", BILLING_MESSAGES.refundUsed);
    // Refunded ones count too: a money-back refund that stopped half-way can be finished.
    const ownPaid = payments.filter((p) => p.subscriptionId === sub.id && p.paidAt && (p.status === "paid" || moneyBack(p)));
    const firstPaid = ownPaid.reduce<PaymentRow | null>((first, p) => (!first || p.paidAt! < first.paidAt! ? p : first), null);
    if (!firstPaid?.paidAt) return no("nothing", BILLING_MESSAGES.refundNothing);
    const until = new Date(firstPaid.paidAt.getTime() + MONEY_BACK_DAYS * 86_400_000);
    if (!withinMoneyBack(firstPaid.paidAt, now)) {
      return {
        eligible: false,
        until: until.toISOString(),
        code: "window",
        reason: `${BILLING_MESSAGES.refundWindow} (the first payment was on ${firstPaid.paidAt.toISOString().slice(0, 10)})`,
      };
    }
    return { eligible: true, until: until.toISOString(), code: null, reason: null };
  }

  async function view(user: UserRow): Promise<SubscriptionView> {
    const [subs, payments, now, fresh] = await Promise.all([
      repo.subscriptions(user.id),
      repo.payments(user.id),
      provider.now(),
      repo.user(user.id),
    ]);
    const current =
      user &&
      (subs.find((s) => ["active", "trialing", "past_due"].includes(s.status)) ??
        subs.find((s) => s.status !== "incomplete" && s.status !== "incomplete_expired") ??
        null);
    const tier = fresh?.subscriptionTier ?? user.subscriptionTier;
    const lastFailure =
      current?.status === "past_due"
        ? (payments.find((p) => p.subscriptionId === current.id && p.status === "failed")?.failureMessage ?? null)
        : null;
    const refund = refundState(current && LIVE.has(current.status) ? current : null, payments, now);
    return {
      tier,
      provider: provider.kind,
      subscription: current
        ? {
            id: current.id,
            planId: current.planId === "annual" ? "annual" : "monthly",
            status: current.status,
            cancelAtPeriodEnd: current.cancelAtPeriodEnd,
            scheduledPlanId: current.scheduledPlanId === "monthly" || current.scheduledPlanId === "annual" ? current.scheduledPlanId : null,
            currentPeriodStart: iso(current.currentPeriodStart),
            currentPeriodEnd: iso(current.currentPeriodEnd),
            endedAt: iso(current.endedAt),
            lastFailure,
          }
        : null,
      refund,
      hasBridgeAccess: fresh?.hasBridgeAccess ?? user.hasBridgeAccess,
      bridgeIncluded: entitlementsOf(tier).bridgeAccessIncluded,
      payments: payments.map(toPayment),
      now: now.toISOString(),
    };
  }

  return {
    view,

    async createSubscription(user: UserRow, priceId: string): Promise<{ clientSecret: string; subscriptionId: string }> {
      const plan = planOf(priceId);
      const alreadySubscribed = () =>
        new HttpError(409, BILLING_MESSAGES.alreadySubscribed, undefined, { code: "ALREADY_SUBSCRIBED", hint: "/subscription" });
      // A paid plan from anywhere (a subscription, or granted) is not bought twice.
      if (entitlementsOf(user.subscriptionTier).paid) throw alreadySubscribed();
      return oneCheckoutAtATime(user.id, async () => {
        const customerId = await customerFor(user);
        // The provider's own list, not the mirror: a payment whose event has not arrived yet still counts. The same
        // customer's recruiter plans (decision 24) are another product and neither block nor get ended here.
        const subs = (await provider.listSubscriptions(customerId)).filter((s) => recruiterPriceOf(provider, s.priceId) === null);
        if (subs.some((s) => LIVE.has(s.status))) throw alreadySubscribed();
        // An unpaid start of the same plan is picked up again (a reload, a second tab); of another plan, ended, and
        // its invoice voided so it can no longer be paid.
        for (const sub of subs.filter((s) => s.status === "incomplete")) {
          if (planOfPrice(provider, sub.priceId) === plan) {
            const clientSecret = await provider.pendingClientSecret(sub.id);
            if (clientSecret) return { clientSecret, subscriptionId: sub.id };
          }
          await provider.cancelNow(sub.id);
        }
        const { subscription, clientSecret } = await provider.createSubscription({
          customerId,
          priceId: provider.priceIds[plan],
          // The same for every request that saw the same subscriptions: concurrent clicks get one subscription.
          idempotencyKey: `subscribe:${customerId}:${plan}:${subs.length}`,
          metadata: { userId: String(user.id), plan },
        });
        return { clientSecret, subscriptionId: subscription.id };
      });
    },

    async purchaseBridge(user: UserRow): Promise<{ clientSecret: string | null; checkoutUrl: string | null; hasBridgeAccess: boolean }> {
      if (user.hasBridgeAccess) throw conflict(BILLING_MESSAGES.bridgeOwned);
      // Platform spec §9: free with the Annual plan — no charge, and the client says 'Bridge Access Activated'.
      if (entitlementsOf(user.subscriptionTier).bridgeAccessIncluded)
        return { clientSecret: null, checkoutUrl: null, hasBridgeAccess: true };
      const customerId = await customerFor(user);
      const { clientSecret } = await provider.createOneTimePayment({
        customerId,
        amountCents: BRIDGE_ACCESS_PRICE_CENTS,
        currency: "usd",
        description: "SAT/ACT bridge access",
        // One open purchase per learner: trying again (another card) pays the same one.
        idempotencyKey: `bridge:${user.id}`,
        metadata: bridgeMetadata(user.id),
      });
      return { clientSecret, checkoutUrl: BRIDGE_CHECKOUT_PATH, hasBridgeAccess: false };
    },

    async cancel(user: UserRow): Promise<SubscriptionView> {
      await setCancellation(provider, await liveOrThrow(user), true, BILLING_MESSAGES);
      return view(user);
    },

    async resume(user: UserRow): Promise<SubscriptionView> {
      await setCancellation(provider, await liveOrThrow(user), false, BILLING_MESSAGES);
      return view(user);
    },

    /** Monthly → annual starts the annual year now (unused days credited); annual → monthly at the year's end. */
    async switchPlan(user: UserRow, plan: "monthly" | "annual"): Promise<SubscriptionView> {
      const live = await liveOrThrow(user);
      if (live.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.resumeFirst);
      const scheduled = live.scheduledPlanId;
      if (live.planId === plan && !scheduled) throw conflict(BILLING_MESSAGES.samePlan);
      if (scheduled === plan) throw conflict(BILLING_MESSAGES.samePlan);
      const when = live.planId === plan ? "period_end" : plan === "annual" ? "now" : "period_end";
      await provider.changePrice(live.id, provider.priceIds[plan], when).catch(paymentRefused);
      return view(user);
    },

    /**
     * The money-back guarantee made real: every payment of the subscription goes back, then the plan ends now. Each
     * refund is recorded as the provider confirms it; if a step fails, asking again finishes the rest.
     */
    async refund(user: UserRow): Promise<SubscriptionView> {
      const live = await liveOrThrow(user);
      const payments = await repo.payments(user.id);
      const state = refundState(live, payments, await provider.now());
      if (!state.eligible) throw conflict(state.reason ?? BILLING_MESSAGES.refundWindow);
      for (const payment of payments.filter((p) => p.subscriptionId === live.id && p.status === "paid")) {
        const { refundId } = await provider.refundInvoice(payment.id, `refund:${payment.id}`).catch(paymentRefused);
        await repo.recordRefund(payment.id, refundId, "money_back", await provider.now());
      }
      await provider.cancelNow(live.id);
      return view(user);
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
