import type { QueryClient } from "@tanstack/react-query";
import { prefetchApiQuery } from "@web/lib/api-client";
import { prefetchSections } from "@web/lib/reference-data";
import { hasEarlyRead } from "@web/lib/early-reads";
import { prefetchPracticeQuestions } from "./api";
import { firstSetSection, practiceSetUrl, sectionOfPath } from "./first-reads";

/**
 * What `/practice/{id}` shows first, asked for at boot (routes.tsx `preloadScreen`) beside the screen's code and
 * translations rather than after them: the section list (the page's heading), the server's settings and the first
 * set. The page's own queries then find them in flight or done. Kept out of the screen's chunk for that reason.
 */
export function prefetchPracticeScreen(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const reads: Promise<unknown>[] = [prefetchSections(queryClient), prefetchApiQuery(queryClient, "config", {})];
  // A test in progress on this device continues after a reload (saved-run.ts): no new set is asked for then. A set the
  // shell already asked for is taken into the cache whatever the device says now (another tab may have saved or
  // cleared a run since): should the page open a new test, it is that set, which the server recorded as served.
  const sectionId = sectionOfPath(pathname);
  if (sectionId !== null && (hasEarlyRead(practiceSetUrl(sectionId)) || firstSetSection(pathname) !== null)) {
    reads.push(prefetchPracticeQuestions(queryClient, sectionId));
  }
  return Promise.all(reads);
}
