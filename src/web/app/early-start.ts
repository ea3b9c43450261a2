import { readEarly } from "@web/lib/early-reads";
import { earlyReadsFor } from "./first-reads";

/**
 * The first script of a signed-in screen's shell (screen-shells.ts; the server sends a shell only with a session
 * cookie): it starts the current-user call and the screen's first reads at once, a few KB into the page, while the
 * app's scripts are still downloading (lib/early-reads.ts hands them to the app's calls). Kept tiny on purpose: it
 * imports only the URL table and what a screen needs to name its reads.
 */
for (const url of earlyReadsFor(window.location.pathname)) readEarly(url);
