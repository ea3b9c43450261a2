import { describe, expect, it } from "vitest";
import {
  ageInYear,
  currentStatus,
  equivalentRunTime,
  eventValue,
  hasMeasuredEvent,
  latestValues,
  rateEvent,
  specRating,
  standardFor,
  type DatedRecord,
  type RecordValues,
} from "./ratings";
import { BRANCH_STANDARDS, type EventStandard } from "./standards-data";

const empty: RecordValues = {
  pushUps: null,
  sitUps: null,
  plankMinutes: null,
  plankSeconds: null,
  runTimeMinutes: null,
  runTimeSeconds: null,
  runDistance: "1.5_mile",
};
const record = (recordedAt: string, values: Partial<RecordValues>): DatedRecord => ({ ...empty, ...values, recordedAt });
const find = (events: EventStandard[], event: string) => events.find((e) => e.event === event) as EventStandard;

describe("spec §9 ratings for ages 18-21", () => {
  it("push-ups: Excellent 71+, Good 57-70, Fair 42-56, else Poor — at every edge", () => {
    expect([0, 41, 42, 56, 57, 70, 71, 200].map((n) => specRating("pushUps", n))).toEqual([
      "poor",
      "poor",
      "fair",
      "fair",
      "good",
      "good",
      "excellent",
      "excellent",
    ]);
  });

  it("sit-ups: Excellent 78+, Good 67-77, Fair 53-66, else Poor — at every edge", () => {
    expect([0, 52, 53, 66, 67, 77, 78, 200].map((n) => specRating("sitUps", n))).toEqual([
      "poor",
      "poor",
      "fair",
      "fair",
      "good",
      "good",
      "excellent",
      "excellent",
    ]);
  });
});

describe("record values", () => {
  it("turns plank and run into seconds, an empty seconds field counting as 0, empty minutes as not measured", () => {
    const r = { ...empty, plankMinutes: 1, plankSeconds: 30, runTimeMinutes: 12, runTimeSeconds: null };
    expect(eventValue(r, "plank")).toBe(90);
    expect(eventValue(r, "run")).toBe(720);
    expect(eventValue({ ...empty, runTimeSeconds: 30 }, "run")).toBeNull();
  });

  it("a record is valid (counts toward ratings) only with a measured event; 0 push-ups is a measurement", () => {
    expect(hasMeasuredEvent(empty)).toBe(false);
    expect(hasMeasuredEvent({ ...empty, pushUps: 0 })).toBe(true);
    expect(hasMeasuredEvent({ ...empty, plankMinutes: 2 })).toBe(true);
  });

  it("keeps the newest value of each event across records", () => {
    const latest = latestValues([
      record("2026-01-01T10:00:00Z", { pushUps: 20, sitUps: 30 }),
      record("2026-03-01T10:00:00Z", { pushUps: 35, runTimeMinutes: 14, runDistance: "2_mile" }),
      record("2026-02-01T10:00:00Z", { pushUps: 25, sitUps: 40 }),
    ]);
    expect(latest.pushUps).toEqual({ value: 35, recordedAt: "2026-03-01T10:00:00Z" });
    expect(latest.sitUps?.value).toBe(40);
    expect(latest.run).toEqual({ value: 840, recordedAt: "2026-03-01T10:00:00Z", runDistance: "2_mile" });
    expect(latest.plank).toBeUndefined();
  });
});

