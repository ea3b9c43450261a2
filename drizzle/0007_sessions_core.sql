CREATE TABLE "key_grants" (
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"day" date NOT NULL,
	"question_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_grants_user_id_section_id_day_question_id_pk" PRIMARY KEY("user_id","section_id","day","question_id")
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"user_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"section_id" integer NOT NULL,
	"misses" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_items_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "served_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"kind" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_session_id" text
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "quota_day" date;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "exclude_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "key_grants" ADD CONSTRAINT "key_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_grants" ADD CONSTRAINT "key_grants_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_grants" ADD CONSTRAINT "key_grants_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_sets" ADD CONSTRAINT "served_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_sets" ADD CONSTRAINT "served_sets_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_items_due_idx" ON "review_items" USING btree ("user_id","section_id","due_at");--> statement-breakpoint
CREATE INDEX "served_sets_recent_idx" ON "served_sets" USING btree ("user_id","section_id","kind","served_at");--> statement-breakpoint
CREATE INDEX "answers_quota_idx" ON "answers" USING btree ("user_id","section_id","quota_day");--> statement-breakpoint
CREATE INDEX "answers_pending_idx" ON "answers" USING btree ("answered_at","id") WHERE "answers"."processed_at" is null;--> statement-breakpoint
-- Answers already stored were calibrated when they arrived: only new ones wait for the background batch.
UPDATE "answers" SET "processed_at" = "answered_at";
--> statement-breakpoint
UPDATE "answers" a SET "quota_day" = (a."answered_at" AT TIME ZONE 'UTC')::date
  FROM "test_sessions" s WHERE s."id" = a."session_id" AND s."mode" <> 'full_test';
--> statement-breakpoint
-- Spaced review from the history so far: misses since the latest right answer, due 1/3/7/14 days after the last miss.
INSERT INTO "review_items" ("user_id", "question_id", "section_id", "misses", "due_at")
SELECT x.user_id, x.question_id, x.section_id, x.misses,
       x.last_at + (CASE LEAST(x.misses, 4) WHEN 1 THEN 1 WHEN 2 THEN 3 WHEN 3 THEN 7 ELSE 14 END) * interval '1 day'
FROM (
  SELECT a.user_id, a.question_id, min(a.section_id) AS section_id, max(a.answered_at) AS last_at,
         count(*) FILTER (WHERE a.answered_at > coalesce(lc.last_correct, '-infinity'::timestamptz))::int AS misses
  FROM "answers" a
  LEFT JOIN (SELECT user_id, question_id, max(answered_at) AS last_correct FROM "answers" WHERE is_correct GROUP BY 1, 2) lc
    ON lc.user_id = a.user_id AND lc.question_id = a.question_id
  GROUP BY a.user_id, a.question_id, lc.last_correct
) x
WHERE x.misses > 0;
--> statement-breakpoint
-- Cached sessions and users are dropped by every instance when their rows change (see docs/decisions/0015).
CREATE OR REPLACE FUNCTION notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('app_cache', 'session:' || OLD.id_hash);
  ELSE
    PERFORM pg_notify('app_cache', 'user:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_notify AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_cache();
--> statement-breakpoint
CREATE TRIGGER users_cache_notify AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_cache();
