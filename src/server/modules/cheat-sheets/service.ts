import { CHEAT_SHEET_MESSAGES as M, type CheatSheetDto, type CheatSheetOverviewDto, type WeakTopicDto } from "@contracts/cheat-sheets";
import { buildCheatSheetContent } from "@content/cheat-sheets/build";
import { hasStudyData, weakestTopics, type TopicTally } from "@domain/cheat-sheets/weakest-topics";
import { allows, entitlementsOf } from "@domain/entitlements";
import { learnerWeek, safeTimeZone } from "@domain/week";
import type { UserRow } from "../../db/rows";
import { HttpError, notFound } from "../../plugins/errors";
import { makeCheatSheetPdf } from "./pdf";
import type { CheatSheetRow, CheatSheetsRepo } from "./repo";

export const CHEAT_SHEET_JOB = "cheat-sheet-pdf";
/** Missed questions per topic whose key idea (or word) the sheet quotes. */
const MISSED_PER_TOPIC = 2;
const DAY_MS = 86_400_000;

/** The cheat sheets' reads of the learner's answers (the sessions module's, passed in by app.ts). */
export interface TopicAnswerReads {
  tallies(userId: number): Promise<TopicTally[]>;
  missed(
    userId: number,
    topics: readonly { section: TopicTally["section"]; topic: string }[],
    perTopic: number,
  ): Promise<{ section: TopicTally["section"]; topic: string; stem: string; correctAnswer: string; explanation: string }[]>;
}

/** The durable queue, as this module uses it: a sheet's PDF is made by a job, and is that job's file. */
export interface CheatSheetFiles {
  /** Rejects with a 429 HttpError when the learner already has a sheet on the way. */
  enqueue(kind: string, userId: number, payload: unknown): Promise<string>;
  file(jobId: string, userId: number): Promise<{ name: string; bytes: Buffer } | null>;
}

export type LatestCheatSheetPdf = (userId: number) => Promise<{ fileName: string; bytes: Buffer } | null>;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function toDto(row: CheatSheetRow): CheatSheetDto {
  return {
    id: row.id,
    weekStartDate: row.weekStartDate,
    weekEndDate: row.weekEndDate,
    status: row.status,
    isWatermarked: row.isWatermarked,
    downloadCount: row.downloadCount,
    weakestTopics: row.weakestTopics,
    generatedContent: row.generatedContent ?? { formulas: [], vocabulary: [], tips: [] },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const fileName = (row: { weekStartDate: string }) => `asvab-cheat-sheet-${row.weekStartDate}.pdf`;

export function cheatSheetsService({
  repo,
  reads,
  files,
  clock,
}: {
  repo: CheatSheetsRepo;
  reads: TopicAnswerReads;
  files: CheatSheetFiles;
  clock: () => Date;
}) {
  async function overview(user: UserRow, timeZone: string | undefined): Promise<CheatSheetOverviewDto> {
    const week = learnerWeek(clock(), timeZone);
    const rules = entitlementsOf(user.subscriptionTier);
    const [tallies, used] = await Promise.all([reads.tallies(user.id), repo.countSince(user.id, week.start)]);
    return {
      weekStartDate: week.startDay,
      weekEndDate: addDays(week.startDay, 6),
      resetDate: week.nextReset.toISOString(),
      hasStudyData: hasStudyData(tallies),
      sheetsPerWeek: rules.cheatSheetsPerWeek,
      sheetsThisWeek: used,
      watermarked: rules.pdf === "watermarked",
    };
  }

  return {
    overview,

    async list(user: UserRow): Promise<CheatSheetDto[]> {
      return (await repo.list(user.id)).map(toDto);
    },

    /** Queues this week's sheet and answers at once; the job finds the weakest topics and makes the PDF. */
    async generate(user: UserRow, timeZone: string | undefined): Promise<{ id: number; status: "generating" }> {
      const now = overview(user, timeZone);
      const { hasStudyData: enough, sheetsPerWeek, sheetsThisWeek, watermarked, weekStartDate, weekEndDate } = await now;
      if (!enough) throw new HttpError(409, M.noStudyData, undefined, { code: "NO_STUDY_DATA" });
      if (!allows(sheetsPerWeek, sheetsThisWeek)) throw new HttpError(429, M.weeklyLimit, undefined, { code: "CHEAT_SHEET_LIMIT" });
      const jobId = await files.enqueue(CHEAT_SHEET_JOB, user.id, {});
      const id = await repo.insert({
        userId: user.id,
        jobId,
        weekStartDate,
        weekEndDate,
        timeZone: safeTimeZone(timeZone),
        isWatermarked: watermarked,
      });
      return { id, status: "generating" };
    },

    /** Counts the download and says where the PDF is (the exports route serves the job's file). */
    async download(user: UserRow, id: number): Promise<{ downloadUrl: string }> {
      const row = await repo.get(user.id, id);
      if (!row) throw notFound(M.notFound);
      if (row.status !== "ready")
        throw new HttpError(409, row.status === "error" ? M.errorStatus : M.notReady, undefined, { code: "CHEAT_SHEET_NOT_READY" });
      await repo.countDownload(user.id, id);
      return { downloadUrl: `/api/exports/${row.jobId}/file` };
    },

    /** The newest ready sheet's PDF, as the learner downloads it (the recruiter packet puts it in its zip). */
    async latestCheatSheetPdf(userId: number): Promise<{ fileName: string; bytes: Buffer } | null> {
      const row = await repo.latestReady(userId);
      const file = row ? await files.file(row.jobId, userId) : null;
      return row && file ? { fileName: fileName(row), bytes: file.bytes } : null;
    },

    /**
     * The job (`cheat-sheet-pdf`): the learner's weakest topics from all their answers so far, the content for
     * exactly those topics, stored on the sheet, then the PDF as the job's file. A job that runs before its sheet
     * row is written (the row follows the enqueue by a moment) fails this try and is retried.
     */
    async job(_payload: unknown, job: { id: string; userId: number | null }) {
      const sheet = await repo.byJob(job.id);
      if (!sheet) throw new Error(`cheat sheet for job ${job.id} not written yet`);
      const topics = weakestTopics(await reads.tallies(sheet.userId));
      if (topics.length === 0) throw new Error("no topic has enough answers for a cheat sheet");
      const missed = await reads.missed(sheet.userId, topics, MISSED_PER_TOPIC);
      const content = buildCheatSheetContent(topics, missed);
      const weak: WeakTopicDto[] = topics.map((t) => ({
        topicName: t.topic,
        sectionCode: t.section,
        severity: t.severity,
        errorRate: t.errorRate,
        incorrectCount: t.incorrectCount,
        totalAttempts: t.totalAttempts,
      }));
      await repo.saveGenerated(job.id, weak, content, clock());
      const bytes = await makeCheatSheetPdf({
        weekStartDate: sheet.weekStartDate,
        weekEndDate: sheet.weekEndDate,
        topics: weak,
        content,
        watermark: sheet.isWatermarked,
      });
      return { name: fileName(sheet), contentType: "application/pdf", bytes: Buffer.from(bytes) };
    },
  };
}
export type CheatSheetsService = ReturnType<typeof cheatSheetsService>;
