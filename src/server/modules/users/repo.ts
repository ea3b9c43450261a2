import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { testSessions, users } from "../../db/schema";
import type { BranchCode, TestMode } from "@domain/constants";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepo(db: Db) {
  return {
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Returns undefined when the username is taken (the unique index decides, so concurrent sign-ups are safe). */
    async insert(values: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async setLastLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },

    async setTargetBranch(id: number, branch: BranchCode | null): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ targetBranch: branch }).where(eq(users.id, id)).returning();
      return row;
    },

    async setTestMode(id: number, mode: TestMode): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ testMode: mode }).where(eq(users.id, id)).returning();
      return row;
    },

    async listTestSessions(userId: number) {
      return db
        .select()
        .from(testSessions)
        .where(and(eq(testSessions.userId, userId)))
        .orderBy(desc(testSessions.createdAt));
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
