import { practiceFirstReads } from "@web/features/practice/first-reads";
import { apiUrl } from "@web/lib/api-url";
import { SIGNED_IN_SCREEN_OF_PATH, type ScreenName } from "./screen-paths";

/** A screen's first reads as URLs, for the screens that name them (the rest read the current user only). */
const FIRST_READS: Partial<Record<ScreenName, (pathname: string) => string[]>> = {
  practice: practiceFirstReads,
};

/** What a signed-in screen's shell asks for before the app's code has arrived (early-start.ts). */
export function earlyReadsFor(pathname: string): string[] {
  const screen = SIGNED_IN_SCREEN_OF_PATH.find(([pattern]) => pattern.test(pathname))?.[1];
  return [apiUrl("currentUser"), ...((screen && FIRST_READS[screen]?.(pathname)) || [])];
}
