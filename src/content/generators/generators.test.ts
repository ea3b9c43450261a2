import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTHORED_ITEMS, PC_PASSAGES } from "../items";
import { checkItemShape } from "../validate";
import { ALL_GENERATORS } from ".";
import { nearMisses } from "./build";

describe.each(ALL_GENERATORS.map((g) => [g.id, g] as const))("generator %s", (_id, g) => {
  it("builds a well-formed item for any seed, deterministically, with the recomputed key in place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), (seed) => {
        const item = g.generate(seed);
        expect(g.generate(seed)).toEqual(item);
        expect(checkItemShape(g.section, item)).toEqual([]);
        expect(item.options[item.answer]).toBe(g.recompute(item.params));
        expect(new Set(item.options).size).toBe(4);
        // Ids are unique per generator: the seed, or for WordNet items the word itself (wk-check.test.ts).
        expect(item.id.startsWith(`${g.id}-`)).toBe(true);
        if (g.id !== "wk-wordnet") expect(item.id).toBe(`${g.id}-${seed}`);
      }),
      { numRuns: 60 },
    );
  });
});

describe("nearMisses", () => {
  it("changes only the number and keeps units and symbols", () => {
    expect(nearMisses("12 miles")).toContain("13 miles");
    expect(nearMisses("$4,070.00")[0]).toBe("$4,070.01");
    expect(nearMisses("x = 7")).toContain("x = 8");
    expect(nearMisses("no digits")).toEqual([]);
  });
});

/**
 * Pins the bank's content as sha256 (first 16 hex digits) of the JSON of every authored item (figures included)
 * and of a sample of seeds of every generator. A refactor of the SVG kit, the geometry or the PRNG must leave these
 * unchanged; a deliberate content change updates the hashes of what it changed and says so in its commit. (Here
 * rather than in a file of its own so that the WordNet data is loaded once.)
 */
describe("bank fingerprint", () => {
  const sha = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
  const seeds = (seedCount: number) => [0, 1, 2, 3, 4, 5, 6, 7, Math.floor(seedCount / 2), seedCount - 1, seedCount + 7];

  it("authored items and passages are unchanged", () => {
    const actual = Object.fromEntries(Object.entries(AUTHORED_ITEMS).map(([section, items]) => [section, sha(items)]));
    expect({ ...actual, passages: sha(PC_PASSAGES) }).toEqual({
      AI: "781389b7eac775ce",
      AO: "04dde41e03264140",
      AR: "50c9a2d63f00f808",
      EI: "5e47ae5e5d8a1b59",
      GS: "0c1403710be8a9f5",
      MC: "0e56d7206fc1b1f3",
      MK: "663f83fe87f4e1d5",
      PC: "9941a705fca8e201",
      SI: "fd948a77e2901879",
      WK: "c9ebc8a216fc6a7b",
      passages: "75d516a386de2952",
    });
  });

  it("generated items are unchanged for a sample of seeds of every generator", () => {
    const actual = Object.fromEntries(ALL_GENERATORS.map((g) => [g.id, sha(seeds(g.seedCount).map((s) => g.generate(s)))]));
    expect(actual).toEqual({
      "ai-compression": "b87b2e2ab6130da8",
      "ai-tire-size": "91390f98f3950943",
      "ao-connector": "9a0620000e689f4c",
      "ao-puzzle": "1b197b5cf434de06",
      "ar-average": "3bc19aace8d6ce70",
      "ar-conversion": "b97fa2a71a2629ce",
      "ar-interest": "8cc3eb7707c1c3ec",
      "ar-mixture": "0ddd47c7532b8f70",
      "ar-percent": "caa942dc9050974c",
      "ar-percent-change": "bd27a37114553338",
      "ar-rate": "6d39d56812e320b5",
      "ar-ratio": "3cd6e6fd9ffa0595",
      "ar-work": "0a00136f2a31fc74",
      "ei-ohm": "baa74f480c3b91de",
      "ei-parallel": "e5ce1e7cbe803a50",
      "ei-power": "553e54c86edc38da",
      "ei-series": "ae52fdc1580b76a3",
      "gs-acceleration": "d4920c7a448080aa",
      "gs-atom": "a0bde2dc37445083",
      "gs-density": "8c95812c3b8d4ce9",
      "gs-energy": "8d79faf66aee3b61",
      "gs-force": "6e83a0999490043a",
      "gs-half-life": "1727691d291bcc53",
      "gs-metric": "76107c203a9e8f0b",
      "gs-punnett": "651e153069d26ebb",
      "gs-temperature": "5a002256bff14c30",
      "mc-gears": "4a4d7738abcb7c00",
      "mc-hydraulic": "2626435f3c239800",
      "mc-lever": "022b761f1c36b3d6",
      "mc-pulley": "6a6b8e2af59f93c2",
      "mk-angles": "d88a8408196a0c00",
      "mk-area-perimeter": "aea4caa3b6469cac",
      "mk-exponents": "12a434fb03d9e9cd",
      "mk-factoring": "8c37c411dede7d23",
      "mk-fractions": "847348e4e07cc528",
      "mk-linear": "e0e5d8de148b36e1",
      "mk-pythagorean": "f20016a479ed1946",
      "mk-roots": "f58b148bac8b1c1f",
      "mk-volume": "7523d945c61071a2",
      "pc-course-notice": "0034ddbe824a8569",
      "pc-gate-notice": "f774ee696157ee08",
      "si-lumber": "c1227bcd91413bdc",
      "si-nails": "f79b0511fd2abe5b",
      "wk-wordnet": "c99424cc90eabfaa",
    });
  });
});

describe("mc-lever rounding", () => {
  it("asks for a tenth whenever the balancing effort is not exact to a tenth", () => {
    const g = ALL_GENERATORS.find((x) => x.id === "mc-lever")!;
    let rounded = 0;
    for (let seed = 0; seed < g.seedCount; seed++) {
      const item = g.generate(seed);
      const p = item.params as { load: number; loadArm: number; effortArm: number };
      const effort = (p.load * p.loadArm) / p.effortArm;
      const exact = Math.abs(effort * 10 - Math.round(effort * 10)) < 1e-9;
      expect(item.stem.includes("nearest tenth"), item.id).toBe(!exact);
      if (!exact) rounded += 1;
    }
    // Both kinds occur, so the test checks something either way.
    expect(rounded).toBeGreaterThan(0);
    expect(rounded).toBeLessThan(g.seedCount);
  });
});
