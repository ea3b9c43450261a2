import { and, count, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, progress, scoreShares, testSessions } from "../../db/schema";

export type SessionRow = typeof testSessions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;

export function practiceRepo(db: Db) {
  return {
    async findSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(testSessions).where(eq(testSessions.id, id));
      return row;
    },

    /** Undefined when the id already exists (a replay); the caller then reads the stored one. */
    async insertSession(values: typeof testSessions.$inferInsert): Promise<SessionRow | undefined> {
      const [row] = await db.insert(testSessions).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateSession(id: string, values: Partial<typeof testSessions.$inferInsert>): Promise<SessionRow | undefined> {
      const [row] = await db.update(testSessions).set(values).where(eq(testSessions.id, id)).returning();
      return row;
    },

    async findAnswer(id: string): Promise<AnswerRow | undefined> {
      const [row] = await db.select().from(answers).where(eq(answers.id, id));
      return row;
    },

    async findSessionAnswer(sessionId: string, questionId: string): Promise<AnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(answers)
        .where(and(eq(answers.sessionId, sessionId), eq(answers.questionId, questionId)));
      return row;
    },

    /** Undefined when this id or this (session, question) pair is already stored. */
    async insertAnswer(values: typeof answers.$inferInsert): Promise<AnswerRow | undefined> {
      const [row] = await db.insert(answers).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Practice answers in a section within [from, to): full-test answers are an assessment and do not count. */
    async countPracticeAnswers(userId: number, sectionId: number, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(answers)
        .innerJoin(testSessions, eq(testSessions.id, answers.sessionId))
        .where(
          and(
            eq(answers.userId, userId),
            eq(answers.sectionId, sectionId),
            gte(answers.answeredAt, from),
            lt(answers.answeredAt, to),
            ne(testSessions.mode, "full_test"),
          ),
        );
      return row?.n ?? 0;
    },

    async sessionCorrect(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(answers)
        .where(and(eq(answers.sessionId, sessionId), eq(answers.isCorrect, true)));
      return row?.n ?? 0;
    },

    /** One more answer in a section: an atomic increment, so concurrent answers never lose a count. */
    async addToProgress(userId: number, sectionId: number, correct: boolean): Promise<void> {
      const c = correct ? 1 : 0;
      await db
        .insert(progress)
        .values({ userId, sectionId, completedQuestions: 1, correctAnswers: c, averageScore: 100 * c, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [progress.userId, progress.sectionId],
          set: {
            completedQuestions: sql`${progress.completedQuestions} + 1`,
            correctAnswers: sql`${progress.correctAnswers} + ${c}`,
            averageScore: sql`100.0 * (${progress.correctAnswers} + ${c}) / (${progress.completedQuestions} + 1)`,
            updatedAt: new Date(),
          },
        });
    },

    /** Progress per section rebuilt from the answers: how many were answered and the share answered correctly. */
    async recomputeProgress(userId: number, sectionId: number) {
      const [agg] = await db
        .select({ answered: count(), correct: sql<number>`count(*) filter (where ${answers.isCorrect})`.mapWith(Number) })
        .from(answers)
        .where(and(eq(answers.userId, userId), eq(answers.sectionId, sectionId)));
      const answered = agg?.answered ?? 0;
      const correct = agg?.correct ?? 0;
      const averageScore = answered === 0 ? 0 : (100 * correct) / answered;
      const [row] = await db
        .insert(progress)
        .values({ userId, sectionId, completedQuestions: answered, correctAnswers: correct, averageScore, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [progress.userId, progress.sectionId],
          set: { completedQuestions: answered, correctAnswers: correct, averageScore, updatedAt: new Date() },
        })
        .returning();
      return row;
    },

    async insertScoreShare(values: typeof scoreShares.$inferInsert) {
      const [row] = await db.insert(scoreShares).values(values).returning({ id: scoreShares.id });
      return row;
    },
  };
}
export type PracticeRepo = ReturnType<typeof practiceRepo>;
