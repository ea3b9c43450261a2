import type { FullTestResults } from "@contracts/full-test";
import { BRANCH_CODES, type BranchCode } from "@domain/constants";
import { evaluateJobs, scoreFullTest, SUBTEST_CODES, type FullTestScore, type SubtestCode } from "@domain/asvab";

/** How many not-yet-open jobs per branch the results list as the nearest goals. */
const CLOSEST_JOBS = 5;

function branchComposites(branch: BranchCode, score: FullTestScore): Readonly<Record<string, number>> {
  switch (branch) {
    case "army":
      return score.composites.army;
    case "marines":
      return score.composites.marines;
    case "navy":
      return score.composites.navy;
    case "air_force":
    case "space_force":
      return score.composites.air_force;
    case "coast_guard":
      // Coast Guard rules are written as sums of standard scores: no named composites.
      return {};
  }
}

/** The results of a finished full test from its ten final ability estimates. */
export function fullTestResults(thetas: Readonly<Record<SubtestCode, number>>, timedOut: readonly string[]): FullTestResults {
  const score = scoreFullTest(thetas);
  const jobs = BRANCH_CODES.map((branch) => {
    const evaluations = evaluateJobs(branch, {
      standardScores: score.standardScores,
      VE: score.VE,
      AS: score.AS,
      composites: branchComposites(branch, score),
      afqtPercentile: score.afqtPercentile,
    });
    const ref = (e: (typeof evaluations)[number]) => ({ code: e.job.code, title: e.job.title, category: e.job.category });
    return {
      branch,
      total: evaluations.length,
      qualified: evaluations.filter((e) => e.status === "qualified").map(ref),
      needsOtherTest: evaluations.filter((e) => e.status === "needs_other_test").map(ref),
      closest: evaluations
        .filter((e) => e.status === "not_qualified" && e.shortfall !== null)
        .sort((a, b) => (a.shortfall?.points ?? 0) - (b.shortfall?.points ?? 0))
        .slice(0, CLOSEST_JOBS)
        .map((e) => ({
          ...ref(e),
          shortfall: Math.ceil(e.shortfall?.points ?? 0),
          on: (e.shortfall?.gaps ?? []).map((g) => g.label).join(" & "),
        })),
    };
  });
  return {
    standardScores: Object.fromEntries(SUBTEST_CODES.map((c) => [c, score.standardScores[c]])),
    thetas: Object.fromEntries(SUBTEST_CODES.map((c) => [c, Math.round(thetas[c] * 1000) / 1000])),
    ve: score.VE,
    as: score.AS,
    afqtRaw: score.afqtRaw,
    afqtPercentile: score.afqtPercentile,
    afqtCategory: score.afqtCategory,
    composites: score.composites,
    jobs,
    timedOut: [...timedOut],
  };
}
