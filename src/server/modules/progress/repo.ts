import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { answers, progress } from "../../db/schema";

export function progressRepo(db: Db) {
  // Read on every dashboard and after every test: built once.
  const ofUser = db
    .select()
    .from(progress)
    .where(eq(progress.userId, sql.placeholder("userId")))
    .prepare("progress_of_user");
  return {
    listForUser: (userId: number) => ofUser.execute({ userId }),

    /** Progress in a section rebuilt from the answers (the counters are kept per answer; this repairs them). */
    async recompute(userId: number, sectionId: number) {
      const [agg] = await db
        .select({ answered: count(), correct: sql<number>`(count(*) filter (where ${answers.isCorrect}))::int` })
        .from(answers)
        .where(and(eq(answers.userId, userId), eq(answers.sectionId, sectionId)));
      const answered = agg?.answered ?? 0;
      const correct = Number(agg?.correct ?? 0);
      const averageScore = answered === 0 ? 0 : (100 * correct) / answered;
      const values = { completedQuestions: answered, correctAnswers: correct, averageScore, updatedAt: new Date() };
      const [row] = await db
        .insert(progress)
        .values({ userId, sectionId, ...values })
        .onConflictDoUpdate({ target: [progress.userId, progress.sectionId], set: values })
        .returning();
      return row;
    },
  };
}
export type ProgressRepo = ReturnType<typeof progressRepo>;
