import { describe, expect, it } from "vitest";
import { studyStreak, utcDay } from "./streak";

const now = new Date("2026-03-10T15:00:00Z");

describe("studyStreak", () => {
  it("is empty without study days", () => {
    expect(studyStreak([], now)).toEqual({ current: 0, longest: 0, studiedToday: false, lastStudyDay: null });
  });

  it("counts consecutive days ending today, and keeps the longest earlier run", () => {
    const days = ["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-04", "2026-03-08", "2026-03-09", "2026-03-10"];
    expect(studyStreak(days, now)).toEqual({ current: 3, longest: 4, studiedToday: true, lastStudyDay: "2026-03-10" });
  });

  it("stays alive through yesterday, but a one-day gap breaks it", () => {
    expect(studyStreak(["2026-03-08", "2026-03-09"], now)).toMatchObject({ current: 2, studiedToday: false });
    expect(studyStreak(["2026-03-07", "2026-03-08"], now)).toMatchObject({ current: 0, longest: 2, lastStudyDay: "2026-03-08" });
    expect(studyStreak(["2026-03-06", "2026-03-08", "2026-03-09", "2026-03-10"], now)).toMatchObject({ current: 3, longest: 3 });
  });

  it("ignores duplicates and order", () => {
    expect(studyStreak(["2026-03-10", "2026-03-09", "2026-03-10", "2026-03-09"], now)).toMatchObject({ current: 2, longest: 2 });
  });

  it("cuts days at UTC midnight, whatever the local time zone", () => {
    // 23:59 and 00:01 UTC are two study days, so two answers two minutes apart make a 2-day streak.
    const late = new Date("2026-03-09T23:59:00Z");
    const early = new Date("2026-03-10T00:01:00Z");
    expect([utcDay(late), utcDay(early)]).toEqual(["2026-03-09", "2026-03-10"]);
    expect(studyStreak([utcDay(late), utcDay(early)], new Date("2026-03-10T00:02:00Z"))).toMatchObject({ current: 2 });
    // Just after midnight, yesterday's study still counts as the live streak.
    expect(studyStreak([utcDay(late)], new Date("2026-03-10T00:02:00Z"))).toMatchObject({ current: 1, studiedToday: false });
    // ...but not once a whole UTC day has passed without study.
    expect(studyStreak([utcDay(late)], new Date("2026-03-11T00:00:00Z"))).toMatchObject({ current: 0, longest: 1 });
  });

  it("counts across month and year ends and ignores future days", () => {
    const newYear = new Date("2026-01-01T08:00:00Z");
    expect(studyStreak(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"], newYear)).toEqual({
      current: 3,
      longest: 3,
      studiedToday: true,
      lastStudyDay: "2026-01-01",
    });
  });
});

describe("studyStreak in the learner's time zone", () => {
  it("counts today by the learner's calendar, not UTC's", () => {
    // 03:00 UTC on the 11th is still the evening of the 10th in New York (UTC-4 in summer).
    const now = new Date("2026-06-11T03:00:00Z");
    expect(studyStreak(["2026-06-09", "2026-06-10"], now, "America/New_York")).toMatchObject({ current: 2, studiedToday: true });
    expect(studyStreak(["2026-06-09", "2026-06-10"], now)).toMatchObject({ current: 2, studiedToday: false });
    // In Tokyo it is already midday on the 11th: the 9th–10th run is still alive, but nothing today.
    expect(studyStreak(["2026-06-09", "2026-06-10"], now, "Asia/Tokyo")).toMatchObject({ current: 2, studiedToday: false });
  });
});
