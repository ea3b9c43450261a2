import { Download, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { DISMISSED_KEY, installOfferWanted, PROMPT_DELAY_MS, type BeforeInstallPromptEvent } from "@web/lib/install-offer";

/**
 * Platform spec §4: shown 5 seconds after the browser offers installation; never when already running as an
 * installed app, after the learner dismissed it this session, or once installed.
 */
export function InstallPrompt({ offered }: { offered?: BeforeInstallPromptEvent } = {}) {
  const { t } = useTranslation();
  // `offered`: the static landing page caught the browser's offer and waited the delay already (app/static-island.ts).
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(offered ?? null);
  const [visible, setVisible] = useState(Boolean(offered));

  useEffect(() => {
    if (!installOfferWanted()) return;
    let timer: number | undefined;
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
      timer = window.setTimeout(() => setVisible(true), PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      setVisible(false);
      setEvent(null);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!visible || !event) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, "1");
    setVisible(false);
  };
  return (
    <aside
      aria-label={t("install.title")}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-xl"
      data-testid="install-prompt"
    >
      <Download className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-bold">{t("install.title")}</p>
        <p className="text-sm text-muted-foreground">{t("install.body")}</p>
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            onClick={() => {
              void event.prompt();
              void event.userChoice.then(() => setVisible(false));
            }}
          >
            {t("install.install")}
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {t("install.dismiss")}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="rounded p-1 text-muted-foreground hover:bg-muted"
        aria-label={t("install.dismiss")}
      >
        <X className="size-4" />
      </button>
    </aside>
  );
}
