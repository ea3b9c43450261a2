import { useEffect, useRef, useState } from "react";

/**
 * Seconds left, restarting whenever `resetKey` changes; calls onExpire once at zero while `running`. `firstLeft`
 * starts the first key's clock part-way (a test restored after a reload, saved-run.ts).
 */
export function useCountdown(seconds: number, resetKey: unknown, running: boolean, onExpire: () => void, firstLeft = seconds): number {
  const [state, setState] = useState({ key: resetKey, left: firstLeft });
  // A new question starts a full clock without an extra render.
  const left = Object.is(state.key, resetKey) ? state.left : seconds;
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const startLeft = left;
    const timer = window.setInterval(() => {
      const next = Math.max(0, startLeft - Math.floor((Date.now() - started) / 1000));
      // Polled four times a second, changed once: the same state again is no render at all.
      setState((prev) => (Object.is(prev.key, resetKey) && prev.left === next ? prev : { key: resetKey, left: next }));
      if (next === 0) {
        window.clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
    // The clock restarts only when the question changes or it is paused/resumed, not on every tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey, running]);

  return left;
}

export function mmss(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
