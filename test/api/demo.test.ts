import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "@server/db/seed";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";
import { uniqueIp } from "../factories";

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

  it.each([
    ["admin", "admin-demo-2025"],
    ["testuser", "testuser-demo-2025"],
  ])("seeds %s as an admin with the README password", async (username, password) => {
    const res = await request(ctx.app, { method: "POST", url: "/api/login", payload: { username, password }, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("admin");
  });
});
