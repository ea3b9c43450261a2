import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "@server/app";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";

/** What the server writes to its log, at the most talkative level, while people sign up, sign in and fail to. */
let ctx: TestContext;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  app = await buildApp({
    env: { ...ctx.env, LOG_LEVEL: "trace" },
    database: ctx.database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe("the log", () => {
  it("never carries a password, a username, an e-mail or a session cookie", async () => {
    const username = `leaky_${Date.now().toString(36)}`;
    const password = "kettle-drum-leak-77";
    const email = `${username}@example.org`;
    const registered = await request(app, {
      method: "POST",
      url: "/api/register",
      payload: { username, email, password, confirmPassword: password },
    });
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookie(registered);
    await request(app, { method: "GET", url: "/api/auth/user", cookie });
    await request(app, { method: "POST", url: "/api/login", payload: { username, password: "wrong-password-1" } });
    await request(app, { method: "POST", url: "/api/login", payload: { username, password: `${password}\u0000` } });
    await request(app, { method: "GET", url: `/api/questions/section/2147483648?q=${email}` });

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain("incoming request");
    expect(log).toContain(`"url":"/api/login"`);
    for (const secret of [password, "wrong-password-1", email, username, cookie.slice("sid=".length)]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
