import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./accounts";

/**
 * Boot Camp Quest (issue 13): one row per mission a learner has completed. Points, rank and badges are derived
 * from these rows and the mission table in the domain, so passing a mission again can never add its points twice.
 */
export const questMissions = pgTable(
  "quest_missions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 to 9 (domain/quest STORY_MISSIONS). */
    mission: integer("mission").notNull(),
    /** The best score of a passing mission session; the distinction follows it. */
    bestScore: integer("best_score").notNull(),
    /** The passing session that completed the mission, and the one with the best score (no foreign key: the
     * sessions module owns test_sessions, and a completion outlives a pruned session). */
    firstSessionId: text("first_session_id").notNull(),
    bestSessionId: text("best_session_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mission] }),
    check("quest_missions_mission_range", sql`${t.mission} between 1 and 9`),
    check("quest_missions_score_range", sql`${t.bestScore} between 0 and 100`),
  ],
);

/** The quest's audio settings per learner; no row means the defaults (contracts/quest AUDIO_DEFAULTS). */
export const questSettings = pgTable(
  "quest_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    audioEnabled: boolean("audio_enabled").notNull(),
    audioVolume: integer("audio_volume").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("quest_settings_volume_range", sql`${t.audioVolume} between 0 and 100`)],
);
