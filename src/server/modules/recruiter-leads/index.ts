import type { Db } from "../../db/client";
import { recruiterLeadsRepo } from "./repo";
import { recruiterLeadsService, type RecruiterLeadsDeps } from "./service";

export { recruiterLeadRoutes } from "./routes";
export { branchesServing, type RecruiterLeadsService } from "./service";

/**
 * Score shares as leads (issue 15): `service.routeShare(tx, share)` is the score-shares module's hook, run in the
 * share's transaction; the inbox, accept (onto the roster, within the cap) and dismiss are the recruiter's calls.
 */
export const recruiterLeadsModule = (db: Db, deps: Omit<RecruiterLeadsDeps, "repo">) => ({
  service: recruiterLeadsService({ ...deps, repo: recruiterLeadsRepo(db) }),
});
