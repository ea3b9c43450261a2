import { PRIORITY_GOAL_PERCENT, PRIORITY_STUDY_SHARE, STRONG_AREA_MIN } from "../constants";
import { isStrongArea, needsAttention, sectionPriority, type Priority } from "./priority";

export interface SectionScore {
  sectionId: number;
  name: string;
  averageScore: number;
  completedQuestions: number;
}

export interface SectionInsight extends SectionScore {
  priority: Priority;
}

export interface StudyPlan {
  strengths: SectionInsight[];
  needsAttention: SectionInsight[];
  /** Sections below the strong-area threshold, weakest first: where the 70% share of study time goes. */
  prioritySections: SectionInsight[];
  /** Sections not practised yet, in the order given. */
  notStarted: { sectionId: number; name: string }[];
  priorityShare: number;
  generalShare: number;
  goalPercent: number;
}

/**
 * Splits the learner's sections by the spec thresholds (strong ≥ 80, needs attention < 65)
 * and picks the sections that should get the priority share of study time.
 */
export function studyPlan(sections: readonly SectionScore[]): StudyPlan {
  const practised = sections.filter((s) => s.completedQuestions > 0);
  const withPriority = (s: SectionScore): SectionInsight => ({ ...s, priority: sectionPriority(s.averageScore) });
  const byScoreAsc = [...practised].sort((a, b) => a.averageScore - b.averageScore);
  return {
    strengths: [...practised]
      .filter((s) => isStrongArea(s.averageScore))
      .sort((a, b) => b.averageScore - a.averageScore)
      .map(withPriority),
    needsAttention: byScoreAsc.filter((s) => needsAttention(s.averageScore)).map(withPriority),
    prioritySections: byScoreAsc
      .filter((s) => s.averageScore < STRONG_AREA_MIN)
      .slice(0, 3)
      .map(withPriority),
    notStarted: sections.filter((s) => s.completedQuestions === 0).map(({ sectionId, name }) => ({ sectionId, name })),
    priorityShare: Math.round(PRIORITY_STUDY_SHARE * 100),
    generalShare: Math.round((1 - PRIORITY_STUDY_SHARE) * 100),
    goalPercent: PRIORITY_GOAL_PERCENT,
  };
}
