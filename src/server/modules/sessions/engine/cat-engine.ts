import type { AdaptiveStep } from "@contracts/adaptive";
import type { PublicQuestion } from "@contracts/questions";
import { planTryout } from "@domain/irt/calibration";
import { finalEstimate, nextStep, type CatConfig, type HistoryEntry } from "@domain/irt/cat";
import { eap } from "@domain/irt/estimate";
import { levelOf, penalisedEstimate } from "@domain/irt/levels";
import { mulberry32, type RandomSource } from "@domain/random";
import { sessionScore } from "@domain/practice";
import type { SessionRow } from "../../../db/rows";
import type { AnswerAhead, CatClose, HistoryRow, NewSession, ServePatch, SessionsRepo } from "../repo";
import { putBounded } from "../../../lib/bounded-map";
import type { PoolCache, SectionPool } from "./pool-cache";

/** Expected tryout items per test: half the tests carry one new item being calibrated (the CAT-ASVAB seeds one per subtest). */
export const TRYOUT_RATE = 0.5;
/** An adaptive test avoids items the learner saw this recently, while the section has enough others. */
export const FRESH_DAYS = 14;

/**
 * What a new test keeps out: items seen since `since`, but only while at most `atMost` of them (the pool must keep
 * three tests' worth of others). Adaptive tests and the adaptive reads' matched questions share the rule.
 */
export function freshWindow(now: Date, poolSize: number, length: number): { since: Date; atMost: number } {
  return { since: new Date(now.getTime() - FRESH_DAYS * 86_400_000), atMost: poolSize - 3 * length };
}
const TYPICAL_ITEM = { a: 1.2, c: 0.2 };

export function catConfig(length: number): CatConfig {
  // Fixed length (the spec's 10 questions, the subtest's official count): no precision stop.
  return { maxItems: length, minItems: length, targetSe: 0, rmax: 0.3 };
}

/** A stable per-session draw, so the tryout slot is the same on every request of a session. */
function sessionRng(id: string): RandomSource {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return mulberry32(h >>> 0);
}

export type Past = (HistoryEntry & { timeSpent: number })[];

/** An item chosen for a session, and the session's state once it serves it. */
interface Choice {
  patch: ServePatch;
  next: string;
}

/** A session serving an item, the item as the learner sees it (null: the pool had none), and the estimate so far. */
interface Served {
  session: SessionRow;
  question: PublicQuestion | null;
  theta: number;
  se: number;
}

interface Deps {
  repo: SessionsRepo;
  pools: PoolCache;
  /** What a question shows, by id (cached per section). */
  content: (ids: readonly string[], sectionId: number) => Promise<PublicQuestion[]>;
  /** Items of a section the learner saw since a time (an adaptive test prefers others); none when over `atMost`. */
  seenSince: (userId: number, sectionId: number, since: Date, atMost: number) => Promise<string[]>;
  clock: () => Date;
  rng: RandomSource;
}

/**
 * The computerized-adaptive engine as sessions use it (adaptive practice and full-test subtests): what has been
 * answered, which item comes next, and the final estimate. Item parameters come from the section's cached pool,
 * so choosing the next item costs no query; serving it is one statement.
 */
/** Sessions an instance keeps in memory (exclusions: a session's list never changes, so any copy is right; states). */
const SESSION_CACHE_SIZE = 20_000;

