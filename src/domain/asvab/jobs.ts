/**
 * Which military jobs a set of ASVAB scores opens, and how far off the rest are.
 * Rules come from jobs-data.ts; scales differ by branch (Army and Marine line scores, Air Force percentiles, Navy and
 * Coast Guard raw sums), so a job's minimums are always compared with scores of its own branch.
 */
import type { BranchCode } from "../constants";
import { weightedSum, type Recipe } from "./composites";
import { MILITARY_JOBS } from "./jobs-data";
import { STANDARD_SCORE_CODES, type StandardScoreCode, type StandardScoreSet, type SubtestCode } from "./subtests";

export const JOB_CATEGORIES = [
  "cyber",
  "intelligence",
  "medical",
  "information_technology",
  "space_operations",
  "aviation",
  "logistics",
  "combat",
  "mechanical",
  "administration",
  "other",
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/**
 * `composite`: a named service line score. `sum`: a sum of standard scores written as in the regulations
 * ("VE+AR+MK+AS", "AR+2MK+GS"). `afqt`: an AFQT percentile. `test`: a non-ASVAB test (DLAB, PSM, ICTL...).
 */
export type RequirementTerm =
  | { readonly kind: "composite"; readonly name: string; readonly min: number }
  | { readonly kind: "sum"; readonly expr: string; readonly min: number }
  | { readonly kind: "afqt"; readonly min: number }
  | { readonly kind: "test"; readonly name: string; readonly min: number };

/** Every term must hold; a job lists alternative paths, any one of which qualifies. */
export type RequirementPath = readonly RequirementTerm[];

export interface MilitaryJob {
  readonly code: string;
  readonly title: string;
  readonly branch: BranchCode;
  readonly category: JobCategory;
  readonly clearance: string | null;
  readonly paths: readonly RequirementPath[];
}

export interface JobScores {
  /** Rounded, as on a score report. */
  readonly standardScores: Readonly<Record<SubtestCode, number>>;
  readonly VE: number;
  readonly AS: number;
  /** The composites of the job's branch (see compositesForBranch). */
  readonly composites: Readonly<Record<string, number>>;
  readonly afqtPercentile: number;
}

export type JobStatus = "qualified" | "needs_other_test" | "not_qualified";

export interface TermGap {
  /** What the UI names: a composite ("GT"), a sum as written ("VE+AR"), or "AFQT". */
  readonly label: string;
  readonly required: number;
  readonly actual: number;
  readonly pointsShort: number;
}

export interface Shortfall {
  /** Summed over the path's unmet terms; only a ranking aid when a path mixes scales (a sum and the AFQT). */
  readonly points: number;
  readonly gaps: readonly TermGap[];
}

export interface JobEvaluation {
  readonly job: MilitaryJob;
  readonly status: JobStatus;
  /** Non-ASVAB tests the deciding path still needs: all that stands in the way for needs_other_test. */
  readonly otherTests: readonly string[];
  /** not_qualified only: what the closest path is missing. */
  readonly shortfall: Shortfall | null;
}

export interface ParsedSum {
  readonly recipe: Recipe;
  /** Codes that are not ASVAB standard scores, e.g. CS (coding speed, dropped from the ASVAB in 2002) or CT. */
  readonly otherCodes: readonly string[];
}

const SUM_TOKEN = /^(\d*)([A-Z]+)$/;

export function parseSumExpression(expr: string): ParsedSum {
  const recipe: Partial<Record<StandardScoreCode, number>> = {};
  const otherCodes: string[] = [];
  for (const token of expr.split("+")) {
    const match = SUM_TOKEN.exec(token.trim());
    if (!match) throw new Error(`Malformed score sum "${expr}"`);
    const [, multiplier = "", code = ""] = match;
    if (isStandardScoreCode(code)) recipe[code] = (recipe[code] ?? 0) + (multiplier === "" ? 1 : Number(multiplier));
    else if (!otherCodes.includes(code)) otherCodes.push(code);
  }
  return { recipe, otherCodes };
}

export function jobsForBranch(branch: BranchCode): readonly MilitaryJob[] {
  return MILITARY_JOBS.filter((job) => job.branch === branch);
}

export function evaluateJobs(branch: BranchCode, scores: JobScores): JobEvaluation[] {
  return jobsForBranch(branch).map((job) => evaluateJob(job, scores));
}

export function evaluateJob(job: MilitaryJob, scores: JobScores): JobEvaluation {
  const checks = job.paths.map((path) => checkPath(path, scores));
  if (checks.some((check) => check.gaps.length === 0 && check.otherTests.length === 0)) {
    return { job, status: "qualified", otherTests: [], shortfall: null };
  }
  const fewerTestsFirst = (a: PathCheck, b: PathCheck) => a.otherTests.length - b.otherTests.length;
  const [pending] = checks.filter((check) => check.gaps.length === 0).sort(fewerTestsFirst);
  if (pending) return { job, status: "needs_other_test", otherTests: pending.otherTests, shortfall: null };

  const [closest] = checks.sort((a, b) => pointsShort(a) - pointsShort(b) || fewerTestsFirst(a, b));
  if (!closest) throw new Error(`Job ${job.branch} ${job.code} has no requirement path`);
  return { job, status: "not_qualified", otherTests: closest.otherTests, shortfall: { points: pointsShort(closest), gaps: closest.gaps } };
}

/** "CO ≥ 77", "PC+MK ≥ 108 & DLAB ≥ 110 | MK+VE ≥ 126": terms joined by &, alternative paths by |. */
export function describeRequirement(job: MilitaryJob): string {
  return job.paths.map((path) => path.map(describeTerm).join(" & ")).join(" | ");
}

function describeTerm(term: RequirementTerm): string {
  return `${termLabel(term)} ≥ ${term.min}`;
}

function termLabel(term: RequirementTerm): string {
  switch (term.kind) {
    case "composite":
    case "test":
      return term.name;
    case "sum":
      return term.expr;
    case "afqt":
      return "AFQT";
  }
}

interface PathCheck {
  readonly gaps: TermGap[];
  readonly otherTests: string[];
}

function checkPath(path: RequirementPath, scores: JobScores): PathCheck {
  const check: PathCheck = { gaps: [], otherTests: [] };
  const addTest = (name: string) => {
    if (!check.otherTests.includes(name)) check.otherTests.push(name);
  };
  const compare = (term: RequirementTerm, actual: number) => {
    if (actual < term.min) check.gaps.push({ label: termLabel(term), required: term.min, actual, pointsShort: term.min - actual });
  };
  for (const term of path) {
    switch (term.kind) {
      case "composite":
        compare(term, compositeValue(term.name, scores));
        break;
      case "afqt":
        compare(term, scores.afqtPercentile);
        break;
      case "test":
        addTest(term.name);
        break;
      case "sum": {
        // A sum with a non-ASVAB part cannot be judged from ASVAB scores alone, so the whole term waits on that test.
        const { recipe, otherCodes } = parseSumExpression(term.expr);
        if (otherCodes.length > 0) otherCodes.forEach(addTest);
        else compare(term, weightedSum(standardScoreSet(scores), recipe));
        break;
      }
    }
  }
  return check;
}

function compositeValue(name: string, scores: JobScores): number {
  const value = scores.composites[name];
  // Job rules and branch composites come from the same tables; a miss means the caller passed another branch's scores.
  if (value === undefined) throw new Error(`No ${name} composite among the scores passed`);
  return value;
}

function pointsShort(check: PathCheck): number {
  return check.gaps.reduce((total, gap) => total + gap.pointsShort, 0);
}

function standardScoreSet(scores: JobScores): StandardScoreSet {
  return { ...scores.standardScores, VE: scores.VE, AS: scores.AS };
}

function isStandardScoreCode(code: string): code is StandardScoreCode {
  return (STANDARD_SCORE_CODES as readonly string[]).includes(code);
}
