import { describe, expect, it } from "vitest";
import { ALL_GENERATORS } from ".";
import { crossShare } from "./gs-atoms-genes";
import { signed } from "./gs-units";
import { inches } from "./si-tables";

const byId = (id: string) => ALL_GENERATORS.find((g) => g.id === id)!;

describe("one-gene crosses", () => {
  it("give Mendel's ratios", () => {
    expect(crossShare("Aa", "Aa", "recessive")).toBe(0.25);
    expect(crossShare("Aa", "Aa", "dominant")).toBe(0.75);
    expect(crossShare("Aa", "Aa", "heterozygous")).toBe(0.5);
    expect(crossShare("AA", "aa", "heterozygous")).toBe(1);
    expect(crossShare("Aa", "aa", "recessive")).toBe(0.5);
    expect(crossShare("AA", "Aa", "recessive")).toBe(0);
  });
});

describe("number text", () => {
  it("prints inches as a tape reads them and negatives with a true minus", () => {
    expect([1.5, 7.25, 0.75, 3, 101.75].map(inches)).toEqual(["1½", "7¼", "¾", "3", "101¾"]);
    expect([-40, 0, 12.5].map((v) => signed(v))).toEqual(["−40", "0", "12.5"]);
  });
});

describe("table generators key the table's value", () => {
  it("a nominal 2 × 4 is 1½ in. × 3½ in. and a 16d nail is 3½ in.", () => {
    const lumber = byId("si-lumber");
    const nails = byId("si-nails");
    let sawLumber = false;
    let sawNail = false;
    for (let seed = 0; seed < 400; seed++) {
      const l = lumber.generate(seed);
      if (l.params.nominal === "2 × 4" && l.params.kind === "actual") {
        expect(l.options[l.answer]).toBe("1½ in. × 3½ in.");
        sawLumber = true;
      }
      const n = nails.generate(seed);
      if (n.params.penny === 16 && n.params.ask === "length") {
        expect(n.options[n.answer]).toBe("3½ in.");
        sawNail = true;
      }
    }
    expect(sawLumber && sawNail).toBe(true);
  });

  it("temperatures convert both ways on whole degrees (−40 is the same on both scales)", () => {
    const g = byId("gs-temperature");
    for (let seed = 0; seed < g.seedCount; seed++) {
      const item = g.generate(seed);
      const c = Number(item.params.celsius);
      const key = item.options[item.answer]!;
      if (item.params.to === "F") expect(key).toBe(`${signed((c * 9) / 5 + 32)} °F`);
      else expect(item.stem).toContain(`${signed((c * 9) / 5 + 32)} °F`);
      if (c === -40) expect(key.startsWith("−40")).toBe(true);
    }
  });
});
