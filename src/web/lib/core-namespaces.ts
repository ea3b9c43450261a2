/**
 * The translation namespaces every screen may use (the navigation, shared components, validation messages, data
 * names): loaded before the first render, and bundled as one chunk per language (vite.config.ts). A screen's own
 * namespaces come with its code (app/preloadable.tsx, app/routes.tsx).
 */
export const CORE_NAMESPACES = ["common", "nav", "validation", "subscribe", "data"] as const;
