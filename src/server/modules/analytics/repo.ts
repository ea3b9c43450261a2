import { and, asc, desc, eq, exists, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, fullTests, progress, questions, sections, testSessions } from "../../db/schema";

/**
 * The calendar day of a timestamp in the learner's time zone (an IANA name the route has validated), never the
 * database's own zone. The name is a bound parameter.
 */
const localDay = (column: typeof answers.answeredAt | typeof testSessions.completedAt, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

export function analyticsRepo(db: Db) {
  return {
    /** Every section in official order with the learner's progress (null columns when not practised). */
    sectionProgress: (userId: number) =>
      db
        .select({
          sectionId: sections.id,
          code: sections.code,
          name: sections.name,
          inAfqt: sections.inAfqt,
          completedQuestions: progress.completedQuestions,
          totalQuestions: progress.totalQuestions,
          averageScore: progress.averageScore,
        })
        .from(sections)
        .leftJoin(progress, and(eq(progress.sectionId, sections.id), eq(progress.userId, userId)))
        .orderBy(asc(sections.position)),

    /**
     * The distinct days with at least one answer, plus days a scored test was completed: a score implies
     * answers, and sessions imported without answer rows (the demo history) still count as study.
     */
    async studyDays(userId: number, timeZone: string): Promise<string[]> {
      const rows = await db
        .select({ day: localDay(answers.answeredAt, timeZone) })
        .from(answers)
        .where(eq(answers.userId, userId))
        .union(
          db
            .select({ day: localDay(testSessions.completedAt, timeZone) })
            .from(testSessions)
            .where(completedScored(userId)),
        );
      return rows.map((r) => r.day);
    },

    /** Answers and correct answers per question topic. */
    topicAccuracy: (userId: number) =>
      db
        .select({
          sectionId: questions.sectionId,
          topic: questions.topic,
          answered: sql<number>`count(*)::int`,
          correct: sql<number>`(count(*) filter (where ${answers.isCorrect}))::int`,
        })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(eq(answers.userId, userId))
        .groupBy(questions.sectionId, questions.topic),

    /**
     * The first and last `window` scored sessions, each row carrying the total count: improvement compares
     * only the two ends, so a long history never leaves the database.
     */
    async scoredSessionEnds(userId: number, window: number) {
      const ranked = db
        .select({
          score: sql<number>`${testSessions.score}`.as("score"),
          // Epoch milliseconds: the same number from PGlite and postgres-js, whose timestamp parsers differ.
          completedMs: sql<number>`(extract(epoch from ${testSessions.completedAt}) * 1000)::float8`.as("completed_ms"),
          fromStart: sql<number>`(row_number() over (order by ${testSessions.completedAt} asc, ${testSessions.id} asc))::int`.as(
            "from_start",
          ),
          fromEnd: sql<number>`(row_number() over (order by ${testSessions.completedAt} desc, ${testSessions.id} desc))::int`.as(
            "from_end",
          ),
          total: sql<number>`(count(*) over ())::int`.as("total"),
        })
        .from(testSessions)
        .where(completedScored(userId))
        .as("ranked");
      const rows = await db
        .select()
        .from(ranked)
        .where(or(lte(ranked.fromStart, window), lte(ranked.fromEnd, window)));
      return { sessions: rows.map((r) => ({ score: r.score, completedAt: new Date(Number(r.completedMs)) })), total: rows[0]?.total ?? 0 };
    },

    /** Mean score per day of completion in the learner's time zone, latest `days` days, oldest first. */
    async dailyScores(userId: number, days: number, timeZone: string) {
      // The day is computed once in a subquery: grouping by the expression itself would bind the zone twice,
      // and PostgreSQL does not treat two parameters as the same grouping key.
      const scored = db
        .select({ day: localDay(testSessions.completedAt, timeZone).as("day"), score: testSessions.score })
        .from(testSessions)
        .where(completedScored(userId))
        .as("scored");
      const rows = await db
        .select({
          day: scored.day,
          averageScore: sql<number>`round(avg(${scored.score}))::int`,
          sessions: sql<number>`count(*)::int`,
        })
        .from(scored)
        .groupBy(scored.day)
        .orderBy(desc(scored.day))
        .limit(days);
      return rows.reverse();
    },

    recentSessions: (userId: number, limit: number) =>
      db
        .select({
          id: testSessions.id,
          sectionId: testSessions.sectionId,
          sectionName: sections.name,
          isCompleted: testSessions.isCompleted,
          score: testSessions.score,
          timeSpent: testSessions.timeSpent,
          isAdaptive: testSessions.isAdaptive,
          mode: testSessions.mode,
          fullTestId: testSessions.fullTestId,
          createdAt: testSessions.createdAt,
          completedAt: testSessions.completedAt,
        })
        .from(testSessions)
        .innerJoin(sections, eq(sections.id, testSessions.sectionId))
        // A session opened and never answered was not a test the learner took: finished ones and started ones only.
        .where(
          and(
            eq(testSessions.userId, userId),
            or(
              eq(testSessions.isCompleted, true),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(answers)
                  .where(eq(answers.sessionId, testSessions.id)),
              ),
            ),
          ),
        )
        .orderBy(desc(testSessions.createdAt), desc(testSessions.id))
        .limit(limit),

    async latestCompletedFullTest(userId: number) {
      const [row] = await db
        .select({
          id: fullTests.id,
          afqtPercentile: fullTests.afqtPercentile,
          afqtCategory: sql<string | null>`${fullTests.results}->>'afqtCategory'`,
          completedAt: fullTests.completedAt,
        })
        .from(fullTests)
        .where(
          and(
            eq(fullTests.userId, userId),
            eq(fullTests.status, "completed"),
            isNotNull(fullTests.afqtPercentile),
            isNotNull(fullTests.completedAt),
          ),
        )
        .orderBy(desc(fullTests.completedAt))
        .limit(1);
      return row;
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;

function completedScored(userId: number) {
  return and(
    eq(testSessions.userId, userId),
    eq(testSessions.isCompleted, true),
    isNotNull(testSessions.score),
    isNotNull(testSessions.completedAt),
  );
}
