/**
 * The learner's week: it starts on Sunday at midnight in the learner's own time zone (spec: weekly limits such as
 * photo scans and cheat sheets reset "Sunday midnight"). Someone in California who scans on Saturday evening is still
 * in the old week, although it is already Sunday in UTC.
 */
import { calendarDay, isTimeZone } from "./analytics/calendar-day";

const DAY_MS = 24 * 60 * 60 * 1000;
// Every offset in use lies within UTC−12 … UTC+14, so a local day starts within this window around UTC midnight.
const EARLIEST_OFFSET_MS = 14 * 60 * 60 * 1000;
const LATEST_OFFSET_MS = 12 * 60 * 60 * 1000;

/** A zone the runtime knows, else UTC: an unknown zone must never break a limit, only make it count in UTC. */
export function safeTimeZone(timeZone: string | undefined | null): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
}

/** YYYY-MM-DD of a UTC midnight, shifted by whole days. */
function isoDay(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day in a zone. Usually local 00:00, but where a daylight-saving change skips
 * midnight (clocks jump 00:00 → 01:00, as in Santiago or formerly São Paulo) the day starts at the change itself.
 * Found by bisection on "the local day has begun", so no offset arithmetic can land in a gap.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let before = utcMidnight - EARLIEST_OFFSET_MS - 1; // certainly still the previous local day
  let after = utcMidnight + LATEST_OFFSET_MS; // certainly the day itself (or later)
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (calendarDay(new Date(middle), timeZone) >= day) after = middle;
    else before = middle;
  }
  return new Date(after);
}

export interface LearnerWeek {
  /** Sunday 00:00 in the zone (the first instant of that Sunday). */
  start: Date;
  /** The next Sunday's first instant: when the weekly limits reset. */
  nextReset: Date;
  /** The local date of that Sunday, YYYY-MM-DD: a stable key for "this week". */
  startDay: string;
  /** The zone actually used (UTC when the given one is unknown). */
  timeZone: string;
}

/** The learner's current week around `now`. */
export function learnerWeek(now: Date, timeZone: string | undefined | null): LearnerWeek {
  const zone = safeTimeZone(timeZone);
  const today = Date.parse(`${calendarDay(now, zone)}T00:00:00Z`);
  const sunday = today - new Date(today).getUTCDay() * DAY_MS;
  const startDay = isoDay(sunday);
  return {
    start: startOfLocalDay(startDay, zone),
    nextReset: startOfLocalDay(isoDay(sunday + 7 * DAY_MS), zone),
    startDay,
    timeZone: zone,
  };
}

/** Sunday 00:00 of the week `now` falls in, in the learner's zone (UTC if the zone is unknown). */
export function weekStart(now: Date, timeZone: string): Date {
  return learnerWeek(now, timeZone).start;
}

/** When the current week's limits reset: the next Sunday 00:00 in the learner's zone. */
export function nextWeekStart(now: Date, timeZone: string): Date {
  return learnerWeek(now, timeZone).nextReset;
}
