import type { MilitaryBranch } from "@contracts/branches";
import type { SectionProgress, TestSessionSummary } from "@contracts/progress";
import type { Section } from "@contracts/sections";
import { AFQT_SECTION_CODES, DEFAULT_SECTION_TOTAL, JOB_GROUPS, type JobGroup } from "@domain/constants";
import {
  estimateAfqt,
  JOB_GROUP_DEMAND,
  qualification,
  requiredScore,
  type AfqtEstimate,
  type Qualification,
} from "@domain/progress/career";
import { improvement, type Improvement } from "@domain/progress/improvement";
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
  improvement: Improvement;
  completedSessions: number;
  afqt: AfqtEstimate;
  plan: StudyPlan;
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
  sessions: readonly TestSessionSummary[];
  branches: readonly MilitaryBranch[];
  targetBranch: string | null;
}): DashboardModel {
  const rows = sectionRows(input.sections, input.progress);
  const completed = input.sessions.filter(
    (s): s is TestSessionSummary & { score: number; completedAt: string } => s.isCompleted && s.score !== null && s.completedAt !== null,
  );
  const core = AFQT_SECTION_CODES.map((code) => {
    const row = rows.find((r) => r.section.code === code);
    return row && row.completedQuestions > 0 ? row.averageScore : null;
  });
  const afqt = estimateAfqt(core);
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
          status: qualification(afqt.score, required),
        };
      })
    : [];
  return {
    rows,
    mission: missionProgress(rows.map((r) => ({ sectionId: r.section.id, ...r }))),
    improvement: improvement(completed),
    completedSessions: completed.length,
    afqt,
    plan: studyPlan(
      rows.map((r) => ({
        sectionId: r.section.id,
        name: r.section.name,
        averageScore: r.averageScore,
        completedQuestions: r.completedQuestions,
      })),
    ),
    branch,
    focusRows,
    careers,
  };
}
