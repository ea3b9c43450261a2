import { improvement, type Improvement, type ScoredSession } from "../progress/improvement";

/** The most sessions improvement() compares at each end of the history. */
export const IMPROVEMENT_WINDOW = 5;

export interface ImprovementSummary extends Improvement {
  /** Sessions in each compared window (0 with fewer than two sessions). */
  window: number;
}

/**
 * improvement() over a history trimmed to its first and last IMPROVEMENT_WINDOW sessions (so the database
 * returns at most ten rows), with `total` the full count. The windows never reach the middle of a longer
 * history, so the trimmed result equals the one over every session.
 */
export function improvementSummary(ends: readonly ScoredSession[], total: number): ImprovementSummary {
  const result = improvement(ends, IMPROVEMENT_WINDOW);
  return { ...result, sessionsCounted: total, window: Math.min(IMPROVEMENT_WINDOW, Math.floor(total / 2)) };
}
