import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MosPositionDto, PathfinderPrefill, PathfinderResponse } from "@contracts/careers";
import type { FullTestResults } from "@contracts/full-test";
import { evaluateJobs, scoreFullTest, SUBTEST_CODES, type SubtestCode } from "@domain/asvab";
import { fullTests, sections, testSessions } from "@server/db/schema";
import { createTestApp, request, type TestContext } from "../app";
import { signedInUser } from "../factories";

/** Issue 15, MOS Pathfinder: signed-in only, §5 validation, results against hand-checked jobs, browse, prefill. */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await signedInUser(ctx.app, ctx.database.db));
});
afterAll(() => ctx.close());

/** `null` = signed out. */
const search = (payload: object, as: string | null = cookie) =>
  request(ctx.app, { method: "POST", url: "/api/mos-pathfinder", payload, cookie: as ?? undefined });
const browse = (query = "", as: string | null = cookie) =>
  request(ctx.app, { method: "GET", url: `/api/mos-positions${query}`, cookie: as ?? undefined });
const codes = (list: { mosCode: string }[]) => list.map((p) => p.mosCode);
const ok = async (res: Awaited<ReturnType<typeof search>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PathfinderResponse>();
};

describe("access", () => {
  it("answers 401 to a signed-out caller on every call, whatever the body", async () => {
    expect((await search({ afqtScore: 50, lineScores: { GT: 100 } }, null)).statusCode).toBe(401);
    expect((await search({ afqtScore: "x" }, null)).statusCode).toBe(401);
    expect((await browse("?branch=foo", null)).statusCode).toBe(401);
    expect((await request(ctx.app, { method: "GET", url: "/api/mos-pathfinder/prefill" })).statusCode).toBe(401);
  });
});

