/**
 * Runs a command against a throw-away PostgreSQL database, created before and dropped after.
 * The database URL is passed in the environment variable named by the first argument.
 *   tsx scripts/with-pg-database.ts TEST_DATABASE_URL npx vitest run test/api
 * Server: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";

const [variable, command, ...args] = process.argv.slice(2);
if (!variable || !command) {
  console.error("usage: tsx scripts/with-pg-database.ts ENV_VAR command [args...]");
  process.exit(2);
}
const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `asvab_test_${Date.now()}_${randomBytes(3).toString("hex")}`;

async function main(): Promise<number> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`Using throw-away PostgreSQL database ${name}`);
  try {
    const run = spawnSync(command as string, args, { stdio: "inherit", env: { ...process.env, [variable as string]: url.toString() } });
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
