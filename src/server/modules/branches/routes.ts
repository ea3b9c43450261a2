import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { branchParams, militaryBranch, type MilitaryBranch } from "@contracts/branches";
import { errorResponse } from "@contracts/common";
import { BRANCH_CODES, type BranchCode } from "@domain/constants";
import { notFound } from "../../plugins/errors";
import type { BranchesRepo, BranchRow } from "./repo";

function toBranch(b: BranchRow): MilitaryBranch {
  return {
    code: b.code,
    name: b.name,
    description: b.description,
    minimumAFQTScore: b.minimumAfqtScore,
    gedMinimumAFQTScore: b.gedMinimumAfqtScore,
    primarySections: b.primarySections,
    specialtyJobs: b.specialtyJobs,
    recruitmentInfo: b.recruitmentInfo,
    recruiterUrl: b.recruiterUrl,
    recruiterPhone: b.recruiterPhone,
  };
}

const isBranchCode = (v: string): v is BranchCode => (BRANCH_CODES as readonly string[]).includes(v);

/** Reference data: public, so the landing page and signed-out visitors can read it too. */
export const branchRoutes: FastifyPluginAsyncZod<{ repo: BranchesRepo }> = async (app, { repo }) => {
  app.get("/api/military-branches", { schema: { response: { 200: z.array(militaryBranch) } } }, async () =>
    (await repo.list()).map(toBranch),
  );

  app.get(
    "/api/military-branches/:code",
    { schema: { params: branchParams, response: { 200: militaryBranch, 404: errorResponse } } },
    async (request) => {
      const code = request.params.code.toLowerCase();
      const branch = isBranchCode(code) ? await repo.findByCode(code) : undefined;
      if (!branch) throw notFound(`No military branch with code '${request.params.code}'`);
      return toBranch(branch);
    },
  );
};
