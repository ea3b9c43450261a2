import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions as questionsTable } from "@server/db/schema";
import { seedQuestionBank, seedStudyMaterials } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/**
 * A client written from the spec's call tables alone (platform §7, learning §7, recruiter/content §7): the calls
 * exactly as listed, with the payloads they list and nothing of ours (no client ids, no questionIds), must work.
 * The recruiter and careers calls are in spec-calls-recruiter.test.ts; areas not built yet (translation, voice, the
 * admin console) come with their issues.
 */
let ctx: TestContext;
let keys: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ CAT_EXPOSURE_SIMULEES: "0" });
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  await seedStudyMaterials(ctx.database.db);
  const rows = await ctx.database.db.select({ id: questionsTable.id, k: questionsTable.correctIndex }).from(questionsTable);
  keys = new Map(rows.map((r) => [r.id, r.k]));
}, 120_000);
afterAll(() => ctx.close());

const GS = 13;
const AR = 10;
type Q = { id: string };
const call = (cookie: string, method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) });
const right = (id: string) => keys.get(id) as number;
const wrong = (id: string) => (right(id) + 1) % 4;

/** Learning §4 and §7: questions load, then a session is created automatically, then every answer is posted. */
async function fetchAndCreate(cookie: string, sectionId: number) {
  const fetched = await call(cookie, "GET", `/api/sections/${sectionId}/questions?random=true&limit=10`);
  expect(fetched.statusCode).toBe(200);
  const questions: Q[] = fetched.json().questions;
  expect(questions).toHaveLength(10);
  const created = await call(cookie, "POST", "/api/test-sessions", { userId: 1, sectionId, totalQuestions: questions.length });
  expect(created.statusCode).toBe(201);
  return { questions, session: created.json() as { id: string; questionIds: string[] } };
}

const answer = (cookie: string, sessionId: string, questionId: string, selectedAnswer: number, isCorrect = true) =>
  call(cookie, "POST", "/api/answers", { sessionId, questionId, selectedAnswer, isCorrect, timeSpent: 12 });

describe("the practice screen's calls, as the spec lists them", () => {
  it("fetch 10 → create without questionIds → answer those 10 → complete: scored on the server, progress updated, the 11th free answer refused", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const first = await fetchAndCreate(cookie, GS);
    // The session holds exactly the questions the learner was just served.
    expect(first.session.questionIds).toEqual(first.questions.map((q) => q.id));
    // A second spec-literal session in the same section, created before any answer: it binds to its own fetch.
    const second = await fetchAndCreate(cookie, GS);
    expect(second.session.questionIds).toEqual(second.questions.map((q) => q.id));
    expect(second.session.questionIds).not.toEqual(first.session.questionIds);

    // Seven right, three wrong — the client claims every one is correct; the server marks them.
    for (const [i, q] of first.questions.entries()) {
      const res = await answer(cookie, first.session.id, q.id, i < 7 ? right(q.id) : wrong(q.id), true);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ questionId: q.id, selectedAnswer: i < 7 ? right(q.id) : wrong(q.id), correct: i < 7 });
    }
    const done = await call(cookie, "PATCH", `/api/test-sessions/${first.session.id}`, {
      sessionId: first.session.id,
      isCompleted: true,
      score: 100,
      timeSpent: 240,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true, score: 70, timeSpent: 240 });
    const progress = (await call(cookie, "GET", "/api/progress")).json();
    expect(progress.find((p: { sectionId: number }) => p.sectionId === GS)).toEqual({
      sectionId: GS,
      completedQuestions: 10,
      totalQuestions: 20,
      averageScore: 70,
    });

    // The 11th answer of the day in this section — the first of the second session — is the free limit.
    const eleventh = await answer(cookie, second.session.id, second.questions[0]!.id, 0);
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json()).toMatchObject({ message: "Daily question limit reached", hint: "Upgrade to Premium for unlimited questions" });
    // And a third spec-literal session is refused with the same message.
    await call(cookie, "GET", `/api/sections/${GS}/questions?random=true&limit=10`);
    const third = await call(cookie, "POST", "/api/test-sessions", { userId: 1, sectionId: GS, totalQuestions: 10 });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe("Daily question limit reached");
  });

  it("binds each session to the set fetched just before it (premium learner, two tests in a row)", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    for (let round = 0; round < 2; round++) {
      const { questions, session } = await fetchAndCreate(cookie, GS);
      expect(session.questionIds).toEqual(questions.map((q) => q.id));
      for (const q of questions) expect((await answer(cookie, session.id, q.id, right(q.id))).json().correct).toBe(true);
      const done = await call(cookie, "PATCH", `/api/test-sessions/${session.id}`, {
        sessionId: session.id,
        isCompleted: true,
        score: 0,
        timeSpent: 100,
      });
      expect(done.json().score).toBe(100);
    }
    const progress = (await call(cookie, "GET", "/api/progress")).json();
    // 20 answered: the first goal reached exactly; a 21st would move the goal to the next milestone (50).
    expect(progress.find((p: { sectionId: number }) => p.sectionId === GS)).toMatchObject({ completedQuestions: 20, totalQuestions: 20 });
  });

  it("a session created with nothing fetched first still gets questions of the server's choosing", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const created = await call(cookie, "POST", "/api/test-sessions", { userId: 1, sectionId: AR, totalQuestions: 10 });
    expect(created.statusCode).toBe(201);
    expect(created.json().questions).toHaveLength(10);
  });

  it("the offline queue's calls: POST /api/user-answers and PUT /api/progress", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const { questions, session } = await fetchAndCreate(cookie, GS);
    const q = questions[0]!.id;
    const res = await call(cookie, "POST", "/api/user-answers", {
      sessionId: session.id,
      questionId: q,
      selectedAnswer: right(q),
      isCorrect: false,
      timeSpent: 9,
    });
    expect(res.json()).toMatchObject({ questionId: q, correct: true });
    const put = await call(cookie, "PUT", "/api/progress", {
      sectionId: GS,
      completedQuestions: 10,
      totalQuestions: 20,
      averageScore: 100,
    });
    expect(put.json()).toEqual({ sectionId: GS, completedQuestions: 1, totalQuestions: 20, averageScore: 100 });
  });

  it("GET /api/questions/section/{id}: questions cached for offline use carry the spec's correctAnswer and explanation", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const list = (await call(cookie, "GET", `/api/questions/section/${GS}`)).json();
    expect(list.length).toBeGreaterThan(0);
    for (const q of list) {
      expect(q).toMatchObject({ id: expect.any(String), question: expect.any(String), options: expect.any(Array) });
      expect(q.correctAnswer).toBe(right(q.id));
      expect(typeof q.explanation).toBe("string");
    }
  });
});

