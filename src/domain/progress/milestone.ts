import { DEFAULT_SECTION_TOTAL } from "../constants";

/**
 * The goal a section's progress bar is measured against. It starts at the dashboard's default of 20 questions
 * (platform §9) and moves to the next milestone once a learner gets past it, so a bar never reads "26 of 20":
 * a progress value lies between 0 and its max (platform §5).
 */
const MILESTONES = [DEFAULT_SECTION_TOTAL, 50, 100, 200, 500, 1000] as const;

export function progressGoal(completed: number): number {
  const done = Math.max(0, Math.floor(completed));
  for (const m of MILESTONES) if (done <= m) return m;
  // Past the last listed milestone: every further thousand.
  return Math.ceil(done / 1000) * 1000;
}
