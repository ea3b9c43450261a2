import { describe, expect, it } from "vitest";
import { calendarDay, isTimeZone } from "./calendar-day";

describe("calendarDay", () => {
  it("is the UTC date by default", () => {
    expect(calendarDay(new Date("2026-03-10T02:00:00Z"))).toBe("2026-03-10");
    expect(calendarDay(new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
  });

  it("follows the zone's offset, daylight saving included", () => {
    // 02:00 UTC is still the evening before on the US west coast, in winter (UTC-8) and in summer (UTC-7).
    expect(calendarDay(new Date("2026-01-10T02:00:00Z"), "America/Los_Angeles")).toBe("2026-01-09");
    expect(calendarDay(new Date("2026-07-10T06:30:00Z"), "America/Los_Angeles")).toBe("2026-07-09");
    expect(calendarDay(new Date("2026-07-10T07:30:00Z"), "America/Los_Angeles")).toBe("2026-07-10");
    // Half- and quarter-hour offsets, east of UTC.
    expect(calendarDay(new Date("2026-03-09T18:29:00Z"), "Asia/Kolkata")).toBe("2026-03-09");
    expect(calendarDay(new Date("2026-03-09T18:30:00Z"), "Asia/Kolkata")).toBe("2026-03-10");
    expect(calendarDay(new Date("2026-03-09T18:15:00Z"), "Asia/Kathmandu")).toBe("2026-03-10");
  });
});

describe("isTimeZone", () => {
  it("accepts IANA names and rejects anything else", () => {
    for (const zone of ["UTC", "America/New_York", "Pacific/Honolulu", "Etc/GMT+5", "America/Argentina/Buenos_Aires"]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["", "Mars/Olympus_Mons", "America/New York", "UTC'; drop table users; --", "a".repeat(80)]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});
