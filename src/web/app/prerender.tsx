import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { ARTICLES } from "@web/features/blog/articles";
import { AUTH_USER_KEY } from "@web/lib/auth";
import { i18nReady } from "@web/lib/i18n";
import { AppContent } from "./App";
import { ErrorBoundary } from "./ErrorBoundary";

/**
 * Build-time only (prerender-pages.ts runs it in Node): the public pages as a signed-out visitor first sees
 * them, in English. The browser hydrates this HTML with the same tree (main.tsx), so it must stay identical to
 * the client's first render: the current user is known to be nobody, config queries have not answered yet.
 */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; title: string | undefined; static?: boolean }> = [
  // The public pages stay static HTML with a small island script instead of hydrating the app (decision 0020):
  // nothing on the landing page or an article needs React; the blog's list loads the app when its search or
  // filters are first used, and the app then hydrates it.
  { path: "/", title: undefined, static: true },
  { path: "/blog", title: "ASVAB Tips & Military Career Guides — ASVAB Prep", static: true },
  ...ARTICLES.map((a) => ({ path: `/blog/${a.slug}`, title: `${a.title} — ASVAB Prep`, static: true })),
];

export async function renderPage(path: string): Promise<string> {
  await i18nReady;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
  client.setQueryData(AUTH_USER_KEY, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={client}>
          <StaticRouter location={path}>
            <AppContent />
          </StaticRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
    // React outlines a large Suspense boundary (an article's text) as a hidden copy plus an inline script that swaps it
    // in; the Content Security Policy blocks inline scripts, so every boundary stays inline, however large.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
