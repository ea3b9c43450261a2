/**
 * The interface language as the browser stores it. Kept apart from lib/i18n.ts so that the landing page's island
 * script (app/static-island.ts) can read it without loading i18next.
 */
export const UI_LANGUAGES = ["en", "es"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "language";

export function storedLanguage(): UiLanguage {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return v === "es" ? "es" : "en";
  } catch {
    return "en";
  }
}
