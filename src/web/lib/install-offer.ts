/** The browser's offer to install the app (Chromium's `beforeinstallprompt`), not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Set for the rest of the browser session once the learner dismisses the install prompt. */
export const DISMISSED_KEY = "installPromptDismissed";
/** Platform spec §4: the prompt appears 5 seconds after the browser's offer. */
export const PROMPT_DELAY_MS = 5000;

export const isStandalone = () => window.matchMedia?.("(display-mode: standalone)").matches === true;

/** Whether an offer may be shown at all: not inside the installed app, not after a dismissal this session. */
export function installOfferWanted(): boolean {
  try {
    return !isStandalone() && !sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return !isStandalone();
  }
}
