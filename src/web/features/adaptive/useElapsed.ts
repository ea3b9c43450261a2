import { useEffect, useState } from "react";

/** Whole seconds since `resetKey` last changed, counting only while `running` (the clock stops at submission). */
export function useElapsed(resetKey: unknown, running: boolean): number {
  const [state, setState] = useState({ key: resetKey, seconds: 0 });
  // A new question shows 0:00 at once, without waiting for the first tick.
  const seconds = Object.is(state.key, resetKey) ? state.seconds : 0;

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    // Counted from the wall clock, not by adding ticks, so a throttled background tab still shows the truth.
    const timer = window.setInterval(() => setState({ key: resetKey, seconds: Math.floor((Date.now() - started) / 1000) }), 250);
    return () => window.clearInterval(timer);
  }, [resetKey, running]);

  return seconds;
}

export function mmss(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
