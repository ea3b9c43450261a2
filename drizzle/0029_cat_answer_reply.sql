-- The adaptive answer's statement did work its usual outcome never uses (issue 11, pg_stat_statements on bench:api's
-- adaptive run, per answer): record_answer built the session as JSON and aggregated its history (0.044 ms), which
-- record_cat_answer then only counted, and it called record_views for the one item served (0.066 ms, half of it the
-- call itself). record_answer now leaves the session and history out when asked (p_state false: the three facts
-- the check needs instead), record_cat_answer reads them only when its choice is off, and records the view inline.
-- Outcomes and replies are those of 0027 and 0028.
DROP FUNCTION record_answer(text, text, integer, text, integer, integer, timestamptz, integer, timestamptz);
--> statement-breakpoint
CREATE FUNCTION record_answer(
  p_id text,
  p_session_id text,
  p_user_id integer,
  p_question_id text,
  p_selected integer,
  p_time_spent integer,
  p_claimed_at timestamptz,
  p_daily_limit integer,
  p_now timestamptz,
  p_state boolean DEFAULT true
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s test_sessions%ROWTYPE;
  a answers%ROWTYPE;
  k record;
  v_outcome text := 'stored';
  v_append boolean := false;
  v_counts boolean;
  v_day date := (p_now AT TIME ZONE 'UTC')::date;
  v_at timestamptz := p_now;
  v_used integer;
  v_refusal jsonb;
  v_reply jsonb;
BEGIN
  SELECT * INTO s FROM test_sessions WHERE id = p_session_id;
  -- Another learner's session is "not found": its existence is not theirs to learn.
  IF NOT FOUND OR s.user_id <> p_user_id THEN
    RETURN jsonb_build_object('outcome', 'no_session');
  END IF;

  -- The session's own rules first. A new answer (almost every call) then goes straight to the insert, whose unique
  -- indexes catch a replay; only a refused answer looks for one, because a replay is recognised before any refusal
  -- (an answer stored just before its session completed replays as 'duplicate', not 'completed').
  IF NOT (s.question_ids ? p_question_id) THEN
      -- An adaptive session also takes the questions GET /api/adaptive/questions matched to this learner lately
      -- (a client following the spec's calls answers those).
    IF s.mode = 'adaptive' AND EXISTS (
      SELECT 1 FROM served_sets
      WHERE user_id = p_user_id AND section_id = s.section_id AND kind = 'adaptive'
        AND served_at > p_now - interval '2 hours' AND question_ids ? p_question_id
    ) THEN
      v_append := true;
    ELSE
      v_refusal := jsonb_build_object('outcome', 'not_in_session');
    END IF;
  END IF;
  IF v_refusal IS NULL AND s.is_completed THEN
    v_refusal := jsonb_build_object('outcome', 'completed', 'session', (to_jsonb(s) - 'exclude_ids'));
  END IF;
  IF v_refusal IS NULL AND s.deadline_at IS NOT NULL AND p_now > s.deadline_at + interval '5 seconds' THEN
    v_refusal := jsonb_build_object('outcome', 'expired', 'session', (to_jsonb(s) - 'exclude_ids'));
  END IF;
  -- Nested so that the count (a query, planned and run through the executor) is made only for an appended answer;
  -- a condition with a subquery is never PL/pgSQL's cheap simple expression, even when its first term is false.
  IF v_refusal IS NULL AND v_append THEN
    IF (SELECT count(*) FROM answers WHERE session_id = s.id) >= s.total_questions THEN
      v_refusal := jsonb_build_object('outcome', 'full');
    END IF;
  END IF;

  -- Full-test subtests are an assessment: they never use up the practice allowance.
  v_counts := s.mode <> 'full_test';
  IF v_refusal IS NULL AND v_counts AND p_daily_limit IS NOT NULL THEN
    -- One learner's answers in one section queue here, so two at once cannot both take the last one.
    PERFORM pg_advisory_xact_lock(p_user_id, s.section_id);
    SELECT count(*) INTO v_used FROM answers
    WHERE user_id = p_user_id AND section_id = s.section_id AND quota_day = v_day;
    IF v_used >= p_daily_limit THEN
      v_refusal := jsonb_build_object('outcome', 'limit', 'used', v_used);
    END IF;
  END IF;

  IF v_refusal IS NOT NULL THEN
    -- Refused as new, it may still be a replay of an answer stored earlier: that one is answered as it was.
    SELECT * INTO a FROM answers WHERE id = p_id;
    IF NOT FOUND THEN
      SELECT * INTO a FROM answers WHERE session_id = s.id AND question_id = p_question_id;
      IF NOT FOUND THEN
        RETURN v_refusal;
      END IF;
    END IF;
    IF a.user_id <> p_user_id OR a.session_id <> s.id OR a.question_id <> p_question_id THEN
      RETURN jsonb_build_object('outcome', 'id_taken');
    END IF;
    v_outcome := 'duplicate';
  ELSE

    SELECT correct_index, explanation INTO k FROM questions WHERE id = p_question_id;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('outcome', 'no_question');
    END IF;
    IF v_append THEN
      UPDATE test_sessions SET question_ids = question_ids || to_jsonb(p_question_id) WHERE id = s.id RETURNING * INTO s;
    END IF;
    -- A practice answer replayed from the offline queue keeps its own time, within the session's lifetime.
    IF p_claimed_at IS NOT NULL AND s.mode IN ('practice', 'story', 'review') THEN
      v_at := least(p_now, greatest(s.created_at, p_claimed_at));
    END IF;

    INSERT INTO answers (id, session_id, user_id, section_id, question_id, selected_answer, is_correct, time_spent, answered_at, quota_day)
    VALUES (p_id, s.id, p_user_id, s.section_id, p_question_id, p_selected,
            p_selected IS NOT NULL AND p_selected = k.correct_index, p_time_spent, v_at,
            CASE WHEN v_counts THEN v_day END)
    ON CONFLICT DO NOTHING
    RETURNING * INTO a;
    IF NOT FOUND THEN
      -- A replay (or the same answer twice at once): what is stored under this id, or for this question, answers it.
      SELECT * INTO a FROM answers WHERE id = p_id;
      IF NOT FOUND THEN
        SELECT * INTO a FROM answers WHERE session_id = s.id AND question_id = p_question_id;
      END IF;
      IF NOT FOUND OR a.user_id <> p_user_id OR a.session_id <> s.id OR a.question_id <> p_question_id THEN
        RETURN jsonb_build_object('outcome', 'id_taken');
      END IF;
      v_outcome := 'duplicate';
    ELSE
      INSERT INTO progress (user_id, section_id, completed_questions, correct_answers, average_score, updated_at)
      VALUES (p_user_id, s.section_id, 1, CASE WHEN a.is_correct THEN 1 ELSE 0 END, CASE WHEN a.is_correct THEN 100 ELSE 0 END, p_now)
      ON CONFLICT (user_id, section_id) DO UPDATE SET
        completed_questions = progress.completed_questions + 1,
        correct_answers = progress.correct_answers + excluded.correct_answers,
        average_score = 100.0 * (progress.correct_answers + excluded.correct_answers) / (progress.completed_questions + 1),
        updated_at = p_now;
      INSERT INTO answer_queue (answer_id, queued_at) VALUES (a.id, p_now);
    END IF;
  END IF;

  IF v_outcome <> 'stored' THEN
    SELECT correct_index, explanation INTO k FROM questions WHERE id = a.question_id;
  END IF;
  v_reply := jsonb_build_object(
    'outcome', v_outcome,
    'answer', jsonb_build_object(
      'id', a.id, 'sessionId', a.session_id, 'questionId', a.question_id, 'selectedAnswer', a.selected_answer,
      'isCorrect', a.is_correct, 'timeSpent', a.time_spent, 'answeredAt', a.answered_at),
    'correctIndex', k.correct_index,
    'explanation', k.explanation,
    'mode', s.mode
  );
  -- A practice answer's reply is that plain expression, which PL/pgSQL evaluates without planning a query.
  IF NOT s.is_adaptive THEN
    RETURN v_reply;
  END IF;
  -- record_cat_answer (below) checks the choice it made ahead against three facts, all plain expressions, and reads
  -- the session and its history only when the choice is off.
  IF NOT p_state THEN
    RETURN v_reply || jsonb_build_object('servedCount', jsonb_array_length(s.question_ids), 'completed', s.is_completed, 'deadlineAt', s.deadline_at);
  END IF;
  -- What an adaptive session needs to choose its next item, without another round trip.
  RETURN v_reply || jsonb_build_object(
    'session', to_jsonb(s) - 'exclude_ids',
    'history', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('q', h.question_id, 'c', h.is_correct, 't', h.time_spent) ORDER BY h.answered_at, h.id), '[]'::jsonb)
      FROM answers h WHERE h.session_id = s.id)
  );
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_cat_answer(
  p_id text,
  p_session_id text,
  p_user_id integer,
  p_question_id text,
  p_selected integer,
  p_time_spent integer,
  p_claimed_at timestamptz,
  p_daily_limit integer,
  p_now timestamptz,
  p_served integer,
  p_correct boolean,
  p_patch jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  v_session jsonb;
BEGIN
  r := record_answer(p_id, p_session_id, p_user_id, p_question_id, p_selected, p_time_spent, p_claimed_at, p_daily_limit, p_now, false);
  IF NOT r ? 'servedCount' THEN
    -- Refused, or not an adaptive session: record_answer's reply as it is.
    RETURN r;
  END IF;
  -- The choice assumed: this answer was new and marked as predicted; the session had served p_served items, every
  -- one now answered (so no other request served or answered meanwhile); it is open, and its clock has not run out.
  IF r->>'outcome' = 'stored'
     AND (r->'answer'->>'isCorrect')::boolean = p_correct
     AND (r->>'servedCount')::integer = p_served
     AND NOT (r->>'completed')::boolean
     AND (r->>'deadlineAt' IS NULL OR p_now <= (r->>'deadlineAt')::timestamptz)
  THEN
    IF (SELECT count(*) FROM answers WHERE session_id = p_session_id) = p_served THEN
      UPDATE test_sessions t SET
        question_ids = p_patch->'questionIds',
        tryout_ids = p_patch->'tryoutIds',
        passed_over_ids = p_patch->'passedOverIds',
        current_difficulty = p_patch->>'currentDifficulty',
        theta = (p_patch->>'theta')::real,
        theta_se = (p_patch->>'thetaSe')::real
      WHERE t.id = p_session_id
      RETURNING to_jsonb(t) - 'exclude_ids' INTO v_session;
      -- record_views for one item, inline (the call cost as much as the statement).
      WITH viewed AS (
        INSERT INTO question_views (user_id, question_id, section_id, authored, seen_at)
        SELECT p_user_id, i.id, i.section_id, i.source = 'authored', p_now FROM questions i WHERE i.id = p_patch->>'next'
        ON CONFLICT (user_id, question_id) DO UPDATE SET seen_at = excluded.seen_at
        RETURNING section_id, authored, (xmax = 0) AS fresh
      )
      INSERT INTO view_counts (user_id, section_id, authored, seen)
      SELECT p_user_id, section_id, authored, 1 FROM viewed WHERE fresh
      ON CONFLICT (user_id, section_id, authored) DO UPDATE SET seen = view_counts.seen + excluded.seen;
      RETURN (r - 'servedCount' - 'completed' - 'deadlineAt') || jsonb_build_object('served', v_session);
    END IF;
  END IF;
  -- The choice is off: the reply record_answer gives an adaptive answer, for the server to choose from.
  RETURN (r - 'servedCount' - 'completed' - 'deadlineAt') || jsonb_build_object(
    'session', (SELECT to_jsonb(t) - 'exclude_ids' FROM test_sessions t WHERE t.id = p_session_id),
    'history', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('q', h.question_id, 'c', h.is_correct, 't', h.time_spent) ORDER BY h.answered_at, h.id), '[]'::jsonb)
      FROM answers h WHERE h.session_id = p_session_id)
  );
END $$;
