import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learnerAbilities, questionViews, questions as questionsTable, testSessions } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

const AR = 10;
const WK = 9;

let ctx: TestContext;
let keys: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ CAT_EXPOSURE_SIMULEES: "50" });
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  const rows = await ctx.database.db.select({ id: questionsTable.id, k: questionsTable.correctIndex }).from(questionsTable);
  keys = new Map(rows.map((r) => [r.id, r.k]));
}, 120_000);
afterAll(() => ctx.close());

interface Question {
  id: string;
  topic: string;
  difficulty: "easy" | "medium" | "hard";
}

async function start(cookie: string, sectionId: number) {
  return request(ctx.app, {
    method: "POST",
    url: "/api/test-sessions",
    cookie,
    payload: { sectionId, totalQuestions: 10, isAdaptive: true, currentDifficulty: "medium", userId: 1 },
  });
}

/** Runs a whole adaptive test, answering right or wrong as `decide` says; returns every answer result. */
async function run(cookie: string, sectionId: number, decide: (q: Question, i: number) => boolean) {
  const res = await start(cookie, sectionId);
  expect(res.statusCode).toBe(201);
  const session = res.json();
  let question: Question | null = session.questions[0];
  const served: Question[] = [];
  const results = [];
  for (let i = 0; question; i++) {
    served.push(question);
    const right = keys.get(question.id) as number;
    const selectedAnswer = decide(question, i) ? right : (right + 1) % 4;
    const a = await request(ctx.app, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId: session.id, questionId: question.id, selectedAnswer, timeSpent: 3 },
    });
    expect(a.statusCode).toBe(200);
    results.push(a.json());
    question = a.json().adaptive.nextQuestion;
  }
  // Calibration and the running ability are folded in by the background batch, off the request path.
  await ctx.app.background.drain();
  return { session, served, results };
}

