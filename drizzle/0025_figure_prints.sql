-- Prints of bank figures that share their words with another item (issue 14: Assembling Objects and some Mechanical
-- and Electronics items differ only in their drawing), made in the background and matched against a photo's drawing.
CREATE TABLE "figure_prints" (
	"question_id" text PRIMARY KEY NOT NULL,
	"figure_hash" text NOT NULL,
	"print" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "figure_prints" ADD CONSTRAINT "figure_prints_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
