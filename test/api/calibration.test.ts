import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQueue, answers, learnerAbilities, questions, questionViews, reviewItems, testSessions, users } from "@server/db/schema";
import { reviewDueAt } from "@domain/practice";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext, secondInstance } from "../app";
import { signedInUser } from "../factories";

/** The background batch that folds answers into calibration and spaced review, off the request path. */
let ctx: TestContext;
let second: FastifyInstance;
let other: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 4 });
  other = await secondInstance(ctx);
  second = other.app;
}, 120_000);
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const ids = Array.from({ length: 30 }, (_, i) => `MK-${String(i + 1).padStart(3, "0")}`);

/** A learner's practice session of these questions, each answered with `choice(id)` (200 each); the session's id. */
async function answeredSession(cookie: string, questionIds: readonly string[], choice: (id: string) => number): Promise<string> {
  const session = (
    await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId: 12, totalQuestions: questionIds.length, questionIds },
    })
  ).json() as { id: string };
  for (const q of questionIds) {
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId: session.id, questionId: q, selectedAnswer: choice(q) },
    });
    expect(res.statusCode).toBe(200);
  }
  return session.id;
}

describe("the answer batch", () => {
  it("folds every answer in exactly once, even with two instances running it at the same time", async () => {
    const counts = async () =>
      new Map(
        (
          await ctx.database.db.select({ id: questions.id, n: questions.responseCount }).from(questions).where(inArray(questions.id, ids))
        ).map((r) => [r.id, r.n]),
      );
    // Other suites may have left answers of their own: start from an empty queue.
    await ctx.app.background.drain();
    const before = await counts();
    const learners = await Promise.all([0, 1, 2].map(() => signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" })));
    for (const { cookie } of learners) await answeredSession(cookie, ids, () => 1);
    const pendingFor = async () =>
      (
        await ctx.database.db
          .select({ id: answers.id })
          .from(answers)
          .innerJoin(answerQueue, eq(answerQueue.answerId, answers.id))
          .where(inArray(answers.questionId, ids))
      ).length;
    expect(await pendingFor()).toBe(90);
    await Promise.all([ctx.app.background.drain(), second.background.drain(), ctx.app.background.drain()]);
    expect(await pendingFor()).toBe(0);
    const after = await counts();
    // Three learners' first answers: each item's calibration count moved by exactly three.
    for (const id of ids) expect((after.get(id) ?? 0) - (before.get(id) ?? 0)).toBe(3);
    for (const { user } of learners) {
      const [ability] = await ctx.database.db
        .select({ n: learnerAbilities.responseCount })
        .from(learnerAbilities)
        .where(and(eq(learnerAbilities.userId, user.id), eq(learnerAbilities.sectionId, 12)));
      expect(ability?.n).toBe(30);
    }
  });
  it("drops queue entries whose answers went with a deleted account", async () => {
    await ctx.app.background.drain();
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    await answeredSession(cookie, ids.slice(0, 2), () => 0);
    const queued = await ctx.database.db.select({ id: answerQueue.answerId }).from(answerQueue);
    expect(queued.length).toBeGreaterThanOrEqual(2);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    // Answers keep no foreign key to their session or learner (decision 15): the sessions' delete trigger took them.
    expect(await ctx.database.db.select({ id: answers.id }).from(answers).where(eq(answers.userId, user.id))).toEqual([]);
    await ctx.app.background.drain();
    expect(await ctx.database.db.select({ id: answerQueue.answerId }).from(answerQueue)).toEqual([]);
  });
  it("deletes a learner's views and review items with the learner (they keep no foreign key to users)", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const picked = ids.slice(2, 4);
    const keys = new Map(
      (
        await ctx.database.db.select({ id: questions.id, key: questions.correctIndex }).from(questions).where(inArray(questions.id, picked))
      ).map((r) => [r.id, r.key]),
    );
    // Wrong answers, so each question becomes a review item.
    await answeredSession(cookie, picked, (id) => ((keys.get(id) ?? 0) + 1) % 4);
    await ctx.app.background.drain();
    const mine = async () => ({
      views: (await ctx.database.db.select().from(questionViews).where(eq(questionViews.userId, user.id))).length,
      reviews: (await ctx.database.db.select().from(reviewItems).where(eq(reviewItems.userId, user.id))).length,
    });
    expect(await mine()).toEqual({ views: 2, reviews: 2 });
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await mine()).toEqual({ views: 0, reviews: 0 });
  });

  it("keeps spaced review from the wrong answers since the latest right one, whether earlier answers were folded in or not", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const [folded, together] = [ids[10] as string, ids[11] as string];
    const keys = new Map(
      (
        await ctx.database.db
          .select({ id: questions.id, key: questions.correctIndex })
          .from(questions)
          .where(inArray(questions.id, [folded, together]))
      ).map((r) => [r.id, r.key]),
    );
    const answer = (id: string, right: boolean) => answeredSession(cookie, [id], () => ((keys.get(id) ?? 0) + (right ? 0 : 1)) % 4);
    const review = async (id: string) =>
      (
        await ctx.database.db
          .select({ misses: reviewItems.misses, dueAt: reviewItems.dueAt })
          .from(reviewItems)
          .where(and(eq(reviewItems.userId, user.id), eq(reviewItems.questionId, id)))
      )[0];
    const lastAnswerAt = async (id: string) =>
      (
        await ctx.database.db
          .select({ at: answers.answeredAt })
          .from(answers)
          .where(and(eq(answers.userId, user.id), eq(answers.questionId, id)))
          .orderBy(desc(answers.answeredAt))
          .limit(1)
      )[0]?.at as Date;

    // One item answered over several batches: each batch sees the earlier answers already folded in.
    for (const [right, expected] of [
      [false, 1],
      [false, 2],
      [true, null],
      [false, 1],
      [false, 2],
      [false, 3],
    ] as const) {
      await answer(folded, right);
      await ctx.app.background.drain();
      const item = await review(folded);
      if (expected === null) expect(item).toBeUndefined();
      else expect(item).toEqual({ misses: expected, dueAt: reviewDueAt(await lastAnswerAt(folded), expected) });
    }
    // The other with every answer waiting in one batch: right, wrong, right, wrong, wrong.
    for (const right of [true, false, true, false, false]) await answer(together, right);
    await ctx.app.background.drain();
    expect(await review(together)).toEqual({ misses: 2, dueAt: reviewDueAt(await lastAnswerAt(together), 2) });
  });

  it("deletes a session's answers with it, and an answer stored while its session was being deleted at the next batch", async () => {
    await ctx.app.background.drain();
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const [kept, deleted, raced] = [
      await answeredSession(cookie, ids.slice(0, 2), () => 0),
      await answeredSession(cookie, ids.slice(2, 4), () => 0),
      await answeredSession(cookie, ids.slice(4, 6), () => 0),
    ];
    const answersOf = async (sessionId: string) =>
      (await ctx.database.db.select({ id: answers.id }).from(answers).where(eq(answers.sessionId, sessionId))).length;
    const db = ctx.database.db;
    await db.delete(testSessions).where(eq(testSessions.id, deleted));
    expect(await answersOf(deleted)).toBe(0);
    // The race's outcome: the session went without seeing an answer that a concurrent request was storing. The
    // trigger is switched off for this delete only, which leaves exactly that state.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table test_sessions disable trigger test_sessions_answers`);
      await tx.delete(testSessions).where(eq(testSessions.id, raced));
      await tx.execute(sql`alter table test_sessions enable trigger test_sessions_answers`);
    });
    expect(await answersOf(raced)).toBe(2);
    await ctx.app.background.drain();
    expect(await answersOf(raced)).toBe(0);
    expect(await answersOf(kept)).toBe(2);
    expect(await db.select({ id: answerQueue.answerId }).from(answerQueue)).toEqual([]);
    // The kept session's answers were folded in; the stray ones were not.
    const [ability] = await db
      .select({ n: learnerAbilities.responseCount })
      .from(learnerAbilities)
      .where(and(eq(learnerAbilities.userId, user.id), eq(learnerAbilities.sectionId, 12)));
    expect(ability?.n).toBe(2);
  });
});
