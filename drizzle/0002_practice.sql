CREATE TABLE "answers" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"selected_answer" integer,
	"is_correct" boolean NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"afqt_score" integer NOT NULL,
	"branch_code" "branch_code" NOT NULL,
	"user_zip_code" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "mode" text DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "mission" integer;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_shares" ADD CONSTRAINT "score_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_session_question_idx" ON "answers" USING btree ("session_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_user_section_day_idx" ON "answers" USING btree ("user_id","section_id","answered_at");--> statement-breakpoint
CREATE INDEX "answers_user_question_idx" ON "answers" USING btree ("user_id","question_id","answered_at");--> statement-breakpoint
CREATE INDEX "score_shares_branch_zip_idx" ON "score_shares" USING btree ("branch_code","user_zip_code");