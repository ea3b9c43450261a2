import type { BranchCode } from "../constants";
import {
  BRANCH_STANDARDS,
  RUN_DISTANCE_MILES,
  TRACKED_EVENTS,
  type AgeBand,
  type EventStandard,
  type FitnessSex,
  type RunDistance,
  type TrackedEvent,
} from "./standards-data";

/** Spec §9: the 18-21 bands for push-ups and sit-ups (run-time thresholds are not given there). */
export type SpecRating = "excellent" | "good" | "fair" | "poor";
const SPEC_BANDS = {
  pushUps: { excellent: 71, good: 57, fair: 42 },
  sitUps: { excellent: 78, good: 67, fair: 53 },
} as const;

export function specRating(event: "pushUps" | "sitUps", count: number): SpecRating {
  const bands = SPEC_BANDS[event];
  if (count >= bands.excellent) return "excellent";
  if (count >= bands.good) return "good";
  if (count >= bands.fair) return "fair";
  return "poor";
}

/** What the standards need from a record (the contract's record has more). */
export interface RecordValues {
  pushUps: number | null;
  sitUps: number | null;
  plankMinutes: number | null;
  plankSeconds: number | null;
  runTimeMinutes: number | null;
  runTimeSeconds: number | null;
  runDistance: RunDistance;
}

/** A time entered as minutes plus optional seconds; null when the minutes are empty. */
const totalSeconds = (minutes: number | null, seconds: number | null) => (minutes === null ? null : minutes * 60 + (seconds ?? 0));

/** The record's value for an event: a count, or a time in seconds; null when not measured. */
export function eventValue(record: RecordValues, event: TrackedEvent): number | null {
  switch (event) {
    case "pushUps":
      return record.pushUps;
    case "sitUps":
      return record.sitUps;
    case "plank":
      return totalSeconds(record.plankMinutes, record.plankSeconds);
    case "run":
      return totalSeconds(record.runTimeMinutes, record.runTimeSeconds);
  }
}

/** A record counts toward ratings (its `isValid`) when it measures at least one event; weight and height alone do not. */
export const hasMeasuredEvent = (record: RecordValues) => TRACKED_EVENTS.some((e) => eventValue(record, e) !== null);

/**
 * Riegel's endurance formula (T2 = T1 × (D2 / D1)^1.06): the time a runner of the same fitness would take over
 * another distance. Used to set a branch's run minimum at the distance the learner ran.
 */
export const RIEGEL_EXPONENT = 1.06;
export function equivalentRunTime(seconds: number, fromMiles: number, toMiles: number): number {
  if (fromMiles === toMiles) return seconds;
  return Math.round(seconds * (toMiles / fromMiles) ** RIEGEL_EXPONENT);
}

/** Age reached in the given calendar year (the profile holds a birth year only). */
export const ageInYear = (birthYear: number, year: number) => year - birthYear;

export interface StandardChoice {
  /** The branch asked for (the table may be another's: see `sameAs`). */
  branch: BranchCode;
  test: string;
  legacy: boolean;
  sameAs: BranchCode | undefined;
  band: { from: number; to: number | null };
  sex: FitnessSex;
  /** No birth year: the youngest (entry) band is shown. */
  assumedAge: boolean;
  /** No sex given: the male table is shown (the Army's sex-neutral combat table is also the male one). */
  assumedSex: boolean;
  /** The learner's age is outside every band: the nearest one is shown. */
  nearestBand: boolean;
  events: EventStandard[];
}

function bandFor(bands: AgeBand[], age: number | null): { band: AgeBand; nearest: boolean } {
  const first = bands[0];
  if (!first) throw new Error("a branch standard needs at least one age band");
  if (age === null) return { band: first, nearest: false };
  const exact = bands.find((b) => age >= b.from && (b.to === null || age <= b.to));
  if (exact) return { band: exact, nearest: false };
  return { band: age < first.from ? first : (bands.at(-1) ?? first), nearest: true };
}

/** The branch's entry standard for the learner's age and sex (either may be unknown). */
export function standardFor(branch: BranchCode, who: { age: number | null; sex: FitnessSex | null }): StandardChoice {
  const standard = BRANCH_STANDARDS[branch];
  const { band, nearest } = bandFor(standard.bands, who.age);
  const sex = who.sex ?? "male";
  return {
    branch,
    test: standard.test,
    legacy: standard.legacy,
    sameAs: standard.sameAs,
    band: { from: band.from, to: band.to },
    sex,
    assumedAge: who.age === null,
    assumedSex: who.sex === null,
    nearestBand: nearest,
    events: band[sex],
  };
}

