import { describe, expect, it } from "vitest";
import { MILITARY_JOBS } from "../asvab/jobs-data";
import {
  clearanceLevel,
  evaluatePosition,
  minimumAfqt,
  NEAR_MISS_MAX_POINTS,
  positionCategory,
  requiredLineScores,
  runPathfinder,
  type PositionRules,
} from "./pathfinder";

const job = (branch: string, code: string) => {
  const found = MILITARY_JOBS.find((j) => j.branch === branch && j.code === code);
  if (!found) throw new Error(`no ${branch} ${code}`);
  return found;
};

describe("evaluatePosition on real rules", () => {
  const infantry = job("army", "11B"); // CO ≥ 77

  it("qualifies at the boundary and misses one point under it, with the raise", () => {
    expect(evaluatePosition(infantry, 50, { CO: 77 }).status).toBe("qualified");
    const under = evaluatePosition(infantry, 50, { CO: 76 });
    expect(under).toMatchObject({ status: "not_qualified", raiseTotal: 1 });
    expect(under.raises).toEqual([{ code: "CO", current: 76, required: 77, raiseBy: 1, subtest: null }]);
  });

  it("holds the branch's enlistment AFQT floor (Army 31) on every path", () => {
    expect(evaluatePosition(infantry, 31, { CO: 120 }).status).toBe("qualified");
    const low = evaluatePosition(infantry, 30, { CO: 120 });
    expect(low.raises).toEqual([{ code: "AFQT", current: 30, required: 31, raiseBy: 1, subtest: null }]);
  });

  it("takes any one of a job's alternative paths and names the cheaper one when none holds", () => {
    const mechanic = job("army", "91B"); // MM ≥ 92 | MM ≥ 87 & GT ≥ 85
    expect(evaluatePosition(mechanic, 50, { MM: 88, GT: 85 }).status).toBe("qualified");
    const miss = evaluatePosition(mechanic, 50, { MM: 88, GT: 80 });
    // Path 1 needs MM +4; path 2 needs GT +5: the first is cheaper.
    expect(miss.raises.map((r) => [r.code, r.raiseBy])).toEqual([["MM", 4]]);
    expect(miss.raiseTotal).toBe(4);
  });

  it("judges Coast Guard sums of standard scores and names the subtest to raise", () => {
    const aet = job("coast_guard", "AET"); // MK+EI+GS ≥ 162 & AR ≥ 52 | MK+EI+GS ≥ 162 & AFQT ≥ 65
    expect(evaluatePosition(aet, 40, { MK: 55, EI: 52, GS: 55, AR: 52 }).status).toBe("qualified");
    // AR 50 fails path 1, but AFQT 70 takes path 2.
    expect(evaluatePosition(aet, 70, { MK: 55, EI: 52, GS: 55, AR: 50 }).status).toBe("qualified");
    const miss = evaluatePosition(aet, 40, { MK: 55, EI: 50, GS: 55, AR: 52 });
    expect(miss.raises).toEqual([{ code: "MK+EI+GS", current: 160, required: 162, raiseBy: 2, subtest: { code: "MK", raiseBy: 2 } }]);
  });

  it("raises a doubled subtest by half the gap (AR+2MK+GS)", () => {
    const cwt = job("navy", "CWT");
    const path = cwt.paths.find((p) => p.some((t) => t.kind === "sum" && t.expr === "AR+2MK+GS"));
    if (!path) throw new Error("CWT has no AR+2MK+GS path");
    const rules: PositionRules = { branch: "navy", paths: [path] };
    // 60 + 2·55 + 66 = 236, 3 short of 239: MK +2 (2·2 = 4 ≥ 3).
    const miss = evaluatePosition(rules, 60, { AR: 60, MK: 55, GS: 66 });
    expect(miss.raises[0]).toMatchObject({ current: 236, required: 239, raiseBy: 3, subtest: { code: "MK", raiseBy: 2 } });
    expect(miss.raiseTotal).toBe(2);
  });

  it("qualifies on the ASVAB side and lists a non-ASVAB test still to take", () => {
    const cyber = job("army", "17C"); // GT ≥ 110 & ST ≥ 112 & ICTL ≥ 60
    expect(evaluatePosition(cyber, 70, { GT: 110, ST: 112 })).toMatchObject({ status: "needs_other_test", otherTests: ["ICTL"] });
  });

  it("says which scores are missing when no path can be judged", () => {
    const miss = evaluatePosition(infantry, 50, { GT: 120 });
    expect(miss).toMatchObject({ status: "not_qualified", raiseTotal: null, missing: ["CO"] });
  });
});

describe("runPathfinder", () => {
  it("splits qualifying positions from near misses, easiest first, and leaves far ones out", () => {
    const positions = [job("army", "11B"), job("army", "35N"), job("army", "25B"), job("army", "68W")];
    // 11B CO 77 (met); 35N ST 112 (12 short: too far); 25B ST 95 (met); 68W ST 101 (1 short).
    const result = runPathfinder(positions, 60, { CO: 90, ST: 100 });
    expect(result.qualifying.map((q) => q.position.code)).toEqual(["11B", "25B"]);
    expect(result.nearMisses.map((m) => [m.position.code, m.raiseTotal])).toEqual([["68W", 1]]);
    expect(NEAR_MISS_MAX_POINTS).toBe(10);
  });
});

describe("position fields", () => {
  it("minimumAfqt is the branch floor unless every path asks more", () => {
    expect(minimumAfqt(job("coast_guard", "AET"))).toBe(32);
    expect(minimumAfqt({ branch: "space_force", paths: [[{ kind: "composite", name: "G", min: 60 }]] })).toBe(36);
    expect(minimumAfqt({ branch: "army", paths: [[{ kind: "afqt", min: 65 }]] })).toBe(65);
  });

  it("requiredLineScores maps the first path's line scores and sums, not tests", () => {
    expect(requiredLineScores(job("army", "17C").paths)).toEqual({ GT: 110, ST: 112 });
    expect(requiredLineScores(job("coast_guard", "AET").paths)).toEqual({ "MK+EI+GS": 162, AR: 52 });
  });

  it("reads a clearance level from the sheet's note and leaves an unstated level null", () => {
    expect(clearanceLevel("TS/SCI + CI polygraph")).toBe("top_secret");
    expect(clearanceLevel("Top Secret (interim Secret before training)")).toBe("top_secret");
    expect(clearanceLevel("Secret (from SGT)")).toBe("secret");
    expect(clearanceLevel("Security clearance (level not stated)")).toBeNull();
    expect(clearanceLevel(null)).toBeNull();
  });

  it("keeps the spec's seven categories and leaves the others null", () => {
    expect(positionCategory("cyber")).toBe("cyber");
    expect(positionCategory("combat")).toBeNull();
  });
});
