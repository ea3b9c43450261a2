import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits, sessions, users } from "../../db/schema";

export function authRepo(db: Db) {
  return {
    async createSession(idHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ idHash, userId, expiresAt });
    },

    /** A session with its user, expired or not (the caller decides). */
    async findSession(idHash: string) {
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash));
      return row;
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ended sessions and finished throttling windows. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    },

    async readCounter(key: string, now: Date): Promise<{ count: number; resetAt: Date } | undefined> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.resetAt <= now) return undefined;
      return { count: row.count, resetAt: row.resetAt };
    },

    /** Atomic increment of a fixed-window counter; a window that has ended starts again at 1. */
    async incrementCounter(key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }> {
      const resetAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return row ?? { count: 1, resetAt };
    },

    async clearCounter(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
export type AuthRepo = ReturnType<typeof authRepo>;