describe("validation (§5, on the server too)", () => {
  it.each([
    [{ afqtScore: 0, lineScores: { GT: 100 } }, "afqtScore", "Enter an AFQT score greater than 0"],
    [{ lineScores: { GT: 100 } }, "afqtScore", "Enter an AFQT score greater than 0"],
    [{ afqtScore: "fifty", lineScores: { GT: 100 } }, "afqtScore", "AFQT score must be a number"],
    [{ afqtScore: 120, lineScores: { GT: 100 } }, "afqtScore", "AFQT score is a percentile: at most 99"],
    [{ afqtScore: 50, lineScores: {} }, "lineScores", "Enter at least one line score"],
    [{ afqtScore: 50 }, "lineScores", "Enter at least one line score"],
    [{ afqtScore: 50, lineScores: { GT: "high" } }, "lineScores.GT", "Line scores must be numbers"],
    [{ afqtScore: 50, lineScores: { GT: -1 } }, "lineScores.GT", "Line scores cannot be negative"],
    [{ afqtScore: 50, lineScores: { XX: 10 } }, "lineScores.XX", "Unknown line score code"],
    [{ afqtScore: 50, lineScores: { GT: 100 }, branch: "navy_seals" }, "branch", "Choose a valid military branch"],
  ])("%j → 400 on %s", async (payload, field, message) => {
    const res = await search(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it("refuses unknown browse filters", async () => {
    const branch = await browse("?branch=foo");
    expect(branch.statusCode).toBe(400);
    expect(branch.json().errors.branch).toEqual(["Choose a valid military branch"]);
    const category = await browse("?category=cooking");
    expect(category.statusCode).toBe(400);
    expect(category.json().errors.category).toEqual(["Choose a valid category"]);
  });
});

describe("search against hand-checked jobs (military-jobs.md)", () => {
  // Army 11B Infantryman CO ≥ 77; 68W Combat Medic ST ≥ 101; 35N Signals Intelligence Analyst ST ≥ 112.
  it("qualifies at the minimum and not one point under it", async () => {
    const at = await ok(await search({ afqtScore: 50, lineScores: { CO: 77, ST: 101 }, branch: "army" }));
    expect(codes(at.qualifyingPositions)).toEqual(expect.arrayContaining(["11B", "68W"]));
    expect(codes(at.qualifyingPositions)).not.toContain("35N");
    expect(at.totalPositions).toBe(48);
    expect(at.searchCriteria).toEqual({ afqtScore: 50, branch: "army", lineScores: { CO: 77, ST: 101 } });
    expect(at.qualifyingPositions.every((p) => p.branch === "army")).toBe(true);

    const under = await ok(await search({ afqtScore: 50, lineScores: { CO: 76, ST: 100 }, branch: "army" }));
    expect(codes(under.qualifyingPositions)).not.toContain("11B");
    expect(codes(under.qualifyingPositions)).not.toContain("68W");
    // Both one point short: near misses naming the score and the points.
    const medic = under.nearMisses.find((m) => m.position.mosCode === "68W");
    expect(medic?.raises).toEqual([{ code: "ST", current: 100, required: 101, raiseBy: 1, subtest: null }]);
    expect(under.nearMisses.find((m) => m.position.mosCode === "11B")?.raiseTotal).toBe(1);
    // 35N is 12 points away: past the near-miss reach.
    expect(under.nearMisses.map((m) => m.position.mosCode)).not.toContain("35N");
  });

  it("holds the branch's AFQT floor (Space Force 36)", async () => {
    // 5C0X1-style MAGE rules: a high E and G with AFQT 35 opens no Space Force position.
    const low = await ok(await search({ afqtScore: 35, lineScores: { M: 99, A: 99, G: 99, E: 99 }, branch: "space_force" }));
    expect(low.qualifyingPositions).toEqual([]);
    expect(low.nearMisses.every((m) => m.raises.some((r) => r.code === "AFQT" && r.required === 36))).toBe(true);
  });

  it("judges Coast Guard sums of standard scores (AET: MK+EI+GS ≥ 162 & AR ≥ 52 | … & AFQT ≥ 65)", async () => {
    const met = await ok(await search({ afqtScore: 40, lineScores: { MK: 55, EI: 52, GS: 55, AR: 52 }, branch: "coast_guard" }));
    expect(codes(met.qualifyingPositions)).toContain("AET");
    const short = await ok(await search({ afqtScore: 40, lineScores: { MK: 55, EI: 50, GS: 55, AR: 52 }, branch: "coast_guard" }));
    expect(codes(short.qualifyingPositions)).not.toContain("AET");
    expect(short.nearMisses.find((m) => m.position.mosCode === "AET")?.raises).toEqual([
      { code: "MK+EI+GS", current: 160, required: 162, raiseBy: 2, subtest: { code: "MK", raiseBy: 2 } },
    ]);
  });

  it("searches every branch without a branch and returns §3 fields", async () => {
    // Air Force 1C6X1 Space Systems Operations: E ≥ 60.
    const all = await ok(await search({ afqtScore: 60, lineScores: { E: 60 } }));
    expect(all.totalPositions).toBe(162);
    const space = all.qualifyingPositions.find((p) => p.mosCode === "1C6X1");
    expect(space).toMatchObject({
      branch: "air_force",
      category: "space_operations",
      baseSalary: 28886, // 2026 E-1 basic pay 2,407.20 × 12
      signingBonus: null,
      specialPay: null,
      minAFQT: 31,
      requiredLineScores: { E: 60 },
      securityClearance: "top_secret",
      trainingLength: null,
      otherTestsRequired: [],
    });
    expect(space?.requirements).toEqual({ text: "E ≥ 60", paths: [[{ kind: "composite", code: "E", min: 60 }]] });
  });

  it("answers an empty list when nothing qualifies", async () => {
    const none = await ok(await search({ afqtScore: 10, lineScores: { GT: 40 } }));
    expect(none.qualifyingPositions).toEqual([]);
  });
});

describe("browse", () => {
  it("lists at least 150 positions across the six services, filtered by branch and category", async () => {
    const all = (await browse()).json<MosPositionDto[]>();
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((p) => p.branch))).toEqual(new Set(["army", "navy", "air_force", "marines", "coast_guard", "space_force"]));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);

    const navy = (await browse("?branch=navy")).json<MosPositionDto[]>();
    expect(navy.length).toBe(29);
    expect(navy.every((p) => p.branch === "navy")).toBe(true);

    const cyber = (await browse("?category=cyber")).json<MosPositionDto[]>();
    expect(cyber.length).toBeGreaterThan(0);
    expect(cyber.every((p) => p.category === "cyber")).toBe(true);

    const armyMedical = (await browse("?branch=army&category=medical")).json<MosPositionDto[]>();
    expect(codes(armyMedical).sort()).toEqual(["68A", "68K", "68W", "68X"]);
  });
});

