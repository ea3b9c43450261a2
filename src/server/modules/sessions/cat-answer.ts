import type { Db } from "../../db/client";
import { answerParams, PROGRESS_AND_QUEUE, STORED_REPLY } from "./answer-statement-parts";
import { jsonParam, textRows } from "../../db/raw";
import type { AnswerAhead, AnswerInput } from "./repo";

/**
 * The usual adaptive answer as one statement sent by the server (issue 11; decision 15): the answer to the item the
 * session served last, with the next item chosen ahead (`AnswerAhead`). It stores the answer, progress and its queue
 * entry, serves the next item and records that it was seen — `record_cat_answer`'s work without its two PL/pgSQL
 * frames and ten statements (pg_stat_statements on bench:api's adaptive run: 0.44–0.54 ms a call).
 *
 * The session must be as the choice assumed: open, its clock not run out, `served` items served and all but this
 * one answered, and the learner without a daily allowance (a full-test subtest never uses one). Otherwise no row,
 * and the caller runs `record_cat_answer` (`record_answer` for a last answer), which decides every case as before.
 * The session moves on (the next item served, or the test closed) only if the answer was marked as the choice
 * assumed and nobody moved the session meanwhile: the UPDATE's condition is checked again on the row as committed by
 * a racing request. When the answer is stored but the session not moved (`moved` false), the caller decides again
 * from the stored session.
 */
const HEAD = `
WITH fs AS (
  SELECT id, section_id, mode FROM test_sessions
  WHERE id = $2 AND user_id = $3::int AND is_adaptive AND NOT is_completed
    AND ($7::int IS NULL OR mode = 'full_test')
    AND (deadline_at IS NULL OR $8::timestamptz <= deadline_at)
    AND question_ids ? $4 AND jsonb_array_length(question_ids) = $9::int
    AND (SELECT count(*) FROM answers WHERE session_id = $2) = $9::int - 1
), fk AS (
  SELECT correct_index, explanation FROM questions WHERE id = $4
), ins AS (
  INSERT INTO answers (id, session_id, user_id, section_id, question_id, selected_answer, is_correct, time_spent, answered_at, quota_day)
  SELECT $1, fs.id, $3::int, fs.section_id, $4, $5::int, $5::int IS NOT NULL AND $5::int = fk.correct_index, $6::int,
         $8::timestamptz, CASE WHEN fs.mode <> 'full_test' THEN ($8::timestamptz AT TIME ZONE 'UTC')::date END
  FROM fs, fk
  ON CONFLICT DO NOTHING
  RETURNING *
), ${PROGRESS_AND_QUEUE}`;

/** The usual case: the answer stored and the next item served. */
const CAT_ANSWER = `${HEAD}, upd AS (
  UPDATE test_sessions t SET
    question_ids = $11::jsonb->'questionIds',
    tryout_ids = $11::jsonb->'tryoutIds',
    passed_over_ids = $11::jsonb->'passedOverIds',
    current_difficulty = $11::jsonb->>'currentDifficulty',
    theta = ($11::jsonb->>'theta')::real,
    theta_se = ($11::jsonb->>'thetaSe')::real
  FROM ins
  WHERE t.id = ins.session_id AND ins.is_correct = $10::boolean AND NOT t.is_completed
    AND jsonb_array_length(t.question_ids) = $9::int
  RETURNING t.id
), viewed AS (
  INSERT INTO question_views (user_id, question_id, section_id, authored, seen_at)
  SELECT $3::int, i.id, i.section_id, i.source = 'authored', $8::timestamptz FROM questions i, upd WHERE i.id = $11::jsonb->>'next'
  ON CONFLICT (user_id, question_id) DO UPDATE SET seen_at = excluded.seen_at
  RETURNING section_id, authored, (xmax = 0) AS fresh
), counted AS (
  INSERT INTO view_counts (user_id, section_id, authored, seen)
  SELECT $3::int, section_id, authored, 1 FROM viewed WHERE fresh
  ON CONFLICT (user_id, section_id, authored) DO UPDATE SET seen = view_counts.seen + excluded.seen
)
SELECT ${STORED_REPLY}, EXISTS (SELECT 1 FROM upd) AS moved
FROM ins, fk, fs`;

/**
 * The last answer of the test (`AnswerClose`): stored, and the session closed with the values the engine worked out
 * ahead — `repo.complete`'s write, so the test's close costs no round trip and no `record_answer` of its own.
 */
const CAT_CLOSE = `${HEAD}, upd AS (
  UPDATE test_sessions t SET
    is_completed = true,
    score = ($11::jsonb->>'score')::int,
    time_spent = ($11::jsonb->>'timeSpent')::int,
    theta = ($11::jsonb->>'theta')::real,
    theta_se = ($11::jsonb->>'thetaSe')::real,
    current_difficulty = $11::jsonb->>'currentDifficulty',
    completed_at = $8::timestamptz
  FROM ins
  WHERE t.id = ins.session_id AND ins.is_correct = $10::boolean AND NOT t.is_completed
    AND jsonb_array_length(t.question_ids) = $9::int
  RETURNING t.id
)
SELECT ${STORED_REPLY}, EXISTS (SELECT 1 FROM upd) AS moved
FROM ins, fk, fs`;

/**
 * The stored answer's reply and whether the statement moved the session on (served the next item, or closed the test
 * for the last answer); undefined: the full path decides. The session is not sent back: every column the statement
 * wrote is in `ahead`, and the rest is as the caller last saw it (the UPDATE's condition checks that).
 */
export async function recordCatAnswerStatement(
  db: Db,
  input: AnswerInput,
  ahead: AnswerAhead,
): Promise<{ r: Record<string, unknown>; moved: boolean } | undefined> {
  const statement = "close" in ahead ? CAT_CLOSE : CAT_ANSWER;
  const [row] = await textRows<{ r: Record<string, unknown>; moved: boolean }>(db, statement, [
    ...answerParams(input),
    input.dailyLimit,
    input.now.toISOString(),
    ahead.served,
    ahead.correct,
    jsonParam("close" in ahead ? ahead.close : { ...ahead.patch, next: ahead.next }),
  ]);
  return row;
}
