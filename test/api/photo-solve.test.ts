import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_SOLVE_LIMITS, PHOTO_SOLVE_MESSAGES as M } from "@contracts/photo-solve";
import { calendarDay } from "@domain/analytics/calendar-day";
import { learnerWeek } from "@domain/week";
import { seedQuestionBank } from "@server/db/seed-content";
import { contentVersions, photoScans, questions } from "@server/db/schema";
import { likeness } from "@server/ocr/figure-print";
import { figurePrintStore } from "@server/modules/photo-solve";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/**
 * The Photo-Solve Scanner's API (issue 14): a real photo of a bank item read by the local OCR, the weekly
 * allowance from the rule book (counted atomically), image checks, ownership, typed questions and the recent list.
 */
let ctx: TestContext;
const photo = readFileSync(new URL("../fixtures/photo-solve/ar-001.jpg", import.meta.url));
const dataUrl = `data:image/jpeg;base64,${photo.toString("base64")}`;

beforeAll(async () => {
  ctx = await createTestApp();
  // The authored items (AR-001 among them) and a few generated ones per generator.
  await seedQuestionBank(ctx.database.db, { generatedPerGenerator: 3 });
}, 120_000);
afterAll(() => ctx.close());

const scan = (cookie: string | undefined, payload: Record<string, unknown>) =>
  request(ctx.app, { method: "POST", url: "/api/photo-solve/scan", payload, cookie });
const get = (cookie: string | undefined, url: string) => request(ctx.app, { method: "GET", url, cookie });

/** Photo scans already used this week, written directly (the OCR is tested once, not for every count). */
async function usedScans(userId: number, count: number, at = new Date()) {
  for (let i = 0; i < count; i++) {
    await ctx.database.db.insert(photoScans).values({
      userId,
      kind: "photo",
      image: photo,
      imageType: "image/jpeg",
      extractedText: `earlier scan ${i}`,
      stem: `earlier scan ${i}`,
      subjectCode: "AR",
      confidence: 0.15,
      solution: { difficulty: "medium", explanation: "x", steps: [], answer: "x", answerLetter: null, source: "none" },
      createdAt: at,
    });
  }
}

