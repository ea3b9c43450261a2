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