describe("adaptive test sessions", () => {
  it("starts at medium with exactly one question chosen by the engine", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const res = await start(cookie, AR);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({ userId: user.id, isAdaptive: true, mode: "adaptive", currentDifficulty: "medium", totalQuestions: 10 });
    expect(session.questions).toHaveLength(1);
    expect(session.questionIds).toEqual([session.questions[0].id]);
    expect(session.questions[0]).not.toHaveProperty("correctAnswer");
    // Stored with the item served and seen in the statement that creates the session.
    const [row] = await ctx.database.db.select().from(testSessions).where(eq(testSessions.id, session.id));
    expect(row).toMatchObject({ questionIds: [session.questions[0].id], tryoutIds: [], currentDifficulty: "medium" });
    expect(row?.theta).toBeCloseTo(0, 5);
    const seen = await ctx.database.db
      .select({ id: questionViews.questionId })
      .from(questionViews)
      .where(and(eq(questionViews.userId, user.id), eq(questionViews.questionId, session.questions[0].id)));
    expect(seen).toHaveLength(1);

    // The same start sent again (the client's id) is the stored session, its first item unchanged.
    const id = crypto.randomUUID();
    const payload = { id, sectionId: AR, totalQuestions: 10, isAdaptive: true };
    const first = await request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload });
    const again = await request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().questions.map((q: Question) => q.id)).toEqual(first.json().questions.map((q: Question) => q.id));

    // Sent twice at once: one of them stores it, the other answers with what was stored.
    const raced = { ...payload, id: crypto.randomUUID() };
    const both = await Promise.all(
      [0, 1].map(() => request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload: raced })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = both.map((r) => r.json());
    expect(b.id).toBe(a.id);
    expect(b.questions.map((q: Question) => q.id)).toEqual(a.questions.map((q: Question) => q.id));
  });

  it("serves ten different items over several topics, climbs for a strong learner and completes itself", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const { session, served, results } = await run(cookie, AR, () => true);
    expect(served).toHaveLength(10);
    expect(new Set(served.map((q) => q.id)).size).toBe(10);
    expect(new Set(served.map((q) => q.topic)).size).toBeGreaterThanOrEqual(3);
    const last = results.at(-1).adaptive;
    expect(last).toMatchObject({ done: true, nextQuestion: null, answered: 10, total: 10, currentDifficulty: "hard", timedOut: false });
    expect(last.theta).toBeGreaterThan(1);
    expect(results[0].adaptive).toMatchObject({ done: false, answered: 1 });
    expect(results[0].adaptive.theta).toBeGreaterThan(0);
    const [row] = await ctx.database.db.select().from(testSessions).where(eq(testSessions.id, session.id));
    expect(row).toMatchObject({ isCompleted: true, score: 100, currentDifficulty: "hard", timeSpent: 30 });
    // The learner's running ability moved up from every scored answer.
    const [ability] = await ctx.database.db
      .select()
      .from(learnerAbilities)
      .where(and(eq(learnerAbilities.userId, user.id), eq(learnerAbilities.sectionId, AR)));
    expect(ability?.theta).toBeGreaterThan(0.5);
    expect(ability?.responseCount).toBeGreaterThanOrEqual(9);
  });

  it("falls to easy for a learner who misses everything, and calibrates the items it served", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const before = new Map(
      (
        await ctx.database.db
          .select({ id: questionsTable.id, b: questionsTable.irtB })
          .from(questionsTable)
          .where(eq(questionsTable.sectionId, WK))
      ).map((r) => [r.id, r.b]),
    );
    const { served, results } = await run(cookie, WK, () => false);
    expect(results.at(-1).adaptive).toMatchObject({ done: true, currentDifficulty: "easy" });
    expect(results.at(-1).adaptive.theta).toBeLessThan(-1);
    const after = await ctx.database.db
      .select({ id: questionsTable.id, b: questionsTable.irtB, n: questionsTable.responseCount })
      .from(questionsTable)
      .where(
        inArray(
          questionsTable.id,
          served.map((q) => q.id),
        ),
      );
    // Every missed item looks a little harder than its seed said.
    for (const item of after) {
      expect(item.n).toBeGreaterThanOrEqual(1);
      expect(item.b).toBeGreaterThan(before.get(item.id) as number);
    }
  });

  it("calibrates from practice answers too: first answers move item and learner, skips and repeats do not", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const ids = ["AR-001", "AR-002", "AR-003"];
    const itemState = async () =>
      new Map(
        (
          await ctx.database.db
            .select({ id: questionsTable.id, b: questionsTable.irtB, n: questionsTable.responseCount })
            .from(questionsTable)
            .where(inArray(questionsTable.id, ids))
        ).map((r) => [r.id, r]),
      );
    const ability = async () =>
      (
        await ctx.database.db
          .select({ theta: learnerAbilities.theta, n: learnerAbilities.responseCount })
          .from(learnerAbilities)
          .where(and(eq(learnerAbilities.userId, user.id), eq(learnerAbilities.sectionId, AR)))
      )[0];
    const practice = async (answers: (boolean | null)[]) => {
      const session = (
        await request(ctx.app, {
          method: "POST",
          url: "/api/test-sessions",
          cookie,
          payload: { sectionId: AR, totalQuestions: answers.length, questionIds: ids.slice(0, answers.length) },
        })
      ).json();
      for (const [i, right] of answers.entries()) {
        const key = keys.get(ids[i] as string) as number;
        const selectedAnswer = right === null ? null : right ? key : (key + 1) % 4;
        const res = await request(ctx.app, {
          method: "POST",
          url: "/api/answers",
          cookie,
          payload: { sessionId: session.id, questionId: ids[i], selectedAnswer, timeSpent: 4 },
        });
        expect(res.statusCode).toBe(200);
      }
      await ctx.app.background.drain();
    };

    const before = await itemState();
    await practice([true, false, null]);
    const after = await itemState();
    const get = (m: typeof before, id: string) => m.get(id) as { b: number; n: number };
    // Right: the item was easier than thought. Wrong: harder. Skipped: no evidence either way.
    expect(get(after, "AR-001").b).toBeLessThan(get(before, "AR-001").b);
    expect(get(after, "AR-002").b).toBeGreaterThan(get(before, "AR-002").b);
    expect(get(after, "AR-003")).toEqual(get(before, "AR-003"));
    for (const id of ["AR-001", "AR-002"]) expect(get(after, id).n).toBe(get(before, id).n + 1);
    const learner = await ability();
    expect(learner?.n).toBe(2);

    // The same items again (practising missed questions): seen before, so nothing moves.
    await practice([true, true]);
    expect(await itemState()).toEqual(after);
    expect(await ability()).toEqual(learner);
  });

  it("keeps the items of a recent test out of the next one, unless too few others would remain", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    // The same answers twice: without the exclusion the engine would pick much the same items again.
    const first = await run(cookie, AR, (_q, i) => i % 2 === 0);
    const second = await run(cookie, AR, (_q, i) => i % 2 === 0);
    const firstIds = new Set(first.served.map((q) => q.id));
    expect(second.served).toHaveLength(10);
    expect(second.served.filter((q) => firstIds.has(q.id))).toEqual([]);
    const kept = async (id: string) =>
      (await ctx.database.db.select({ ids: testSessions.excludeIds }).from(testSessions).where(eq(testSessions.id, id)))[0]?.ids;
    expect(new Set(await kept(second.session.id))).toEqual(firstIds);
    // A learner who has seen every item of the section lately: keeping them all out would leave nothing to serve,
    // so the next test draws from the whole pool and is still ten items long.
    const all = await ctx.database.db
      .select({ id: questionsTable.id, source: questionsTable.source })
      .from(questionsTable)
      .where(eq(questionsTable.sectionId, AR));
    await ctx.database.db
      .insert(questionViews)
      .values(all.map((q) => ({ userId: user.id, questionId: q.id, sectionId: AR, authored: q.source === "authored", seenAt: new Date() })))
      .onConflictDoNothing();
    const third = await run(cookie, AR, (_q, i) => i % 2 === 0);
    expect(third.served).toHaveLength(10);
    expect(await kept(third.session.id)).toEqual([]);
    expect(third.results.at(-1).adaptive).toMatchObject({ done: true, answered: 10 });
  });

  it("answers a repeated submission with the session's current state instead of counting it twice", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const session = (await start(cookie, AR)).json();
    const q = session.questions[0];
    const payload = { sessionId: session.id, questionId: q.id, selectedAnswer: keys.get(q.id), timeSpent: 2 };
    const first = (await request(ctx.app, { method: "POST", url: "/api/answers", cookie, payload })).json();
    const again = (await request(ctx.app, { method: "POST", url: "/api/answers", cookie, payload })).json();
    expect(again.duplicate).toBe(true);
    expect(again.adaptive.nextQuestion.id).toBe(first.adaptive.nextQuestion.id);
    expect(again.adaptive.answered).toBe(1);
  });

  it("stores an answer whose stored mark differs from the one the next choice assumed, then chooses again", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const session = (await start(cookie, AR)).json();
    const q = session.questions[0];
    const oldKey = keys.get(q.id) as number;
    const newKey = (oldKey + 1) % 4;
    // The key changes after the server cached the section's pool: it chooses ahead for a wrong answer, the statement
    // marks the answer right, so it does not serve on and the engine chooses again from the stored session.
    await ctx.database.db.update(questionsTable).set({ correctIndex: newKey }).where(eq(questionsTable.id, q.id));
    try {
      const res = await request(ctx.app, {
        method: "POST",
        url: "/api/answers",
        cookie,
        payload: { sessionId: session.id, questionId: q.id, selectedAnswer: newKey, timeSpent: 4 },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ correct: true, correctAnswer: newKey, duplicate: false });
      expect(body.adaptive).toMatchObject({ done: false, answered: 1 });
      const next = body.adaptive.nextQuestion.id as string;
      expect(next).not.toBe(q.id);
      const [row] = await ctx.database.db.select().from(testSessions).where(eq(testSessions.id, session.id));
      expect(row?.questionIds).toEqual([q.id, next]);
      const seen = await ctx.database.db
        .select({ id: questionViews.questionId })
        .from(questionViews)
        .where(and(eq(questionViews.userId, user.id), inArray(questionViews.questionId, [q.id, next])));
      expect(seen.map((v) => v.id).sort()).toEqual([q.id, next].sort());
      // The test goes on from there as usual.
      const second = await request(ctx.app, {
        method: "POST",
        url: "/api/answers",
        cookie,
        payload: { sessionId: session.id, questionId: next, selectedAnswer: keys.get(next), timeSpent: 4 },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().adaptive).toMatchObject({ done: false, answered: 2 });
    } finally {
      await ctx.database.db.update(questionsTable).set({ correctIndex: oldKey }).where(eq(questionsTable.id, q.id));
    }
  });

  it("closes the test with its last answer, and closes it after the answer when the stored mark differs from the one assumed", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const answer = (sessionId: string, questionId: string, selectedAnswer: number | undefined) =>
      request(ctx.app, { method: "POST", url: "/api/answers", cookie, payload: { sessionId, questionId, selectedAnswer, timeSpent: 2 } });
    /** Answers the first nine items right; returns the session and its tenth, unanswered item. */
    async function nineAnswered() {
      const session = (await start(cookie, AR)).json();
      let question: Question = session.questions[0];
      for (let i = 0; i < 9; i++) {
        const a = await answer(session.id, question.id, keys.get(question.id));
        question = a.json().adaptive.nextQuestion;
      }
      return { id: session.id as string, tenth: question };
    }
    const stored = async (id: string) => (await ctx.database.db.select().from(testSessions).where(eq(testSessions.id, id)))[0];

    // The usual case: the tenth answer's statement closes the session with the estimate chosen ahead.
    const usual = await nineAnswered();
    const last = await answer(usual.id, usual.tenth.id, keys.get(usual.tenth.id));
    expect(last.statusCode).toBe(200);
    const step = last.json().adaptive;
    expect(step).toMatchObject({ done: true, answered: 10, total: 10, nextQuestion: null, timedOut: false });
    const closed = await stored(usual.id);
    expect(closed).toMatchObject({ isCompleted: true, score: 100, timeSpent: 20 });
    expect(closed?.completedAt).toBeInstanceOf(Date);
    expect(closed?.theta).toBeCloseTo(step.theta, 5);
    expect(closed?.thetaSe).toBeCloseTo(step.se, 5);

    // The tenth item's key changes after the pool was cached: the close assumed a wrong answer, the statement marks
    // it right, so the session is closed afterwards from what was stored — ten right answers.
    const raced = await nineAnswered();
    const oldKey = keys.get(raced.tenth.id) as number;
    const newKey = (oldKey + 1) % 4;
    await ctx.database.db.update(questionsTable).set({ correctIndex: newKey }).where(eq(questionsTable.id, raced.tenth.id));
    try {
      const res = await answer(raced.id, raced.tenth.id, newKey);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ correct: true, adaptive: { done: true, answered: 10 } });
      expect(await stored(raced.id)).toMatchObject({ isCompleted: true, score: 100, timeSpent: 20 });
    } finally {
      await ctx.database.db.update(questionsTable).set({ correctIndex: oldKey }).where(eq(questionsTable.id, raced.tenth.id));
    }
    // A replay of the last answer gets the closed test, not a second close.
    const replay = await answer(usual.id, usual.tenth.id, keys.get(usual.tenth.id));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ duplicate: true, adaptive: { done: true, answered: 10 } });
    expect((await stored(usual.id))?.completedAt).toEqual(closed?.completedAt);
  });

  it("applies the free plan's daily allowance to adaptive tests", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    await run(cookie, AR, (_, i) => i % 2 === 0);
    const res = await start(cookie, AR);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Daily question limit reached", hint: "Upgrade to Premium for unlimited questions" });
  });
});

