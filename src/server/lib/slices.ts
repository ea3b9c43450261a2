import { setImmediate as nextTurn } from "node:timers/promises";
import type { Stepwise } from "@domain/irt/exposure";

export interface SliceOptions {
  /** Longest stretch of work between two pauses. */
  sliceMs?: number;
  now?: () => number;
  pause?: () => Promise<unknown>;
}

/**
 * Runs a stepwise computation in slices of about `sliceMs`, giving the event loop a turn between slices. A CPU-bound
 * job of a second or more (a Sympson–Hetter calibration when an item pool is rebuilt) would otherwise hold up
 * every request this process serves for that long.
 */
export async function runInSlices<T>(
  steps: Stepwise<T>,
  { sliceMs = 8, now = () => performance.now(), pause = () => nextTurn() }: SliceOptions = {},
): Promise<T> {
  let sliceStart = now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = now();
    }
  }
}
