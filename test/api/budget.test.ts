import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { BUDGET_MESSAGES } from "@contracts/budget";
import { simulateBudget } from "@domain/pay";
import { answers, sections, testSessions } from "@server/db/schema";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const url = "/api/budget-simulations";
const settings = { rank: "E-3", branch: "army", yearsOfService: 2, signingBonus: 5000, tspPercent: 5, state: "TX", name: "First year" };

const save = (cookie: string | undefined, payload: Record<string, unknown>) => request(ctx.app, { method: "POST", url, payload, cookie });

describe("POST /api/budget-simulations", () => {
  it("refuses a signed-out visitor (401)", async () => {
    expect((await save(undefined, settings)).statusCode).toBe(401);
    expect((await request(ctx.app, { method: "GET", url })).statusCode).toBe(401);
  });

  it("stores the server's own figures, whatever the client sends as its calculation", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await save(cookie, { ...settings, netPay: 99_999, calculation: { netPay: 99_999, basePay: 1 } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const expected = simulateBudget({
      grade: "E-3",
      yearsOfService: 2,
      signingBonus: 5000,
      tspPercent: 5,
      state: "TX",
      stateRatePercent: 5,
      bahOverride: null,
    });
    expect(body.calculation).toEqual(expected);
    expect(body.calculation.basePay).toBe(3015);
    expect(body.settings).toMatchObject({ rank: "E-3", branch: "army", stateRatePercent: 5, bahOverride: null });

    const list = await request(ctx.app, { method: "GET", url, cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].calculation.netPay).toBe(expected.netPay);
  });

  it("defaults TSP to 5% and uses an entered housing allowance", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const { tspPercent: _omit, ...rest } = settings;
    const res = await save(cookie, { ...rest, bahOverride: 1234 });
    expect(res.statusCode).toBe(201);
    expect(res.json().settings.tspPercent).toBe(5);
    expect(res.json().calculation).toMatchObject({ bah: 1234, bahIsDefault: false });
  });

  it("free plan: a premium grade or another branch is refused with the upgrade message (403)", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const grade = await save(cookie, { ...settings, rank: "E-4" });
    expect(grade.statusCode).toBe(403);
    expect(grade.json()).toMatchObject({
      message: BUDGET_MESSAGES.premiumGrade,
      code: "BUDGET_PREMIUM",
      hint: BUDGET_MESSAGES.upgradeHint,
    });
    const branch = await save(cookie, { ...settings, branch: "navy" });
    expect(branch.statusCode).toBe(403);
    expect(branch.json().message).toBe(BUDGET_MESSAGES.premiumBranch);
    expect((await request(ctx.app, { method: "GET", url, cookie })).json()).toEqual([]);
  });

  it("premium and annual plans may use every grade and branch", async () => {
    for (const tier of ["premium", "annual"] as const) {
      const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: tier });
      const res = await save(cookie, { ...settings, rank: "O-3", yearsOfService: 6, branch: "space_force", state: "FL" });
      expect(res.statusCode, tier).toBe(201);
      expect(res.json().calculation.netPay).toBe(8005.55); // the domain's hand-worked O-3 example
    }
  });

  it.each([
    [{ rank: "E-10" }, "rank", BUDGET_MESSAGES.rankInvalid],
    [{ branch: "army_reserve" }, "branch", BUDGET_MESSAGES.branchInvalid],
    [{ yearsOfService: 21 }, "yearsOfService", BUDGET_MESSAGES.yearsRange],
    [{ yearsOfService: 2.5 }, "yearsOfService", BUDGET_MESSAGES.yearsRange],
    [{ signingBonus: 51_000 }, "signingBonus", BUDGET_MESSAGES.bonusRange],
    [{ signingBonus: 1500 }, "signingBonus", BUDGET_MESSAGES.bonusStep],
    [{ tspPercent: 101 }, "tspPercent", BUDGET_MESSAGES.tspRange],
    [{ state: "CA" }, "state", BUDGET_MESSAGES.stateInvalid],
    [{ state: "other", stateRatePercent: 16 }, "stateRatePercent", BUDGET_MESSAGES.stateRateRange],
    [{ bahOverride: -1 }, "bahOverride", BUDGET_MESSAGES.bahRange],
    [{ name: "  " }, "name", BUDGET_MESSAGES.nameRequired],
    [{ name: "x".repeat(81) }, "name", BUDGET_MESSAGES.nameTooLong],
  ])("refuses %o with a field error (400)", async (change, field, message) => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await save(cookie, { ...settings, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });
});

