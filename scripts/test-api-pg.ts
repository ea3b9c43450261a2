/**
 * Runs the API suite against a real PostgreSQL in a throw-away database.
 * Server: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";

const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `asvab_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });

async function main(): Promise<number> {
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`API suite on PostgreSQL database ${name}`);
  try {
    const run = spawnSync("npx", ["vitest", "run", "test/api", "--no-file-parallelism"], {
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: url.toString() },
    });
    return run.status ?? 1;
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
