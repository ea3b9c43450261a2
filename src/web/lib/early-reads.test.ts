import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EarlyReads from "./early-reads";

// The module keeps its reads and its open/closed state for the page's life: each test gets a fresh copy.
let early: typeof EarlyReads;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  vi.resetModules();
  let n = 0;
  fetchMock = vi.fn(async (url: string) => new Response(`${url} #${++n}`));
  vi.stubGlobal("fetch", fetchMock);
  early = await import("./early-reads");
});
afterEach(() => vi.unstubAllGlobals());

describe("early reads", () => {
  it("hands a read started early to the first GET of the same URL, once", async () => {
    early.readEarly("/api/sections");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith("/api/sections", { credentials: "include" });
    expect(await (await early.apiFetch("/api/sections", { credentials: "include" })).text()).toBe("/api/sections #1");
    // A second call (a refetch) reaches the server.
    expect(await (await early.apiFetch("/api/sections", { credentials: "include" })).text()).toBe("/api/sections #2");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts one read per URL, and only a GET of exactly that URL claims it", async () => {
    early.readEarly("/api/config");
    early.readEarly("/api/config");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await early.apiFetch("/api/config", { method: "POST", credentials: "include" });
    await early.apiFetch("/api/config?x=1");
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await (await early.apiFetch("/api/config", { method: "get" })).text()).toBe("/api/config #1");
  });

  it("starts nothing once the app has begun to ask itself", () => {
    early.closeEarlyReads();
    early.readEarly("/api/auth/user");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("drops the reads nobody claimed, reading their bodies so no request stays open", async () => {
    let read = false;
    fetchMock.mockImplementationOnce(async () => {
      const response = new Response("unclaimed");
      const text = response.text.bind(response);
      response.text = () => ((read = true), text());
      return response;
    });
    early.readEarly("/api/sections/13/questions?random=true&limit=10");
    early.readEarly("/api/auth/user");
    await early.apiFetch("/api/auth/user");
    expect(early.dropUnclaimedReads()).toEqual(["/api/sections/13/questions?random=true&limit=10"]);
    await vi.waitFor(() => expect(read).toBe(true));
    // Dropped means gone: the app's own later call asks the server.
    await early.apiFetch("/api/sections/13/questions?random=true&limit=10");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("passes a failed early read to its claimant as the same network error", async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    early.readEarly("/api/sections");
    await expect(early.apiFetch("/api/sections")).rejects.toThrow(TypeError);
  });
});
