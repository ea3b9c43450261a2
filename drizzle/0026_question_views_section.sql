-- What a learner has seen of a section, as one index range (issue 11: the practice-set and adaptive-start routes'
-- database cost). question_views rows carry the question's section and whether it is written, so:
--   * a learner who has seen every written item of a section is known by one count, and the items seen longest ago
--     come back from the index in order, instead of a probe of their views for every item of the section;
--   * an adaptive test's "seen in the last 14 days" is one range, not a join over everything seen in every section.
-- The foreign key to questions goes: its check locked the shared question row (FOR KEY SHARE) on every view, and
-- questions are deactivated, never deleted. Views of questions that no longer exist are dropped.
ALTER TABLE "question_views" DROP CONSTRAINT "question_views_question_id_questions_id_fk";
--> statement-breakpoint
DROP INDEX "question_views_recent_idx";
--> statement-breakpoint
ALTER TABLE "question_views" ADD COLUMN "section_id" integer;
--> statement-breakpoint
ALTER TABLE "question_views" ADD COLUMN "authored" boolean;
--> statement-breakpoint
UPDATE "question_views" v SET "section_id" = i.section_id, "authored" = (i.source = 'authored') FROM "questions" i WHERE i.id = v.question_id;
--> statement-breakpoint
DELETE FROM "question_views" WHERE "section_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "question_views" ALTER COLUMN "section_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "question_views" ALTER COLUMN "authored" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "question_views_section_idx" ON "question_views" USING btree ("user_id","section_id","authored","seen_at");
--> statement-breakpoint
-- How many of a section's written and generated items a learner has seen (kept by record_views), and how many the
-- section has ever had (kept by a trigger on questions): a learner who has seen them all is known by two probes.
CREATE TABLE "view_counts" (
  "user_id" integer NOT NULL,
  "section_id" integer NOT NULL,
  "authored" boolean NOT NULL,
  "seen" integer NOT NULL,
  CONSTRAINT "view_counts_user_id_section_id_authored_pk" PRIMARY KEY ("user_id", "section_id", "authored")
);
--> statement-breakpoint
ALTER TABLE "view_counts" ADD CONSTRAINT "view_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "view_counts" ("user_id", "section_id", "authored", "seen")
SELECT "user_id", "section_id", "authored", count(*) FROM "question_views" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TABLE "section_item_counts" (
  "section_id" integer NOT NULL,
  "authored" boolean NOT NULL,
  "items" integer NOT NULL,
  CONSTRAINT "section_item_counts_section_id_authored_pk" PRIMARY KEY ("section_id", "authored")
);
--> statement-breakpoint
-- Items are counted whether active or not: views are never of other items, so seen >= items means every item,
-- active ones included, has been seen. Only the seed adds questions; the counts are redone once per statement.
CREATE OR REPLACE FUNCTION refresh_section_item_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM section_item_counts;
  INSERT INTO section_item_counts (section_id, authored, items)
  SELECT section_id, source = 'authored', count(*) FROM questions GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questions_item_counts" AFTER INSERT OR DELETE OR UPDATE OF "section_id", "source" ON "questions"
