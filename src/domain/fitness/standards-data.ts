import type { BranchCode } from "../constants";

/**
 * Entry-age fitness standards by branch, age band and sex, re-keyed from the project's reference sheet
 * (`shared/reference/fitness-standards.md`, secondary copies of the services' manuals). Times are whole seconds;
 * `min` is the lowest passing level, `max` the top score where the service publishes one.
 *
 * Choices where the sheet records a conflict:
 * - Navy male 17-19 plank: 1:10 / 3:40 (military.com), not the unnamed code file's 1:11 / 3:24.
 * - Navy male 20-24 plank: the majority value 1:10 / 3:20.
 * - Marine plank: 1:10 (citadel.edu and a second file), not the single 1:03 recruit figure.
 * - Air Force: the 2026 age/sex minimums are not published; the pre-2026 "under 25" table is kept and marked legacy.
 * - Space Force: Guardians take the Department of the Air Force test and no values of their own were found, so the
 *   branch points at the Air Force table.
 */

export const FITNESS_SEXES = ["male", "female"] as const;
export type FitnessSex = (typeof FITNESS_SEXES)[number];

/** Events a learner's record can hold (what the app rates). */
export const TRACKED_EVENTS = ["pushUps", "sitUps", "plank", "run"] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

/** Events a branch tests that the record does not hold; shown in the standards box only. */
export type OtherEvent = "deadlift" | "sprintDragCarry" | "pullUps" | "sitAndReach";
export type StandardEvent = TrackedEvent | OtherEvent;

export const RUN_DISTANCE_MILES = { "1_mile": 1, "1.5_mile": 1.5, "2_mile": 2 } as const;
export type RunDistance = keyof typeof RUN_DISTANCE_MILES;

/** How an event is measured: a count (higher is better), a time (lower is better: runs, SDC) or a hold (higher). */
export type Measure = "reps" | "pounds" | "inches" | "faster" | "longer";

export interface EventStandard {
  event: StandardEvent;
  measure: Measure;
  min: number;
  max: number | null;
  /** Run events: the distance the standard is set for, in miles. */
  miles?: number;
}

export interface AgeBand {
  from: number;
  to: number | null;
  male: EventStandard[];
  female: EventStandard[];
}

export interface BranchStandard {
  /** The test's short name, e.g. "AFT". */
  test: string;
  /** Pre-2026 values kept because the current ones are not published. */
  legacy: boolean;
  /** The branch takes another branch's test and table (Space Force → Air Force). */
  sameAs?: BranchCode;
  bands: AgeBand[];
}

const mmss = (m: number, s: number) => m * 60 + s;
const reps = (event: StandardEvent, min: number, max: number | null): EventStandard => ({ event, measure: "reps", min, max });
const hold = (min: number, max: number | null): EventStandard => ({ event: "plank", measure: "longer", min, max });
const run = (miles: number, min: number, max: number | null): EventStandard => ({ event: "run", measure: "faster", min, max, miles });

const ARMY: BranchStandard = {
  test: "AFT",
  legacy: false,
  bands: [
    {
      from: 17,
      to: 21,
      male: [
        { event: "deadlift", measure: "pounds", min: 150, max: 340 },
        reps("pushUps", 15, 58),
        { event: "sprintDragCarry", measure: "faster", min: mmss(2, 28), max: mmss(1, 29) },
        hold(mmss(1, 30), mmss(3, 40)),
        run(2, mmss(19, 57), mmss(13, 22)),
      ],
      female: [
        { event: "deadlift", measure: "pounds", min: 120, max: 220 },
        reps("pushUps", 11, 53),
        { event: "sprintDragCarry", measure: "faster", min: mmss(3, 15), max: mmss(1, 55) },
        hold(mmss(1, 30), mmss(3, 40)),
        run(2, mmss(22, 55), mmss(16, 0)),
      ],
    },
    {
      from: 22,
      to: 26,
      male: [
        { event: "deadlift", measure: "pounds", min: 150, max: 350 },
        reps("pushUps", 14, 61),
        { event: "sprintDragCarry", measure: "faster", min: mmss(2, 31), max: mmss(1, 30) },
        hold(mmss(1, 25), mmss(3, 35)),
        run(2, mmss(19, 45), mmss(13, 25)),
      ],
      female: [
        { event: "deadlift", measure: "pounds", min: 120, max: 230 },
        reps("pushUps", 11, 50),
        { event: "sprintDragCarry", measure: "faster", min: mmss(3, 15), max: mmss(1, 55) },
        hold(mmss(1, 25), mmss(3, 35)),
        run(2, mmss(22, 45), mmss(15, 30)),
      ],
    },
  ],
};

