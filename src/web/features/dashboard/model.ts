import type { AfqtSummaryDto, AnalyticsDto } from "@contracts/analytics";
import type { MilitaryBranch } from "@contracts/branches";
import type { SectionProgress } from "@contracts/progress";
import type { Section } from "@contracts/sections";
import { afqtSummary } from "@domain/analytics/afqt";
import { AFQT_SECTION_CODES, DEFAULT_SECTION_TOTAL, JOB_GROUPS, type JobGroup } from "@domain/constants";
import { JOB_GROUP_DEMAND, qualification, requiredScore, type Qualification } from "@domain/progress/career";
import { missionProgress, type MissionProgress } from "@domain/progress/mission";
import { studyPlan, type StudyPlan } from "@domain/progress/recommendations";

export interface SectionRow {
  section: Section;
  completedQuestions: number;
  totalQuestions: number;
  averageScore: number;
}

export interface CareerCard {
  group: JobGroup;
  jobs: string[];
  required: number;
  demand: "High" | "Medium";
  status: Qualification;
}

export interface DashboardModel {
  rows: SectionRow[];
  mission: MissionProgress;
  /** The analytics AFQT (a full test's, or the practice estimate), so the dashboard and /analytics agree. */
  afqt: AfqtSummaryDto;
  plan: StudyPlan;
  /** Weakest topics per priority section, from the analytics study advice. */
  topicsBySection: Map<number, string[]>;
  branch: MilitaryBranch | null;
  focusRows: SectionRow[];
  careers: CareerCard[];
}

/** Joins sections with the learner's progress; the API's defaults (0 of 20) fill any gap. */
export function sectionRows(sections: readonly Section[], progress: readonly SectionProgress[]): SectionRow[] {
  const byId = new Map(progress.map((p) => [p.sectionId, p]));
  return sections.map((section) => {
    const p = byId.get(section.id);
    return {
      section,
      completedQuestions: p?.completedQuestions ?? 0,
      totalQuestions: p && p.totalQuestions > 0 ? p.totalQuestions : DEFAULT_SECTION_TOTAL,
      averageScore: p?.averageScore ?? 0,
    };
  });
}

export function buildDashboardModel(input: {
  sections: readonly Section[];
  progress: readonly SectionProgress[];
  /** Null while /api/analytics is unavailable: the AFQT then falls back to the same practice estimate. */
  analytics: AnalyticsDto | null;
  branches: readonly MilitaryBranch[];
  targetBranch: string | null;
}): DashboardModel {
  const rows = sectionRows(input.sections, input.progress);
  const core = AFQT_SECTION_CODES.map((code) => {
    const row = rows.find((r) => r.section.code === code);
    return row && row.completedQuestions > 0 ? row.averageScore : null;
  });
  const afqt = input.analytics?.afqt ?? afqtSummary(null, core);
  const branch = input.branches.find((b) => b.code === input.targetBranch) ?? null;
  const focusRows = branch
    ? branch.primarySections.map((name) => rows.find((r) => r.section.name === name)).filter((r): r is SectionRow => r !== undefined)
    : [];
  const careers: CareerCard[] = branch
    ? JOB_GROUPS.map((group) => {
        const required = requiredScore(branch.minimumAFQTScore, group);
        return {
          group,
          jobs: branch.specialtyJobs[group],
          required,
          demand: JOB_GROUP_DEMAND[group],
          status: qualification(afqt.score ?? 0, required),
        };
      })
    : [];
  const topicsBySection = new Map(
    (input.analytics?.recommendations.sections ?? []).map((s) => [s.sectionId, s.topics.map((t) => t.label)] as const),
  );
  return {
    rows,
    mission: missionProgress(rows.map((r) => ({ sectionId: r.section.id, ...r }))),
    afqt,
    plan: studyPlan(
      rows.map((r) => ({
        sectionId: r.section.id,
        name: r.section.name,
        averageScore: r.averageScore,
        completedQuestions: r.completedQuestions,
      })),
    ),
    topicsBySection,
    branch,
    focusRows,
    careers,
  };
}
