import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANCH_CODES, SECTION_CODES } from "@domain/constants";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("GET /api/military-branches", () => {
  it("lists the six branches with their reference data, signed out or in", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/military-branches" });
    expect(res.statusCode).toBe(200);
    const branches = res.json();
    expect(branches.map((b: { code: string }) => b.code)).toEqual([...BRANCH_CODES]);
    const army = branches[0];
    expect(army).toMatchObject({ name: "U.S. Army", minimumAFQTScore: 31 });
    expect(army.specialtyJobs.combat.length).toBeGreaterThan(0);
    expect(Object.keys(army.specialtyJobs).sort()).toEqual(["combat", "operations", "support", "technical"]);
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    expect((await request(ctx.app, { method: "GET", url: "/api/military-branches", cookie })).json()).toEqual(branches);
  });

  it("GET /api/military-branches/{code} returns one branch, any case", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/military-branches/AIR_FORCE" });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe("U.S. Air Force");
  });

  it("is 404 with a message for an unknown code", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/military-branches/starfleet" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No military branch with code 'starfleet'" });
  });
});

describe("GET /api/sections", () => {
  it("lists the ten CAT-ASVAB subtests in official order with counts and times", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/sections" });
    expect(res.statusCode).toBe(200);
    const sections = res.json();
    expect(sections.map((s: { code: string }) => s.code)).toEqual([...SECTION_CODES]);
    expect(sections.find((s: { code: string }) => s.code === "AR")).toMatchObject({ itemCount: 15, timeLimitMinutes: 55, inAfqt: true });
    expect(sections.find((s: { code: string }) => s.code === "AO")).toMatchObject({ itemCount: 15, timeLimitMinutes: 18, inAfqt: false });
  });
});

describe("GET /api/progress", () => {
  it("returns one zeroed entry per section for a new learner", async () => {
    const { cookie } = await signedInUser(ctx.app, ctx.database.db);
    const res = await request(ctx.app, { method: "GET", url: "/api/progress", cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(10);
    for (const p of res.json()) expect(p).toMatchObject({ completedQuestions: 0, totalQuestions: 20, averageScore: 0 });
  });

  it("is 401 when signed out", async () => {
    expect((await request(ctx.app, { method: "GET", url: "/api/progress" })).statusCode).toBe(401);
  });
});

describe("unknown API routes", () => {
  it("answer 404 JSON", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });
});

describe("GET /api/subscription-plans", () => {
  it("lists Free, Premium and Premium Annual with prices in cents, durations in days and the rule book's daily limit", async () => {
    const res = await request(ctx.app, { method: "GET", url: "/api/subscription-plans" });
    expect(res.statusCode).toBe(200);
    const plans = res.json() as {
      id: string;
      name: string;
      price: number;
      duration: number;
      dailyQuestionLimit: number | null;
      features: string[];
    }[];
    expect(plans.map((p) => [p.id, p.name, p.price, p.duration, p.dailyQuestionLimit])).toEqual([
      ["free", "Free", 0, 0, 10],
      ["monthly", "Premium", 999, 30, null],
      ["annual", "Premium Annual", 7999, 365, null],
    ]);
    expect(plans[0]?.features).toContain("3 photo scans per week");
    expect(plans[2]?.features).toContain("SAT/ACT bridge access included");
  });
});
