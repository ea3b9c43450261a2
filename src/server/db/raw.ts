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
    return textRows<T>(db, query.sql, query.params);
  }
  const result = (await db.execute(statement)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A JS list as one jsonb parameter: the same text on both drivers, expanded in SQL with jsonb_array_elements_text. */
export const jsonParam = (value: unknown): string => JSON.stringify(value);

interface PgliteClient {
  query(query: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A constant statement text run with positional parameters, for the hottest statements: no SQL object is built per
 * call (Drizzle's building cost more Node time than the statement's round trip). Prepared once per connection on
 * PostgreSQL; PGlite takes the same text. Not for use inside a transaction (it runs on the database's own client).
 */
export async function textRows<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: Partial<PostgresJsClient & PgliteClient> }).$client;
  if (client && typeof client.unsafe === "function") {
    return (await (client as PostgresJsClient).unsafe(text, params, { prepare: true })) as T[];
  }
  if (client && typeof client.query === "function") return (await (client as PgliteClient).query(text, params)).rows as T[];
  throw new Error("textRows: no database client");
}
