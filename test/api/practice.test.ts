import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQueue, answers as answersTable, questions as questionsTable } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

const AR = 10;
const GS = 13;

let ctx: TestContext;
let keys: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  const rows = await ctx.database.db
    .select({ id: questionsTable.id, k: questionsTable.correctIndex })
    .from(questionsTable)
    .where(eq(questionsTable.sectionId, GS));
  keys = new Map(rows.map((r) => [r.id, r.k]));
}, 120_000);
afterAll(() => ctx.close());

const gsIds = (from: number, n: number) => Array.from({ length: n }, (_, i) => `GS-${String(from + i).padStart(3, "0")}`);
const wrong = (id: string) => ((keys.get(id) as number) + 1) % 4;

async function startSession(cookie: string, body: Record<string, unknown> = {}) {
  const res = await request(ctx.app, {
    method: "POST",
    url: "/api/test-sessions",
    cookie,
    payload: { sectionId: GS, totalQuestions: 10, questionIds: gsIds(1, 10), ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const answer = (cookie: string, payload: Record<string, unknown>) =>
  request(ctx.app, { method: "POST", url: "/api/answers", cookie, payload });

// A learner with a daily allowance takes record_answer's full path; a paid learner's usual answer is one statement
// (drizzle/0031). Both must behave the same.
describe.each(["free", "premium"] as const)("test sessions and answers (%s plan)", (tier) => {
  const learner = () => signedInUser(ctx.app, ctx.database.db, { subscriptionTier: tier });

  it("creates a session for the signed-in user, ignoring a userId sent by the client", async () => {
    const { user, cookie } = await learner();
    const session = await startSession(cookie, { userId: 1 });
    expect(session).toMatchObject({ userId: user.id, sectionId: GS, totalQuestions: 10, isCompleted: false, score: null });
    expect(session.questions.map((q: { id: string }) => q.id)).toEqual(gsIds(1, 10));
    for (const q of session.questions) expect(q).not.toHaveProperty("correctAnswer");
  });

  it("picks the questions itself when none are given, and rejects questions from another section", async () => {
    const { cookie } = await learner();
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId: AR, totalQuestions: 10 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().questions).toHaveLength(10);
    const bad = await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId: GS, totalQuestions: 1, questionIds: ["AR-001"] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.questionIds).toEqual(["Some questions do not exist in this section"]);
    const missing = await request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload: { totalQuestions: 0 } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["sectionId", "totalQuestions"]);
  });

  it("marks answers from the stored key, whatever the client claims, and reveals key and explanation after answering", async () => {
    const { cookie } = await learner();
    const session = await startSession(cookie);
    const [q1, q2] = gsIds(1, 2) as [string, string];
    const right = await answer(cookie, {
      sessionId: session.id,
      questionId: q1,
      selectedAnswer: keys.get(q1),
      isCorrect: false,
      timeSpent: 20,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ correct: true, isCorrect: true, correctAnswer: keys.get(q1), duplicate: false });
    expect(right.json().explanation.length).toBeGreaterThan(40);
    const wrongOne = await answer(cookie, {
      sessionId: session.id,
      questionId: q2,
      selectedAnswer: wrong(q2),
      isCorrect: true,
      timeSpent: 20,
    });
    expect(wrongOne.json()).toMatchObject({ correct: false, correctAnswer: keys.get(q2) });
  });

  it("counts a question of a session once, even when answered again or replayed", async () => {
    const { cookie } = await learner();
    const session = await startSession(cookie);
    const q = "GS-003";
    const id = randomUUID();
    await answer(cookie, { id, sessionId: session.id, questionId: q, selectedAnswer: keys.get(q), timeSpent: 5 });
    const replay = await answer(cookie, { id, sessionId: session.id, questionId: q, selectedAnswer: keys.get(q), timeSpent: 5 });
    expect(replay.json()).toMatchObject({ id, duplicate: true, correct: true });
    const again = await answer(cookie, { sessionId: session.id, questionId: q, selectedAnswer: wrong(q), timeSpent: 5 });
    expect(again.json()).toMatchObject({ id, duplicate: true, correct: true });
    const progress = (await request(ctx.app, { method: "GET", url: "/api/progress", cookie })).json();
    expect(progress.find((p: { sectionId: number }) => p.sectionId === GS)).toMatchObject({ completedQuestions: 1, averageScore: 100 });
  });

  it("refuses answers to questions outside the session and to another user's session", async () => {
    const alice = await learner();
    const bob = await learner();
    const session = await startSession(alice.cookie);
    const outside = await answer(alice.cookie, { sessionId: session.id, questionId: "GS-050", selectedAnswer: 0 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.questionId).toBeDefined();
    const theft = await answer(bob.cookie, { sessionId: session.id, questionId: "GS-001", selectedAnswer: 0 });
    expect(theft.statusCode).toBe(404);
    expect(theft.json()).toEqual({ message: "Test session not found" });
    const patch = await request(ctx.app, {
      method: "PATCH",
      url: `/api/test-sessions/${session.id}`,
      cookie: bob.cookie,
      payload: { isCompleted: true },
    });
    expect(patch.statusCode).toBe(404);
    const stolenId = await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie: bob.cookie,
      payload: { id: session.id, sectionId: GS, totalQuestions: 1, questionIds: ["GS-001"] },
    });
    expect(stolenId.statusCode).toBe(409);
  });

  it("scores a completed session on the server and ignores a client score", async () => {
    const { cookie } = await learner();
    const session = await startSession(cookie);
    const ids = gsIds(1, 10);
    for (const [i, q] of ids.entries()) {
      if (i === 9) continue; // skipped: never answered
      const selected = i < 6 ? keys.get(q) : i === 8 ? null : wrong(q);
      await answer(cookie, { sessionId: session.id, questionId: q, selectedAnswer: selected, timeSpent: 10 });
    }
    const done = await request(ctx.app, {
      method: "PATCH",
      url: `/api/test-sessions/${session.id}`,
      cookie,
      payload: { sessionId: session.id, isCompleted: true, score: 100, timeSpent: 300 },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true, score: 60, timeSpent: 300 });
    const late = await answer(cookie, { sessionId: session.id, questionId: ids[9], selectedAnswer: 0 });
    expect(late.statusCode).toBe(409);
    const history = (await request(ctx.app, { method: "GET", url: "/api/user/test-sessions", cookie })).json();
    expect(history[0]).toMatchObject({ id: session.id, isCompleted: true, score: 60 });
  });

  it("stores a replayed session id once, answering 200 with the stored session when it is resumed", async () => {
    const { cookie } = await learner();
    const id = randomUUID();
    const first = await startSession(cookie, { id });
    const again = await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { id, sectionId: GS, totalQuestions: 3, questionIds: gsIds(20, 3) },
    });
    expect(again.statusCode).toBe(200);
    const second = again.json();
    expect(second.id).toBe(first.id);
    expect(second.questionIds).toEqual(first.questionIds);
    await answer(cookie, { sessionId: id, questionId: first.questionIds[0], selectedAnswer: 0 });
    const history = (await request(ctx.app, { method: "GET", url: "/api/user/test-sessions", cookie })).json();
    expect(history).toHaveLength(1);
  });

  it("leaves sessions nobody answered out of the history, and does not score them", async () => {
    const { cookie } = await learner();
    const opened = await startSession(cookie);
    const done = await request(ctx.app, {
      method: "PATCH",
      url: `/api/test-sessions/${opened.id}`,
      cookie,
      payload: { isCompleted: true },
    });
    expect(done.json()).toMatchObject({ isCompleted: false, score: null });
    const taken = await startSession(cookie);
    await answer(cookie, { sessionId: taken.id, questionId: "GS-001", selectedAnswer: 0 });
    const history = (await request(ctx.app, { method: "GET", url: "/api/user/test-sessions", cookie })).json();
    expect(history.map((h: { id: string }) => h.id)).toEqual([taken.id]);
    const analytics = (await request(ctx.app, { method: "GET", url: "/api/analytics", cookie })).json();
    expect(analytics.recentSessions.map((h: { id: string }) => h.id)).toEqual([taken.id]);
  });

  it("keeps an offline answer's own time within the session's lifetime, and stores it once with its progress", async () => {
    const { user, cookie } = await learner();
    const session = await startSession(cookie);
    const [q1, q2] = gsIds(1, 2) as [string, string];
    const before = new Date(Date.now() - 60_000).toISOString();
    const inside = new Date(Date.now() + 0).toISOString();
    const early = await answer(cookie, {
      sessionId: session.id,
      questionId: q1,
      selectedAnswer: keys.get(q1),
      timeSpent: 7,
      answeredAt: before,
    });
    expect(early.statusCode).toBe(200);
    const late = await answer(cookie, {
      sessionId: session.id,
      questionId: q2,
      selectedAnswer: wrong(q2),
      timeSpent: 9,
      answeredAt: inside,
    });
    expect(late.statusCode).toBe(200);
    const stored = await ctx.database.db.select().from(answersTable).where(eq(answersTable.sessionId, session.id));
    expect(stored).toHaveLength(2);
    const byQuestion = new Map(stored.map((r) => [r.questionId, r]));
    // Before the session existed: clamped to its start. Within it: kept.
    expect(byQuestion.get(q1)?.answeredAt.getTime()).toBe(new Date(session.createdAt).getTime());
    expect(byQuestion.get(q2)?.answeredAt.toISOString()).toBe(inside);
    expect(byQuestion.get(q1)).toMatchObject({ userId: user.id, sectionId: GS, isCorrect: true, timeSpent: 7 });
    expect(byQuestion.get(q2)).toMatchObject({ isCorrect: false, timeSpent: 9 });
    const queued = await ctx.database.db
      .select()
      .from(answerQueue)
      .where(
        inArray(
          answerQueue.answerId,
          stored.map((r) => r.id),
        ),
      );
    expect(queued).toHaveLength(2);
    const progress = (await request(ctx.app, { method: "GET", url: "/api/progress", cookie })).json();
    expect(progress.find((p: { sectionId: number }) => p.sectionId === GS)).toMatchObject({ completedQuestions: 2, averageScore: 50 });
  });

  it("needs sign-in", async () => {
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/test-sessions", payload: { sectionId: GS, totalQuestions: 1 } })).statusCode,
    ).toBe(401);
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/answers", payload: { sessionId: "x", questionId: "y", selectedAnswer: 0 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("the free plan's daily limit", () => {
  it("allows 10 questions per section per day, then refuses with the spec's message", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const session = await startSession(cookie, { questionIds: gsIds(1, 12), totalQuestions: 12 });
    for (const q of gsIds(1, 10))
      expect((await answer(cookie, { sessionId: session.id, questionId: q, selectedAnswer: 0 })).statusCode).toBe(200);
    const eleventh = await answer(cookie, { sessionId: session.id, questionId: "GS-011", selectedAnswer: 0 });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json()).toEqual({
      message: "Daily question limit reached",
      code: "DAILY_LIMIT",
      hint: "Upgrade to Premium for unlimited questions",
    });
    const limit = (await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/daily-limit`, cookie })).json();
    expect(limit).toEqual({ sectionId: GS, limit: 10, usedToday: 10, remaining: 0 });
    // A new session in the same section is refused too; another section is not limited by this one.
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload: { sectionId: GS, totalQuestions: 5 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload: { sectionId: AR, totalQuestions: 5 } }))
        .statusCode,
    ).toBe(201);
  });

  it("does not limit premium or annual plans", async () => {
    for (const tier of ["premium", "annual"] as const) {
      const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: tier });
      const session = await startSession(cookie, { questionIds: gsIds(1, 12), totalQuestions: 12 });
      for (const q of gsIds(1, 12))
        expect((await answer(cookie, { sessionId: session.id, questionId: q, selectedAnswer: 1 })).statusCode).toBe(200);
      expect((await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/daily-limit`, cookie })).json()).toMatchObject({
        limit: null,
        remaining: null,
        usedToday: 12,
      });
    }
  });

  it("counts offline answers toward the same daily limit when they sync", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const online = await startSession(cookie, { questionIds: gsIds(1, 7), totalQuestions: 7 });
    for (const q of gsIds(1, 7)) await answer(cookie, { sessionId: online.id, questionId: q, selectedAnswer: 0 });
    // An offline session synced later is stored (whatever the day's count), and its answers count one by one.
    const offline = await startSession(cookie, {
      id: randomUUID(),
      offline: true,
      questionIds: gsIds(11, 5),
      totalQuestions: 5,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const codes: number[] = [];
    for (const q of gsIds(11, 5)) {
      const res = await answer(cookie, {
        id: randomUUID(),
        sessionId: offline.id,
        questionId: q,
        selectedAnswer: keys.get(q),
        answeredAt: new Date(Date.now() - 30_000).toISOString(),
      });
      codes.push(res.statusCode);
      if (res.statusCode === 403) expect(res.json().code).toBe("DAILY_LIMIT");
    }
    expect(codes).toEqual([200, 200, 200, 403, 403]);
    expect((await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/daily-limit`, cookie })).json()).toMatchObject({
      usedToday: 10,
      remaining: 0,
    });
  });

  it("lets two answers racing for the last of the allowance take it once", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const session = await startSession(cookie, { questionIds: gsIds(1, 12), totalQuestions: 12 });
    for (const q of gsIds(1, 9)) await answer(cookie, { sessionId: session.id, questionId: q, selectedAnswer: 0 });
    const [a, b] = await Promise.all([
      answer(cookie, { sessionId: session.id, questionId: "GS-010", selectedAnswer: 0 }),
      answer(cookie, { sessionId: session.id, questionId: "GS-011", selectedAnswer: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    expect((await request(ctx.app, { method: "GET", url: `/api/sections/${GS}/daily-limit`, cookie })).json()).toMatchObject({
      usedToday: 10,
    });
  });
});

describe("PUT /api/progress", () => {
  it("recomputes from answers and ignores client numbers", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const session = await startSession(cookie);
    await answer(cookie, { sessionId: session.id, questionId: "GS-001", selectedAnswer: keys.get("GS-001") });
    await answer(cookie, { sessionId: session.id, questionId: "GS-002", selectedAnswer: wrong("GS-002") });
    const res = await request(ctx.app, {
      method: "PUT",
      url: "/api/progress",
      cookie,
      payload: { sectionId: GS, completedQuestions: 99, averageScore: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sectionId: GS, completedQuestions: 2, totalQuestions: 20, averageScore: 50 });
    expect((await request(ctx.app, { method: "PUT", url: "/api/progress", cookie, payload: { sectionId: 999 } })).statusCode).toBe(404);
  });
});

describe("POST /api/score-shares", () => {
  const valid = {
    afqtScore: 72,
    branchCode: "navy",
    userZipCode: "32801",
    userPhone: "4075550123",
    userEmail: "me@example.com",
    message: "Call after 5pm",
  };

  it("stores a valid share", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "POST", url: "/api/score-shares", cookie, payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBeGreaterThan(0);
  });

  it.each([
    [{ branchCode: "" }, "branchCode", "Please select a military branch"],
    [{ userZipCode: "123" }, "userZipCode", "ZIP code is required"],
    [{ userPhone: "555" }, "userPhone", "Phone number is required"],
    [{ userEmail: "nope" }, "userEmail", "Valid email is required"],
    [{ afqtScore: 140 }, "afqtScore", "AFQT score must be between 0 and 100"],
  ])("rejects %j with the spec's message", async (patch, field, message) => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "POST", url: "/api/score-shares", cookie, payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it("needs sign-in", async () => {
    expect((await request(ctx.app, { method: "POST", url: "/api/score-shares", payload: valid })).statusCode).toBe(401);
  });
});

describe("GET /api/test-sessions/{id}/offline-copy", () => {
  const copy = (cookie: string, id: string) => request(ctx.app, { method: "GET", url: `/api/test-sessions/${id}/offline-copy`, cookie });

  it("gives the keys of the session's own questions, in order, so the test can go on offline", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const session = await startSession(cookie);
    const res = await copy(cookie, session.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sessionId).toBe(session.id);
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual(session.questionIds);
    for (const q of body.questions) expect(q.correctAnswer).toBe(keys.get(q.id));
    // Asking again costs nothing more.
    expect((await copy(cookie, session.id)).statusCode).toBe(200);
  });

  it("shares the free plan's daily cap on keyed questions with the offline pack", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const pack = (await request(ctx.app, { method: "GET", url: `/api/offline/sections/${GS}/pack?limit=10`, cookie })).json().questions;
    expect(pack).toHaveLength(10);
    const taken = new Set(pack.map((q: { id: string }) => q.id));
    const fresh = gsIds(1, 65).filter((id) => !taken.has(id));
    const first = await startSession(cookie, { questionIds: fresh.slice(0, 10) });
    expect((await copy(cookie, first.id)).statusCode).toBe(200);
    const second = await startSession(cookie, { questionIds: fresh.slice(10, 20) });
    const refused = await copy(cookie, second.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "OFFLINE_LIMIT" });
  });

  it("is not for finished, adaptive or other learners' sessions", async () => {
    const alice = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const bob = await signedInUser(ctx.app, ctx.database.db);
    const session = await startSession(alice.cookie);
    expect((await copy(bob.cookie, session.id)).statusCode).toBe(404);
    await answer(alice.cookie, { sessionId: session.id, questionId: "GS-001", selectedAnswer: 0 });
    await request(ctx.app, {
      method: "PATCH",
      url: `/api/test-sessions/${session.id}`,
      cookie: alice.cookie,
      payload: { isCompleted: true },
    });
    expect((await copy(alice.cookie, session.id)).statusCode).toBe(409);
    const adaptive = (
      await request(ctx.app, {
        method: "POST",
        url: "/api/test-sessions",
        cookie: alice.cookie,
        payload: { sectionId: AR, totalQuestions: 10, isAdaptive: true },
      })
    ).json();
    expect((await copy(alice.cookie, adaptive.id)).statusCode).toBe(409);
  });
});
