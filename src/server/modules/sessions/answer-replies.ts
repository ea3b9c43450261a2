import type { SessionMode } from "../../db/schema";
import type { SessionRow } from "../../db/rows";
import type { RecordOutcome, StoredAnswer } from "./repo";

// The answer statements' JSON replies: record_answer, record_cat_answer and the statements that stand in for them.

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/** record_answer's reply (drizzle/0012_answer_fast_path.sql) as the service reads it. */
export function outcomeFromJson(r: Record<string, unknown>): RecordOutcome {
  const outcome = r.outcome as RecordOutcome["outcome"];
  if (outcome === "stored" || outcome === "duplicate") {
    const history = r.history as { q: string; c: boolean; t: number }[] | null;
    return {
      outcome,
      answer: r.answer as StoredAnswer,
      correctIndex: r.correctIndex as number,
      explanation: r.explanation as string,
      mode: r.mode as SessionMode,
      session: r.session ? sessionFromJson(r.session as Record<string, unknown>) : null,
      history: history ? history.map((h) => ({ questionId: h.q, isCorrect: h.c, timeSpent: h.t })) : null,
    };
  }
  if (outcome === "completed" || outcome === "expired") return { outcome, session: sessionFromJson(r.session as Record<string, unknown>) };
  if (outcome === "limit") return { outcome, used: r.used as number };
  return { outcome };
}

/** A test_sessions row as record_answer returns it (to_jsonb: snake_case names, ISO times). */
export function sessionFromJson(raw: Record<string, unknown>): SessionRow {
  return {
    id: raw.id as string,
    userId: raw.user_id as number,
    sectionId: raw.section_id as number,
    totalQuestions: raw.total_questions as number,
    isCompleted: raw.is_completed as boolean,
    score: (raw.score as number | null) ?? null,
    timeSpent: raw.time_spent as number,
    isAdaptive: raw.is_adaptive as boolean,
    questionIds: raw.question_ids as string[],
    mode: raw.mode as SessionMode,
    mission: (raw.mission as number | null) ?? null,
    currentDifficulty: (raw.current_difficulty as SessionRow["currentDifficulty"]) ?? null,
    theta: (raw.theta as number | null) ?? null,
    thetaSe: (raw.theta_se as number | null) ?? null,
    tryoutIds: raw.tryout_ids as string[],
    passedOverIds: raw.passed_over_ids as string[],
    fullTestId: (raw.full_test_id as string | null) ?? null,
    deadlineAt: date(raw.deadline_at),
    offline: raw.offline as boolean,
    // The answer path leaves exclude_ids out of the JSON it returns (it can hold hundreds of ids); the engine keeps
    // its own copy (cat-engine.ts, exclusionsFor). Rows read in full carry it.
    excludeIds: (raw.exclude_ids as string[] | undefined) ?? [],
    createdAt: new Date(raw.created_at as string),
    completedAt: date(raw.completed_at),
  };
}
