import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { InstallPrompt } from "@web/components/InstallPrompt";
import { Toaster } from "@web/components/ui/toaster";
import { useAuth } from "@web/lib/auth";
import { ErrorBoundary } from "./ErrorBoundary";
import { LoadingScreen } from "./LoadingScreen";
import { queryClient } from "./query-client";
import { SignedInRoutes, SignedOutRoutes } from "./routes";
import { ScrollToTop } from "./ScrollToTop";

function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ScrollToTop />
          <AppRoutes />
          <Toaster />
          <InstallPrompt />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
