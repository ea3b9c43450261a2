import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const dialect = new PgDialect();

interface PostgresJsClient {
  unsafe(query: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
}

/**
 * Runs a hand-written statement and returns its rows. On PostgreSQL the statement is prepared once per connection
 * and reused (Drizzle's own `execute` re-plans every call, which for the hot path's union of limited subqueries
 * costs more than running it). Elsewhere — PGlite, or inside a transaction — it goes through Drizzle's `execute`,
 * whose result shape depends on the driver (postgres.js: an array; PGlite: `{ rows }`); this evens them out.
 * For the few statements the query builder cannot say in one round trip (CTEs that write, UNION ALL of limited
 * subqueries, a function call).
 */
export async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: Partial<PostgresJsClient> }).$client;
  if (client && typeof client.unsafe === "function") {
    const query = dialect.sqlToQuery(statement);
    return (await (client as PostgresJsClient).unsafe(query.sql, query.params, { prepare: true })) as T[];
  }
  const result = (await db.execute(statement)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A JS list as one jsonb parameter: the same text on both drivers, expanded in SQL with jsonb_array_elements_text. */
export const jsonParam = (value: unknown): string => JSON.stringify(value);
