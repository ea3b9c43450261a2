import type { Db } from "../../db/client";
import { recruiterAccountsRepo } from "./repo";
import { recruiterAccountsService, type RecruiterAccountsDeps } from "./service";

export { recruiterAccountRoutes } from "./routes";
export {
  assertRecruiterRole,
  recruitCapOf,
  RecruitLimitError,
  type LiveProgressSource,
  type RecruiterAccountsService,
  type ZipLookup,
} from "./service";
export type { RecruitRow, RecruitValues } from "./repo";

/**
 * Recruiter accounts, the roster with its plan cap, metrics and live-progress invites. Other modules use
 * `service.addRecruit(recruiterUserId, values)` (the lead inbox's accept): it enforces the cap atomically and throws
 * `RecruitLimitError` (409) when the roster is full.
 */
export const recruiterAccountsModule = (db: Db, deps: Omit<RecruiterAccountsDeps, "repo">) => ({
  service: recruiterAccountsService({ ...deps, repo: recruiterAccountsRepo(db) }),
});
