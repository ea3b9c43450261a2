import { Popover } from "radix-ui";
import { Wifi, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { cachedItemCount, queuedCalls } from "@web/lib/offline/db";
import { LAST_SYNC_KEY, syncAgeLabel } from "@web/lib/offline/sync-age";
import { replayQueue } from "@web/lib/offline/sync";
import { useOnlineStatus } from "@web/lib/offline/useOnlineStatus";
import { whenIdleAfterLoad } from "@web/lib/when-idle";

/**
 * Online/offline badge with a details card (platform spec §2 "Other widgets"): cached items, changes waiting
 * to sync and the age of the last sync. Coming back online replays the offline queue.
 */
interface Store {
  cached: number;
  queued: number;
  lastSync: string | null;
}

export function ConnectionBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  // One state for the three figures read together: one render per read, not one per figure.
  const [store, setStore] = useState<Store>(() => ({ cached: 0, queued: 0, lastSync: localStorage.getItem(LAST_SYNC_KEY) }));
  const [syncing, setSyncing] = useState(false);

  const refresh = useCallback(async () => {
    const [cached, queued] = await Promise.all([cachedItemCount(), queuedCalls()]);
    setStore({ cached, queued: queued.length, lastSync: localStorage.getItem(LAST_SYNC_KEY) });
  }, []);

  const sync = useCallback(async () => {
    setSyncing(true);
    try {
      const { sent } = await replayQueue();
      if (sent > 0) await queryClient.invalidateQueries();
    } finally {
      setSyncing(false);
      await refresh();
    }
  }, [queryClient, refresh]);

  useEffect(() => {
    const onChange = () => void refresh();
    window.addEventListener("offline-store-changed", onChange);
    return () => window.removeEventListener("offline-store-changed", onChange);
  }, [refresh]);

  // What a page opened online finds queued is sent once it has loaded (an offline one only counts it): nothing on
  // screen waits for it, so it stays out of the first frame's work. Its own effect, so that the connection changing
  // meanwhile does not cancel it.
  useEffect(() => whenIdleAfterLoad(() => void (navigator.onLine ? sync() : refresh())), [sync, refresh]);

  // Going online stores a sync time and sends what was queued (platform spec §4).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) queueMicrotask(() => void sync());
    wasOnline.current = online;
  }, [online, sync]);

  const label = online ? t("connection.online") : t("connection.offline");
  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold",
          online ? "bg-white/10 text-primary-foreground" : "bg-amber-400 text-amber-950",
          className,
        )}
        aria-label={`${label} — ${t("connection.details")}`}
        data-testid="connection-badge"
      >
        {online ? <Wifi className="size-3.5" aria-hidden="true" /> : <WifiOff className="size-3.5" aria-hidden="true" />}
        <span className="hidden sm:inline xl:hidden 2xl:inline">{label}</span>
        {store.cached > 0 ? <span className="rounded-full bg-black/15 px-1.5">{store.cached}</span> : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          align="end"
          className="z-50 grid w-72 gap-2 rounded-lg border border-border bg-card p-4 text-sm shadow-lg"
          data-testid="connection-details"
        >
          <ConnectionDetails online={online} store={store} syncing={syncing} onSync={() => void sync()} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The card's text: a component of its own, so it is built only while the card is open, not on every badge render. */
function ConnectionDetails({ online, store, syncing, onSync }: { online: boolean; store: Store; syncing: boolean; onSync: () => void }) {
  const { t, i18n } = useTranslation();
  const age = syncAgeLabel(store.lastSync, new Date(), i18n.language);
  const ageText = age.key === "date" ? (age.date ?? "") : t(`connection.${age.key}`, { count: age.count ?? 0 });
  return (
    <>
      <p className="font-bold">{online ? t("connection.online") : t("connection.offline")}</p>
      <p>{t("connection.cached", { count: store.cached })}</p>
      <p>{t("connection.queued", { count: store.queued })}</p>
      <p className="text-muted-foreground">{t("connection.lastSync", { label: ageText })}</p>
      {!online ? <p className="text-muted-foreground">{t("connection.offlineHint")}</p> : null}
      <Button size="sm" variant="outline" disabled={!online || syncing} onClick={onSync}>
        {syncing ? t("connection.syncing") : t("connection.syncNow")}
      </Button>
    </>
  );
}
