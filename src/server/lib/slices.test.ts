import { describe, expect, it } from "vitest";
import type { Stepwise } from "@domain/irt/exposure";
import { runInSlices } from "./slices";

describe("runInSlices", () => {
  it("pauses whenever a slice has run its length, and returns the result", async () => {
    let clock = 0;
    function* work(): Stepwise<string> {
      for (let i = 0; i < 10; i++) {
        clock += 3; // each step takes 3 ms of the fake clock
        yield;
      }
      return "done";
    }
    const pausedAt: number[] = [];
    const result = await runInSlices(work(), {
      sliceMs: 8,
      now: () => clock,
      pause: async () => {
        pausedAt.push(clock);
      },
    });
    expect(result).toBe("done");
    // 9 ms ≥ 8 after three steps, then again three steps after each pause.
    expect(pausedAt).toEqual([9, 18, 27]);
  });

  it("lets other callbacks run before a long job ends", async () => {
    let clock = 0;
    let otherRanAt: number | null = null;
    setImmediate(() => {
      otherRanAt = clock;
    });
    function* work(): Stepwise<void> {
      for (let i = 0; i < 100; i++) {
        clock += 1;
        yield;
      }
    }
    await runInSlices(work(), { sliceMs: 10, now: () => clock });
    // With no slicing it would have run only after all 100 steps.
    expect(otherRanAt).toBe(10);
  });
});
