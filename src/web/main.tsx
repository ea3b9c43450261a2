import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AUTH_USER_KEY } from "./lib/auth";
import { i18nReady, storedLanguage } from "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";
import { App } from "./app/App";
import { queryClient } from "./app/query-client";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
const mount = root;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

void i18nReady.finally(() => {
  // The server sends a prerendered public page only to a visitor without a session cookie (plugins/web.ts):
  // the first render is the signed-out one, as in the build's prerender, so React adopts the HTML as it is.
  // A visitor who chose another language than the prerender's gets a fresh render instead.
  const prerendered = mount.dataset.prerendered;
  if (prerendered) queryClient.setQueryData(AUTH_USER_KEY, null);
  if (prerendered && prerendered === storedLanguage()) {
    hydrateRoot(mount, app);
    return;
  }
  mount.replaceChildren();
  createRoot(mount).render(app);
});

registerServiceWorker();
