CREATE TABLE "cheat_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" text NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"is_watermarked" boolean NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"weakest_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cheat_sheets" ADD CONSTRAINT "cheat_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_sheets" ADD CONSTRAINT "cheat_sheets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheat_sheets_user_idx" ON "cheat_sheets" USING btree ("user_id","created_at");