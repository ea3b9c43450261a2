import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { RECRUIT_STATUSES, RECRUITER_BRANCHES, RECRUITER_TIERS } from "@domain/recruiters";
import { branchCodeEnum, createdAt } from "./enums";
import { users } from "./accounts";
import { scoreShares } from "./practice";

export const recruiterTierEnum = pgEnum("recruiter_tier", RECRUITER_TIERS);
export const recruiterBranchEnum = pgEnum("recruiter_branch", RECRUITER_BRANCHES);
export const recruitStatusEnum = pgEnum("recruit_status", RECRUIT_STATUSES);

/**
 * A recruiter's account (recruiter spec §3), one per user with the recruiter role. The office's place is resolved
 * from its ZIP when saved (lat/lng), so the finder and lead routing measure distances without a lookup per row.
 * `sample` marks demo-mode directory entries, which the finder labels as samples.
 */
export const recruiterAccounts = pgTable(
  "recruiter_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    rank: text("rank"),
    organization: text("organization").notNull(),
    branch: recruiterBranchEnum("branch").notNull(),
    station: text("station").notNull(),
    recruiterCode: text("recruiter_code").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    hours: text("hours").notNull(),
    specialties: text("specialties")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publicListing: boolean("public_listing").notNull().default(true),
    /** Written only by the billing module's webhook handling (as a learner's tier is). */
    subscriptionTier: recruiterTierEnum("subscription_tier").notNull().default("recruiter_basic"),
    sample: boolean("sample").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recruiter_accounts_code_idx").on(sql`lower(${t.recruiterCode})`),
    index("recruiter_accounts_branch_idx").on(t.branch, t.publicListing),
  ],
);

/**
 * A recruit on a recruiter's roster (§3). `learnerUserId` is set while a learner shares live progress with the
 * recruiter (an accepted invite, or an accepted lead); revoking clears it at once, and the roster then shows only what
 * the recruiter typed.
 */
export const recruits = pgTable(
  "recruits",
  {
    id: serial("id").primaryKey(),
    recruiterUserId: integer("recruiter_user_id")
      .notNull()
      .references(() => recruiterAccounts.userId, { onDelete: "cascade" }),
    recruitName: text("recruit_name").notNull(),
    recruitEmail: text("recruit_email"),
    targetBranch: branchCodeEnum("target_branch").notNull(),
    targetMos: text("target_mos"),
    asvabGoalScore: integer("asvab_goal_score").notNull(),
    currentScore: integer("current_score").notNull().default(0),
    enlistmentDate: date("enlistment_date"),
    status: recruitStatusEnum("status").notNull().default("active"),
    notes: text("notes"),
    learnerUserId: integer("learner_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recruits_recruiter_idx").on(t.recruiterUserId, t.createdAt),
    index("recruits_learner_idx").on(t.learnerUserId),
    check("recruits_goal_range", sql`${t.asvabGoalScore} between 31 and 99`),
    check("recruits_score_range", sql`${t.currentScore} between 0 and 99`),
  ],
);

/**
 * An invitation to share live progress: sent by a recruiter for one recruit, by e-mail or as a code the learner types.
 * Accepting links the learner to the recruit; revoking (by the learner) unlinks at once.
 */
export const recruitInvites = pgTable(
  "recruit_invites",
  {
    id: serial("id").primaryKey(),
    recruitId: integer("recruit_id")
      .notNull()
      .references(() => recruits.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    email: text("email"),
    acceptedByUserId: integer("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("recruit_invites_code_idx").on(t.code), index("recruit_invites_recruit_idx").on(t.recruitId)],
);

/** A shared score routed to a recruiter (`POST /api/score-shares`): the recruiter's leads inbox. */
export const recruiterLeads = pgTable(
  "recruiter_leads",
  {
    id: serial("id").primaryKey(),
    scoreShareId: integer("score_share_id")
      .notNull()
      .references(() => scoreShares.id, { onDelete: "cascade" }),
    recruiterUserId: integer("recruiter_user_id")
      .notNull()
      .references(() => recruiterAccounts.userId, { onDelete: "cascade" }),
    /** Great-circle miles from the learner's ZIP to the office; null when the learner's ZIP is unknown. */
    distanceMiles: doublePrecision("distance_miles"),
    status: text("status", { enum: ["new", "accepted", "dismissed"] })
      .notNull()
      .default("new"),
    recruitId: integer("recruit_id").references(() => recruits.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recruiter_leads_share_recruiter_idx").on(t.scoreShareId, t.recruiterUserId),
    index("recruiter_leads_inbox_idx").on(t.recruiterUserId, t.status, t.createdAt),
  ],
);

/** One rating per learner per recruiter, only from a learner who was on that recruiter's roster (§3 rating). */
export const recruiterRatings = pgTable(
  "recruiter_ratings",
  {
    recruiterUserId: integer("recruiter_user_id")
      .notNull()
      .references(() => recruiterAccounts.userId, { onDelete: "cascade" }),
    learnerUserId: integer("learner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recruiterUserId, t.learnerUserId] }), check("recruiter_ratings_stars", sql`${t.stars} between 1 and 5`)],
);
