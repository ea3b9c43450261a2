import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { CORE_NAMESPACES } from "./core-namespaces";
import { storedLanguage } from "./language";

export { LANGUAGE_STORAGE_KEY, storedLanguage, UI_LANGUAGES, type UiLanguage } from "./language";

// The core namespaces of a language are one chunk and every other namespace is its own (vite.config.ts); a visitor
// downloads the stored language only (plus English as the fallback for a Spanish key not translated yet), and a
// screen's namespaces only when it opens. The service worker precaches the chunks, so an offline start still finds them.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default as ResourceKey),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

/** Resolves once the stored language's namespaces are loaded; render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Spanish screens fall back to English for a key not translated yet; English visitors load English only.
    fallbackLng: "en",
    defaultNS: "common",
    // The core namespaces before the first render; a screen's own arrive with its code, so it never waits for its
    // translations after it has loaded (a screen that fetched them only once rendered, behind the reveal throttle,
    // left sign-up stuck on "Loading..." under load).
    ns: [...CORE_NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
// The build's prerender runs this in Node, where there is no document.
if (typeof document !== "undefined") document.documentElement.lang = storedLanguage();

export default i18n;
