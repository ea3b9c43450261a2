import i18n from "i18next";
import { initReactI18next } from "react-i18next";

export const UI_LANGUAGES = ["en", "es"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "language";

// Every locales/<lang>/<namespace>.json file is bundled; a namespace is one screen or area.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json", { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = mod.default;
}

export function storedLanguage(): UiLanguage {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return v === "es" ? "es" : "en";
  } catch {
    return "en";
  }
}

/** Language change: stored, then the page reloads (platform spec §4). */
export function changeLanguage(lang: UiLanguage): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  window.location.reload();
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: "en",
  defaultNS: "common",
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export default i18n;
