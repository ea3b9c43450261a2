import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { RecruiterTier } from "@domain/recruiters";
import type { Db } from "../../db/client";
import { billingPayments, billingSubscriptions, recruiterAccounts, recruiterPlanChanges } from "../../db/schema";
import { LIVE_STATUSES, type PaymentRow, type SubscriptionRow } from "./repo";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const recruiterProduct = eq(billingSubscriptions.product, "recruiter");

/** Recruiter plan billing's reads and its one write (the tier, from the webhook's transaction only). */
export function recruiterBillingRepo(db: Db) {
  return {
    /** The recruiter account's tier, or null when the user has no recruiter account. */
    async account(userId: number): Promise<{ tier: RecruiterTier } | null> {
      const [row] = await db
        .select({ tier: recruiterAccounts.subscriptionTier })
        .from(recruiterAccounts)
        .where(eq(recruiterAccounts.userId, userId));
      return row ?? null;
    },

    async subscriptions(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), recruiterProduct))
        .orderBy(desc(billingSubscriptions.createdAt));
    },

    async payments(userId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.userId, userId), eq(billingPayments.kind, "recruiter")))
        .orderBy(desc(billingPayments.createdAt));
    },

    tx: (tx: Tx) => ({
      /** Which product a mirrored subscription is (when the provider no longer has it). */
      async productOf(subscriptionId: string): Promise<string | null> {
        const [row] = await tx
          .select({ product: billingSubscriptions.product })
          .from(billingSubscriptions)
          .where(eq(billingSubscriptions.id, subscriptionId));
        return row?.product ?? null;
      },

      async livePlans(userId: number): Promise<Array<{ planId: string; status: string }>> {
        return tx
          .select({ planId: billingSubscriptions.planId, status: billingSubscriptions.status })
          .from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.userId, userId), recruiterProduct, inArray(billingSubscriptions.status, [...LIVE_STATUSES])));
      },

      /** Sets recruiter_accounts.subscription_tier; a change is kept as a record. False when nothing changed. */
      async setTier(userId: number, next: RecruiterTier, reason: string, eventId: string): Promise<boolean> {
        const [account] = await tx
          .select({ tier: recruiterAccounts.subscriptionTier })
          .from(recruiterAccounts)
          .where(eq(recruiterAccounts.userId, userId))
          .for("update");
        // Whether anything changed (not what a tier allows, which is the rule book's question).
        if (!account || account.tier === next) return false;
        await tx.update(recruiterAccounts).set({ subscriptionTier: next }).where(eq(recruiterAccounts.userId, userId));
        await tx.insert(recruiterPlanChanges).values({ userId, fromTier: account.tier, toTier: next, reason, eventId, at: sql`now()` });
        return true;
      },
    }),
  };
}
export type RecruiterBillingRepo = ReturnType<typeof recruiterBillingRepo>;
