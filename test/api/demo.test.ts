import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "@server/db/seed";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";
import { signedInUser, uniqueIp } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.database.db);
  await seedDemoContent(ctx.database.db); // idempotent
});
afterAll(() => ctx.close());

describe("demo mode", () => {
  it("GET /api/test-login signs in the demo learner and lands on the dashboard", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test-login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/dashboard");
    const me = await request(ctx.app, { method: "GET", url: "/api/user", cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({ username: "demo_recruit", role: "learner", targetBranch: "army" });
    const progress = await request(ctx.app, { method: "GET", url: "/api/progress", cookie: sessionCookie(res) });
    expect(progress.json().filter((p: { completedQuestions: number }) => p.completedQuestions > 0).length).toBeGreaterThan(0);
    const sessions = await request(ctx.app, { method: "GET", url: "/api/user/test-sessions", cookie: sessionCookie(res) });
    expect(sessions.json()).toHaveLength(10);
  });

  it("GET /api/test-login refuses a request from another site", async () => {
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { referer: "https://evil.example/page" }, { origin: "null" }]) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/test-login", headers });
      expect(res.statusCode).toBe(403);
      expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
    }
  });

  it("GET /api/test-login keeps a signed-in learner's own session", async () => {
    const { user, cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await ctx.app.inject({ method: "GET", url: "/api/test-login", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/dashboard");
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
    const me = await request(ctx.app, { method: "GET", url: "/api/user", cookie });
    expect(me.json().username).toBe(user.username);
  });

  it.each([
    ["admin", "admin-demo-2025"],
    ["testuser", "testuser-demo-2025"],
  ])("seeds %s as an admin with the README password", async (username, password) => {
    const res = await request(ctx.app, { method: "POST", url: "/api/login", payload: { username, password }, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("admin");
  });
});
