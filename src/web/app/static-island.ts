import { installOfferWanted, PROMPT_DELAY_MS, type BeforeInstallPromptEvent } from "@web/lib/install-offer";
import { changeLanguage, storedLanguage, toUiLanguage } from "@web/lib/language";
import { registerServiceWorker } from "@web/lib/service-worker";
import { CONFIG_PATH, startHrefFor } from "@web/lib/start-href";
import { appOnInteraction } from "@web/lib/app-handover";

/**
 * The only script of the prerendered static pages: the landing page (`/` for visitors without a session; decision
 * 0020) and the blog's articles. They are static HTML whose links are ordinary links into the app, so they need no
 * React — only this, a couple of KB:
 * - the start buttons point to the demo sign-in when the server has one (they link to sign-in until it answers);
 * - the language button stores the other language and reloads, as the app's does;
 * - the browser's offer to install the app is kept and, after the spec's delay, shown by the app's own prompt;
 * - the service worker is registered, as on every other page;
 * - a visitor who chose another language than the prerender's gets the app itself, which renders the page in it;
 * - a page with controls that need the app (the blog's search and filters, marked data-app-on-interaction) loads it
 *   when the visitor first reaches for them: the app then hydrates the page as it is (same language, same HTML),
 *   and what was done meanwhile is handed over (lib/app-handover.ts).
 */
const root = document.getElementById("root");

if (root?.dataset.app && root.dataset.prerendered !== storedLanguage()) {
  void import(/* @vite-ignore */ root.dataset.app);
} else {
  if (document.querySelector("a[data-start]")) void pointStartButtons();
  switchLanguageOnClick();
  if (root?.dataset.app) appOnInteraction(root.dataset.app);
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

function switchLanguageOnClick(): void {
  document
    .querySelectorAll<HTMLButtonElement>("button[data-language-toggle]")
    .forEach((button) => button.addEventListener("click", () => changeLanguage(toUiLanguage(button.dataset.languageToggle))));
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
