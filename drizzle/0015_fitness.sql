CREATE TYPE "public"."fitness_run_distance" AS ENUM('1_mile', '1.5_mile', '2_mile');--> statement-breakpoint
CREATE TYPE "public"."fitness_sex" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."fitness_test_type" AS ENUM('practice', 'official', 'diagnostic');--> statement-breakpoint
CREATE TABLE "fitness_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birth_year" smallint,
	"sex" "fitness_sex",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitness_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"push_ups" smallint,
	"sit_ups" smallint,
	"run_time_minutes" smallint,
	"run_time_seconds" smallint,
	"run_distance" "fitness_run_distance" DEFAULT '1.5_mile' NOT NULL,
	"plank_minutes" smallint,
	"plank_seconds" smallint,
	"weight" smallint,
	"height" smallint,
	"test_type" "fitness_test_type" DEFAULT 'practice' NOT NULL,
	"notes" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_valid" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_records_seconds_check" CHECK ("fitness_records"."run_time_seconds" between 0 and 59 and "fitness_records"."plank_seconds" between 0 and 59)
);
--> statement-breakpoint
ALTER TABLE "fitness_profiles" ADD CONSTRAINT "fitness_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_records" ADD CONSTRAINT "fitness_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitness_records_user_recorded_idx" ON "fitness_records" USING btree ("user_id","recorded_at" DESC NULLS LAST);