import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, questionViews, testSessions } from "../../db/schema";

/**
 * The sessions repo's statements that run on every test, built and prepared once: Drizzle's query builder costs more
 * Node time than the round trip (issue 11: building an adaptive test's close and its recently-seen read, once per
 * ten answers each, still took 3% of the adaptive answer route's server time). A placeholder's value reaches the
 * driver unmapped, so times go as ISO text and every value is cast in the statement.
 */
export function preparedStatements(db: Db) {
  const byId = db
    .select()
    .from(testSessions)
    .where(eq(testSessions.id, sql.placeholder("id")))
    .prepare("sessions_by_id");
  const tallyOf = db
    .select({ answered: count(), correct: sql<number>`(count(*) filter (where ${answers.isCorrect}))::int` })
    .from(answers)
    .where(eq(answers.sessionId, sql.placeholder("sessionId")))
    .prepare("sessions_tally");
  const closePractice = db
    .update(testSessions)
    .set({
      isCompleted: true,
      score: sql`${sql.placeholder("score")}::int`,
      timeSpent: sql`${sql.placeholder("timeSpent")}::int`,
      completedAt: sql`${sql.placeholder("completedAt")}::timestamptz`,
    })
    .where(and(eq(testSessions.id, sql.placeholder("id")), eq(testSessions.isCompleted, false)))
    .returning()
    .prepare("sessions_complete_practice");
  // An adaptive test's close (one per ten answers) and a new test's recently-seen list (one per test).
  const closeCat = db
    .update(testSessions)
    .set({
      isCompleted: true,
      score: sql`${sql.placeholder("score")}::int`,
      timeSpent: sql`${sql.placeholder("timeSpent")}::int`,
      theta: sql`${sql.placeholder("theta")}::real`,
      thetaSe: sql`${sql.placeholder("thetaSe")}::real`,
      currentDifficulty: sql`${sql.placeholder("currentDifficulty")}::text`,
      completedAt: sql`${sql.placeholder("completedAt")}::timestamptz`,
    })
    .where(and(eq(testSessions.id, sql.placeholder("id")), eq(testSessions.isCompleted, false)))
    .returning()
    .prepare("sessions_complete_cat");
  // At most `atMost` + 1 entries are read: past that the answer is "too many" whatever the rest holds, and a learner
  // who has seen most of a section would otherwise cost a heap visit per item seen (bench:api's adaptive learners:
  // 1,473 rows read per start to learn they had seen more than 270).
  const recentViews = db
    .select({ questionId: questionViews.questionId })
    .from(questionViews)
    .where(
      and(
        eq(questionViews.userId, sql.placeholder("userId")),
        eq(questionViews.sectionId, sql.placeholder("sectionId")),
        // Both values named, so each is one range of the (user, section, authored, seen_at) index.
        inArray(questionViews.authored, [true, false]),
        gte(questionViews.seenAt, sql`${sql.placeholder("since")}::timestamptz`),
      ),
    )
    .limit(sql.placeholder("readAtMost"))
    .as("recent_views");
  const seenLately = db
    .select({
      ids: sql<string[] | null>`case when count(*) <= ${sql.placeholder("atMost")}::int then array_agg(${recentViews.questionId}) end`,
    })
    .from(recentViews)
    .prepare("sessions_seen_lately");
  // A new test (one per test): built by Drizzle at every start, its insert was 3% of the learner round's server time.
  const insertSession = db
    .insert(testSessions)
    .values({
      id: sql.placeholder("id"),
      userId: sql`${sql.placeholder("userId")}::int`,
      sectionId: sql`${sql.placeholder("sectionId")}::int`,
      totalQuestions: sql`${sql.placeholder("totalQuestions")}::int`,
      isAdaptive: sql`${sql.placeholder("isAdaptive")}::boolean`,
      questionIds: sql`${sql.placeholder("questionIds")}::jsonb`,
      mode: sql`${sql.placeholder("mode")}::text`,
      mission: sql`${sql.placeholder("mission")}::int`,
      currentDifficulty: sql`${sql.placeholder("currentDifficulty")}::text`,
      fullTestId: sql`${sql.placeholder("fullTestId")}::text`,
      deadlineAt: sql`${sql.placeholder("deadlineAt")}::timestamptz`,
      offline: sql`${sql.placeholder("offline")}::boolean`,
      excludeIds: sql`${sql.placeholder("excludeIds")}::jsonb`,
      createdAt: sql`${sql.placeholder("createdAt")}::timestamptz`,
    })
    .onConflictDoNothing()
    .returning()
    .prepare("sessions_insert");
  return { byId, tallyOf, closePractice, closeCat, seenLately, insertSession };
}
