import type { RecruiterTier } from "./recruiters";
import type { BranchCode, SubscriptionTier } from "./constants";

/**
 * The entitlements rule book: what each plan allows, in one place. Every server rule and every client gate asks
 * here (never `tier === ...` elsewhere); later features (scanner, cheat sheets, budget, recruiter plans) read their
 * own line of it. Facts from the platform spec §1 and §9 and the learning spec §1, §5 and §9; where the spec says
 * "limited" without a number, the number is ours and says so.
 */
export interface Entitlements {
  tier: SubscriptionTier;
  /** A paid plan (Premium monthly or Annual): no upgrade prompts, the Premium navigation group hidden. */
  paid: boolean;
  /** Practice and adaptive questions per section per UTC day; null = unlimited. */
  questionsPerSectionPerDay: number | null;
  /** Keyed questions that may reach the device before they are answered, per section per day (offline use). */
  offlineKeysPerSectionPerDay: number;
  /** Simulated full tests started per rolling week; null = unlimited. */
  fullTestsPerWeek: number | null;
  /** Photo-Solve scans per week (the week starts Sunday midnight in the learner's zone); null = unlimited. */
  photoScansPerWeek: number | null;
  /** Cheat sheets generated per week; null = unlimited ("limited" in the spec: one a week is ours). */
  cheatSheetsPerWeek: number | null;
  /** Generated PDFs (cheat sheets, budget, recruiter packet): watermarked on the free plan. */
  pdf: "clean" | "watermarked";
  /** Pay grades the budget simulator may use: the list, or every grade. */
  budgetPayGrades: "all" | readonly string[];
  /** Branches the budget simulator may use: the list, or every branch. */
  budgetBranches: "all" | readonly BranchCode[];
  /** House promotions (upgrade banner, in-content and blog promos). */
  ads: boolean;
  /** Detailed analytics and every study material. */
  detailedAnalytics: boolean;
  /** SAT/ACT bridge access comes with the plan (otherwise a one-time purchase). */
  bridgeAccessIncluded: boolean;
  /** The Annual plan's extras (platform spec §1). */
  prioritySupport: boolean;
  studyStreakRewards: boolean;
  recruiterConnectionPriority: boolean;
}

/** Platform spec §1: the free plan's daily allowance. */
export const FREE_QUESTIONS_PER_SECTION_PER_DAY = 10;
/** Most keyed questions for paid plans per section per day: keeps even paid accounts from copying the bank. */
export const PAID_OFFLINE_KEYS_PER_DAY = 200;

const FREE: Entitlements = {
  tier: "free",
  paid: false,
  questionsPerSectionPerDay: FREE_QUESTIONS_PER_SECTION_PER_DAY,
  // One offline test plus the test in progress: the offline cache can never be a way around the allowance.
  offlineKeysPerSectionPerDay: 2 * FREE_QUESTIONS_PER_SECTION_PER_DAY,
  fullTestsPerWeek: 1,
  photoScansPerWeek: 3,
  cheatSheetsPerWeek: 1,
  pdf: "watermarked",
  budgetPayGrades: ["E-1", "E-2", "E-3"],
  budgetBranches: ["army"],
  ads: true,
  detailedAnalytics: false,
  bridgeAccessIncluded: false,
  prioritySupport: false,
  studyStreakRewards: false,
  recruiterConnectionPriority: false,
};

const PREMIUM: Entitlements = {
  tier: "premium",
  paid: true,
  questionsPerSectionPerDay: null,
  offlineKeysPerSectionPerDay: PAID_OFFLINE_KEYS_PER_DAY,
  fullTestsPerWeek: null,
  photoScansPerWeek: null,
  cheatSheetsPerWeek: null,
  pdf: "clean",
  budgetPayGrades: "all",
  budgetBranches: "all",
  ads: false,
  detailedAnalytics: true,
  bridgeAccessIncluded: false,
  prioritySupport: false,
  studyStreakRewards: false,
  recruiterConnectionPriority: false,
};

const ANNUAL: Entitlements = {
  ...PREMIUM,
  tier: "annual",
  bridgeAccessIncluded: true,
  prioritySupport: true,
  studyStreakRewards: true,
  recruiterConnectionPriority: true,
};

/** The whole book, one line per plan. */
export const PLAN_ENTITLEMENTS: Readonly<Record<SubscriptionTier, Entitlements>> = { free: FREE, premium: PREMIUM, annual: ANNUAL };

export function entitlementsOf(tier: SubscriptionTier): Entitlements {
  return PLAN_ENTITLEMENTS[tier];
}

/** Premium monthly or Annual. */
export function isPremiumTier(tier: SubscriptionTier): boolean {
  return entitlementsOf(tier).paid;
}

/** SAT and ACT prep need bridge access: bought once, or included with the plan (Annual). */
export function hasBridgeAccess(user: { hasBridgeAccess: boolean; subscriptionTier: SubscriptionTier }): boolean {
  return user.hasBridgeAccess || entitlementsOf(user.subscriptionTier).bridgeAccessIncluded;
}

/** What is left of an allowance (null = unlimited), never below zero. */
export function remainingOf(allowance: number | null, used: number): number | null {
  return allowance === null ? null : Math.max(0, allowance - used);
}

/** Whether one more use fits the allowance. */
export function allows(allowance: number | null, used: number): boolean {
  return allowance === null || used < allowance;
}

export function canUsePayGrade(tier: SubscriptionTier, grade: string): boolean {
  const grades = entitlementsOf(tier).budgetPayGrades;
  return grades === "all" || grades.includes(grade);
}

export function canUseBudgetBranch(tier: SubscriptionTier, branch: BranchCode): boolean {
  const branches = entitlementsOf(tier).budgetBranches;
  return branches === "all" || branches.includes(branch);
}

/**
 * The rule book's recruiter lines (recruiter spec §9): how many recruits a tier's roster may hold. Starter 25,
 * Professional 75, Enterprise 200 are the spec's; the spec leaves `recruiter_basic` (the unpaid tier) without a cap,
 * so ours is 5 — enough to try the dashboard, and the pricing page says so.
 */
export interface RecruiterEntitlements {
  tier: RecruiterTier;
  paid: boolean;
  recruitCap: number;
}

const RECRUITER_LINES: Record<RecruiterTier, RecruiterEntitlements> = {
  recruiter_basic: { tier: "recruiter_basic", paid: false, recruitCap: 5 },
  recruiter_starter: { tier: "recruiter_starter", paid: true, recruitCap: 25 },
  recruiter_professional: { tier: "recruiter_professional", paid: true, recruitCap: 75 },
  recruiter_enterprise: { tier: "recruiter_enterprise", paid: true, recruitCap: 200 },
};

export function recruiterEntitlementsOf(tier: RecruiterTier): RecruiterEntitlements {
  return RECRUITER_LINES[tier];
}