export function catEngine({ repo, pools, content, seenSince, clock, rng }: Deps) {
  // What an adaptive session keeps out can be hundreds of ids: read once per session and instance, not carried
  // through every answer's statement.
  const exclusions = new Map<string, ReadonlySet<string>>();
  function remember(sessionId: string, ids: readonly string[]): ReadonlySet<string> {
    const set = new Set(ids);
    putBounded(exclusions, sessionId, set, SESSION_CACHE_SIZE);
    return set;
  }
  async function exclusionsFor(sessionId: string): Promise<ReadonlySet<string>> {
    return exclusions.get(sessionId) ?? remember(sessionId, await repo.excludeIds(sessionId));
  }

  /**
   * The state of each adaptive session this instance served last: enough to choose the next item before an answer is
   * stored. Any instance may serve any session; a state another instance has moved past is caught by the statement.
   */
  const states = new Map<string, { session: SessionRow; past: Past }>();
  function keep(session: SessionRow, past: Past): void {
    putBounded(states, session.id, { session, past }, SESSION_CACHE_SIZE);
  }

  /** The next item for a session with these answers, and the session's new state; null when nothing is left. */
  async function choose(
    session: Pick<SessionRow, "id" | "totalQuestions" | "questionIds" | "tryoutIds" | "passedOverIds" | "excludeIds">,
    past: Past,
    pool: SectionPool,
  ): Promise<Choice | null> {
    const config = catConfig(session.totalQuestions);
    config.tryoutAt = pool.bootstrapping ? null : planTryout(session.totalQuestions, TRYOUT_RATE, sessionRng(session.id));
    // A session serving its first item was just stored and read in full; later steps get it from the answer
    // statement, which leaves the list out.
    const fresh = session.questionIds.length === 0 && past.length === 0;
    const exclude = new Set(fresh ? remember(session.id, session.excludeIds) : await exclusionsFor(session.id));
    for (const id of session.questionIds) exclude.delete(id);
    // Classic Sympson–Hetter: an item passed over once stays out for the rest of this examinee's test.
    for (const id of session.passedOverIds) exclude.add(id);
    const step = nextStep(pool.items, past, config, rng, exclude);
    if (step.done) return null;
    return {
      next: step.item.id,
      patch: {
        questionIds: [...session.questionIds, step.item.id],
        tryoutIds: step.tryout ? [...session.tryoutIds, step.item.id] : session.tryoutIds,
        passedOverIds: step.rejected.length > 0 ? [...session.passedOverIds, ...step.rejected] : session.passedOverIds,
        currentDifficulty: levelOf(step.theta),
        theta: step.theta,
        thetaSe: step.se,
      },
    };
  }

  /** A session just stored serving its chosen item: kept for the next answer, with the item to show. */
  async function serving(row: SessionRow, past: Past, choice: Choice, pool: SectionPool): Promise<Served> {
    keep(row, past);
    return { session: row, question: await publicWithLevel(choice.next, pool), theta: choice.patch.theta, se: choice.patch.thetaSe };
  }

  async function publicWithLevel(id: string, pool: SectionPool): Promise<PublicQuestion | null> {
    const [q] = await content([id], pool.sectionId);
    const item = pool.byId.get(id);
    // The badge shows the calibrated difficulty, which may have moved away from the authored tag.
    return q ? { ...q, difficulty: item ? levelOf(item.params.b) : q.difficulty } : null;
  }

  /**
   * The closing estimate: a full test reports the posterior mode, as the CAT-ASVAB does; a practice test the
   * posterior mean, which has the smaller error over a short test (decision 9, bench:cat). A subtest cut short
   * by its clock is scored as if the unreached items had been guessed.
   */
  function closing(session: SessionRow, past: Past, timedOut: boolean): CatClose {
    const scored = past.filter((h) => !h.tryout).map((h) => ({ item: h.params, correct: h.correct }));
    const unreached = timedOut ? Math.max(0, session.totalQuestions - past.length) : 0;
    const estimate = timedOut
      ? penalisedEstimate(scored, unreached, TYPICAL_ITEM)
      : finalEstimate(past, {}, session.mode === "full_test" ? "map" : "eap");
    const correct = past.filter((h) => h.correct).length;
    return {
      score: sessionScore(correct, session.totalQuestions),
      timeSpent: past.reduce((sum, h) => sum + h.timeSpent, 0),
      theta: estimate.theta,
      thetaSe: estimate.se,
      currentDifficulty: levelOf(estimate.theta),
    };
  }

  return {
    /** A session's answers with each item's parameters: from the pool, or read when the pool has been resampled since. */
    async past(session: SessionRow, rows: readonly HistoryRow[]): Promise<Past> {
      const pool = await pools.get(session.sectionId);
      const missing = rows.filter((r) => !pool.byId.has(r.questionId)).map((r) => r.questionId);
      const read = new Map((await repo.itemParams(missing)).map((p) => [p.id, { topic: p.topic, params: { a: p.a, b: p.b, c: p.c } }]));
      const tryouts = new Set(session.tryoutIds);
      return rows.flatMap((r) => {
        const item = pool.byId.get(r.questionId) ?? read.get(r.questionId);
        if (!item) return [];
        return [
          {
            id: r.questionId,
            topic: item.topic,
            params: item.params,
            correct: r.isCorrect,
            tryout: tryouts.has(r.questionId),
            timeSpent: r.timeSpent,
          },
        ];
      });
    },

    /** The items to keep out of a new test: what the learner saw lately, while enough others remain. */
    async freshExclusions(userId: number, sectionId: number, length: number): Promise<string[]> {
      const pool = await pools.get(sectionId);
      const { since, atMost } = freshWindow(clock(), pool.items.length, length);
      return seenSince(userId, sectionId, since, atMost);
    },

    /**
     * A new adaptive session (adaptive practice, a full-test subtest) stored with its first item chosen and served in
     * the same statement; without an item when the pool has none to give. Undefined when the id is already taken.
     */
    async start(values: NewSession & { excludeIds: string[] }): Promise<Served | undefined> {
      const pool = await pools.get(values.sectionId);
      const choice = await choose({ ...values, tryoutIds: [], passedOverIds: [] }, [], pool);
      const row = choice ? await repo.insertServing(values, choice.patch, choice.next) : await repo.insert(values);
      if (!row) {
        // Another request stored this id: its own exclusions stand, not the ones just remembered for it.
        exclusions.delete(values.id);
        return undefined;
      }
      return choice ? serving(row, [], choice, pool) : { session: row, question: null, theta: 0, se: 1 };
    },

    /** Picks the next item and records it as served; null when the pool has nothing left. */
    async serveNext(session: SessionRow, past: Past): Promise<Served | null> {
      const pool = await pools.get(session.sectionId);
      const choice = await choose(session, past, pool);
      if (!choice) return null;
      return serving(await repo.serve(session, choice.patch, choice.next, clock()), past, choice, pool);
    },

    /**
     * The session's next step, decided before `answer` is stored, when this instance served the session's pending item
     * and still holds its state (`keep`): the next item, or the close when the answer ends the test; null otherwise.
     * The statement that stores the answer applies it only if the session is still as it was (repo.recordCatAnswer).
     */
    async ahead(
      userId: number,
      answer: { sessionId: string; questionId: string; selectedAnswer: number | null; timeSpent: number },
    ): Promise<{ ahead: AnswerAhead; past: Past; session: SessionRow } | null> {
      const state = states.get(answer.sessionId);
      if (!state || state.session.userId !== userId || state.session.isCompleted) return null;
      const { session, past } = state;
      if (session.deadlineAt !== null && clock().getTime() > session.deadlineAt.getTime()) return null;
      // Only the pending item: the session as this instance left it.
      if (session.questionIds.length !== past.length + 1 || session.questionIds.at(-1) !== answer.questionId) return null;
      const pool = await pools.get(session.sectionId);
      const item = pool.byId.get(answer.questionId);
      const key = pool.keys.get(answer.questionId);
      if (!item || key === undefined) return null;
      const correct = answer.selectedAnswer !== null && answer.selectedAnswer === key;
      const next: Past = [
        ...past,
        {
          id: item.id,
          topic: item.topic,
          params: item.params,
          correct,
          tryout: session.tryoutIds.includes(item.id),
          timeSpent: answer.timeSpent,
        },
      ];
      const served = session.questionIds.length;
      // The last answer closes the test with it: the same estimate as when it closes afterwards (not timed out, as
      // the clock was checked above and the statement checks it again).
      if (next.length >= session.totalQuestions)
        return { ahead: { served, correct, close: closing(session, next, false) }, past: next, session };
      const choice = await choose(session, next, pool);
      if (!choice) return null;
      return { ahead: { served, correct, patch: choice.patch, next: choice.next }, past: next, session };
    },

    /**
     * The session as the answer's statement left it when it moved the session on: what this instance held, with the
     * columns the statement wrote (the next item's state, or the close at the answer's time).
     */
    movedOn(session: SessionRow, ahead: AnswerAhead, at: Date): SessionRow {
      return "next" in ahead ? { ...session, ...ahead.patch } : { ...session, ...ahead.close, isCompleted: true, completedAt: at };
    },

    /** The session serving the item chosen ahead: remembered for the next answer, and the step the learner gets. */
    async advanced(served: SessionRow, past: Past, ahead: Extract<AnswerAhead, { next: string }>): Promise<AdaptiveStep> {
      const step = await serving(served, past, ahead, await pools.get(served.sectionId));
      return stepOf(step.session, past.length, step.question, step.theta, step.se, false);
    },

    /** The session closed (or is no longer this instance's to follow). */
    forget(sessionId: string): void {
      states.delete(sessionId);
    },

    closing,

    /** The item waiting for an answer, if any. */
    async pending(session: SessionRow, past: Past): Promise<PublicQuestion | null> {
      const answered = new Set(past.map((h) => h.id));
      const id = session.questionIds.find((q) => !answered.has(q));
      return id && !session.isCompleted ? publicWithLevel(id, await pools.get(session.sectionId)) : null;
    },

    interim: (past: Past) => eap(past.filter((h) => !h.tryout).map((h) => ({ item: h.params, correct: h.correct }))),
  };
}
export type CatEngine = ReturnType<typeof catEngine>;

export function stepOf(
  session: SessionRow,
  answered: number,
  question: PublicQuestion | null,
  theta: number,
  se: number,
  timedOut: boolean,
): AdaptiveStep {
  return {
    nextQuestion: session.isCompleted ? null : question,
    currentDifficulty: session.currentDifficulty ?? levelOf(theta),
    answered,
    total: session.totalQuestions,
    done: session.isCompleted,
    theta,
    se,
    timedOut,
  };
}
