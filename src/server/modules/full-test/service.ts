import { FULL_TEST_MESSAGES, type FullTestDto, type FullTestSummary, type startFullTestRequest } from "@contracts/full-test";
import type { FullTestResults } from "@contracts/full-test";
import { allows, entitlementsOf } from "@domain/entitlements";
import { isSubtestCode, type SubtestCode } from "@domain/asvab";
import type { z } from "zod";
import { conflict, HttpError, notFound } from "../../plugins/errors";
import type { SessionRow, UserRow } from "../../db/rows";
import type { SectionsService } from "../sections";
import type { SessionsService } from "../sessions";
import type { FullTestRepo, FullTestRow } from "./repo";
import { fullTestResults } from "./scoring";

type StartInput = z.output<typeof startFullTestRequest>;
type Section = Awaited<ReturnType<SectionsService["list"]>>[number];

const WEEK_MS = 7 * 86_400_000;

export interface LatestScoredFullTest {
  id: string;
  completedAt: Date;
  results: FullTestResults;
  standardErrors: Partial<Record<SubtestCode, number | null>>;
}
/** Even a shortened test-hook clock leaves a few seconds per subtest. */
const MIN_SUBTEST_SECONDS = 3;

interface Deps {
  repo: FullTestRepo;
  sessions: SessionsService;
  sections: SectionsService;
  /** Test-hook mode: a client may shorten the clock (end-to-end runs through all ten subtests). */
  allowTimeScale: boolean;
  clock?: () => Date;
}

