import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECRUITER_MESSAGES } from "@contracts/recruiter";
import { VALIDATION_MESSAGES } from "@contracts/validation-messages";
import type { RecruiterTier } from "@domain/recruiters";
import { recruiterAccounts, recruits, testSessions } from "@server/db/schema";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";
import { signedInUser, uniqueIp, uniqueName } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  request(ctx.app, { method, url, cookie, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const profile = {
  displayName: "SSG Maria Lopez",
  rank: "SSG",
  organization: "U.S. Army Recruiting Command",
  branch: "army",
  station: "San Antonio Recruiting Station",
  address: "123 Main St",
  zipCode: "78205",
  phone: "(210) 555-0100",
  contactEmail: "office@example.com",
  hours: "Mon-Fri 9am-6pm",
  specialties: "Officer programs, Medical careers",
  publicListing: true,
};

function signupBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName("rec");
  return {
    ...profile,
    username,
    email: `${username}@example.com`,
    password: "long-secret-42",
    confirmPassword: "long-secret-42",
    recruiterCode: `C-${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
}

async function signUpRecruiter(overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const res = await request(ctx.app, { method: "POST", url: "/api/recruiter/signup", payload: body, remoteAddress: uniqueIp() });
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json() as { id: number; username: string; role: string }, cookie: sessionCookie(res), body };
}

const newRecruit = (n: number, extra: Record<string, unknown> = {}) => ({
  recruitName: `Recruit ${n}`,
  recruitEmail: `r${n}@example.com`,
  targetBranch: "army",
  targetMOS: "11B",
  asvabGoalScore: 50,
  enlistmentDate: "2027-03-01",
  notes: "",
  ...extra,
});

async function setTier(userId: number, tier: RecruiterTier) {
  await ctx.database.db.update(recruiterAccounts).set({ subscriptionTier: tier }).where(eq(recruiterAccounts.userId, userId));
}

/** Fills a roster straight in the database (the API path is tested on the last few adds). */
async function fillRoster(userId: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    recruiterUserId: userId,
    recruitName: `Filler ${i}`,
    targetBranch: "navy" as const,
    asvabGoalScore: 40,
  }));
  if (rows.length) await ctx.database.db.insert(recruits).values(rows);
}

describe("roles: every recruiter call", () => {
  const calls: Array<[Method, string, unknown?]> = [
    ["GET", "/api/recruiter/account"],
    ["PUT", "/api/recruiter/profile", profile],
    ["GET", "/api/recruiter/recruits"],
    ["POST", "/api/recruiter/recruits", newRecruit(1)],
    ["PUT", "/api/recruiter/recruits/1", { ...newRecruit(1), currentScore: 10, status: "active" }],
    ["DELETE", "/api/recruiter/recruits/1"],
    ["GET", "/api/recruiter/metrics"],
    ["POST", "/api/recruiter/recruits/1/invite", {}],
  ];

  it("answers 401 signed out and 403 to a learner, whatever the body", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    for (const [method, url, body] of calls) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const learner = await call(cookie, method, url, body);
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      expect(learner.json().message).toBe(RECRUITER_MESSAGES.recruitersOnly);
      // A malformed body still meets the role check first.
      if (body) expect((await call(cookie, method, url, { junk: true })).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ["GET", "/api/user/recruiter-access"],
      ["POST", "/api/recruiter-invites/accept"],
      ["DELETE", "/api/user/recruiter-access/1"],
    ] as const) {
      expect((await call(undefined, method, url, method === "POST" ? { code: "X" } : undefined)).statusCode).toBe(401);
    }
  });

  it("lets a recruiter and an admin in; an admin without a recruiter account gets 404", async () => {
    const { cookie } = await signUpRecruiter();
    expect((await call(cookie, "GET", "/api/recruiter/recruits")).statusCode).toBe(200);
    const admin = await signedInUser(ctx.app, ctx.database.db, { role: "admin" });
    const res = await call(admin.cookie, "GET", "/api/recruiter/account");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RECRUITER_MESSAGES.accountNotFound);
  });
});

describe("POST /api/recruiter/signup", () => {
  it("creates the recruiter (role, basic tier, ZIP resolved), signs them in, and lists the account as §3 has it", async () => {
    const { user, cookie, body } = await signUpRecruiter();
    expect(user.role).toBe("recruiter");
    const account = await call(cookie, "GET", "/api/recruiter/account");
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      organization: profile.organization,
      station: profile.station,
      recruiterCode: body.recruiterCode,
      currentRecruitCount: 0,
      maxRecruitAccounts: 5,
      subscriptionTier: "recruiter_basic",
      planName: "Basic",
      city: "San Antonio",
      state: "TX",
      zipCode: "78205",
      specialties: ["Officer programs", "Medical careers"],
      contactEmail: "office@example.com",
    });
  });

  it("refuses bad fields with their messages, an unknown ZIP, and a taken code (case-insensitive) or username", async () => {
    const bad = await call(
      undefined,
      "POST",
      "/api/recruiter/signup",
      signupBody({ organization: " ", zipCode: "12", phone: "12", recruiterCode: "a" }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      organization: [RECRUITER_MESSAGES.organizationRequired],
      zipCode: [RECRUITER_MESSAGES.zipInvalid],
      phone: [RECRUITER_MESSAGES.phoneInvalid],
      recruiterCode: [RECRUITER_MESSAGES.recruiterCodeInvalid],
    });
    const mismatch = await call(undefined, "POST", "/api/recruiter/signup", signupBody({ confirmPassword: "other-secret-42" }));
    expect(mismatch.json().errors.confirmPassword).toEqual([VALIDATION_MESSAGES.passwordsDontMatch]);

    const unknownZip = await request(ctx.app, {
      method: "POST",
      url: "/api/recruiter/signup",
      payload: signupBody({ zipCode: "00000" }),
      remoteAddress: uniqueIp(),
    });
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().errors).toEqual({ zipCode: [RECRUITER_MESSAGES.zipUnknown] });

    const first = await signUpRecruiter();
    const again = await request(ctx.app, {
      method: "POST",
      url: "/api/recruiter/signup",
      payload: signupBody({ recruiterCode: first.body.recruiterCode.toLowerCase() }),
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ recruiterCode: [RECRUITER_MESSAGES.recruiterCodeTaken] });

    // A taken username leaves no account behind (one transaction) and the code stays free.
    const body = signupBody({ username: first.user.username });
    const taken = await request(ctx.app, { method: "POST", url: "/api/recruiter/signup", payload: body, remoteAddress: uniqueIp() });
    expect(taken.statusCode).toBe(409);
    const reuse = await signUpRecruiter({ recruiterCode: body.recruiterCode });
    expect(reuse.user.role).toBe("recruiter");
  });

  it("PUT /api/recruiter/profile edits the profile and re-resolves the ZIP", async () => {
    const { cookie } = await signUpRecruiter();
    const res = await call(cookie, "PUT", "/api/recruiter/profile", {
      ...profile,
      zipCode: "10001",
      specialties: ["Cyber"],
      publicListing: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: "New York", state: "NY", specialties: ["Cyber"], publicListing: false });
    const bad = await call(cookie, "PUT", "/api/recruiter/profile", { ...profile, zipCode: "00000" });
    expect(bad.json().errors).toEqual({ zipCode: [RECRUITER_MESSAGES.zipUnknown] });
  });
});

describe("recruits and the plan's cap", () => {
  it("basic: five recruits, the sixth refused with the plan in the body", async () => {
    const { cookie } = await signUpRecruiter();
    for (let n = 1; n <= 5; n++) expect((await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(n))).statusCode).toBe(201);
    const sixth = await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(6));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      message: "Recruit limit reached for your Basic plan (5 recruits)",
      code: "RECRUIT_LIMIT",
      plan: "recruiter_basic",
      planName: "Basic",
      cap: 5,
    });
    const account = await call(cookie, "GET", "/api/recruiter/account");
    expect(account.json()).toMatchObject({ currentRecruitCount: 5, maxRecruitAccounts: 5 });
  });

  it.each([
    ["recruiter_starter", "Starter", 25],
    ["recruiter_professional", "Professional", 75],
    ["recruiter_enterprise", "Enterprise", 200],
  ] as const)("%s (%s, cap %i): filled to the cap through the API, the next refused", async (tier, planName, cap) => {
    const { user, cookie } = await signUpRecruiter();
    await setTier(user.id, tier);
    await fillRoster(user.id, cap - 2);
    expect((await call(cookie, "GET", "/api/recruiter/account")).json()).toMatchObject({ maxRecruitAccounts: cap, subscriptionTier: tier });
    expect((await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(1))).statusCode).toBe(201);
    expect((await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(2))).statusCode).toBe(201);
    const next = await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(3));
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({ message: `Recruit limit reached for your ${planName} plan (${cap} recruits)`, plan: tier, cap });
  });

  it("concurrent adds cannot pass the cap", async () => {
    const { user, cookie } = await signUpRecruiter();
    await fillRoster(user.id, 3);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => call(cookie, "POST", "/api/recruiter/recruits", newRecruit(i))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    const rows = await ctx.database.db.select().from(recruits).where(eq(recruits.recruiterUserId, user.id));
    expect(rows).toHaveLength(5);
  });

  it("§5 validation messages on add and edit; blank current score becomes 0", async () => {
    const { cookie } = await signUpRecruiter();
    const bad = await call(cookie, "POST", "/api/recruiter/recruits", {
      recruitName: "  ",
      recruitEmail: "not-an-email",
      targetBranch: "",
      asvabGoalScore: 30,
      enlistmentDate: "2027-02-30",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      recruitName: [RECRUITER_MESSAGES.recruitNameRequired],
      recruitEmail: [VALIDATION_MESSAGES.emailInvalid],
      targetBranch: [VALIDATION_MESSAGES.branchRequired],
      asvabGoalScore: [RECRUITER_MESSAGES.goalScoreRange],
      enlistmentDate: [RECRUITER_MESSAGES.enlistmentDateInvalid],
    });
    for (const [goal, message] of [
      [100, RECRUITER_MESSAGES.goalScoreRange],
      ["", RECRUITER_MESSAGES.goalScoreRequired],
      [undefined, RECRUITER_MESSAGES.goalScoreRequired],
      [55.5, RECRUITER_MESSAGES.scoreWholeNumber],
    ] as const) {
      const res = await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(1, { asvabGoalScore: goal }));
      expect(res.json().errors, String(goal)).toEqual({ asvabGoalScore: [message] });
    }
    // Optional fields may be left out entirely; the goal may arrive as the input's text.
    const minimal = await call(cookie, "POST", "/api/recruiter/recruits", {
      recruitName: "Sam",
      targetBranch: "navy",
      asvabGoalScore: "31",
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({
      recruitEmail: null,
      targetMOS: null,
      enlistmentDate: null,
      notes: null,
      currentScore: 0,
      status: "active",
    });

    const id = minimal.json().id as number;
    const edit = (body: Record<string, unknown>) =>
      call(cookie, "PUT", `/api/recruiter/recruits/${id}`, { id, ...newRecruit(1), status: "active", ...body });
    expect((await edit({ currentScore: 100 })).json().errors).toEqual({ currentScore: [RECRUITER_MESSAGES.currentScoreRange] });
    expect((await edit({ currentScore: -1 })).json().errors).toEqual({ currentScore: [RECRUITER_MESSAGES.currentScoreRange] });
    expect((await edit({ currentScore: 40, status: "gone" })).json().errors).toEqual({ status: [RECRUITER_MESSAGES.statusInvalid] });
    expect((await edit({ currentScore: 40, recruitName: "" })).json().errors).toEqual({
      recruitName: [RECRUITER_MESSAGES.recruitNameRequired],
    });
    const blank = await edit({ currentScore: "", status: "enlisted" });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ currentScore: 0, status: "enlisted", recruitName: "Recruit 1" });
  });

  it("a recruiter sees and changes only their own recruits (404 otherwise)", async () => {
    const a = await signUpRecruiter();
    const b = await signUpRecruiter();
    const mine = (await call(a.cookie, "POST", "/api/recruiter/recruits", newRecruit(1))).json();
    const edit = { ...newRecruit(1), currentScore: 10, status: "dropped" };
    for (const [method, url, body] of [
      ["PUT", `/api/recruiter/recruits/${mine.id}`, edit],
      ["DELETE", `/api/recruiter/recruits/${mine.id}`, undefined],
      ["POST", `/api/recruiter/recruits/${mine.id}/invite`, {}],
      ["PUT", "/api/recruiter/recruits/999999", edit],
    ] as const) {
      const res = await call(b.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(RECRUITER_MESSAGES.recruitNotFound);
    }
    expect((await call(b.cookie, "GET", "/api/recruiter/recruits")).json()).toEqual([]);
    expect((await call(a.cookie, "GET", "/api/recruiter/recruits")).json()).toMatchObject([{ id: mine.id, status: "active" }]);
    expect((await call(a.cookie, "DELETE", `/api/recruiter/recruits/${mine.id}`)).statusCode).toBe(200);
    expect((await call(a.cookie, "GET", "/api/recruiter/account")).json().currentRecruitCount).toBe(0);
  });

  it("metrics are computed from the roster", async () => {
    const { cookie } = await signUpRecruiter();
    const empty = await call(cookie, "GET", "/api/recruiter/metrics");
    expect(empty.json()).toEqual({ activeRecruits: 0, averageScore: 0, totalTestsTaken: 0, recruitsEnlisted: 0, recruitsDropped: 0 });
    const plan: Array<[number, string]> = [
      [60, "active"],
      [71, "active"],
      [90, "enlisted"],
      [20, "dropped"],
      [45, "inactive"],
    ];
    for (const [score, status] of plan) {
      const { id } = (await call(cookie, "POST", "/api/recruiter/recruits", newRecruit(score))).json();
      await call(cookie, "PUT", `/api/recruiter/recruits/${id}`, { ...newRecruit(score), currentScore: score, status });
    }
    const metrics = await call(cookie, "GET", "/api/recruiter/metrics");
    // Average of the active recruits' current scores: (60 + 71) / 2 = 65.5 → 66.
    expect(metrics.json()).toEqual({ activeRecruits: 2, averageScore: 66, totalTestsTaken: 0, recruitsEnlisted: 1, recruitsDropped: 1 });
  });
});

describe("live progress: invite, accept, revoke", () => {
  it("a learner who accepts a code shares tests taken; revoking hides them at once and spends the code", async () => {
    const recruiter = await signUpRecruiter();
    const { id } = (await call(recruiter.cookie, "POST", "/api/recruiter/recruits", newRecruit(1))).json();
    const invite = await call(recruiter.cookie, "POST", `/api/recruiter/recruits/${id}/invite`, { email: "learner@example.com" });
    expect(invite.statusCode).toBe(201);
    const { code } = invite.json();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);

    const learner = await signedInUser(ctx.app, ctx.database.db);
    const now = Date.now();
    for (let i = 0; i < 3; i++) {
      await ctx.database.db.insert(testSessions).values({
        id: randomUUID(),
        userId: learner.user.id,
        sectionId: 9,
        totalQuestions: 10,
        isCompleted: i < 2,
        score: 70,
        timeSpent: 300,
        createdAt: new Date(now - 3_600_000),
        completedAt: i < 2 ? new Date(now - 3_000_000) : null,
      });
    }

    expect((await call(learner.cookie, "POST", "/api/recruiter-invites/accept", { code: "NOPE1234" })).statusCode).toBe(404);
    // A recruiter cannot take a recruit's place.
    expect((await call(recruiter.cookie, "POST", "/api/recruiter-invites/accept", { code })).statusCode).toBe(403);
    const accepted = await call(learner.cookie, "POST", "/api/recruiter-invites/accept", { code: ` ${code.toLowerCase()} ` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject([{ recruitId: id, displayName: profile.displayName, organization: profile.organization }]);
    expect((await call(learner.cookie, "GET", "/api/user/recruiter-access")).json()).toHaveLength(1);

    const [linked] = (await call(recruiter.cookie, "GET", "/api/recruiter/recruits")).json();
    expect(linked).toMatchObject({ id, live: true, testsTaken: 2 });
    expect((await call(recruiter.cookie, "GET", "/api/recruiter/metrics")).json().totalTestsTaken).toBe(2);

    // Another learner cannot reuse the code or take over the linked recruit.
    const other = await signedInUser(ctx.app, ctx.database.db);
    expect((await call(other.cookie, "POST", "/api/recruiter-invites/accept", { code })).statusCode).toBe(404);
    expect((await call(other.cookie, "DELETE", `/api/user/recruiter-access/${id}`)).statusCode).toBe(404);

    const revoked = await call(learner.cookie, "DELETE", `/api/user/recruiter-access/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual([]);
    const [after] = (await call(recruiter.cookie, "GET", "/api/recruiter/recruits")).json();
    expect(after).toMatchObject({ id, live: false, testsTaken: null });
    expect((await call(recruiter.cookie, "GET", "/api/recruiter/metrics")).json().totalTestsTaken).toBe(0);
    // The spent code does not link again; a new invite is needed.
    expect((await call(learner.cookie, "POST", "/api/recruiter-invites/accept", { code })).statusCode).toBe(404);
  });
});

describe("demo mode", () => {
  it("gives 'admin' and 'testuser' a recruiter account with a sample roster, once", async () => {
    const { seedDemoContent } = await import("@server/db/seed");
    await seedDemoContent(ctx.database.db);
    await seedDemoContent(ctx.database.db);
    for (const [username, password, tier, count] of [
      ["admin", "admin-demo-2025", "recruiter_starter", 8],
      ["testuser", "testuser-demo-2025", "recruiter_basic", 4],
    ] as const) {
      const login = await request(ctx.app, {
        method: "POST",
        url: "/api/login",
        payload: { username, password },
        remoteAddress: uniqueIp(),
      });
      const cookie = sessionCookie(login);
      expect((await call(cookie, "GET", "/api/recruiter/account")).json()).toMatchObject({
        subscriptionTier: tier,
        currentRecruitCount: count,
      });
      expect((await call(cookie, "GET", "/api/recruiter/recruits")).json()).toHaveLength(count);
    }
  });
});
