import { useQuery } from "@tanstack/react-query";
import type { AnalyticsDto } from "@contracts/analytics";

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
 * The key starts with "/api/analytics", so invalidating that prefix refreshes it.
 */
export const useAnalytics = () =>
  useQuery<AnalyticsDto | null>({
    queryKey: ["/api/analytics", { tz: browserTimeZone() }],
    staleTime: 0,
    refetchOnMount: "always",
  });
