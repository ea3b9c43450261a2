import type { AnswerInput } from "./repo";

/**
 * What the two answer statements (practice-answer.ts, cat-answer.ts) share, written once. Both number their
 * parameters so that $3 is the learner and $8 the server's time, and both name their CTEs `fs` (the session), `fk`
 * (the question's key) and `ins` (the stored answer).
 */

/** The learner's progress counters and the calibration queue entry for the stored answer (CTEs after `ins`). */
export const PROGRESS_AND_QUEUE = `
prog AS (
  INSERT INTO progress (user_id, section_id, completed_questions, correct_answers, average_score, updated_at)
  SELECT $3::int, ins.section_id, 1, CASE WHEN ins.is_correct THEN 1 ELSE 0 END, CASE WHEN ins.is_correct THEN 100 ELSE 0 END, $8::timestamptz
  FROM ins
  ON CONFLICT (user_id, section_id) DO UPDATE SET
    completed_questions = progress.completed_questions + 1,
    correct_answers = progress.correct_answers + excluded.correct_answers,
    average_score = 100.0 * (progress.correct_answers + excluded.correct_answers) / (progress.completed_questions + 1),
    updated_at = excluded.updated_at
), queued AS (
  INSERT INTO answer_queue (answer_id, queued_at) SELECT ins.id, $8::timestamptz FROM ins
)`;

/** `record_answer`'s reply for a stored answer, field for field (the statements' `r` column). */
export const STORED_REPLY = `
jsonb_build_object(
  'outcome', 'stored',
  'answer', jsonb_build_object(
    'id', ins.id, 'sessionId', ins.session_id, 'questionId', ins.question_id, 'selectedAnswer', ins.selected_answer,
    'isCorrect', ins.is_correct, 'timeSpent', ins.time_spent, 'answeredAt', ins.answered_at),
  'correctIndex', fk.correct_index,
  'explanation', fk.explanation,
  'mode', fs.mode
) AS r`;

/** The statements' first six parameters, $1–$6: the answer's id, session, learner, question, choice and time spent. */
export const answerParams = (input: AnswerInput): unknown[] => [
  input.id,
  input.sessionId,
  input.userId,
  input.questionId,
  input.selectedAnswer,
  input.timeSpent,
];
