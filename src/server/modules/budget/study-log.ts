import type { StudyLogDto } from "@contracts/budget";
import { calendarDay } from "@domain/analytics/calendar-day";

const DAY_MS = 86_400_000;

/** Seconds studied per local day, as the sessions module reads them (passed in by app.ts). */
export type StudySecondsByDay = (userId: number, since: Date, timeZone: string) => Promise<{ day: string; seconds: number }[]>;

/** The days from `from` to `to` (YYYY-MM-DD, inclusive), in order. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * GET /api/study-logs: minutes studied on each of the last `weeks` × 7 days of the learner's calendar (today
 * included, days without study as 0). Feeds the recruiter packet's study log later.
 */
export function studyLogService(read: StudySecondsByDay, clock: () => Date = () => new Date()) {
  return {
    async forUser(userId: number, weeks: number, timeZone: string): Promise<StudyLogDto> {
      const now = clock();
      const to = calendarDay(now, timeZone);
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - (weeks * 7 - 1) * DAY_MS).toISOString().slice(0, 10);
      // A day more than the window, so the first local day is whole in any zone; days before `from` are dropped.
      const rows = await read(userId, new Date(now.getTime() - (weeks * 7 + 1) * DAY_MS), timeZone);
      const seconds = new Map(rows.map((r) => [r.day, Number(r.seconds)]));
      const days = daysBetween(from, to).map((date) => ({ date, durationMinutes: Math.round((seconds.get(date) ?? 0) / 60) }));
      return { timeZone, from, to, totalMinutes: days.reduce((sum, d) => sum + d.durationMinutes, 0), days };
    },
  };
}
export type StudyLogService = ReturnType<typeof studyLogService>;
