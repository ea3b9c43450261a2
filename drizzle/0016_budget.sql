CREATE TABLE "budget_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"rank" text NOT NULL,
	"branch" text NOT NULL,
	"years_of_service" integer NOT NULL,
	"signing_bonus" integer NOT NULL,
	"tsp_percent" integer NOT NULL,
	"state" text NOT NULL,
	"state_rate_percent" real NOT NULL,
	"bah_override" integer,
	"pay_year" integer NOT NULL,
	"calculation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_simulations" ADD CONSTRAINT "budget_simulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_simulations_user_idx" ON "budget_simulations" USING btree ("user_id","created_at");