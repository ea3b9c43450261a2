import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIO_DEFAULTS, QUEST_MESSAGES } from "@contracts/quest";
import { questions as questionsTable, testSessions } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

// Mission 1 is Word Knowledge (section 9), mission 2 Mechanical Comprehension (17): learning spec §9.
const WK = 9;
const MC = 17;

let ctx: TestContext;
const keysBySection = new Map<number, Array<{ id: string; key: number }>>();
beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  for (const sectionId of [WK, MC]) {
    const rows = await ctx.database.db
      .select({ id: questionsTable.id, key: questionsTable.correctIndex })
      .from(questionsTable)
      .where(and(eq(questionsTable.sectionId, sectionId), eq(questionsTable.active, true)))
      .limit(10);
    keysBySection.set(sectionId, rows);
  }
}, 120_000);
afterAll(() => ctx.close());

/** Premium learners: the free plan's 10 questions per section per day would stop a second run of a mission. */
const learner = () => signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });

interface RunOptions {
  sectionId?: number;
  mode?: "story" | "practice";
  mission?: number | null;
  /** How many of the ten are answered right (the rest wrong). */
  correct?: number;
  finish?: boolean;
}

/** A real session through the practice calls: created, answered (the server marks it), and completed (it scores it). */
async function takeMission(cookie: string, { sectionId = WK, mode = "story", mission = 1, correct = 10, finish = true }: RunOptions = {}) {
  const items = keysBySection.get(sectionId)!;
  expect(items).toHaveLength(10);
  const created = await request(ctx.app, {
    method: "POST",
    url: "/api/test-sessions",
    cookie,
    payload: { sectionId, totalQuestions: 10, questionIds: items.map((q) => q.id), mode, ...(mission ? { mission } : {}) },
  });
  expect(created.statusCode).toBe(201);
  const session = created.json();
  for (const [i, q] of items.entries()) {
    const selectedAnswer = i < correct ? q.key : (q.key + 1) % 4;
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId: session.id, questionId: q.id, selectedAnswer },
    });
    expect(res.statusCode).toBe(200);
  }
  if (finish) {
    const done = await request(ctx.app, {
      method: "PATCH",
      url: `/api/test-sessions/${session.id}`,
      cookie,
      payload: { sessionId: session.id, isCompleted: true, timeSpent: 120 },
    });
    expect(done.json()).toMatchObject({ isCompleted: true, score: correct * 10 });
  }
  return session.id as string;
}

const complete = (cookie: string, n: number | string, sessionId: unknown) =>
  request(ctx.app, { method: "POST", url: `/api/quest/missions/${n}/complete`, cookie, payload: { sessionId } });
