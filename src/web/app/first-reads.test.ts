import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiUrl } from "@web/lib/api-url";
import { SAVED_RUN_KEY } from "@web/features/practice/saved-run";
import { run } from "@web/features/practice/saved-run.fixture";
import type * as EarlyReads from "@web/lib/early-reads";
import { earlyReadsFor } from "./first-reads";

// What the practice screen's own first reads ask for (prefetch.ts, through the app's client): the shell's early
// reads must name exactly these URLs, or nothing claims them and each is asked for twice.
const SECTIONS = apiUrl("sections");
const CONFIG = apiUrl("config");
const SET_13 = apiUrl("practiceQuestions", { params: { sectionId: 13 }, query: { random: "true", limit: 10 } });

let storage: Map<string, string>;
beforeEach(() => {
  storage = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal("navigator", { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

describe("a signed-in shell's early reads", () => {
  it("are the current user, the section list, the settings and the first set on /practice/{id}", () => {
    expect(SET_13).toBe("/api/sections/13/questions?random=true&limit=10");
    expect(earlyReadsFor("/practice/13")).toEqual([apiUrl("currentUser"), SECTIONS, CONFIG, SET_13]);
    expect(earlyReadsFor("/practice/13/")).toContain(SET_13);
  });

  it("ask for no set on the section list, offline, or when a test of that section is in progress here", () => {
    expect(earlyReadsFor("/practice")).toEqual([apiUrl("currentUser"), SECTIONS, CONFIG]);
    vi.stubGlobal("navigator", { onLine: false });
    expect(earlyReadsFor("/practice/13")).not.toContain(SET_13);
    vi.stubGlobal("navigator", { onLine: true });
    // A stored run that is not a whole saved run is no test in progress: the set is asked for.
    storage.set(SAVED_RUN_KEY, JSON.stringify({ sectionId: 13 }));
    expect(earlyReadsFor("/practice/13")).toContain(SET_13);
    // A test of section 13 in progress continues instead; another section's does not stop section 13's set.
    storage.set(SAVED_RUN_KEY, JSON.stringify(run({ savedAt: Date.now() })));
    expect(earlyReadsFor("/practice/13")).toEqual([apiUrl("currentUser"), SECTIONS, CONFIG]);
    expect(earlyReadsFor("/practice/14")).toContain(
      apiUrl("practiceQuestions", { params: { sectionId: 14 }, query: { random: "true", limit: 10 } }),
    );
  });

  it("are only the current user on a screen that names no first reads", () => {
    expect(earlyReadsFor("/dashboard")).toEqual([apiUrl("currentUser")]);
    expect(earlyReadsFor("/practice/abc")).toEqual([apiUrl("currentUser"), SECTIONS, CONFIG]);
  });
});

describe("the app's own first reads", () => {
  /** The URLs the app asks for at boot on `path` (main.tsx: the current user, then the screen's prefetch). */
  async function appReads(path: string, before?: (early: typeof EarlyReads) => void) {
    vi.resetModules();
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(url.endsWith("/user") ? "null" : "[]", { status: url.endsWith("/user") ? 401 : 200 });
      }),
    );
    const early = await import("@web/lib/early-reads");
    before?.(early);
    const { QueryClient } = await import("@tanstack/react-query");
    const { prefetchCurrentUser } = await import("@web/lib/auth");
    const { prefetchPracticeScreen } = await import("@web/features/practice/prefetch");
    const client = new QueryClient();
    await Promise.all([prefetchCurrentUser(client), prefetchPracticeScreen(client, path)]);
    return { urls, early };
  }

  it("are exactly the shell's early reads, so each early read is claimed", async () => {
    for (const path of ["/practice/13", "/practice"]) {
      const { urls } = await appReads(path);
      expect(urls.sort(), path).toEqual(earlyReadsFor(path).sort());
    }
  });

  it("take the set the shell asked for even when a test of that section was saved meanwhile", async () => {
    const { urls, early } = await appReads("/practice/13", (e) => {
      for (const url of earlyReadsFor("/practice/13")) e.readEarly(url);
      storage.set(SAVED_RUN_KEY, JSON.stringify(run({ savedAt: Date.now() })));
    });
    // Four early reads, each claimed by the app: nothing asked for twice, nothing left to drop.
    expect(urls.filter((u) => u === SET_13)).toHaveLength(1);
    expect(urls).toHaveLength(4);
    expect(early.dropUnclaimedReads()).toEqual([]);
  });
});
