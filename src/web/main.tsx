import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18nReady } from "./lib/i18n";
import "./styles.css";
import { App } from "./app/App";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
const mount = root;
void i18nReady.finally(() =>
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker makes the app open with no network; only production builds register it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((err: unknown) => console.warn("service worker not registered", err));
  });
}
