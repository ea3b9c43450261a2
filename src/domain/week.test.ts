import { describe, expect, it } from "vitest";
import { learnerWeek, nextWeekStart, safeTimeZone, startOfLocalDay, weekStart } from "./week";

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe("weekStart in UTC", () => {
  it("is the Sunday midnight before, and the next Sunday is the reset", () => {
    // Wednesday 25 November 2026.
    expect(iso(weekStart(at("2026-11-25T12:00:00Z"), "UTC"))).toBe("2026-11-22T00:00:00.000Z");
    expect(iso(nextWeekStart(at("2026-11-25T12:00:00Z"), "UTC"))).toBe("2026-11-29T00:00:00.000Z");
  });

  it("counts Sunday 00:00 itself in the new week and Saturday 23:59:59.999 in the old one", () => {
    expect(iso(weekStart(at("2026-11-29T00:00:00.000Z"), "UTC"))).toBe("2026-11-29T00:00:00.000Z");
    expect(iso(weekStart(at("2026-11-28T23:59:59.999Z"), "UTC"))).toBe("2026-11-22T00:00:00.000Z");
  });
});

describe("weekStart west of UTC", () => {
  it("keeps Saturday evening in California in the old week although UTC is already on Sunday", () => {
    // 05:00 UTC on Sunday is 21:00 PST on Saturday.
    expect(iso(weekStart(at("2026-11-29T05:00:00Z"), "America/Los_Angeles"))).toBe("2026-11-22T08:00:00.000Z");
    expect(iso(weekStart(at("2026-11-29T08:00:00Z"), "America/Los_Angeles"))).toBe("2026-11-29T08:00:00.000Z");
  });

  it("works eleven hours behind UTC", () => {
    expect(iso(weekStart(at("2026-11-25T12:00:00Z"), "Pacific/Pago_Pago"))).toBe("2026-11-22T11:00:00.000Z");
  });
});

describe("weekStart east of UTC", () => {
  it("starts the week in Tokyo while UTC is still on Saturday", () => {
    expect(iso(weekStart(at("2026-11-28T14:59:59Z"), "Asia/Tokyo"))).toBe("2026-11-21T15:00:00.000Z");
    expect(iso(weekStart(at("2026-11-28T15:00:00Z"), "Asia/Tokyo"))).toBe("2026-11-28T15:00:00.000Z");
  });

  it("follows quarter-hour offsets and UTC+14", () => {
    expect(iso(weekStart(at("2026-11-28T18:14:00Z"), "Asia/Kathmandu"))).toBe("2026-11-21T18:15:00.000Z");
    expect(iso(weekStart(at("2026-11-28T18:15:00Z"), "Asia/Kathmandu"))).toBe("2026-11-28T18:15:00.000Z");
    expect(iso(weekStart(at("2026-11-25T12:00:00Z"), "Pacific/Kiritimati"))).toBe("2026-11-21T10:00:00.000Z");
  });
});

describe("weekStart across daylight-saving changes", () => {
  it("US spring forward: the week that contains the change is one hour short", () => {
    const week = learnerWeek(at("2026-03-10T12:00:00Z"), "America/Los_Angeles");
    expect(iso(week.start)).toBe("2026-03-08T08:00:00.000Z"); // 00:00 PST
    expect(iso(week.nextReset)).toBe("2026-03-15T07:00:00.000Z"); // 00:00 PDT
    expect(week.nextReset.getTime() - week.start.getTime()).toBe(167 * 3600 * 1000);
  });

  it("US fall back: the week that contains the change is one hour long", () => {
    const week = learnerWeek(at("2026-11-03T12:00:00Z"), "America/Los_Angeles");
    expect(iso(week.start)).toBe("2026-11-01T07:00:00.000Z"); // 00:00 PDT
    expect(iso(week.nextReset)).toBe("2026-11-08T08:00:00.000Z"); // 00:00 PST
  });

  it("Europe: the reset after the spring change is midnight BST", () => {
    const week = learnerWeek(at("2026-03-30T12:00:00Z"), "Europe/London");
    expect(iso(week.start)).toBe("2026-03-29T00:00:00.000Z");
    expect(iso(week.nextReset)).toBe("2026-04-04T23:00:00.000Z");
  });

  it("a zone whose clocks skip midnight starts that Sunday at 01:00, the first instant it has", () => {
    // Chile moves from UTC−4 to UTC−3 at Sunday 00:00 local: 00:00–00:59 never happens on 6 September 2026.
    expect(iso(weekStart(at("2026-09-06T12:00:00Z"), "America/Santiago"))).toBe("2026-09-06T04:00:00.000Z");
    expect(iso(nextWeekStart(at("2026-09-05T12:00:00Z"), "America/Santiago"))).toBe("2026-09-06T04:00:00.000Z");
    expect(iso(startOfLocalDay("2026-09-06", "America/Santiago"))).toBe("2026-09-06T04:00:00.000Z");
  });
});

describe("unknown zones", () => {
  it("fall back to UTC", () => {
    for (const zone of ["Mars/Olympus_Mons", "", "UTC'; drop table users; --"]) {
      expect(iso(weekStart(at("2026-11-25T12:00:00Z"), zone)), zone).toBe("2026-11-22T00:00:00.000Z");
      expect(safeTimeZone(zone)).toBe("UTC");
    }
    expect(safeTimeZone(undefined)).toBe("UTC");
    expect(learnerWeek(at("2026-11-25T12:00:00Z"), "Nope/Zone").timeZone).toBe("UTC");
  });

  it("keeps a known zone and gives the Sunday's local date as the week's key", () => {
    const week = learnerWeek(at("2026-11-28T15:30:00Z"), "Asia/Tokyo");
    expect(week.timeZone).toBe("Asia/Tokyo");
    expect(week.startDay).toBe("2026-11-29");
  });
});
