/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the load), for work
 * a screen does not need for its first frame: started during the load, it lengthened the tasks that draw that frame
 * (issue 11: on a throttled phone the connection badge's IndexedDB reads and re-renders sat inside them).
 * Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timerId: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timerId = window.setTimeout(run, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) window.clearTimeout(timerId);
  };
}
