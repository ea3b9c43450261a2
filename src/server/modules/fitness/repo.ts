import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fitnessProfiles, fitnessRecords } from "../../db/schema";

export type FitnessRecordRow = typeof fitnessRecords.$inferSelect;
export type FitnessRecordValues = Omit<typeof fitnessRecords.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">;

/** A learner keeps at most this many records in the list (years of weekly tests). */
export const FITNESS_LIST_LIMIT = 1000;

/** Every query is scoped by the owner: another learner's id matches no row. */
export function fitnessRepo(db: Db) {
  return {
    list(userId: number): Promise<FitnessRecordRow[]> {
      return db
        .select()
        .from(fitnessRecords)
        .where(eq(fitnessRecords.userId, userId))
        .orderBy(desc(fitnessRecords.recordedAt), desc(fitnessRecords.id))
        .limit(FITNESS_LIST_LIMIT);
    },

    async insert(userId: number, values: FitnessRecordValues): Promise<FitnessRecordRow> {
      const [row] = await db
        .insert(fitnessRecords)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error("fitness record not stored");
      return row;
    },

    async update(userId: number, id: number, values: FitnessRecordValues): Promise<FitnessRecordRow | undefined> {
      const [row] = await db
        .update(fitnessRecords)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(fitnessRecords.id, id), eq(fitnessRecords.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(fitnessRecords)
        .where(and(eq(fitnessRecords.id, id), eq(fitnessRecords.userId, userId)))
        .returning({ id: fitnessRecords.id });
      return rows.length > 0;
    },

    async profile(userId: number) {
      const [row] = await db.select().from(fitnessProfiles).where(eq(fitnessProfiles.userId, userId));
      return row;
    },

    async saveProfile(userId: number, values: { birthYear: number | null; sex: "male" | "female" | null }) {
      const now = new Date();
      const [row] = await db
        .insert(fitnessProfiles)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: fitnessProfiles.userId, set: { ...values, updatedAt: now } })
        .returning();
      if (!row) throw new Error("fitness profile not stored");
      return row;
    },
  };
}
export type FitnessRepo = ReturnType<typeof fitnessRepo>;
