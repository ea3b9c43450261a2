import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { CHEAT_SHEET_MESSAGES } from "@contracts/cheat-sheets";
import type { SectionCode } from "@domain/constants";
import { learnerWeek } from "@domain/week";
import { buildApp } from "@server/app";
import { jobQueue } from "@server/jobs/queue";
import { CHEAT_SHEET_JOB, cheatSheetsModule } from "@server/modules/cheat-sheets";
import { topicAnswerReader } from "@server/modules/sessions";
import { seedQuestionBank } from "@server/db/seed-content";
import { answers, cheatSheets, jobs, questions, sections, testSessions } from "@server/db/schema";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/** Weekly cheat sheets (issue 14): weakest topics from real answers, the PDF through the durable queue, plan limits. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 6 });
}, 120_000);
afterAll(() => ctx.close());

type Ctx = Pick<TestContext, "app" | "database">;
const url = "/api/cheat-sheets";
let sessionCounter = 0;

/** Stores answers as record_answer would leave them: `wrong` misses then `right` correct answers per topic. */
async function answerTopics(c: Ctx, userId: number, plan: { section: SectionCode; topic: string; wrong: number; right: number }[]) {
  const db = c.database.db;
  for (const p of plan) {
    const items = await db
      .select({ id: questions.id, sectionId: questions.sectionId })
      .from(questions)
      .innerJoin(sections, eq(sections.id, questions.sectionId))
      .where(and(eq(sections.code, p.section), eq(questions.topic, p.topic)))
      .limit(p.wrong + p.right);
    if (items.length < p.wrong + p.right) throw new Error(`only ${items.length} items for ${p.section} ${p.topic}`);
    const sessionId = `cs-${userId}-${++sessionCounter}`;
    await db.insert(testSessions).values({ id: sessionId, userId, sectionId: items[0]!.sectionId, totalQuestions: items.length });
    await db.insert(answers).values(
      items.map((q, i) => ({
        id: `${sessionId}-${i}`,
        sessionId,
        userId,
        sectionId: q.sectionId,
        questionId: q.id,
        selectedAnswer: 0,
        isCorrect: i >= p.wrong,
        timeSpent: 30,
      })),
    );
  }
}

const generate = (c: Ctx, cookie: string, tz = "UTC") =>
  request(c.app, { method: "POST", url: `${url}/generate?tz=${encodeURIComponent(tz)}`, cookie });
const list = async (c: Ctx, cookie: string) => (await request(c.app, { method: "GET", url, cookie })).json();

async function pdfText(c: Ctx, cookie: string, id: number): Promise<string> {
  const download = await request(c.app, { method: "POST", url: `${url}/${id}/download`, cookie });
  expect(download.statusCode).toBe(200);
  const file = await request(c.app, { method: "GET", url: download.json().downloadUrl, cookie });
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-type"]).toBe("application/pdf");
  const doc = await getDocumentProxy(new Uint8Array(file.rawPayload));
  expect(doc.numPages).toBeGreaterThanOrEqual(1);
  expect(doc.numPages).toBeLessThanOrEqual(2);
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

const WEAK_PLAN = [
  { section: "AR", topic: "simple interest", wrong: 4, right: 1 },
  { section: "MK", topic: "circles", wrong: 2, right: 2 },
  { section: "AR", topic: "percents", wrong: 1, right: 4 },
  { section: "GS", topic: "genetics", wrong: 2, right: 0 }, // below the minimum of answers: not counted
] as const;

describe("no study data", () => {
  it("says so and refuses to generate (409 NO_STUDY_DATA)", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const overview = await request(ctx.app, { method: "GET", url: `${url}/overview?tz=UTC`, cookie });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ hasStudyData: false, sheetsPerWeek: 1, sheetsThisWeek: 0, watermarked: true });
    const res = await generate(ctx, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "NO_STUDY_DATA", message: CHEAT_SHEET_MESSAGES.noStudyData });
    expect(await list(ctx, cookie)).toEqual([]);
  });
});

