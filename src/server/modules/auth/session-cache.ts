import type { UserRow } from "../../db/rows";

interface Entry {
  user: UserRow;
  expiresAt: Date;
  cachedAt: number;
}

interface Options {
  /** Even with no invalidation, an entry is re-read after this long. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Signed-in sessions with their user, kept in memory so a request costs no query to know who is asking. Correct
 * across instances (docs/decisions/0015): every change to a session or user row raises a PostgreSQL notification
 * (triggers in drizzle/0007) that every instance applies; this instance's own writes drop entries at once; and the
 * cache only serves while the notification channel is up — after a reconnect it starts empty. A read that raced
 * with an invalidation is not stored (the epoch check).
 */
export function sessionCache({ ttlMs, maxEntries, now = Date.now }: Options) {
  const byToken = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  let enabled = false;
  let epoch = 0;

  function drop(tokenHash: string): void {
    const e = byToken.get(tokenHash);
    if (!e) return;
    byToken.delete(tokenHash);
    const set = byUser.get(e.user.id);
    set?.delete(tokenHash);
    if (set && set.size === 0) byUser.delete(e.user.id);
  }

  function clear(): void {
    byToken.clear();
    byUser.clear();
    epoch += 1;
  }

  return {
    /** The epoch to pass back to `set` for a value read from the database after this call. */
    epoch: () => epoch,

    get(tokenHash: string): UserRow | undefined {
      if (!enabled) return undefined;
      const e = byToken.get(tokenHash);
      if (!e) return undefined;
      const t = now();
      if (t - e.cachedAt >= ttlMs || e.expiresAt.getTime() <= t) {
        drop(tokenHash);
        return undefined;
      }
      // Least recently used leaves first.
      byToken.delete(tokenHash);
      byToken.set(tokenHash, e);
      return e.user;
    },

    set(tokenHash: string, user: UserRow, expiresAt: Date, readAt: number): void {
      if (!enabled || readAt !== epoch) return;
      drop(tokenHash);
      byToken.set(tokenHash, { user, expiresAt, cachedAt: now() });
      const set = byUser.get(user.id) ?? new Set<string>();
      set.add(tokenHash);
      byUser.set(user.id, set);
      if (byToken.size > maxEntries) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
    },

    dropSession(tokenHash: string): void {
      epoch += 1;
      drop(tokenHash);
    },

    dropUser(userId: number): void {
      epoch += 1;
      for (const token of byUser.get(userId) ?? []) drop(token);
    },

    /** A notification from any instance: "session:<hash>" or "user:<id>". */
    apply(message: string): void {
      const [kind, value] = [message.slice(0, message.indexOf(":")), message.slice(message.indexOf(":") + 1)];
      if (kind === "session") this.dropSession(value);
      else if (kind === "user") this.dropUser(Number(value));
      else clear();
    },

    /** The notification channel went up (start empty: changes may have been missed) or down (stop serving). */
    setListening(up: boolean): void {
      clear();
      enabled = up;
    },

    get size() {
      return byToken.size;
    },
  };
}
export type SessionCache = ReturnType<typeof sessionCache>;
