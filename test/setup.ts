import { afterEach, beforeEach, vi } from "vitest";

// A test that logs an error or warning has something wrong with it, even if its assertions pass.
let spies: ReturnType<typeof vi.spyOn>[] = [];
beforeEach(() => {
  spies = (["error", "warn"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called in a test: ${args.map(String).join(" ")}`);
    }),
  );
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
});
