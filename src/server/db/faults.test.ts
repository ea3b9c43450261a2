import { describe, expect, it } from "vitest";
import { classifyDatabaseFault, describeForLog } from "./faults";

const withCause = (message: string, cause: object) => Object.assign(new Error(message), { cause });

describe("classifyDatabaseFault", () => {
  it.each([
    [{ code: "CONNECTION_CLOSED" }, "connection"],
    [{ code: "ECONNREFUSED" }, "connection"],
    [{ code: "CONNECT_TIMEOUT" }, "connection"],
    [{ code: "57P01" }, "unavailable"], // admin_shutdown
    [{ code: "53300" }, "unavailable"], // too_many_connections
    [{ code: "57014" }, "unavailable"], // statement timeout
    [{ code: "08006" }, "connection"],
    [{ code: "23505" }, null], // a unique violation is a bug, not an outage
    [{ code: "22P02" }, null],
  ])("reads %j (wrapped by Drizzle) as %s", (cause, expected) => {
    expect(classifyDatabaseFault(withCause("Failed query: select 1\nparams: ", cause))).toBe(expected);
  });
});

describe("describeForLog", () => {
  it("keeps the driver's code and message and drops the query's parameters", () => {
    const err = withCause("Failed query: select * from users where username = $1\nparams: alice,alice@example.com", {
      code: "57P01",
      message: "terminating connection due to administrator command",
    });
    const described = describeForLog(err);
    expect(described).toEqual({ type: "Error", code: "57P01", message: "terminating connection due to administrator command" });
    expect(JSON.stringify(described)).not.toContain("alice");
    const unwrapped = describeForLog(new Error("Failed query: insert into users\nparams: bob,bob@example.com"));
    expect(JSON.stringify(unwrapped)).not.toContain("bob");
  });
});
