import type { AnalyticsDto } from "@contracts/analytics";
import type { StudyLogDto } from "@contracts/budget";
import type { FitnessProfile, FitnessRecord } from "@contracts/fitness";
import { type PacketData, type PacketStep, PACKET_STEPS } from "@contracts/recruiter-packet";
import { AFQT_SECTION_CODES, type BranchCode } from "@domain/constants";
import { SUBTEST_CODES, type SubtestCode } from "@domain/asvab";
import { ageInYear, currentStatus, standardFor } from "@domain/fitness";
import { fullTestAfqtRange, practiceAfqtRange } from "@domain/recruiter-packet/afqt-range";
import type { UserRow } from "../../db/rows";
import type { LatestScoredFullTest } from "../full-test";

/** Where the packet's figures come from: the other modules' own reads, passed in by app.ts (never recomputed here). */
export interface PacketSources {
  user(userId: number): Promise<UserRow | undefined>;
  /** GET /api/analytics's figures: AFQT estimate, section scores, completed tests. */
  analytics(user: UserRow, timeZone: string): Promise<AnalyticsDto>;
  latestFullTest(userId: number): Promise<LatestScoredFullTest | null>;
  fitnessRecords(userId: number): Promise<FitnessRecord[]>;
  fitnessProfile(userId: number): Promise<FitnessProfile>;
  /** GET /api/study-logs's figures. */
  studyLog(userId: number, weeks: number, timeZone: string): Promise<StudyLogDto>;
  /** The cheat-sheets module's newest ready sheet as a PDF; absent until that module is wired. */
  latestCheatSheetPdf?: (userId: number) => Promise<{ fileName: string; bytes: Buffer } | null>;
}

export type Report = (step: PacketStep) => Promise<void>;
export const percentOf = (step: PacketStep) => PACKET_STEPS.find((s) => s.step === step)?.percent ?? 0;

/** The branch whose entry standard the fitness report uses when the learner has not chosen one. */
export const DEFAULT_FITNESS_BRANCH: BranchCode = "army";

function fullTestPart(test: LatestScoredFullTest | null): PacketData["fullTest"] {
  if (!test) return null;
  const r = test.results;
  return {
    id: test.id,
    completedAt: test.completedAt.toISOString(),
    standardScores: r.standardScores,
    ve: r.ve,
    as: r.as,
    afqtRaw: r.afqtRaw,
    afqtPercentile: r.afqtPercentile,
    afqtCategory: r.afqtCategory,
    lineScores: r.composites,
  };
}

function afqtPart(analytics: AnalyticsDto, test: LatestScoredFullTest | null): PacketData["afqt"] {
  const a = analytics.afqt;
  let range: PacketData["afqt"]["range"] = null;
  if (a.source === "full_test" && test && test.id === a.fullTestId && a.score !== null) {
    const thetas = Object.fromEntries(SUBTEST_CODES.map((c) => [c, test.results.thetas[c] ?? 0])) as Record<SubtestCode, number>;
    range = fullTestAfqtRange(thetas, test.standardErrors, a.score);
  } else if (a.source === "practice") {
    range = practiceAfqtRange(
      AFQT_SECTION_CODES.map((code) => {
        const s = analytics.sections.find((x) => x.code === code);
        return { averageScore: s?.practised ? s.averageScore : null, answered: s?.completedQuestions ?? 0 };
      }),
    );
  }
  return { score: a.score, source: a.source, category: a.category, range, fullTestId: a.fullTestId, takenAt: a.takenAt };
}

function fitnessPart(user: UserRow, records: FitnessRecord[], profile: FitnessProfile, now: Date): PacketData["fitness"] {
  const branch = user.targetBranch ?? DEFAULT_FITNESS_BRANCH;
  const age = profile.birthYear ? ageInYear(profile.birthYear, now.getUTCFullYear()) : null;
  const standard = standardFor(branch, { age, sex: profile.sex });
  const status = currentStatus(
    standard,
    records.filter((r) => r.isValid),
  );
  return {
    branch,
    test: standard.test,
    band: standard.band,
    sex: standard.sex,
    assumed: standard.assumedAge || standard.assumedSex,
    status: status.status,
    events: status.events.map((e) => ({
      event: e.standard.event,
      value: e.latest?.value ?? null,
      minimum: e.rating?.minimum ?? e.standard.min,
      maximum: e.rating ? e.rating.maximum : e.standard.max,
      level: e.rating?.level ?? null,
    })),
    records: [...records].sort((a, b) => Date.parse(b.recordedAt) - Date.parse(a.recordedAt)).map(({ notes: _notes, ...rest }) => rest),
  };
}

/** What the first three §4 steps gather: the packet's data but the study log, the cheat sheet and the file list. */
export type CollectedData = Omit<PacketData, "studyLog" | "cheatSheet" | "files">;

/**
 * The first three §4 steps — fitness, study performance, AFQT estimate — each reported as it starts (the steps the
 * screen shows follow this work, not a clock). The job does the rest (job.ts).
 */
export async function collectPacket(
  sources: PacketSources,
  input: { userId: number; language: "en" | "es"; timeZone: string; watermarked: (user: UserRow) => boolean; now: Date },
  report: Report,
): Promise<{ data: CollectedData; user: UserRow }> {
  const { userId, timeZone, now } = input;
  const user = await sources.user(userId);
  if (!user) throw new Error(`recruiter packet: user ${userId} is gone`);

  await report("collecting_fitness");
  const [records, profile] = await Promise.all([sources.fitnessRecords(userId), sources.fitnessProfile(userId)]);

  await report("study_performance");
  const analytics = await sources.analytics(user, timeZone);

  await report("afqt_estimate");
  const test = await sources.latestFullTest(userId);

  const data: CollectedData = {
    format: "asvab-prep/recruiter-packet@1",
    generatedAt: now.toISOString(),
    language: input.language,
    watermarked: input.watermarked(user),
    learner: { username: user.username, targetBranch: user.targetBranch ?? null },
    afqt: afqtPart(analytics, test),
    fullTest: fullTestPart(test),
    summary: {
      completedTests: analytics.summary.completedSessions,
      questionsAnswered: analytics.summary.questionsAnswered,
      averageScore: analytics.summary.averageScore,
      studyDays: analytics.summary.studyDays,
    },
    sections: analytics.sections.map((s) => ({
      sectionId: s.sectionId,
      code: s.code,
      name: s.name,
      averageScore: s.averageScore,
      completedQuestions: s.completedQuestions,
      practised: s.practised,
    })),
    fitness: fitnessPart(user, records, profile, now),
  };
  return { data, user };
}
