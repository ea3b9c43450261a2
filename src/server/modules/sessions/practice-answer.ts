import type { Db } from "../../db/client";
import { answerParams, PROGRESS_AND_QUEUE, STORED_REPLY } from "./answer-statement-parts";
import { textRows } from "../../db/raw";
import type { AnswerInput } from "./repo";

/**
 * The usual practice answer as one statement sent by the server (issue 11; decision 15): a new answer to a question
 * of an open practice session, from a learner without a daily allowance. The session check, the key, the answer,
 * progress and the calibration queue are one executor run, with the writes in data-modifying CTEs.
 *
 * pg_stat_statements on bench:api's practice run: `record_answer` took 0.30 ms per answer in the database, of which
 * its five statements 0.17 ms; the rest was PL/pgSQL's work around them and the function call. The same statements
 * inside the function as one CTE still left 0.10 ms of call overhead (0.27 ms), hence a statement of its own.
 *
 * It gives no row whenever anything is unusual — a replay (the unique indexes stop the insert), a question outside
 * the session, a closed, timed or adaptive session, another learner's session, an unknown question — and the caller
 * then runs `record_answer`, which decides every such case as before. Learners with an allowance go to
 * `record_answer` directly: their count must be made after its advisory lock, with a snapshot taken after it, which
 * one statement cannot do. The reply is `record_answer`'s for a stored practice answer, field for field.
 */
const PRACTICE_ANSWER = `
WITH fs AS (
  SELECT id, section_id, mode, created_at FROM test_sessions
  WHERE id = $2 AND user_id = $3::int AND NOT is_adaptive AND mode <> 'full_test' AND NOT is_completed
    AND deadline_at IS NULL AND question_ids ? $4
), fk AS (
  SELECT correct_index, explanation FROM questions WHERE id = $4
), ins AS (
  INSERT INTO answers (id, session_id, user_id, section_id, question_id, selected_answer, is_correct, time_spent, answered_at, quota_day)
  SELECT $1, fs.id, $3::int, fs.section_id, $4, $5::int,
         $5::int IS NOT NULL AND $5::int = fk.correct_index, $6::int,
         CASE WHEN $7::timestamptz IS NOT NULL AND fs.mode IN ('practice', 'story', 'review')
              THEN least($8::timestamptz, greatest(fs.created_at, $7::timestamptz)) ELSE $8::timestamptz END,
         ($8::timestamptz AT TIME ZONE 'UTC')::date
  FROM fs, fk
  ON CONFLICT DO NOTHING
  RETURNING *
), ${PROGRESS_AND_QUEUE}
SELECT ${STORED_REPLY}
FROM ins, fk, fs`;

/** `record_answer`'s reply for a stored practice answer, or undefined when the full path must decide. */
export async function recordPracticeAnswer(db: Db, input: AnswerInput): Promise<Record<string, unknown> | undefined> {
  const [row] = await textRows<{ r: Record<string, unknown> }>(db, PRACTICE_ANSWER, [
    ...answerParams(input),
    input.claimedAt,
    input.now.toISOString(),
  ]);
  return row?.r;
}
