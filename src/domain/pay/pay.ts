import { BASIC_PAY_2026, YEARS_COLUMNS } from "./basic-pay-2026";
import { gradeKind, type PayGrade } from "./grades";
import {
  BAS_2026,
  FEDERAL_BRACKETS_2026_SINGLE,
  FICA_2026,
  STANDARD_DEDUCTION_2026_SINGLE,
  SUPPLEMENTAL_WITHHOLDING_RATE,
  TSP_2026,
} from "./rates-2026";

/** Money to the cent, so every shown line adds up to the shown totals (never -0: it would print as "-$0.00"). */
export function cents(amount: number): number {
  const rounded = Math.round(amount * 100 + Number.EPSILON * Math.sign(amount)) / 100;
  return rounded === 0 ? 0 : rounded;
}

export interface BasicPay {
  monthly: number;
  /** False when the table has no rate for the grade this early: the grade's first rate is used instead. */
  usualForYears: boolean;
}

/** Monthly basic pay for a grade after `years` completed years of service (the "over N" column holds from N). */
export function basicPay(grade: PayGrade, years: number): BasicPay {
  const row = BASIC_PAY_2026[grade];
  let column = 0;
  YEARS_COLUMNS.forEach((from, i) => {
    if (years >= from) column = i;
  });
  const rate = row[column];
  if (rate !== null && rate !== undefined) return { monthly: rate, usualForYears: true };
  const first = row.find((cell): cell is number => cell !== null);
  if (first === undefined) throw new Error(`no pay rate for ${grade}`);
  return { monthly: first, usualForYears: false };
}

export function basMonthly(grade: PayGrade): number {
  return gradeKind(grade) === "enlisted" ? BAS_2026.enlisted : BAS_2026.officer;
}

/** Federal income tax for a year's taxable wages, filing single with the standard deduction. */
export function federalIncomeTaxAnnual(annualWages: number): number {
  let taxable = Math.max(0, annualWages - STANDARD_DEDUCTION_2026_SINGLE);
  let tax = 0;
  let floor = 0;
  for (const { upTo, rate } of FEDERAL_BRACKETS_2026_SINGLE) {
    const inBracket = Math.min(taxable, upTo - floor);
    if (inBracket <= 0) break;
    tax += inBracket * rate;
    taxable -= inBracket;
    floor = upTo;
  }
  return tax;
}

/** Employee FICA per month on basic pay, from the yearly figures (wage base, additional Medicare). */
export function ficaMonthly(monthlyBasicPay: number): { socialSecurity: number; medicare: number } {
  const annual = monthlyBasicPay * 12;
  const socialSecurity = (Math.min(annual, FICA_2026.socialSecurityWageBase) * FICA_2026.socialSecurityRate) / 12;
  const extra = Math.max(0, annual - FICA_2026.additionalMedicareOver) * FICA_2026.additionalMedicareRate;
  const medicare = (annual * FICA_2026.medicareRate + extra) / 12;
  return { socialSecurity: cents(socialSecurity), medicare: cents(medicare) };
}

export interface TspMonthly {
  /** What the member puts in (a whole percent of basic pay, within the yearly elective limit). */
  member: number;
  /** BRS automatic 1%. */
  automatic: number;
  /** BRS matching: the first 3% dollar for dollar, the next 2% at half (up to 4% more), from two years of service. */
  matching: number;
}

export function tspMonthly(monthlyBasicPay: number, memberPercent: number, years: number): TspMonthly {
  const member = Math.min(monthlyBasicPay * (memberPercent / 100), TSP_2026.electiveDeferralLimit / 12);
  const matchedPercent =
    years >= TSP_2026.matchingFromYears ? Math.min(memberPercent, 3) + 0.5 * Math.min(Math.max(memberPercent - 3, 0), 2) : 0;
  return {
    member: cents(member),
    automatic: cents(monthlyBasicPay * TSP_2026.automaticRate),
    matching: cents((monthlyBasicPay * matchedPercent) / 100),
  };
}

export interface BonusEstimate {
  gross: number;
  federalTax: number;
  ficaTax: number;
  stateTax: number;
  net: number;
}

/** A signing bonus, paid once: supplemental wages (22% federal withholding), FICA, and the state's flat rate. */
export function signingBonus(amount: number, stateRate: number): BonusEstimate {
  const federalTax = cents(amount * SUPPLEMENTAL_WITHHOLDING_RATE);
  const ficaTax = cents(amount * (FICA_2026.socialSecurityRate + FICA_2026.medicareRate));
  const stateTax = cents(amount * stateRate);
  return { gross: amount, federalTax, ficaTax, stateTax, net: cents(amount - federalTax - ficaTax - stateTax) };
}
