-- practice_side's "not seen yet" test probes question_views by its key, one candidate at a time, as a scalar
-- subquery. As NOT EXISTS the planner turned it into an anti-join, and a generic plan cached while a learner had
-- few views could rescan all of that learner's views for every candidate (auto_explain on bench:api: 8.9 and
-- 9.3 ms calls against 0.12 ms usually, on connections that had cached that plan). A scalar subquery is always
-- run per candidate with both key columns bound, so the key is the only sensible plan. Otherwise as in 0026.
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
          AND (SELECT true FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id) IS NULL
        ORDER BY i.random_key LIMIT p_n)
      UNION ALL
      (SELECT i.id FROM questions i
        WHERE i.section_id = p_section AND i.source = v_source AND i.active AND i.random_key < p_start
          AND NOT (p_exclude ? i.id) AND i.id <> ALL (p_review)
          AND (SELECT true FROM question_views v WHERE v.user_id = p_user AND v.question_id = i.id) IS NULL
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
