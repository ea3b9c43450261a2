import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/rows";
import { users } from "../../db/schema";
import type { BranchCode, TestMode } from "@domain/constants";

export type { UserRow } from "../../db/rows";
export type NewUser = typeof users.$inferInsert;

/**
 * `changed` is told of every user this instance updates, at once (cached sessions hold users; other instances
 * learn of the change from the database's notification).
 */
export function usersRepo(db: Db, changed: (userId: number) => void = () => {}) {
  async function update(id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    changed(id);
    return row;
  }

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
      await update(id, { lastLoginAt: at });
    },

    setTargetBranch: (id: number, branch: BranchCode | null) => update(id, { targetBranch: branch }),

    setTestMode: (id: number, mode: TestMode) => update(id, { testMode: mode }),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
