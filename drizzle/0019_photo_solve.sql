CREATE TABLE "photo_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image" "bytea",
	"image_type" text,
	"extracted_text" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb,
	"subject_code" text NOT NULL,
	"confidence" real NOT NULL,
	"read_confidence" real,
	"solution" jsonb NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_scans" ADD CONSTRAINT "photo_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_scans_user_idx" ON "photo_scans" USING btree ("user_id","kind","created_at");