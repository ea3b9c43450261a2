import { z } from "zod";
import { BRANCH_CODES } from "@domain/constants";
import { RECRUIT_GOAL_MIN, RECRUIT_SCORE_MAX, RECRUIT_STATUSES, RECRUITER_BRANCHES, RECRUITER_TIERS } from "@domain/recruiters";
import { registerRequest } from "./auth";
import { int4IdParam, text } from "./common";
import { VALIDATION_MESSAGES } from "./validation-messages";
import { RECRUITER_MESSAGES } from "./recruiter-messages";

/**
 * Recruiter accounts and the recruit roster (recruiter spec §2.3, §3, §5, §7; issue 15): sign-up, the account and its
 * profile, recruits with the plan's cap, metrics, and live-progress invites. The forms use these same schemas.
 */

export const RECRUITER_LIMITS = {
  name: 100,
  mos: 20,
  notes: 2000,
  shortText: 120,
  address: 200,
  specialties: 10,
  specialty: 60,
} as const;

export { RECRUITER_MESSAGES } from "./recruiter-messages";

/** The 409 when the roster is full: the plan and its cap travel in the body, so the client words it in any language. */
export const RECRUIT_LIMIT_CODE = "RECRUIT_LIMIT";
export const recruitLimitMessage = (planName: string, cap: number) => `Recruit limit reached for your ${planName} plan (${cap} recruits)`;

/** The name shown for a tier: the unpaid tier is 'Basic'; the others are the §9 plan names. */
export const RECRUITER_TIER_NAMES: Record<(typeof RECRUITER_TIERS)[number], string> = {
  recruiter_basic: "Basic",
  recruiter_starter: "Starter",
  recruiter_professional: "Professional",
  recruiter_enterprise: "Enterprise",
};

/** Trimmed text; blank becomes null (optional fields). */
const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() || null : (v ?? null)), text().max(max, message).nullable());

const requiredText = (max: number, required: string, tooLong: string = RECRUITER_MESSAGES.textTooLong) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), text().min(1, required).max(max, tooLong));

/** A score typed as text or sent as a number; §5 "sent as an integer". Blank is `blank` (undefined = required). */
const score = (min: number, range: string, blank: number | undefined, required: string = range) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return blank;
      if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
      return v;
    },
    z.number({ message: required }).int(RECRUITER_MESSAGES.scoreWholeNumber).min(min, range).max(RECRUIT_SCORE_MAX, range),
  );

const isoDate = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z
    .string({ message: RECRUITER_MESSAGES.enlistmentDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, RECRUITER_MESSAGES.enlistmentDateInvalid)
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return Number.isFinite(t) && new Date(t).toISOString().startsWith(d) && d >= "1990-01-01" && d <= "2100-12-31";
    }, RECRUITER_MESSAGES.enlistmentDateInvalid)
    .nullable(),
);

const recruitEmail = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || null : (v ?? null)),
  z.string().email(VALIDATION_MESSAGES.emailInvalid).max(254, VALIDATION_MESSAGES.emailInvalid).nullable(),
);

const targetBranch = z.preprocess((v) => (v === "" ? undefined : v), z.enum(BRANCH_CODES, { message: VALIDATION_MESSAGES.branchRequired }));

/** §5 add form. */
export const addRecruitRequest = z.object({
  recruitName: requiredText(RECRUITER_LIMITS.name, RECRUITER_MESSAGES.recruitNameRequired, RECRUITER_MESSAGES.recruitNameTooLong),
  recruitEmail,
  targetBranch,
  targetMOS: optionalText(RECRUITER_LIMITS.mos, RECRUITER_MESSAGES.mosTooLong),
  asvabGoalScore: score(RECRUIT_GOAL_MIN, RECRUITER_MESSAGES.goalScoreRange, undefined, RECRUITER_MESSAGES.goalScoreRequired),
  enlistmentDate: isoDate,
  notes: optionalText(RECRUITER_LIMITS.notes, RECRUITER_MESSAGES.notesTooLong),
});
export type AddRecruitRequest = z.output<typeof addRecruitRequest>;

/** §5 edit form: the add form's fields, the current score (blank → 0) and the status. */
export const updateRecruitRequest = addRecruitRequest.extend({
  currentScore: score(0, RECRUITER_MESSAGES.currentScoreRange, 0),
  status: z.enum(RECRUIT_STATUSES, { message: RECRUITER_MESSAGES.statusInvalid }),
});
export type UpdateRecruitRequest = z.output<typeof updateRecruitRequest>;

export const recruitParams = z.object({ id: int4IdParam("Recruit id") });

