import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./enums";
import { jobs } from "./jobs";

/**
 * A learner's recruiter packets (learning spec §3, issue 14). The zip itself is the file of its job in the durable
 * queue (`job_id`); this row says what went into it once the job has made it, how often it was downloaded, and
 * whether the learner chose to share it with recruiters (the recruiter area reads `shared_with_recruiter`).
 */
export const recruiterPackets = pgTable(
  "recruiter_packets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** generating | ready | error (a failed job is read from the queue; see the service). */
    status: text("status").$type<"generating" | "ready" | "error">().notNull().default("generating"),
    language: text("language").$type<"en" | "es">().notNull().default("en"),
    includesFitness: boolean("includes_fitness").notNull().default(false),
    includesCheatSheet: boolean("includes_cheat_sheet").notNull().default(false),
    includesStudyLog: boolean("includes_study_log").notNull().default(false),
    downloadCount: integer("download_count").notNull().default(0),
    sharedWithRecruiter: boolean("shared_with_recruiter").notNull().default(false),
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    createdAt: createdAt(),
    generatedAt: timestamp("generated_at", { withTimezone: true }),
  },
  (t) => [index("recruiter_packets_user_idx").on(t.userId, t.createdAt), index("recruiter_packets_shared_idx").on(t.sharedWithRecruiter)],
);
