/**
 * MOS Pathfinder (recruiter/content spec §2.5, §3, §5): which positions an AFQT percentile and a map of line scores
 * open, and for the ones just out of reach, which score to raise and by how much.
 *
 * The rules are the real ones of jobs-data.ts (alternative paths of composite, sum, AFQT and non-ASVAB test terms).
 * The request's line scores are one flat map, so a name means the same thing for every branch: that holds for the
 * rules as they are, since Army and Marine composites share a scale (mean 100, SD 20; GT, MM, EL, CL appear in both),
 * the Air Force / Space Force MAGE names (M, A, G, E) are their own, and Navy and Coast Guard rules are sums of
 * standard scores (AR, VE, MK...), which the map may also hold.
 */
import type { BranchCode } from "../constants";
import { parseSumExpression, type JobCategory, type RequirementPath } from "../asvab/jobs";

/** Spec §3 "Position categories". */
export const POSITION_CATEGORIES = [
  "cyber",
  "intelligence",
  "medical",
  "information_technology",
  "space_operations",
  "aviation",
  "logistics",
] as const;
export type PositionCategory = (typeof POSITION_CATEGORIES)[number];

/** Spec §3 "Line score codes", in the spec's order. */
export const SPEC_LINE_SCORE_CODES = ["GT", "ST", "AR", "MK", "EI", "GS", "VE", "G", "E"] as const;

/**
 * The other codes the real rules read: Army and Marine composites, the MAGE M and A, and the remaining standard
 * scores (Navy and Coast Guard sums use MC, AS, PC and AO; WK, AI and SI are on every score report).
 */
export const MORE_LINE_SCORE_CODES = [
  "CL",
  "CO",
  "EL",
  "FA",
  "GM",
  "MM",
  "OF",
  "SC",
  "M",
  "A",
  "WK",
  "PC",
  "AS",
  "MC",
  "AO",
  "AI",
  "SI",
] as const;

export const LINE_SCORE_CODES = [...SPEC_LINE_SCORE_CODES, ...MORE_LINE_SCORE_CODES] as const;
export type LineScoreCode = (typeof LINE_SCORE_CODES)[number];

export function isLineScoreCode(code: string): code is LineScoreCode {
  return (LINE_SCORE_CODES as readonly string[]).includes(code);
}

/**
 * Enlistment AFQT minimum with a high-school diploma (Tier 1), asvab-scoring.md §4 "Minimum AFQT by branch". Where
 * sources conflict (Navy 31/35, Air Force 31/36, Marines 31/32) the value of the newest dated source (26 Sep 2026,
 * the same copy the job rules come from; for the Air Force read from the DAFECD) is used, so the floor and the job
 * rules are of one date. Army, Coast Guard and Space Force are verified in two sources.
 */
export const BRANCH_MIN_AFQT: Readonly<Record<BranchCode, number>> = {
  army: 31,
  navy: 31,
  air_force: 31,
  marines: 31,
  coast_guard: 32,
  space_force: 36,
};

/** A not-qualified position is a near miss when its cheapest path needs at most this many points in all. */
export const NEAR_MISS_MAX_POINTS = 10;

export type LineScores = Readonly<Partial<Record<string, number>>>;

/** What the evaluation needs of a position. */
export interface PositionRules {
  readonly branch: BranchCode;
  readonly paths: readonly RequirementPath[];
}

/** One score short of its minimum on the chosen path. */
export interface ScoreRaise {
  /** A line score ("GT"), a sum as written ("VE+AR+MK+AS"), or "AFQT". */
  readonly code: string;
  readonly current: number;
  readonly required: number;
  readonly raiseBy: number;
  /** For a sum: the one standard score whose raise closes the gap with the fewest points (the largest weight). */
  readonly subtest: { readonly code: string; readonly raiseBy: number } | null;
}

export type PositionStatus = "qualified" | "needs_other_test" | "not_qualified";

