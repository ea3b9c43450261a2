import { and, count, desc, eq, exists, gte, inArray, or, sql } from "drizzle-orm";
import type { SessionMode } from "../../db/schema";
import type { Db } from "../../db/client";
import type { SessionRow } from "../../db/rows";
import { recordViews } from "../../db/question-views";
import { jsonParam, rows } from "../../db/raw";
import { outcomeFromJson, sessionFromJson } from "./answer-replies";
import { recordCatAnswerStatement } from "./cat-answer";
import { recordPracticeAnswer } from "./practice-answer";
import { insertServing } from "./start-serving";
import { preparedStatements } from "./repo-statements";
import { answers, learnerAbilities, questions, testSessions } from "../../db/schema";

/** What a new session is made of; every other column starts at its default (open, unscored, no time spent). */
export interface NewSession {
  id: string;
  userId: number;
  sectionId: number;
  totalQuestions: number;
  isAdaptive: boolean;
  questionIds: string[];
  mode: SessionMode;
  mission?: number | null;
  currentDifficulty?: "easy" | "medium" | "hard" | null;
  fullTestId?: string | null;
  deadlineAt?: Date | null;
  offline?: boolean;
  excludeIds?: string[];
  createdAt: Date;
}

/** One answer of a session, as an adaptive mode needs it: the item, right or wrong, the time it took. */
export interface HistoryRow {
  questionId: string;
  isCorrect: boolean;
  timeSpent: number;
}

export interface StoredAnswer {
  id: string;
  sessionId: string;
  questionId: string;
  selectedAnswer: number | null;
  isCorrect: boolean;
  timeSpent: number;
  answeredAt: string;
}

export type RecordOutcome =
  | {
      outcome: "stored" | "duplicate";
      answer: StoredAnswer;
      correctIndex: number;
      explanation: string;
      mode: SessionMode;
      /** Adaptive sessions only: the session after the answer and its answers in order. */
      session: SessionRow | null;
      history: HistoryRow[] | null;
    }
  | { outcome: "completed" | "expired"; session: SessionRow }
  | { outcome: "limit"; used: number }
  | { outcome: "no_session" | "id_taken" | "not_in_session" | "full" | "no_question" };

export interface AnswerInput {
  id: string;
  sessionId: string;
  userId: number;
  questionId: string;
  selectedAnswer: number | null;
  timeSpent: number;
  /** A replayed answer's own time (kept within the session's lifetime for practice sessions). */
  claimedAt: string | null;
  /** The free plan's answers per section per day; null for unlimited. */
  dailyLimit: number | null;
  now: Date;
}

export interface ServePatch {
  questionIds: string[];
  tryoutIds: string[];
  passedOverIds: string[];
  currentDifficulty: "easy" | "medium" | "hard";
  theta: number;
  thetaSe: number;
}

/** What closing an adaptive session writes (repo.complete, or the last answer's statement). */
export interface CatClose {
  score: number;
  timeSpent: number;
  theta: number;
  thetaSe: number;
  currentDifficulty: "easy" | "medium" | "hard";
}

/**
 * An adaptive session's next step, decided before the answer is stored (recordCatAnswer): the next item to serve,
 * or — for the test's last answer — the values it closes with.
 */
export type AnswerAhead = {
  /** Items the session had served when the choice was made (all answered once this answer is stored). */
  served: number;
  /** The mark the choice assumed for this answer. */
  correct: boolean;
} & ({ patch: ServePatch; next: string } | { close: CatClose });

/** What the quest module reads of a session (sessions/index.ts `missionSessionReader`). */
export interface MissionSessionFacts {
  mission: number | null;
  sectionId: number;
  totalQuestions: number;
  mode: SessionMode;
  isCompleted: boolean;
  score: number | null;
}

