import type { MosPosition } from "@content/careers";
import type { MosPositionDto, MosPositionsQuery, PathfinderPrefill, PathfinderResponse, PrefillKey } from "@contracts/careers";
import type { z } from "zod";
import type { pathfinderRequest } from "@contracts/careers";
import type { RequirementTerm } from "@domain/asvab";
import { BRANCH_CODES, type BranchCode } from "@domain/constants";
import { runPathfinder } from "@domain/careers/pathfinder";
import type { LatestScoredFullTest } from "../full-test";
import type { CareersRepo } from "./repo";

type PathfinderInput = z.output<typeof pathfinderRequest>;

interface Deps {
  repo: CareersRepo;
  /** The learner's latest scored full test, read through the full-test module (passed in by app.ts). */
  latestFullTest(userId: number): Promise<LatestScoredFullTest | null>;
}

function termDto(term: RequirementTerm) {
  switch (term.kind) {
    case "composite":
    case "test":
      return { kind: term.kind, code: term.name, min: term.min };
    case "sum":
      return { kind: term.kind, code: term.expr, min: term.min };
    case "afqt":
      return { kind: term.kind, code: "AFQT", min: term.min };
  }
}

/** The catalogue's position as §3 lists it, with its whole rule as `requirements`. */
export function positionDto(p: MosPosition): MosPositionDto {
  const { paths, requirementText, ...fields } = p;
  return { ...fields, requirements: { text: requirementText, paths: paths.map((path) => path.map(termDto)) } };
}

/** Composites a branch's rules read; Space Force shares the Air Force's MAGE, Navy and Coast Guard rules are sums. */
function compositesFor(branch: BranchCode, composites: LatestScoredFullTest["results"]["composites"]): Record<string, number> {
  switch (branch) {
    case "army":
      return composites.army;
    case "marines":
      return composites.marines;
    case "air_force":
    case "space_force":
      return composites.air_force;
    case "navy":
    case "coast_guard":
      return {};
  }
}

export function careersService({ repo, latestFullTest }: Deps) {
  return {
    positions(query: MosPositionsQuery): MosPositionDto[] {
      return repo.list(query).map(positionDto);
    },

    search(input: PathfinderInput): PathfinderResponse {
      const positions = repo.list({ branch: input.branch });
      const lineScores = input.lineScores as Record<string, number>;
      const { qualifying, nearMisses } = runPathfinder(positions, input.afqtScore, lineScores);
      return {
        qualifyingPositions: qualifying.map((q) => ({ ...positionDto(q.position), otherTestsRequired: [...q.otherTests] })),
        totalPositions: positions.length,
        searchCriteria: { afqtScore: input.afqtScore, branch: input.branch ?? null, lineScores },
        nearMisses: nearMisses.map((m) => ({
          position: positionDto(m.position),
          raiseTotal: m.raiseTotal,
          raises: [...m.raises],
          otherTestsRequired: [...m.otherTests],
        })),
      };
    },

    /**
     * The form's starting values from the latest scored full test: the AFQT, and per branch the composites its
     * rules read plus every standard score (the sums of Navy and Coast Guard rules). The composites stored with the
     * results are the ones the results screen showed (domain compositesForBranch on the unrounded scores). "all"
     * carries the Army's composites for the names the Army and the Marines share (GT, MM, EL, CL: one scale) and the
     * MAGE percentiles.
     */
    async prefill(userId: number): Promise<PathfinderPrefill> {
      const test = await latestFullTest(userId);
      if (!test) return { fullTest: null };
      const { results } = test;
      const standard = { ...results.standardScores, VE: results.ve, AS: results.as };
      const lineScores = Object.fromEntries([
        ["all", { ...standard, ...results.composites.air_force, ...results.composites.army }],
        ...BRANCH_CODES.map((b) => [b, { ...standard, ...compositesFor(b, results.composites) }]),
      ]) as Record<PrefillKey, Record<string, number>>;
      return {
        fullTest: { id: test.id, completedAt: test.completedAt.toISOString(), afqtScore: results.afqtPercentile, lineScores },
      };
    },
  };
}
export type CareersService = ReturnType<typeof careersService>;
