import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { apiKey, apiUrl, callApi, invalidateAfter } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function mockFetch(body: string, status = 200) {
  const fn = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("the typed client", () => {
  it("interpolates path parameters (encoded) and adds the query", () => {
    expect(apiUrl("practiceQuestions", { params: { sectionId: 12 }, query: { random: "true", limit: 10 } })).toBe(
      "/api/sections/12/questions?random=true&limit=10",
    );
    expect(apiUrl("fullTest", { params: { id: "a/b c" } })).toBe("/api/full-tests/a%2Fb%20c");
    expect(apiUrl("analytics", { query: { tz: undefined } })).toBe("/api/analytics");
  });

  it("keys reads by their path template, then their variables", () => {
    expect(apiKey("progress")).toEqual(["/api/progress"]);
    expect(apiKey("dailyLimit", { params: { sectionId: 3 } })).toEqual(["/api/sections/:sectionId/daily-limit", { sectionId: 3 }]);
  });

  it("sends a valid body with the table's method", async () => {
    const fetch = mockFetch('{"id":1}');
    await callApi("updateBranch", { body: { targetBranch: "navy" } });
    expect(fetch).toHaveBeenLastCalledWith("/api/user/branch", {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"targetBranch":"navy"}',
    });
  });

  it("gives back a body the server refuses as an ApiError with the server's field errors", async () => {
    mockFetch(JSON.stringify({ message: "Username is required", errors: { username: ["Username is required"] } }), 400);
    const err = await callApi("login", { body: { username: "", password: "x" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).fieldErrors).toEqual({ username: ["Username is required"] });
  });

  it("sends no body on a call whose route has none, whatever it is given", async () => {
    const fetch = mockFetch('{"ok":true}');
    await callApi("logout", { body: { stray: 1 } } as never);
    expect(fetch).toHaveBeenLastCalledWith("/api/logout", { method: "POST", credentials: "include", headers: {}, body: undefined });
  });

  it("invalidates every variant of the reads a change makes stale", () => {
    const qc = new QueryClient();
    qc.setQueryData(apiKey("dailyLimit", { params: { sectionId: 3 } }), { remaining: 1 });
    qc.setQueryData(apiKey("analytics", { query: { tz: "UTC" } }), {});
    qc.setQueryData(apiKey("sections"), []);
    invalidateAfter(qc, "answer");
    const stale = qc
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryKey[0], q.state.isInvalidated]);
    expect(stale).toEqual([
      ["/api/sections/:sectionId/daily-limit", true],
      ["/api/analytics", true],
      ["/api/sections", false],
    ]);
  });
});
