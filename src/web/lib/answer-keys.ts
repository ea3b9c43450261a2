import { useEffect, useLayoutEffect, useRef } from "react";

/** Option letters as on the CAT-ASVAB, and the keys that choose them (1–4 or A–D). */
export const LETTERS = ["A", "B", "C", "D"] as const;
export const KEY_TO_OPTION: Record<string, number> = { "1": 0, "2": 1, "3": 2, "4": 3, a: 0, b: 1, c: 2, d: 3 };

export interface AnswerKeyHandlers {
  /** Options on screen; null while there is no question to answer (the keys then do nothing). */
  optionCount: number | null;
  /** Choosing an option; null when options cannot be chosen now (e.g. feedback is showing). */
  choose: ((option: number) => void) | null;
  /** Enter: returns true when it acted, so the key's default is stopped. `target` is the focused element. */
  enter: ((target: HTMLElement | null) => boolean) | null;
}

/**
 * Keyboard answering for every question screen: 1–4 or A–D choose, Enter submits or moves on. Keys typed into
 * a form field or pressed with a modifier are left alone. The listener is registered once and always calls the
 * latest handlers: they are taken in a layout effect, in the same task as the render that showed them. A passive
 * effect runs in a later task, and the browser may dispatch a key press before it: Enter pressed the moment the
 * feedback appeared then met the handlers of "not answered yet" and did nothing (a browser test holds this).
 */
export function useAnswerKeys(handlers: AnswerKeyHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { optionCount, choose, enter } = latest.current;
      if (e.altKey || e.ctrlKey || e.metaKey || optionCount === null) return;
      const target = e.target as HTMLElement | null;
      if (target && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return;
      const option = KEY_TO_OPTION[e.key.toLowerCase()];
      if (option !== undefined && choose && option < optionCount) {
        e.preventDefault();
        choose(option);
      } else if (e.key === "Enter" && enter?.(target)) {
        e.preventDefault();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
