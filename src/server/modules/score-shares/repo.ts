import type { Db } from "../../db/client";
import { scoreShares } from "../../db/schema";

export function scoreSharesRepo(db: Db) {
  return {
    async insert(values: typeof scoreShares.$inferInsert): Promise<{ id: number }> {
      const [row] = await db.insert(scoreShares).values(values).returning({ id: scoreShares.id });
      if (!row) throw new Error("score share not stored");
      return row;
    },
  };
}
export type ScoreSharesRepo = ReturnType<typeof scoreSharesRepo>;
