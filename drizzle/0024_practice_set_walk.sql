-- choose_practice_set without a probe per item of the section (issue 11, the practice-set route's database cost):
-- unseen items are found by walking the section's random order from a random point, one probe of the learner's
-- views per item looked at, so a learner with unseen items left pays for about as many probes as items taken; only
-- once a side (written or generated) has no unseen item left do the items seen longest ago come back, oldest first
-- (for written items the walk is cut short and one pass over the section decides, as in 0023).
-- The review share, the generated share and what is recorded are as in 0023_generated_share.sql.
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

  -- Written items (a few hundred a section): a short walk of the section's random order from a random point (and
  -- round from the start) usually finds a new learner's share in as many probes of their views as items taken. When
  -- it does not, one pass over the section puts every unseen item first and then the ones seen longest ago.
  SELECT coalesce(array_agg(c.id), '{}') INTO v_authored
  FROM (
    SELECT w.id
    FROM (
      SELECT u.id FROM (
        (SELECT i.id, 0 AS part, i.random_key FROM questions i
          WHERE i.section_id = p_section AND i.source = 'authored' AND i.active AND i.random_key >= v_start
            AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
          ORDER BY i.random_key LIMIT v_window)
        UNION ALL
        (SELECT i.id, 1 AS part, i.random_key FROM questions i
          WHERE i.section_id = p_section AND i.source = 'authored' AND i.active AND i.random_key < v_start
            AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
          ORDER BY i.random_key LIMIT v_window)
      ) u
      ORDER BY u.part, u.random_key
      LIMIT v_window
    ) w
    WHERE NOT EXISTS (SELECT 1 FROM question_views v WHERE v.user_id = p_user AND v.question_id = w.id)
    LIMIT v_rest
  ) c;
  IF cardinality(v_authored) < v_rest THEN
    -- A probe per item (LATERAL), not a scan of everything the learner has seen in every section.
    v_authored := ARRAY(
      SELECT i.id FROM questions i
        LEFT JOIN LATERAL (SELECT v.seen_at FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id LIMIT 1) v ON true
      WHERE i.section_id = p_section AND i.source = 'authored' AND i.active
        AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
      ORDER BY v.seen_at ASC NULLS FIRST, i.random_key
      LIMIT v_rest);
  END IF;

  -- Generated items (thousands a section, rarely all seen): the walk goes on until it has found the share, one probe
  -- per item looked at; only once there is nothing unseen left do the items seen longest ago come back.
  SELECT coalesce(array_agg(u.id), '{}') INTO v_generated
  FROM (
    (SELECT i.id FROM questions i
      WHERE i.section_id = p_section AND i.source = 'generated' AND i.active AND i.random_key >= v_start
        AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
        AND NOT EXISTS (SELECT 1 FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id)
      ORDER BY i.random_key LIMIT v_rest)
    UNION ALL
    (SELECT i.id FROM questions i
      WHERE i.section_id = p_section AND i.source = 'generated' AND i.active AND i.random_key < v_start
        AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review)
        AND NOT EXISTS (SELECT 1 FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id)
      ORDER BY i.random_key LIMIT v_rest)
    LIMIT v_rest
  ) u;
  IF cardinality(v_generated) < v_rest THEN
    v_generated := v_generated || ARRAY(
      SELECT i.id FROM question_views v JOIN questions i ON i.id = v.question_id
      WHERE v.user_id = p_user AND i.section_id = p_section AND i.source = 'generated' AND i.active
        AND NOT (p_exclude ? i.id) AND i.id <> ALL (v_review) AND i.id <> ALL (v_generated)
      ORDER BY v.seen_at, i.random_key
      LIMIT v_rest - cardinality(v_generated));
  END IF;

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
