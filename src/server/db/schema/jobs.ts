import { customType, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./enums";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The durable queue for background work (generated PDFs and zips, later calibration runs): a request enqueues a
 * job and returns; any instance's worker claims it (SKIP LOCKED), runs it, and stores the file it made here. A job
 * whose worker died is claimed again once its lock runs out; a failing one is retried with backoff, then failed.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb("payload").notNull(),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** How far the running attempt is (0-100) and its current step, as its handler reports them (decision 22). */
    progress: smallint("progress").notNull().default(0),
    step: text("step"),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    resultName: text("result_name"),
    resultType: text("result_type"),
    result: bytea("result"),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_claim_idx").on(t.status, t.runAfter), index("jobs_user_idx").on(t.userId, t.createdAt)],
);
