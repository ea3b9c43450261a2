import type { Db } from "../../db/client";
import { progressRepo } from "./repo";
import { progressService } from "./service";

export { progressRoutes } from "./routes";
export type { ProgressService } from "./service";

export function progressModule(db: Db, sections: { ids: () => Promise<number[]>; assertSection: (id: number) => Promise<void> }) {
  return { service: progressService({ repo: progressRepo(db), sectionIds: sections.ids, assertSection: sections.assertSection }) };
}
