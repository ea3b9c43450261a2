/** Business constants from the product specification (platform §9, learning §9). */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

/** Dashboard mission target and the default questions-per-section goal. */
export const MISSION_TARGET_PERCENT = 85;
export const DEFAULT_SECTION_TOTAL = 20;

/** Dashboard AFQT estimate = round(mean core average × 0.85). */
export const AFQT_ESTIMATE_MULTIPLIER = 0.85;

/** Section thresholds shared by dashboard and analytics. */
export const STRONG_AREA_MIN = 80;
export const WEAK_AREA_BELOW = 65;

/** Study-advice split: share of time on priority sections, goal score for them. */
export const PRIORITY_STUDY_SHARE = 0.7;
export const PRIORITY_GOAL_PERCENT = 80;

export const SUBSCRIPTION_TIERS = ["free", "premium", "annual"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const TEST_MODES = ["asvab", "sat", "act"] as const;
export type TestMode = (typeof TEST_MODES)[number];

/** A learner studies; a recruiter keeps a roster of recruits (recruiter spec §1); an admin runs the platform. */
export const ROLES = ["learner", "recruiter", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const BRANCH_CODES = ["army", "navy", "air_force", "marines", "coast_guard", "space_force"] as const;
export type BranchCode = (typeof BRANCH_CODES)[number];

export const SECTION_CODES = ["GS", "AR", "WK", "PC", "MK", "EI", "AI", "SI", "MC", "AO"] as const;
export type SectionCode = (typeof SECTION_CODES)[number];

/** The four subtests whose scores make up the AFQT (AR, MK and VE from WK + PC). */
export const AFQT_SECTION_CODES: readonly SectionCode[] = ["AR", "WK", "PC", "MK"];

export const JOB_GROUPS = ["combat", "technical", "operations", "support"] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];
