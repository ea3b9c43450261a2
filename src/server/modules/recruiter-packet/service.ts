import type { z } from "zod";
import {
  RECRUITER_PACKET_LIMITS,
  RECRUITER_PACKET_MESSAGES as M,
  type generatePacketRequest,
  type GeneratePacketResponse,
  type RecruiterPacketDto,
} from "@contracts/recruiter-packet";
import type { UserRow } from "../../db/rows";
import { JobLimitError, type JobStatus } from "../../jobs/queue";
import { HttpError, notFound } from "../../plugins/errors";
import type { PacketSources } from "./collect";
import type { PacketJobPayload } from "./job";
import type { RecruiterPacketRepo, RecruiterPacketRow } from "./repo";

const HOUR_MS = 3_600_000;

/** The queue as this module uses it (app.ts passes the durable queue, decision 22). */
export interface PacketQueue {
  /** Rejects with JobLimitError when the learner already has a packet on the way. */
  enqueue(userId: number, payload: PacketJobPayload): Promise<string>;
  status(jobId: string, userId: number): Promise<JobStatus | null>;
}

const exportUrls = (jobId: string) => ({ downloadUrl: `/api/exports/${jobId}/file`, statusUrl: `/api/exports/${jobId}` });

function toDto(row: RecruiterPacketRow, job: JobStatus | null): RecruiterPacketDto {
  return {
    id: row.id,
    status: row.status,
    generatedAt: row.generatedAt ? row.generatedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    includesFitness: row.includesFitness,
    includesCheatSheet: row.includesCheatSheet,
    includesStudyLog: row.includesStudyLog,
    downloadCount: row.downloadCount,
    sharedWithRecruiter: row.sharedWithRecruiter,
    jobId: row.jobId,
    progress: row.status === "ready" ? 100 : (job?.progress ?? 0),
    step: row.status === "ready" ? "complete" : (job?.step ?? null),
  };
}

export function recruiterPacketService({
  repo,
  queue,
  sources,
  clock = () => new Date(),
}: {
  repo: RecruiterPacketRepo;
  queue: PacketQueue;
  sources: Pick<PacketSources, "analytics">;
  clock?: () => Date;
}) {
  /** A packet still being made reads its job; a job the queue gave up on makes the packet an error. */
  async function withJob(row: RecruiterPacketRow): Promise<RecruiterPacketDto> {
    if (row.status !== "generating") return toDto(row, null);
    const job = await queue.status(row.jobId, row.userId);
    if (!job || job.status === "failed") {
      await repo.markError(row.id);
      return toDto({ ...row, status: "error" }, job);
    }
    return toDto(row, job);
  }

  return {
    /** Learning spec §5: needs a completed practice test; one packet on the way per learner; a few per hour. */
    async generate(user: UserRow, input: z.output<typeof generatePacketRequest>): Promise<GeneratePacketResponse> {
      const timeZone = input?.tz ?? "UTC";
      const language = input?.language ?? "en";
      const { summary } = await sources.analytics(user, timeZone);
      if (summary.completedSessions === 0) {
        throw new HttpError(409, M.needsPracticeTest, undefined, { code: "PACKET_NEEDS_PRACTICE_TEST" });
      }
      const since = new Date(clock().getTime() - HOUR_MS);
      if ((await repo.countSince(user.id, since)) >= RECRUITER_PACKET_LIMITS.perHour) {
        throw new HttpError(429, M.tooMany, undefined, { code: "PACKET_RATE_LIMIT" });
      }
      let jobId: string;
      try {
        jobId = await queue.enqueue(user.id, { language, timeZone });
      } catch (err) {
        if (err instanceof JobLimitError) throw new HttpError(429, M.inProgress, undefined, { code: "PACKET_IN_PROGRESS" });
        throw err;
      }
      const row = await repo.insert({ userId: user.id, jobId, language });
      return { id: row.id, jobId, ...exportUrls(jobId) };
    },

    async list(user: UserRow): Promise<RecruiterPacketDto[]> {
      return Promise.all((await repo.list(user.id)).map(withJob));
    },

    /** Counts the download and says where the zip is; only a ready packet of the learner's own. */
    async download(user: UserRow, id: number): Promise<{ downloadUrl: string }> {
      const row = await repo.find(user.id, id);
      if (!row) throw notFound(M.notFound);
      const counted = await repo.countDownload(user.id, id);
      if (!counted) throw new HttpError(409, M.notReady, undefined, { code: "PACKET_NOT_READY" });
      return { downloadUrl: exportUrls(row.jobId).downloadUrl };
    },

    /** 'Share with my recruiter': the recruiter area lists packets with this flag set. */
    async share(user: UserRow, id: number, shared: boolean): Promise<RecruiterPacketDto> {
      const row = await repo.setShared(user.id, id, shared);
      if (!row) throw notFound(M.notFound);
      return withJob(row);
    },
  };
}
export type RecruiterPacketService = ReturnType<typeof recruiterPacketService>;
