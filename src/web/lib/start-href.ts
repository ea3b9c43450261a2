/**
 * Where the "start now" buttons lead. Plain constants without the endpoint table, so the static landing page's
 * island script (app/static-island.ts) can use them without loading zod and the contracts; a test checks the
 * config path against the table.
 */
export const CONFIG_PATH = "/api/config";
/** The one-click demo sign-in (only when the server runs in demo mode). */
export const DEMO_START_HREF = "/api/test-login";
/** The sign-in screen, through the spec's `/api/login` redirect. */
export const SIGN_IN_START_HREF = "/api/login";

export function startHrefFor(demoMode: boolean): string {
  return demoMode ? DEMO_START_HREF : SIGN_IN_START_HREF;
}
