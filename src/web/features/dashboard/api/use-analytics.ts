import { useQuery } from "@tanstack/react-query";
import type { AnalyticsDto } from "@contracts/analytics";

/**
 * GET /api/analytics, the same query the analytics screen reads, so both show the same AFQT, streak and
 * improvement. Refetched on every visit: answers change it and the practice screen does not invalidate it.
 */
export const useAnalytics = () => useQuery<AnalyticsDto | null>({ queryKey: ["/api/analytics"], staleTime: 0, refetchOnMount: "always" });
