import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { progress } from "../../db/schema";

export function progressRepo(db: Db) {
  return {
    listForUser: (userId: number) => db.select().from(progress).where(eq(progress.userId, userId)),
  };
}
export type ProgressRepo = ReturnType<typeof progressRepo>;
