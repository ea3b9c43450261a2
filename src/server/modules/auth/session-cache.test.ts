import { describe, expect, it } from "vitest";
import type { UserRow } from "../../db/rows";
import { sessionCache } from "./session-cache";

const user = (id: number, tier: UserRow["subscriptionTier"] = "free") => ({ id, username: `u${id}`, subscriptionTier: tier }) as UserRow;
const far = new Date(Date.now() + 86_400_000);

function setup(now = { t: 0 }) {
  const cache = sessionCache({ ttlMs: 1000, maxEntries: 3, now: () => now.t });
  cache.setListening(true);
  return { cache, now };
}

describe("sessionCache", () => {
  it("serves what was stored until its TTL or the session's expiry", () => {
    const { cache, now } = setup();
    cache.set("a", user(1), far, cache.epoch());
    expect(cache.get("a")?.id).toBe(1);
    now.t = 1000;
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", user(2), new Date(5), cache.epoch());
    now.t = 1005;
    expect(cache.get("b")).toBeUndefined();
  });

  it("serves nothing while the notification channel is down, and starts empty when it comes back", () => {
    const { cache } = setup();
    cache.set("a", user(1), far, cache.epoch());
    cache.setListening(false);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", user(1), far, cache.epoch());
    cache.setListening(true);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops a session, or every session of a user, on a notification from any instance", () => {
    const { cache } = setup();
    cache.set("a", user(1), far, cache.epoch());
    cache.set("b", user(1), far, cache.epoch());
    cache.set("c", user(2), far, cache.epoch());
    cache.apply("session:c");
    expect(cache.get("c")).toBeUndefined();
    cache.apply("user:1");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not store a value read before an invalidation that happened meanwhile", () => {
    const { cache } = setup();
    const readAt = cache.epoch();
    // ...the database is read; meanwhile the user's plan changes and the notification arrives...
    cache.apply("user:1");
    cache.set("a", user(1, "free"), far, readAt);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const { cache } = setup();
    for (const [token, id] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const)
      cache.set(token, user(id), far, cache.epoch());
    cache.get("a");
    cache.set("d", user(4), far, cache.epoch());
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.id).toBe(1);
  });
});