FOR EACH STATEMENT EXECUTE FUNCTION refresh_section_item_counts();
--> statement-breakpoint
INSERT INTO "section_item_counts" ("section_id", "authored", "items")
SELECT "section_id", "source" = 'authored', count(*) FROM "questions" GROUP BY 1, 2;
--> statement-breakpoint
-- Every view is recorded here: the views (in one global order, so concurrent calls of one learner cannot deadlock),
-- and the learner's counts for the views that are new (xmax = 0 marks a row the statement inserted rather than
-- updated). An id that is not a question records nothing.
-- plpgsql rather than SQL: a SQL function's statement is planned again on every call, plpgsql keeps the plan.
CREATE OR REPLACE FUNCTION record_views(p_user integer, p_ids text[], p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH viewed AS (
    INSERT INTO question_views (user_id, question_id, section_id, authored, seen_at)
    SELECT p_user, i.id, i.section_id, i.source = 'authored', p_at FROM questions i WHERE i.id = ANY (p_ids) ORDER BY i.id
    ON CONFLICT (user_id, question_id) DO UPDATE SET seen_at = excluded.seen_at
    RETURNING section_id, authored, (xmax = 0) AS fresh
  )
  INSERT INTO view_counts (user_id, section_id, authored, seen)
  SELECT p_user, section_id, authored, count(*) FROM viewed WHERE fresh GROUP BY section_id, authored ORDER BY section_id, authored
  ON CONFLICT (user_id, section_id, authored) DO UPDATE SET seen = view_counts.seen + excluded.seen;
END $$;
--> statement-breakpoint
-- One side (written or generated items) of a practice set: items the learner has not seen, found by walking the
-- section's random order from a random point (and round from the start), one probe of their views per item looked
-- at, so a learner with unseen items left pays for about as many probes as items taken; then, when the walk runs
-- short, the items seen longest ago, read in order from the learner's views. A side the learner has seen all of
-- (p_all_seen, from the counts) skips the walk.
CREATE OR REPLACE FUNCTION practice_side(
  p_user integer,
  p_section integer,
  p_authored boolean,
  p_n integer,
  p_start real,
  p_exclude jsonb,
  p_review text[],
  p_all_seen boolean
) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  v_source item_source := CASE WHEN p_authored THEN 'authored' ELSE 'generated' END::item_source;
  v_ids text[] := '{}';
BEGIN
  IF p_n <= 0 THEN
    RETURN v_ids;
  END IF;
  IF NOT p_all_seen THEN
    SELECT coalesce(array_agg(u.id), '{}') INTO v_ids
    FROM (
      (SELECT i.id FROM questions i
        WHERE i.section_id = p_section AND i.source = v_source AND i.active AND i.random_key >= p_start
          AND NOT (p_exclude ? i.id) AND i.id <> ALL (p_review)
          AND NOT EXISTS (SELECT 1 FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id)
        ORDER BY i.random_key LIMIT p_n)
      UNION ALL
      (SELECT i.id FROM questions i
        WHERE i.section_id = p_section AND i.source = v_source AND i.active AND i.random_key < p_start
          AND NOT (p_exclude ? i.id) AND i.id <> ALL (p_review)
          AND NOT EXISTS (SELECT 1 FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id)
        ORDER BY i.random_key LIMIT p_n)
      LIMIT p_n
    ) u;
  END IF;
  IF cardinality(v_ids) < p_n THEN
    v_ids := v_ids || ARRAY(
      SELECT v.question_id FROM question_views v JOIN questions i ON i.id = v.question_id AND i.active
      WHERE v.user_id = p_user AND v.section_id = p_section AND v.authored = p_authored
        AND NOT (p_exclude ? v.question_id) AND v.question_id <> ALL (p_review)
      ORDER BY v.seen_at
      LIMIT p_n - cardinality(v_ids));
  END IF;
  RETURN v_ids;
END $$;
--> statement-breakpoint
-- choose_practice_set: the review share, the generated share and what is recorded are as in 0023/0024; each side
-- comes from practice_side, and views are recorded by record_views.
CREATE OR REPLACE FUNCTION choose_practice_set(
  p_user integer,
  p_section integer,
  p_limit integer,
  p_reviews integer,
  p_generated_share real,
  p_exclude jsonb,
  p_record text,
  p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_review text[];
  v_authored text[];
  v_generated text[];
  v_rest integer;
  v_take_a integer;
  v_take_g integer;
  v_start real := random();
  v_ids text[];
  v_all_seen_a boolean;
  v_all_seen_g boolean;
BEGIN
  SELECT coalesce(array_agg(x.id ORDER BY x.due_at, x.id), '{}') INTO v_review
  FROM (
    SELECT r.question_id AS id, r.due_at
    FROM review_items r JOIN questions i ON i.id = r.question_id AND i.active
    WHERE r.user_id = p_user AND r.section_id = p_section AND r.due_at <= p_now AND NOT (p_exclude ? r.question_id)
    ORDER BY r.due_at, r.question_id
    LIMIT p_reviews
  ) x;
  v_rest := p_limit - cardinality(v_review);

  SELECT coalesce(bool_and(coalesce(c.seen, 0) >= s.items) FILTER (WHERE s.authored), true),
         coalesce(bool_and(coalesce(c.seen, 0) >= s.items) FILTER (WHERE NOT s.authored), true)
    INTO v_all_seen_a, v_all_seen_g
  FROM section_item_counts s
  LEFT JOIN view_counts c ON c.user_id = p_user AND c.section_id = s.section_id AND c.authored = s.authored
  WHERE s.section_id = p_section;

  -- Each side is asked for the whole rest, so either can fill in where the other runs short.
  v_authored := practice_side(p_user, p_section, true, v_rest, v_start, p_exclude, v_review, v_all_seen_a);
  v_generated := practice_side(p_user, p_section, false, v_rest, v_start, p_exclude, v_review, v_all_seen_g);

  -- Generated items take their share (rounded down) of what reviews leave.
  v_take_a := least(cardinality(v_authored), greatest(v_rest - floor(v_rest * p_generated_share)::integer, v_rest - cardinality(v_generated)));
  v_take_g := least(cardinality(v_generated), v_rest - v_take_a);
  v_ids := v_review || v_authored[1:v_take_a] || v_generated[1:v_take_g];
  SELECT coalesce(array_agg(x ORDER BY random()), '{}') INTO v_ids FROM unnest(v_ids) AS x;

  IF p_record = 'served' AND cardinality(v_ids) > 0 THEN
    INSERT INTO served_sets (user_id, section_id, kind, question_ids, served_at)
    VALUES (p_user, p_section, 'practice', to_jsonb(v_ids), p_now);
  END IF;
  IF p_record IN ('served', 'seen') THEN
    PERFORM record_views(p_user, v_ids, p_now);
  END IF;
  RETURN to_jsonb(v_ids);
END $$;
