-- The practice set's split between written and generated items becomes a parameter (domain/practice.ts
-- generatedShare): the generators of General Science, Auto and Shop Information cover only a corner of those subtests, so their sets give them a fifth,
-- where other subtests keep half. Otherwise as 0009_choose_practice_set.sql.
DROP FUNCTION IF EXISTS choose_practice_set(integer, integer, integer, integer, jsonb, text, timestamptz);
--> statement-breakpoint
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
  v_window integer := greatest(p_limit * 4, 20);
  v_ids text[];
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

  SELECT coalesce(array_agg(x.id ORDER BY x.rn), '{}') INTO v_authored
  FROM (
    SELECT s.id, row_number() OVER () AS rn
    FROM (
      SELECT i.id
      FROM questions i LEFT JOIN question_views v ON v.question_id = i.id AND v.user_id = p_user
      WHERE i.section_id = p_section AND i.active AND i.source = 'authored'
        AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
      ORDER BY v.seen_at ASC NULLS FIRST, random()
      LIMIT v_rest
    ) s
  ) x;

  SELECT coalesce(array_agg(x.id ORDER BY x.rn), '{}') INTO v_generated
  FROM (
    SELECT s.id, row_number() OVER () AS rn
    FROM (
      SELECT w.id
      FROM (
        SELECT u.id, u.seen_at, u.part, u.random_key
        FROM (
          (SELECT i.id, v.seen_at, 0 AS part, i.random_key
             FROM questions i LEFT JOIN question_views v ON v.question_id = i.id AND v.user_id = p_user
            WHERE i.section_id = p_section AND i.source = 'generated' AND i.active AND i.random_key >= v_start
              AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
            ORDER BY i.random_key LIMIT v_window)
          UNION ALL
          (SELECT i.id, v.seen_at, 1 AS part, i.random_key
             FROM questions i LEFT JOIN question_views v ON v.question_id = i.id AND v.user_id = p_user
            WHERE i.section_id = p_section AND i.source = 'generated' AND i.active AND i.random_key < v_start
              AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
            ORDER BY i.random_key LIMIT v_window)
        ) u
        ORDER BY u.part, u.random_key
        LIMIT v_window
      ) w
      ORDER BY w.seen_at ASC NULLS FIRST, w.part, w.random_key
      LIMIT v_rest
    ) s
  ) x;

  -- Generated items take their share (rounded down) of what reviews leave; either side fills in where the other
  -- runs short.
  v_take_a := least(cardinality(v_authored), greatest(v_rest - floor(v_rest * p_generated_share)::integer, v_rest - cardinality(v_generated)));
  v_take_g := least(cardinality(v_generated), v_rest - v_take_a);
  v_ids := v_review || v_authored[1:v_take_a] || v_generated[1:v_take_g];
  SELECT coalesce(array_agg(x ORDER BY random()), '{}') INTO v_ids FROM unnest(v_ids) AS x;

  IF p_record = 'served' AND cardinality(v_ids) > 0 THEN
    INSERT INTO served_sets (user_id, section_id, kind, question_ids, served_at)
    VALUES (p_user, p_section, 'practice', to_jsonb(v_ids), p_now);
  END IF;
  IF p_record IN ('served', 'seen') THEN
    -- Rows locked in one global order: concurrent requests of one learner cannot deadlock each other.
    INSERT INTO question_views (user_id, question_id, seen_at)
    SELECT p_user, x, p_now FROM unnest(v_ids) AS x ORDER BY x
    ON CONFLICT (user_id, question_id) DO UPDATE SET seen_at = excluded.seen_at;
  END IF;
  RETURN to_jsonb(v_ids);
END $$;
