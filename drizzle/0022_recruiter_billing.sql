CREATE TABLE "recruiter_plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_tier" "recruiter_tier" NOT NULL,
	"to_tier" "recruiter_tier" NOT NULL,
	"reason" text NOT NULL,
	"event_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "product" text DEFAULT 'learner' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recruiter_plan_changes" ADD CONSTRAINT "recruiter_plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruiter_plan_changes_user_idx" ON "recruiter_plan_changes" USING btree ("user_id","at");