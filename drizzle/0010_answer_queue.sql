CREATE TABLE "answer_queue" (
	"answer_id" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Answers the batch has not folded in yet move to the queue before their flag goes.
INSERT INTO "answer_queue" ("answer_id", "queued_at") SELECT "id", "answered_at" FROM "answers" WHERE "processed_at" IS NULL;
--> statement-breakpoint
-- No foreign keys from answers to sections and questions: record_answer checks both, and the key-share lock a
-- foreign key takes on the parent row made every learner answering a popular item write to that shared row.
ALTER TABLE "answers" DROP CONSTRAINT "answers_section_id_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_question_id_questions_id_fk";
--> statement-breakpoint
DROP INDEX "answers_pending_idx";--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "processed_at";
