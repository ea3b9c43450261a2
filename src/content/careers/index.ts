/**
 * The MOS Pathfinder's catalogue: every job of MILITARY_JOBS (162, six services, real line-score rules) joined with
 * its extras (positions-data.ts) and the spec §3 fields the reference sheets can fill.
 *
 * Filled from the sheets: mosCode, branch, title, the rule (requiredLineScores, requirements), minAFQT (the branch's
 * diploma minimum or a path's own AFQT term, domain/careers), securityClearance (from the clearance note), category,
 * baseSalary (below). Left null because no reference sheet has them per job, and they are not invented:
 * description, signingBonus (only the statutory cap is known, not any job's offer), specialPay, advancementRate,
 * civilianTransfer, trainingLength (the sheet's training_weeks is null for every job) and trainingLocation.
 */
import { basicPay } from "@domain/pay";
import { describeRequirement, MILITARY_JOBS, type MilitaryJob } from "@domain/asvab";
import { clearanceLevel, minimumAfqt, positionCategory, requiredLineScores } from "@domain/careers/pathfinder";
import { POSITION_EXTRAS } from "./positions-data";
import { POSITION_SOURCES, type MosPosition } from "./types";

export { POSITION_SOURCES, type MosPosition, type RuleVerification } from "./types";

/**
 * Every job here is an enlisted specialty, and a recruit without prior service or college credit enters it at E-1
 * with under two years of service; so baseSalary is the 2026 E-1 "2 or less" monthly basic pay (2,407.20,
 * military-pay-2026.md §1) times 12, in whole USD: 28,886. Some enlistment options start at E-2 or E-3, but the
 * sheets tie none of them to a job, so the one entry grade applies to all.
 */
export const ENTRY_GRADE = "E-1" as const;
export const ENTRY_BASE_SALARY = Math.round(basicPay(ENTRY_GRADE, 0).monthly * 12);

function position(job: MilitaryJob): MosPosition {
  const key = `${job.branch}:${job.code}`;
  const extras = POSITION_EXTRAS[key];
  if (!extras) throw new Error(`No pathfinder extras for ${key}: run scripts/rekey-careers.ts`);
  return {
    // The code alone is not unique (the Navy and the Coast Guard both have an IT rating).
    id: `${job.branch}-${job.code}`,
    mosCode: job.code,
    branch: job.branch,
    title: job.title,
    description: null,
    baseSalary: ENTRY_BASE_SALARY,
    signingBonus: null,
    specialPay: null,
    minAFQT: minimumAfqt(job),
    requiredLineScores: requiredLineScores(job.paths),
    advancementRate: null,
    civilianTransfer: null,
    securityClearance: clearanceLevel(job.clearance),
    clearanceNote: job.clearance,
    trainingLength: null,
    trainingLocation: null,
    category: positionCategory(job.category),
    occupationalField: job.category,
    entryGrade: ENTRY_GRADE,
    requirementText: describeRequirement(job),
    paths: job.paths,
    source: POSITION_SOURCES[extras.source],
    verification: extras.verification,
  };
}

/** In the sheet's order: branch by branch, codes ascending within each. */
export const MOS_POSITIONS: readonly MosPosition[] = MILITARY_JOBS.map(position);
