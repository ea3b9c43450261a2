import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";

function Fallback() {
  const { t } = useTranslation();
  return (
    <main role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-start justify-center gap-4 px-4">
      <h1 className="text-2xl font-bold">{t("errorBoundary.title")}</h1>
      <p className="text-muted-foreground">{t("errorBoundary.body")}</p>
      <Button onClick={() => window.location.reload()}>{t("errorBoundary.reload")}</Button>
    </main>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("UI error", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}
