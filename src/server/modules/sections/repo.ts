import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sections } from "../../db/schema";

export function sectionsRepo(db: Db) {
  return { list: () => db.select().from(sections).orderBy(asc(sections.position)) };
}
export type SectionsRepo = ReturnType<typeof sectionsRepo>;
