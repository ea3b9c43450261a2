import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { CheatSheetContentDto, WeakTopicDto } from "@contracts/cheat-sheets";
import type { Db } from "../../db/client";
import { cheatSheets, jobs } from "../../db/schema";

/** A sheet's status is its job's: done → ready, failed → error, anything else → generating. */
const status = sql<
  "generating" | "ready" | "error"
>`case ${jobs.status} when 'done' then 'ready' when 'failed' then 'error' else 'generating' end`;

const columns = {
  id: cheatSheets.id,
  userId: cheatSheets.userId,
  jobId: cheatSheets.jobId,
  weekStartDate: cheatSheets.weekStartDate,
  weekEndDate: cheatSheets.weekEndDate,
  isWatermarked: cheatSheets.isWatermarked,
  downloadCount: cheatSheets.downloadCount,
  weakestTopics: cheatSheets.weakestTopics,
  generatedContent: cheatSheets.generatedContent,
  createdAt: cheatSheets.createdAt,
  status,
};

export function cheatSheetsRepo(db: Db) {
  const select = () => db.select(columns).from(cheatSheets).innerJoin(jobs, eq(jobs.id, cheatSheets.jobId));
  return {
    async insert(row: typeof cheatSheets.$inferInsert): Promise<number> {
      const [created] = await db.insert(cheatSheets).values(row).returning({ id: cheatSheets.id });
      return created!.id;
    },

    /** The learner's sheets, newest first. */
    list(userId: number) {
      return select().where(eq(cheatSheets.userId, userId)).orderBy(desc(cheatSheets.createdAt), desc(cheatSheets.id));
    },

    async get(userId: number, id: number) {
      const [row] = await select().where(and(eq(cheatSheets.userId, userId), eq(cheatSheets.id, id)));
      return row ?? null;
    },

    async byJob(jobId: string) {
      const [row] = await select().where(eq(cheatSheets.jobId, jobId));
      return row ?? null;
    },

    /** Sheets asked for since `since` that did not fail: a failed one is retried and not counted. */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cheatSheets)
        .innerJoin(jobs, eq(jobs.id, cheatSheets.jobId))
        .where(and(eq(cheatSheets.userId, userId), gte(cheatSheets.createdAt, since), ne(jobs.status, "failed")));
      return Number(row?.n ?? 0);
    },

    async saveGenerated(jobId: string, topics: WeakTopicDto[], content: CheatSheetContentDto, at: Date): Promise<void> {
      await db
        .update(cheatSheets)
        .set({ weakestTopics: topics, generatedContent: content, generatedAt: at })
        .where(eq(cheatSheets.jobId, jobId));
    },

    async countDownload(userId: number, id: number): Promise<void> {
      await db
        .update(cheatSheets)
        .set({ downloadCount: sql`${cheatSheets.downloadCount} + 1` })
        .where(and(eq(cheatSheets.userId, userId), eq(cheatSheets.id, id)));
    },

    /** The newest ready sheet (the recruiter packet includes it). */
    async latestReady(userId: number) {
      const [row] = await select()
        .where(and(eq(cheatSheets.userId, userId), eq(jobs.status, "done")))
        .orderBy(desc(cheatSheets.createdAt), desc(cheatSheets.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type CheatSheetsRepo = ReturnType<typeof cheatSheetsRepo>;
export type CheatSheetRow = NonNullable<Awaited<ReturnType<CheatSheetsRepo["get"]>>>;
