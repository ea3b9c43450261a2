import { STRONG_AREA_MIN, WEAK_AREA_BELOW } from "../constants";
import { isStrongArea, needsAttention, sectionPriority, type Priority } from "../progress/priority";

/** Badge colour of a score: green at 80 or more, yellow at 65 or more, red otherwise (learning spec §9). */
export type ScoreTone = "green" | "yellow" | "red";

export function scoreTone(score: number): ScoreTone {
  if (score >= STRONG_AREA_MIN) return "green";
  if (score >= WEAK_AREA_BELOW) return "yellow";
  return "red";
}

export interface SectionAverage {
  sectionId: number;
  name: string;
  averageScore: number;
  completedQuestions: number;
}

export interface PerformanceFlags {
  practised: boolean;
  priority: Priority | null;
  tone: ScoreTone | null;
  strong: boolean;
  needsAttention: boolean;
}

export type SectionPerformance<T extends SectionAverage = SectionAverage> = T & PerformanceFlags;

/** One row per section in the given order; a section never practised has no priority or colour rather than a red 0. */
export function sectionPerformance<T extends SectionAverage>(sections: readonly T[]): SectionPerformance<T>[] {
  return sections.map((s) => {
    const practised = s.completedQuestions > 0;
    return {
      ...s,
      practised,
      priority: practised ? sectionPriority(s.averageScore) : null,
      tone: practised ? scoreTone(s.averageScore) : null,
      strong: practised && isStrongArea(s.averageScore),
      needsAttention: practised && needsAttention(s.averageScore),
    };
  });
}
