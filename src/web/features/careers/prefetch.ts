import type { QueryClient } from "@tanstack/react-query";
import { prefetchApiQuery } from "@web/lib/api-client";

/** The pathfinder form's starting values, asked for at boot beside the screen's code (routes.tsx preloadScreen). */
export function prefetchPathfinderScreen(queryClient: QueryClient): Promise<unknown> {
  return prefetchApiQuery(queryClient, "mosPathfinderPrefill", {});
}
