import type { SectionCode } from "@domain/constants";
import type { Db } from "../../db/client";
import { contentCache } from "./content-cache";
import { questionsRepo } from "./repo";
import { questionsService } from "./service";

export { questionRoutes } from "./routes";
export type { QuestionsService } from "./service";

export interface QuestionsOptions {
  db: Db;
  sectionExists: (sectionId: number) => Promise<boolean>;
  sectionCode: (sectionId: number) => Promise<SectionCode | undefined>;
  clock?: () => Date;
}

/** How long a question's text is reused from memory before it is read again. */
const CONTENT_TTL_MS = 10 * 60_000;

export function questionsModule({ db, sectionExists, sectionCode, clock }: QuestionsOptions) {
  const repo = questionsRepo(db);
  const content = contentCache(
    { section: (id) => repo.section(id), ids: (ids) => repo.byIds(ids) },
    { ttlMs: CONTENT_TTL_MS, maxLoose: 5_000 },
  );
  return { service: questionsService({ repo, content, sectionExists, sectionCode, ...(clock ? { clock } : {}) }) };
}
