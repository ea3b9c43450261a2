import { useEffect, useState } from "react";

/**
 * Seconds left until a server deadline. The server sends the seconds remaining with each state, so a wrong
 * device clock cannot stretch or shrink the subtest; the count is anchored to when that state arrived.
 * Key the calling component by the subtest so a new subtest starts from its own full time.
 */
export function useDeadline(secondsRemaining: number): number {
  const [left, setLeft] = useState(secondsRemaining);
  useEffect(() => {
    const end = Date.now() + secondsRemaining * 1000;
    const timer = window.setInterval(() => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000))), 250);
    return () => window.clearInterval(timer);
  }, [secondsRemaining]);
  return left;
}

export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, "0")}`;
}
