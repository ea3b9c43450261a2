CREATE TABLE "full_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"time_scale" real DEFAULT 1 NOT NULL,
	"results" jsonb,
	"afqt_percentile" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learner_abilities" (
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"theta" real DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_abilities_user_id_section_id_pk" PRIMARY KEY("user_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "response_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "current_difficulty" text;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "theta" real;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "theta_se" real;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "tryout_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "full_test_id" text;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "full_tests" ADD CONSTRAINT "full_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_abilities" ADD CONSTRAINT "learner_abilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_abilities" ADD CONSTRAINT "learner_abilities_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "full_tests_user_idx" ON "full_tests" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_full_test_id_full_tests_id_fk" FOREIGN KEY ("full_test_id") REFERENCES "public"."full_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_sessions_full_test_idx" ON "test_sessions" USING btree ("full_test_id");