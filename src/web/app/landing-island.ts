import { installOfferWanted, PROMPT_DELAY_MS, type BeforeInstallPromptEvent } from "@web/lib/install-offer";
import { storedLanguage } from "@web/lib/language";
import { registerServiceWorker } from "@web/lib/service-worker";
import { CONFIG_PATH, startHrefFor } from "@web/lib/start-href";

/**
 * The only script of the prerendered landing page (`/` for visitors without a session; decision 0020). The page is
 * static HTML: its links are ordinary links into the app, so it needs no React — only this, a couple of KB:
 * - the start buttons point to the demo sign-in when the server has one (they link to sign-in until it answers);
 * - the browser's offer to install the app is kept and, after the spec's delay, shown by the app's own prompt;
 * - the service worker is registered, as on every other page;
 * - a visitor who chose another language than the prerender's gets the app itself, which renders the page in it.
 */
const root = document.getElementById("root");

if (root?.dataset.app && root.dataset.prerendered !== storedLanguage()) {
  void import(/* @vite-ignore */ root.dataset.app);
} else {
  void pointStartButtons();
  keepInstallOffer();
  registerServiceWorker();
}

async function pointStartButtons(): Promise<void> {
  try {
    const res = await fetch(CONFIG_PATH, { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!res.ok) return;
    const config = (await res.json()) as { demoMode?: unknown };
    const href = startHrefFor(config.demoMode === true);
    document.querySelectorAll<HTMLAnchorElement>("a[data-start]").forEach((a) => a.setAttribute("href", href));
  } catch {
    // Offline or the server is away: the buttons keep leading to sign-in.
  }
}

function keepInstallOffer(): void {
  if (!installOfferWanted()) return;
  window.addEventListener(
    "beforeinstallprompt",
    (event) => {
      event.preventDefault();
      window.setTimeout(() => {
        if (!installOfferWanted()) return;
        void import("./landing-install").then((m) => m.showInstallPrompt(event as BeforeInstallPromptEvent));
      }, PROMPT_DELAY_MS);
    },
    { once: true },
  );
}
