import { STRONG_AREA_MIN, WEAK_AREA_BELOW } from "../constants";

export type Priority = "High" | "Medium" | "Low";

/** Below 65 High, 65 to below 80 Medium, 80 or more Low. */
export function sectionPriority(averageScore: number): Priority {
  if (averageScore < WEAK_AREA_BELOW) return "High";
  if (averageScore < STRONG_AREA_MIN) return "Medium";
  return "Low";
}

export function isStrongArea(averageScore: number): boolean {
  return averageScore >= STRONG_AREA_MIN;
}

export function needsAttention(averageScore: number): boolean {
  return averageScore < WEAK_AREA_BELOW;
}
