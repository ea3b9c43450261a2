import type { Db } from "../../db/client";
import { recruiterFinderRepo } from "./repo";
import { recruiterFinderService, type PlaceResolver } from "./service";

export { recruiterFinderRoutes } from "./routes";
export { milesFrom } from "./distance-sql";
export type { PlaceResolver, RecruiterFinderService } from "./service";

/** The public recruiter directory (listed recruiter accounts, nearest first) and recruiter ratings. */
export const recruiterFinderModule = (db: Db, deps: { places: PlaceResolver }) => ({
  service: recruiterFinderService({ repo: recruiterFinderRepo(db), places: deps.places }),
});