describe("DELETE /api/budget-simulations/:id", () => {
  it("deletes the learner's own scenario only; another's is 404", async () => {
    const owner = await signedInUser(ctx.app, ctx.database.db);
    const other = await signedInUser(ctx.app, ctx.database.db);
    const id = (await save(owner.cookie, settings)).json().id as number;

    const foreign = await request(ctx.app, { method: "DELETE", url: `${url}/${id}`, cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(BUDGET_MESSAGES.notFound);
    expect((await request(ctx.app, { method: "GET", url, cookie: other.cookie })).json()).toEqual([]);

    const own = await request(ctx.app, { method: "DELETE", url: `${url}/${id}`, cookie: owner.cookie });
    expect(own.statusCode).toBe(200);
    expect((await request(ctx.app, { method: "GET", url, cookie: owner.cookie })).json()).toEqual([]);
    expect((await request(ctx.app, { method: "DELETE", url: `${url}/${id}`, cookie: owner.cookie })).statusCode).toBe(404);
    expect((await request(ctx.app, { method: "DELETE", url: `${url}/abc`, cookie: owner.cookie })).statusCode).toBe(400);
  });
});

describe("GET /api/study-logs", () => {
  it("sums practice, adaptive and full-test time per day in the learner's time zone", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const db = ctx.database.db;
    const [section] = await db.select({ id: sections.id }).from(sections).limit(1);
    if (!section) throw new Error("no sections seeded");
    const now = Date.now();
    const ago = (hours: number) => new Date(now - hours * 3_600_000);
    const session = (id: string, mode: "practice" | "adaptive" | "full_test", timeSpent: number, createdAt: Date) => ({
      id: `${id}-${user.id}`,
      userId: user.id,
      sectionId: section.id,
      totalQuestions: 10,
      timeSpent,
      mode,
      isAdaptive: mode !== "practice",
      createdAt,
      // Open on the server for as long as it claims (a claim longer than that is cut to it, tested below).
      completedAt: new Date(createdAt.getTime() + Math.max(timeSpent, 180) * 1000),
    });
    const answer = (sessionId: string, q: string, timeSpent: number, answeredAt: Date) => ({
      id: `${sessionId}-${q}-${user.id}`,
      sessionId: `${sessionId}-${user.id}`,
      userId: user.id,
      sectionId: section.id,
      questionId: q,
      selectedAnswer: 0,
      isCorrect: true,
      timeSpent,
      answeredAt,
    });
    await db.insert(testSessions).values([
      session("practice", "practice", 600, ago(1)), // 10 min
      session("adaptive", "adaptive", 0, ago(1)), // its answers: 2 × 90 s = 3 min
      session("full", "full_test", 1200, ago(1)), // 20 min
      session("old", "practice", 3000, ago(24 * 40)), // outside 4 weeks
      // Claims a day of study for a session opened for a few minutes: counts as the time it was open.
      { ...session("inflated", "practice", 86_400, ago(3)), completedAt: new Date(ago(3).getTime() + 60_000) },
      // Opened and never answered: not study at all.
      session("empty", "practice", 900, ago(1)),
    ]);
    await db
      .insert(answers)
      .values([
        answer("adaptive", "a", 90, new Date(ago(1).getTime() + 90_000)),
        answer("adaptive", "b", 90, new Date(ago(1).getTime() + 180_000)),
        answer("practice", "a", 60, new Date(ago(1).getTime() + 60_000)),
        answer("full", "a", 60, new Date(ago(1).getTime() + 60_000)),
        answer("old", "a", 60, ago(24 * 40)),
        answer("inflated", "a", 30, new Date(ago(3).getTime() + 30_000)),
      ]);

    const res = await request(ctx.app, { method: "GET", url: "/api/study-logs?weeks=4&tz=UTC", cookie });
    expect(res.statusCode).toBe(200);
    const log = res.json();
    expect(log.days).toHaveLength(28);
    // 10 + 3 + 20, and the inflated session's 60 s open + the 3-minute allowance for its last question: 4 min.
    expect(log.totalMinutes).toBe(37);
    const day = new Date(now - 3_600_000).toISOString().slice(0, 10);
    const inflatedDay = new Date(now - 3 * 3_600_000).toISOString().slice(0, 10);
    const minutesOn = (date: string) => log.days.find((d: { date: string }) => d.date === date)?.durationMinutes ?? 0;
    expect(day === inflatedDay ? minutesOn(day) : minutesOn(day) + minutesOn(inflatedDay)).toBe(37);
    expect(log.to >= day).toBe(true);

    // Another learner sees none of it.
    const other = await signedInUser(ctx.app, ctx.database.db);
    expect((await request(ctx.app, { method: "GET", url: "/api/study-logs", cookie: other.cookie })).json().totalMinutes).toBe(0);
  });

  it("counts a late-evening session on the learner's own day", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const [section] = await ctx.database.db.select({ id: sections.id }).from(sections).limit(1);
    // 03:00 UTC yesterday is the evening before in Los Angeles.
    const yesterday = new Date(Date.now() - 86_400_000);
    const at = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate(), 3));
    await ctx.database.db.insert(testSessions).values({
      id: `late-${user.id}`,
      userId: user.id,
      sectionId: section!.id,
      totalQuestions: 5,
      timeSpent: 300,
      createdAt: at,
      completedAt: new Date(at.getTime() + 300_000),
    });
    await ctx.database.db.insert(answers).values({
      id: `late-a-${user.id}`,
      sessionId: `late-${user.id}`,
      userId: user.id,
      sectionId: section!.id,
      questionId: "q",
      selectedAnswer: 0,
      isCorrect: true,
      timeSpent: 60,
      answeredAt: new Date(at.getTime() + 60_000),
    });
    const utc = (await request(ctx.app, { method: "GET", url: "/api/study-logs?tz=UTC", cookie })).json();
    const la = (await request(ctx.app, { method: "GET", url: "/api/study-logs?tz=America/Los_Angeles", cookie })).json();
    const minutesOn = (log: { days: { date: string; durationMinutes: number }[] }, date: string) =>
      log.days.find((d) => d.date === date)?.durationMinutes ?? 0;
    const utcDay = at.toISOString().slice(0, 10);
    const laDay = new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(minutesOn(utc, utcDay)).toBe(5);
    expect(minutesOn(la, laDay)).toBe(5);
    expect(minutesOn(la, utcDay)).toBe(0);
  });

  it("refuses a bad time zone or week count (400) and a signed-out visitor (401)", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await request(ctx.app, { method: "GET", url: "/api/study-logs?tz=Mars/Base", cookie })).statusCode).toBe(400);
    expect((await request(ctx.app, { method: "GET", url: "/api/study-logs?weeks=0", cookie })).statusCode).toBe(400);
    expect((await request(ctx.app, { method: "GET", url: "/api/study-logs" })).statusCode).toBe(401);
  });
});

