import { describe, expect, it } from "vitest";
import { buildBank } from "../bank";
import { pcCourseNotice } from "./pc-course-notice";
import { clock, pcGateNotice } from "./pc-gate-notice";

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("Paragraph Comprehension notices", () => {
  it("says clock times as a reader would", () => {
    expect(clock(6.5)).toBe("6:30 a.m.");
    expect(clock(21)).toBe("9 p.m.");
    expect(clock(12.25)).toBe("12:15 p.m.");
    expect(clock(0.75)).toBe("12:45 a.m.");
  });

  it("gate notices: each item's case is settled by the notice's own rules", () => {
    for (const seed of seeds(pcGateNotice.seedCount)) {
      const it = pcGateNotice.generate(seed);
      const p = it.params;
      const text = it.passage!.text;
      // Every rule the key depends on is printed in the passage the learner reads.
      expect(text).toContain(`${p.limit} tons or less`);
      expect(text).toContain(`from ${clock(Number(p.heavyOpen))} to ${clock(Number(p.heavyClose))}, Monday through Friday only`);
      const key = it.options[it.answer]!;
      const heavy = Number(p.weight) > Number(p.limit);
      const weekend = p.day === "Saturday" || p.day === "Sunday";
      if (!heavy) expect(key).not.toContain(String(p.heavy));
      if (heavy && weekend) expect(key).toMatch(/^Wait until .* on Monday$/);
      expect(it.stem).not.toMatch(/\ba (8|11|18)-ton/);
      expect(it.explanation).not.toContain("..");
    }
  });

  it("course notices: exactly one applicant meets every requirement; the others miss one each", () => {
    for (const seed of seeds(pcCourseNotice.seedCount)) {
      const it = pcCourseNotice.generate(seed);
      const p = it.params;
      if (p.kind !== "eligible") {
        expect(it.passage!.text).toContain(String(it.explanation.match(/"(.*)"/)?.[1]));
        continue;
      }
      const misses = [0, 1, 2, 3].map(
        (i) =>
          Number(Number(p[`served${i}`]) < Number(p.minServed)) +
          Number(Number(p[`left${i}`]) < Number(p.minLeft)) +
          Number(p[`passed${i}`] !== 1) +
          Number(Number(p[`day${i}`]) > Number(p.deadline)),
      );
      expect(misses.sort()).toEqual([0, 1, 1, 1]);
      expect(it.options[it.answer]).toContain("passed the last fitness test");
    }
  });

  it("the bank stores each generated passage with its item", () => {
    const bank = buildBank({ generatedPerGenerator: 20 });
    const ids = new Set(bank.passages.map((p) => p.id));
    const generated = bank.items.filter((i) => i.generator?.startsWith("pc-"));
    expect(generated).toHaveLength(40);
    for (const item of generated) expect(ids.has(item.passageId!)).toBe(true);
  });
});