const quest = async (cookie: string) => {
  const res = await request(ctx.app, { method: "GET", url: "/api/quest", cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/quest", () => {
  it("starts a new learner at Recruit with mission 1 open, the rest locked, the nine missions of §9 and default audio", async () => {
    const { cookie } = await learner();
    const view = await quest(cookie);
    expect(view).toMatchObject({
      totalPoints: 0,
      rank: { level: 0, title: "Recruit" },
      missionsCompleted: 0,
      totalMissions: 9,
      badges: [],
      passPercent: 70,
      audio: AUDIO_DEFAULTS,
    });
    expect(view.missions.map((m: { state: string }) => m.state)).toEqual(["available", ...Array(8).fill("locked")]);
    expect(view.missions[0]).toMatchObject({
      id: 1,
      title: "Secure the Radio",
      difficulty: "Easy",
      requiredScore: 75,
      sectionId: WK,
      unlockRequirement: null,
      rewards: { rank: "Private First Class", badge: "Radio Operator", points: 100 },
      bestScore: null,
      distinction: false,
    });
    expect(view.missions[8]).toMatchObject({ id: 9, title: "Workshop Leadership", difficulty: "Expert", rewards: { points: 300 } });
  });

  it("is for signed-in learners only", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/quest" });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/quest/missions/:n/complete", () => {
  it("completes mission 1 from the learner's passing mission session: points, rank, badge, mission 2 unlocked", async () => {
    const { cookie } = await learner();
    const sessionId = await takeMission(cookie, { correct: 7 });
    const res = await complete(cookie, 1, sessionId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.completion).toEqual({
      missionId: 1,
      score: 70,
      newlyCompleted: true,
      pointsAwarded: 100,
      // 70 passes, but mission 1's requiredScore is 75.
      distinction: false,
      rank: { level: 1, title: "Private First Class" },
      badge: "Radio Operator",
    });
    expect(body.quest).toMatchObject({ totalPoints: 100, missionsCompleted: 1, badges: ["Radio Operator"] });
    expect(body.quest.missions.slice(0, 3).map((m: { state: string }) => m.state)).toEqual(["completed", "available", "locked"]);
    expect(body.quest.missions[0]).toMatchObject({ bestScore: 70, distinction: false });
    // Kept on the server: another read (another device) sees the same.
    expect(await quest(cookie)).toEqual(body.quest);
  });

  it("is idempotent: the same session again gives the same state and no second award", async () => {
    const { cookie } = await learner();
    const sessionId = await takeMission(cookie, { correct: 8 });
    const first = (await complete(cookie, 1, sessionId)).json();
    const again = await complete(cookie, 1, sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json().quest).toEqual(first.quest);
    expect(again.json().completion).toMatchObject({ newlyCompleted: false, pointsAwarded: 0, score: 80 });
    expect(first.quest.totalPoints).toBe(100);
  });

  it("awards a mission once when two completions of it race (two tabs returning at the same moment)", async () => {
    const { cookie } = await learner();
    const [a, b] = await Promise.all([takeMission(cookie), takeMission(cookie, { correct: 9 })]);
    const results = await Promise.all([complete(cookie, 1, a), complete(cookie, 1, b)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().completion.pointsAwarded).sort()).toEqual([0, 100]);
    const view = await quest(cookie);
    expect(view).toMatchObject({ totalPoints: 100, missionsCompleted: 1 });
    expect(view.missions[0].bestScore).toBe(100);
  });

  it("raises the best score and earns the distinction on a better pass, still without adding points again", async () => {
    const { cookie } = await learner();
    await complete(cookie, 1, await takeMission(cookie, { correct: 7 }));
    const better = (await complete(cookie, 1, await takeMission(cookie, { correct: 9 }))).json();
    expect(better.completion).toMatchObject({ newlyCompleted: false, pointsAwarded: 0, distinction: true, score: 90 });
    expect(better.quest.missions[0]).toMatchObject({ state: "completed", bestScore: 90, distinction: true });
    expect(better.quest.totalPoints).toBe(100);
    // A weaker pass later never lowers the best score.
    const weaker = (await complete(cookie, 1, await takeMission(cookie, { correct: 7 }))).json();
    expect(weaker.quest.missions[0]).toMatchObject({ bestScore: 90, distinction: true });
  });

  it("refuses a failing score, an unfinished session, a non-story session and another mission's session", async () => {
    const { cookie } = await learner();
    const failing = await complete(cookie, 1, await takeMission(cookie, { correct: 6 }));
    expect(failing.statusCode).toBe(400);
    expect(failing.json()).toEqual({ message: QUEST_MESSAGES.scoreTooLow, errors: { sessionId: [QUEST_MESSAGES.scoreTooLow] } });

    const unfinished = await complete(cookie, 1, await takeMission(cookie, { finish: false }));
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().message).toBe(QUEST_MESSAGES.sessionUnfinished);

    const practice = await complete(cookie, 1, await takeMission(cookie, { mode: "practice", mission: null }));
    expect(practice.statusCode).toBe(400);
    expect(practice.json().message).toBe(QUEST_MESSAGES.notMissionSession);

    // Mission 1's session offered for mission 2 (after mission 1 is done, so the order is not what refuses it).
    const own = await takeMission(cookie);
    expect((await complete(cookie, 1, own)).statusCode).toBe(200);
    const wrongMission = await complete(cookie, 2, own);
    expect(wrongMission.statusCode).toBe(400);
    expect(wrongMission.json().message).toBe(QUEST_MESSAGES.notMissionSession);
    // A mission is its own section's full set: a mission-2 session in mission 1's section, a one-question mission
    // and a mission in an easier section are refused when they are started.
    const items = keysBySection.get(WK)!;
    const start = (payload: Record<string, unknown>) => request(ctx.app, { method: "POST", url: "/api/test-sessions", cookie, payload });
    const ids = items.map((q) => q.id);
    expect((await start({ sectionId: WK, totalQuestions: 10, questionIds: ids, mode: "story", mission: 2 })).statusCode).toBe(400);
    expect((await start({ sectionId: WK, totalQuestions: 1, questionIds: ids.slice(0, 1), mode: "story", mission: 1 })).statusCode).toBe(
      400,
    );
    expect((await start({ sectionId: WK, totalQuestions: 10, questionIds: ids, mode: "story", mission: 9 })).statusCode).toBe(400);
    expect((await start({ sectionId: WK, totalQuestions: 10, questionIds: ids, mode: "story" })).statusCode).toBe(400);

    const view = await quest(cookie);
    expect(view.missionsCompleted).toBe(1);
    expect(view.missions[1].state).toBe("available");
  });

  it("refuses another learner's session as not found, and unknown sessions and missions", async () => {
    const alice = await learner();
    const bob = await learner();
    const alices = await takeMission(alice.cookie);
    const theft = await complete(bob.cookie, 1, alices);
    expect(theft.statusCode).toBe(404);
    expect(theft.json().message).toBe(QUEST_MESSAGES.sessionNotFound);
    expect((await quest(bob.cookie)).missionsCompleted).toBe(0);
    expect((await complete(bob.cookie, 1, "no-such-session")).statusCode).toBe(404);
    for (const n of [0, 10, "x"]) expect((await complete(alice.cookie, n, alices)).statusCode).toBe(400);
    expect((await complete(alice.cookie, 1, "")).statusCode).toBe(400);
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/quest/missions/1/complete", payload: { sessionId: alices } })).statusCode,
    ).toBe(401);
    // Alice's own session still completes her mission afterwards.
    expect((await complete(alice.cookie, 1, alices)).statusCode).toBe(200);
  });

  it("refuses a mission out of order with 409, and accepts it once the mission before is complete", async () => {
    const { cookie } = await learner();
    const mission2 = await takeMission(cookie, { sectionId: MC, mission: 2 });
    const early = await complete(cookie, 2, mission2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(QUEST_MESSAGES.missionLocked);
    expect((await quest(cookie)).missions[1].state).toBe("locked");

    await complete(cookie, 1, await takeMission(cookie));
    const inOrder = await complete(cookie, 2, mission2);
    expect(inOrder.statusCode).toBe(200);
    expect(inOrder.json().completion).toMatchObject({ pointsAwarded: 150, distinction: true, rank: { level: 2, title: "Specialist" } });
    expect(inOrder.json().quest).toMatchObject({ totalPoints: 250, missionsCompleted: 2, badges: ["Radio Operator", "Combat Engineer"] });
    expect(inOrder.json().quest.missions[2].state).toBe("available");
  });

  it("judges the score the server gave the session, not one the client claims", async () => {
    const { cookie } = await learner();
    const sessionId = await takeMission(cookie, { correct: 5, finish: false });
    const patched = await request(ctx.app, {
      method: "PATCH",
      url: `/api/test-sessions/${sessionId}`,
      cookie,
      payload: { sessionId, isCompleted: true, score: 100 },
    });
    expect(patched.json().score).toBe(50);
    expect((await complete(cookie, 1, sessionId)).statusCode).toBe(400);
    const [row] = await ctx.database.db.select({ score: testSessions.score }).from(testSessions).where(eq(testSessions.id, sessionId));
    expect(row?.score).toBe(50);
  });
});

describe("PUT /api/quest/audio", () => {
  it("saves the learner's audio settings, per user", async () => {
    const alice = await learner();
    const bob = await learner();
    const saved = await request(ctx.app, {
      method: "PUT",
      url: "/api/quest/audio",
      cookie: alice.cookie,
      payload: { enabled: false, volume: 35 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: false, volume: 35 });
    expect((await quest(alice.cookie)).audio).toEqual({ enabled: false, volume: 35 });
    expect((await quest(bob.cookie)).audio).toEqual(AUDIO_DEFAULTS);
    await request(ctx.app, { method: "PUT", url: "/api/quest/audio", cookie: alice.cookie, payload: { enabled: true, volume: 100 } });
    expect((await quest(alice.cookie)).audio).toEqual({ enabled: true, volume: 100 });
  });

  it("refuses a volume outside 0 to 100 or not whole, with the field named", async () => {
    const { cookie } = await learner();
    for (const volume of [-1, 101, 50.5, "50"]) {
      const res = await request(ctx.app, { method: "PUT", url: "/api/quest/audio", cookie, payload: { enabled: true, volume } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.volume).toEqual([QUEST_MESSAGES.volumeRange]);
    }
    expect((await quest(cookie)).audio).toEqual(AUDIO_DEFAULTS);
  });
});
