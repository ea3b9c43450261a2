import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdleAfterLoad } from "./when-idle";

/** A page in miniature: its load event, and an idle callback the test fires by hand. */
function fakePage(readyState: DocumentReadyState, withIdle = true) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const win = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: withIdle ? (fn: () => void) => idle.push(fn) : undefined,
    cancelIdleCallback: (id: number) => idle.splice(id - 1, 1, () => undefined),
    setTimeout: (fn: () => void) => idle.push(fn),
    clearTimeout: (id: number) => idle.splice(id - 1, 1, () => undefined),
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", { readyState });
  return {
    load: () => listeners.get("load")?.(),
    idle: () => idle.splice(0).forEach((fn) => fn()),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("whenIdleAfterLoad", () => {
  it("waits for the load event, then for the browser to be idle", () => {
    const page = fakePage("loading");
    const task = vi.fn();
    whenIdleAfterLoad(task);
    page.idle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already loaded, waits for idle only; without requestIdleCallback, for the next task", () => {
    for (const withIdle of [true, false]) {
      const page = fakePage("complete", withIdle);
      const task = vi.fn();
      whenIdleAfterLoad(task);
      expect(task).not.toHaveBeenCalled();
      page.idle();
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it("never runs a cancelled task, before or after the load", () => {
    const page = fakePage("loading");
    const early = vi.fn();
    whenIdleAfterLoad(early)();
    page.load();
    page.idle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenIdleAfterLoad(late);
    page.load();
    cancel();
    page.idle();
    expect(late).not.toHaveBeenCalled();
  });
});
