import { customType, index, integer, jsonb, pgTable, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { questions } from "./content";
import { createdAt } from "./enums";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The solution as worked out at scan time (contracts/photo-solve `photoSolution`), kept in the row. */
export interface StoredPhotoSolution {
  difficulty: "easy" | "medium" | "hard";
  explanation: string;
  steps: string[];
  answer: string;
  answerLetter: "A" | "B" | "C" | "D" | null;
  source: "bank" | "math" | "vocabulary" | "none";
  relatedQuestions?: { id: string; sectionCode: string; text: string }[];
  studyGuide?: { title: string; content: string }[];
  /** The bank item matched, if any (kept for the bench and support; never sent). */
  matchedQuestionId?: string;
}

/**
 * Photo-Solve scans (issue 14): the photo itself (bytea, so every instance on the same database can serve it), what
 * was read, the subject, the calibrated confidence and the solution worked out at scan time. `revealed_at` is set
 * when the learner asks for the solution (spec §4: absent until Generate). Typed questions are rows of kind
 * "typed" without an image. The weekly allowance counts this user's "photo" rows since the learner's Sunday.
 */
export const photoScans = pgTable(
  "photo_scans",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"photo" | "typed">().notNull(),
    image: bytea("image"),
    imageType: text("image_type"),
    extractedText: text("extracted_text").notNull(),
    stem: text("stem").notNull(),
    options: jsonb("options").$type<{ letter: "A" | "B" | "C" | "D"; text: string }[]>(),
    subjectCode: text("subject_code").notNull(),
    confidence: real("confidence").notNull(),
    readConfidence: real("read_confidence"),
    solution: jsonb("solution").$type<StoredPhotoSolution>().notNull(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("photo_scans_user_idx").on(t.userId, t.kind, t.createdAt)],
);

/**
 * The print of each bank figure that shares its words with another (ocr/figure-print.ts): how the scanner tells such
 * items apart on a photo. Made in the background (photo-solve/figure-prints.ts); `figure_hash` names the drawing it
 * was made from, so a changed figure is printed again.
 */
export const figurePrints = pgTable("figure_prints", {
  questionId: text("question_id")
    .primaryKey()
    .references(() => questions.id, { onDelete: "cascade" }),
  figureHash: text("figure_hash").notNull(),
  print: bytea("print").notNull(),
});
