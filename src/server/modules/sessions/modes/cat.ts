import type { AdaptiveStep } from "@contracts/adaptive";
import type { SessionRow } from "../../../db/rows";
import { stepOf, type CatEngine, type Past } from "../engine/cat-engine";
import type { HistoryRow, SessionsRepo } from "../repo";
import type { ModeHandler } from "./types";

/** A late answer within this grace (network, clock skew) still counts; later ones meet a closed subtest. */
export const DEADLINE_GRACE_MS = 5_000;

interface Options {
  /** Full-test subtests run against a server-side deadline; adaptive practice has none. */
  timed: boolean;
}

/**
 * Adaptive tests: the engine picks each next item from the answers so far and closes the test with an ability
 * estimate. Adaptive practice and the full test's subtests share it; the full test adds its clock (`timed`).
 */
function catMode(
  repo: SessionsRepo,
  engine: CatEngine,
  clock: () => Date,
  completed: (s: SessionRow) => Promise<void>,
  { timed }: Options,
): ModeHandler {
  const expired = (s: SessionRow, graceMs = 0) => timed && s.deadlineAt !== null && clock().getTime() > s.deadlineAt.getTime() + graceMs;

  async function finish(session: SessionRow, past: Past, timedOut: boolean): Promise<SessionRow> {
    engine.forget(session.id);
    const done = await repo.complete(session.id, { ...engine.closing(session, past, timedOut), completedAt: clock() });
    // Another request (or the clock) closed it first: report the stored outcome.
    if (!done) return (await repo.find(session.id)) ?? session;
    await completed(done);
    return done;
  }

  return {
    async afterAnswer(session: SessionRow, history: readonly HistoryRow[]): Promise<AdaptiveStep> {
      const past = await engine.past(session, history);
      const timedOut = expired(session);
      const served = timedOut || past.length >= session.totalQuestions ? null : await engine.serveNext(session, past);
      if (!served) {
        const done = await finish(session, past, timedOut);
        return stepOf(done, past.length, null, done.theta ?? 0, done.thetaSe ?? 1, timedOut);
      }
      return stepOf(served.session, past.length, served.question, served.theta, served.se, false);
    },

    async current(session: SessionRow, history?: readonly HistoryRow[]): Promise<AdaptiveStep> {
      const past = await engine.past(session, history ?? (await repo.history(session.id)));
      let s = session;
      // The clock ran out while nobody was looking: close the subtest now.
      if (!s.isCompleted && expired(s)) s = await finish(s, past, true);
      const estimate = engine.interim(past);
      return stepOf(
        s,
        past.length,
        await engine.pending(s, past),
        s.theta ?? estimate.theta,
        s.thetaSe ?? estimate.se,
        s.isCompleted && expired(s),
      );
    },

    async complete(session: SessionRow): Promise<SessionRow> {
      if (session.isCompleted) return session;
      const past = await engine.past(session, await repo.history(session.id));
      if (past.length === 0) return session;
      return finish(session, past, expired(session));
    },

    async closedByAnswer(done: SessionRow, past: Past): Promise<AdaptiveStep> {
      engine.forget(done.id);
      await completed(done);
      return stepOf(done, past.length, null, done.theta ?? 0, done.thetaSe ?? 1, false);
    },

    async expire(session: SessionRow): Promise<void> {
      if (!session.isCompleted && expired(session, DEADLINE_GRACE_MS)) {
        await finish(session, await engine.past(session, await repo.history(session.id)), true);
      }
    },
  };
}

/** Adaptive practice (learning spec §2): 10 items, no clock, the posterior mean reported. */
export const adaptiveMode = (repo: SessionsRepo, engine: CatEngine, clock: () => Date, completed: (s: SessionRow) => Promise<void>) =>
  catMode(repo, engine, clock, completed, { timed: false });

/** A full-test subtest: the official item count against a server-side clock, the posterior mode reported. */
export const fullTestMode = (repo: SessionsRepo, engine: CatEngine, clock: () => Date, completed: (s: SessionRow) => Promise<void>) =>
  catMode(repo, engine, clock, completed, { timed: true });
