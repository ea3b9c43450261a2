import { MISSION_TARGET_PERCENT } from "../constants";

export interface SectionProgressLike {
  sectionId: number;
  completedQuestions: number;
  totalQuestions: number;
  averageScore: number;
}

export interface MissionProgress {
  /** Mean average score over the sections the learner has practised, 0–100. */
  overallScore: number;
  /** How far the overall score is towards the 85% target, capped at 100. */
  percentOfTarget: number;
  target: number;
  sectionsPractised: number;
  reachedTarget: boolean;
}

export function practisedSections<T extends SectionProgressLike>(progress: readonly T[]): T[] {
  return progress.filter((p) => p.completedQuestions > 0);
}

/** Overall mission progress: the mean score of practised sections, measured against the 85% target. */
export function missionProgress(progress: readonly SectionProgressLike[]): MissionProgress {
  const practised = practisedSections(progress);
  const overall = practised.length === 0 ? 0 : practised.reduce((sum, p) => sum + p.averageScore, 0) / practised.length;
  const overallScore = Math.round(overall);
  return {
    overallScore,
    percentOfTarget: Math.min(100, Math.round((overall / MISSION_TARGET_PERCENT) * 100)),
    target: MISSION_TARGET_PERCENT,
    sectionsPractised: practised.length,
    reachedTarget: practised.length > 0 && overall >= MISSION_TARGET_PERCENT,
  };
}

/** Completed share of a section goal, as 0–100 for a progress bar (the bar's max must be above 0). */
export function goalPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((completed / total) * 100)));
}
