import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { prerenderPages } from "./prerender-pages.ts";
import { CORE_NAMESPACES } from "./src/web/lib/core-namespaces.ts";
import { pwaShell } from "./pwa-shell.ts";

/**
 * The small app modules the signed-in screens share (decision 0025): a dozen files of 1-4 KB that were a dozen
 * requests on the practice screen, each a round trip on a phone's six HTTP/1.1 connections.
 */
const SCREEN_KIT_FILES = [
  "web/components/LanguageToggle.tsx",
  "web/components/QuestionContent.tsx",
  "web/components/SectionSelect.tsx",
  "web/components/question/",
  "web/components/ui/button.tsx",
  "web/components/ui/dialog.tsx",
  "web/components/ui/input.tsx",
  "web/components/ui/progress.tsx",
  "web/lib/answer-keys.ts",
  "web/lib/app-config.ts",
  "web/lib/cn.ts",
  "web/lib/core-namespaces.ts",
  "web/lib/i18n.ts",
  "web/lib/messages.ts",
  "web/lib/offline/",
  "domain/entitlements.ts",
  "domain/quest/",
];
const inScreenKit = (id: string) => {
  const path = id.replaceAll("\\", "/");
  return (
    SCREEN_KIT_FILES.some((file) => path.includes(`/src/${file}`)) ||
    /\/src\/contracts\/[\w-]*messages\.ts$/.test(path) ||
    /\/node_modules\/(idb|tailwind-merge|class-variance-authority|clsx)\//.test(path)
  );
};
const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const CORE = new Set<string>(CORE_NAMESPACES);

/** The chunk of a locale file: a language's core namespaces together ("locale-es"), any other on its own ("locale-es-blog"). */
const localeOf = (id: string) => {
  const match = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
  if (!match) return null;
  const [, lang, ns] = match;
  return CORE.has(ns as string) ? `locale-${lang}` : `locale-${lang}-${ns}`;
};

export const aliases = {
  "@domain": dir("./src/domain"),
  "@contracts": dir("./src/contracts"),
  "@server": dir("./src/server"),
  "@web": dir("./src/web"),
  "@content": dir("./src/content"),
  "@test": dir("./test"),
};

export default defineConfig({
  root: dir("./src/web"),
  publicDir: dir("./public"),
  plugins: [
    react(),
    tailwindcss(),
    pwaShell({
      template: dir("./src/web/sw/service-worker.js"),
      publicFiles: ["favicon.svg", "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png", "icons/icon-maskable-512.png"],
    }),
    // Prerenders /, /blog and the articles, then precompresses everything (brotli + gzip).
    prerenderPages({
      entry: dir("./src/web/app/prerender.tsx"),
      outDir: dir("./dist/web"),
      ssrOutDir: dir("./dist/prerender"),
      alias: aliases,
      language: "en",
      island: "app/static-island.ts",
    }),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: dir("./dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // Read by scripts/web-budget.ts to add up what the landing page loads.
    manifest: true,
    rollupOptions: {
      // The app, and the static pages' island script (their only script; decision 0020).
      // A signed-in screen's shell also runs early-start.ts first: the screen's first reads, asked for at once.
      input: {
        index: dir("./src/web/index.html"),
        "static-island": dir("./src/web/app/static-island.ts"),
        "early-start": dir("./src/web/app/early-start.ts"),
      },
      output: {
        chunkFileNames: "assets/[name]-[hash].js",
        // A phone on HTTP/1.1 fetches six files at a time, so dozens of 1 KB chunks cost a round trip per six
        // (decision 0020): one chunk per language for all its namespaces, and one for the icons the app uses.
        codeSplitting: {
          groups: [
            // The libraries every app screen runs on, in one long-cached chunk named for what it is.
            {
              name: "vendor",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next)[\\/]/,
            },
            { name: (id) => localeOf(id), test: /[\\/]locales[\\/]\w+[\\/]\w+\.json$/ },
            { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
            // What the static pages' island shares with the app, in one chunk of its own: taken first, so the screen
            // kit below (which takes its modules' dependencies with it) cannot draw it in and the island stay small.
            {
              name: "island-kit",
              test: /[\\/]src[\\/]web[\\/]lib[\\/](language|service-worker|start-href|install-offer|app-handover)\.ts$|vite[\\/]preload-helper/,
              priority: 2,
            },
            // What the shells' first script shares with the app (the URL table and how a screen names its first
            // reads): a small chunk of its own, so the script never waits for the app's large chunks.
            {
              name: "early-kit",
              test: /[\\/]src[\\/](web[\\/]lib[\\/](early-reads|api-url)\.ts|web[\\/]app[\\/](first-reads|screen-paths)\.ts|web[\\/]features[\\/]practice[\\/](first-reads|saved-run|saved-run-shape)\.ts|contracts[\\/]routes\.ts)$/,
              priority: 3,
            },
            // The small app modules shared by the signed-in screens (a dozen files of 1-4 KB each).
            {
              name: "screen-kit",
              test: inScreenKit,
              priority: 1,
            },
            // Radix primitives and the small libraries under them: one chunk, not a dozen of 1-3 KB each. The toast
            // and tabs primitives stay with their only users (the toaster, loaded after the first render, and the
            // screens with tabs): every signed-in screen preloads this chunk for the navigation bar's menus.
            {
              name: "radix",
              test: (id: string) =>
                /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]/.test(
                  id,
                ) && !/[\\/]@radix-ui[\\/]react-(toast|tabs)[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API keeps the browser's Host header, so its same-origin (CSRF) check sees the dev origin.
    proxy: { "/api": { target: "http://127.0.0.1:5000", changeOrigin: false } },
  },
  test: {
    root: dir("."),
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
    setupFiles: [dir("./test/setup.ts")],
    globalSetup: [dir("./test/global-setup.ts")],
    // CI runs this suite beside the PostgreSQL suite and the build on two cores: simulation-heavy tests take several
    // times their quiet-machine time there. A timeout here means a hang, not a slow machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
