import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { difficultyEnum, itemSourceEnum, materialTypeEnum } from "./enums";
import { sections } from "./reference";

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
    /** Answers that have moved irtB so far (online calibration); few means the item is still a tryout. */
    responseCount: integer("response_count").notNull().default(0),
    figure: text("figure"),
    figureAlt: text("figure_alt"),
    source: itemSourceEnum("source").notNull(),
    generator: text("generator"),
    seed: integer("seed"),
    language: text("language").notNull().default("en"),
    /** Items removed from the content files stay for history (answers point at them) but are no longer served. */
    active: boolean("active").notNull().default(true),
    /** A fixed random number per item: random picks from large pools walk this index instead of sorting them all. */
    randomKey: real("random_key")
      .notNull()
      .default(sql`random()`),
  },
  (t) => [
    index("questions_section_idx").on(t.sectionId, t.active, t.source),
    index("questions_topic_idx").on(t.sectionId, t.topic),
    index("questions_random_idx").on(t.sectionId, t.source, t.randomKey),
  ],
);

/**
 * When a learner was last shown a question, so random practice can prefer what they have not seen lately. The
 * question's section and whether it is written (authored) are kept on the row, so "what this learner has seen of a
 * section" is one index range, not a join over everything they have seen. No foreign key to questions: its check
 * would lock the shared question row on every view (questions are deactivated, never deleted).
 */
export const questionViews = pgTable(
  "question_views",
  {
    // No foreign key to users either (drizzle/0033): its check locked the learner's row at each new view, ten per
    // practice set. A learner's views go with the learner (a trigger on users).
    userId: integer("user_id").notNull(),
    questionId: text("question_id").notNull(),
    sectionId: integer("section_id").notNull(),
    authored: boolean("authored").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index("question_views_section_idx").on(t.userId, t.sectionId, t.authored, t.seenAt),
  ],
);

/** How many of a section's written (authored) or generated items a learner has seen: kept by record_views (0026). */
export const viewCounts = pgTable(
  "view_counts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: integer("section_id").notNull(),
    authored: boolean("authored").notNull(),
    seen: integer("seen").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId, t.authored] })],
);

/** How many written or generated items a section has ever had, active or not: kept by a trigger on questions (0026). */
export const sectionItemCounts = pgTable(
  "section_item_counts",
  {
    sectionId: integer("section_id").notNull(),
    authored: boolean("authored").notNull(),
    items: integer("items").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.authored] })],
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
