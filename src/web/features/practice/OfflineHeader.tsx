import { WifiOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { toast } from "@web/components/ui/use-toast";

/** Learning spec §4: while offline, the test is headed 'Practice Test - Offline Mode' with an Offline badge. */
export function OfflineHeader({ note }: { note?: string }) {
  const { t } = useTranslation("practice");
  return (
    <div className="grid gap-1" data-testid="offline-practice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t("offline.title")}</h2>
        <Badge variant="warning">
          <WifiOff className="mr-1 size-3.5" aria-hidden="true" /> {t("offline.badge")}
        </Badge>
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
    </div>
  );
}

/** 'Connection Restored' when the network comes back during a test (the queue then syncs by itself). */
export function useRestoredToast(online: boolean): void {
  const { t } = useTranslation("practice");
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) toast({ title: t("offline.restoredTitle"), description: t("offline.restoredBody") });
    wasOnline.current = online;
  }, [online, t]);
}
