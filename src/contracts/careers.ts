import { z } from "zod";
import { JOB_CATEGORIES } from "@domain/asvab/jobs";
import { isLineScoreCode, POSITION_CATEGORIES } from "@domain/careers/pathfinder";
import { BRANCH_CODES } from "@domain/constants";
import { VALIDATION_MESSAGES } from "./validation-messages";
import { CAREERS_MESSAGES } from "./careers-messages";

export { CAREERS_MESSAGES } from "./careers-messages";

/** Spec §5: AFQT greater than 0; a percentile, so at most 99. Non-numeric input is a 400 here (the form sends 0). */
const afqtScore = z
  .number({ error: (issue) => (issue.input === undefined ? CAREERS_MESSAGES.afqtRequired : VALIDATION_MESSAGES.afqtNotNumber) })
  .gt(0, CAREERS_MESSAGES.afqtRequired)
  .max(99, CAREERS_MESSAGES.afqtMax);

/** Spec §3 "map of line-score code to minimum": codes of domain/careers LINE_SCORE_CODES, values 0 or more. */
export const lineScoreMap = z
  .record(
    z.string(),
    z
      .number({ message: CAREERS_MESSAGES.lineScoreNotNumber })
      .finite(CAREERS_MESSAGES.lineScoreNotNumber)
      .min(0, CAREERS_MESSAGES.lineScoreNegative),
    { message: CAREERS_MESSAGES.lineScoresRequired },
  )
  .superRefine((scores, ctx) => {
    const codes = Object.keys(scores);
    if (codes.length === 0) ctx.addIssue({ code: "custom", message: CAREERS_MESSAGES.lineScoresRequired });
    for (const code of codes) {
      if (!isLineScoreCode(code)) ctx.addIssue({ code: "custom", path: [code], message: CAREERS_MESSAGES.lineScoreUnknown });
    }
  });

const branch = z.enum(BRANCH_CODES, { message: CAREERS_MESSAGES.branchInvalid });

export const pathfinderRequest = z.object({
  afqtScore,
  lineScores: lineScoreMap,
  branch: branch.nullish(),
});
export type PathfinderRequest = z.input<typeof pathfinderRequest>;

/** Browse: both filters optional; category takes the spec's seven and the sheet's four other fields. */
export const mosPositionsQuery = z.object({
  branch: branch.optional(),
  category: z.enum(JOB_CATEGORIES, { message: CAREERS_MESSAGES.categoryInvalid }).optional(),
});
export type MosPositionsQuery = z.infer<typeof mosPositionsQuery>;

export const requirementTerm = z.object({
  kind: z.enum(["composite", "sum", "afqt", "test"]),
  /** "GT", "VE+AR+MK+AS", "AFQT" or a test's name ("DLAB"). */
  code: z.string(),
  min: z.number().int(),
});

export const mosPosition = z.object({
  id: z.string(),
  mosCode: z.string(),
  branch: z.enum(BRANCH_CODES),
  title: z.string(),
  /** The reference sheets hold none of these per job: null, never made up (see content/careers). */
  description: z.string().nullable(),
  /** Per year, whole USD: 2026 basic pay at the entry grade. */
  baseSalary: z.number().int(),
  signingBonus: z.number().int().nullable(),
  /** Per month. */
  specialPay: z.number().int().nullable(),
  minAFQT: z.number().int(),
  requiredLineScores: z.record(z.string(), z.number().int()),
  advancementRate: z.enum(["excellent", "good", "other"]).nullable(),
  civilianTransfer: z.string().nullable(),
  securityClearance: z.enum(["none", "confidential", "secret", "top_secret"]).nullable(),
  /** The sheet's own words ("TS/SCI + CI polygraph"). */
  clearanceNote: z.string().nullable(),
  trainingLength: z.string().nullable(),
  trainingLocation: z.string().nullable(),
  category: z.enum(POSITION_CATEGORIES).nullable(),
  /** The sheet's field, finer than category: also combat, mechanical, administration, other. */
  occupationalField: z.enum(JOB_CATEGORIES),
  entryGrade: z.string(),
  /** Every path of the real rule: any one path qualifies, all of its terms must hold. */
  requirements: z.object({ text: z.string(), paths: z.array(z.array(requirementTerm)) }),
  source: z.string(),
  verification: z.enum(["two_sources", "single_source", "conflict"]),
});
export type MosPositionDto = z.infer<typeof mosPosition>;

export const scoreRaise = z.object({
  code: z.string(),
  current: z.number(),
  required: z.number(),
  raiseBy: z.number().int(),
  subtest: z.object({ code: z.string(), raiseBy: z.number().int() }).nullable(),
});
export type ScoreRaiseDto = z.infer<typeof scoreRaise>;

export const pathfinderResponse = z.object({
  qualifyingPositions: z.array(mosPosition.extend({ otherTestsRequired: z.array(z.string()) })),
  /** Positions searched: all, or the chosen branch's. */
  totalPositions: z.number().int(),
  searchCriteria: z.object({
    afqtScore: z.number(),
    branch: z.enum(BRANCH_CODES).nullable(),
    lineScores: z.record(z.string(), z.number()),
  }),
  /** Beyond the spec: positions a few points away, with what to raise (easiest first). */
  nearMisses: z.array(
    z.object({ position: mosPosition, raiseTotal: z.number().int(), raises: z.array(scoreRaise), otherTestsRequired: z.array(z.string()) }),
  ),
});
export type PathfinderResponse = z.infer<typeof pathfinderResponse>;

const scoresOf = z.record(z.string(), z.number().int());
/** "all" for a search over every branch; then each branch's own composites with the standard scores. */
export const PREFILL_KEYS = ["all", ...BRANCH_CODES] as const;
export type PrefillKey = (typeof PREFILL_KEYS)[number];

export const pathfinderPrefill = z.object({
  /** Null before the learner's first scored full test: the form starts empty. */
  fullTest: z
    .object({
      id: z.string(),
      completedAt: z.string(),
      afqtScore: z.number().int(),
      lineScores: z.object(Object.fromEntries(PREFILL_KEYS.map((k) => [k, scoresOf])) as Record<PrefillKey, typeof scoresOf>),
    })
    .nullable(),
});
export type PathfinderPrefill = z.infer<typeof pathfinderPrefill>;