/** A scored full test as the full-test module stores it (see recruiter-packet.test.ts). */
async function storeFullTest(userId: number): Promise<FullTestResults> {
  const thetas = Object.fromEntries(SUBTEST_CODES.map((c, i) => [c, 0.2 + i * 0.05])) as Record<SubtestCode, number>;
  const score = scoreFullTest(thetas);
  const results: FullTestResults = {
    standardScores: score.standardScores,
    thetas,
    ve: score.VE,
    as: score.AS,
    afqtRaw: score.afqtRaw,
    afqtPercentile: score.afqtPercentile,
    afqtCategory: score.afqtCategory,
    composites: score.composites,
    jobs: [],
    timedOut: [],
  };
  const id = randomUUID();
  const completedAt = new Date(Date.now() - 60_000);
  await ctx.database.db
    .insert(fullTests)
    .values({ id, userId, status: "completed", nextIndex: 10, afqtPercentile: score.afqtPercentile, results, completedAt });
  const sectionRows = await ctx.database.db.select({ id: sections.id, code: sections.code }).from(sections);
  await ctx.database.db.insert(testSessions).values(
    sectionRows.map((s) => ({
      id: randomUUID(),
      userId,
      sectionId: s.id,
      totalQuestions: 15,
      isCompleted: true,
      isAdaptive: true,
      mode: "full_test" as const,
      fullTestId: id,
      theta: thetas[s.code as SubtestCode],
      thetaSe: 0.3,
      completedAt,
    })),
  );
  return results;
}

describe("prefill from the latest full test", () => {
  it("is empty before a full test, then carries its AFQT and each branch's line scores", async () => {
    const learner = await signedInUser(ctx.app, ctx.database.db);
    const get = async () => {
      const res = await request(ctx.app, { method: "GET", url: "/api/mos-pathfinder/prefill", cookie: learner.cookie });
      expect(res.statusCode).toBe(200);
      return res.json<PathfinderPrefill>();
    };
    expect(await get()).toEqual({ fullTest: null });

    const results = await storeFullTest(learner.user.id);
    const { fullTest } = await get();
    expect(fullTest?.afqtScore).toBe(results.afqtPercentile);
    expect(fullTest?.lineScores.army).toMatchObject({ ...results.composites.army, AR: results.standardScores.AR, VE: results.ve });
    expect(fullTest?.lineScores.space_force).toMatchObject(results.composites.air_force);
    expect(fullTest?.lineScores.navy).toMatchObject({ MK: results.standardScores.MK, AS: results.as });
    expect(fullTest?.lineScores.navy).not.toHaveProperty("EL"); // Navy rules are sums: no composite names

    // One click: the prefilled Army search opens exactly the jobs the domain's own evaluation opens.
    const army = await ok(
      await search({ afqtScore: fullTest?.afqtScore, lineScores: fullTest?.lineScores.army, branch: "army" }, learner.cookie),
    );
    const scores = {
      standardScores: score(results),
      VE: results.ve,
      AS: results.as,
      composites: results.composites.army,
      afqtPercentile: results.afqtPercentile,
    };
    const expected = evaluateJobs("army", scores)
      .filter((e) => e.status !== "not_qualified")
      .map((e) => e.job.code);
    expect(results.afqtPercentile).toBeGreaterThanOrEqual(31);
    expect(codes(army.qualifyingPositions)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });
});

function score(results: FullTestResults): Record<SubtestCode, number> {
  return results.standardScores as Record<SubtestCode, number>;
}
