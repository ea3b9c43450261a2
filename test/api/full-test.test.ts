import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afqtPercentile } from "@domain/asvab";
import { questions as questionsTable, testSessions } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

let ctx: TestContext;
let keys: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ CAT_EXPOSURE_SIMULEES: "0" });
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  const rows = await ctx.database.db.select({ id: questionsTable.id, k: questionsTable.correctIndex }).from(questionsTable);
  keys = new Map(rows.map((r) => [r.id, r.k]));
}, 120_000);
afterAll(() => ctx.close());

const OFFICIAL = [
  ["GS", 15, 12],
  ["AR", 15, 55],
  ["WK", 15, 9],
  ["PC", 10, 27],
  ["MK", 15, 31],
  ["EI", 15, 10],
  ["AI", 10, 7],
  ["SI", 10, 6],
  ["MC", 15, 22],
  ["AO", 15, 18],
] as const;

const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  request(ctx.app, { method, url, cookie, ...(payload ? { payload } : method === "POST" ? { payload: {} } : {}) });

interface Active {
  sessionId: string;
  question: { id: string } | null;
  answered: number;
  total: number;
}

/** Answers the active subtest's current question; returns the answer response. */
async function answerActive(cookie: string, active: Active, right: boolean) {
  const q = active.question as { id: string };
  const key = keys.get(q.id) as number;
  return call(cookie, "POST", "/api/answers", {
    sessionId: active.sessionId,
    questionId: q.id,
    selectedAnswer: right ? key : (key + 1) % 4,
    timeSpent: 5,
  });
}

