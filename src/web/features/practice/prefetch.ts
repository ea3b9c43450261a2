import type { QueryClient } from "@tanstack/react-query";
import { prefetchApiQuery } from "@web/lib/api-client";
import { prefetchSections } from "@web/lib/reference-data";
import { prefetchPracticeQuestions } from "./api";
import { firstSetSection } from "./first-reads";

/**
 * What `/practice/{id}` shows first, asked for at boot (routes.tsx `preloadScreen`) beside the screen's code and
 * translations rather than after them: the section list (the page's heading), the server's settings and the first
 * set. The page's own queries then find them in flight or done. Kept out of the screen's chunk for that reason.
 */
export function prefetchPracticeScreen(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const reads: Promise<unknown>[] = [prefetchSections(queryClient), prefetchApiQuery(queryClient, "config", {})];
  // A test in progress on this device continues after a reload (saved-run.ts): no new set is asked for then.
  const sectionId = firstSetSection(pathname);
  if (sectionId !== null) reads.push(prefetchPracticeQuestions(queryClient, sectionId));
  return Promise.all(reads);
}
