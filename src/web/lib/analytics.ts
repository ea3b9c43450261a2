import { useApiQuery } from "./api-client";
import { translateAnalytics } from "./data-text";

/** The browser's IANA time zone ("America/Chicago"), so study days are the learner's own; UTC if it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * GET /api/analytics, read by the analytics screen and the dashboard alike so both show the same AFQT, streak and
 * improvement. Refetched on every visit: answers change it and the practice screen does not invalidate it.
 * Its key starts with the path, so the invalidation map reaches it whatever the time zone.
 */
export const useAnalytics = () =>
  useApiQuery(
    "analytics",
    { query: { tz: browserTimeZone() } },
    { staleTime: 0, refetchOnMount: "always", select: (a) => a && translateAnalytics(a) },
  );
