import { describe, expect, it } from "vitest";
import { canSearch, EMPTY_FORM, formFromPrefill, scoreValue, toRequest } from "./form";

describe("pathfinder form (spec §5)", () => {
  it("turns non-numeric input into 0", () => {
    expect(scoreValue("abc")).toBe(0);
    expect(scoreValue(" 65 ")).toBe(65);
    expect(scoreValue("72,5")).toBe(72.5);
  });

  it("enables search only with an AFQT above 0 and at least one line score", () => {
    expect(canSearch(EMPTY_FORM)).toBe(false);
    expect(canSearch({ ...EMPTY_FORM, afqt: "50" })).toBe(false);
    expect(canSearch({ ...EMPTY_FORM, afqt: "0", lineScores: { GT: "100" } })).toBe(false);
    expect(canSearch({ ...EMPTY_FORM, afqt: "x", lineScores: { GT: "100" } })).toBe(false);
    expect(canSearch({ ...EMPTY_FORM, afqt: "50", lineScores: { GT: "  " } })).toBe(false);
    expect(canSearch({ ...EMPTY_FORM, afqt: "50", lineScores: { GT: "100" } })).toBe(true);
    // A line score typed as text is entered: it is sent as 0.
    expect(canSearch({ ...EMPTY_FORM, afqt: "50", lineScores: { GT: "high" } })).toBe(true);
  });

  it("sends entered scores as numbers and leaves out 'all branches'", () => {
    expect(toRequest({ afqt: "55", branch: "all", lineScores: { GT: "110", ST: "", E: "oops" } })).toEqual({
      afqtScore: 55,
      lineScores: { GT: 110, E: 0 },
    });
    expect(toRequest({ afqt: "55", branch: "navy", lineScores: { AR: "60" } })).toMatchObject({ branch: "navy" });
  });

  it("fills the form from a full test for a branch", () => {
    const prefill = {
      id: "t",
      completedAt: "2026-11-01T00:00:00.000Z",
      afqtScore: 64,
      lineScores: { all: { GT: 110 }, army: { GT: 108, AR: 55 }, navy: {}, air_force: {}, marines: {}, coast_guard: {}, space_force: {} },
    };
    expect(formFromPrefill(prefill, "army")).toEqual({ afqt: "64", branch: "army", lineScores: { GT: "108", AR: "55" } });
  });
});