export type EventLevel = "below" | "meets" | "max";

export interface EventRating {
  event: TrackedEvent;
  value: number;
  level: EventLevel;
  /** The minimum the value was held against (a run's is set at the distance run). */
  minimum: number;
  maximum: number | null;
  /** How far from the minimum: reps or seconds still missing (0 when met). */
  gap: number;
  /** A run at another distance than the branch's: minimum and maximum are Riegel estimates. */
  estimated: boolean;
}

/** Rates one measured value against a branch event; a run is rated at the distance the learner ran. */
export function rateEvent(standard: EventStandard, value: number, runDistance?: RunDistance): EventRating {
  let { min, max } = standard;
  let estimated = false;
  if (standard.event === "run" && runDistance && standard.miles !== undefined && RUN_DISTANCE_MILES[runDistance] !== standard.miles) {
    const miles = RUN_DISTANCE_MILES[runDistance];
    min = equivalentRunTime(min, standard.miles, miles);
    max = max === null ? null : equivalentRunTime(max, standard.miles, miles);
    estimated = true;
  }
  const faster = standard.measure === "faster";
  const reaches = (limit: number) => (faster ? value <= limit : value >= limit);
  const level: EventLevel = max !== null && reaches(max) ? "max" : reaches(min) ? "meets" : "below";
  const gap = level === "below" ? Math.abs(value - min) : 0;
  return { event: standard.event as TrackedEvent, value, level, minimum: min, maximum: max, gap, estimated };
}

export interface DatedRecord extends RecordValues {
  recordedAt: string;
}

export interface LatestValue {
  value: number;
  recordedAt: string;
  /** The run's distance, for runs. */
  runDistance?: RunDistance;
}

/** The most recent measured value of each event (records in any order). */
export function latestValues(records: readonly DatedRecord[]): Partial<Record<TrackedEvent, LatestValue>> {
  const newestFirst = [...records].sort((a, b) => Date.parse(b.recordedAt) - Date.parse(a.recordedAt));
  const out: Partial<Record<TrackedEvent, LatestValue>> = {};
  for (const event of TRACKED_EVENTS) {
    const record = newestFirst.find((r) => eventValue(r, event) !== null);
    if (!record) continue;
    const value = eventValue(record, event) as number;
    out[event] =
      event === "run"
        ? { value, recordedAt: record.recordedAt, runDistance: record.runDistance }
        : { value, recordedAt: record.recordedAt };
  }
  return out;
}

/**
 * Where the learner stands against the branch's entry standard:
 * - `noData`: none of the branch's events we track has been recorded;
 * - `notYet`: at least one recorded event is below its minimum;
 * - `onTrack`: every recorded event meets its minimum but some are not recorded yet;
 * - `ready`: every tracked event the branch tests is recorded and meets its minimum.
 */
export type FitnessStatus = "noData" | "notYet" | "onTrack" | "ready";

export interface CurrentStatus {
  status: FitnessStatus;
  standard: StandardChoice;
  /** The branch's tracked events, each with its latest rating (null when not recorded). */
  events: { standard: EventStandard; latest: LatestValue | null; rating: EventRating | null }[];
  met: number;
  tested: number;
}

export function currentStatus(standard: StandardChoice, records: readonly DatedRecord[]): CurrentStatus {
  const latest = latestValues(records);
  const events = standard.events
    .filter((s): s is EventStandard & { event: TrackedEvent } => (TRACKED_EVENTS as readonly string[]).includes(s.event))
    .map((s) => {
      const value = latest[s.event] ?? null;
      return { standard: s, latest: value, rating: value ? rateEvent(s, value.value, value.runDistance) : null };
    });
  const rated = events.filter((e) => e.rating !== null);
  const met = rated.filter((e) => e.rating?.level !== "below").length;
  let status: FitnessStatus;
  if (rated.length === 0) status = "noData";
  else if (met < rated.length) status = "notYet";
  else if (rated.length < events.length) status = "onTrack";
  else status = "ready";
  return { status, standard, events, met, tested: events.length };
}
