import { sql, type SQL } from "drizzle-orm";
import { jsonParam } from "./raw";

/**
 * A call of record_views (drizzle/0026_question_views_section.sql), for a SELECT list: records questions as seen by a
 * learner with the learner's per-section counts, in one global order; an id that is not a question records nothing.
 */
export function recordViews(userId: number, ids: readonly string[], at: Date): SQL {
  return sql`record_views(${userId}::int, array(select jsonb_array_elements_text(${jsonParam(ids)}::jsonb)), ${at.toISOString()}::timestamptz)`;
}
