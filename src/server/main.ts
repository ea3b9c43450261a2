import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedDemoContent, seedReferenceData } from "./db/seed";
import { seedSampleRecruiters } from "./db/seed-recruiters";
import { seedQuestionBank, seedStudyMaterials } from "./db/seed-content";
import { EnvError, loadEnv } from "./env";

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedStudyMaterials(database.db);
  const bankUpdated = await seedQuestionBank(database.db);
  if (env.DEMO_MODE) await seedDemoContent(database.db);
  // The finder's clearly marked sample directory (issue 15), demo mode only, inserted once.
  if (env.DEMO_MODE) await seedSampleRecruiters(database.db);

  const app = await buildApp({ env, database, serveWeb: true });
  if (bankUpdated) app.log.info("question bank loaded from the content sources");
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = database.kind === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
  app.log.info(`ASVAB Prep is running at http://localhost:${env.PORT} — database: ${where}; demo mode ${env.DEMO_MODE ? "on" : "off"}`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error("Failed to start:", err);
  }
  process.exit(1);
});
