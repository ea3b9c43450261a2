import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { answers, questions, questionViews, testSessions, users } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, sessionCookie, type TestContext, secondInstance } from "../app";
import { createUser, signedInUser, uniqueIp } from "../factories";

/**
 * Two app instances over one database, as behind a load balancer: a session made by one is honoured by the
 * other, and ended everywhere at sign-out. On PostgreSQL the second instance has its own connection pool.
 */
let ctx: TestContext;
let second: FastifyInstance;
let other: Awaited<ReturnType<typeof secondInstance>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 4 });
  other = await secondInstance(ctx);
  second = other.app;
}, 120_000);

/**
 * Each instance keeps signed-in sessions in memory; a change on one reaches the other through a PostgreSQL
 * notification, within milliseconds. Polls for up to 3 s and returns how long it took.
 */
async function within(check: () => Promise<boolean>, ms = 3000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}
afterAll(async () => {
  await other.close();
  await ctx.close();
});

describe("sessions shared by several instances", () => {
  it("a session started on one instance works on the other and ends on both", async () => {
    const { user, password } = await createUser(ctx.database.db);
    const login = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      remoteAddress: uniqueIp(),
    });
    const cookie = sessionCookie(login);
    const elsewhere = await request(second, { method: "GET", url: "/api/user", cookie });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().username).toBe(user.username);

    await request(second, { method: "POST", url: "/api/logout", cookie });
    expect((await request(ctx.app, { method: "GET", url: "/api/user", cookie })).statusCode).toBe(401);
  });

  it("a sign-out on one instance is seen by the other, whose cache held the session", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    // Both instances have now served (and cached) this session.
    for (const app of [ctx.app, second, ctx.app, second])
      expect((await request(app, { method: "GET", url: "/api/user", cookie })).statusCode).toBe(200);
    await request(ctx.app, { method: "POST", url: "/api/logout", cookie });
    expect((await request(ctx.app, { method: "GET", url: "/api/user", cookie })).statusCode).toBe(401);
    await within(async () => (await request(second, { method: "GET", url: "/api/user", cookie })).statusCode === 401);
  });

  it("a plan change and a profile change on one instance are seen by the other", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    for (const app of [ctx.app, second])
      expect((await request(app, { method: "GET", url: "/api/user", cookie })).json().subscriptionTier).toBe("free");
    // The plan changes through the first instance's database connection (payments and the admin console write it so).
    await ctx.database.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.id, user.id));
    await within(async () => (await request(second, { method: "GET", url: "/api/user", cookie })).json().subscriptionTier === "premium");
    expect((await request(second, { method: "GET", url: "/api/sections/13/daily-limit", cookie })).json()).toMatchObject({ limit: null });
    // A change made through the API of one instance.
    const patched = await request(second, { method: "PATCH", url: "/api/user/branch", cookie, payload: { targetBranch: "marines" } });
    expect(patched.json().targetBranch).toBe("marines");
    expect((await request(second, { method: "GET", url: "/api/user", cookie })).json().targetBranch).toBe("marines");
    await within(async () => (await request(ctx.app, { method: "GET", url: "/api/user", cookie })).json().targetBranch === "marines");
  });

  it("an answer stored through one instance is seen by the other at once", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const session = (
      await request(ctx.app, {
        method: "POST",
        url: "/api/test-sessions",
        cookie,
        payload: { sectionId: 13, totalQuestions: 2, questionIds: ["GS-001", "GS-002"] },
      })
    ).json();
    expect(
      (
        await request(ctx.app, {
          method: "POST",
          url: "/api/answers",
          cookie,
          payload: { sessionId: session.id, questionId: "GS-001", selectedAnswer: 0 },
        })
      ).statusCode,
    ).toBe(200);
    const progress = (await request(second, { method: "GET", url: "/api/progress", cookie })).json();
    expect(progress.find((p: { sectionId: number }) => p.sectionId === 13)).toMatchObject({ completedQuestions: 1 });
    expect((await request(second, { method: "GET", url: "/api/sections/13/daily-limit", cookie })).json()).toMatchObject({ usedToday: 1 });
    // The same answer replayed through the other instance is recognised, not counted again.
    const replay = await request(second, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId: session.id, questionId: "GS-001", selectedAnswer: 1 },
    });
    expect(replay.json()).toMatchObject({ duplicate: true, selectedAnswer: 0 });
  });

  it("sign-in throttling counts failures across instances", async () => {
    const { user } = await createUser(ctx.database.db);
    const ip = uniqueIp();
    const fail = (app: FastifyInstance) =>
      request(app, { method: "POST", url: "/api/login", payload: { username: user.username, password: "wrong-pass" }, remoteAddress: ip });
    for (let i = 0; i < ctx.env.LOGIN_MAX_FAILURES; i++) {
      expect((await fail(i % 2 === 0 ? ctx.app : second)).statusCode).toBe(401);
    }
    expect((await fail(second)).statusCode).toBe(429);
    expect((await fail(ctx.app)).statusCode).toBe(429);
  });

  it("an adaptive test answered on both instances serves each item once, whichever instance chose ahead", async () => {
    // The instance that served an item chooses the next one before the answer is stored (record_cat_answer); the
    // other instance, or a replay, must never apply a choice made for a session that has moved on.
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const keyOf = async (id: string) =>
      (await ctx.database.db.select({ k: questions.correctIndex }).from(questions).where(eq(questions.id, id)))[0]?.k ?? 0;
    const start = await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId: 10, totalQuestions: 10, isAdaptive: true },
    });
    expect(start.statusCode).toBe(201);
    const session = start.json();
    let question: { id: string } | null = session.questions[0];
    const served: string[] = [];
    // Instances per answer: the first two on the one that served the item (chosen ahead), then alternating, so a
    // choice is made on a state the other instance has moved past.
    const order = [ctx.app, ctx.app, second, ctx.app, ctx.app, second, second, ctx.app, second, ctx.app];
    for (let i = 0; question; i++) {
      served.push(question.id);
      const right = await keyOf(question.id);
      const payload = {
        sessionId: session.id,
        questionId: question.id,
        selectedAnswer: i % 3 === 0 ? (right + 1) % 4 : right,
        timeSpent: 4,
      };
      const app = order[i] as FastifyInstance;
      const reply = await request(app, { method: "POST", url: "/api/answers", cookie, payload });
      expect(reply.statusCode).toBe(200);
      const step = reply.json().adaptive;
      // The same answer replayed through the other instance reports the session as it stands: the same next item.
      const replay = await request(app === ctx.app ? second : ctx.app, { method: "POST", url: "/api/answers", cookie, payload });
      expect(replay.json()).toMatchObject({ duplicate: true });
      expect(replay.json().adaptive.nextQuestion?.id ?? null).toBe(step.nextQuestion?.id ?? null);
      // And through the instance that chose ahead for it, whose state is now behind the session's.
      const again = await request(app, { method: "POST", url: "/api/answers", cookie, payload });
      expect(again.json().adaptive.nextQuestion?.id ?? null).toBe(step.nextQuestion?.id ?? null);
      expect(step.answered).toBe(i + 1);
      question = step.nextQuestion;
    }
    expect(served).toHaveLength(10);
    expect(new Set(served).size).toBe(10);
    const [row] = await ctx.database.db.select().from(testSessions).where(eq(testSessions.id, session.id));
    expect(row).toMatchObject({ isCompleted: true, questionIds: served, timeSpent: 40 });
    const stored = await ctx.database.db.select({ q: answers.questionId }).from(answers).where(eq(answers.sessionId, session.id));
    expect(stored.map((a) => a.q).sort()).toEqual([...served].sort());
    // Every item served was recorded as seen by the learner, once.
    const views = await ctx.database.db
      .select({ q: questionViews.questionId })
      .from(questionViews)
      .where(and(eq(questionViews.userId, row?.userId ?? 0), inArray(questionViews.questionId, served)));
    expect(views).toHaveLength(10);
  });
});
