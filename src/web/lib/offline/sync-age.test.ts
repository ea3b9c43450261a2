import { describe, expect, it } from "vitest";
import { syncAgeLabel } from "./sync-age";

describe("syncAgeLabel", () => {
  const now = new Date("2026-05-10T12:00:00Z");
  it("says Never without a sync", () => expect(syncAgeLabel(null, now)).toEqual({ key: "never" }));
  it("says Just now within a minute", () => expect(syncAgeLabel("2026-05-10T11:59:30Z", now)).toEqual({ key: "justNow" }));
  it("counts minutes, then hours", () => {
    expect(syncAgeLabel("2026-05-10T11:35:00Z", now)).toEqual({ key: "minutes", count: 25 });
    expect(syncAgeLabel("2026-05-10T07:00:00Z", now)).toEqual({ key: "hours", count: 5 });
  });
  it("shows a date after a day", () =>
    expect(syncAgeLabel("2026-05-01T12:00:00Z", now)).toMatchObject({ key: "date", date: "May 1, 2026" }));
});
