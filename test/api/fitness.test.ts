import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FITNESS_MESSAGES } from "@contracts/fitness";
import { fitnessRecords } from "@server/db/schema";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  request(ctx.app, { method, url, cookie, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** Exactly the spec's call table fields (learning §7), as a form built from the spec sends them. */
const specRecord = {
  pushUps: 45,
  sitUps: 60,
  runTimeMinutes: 12,
  runTimeSeconds: 30,
  runDistance: "1.5_mile",
  weight: 170,
  height: 70,
  testType: "practice",
  notes: "Felt strong",
};

describe("POST and GET /api/fitness-metrics, as the spec lists them", () => {
  it("saves every §3 field for the session's learner and lists records newest first", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const first = await call(cookie, "POST", "/api/fitness-metrics", { ...specRecord, recordedAt: "2026-01-05T12:00:00.000Z" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...specRecord, plankMinutes: null, plankSeconds: null, isValid: true });
    expect(first.json().recordedAt).toBe("2026-01-05T12:00:00.000Z");

    const second = await call(cookie, "POST", "/api/fitness-metrics", { ...specRecord, pushUps: 50, userId: 999_999 });
    expect(second.statusCode).toBe(201);
    const [stored] = await ctx.database.db.select().from(fitnessRecords).where(eq(fitnessRecords.id, second.json().id));
    // The learner comes from the session: a userId in the body is ignored.
    expect(stored?.userId).toBe(user.id);

    const list = await call(cookie, "GET", "/api/fitness-metrics");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { pushUps: number }) => r.pushUps)).toEqual([50, 45]);
  });

  it("§5 parsing: whole numbers (digits typed as text too), empty → null, seconds up to 59; distance and type defaulted", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await call(cookie, "POST", "/api/fitness-metrics", {
      pushUps: "42",
      sitUps: "",
      runTimeMinutes: " 13 ",
      runTimeSeconds: "59",
      runDistance: "",
      weight: "",
      height: null,
      testType: "",
      notes: "   ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pushUps: 42,
      sitUps: null,
      runTimeMinutes: 13,
      runTimeSeconds: 59,
      runDistance: "1.5_mile",
      weight: null,
      height: null,
      testType: "practice",
      notes: null,
      isValid: true,
    });
  });

  it("a record with only weight and height is kept but not valid for ratings", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await call(cookie, "POST", "/api/fitness-metrics", { weight: 160, height: 68 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isValid: false, pushUps: null });
  });
});

describe("validation: 400 with field errors", () => {
  const expectFields = async (payload: unknown, fields: Record<string, string>) => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await call(cookie, "POST", "/api/fitness-metrics", payload);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    for (const [field, message] of Object.entries(fields)) expect(errors[field], field).toContain(message);
    const list = await call(cookie, "GET", "/api/fitness-metrics");
    expect(list.json()).toEqual([]);
  };

  it("plausibility limits: push-ups and sit-ups 0-200, seconds ≤ 59, weight, height, distance, type, notes", async () => {
    await expectFields(
      {
        pushUps: 201,
        sitUps: -1,
        runTimeMinutes: 12,
        runTimeSeconds: 60,
        plankSeconds: 75,
        weight: 20,
        height: 120,
        runDistance: "5k",
        testType: "bogus",
        notes: "x".repeat(1001),
      },
      {
        pushUps: FITNESS_MESSAGES.pushUpsRange,
        sitUps: FITNESS_MESSAGES.sitUpsRange,
        runTimeSeconds: FITNESS_MESSAGES.secondsRange,
        plankSeconds: FITNESS_MESSAGES.secondsRange,
        weight: FITNESS_MESSAGES.weightRange,
        height: FITNESS_MESSAGES.heightRange,
        runDistance: FITNESS_MESSAGES.runDistanceInvalid,
        testType: FITNESS_MESSAGES.testTypeInvalid,
        notes: FITNESS_MESSAGES.notesTooLong,
      },
    );
  });

  it("fractions and words are not whole numbers", async () => {
    await expectFields({ pushUps: 42.5, sitUps: "forty" }, { pushUps: FITNESS_MESSAGES.wholeNumber, sitUps: FITNESS_MESSAGES.wholeNumber });
  });

  it("run time 4:00-60:00 at its edges; plank at most 20:00; seconds need their minutes", async () => {
    await expectFields({ runTimeMinutes: 3, runTimeSeconds: 59 }, { runTimeMinutes: FITNESS_MESSAGES.runTimeRange });
    await expectFields({ runTimeMinutes: 60, runTimeSeconds: 1 }, { runTimeMinutes: FITNESS_MESSAGES.runTimeRange });
    await expectFields({ plankMinutes: 20, plankSeconds: 1 }, { plankMinutes: FITNESS_MESSAGES.plankRange });
    await expectFields({ runTimeSeconds: 30 }, { runTimeMinutes: FITNESS_MESSAGES.minutesNeeded });
    await expectFields({ pushUps: 10, recordedAt: "2999-01-01T00:00:00Z" }, { recordedAt: FITNESS_MESSAGES.recordedAtInvalid });

    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    for (const ok of [
      { runTimeMinutes: 4, runTimeSeconds: 0 },
      { runTimeMinutes: 60, runTimeSeconds: null },
      { plankMinutes: 20, plankSeconds: 0 },
      { pushUps: 0, sitUps: 200 },
    ]) {
      expect((await call(cookie, "POST", "/api/fitness-metrics", ok)).statusCode, JSON.stringify(ok)).toBe(201);
    }
  });
});

