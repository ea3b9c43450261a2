import { describe, expect, it } from "vitest";
import {
  type BankEntry,
  emptyTopics,
  itemTextDefects,
  keyClearlyLongest,
  LONGEST_KEY_MAX_SHARE,
  nearDuplicates,
  textDefects,
  topicCounts,
  unbalancedKeys,
} from "./defects";
import { ALL_GENERATORS } from "./generators";
import { AUTHORED_ITEMS } from "./items";
import { TOPICS } from "./topics";

describe("textDefects", () => {
  it("catches the audit's printing defects, in the very text the old generators printed", () => {
    // ar-work before the fix (77 of 89 items): the whole-number time was "equal" to itself.
    expect(textDefects("Rates add: 1/3 + 1/6 = 1/2 of the job per hour, so together they need 2 = 2 hours.")).toEqual([
      'redundant equality "2 = 2"',
    ]);
    // mk-linear before the fix: coefficients of ±1 and a zero constant.
    expect(textDefects("Solve for x: −2x − 13 = −1x − 16").join()).toMatch(/coefficient 1/);
    expect(textDefects("Solve for x: 3x − 1 = 1x + 9").join()).toMatch(/coefficient 1/);
    expect(textDefects("Solve for x: 8x − 8 = 4x + 0").join()).toMatch(/zero term/);
    expect(textDefects("the other: −2x − (−1x) = −16 − (−13)").join()).toMatch(/coefficient 1/);
  });

  it("catches the rest of the class: 1y, 0x, + −3, --", () => {
    expect(textDefects("If 1y = 4").join()).toMatch(/coefficient 1/);
    expect(textDefects("0x + 5 = 5").join()).toMatch(/zero term/);
    expect(textDefects("x² + −3x").join()).toMatch(/sign printed before a signed number/);
    expect(textDefects("2x + -3 = 5").join()).toMatch(/sign printed before a signed number/);
    expect(textDefects("x -- 3").join()).toMatch(/doubled minus/);
    expect(textDefects("so x = 6 = 6.").join()).toMatch(/redundant equality/);
    expect(textDefects("3 = 4 = 4").join()).toMatch(/redundant equality "4 = 4"/);
  });

  it("leaves sound text alone", () => {
    for (const ok of [
      "16 ÷ 4 = 4 meters",
      "√8 = √4 × √2 = 2√2",
      "x = 5",
      "Solve for x: 3x − x = 10",
      "21x + 0.1y",
      "x¹ · x² = x³",
      "−42 − (−15) = −27",
      "1 − 0.5 = 0.5",
      "1/2 + 1/6 = 2/3, so together they need 1 ÷ 2/3 = 3/2 = 1.5 hours",
      "the 1st gear",
    ])
      expect(textDefects(ok), ok).toEqual([]);
  });

  it("finds no defect in any authored item or in 300 seeds of any generator", () => {
    for (const items of Object.values(AUTHORED_ITEMS)) for (const item of items) expect(itemTextDefects(item), item.id).toEqual([]);
    for (const g of ALL_GENERATORS)
      for (let seed = 0; seed < Math.min(300, g.seedCount); seed++) {
        const item = g.generate(seed);
        expect(itemTextDefects(item), item.id).toEqual([]);
      }
  });
});

const entry = (id: string, stem: string, options: string[], extra: Partial<BankEntry> = {}): BankEntry => ({
  id,
  section: "MK",
  topic: "factoring",
  stem,
  options,
  ...extra,
});

describe("nearDuplicates", () => {
  it("pairs items with the same stem and choices, whatever the case, spacing, minus signs or choice order", () => {
    const bank = [
      entry("MK-001", "Factor x² − 9.", ["(x − 3)(x + 3)", "(x − 3)²", "(x + 9)(x − 1)", "(x + 3)²"]),
      entry("MK-002", "factor  x² - 9", ["(x+3)²", "(x − 3)(x + 3)", "(x-3)²", "(x + 9)(x − 1)"]),
      entry("MK-003", "Factor x² − 9.", ["(x − 3)(x + 3)", "(x − 3)²", "(x + 9)(x − 1)", "(x − 9)(x + 1)"]),
    ];
    expect(nearDuplicates(bank)).toEqual([["MK-001", "MK-002"]]);
  });

  it("keeps apart the same question about different passages or figures", () => {
    const bank = [
      entry("PC-001", "What is the main idea?", ["a", "b", "c", "d"], { section: "PC", passageId: "p1" }),
      entry("PC-002", "What is the main idea?", ["a", "b", "c", "d"], { section: "PC", passageId: "p2" }),
      entry("AO-001", "Which figure?", ["A", "B", "C", "D"], { section: "AO", figure: "<svg/>" }),
      entry("AO-002", "Which figure?", ["A", "B", "C", "D"], { section: "AO", figure: "<svg></svg>" }),
    ];
    expect(nearDuplicates(bank)).toEqual([]);
  });
});

describe("topic coverage", () => {
  it("counts items per topic and names each topic of the outline that has none", () => {
    const bank = TOPICS.WK.slice(1).map((topic, i) => ({
      ...entry(`WK-00${i}`, `stem ${i}`, ["a", "b", "c", "d"]),
      section: "WK" as const,
      topic,
    }));
    const counts = topicCounts(bank);
    expect(counts.WK).toEqual(Object.fromEntries(TOPICS.WK.map((t, i) => [t, i === 0 ? 0 : 1])));
    expect(emptyTopics(counts, ["WK"])).toEqual([`WK: ${TOPICS.WK[0]}`]);
    expect(emptyTopics(counts, ["GS"])).toHaveLength(TOPICS.GS.length);
  });
});

describe("key letters and key length", () => {
  const keys = (pattern: string) => [...pattern].map((c) => ({ answer: "ABCD".indexOf(c) }));

  it("flags a subtest whose keys favour a letter, and passes a balanced one", () => {
    expect(unbalancedKeys(keys("ABCD".repeat(15)))).toEqual([]);
    // 60 items: C the key of 25 (42%), D of only 5 (8%).
    expect(unbalancedKeys(keys("ABCC".repeat(10) + "ABCD".repeat(5)))).toEqual(["C 42%", "D 8%"]);
    // Too few items to judge.
    expect(unbalancedKeys(keys("CCCC"))).toEqual([]);
  });

  it("spots a key that gives itself away by length, not one that is merely a little longer", () => {
    expect(keyClearlyLongest({ options: ["It lets current flow one way only", "A lamp", "A fuse", "A cell"], answer: 0 })).toBe(true);
    expect(keyClearlyLongest({ options: ["Ribosome", "Mitochondrion", "Golgi body", "Nucleus"], answer: 1 })).toBe(false);
    expect(keyClearlyLongest({ options: ["Figure A", "Figure B", "Figure C", "Figure D"], answer: 2 })).toBe(false);
  });

  it("holds for every subtest's written items", () => {
    for (const [section, items] of Object.entries(AUTHORED_ITEMS)) {
      expect(unbalancedKeys(items), section).toEqual([]);
      expect(items.filter(keyClearlyLongest).length, section).toBeLessThanOrEqual(LONGEST_KEY_MAX_SHARE * items.length);
    }
  });
});
