/**
 * The interface language as the browser stores it. Kept apart from lib/i18n.ts so that the static pages' island
 * script (app/static-island.ts) can read and change it without loading i18next.
 */
export const UI_LANGUAGES = ["en", "es"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "language";

/** A stored or written language name as one the interface has (English unless it says Spanish). */
export const toUiLanguage = (value: string | null | undefined): UiLanguage => (value === "es" ? "es" : "en");

export function storedLanguage(): UiLanguage {
  try {
    return toUiLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return "en";
  }
}

/** Language change: stored, then the page reloads (platform spec §4). Storage refused (private mode): no change. */
export function changeLanguage(lang: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    return;
  }
  window.location.reload();
}
