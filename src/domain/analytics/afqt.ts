import type { JobGroup } from "../constants";
import { estimateAfqt, qualification, requiredScore, type Qualification } from "../progress/career";

export type AfqtSource = "full_test" | "practice";

export interface CompletedFullTest {
  id: string;
  afqtPercentile: number;
  afqtCategory: string | null;
  completedAt: Date | string;
}

export interface AfqtSummary {
  /** Null when there is nothing to estimate from (no full test, no core section practised). */
  score: number | null;
  source: AfqtSource;
  fullTestId: string | null;
  /** When the full test behind the score was finished. */
  takenAt: string | null;
  category: string | null;
  sectionsWithData: number;
  sectionsTotal: number;
}

/**
 * A finished full test measures the AFQT far better than section averages, so its percentile wins;
 * otherwise the spec's practice estimate, round(mean of the core averages × 0.85).
 */
export function afqtSummary(latestFullTest: CompletedFullTest | null, coreAverages: readonly (number | null)[]): AfqtSummary {
  const estimate = estimateAfqt(coreAverages);
  if (latestFullTest) {
    return {
      score: latestFullTest.afqtPercentile,
      source: "full_test",
      fullTestId: latestFullTest.id,
      takenAt: new Date(latestFullTest.completedAt).toISOString(),
      category: latestFullTest.afqtCategory,
      sectionsWithData: estimate.sectionsWithData,
      sectionsTotal: estimate.sectionsTotal,
    };
  }
  return {
    score: estimate.sectionsWithData > 0 ? estimate.score : null,
    source: "practice",
    fullTestId: null,
    takenAt: null,
    category: null,
    sectionsWithData: estimate.sectionsWithData,
    sectionsTotal: estimate.sectionsTotal,
  };
}

/** The job group whose requirement sets the target: technical jobs ask the most over the branch minimum. */
export const TARGET_JOB_GROUP: JobGroup = "technical";

export interface TargetBranch {
  code: string;
  name: string;
  minimumAfqt: number;
}

export interface AfqtTarget {
  branch: TargetBranch;
  /** The AFQT needed for the branch's technical jobs (minimum + offset). */
  score: number;
  group: JobGroup;
  /** Points still missing; 0 when the estimate meets the target, null without an estimate. */
  gap: number | null;
  status: Qualification | null;
}

export function afqtTarget(branch: TargetBranch | null, afqtScore: number | null): AfqtTarget | null {
  if (!branch) return null;
  const score = requiredScore(branch.minimumAfqt, TARGET_JOB_GROUP);
  return {
    branch,
    score,
    group: TARGET_JOB_GROUP,
    gap: afqtScore === null ? null : Math.max(0, score - afqtScore),
    status: afqtScore === null ? null : qualification(afqtScore, score),
  };
}
