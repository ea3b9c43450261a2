import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { studyMaterials } from "../../db/schema";

export function studyMaterialsRepo(db: Db) {
  return {
    list: () =>
      db
        .select({
          id: studyMaterials.id,
          sectionId: studyMaterials.sectionId,
          type: studyMaterials.type,
          title: studyMaterials.title,
          content: studyMaterials.content,
          icon: studyMaterials.icon,
        })
        .from(studyMaterials)
        .orderBy(asc(studyMaterials.position)),
  };
}
export type StudyMaterialsRepo = ReturnType<typeof studyMaterialsRepo>;
