import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "@server/app";
import { openDatabase, type Database } from "@server/db/client";
import { createTestApp, request, sessionCookie, type TestContext } from "../app";
import { createUser, uniqueIp } from "../factories";

/**
 * Two app instances over one database, as behind a load balancer: a session made by one is honoured by the
 * other, and ended everywhere at sign-out. On PostgreSQL the second instance has its own connection pool.
 */
let ctx: TestContext;
let second: FastifyInstance;
let secondDb: Database;

beforeAll(async () => {
  ctx = await createTestApp();
  secondDb = process.env.TEST_DATABASE_URL ? await openDatabase({ url: process.env.TEST_DATABASE_URL }) : ctx.database;
  second = await buildApp({ env: ctx.env, database: secondDb, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  if (secondDb !== ctx.database) await secondDb.close();
  await ctx.close();
});

describe("sessions shared by several instances", () => {
  it("a session started on one instance works on the other and ends on both", async () => {
    const { user, password } = await createUser(ctx.database.db);
    const login = await request(ctx.app, {
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password },
      remoteAddress: uniqueIp(),
    });
    const cookie = sessionCookie(login);
    const elsewhere = await request(second, { method: "GET", url: "/api/user", cookie });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().username).toBe(user.username);

    await request(second, { method: "POST", url: "/api/logout", cookie });
    expect((await request(ctx.app, { method: "GET", url: "/api/user", cookie })).statusCode).toBe(401);
  });

  it("sign-in throttling counts failures across instances", async () => {
    const { user } = await createUser(ctx.database.db);
    const ip = uniqueIp();
    const fail = (app: FastifyInstance) =>
      request(app, { method: "POST", url: "/api/login", payload: { username: user.username, password: "wrong-pass" }, remoteAddress: ip });
    for (let i = 0; i < ctx.env.LOGIN_MAX_FAILURES; i++) {
      expect((await fail(i % 2 === 0 ? ctx.app : second)).statusCode).toBe(401);
    }
    expect((await fail(second)).statusCode).toBe(429);
    expect((await fail(ctx.app)).statusCode).toBe(429);
  });
});
