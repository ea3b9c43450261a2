import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import type { FullTestResults } from "@contracts/full-test";
import { users } from "./accounts";
import { createdAt } from "./enums";
import { sections } from "./reference";

/**
 * A learner's running ability (θ) per subtest, moved by an Elo-style step after every answer. It seeds the
 * adaptive start view's suggested level; each adaptive test itself still starts at average difficulty.
 */
export const learnerAbilities = pgTable(
  "learner_abilities",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id),
    theta: real("theta").notNull().default(0),
    responseCount: integer("response_count").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId] })],
);

/**
 * A simulated CAT-ASVAB: ten adaptive subtests in official order. Each subtest is a test session that points
 * back here; `nextIndex` is the position of the next subtest to start (10 when all are done).
 */
export const fullTests = pgTable(
  "full_tests",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"in_progress" | "completed" | "abandoned">().notNull().default("in_progress"),
    nextIndex: integer("next_index").notNull().default(0),
    /** Multiplies every time limit; below 1 only in test-hook mode (shortened end-to-end runs). */
    timeScale: real("time_scale").notNull().default(1),
    results: jsonb("results").$type<FullTestResults>(),
    afqtPercentile: integer("afqt_percentile"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("full_tests_user_idx").on(t.userId, t.createdAt)],
);
