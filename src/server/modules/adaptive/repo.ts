import { and, asc, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, learnerAbilities, questions, questionViews } from "../../db/schema";

export interface PoolRow {
  id: string;
  topic: string;
  a: number;
  b: number;
  c: number;
  responseCount: number;
  source: "authored" | "generated";
}

export function adaptiveRepo(db: Db) {
  return {
    /** Every servable item of a section with its current 3PL parameters: the engine's pool. */
    pool(sectionId: number): Promise<PoolRow[]> {
      return db
        .select({
          id: questions.id,
          topic: questions.topic,
          a: questions.irtA,
          b: questions.irtB,
          c: questions.irtC,
          responseCount: questions.responseCount,
          source: questions.source,
        })
        .from(questions)
        .where(and(eq(questions.sectionId, sectionId), eq(questions.active, true)));
    },

    /** The answers of a session in the order given, with each item's parameters and topic. */
    history(sessionId: string) {
      return db
        .select({
          questionId: answers.questionId,
          isCorrect: answers.isCorrect,
          selectedAnswer: answers.selectedAnswer,
          timeSpent: answers.timeSpent,
          topic: questions.topic,
          a: questions.irtA,
          b: questions.irtB,
          c: questions.irtC,
        })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(eq(answers.sessionId, sessionId))
        .orderBy(asc(answers.answeredAt), asc(answers.id));
    },

    /** Items of a section this learner was shown since `since`: an adaptive test prefers fresh ones. */
    async seenSince(userId: number, sectionId: number, since: Date): Promise<string[]> {
      const rows = await db
        .select({ id: questionViews.questionId })
        .from(questionViews)
        .innerJoin(questions, eq(questions.id, questionViews.questionId))
        .where(and(eq(questionViews.userId, userId), eq(questions.sectionId, sectionId), gte(questionViews.seenAt, since)));
      return rows.map((r) => r.id);
    },

    /** The learner's latest answers in a section with the answered item's current difficulty. */
    recentAnswers(userId: number, sectionId: number, limit: number) {
      return db
        .select({ isCorrect: answers.isCorrect, b: questions.irtB, answeredAt: answers.answeredAt })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(answers.userId, userId), eq(answers.sectionId, sectionId)))
        .orderBy(desc(answers.answeredAt))
        .limit(limit);
    },

    async ability(userId: number, sectionId: number) {
      const [row] = await db
        .select({ theta: learnerAbilities.theta, count: learnerAbilities.responseCount })
        .from(learnerAbilities)
        .where(and(eq(learnerAbilities.userId, userId), eq(learnerAbilities.sectionId, sectionId)));
      return row;
    },

    /**
     * Applies one Elo step to the learner. The step was computed from the values read before; applying it as an
     * increment keeps concurrent answers from overwriting each other.
     */
    async moveAbility(userId: number, sectionId: number, delta: number): Promise<void> {
      await db
        .insert(learnerAbilities)
        .values({ userId, sectionId, theta: delta, responseCount: 1, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [learnerAbilities.userId, learnerAbilities.sectionId],
          set: {
            theta: sql`least(4, greatest(-4, ${learnerAbilities.theta} + ${delta}))`,
            responseCount: sql`${learnerAbilities.responseCount} + 1`,
            updatedAt: new Date(),
          },
        });
    },

    /**
     * What one Elo step needs of an item, in one round trip: its current 3PL parameters, how many answers have
     * calibrated it, and whether the learner answered it before the answer `answerId` (a repeat is no fresh evidence).
     */
    async itemForCalibration(questionId: string, userId: number, answerId: string) {
      const earlier = db
        .select({ id: answers.id })
        .from(answers)
        .where(and(eq(answers.userId, userId), eq(answers.questionId, questionId), ne(answers.id, answerId)));
      const [row] = await db
        .select({
          a: questions.irtA,
          b: questions.irtB,
          c: questions.irtC,
          responseCount: questions.responseCount,
          answeredBefore: sql<boolean>`exists (${earlier})`,
        })
        .from(questions)
        .where(eq(questions.id, questionId));
      return row;
    },

    /** One Elo step on an item's difficulty, as an increment for the same reason. */
    async moveItem(questionId: string, delta: number): Promise<void> {
      await db
        .update(questions)
        .set({
          irtB: sql`least(3, greatest(-3, ${questions.irtB} + ${delta}))`,
          responseCount: sql`${questions.responseCount} + 1`,
        })
        .where(eq(questions.id, questionId));
    },
  };
}
export type AdaptiveRepo = ReturnType<typeof adaptiveRepo>;
