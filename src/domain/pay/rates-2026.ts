import type { PayGrade } from "./grades";

/**
 * The 2026 money facts besides basic pay, re-keyed from the team's pay reference (`military-pay-2026.md`):
 * BAS (§2), federal brackets and the standard deduction (§4), FICA (§5), TSP and BRS (§6). Supplemental-wage
 * withholding and the no-income-tax states are general tax rules the reference does not cover (see each note).
 */

/** Basic Allowance for Subsistence, per month (warrant officers draw the officer rate). Not taxed. */
export const BAS_2026 = { enlisted: 476.95, officer: 328.48 } as const;

/** Federal income tax, filing single: bracket tops of taxable income and their rates; 37% above the last. */
export const FEDERAL_BRACKETS_2026_SINGLE: readonly { upTo: number; rate: number }[] = [
  { upTo: 12_400, rate: 0.1 },
  { upTo: 50_400, rate: 0.12 },
  { upTo: 105_700, rate: 0.22 },
  { upTo: 201_775, rate: 0.24 },
  { upTo: 256_225, rate: 0.32 },
  { upTo: 640_600, rate: 0.35 },
  { upTo: Infinity, rate: 0.37 },
];
export const STANDARD_DEDUCTION_2026_SINGLE = 16_100;

/**
 * Bonuses are supplemental wages: employers may withhold federal tax at a flat 22% (IRS Publication 15, for
 * supplemental wages up to $1 million a year); FICA applies as to any wages.
 */
export const SUPPLEMENTAL_WITHHOLDING_RATE = 0.22;

export const FICA_2026 = {
  socialSecurityRate: 0.062,
  socialSecurityWageBase: 184_500,
  medicareRate: 0.0145,
  additionalMedicareRate: 0.009,
  additionalMedicareOver: 200_000,
} as const;

export const TSP_2026 = {
  /** Elective deferral limit per year (traditional and Roth together); the government's BRS money is on top. */
  electiveDeferralLimit: 24_500,
  /** BRS: the government puts in 1% of basic pay whether or not the member contributes. */
  automaticRate: 0.01,
  /** BRS matching starts after two years of service. */
  matchingFromYears: 2,
} as const;

/**
 * Housing allowance placeholders, per month, when the learner has not entered their own amount: the product
 * spec's §9 figures (E-1 and E-2 usually live in barracks: 0; E-3 1,500 rising by 100 to E-9 2,100; warrant and
 * officer grades 1,600 to 2,100). Real BAH depends on the duty station's ZIP code and dependants, so the screen
 * says so and lets the learner type the amount from the official lookup.
 */
export const DEFAULT_BAH: Readonly<Record<PayGrade, number>> = {
  "E-1": 0,
  "E-2": 0,
  "E-3": 1500,
  "E-4": 1600,
  "E-5": 1700,
  "E-6": 1800,
  "E-7": 1900,
  "E-8": 2000,
  "E-9": 2100,
  "W-1": 1600,
  "W-2": 1700,
  "W-3": 1800,
  "W-4": 1900,
  "W-5": 2000,
  "O-1": 1600,
  "O-2": 1700,
  "O-3": 1800,
  "O-4": 1900,
  "O-5": 2000,
  "O-6": 2100,
  "O-7": 2100,
  "O-8": 2100,
  "O-9": 2100,
  "O-10": 2100,
  "O-1E": 1600,
  "O-2E": 1700,
  "O-3E": 1800,
};

/**
 * States with no tax on wages (New Hampshire, Tennessee and Washington tax no wages either). The pay reference
 * leaves state rules out, so every other state is one choice, "other", at a flat rate the learner sets (the spec's
 * 5% to start with).
 */
export const NO_INCOME_TAX_STATES = ["AK", "FL", "NV", "NH", "SD", "TN", "TX", "WA", "WY"] as const;
export const STATE_CHOICES = [...NO_INCOME_TAX_STATES, "other"] as const;
export type StateChoice = (typeof STATE_CHOICES)[number];
export const DEFAULT_OTHER_STATE_RATE_PERCENT = 5;