describe("full test", () => {
  it("lays out the ten subtests in official order with official counts and times, and resumes instead of duplicating", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const first = await call(cookie, "POST", "/api/full-tests", { timeScale: 0.01 });
    expect(first.statusCode).toBe(201);
    const test = first.json();
    // Without test hooks a client cannot shorten the clock.
    expect(test.timeScale).toBe(1);
    expect(
      test.subtests.map((s: { code: string; itemCount: number; timeLimitSeconds: number }) => [
        s.code,
        s.itemCount,
        s.timeLimitSeconds / 60,
      ]),
    ).toEqual(OFFICIAL.map(([c, n, m]) => [c, n, m]));
    expect(test.subtests.every((s: { status: string }) => s.status === "pending")).toBe(true);
    const again = await call(cookie, "POST", "/api/full-tests", {});
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(test.id);
  });

  it("runs all ten adaptive subtests, scores a timed-out one as guesses, and reports AFQT, composites and jobs", async () => {
    // A free learner: a full test is an assessment, so the daily practice allowance (10 per section) does not cut it short.
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const test = (await call(cookie, "POST", "/api/full-tests", {})).json();
    for (let index = 0; index < 10; index++) {
      const started = await call(cookie, "POST", `/api/full-tests/${test.id}/next`);
      expect(started.statusCode).toBe(200);
      let state = started.json();
      expect(state.subtests[index].status).toBe("active");
      expect(state.active.secondsRemaining).toBeGreaterThan(state.subtests[index].timeLimitSeconds - 3);
      expect((await call(cookie, "POST", `/api/full-tests/${test.id}/next`)).statusCode).toBe(409);
      let active: Active = state.active;
      const code = state.subtests[index].code;
      for (let i = 0; active.question; i++) {
        if (code === "WK" && i === 3) {
          // The clock runs out after three answers: the next answer is refused and the subtest closes.
          await ctx.database.db
            .update(testSessions)
            .set({ deadlineAt: new Date(Date.now() - 60_000) })
            .where(eq(testSessions.id, active.sessionId));
          const late = await answerActive(cookie, active, true);
          expect(late.statusCode).toBe(409);
          expect(late.json().message).toBe("Time is up for this subtest");
          break;
        }
        const res = await answerActive(cookie, active, i % 3 !== 2);
        expect(res.statusCode).toBe(200);
        const step = res.json().adaptive;
        if (step.done) break;
        active = { ...active, question: step.nextQuestion, answered: step.answered };
      }
      state = (await call(cookie, "GET", `/api/full-tests/${test.id}`)).json();
      expect(state.subtests[index]).toMatchObject({ status: "done", timedOut: code === "WK" });
      expect(state.active).toBeNull();
    }
    const done = (await call(cookie, "GET", `/api/full-tests/${test.id}`)).json();
    expect(done.status).toBe("completed");
    const r = done.results;
    expect(r.timedOut).toEqual(["WK"]);
    // jsonb keeps keys in its own order; the set is what matters.
    expect(Object.keys(r.standardScores).sort()).toEqual(OFFICIAL.map(([c]) => c).sort());
    // The AFQT follows from the subtest scores exactly as the reference defines it.
    expect(r.afqtRaw).toBe(r.standardScores.AR + r.standardScores.MK + 2 * r.ve);
    expect(r.afqtPercentile).toBe(afqtPercentile(r.afqtRaw));
    expect(r.afqtPercentile).toBeGreaterThanOrEqual(1);
    expect(r.afqtPercentile).toBeLessThanOrEqual(99);
    expect(Object.keys(r.composites.army)).toEqual(expect.arrayContaining(["GT", "CL", "CO", "EL", "FA", "GM", "MM", "OF", "SC", "ST"]));
    expect(Object.keys(r.composites.air_force).sort()).toEqual(["A", "E", "G", "M"]);
    expect(r.jobs.map((j: { branch: string }) => j.branch)).toEqual(["army", "navy", "air_force", "marines", "coast_guard", "space_force"]);
    const army = r.jobs.find((j: { branch: string }) => j.branch === "army");
    expect(army.total).toBe(48);
    expect(army.qualified.length + army.needsOtherTest.length + army.closest.length).toBeGreaterThan(0);
    const list = (await call(cookie, "GET", "/api/full-tests")).json();
    expect(list.current).toBeNull();
    expect(list.tests[0]).toMatchObject({
      id: test.id,
      status: "completed",
      afqtPercentile: r.afqtPercentile,
      afqtCategory: r.afqtCategory,
    });
    // Nothing more to start.
    expect((await call(cookie, "POST", `/api/full-tests/${test.id}/next`)).statusCode).toBe(409);

    // The test's answers are not practice: the same day, every section's practice allowance is still whole.
    for (const subtest of done.subtests as { sectionId: number }[]) {
      const limit = (await call(cookie, "GET", `/api/sections/${subtest.sectionId}/daily-limit`)).json();
      expect(limit).toMatchObject({ usedToday: 0, remaining: 10 });
    }
    const gs = (done.subtests as { sectionId: number }[])[0] as { sectionId: number };
    const practice = await call(cookie, "POST", "/api/test-sessions", { sectionId: gs.sectionId, totalQuestions: 10 });
    expect(practice.statusCode).toBe(201);
  }, 120_000);

  it("keeps the subtest clock on the server: a fresh read shows the same question and less time", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const test = (await call(cookie, "POST", "/api/full-tests", {})).json();
    const started = (await call(cookie, "POST", `/api/full-tests/${test.id}/next`)).json();
    const reread = (await call(cookie, "GET", `/api/full-tests/${test.id}`)).json();
    expect(reread.active.question.id).toBe(started.active.question.id);
    expect(reread.active.deadlineAt).toBe(started.active.deadlineAt);
  });

  it("limits free learners to one full test a week, and keeps tests private", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const test = (await call(cookie, "POST", "/api/full-tests", {})).json();
    await call(cookie, "POST", `/api/full-tests/${test.id}/next`);
    const restart = await call(cookie, "POST", "/api/full-tests", { restart: true });
    expect(restart.statusCode).toBe(403);
    expect(restart.json()).toMatchObject({
      message: "Free plan: one full test per week",
      hint: "Upgrade to Premium for unlimited full tests",
    });

    const premium = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "annual" });
    const a = (await call(premium.cookie, "POST", "/api/full-tests", {})).json();
    await call(premium.cookie, "POST", `/api/full-tests/${a.id}/next`);
    const b = await call(premium.cookie, "POST", "/api/full-tests", { restart: true });
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.id);
    expect((await call(premium.cookie, "GET", `/api/full-tests/${a.id}`)).json().status).toBe("abandoned");

    expect((await call(cookie, "GET", `/api/full-tests/${a.id}`)).statusCode).toBe(404);
    expect((await request(ctx.app, { method: "GET", url: "/api/full-tests" })).statusCode).toBe(401);
    const bad = await call(cookie, "POST", "/api/full-tests", { restart: "yes" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("full test with test hooks", () => {
  it("honours a shortened clock only when the server runs with TEST_HOOKS", async () => {
    const hooked = await createTestApp({ TEST_HOOKS: "1", CAT_EXPOSURE_SIMULEES: "0" });
    try {
      const { cookie } = await signedInUser(hooked.app, hooked.database.db);
      const res = await request(hooked.app, { method: "POST", url: "/api/full-tests", cookie, payload: { timeScale: 0.01 } });
      expect(res.json().timeScale).toBeCloseTo(0.01);
      expect(res.json().subtests[0].timeLimitSeconds).toBe(7);
    } finally {
      await hooked.close();
    }
  });
});
