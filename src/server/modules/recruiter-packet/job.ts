import { strToU8, zipSync } from "fflate";
import type { StudyLogDto } from "@contracts/budget";
import { PACKET_FILES, RECRUITER_PACKET_LIMITS, type PacketData, type PacketStep } from "@contracts/recruiter-packet";
import type { UserRow } from "../../db/rows";
import type { JobHandler } from "../../jobs/queue";
import { collectPacket, percentOf, type PacketSources } from "./collect";
import { fitnessReportPdf } from "./fitness-pdf";
import type { RecruiterPacketRepo } from "./repo";
import { scoreSummaryPdf } from "./summary-pdf";

export const RECRUITER_PACKET_JOB = "recruiter-packet";

/** What a packet job carries; the learner is the job's owner. */
export interface PacketJobPayload {
  language: "en" | "es";
  timeZone: string;
}

/** The 4-week study log as CSV: one line per day of the learner's calendar, days without study as 0. */
export function studyLogCsv(log: StudyLogDto): string {
  return ["date,duration_minutes", ...log.days.map((d) => `${d.date},${d.durationMinutes}`)].join("\r\n") + "\r\n";
}

export interface PacketJobDeps {
  repo: RecruiterPacketRepo;
  sources: PacketSources;
  /** The rule book's PDF finish for the learner's plan when the packet is made. */
  watermarked: (user: UserRow) => boolean;
  clock: () => Date;
}

/**
 * The `recruiter-packet` job: gathers the learner's figures and makes the zip, reporting the §4 steps as it goes.
 * The packet row is written by the request right after it enqueues; a job that runs before it exists fails this
 * try and is retried by the queue.
 */
export function recruiterPacketJob({ repo, sources, watermarked, clock }: PacketJobDeps): JobHandler {
  return async (raw, job) => {
    const payload = raw as PacketJobPayload;
    const packet = await repo.byJob(job.id);
    if (!packet || job.userId === null) throw new Error("recruiter packet not stored yet");
    const userId = job.userId;
    const report = (step: PacketStep) => job.report(step, percentOf(step));
    const now = clock();

    const { data } = await collectPacket(
      sources,
      { userId, language: payload.language, timeZone: payload.timeZone, watermarked, now },
      report,
    );

    await report("dashboard");
    const files: Record<string, Uint8Array> = { [PACKET_FILES.summary]: await scoreSummaryPdf(data) };

    await report("fitness_reports");
    const includesFitness = data.fitness.records.length > 0;
    if (includesFitness) files[PACKET_FILES.fitness] = await fitnessReportPdf(data);

    await report("study_log");
    const studyLog = await sources.studyLog(userId, RECRUITER_PACKET_LIMITS.studyLogWeeks, payload.timeZone);
    files[PACKET_FILES.studyLog] = strToU8(studyLogCsv(studyLog));

    await report("packaging");
    const cheatSheet = sources.latestCheatSheetPdf ? await sources.latestCheatSheetPdf(userId) : null;
    const cheatSheetName = cheatSheet ? (cheatSheet.fileName in files ? `cheat-sheet-${cheatSheet.fileName}` : cheatSheet.fileName) : null;
    if (cheatSheet && cheatSheetName) files[cheatSheetName] = cheatSheet.bytes;
    const full: PacketData = {
      ...data,
      studyLog,
      cheatSheet: { included: cheatSheetName !== null, fileName: cheatSheetName },
      files: [...Object.keys(files), PACKET_FILES.data],
    };
    files[PACKET_FILES.data] = strToU8(JSON.stringify(full, null, 2));
    const zip = zipSync(files, { level: 6, mtime: now });

    await repo.markReady(packet.id, {
      includesFitness,
      includesCheatSheet: cheatSheetName !== null,
      includesStudyLog: true,
      generatedAt: now,
    });
    return { name: `recruiter-packet-${data.generatedAt.slice(0, 10)}.zip`, contentType: "application/zip", bytes: Buffer.from(zip) };
  };
}
