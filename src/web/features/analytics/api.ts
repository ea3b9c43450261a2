import { useQuery } from "@tanstack/react-query";
import type { AnalyticsDto } from "@contracts/analytics";

/**
 * GET /api/analytics. Refetched whenever the screen opens: every answer changes it, and the practice screen
 * does not know this query exists to invalidate it.
 */
export const useAnalytics = () => useQuery<AnalyticsDto | null>({ queryKey: ["/api/analytics"], staleTime: 0, refetchOnMount: "always" });