describe("POST /api/photo-solve/scan", () => {
  it("refuses a signed-out visitor with the scanner's message (401)", async () => {
    const res = await scan(undefined, { imageData: dataUrl });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.authRequired);
    expect((await get(undefined, "/api/photo-solve/usage")).statusCode).toBe(401);
  });

  it("reads a photo of a bank item: text, subject, calibrated confidence; the solution only once asked for", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const { user: other } = await signedInUser(ctx.app, ctx.database.db);
    // A userId in the body (spec §7) is ignored: the scan is the session user's.
    const res = await scan(cookie, { imageData: dataUrl, userId: other.id, timeZone: "America/Chicago" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.extractedText.toLowerCase()).toContain("convoy truck");
    expect(body).toMatchObject({ kind: "photo", subjectCode: "AR", detectedSubject: "Arithmetic Reasoning", solution: null });
    expect(body.options).toHaveLength(4);
    expect(body.confidence).toBeGreaterThan(0.8);
    expect(body.originalImage).toBe(`/api/photo-solve/scans/${body.id}/image`);

    const image = await get(cookie, body.originalImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.rawPayload.equals(photo)).toBe(true);

    const solved = await request(ctx.app, {
      method: "POST",
      url: "/api/photo-solve/solve",
      payload: { questionId: body.id, userId: other.id },
      cookie,
    });
    expect(solved.statusCode, solved.body).toBe(200);
    // AR-001: 48 mph for 2 h 45 min = 132 miles, option D.
    expect(solved.json()).toMatchObject({ source: "bank", answerLetter: "D" });
    expect(solved.json().answer).toContain("132");
    expect(solved.json().steps.length).toBeGreaterThan(0);

    const again = await get(cookie, `/api/photo-solve/scans/${body.id}`);
    expect(again.json().solution).toMatchObject({ answerLetter: "D" });
    const usage = await get(cookie, "/api/photo-solve/usage?tz=America/Chicago");
    expect(usage.json()).toMatchObject({ scansUsed: 1, scansRemaining: 2, weeklyLimit: 3, timeZone: "America/Chicago" });
    const owners = await get((await signedInUser(ctx.app, ctx.database.db)).cookie, `/api/photo-solve/scans/${body.id}`);
    expect(owners.statusCode).toBe(404);
    expect(user.id).not.toBe(other.id);
  }, 60_000);

  it("tells apart Assembling Objects items worded alike by the photo's drawing, once their prints are made", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const aoPhoto = `data:image/jpeg;base64,${readFileSync(new URL("../fixtures/photo-solve/ao-puzzle-1.jpg", import.meta.url)).toString("base64")}`;
    const solve = async () => {
      const scanned = await scan(cookie, { imageData: aoPhoto });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json().subjectCode).toBe("AO");
      const solved = await request(ctx.app, {
        method: "POST",
        url: "/api/photo-solve/solve",
        payload: { questionId: scanned.json().id },
        cookie,
      });
      return { confidence: scanned.json().confidence as number, solution: solved.json() };
    };
    // The words fit every puzzle item of this bank (three, with other keys): without prints, no answer.
    const before = await solve();
    expect(before.solution).toMatchObject({ source: "none", answerLetter: null });
    // What the background task does after a new bank: every look-alike figure printed.
    const store = figurePrintStore(ctx.database.db);
    while (await store.fillBatch(100));
    // ao-puzzle-1's key is C; the drawing on the photo is its own.
    const after = await solve();
    expect(after.solution).toMatchObject({ source: "bank", answerLetter: "C" });
    expect(after.confidence).toBeGreaterThan(0.8);

    // A changed drawing is printed again; an unchanged bank prints nothing more.
    expect(await store.fillBatch(100)).toBe(false);
    const [zero, two] = await ctx.database.db
      .select({ id: questions.id, figure: questions.figure })
      .from(questions)
      .where(inArray(questions.id, ["ao-puzzle-0", "ao-puzzle-2"]))
      .orderBy(questions.id);
    const old = (await figurePrintStore(ctx.database.db).forItems(["ao-puzzle-0"])).get("ao-puzzle-0")!;
    // A drawing changes with a new bank, which the seed records as a new content version.
    const newBank = async (figure: string | null) => {
      await ctx.database.db.update(questions).set({ figure }).where(eq(questions.id, "ao-puzzle-0"));
      await ctx.database.db
        .update(contentVersions)
        .set({ hash: sql`md5(${contentVersions.hash})` })
        .where(eq(contentVersions.name, "question-bank"));
    };
    await newBank(two!.figure);
    try {
      await store.fillBatch(100);
      const now = await figurePrintStore(ctx.database.db).forItems(["ao-puzzle-0", "ao-puzzle-2"]);
      expect(likeness(now.get("ao-puzzle-0")!, now.get("ao-puzzle-2")!)).toBeGreaterThan(0.99);
      expect(likeness(now.get("ao-puzzle-0")!, old)).toBeLessThan(0.99);
    } finally {
      await newBank(zero!.figure);
      await store.fillBatch(100);
    }
  }, 60_000);

  it("refuses the 4th free scan of the week with 'Scan Limit Reached', before reading it", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    await usedScans(user.id, 3);
    const res = await scan(cookie, { imageData: dataUrl });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: M.limit, code: "SCAN_LIMIT" });
    expect((await get(cookie, "/api/photo-solve/usage")).json()).toMatchObject({ scansUsed: 3, scansRemaining: 0 });
  });

  it("counts atomically: two scans sent at once for the last free scan store exactly one", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    await usedScans(user.id, 2);
    const results = await Promise.all([scan(cookie, { imageData: dataUrl }), scan(cookie, { imageData: dataUrl })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await get(cookie, "/api/photo-solve/usage")).json()).toMatchObject({ scansUsed: 3, scansRemaining: 0 });
  }, 60_000);

  it("does not count last week's scans; the week starts Sunday 00:00 in the learner's zone", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const zone = "America/Los_Angeles";
    const week = learnerWeek(new Date(), zone);
    await usedScans(user.id, 3, new Date(week.start.getTime() - 60_000));
    const usage = (await get(cookie, `/api/photo-solve/usage?tz=${encodeURIComponent(zone)}`)).json();
    expect(usage).toMatchObject({ scansUsed: 0, scansRemaining: 3 });
    const reset = new Date(usage.resetDate);
    expect(
      new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
        reset,
      ),
    ).toBe("Sunday 00:00");
    expect(calendarDay(reset, zone) > calendarDay(new Date(), zone)).toBe(true);
    expect((await get(cookie, "/api/photo-solve/usage?tz=Mars/Olympus")).statusCode).toBe(400);
  });

  it("premium and annual plans scan without a weekly limit", async () => {
    for (const tier of ["premium", "annual"] as const) {
      const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: tier });
      await usedScans(user.id, 5);
      const res = await scan(cookie, { imageData: photo.toString("base64") }); // bare base64 is taken too
      expect(res.statusCode, `${tier}: ${res.body}`).toBe(200);
      expect((await get(cookie, "/api/photo-solve/usage")).json()).toMatchObject({ scansUsed: 6, scansRemaining: null, weeklyLimit: null });
    }
  }, 60_000);

  it("refuses bad images with clear messages and never a 500", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    // Too big: 8 MB + 1 byte decoded (a JPEG header, then padding).
    const big = Buffer.alloc(PHOTO_SOLVE_LIMITS.maxImageBytes + 1, 0);
    photo.copy(big, 0, 0, 64);
    const tooBig = await scan(cookie, { imageData: `data:image/jpeg;base64,${big.toString("base64")}` });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(M.imageTooLarge);
    // Not an image, whatever the data URL claims.
    const text = await scan(cookie, {
      imageData: `data:image/jpeg;base64,${Buffer.from("just some text, not a photo").toString("base64")}`,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(M.imageType);
    // A GIF is an image, but not one we take.
    const gif = await scan(cookie, { imageData: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1").toString("base64") });
    expect(gif.json().message).toBe(M.imageType);
    // A JPEG cut off half-way.
    const corrupt = await scan(cookie, {
      imageData: `data:image/jpeg;base64,${photo.subarray(0, Math.floor(photo.length / 2)).toString("base64")}`,
    });
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toBe(M.imageCorrupt);
    // Not base64 at all; empty.
    expect((await scan(cookie, { imageData: "data:image/jpeg;base64,@@@###" })).json().message).toBe(M.imageEncoding);
    expect((await scan(cookie, { imageData: "" })).statusCode).toBe(400);
    expect((await scan(cookie, {})).statusCode).toBe(400);
    // None of them used a scan.
    expect((await get(cookie, "/api/photo-solve/usage")).json().scansUsed).toBe(0);
    expect(user.id).toBeGreaterThan(0);
  }, 60_000);
});

describe("typed questions, solve and recent", () => {
  it("analyses a typed question on the server (not counted as a scan) and solves it", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const typed = await request(ctx.app, {
      method: "POST",
      url: "/api/photo-solve/analyze-text",
      payload: { text: "What is 15% of 80?\nA) 10\nB) 12\nC) 15\nD) 20", subject: "Arithmetic Reasoning" },
      cookie,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ kind: "typed", originalImage: null, subjectCode: "AR", solution: null, readConfidence: null });
    const solved = await request(ctx.app, {
      method: "POST",
      url: "/api/photo-solve/solve",
      payload: { questionId: typed.json().id },
      cookie,
    });
    expect(solved.json()).toMatchObject({ source: "math", answerLetter: "B" });
    expect(solved.json().steps.join(" ")).toContain("12");
    expect((await get(cookie, "/api/photo-solve/usage")).json().scansUsed).toBe(0);

    for (const payload of [
      { text: "   ", subject: "AR" },
      { text: "What is 2 + 2?" },
      { text: "What is 2 + 2?", subject: "Basket Weaving" },
    ]) {
      const bad = await request(ctx.app, { method: "POST", url: "/api/photo-solve/analyze-text", payload, cookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(M.missing);
    }
  });

  it("says honestly when it has no confident solution: low confidence, the study guide, similar items", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const typed = await request(ctx.app, {
      method: "POST",
      url: "/api/photo-solve/analyze-text",
      payload: { text: "Which gas do plants release during photosynthesis at the bottom of a volcano on Tuesdays?", subject: "GS" },
      cookie,
    });
    expect(typed.json().confidence).toBeLessThanOrEqual(0.6);
    const solved = (
      await request(ctx.app, { method: "POST", url: "/api/photo-solve/solve", payload: { questionId: typed.json().id }, cookie })
    ).json();
    expect(solved).toMatchObject({ source: "none", answerLetter: null });
    expect(solved.studyGuide.length).toBeGreaterThan(0);
  });

  it("another learner's scan is not found (404) for every call", async () => {
    const owner = await signedInUser(ctx.app, ctx.database.db);
    const typed = await request(ctx.app, {
      method: "POST",
      url: "/api/photo-solve/analyze-text",
      payload: { text: "What is 3 + 4?", subject: "MK" },
      cookie: owner.cookie,
    });
    const id = typed.json().id;
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await get(cookie, `/api/photo-solve/scans/${id}`)).statusCode).toBe(404);
    expect((await get(cookie, `/api/photo-solve/scans/${id}/image`)).statusCode).toBe(404);
    const solve = await request(ctx.app, { method: "POST", url: "/api/photo-solve/solve", payload: { questionId: id }, cookie });
    expect(solve.statusCode).toBe(404);
    expect(solve.json().message).toBe(M.notFound);
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/photo-solve/solve", payload: { questionId: 2_147_483_647 }, cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(ctx.app, { method: "POST", url: "/api/photo-solve/solve", payload: { questionId: "x" }, cookie })).statusCode,
    ).toBe(400);
  });

  it("recent: the first 6, newest first, with a 100-character preview", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const texts = Array.from(
      { length: 8 },
      (_, i) => `Question ${i}: ${"What is the value of 12 + 30 in this long typed question? ".repeat(3)}`,
    );
    for (const text of texts) {
      const res = await request(ctx.app, {
        method: "POST",
        url: "/api/photo-solve/analyze-text",
        payload: { text, subject: "MK" },
        cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const recent = (await get(cookie, "/api/photo-solve/recent")).json();
    expect(recent).toHaveLength(6);
    expect(recent.map((r: { extractedText: string }) => r.extractedText.slice(0, 10))).toEqual(
      texts
        .slice(2)
        .reverse()
        .map((t) => t.slice(0, 10)),
    );
    expect(recent[0].preview).toBe(texts[7]!.slice(0, 100));
    expect(recent[0].preview.length).toBe(100);
  });
});
