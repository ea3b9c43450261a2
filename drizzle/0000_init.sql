CREATE TYPE "public"."branch_code" AS ENUM('army', 'navy', 'air_force', 'marines', 'coast_guard', 'space_force');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('learner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."section_code" AS ENUM('GS', 'AR', 'WK', 'PC', 'MK', 'EI', 'AI', 'SI', 'MC', 'AO');--> statement-breakpoint
CREATE TYPE "public"."test_mode" AS ENUM('asvab', 'sat', 'act');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('free', 'premium', 'annual');--> statement-breakpoint
CREATE TABLE "military_branches" (
	"code" "branch_code" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"minimum_afqt_score" integer NOT NULL,
	"ged_minimum_afqt_score" integer NOT NULL,
	"primary_sections" jsonb NOT NULL,
	"specialty_jobs" jsonb NOT NULL,
	"recruitment_info" text NOT NULL,
	"recruiter_url" text NOT NULL,
	"recruiter_phone" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress" (
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"completed_questions" integer DEFAULT 0 NOT NULL,
	"total_questions" integer DEFAULT 20 NOT NULL,
	"average_score" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_user_id_section_id_pk" PRIMARY KEY("user_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" "section_code" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"item_count" integer NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"position" integer NOT NULL,
	"in_afqt" boolean NOT NULL,
	CONSTRAINT "sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"score" integer,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"is_adaptive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'learner' NOT NULL,
	"subscription_tier" "subscription_tier" DEFAULT 'free' NOT NULL,
	"target_branch" "branch_code",
	"has_bridge_access" boolean DEFAULT false NOT NULL,
	"test_mode" "test_mode" DEFAULT 'asvab' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_target_branch_military_branches_code_fk" FOREIGN KEY ("target_branch") REFERENCES "public"."military_branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "test_sessions_user_idx" ON "test_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));