import { BRANCH_CODES, type BranchCode } from "./constants";

/**
 * Recruiter accounts (recruiter spec §1, §3, §4, §9): the tiers, the plans as sold, recruit statuses and the branches
 * a recruiter may serve. What each tier allows (its recruit cap) is in the entitlements rule book.
 */
export const RECRUITER_TIERS = ["recruiter_basic", "recruiter_starter", "recruiter_professional", "recruiter_enterprise"] as const;
export type RecruiterTier = (typeof RECRUITER_TIERS)[number];

/** The paid plans of §9. `recruiter_basic` is the unpaid tier every recruiter account starts on. */
export const RECRUITER_PLAN_IDS = ["starter", "professional", "enterprise"] as const;
export type RecruiterPlanId = (typeof RECRUITER_PLAN_IDS)[number];
export type BillingInterval = "monthly" | "annual";

export interface RecruiterPlan {
  id: RecruiterPlanId;
  name: string;
  tier: RecruiterTier;
  monthlyCents: number;
  annualCents: number;
  mostPopular: boolean;
}

export const RECRUITER_PLANS: readonly RecruiterPlan[] = [
  { id: "starter", name: "Starter", tier: "recruiter_starter", monthlyCents: 4_900, annualCents: 49_000, mostPopular: false },
  { id: "professional", name: "Professional", tier: "recruiter_professional", monthlyCents: 9_900, annualCents: 99_000, mostPopular: true },
  { id: "enterprise", name: "Enterprise", tier: "recruiter_enterprise", monthlyCents: 19_900, annualCents: 199_000, mostPopular: false },
];

/** §9's FAQ: a 14-day free trial. */
export const RECRUITER_TRIAL_DAYS = 14;

export function recruiterPlan(id: RecruiterPlanId): RecruiterPlan {
  return RECRUITER_PLANS.find((p) => p.id === id) as RecruiterPlan;
}

/** §9: the yearly saving is twelve monthly payments minus the annual price ('Save 2 months!'). */
export function annualSavingCents(plan: RecruiterPlan): number {
  return 12 * plan.monthlyCents - plan.annualCents;
}

/** §9: the annual price per month, rounded to whole dollars (41, 83, 166). */
export function annualMonthlyEquivalentDollars(plan: RecruiterPlan): number {
  return Math.round(plan.annualCents / 100 / 12);
}

/** §4: a recruit's status; the edit form may set any of them. */
export const RECRUIT_STATUSES = ["active", "inactive", "enlisted", "dropped"] as const;
export type RecruitStatus = (typeof RECRUIT_STATUSES)[number];

/** §2.2: the finder's branches — the six services and both National Guards. A recruit's target branch is one of the six. */
export const RECRUITER_BRANCHES = [...BRANCH_CODES, "army_national_guard", "air_national_guard"] as const;
export type RecruiterBranch = (typeof RECRUITER_BRANCHES)[number];

/** The service a Guard recruiter's leads come from: a learner who chose the Army may also hear from the Army Guard. */
export function serviceOfRecruiterBranch(branch: RecruiterBranch): BranchCode {
  if (branch === "army_national_guard") return "army";
  if (branch === "air_national_guard") return "air_force";
  return branch;
}

/** §5: a recruit's goal score is 31 to 99; the current score 0 to 99. */
export const RECRUIT_GOAL_MIN = 31;
export const RECRUIT_SCORE_MAX = 99;

/** §5: the score colour — green at or above the goal, yellow from 80% of it, red below. */
export function recruitScoreColour(current: number, goal: number): "green" | "yellow" | "red" {
  if (current >= goal) return "green";
  if (current >= 0.8 * goal) return "yellow";
  return "red";
}

/** §9: the limit warning shows from 80% of the cap; the usage bar never passes 100%. */
export const RECRUIT_LIMIT_WARNING_PERCENT = 80;
export function recruitUsagePercent(count: number, cap: number): number {
  return cap > 0 ? Math.min(100, Math.round((100 * count) / cap)) : 100;
}