describe("edit and delete: own records only", () => {
  it("edits and deletes the learner's own record; another learner's id is 404 and stays untouched", async () => {
    const owner = await signedInUser(ctx.app, ctx.database.db);
    const other = await signedInUser(ctx.app, ctx.database.db);
    const created = (
      await call(owner.cookie, "POST", "/api/fitness-metrics", { ...specRecord, recordedAt: "2026-02-01T12:00:00.000Z" })
    ).json();

    const foreignEdit = await call(other.cookie, "PUT", `/api/fitness-metrics/${created.id}`, { ...specRecord, pushUps: 1 });
    expect(foreignEdit.statusCode).toBe(404);
    expect(foreignEdit.json().message).toBe(FITNESS_MESSAGES.recordNotFound);
    expect((await call(other.cookie, "DELETE", `/api/fitness-metrics/${created.id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, "GET", "/api/fitness-metrics")).json()).toEqual([]);

    const edited = await call(owner.cookie, "PUT", `/api/fitness-metrics/${created.id}`, { ...specRecord, pushUps: 48, notes: "" });
    expect(edited.statusCode).toBe(200);
    // Left out of the edit: the date stays as recorded.
    expect(edited.json()).toMatchObject({ id: created.id, pushUps: 48, notes: null, recordedAt: "2026-02-01T12:00:00.000Z" });
    const badEdit = await call(owner.cookie, "PUT", `/api/fitness-metrics/${created.id}`, { pushUps: 500 });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().errors.pushUps).toContain(FITNESS_MESSAGES.pushUpsRange);

    expect((await call(owner.cookie, "DELETE", `/api/fitness-metrics/${created.id}`)).json()).toEqual({ ok: true });
    expect((await call(owner.cookie, "DELETE", `/api/fitness-metrics/${created.id}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, "GET", "/api/fitness-metrics")).json()).toEqual([]);
  });

  it("a malformed or too-large id is a 400, not a server error", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await call(cookie, "DELETE", "/api/fitness-metrics/abc")).statusCode).toBe(400);
    expect((await call(cookie, "PUT", "/api/fitness-metrics/99999999999", specRecord)).statusCode).toBe(400);
  });
});

describe("the standards profile", () => {
  it("is empty at first, saves birth year and sex, and both may be cleared", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await call(cookie, "GET", "/api/fitness-profile")).json()).toEqual({ birthYear: null, sex: null });
    const year = new Date().getUTCFullYear() - 19;
    expect((await call(cookie, "PUT", "/api/fitness-profile", { birthYear: String(year), sex: "female" })).json()).toEqual({
      birthYear: year,
      sex: "female",
    });
    expect((await call(cookie, "GET", "/api/fitness-profile")).json()).toEqual({ birthYear: year, sex: "female" });
    expect((await call(cookie, "PUT", "/api/fitness-profile", { birthYear: "", sex: null })).json()).toEqual({
      birthYear: null,
      sex: null,
    });
  });

  it("refuses an empty record (nothing measured) with a field error", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    for (const payload of [{}, { plankMinutes: 0 }, { notes: "rest day" }]) {
      const res = await request(ctx.app, { method: "POST", url: "/api/fitness-metrics", cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.pushUps).toEqual([FITNESS_MESSAGES.nothingRecorded]);
    }
  });

  it("refuses an implausible birth year or an unknown sex with field errors", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await call(cookie, "PUT", "/api/fitness-profile", { birthYear: new Date().getUTCFullYear() - 5, sex: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ birthYear: [FITNESS_MESSAGES.birthYearRange], sex: [FITNESS_MESSAGES.sexInvalid] });
  });
});

describe("signed out", () => {
  it("every fitness call answers 401", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/fitness-metrics"],
      ["POST", "/api/fitness-metrics", specRecord],
      ["PUT", "/api/fitness-metrics/1", specRecord],
      ["DELETE", "/api/fitness-metrics/1"],
      ["GET", "/api/fitness-profile"],
      ["PUT", "/api/fitness-profile", { birthYear: null, sex: null }],
    ] as const) {
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
