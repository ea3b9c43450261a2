import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsDto } from "@contracts/analytics";
import type { StudyLogDto } from "@contracts/budget";
import type { FitnessRecord } from "@contracts/fitness";
import type { FullTestDto, FullTestResults } from "@contracts/full-test";
import { PACKET_FILES, PACKET_STEPS, packetData, RECRUITER_PACKET_MESSAGES, type RecruiterPacketDto } from "@contracts/recruiter-packet";
import { scoreFullTest, SUBTEST_CODES, type SubtestCode } from "@domain/asvab";
import { fullTests, questions as questionsTable, sections, testSessions } from "@server/db/schema";
import { seedQuestionBank } from "@server/db/seed-content";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/** Issue 14, recruiter packet: the §5 rule, the zip made in the background with real progress, owner-only, sharing. */
let ctx: TestContext;
let keys: Map<string, number>;
const AR = 10;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 12 });
  const rows = await ctx.database.db
    .select({ id: questionsTable.id, k: questionsTable.correctIndex })
    .from(questionsTable)
    .where(inArray(questionsTable.sectionId, [AR]));
  keys = new Map(rows.map((r) => [r.id, r.k]));
}, 120_000);
afterAll(() => ctx.close());

const get = async <T>(cookie: string, url: string): Promise<T> => {
  const res = await request(ctx.app, { method: "GET", url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** A practice test through the real endpoints: `right` of ten AR questions answered correctly. */
async function finishPracticeTest(cookie: string, right: number): Promise<void> {
  const questionIds = Array.from({ length: 10 }, (_, i) => `AR-${String(i + 1).padStart(3, "0")}`);
  const created = await request(ctx.app, {
    method: "POST",
    url: "/api/test-sessions",
    cookie,
    payload: { sectionId: AR, totalQuestions: 10, questionIds },
  });
  expect(created.statusCode, created.body).toBe(201);
  const sessionId = created.json<{ id: string }>().id;
  for (const [i, questionId] of questionIds.entries()) {
    const k = keys.get(questionId) as number;
    const selectedAnswer = i < right ? k : (k + 1) % 4;
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/answers",
      cookie,
      payload: { sessionId, questionId, selectedAnswer, timeSpent: 20 },
    });
    expect(res.statusCode).toBe(200);
  }
  const done = await request(ctx.app, {
    method: "PATCH",
    url: `/api/test-sessions/${sessionId}`,
    cookie,
    payload: { isCompleted: true, timeSpent: 200 },
  });
  expect(done.statusCode, done.body).toBe(200);
}

/**
 * A finished full test as the full-test module stores it: results scored by the domain's CAT-ASVAB scoring from
 * ten ability estimates, and its ten subtest sessions with their posterior standard errors.
 */
async function storeFullTest(userId: number): Promise<string> {
  const thetas = Object.fromEntries(SUBTEST_CODES.map((c, i) => [c, -0.5 + i * 0.12])) as Record<SubtestCode, number>;
  const score = scoreFullTest(thetas);
  const results: FullTestResults = {
    standardScores: score.standardScores,
    thetas,
    ve: score.VE,
    as: score.AS,
    afqtRaw: score.afqtRaw,
    afqtPercentile: score.afqtPercentile,
    afqtCategory: score.afqtCategory,
    composites: score.composites,
    jobs: [],
    timedOut: [],
  };
  const id = randomUUID();
  await ctx.database.db.insert(fullTests).values({
    id,
    userId,
    status: "completed",
    nextIndex: 10,
    afqtPercentile: score.afqtPercentile,
    results,
    completedAt: new Date(Date.now() - 60_000),
  });
  const sectionRows = await ctx.database.db.select({ id: sections.id, code: sections.code }).from(sections);
  await ctx.database.db.insert(testSessions).values(
    sectionRows.map((s) => ({
      id: randomUUID(),
      userId,
      sectionId: s.id,
      totalQuestions: 15,
      isCompleted: true,
      isAdaptive: true,
      mode: "full_test" as const,
      fullTestId: id,
      theta: thetas[s.code as SubtestCode],
      thetaSe: 0.3,
      completedAt: new Date(Date.now() - 60_000),
    })),
  );
  return id;
}

const fitnessRecord = {
  pushUps: 45,
  sitUps: 60,
  runTimeMinutes: 12,
  runTimeSeconds: 30,
  runDistance: "1.5_mile",
  weight: 170,
  height: 70,
  testType: "practice",
  notes: "private note",
};

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text;

describe("POST /api/recruiter-packet/generate", () => {
  it("is refused with the §5 message until a practice test is finished", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "POST", url: "/api/recruiter-packet/generate", cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: RECRUITER_PACKET_MESSAGES.needsPracticeTest, code: "PACKET_NEEDS_PRACTICE_TEST" });
    expect(RECRUITER_PACKET_MESSAGES.needsPracticeTest).toBe("Complete at least one practice test to generate your packet");
    expect(await get<RecruiterPacketDto[]>(cookie, "/api/recruiter-packets")).toEqual([]);
    expect((await request(ctx.app, { method: "POST", url: "/api/recruiter-packet/generate" })).statusCode).toBe(401);
  });

  it("makes the zip in the background, reporting the §4 steps, with the API's own figures inside", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    await finishPracticeTest(cookie, 7);
    const added = await request(ctx.app, { method: "POST", url: "/api/fitness-metrics", cookie, payload: fitnessRecord });
    expect(added.statusCode, added.body).toBe(201);
    const fullTestId = await storeFullTest(user.id);

    // A userId in the body is ignored: the packet is the session's learner's.
    const res = await request(ctx.app, {
      method: "POST",
      url: "/api/recruiter-packet/generate",
      cookie,
      payload: { language: "en", tz: "America/Chicago", userId: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const generated = res.json<{ id: number; jobId: string; downloadUrl: string; statusUrl: string }>();
    expect(generated.downloadUrl).toBe(`/api/exports/${generated.jobId}/file`);
    // One packet on the way per learner.
    const again = await request(ctx.app, { method: "POST", url: "/api/recruiter-packet/generate", cookie });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: "PACKET_IN_PROGRESS" });
    expect((await request(ctx.app, { method: "GET", url: generated.downloadUrl, cookie })).statusCode).toBe(202);
    const listed = await get<RecruiterPacketDto[]>(cookie, "/api/recruiter-packets");
    expect(listed).toEqual([expect.objectContaining({ id: generated.id, status: "generating", progress: 0 })]);

    // The runner works while the client polls the job's status: the progress it sees moves through the steps.
    // Polls are sent one after another without waiting for answers, so they interleave with the job's own queries.
    let finished = false;
    const draining = ctx.app.background.drain().finally(() => (finished = true));
    const polls: Promise<{ progress: number; step: string | null; status: string }>[] = [];
    while (!finished) {
      polls.push(get(cookie, generated.statusUrl));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const seen = await Promise.all(polls);
    await draining;
    const last = await get<{ status: string; progress: number }>(cookie, generated.statusUrl);
    expect(last).toMatchObject({ status: "done", progress: 100 });
    const stepNames: readonly string[] = PACKET_STEPS.map((s) => s.step);
    const moving = seen.filter((s) => s.status === "running" && s.progress > 0 && s.progress < 100);
    expect(moving.length, JSON.stringify(seen)).toBeGreaterThan(0);
    for (const s of moving) expect(PACKET_STEPS.find((p) => p.step === s.step)?.percent).toBe(s.progress);
    expect(seen.every((s) => s.step === null || stepNames.includes(s.step))).toBe(true);
    // Polls answered on several connections may arrive out of order, so only the values are checked, not their order.
    const allowed = [0, ...PACKET_STEPS.map((p) => p.percent)];
    expect(seen.every((s) => allowed.includes(s.progress))).toBe(true);

    const download = await get<{ downloadUrl: string }>(cookie, `/api/recruiter-packet/${generated.id}/download`);
    expect(download.downloadUrl).toBe(generated.downloadUrl);
    const file = await request(ctx.app, { method: "GET", url: download.downloadUrl, cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(file.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [PACKET_FILES.fitness, PACKET_FILES.data, PACKET_FILES.summary, PACKET_FILES.studyLog].sort(),
    );

    // packet.json against the API's own numbers.
    const data = packetData.parse(JSON.parse(strFromU8(files[PACKET_FILES.data] as Uint8Array)));
    const analytics = await get<AnalyticsDto>(cookie, "/api/analytics?tz=America%2FChicago");
    const fullTest = await get<FullTestDto>(cookie, `/api/full-tests/${fullTestId}`);
    const records = await get<FitnessRecord[]>(cookie, "/api/fitness-metrics");
    const studyLog = await get<StudyLogDto>(cookie, "/api/study-logs?weeks=4&tz=America%2FChicago");
    expect(data.learner.username).toBe(user.username);
    expect(data.afqt).toMatchObject({ score: analytics.afqt.score, source: "full_test", category: analytics.afqt.category, fullTestId });
    expect(data.afqt.score).toBe(fullTest.results?.afqtPercentile);
    const range = data.afqt.range as { low: number; high: number };
    expect(range.low).toBeLessThan(data.afqt.score as number);
    expect(range.high).toBeGreaterThan(data.afqt.score as number);
    expect(data.fullTest?.standardScores).toEqual(fullTest.results?.standardScores);
    expect(data.fullTest?.lineScores).toEqual(fullTest.results?.composites);
    expect(data.sections.map((s) => [s.code, s.averageScore, s.completedQuestions])).toEqual(
      analytics.sections.map((s) => [s.code, s.averageScore, s.completedQuestions]),
    );
    expect(data.sections.find((s) => s.code === "AR")).toMatchObject({ averageScore: 70, completedQuestions: 10 });
    expect(data.summary.completedTests).toBe(analytics.summary.completedSessions);
    expect(data.fitness.records).toEqual(records.map(({ notes: _notes, ...r }) => r));
    expect(JSON.stringify(data)).not.toContain("private note");
    expect(data.fitness.events.find((e) => e.event === "pushUps")).toMatchObject({ value: 45 });
    expect(data.studyLog).toEqual(studyLog);
    expect(data.cheatSheet).toEqual({ included: false, fileName: null });
    expect(data.watermarked).toBe(true);
    expect(data.files.sort()).toEqual(Object.keys(files).sort());

    // The study log CSV: a header and the 28 days of the API's log.
    const csv = strFromU8(files[PACKET_FILES.studyLog] as Uint8Array)
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("date,duration_minutes");
    expect(csv.slice(1)).toEqual(studyLog.days.map((d) => `${d.date},${d.durationMinutes}`));
    expect(csv).toHaveLength(29);

    // The PDFs print the same figures, watermarked on the free plan.
    const summary = await pdfText(files[PACKET_FILES.summary] as Uint8Array);
    expect(summary).toContain("Recruiter packet: score summary");
    expect(summary).toContain(`${range.low} - ${range.high}`);
    expect(summary).toContain(`Arithmetic Reasoning (AR)`);
    expect(summary).toContain(`GT ${fullTest.results?.composites.army.GT}`);
    expect(summary).toContain("FREE PLAN - ASVAB Prep");
    const fitness = await pdfText(files[PACKET_FILES.fitness] as Uint8Array);
    expect(fitness).toContain("Recruiter packet: fitness report");
    expect(fitness).toContain("12:30 (1.5 mile)");

    const [packet] = await get<RecruiterPacketDto[]>(cookie, "/api/recruiter-packets");
    expect(packet).toMatchObject({
      id: generated.id,
      status: "ready",
      progress: 100,
      includesFitness: true,
      includesStudyLog: true,
      includesCheatSheet: false,
      downloadCount: 1,
      sharedWithRecruiter: false,
    });
    expect(packet?.generatedAt).not.toBeNull();

    // 'Share with my recruiter' sets the flag (and can take it back); bad input is a 400.
    const share = (payload: unknown, c = cookie) =>
      request(ctx.app, {
        method: "PATCH",
        url: `/api/recruiter-packet/${generated.id}`,
        cookie: c,
        payload: payload as Record<string, unknown>,
      });
    const shared = await share({ sharedWithRecruiter: true });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id: generated.id, sharedWithRecruiter: true });
    expect((await get<RecruiterPacketDto[]>(cookie, "/api/recruiter-packets"))[0]?.sharedWithRecruiter).toBe(true);
    expect((await share({ sharedWithRecruiter: "yes" })).statusCode).toBe(400);

    // Another learner sees none of it.
    const other = await signedInUser(ctx.app, ctx.database.db);
    expect(
      (await request(ctx.app, { method: "GET", url: `/api/recruiter-packet/${generated.id}/download`, cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await share({ sharedWithRecruiter: false }, other.cookie)).statusCode).toBe(404);
    expect((await request(ctx.app, { method: "GET", url: generated.downloadUrl, cookie: other.cookie })).statusCode).toBe(404);
    expect((await request(ctx.app, { method: "GET", url: generated.statusUrl, cookie: other.cookie })).statusCode).toBe(404);
    expect(await get<RecruiterPacketDto[]>(other.cookie, "/api/recruiter-packets")).toEqual([]);
    expect((await request(ctx.app, { method: "GET", url: "/api/recruiter-packet/abc/download", cookie })).statusCode).toBe(400);
  }, 60_000);

  it("is clean on a paid plan, in Spanish when asked, with the practice estimate's range before any full test", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    await finishPracticeTest(cookie, 9);
    const res = await request(ctx.app, { method: "POST", url: "/api/recruiter-packet/generate", cookie, payload: { language: "es" } });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.background.drain();
    const file = await request(ctx.app, { method: "GET", url: res.json<{ downloadUrl: string }>().downloadUrl, cookie });
    const files = unzipSync(new Uint8Array(file.rawPayload));
    // No fitness record: the report is left out and the packet says so.
    expect(Object.keys(files).sort()).toEqual([PACKET_FILES.data, PACKET_FILES.summary, PACKET_FILES.studyLog].sort());
    const data = packetData.parse(JSON.parse(strFromU8(files[PACKET_FILES.data] as Uint8Array)));
    const analytics = await get<AnalyticsDto>(cookie, "/api/analytics");
    expect(data).toMatchObject({ watermarked: false, language: "es", fullTest: null });
    expect(data.afqt).toMatchObject({ score: analytics.afqt.score, source: "practice" });
    expect(data.afqt.range?.low).toBeLessThanOrEqual(analytics.afqt.score as number);
    expect(data.afqt.range?.high).toBeGreaterThan(analytics.afqt.score as number);
    const summary = await pdfText(files[PACKET_FILES.summary] as Uint8Array);
    expect(summary).toContain("Paquete para el reclutador: resumen de puntuaciones");
    expect(summary).toContain("Razonamiento Aritmético");
    expect(summary).not.toContain("FREE PLAN");
    const [packet] = await get<RecruiterPacketDto[]>(cookie, "/api/recruiter-packets");
    expect(packet).toMatchObject({ status: "ready", includesFitness: false, downloadCount: 0 });
  }, 60_000);

  it("carries the learner's latest cheat sheet, the same PDF the cheat-sheets module serves", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    await finishPracticeTest(cookie, 2);
    const sheet = await request(ctx.app, { method: "POST", url: "/api/cheat-sheets/generate", cookie });
    expect(sheet.statusCode, sheet.body).toBe(201);
    await ctx.app.background.drain();
    const sheetUrl = (
      await request(ctx.app, { method: "POST", url: `/api/cheat-sheets/${sheet.json<{ id: number }>().id}/download`, cookie })
    ).json<{
      downloadUrl: string;
    }>().downloadUrl;
    const sheetPdf = new Uint8Array((await request(ctx.app, { method: "GET", url: sheetUrl, cookie })).rawPayload);

    const res = await request(ctx.app, { method: "POST", url: "/api/recruiter-packet/generate", cookie });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.background.drain();
    const file = await request(ctx.app, { method: "GET", url: res.json<{ downloadUrl: string }>().downloadUrl, cookie });
    const files = unzipSync(new Uint8Array(file.rawPayload));
    const data = packetData.parse(JSON.parse(strFromU8(files[PACKET_FILES.data] as Uint8Array)));
    expect(data.cheatSheet.included).toBe(true);
    const name = data.cheatSheet.fileName as string;
    expect(name).toMatch(/\.pdf$/);
    expect(Buffer.from(files[name] as Uint8Array).equals(Buffer.from(sheetPdf))).toBe(true);
    const [packet] = await get<RecruiterPacketDto[]>(cookie, "/api/recruiter-packets");
    expect(packet).toMatchObject({ includesCheatSheet: true });
  }, 60_000);
});
