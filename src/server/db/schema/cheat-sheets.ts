import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { CheatSheetContentDto, WeakTopicDto } from "@contracts/cheat-sheets";
import { users } from "./accounts";
import { createdAt } from "./enums";
import { jobs } from "./jobs";

/**
 * A learner's weekly cheat sheets (learning spec §3, issue 14). The PDF is the file of its job in the durable queue
 * (`job_id`), and the sheet's status follows that job (done → ready, failed → error); the job fills in the weakest
 * topics and the content it found. The week is the learner's (Sunday midnight in their zone) when they asked.
 */
export const cheatSheets = pgTable(
  "cheat_sheets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    weekStartDate: date("week_start_date", { mode: "string" }).notNull(),
    weekEndDate: date("week_end_date", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull().default("UTC"),
    isWatermarked: boolean("is_watermarked").notNull(),
    downloadCount: integer("download_count").notNull().default(0),
    weakestTopics: jsonb("weakest_topics").$type<WeakTopicDto[]>().notNull().default([]),
    generatedContent: jsonb("generated_content").$type<CheatSheetContentDto>(),
    createdAt: createdAt(),
    generatedAt: timestamp("generated_at", { withTimezone: true }),
  },
  (t) => [index("cheat_sheets_user_idx").on(t.userId, t.createdAt)],
);
