-- An adaptive answer and the item it leads to in one statement (issue 11: the adaptive answer route made two round
-- trips, one to store the answer and one to serve the next item). The instance that served a session's pending item
-- keeps the session's state, so it can choose the next item before the answer is stored: correct or not is read off
-- the item's key, which the engine's pool holds. The choice applies only if the session is exactly as it was when the
-- choice was made; otherwise the answer is stored alone and the server chooses from what this returns, as before.
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
  r := record_answer(p_id, p_session_id, p_user_id, p_question_id, p_selected, p_time_spent, p_claimed_at, p_daily_limit, p_now);
  -- The choice assumed: this answer was new and marked as predicted; the session had served p_served items, every
  -- one now answered (so no other request served or answered meanwhile); it is open, and its clock has not run out.
  IF r->>'outcome' = 'stored'
     AND (r->'answer'->>'isCorrect')::boolean = p_correct
     AND jsonb_array_length(r->'session'->'question_ids') = p_served
     AND jsonb_array_length(r->'history') = p_served
     AND NOT (r->'session'->>'is_completed')::boolean
     AND (r->'session'->>'deadline_at' IS NULL OR p_now <= (r->'session'->>'deadline_at')::timestamptz)
  THEN
    UPDATE test_sessions t SET
      question_ids = p_patch->'questionIds',
      tryout_ids = p_patch->'tryoutIds',
      passed_over_ids = p_patch->'passedOverIds',
      current_difficulty = p_patch->>'currentDifficulty',
      theta = (p_patch->>'theta')::real,
      theta_se = (p_patch->>'thetaSe')::real
    WHERE t.id = p_session_id
    RETURNING to_jsonb(t) - 'exclude_ids' INTO v_session;
    PERFORM record_views(p_user_id, ARRAY[p_patch->>'next'], p_now);
    RETURN r || jsonb_build_object('served', v_session);
  END IF;
  RETURN r;
END $$;
