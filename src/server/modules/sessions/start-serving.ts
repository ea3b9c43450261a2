import type { Db } from "../../db/client";
import type { SessionRow } from "../../db/rows";
import { jsonParam, textRows } from "../../db/raw";
import { sessionFromJson } from "./answer-replies";
import type { NewSession, ServePatch } from "./repo";

/**
 * A new adaptive session stored with its first item already served, and the item recorded as seen by the learner:
 * one statement (decision 15). The engine chooses the first item before the row exists (it needs only the
 * session's id, length and exclusions), so a start costs one write instead of an insert, then an update of the row
 * just inserted and its view. No row when the id is taken (a racing request with the same id stored it first).
 */
const INSERT_SERVING = `
WITH ins AS (
  INSERT INTO test_sessions (id, user_id, section_id, total_questions, is_adaptive, question_ids, tryout_ids, passed_over_ids,
                             mode, current_difficulty, theta, theta_se, full_test_id, deadline_at, exclude_ids, created_at)
  VALUES ($1, $2::int, $3::int, $4::int, true, $5::jsonb, $6::jsonb, $7::jsonb,
          $8::text, $9::text, $10::real, $11::real, $12::text, $13::timestamptz, $14::jsonb, $15::timestamptz)
  ON CONFLICT DO NOTHING
  RETURNING *
)
SELECT to_jsonb(ins) - 'exclude_ids' AS r, record_views($2::int, ARRAY[$16::text], $15::timestamptz) FROM ins`;

export async function insertServing(db: Db, values: NewSession, patch: ServePatch, itemId: string): Promise<SessionRow | undefined> {
  const [row] = await textRows<{ r: Record<string, unknown> }>(db, INSERT_SERVING, [
    values.id,
    values.userId,
    values.sectionId,
    values.totalQuestions,
    jsonParam(patch.questionIds),
    jsonParam(patch.tryoutIds),
    jsonParam(patch.passedOverIds),
    values.mode,
    patch.currentDifficulty,
    patch.theta,
    patch.thetaSe,
    values.fullTestId ?? null,
    values.deadlineAt?.toISOString() ?? null,
    jsonParam(values.excludeIds ?? []),
    values.createdAt.toISOString(),
    itemId,
  ]);
  return row ? { ...sessionFromJson(row.r), excludeIds: values.excludeIds ?? [] } : undefined;
}
