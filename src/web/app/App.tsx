import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { BrowserRouter } from "react-router";
import { useAuth } from "@web/lib/auth";
import { ErrorBoundary } from "./ErrorBoundary";
import { LoadingScreen } from "./LoadingScreen";
import { queryClient } from "./query-client";
import { SignedInRoutes, SignedOutRoutes } from "./routes";
import { ScrollToTop } from "./ScrollToTop";

// Neither is part of a page's first paint: they load beside the screen instead of inside the entry chunk.
const Toaster = lazy(() => import("@web/components/ui/toaster").then((m) => ({ default: m.Toaster })));
const InstallPrompt = lazy(() => import("@web/components/InstallPrompt").then((m) => ({ default: m.InstallPrompt })));

function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

/** Everything under the router; the browser uses it with BrowserRouter, the build's prerender with a static one. */
export function AppContent() {
  return (
    <>
      <ScrollToTop />
      {/* A screen's translations load on first use (lib/i18n.ts): wait for them here. */}
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
        <InstallPrompt />
      </Suspense>
    </>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppContent />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