export interface PositionEvaluation {
  readonly status: PositionStatus;
  /** Non-ASVAB tests the deciding path also needs (DLAB, PSM...): not judged here. */
  readonly otherTests: readonly string[];
  /** not_qualified: the raises of the cheapest path whose scores are all known (empty when none is). */
  readonly raises: readonly ScoreRaise[];
  /** Points in all on that path (a sum counts its easiest subtest's raise); null when no path can be judged. */
  readonly raiseTotal: number | null;
  /** Codes not entered that the closest path needs, when no path could be judged from the scores given. */
  readonly missing: readonly string[];
}

interface PathOutcome {
  readonly raises: ScoreRaise[];
  readonly missing: string[];
  readonly otherTests: string[];
  readonly cost: number;
}

/** The lowest AFQT with which some path can qualify: the branch floor or a path's own AFQT term, whichever is higher. */
export function minimumAfqt(position: PositionRules): number {
  const floor = BRANCH_MIN_AFQT[position.branch];
  const perPath = position.paths.map((path) => Math.max(floor, ...path.flatMap((t) => (t.kind === "afqt" ? [t.min] : []))));
  return perPath.length > 0 ? Math.min(...perPath) : floor;
}

/** Spec §3 requiredLineScores: the first path's line-score and sum minimums (the other paths are in `requirements`). */
export function requiredLineScores(paths: readonly RequirementPath[]): Record<string, number> {
  const first = paths[0] ?? [];
  const out: Record<string, number> = {};
  for (const term of first) {
    if (term.kind === "composite") out[term.name] = term.min;
    else if (term.kind === "sum" && parseSumExpression(term.expr).otherCodes.length === 0) out[term.expr] = term.min;
  }
  return out;
}

export function evaluatePosition(position: PositionRules, afqtScore: number, lineScores: LineScores): PositionEvaluation {
  const outcomes = position.paths.map((path) => checkPath(path, BRANCH_MIN_AFQT[position.branch], afqtScore, lineScores));
  const judged = outcomes.filter((o) => o.missing.length === 0);
  const fewerTests = (a: PathOutcome, b: PathOutcome) => a.otherTests.length - b.otherTests.length;
  if (judged.some((o) => o.raises.length === 0 && o.otherTests.length === 0)) {
    return { status: "qualified", otherTests: [], raises: [], raiseTotal: 0, missing: [] };
  }
  const [pending] = judged.filter((o) => o.raises.length === 0).sort(fewerTests);
  if (pending) return { status: "needs_other_test", otherTests: pending.otherTests, raises: [], raiseTotal: 0, missing: [] };

  const [cheapest] = [...judged].sort((a, b) => a.cost - b.cost || fewerTests(a, b));
  if (cheapest) {
    return { status: "not_qualified", otherTests: cheapest.otherTests, raises: cheapest.raises, raiseTotal: cheapest.cost, missing: [] };
  }
  const [closest] = [...outcomes].sort((a, b) => a.missing.length - b.missing.length || a.cost - b.cost);
  return { status: "not_qualified", otherTests: closest?.otherTests ?? [], raises: [], raiseTotal: null, missing: closest?.missing ?? [] };
}

export interface PathfinderResult<P> {
  readonly qualifying: { readonly position: P; readonly otherTests: readonly string[] }[];
  readonly nearMisses: {
    readonly position: P;
    readonly raises: readonly ScoreRaise[];
    readonly raiseTotal: number;
    readonly otherTests: readonly string[];
  }[];
}

/**
 * Qualifying positions in the given order (a position that also needs a non-ASVAB test qualifies on the ASVAB side
 * and says which test), and the near misses, easiest first.
 */
