import type { Db } from "../../db/client";
import { fitnessRepo } from "./repo";
import { fitnessService } from "./service";

export { fitnessRoutes } from "./routes";
export { fitnessService, type FitnessService } from "./service";

export const fitnessModule = (db: Db) => ({ service: fitnessService(fitnessRepo(db)) });
