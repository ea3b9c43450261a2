import { readFileSync } from "node:fs";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "@server/app";
import { openDatabase, type Database } from "@server/db/client";
import { runMigrations } from "@server/db/migrate";
import { seedReferenceData } from "@server/db/seed";
import { loadEnv, type Env } from "@server/env";

export const TEST_ORIGIN = "http://localhost";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * A fresh app for one test file: in-process PGlite in memory by default, or the real PostgreSQL
 * named by TEST_DATABASE_URL (the same suite then runs against it; factories keep data apart).
 */
export async function createTestApp(overrides: Partial<Record<string, string>> = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO_MODE: "1",
    BACKGROUND_INTERVAL_MS: "0",
    // The scanner's figure prints are made by the tests that need them (photo-solve.test.ts), not at every drain.
    FIGURE_PRINTS_INTERVAL_MS: "0",
    ...overrides,
  });
  const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: "memory://", pgliteSnapshot: snapshot() });
  // A no-op on the snapshot, which is migrated already; the real work on PostgreSQL.
  await runMigrations(database);
  await seedReferenceData(database.db);
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let snapshotBlob: Blob | undefined;
/** The migrated, seeded PGlite folder test/global-setup.ts dumped for this run, read once per test file. */
function snapshot(): Blob | undefined {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const file = inject("pgliteSnapshot");
  if (!file) return undefined;
  snapshotBlob ??= new Blob([readFileSync(file)]);
  return snapshotBlob;
}

/** Requests as the web app sends them: same-origin, JSON, optional session cookie. */
export function request(app: FastifyInstance, options: InjectOptions & { cookie?: string | undefined }): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sid=${cookie.value}`;
}

/**
 * A second app instance on the same database, as behind a load balancer: on PostgreSQL with a connection pool of
 * its own, on PGlite (one process) sharing the first one's database.
 */
export async function secondInstance(ctx: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = process.env.TEST_DATABASE_URL ? await openDatabase({ url: process.env.TEST_DATABASE_URL }) : ctx.database;
  const app = await buildApp({ env: ctx.env, database, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}
