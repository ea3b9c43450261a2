import { describe, expect, it } from "vitest";
import { plainText, repeatsSteps } from "./plain-text";

describe("study-guide excerpts and explanations", () => {
  it("drops the study materials' Markdown marks", () => {
    expect(plainText("## What GS measures\n\nGeneral Science (GS) checks **15 questions**.\n\n- Speed = d ÷ t")).toBe(
      "What GS measures\nGeneral Science (GS) checks 15 questions.\n• Speed = d ÷ t",
    );
  });

  it("spots an explanation that only repeats the steps", () => {
    expect(repeatsSteps("First this.  Then that.", ["First this.", "Then that."])).toBe(true);
    expect(repeatsSteps("Why it works.", ["First this.", "Then that."])).toBe(false);
    expect(repeatsSteps("", [])).toBe(false);
  });
});
