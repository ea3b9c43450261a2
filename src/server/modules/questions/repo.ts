import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, passages, questions, questionViews, sections } from "../../db/schema";

const publicColumns = {
  id: questions.id,
  sectionId: questions.sectionId,
  question: questions.stem,
  options: questions.options,
  topic: questions.topic,
  difficulty: questions.difficulty,
  figure: questions.figure,
  figureAlt: questions.figureAlt,
  passageId: passages.id,
  passageTitle: passages.title,
  passageText: passages.text,
};

export type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionsRepo>["listForSection"]>>[number];

export function questionsRepo(db: Db) {
  return {
    async sectionExists(sectionId: number): Promise<boolean> {
      const [row] = await db.select({ id: sections.id }).from(sections).where(eq(sections.id, sectionId));
      return row !== undefined;
    },

    /** Authored items first (in id order), then generated ones: a stable list for paging and offline caching. */
    listForSection(sectionId: number, limit: number, offset: number) {
      return db
        .select(publicColumns)
        .from(questions)
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .where(and(eq(questions.sectionId, sectionId), eq(questions.active, true)))
        .orderBy(asc(questions.source), asc(questions.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Random items of one source for a learner: never-seen items first, then the least recently seen,
     * shuffled within each group.
     */
    randomForUser(userId: number, sectionId: number, source: "authored" | "generated", limit: number, exclude: readonly string[] = []) {
      return db
        .select(publicColumns)
        .from(questions)
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .leftJoin(questionViews, and(eq(questionViews.questionId, questions.id), eq(questionViews.userId, userId)))
        .where(
          and(
            eq(questions.sectionId, sectionId),
            eq(questions.active, true),
            eq(questions.source, source),
            exclude.length > 0 ? notInArray(questions.id, [...exclude]) : undefined,
          ),
        )
        .orderBy(sql`${questionViews.seenAt} asc nulls first`, sql`random()`)
        .limit(limit);
    },

    /**
     * A random window of a large pool: the items whose fixed random key follows a random point (wrapping to
     * the start), with when this learner last saw each. An index walk instead of sorting the whole pool.
     */
    async randomWindow(userId: number, sectionId: number, source: "authored" | "generated", size: number, exclude: readonly string[] = []) {
      const pick = (from: number, to: number, n: number) =>
        db
          .select({ ...publicColumns, seenAt: questionViews.seenAt })
          .from(questions)
          .leftJoin(passages, eq(passages.id, questions.passageId))
          .leftJoin(questionViews, and(eq(questionViews.questionId, questions.id), eq(questionViews.userId, userId)))
          .where(
            and(
              eq(questions.sectionId, sectionId),
              eq(questions.source, source),
              eq(questions.active, true),
              gte(questions.randomKey, from),
              lt(questions.randomKey, to),
              exclude.length > 0 ? notInArray(questions.id, [...exclude]) : undefined,
            ),
          )
          .orderBy(asc(questions.randomKey))
          .limit(n);
      const start = Math.random();
      const first = await pick(start, 2, size);
      return first.length >= size ? first : [...first, ...(await pick(-1, start, size - first.length))];
    },

    byIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(publicColumns)
        .from(questions)
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .where(inArray(questions.id, [...ids]));
    },

    keysFor(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: questions.id,
          sectionId: questions.sectionId,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
        })
        .from(questions)
        .where(inArray(questions.id, [...ids]));
    },

    recentAnswers(userId: number, sectionId: number, limit = 500) {
      return db
        .select({ questionId: answers.questionId, isCorrect: answers.isCorrect, answeredAt: answers.answeredAt })
        .from(answers)
        .where(and(eq(answers.userId, userId), eq(answers.sectionId, sectionId)))
        .orderBy(desc(answers.answeredAt))
        .limit(limit);
    },

    async recordViews(userId: number, questionIds: readonly string[], at: Date): Promise<void> {
      if (questionIds.length === 0) return;
      // Rows locked in one global order: concurrent requests of one learner cannot deadlock each other.
      const ordered = [...new Set(questionIds)].sort();
      await db
        .insert(questionViews)
        .values(ordered.map((questionId) => ({ userId, questionId, seenAt: at })))
        .onConflictDoUpdate({ target: [questionViews.userId, questionViews.questionId], set: { seenAt: at } });
    },
  };
}
export type QuestionsRepo = ReturnType<typeof questionsRepo>;