export function fullTestService({ repo, sessions, sections, allowTimeScale, clock = () => new Date() }: Deps) {
  /** The ten subtests in official order (reference data, cached by the sections module). */
  const subtests = () => sections.list();

  const limitSeconds = (s: Section, test: FullTestRow) =>
    Math.max(MIN_SUBTEST_SECONDS, Math.round(s.timeLimitMinutes * 60 * test.timeScale));

  async function own(user: UserRow, id: string): Promise<FullTestRow> {
    const test = await repo.find(id);
    if (!test || test.userId !== user.id) throw notFound(FULL_TEST_MESSAGES.notFound);
    return test;
  }

  function summary(t: FullTestRow): FullTestSummary {
    return {
      id: t.id,
      status: t.status,
      createdAt: t.createdAt.toISOString(),
      completedAt: t.completedAt ? t.completedAt.toISOString() : null,
      afqtPercentile: t.afqtPercentile,
      afqtCategory: t.results?.afqtCategory ?? null,
    };
  }

  async function toDto(initial: FullTestRow): Promise<FullTestDto> {
    let test = initial;
    let subtestSessions = await sessions.forFullTest(test.id);
    const open = subtestSessions.find((s) => !s.isCompleted);
    let activeStep = open ? ((await sessions.current(open)) ?? null) : null;
    if (open && activeStep?.done) {
      // The clock ran out while nobody was looking: the subtest has just been closed (and maybe the test).
      test = (await repo.find(test.id)) ?? test;
      subtestSessions = await sessions.forFullTest(test.id);
      activeStep = null;
    }
    const answered = await sessions.answeredBySession(subtestSessions.map((s) => s.id));
    const bySection = new Map(subtestSessions.map((s) => [s.sectionId, s]));
    const now = clock().getTime();
    const active = subtestSessions.find((s) => !s.isCompleted);
    return {
      id: test.id,
      status: test.status,
      createdAt: test.createdAt.toISOString(),
      completedAt: test.completedAt ? test.completedAt.toISOString() : null,
      nextIndex: test.nextIndex,
      timeScale: test.timeScale,
      subtests: (await subtests()).map((section) => {
        const s = bySection.get(section.id);
        const n = s ? (answered.get(s.id) ?? 0) : 0;
        return {
          sectionId: section.id,
          code: section.code,
          name: section.name,
          itemCount: section.itemCount,
          timeLimitSeconds: limitSeconds(section, test),
          status: !s ? "pending" : s.isCompleted ? "done" : "active",
          answered: n,
          timedOut: s !== undefined && s.isCompleted && n < s.totalQuestions,
        };
      }),
      active:
        active && active.deadlineAt && activeStep
          ? {
              sessionId: active.id,
              sectionId: active.sectionId,
              answered: activeStep.answered,
              total: active.totalQuestions,
              deadlineAt: active.deadlineAt.toISOString(),
              secondsRemaining: Math.max(0, Math.ceil((active.deadlineAt.getTime() - now) / 1000)),
              question: activeStep.nextQuestion,
            }
          : null,
      results: test.results,
    };
  }

  /** When the tenth subtest closes, the test is scored once (whichever request closes it does the work). */
  async function finishIfDone(session: SessionRow): Promise<void> {
    if (!session.fullTestId) return;
    const test = await repo.find(session.fullTestId);
    if (!test || test.status !== "in_progress") return;
    const all = await subtests();
    const done = await sessions.forFullTest(test.id);
    if (done.length < all.length || done.some((s) => !s.isCompleted)) return;
    if (!(await repo.claimCompletion(test.id))) return;
    const answered = await sessions.answeredBySession(done.map((s) => s.id));
    const thetas = {} as Record<SubtestCode, number>;
    const timedOut: string[] = [];
    for (const section of all) {
      const s = done.find((x) => x.sectionId === section.id);
      if (!s || !isSubtestCode(section.code)) continue;
      thetas[section.code] = s.theta ?? 0;
      if ((answered.get(s.id) ?? 0) < s.totalQuestions) timedOut.push(section.code);
    }
    const results: FullTestResults = fullTestResults(thetas, timedOut);
    await repo.update(test.id, { results, afqtPercentile: results.afqtPercentile });
  }
  sessions.onComplete(finishIfDone);

  return {
    async start(user: UserRow, input: StartInput): Promise<{ test: FullTestDto; created: boolean }> {
      const existing = await repo.inProgress(user.id);
      if (existing && !input.restart) return { test: await toDto(existing), created: false };
      if (existing) await repo.update(existing.id, { status: "abandoned" });
      // The rule book's weekly allowance of full tests (one on the free plan, per rolling 7 days).
      const perWeek = entitlementsOf(user.subscriptionTier).fullTestsPerWeek;
      if (perWeek !== null) {
        const since = new Date(clock().getTime() - WEEK_MS);
        if (!allows(perWeek, await repo.countStartedSince(user.id, since))) {
          throw new HttpError(403, FULL_TEST_MESSAGES.weeklyLimit, undefined, {
            code: "FULL_TEST_LIMIT",
            hint: FULL_TEST_MESSAGES.weeklyLimitHint,
          });
        }
      }
      const test = await repo.insert({
        id: crypto.randomUUID(),
        userId: user.id,
        timeScale: allowTimeScale && input.timeScale ? input.timeScale : 1,
      });
      return { test: await toDto(test), created: true };
    },

    /**
     * The learner's latest scored full test with each subtest's final posterior standard error (the recruiter
     * packet prints the AFQT's range from them); null before any finished full test.
     */
    async latestScored(userId: number): Promise<LatestScoredFullTest | null> {
      const test = await repo.latestCompleted(userId);
      if (!test?.results || !test.completedAt) return null;
      const sectionsById = new Map((await subtests()).map((s) => [s.id, s.code]));
      const standardErrors: Partial<Record<SubtestCode, number | null>> = {};
      for (const s of await sessions.forFullTest(test.id)) {
        const code = sectionsById.get(s.sectionId);
        if (code && isSubtestCode(code)) standardErrors[code] = s.thetaSe;
      }
      return { id: test.id, completedAt: test.completedAt, results: test.results, standardErrors };
    },

    async get(user: UserRow, id: string): Promise<FullTestDto> {
      return toDto(await own(user, id));
    },

    async list(user: UserRow): Promise<{ tests: FullTestSummary[]; current: FullTestSummary | null }> {
      const rows = await repo.list(user.id, 50);
      const current = rows.find((t) => t.status === "in_progress");
      return { tests: rows.filter((t) => t.status === "completed").map(summary), current: current ? summary(current) : null };
    },

    /** Opens the next subtest: a fixed-length adaptive session with a server-side deadline. */
    async startNext(user: UserRow, id: string): Promise<FullTestDto> {
      const test = await own(user, id);
      if (test.status !== "in_progress") throw conflict(FULL_TEST_MESSAGES.notInProgress);
      const current = await toDto(test);
      if (current.active) throw conflict(FULL_TEST_MESSAGES.subtestActive);
      const all = await subtests();
      const section = all[test.nextIndex];
      if (!section) throw conflict(FULL_TEST_MESSAGES.allDone);
      if (!(await repo.claimNext(test.id, test.nextIndex))) throw conflict(FULL_TEST_MESSAGES.subtestActive);
      await sessions.startSubtest({
        userId: user.id,
        sectionId: section.id,
        totalQuestions: section.itemCount,
        fullTestId: test.id,
        deadlineAt: new Date(clock().getTime() + limitSeconds(section, test) * 1000),
      });
      return toDto((await repo.find(test.id)) ?? test);
    },

    async abandon(user: UserRow, id: string): Promise<FullTestDto> {
      const test = await own(user, id);
      if (test.status !== "in_progress") throw conflict(FULL_TEST_MESSAGES.notInProgress);
      return toDto((await repo.update(test.id, { status: "abandoned" })) ?? test);
    },
  };
}
export type FullTestService = ReturnType<typeof fullTestService>;
