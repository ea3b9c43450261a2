import type { Sql } from "postgres";
import { describe, expect, it } from "vitest";
import { MOST_PREPARED_PARAMETERS, preparedByDefault } from "./prepared-client";

type Call = { query: string; params: unknown[]; options: { prepare?: boolean } };

/** A stand-in with postgres.js's calling shape that records what it was asked to run. */
function recordingClient(calls: Call[]): Sql {
  const client = {
    options: { parsers: {} },
    unsafe(query: string, params: unknown[] = [], options: { prepare?: boolean } = {}) {
      calls.push({ query, params, options });
      return Promise.resolve([]);
    },
    begin(...args: unknown[]) {
      const body = args.at(-1) as (tx: Sql) => unknown;
      return Promise.resolve(body(recordingClient(calls)));
    },
    savepoint(body: (tx: Sql) => unknown) {
      return Promise.resolve(body(recordingClient(calls)));
    },
  };
  return client as unknown as Sql;
}

describe("preparedByDefault", () => {
  it("prepares what Drizzle sends unprepared, except statements whose parameter count varies with a list", async () => {
    const calls: Call[] = [];
    const sql = preparedByDefault(recordingClient(calls));
    await sql.unsafe("select 1 where id = $1", [1], { prepare: false });
    await sql.unsafe("select 1 where id = $1", [1]);
    const many = Array.from({ length: MOST_PREPARED_PARAMETERS + 1 }, (_, i) => i);
    await sql.unsafe("insert ...", many as never[], { prepare: false });
    await sql.unsafe("insert ...", many as never[], { prepare: true });
    expect(calls.map((c) => c.options.prepare)).toEqual([true, true, false, true]);
    expect(calls[0]).toMatchObject({ query: "select 1 where id = $1", params: [1] });
  });

  it("wraps the client a transaction or a savepoint hands its callback", async () => {
    const calls: Call[] = [];
    const sql = preparedByDefault(recordingClient(calls));
    await sql.begin("isolation level serializable", async (tx) => {
      await tx.unsafe("update a set b = $1", [2], { prepare: false });
      await tx.savepoint(async (sp) => {
        await sp.unsafe("update a set b = $1", [3], { prepare: false });
      });
    });
    expect(calls.map((c) => [c.params[0], c.options.prepare])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it("passes everything else through", () => {
    const inner = recordingClient([]);
    expect(preparedByDefault(inner).options).toBe(inner.options);
  });
});
