import type { RecruitStatus } from "@domain/recruiters";
import { recruitScoreColour } from "@domain/recruiters";

/** §4 badge styles: active default, inactive secondary, enlisted outline, dropped destructive. */
export const STATUS_BADGE: Record<RecruitStatus, "default" | "muted" | "outline" | "danger"> = {
  active: "default",
  inactive: "muted",
  enlisted: "outline",
  dropped: "danger",
};

/** §5 score colours (green at or above the goal, yellow from 80% of it, red below), as text classes with AA contrast. */
export function scoreClass(current: number, goal: number): string {
  const colour = recruitScoreColour(current, goal);
  return colour === "green" ? "text-green-700" : colour === "yellow" ? "text-amber-700" : "text-red-700";
}

/** A stored calendar day (YYYY-MM-DD) in the reader's language, without a time-zone shift. */
export function formatDay(day: string | null, language: string): string | null {
  if (!day) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(language, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
}
