/**
 * Tells database faults the client can do nothing about but wait (the server is restarting, the connection dropped,
 * too many connections, a statement ran past its timeout) from real bugs. The first become 503 with Retry-After.
 */

/** postgres.js and Node socket error codes for a connection that is gone or cannot be made. */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs: connection exceptions (08…), too many connections, shutdowns, "cannot connect now", statement timeout. */
const UNAVAILABLE_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "53300", "57P01", "57P02", "57P03", "57014"]);

export type DatabaseFault = "connection" | "unavailable";

/** The error itself or any error in its `cause` chain (Drizzle wraps the driver's error). */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    yield current as { code?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** "connection": the query may not have reached the server (safe to retry a read); "unavailable": it refused or timed out. */
export function classifyDatabaseFault(err: unknown): DatabaseFault | null {
  for (const e of chain(err)) {
    if (typeof e.code !== "string") continue;
    if (CONNECTION_CODES.has(e.code)) return "connection";
    if (UNAVAILABLE_SQLSTATES.has(e.code)) return e.code.startsWith("08") ? "connection" : "unavailable";
  }
  return null;
}

/** What a failed query may show in a log: the driver's code and message, never the statement's parameters. */
export function describeForLog(err: unknown): { type: string; code?: string; message: string } {
  const errors = [...chain(err)];
  const root = errors[errors.length - 1] ?? {};
  const code = errors.map((e) => e.code).find((c): c is string => typeof c === "string");
  const name = err instanceof Error ? err.name : typeof err;
  // Drizzle's own message repeats the query with its parameters ("params: alice,alice@example.com"): cut them off.
  const raw = typeof root.message === "string" ? root.message : String(root.message ?? "");
  return { type: name, ...(code ? { code } : {}), message: raw.split("\nparams:")[0]!.slice(0, 500) };
}
