CREATE TYPE "public"."recruit_status" AS ENUM('active', 'inactive', 'enlisted', 'dropped');--> statement-breakpoint
CREATE TYPE "public"."recruiter_branch" AS ENUM('army', 'navy', 'air_force', 'marines', 'coast_guard', 'space_force', 'army_national_guard', 'air_national_guard');--> statement-breakpoint
CREATE TYPE "public"."recruiter_tier" AS ENUM('recruiter_basic', 'recruiter_starter', 'recruiter_professional', 'recruiter_enterprise');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'recruiter' BEFORE 'admin';--> statement-breakpoint
CREATE TABLE "recruit_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruit_id" integer NOT NULL,
	"code" text NOT NULL,
	"email" text,
	"accepted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"rank" text,
	"organization" text NOT NULL,
	"branch" "recruiter_branch" NOT NULL,
	"station" text NOT NULL,
	"recruiter_code" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"hours" text NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_listing" boolean DEFAULT true NOT NULL,
	"subscription_tier" "recruiter_tier" DEFAULT 'recruiter_basic' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_share_id" integer NOT NULL,
	"recruiter_user_id" integer NOT NULL,
	"distance_miles" double precision,
	"status" text DEFAULT 'new' NOT NULL,
	"recruit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_ratings" (
	"recruiter_user_id" integer NOT NULL,
	"learner_user_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiter_ratings_recruiter_user_id_learner_user_id_pk" PRIMARY KEY("recruiter_user_id","learner_user_id"),
	CONSTRAINT "recruiter_ratings_stars" CHECK ("recruiter_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recruits" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruiter_user_id" integer NOT NULL,
	"recruit_name" text NOT NULL,
	"recruit_email" text,
	"target_branch" "branch_code" NOT NULL,
	"target_mos" text,
	"asvab_goal_score" integer NOT NULL,
	"current_score" integer DEFAULT 0 NOT NULL,
	"enlistment_date" date,
	"status" "recruit_status" DEFAULT 'active' NOT NULL,
	"notes" text,
	"learner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruits_goal_range" CHECK ("recruits"."asvab_goal_score" between 31 and 99),
	CONSTRAINT "recruits_score_range" CHECK ("recruits"."current_score" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "recruit_invites" ADD CONSTRAINT "recruit_invites_recruit_id_recruits_id_fk" FOREIGN KEY ("recruit_id") REFERENCES "public"."recruits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_invites" ADD CONSTRAINT "recruit_invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_accounts" ADD CONSTRAINT "recruiter_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_leads" ADD CONSTRAINT "recruiter_leads_score_share_id_score_shares_id_fk" FOREIGN KEY ("score_share_id") REFERENCES "public"."score_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_leads" ADD CONSTRAINT "recruiter_leads_recruiter_user_id_recruiter_accounts_user_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."recruiter_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_leads" ADD CONSTRAINT "recruiter_leads_recruit_id_recruits_id_fk" FOREIGN KEY ("recruit_id") REFERENCES "public"."recruits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_ratings" ADD CONSTRAINT "recruiter_ratings_recruiter_user_id_recruiter_accounts_user_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."recruiter_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_ratings" ADD CONSTRAINT "recruiter_ratings_learner_user_id_users_id_fk" FOREIGN KEY ("learner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruits" ADD CONSTRAINT "recruits_recruiter_user_id_recruiter_accounts_user_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."recruiter_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruits" ADD CONSTRAINT "recruits_learner_user_id_users_id_fk" FOREIGN KEY ("learner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_invites_code_idx" ON "recruit_invites" USING btree ("code");--> statement-breakpoint
CREATE INDEX "recruit_invites_recruit_idx" ON "recruit_invites" USING btree ("recruit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_accounts_code_idx" ON "recruiter_accounts" USING btree (lower("recruiter_code"));--> statement-breakpoint
CREATE INDEX "recruiter_accounts_branch_idx" ON "recruiter_accounts" USING btree ("branch","public_listing");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_leads_share_recruiter_idx" ON "recruiter_leads" USING btree ("score_share_id","recruiter_user_id");--> statement-breakpoint
CREATE INDEX "recruiter_leads_inbox_idx" ON "recruiter_leads" USING btree ("recruiter_user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "recruits_recruiter_idx" ON "recruits" USING btree ("recruiter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "recruits_learner_idx" ON "recruits" USING btree ("learner_user_id");