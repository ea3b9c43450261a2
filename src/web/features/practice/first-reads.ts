import { apiUrl } from "@web/lib/api-url";
import { hasSavedRunFor } from "./saved-run";

/** The practice set call's input (learning spec §7: ten random questions of the section). */
export const practiceQuestionsInput = (sectionId: number) => ({
  params: { sectionId },
  query: { random: "true" as const, limit: 10 },
});

/** The URL of a section's practice set: what the shell asks for early and the app's prefetch then claims. */
export const practiceSetUrl = (sectionId: number) => apiUrl("practiceQuestions", practiceQuestionsInput(sectionId));

/**
 * The section whose first set `/practice/{id}` asks for while the page loads, or null: none for the section list, and
 * none when this device has a test of that section in progress (saved-run.ts: it continues instead) or is offline.
 */
export function firstSetSection(pathname: string): number | null {
  const sectionId = sectionOfPath(pathname);
  return sectionId !== null && navigator.onLine && !hasSavedRunFor(sectionId) ? sectionId : null;
}

/** The section `/practice/{id}` opens, or null for any other path. */
export function sectionOfPath(pathname: string): number | null {
  const sectionId = Number(/^\/practice\/(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isInteger(sectionId) && sectionId > 0 ? sectionId : null;
}

/** The URLs the practice screen reads first (prefetch.ts asks for the same, through the app's client). */
export function practiceFirstReads(pathname: string): string[] {
  const sectionId = firstSetSection(pathname);
  return [apiUrl("sections"), apiUrl("config"), ...(sectionId === null ? [] : [practiceSetUrl(sectionId)])];
}
