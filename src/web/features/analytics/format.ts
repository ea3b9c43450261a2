import type { AnalyticsDto } from "@contracts/analytics";

export type Tone = NonNullable<AnalyticsDto["sections"][number]["tone"]>;

/** The spec's badge colours as the Badge primitive's variants. */
export const TONE_BADGE: Record<Tone, "success" | "warning" | "danger"> = { green: "success", yellow: "warning", red: "danger" };
export const TONE_BAR: Record<Tone, string> = { green: "bg-success", yellow: "bg-amber-500", red: "bg-destructive" };

/** Seconds as m:ss, or h:mm:ss past the hour (learning spec §9 shows elapsed time as m:ss). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** A YYYY-MM-DD study day, shown in the UTC calendar it was counted in. */
export function formatDay(day: string, lang: string, withYear = false): string {
  return new Intl.DateTimeFormat(lang, {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: "short", day: "numeric", year: "numeric" }).format(new Date(iso));
}
