CREATE TABLE "recruiter_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"includes_fitness" boolean DEFAULT false NOT NULL,
	"includes_cheat_sheet" boolean DEFAULT false NOT NULL,
	"includes_study_log" boolean DEFAULT false NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"shared_with_recruiter" boolean DEFAULT false NOT NULL,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "recruiter_packets" ADD CONSTRAINT "recruiter_packets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_packets" ADD CONSTRAINT "recruiter_packets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruiter_packets_user_idx" ON "recruiter_packets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recruiter_packets_shared_idx" ON "recruiter_packets" USING btree ("shared_with_recruiter");