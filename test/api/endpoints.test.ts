import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, INVALIDATES, type EndpointName } from "@contracts/endpoints";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const names = Object.keys(endpoints) as EndpointName[];

describe("the endpoint table (decision 0017)", () => {
  it.each(names)("%s is registered by the server with the same method and path", (name) => {
    const { method, path } = endpoints[name];
    expect(ctx.app.hasRoute({ method, url: path }), `${method} ${path}`).toBe(true);
  });

  it("names each method and path once", () => {
    const routes = names.map((n) => `${endpoints[n].method} ${endpoints[n].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("invalidates only reads (GET) and lists every change", () => {
    const changes = names.filter((n) => endpoints[n].method !== "GET").sort();
    expect(Object.keys(INVALIDATES).sort()).toEqual(changes);
    for (const reads of Object.values(INVALIDATES)) for (const read of reads) expect(endpoints[read].method).toBe("GET");
  });

  it("the server's answers to the reads match the table's response schemas", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const sectionId = (await request(ctx.app, { method: "GET", url: "/api/sections" })).json()[0].id as number;
    const reads: Record<string, string> = {
      config: "/api/config",
      currentUser: "/api/auth/user",
      sections: "/api/sections",
      branches: "/api/military-branches",
      progress: "/api/progress",
      testSessions: "/api/user/test-sessions",
      analytics: "/api/analytics?tz=UTC",
      dailyLimit: `/api/sections/${sectionId}/daily-limit`,
      practiceQuestions: `/api/sections/${sectionId}/questions?random=true&limit=10`,
      fullTests: "/api/full-tests",
    };
    for (const [name, url] of Object.entries(reads)) {
      const res = await request(ctx.app, { method: "GET", url, cookie });
      expect(res.statusCode, url).toBe(200);
      const parsed = endpoints[name as EndpointName].response.safeParse(res.json());
      expect(parsed.success, `${url}: ${parsed.error?.message ?? ""}`).toBe(true);
    }
  });

  it("next and abandon take the empty object the client sends", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "POST", url: "/api/full-tests/no-such-test/abandon", payload: {}, cookie });
    expect(res.statusCode).toBe(404);
  });
});
