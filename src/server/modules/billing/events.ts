import { betterTier, LEARNER_PLANS, tierOfSubscription } from "@domain/plans";
import type { SubscriptionTier } from "@domain/constants";
import type { PaymentProvider, ProviderEvent, ProviderInvoice, ProviderSubscription } from "../../payments/provider";
import type { BillingRepo } from "./repo";
import type { RecruiterBillingRepo } from "./recruiter-repo";
import { recruiterPayment, recruiterPriceOf, recruiterTierFrom } from "./recruiter-prices";

/** What the provider's price ids are, as plans. */
export function planOfPrice(provider: PaymentProvider, priceId: string | null): "monthly" | "annual" | null {
  if (priceId === provider.priceIds.monthly) return "monthly";
  if (priceId === provider.priceIds.annual) return "annual";
  return null;
}

const BRIDGE_SKU = "bridge";
export const bridgeMetadata = (userId: number) => ({ userId: String(userId), sku: BRIDGE_SKU });

/**
 * Applies one verified webhook event (decision 0021). Exactly once: the event id is stored in the same transaction
 * as its effects, so a second delivery changes nothing. In any order: a subscription event does not carry the state
 * to apply but makes the module read the subscription from the provider now, so the last event to arrive leaves the
 * provider's latest state, whatever order they came in. The user's tier follows from the mirrored subscriptions.
 */
