import { fileURLToPath } from "node:url";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import postgres from "postgres";
import type { Database } from "./client";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** Arbitrary constant: the advisory lock that serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === "pglite" || !database.url) {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // A session-level advisory lock must be taken and released on the same connection: use a dedicated one.
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(sql), config);
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
