import type { CreateBudgetSimulationInput } from "@contracts/budget";
import { BUDGET_LIMITS } from "@contracts/budget";
import type { BranchCode } from "@domain/constants";
import { DEFAULT_OTHER_STATE_RATE_PERCENT, type BudgetSettings, type PayGrade, type StateChoice } from "@domain/pay";

/** What the settings form holds: the housing field is text so that empty means "use the placeholder". */
export interface BudgetFormValues {
  rank: PayGrade;
  branch: BranchCode;
  yearsOfService: number;
  signingBonus: number;
  tspPercent: number;
  state: StateChoice;
  stateRatePercent: number;
  bahOverride: string;
  name: string;
}

export const FORM_DEFAULTS: BudgetFormValues = {
  rank: "E-1",
  branch: "army",
  yearsOfService: 0,
  signingBonus: 0,
  tspPercent: BUDGET_LIMITS.tspDefault,
  state: "other",
  stateRatePercent: DEFAULT_OTHER_STATE_RATE_PERCENT,
  bahOverride: "",
  name: "",
};

/** Numbers from inputs can be NaN while a field is being retyped: fall back to a safe value for the live figures. */
const num = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

export function bahOf(text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The live preview's settings (clamped to what the server accepts). */
export function previewSettings(v: BudgetFormValues): BudgetSettings {
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
  const bah = bahOf(v.bahOverride);
  return {
    grade: v.rank,
    yearsOfService: clamp(Math.round(num(v.yearsOfService, 0)), BUDGET_LIMITS.yearsMax),
    signingBonus: clamp(num(v.signingBonus, 0), BUDGET_LIMITS.bonusMax),
    tspPercent: clamp(Math.round(num(v.tspPercent, BUDGET_LIMITS.tspDefault)), BUDGET_LIMITS.tspMax),
    state: v.state,
    stateRatePercent: clamp(num(v.stateRatePercent, DEFAULT_OTHER_STATE_RATE_PERCENT), BUDGET_LIMITS.stateRateMax),
    bahOverride: bah === null ? null : clamp(bah, BUDGET_LIMITS.bahMax),
  };
}

/** The request as sent: the server checks it with the same schema and works out the figures itself. */
export function toRequest(v: BudgetFormValues, fallbackName: string): CreateBudgetSimulationInput {
  // Whole dollars, as the official BAH table gives them (a typed 1600.50 is not an error).
  const bah = v.bahOverride.trim() === "" ? null : Math.round(Number(v.bahOverride));
  return {
    name: v.name.trim() || fallbackName,
    rank: v.rank,
    branch: v.branch,
    yearsOfService: v.yearsOfService,
    signingBonus: v.signingBonus,
    tspPercent: v.tspPercent,
    state: v.state,
    // A cleared rate field is the default rate the preview already shows, not a missing number.
    stateRatePercent: Number.isFinite(v.stateRatePercent) ? v.stateRatePercent : DEFAULT_OTHER_STATE_RATE_PERCENT,
    bahOverride: bah,
  };
}