export function sessionsRepo(db: Db) {
  const { byId, tallyOf, closePractice, closeCat, seenLately, insertSession } = preparedStatements(db);

  /** record_answer: every case of an answer decided in the database (drizzle/0008_record_answer.sql). */
  async function recordAnswerFully(input: AnswerInput): Promise<RecordOutcome> {
    const [row] = await rows<{ r: Record<string, unknown> }>(
      db,
      sql`select record_answer(${input.id}, ${input.sessionId}, ${input.userId}::int, ${input.questionId}, ${input.selectedAnswer}::int,
        ${input.timeSpent}::int, ${input.claimedAt}::timestamptz, ${input.dailyLimit}::int, ${input.now.toISOString()}::timestamptz) as r`,
    );
    if (!row?.r) throw new Error("record_answer returned nothing");
    return outcomeFromJson(row.r);
  }

  function history(sessionId: string): Promise<HistoryRow[]> {
    return db
      .select({ questionId: answers.questionId, isCorrect: answers.isCorrect, timeSpent: answers.timeSpent })
      .from(answers)
      .where(eq(answers.sessionId, sessionId))
      .orderBy(answers.answeredAt, answers.id);
  }

  return {
    async find(id: string): Promise<SessionRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Boot Camp Quest: the facts a mission completion is judged on, for the learner's own session only. */
    async missionSession(userId: number, sessionId: string): Promise<MissionSessionFacts | undefined> {
      const [row] = await db
        .select({
          mission: testSessions.mission,
          sectionId: testSessions.sectionId,
          totalQuestions: testSessions.totalQuestions,
          mode: testSessions.mode,
          isCompleted: testSessions.isCompleted,
          score: testSessions.score,
        })
        .from(testSessions)
        .where(and(eq(testSessions.id, sessionId), eq(testSessions.userId, userId)));
      return row;
    },

    /** Undefined when the id already exists (a replay); the caller then reads the stored one. */
    async insert(values: NewSession): Promise<SessionRow | undefined> {
      const [row] = await insertSession.execute({
        id: values.id,
        userId: values.userId,
        sectionId: values.sectionId,
        totalQuestions: values.totalQuestions,
        isAdaptive: values.isAdaptive,
        questionIds: JSON.stringify(values.questionIds),
        mode: values.mode,
        mission: values.mission ?? null,
        currentDifficulty: values.currentDifficulty ?? null,
        fullTestId: values.fullTestId ?? null,
        deadlineAt: values.deadlineAt?.toISOString() ?? null,
        offline: values.offline ?? false,
        excludeIds: JSON.stringify(values.excludeIds ?? []),
        createdAt: values.createdAt.toISOString(),
      });
      return row;
    },

    /** A new adaptive session with its first item served (start-serving.ts); undefined when the id already exists. */
    insertServing: (values: NewSession, patch: ServePatch, itemId: string) => insertServing(db, values, patch, itemId),

    async update(id: string, values: Partial<typeof testSessions.$inferInsert>): Promise<SessionRow | undefined> {
      const [row] = await db.update(testSessions).set(values).where(eq(testSessions.id, id)).returning();
      return row;
    },

    /** Closes an adaptive session once: undefined when another request (or the clock) closed it first. */
    async complete(id: string, values: CatClose & { completedAt: Date }): Promise<SessionRow | undefined> {
      const [row] = await closeCat.execute({ ...values, id, completedAt: values.completedAt.toISOString() });
      return row;
    },

    /** `complete` for a practice session (score, time and close time only), the statement built once. */
    async completePractice(
      id: string,
      values: { score: number | null; timeSpent: number; completedAt: Date },
    ): Promise<SessionRow | undefined> {
      // A placeholder's value reaches the driver unmapped (Drizzle's column mapping skips placeholders, and its
      // postgres.js setup passes timestamps through as they are): the time goes as ISO text, cast in the statement.
      const [row] = await closePractice.execute({ ...values, id, completedAt: values.completedAt.toISOString() });
      return row;
    },

    /** The whole answer path in one round trip: see drizzle/0008_record_answer.sql. */
    async recordAnswer(input: AnswerInput): Promise<RecordOutcome> {
      // The usual practice answer is one statement of its own; anything else is decided by record_answer.
      const usual = input.dailyLimit === null ? await recordPracticeAnswer(db, input) : undefined;
      return usual ? outcomeFromJson(usual) : recordAnswerFully(input);
    },

    /**
     * An adaptive answer with its session's next step decided ahead (drizzle/0027_cat_answer_and_serve.sql): stored
     * and the session moved on in one statement when it is as the choice assumed (`moved`: the next item served, or
     * the test closed by its last answer; `served` when record_cat_answer served it); otherwise stored alone, exactly
     * as recordAnswer does.
     */
    async recordCatAnswer(input: AnswerInput, ahead: AnswerAhead): Promise<RecordOutcome & { served?: SessionRow; moved?: boolean }> {
      // The usual case is one statement of its own (cat-answer.ts); when it stored the answer but did not move the
      // session on, the stored session and its answers go back for the engine to decide from, as
      // record_cat_answer's reply would.
      const usual = await recordCatAnswerStatement(db, input, ahead);
      if (usual) {
        const outcome = outcomeFromJson(usual.r);
        if (usual.moved) return { ...outcome, moved: true };
        const [session, answered] = await Promise.all([byId.execute({ id: input.sessionId }).then((r) => r[0]), history(input.sessionId)]);
        return outcome.outcome === "stored" && session ? { ...outcome, session, history: answered } : outcome;
      }
      // The last answer has nothing to serve: record_answer decides every other case, and the test closes as usual.
      if ("close" in ahead) return recordAnswerFully(input);
      const [row] = await rows<{ r: Record<string, unknown> }>(
        db,
        sql`select record_cat_answer(${input.id}, ${input.sessionId}, ${input.userId}::int, ${input.questionId}, ${input.selectedAnswer}::int,
          ${input.timeSpent}::int, ${input.claimedAt}::timestamptz, ${input.dailyLimit}::int, ${input.now.toISOString()}::timestamptz,
          ${ahead.served}::int, ${ahead.correct}::boolean, ${jsonParam({ ...ahead.patch, next: ahead.next })}::jsonb) as r`,
      );
      if (!row?.r) throw new Error("record_cat_answer returned nothing");
      const served = row.r.served as Record<string, unknown> | undefined;
      return { ...outcomeFromJson(row.r), ...(served ? { served: sessionFromJson(served) } : {}) };
    },

    /** A session's answers in order (adaptive modes, when the answer call did not bring them). */
    history,

    /** How many answers a session has, and how many of them are right. */
    async tally(sessionId: string): Promise<{ answered: number; correct: number }> {
      const [row] = await tallyOf.execute({ sessionId });
      return { answered: row?.answered ?? 0, correct: Number(row?.correct ?? 0) };
    },

    /** Answers that used up the practice allowance in a section on one UTC day. */
    async usedOn(userId: number, sectionId: number, day: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(answers)
        .where(and(eq(answers.userId, userId), eq(answers.sectionId, sectionId), eq(answers.quotaDay, day)));
      return row?.n ?? 0;
    },

    /**
     * Records the item an adaptive session serves next, with the session's new state, and remembers it as seen by
     * the learner: one statement.
     */
    async serve(session: SessionRow, next: ServePatch, itemId: string, at: Date): Promise<SessionRow> {
      const [row] = await rows<{ r: Record<string, unknown> }>(
        db,
        sql`with served as (
              update test_sessions t set
                question_ids = ${jsonParam(next.questionIds)}::jsonb,
                tryout_ids = ${jsonParam(next.tryoutIds)}::jsonb,
                passed_over_ids = ${jsonParam(next.passedOverIds)}::jsonb,
                current_difficulty = ${next.currentDifficulty},
                theta = ${next.theta}::real,
                theta_se = ${next.thetaSe}::real
              where t.id = ${session.id}
              returning to_jsonb(t) - 'exclude_ids' as r
            )
            select served.r, ${recordViews(session.userId, [itemId], at)} from served`,
      );
      return row ? sessionFromJson(row.r) : session;
    },

    /** The items an adaptive session keeps out (fixed when it starts). */
    async excludeIds(sessionId: string): Promise<string[]> {
      const [row] = await db.select({ ids: testSessions.excludeIds }).from(testSessions).where(eq(testSessions.id, sessionId));
      return row?.ids ?? [];
    },

    /** 3PL parameters and topics of items (a session's history when its pool was rebuilt since). */
    itemParams(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: questions.id, topic: questions.topic, a: questions.irtA, b: questions.irtB, c: questions.irtC })
        .from(questions)
        .where(inArray(questions.id, [...ids]));
    },

    /** A learner's history: finished sessions, and unfinished ones with at least one answer (never an empty start). */
    listForUser(userId: number) {
      const answered = db
        .select({ one: sql`1` })
        .from(answers)
        .where(eq(answers.sessionId, testSessions.id));
      return db
        .select()
        .from(testSessions)
        .where(and(eq(testSessions.userId, userId), or(eq(testSessions.isCompleted, true), exists(answered))))
        .orderBy(desc(testSessions.createdAt));
    },

    forFullTest(fullTestId: string) {
      return db.select().from(testSessions).where(eq(testSessions.fullTestId, fullTestId)).orderBy(testSessions.createdAt);
    },

    async answeredBySession(sessionIds: readonly string[]): Promise<Map<string, number>> {
      if (sessionIds.length === 0) return new Map();
      const found = await db
        .select({ sessionId: answers.sessionId, n: count() })
        .from(answers)
        .where(inArray(answers.sessionId, [...sessionIds]))
        .groupBy(answers.sessionId);
      return new Map(found.map((r) => [r.sessionId, r.n]));
    },

    /**
     * Items of a section this learner was shown since `since` (an adaptive test keeps them out), or none when there
     * are more than `atMost`: too many to keep out, the test then draws from the whole pool. Counted and gathered in
     * one aggregate over at most `atMost` + 1 of them, so a learner who has seen most of a section costs one row sent
     * and a bounded read.
     */
    async seenSince(userId: number, sectionId: number, since: Date, atMost: number): Promise<string[]> {
      if (atMost <= 0) return [];
      const [row] = await seenLately.execute({ userId, sectionId, since: since.toISOString(), atMost, readAtMost: atMost + 1 });
      return row?.ids ?? [];
    },

    /** Every servable item of a section with its current 3PL parameters: the engine's pool. */
    pool(sectionId: number) {
      return db
        .select({
          id: questions.id,
          topic: questions.topic,
          a: questions.irtA,
          b: questions.irtB,
          c: questions.irtC,
          responseCount: questions.responseCount,
          source: questions.source,
          correctIndex: questions.correctIndex,
        })
        .from(questions)
        .where(and(eq(questions.sectionId, sectionId), eq(questions.active, true)));
    },

    async ability(userId: number, sectionId: number): Promise<{ theta: number; count: number } | undefined> {
      const [row] = await db
        .select({ theta: learnerAbilities.theta, count: learnerAbilities.responseCount })
        .from(learnerAbilities)
        .where(and(eq(learnerAbilities.userId, userId), eq(learnerAbilities.sectionId, sectionId)));
      return row;
    },

    /** The learner's latest answers in a section with the answered item's current difficulty (adaptive start view). */
    recentAnswers(userId: number, sectionId: number, limit: number) {
      return db
        .select({ isCorrect: answers.isCorrect, b: questions.irtB, answeredAt: answers.answeredAt })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(answers.userId, userId), eq(answers.sectionId, sectionId)))
        .orderBy(desc(answers.answeredAt))
        .limit(limit);
    },

    /**
     * Seconds studied per calendar day in `timeZone`, over every mode (practice, adaptive, full-test subtests) since
     * `since`: a session counts its own clock or, when that was never sent (adaptive), its answers' times.
     */
    async studySecondsByDay(userId: number, since: Date, timeZone: string): Promise<{ day: string; seconds: number }[]> {
      const perSession = db
        .select({
          day: sql<string>`to_char(${testSessions.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`.as("day"),
          // The session's clock (or its answers' times) as the client reported it, never more than the time the
          // session was open on the server, nor three minutes a question: a claimed day of study counts only as
          // long as the learner could have studied.
          seconds: sql<number>`least(
            greatest(${testSessions.timeSpent}, sum(${answers.timeSpent})),
            extract(epoch from (greatest(max(${answers.answeredAt}), coalesce(${testSessions.completedAt}, max(${answers.answeredAt}))) - ${testSessions.createdAt}))::int + 180,
            ${testSessions.totalQuestions} * 180
          )`.as("seconds"),
        })
        .from(testSessions)
        // Only sessions with answers are study; one opened and left is not.
        .innerJoin(answers, eq(answers.sessionId, testSessions.id))
        .where(and(eq(testSessions.userId, userId), gte(testSessions.createdAt, since)))
        .groupBy(testSessions.id)
        .as("per_session");
      return (
        db
          // A day has 86,400 seconds, however many sessions overlap in it.
          .select({ day: perSession.day, seconds: sql<number>`least(sum(greatest(${perSession.seconds}, 0)), 86400)::int` })
          .from(perSession)
          .groupBy(perSession.day)
          .orderBy(perSession.day)
      );
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
