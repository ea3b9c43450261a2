import type { SectionProgress } from "@contracts/progress";
import { progressGoal } from "@domain/progress/milestone";
import type { ProgressRepo } from "./repo";

type Row = Awaited<ReturnType<ProgressRepo["listForUser"]>>[number];

/** A section's progress as the spec's entry: the goal is the next milestone, so completed never exceeds it. */
function entry(sectionId: number, row: Row | undefined): SectionProgress {
  const completed = row?.completedQuestions ?? 0;
  return {
    sectionId,
    completedQuestions: completed,
    totalQuestions: progressGoal(completed),
    averageScore: row ? Math.round(row.averageScore * 10) / 10 : 0,
  };
}

interface Deps {
  repo: ProgressRepo;
  /** Section ids in official order (reference data). */
  sectionIds: () => Promise<number[]>;
  assertSection: (sectionId: number) => Promise<void>;
}

export function progressService({ repo, sectionIds, assertSection }: Deps) {
  return {
    /** One entry per section in official order; sections not practised yet read 0 of the first goal (20). */
    async forUser(userId: number): Promise<SectionProgress[]> {
      const [rows, ids] = await Promise.all([repo.listForUser(userId), sectionIds()]);
      const bySection = new Map(rows.map((r) => [r.sectionId, r]));
      return ids.map((id) => entry(id, bySection.get(id)));
    },

    /** PUT /api/progress (replayed from the offline queue): progress is derived from answers, never taken from the client. */
    async refresh(userId: number, sectionId: number): Promise<SectionProgress> {
      await assertSection(sectionId);
      return entry(sectionId, await repo.recompute(userId, sectionId));
    },
  };
}
export type ProgressService = ReturnType<typeof progressService>;
