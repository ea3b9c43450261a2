/**
 * Study days are the learner's own calendar days: someone who studies at 6 pm in California and again the next
 * afternoon has studied on two days, although both instants fall on one UTC day.
 */

/** IANA names as browsers report them ("America/New_York", "Etc/GMT+5", "UTC"); nothing that could be SQL. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    formatFor(name);
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone in use: building one is far slower than formatting with it. Only valid zones get here.
const formats = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a zone the runtime does not know. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function calendarDay(at: Date, timeZone = "UTC"): string {
  const parts = formatFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
