import { ADAPTIVE_RECENT_ANSWERS, type AdaptivePerformance, type AdaptiveStep } from "@contracts/adaptive";
import type { PublicQuestion } from "@contracts/questions";
import { eloUpdate, planTryout } from "@domain/irt/calibration";
import { finalEstimate, nextStep, type CatConfig, type HistoryEntry } from "@domain/irt/cat";
import { eap } from "@domain/irt/estimate";
import { accuracyByLevel, levelOf, penalisedEstimate } from "@domain/irt/levels";
import { mulberry32, type RandomSource } from "@domain/irt/random";
import { selectItem, type AdministeredItem } from "@domain/irt/select";
import { sessionScore } from "@domain/practice";
import { conflict } from "../../plugins/errors";
import type { AnswerRow, PracticeRepo, SessionRow } from "../practice/repo";
import type { QuestionsService } from "../questions/service";
import type { PoolCache, SectionPool } from "./pool-cache";
import type { AdaptiveRepo } from "./repo";

/** Expected tryout items per test: half the tests carry one new item being calibrated (the CAT-ASVAB seeds one per subtest). */
export const TRYOUT_RATE = 0.5;
/** An adaptive test avoids items the learner saw this recently, while the section has enough others. */
const FRESH_DAYS = 14;
/** A late answer within this grace (network, clock skew) still counts; later ones meet a closed subtest. */
const DEADLINE_GRACE_MS = 5_000;
const TYPICAL_ITEM = { a: 1.2, c: 0.2 };

export const TIME_UP_MESSAGE = "Time is up for this subtest";

export function catConfig(length: number): CatConfig {
  // Fixed length (the spec's 10 questions, the subtest's official count): no precision stop.
  return { maxItems: length, minItems: length, targetSe: 0, rmax: 0.3 };
}

type SessionListener = (session: SessionRow) => Promise<void>;

interface Deps {
  repo: AdaptiveRepo;
  practice: PracticeRepo;
  questions: QuestionsService;
  pools: PoolCache;
  clock?: () => Date;
  rng?: RandomSource;
}

/** A stable per-session draw, so the tryout slot is the same on every request of a session. */
function sessionRng(id: string): RandomSource {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return mulberry32(h >>> 0);
}

/** What calibration needs of a stored answer. */
type StoredAnswer = Pick<AnswerRow, "id" | "userId" | "sectionId" | "questionId" | "isCorrect">;