export function runPathfinder<P extends PositionRules>(
  positions: readonly P[],
  afqtScore: number,
  lineScores: LineScores,
): PathfinderResult<P> {
  const qualifying: PathfinderResult<P>["qualifying"] = [];
  const nearMisses: PathfinderResult<P>["nearMisses"] = [];
  for (const position of positions) {
    const e = evaluatePosition(position, afqtScore, lineScores);
    if (e.status !== "not_qualified") qualifying.push({ position, otherTests: e.otherTests });
    else if (e.raiseTotal !== null && e.raiseTotal <= NEAR_MISS_MAX_POINTS) {
      nearMisses.push({ position, raises: e.raises, raiseTotal: e.raiseTotal, otherTests: e.otherTests });
    }
  }
  // Stable sort: equal raises keep the catalogue's order (branch, then code).
  nearMisses.sort((a, b) => a.raiseTotal - b.raiseTotal);
  return { qualifying, nearMisses };
}

function checkPath(path: RequirementPath, branchFloor: number, afqtScore: number, scores: LineScores): PathOutcome {
  const raises: ScoreRaise[] = [];
  const missing: string[] = [];
  const otherTests: string[] = [];
  let cost = 0;
  const addOnce = (list: string[], code: string) => {
    if (!list.includes(code)) list.push(code);
  };
  const short = (code: string, current: number, required: number, subtest: ScoreRaise["subtest"] = null) => {
    if (current >= required) return;
    const raiseBy = ceilPoints(required - current);
    raises.push({ code, current, required, raiseBy, subtest });
    cost += subtest ? subtest.raiseBy : raiseBy;
  };

  // The branch's enlistment floor and any AFQT term of the path are one requirement: the higher holds.
  short("AFQT", afqtScore, Math.max(branchFloor, ...path.flatMap((t) => (t.kind === "afqt" ? [t.min] : []))));
  for (const term of path) {
    switch (term.kind) {
      case "afqt":
        break;
      case "test":
        addOnce(otherTests, term.name);
        break;
      case "composite": {
        const value = scores[term.name];
        if (value === undefined) addOnce(missing, term.name);
        else short(term.name, value, term.min);
        break;
      }
      case "sum": {
        // A sum with a non-ASVAB part (CS, CT) waits on that test, as in evaluateJob.
        const { recipe, otherCodes } = parseSumExpression(term.expr);
        if (otherCodes.length > 0) {
          otherCodes.forEach((code) => addOnce(otherTests, code));
          break;
        }
        const parts = Object.entries(recipe) as [string, number][];
        const absent = parts.filter(([code]) => scores[code] === undefined);
        if (absent.length > 0) {
          absent.forEach(([code]) => addOnce(missing, code));
          break;
        }
        const total = parts.reduce((sum, [code, weight]) => sum + weight * (scores[code] ?? 0), 0);
        const [heaviestCode, heaviest] = parts.reduce((best, part) => (part[1] > best[1] ? part : best));
        const gap = term.min - total;
        short(term.expr, total, term.min, gap > 0 ? { code: heaviestCode, raiseBy: ceilPoints(gap / heaviest) } : null);
        break;
      }
    }
  }
  return { raises, missing, otherTests, cost };
}

/** Scores are whole points; a fractional gap (a decimal typed in) still needs the next whole point. */
function ceilPoints(points: number): number {
  return Math.ceil(points - 1e-9);
}

/** Spec §3 securityClearance from the sheet's note; a note without a level ("level not stated") stays null. */
export function clearanceLevel(note: string | null): "confidential" | "secret" | "top_secret" | null {
  if (!note) return null;
  if (/top secret|ts\/sci/i.test(note)) return "top_secret";
  if (/\bsecret\b/i.test(note)) return "secret";
  if (/confidential/i.test(note)) return "confidential";
  return null;
}

/**
 * Spec §3 category from the sheet's occupational field. The sheet's seven shared names carry over; combat,
 * mechanical, administration and other have no close spec category (a mechanic is not logistics, a paralegal is not
 * information technology), so they are null rather than forced into one, and the field itself stays on the position.
 */
export function positionCategory(field: JobCategory): PositionCategory | null {
  return (POSITION_CATEGORIES as readonly string[]).includes(field) ? (field as PositionCategory) : null;
}
