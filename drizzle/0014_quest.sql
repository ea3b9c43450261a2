CREATE TABLE "quest_missions" (
	"user_id" integer NOT NULL,
	"mission" integer NOT NULL,
	"best_score" integer NOT NULL,
	"first_session_id" text NOT NULL,
	"best_session_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_missions_user_id_mission_pk" PRIMARY KEY("user_id","mission"),
	CONSTRAINT "quest_missions_mission_range" CHECK ("quest_missions"."mission" between 1 and 9),
	CONSTRAINT "quest_missions_score_range" CHECK ("quest_missions"."best_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quest_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"audio_enabled" boolean NOT NULL,
	"audio_volume" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_settings_volume_range" CHECK ("quest_settings"."audio_volume" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "quest_missions" ADD CONSTRAINT "quest_missions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_settings" ADD CONSTRAINT "quest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;