describe("branch standards by age band and sex", () => {
  it("re-keys the reference numbers (spot checks of every branch)", () => {
    const army = standardFor("army", { age: 19, sex: "female" });
    expect(find(army.events, "pushUps")).toMatchObject({ min: 11, max: 53 });
    expect(find(army.events, "run")).toMatchObject({ min: 22 * 60 + 55, max: 16 * 60, miles: 2 });
    const navy = standardFor("navy", { age: 22, sex: "male" });
    expect(find(navy.events, "plank")).toMatchObject({ min: 70, max: 200 });
    expect(find(navy.events, "run")).toMatchObject({ min: 13 * 60 + 30, miles: 1.5 });
    const marines = standardFor("marines", { age: 21, sex: "female" });
    expect(find(marines.events, "pushUps")).toMatchObject({ min: 18, max: 48 });
    expect(find(marines.events, "run")).toMatchObject({ min: 30 * 60 + 50, miles: 3 });
    const cg = standardFor("coast_guard", { age: 30, sex: "female" });
    expect(find(cg.events, "sitUps")).toMatchObject({ min: 32, max: null });
    expect(cg.nearestBand).toBe(false);
    expect(standardFor("air_force", { age: 18, sex: "male" })).toMatchObject({ legacy: true });
    expect(standardFor("space_force", { age: 18, sex: "male" })).toMatchObject({ sameAs: "air_force", legacy: true });
  });

  it("chooses the band at its edges: Army 21 → 17-21, 22 → 22-26; Navy 19/20; Marines 20/21", () => {
    expect(standardFor("army", { age: 21, sex: "male" }).band).toEqual({ from: 17, to: 21 });
    expect(standardFor("army", { age: 22, sex: "male" }).band).toEqual({ from: 22, to: 26 });
    expect(find(standardFor("army", { age: 22, sex: "male" }).events, "pushUps").min).toBe(14);
    expect(standardFor("navy", { age: 19, sex: "male" }).band).toEqual({ from: 17, to: 19 });
    expect(standardFor("navy", { age: 20, sex: "male" }).band).toEqual({ from: 20, to: 24 });
    expect(standardFor("marines", { age: 20, sex: "male" }).band).toEqual({ from: 17, to: 20 });
    expect(standardFor("marines", { age: 21, sex: "male" }).band).toEqual({ from: 21, to: 25 });
  });

  it("outside every band takes the nearest one and says so; unknown age or sex is assumed and says so", () => {
    expect(standardFor("army", { age: 16, sex: "male" })).toMatchObject({ band: { from: 17, to: 21 }, nearestBand: true });
    expect(standardFor("army", { age: 27, sex: "male" })).toMatchObject({ band: { from: 22, to: 26 }, nearestBand: true });
    expect(standardFor("army", { age: 26, sex: "male" }).nearestBand).toBe(false);
    expect(standardFor("navy", { age: null, sex: null })).toMatchObject({
      band: { from: 17, to: 19 },
      sex: "male",
      assumedAge: true,
      assumedSex: true,
      nearestBand: false,
    });
  });

  it("age is the age reached in the year", () => {
    expect(ageInYear(2008, 2026)).toBe(18);
  });

  it("every band of every branch has push-ups and a run with a distance", () => {
    for (const standard of Object.values(BRANCH_STANDARDS)) {
      for (const band of standard.bands) {
        for (const events of [band.male, band.female]) {
          expect(find(events, "pushUps")).toBeDefined();
          expect(find(events, "run").miles).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("rating an event against its minimum", () => {
  const armyMale = standardFor("army", { age: 18, sex: "male" });
  it("reps: below under the minimum, meets at it, max at the top score", () => {
    const pushUps = find(armyMale.events, "pushUps"); // 15 / 58
    expect(rateEvent(pushUps, 14)).toMatchObject({ level: "below", gap: 1 });
    expect(rateEvent(pushUps, 15)).toMatchObject({ level: "meets", gap: 0 });
    expect(rateEvent(pushUps, 57).level).toBe("meets");
    expect(rateEvent(pushUps, 58).level).toBe("max");
  });

  it("plank: a hold, longer is better", () => {
    const plank = find(armyMale.events, "plank"); // 1:30 / 3:40
    expect(rateEvent(plank, 89)).toMatchObject({ level: "below", gap: 1 });
    expect(rateEvent(plank, 90).level).toBe("meets");
    expect(rateEvent(plank, 219).level).toBe("meets");
    expect(rateEvent(plank, 220).level).toBe("max");
  });

  it("run at the branch's own distance: faster is better, at the minimum time it meets", () => {
    const run = find(armyMale.events, "run"); // 2 mi: 19:57 / 13:22
    expect(rateEvent(run, 1198, "2_mile")).toMatchObject({ level: "below", gap: 1, estimated: false });
    expect(rateEvent(run, 1197, "2_mile")).toMatchObject({ level: "meets", minimum: 1197 });
    expect(rateEvent(run, 803, "2_mile").level).toBe("meets");
    expect(rateEvent(run, 802, "2_mile").level).toBe("max");
  });

  it("run at another distance: the minimum is set at the distance run (Riegel) and marked as an estimate", () => {
    const run = find(armyMale.events, "run");
    const oneMile = equivalentRunTime(1197, 2, 1);
    expect(oneMile).toBe(Math.round(1197 * 0.5 ** 1.06));
    expect(oneMile).toBe(574); // 9:34 for one mile
    expect(rateEvent(run, oneMile, "1_mile")).toMatchObject({ level: "meets", minimum: oneMile, estimated: true });
    expect(rateEvent(run, oneMile + 1, "1_mile")).toMatchObject({ level: "below", gap: 1 });
    expect(equivalentRunTime(600, 1.5, 1.5)).toBe(600);
  });

  it("an event with no published top score never rates max", () => {
    const cg = find(standardFor("coast_guard", { age: 18, sex: "male" }).events, "pushUps");
    expect(rateEvent(cg, 200).level).toBe("meets");
    expect(rateEvent(cg, 28).level).toBe("below");
  });
});

describe("current status against the branch's entry standard", () => {
  const navy = standardFor("navy", { age: 18, sex: "male" }); // push-ups 42, plank 1:10, run 1.5 mi 12:45
  it("no records → noData", () => {
    expect(currentStatus(navy, [])).toMatchObject({ status: "noData", met: 0, tested: 3 });
  });
  it("an event below its minimum → notYet", () => {
    expect(currentStatus(navy, [record("2026-01-01T00:00:00Z", { pushUps: 41, plankMinutes: 2 })]).status).toBe("notYet");
  });
  it("all recorded events met, one missing → onTrack", () => {
    expect(currentStatus(navy, [record("2026-01-01T00:00:00Z", { pushUps: 42, plankMinutes: 1, plankSeconds: 10 })])).toMatchObject({
      status: "onTrack",
      met: 2,
    });
  });
  it("every event met, the latest value counting → ready; sit-ups (not a Navy event) ignored", () => {
    const records = [
      record("2026-01-01T00:00:00Z", { pushUps: 30, sitUps: 5 }),
      record("2026-02-01T00:00:00Z", { pushUps: 42, plankMinutes: 1, plankSeconds: 10, runTimeMinutes: 12, runTimeSeconds: 45 }),
    ];
    expect(currentStatus(navy, records)).toMatchObject({ status: "ready", met: 3, tested: 3 });
  });
});
