import type { PayGrade } from "./grades";
import { basicPay, basMonthly, cents, federalIncomeTaxAnnual, ficaMonthly, signingBonus, tspMonthly, type BonusEstimate } from "./pay";
import { PAY_TABLE_YEAR } from "./basic-pay-2026";
import { DEFAULT_BAH, DEFAULT_OTHER_STATE_RATE_PERCENT, type StateChoice } from "./rates-2026";

export interface BudgetSettings {
  grade: PayGrade;
  yearsOfService: number;
  signingBonus: number;
  /** Whole percent of basic pay the member puts into the TSP (traditional, before tax). */
  tspPercent: number;
  state: StateChoice;
  /** The flat rate for "other" (percent); ignored for a no-income-tax state. */
  stateRatePercent?: number;
  /** The learner's own monthly housing allowance; null = the placeholder for the grade. */
  bahOverride: number | null;
}

/** The learning spec's §9 split of net pay; housing is the allowance when there is one, else 30%. */
export const BUDGET_SPLIT = {
  food: 0.15,
  transportation: 0.1,
  personal: 0.1,
  savings: 0.15,
  entertainment: 0.1,
  emergency: 0.1,
} as const;
export const HOUSING_SHARE_WITHOUT_BAH = 0.3;

export interface MonthlyBudget {
  housing: number;
  food: number;
  transportation: number;
  personal: number;
  savings: number;
  entertainment: number;
  emergency: number;
}

export interface BudgetCalculation {
  payYear: number;
  basePay: number;
  basePayUsualForYears: boolean;
  bah: number;
  bahIsDefault: boolean;
  bas: number;
  grossPay: number;
  federalTax: number;
  stateTax: number;
  socialSecurityTax: number;
  medicareTax: number;
  ficaTax: number;
  totalTax: number;
  tspContribution: number;
  tspAutomatic: number;
  tspMatching: number;
  /** The government's BRS money this month: automatic plus matching. */
  tspFreeMoney: number;
  netPay: number;
  annualNetPay: number;
  monthlyBudget: MonthlyBudget;
  /** Net pay the split leaves unassigned (negative when the allowance is more than 30% of net). */
  budgetRemainder: number;
  bonus: BonusEstimate;
}

export function budgetSplit(netPay: number, bah: number): MonthlyBudget {
  const share = (rate: number) => cents(netPay * rate);
  const rest = {
    food: share(BUDGET_SPLIT.food),
    transportation: share(BUDGET_SPLIT.transportation),
    personal: share(BUDGET_SPLIT.personal),
    savings: share(BUDGET_SPLIT.savings),
    entertainment: share(BUDGET_SPLIT.entertainment),
    emergency: share(BUDGET_SPLIT.emergency),
  };
  // Without an allowance housing is the 30% that is left, to the cent: the split then adds up to net pay exactly
  // instead of a rounding cent over or under.
  const others = Object.values(rest).reduce((sum, v) => sum + v, 0);
  const housing = bah > 0 ? bah : cents(Math.max(0, netPay - others));
  return { housing, ...rest };
}

/**
 * Every figure of one scenario, per month, as an estimate for 2026. Federal and state tax fall on taxable pay
 * only: basic pay less the member's (traditional) TSP; BAS and BAH are tax-free. FICA falls on all basic pay.
 */
export function simulateBudget(settings: BudgetSettings): BudgetCalculation {
  const pay = basicPay(settings.grade, settings.yearsOfService);
  const basePay = pay.monthly;
  const bas = basMonthly(settings.grade);
  const bah = settings.bahOverride ?? DEFAULT_BAH[settings.grade];
  const tsp = tspMonthly(basePay, settings.tspPercent, settings.yearsOfService);
  const taxableMonthly = cents(basePay - tsp.member);
  const federalTax = cents(federalIncomeTaxAnnual(taxableMonthly * 12) / 12);
  const stateRate = settings.state === "other" ? (settings.stateRatePercent ?? DEFAULT_OTHER_STATE_RATE_PERCENT) / 100 : 0;
  const stateTax = cents(taxableMonthly * stateRate);
  const fica = ficaMonthly(basePay);
  const ficaTax = cents(fica.socialSecurity + fica.medicare);
  const totalTax = cents(federalTax + stateTax + ficaTax);
  const grossPay = cents(basePay + bas + bah);
  const netPay = cents(grossPay - totalTax - tsp.member);
  const monthlyBudget = budgetSplit(netPay, bah);
  const assigned = Object.values(monthlyBudget).reduce((sum, v) => sum + v, 0);
  return {
    payYear: PAY_TABLE_YEAR,
    basePay,
    basePayUsualForYears: pay.usualForYears,
    bah,
    bahIsDefault: settings.bahOverride === null,
    bas,
    grossPay,
    federalTax,
    stateTax,
    socialSecurityTax: fica.socialSecurity,
    medicareTax: fica.medicare,
    ficaTax,
    totalTax,
    tspContribution: tsp.member,
    tspAutomatic: tsp.automatic,
    tspMatching: tsp.matching,
    tspFreeMoney: cents(tsp.automatic + tsp.matching),
    netPay,
    annualNetPay: cents(netPay * 12),
    monthlyBudget,
    budgetRemainder: cents(netPay - assigned),
    bonus: signingBonus(settings.signingBonus, stateRate),
  };
}
