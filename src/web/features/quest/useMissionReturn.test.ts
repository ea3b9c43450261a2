import { afterEach, describe, expect, it, vi } from "vitest";
import { parseMissionReturn } from "./useMissionReturn";

const parse = (query: string) => parseMissionReturn(new URLSearchParams(query));

describe("the return from a mission (learning spec §4)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads mission, completed, score and the session the practice screen finished", () => {
    expect(parse("mission=1&completed=true&score=90&session=abc")).toEqual({ mission: 1, completed: true, score: 90, sessionId: "abc" });
    expect(parse("mission=3&completed=false&score=40")).toEqual({ mission: 3, completed: false, score: 40, sessionId: null });
  });

  it("is nothing without a mission parameter", () => {
    expect(parse("")).toBeNull();
    expect(parse("completed=true")).toBeNull();
  });

  it("only logs a warning for malformed parameters", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const query of ["mission=0&completed=true", "mission=10&completed=true", "mission=x&completed=true", "mission=2&completed=yes"]) {
      expect(parse(query)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
