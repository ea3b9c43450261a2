import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { FITNESS_SEXES, RUN_DISTANCE_MILES, type RunDistance } from "@domain/fitness";
import { createdAt } from "./enums";
import { users } from "./accounts";

const RUN_DISTANCES = Object.keys(RUN_DISTANCE_MILES) as [RunDistance, ...RunDistance[]];

export const fitnessRunDistanceEnum = pgEnum("fitness_run_distance", RUN_DISTANCES);
export const fitnessTestTypeEnum = pgEnum("fitness_test_type", ["practice", "official", "diagnostic"]);
export const fitnessSexEnum = pgEnum("fitness_sex", FITNESS_SEXES);

/** Learning spec §3 "Fitness record", plus the plank (tested by the Army, Navy and Marines). One row per test taken. */
export const fitnessRecords = pgTable(
  "fitness_records",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pushUps: smallint("push_ups"),
    sitUps: smallint("sit_ups"),
    runTimeMinutes: smallint("run_time_minutes"),
    runTimeSeconds: smallint("run_time_seconds"),
    runDistance: fitnessRunDistanceEnum("run_distance").notNull().default("1.5_mile"),
    plankMinutes: smallint("plank_minutes"),
    plankSeconds: smallint("plank_seconds"),
    weight: smallint("weight"),
    height: smallint("height"),
    testType: fitnessTestTypeEnum("test_type").notNull().default("practice"),
    notes: text("notes"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    isValid: boolean("is_valid").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fitness_records_user_recorded_idx").on(t.userId, t.recordedAt.desc()),
    // The contract's limits, kept by the database too (seconds fields never above 59).
    check("fitness_records_seconds_check", sql`${t.runTimeSeconds} between 0 and 59 and ${t.plankSeconds} between 0 and 59`),
  ],
);

/** What the branches' standards need to know about a learner; both optional, asked once on /fitness. */
export const fitnessProfiles = pgTable("fitness_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  birthYear: smallint("birth_year"),
  sex: fitnessSexEnum("sex"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
