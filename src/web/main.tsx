import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AUTH_USER_KEY, prefetchCurrentUser, probablySignedIn } from "./lib/auth";
import { i18nReady, storedLanguage } from "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";
import { App } from "./app/App";
import { preloadScreen } from "./app/routes";
import { queryClient } from "./app/query-client";
import { warmClassMerge } from "./lib/cn";
import { closeEarlyReads, dropUnclaimedReads } from "./lib/early-reads";

closeEarlyReads();
const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
const mount = root;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * How long the first render waits for the screen's code and first data (below). Past it the app renders anyway and
 * shows its loading states: a slow API never keeps the boot shell on screen longer than this.
 */
const FIRST_DATA_WAIT_MS = 2500;

// A prerendered page is only sent without a session (plugins/web.ts); anywhere else the current user and the path's
// screen are fetched now, beside the translations, rather than one after the other once they have loaded.
// The first render then waits for them too, as a route loader would: rendered with its data already in the cache,
// the screen is drawn once, in one transition that yields to the browser. Rendered earlier, each answer as it came
// in re-rendered the app synchronously (query updates are not transitions): on a slow phone four or five long
// tasks in which a tap did nothing, and a later first question.
// They start in a task of their own: evaluating the app's modules is already one long task on a slow phone, and the
// first calls (the query cache, fetch, the screen's translations) made it longer still, a tap's worth of blocking.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const firstData = mount.dataset.prerendered
  ? Promise.resolve()
  : Promise.race([
      nextTask().then(() =>
        Promise.all([prefetchCurrentUser(queryClient), preloadScreen(window.location.pathname, probablySignedIn(), queryClient)]),
      ),
      new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
    ]);

if (!mount.dataset.prerendered) setTimeout(warmClassMerge, 0);

void Promise.allSettled([i18nReady, firstData]).then(() => {
  // The shell's early reads that no call claimed by now are not going to be (early-reads.ts).
  dropUnclaimedReads();
  // The server sends a prerendered public page only to a visitor without a session cookie (plugins/web.ts):
  // the first render is the signed-out one, as in the build's prerender, so React adopts the HTML as it is.
  // A visitor who chose another language than the prerender's gets a fresh render instead.
  const prerendered = mount.dataset.prerendered;
  if (prerendered) queryClient.setQueryData(AUTH_USER_KEY, null);
  if (prerendered && prerendered === storedLanguage()) {
    hydrateRoot(mount, app);
    return;
  }
  // React clears the container when it first commits, so index.html's boot shell stays on screen until the app's
  // first frame replaces it; a prerender in another language is taken away at once instead (never hydrated).
  if (prerendered) mount.replaceChildren();
  // As a transition the first render yields to the browser every few milliseconds instead of blocking it for one
  // long task (on a slow phone, hundreds of milliseconds in which a tap does nothing).
  const rootOfApp = createRoot(mount);
  startTransition(() => rootOfApp.render(app));
});

registerServiceWorker();
