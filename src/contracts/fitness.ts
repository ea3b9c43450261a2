import { z } from "zod";
import { FITNESS_SEXES, RUN_DISTANCE_MILES, type RunDistance } from "@domain/fitness";
import { int4IdParam, text } from "./common";
import { FITNESS_MESSAGES } from "./fitness-messages";

/**
 * Fitness tracker (learning spec §2, §3 "Fitness record", §5, §7): `GET/POST /api/fitness-metrics` as the spec lists
 * them, plus editing and deleting a record and a small profile (birth year, sex) for the branches' standards.
 */

export const RUN_DISTANCES = Object.keys(RUN_DISTANCE_MILES) as [RunDistance, ...RunDistance[]];
export const FITNESS_TEST_TYPES = ["practice", "official", "diagnostic"] as const;
export type FitnessTestType = (typeof FITNESS_TEST_TYPES)[number];

/**
 * Plausibility limits (issue 13), chosen so a typing slip is caught while any real result fits: push-ups and sit-ups
 * 0-200 (the branches' top scores stop under 100); a run of 4:00-60:00 over 1-2 miles (under 4 minutes a mile is
 * world-record pace, over an hour is walking); a plank of at most 20:00 (the top scores are under 4:00);
 * weight 50-700 lbs; height 36-96 inches; notes up to 1,000 characters.
 */
export const FITNESS_LIMITS = {
  reps: { min: 0, max: 200 },
  runSeconds: { min: 4 * 60, max: 60 * 60 },
  plankSeconds: { max: 20 * 60 },
  weight: { min: 50, max: 700 },
  height: { min: 36, max: 96 },
  notes: 1000,
  /** The profile's birth year must give an age in this range this year. */
  age: { min: 13, max: 80 },
} as const;

export { FITNESS_MESSAGES } from "./fitness-messages";

/** Spec §5: a blank field is null; digits typed as text are read as the number (a form may send either). */
function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

/** Spec §5: a whole number (no fractions), or null when left empty. */
const wholeNumber = (min: number, max: number, range: string) =>
  z.preprocess(
    blankToNull,
    z.number({ message: FITNESS_MESSAGES.wholeNumber }).int(FITNESS_MESSAGES.wholeNumber).min(min, range).max(max, range).nullable(),
  );

const seconds = wholeNumber(0, 59, FITNESS_MESSAGES.secondsRange);

/** A time must have its minutes when seconds are given, and its total must be in range. */
function checkTime(
  ctx: z.RefinementCtx,
  field: "runTimeMinutes" | "plankMinutes",
  minutes: number | null,
  secs: number | null,
  range: { min: number; max: number; message: string },
): void {
  if (minutes === null) {
    if (secs !== null) ctx.addIssue({ code: "custom", path: [field], message: FITNESS_MESSAGES.minutesNeeded });
    return;
  }
  const total = minutes * 60 + (secs ?? 0);
  if (total < range.min || total > range.max) ctx.addIssue({ code: "custom", path: [field], message: range.message });
}

/** Future dates are refused (a day of slack for time zones); the form sends noon UTC of the chosen day. */
const recordedAt = z.iso.datetime({ offset: true, message: FITNESS_MESSAGES.recordedAtInvalid }).refine((v) => {
  const t = Date.parse(v);
  return t >= Date.UTC(2000, 0, 1) && t <= Date.now() + 86_400_000;
}, FITNESS_MESSAGES.recordedAtInvalid);

