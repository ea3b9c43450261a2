import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { ApiError, apiRequest, getQueryFn } from "./api";

function mockFetch(status: number, body: string, statusText = "") {
  const fn = vi.fn(async () => new Response(body === "" ? null : body, { status, statusText }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

const ctx = (key: string) => ({ queryKey: [key] }) as unknown as QueryFunctionContext;

describe("apiRequest", () => {
  it("sends cookies always and JSON only when there is a payload", async () => {
    const fetch = mockFetch(200, '{"ok":true}');
    await apiRequest("POST", "/api/logout");
    expect(fetch).toHaveBeenLastCalledWith("/api/logout", { method: "POST", credentials: "include", headers: {}, body: undefined });
    await apiRequest("PATCH", "/api/user/branch", { targetBranch: "army" });
    expect(fetch).toHaveBeenLastCalledWith("/api/user/branch", {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"targetBranch":"army"}',
    });
  });

  it("raises 'status: text' and keeps the server's message and field errors", async () => {
    mockFetch(400, '{"message":"Valid email is required","errors":{"email":["Valid email is required"]}}');
    const err = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"message":"Valid email is required","errors":{"email":["Valid email is required"]}}');
    expect((err as ApiError).serverMessage).toBe("Valid email is required");
    expect((err as ApiError).fieldErrors).toEqual({ email: ["Valid email is required"] });
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("GETs the key's path, with the key's parameter object as the query string", async () => {
    const fetch = mockFetch(200, "{}");
    await getQueryFn({ on401: "throw" })({ queryKey: ["/api/analytics", { tz: "America/New_York" }] } as unknown as QueryFunctionContext);
    expect(fetch).toHaveBeenLastCalledWith("/api/analytics?tz=America%2FNew_York", { credentials: "include" });
    // A second element that is not an object (a run counter) only tells queries apart.
    await getQueryFn({ on401: "throw" })({
      queryKey: ["/api/sections/10/questions?random=true&limit=10", 2],
    } as unknown as QueryFunctionContext);
    expect(fetch).toHaveBeenLastCalledWith("/api/sections/10/questions?random=true&limit=10", { credentials: "include" });
  });

  it("treats 401 as no data when asked to", async () => {
    mockFetch(401, '{"message":"no"}');
    await expect(getQueryFn({ on401: "returnNull" })(ctx("/api/progress"))).resolves.toBeNull();
  });

  it("throws on 401 otherwise, and on any other error", async () => {
    mockFetch(401, "Unauthorized");
    await expect(getQueryFn({ on401: "throw" })(ctx("/api/progress"))).rejects.toThrow("401: Unauthorized");
    mockFetch(500, "boom");
    await expect(getQueryFn({ on401: "returnNull" })(ctx("/api/progress"))).rejects.toThrow("500: boom");
  });

  it("GETs the first element of the query key", async () => {
    const fetch = mockFetch(200, "[1,2]");
    await expect(getQueryFn({ on401: "throw" })(ctx("/api/sections"))).resolves.toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledWith("/api/sections", { credentials: "include" });
  });
});
