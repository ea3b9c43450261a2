import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQueue, answers, learnerAbilities, questions, users } from "@server/db/schema";
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
    for (const { cookie } of learners) {
      const session = (
        await request(ctx.app, {
          method: "POST",
          url: "/api/test-sessions",
          cookie,
          payload: { sectionId: 12, totalQuestions: 30, questionIds: ids },
        })
      ).json();
      for (const q of ids)
        await request(ctx.app, {
          method: "POST",
          url: "/api/answers",
          cookie,
          payload: { sessionId: session.id, questionId: q, selectedAnswer: 1 },
        });
    }
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
    const session = (
      await request(ctx.app, {
        method: "POST",
        url: "/api/test-sessions",
        cookie,
        payload: { sectionId: 12, totalQuestions: 2, questionIds: ids.slice(0, 2) },
      })
    ).json();
    for (const q of ids.slice(0, 2))
      await request(ctx.app, {
        method: "POST",
        url: "/api/answers",
        cookie,
        payload: { sessionId: session.id, questionId: q, selectedAnswer: 0 },
      });
    const queued = await ctx.database.db.select({ id: answerQueue.answerId }).from(answerQueue);
    expect(queued.length).toBeGreaterThanOrEqual(2);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    await ctx.app.background.drain();
    expect(await ctx.database.db.select({ id: answerQueue.answerId }).from(answerQueue)).toEqual([]);
  });
});
