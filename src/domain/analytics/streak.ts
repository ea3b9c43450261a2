import { calendarDay } from "./calendar-day";

export interface StudyStreak {
  /** Consecutive study days ending today, or yesterday when today has no answers yet (the streak is still alive). */
  current: number;
  longest: number;
  studiedToday: boolean;
  /** The latest study day, as YYYY-MM-DD. */
  lastStudyDay: string | null;
}

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, as YYYY-MM-DD: every learner's days are cut at the same midnight. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/**
 * Streaks over study days (a day counts when the learner answered at least one question), given as calendar days
 * of `timeZone`, the learner's own. Days after `now` are ignored: a replayed offline answer is clamped to the
 * server clock, but a skewed client date must not extend a streak into the future.
 */
export function studyStreak(days: readonly string[], now: Date, timeZone = "UTC"): StudyStreak {
  const today = dayNumber(calendarDay(now, timeZone));
  const nums = [...new Set(days.map(dayNumber))].filter((n) => Number.isFinite(n) && n <= today).sort((a, b) => a - b);
  const last = nums.at(-1);
  if (last === undefined) return { current: 0, longest: 0, studiedToday: false, lastStudyDay: null };

  let longest = 1;
  let run = 1;
  for (let i = 1; i < nums.length; i++) {
    run = nums[i] === (nums[i - 1] as number) + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }

  let current = 0;
  if (last >= today - 1) {
    current = 1;
    for (let i = nums.length - 1; i > 0 && nums[i - 1] === (nums[i] as number) - 1; i--) current++;
  }
  return { current, longest, studiedToday: last === today, lastStudyDay: utcDay(new Date(last * DAY_MS)) };
}
