import { describe, expect, it } from "vitest";
import { reconnectDelaySeconds } from "./client";

describe("reconnect delay", () => {
  it("starts near 0.1 s and never exceeds 1 s however many attempts failed", () => {
    for (let n = 0; n < 50; n++) {
      const d = reconnectDelaySeconds(n);
      expect(d).toBeGreaterThan(0);
      expect(d).toBeLessThanOrEqual(1);
    }
    expect(reconnectDelaySeconds(0)).toBeLessThanOrEqual(0.1);
  });
});
