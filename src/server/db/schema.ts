import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { BRANCH_CODES, ROLES, SECTION_CODES, SUBSCRIPTION_TIERS, TEST_MODES } from "@domain/constants";
import type { SpecialtyJobs } from "@contracts/branches";

export const difficultyEnum = pgEnum("difficulty", ["easy", "medium", "hard"]);
export const itemSourceEnum = pgEnum("item_source", ["authored", "generated"]);
export const materialTypeEnum = pgEnum("study_material_type", ["guide", "formula", "vocabulary"]);
export const roleEnum = pgEnum("user_role", ROLES);
export const tierEnum = pgEnum("subscription_tier", SUBSCRIPTION_TIERS);
export const testModeEnum = pgEnum("test_mode", TEST_MODES);
export const branchCodeEnum = pgEnum("branch_code", BRANCH_CODES);
export const sectionCodeEnum = pgEnum("section_code", SECTION_CODES);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const militaryBranches = pgTable("military_branches", {
  code: branchCodeEnum("code").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  minimumAfqtScore: integer("minimum_afqt_score").notNull(),
  gedMinimumAfqtScore: integer("ged_minimum_afqt_score").notNull(),
  primarySections: jsonb("primary_sections").$type<string[]>().notNull(),
  specialtyJobs: jsonb("specialty_jobs").$type<SpecialtyJobs>().notNull(),
  recruitmentInfo: text("recruitment_info").notNull(),
  recruiterUrl: text("recruiter_url").notNull(),
  recruiterPhone: text("recruiter_phone"),
  position: integer("position").notNull(),
});

export const sections = pgTable("sections", {
  id: integer("id").primaryKey(),
  code: sectionCodeEnum("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  itemCount: integer("item_count").notNull(),
  timeLimitMinutes: integer("time_limit_minutes").notNull(),
  position: integer("position").notNull(),
  inAfqt: boolean("in_afqt").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("learner"),
    subscriptionTier: tierEnum("subscription_tier").notNull().default("free"),
    targetBranch: branchCodeEnum("target_branch").references(() => militaryBranches.code),
    hasBridgeAccess: boolean("has_bridge_access").notNull().default(false),
    testMode: testModeEnum("test_mode").notNull().default("asvab"),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters shared by every app instance (sign-in throttling). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const progress = pgTable(
  "progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id),
    completedQuestions: integer("completed_questions").notNull().default(0),
    totalQuestions: integer("total_questions").notNull().default(20),
    averageScore: real("average_score").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId] })],
);

export const testSessions = pgTable(
  "test_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id),
    totalQuestions: integer("total_questions").notNull(),
    isCompleted: boolean("is_completed").notNull().default(false),
    score: integer("score"),
    timeSpent: integer("time_spent").notNull().default(0),
    isAdaptive: boolean("is_adaptive").notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("test_sessions_user_idx").on(t.userId, t.createdAt)],
);

export const passages = pgTable("passages", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  text: text("text").notNull(),
});

/** The question bank: authored and generated items, with 3PL parameters seeded from the difficulty tag. */
export const questions = pgTable(
  "questions",
  {
    id: text("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id),
    stem: text("stem").notNull(),
    passageId: text("passage_id").references(() => passages.id),
    options: jsonb("options").$type<string[]>().notNull(),
    correctIndex: integer("correct_index").notNull(),
    explanation: text("explanation").notNull(),
    topic: text("topic").notNull(),
    difficulty: difficultyEnum("difficulty").notNull(),
    irtA: real("irt_a").notNull(),
    irtB: real("irt_b").notNull(),
    irtC: real("irt_c").notNull(),
    figure: text("figure"),
    figureAlt: text("figure_alt"),
    source: itemSourceEnum("source").notNull(),
    generator: text("generator"),
    seed: integer("seed"),
    language: text("language").notNull().default("en"),
    /** Items removed from the content files stay for history (answers point at them) but are no longer served. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("questions_section_idx").on(t.sectionId, t.active, t.source), index("questions_topic_idx").on(t.sectionId, t.topic)],
);

/** When a learner was last shown a question, so random practice can prefer what they have not seen lately. */
export const questionViews = pgTable(
  "question_views",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("question_views_recent_idx").on(t.userId, t.seenAt)],
);

export const studyMaterials = pgTable(
  "study_materials",
  {
    id: text("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id),
    type: materialTypeEnum("type").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    icon: text("icon").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("study_materials_section_idx").on(t.sectionId)],
);

/** Fingerprints of seeded content, so a start-up only rewrites content that changed. */
export const contentVersions = pgTable("content_versions", {
  name: text("name").primaryKey(),
  hash: text("hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
