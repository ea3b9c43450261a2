import { useTranslation } from "react-i18next";

const RESET_FORMAT: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" };
const SCANNED_FORMAT: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };

/**
 * Dates on the scanner in the interface's language. The weekly reset is an instant (Sunday 00:00 in the learner's
 * zone, which the server names): it is shown with its time in that zone, so "Sunday" is not read as "after Sunday".
 */
export function useScanDates() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "es" ? "es-US" : "en-US";
  return {
    reset: (iso: string, timeZone?: string) => format(locale, iso, { ...RESET_FORMAT, ...(timeZone ? { timeZone } : {}) }),
    scanned: (iso: string) => format(locale, iso, SCANNED_FORMAT),
  };
}

function format(locale: string, iso: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  } catch {
    // A zone this browser does not know: the browser's own zone is the next best.
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: undefined }).format(new Date(iso));
  }
}
