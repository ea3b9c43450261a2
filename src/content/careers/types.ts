import type { BranchCode } from "@domain/constants";
import type { JobCategory, RequirementPath } from "@domain/asvab";
import type { PositionCategory } from "@domain/careers/pathfinder";

/** Where a job's rule comes from (the sheet's primary_source), by key. */
export const POSITION_SOURCES = {
  da_pam_611_21: "DA Pam 611-21 Smartbook ch. 10C (EOFY2025 edition)",
  dafecd_2026: "DAFECD, 30 Apr 2026, Attachment 4",
  dafecd_2026_ussf: "DAFECD, 30 Apr 2026, Attachment 4 (USSF table)",
  comnavcruitcominst_1130_8s: "COMNAVCRUITCOMINST 1130.8S (5 Aug 2026), ch. 5",
  navmc_1200_1d: "NAVMC 1200.1D (FY19, May 2018)",
  ptem_alcoast_112_21: "PTEM COMDTINST M1500.10C Encl. (3), less 10 per ALCOAST 112/21",
} as const;
export type PositionSourceKey = keyof typeof POSITION_SOURCES;

/** two_sources: the rule agrees in two copies; single_source; conflict: a second copy gives other cut scores. */
export type RuleVerification = "two_sources" | "single_source" | "conflict";

export interface PositionExtras {
  readonly source: PositionSourceKey;
  readonly verification: RuleVerification;
}

/** A position as the catalogue holds it: spec §3 fields, the real rule paths, and where they come from. */
export interface MosPosition {
  readonly id: string;
  readonly mosCode: string;
  readonly branch: BranchCode;
  readonly title: string;
  readonly description: string | null;
  readonly baseSalary: number;
  readonly signingBonus: number | null;
  readonly specialPay: number | null;
  readonly minAFQT: number;
  readonly requiredLineScores: Readonly<Record<string, number>>;
  readonly advancementRate: "excellent" | "good" | "other" | null;
  readonly civilianTransfer: string | null;
  readonly securityClearance: "none" | "confidential" | "secret" | "top_secret" | null;
  readonly clearanceNote: string | null;
  readonly trainingLength: string | null;
  readonly trainingLocation: string | null;
  readonly category: PositionCategory | null;
  readonly occupationalField: JobCategory;
  readonly entryGrade: "E-1";
  readonly requirementText: string;
  readonly paths: readonly RequirementPath[];
  readonly source: string;
  readonly verification: RuleVerification;
}