export const fitnessRecordRequest = z
  .object({
    pushUps: wholeNumber(FITNESS_LIMITS.reps.min, FITNESS_LIMITS.reps.max, FITNESS_MESSAGES.pushUpsRange),
    sitUps: wholeNumber(FITNESS_LIMITS.reps.min, FITNESS_LIMITS.reps.max, FITNESS_MESSAGES.sitUpsRange),
    runTimeMinutes: wholeNumber(0, 60, FITNESS_MESSAGES.runTimeRange),
    runTimeSeconds: seconds,
    /** Left out or blank: 1.5 miles (the distance most branches test). */
    runDistance: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? "1.5_mile" : v),
      z.enum(RUN_DISTANCES, { message: FITNESS_MESSAGES.runDistanceInvalid }),
    ),
    /** Not a spec field: the Army, Navy and Marines test a forearm plank. */
    plankMinutes: wholeNumber(0, 20, FITNESS_MESSAGES.plankRange),
    plankSeconds: seconds,
    weight: wholeNumber(FITNESS_LIMITS.weight.min, FITNESS_LIMITS.weight.max, FITNESS_MESSAGES.weightRange),
    height: wholeNumber(FITNESS_LIMITS.height.min, FITNESS_LIMITS.height.max, FITNESS_MESSAGES.heightRange),
    testType: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? "practice" : v),
      z.enum(FITNESS_TEST_TYPES, { message: FITNESS_MESSAGES.testTypeInvalid }),
    ),
    notes: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() || null : (v ?? null)),
      text().max(FITNESS_LIMITS.notes, FITNESS_MESSAGES.notesTooLong).nullable(),
    ),
    /** Not in the spec's call: when the test was taken (default now; kept as it was when an edit leaves it out). */
    recordedAt: recordedAt.optional(),
  })
  .superRefine((r, ctx) => {
    // An empty form is not a record (a 0:00 plank with nothing else is not a result either).
    const plank = (r.plankMinutes ?? 0) * 60 + (r.plankSeconds ?? 0);
    if ([r.pushUps, r.sitUps, r.runTimeMinutes, r.weight, r.height].every((v) => v === null) && plank === 0) {
      ctx.addIssue({ code: "custom", path: ["pushUps"], message: FITNESS_MESSAGES.nothingRecorded });
    }
    checkTime(ctx, "runTimeMinutes", r.runTimeMinutes, r.runTimeSeconds, {
      ...FITNESS_LIMITS.runSeconds,
      message: FITNESS_MESSAGES.runTimeRange,
    });
    checkTime(ctx, "plankMinutes", r.plankMinutes, r.plankSeconds, {
      min: 0,
      max: FITNESS_LIMITS.plankSeconds.max,
      message: FITNESS_MESSAGES.plankRange,
    });
  });
export type FitnessRecordInput = z.input<typeof fitnessRecordRequest>;
export type FitnessRecordRequest = z.output<typeof fitnessRecordRequest>;

export const fitnessRecord = z.object({
  id: z.number().int(),
  pushUps: z.number().int().nullable(),
  sitUps: z.number().int().nullable(),
  runTimeMinutes: z.number().int().nullable(),
  runTimeSeconds: z.number().int().nullable(),
  runDistance: z.enum(RUN_DISTANCES),
  plankMinutes: z.number().int().nullable(),
  plankSeconds: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  height: z.number().int().nullable(),
  testType: z.enum(FITNESS_TEST_TYPES),
  notes: z.string().nullable(),
  recordedAt: z.string(),
  /** The record measures at least one event, so it counts toward ratings (weight or height alone do not). */
  isValid: z.boolean(),
});
export type FitnessRecord = z.infer<typeof fitnessRecord>;

export const fitnessRecordParams = z.object({ id: int4IdParam("Record id") });

const currentYear = () => new Date().getUTCFullYear();

export const fitnessProfile = z.object({
  birthYear: z.number().int().nullable(),
  sex: z.enum(FITNESS_SEXES).nullable(),
});
export type FitnessProfile = z.infer<typeof fitnessProfile>;

export const fitnessProfileRequest = z.object({
  birthYear: z.preprocess(
    blankToNull,
    z
      .number({ message: FITNESS_MESSAGES.wholeNumber })
      .int(FITNESS_MESSAGES.wholeNumber)
      .refine((y) => {
        const age = currentYear() - y;
        return age >= FITNESS_LIMITS.age.min && age <= FITNESS_LIMITS.age.max;
      }, FITNESS_MESSAGES.birthYearRange)
      .nullable(),
  ),
  sex: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.enum(FITNESS_SEXES, { message: FITNESS_MESSAGES.sexInvalid }).nullable(),
  ),
});
export type FitnessProfileInput = z.input<typeof fitnessProfileRequest>;
export type FitnessProfileRequest = z.output<typeof fitnessProfileRequest>;
