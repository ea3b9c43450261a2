import { z } from "zod";
import { isTimeZone } from "@domain/analytics/calendar-day";
import { BRANCH_CODES } from "@domain/constants";
import { DEFAULT_OTHER_STATE_RATE_PERCENT, PAY_GRADES, STATE_CHOICES } from "@domain/pay";
import { int4IdParam, text } from "./common";
import { BUDGET_MESSAGES } from "./budget-messages";

/**
 * The pay & budget simulator (learning spec §2, §3 "budget simulation", §7; issue 13). The client sends only the
 * learner's settings; the server works out every figure from `domain/pay` and stores its own result, so a figure the
 * client sends (the spec's client sends its calculation too) is dropped by the schema and never kept.
 */

export const BUDGET_LIMITS = {
  nameMax: 80,
  yearsMax: 20,
  bonusMax: 50_000,
  bonusStep: 1_000,
  tspMax: 100,
  tspDefault: 5,
  stateRateMax: 15,
  bahMax: 10_000,
  /** Saved scenarios a learner may keep (a bound on what one account can store). */
  savedMax: 50,
  studyLogWeeksMax: 12,
} as const;

export { BUDGET_MESSAGES } from "./budget-messages";

const M = BUDGET_MESSAGES;
const L = BUDGET_LIMITS;
const wholeIn = (min: number, max: number, message: string) => z.number({ message }).int(message).min(min, message).max(max, message);

export const budgetSettings = z.object({
  rank: z.enum(PAY_GRADES, { message: M.rankInvalid }),
  branch: z.enum(BRANCH_CODES, { message: M.branchInvalid }),
  yearsOfService: wholeIn(0, L.yearsMax, M.yearsRange),
  signingBonus: wholeIn(0, L.bonusMax, M.bonusRange).multipleOf(L.bonusStep, M.bonusStep),
  tspPercent: wholeIn(0, L.tspMax, M.tspRange).default(L.tspDefault),
  // A client that sends only the spec's fields (rank, branch, years, bonus) gets the spec's flat state rate.
  state: z.enum(STATE_CHOICES, { message: M.stateInvalid }).default("other"),
  /** Used for "other" only: the learner's flat state rate. */
  stateRatePercent: z
    .number({ message: M.stateRateRange })
    .min(0, M.stateRateRange)
    .max(L.stateRateMax, M.stateRateRange)
    .default(DEFAULT_OTHER_STATE_RATE_PERCENT),
  /** The learner's monthly housing allowance from the official lookup; null = the grade's placeholder. */
  bahOverride: wholeIn(0, L.bahMax, M.bahRange).nullable().default(null),
});
export type BudgetSettingsInput = z.input<typeof budgetSettings>;
export type BudgetSettingsDto = z.output<typeof budgetSettings>;

/** POST /api/budget-simulations: the settings and a name. */
export const createBudgetSimulationRequest = budgetSettings.extend({
  /** Optional for a spec-literal client (the spec sends no name): the server names it after the grade and years. */
  name: text().trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong).optional(),
});
export type CreateBudgetSimulationInput = z.input<typeof createBudgetSimulationRequest>;
export type CreateBudgetSimulationRequest = z.output<typeof createBudgetSimulationRequest>;

const money = z.number();
export const budgetCalculation = z.object({
  payYear: z.number().int(),
  basePay: money,
  basePayUsualForYears: z.boolean(),
  bah: money,
  bahIsDefault: z.boolean(),
  bas: money,
  grossPay: money,
  federalTax: money,
  stateTax: money,
  socialSecurityTax: money,
  medicareTax: money,
  ficaTax: money,
  totalTax: money,
  tspContribution: money,
  tspAutomatic: money,
  tspMatching: money,
  tspFreeMoney: money,
  netPay: money,
  annualNetPay: money,
  monthlyBudget: z.object({
    housing: money,
    food: money,
    transportation: money,
    personal: money,
    savings: money,
    entertainment: money,
    emergency: money,
  }),
  budgetRemainder: money,
  bonus: z.object({ gross: money, federalTax: money, ficaTax: money, stateTax: money, net: money }),
});
export type BudgetCalculationDto = z.infer<typeof budgetCalculation>;

/**
 * Learning spec §7 `POST /api/budget-simulations/export-pdf` (rank, branch, yearsOfService, signingBonus, calculation)
 * → downloadUrl. The calculation a client sends is ignored: the PDF's figures are worked out on the server.
 */
export const exportBudgetPdfRequest = budgetSettings.extend({
  name: text().trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong).optional(),
  language: z.enum(["en", "es"]).default("en"),
});
export const exportBudgetPdfResponse = z.object({ downloadUrl: z.string(), jobId: z.string() });

export const budgetSimulation = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: budgetSettings,
  calculation: budgetCalculation,
  createdAt: z.string(),
});
export type BudgetSimulationDto = z.infer<typeof budgetSimulation>;

export const budgetSimulationParams = z.object({ id: int4IdParam("Budget simulation id") });

/** GET /api/study-logs?weeks=4&tz=America/Chicago: minutes studied per day in the learner's calendar. */
export const studyLogQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(L.studyLogWeeksMax).default(4),
  tz: z.string().refine(isTimeZone, "Unknown time zone").optional(),
});
export const studyLog = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  totalMinutes: z.number().int(),
  days: z.array(z.object({ date: z.string(), durationMinutes: z.number().int() })),
});
export type StudyLogDto = z.infer<typeof studyLog>;
