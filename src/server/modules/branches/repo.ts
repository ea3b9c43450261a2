import { asc, eq } from "drizzle-orm";
import type { BranchCode } from "@domain/constants";
import type { Db } from "../../db/client";
import { militaryBranches } from "../../db/schema";

export type BranchRow = typeof militaryBranches.$inferSelect;

export function branchesRepo(db: Db) {
  return {
    list: (): Promise<BranchRow[]> => db.select().from(militaryBranches).orderBy(asc(militaryBranches.position)),
    async findByCode(code: BranchCode): Promise<BranchRow | undefined> {
      const [row] = await db.select().from(militaryBranches).where(eq(militaryBranches.code, code));
      return row;
    },
  };
}
export type BranchesRepo = ReturnType<typeof branchesRepo>;
