import { sessionScore } from "@domain/practice";
import type { SessionRow } from "../../../db/rows";
import type { SessionsRepo } from "../repo";
import type { CompleteInput, ModeHandler } from "./types";

/** A client-claimed time (offline replays) is kept only within [earliest, now]. */
export function clampTime(claimed: string | undefined, earliest: Date, now: Date): Date {
  if (!claimed) return now;
  const t = new Date(claimed).getTime();
  return new Date(Math.min(now.getTime(), Math.max(earliest.getTime(), t)));
}

/**
 * Practice, story missions and review: a fixed list of questions chosen when the session starts. Nothing follows
 * an answer; the score is the share of the session's questions answered right (learning spec §5).
 */
export function practiceMode(repo: SessionsRepo, clock: () => Date, completed: (s: SessionRow) => Promise<void>): ModeHandler {
  return {
    afterAnswer: async () => undefined,
    current: async () => undefined,
    expire: async () => undefined,

    async complete(session: SessionRow, input: CompleteInput): Promise<SessionRow> {
      const { answered, correct } = await repo.tally(session.id);
      // A test with no answer stored was never taken: it is not scored (and stays out of the history).
      if (answered === 0) return session;
      const now = clock();
      const done = await repo.completePractice(session.id, {
        score: sessionScore(correct, session.totalQuestions),
        timeSpent: input.timeSpent ?? session.timeSpent,
        completedAt: session.offline ? clampTime(input.completedAt, session.createdAt, now) : now,
      });
      if (!done) return (await repo.find(session.id)) ?? session;
      await completed(done);
      return done;
    },
  };
}
