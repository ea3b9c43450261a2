import type { BudgetSimulationDto, CreateBudgetSimulationRequest } from "@contracts/budget";
import { BUDGET_LIMITS, BUDGET_MESSAGES } from "@contracts/budget";
import type { BranchCode } from "@domain/constants";
import { canUseBudgetBranch, canUsePayGrade } from "@domain/entitlements";
import { isPayGrade, simulateBudget, STATE_CHOICES, type StateChoice } from "@domain/pay";
import type { UserRow } from "../../db/rows";
import { conflict, HttpError, notFound } from "../../plugins/errors";
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
function assertAllowed(user: UserRow, input: CreateBudgetSimulationRequest): void {
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

export function budgetService(repo: BudgetRepo) {
  return {
    async list(user: UserRow): Promise<BudgetSimulationDto[]> {
      return (await repo.list(user.id)).map(toDto);
    },

    /** Saves a scenario with the figures worked out here, from the settings alone. */
    async create(user: UserRow, input: CreateBudgetSimulationRequest): Promise<BudgetSimulationDto> {
      assertAllowed(user, input);
      if ((await repo.countFor(user.id)) >= BUDGET_LIMITS.savedMax) throw conflict(BUDGET_MESSAGES.tooMany);
      const calculation = simulateBudget({
        grade: input.rank,
        yearsOfService: input.yearsOfService,
        signingBonus: input.signingBonus,
        tspPercent: input.tspPercent,
        state: input.state,
        stateRatePercent: input.stateRatePercent,
        bahOverride: input.bahOverride,
      });
      const row = await repo.insert({
        userId: user.id,
        name: input.name,
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