export function adaptiveService({ repo, practice, questions, pools, clock = () => new Date(), rng = Math.random }: Deps) {
  const listeners: SessionListener[] = [];

  /**
   * One Elo step from an answer: the item's difficulty, and the learner's ability unless `scored` is false (a
   * tryout item). Only the learner's first answer to an item counts: a repeat, after seeing the explanation, would
   * make the item look easier and the learner stronger than they are.
   */
  async function calibrate(answer: StoredAnswer, scored: boolean): Promise<void> {
    const item = await repo.itemForCalibration(answer.questionId, answer.userId, answer.id);
    if (!item || item.answeredBefore) return;
    const ability = (await repo.ability(answer.userId, answer.sectionId)) ?? { theta: 0, count: 0 };
    const params = { a: item.a, b: item.b, c: item.c };
    const moved = eloUpdate(ability, { params, count: item.responseCount }, answer.isCorrect, { scored });
    await repo.moveItem(answer.questionId, moved.item.params.b - params.b);
    if (scored) await repo.moveAbility(answer.userId, answer.sectionId, moved.learner.theta - ability.theta);
  }

  async function history(session: SessionRow): Promise<(HistoryEntry & { timeSpent: number })[]> {
    const tryouts = new Set(session.tryoutIds);
    return (await repo.history(session.id)).map((h) => ({
      id: h.questionId,
      topic: h.topic,
      params: { a: h.a, b: h.b, c: h.c },
      correct: h.isCorrect,
      tryout: tryouts.has(h.questionId),
      timeSpent: h.timeSpent,
    }));
  }

  async function publicWithLevel(id: string, pool: SectionPool): Promise<PublicQuestion | null> {
    const [q] = await questions.byIds([id]);
    const item = pool.byId.get(id);
    // The badge shows the calibrated difficulty, which may have moved away from the authored tag.
    return q ? { ...q, difficulty: item ? levelOf(item.params.b) : q.difficulty } : null;
  }

  /** Picks the next item for a session and records it as served; null when the pool has nothing left. */
  async function serveNext(session: SessionRow, past: readonly HistoryEntry[]) {
    const pool = await pools.get(session.sectionId);
    const config = catConfig(session.totalQuestions);
    config.tryoutAt = pool.bootstrapping ? null : planTryout(session.totalQuestions, TRYOUT_RATE, sessionRng(session.id));
    const seen = new Set(await repo.seenSince(session.userId, session.sectionId, new Date(clock().getTime() - FRESH_DAYS * 86_400_000)));
    // Exclude recent items only while enough others remain for the rest of the test.
    const exclude = pool.items.length - seen.size >= 3 * session.totalQuestions ? seen : new Set<string>();
    for (const id of session.questionIds) exclude.delete(id);
    // Classic Sympson–Hetter: an item passed over once stays out for the rest of this examinee's test.
    for (const id of session.passedOverIds) exclude.add(id);
    const step = nextStep(pool.items, past, config, rng, exclude);
    if (step.done) return null;
    const questionIds = [...session.questionIds, step.item.id];
    const tryoutIds = step.tryout ? [...session.tryoutIds, step.item.id] : session.tryoutIds;
    const passedOverIds = step.rejected.length > 0 ? [...session.passedOverIds, ...step.rejected] : session.passedOverIds;
    const updated = await practice.updateSession(session.id, { questionIds, tryoutIds, passedOverIds });
    await questions.markSeen(session.userId, [step.item.id]);
    return { session: updated ?? session, question: await publicWithLevel(step.item.id, pool), theta: step.theta, se: step.se };
  }

  async function complete(
    session: SessionRow,
    past: readonly (HistoryEntry & { timeSpent: number })[],
    timedOut: boolean,
  ): Promise<SessionRow> {
    const scored = past.filter((h) => !h.tryout).map((h) => ({ item: h.params, correct: h.correct }));
    const unreached = timedOut ? Math.max(0, session.totalQuestions - past.length) : 0;
    // The full test reports the posterior mode, as the CAT-ASVAB does; a practice test the posterior mean, which
    // has the smaller error over a short test (decision 9, bench:cat).
    const reported = session.mode === "full_test" ? "map" : "eap";
    const estimate = timedOut ? penalisedEstimate(scored, unreached, TYPICAL_ITEM) : finalEstimate(past, {}, reported);
    const correct = past.filter((h) => h.correct).length;
    const updated =
      (await practice.updateSession(session.id, {
        isCompleted: true,
        score: sessionScore(correct, session.totalQuestions),
        timeSpent: past.reduce((sum, h) => sum + h.timeSpent, 0),
        theta: estimate.theta,
        thetaSe: estimate.se,
        currentDifficulty: levelOf(estimate.theta),
        completedAt: clock(),
      })) ?? session;
    for (const listener of listeners) await listener(updated);
    return updated;
  }

  function isExpired(session: SessionRow, graceMs = 0): boolean {
    return session.deadlineAt !== null && clock().getTime() > session.deadlineAt.getTime() + graceMs;
  }

  function stepOf(session: SessionRow, answered: number, question: PublicQuestion | null, theta: number, se: number, timedOut: boolean) {
    return {
      nextQuestion: session.isCompleted ? null : question,
      currentDifficulty: session.currentDifficulty ?? levelOf(theta),
      answered,
      total: session.totalQuestions,
      done: session.isCompleted,
      theta,
      se,
      timedOut,
    } satisfies AdaptiveStep;
  }

  return {
    /** Full tests advance when a subtest's session completes. */
    onSessionComplete(listener: SessionListener): void {
      listeners.push(listener);
    },

    /** Serves the first item of a freshly created adaptive session (θ = 0: average difficulty). */
    async begin(session: SessionRow): Promise<{ session: SessionRow; question: PublicQuestion | null }> {
      const served = await serveNext(session, []);
      if (!served) return { session, question: null };
      const updated = (await practice.updateSession(session.id, { currentDifficulty: "medium", theta: 0, thetaSe: 1 })) ?? served.session;
      return { session: updated, question: served.question };
    },

    /**
     * Answers outside adaptive tests (practice, offline replays) calibrate too: every first answer to an item is
     * evidence about the item and the learner. A skip or a time-out is no answer and moves nothing.
     */
    async calibrateAnswer(answer: StoredAnswer & Pick<AnswerRow, "selectedAnswer">): Promise<void> {
      if (answer.selectedAnswer !== null) await calibrate(answer, true);
    },

    /** Refuses an answer that arrives after a subtest's clock ran out, closing the subtest instead. */
    async beforeAnswer(session: SessionRow): Promise<void> {
      if (!session.isCompleted && isExpired(session, DEADLINE_GRACE_MS)) {
        await complete(session, await history(session), true);
        throw conflict(TIME_UP_MESSAGE);
      }
    },

    /** After a stored answer: calibrate item and learner, then finish the test or choose the next item. */
    async afterAnswer(session: SessionRow, answer: StoredAnswer): Promise<AdaptiveStep> {
      const past = await history(session);
      const entry = past.find((h) => h.id === answer.questionId);
      if (entry) await calibrate(answer, !entry.tryout);
      const timedOut = isExpired(session);
      if (timedOut || past.length >= session.totalQuestions) {
        const done = await complete(session, past, timedOut);
        return stepOf(done, past.length, null, done.theta ?? 0, done.thetaSe ?? 1, timedOut);
      }
      const served = await serveNext(session, past);
      if (!served) {
        const done = await complete(session, past, false);
        return stepOf(done, past.length, null, done.theta ?? 0, done.thetaSe ?? 1, false);
      }
      const level = levelOf(served.theta);
      const updated =
        (await practice.updateSession(session.id, { currentDifficulty: level, theta: served.theta, thetaSe: served.se })) ?? served.session;
      return stepOf(updated, past.length, served.question, served.theta, served.se, false);
    },

    /** Where a session stands now (a replayed answer, a resumed subtest): the unanswered item, if any. */
    async current(session: SessionRow): Promise<AdaptiveStep> {
      const past = await history(session);
      let s = session;
      if (!s.isCompleted && isExpired(s)) s = await complete(s, past, true);
      const answered = new Set(past.map((h) => h.id));
      const pending = s.questionIds.find((id) => !answered.has(id));
      const question = pending && !s.isCompleted ? await publicWithLevel(pending, await pools.get(s.sectionId)) : null;
      const estimate = eap(past.filter((h) => !h.tryout).map((h) => ({ item: h.params, correct: h.correct })));
      return stepOf(s, past.length, question, s.theta ?? estimate.theta, s.thetaSe ?? estimate.se, s.isCompleted && isExpired(s));
    },

    async performance(userId: number, sectionId: number): Promise<AdaptivePerformance> {
      await questions.assertSection(sectionId);
      const recent = await repo.recentAnswers(userId, sectionId, ADAPTIVE_RECENT_ANSWERS);
      const levels = accuracyByLevel(recent);
      const ability = await repo.ability(userId, sectionId);
      return {
        sectionId,
        easyAccuracy: levels.easy.accuracy,
        mediumAccuracy: levels.medium.accuracy,
        hardAccuracy: levels.hard.accuracy,
        easyAnswers: levels.easy.answers,
        mediumAnswers: levels.medium.answers,
        hardAnswers: levels.hard.answers,
        suggestedDifficulty: ability ? levelOf(ability.theta) : "medium",
        totalAnswers: recent.length,
        ability: ability ? ability.theta : null,
      };
    },

    /**
     * A set of items matched to the learner's running ability, covering the section's topics: what the engine
     * would pick one after another for someone at that level (no session, nothing scored).
     */
    async matchedQuestions(userId: number, sectionId: number, limit: number) {
      await questions.assertSection(sectionId);
      const ability = await repo.ability(userId, sectionId);
      const theta = ability?.theta ?? 0;
      const pool = await pools.get(sectionId);
      const seen = new Set(await repo.seenSince(userId, sectionId, new Date(clock().getTime() - FRESH_DAYS * 86_400_000)));
      const exclude = pool.items.length - seen.size >= 3 * limit ? seen : new Set<string>();
      // Answers are unknown here, so every pick is made at the learner's level, still spread over the topics.
      const picked: AdministeredItem[] = [];
      for (let i = 0; i < limit; i++) {
        const item = selectItem(pool.items, theta, picked, { rng, exclude });
        if (!item) break;
        picked.push({ id: item.id, topic: item.topic });
      }
      const list = await Promise.all(picked.map((p) => publicWithLevel(p.id, pool)));
      await questions.markSeen(
        userId,
        picked.map((p) => p.id),
      );
      return { sectionId, suggestedDifficulty: levelOf(theta), questions: list.filter((q): q is PublicQuestion => q !== null) };
    },
  };
}
export type AdaptiveService = ReturnType<typeof adaptiveService>;