describe("a free learner's sheet", () => {
  it("is built in the background from the weakest topics, watermarked, counted and limited to one a week", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    await answerTopics(ctx, user.id, [...WEAK_PLAN]);

    const tz = "America/Los_Angeles";
    const res = await generate(ctx, cookie, tz);
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe("generating");
    const [pending] = await list(ctx, cookie);
    expect(pending).toMatchObject({ id, status: "generating", isWatermarked: true, downloadCount: 0, weakestTopics: [] });
    const week = learnerWeek(new Date(), tz);
    expect(pending.weekStartDate).toBe(week.startDay);
    expect(new Date(`${pending.weekEndDate}T00:00:00Z`).getTime() - new Date(`${pending.weekStartDate}T00:00:00Z`).getTime()).toBe(
      6 * 86_400_000,
    );
    // Not ready yet: no download.
    expect((await request(ctx.app, { method: "POST", url: `${url}/${id}/download`, cookie })).statusCode).toBe(409);

    await ctx.app.background.drain();
    const [sheet] = await list(ctx, cookie);
    expect(sheet.status).toBe("ready");
    expect(sheet.weakestTopics).toEqual([
      { topicName: "simple interest", sectionCode: "AR", severity: "critical", errorRate: 0.8, incorrectCount: 4, totalAttempts: 5 },
      { topicName: "circles", sectionCode: "MK", severity: "high", errorRate: 0.5, incorrectCount: 2, totalAttempts: 4 },
      { topicName: "percents", sectionCode: "AR", severity: "other", errorRate: 0.2, incorrectCount: 1, totalAttempts: 5 },
    ]);
    // Content for exactly those topics.
    const topicsOf = (items: { topic: string }[]) => new Set(items.map((i) => i.topic));
    for (const part of ["formulas", "vocabulary", "tips"] as const) {
      expect([...topicsOf(sheet.generatedContent[part])].sort(), part).toEqual(["circles", "percents", "simple interest"]);
    }
    expect(sheet.generatedContent.formulas.map((f: { formula: string }) => f.formula)).toContain("I = P × r × t");
    expect(sheet.generatedContent.tips.some((t: { tip: string }) => t.tip.startsWith("Key idea from a question you missed:"))).toBe(true);

    const text = await pdfText(ctx, cookie, id);
    expect(text).toContain("Simple interest - Critical");
    expect(text).toContain("I = P × r × t");
    expect(text).toContain("FREE PLAN - ASVAB Prep");
    expect(text).not.toMatch(/genetics/i);
    expect((await list(ctx, cookie))[0].downloadCount).toBe(1);

    // The recruiter packet's read: the newest ready sheet's PDF, the same file the learner downloads.
    const sheets = cheatSheetsModule(ctx.database.db, {
      reads: topicAnswerReader(ctx.database.db),
      files: {
        enqueue: () => Promise.reject(new Error("not used")),
        file: (jobId, userId) => jobQueue(ctx.database.db, {}).file(jobId, userId),
      },
    });
    const latest = await sheets.service.latestCheatSheetPdf(user.id);
    expect(latest?.fileName).toBe(`asvab-cheat-sheet-${week.startDay}.pdf`);
    expect(latest?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await sheets.service.latestCheatSheetPdf(user.id + 100_000)).toBeNull();
    expect(CHEAT_SHEET_JOB).toBe("cheat-sheet-pdf");

    // The free plan's one sheet a week (rule book): the second is refused until the reset.
    const again = await generate(ctx, cookie, tz);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: "CHEAT_SHEET_LIMIT", message: CHEAT_SHEET_MESSAGES.weeklyLimit });
    const overview = (await request(ctx.app, { method: "GET", url: `${url}/overview?tz=${encodeURIComponent(tz)}`, cookie })).json();
    expect(overview).toMatchObject({ hasStudyData: true, sheetsPerWeek: 1, sheetsThisWeek: 1, weekStartDate: week.startDay });
    expect(overview.resetDate).toBe(week.nextReset.toISOString());
  }, 60_000);

  it("a failed sheet shows as error, cannot be downloaded and does not use up the week", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    await answerTopics(ctx, user.id, [{ section: "AR", topic: "rates", wrong: 3, right: 0 }]);
    const { id } = (await generate(ctx, cookie)).json();
    await ctx.database.db.execute(
      sql`update jobs set status = 'failed', error = 'test' where id = (select job_id from cheat_sheets where id = ${id})`,
    );
    expect((await list(ctx, cookie))[0]).toMatchObject({ id, status: "error" });
    const download = await request(ctx.app, { method: "POST", url: `${url}/${id}/download`, cookie });
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(CHEAT_SHEET_MESSAGES.errorStatus);
    // Retry Generation.
    expect((await generate(ctx, cookie)).statusCode).toBe(201);
    await ctx.app.background.drain();
  });
});