export function billingEvents(deps: {
  repo: BillingRepo;
  recruiterRepo: RecruiterBillingRepo;
  provider: PaymentProvider;
  userChanged(userId: number): void;
}) {
  const { repo, provider } = deps;

  function customerOf(event: ProviderEvent): string | null {
    const d = event.data;
    switch (d.kind) {
      case "subscription":
        return d.customerId;
      case "invoice_paid":
      case "invoice_payment_failed":
        return d.invoice.customerId;
      case "payment_succeeded":
      case "payment_failed":
        return d.payment.customerId;
      case "refunded":
        return d.customerId;
      default:
        return null;
    }
  }

  function subscriptionIdOf(event: ProviderEvent): string | null {
    const d = event.data;
    if (d.kind === "subscription") return d.subscriptionId;
    if (d.kind === "invoice_paid" || d.kind === "invoice_payment_failed") return d.invoice.subscriptionId;
    return null;
  }

  return {
    /** Returns what was done: applied, duplicate, ignored or unknown_customer (recorded, nothing changed). */
    async receive(event: ProviderEvent, payload: unknown): Promise<"applied" | "duplicate" | "ignored" | "unknown_customer"> {
      const customerId = customerOf(event);
      const userId = customerId ? await repo.userOfCustomer(customerId) : null;
      const outcome = event.data.kind === "ignored" ? "ignored" : userId === null ? "unknown_customer" : "applied";
      // Read before the transaction: the provider is a network call (the sandbox a transaction of its own).
      const subscriptionId = outcome === "applied" ? subscriptionIdOf(event) : null;
      // Taken before the read: a read sent later sees a state at least as new, whenever its answer comes back.
      const readAt = new Date();
      const snapshot = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null;

      let changed = false;
      const fresh = await repo.receiveEvent(
        { id: event.id, provider: provider.kind, type: event.type, createdAt: event.createdAt, payload, userId, outcome },
        async (tx) => {
          if (outcome !== "applied" || userId === null) return;
          const t = repo.tx(tx);
          const r = deps.recruiterRepo.tx(tx);
          // A price the app does not sell (set up by hand at the provider) is not a plan here.
          const mirrored = snapshot ? mirrorRow(userId, snapshot, readAt) : null;
          if (mirrored) await t.mirrorSubscription(mirrored);
          const d = event.data;
          const recruiterPrice =
            d.kind === "invoice_paid" || d.kind === "invoice_payment_failed"
              ? (recruiterPriceOf(provider, d.invoice.priceId) ?? recruiterPriceOf(provider, snapshot?.priceId ?? null))
              : null;
          if (recruiterPrice && (d.kind === "invoice_paid" || d.kind === "invoice_payment_failed")) {
            // A recruiter plan's invoice; a trial's $0 opening invoice (the real provider makes one) is no payment.
            if (d.invoice.amountCents > 0)
              await t.recordPayment(recruiterPayment(userId, provider.kind, recruiterPrice, d, event.createdAt));
          } else if (d.kind === "invoice_paid" || d.kind === "invoice_payment_failed") {
            const planId = planOfPrice(provider, d.invoice.priceId) ?? (snapshot ? planOfPrice(provider, snapshot.priceId) : null);
            const plan = LEARNER_PLANS.find((p) => p.id === planId);
            await t.recordPayment({
              id: d.invoice.id,
              userId,
              provider: provider.kind,
              kind: "subscription",
              subscriptionId: d.invoice.subscriptionId,
              planId,
              description: plan
                ? `${plan.name} (${d.invoice.billingReason === "subscription_cycle" ? "renewal" : "subscription"})`
                : "Subscription",
              amountCents: d.invoice.amountCents,
              currency: d.invoice.currency,
              status: d.kind === "invoice_paid" ? "paid" : "failed",
              receiptNumber: d.invoice.number,
              periodStart: d.invoice.periodStart,
              periodEnd: d.invoice.periodEnd,
              paidAt: d.kind === "invoice_paid" ? event.createdAt : null,
              failureMessage: d.kind === "invoice_payment_failed" ? (d.message ?? "The payment failed") : null,
            });
          } else if ((d.kind === "payment_succeeded" || d.kind === "payment_failed") && d.payment.metadata.sku === BRIDGE_SKU) {
            await t.recordPayment({
              id: d.payment.id,
              userId,
              provider: provider.kind,
              kind: "bridge",
              subscriptionId: null,
              planId: null,
              description: "SAT/ACT bridge access",
              amountCents: d.payment.amountCents,
              currency: d.payment.currency,
              status: d.kind === "payment_succeeded" ? "paid" : "failed",
              receiptNumber: `R-${d.payment.id.slice(-8).toUpperCase()}`,
              paidAt: d.kind === "payment_succeeded" ? event.createdAt : null,
              failureMessage: d.kind === "payment_failed" ? (d.message ?? "The payment failed") : null,
            });
            if (d.kind === "payment_succeeded") changed = (await t.setPlan(userId, { bridge: true }, event.type, event.id)) || changed;
          } else if (d.kind === "refunded") {
            const target = d.invoiceId ?? d.paymentId;
            if (target) await t.markRefunded(target, d.refundId, event.createdAt);
          }
          // The tier follows the live subscriptions (the better one if there are two); a bridge payment or a refund
          // event says nothing about them, so it leaves the tier alone (an admin's grant included).
          if (!subscriptionId) return;
          // A recruiter plan's subscription sets the recruiter account's tier (and so its recruit cap), never the
          // learner tier: trialing, active or past due give the plan's tier; none left gives recruiter_basic.
          const isRecruiter = snapshot
            ? recruiterPriceOf(provider, snapshot.priceId) !== null
            : (await r.productOf(subscriptionId)) === "recruiter";
          if (isRecruiter) {
            await r.setTier(userId, recruiterTierFrom(await r.livePlans(userId)), event.type, event.id);
            return;
          }
          const tier = (await t.liveTiers(userId)).reduce<SubscriptionTier>(
            (best, s) =>
              betterTier(best, s.planId === "monthly" || s.planId === "annual" ? tierOfSubscription(s.planId, s.status) : "free"),
            "free",
          );
          changed = (await t.setPlan(userId, { tier }, event.type, event.id)) || changed;
        },
      );
      if (changed && userId !== null) deps.userChanged(userId);
      // Also on a repeat: if giving back failed the first time (the provider redelivers after a 500), it runs again;
      // refunds and cancellations are idempotent at the provider.
      if (outcome === "applied" && userId !== null && event.data.kind === "invoice_paid") {
        await giveBackDoublePayments(userId, event.data.invoice, snapshot);
      }
      return fresh ? outcome : "duplicate";
    },
  };

  /**
   * The safety net behind the checkout's own checks (two tabs, two instances, a late webhook): money taken for a
   * subscription that has already ended, or for a second live subscription, goes back, and the second one ends.
   * The first live subscription is the one kept.
   */
  async function giveBackDoublePayments(userId: number, invoice: ProviderInvoice, snapshot: ProviderSubscription | null): Promise<void> {
    const refund = async (invoiceId: string) => {
      const { refundId } = await provider.refundInvoice(invoiceId, `duplicate:${invoiceId}`);
      await repo.recordRefund(invoiceId, refundId, "duplicate", await provider.now());
    };
    if (snapshot && (snapshot.status === "canceled" || snapshot.status === "incomplete_expired")) {
      await refund(invoice.id);
      return;
    }
    const live = await repo.liveSubscriptions(userId);
    if (live.length < 2 || !live.some((s) => s.id === invoice.subscriptionId)) return;
    // The one kept is the one whose payment was recorded first (ties by id): two handlers running at once pick the
    // same one. (Recorded, not paid: the provider's times are whole seconds, too coarse to order two payments.)
    const payments = await repo.payments(userId);
    const firstPaid = (id: string) =>
      Math.min(...payments.filter((p) => p.subscriptionId === id && p.paidAt).map((p) => p.createdAt.getTime()), Number.POSITIVE_INFINITY);
    const [kept] = [...live].sort((a, b) => firstPaid(a.id) - firstPaid(b.id) || a.id.localeCompare(b.id));
    const extra = kept && kept.id !== invoice.subscriptionId ? live.find((s) => s.id === invoice.subscriptionId) : undefined;
    if (!extra) return;
    await provider.cancelNow(extra.id);
    await refund(invoice.id);
  }

  function mirrorRow(userId: number, s: ProviderSubscription, readAt: Date) {
    const learnerPlan = planOfPrice(provider, s.priceId);
    const recruiterPrice = recruiterPriceOf(provider, s.priceId);
    if (!learnerPlan && !recruiterPrice) return null;
    return {
      id: s.id,
      userId,
      provider: provider.kind,
      product: recruiterPrice ? "recruiter" : "learner",
      planId: recruiterPrice ?? learnerPlan ?? "monthly",
      status: s.status,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      scheduledPlanId: recruiterPrice ? recruiterPriceOf(provider, s.scheduledPriceId) : planOfPrice(provider, s.scheduledPriceId),
      trialEnd: s.trialEnd,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      canceledAt: s.canceledAt,
      endedAt: s.endedAt,
      createdAt: s.createdAt,
      updatedAt: readAt,
    };
  }
}
export type BillingEvents = ReturnType<typeof billingEvents>;
