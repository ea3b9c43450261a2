import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, tierEnum } from "./enums";
import { recruiterTierEnum } from "./recruiters";

/**
 * Billing records (decision 0021). The app mirrors what the payment provider says: who its customer is, each
 * subscription's state, every payment and refund, every event received, and every plan change — records the admin
 * dashboard reads later. Nothing here is changed by a client's claim: only by the provider's signed events.
 */

/** The provider's customer for a user (one per provider). */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("billing_customers_user_idx").on(t.userId, t.provider),
    uniqueIndex("billing_customers_customer_idx").on(t.customerId),
  ],
);

/** The provider's subscriptions, as last read from the provider. */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    planId: text("plan_id").notNull(),
    status: text("status").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    scheduledPlanId: text("scheduled_plan_id"),
    /** learner (the learner plans) | recruiter (§9 recruiter plans: planId is "<plan>_<interval>", e.g. starter_monthly) */
    product: text("product").notNull().default("learner"),
    /** When a recruiter plan's free trial ends (null: no trial). */
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_subscriptions_user_idx").on(t.userId)],
);

/** Money received or returned: subscription invoices, one-time purchases, and refunds of either. */
export const billingPayments = pgTable(
  "billing_payments",
  {
    /** The provider's invoice or payment id. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** subscription | bridge */
    kind: text("kind").notNull(),
    subscriptionId: text("subscription_id"),
    planId: text("plan_id"),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** paid | failed | refunded */
    status: text("status").notNull(),
    receiptNumber: text("receipt_number"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** money_back (the 30-day guarantee, once per account) | duplicate (a second payment the app gave back) | provider */
    refundReason: text("refund_reason"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
  },
  (t) => [index("billing_payments_user_idx").on(t.userId, t.createdAt)],
);

/** Every webhook event received, once: its id is the exactly-once guard, stored with what was done with it. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  /** applied | ignored | unknown_customer */
  outcome: text("outcome").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  payload: jsonb("payload").notNull(),
  providerCreatedAt: timestamp("provider_created_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each change of a user's plan or bridge access, and what caused it. */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromTier: tierEnum("from_tier").notNull(),
    toTier: tierEnum("to_tier").notNull(),
    /** e.g. "invoice.paid", "customer.subscription.deleted", "bridge" */
    reason: text("reason").notNull(),
    eventId: text("event_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("plan_changes_user_idx").on(t.userId, t.at)],
);

/** Each change of a recruiter account's tier (recruiter_accounts.subscription_tier) and the event that caused it. */
export const recruiterPlanChanges = pgTable(
  "recruiter_plan_changes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromTier: recruiterTierEnum("from_tier").notNull(),
    toTier: recruiterTierEnum("to_tier").notNull(),
    reason: text("reason").notNull(),
    eventId: text("event_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recruiter_plan_changes_user_idx").on(t.userId, t.at)],
);

/**
 * The sandbox provider's own store (used only when PAYMENTS_PROVIDER is sandbox): its objects as the real
 * provider would hold them (customers, subscriptions, invoices, payment intents, refunds), in the provider's own
 * JSON shape, so the app reads them through the same mapping as the real thing.
 */
export const sandboxObjects = pgTable(
  "sandbox_objects",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The client secret of a payment intent, or an idempotency key: how an object is found besides its id. */
    lookupKey: text("lookup_key"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sandbox_objects_lookup_idx").on(t.lookupKey), index("sandbox_objects_type_idx").on(t.type)],
);

/** Events the sandbox has yet to deliver to the app's webhook endpoint (delivered in order, retried until 2xx). */
export const sandboxOutbox = pgTable("sandbox_outbox", {
  seq: serial("seq").primaryKey(),
  eventId: text("event_id").notNull().unique(),
  payload: text("payload").notNull(),
  attempts: integer("attempts").notNull().default(0),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** The sandbox's settings shared by every instance: its webhook secret and its test clock. */
export const sandboxState = pgTable("sandbox_state", {
  id: integer("id").primaryKey(),
  webhookSecret: text("webhook_secret").notNull(),
  clockOffsetSeconds: integer("clock_offset_seconds").notNull().default(0),
});

/** Messages sent from /contact. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
