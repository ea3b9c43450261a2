import { describe, expect, it } from "vitest";
import { BRANCH_CODES, type BranchCode } from "../constants";
import { BRANCH_COMPOSITE_NAMES, compositesForBranch } from "./composites";
import { MILITARY_JOBS } from "./jobs-data";
import { describeRequirement, evaluateJob, evaluateJobs, type JobScores, type MilitaryJob, parseSumExpression } from "./jobs";
import { STANDARD_SCORE_CODES, type StandardScoreCode, type StandardScoreSet } from "./subtests";

function job(branch: BranchCode, code: string): MilitaryJob {
  const found = MILITARY_JOBS.find((j) => j.branch === branch && j.code === code);
  if (!found) throw new Error(`missing ${branch} ${code}`);
  return found;
}

/** Every standard score 50 unless overridden; composites computed for the branch unless given. */
function scores(
  branch: BranchCode,
  overrides: Partial<Record<StandardScoreCode, number>> = {},
  extra: { afqtPercentile?: number; composites?: Record<string, number> } = {},
): JobScores {
  const set = { ...Object.fromEntries(STANDARD_SCORE_CODES.map((code) => [code, 50])), ...overrides } as StandardScoreSet;
  const { VE, AS, ...standardScores } = set;
  return {
    standardScores,
    VE,
    AS,
    composites: extra.composites ?? compositesForBranch(branch, set),
    afqtPercentile: extra.afqtPercentile ?? 50,
  };
}

