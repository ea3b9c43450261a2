-- GET /api/sections/{id}/questions, per call (issue 11, pg_stat_statements on bench:api's questions run):
--   * the served set's foreign key to sections took a FOR KEY SHARE lock on the section's row on every call (0.02 ms,
--     and a lock record in the WAL each time, on the one row every learner of that section shares). A served set
--     lives two hours and names a section the route has just checked exists; sections are reference data that are
--     never deleted. The key goes; sessions, progress and the rest keep theirs.
--   * choose_practice_set called record_views for the ten items (0.25 ms, of which the call itself 0.05): inline now.
-- The set chosen, what is recorded and the reply are those of 0026.
ALTER TABLE served_sets DROP CONSTRAINT IF EXISTS served_sets_section_id_sections_id_fk;
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
    -- record_views (0026), inline: the call cost a fifth of the statement it makes.
    WITH viewed AS (
      INSERT INTO question_views (user_id, question_id, section_id, authored, seen_at)
      SELECT p_user, i.id, i.section_id, i.source = 'authored', p_now FROM questions i WHERE i.id = ANY (v_ids) ORDER BY i.id
      ON CONFLICT (user_id, question_id) DO UPDATE SET seen_at = excluded.seen_at
      RETURNING section_id, authored, (xmax = 0) AS fresh
    )
    INSERT INTO view_counts (user_id, section_id, authored, seen)
    SELECT p_user, section_id, authored, count(*) FROM viewed WHERE fresh GROUP BY section_id, authored ORDER BY section_id, authored
    ON CONFLICT (user_id, section_id, authored) DO UPDATE SET seen = view_counts.seen + excluded.seen;
  END IF;
  RETURN to_jsonb(v_ids);
END $$;
