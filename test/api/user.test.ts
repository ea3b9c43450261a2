import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("GET /api/user", () => {
  it("returns the signed-in user", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const res = await request(ctx.app, { method: "GET", url: "/api/user", cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: user.username,
      subscriptionTier: "premium",
      hasBridgeAccess: false,
      targetBranch: null,
    });
    expect(res.json()).not.toHaveProperty("passwordHash");
  });

  it("is 401 when signed out", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });
});

describe("PATCH /api/user/branch", () => {
  it("sets and clears the target branch", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const set = await request(ctx.app, { method: "PATCH", url: "/api/user/branch", cookie, payload: { targetBranch: "marines" } });
    expect(set.statusCode).toBe(200);
    expect(set.json().targetBranch).toBe("marines");
    expect((await request(ctx.app, { method: "GET", url: "/api/user", cookie })).json().targetBranch).toBe("marines");
    const cleared = await request(ctx.app, { method: "PATCH", url: "/api/user/branch", cookie, payload: { targetBranch: null } });
    expect(cleared.json().targetBranch).toBeNull();
  });

  it("rejects an unknown branch code and a missing field with field errors", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const bad = await request(ctx.app, { method: "PATCH", url: "/api/user/branch", cookie, payload: { targetBranch: "starfleet" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.targetBranch).toEqual(["Choose a valid military branch"]);
    const missing = await request(ctx.app, { method: "PATCH", url: "/api/user/branch", cookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty("targetBranch");
  });

  it("is 401 when signed out", async () => {
    const res = await request(ctx.app, { method: "PATCH", url: "/api/user/branch", payload: { targetBranch: "army" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/user/test-mode", () => {
  it("switches back and forth to ASVAB for everyone", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", cookie, payload: { testMode: "asvab" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().testMode).toBe("asvab");
  });

  it.each(["sat", "act"])("refuses %s with 403 without bridge access and leaves the mode alone", async (mode) => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", cookie, payload: { testMode: mode } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "SAT and ACT modes need bridge access" });
    expect((await request(ctx.app, { method: "GET", url: "/api/user", cookie })).json().testMode).toBe("asvab");
  });

  it("allows SAT and ACT with bridge access", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { hasBridgeAccess: true });
    const res = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", cookie, payload: { testMode: "act" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().testMode).toBe("act");
  });

  it("allows SAT with the Annual plan, which includes bridge access", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "annual" });
    expect((await request(ctx.app, { method: "GET", url: "/api/user", cookie })).json().hasBridgeAccess).toBe(true);
    const res = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", cookie, payload: { testMode: "sat" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().testMode).toBe("sat");
  });

  it("keeps SAT closed on the monthly Premium plan without a bridge purchase", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db, { subscriptionTier: "premium" });
    const res = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", cookie, payload: { testMode: "sat" } });
    expect(res.statusCode).toBe(403);
  });

  it("rejects an unknown mode with 400 and needs sign-in", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const bad = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", cookie, payload: { testMode: "gre" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.testMode).toEqual(["Test mode must be asvab, sat or act"]);
    const out = await request(ctx.app, { method: "POST", url: "/api/user/test-mode", payload: { testMode: "asvab" } });
    expect(out.statusCode).toBe(401);
  });
});

describe("GET /api/user/test-sessions", () => {
  it("lists only the signed-in user's own sessions", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "GET", url: "/api/user/test-sessions", cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("is 401 when signed out", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/user/test-sessions" })).statusCode).toBe(401);
  });
});
