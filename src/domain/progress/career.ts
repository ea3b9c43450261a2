import { AFQT_ESTIMATE_MULTIPLIER, type JobGroup } from "../constants";

/** Offsets over the branch minimum AFQT for each job group (platform §5). */
export const JOB_GROUP_OFFSETS: Record<JobGroup, number> = {
  combat: 0,
  technical: 15,
  operations: 10,
  support: 5,
};

export const JOB_GROUP_DEMAND: Record<JobGroup, "High" | "Medium"> = {
  combat: "High",
  technical: "High",
  operations: "Medium",
  support: "Medium",
};

export type Qualification = "qualified" | "close" | "needs_work";

export interface AfqtEstimate {
  score: number;
  /** How many of the core sections have any practice behind them. */
  sectionsWithData: number;
  sectionsTotal: number;
}

/**
 * Estimated score = round(mean of the core sections' average scores × 0.85).
 * A core section with no practice counts as 0, so the estimate never flatters a learner
 * who has skipped part of the AFQT; the count of sections with data says how complete it is.
 */
export function estimateAfqt(coreAverages: readonly (number | null)[]): AfqtEstimate {
  const total = coreAverages.length;
  if (total === 0) return { score: 0, sectionsWithData: 0, sectionsTotal: 0 };
  const sum = coreAverages.reduce<number>((acc, v) => acc + (v ?? 0), 0);
  return {
    score: Math.round((sum / total) * AFQT_ESTIMATE_MULTIPLIER),
    sectionsWithData: coreAverages.filter((v) => v !== null).length,
    sectionsTotal: total,
  };
}

export function requiredScore(branchMinimum: number, group: JobGroup): number {
  return branchMinimum + JOB_GROUP_OFFSETS[group];
}

/** Qualified at or above the required score; close within 10 below; otherwise needs work. */
export function qualification(estimated: number, required: number): Qualification {
  if (estimated >= required) return "qualified";
  if (estimated >= required - 10) return "close";
  return "needs_work";
}