describe("job data", () => {
  it("holds all 162 jobs with the sheet's branch counts", () => {
    expect(MILITARY_JOBS).toHaveLength(162);
    const counts = Object.fromEntries(BRANCH_CODES.map((b) => [b, MILITARY_JOBS.filter((j) => j.branch === b).length]));
    expect(counts).toEqual({ army: 48, navy: 29, air_force: 34, marines: 29, coast_guard: 18, space_force: 4 });
  });

  it("has one entry per branch and code, each with at least one non-empty path", () => {
    const keys = MILITARY_JOBS.map((j) => `${j.branch}:${j.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const j of MILITARY_JOBS) {
      expect(j.paths.length, j.code).toBeGreaterThan(0);
      for (const path of j.paths) expect(path.length, j.code).toBeGreaterThan(0);
    }
  });

  it("names only composites its branch computes, and sums whose only non-ASVAB codes are CS and CT", () => {
    const otherCodes = new Set<string>();
    for (const j of MILITARY_JOBS) {
      for (const term of j.paths.flat()) {
        if (term.kind === "composite") expect(BRANCH_COMPOSITE_NAMES[j.branch], `${j.branch} ${j.code}`).toContain(term.name);
        if (term.kind === "sum") parseSumExpression(term.expr).otherCodes.forEach((code) => otherCodes.add(code));
      }
    }
    expect([...otherCodes].sort()).toEqual(["CS", "CT"]);
  });
});

describe("parseSumExpression", () => {
  it("reads multipliers and separates non-ASVAB codes", () => {
    expect(parseSumExpression("AR+2MK+GS")).toEqual({ recipe: { AR: 1, MK: 2, GS: 1 }, otherCodes: [] });
    expect(parseSumExpression("MC")).toEqual({ recipe: { MC: 1 }, otherCodes: [] });
    expect(parseSumExpression("VE+MK+CS")).toEqual({ recipe: { VE: 1, MK: 1 }, otherCodes: ["CS"] });
  });

  it("rejects malformed expressions", () => {
    expect(() => parseSumExpression("AR++MK")).toThrow(/Malformed/);
    expect(() => parseSumExpression("ar+mk")).toThrow(/Malformed/);
  });
});

describe("evaluateJob", () => {
  it("Army 11B needs CO ≥ 77 and reports the points short otherwise", () => {
    const infantry = job("army", "11B");
    expect(evaluateJob(infantry, scores("army", {}, { composites: { CO: 77 } })).status).toBe("qualified");
    const short = evaluateJob(infantry, scores("army", {}, { composites: { CO: 71 } }));
    expect(short.status).toBe("not_qualified");
    expect(short.shortfall).toEqual({ points: 6, gaps: [{ label: "CO", required: 77, actual: 71, pointsShort: 6 }] });
  });

  it("Navy CTI: MK+VE between 108 and 125 still needs the DLAB; 126 qualifies outright", () => {
    const cti = job("navy", "CTI");
    const pending = evaluateJob(cti, scores("navy", { MK: 55, VE: 60 }));
    expect(pending).toMatchObject({ status: "needs_other_test", otherTests: ["DLAB"], shortfall: null });
    expect(evaluateJob(cti, scores("navy", { MK: 63, VE: 63 })).status).toBe("qualified");
  });

  it("Navy CTI below every path points to the closest one, DLAB included", () => {
    // PC+MK = 52 + 52 = 104 (4 short of 108); MK+VE = 52 + 48 = 100 (8 short of 108, 26 short of 126).
    const result = evaluateJob(job("navy", "CTI"), scores("navy", { PC: 52, MK: 52, VE: 48 }));
    expect(result.status).toBe("not_qualified");
    expect(result.shortfall).toEqual({ points: 4, gaps: [{ label: "PC+MK", required: 108, actual: 104, pointsShort: 4 }] });
    expect(result.otherTests).toEqual(["DLAB"]);
  });

  it("Coast Guard AET accepts AFQT ≥ 65 in place of AR ≥ 52", () => {
    const aet = job("coast_guard", "AET");
    const electronics = { MK: 55, EI: 55, GS: 55, AR: 50 }; // MK+EI+GS = 165 ≥ 162
    expect(evaluateJob(aet, scores("coast_guard", electronics, { afqtPercentile: 70 })).status).toBe("qualified");
    expect(evaluateJob(aet, scores("coast_guard", { ...electronics, AR: 52 }, { afqtPercentile: 40 })).status).toBe("qualified");
    const short = evaluateJob(aet, scores("coast_guard", electronics, { afqtPercentile: 60 }));
    // AR is 2 short of 52; the AFQT alternative is 5 short of 65.
    expect(short.shortfall).toEqual({ points: 2, gaps: [{ label: "AR", required: 52, actual: 50, pointsShort: 2 }] });
  });

  it("treats a sum that includes coding speed (CS) as waiting on another test", () => {
    const ps = job("navy", "PS");
    // VE+MK = 100 misses 103, so only the VE+MK+CS path remains open.
    expect(evaluateJob(ps, scores("navy", { VE: 50, MK: 50 }))).toMatchObject({ status: "needs_other_test", otherTests: ["CS"] });
    expect(evaluateJob(ps, scores("navy", { VE: 52, MK: 51 })).status).toBe("qualified");
  });

  it("compares a single-code sum with that standard score", () => {
    // Navy EOD: AR+VE ≥ 109 & MC ≥ 51 | GS+MC+EI ≥ 169.
    const eod = job("navy", "EOD");
    expect(evaluateJob(eod, scores("navy", { AR: 55, VE: 55, MC: 51 })).status).toBe("qualified");
    const short = evaluateJob(eod, scores("navy", { AR: 55, VE: 55, MC: 49 }));
    expect(short.shortfall?.gaps).toEqual([{ label: "MC", required: 51, actual: 49, pointsShort: 2 }]);
  });

  it("prefers, among equally close paths, the one needing fewer other tests", () => {
    const synthetic = (paths: MilitaryJob["paths"]): MilitaryJob => ({
      code: "TEST",
      title: "Synthetic",
      branch: "air_force",
      category: "other",
      clearance: null,
      paths,
    });
    const g = (min: number) => ({ kind: "composite", name: "G", min }) as const;
    const test = (name: string) => ({ kind: "test", name, min: 50 }) as const;
    const withG = (value: number) => scores("air_force", {}, { composites: { G: value } });
    const pending = evaluateJob(
      synthetic([
        [g(50), test("PSM"), test("CT")],
        [g(50), test("PSM")],
      ]),
      withG(55),
    );
    expect(pending).toMatchObject({ status: "needs_other_test", otherTests: ["PSM"] });
    const short = evaluateJob(synthetic([[g(60), test("CT")], [g(60)]]), withG(55));
    expect(short).toMatchObject({ status: "not_qualified", otherTests: [], shortfall: { points: 5 } });
  });

  it("refuses composites from another branch rather than guessing", () => {
    expect(() => evaluateJob(job("army", "11B"), scores("navy"))).toThrow(/CO/);
  });
});

describe("evaluateJobs", () => {
  it("evaluates exactly the branch's jobs", () => {
    const results = evaluateJobs("marines", scores("marines"));
    expect(results).toHaveLength(29);
    expect(results.every((r) => r.job.branch === "marines")).toBe(true);
  });

  it("leaves every Space Force job waiting on the PSM, whatever the ASVAB", () => {
    const results = evaluateJobs("space_force", scores("space_force", { AR: 70, VE: 70, MK: 70 }));
    expect(results.map((r) => r.status)).toEqual(["needs_other_test", "needs_other_test", "needs_other_test", "needs_other_test"]);
    expect(results.every((r) => r.otherTests.includes("PSM"))).toBe(true);
  });

  it("qualifies more Army jobs as the scores rise", () => {
    const count = (level: number) =>
      evaluateJobs("army", scores("army", Object.fromEntries(STANDARD_SCORE_CODES.map((c) => [c, level])))).filter(
        (r) => r.status === "qualified",
      ).length;
    expect(count(40)).toBeLessThan(count(50));
    expect(count(50)).toBeLessThan(count(65));
  });
});

describe("describeRequirement", () => {
  it("joins terms with & and alternative paths with |", () => {
    expect(describeRequirement(job("navy", "CTI"))).toBe("PC+MK ≥ 108 & DLAB ≥ 110 | MK+VE ≥ 108 & DLAB ≥ 110 | MK+VE ≥ 126");
    expect(describeRequirement(job("coast_guard", "AET"))).toBe("MK+EI+GS ≥ 162 & AR ≥ 52 | MK+EI+GS ≥ 162 & AFQT ≥ 65");
  });
});