describe("adaptive reads", () => {
  it("summarises accuracy by difficulty and suggests a level from the learner's ability", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const empty = (await request(ctx.app, { method: "GET", url: `/api/adaptive/performance/${AR}`, cookie })).json();
    expect(empty).toMatchObject({
      totalAnswers: 0,
      easyAccuracy: null,
      mediumAccuracy: null,
      hardAccuracy: null,
      suggestedDifficulty: "medium",
      ability: null,
    });
    await run(cookie, AR, () => true);
    const perf = (await request(ctx.app, { method: "GET", url: `/api/adaptive/performance/${AR}`, cookie })).json();
    expect(perf.totalAnswers).toBe(10);
    expect(perf.easyAnswers + perf.mediumAnswers + perf.hardAnswers).toBe(10);
    for (const level of ["easy", "medium", "hard"] as const) {
      if (perf[`${level}Answers`] > 0) expect(perf[`${level}Accuracy`]).toBe(100);
    }
    expect(perf.suggestedDifficulty).toBe("hard");
  });

  it("offers a set of distinct items matched to the learner's level", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const res = await request(ctx.app, { method: "GET", url: `/api/adaptive/questions/${AR}?limit=6`, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.suggestedDifficulty).toBe("medium");
    expect(body.questions).toHaveLength(6);
    expect(new Set(body.questions.map((q: Question) => q.id)).size).toBe(6);
    expect(new Set(body.questions.map((q: Question) => q.topic)).size).toBeGreaterThanOrEqual(3);
  });

  it("rejects bad input and strangers", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await request(ctx.app, { method: "GET", url: `/api/adaptive/performance/${AR}` })).statusCode).toBe(401);
    expect((await request(ctx.app, { method: "GET", url: "/api/adaptive/performance/999", cookie })).statusCode).toBe(404);
    const bad = await request(ctx.app, { method: "GET", url: `/api/adaptive/questions/${AR}?limit=0`, cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.limit).toBeDefined();
  });
});
