import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetSimulations } from "../../db/schema";

export type BudgetSimulationRow = typeof budgetSimulations.$inferSelect;

export function budgetRepo(db: Db) {
  return {
    /** The learner's saved scenarios, newest first. */
    list(userId: number): Promise<BudgetSimulationRow[]> {
      return db
        .select()
        .from(budgetSimulations)
        .where(eq(budgetSimulations.userId, userId))
        .orderBy(desc(budgetSimulations.createdAt), desc(budgetSimulations.id));
    },

    async countFor(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(budgetSimulations).where(eq(budgetSimulations.userId, userId));
      return row?.n ?? 0;
    },

    async insert(values: typeof budgetSimulations.$inferInsert): Promise<BudgetSimulationRow> {
      const [row] = await db.insert(budgetSimulations).values(values).returning();
      if (!row) throw new Error("budget simulation not stored");
      return row;
    },

    /** Deletes the learner's own scenario; false when there is none with that id for this learner. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(budgetSimulations)
        .where(and(eq(budgetSimulations.id, id), eq(budgetSimulations.userId, userId)))
        .returning({ id: budgetSimulations.id });
      return rows.length > 0;
    },
  };
}
export type BudgetRepo = ReturnType<typeof budgetRepo>;