describe("POST /api/budget-simulations/export-pdf (made in the background)", () => {
  async function pdfText(cookie: string, payload: Record<string, unknown>): Promise<{ status: number; text: string }> {
    const res = await request(ctx.app, { method: "POST", url: `${url}/export-pdf`, payload, cookie });
    if (res.statusCode !== 200) return { status: res.statusCode, text: res.body };
    const { downloadUrl } = res.json<{ downloadUrl: string }>();
    expect((await request(ctx.app, { method: "GET", url: downloadUrl, cookie })).statusCode).toBe(202);
    await ctx.app.background.drain();
    const file = await request(ctx.app, { method: "GET", url: downloadUrl, cookie });
    expect(file.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true });
    return { status: 200, text };
  }

  it("takes the spec's fields alone, works the figures out itself, and watermarks the free plan's PDF", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const expected = simulateBudget({
      grade: "E-2",
      yearsOfService: 1,
      signingBonus: 0,
      tspPercent: 5,
      state: "other",
      stateRatePercent: 5,
      bahOverride: null,
    });
    const { status, text } = await pdfText(cookie, {
      rank: "E-2",
      branch: "army",
      yearsOfService: 1,
      signingBonus: 0,
      calculation: { netPay: 1 },
    });
    expect(status).toBe(200);
    expect(text).toContain("Military pay & budget estimate");
    expect(text).toContain(`$${expected.netPay.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(text).toContain("FREE PLAN - ASVAB Prep");
  });

  it("is clean on a paid plan, in Spanish when asked, and refused for a premium grade on the free plan", async () => {
    const premium = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const clean = await pdfText(premium.cookie, { ...settings, rank: "O-3", yearsOfService: 6, language: "es", branch: "navy" });
    expect(clean.status).toBe(200);
    expect(clean.text).toContain("Estimación de sueldo y presupuesto militar");
    expect(clean.text).toContain("Armada de EE. UU.");
    expect(clean.text).not.toContain("FREE PLAN");
    const free = await signedInUser(ctx.app, ctx.database.db);
    expect((await pdfText(free.cookie, { ...settings, rank: "E-5" })).status).toBe(403);
    expect((await request(ctx.app, { method: "POST", url: `${url}/export-pdf`, payload: settings })).statusCode).toBe(401);
    // One PDF on the way at a time per learner.
    const first = await request(ctx.app, { method: "POST", url: `${url}/export-pdf`, payload: settings, cookie: free.cookie });
    expect(first.statusCode).toBe(200);
    expect((await request(ctx.app, { method: "POST", url: `${url}/export-pdf`, payload: settings, cookie: free.cookie })).statusCode).toBe(
      429,
    );
    await ctx.app.background.drain();
    expect((await request(ctx.app, { method: "POST", url: `${url}/export-pdf`, payload: settings, cookie: free.cookie })).statusCode).toBe(
      200,
    );
  });
});
