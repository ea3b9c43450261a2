import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { InstallPrompt } from "@web/components/InstallPrompt";
import { i18nReady } from "@web/lib/i18n";
import type { BeforeInstallPromptEvent } from "@web/lib/install-offer";

/**
 * Loaded by the static landing page only when the browser offers installation: the app's own install prompt,
 * mounted on its own beside the static page.
 */
export async function showInstallPrompt(offered: BeforeInstallPromptEvent): Promise<void> {
  await i18nReady;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <InstallPrompt offered={offered} />
    </StrictMode>,
  );
}