export const recruit = z.object({
  id: z.number().int(),
  recruitName: z.string(),
  recruitEmail: z.string().nullable(),
  targetBranch: z.enum(BRANCH_CODES),
  targetMOS: z.string().nullable(),
  asvabGoalScore: z.number().int(),
  /** While a learner shares live progress: their latest AFQT estimate; otherwise what the recruiter typed. */
  currentScore: z.number().int(),
  enlistmentDate: z.string().nullable(),
  status: z.enum(RECRUIT_STATUSES),
  notes: z.string().nullable(),
  /** True while a learner shares live progress with this recruit's entry. */
  live: z.boolean(),
  /** Completed tests of the linked learner (null when not linked). */
  testsTaken: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Recruit = z.infer<typeof recruit>;

export const recruiterMetrics = z.object({
  activeRecruits: z.number().int(),
  averageScore: z.number().int(),
  totalTestsTaken: z.number().int(),
  recruitsEnlisted: z.number().int(),
  recruitsDropped: z.number().int(),
});
export type RecruiterMetrics = z.infer<typeof recruiterMetrics>;

const specialties = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : Array.isArray(v)
        ? v.map((s) => (typeof s === "string" ? s.trim() : s)).filter((s) => s !== "")
        : (v ?? []),
  z
    .array(text().max(RECRUITER_LIMITS.specialty, RECRUITER_MESSAGES.tooManySpecialties), {
      message: RECRUITER_MESSAGES.tooManySpecialties,
    })
    .max(RECRUITER_LIMITS.specialties, RECRUITER_MESSAGES.tooManySpecialties),
);

const phone = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ message: VALIDATION_MESSAGES.phoneRequired })
    .min(1, VALIDATION_MESSAGES.phoneRequired)
    .max(20, VALIDATION_MESSAGES.phoneTooLong)
    .refine((p) => /^[0-9()+\-. ]+$/.test(p) && p.replace(/\D/g, "").length >= 10, RECRUITER_MESSAGES.phoneInvalid),
);

/** The office's public profile (the finder's directory entry); the ZIP is resolved to city, state and place. */
export const recruiterProfileRequest = z.object({
  displayName: requiredText(RECRUITER_LIMITS.name, RECRUITER_MESSAGES.displayNameRequired),
  rank: optionalText(40, RECRUITER_MESSAGES.textTooLong),
  organization: requiredText(200, RECRUITER_MESSAGES.organizationRequired, VALIDATION_MESSAGES.organizationTooLong),
  branch: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(RECRUITER_BRANCHES, { message: RECRUITER_MESSAGES.recruiterBranchRequired }),
  ),
  station: requiredText(RECRUITER_LIMITS.shortText, RECRUITER_MESSAGES.stationRequired),
  address: requiredText(RECRUITER_LIMITS.address, RECRUITER_MESSAGES.addressRequired),
  zipCode: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ message: VALIDATION_MESSAGES.zipRequired }).regex(/^\d{5}$/, RECRUITER_MESSAGES.zipInvalid),
  ),
  phone,
  /** The office's public contact address. */
  contactEmail: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ message: RECRUITER_MESSAGES.contactEmailInvalid })
      .email(RECRUITER_MESSAGES.contactEmailInvalid)
      .max(254, RECRUITER_MESSAGES.contactEmailInvalid),
  ),
  hours: requiredText(RECRUITER_LIMITS.shortText, RECRUITER_MESSAGES.hoursRequired),
  specialties,
  publicListing: z.boolean().default(true),
});
export type RecruiterProfileRequest = z.output<typeof recruiterProfileRequest>;

/** Sign-up: the learner sign-up's account fields, a recruiter code, and the profile. */
export const recruiterSignupRequest = recruiterProfileRequest
  .extend({
    username: registerRequest.shape.username,
    email: z.string().trim().email(VALIDATION_MESSAGES.emailInvalid).max(254, VALIDATION_MESSAGES.emailInvalid),
    password: registerRequest.shape.password,
    confirmPassword: registerRequest.shape.confirmPassword,
    recruiterCode: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z.string({ message: RECRUITER_MESSAGES.recruiterCodeInvalid }).regex(/^[A-Za-z0-9-]{3,20}$/, RECRUITER_MESSAGES.recruiterCodeInvalid),
    ),
  })
  .refine((v) => v.password === v.confirmPassword, { message: VALIDATION_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });
export type RecruiterSignupRequest = z.output<typeof recruiterSignupRequest>;

/** `GET /api/recruiter/account`: §3's fields, then the profile. */
export const recruiterAccount = z.object({
  organization: z.string(),
  station: z.string(),
  recruiterCode: z.string(),
  currentRecruitCount: z.number().int(),
  maxRecruitAccounts: z.number().int(),
  subscriptionTier: z.enum(RECRUITER_TIERS),
  planName: z.string(),
  displayName: z.string(),
  rank: z.string().nullable(),
  branch: z.enum(RECRUITER_BRANCHES),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  contactEmail: z.string(),
  hours: z.string(),
  specialties: z.array(z.string()),
  publicListing: z.boolean(),
});
export type RecruiterAccount = z.infer<typeof recruiterAccount>;

/** The 409 of a full roster. */
export const recruitLimitResponse = z.object({
  message: z.string(),
  code: z.literal(RECRUIT_LIMIT_CODE),
  plan: z.enum(RECRUITER_TIERS),
  planName: z.string(),
  cap: z.number().int(),
});

// Live progress (issue 15, beyond the spec): an invite code links a learner to a roster entry until they revoke it.
export const inviteRecruitRequest = z.object({
  /** Optional: where the code is meant to go; the recruiter passes the code on themselves. */
  email: recruitEmail.optional(),
});
export const inviteRecruitResponse = z.object({ code: z.string(), expiresAt: z.string(), email: z.string().nullable() });

export const acceptInviteRequest = z.object({
  code: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z
      .string({ message: RECRUITER_MESSAGES.inviteCodeRequired })
      .min(1, RECRUITER_MESSAGES.inviteCodeRequired)
      .max(40, RECRUITER_MESSAGES.inviteCodeInvalid),
  ),
});

/** A recruiter who can see the learner's progress. */
export const recruiterAccessEntry = z.object({
  recruitId: z.number().int(),
  displayName: z.string(),
  rank: z.string().nullable(),
  organization: z.string(),
  station: z.string(),
  branch: z.enum(RECRUITER_BRANCHES),
  since: z.string().nullable(),
});
export type RecruiterAccessEntry = z.infer<typeof recruiterAccessEntry>;