const NAVY: BranchStandard = {
  test: "PRT",
  legacy: false,
  bands: [
    {
      from: 17,
      to: 19,
      male: [reps("pushUps", 42, 92), hold(mmss(1, 10), mmss(3, 40)), run(1.5, mmss(12, 45), mmss(8, 15))],
      female: [reps("pushUps", 19, 51), hold(mmss(1, 1), mmss(3, 14)), run(1.5, mmss(15, 0), mmss(9, 29))],
    },
    {
      from: 20,
      to: 24,
      male: [reps("pushUps", 37, 87), hold(mmss(1, 10), mmss(3, 20)), run(1.5, mmss(13, 30), mmss(8, 30))],
      female: [reps("pushUps", 16, 48), hold(mmss(1, 0), mmss(3, 10)), run(1.5, mmss(15, 30), mmss(9, 47))],
    },
  ],
};

const MARINES: BranchStandard = {
  test: "PFT",
  legacy: false,
  bands: [
    {
      from: 17,
      to: 20,
      male: [reps("pullUps", 4, 20), reps("pushUps", 42, 82), hold(mmss(1, 10), mmss(3, 45)), run(3, mmss(27, 40), mmss(18, 0))],
      female: [reps("pullUps", 1, 7), reps("pushUps", 19, 42), hold(mmss(1, 10), mmss(3, 45)), run(3, mmss(30, 50), mmss(21, 0))],
    },
    {
      from: 21,
      to: 25,
      male: [reps("pullUps", 5, 23), reps("pushUps", 40, 87), hold(mmss(1, 10), mmss(3, 45)), run(3, mmss(27, 40), mmss(18, 0))],
      female: [reps("pullUps", 3, 11), reps("pushUps", 18, 48), hold(mmss(1, 10), mmss(3, 45)), run(3, mmss(30, 50), mmss(21, 0))],
    },
  ],
};

const AIR_FORCE: BranchStandard = {
  test: "PFA",
  legacy: true,
  bands: [
    {
      from: 17,
      to: 24,
      male: [reps("pushUps", 30, 67), reps("sitUps", 39, 58), run(1.5, mmss(15, 50), mmss(9, 12))],
      female: [reps("pushUps", 15, 47), reps("sitUps", 35, 54), run(1.5, mmss(18, 56), mmss(10, 23))],
    },
  ],
};

/** Recruit (boot camp) minimums: one band for every entry age, no top score. */
const COAST_GUARD: BranchStandard = {
  test: "Recruit PFT",
  legacy: false,
  bands: [
    {
      from: 17,
      to: null,
      male: [
        reps("pushUps", 29, null),
        reps("sitUps", 38, null),
        run(1.5, mmss(12, 51), null),
        { event: "sitAndReach", measure: "inches", min: 16.5, max: null },
      ],
      female: [
        reps("pushUps", 15, null),
        reps("sitUps", 32, null),
        run(1.5, mmss(15, 26), null),
        { event: "sitAndReach", measure: "inches", min: 19.29, max: null },
      ],
    },
  ],
};

export const BRANCH_STANDARDS: Record<BranchCode, BranchStandard> = {
  army: ARMY,
  navy: NAVY,
  marines: MARINES,
  air_force: AIR_FORCE,
  space_force: { ...AIR_FORCE, sameAs: "air_force" },
  coast_guard: COAST_GUARD,
};
