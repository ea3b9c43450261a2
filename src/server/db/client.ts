import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without one the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite data; "memory://" keeps it in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const sql = postgres(options.url, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres(sql, { schema }) as unknown as Db,
      kind: "postgres",
      url: options.url,
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? "./data";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}
