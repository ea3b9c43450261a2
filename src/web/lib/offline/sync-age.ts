/** Platform spec §4: Never, Just now, N min ago, N hr ago, or a date. */
export function syncAgeLabel(
  lastSync: string | null,
  now: Date,
  language = "en",
): { key: "never" | "justNow" | "minutes" | "hours" | "date"; count?: number; date?: string } {
  if (!lastSync) return { key: "never" };
  const then = new Date(lastSync);
  if (Number.isNaN(then.getTime())) return { key: "never" };
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return { key: "justNow" };
  if (minutes < 60) return { key: "minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: "hours", count: hours };
  return { key: "date", date: then.toLocaleDateString(language === "es" ? "es-US" : "en-US", { dateStyle: "medium" }) };
}

export const LAST_SYNC_KEY = "lastSync";
