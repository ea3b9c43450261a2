import { and, count, desc, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fullTests } from "../../db/schema";

export type FullTestRow = typeof fullTests.$inferSelect;

export function fullTestRepo(db: Db) {
  return {
    async insert(values: typeof fullTests.$inferInsert): Promise<FullTestRow> {
      const [row] = await db.insert(fullTests).values(values).returning();
      if (!row) throw new Error("full test not stored");
      return row;
    },

    async find(id: string): Promise<FullTestRow | undefined> {
      const [row] = await db.select().from(fullTests).where(eq(fullTests.id, id));
      return row;
    },

    async inProgress(userId: number): Promise<FullTestRow | undefined> {
      const [row] = await db
        .select()
        .from(fullTests)
        .where(and(eq(fullTests.userId, userId), eq(fullTests.status, "in_progress")))
        .orderBy(desc(fullTests.createdAt))
        .limit(1);
      return row;
    },

    /** The learner's latest scored full test, in the analytics read model's order (by completion). */
    async latestCompleted(userId: number): Promise<FullTestRow | undefined> {
      const [row] = await db
        .select()
        .from(fullTests)
        .where(
          and(
            eq(fullTests.userId, userId),
            eq(fullTests.status, "completed"),
            isNotNull(fullTests.afqtPercentile),
            isNotNull(fullTests.completedAt),
          ),
        )
        .orderBy(desc(fullTests.completedAt))
        .limit(1);
      return row;
    },

    list(userId: number, limit: number) {
      return db.select().from(fullTests).where(eq(fullTests.userId, userId)).orderBy(desc(fullTests.createdAt)).limit(limit);
    },

    /** Full tests begun in earnest since `since`: at least one subtest started, or finished. */
    async countStartedSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(fullTests)
        .where(
          and(
            eq(fullTests.userId, userId),
            gte(fullTests.createdAt, since),
            or(sql`${fullTests.nextIndex} > 0`, eq(fullTests.status, "completed")),
          ),
        );
      return row?.n ?? 0;
    },

    async update(id: string, values: Partial<typeof fullTests.$inferInsert>): Promise<FullTestRow | undefined> {
      const [row] = await db.update(fullTests).set(values).where(eq(fullTests.id, id)).returning();
      return row;
    },

    /**
     * Claims subtest `index` for starting: only one of two racing requests moves the pointer, so a double
     * click cannot open two subtests.
     */
    async claimNext(id: string, index: number): Promise<boolean> {
      const rows = await db
        .update(fullTests)
        .set({ nextIndex: index + 1 })
        .where(and(eq(fullTests.id, id), eq(fullTests.nextIndex, index), eq(fullTests.status, "in_progress")))
        .returning({ id: fullTests.id });
      return rows.length === 1;
    },

    /** Only the one request that closes the test gets `true`, so results are computed once. */
    async claimCompletion(id: string): Promise<boolean> {
      const rows = await db
        .update(fullTests)
        .set({ status: "completed", completedAt: new Date() })
        .where(and(eq(fullTests.id, id), eq(fullTests.status, "in_progress")))
        .returning({ id: fullTests.id });
      return rows.length === 1;
    },
  };
}
export type FullTestRepo = ReturnType<typeof fullTestRepo>;
