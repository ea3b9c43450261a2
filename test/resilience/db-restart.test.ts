import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildApp } from "@server/app";
import { answers } from "@server/db/schema";
import { openDatabase, type Database } from "@server/db/client";
import { runMigrations } from "@server/db/migrate";
import { seedReferenceData } from "@server/db/seed";
import { seedQuestionBank } from "@server/db/seed-content";
import { loadEnv } from "@server/env";
import { request } from "../app";
import { signedInUser } from "../factories";

/**
 * The database goes away under load and comes back, without restarting the shared PostgreSQL server: a TCP proxy
 * between the app and a throw-away database is cut (every socket destroyed, new ones refused) and then restored.
 * Needs TEST_DATABASE_URL (npm run test:resilience creates one).
 */
const url = process.env.TEST_DATABASE_URL;

/** A TCP proxy that can be cut and restored. */
async function tcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      this.cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!url)("PostgreSQL away under load", () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const target = new URL(url as string);
    proxy = await tcpProxy(target);
    const proxied = new URL(target);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    database = await openDatabase({ url: proxied.toString(), connectTimeoutSeconds: 2, statementTimeoutMs: 5000, poolMax: 5 });
    await runMigrations(database);
    await seedReferenceData(database.db);
    await seedQuestionBank(database.db, { generatedPerGenerator: 12 });
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_MODE: "1", BACKGROUND_INTERVAL_MS: "0" });
    app = await buildApp({ env, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After (or 200) while it is away, 200 after, and keeps every answer exactly once", async () => {
    const { cookie } = await signedInUser(app, database.db, { subscriptionTier: "premium" });
    const sections = (await request(app, { method: "GET", url: "/api/sections", cookie })).json() as { id: number }[];
    const sectionId = sections[0]!.id;
    const fetched = await request(app, { method: "GET", url: `/api/sections/${sectionId}/questions?limit=10`, cookie });
    expect(fetched.statusCode).toBe(200);
    const questions = fetched.json().questions as { id: string }[];
    const created = await request(app, {
      method: "POST",
      url: "/api/test-sessions",
      cookie,
      payload: { sectionId, totalQuestions: questions.length, questionIds: questions.map((q) => q.id) },
    });
    expect(created.statusCode).toBe(201);
    const sessionId = created.json().id as string;

    const seen: number[] = [];
    let slowest = 0;
    const timed = async (send: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>) => {
      const started = Date.now();
      const res = await send();
      slowest = Math.max(slowest, Date.now() - started);
      seen.push(res.statusCode);
      if (res.statusCode === 503) expect(res.headers["retry-after"]).toBe("5");
      return res;
    };
    // Each answer has a client id, so a retried answer is stored once.
    const answerIds = questions.map(() => crypto.randomUUID());
    const answered = new Set<number>();
    const load = async (until: number) => {
      let i = 0;
      while (Date.now() < until) {
        const index = i++ % questions.length;
        await Promise.all([
          timed(() => request(app, { method: "GET", url: "/api/progress", cookie })),
          timed(() => request(app, { method: "GET", url: "/api/sections", cookie })),
          timed(async () => {
            const res = await request(app, {
              method: "POST",
              url: "/api/answers",
              cookie,
              payload: { id: answerIds[index], sessionId, questionId: questions[index]!.id, selectedAnswer: 0, timeSpent: 1 },
            });
            if (res.statusCode === 200 || res.statusCode === 201) answered.add(index);
            return res;
          }),
        ]);
      }
    };

    const start = Date.now();
    const running = load(start + 9000);
    await new Promise((r) => setTimeout(r, 2000));
    proxy.cut();
    await new Promise((r) => setTimeout(r, 4000));
    proxy.restore();
    await running;

    expect(seen.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(seen).toContain(503);
    // Nothing hangs past the connect timeout plus the one read retry.
    expect(slowest).toBeLessThan(8000);

    // Back: everything answers 200 again without a restart of the app.
    const after: number[] = [];
    for (const path of ["/api/progress", "/api/sections", "/api/user/test-sessions"]) {
      after.push((await request(app, { method: "GET", url: path, cookie })).statusCode);
    }
    expect(after).toEqual([200, 200, 200]);
    // Every answer id stored exactly once.
    const stored = await database.db.select({ id: answers.id }).from(answers).where(eq(answers.sessionId, sessionId));
    expect(stored).toHaveLength(answered.size);
  }, 60_000);
});