describe("the adaptive screen's calls, as the spec lists them", () => {
  it("create {userId, sectionId, totalQuestions, isAdaptive, currentDifficulty} → questions; answers to the matched questions are accepted and the test completes", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const perf = await call(cookie, "GET", `/api/adaptive/performance/${AR}`);
    expect(perf.json()).toMatchObject({ suggestedDifficulty: "medium", totalAnswers: 0 });
    const created = await call(cookie, "POST", "/api/test-sessions", {
      userId: 1,
      sectionId: AR,
      totalQuestions: 10,
      isAdaptive: true,
      currentDifficulty: "medium",
    });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session).toMatchObject({ isAdaptive: true, currentDifficulty: "medium" });
    expect(session.questions.length).toBeGreaterThan(0);
    const matched: Q[] = (await call(cookie, "GET", `/api/adaptive/questions/${AR}?limit=10`)).json().questions;
    expect(matched).toHaveLength(10);
    for (const q of matched) {
      const res = await answer(cookie, session.id, q.id, right(q.id));
      expect(res.statusCode).toBe(200);
      // Learning §3: the adaptive answer response has questionId, selectedAnswer, correct.
      expect(res.json()).toMatchObject({ questionId: q.id, selectedAnswer: right(q.id), correct: true });
    }
    const history = (await call(cookie, "GET", "/api/user/test-sessions")).json();
    expect(history.find((s: { id: string }) => s.id === session.id)).toMatchObject({ isCompleted: true, score: 100, isAdaptive: true });
    // An eleventh answer has no room left; a question nobody served is refused.
    const extra = (await call(cookie, "GET", `/api/adaptive/questions/${AR}?limit=1`)).json().questions[0] as Q;
    expect((await answer(cookie, session.id, extra.id, 0)).statusCode).toBe(409);
    const done = await call(cookie, "PATCH", `/api/test-sessions/${session.id}`, {
      sessionId: session.id,
      isCompleted: true,
      score: 0,
      timeSpent: 60,
    });
    expect(done.json()).toMatchObject({ isCompleted: true, score: 100 });
  });

  it("refuses a question the learner was never served", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const session = (
      await call(cookie, "POST", "/api/test-sessions", { userId: 1, sectionId: AR, totalQuestions: 10, isAdaptive: true })
    ).json();
    const [never] = await ctx.database.db.select({ id: questionsTable.id }).from(questionsTable).where(eq(questionsTable.id, "AR-064"));
    const res = await answer(cookie, session.id, never!.id, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("That question is not part of this test session");
  });
});

describe("the platform's other calls, as the spec lists them", () => {
  it("user, branches, sections, study materials", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const { cookie, user } = await signedInUser(ctx.app, ctx.database.db);
    expect((await call(cookie, "GET", "/api/auth/user")).json()).toMatchObject({ username: user.username });
    expect((await call(cookie, "GET", "/api/user")).json()).toMatchObject({
      subscriptionTier: "free",
      targetBranch: null,
      hasBridgeAccess: false,
    });
    const branches = (await call(cookie, "GET", "/api/military-branches")).json();
    expect(branches.map((b: { code: string }) => b.code)).toEqual(["army", "navy", "air_force", "marines", "coast_guard", "space_force"]);
    expect((await call(cookie, "GET", "/api/military-branches/navy")).json()).toMatchObject({ code: "navy", name: "U.S. Navy" });
    expect((await call(cookie, "PATCH", "/api/user/branch", { targetBranch: "navy" })).json()).toMatchObject({ targetBranch: "navy" });
    expect((await call(cookie, "GET", "/api/user")).json()).toMatchObject({ targetBranch: "navy" });
    // SAT and ACT need bridge access (platform §6); ASVAB is always allowed.
    expect((await call(cookie, "POST", "/api/user/test-mode", { testMode: "sat" })).statusCode).toBe(403);
    expect((await call(cookie, "POST", "/api/user/test-mode", { testMode: "asvab" })).statusCode).toBe(200);
    expect((await call(cookie, "GET", "/api/sections")).json()).toHaveLength(10);
    expect((await call(cookie, "GET", "/api/study-materials")).json().length).toBeGreaterThan(0);
    const share = await call(cookie, "POST", "/api/score-shares", {
      afqtScore: 64,
      branchCode: "army",
      userZipCode: "32801",
      userPhone: "4075550123",
      userEmail: "me@example.com",
    });
    expect(share.statusCode).toBe(201);
  });
});
