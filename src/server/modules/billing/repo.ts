import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { SubscriptionTier } from "@domain/constants";
import type { Db } from "../../db/client";
import { billingCustomers, billingEvents, billingPayments, billingSubscriptions, planChanges, users } from "../../db/schema";

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type PaymentRow = typeof billingPayments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Subscriptions that give their plan now (past_due: the grace while the provider retries the card). */
export const LIVE_STATUSES = ["active", "trialing", "past_due"] as const;

/** The learner side only: recruiter plans (product 'recruiter', payments kind 'recruiter') are recruiter-repo.ts's. */
const learnerSubscription = eq(billingSubscriptions.product, "learner");

export function billingRepo(db: Db) {
  return {
    async customerOf(userId: number, provider: string): Promise<string | null> {
      const [row] = await db
        .select({ id: billingCustomers.customerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
      return row?.id ?? null;
    },

    /** Keeps the first customer stored for the user; returns the one that counts. */
    async saveCustomer(userId: number, provider: string, customerId: string): Promise<string> {
      await db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: billingCustomers.customerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
      return row?.id ?? customerId;
    },

    async userOfCustomer(customerId: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.customerId, customerId));
      return row?.userId ?? null;
    },

    async subscriptions(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), learnerSubscription))
        .orderBy(desc(billingSubscriptions.createdAt));
    },

    async liveSubscription(userId: number): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), learnerSubscription, inArray(billingSubscriptions.status, [...LIVE_STATUSES])))
        .orderBy(desc(billingSubscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async user(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async payments(userId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.userId, userId), ne(billingPayments.kind, "recruiter")))
        .orderBy(desc(billingPayments.createdAt));
    },

    /** A refund the app asked for and the provider made: recorded at once, with why (the event may come later). */
    async recordRefund(paymentId: string, refundId: string, reason: "money_back" | "duplicate", at: Date): Promise<void> {
      await db
        .update(billingPayments)
        .set({
          status: "refunded",
          refundId,
          refundReason: reason,
          refundedAt: sql`coalesce(${billingPayments.refundedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(billingPayments.id, paymentId));
    },

    async liveSubscriptions(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), learnerSubscription, inArray(billingSubscriptions.status, [...LIVE_STATUSES])))
        .orderBy(billingSubscriptions.createdAt, billingSubscriptions.id);
    },

    /** Runs one event's changes in one transaction; false when the event was already received (nothing done). */
    async receiveEvent(
      event: { id: string; provider: string; type: string; createdAt: Date; payload: unknown; userId: number | null; outcome: string },
      apply: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(billingEvents)
          .values({
            id: event.id,
            provider: event.provider,
            type: event.type,
            outcome: event.outcome,
            userId: event.userId,
            payload: event.payload,
            providerCreatedAt: event.createdAt,
          })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (!inserted) return false;
        // One user's events apply one at a time, on every instance.
        if (event.userId !== null) await tx.execute(sql`select pg_advisory_xact_lock(${0x42_494c_4c}, ${event.userId})`);
        await apply(tx);
        return true;
      });
    },

    tx: (tx: Tx) => ({
      /** The provider's subscription as just read; an older read never overwrites a newer one. */
      async mirrorSubscription(row: typeof billingSubscriptions.$inferInsert): Promise<void> {
        await tx
          .insert(billingSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: billingSubscriptions.id,
            set: {
              planId: row.planId,
              status: row.status,
              cancelAtPeriodEnd: row.cancelAtPeriodEnd,
              scheduledPlanId: row.scheduledPlanId ?? null,
              trialEnd: row.trialEnd ?? null,
              currentPeriodStart: row.currentPeriodStart ?? null,
              currentPeriodEnd: row.currentPeriodEnd ?? null,
              canceledAt: row.canceledAt ?? null,
              endedAt: row.endedAt ?? null,
              updatedAt: row.updatedAt,
            },
            setWhere: sql`${billingSubscriptions.updatedAt} <= excluded.updated_at`,
          });
      },

      /** A payment: a paid one is never turned back to failed by a late failure event. */
      async recordPayment(row: typeof billingPayments.$inferInsert): Promise<void> {
        await tx
          .insert(billingPayments)
          .values(row)
          .onConflictDoUpdate({
            target: billingPayments.id,
            set: {
              status: row.status,
              paidAt: row.paidAt ?? null,
              failureMessage: row.failureMessage ?? null,
              receiptNumber: row.receiptNumber ?? null,
              amountCents: row.amountCents,
            },
            setWhere: sql`${billingPayments.status} = 'failed'`,
          });
      },

      /** The provider's refund event: the reason stays the one the app gave when it asked for the refund. */
      async markRefunded(paymentId: string, refundId: string, at: Date): Promise<boolean> {
        const updated = await tx
          .update(billingPayments)
          .set({ status: "refunded", refundId, refundedAt: at, refundReason: sql`coalesce(${billingPayments.refundReason}, 'provider')` })
          .where(and(eq(billingPayments.id, paymentId), eq(billingPayments.status, "paid")))
          .returning({ id: billingPayments.id });
        return updated.length > 0;
      },

      async liveTiers(userId: number): Promise<Array<{ planId: string; status: string }>> {
        return tx
          .select({ planId: billingSubscriptions.planId, status: billingSubscriptions.status })
          .from(billingSubscriptions)
          .where(
            and(eq(billingSubscriptions.userId, userId), learnerSubscription, inArray(billingSubscriptions.status, [...LIVE_STATUSES])),
          );
      },

      /** Sets the user's tier and bridge flag; a change of either is kept as a record. */
      async setPlan(
        userId: number,
        change: { tier?: SubscriptionTier; bridge?: boolean },
        reason: string,
        eventId: string,
      ): Promise<boolean> {
        const [user] = await tx
          .select({ tier: users.subscriptionTier, bridge: users.hasBridgeAccess })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        if (!user) return false;
        const next = { tier: change.tier ?? user.tier, bridge: change.bridge ?? user.bridge };
        // Whether anything changed (not what a plan allows, which is the rule book's question).
        if (next.tier === user.tier && next.bridge === user.bridge) return false;
        const { tier, bridge } = next;
        await tx.update(users).set({ subscriptionTier: tier, hasBridgeAccess: bridge }).where(eq(users.id, userId));
        await tx.insert(planChanges).values({ userId, fromTier: user.tier, toTier: tier, reason, eventId });
        return true;
      },
    }),
  };
}
export type BillingRepo = ReturnType<typeof billingRepo>;
