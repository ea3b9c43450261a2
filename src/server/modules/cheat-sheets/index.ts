import type { Db } from "../../db/client";
import { cheatSheetsRepo } from "./repo";
import { cheatSheetsService, type CheatSheetFiles, type TopicAnswerReads } from "./service";

export { cheatSheetRoutes } from "./routes";
export { CHEAT_SHEET_JOB } from "./service";
export type { CheatSheetsService, CheatSheetFiles, LatestCheatSheetPdf, TopicAnswerReads } from "./service";
export { CHEAT_SHEET_WATERMARK } from "./pdf";

/**
 * The weekly cheat sheets: `service` for the routes and for the recruiter packet (`latestCheatSheetPdf`), `job`
 * the maker app.ts registers with the durable queue under CHEAT_SHEET_JOB.
 */
export function cheatSheetsModule(
  db: Db,
  { reads, files, clock = () => new Date() }: { reads: TopicAnswerReads; files: CheatSheetFiles; clock?: () => Date },
) {
  const service = cheatSheetsService({ repo: cheatSheetsRepo(db), reads, files, clock });
  return { service, job: (payload: unknown, job: { id: string; userId: number | null }) => service.job(payload, job) };
}
