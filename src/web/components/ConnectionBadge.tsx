import { Popover } from "radix-ui";
import { Wifi, WifiOff } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { cachedItemCount, queuedCalls } from "@web/lib/offline/db";
import { LAST_SYNC_KEY, syncAgeLabel } from "@web/lib/offline/sync-age";
import { replayQueue } from "@web/lib/offline/sync";
import { useOnlineStatus } from "@web/lib/offline/useOnlineStatus";

/**
 * Online/offline badge with a details card (platform spec §2 "Other widgets"): cached items, changes waiting
 * to sync and the age of the last sync. Coming back online replays the offline queue.
 */
export function ConnectionBadge({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const [cached, setCached] = useState(0);
  const [queued, setQueued] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [lastSync, setLastSync] = useState<string | null>(() => localStorage.getItem(LAST_SYNC_KEY));

  const refresh = useCallback(async () => {
    setCached(await cachedItemCount());
    setQueued((await queuedCalls()).length);
    setLastSync(localStorage.getItem(LAST_SYNC_KEY));
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
    // Reads from IndexedDB are asynchronous anyway; start them after this render.
    queueMicrotask(() => void refresh());
    const onChange = () => void refresh();
    window.addEventListener("offline-store-changed", onChange);
    return () => window.removeEventListener("offline-store-changed", onChange);
  }, [refresh]);

  useEffect(() => {
    // Going online stores a sync time and sends what was queued (platform spec §4).
    if (online) queueMicrotask(() => void sync());
  }, [online, sync]);

  const age = syncAgeLabel(lastSync, new Date(), i18n.language);
  const ageText = age.key === "date" ? (age.date ?? "") : t(`connection.${age.key}`, { count: age.count ?? 0 });

  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold",
          online ? "bg-white/10 text-primary-foreground" : "bg-amber-400 text-amber-950",
          className,
        )}
        aria-label={`${online ? t("connection.online") : t("connection.offline")} — ${t("connection.details")}`}
        data-testid="connection-badge"
      >
        {online ? <Wifi className="size-3.5" aria-hidden="true" /> : <WifiOff className="size-3.5" aria-hidden="true" />}
        <span className="hidden sm:inline xl:hidden 2xl:inline">{online ? t("connection.online") : t("connection.offline")}</span>
        {cached > 0 ? <span className="rounded-full bg-black/15 px-1.5">{cached}</span> : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          align="end"
          className="z-50 grid w-72 gap-2 rounded-lg border border-border bg-card p-4 text-sm shadow-lg"
          data-testid="connection-details"
        >
          <p className="font-bold">{online ? t("connection.online") : t("connection.offline")}</p>
          <p>{t("connection.cached", { count: cached })}</p>
          <p>{t("connection.queued", { count: queued })}</p>
          <p className="text-muted-foreground">{t("connection.lastSync", { label: ageText })}</p>
          {!online ? <p className="text-muted-foreground">{t("connection.offlineHint")}</p> : null}
          <Button size="sm" variant="outline" disabled={!online || syncing} onClick={() => void sync()}>
            {syncing ? t("connection.syncing") : t("connection.syncNow")}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
