import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recruiterPackets } from "../../db/schema";

export type RecruiterPacketRow = typeof recruiterPackets.$inferSelect;

/** How many packets the list shows: the latest ones. */
const LIST_LIMIT = 50;

export function recruiterPacketRepo(db: Db) {
  return {
    async insert(values: { userId: number; jobId: string; language: "en" | "es" }): Promise<RecruiterPacketRow> {
      const [row] = await db.insert(recruiterPackets).values(values).returning();
      if (!row) throw new Error("recruiter packet not stored");
      return row;
    },

    list: (userId: number) =>
      db
        .select()
        .from(recruiterPackets)
        .where(eq(recruiterPackets.userId, userId))
        .orderBy(desc(recruiterPackets.createdAt), desc(recruiterPackets.id))
        .limit(LIST_LIMIT),

    /** Only the owner's packet: anyone else's id reads as missing. */
    async find(userId: number, id: number): Promise<RecruiterPacketRow | undefined> {
      const [row] = await db
        .select()
        .from(recruiterPackets)
        .where(and(eq(recruiterPackets.id, id), eq(recruiterPackets.userId, userId)));
      return row;
    },

    async byJob(jobId: string): Promise<RecruiterPacketRow | undefined> {
      const [row] = await db.select().from(recruiterPackets).where(eq(recruiterPackets.jobId, jobId));
      return row;
    },

    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recruiterPackets)
        .where(and(eq(recruiterPackets.userId, userId), gte(recruiterPackets.createdAt, since)));
      return row?.n ?? 0;
    },

    async markReady(
      id: number,
      contents: { includesFitness: boolean; includesCheatSheet: boolean; includesStudyLog: boolean; generatedAt: Date },
    ): Promise<void> {
      await db
        .update(recruiterPackets)
        .set({ ...contents, status: "ready" })
        .where(eq(recruiterPackets.id, id));
    },

    async markError(id: number): Promise<void> {
      await db
        .update(recruiterPackets)
        .set({ status: "error" })
        .where(and(eq(recruiterPackets.id, id), eq(recruiterPackets.status, "generating")));
    },

    /** Counts a download of a ready packet; undefined when it is not the owner's or not ready. */
    async countDownload(userId: number, id: number): Promise<RecruiterPacketRow | undefined> {
      const [row] = await db
        .update(recruiterPackets)
        .set({ downloadCount: sql`${recruiterPackets.downloadCount} + 1` })
        .where(and(eq(recruiterPackets.id, id), eq(recruiterPackets.userId, userId), eq(recruiterPackets.status, "ready")))
        .returning();
      return row;
    },

    async setShared(userId: number, id: number, shared: boolean): Promise<RecruiterPacketRow | undefined> {
      const [row] = await db
        .update(recruiterPackets)
        .set({ sharedWithRecruiter: shared, sharedAt: shared ? new Date() : null })
        .where(and(eq(recruiterPackets.id, id), eq(recruiterPackets.userId, userId)))
        .returning();
      return row;
    },

    /** Of these learners, those with a packet marked 'shared with my recruiter' (the recruiter's leads inbox shows it). */
    async sharedBy(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: recruiterPackets.userId })
        .from(recruiterPackets)
        .where(and(inArray(recruiterPackets.userId, userIds), eq(recruiterPackets.sharedWithRecruiter, true)));
      return new Set(rows.map((r) => r.userId));
    },
  };
}
export type RecruiterPacketRepo = ReturnType<typeof recruiterPacketRepo>;
