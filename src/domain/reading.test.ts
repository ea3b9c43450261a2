import { describe, expect, it } from "vitest";
import { readTimeMinutes, wordCount } from "./reading";

describe("reading time", () => {
  it("counts words with letters or digits only", () => {
    // "=" and "×" are not words; "V", "I" and "R" are.
    expect(wordCount("Ohm's law: V = I × R, 12 volts")).toBe(7);
  });

  it("rounds to whole minutes at 230 words per minute, at least one", () => {
    expect(readTimeMinutes("word ".repeat(230 * 7 + 100))).toBe(7);
    expect(readTimeMinutes("short")).toBe(1);
  });
});
