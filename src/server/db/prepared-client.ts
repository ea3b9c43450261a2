import type { Sql } from "postgres";

/**
 * Statements with more parameters than this stay unnamed: they are the ones whose text changes with a list's length
 * (bulk inserts, long `in (...)` lists), and naming each length would fill every connection's statement cache.
 */
export const MOST_PREPARED_PARAMETERS = 32;

type Unsafe = (query: string, params?: unknown[], options?: { prepare?: boolean }) => unknown;

/**
 * The postgres.js client as Drizzle should see it: statements prepared once per connection and reused.
 *
 * Drizzle calls `unsafe(text, params)`, which postgres.js runs unprepared, and an unprepared statement with
 * parameters costs two round trips (Parse + Describe first, to learn the parameter types; then Bind + Execute) and
 * a fresh parse and plan on the server each time. A named statement costs one round trip after its first use on a
 * connection. postgres.js re-prepares by itself when a migration invalidates a statement (its retry routines).
 * Transactions and savepoints hand their callback a client of their own; it is wrapped the same way.
 */
export function preparedByDefault<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === "unsafe") {
        const unsafe = value as Unsafe;
        return (query: string, params: unknown[] = [], options: { prepare?: boolean } = {}) =>
          unsafe.call(target, query, params, {
            ...options,
            prepare: options.prepare === true || params.length <= MOST_PREPARED_PARAMETERS,
          });
      }
      if (key === "begin" || key === "savepoint") {
        const open = value as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const body = args.at(-1) as (client: Sql) => unknown;
          return open.call(target, ...args.slice(0, -1), (client: Sql) => body(preparedByDefault(client)));
        };
      }
      return value;
    },
  });
}
