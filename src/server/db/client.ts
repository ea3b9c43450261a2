import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { preparedByDefault } from "./prepared-client";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  url?: string;
  close(): Promise<void>;
  /** The embedded database's data folder as an uncompressed tarball (PGlite only): see `pgliteSnapshot`. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Receives the notifications of a channel from every instance. `onState(true)` once listening (and again after
   * each reconnect), `onState(false)` when the connection drops: caches that rely on it must stop serving then.
   * Returns a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without one the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite data; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** Most PostgreSQL connections (default 10). */
  poolMax?: number;
  /** Seconds to wait for a new PostgreSQL connection before the query fails (and the request gets a 503). */
  connectTimeoutSeconds?: number;
  /** Longest a statement may run on PostgreSQL before the server cancels it (0 = no limit). */
  statementTimeoutMs?: number;
  /**
   * A PGlite data folder dumped by `dumpDataDir` to start from instead of an empty one. Creating a PGlite database
   * runs initdb in WebAssembly (2–3 s); loading a dump takes a fifth of that, so the API tests start from one copy
   * made once per run (test/global-setup.ts).
   */
  pgliteSnapshot?: Blob;
}

/**
 * Seconds before postgres.js reconnects after a failed connection. Its default grows as 3^n / 100 up to 20 s, with n
 * shared by the whole pool: a few seconds of outage pushed it to 10–20 s, and queries queued meanwhile waited that
 * long after the database was back (the resilience test's 8 s bound caught it). Doubling from 0.1 s up to 1 s keeps
 * retrying cheap and recovery within a second.
 */
export function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.1 * 2 ** retries, 1);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const sql = postgres(options.url, {
      max: options.poolMax ?? 10,
      onnotice: () => {},
      connect_timeout: options.connectTimeoutSeconds ?? 5,
      backoff: reconnectDelaySeconds,
      // Sent as a start-up parameter, so every connection of the pool (and each reconnect) has it.
      connection: { statement_timeout: options.statementTimeoutMs ?? 15_000 },
    });
    return {
      db: drizzlePostgres(preparedByDefault(sql), { schema }) as unknown as Db,
      kind: "postgres",
      url: options.url,
      close: () => sql.end({ timeout: 5 }),
      async listen(channel, onMessage, onState) {
        // A connection of its own: postgres.js re-listens after a reconnect and calls the third argument each time.
        const listener = postgres(options.url as string, {
          max: 1,
          onnotice: () => {},
          onclose: () => onState(false),
          connect_timeout: options.connectTimeoutSeconds ?? 5,
          backoff: reconnectDelaySeconds,
        });
        await listener.listen(channel, onMessage, () => onState(true));
        return () => listener.end({ timeout: 1 });
      },
    };
  }
  const dataDir = options.dataDir ?? "./data";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {});
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
    // One process owns the embedded database: its notifications arrive here, and the channel never drops.
    async listen(channel, onMessage, onState) {
      const stop = await client.listen(channel, onMessage);
      onState(true);
      return stop;
    },
  };
}
