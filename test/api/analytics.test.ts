import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsDto } from "@contracts/analytics";
import type { FullTestResults } from "@contracts/full-test";
import { TOPICS } from "@content/topics";
import { fullTests, militaryBranches, questions as questionsTable, testSessions } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

const AR = 10;
const WK = 9;
const DAY = 86_400_000;

let ctx: TestContext;
let keys: Map<string, { k: number; topic: string }>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  const rows = await ctx.database.db
    .select({ id: questionsTable.id, k: questionsTable.correctIndex, topic: questionsTable.topic })
    .from(questionsTable)
    .where(inArray(questionsTable.sectionId, [AR, WK]));
  keys = new Map(rows.map((r) => [r.id, { k: r.k, topic: r.topic }]));
}, 120_000);
afterAll(() => ctx.close());

const ids = (code: string, from: number, n: number) => Array.from({ length: n }, (_, i) => `${code}-${String(from + i).padStart(3, "0")}`);
const key = (id: string) => (keys.get(id) as { k: number }).k;

const getAnalytics = async (cookie: string, timeZone?: string): Promise<AnalyticsDto> => {
  const url = timeZone ? `/api/analytics?tz=${encodeURIComponent(timeZone)}` : "/api/analytics";
  const res = await request(ctx.app, { method: "GET", url, cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/**
 * A whole test through the real endpoints: `right` of the questions answered correctly, the rest wrongly.
 * With `at`, it is an offline session replayed later, stamped at that time.
 */
async function takeTest(cookie: string, sectionId: number, questionIds: string[], right: number, at?: Date) {
  const offline = at ? { id: randomUUID(), offline: true, createdAt: at.toISOString() } : {};
  const created = await request(ctx.app, {
    method: "POST",
    url: "/api/test-sessions",
    cookie,
    payload: { sectionId, totalQuestions: questionIds.length, questionIds, ...offline },
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = created.json();
  for (const [i, q] of questionIds.entries()) {
    const selectedAnswer = i < right ? key(q) : (key(q) + 1) % 4;
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId: session.id, questionId: q, selectedAnswer, timeSpent: 12, ...(at ? { answeredAt: at.toISOString() } : {}) },
    });
    expect(res.statusCode).toBe(200);
  }
  const done = await request(ctx.app, {
    method: "PATCH",
    url: `/api/test-sessions/${session.id}`,
    cookie,
    payload: { isCompleted: true, timeSpent: 95, ...(at ? { completedAt: at.toISOString() } : {}) },
  });
  expect(done.statusCode).toBe(200);
  return done.json() as { id: string; score: number };
}

describe("GET /api/analytics", () => {
  it("needs sign-in", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/analytics" });
    expect(res.statusCode).toBe(401);
  });

  it("is empty but complete for a new learner", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const a = await getAnalytics(cookie);
    expect(a.summary).toEqual({ averageScore: null, sectionsPractised: 0, completedSessions: 0, questionsAnswered: 0, studyDays: 0 });
    expect(a.streak).toEqual({ current: 0, longest: 0, studiedToday: false, lastStudyDay: null });
    expect(a.improvement.delta).toBeNull();
    expect(a.afqt).toMatchObject({ score: null, source: "practice", sectionsWithData: 0, sectionsTotal: 4 });
    expect(a.target).toBeNull();
    expect([a.trend, a.recentSessions, a.strengths, a.needsAttention]).toEqual([[], [], [], []]);
    expect(a.sections).toHaveLength(10);
    expect(a.sections.every((s) => !s.practised && s.tone === null)).toBe(true);
    expect(a.recommendations).toMatchObject({ status: "no_data", sections: [] });
  });

  it("computes every figure from one practice test, naming the weakest topics", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const questionIds = ids("AR", 1, 10);
    const session = await takeTest(cookie, AR, questionIds, 6);
    expect(session.score).toBe(60);
    const a = await getAnalytics(cookie);

    expect(a.summary).toEqual({ averageScore: 60, sectionsPractised: 1, completedSessions: 1, questionsAnswered: 10, studyDays: 1 });
    expect(a.streak).toMatchObject({ current: 1, longest: 1, studiedToday: true, lastStudyDay: a.today });
    // round((60 + 0 + 0 + 0) / 4 × 0.85) = round(12.75) = 13
    expect(a.afqt).toMatchObject({ score: 13, source: "practice", takenAt: null, sectionsWithData: 1 });
    expect(a.trend).toEqual([{ day: a.today, averageScore: 60, sessions: 1 }]);
    expect(a.recentSessions).toEqual([
      expect.objectContaining({
        id: session.id,
        sectionId: AR,
        sectionName: "Arithmetic Reasoning",
        isCompleted: true,
        score: 60,
        tone: "red",
        timeSpent: 95,
        mode: "practice",
        isAdaptive: false,
      }),
    ]);
    expect(a.sections.find((s) => s.sectionId === AR)).toMatchObject({ priority: "High", tone: "red", needsAttention: true });
    expect(a.needsAttention.map((s) => s.name)).toEqual(["Arithmetic Reasoning"]);

    // The expected weakest topics, worked out here from the answers given: the first six were right.
    const perTopic = new Map<string, { answered: number; correct: number }>();
    for (const [i, q] of questionIds.entries()) {
      const t = perTopic.get(keys.get(q)?.topic as string) ?? { answered: 0, correct: 0 };
      perTopic.set(keys.get(q)?.topic as string, { answered: t.answered + 1, correct: t.correct + (i < 6 ? 1 : 0) });
    }
    const weakest = [...perTopic.entries()]
      .map(([topic, t]) => ({ topic, accuracy: Math.round((100 * t.correct) / t.answered), answered: t.answered }))
      .filter((t) => t.accuracy < 80)
      .sort((x, y) => x.accuracy - y.accuracy || y.answered - x.answered || x.topic.localeCompare(y.topic));
    const r = a.recommendations;
    expect(r).toMatchObject({ status: "focus", priorityShare: 70, generalShare: 30, priorityMinutes: 210, generalMinutes: 90 });
    expect(r.sections).toHaveLength(1);
    expect(r.sections[0]).toMatchObject({ sectionId: AR, name: "Arithmetic Reasoning", averageScore: 60, priority: "High", minutes: 210 });
    const topics = r.sections[0]?.topics ?? [];
    // Fewer than two weak topics are topped up with AR topics not tried yet, in the bank's order.
    const expected = [...weakest.map((t) => t.topic), ...TOPICS.AR.filter((t) => !perTopic.has(t))].slice(0, 2);
    expect(topics.map((t) => t.topic)).toEqual(expected);
    expect(topics.every((t) => (TOPICS.AR as readonly string[]).includes(t.topic) && t.label.toLowerCase() === t.topic)).toBe(true);
    expect(topics.reduce((sum, t) => sum + t.minutes, 0)).toBe(210);

    // The same numbers GET /api/progress gives the dashboard.
    const progress = (await request(ctx.app, { method: "GET", url: "/api/progress", cookie })).json();
    expect(progress.find((p: { sectionId: number }) => p.sectionId === AR)).toMatchObject({ averageScore: 60, completedQuestions: 10 });
  });

  it("counts streaks over UTC days, improvement and trend across a backdated history, and keeps the last five sessions", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const now = Date.now();
    // Study days: 5 and 4 days ago, then 2 and 1 days ago and today: a gap 3 days ago.
    await takeTest(cookie, AR, ids("AR", 1, 5), 1, new Date(now - 5 * DAY));
    await takeTest(cookie, AR, ids("AR", 6, 5), 2, new Date(now - 4 * DAY));
    await takeTest(cookie, WK, ids("WK", 1, 5), 3, new Date(now - 2 * DAY));
    await takeTest(cookie, WK, ids("WK", 6, 5), 4, new Date(now - DAY));
    const latest = await takeTest(cookie, AR, ids("AR", 11, 5), 5);
    const partial = await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId: WK, totalQuestions: 3, questionIds: ids("WK", 11, 3) },
    });
    // Started and left unfinished (one answer); a session opened and never answered is no test and is not listed.
    await request(ctx.app, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId: partial.json().id, questionId: ids("WK", 11, 1)[0], selectedAnswer: null },
    });
    await request(ctx.app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId: AR, totalQuestions: 2, questionIds: ids("AR", 20, 2) },
    });

    const a = await getAnalytics(cookie);
    expect(a.streak).toMatchObject({ current: 3, longest: 3, studiedToday: true });
    expect(a.summary).toMatchObject({ completedSessions: 5, studyDays: 5, questionsAnswered: 26 });
    // Scores 20, 40 | 60 | 80, 100: the first two against the last two.
    expect(a.improvement).toMatchObject({ delta: 60, earlyAverage: 30, recentAverage: 90, sessionsCounted: 5, window: 2 });
    expect(a.trend.map((p) => p.averageScore)).toEqual([20, 40, 60, 80, 100]);
    expect(a.trend.map((p) => p.day)).toEqual([...a.trend.map((p) => p.day)].sort());
    // Newest first, limited to five; the unfinished (but started) session is listed without a score.
    expect(a.recentSessions).toHaveLength(5);
    expect(a.recentSessions[0]).toMatchObject({ id: partial.json().id, isCompleted: false, score: null, tone: null });
    expect(a.recentSessions[1]).toMatchObject({ id: latest.id, score: 100, tone: "green" });
    expect(a.recentSessions.map((s) => s.score)).toEqual([null, 100, 80, 60, 40]);

    // A scored session stored without answer rows (imported history) still marks its day as studied.
    const tenDaysAgo = new Date(now - 10 * DAY);
    await ctx.database.db.insert(testSessions).values({
      id: randomUUID(),
      userId: user.id,
      sectionId: AR,
      totalQuestions: 10,
      isCompleted: true,
      score: 50,
      createdAt: tenDaysAgo,
      completedAt: tenDaysAgo,
    });
    const more = await getAnalytics(cookie);
    expect(more.summary.studyDays).toBe(6);
    expect(more.streak).toMatchObject({ current: 3, longest: 3 });
    expect(more.trend).toHaveLength(6);
  });

  it("counts study days on the learner's own calendar when given a time zone", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    // Two tests on one UTC day, two days ago: 02:00 UTC is the previous evening in Los Angeles, 20:00 UTC midday.
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const evening = new Date(`${day}T02:00:00Z`);
    const midday = new Date(`${day}T20:00:00Z`);
    await takeTest(cookie, AR, ids("AR", 1, 5), 2, evening);
    await takeTest(cookie, AR, ids("AR", 6, 5), 4, midday);
    const previous = new Date(evening.getTime() - DAY).toISOString().slice(0, 10);

    const utc = await getAnalytics(cookie);
    expect(utc.summary.studyDays).toBe(1);
    expect(utc.streak).toMatchObject({ longest: 1, lastStudyDay: day });
    expect(utc.trend).toEqual([{ day, averageScore: 60, sessions: 2 }]);

    const la = await getAnalytics(cookie, "America/Los_Angeles");
    expect(la.summary.studyDays).toBe(2);
    expect(la.streak).toMatchObject({ longest: 2, lastStudyDay: day });
    expect(la.trend).toEqual([
      { day: previous, averageScore: 40, sessions: 1 },
      { day, averageScore: 80, sessions: 1 },
    ]);
    expect(la.today).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date()));

    for (const tz of ["Mars/Olympus_Mons", "UTC' or '1'='1"]) {
      const bad = await request(ctx.app, { method: "GET", url: `/api/analytics?tz=${encodeURIComponent(tz)}`, cookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ tz: ["Unknown time zone"] });
    }
  });

  it("sets the target from the branch and takes the AFQT from the latest completed full test", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    await takeTest(cookie, AR, ids("AR", 1, 10), 8);
    const [navy] = await ctx.database.db.select().from(militaryBranches).where(eq(militaryBranches.code, "navy"));
    const navyMin = navy?.minimumAfqtScore as number;

    let a = await getAnalytics(cookie);
    expect(a.target).toBeNull();
    const patched = await request(ctx.app, { method: "PATCH", url: "/api/user/branch", cookie, payload: { targetBranch: "navy" } });
    expect(patched.statusCode).toBe(200);
    a = await getAnalytics(cookie);
    // Practice estimate: round(80 / 4 × 0.85) = 17.
    expect(a.afqt).toMatchObject({ score: 17, source: "practice" });
    expect(a.target).toMatchObject({
      branch: { code: "navy", name: "U.S. Navy", minimumAfqt: navyMin },
      score: navyMin + 15,
      group: "technical",
      gap: navyMin + 15 - 17,
    });

    const results = (category: string) => ({ afqtCategory: category }) as unknown as FullTestResults;
    await ctx.database.db.insert(fullTests).values([
      {
        id: randomUUID(),
        userId: user.id,
        status: "completed",
        afqtPercentile: 55,
        results: results("IIIA"),
        completedAt: new Date(Date.now() - 3 * DAY),
      },
      {
        id: "ft-latest-" + user.id,
        userId: user.id,
        status: "completed",
        afqtPercentile: 72,
        results: results("II"),
        completedAt: new Date(Date.now() - DAY),
      },
      { id: randomUUID(), userId: user.id, status: "in_progress", afqtPercentile: null },
      { id: randomUUID(), userId: user.id, status: "abandoned", afqtPercentile: null },
    ]);
    a = await getAnalytics(cookie);
    expect(a.afqt).toMatchObject({ score: 72, source: "full_test", fullTestId: `ft-latest-${user.id}`, category: "II" });
    expect(Date.parse(a.afqt.takenAt as string)).toBeGreaterThan(Date.now() - DAY - 60_000);
    expect(a.target).toMatchObject({ gap: Math.max(0, navyMin + 15 - 72), status: 72 >= navyMin + 15 ? "qualified" : "close" });

    // Another learner's full test never leaks in.
    const other = await signedInUser(ctx.app, ctx.database.db);
    expect((await getAnalytics(other.cookie)).afqt.source).toBe("practice");
  });
});
