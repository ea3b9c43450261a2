import type { Db } from "../../db/client";
import { sectionsRepo } from "./repo";
import { sectionsService } from "./service";

export { sectionRoutes } from "./routes";
export type { SectionsService } from "./service";

export const sectionsModule = (db: Db) => ({ service: sectionsService(sectionsRepo(db)) });
