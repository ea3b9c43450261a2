import type { SectionProgress } from "@contracts/progress";
import { DEFAULT_SECTION_TOTAL } from "@domain/constants";
import type { SectionsRepo } from "../sections/repo";
import type { ProgressRepo } from "./repo";

export function progressService(repo: ProgressRepo, sections: SectionsRepo) {
  return {
    /** One entry per section in official order; sections not practised yet read 0 of the default 20. */
    async forUser(userId: number): Promise<SectionProgress[]> {
      const [rows, all] = await Promise.all([repo.listForUser(userId), sections.list()]);
      const bySection = new Map(rows.map((r) => [r.sectionId, r]));
      return all.map((s) => {
        const row = bySection.get(s.id);
        return {
          sectionId: s.id,
          completedQuestions: row?.completedQuestions ?? 0,
          totalQuestions: row?.totalQuestions ?? DEFAULT_SECTION_TOTAL,
          averageScore: row ? Math.round(row.averageScore * 10) / 10 : 0,
        };
      });
    },
  };
}
export type ProgressService = ReturnType<typeof progressService>;
