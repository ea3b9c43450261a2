import type { Db } from "../../db/client";
import { scoreShares } from "../../db/schema";

/** Runs in the share's transaction once it is stored (issue 15: routing the share to recruiters as leads). */
export type AfterShare = (tx: Db, share: typeof scoreShares.$inferSelect) => Promise<unknown>;

export function scoreSharesRepo(db: Db, afterShare?: AfterShare) {
  return {
    /** Stores the share and, in the same transaction, whatever follows from it: a share never exists without its leads. */
    async insert(values: typeof scoreShares.$inferInsert): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(scoreShares).values(values).returning();
        if (!row) throw new Error("score share not stored");
        if (afterShare) await afterShare(tx as unknown as Db, row);
        return { id: row.id };
      });
    },
  };
}
export type ScoreSharesRepo = ReturnType<typeof scoreSharesRepo>;
