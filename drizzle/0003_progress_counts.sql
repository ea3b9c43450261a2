ALTER TABLE "progress" ADD COLUMN "correct_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing rows: derive the count from the stored average so later increments stay right.
UPDATE "progress" SET "correct_answers" = round("completed_questions" * "average_score" / 100.0);
