export interface ScoredSession {
  score: number;
  completedAt: Date | string;
}

export interface Improvement {
  /** Points gained from the early sessions to the recent ones; null without enough history. */
  delta: number | null;
  earlyAverage: number | null;
  recentAverage: number | null;
  sessionsCounted: number;
}

/**
 * Improvement compares the mean of the most recent completed sessions with the mean of the earliest ones.
 * Each window holds up to 5 sessions but never overlaps the other, so two sessions already give a
 * first-versus-latest comparison and one session gives none.
 */
export function improvement(sessions: readonly ScoredSession[], window = 5): Improvement {
  const ordered = [...sessions].sort((a, b) => new Date(a.completedAt).getTime() - new Date(b.completedAt).getTime());
  const n = ordered.length;
  if (n < 2) {
    return { delta: null, earlyAverage: null, recentAverage: null, sessionsCounted: n };
  }
  const size = Math.min(window, Math.floor(n / 2));
  const mean = (xs: readonly ScoredSession[]) => xs.reduce((s, x) => s + x.score, 0) / xs.length;
  const earlyAverage = mean(ordered.slice(0, size));
  const recentAverage = mean(ordered.slice(n - size));
  return {
    delta: Math.round(recentAverage - earlyAverage),
    earlyAverage: Math.round(earlyAverage),
    recentAverage: Math.round(recentAverage),
    sessionsCounted: n,
  };
}