describe("a premium learner's sheet", () => {
  it("is clean (no watermark) and not limited to one a week, one on the way at a time", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    await answerTopics(ctx, user.id, [{ section: "EI", topic: "ohm's law", wrong: 3, right: 1 }]);
    const first = await generate(ctx, cookie);
    expect(first.statusCode).toBe(201);
    const busy = await generate(ctx, cookie);
    expect(busy.statusCode).toBe(429);
    expect(busy.json().code).toBe("CHEAT_SHEET_IN_PROGRESS");
    await ctx.app.background.drain();
    const text = await pdfText(ctx, cookie, first.json().id);
    expect(text).toContain("Ohm's law - Critical");
    expect(text).not.toContain("FREE PLAN");
    expect((await list(ctx, cookie))[0].isWatermarked).toBe(false);
    expect((await generate(ctx, cookie)).statusCode).toBe(201);
    await ctx.app.background.drain();
    expect((await list(ctx, cookie)).map((s: { status: string }) => s.status)).toEqual(["ready", "ready"]);
  }, 60_000);
});

describe("access", () => {
  it("another learner's sheet is not found, and signed-out visitors are refused", async () => {
    const owner = await signedInUser(ctx.app, ctx.database.db);
    const other = await signedInUser(ctx.app, ctx.database.db);
    await answerTopics(ctx, owner.user.id, [{ section: "MC", topic: "levers", wrong: 2, right: 1 }]);
    const { id } = (await generate(ctx, owner.cookie)).json();
    await ctx.app.background.drain();
    const theirs = await request(ctx.app, { method: "POST", url: `${url}/${id}/download`, cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(await list(ctx, other.cookie)).toEqual([]);
    const ownUrl = (await request(ctx.app, { method: "POST", url: `${url}/${id}/download`, cookie: owner.cookie })).json().downloadUrl;
    expect((await request(ctx.app, { method: "GET", url: ownUrl, cookie: other.cookie })).statusCode).toBe(404);

    expect((await request(ctx.app, { method: "GET", url })).statusCode).toBe(401);
    expect((await request(ctx.app, { method: "POST", url: `${url}/generate` })).statusCode).toBe(401);
    expect((await request(ctx.app, { method: "POST", url: `${url}/${id}/download` })).statusCode).toBe(401);
  });

  it("refuses bad input with 400, never a 500", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await request(ctx.app, { method: "POST", url: `${url}/abc/download`, cookie })).statusCode).toBe(400);
    expect((await request(ctx.app, { method: "POST", url: `${url}/99999999999/download`, cookie })).statusCode).toBe(400);
    expect((await request(ctx.app, { method: "POST", url: `${url}/generate?tz=Mars%2FOlympus`, cookie })).statusCode).toBe(400);
    expect(
      (await request(ctx.app, { method: "GET", url: `${url}/overview?tz=${encodeURIComponent("UTC'; drop table users")}`, cookie }))
        .statusCode,
    ).toBe(400);
    expect((await request(ctx.app, { method: "POST", url: `${url}/2147483647/download`, cookie })).statusCode).toBe(404);
  });
});

describe("durability", () => {
  it("a queued sheet survives a restart: the next app on the same database finishes it", async () => {
    const first = await createTestApp();
    try {
      await seedQuestionBank(first.database.db, { generatedPerGenerator: 2 });
      const { user, cookie } = await signedInUser(first.app, first.database.db);
      await answerTopics(first, user.id, [{ section: "MK", topic: "pythagorean theorem", wrong: 3, right: 0 }]);
      const { id } = (await generate(first, cookie)).json();
      // The app goes away before its runner touched the job (the runner is not started in tests).
      await first.app.close();
      const [job] = await first.database.db
        .select({ status: jobs.status })
        .from(jobs)
        .innerJoin(cheatSheets, eq(cheatSheets.jobId, jobs.id))
        .where(eq(cheatSheets.id, id));
      expect(job?.status).toBe("queued");

      const restarted = await buildApp({ env: first.env, database: first.database, logger: false });
      await restarted.ready();
      try {
        await restarted.background.drain();
        const next = { app: restarted, database: first.database };
        const [sheet] = await list(next, cookie);
        expect(sheet).toMatchObject({ id, status: "ready" });
        expect(sheet.weakestTopics[0]).toMatchObject({ topicName: "pythagorean theorem", severity: "critical" });
        expect(await pdfText(next, cookie, id)).toContain("Pythagorean theorem - Critical");
      } finally {
        await restarted.close();
      }
    } finally {
      await first.database.close();
    }
  }, 120_000);
});
