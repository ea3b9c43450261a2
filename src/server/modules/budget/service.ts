import type { BudgetSimulationDto, CreateBudgetSimulationRequest } from "@contracts/budget";
import type { exportBudgetPdfRequest } from "@contracts/budget";
import type { z } from "zod";
import { BUDGET_LIMITS, BUDGET_MESSAGES } from "@contracts/budget";
import type { BranchCode } from "@domain/constants";
import { canUseBudgetBranch, canUsePayGrade, entitlementsOf } from "@domain/entitlements";
import { isPayGrade, simulateBudget, STATE_CHOICES, type BudgetSettings, type StateChoice } from "@domain/pay";
import type { UserRow } from "../../db/rows";
import { conflict, HttpError, notFound } from "../../plugins/errors";
import { SPANISH_BRANCH_NAMES } from "./pdf";
import type { BudgetRepo, BudgetSimulationRow } from "./repo";

const isState = (value: string): value is StateChoice => (STATE_CHOICES as readonly string[]).includes(value);

function toDto(row: BudgetSimulationRow): BudgetSimulationDto {
  // Rows are written only by `create`, from validated settings; a value outside the lists would be a bug.
  if (!isPayGrade(row.rank) || !isState(row.state)) throw new Error(`budget simulation ${row.id} holds an unknown grade or state`);
  return {
    id: row.id,
    name: row.name,
    settings: {
      rank: row.rank,
      branch: row.branch as BranchCode,
      yearsOfService: row.yearsOfService,
      signingBonus: row.signingBonus,
      tspPercent: row.tspPercent,
      state: row.state,
      stateRatePercent: row.stateRatePercent,
      bahOverride: row.bahOverride,
    },
    calculation: row.calculation,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The plan's limits, from the rule book: a free learner may use E-1 to E-3 and the Army only. */
function assertAllowed(user: UserRow, input: Pick<CreateBudgetSimulationRequest, "rank" | "branch">): void {
  const tier = user.subscriptionTier;
  const grade = !canUsePayGrade(tier, input.rank);
  const branch = !canUseBudgetBranch(tier, input.branch);
  if (!grade && !branch) return;
  const errors: Record<string, string[]> = {};
  if (grade) errors.rank = [BUDGET_MESSAGES.premiumGrade];
  if (branch) errors.branch = [BUDGET_MESSAGES.premiumBranch];
  throw new HttpError(403, grade ? BUDGET_MESSAGES.premiumGrade : BUDGET_MESSAGES.premiumBranch, errors, {
    code: "BUDGET_PREMIUM",
    hint: BUDGET_MESSAGES.upgradeHint,
  });
}

type SettingsInput = Omit<CreateBudgetSimulationRequest, "name">;

/** The request's settings in the domain's terms (the request says `rank`, the pay tables `grade`). */
const settingsOf = (input: SettingsInput): BudgetSettings => ({
  grade: input.rank,
  yearsOfService: input.yearsOfService,
  signingBonus: input.signingBonus,
  tspPercent: input.tspPercent,
  state: input.state,
  stateRatePercent: input.stateRatePercent,
  bahOverride: input.bahOverride,
});

/** A scenario a spec-literal client saved without a name is named after its grade and years. */
const defaultName = (input: SettingsInput) => `${input.rank}, ${input.yearsOfService} years`;

/** What the service needs to have a PDF made in the background (the job queue, decision 22). */
export interface BudgetPdfDeps {
  /** Rejects (with a 429 HttpError) when the learner already has a PDF on the way. */
  enqueue(kind: string, userId: number, payload: unknown): Promise<string>;
  branchName(code: BranchCode): Promise<string>;
  clock: () => Date;
}

export const BUDGET_PDF_JOB = "budget-pdf";

export function budgetService(repo: BudgetRepo, pdf?: BudgetPdfDeps) {
  return {
    /** Queues the scenario's PDF (watermarked on the free plan, from the rule book) and says where it will be. */
    async exportPdf(user: UserRow, input: z.output<typeof exportBudgetPdfRequest>): Promise<{ downloadUrl: string; jobId: string }> {
      if (!pdf) throw new Error("budget PDF export is not wired");
      assertAllowed(user, input);
      const settings = settingsOf(input);
      const jobId = await pdf.enqueue(BUDGET_PDF_JOB, user.id, {
        name: input.name ?? defaultName(input),
        // The server's own name for the branch the learner may use: nothing the client typed is printed as a branch.
        branchName: input.language === "es" ? SPANISH_BRANCH_NAMES[input.branch] : await pdf.branchName(input.branch),
        settings,
        watermark: entitlementsOf(user.subscriptionTier).pdf === "watermarked",
        language: input.language,
        requestedAt: pdf.clock().toISOString(),
      });
      return { jobId, downloadUrl: `/api/exports/${jobId}/file` };
    },

    async list(user: UserRow): Promise<BudgetSimulationDto[]> {
      return (await repo.list(user.id)).map(toDto);
    },

    /** Saves a scenario with the figures worked out here, from the settings alone. */
    async create(user: UserRow, input: CreateBudgetSimulationRequest): Promise<BudgetSimulationDto> {
      assertAllowed(user, input);
      if ((await repo.countFor(user.id)) >= BUDGET_LIMITS.savedMax) throw conflict(BUDGET_MESSAGES.tooMany);
      const calculation = simulateBudget(settingsOf(input));
      const row = await repo.insert({
        userId: user.id,
        name: input.name ?? defaultName(input),
        rank: input.rank,
        branch: input.branch,
        yearsOfService: input.yearsOfService,
        signingBonus: input.signingBonus,
        tspPercent: input.tspPercent,
        state: input.state,
        stateRatePercent: input.stateRatePercent,
        bahOverride: input.bahOverride,
        payYear: calculation.payYear,
        calculation,
      });
      return toDto(row);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      if (!(await repo.remove(user.id, id))) throw notFound(BUDGET_MESSAGES.notFound);
    },
  };
}
export type BudgetService = ReturnType<typeof budgetService>;
