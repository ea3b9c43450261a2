import { describe, expect, it } from "vitest";
import { classify, trainNaiveBayes } from "./classifier";
import { buildBankIndex, keyLetter, matchBank, substitutedWords } from "./match";
import { splitOptions } from "./options";
import { characterErrorRate, numbersIn } from "./text";
import { askedWord, solveVocabulary } from "./vocabulary";

describe("splitOptions", () => {
  it("splits A–D from the stem, as OCR reads the markers", () => {
    const { stem, options } = splitOptions(
      "How many quarts are in 40 gallons?\n‘A) 80 quarts\n'B) 10 quarts\nC)164 quarts\n(D) 160 quarts",
    );
    expect(stem).toBe("How many quarts are in 40 gallons?");
    expect(options.map((o) => `${o.letter}:${o.text}`)).toEqual(["A:80 quarts", "B:10 quarts", "C:164 quarts", "D:160 quarts"]);
  });
  it("does not take a letter inside the stem for an option, and keeps three when the fourth is unreadable", () => {
    expect(splitOptions("Plan A. costs less than plan B. Which is cheaper?").options).toEqual([]);
    expect(splitOptions("15 is what percent of 30?\nA) 2%\nB) 50%\nC) 100%").options).toHaveLength(3);
  });
  it("takes back an option whose marker OCR misread, between two it did read", () => {
    const { options } = splitOptions("If 9x + 12 = 21, what is x?\nA) -3\nB) 5.33\nC1\nD) 2");
    expect(options.map((o) => o.text)).toEqual(["-3", "5.33", "1", "2"]);
  });
});

describe("numbers and errors", () => {
  it("reads numbers, repairs OCR'd units, keeps signs when asked", () => {
    expect(numbersIn("1,200 miles in 3.5 hours")).toEqual([1200, 3.5]);
    expect(numbersIn("C)1751b")).toEqual([175]);
    expect(numbersIn("x = -2", true)).toEqual([-2]);
    expect(characterErrorRate("abcd", "abxd")).toBe(0.25);
  });
});

const ITEMS = [
  {
    id: "1",
    section: "AR",
    stem: "How many quarts are in 40 gallons?",
    options: ["80 quarts", "10 quarts", "164 quarts", "160 quarts"],
    correctIndex: 3,
  },
  {
    id: "2",
    section: "AR",
    stem: "How many quarts are in 30 gallons?",
    options: ["60 quarts", "120 quarts", "7.5 quarts", "124 quarts"],
    correctIndex: 1,
  },
  {
    id: "3",
    section: "GS",
    stem: "Which organelle makes most of a cell's ATP?",
    options: ["Ribosome", "Mitochondrion", "Golgi apparatus", "Nucleus"],
    correctIndex: 1,
  },
];

describe("matchBank", () => {
  it("finds the photographed item and not its sibling with other numbers", () => {
    const index = buildBankIndex(ITEMS);
    const [best, second] = matchBank(
      index,
      "How many quarts are in 30 gallons?\nA) 60 quarts\nB) 120 quarts\nC) 7.5 quarts\nD) 124 quarts",
    );
    expect(best?.item.id).toBe("2");
    expect(best!.score).toBeGreaterThan(0.9);
    expect(second!.score).toBeLessThan(best!.score - 0.3);
  });
  it("tells a question about something else from the bank's item with the same choices", () => {
    const earth = {
      id: "4",
      section: "GS",
      stem: "Which gas makes up the largest share of Earth's atmosphere?",
      options: ["Oxygen", "Carbon dioxide", "Argon", "Nitrogen"],
      correctIndex: 3,
    };
    const index = buildBankIndex([...ITEMS, earth, { ...ITEMS[2]!, id: "5", stem: "Which planet is red? Mars" }]);
    // "most" and "Mars" are words the bank knows that Earth's item does not use, while "largest share of Earth" is gone.
    expect(substitutedWords(index, earth, "Which gas makes up most of the atmosphere of Mars?")).toEqual(["most", "mars"]);
    // The same question, OCR noise and all, is no substitution.
    expect(substitutedWords(index, earth, "Which gas rnakes up the largest share of Earth's atrnosphere?")).toEqual([]);
  });
  it("tells apart options with the same numbers in another order, and names none when two are alike", () => {
    const grits = {
      id: "6",
      section: "SI",
      stem: "Grits?",
      options: ["180, then 120, then 80", "80, then 180, then 120", "80, then 120, then 180", "120, then 80, then 180"],
      correctIndex: 2,
    };
    const read = grits.options.map((text, i) => ({ letter: "ABCD"[i] as "A", text }));
    expect(keyLetter(grits, read)).toBe("C");
    const twice = [...read.slice(0, 3), { letter: "D" as const, text: "80, then 120, then 180" }];
    expect(keyLetter(grits, twice)).toBeNull();
  });
  it("locates the key among the read options, whatever their order", () => {
    expect(
      keyLetter(ITEMS[0]!, [
        { letter: "A", text: "160 quarts" },
        { letter: "B", text: "80 quarts" },
        { letter: "C", text: "164 quarts" },
        { letter: "D", text: "10 quarts" },
      ]),
    ).toBe("A");
  });
});

describe("classifier", () => {
  it("learns subjects from examples, with equal priors", () => {
    const model = trainNaiveBayes(
      [
        { text: "How many miles does the truck travel at 40 miles per hour", label: "AR" },
        { text: "What is the sale price after a discount of 20 percent", label: "AR" },
        { text: "Which organelle makes ATP in a cell", label: "GS" },
        { text: "What gas do plants absorb during photosynthesis", label: "GS" },
      ],
      ["AR", "GS"] as const,
    );
    expect(classify(model, "A bus travels 120 miles in 3 hours")[0]?.label).toBe("AR");
    expect(classify(model, "Photosynthesis in plant cells")[0]?.label).toBe("GS");
  });
});

describe("vocabulary", () => {
  it("finds the asked word and the one option that shares its meaning", () => {
    expect(askedWord("Abundant most nearly means")).toBe("abundant");
    expect(askedWord('As used in "a *youngster* ran," the word youngster most nearly means')).toBe("youngster");
    const thesaurus = (word: string, candidate: string) => (word === "abundant" && candidate === "plentiful" ? 2 : 0) as 0 | 2;
    const opts = ["scarce", "plentiful", "valuable", "hidden"].map((text, i) => ({ letter: (["A", "B", "C", "D"] as const)[i]!, text }));
    expect(solveVocabulary("Abundant most nearly means", opts, thesaurus)?.letter).toBe("B");
    expect(solveVocabulary("Abundant most nearly means", opts, () => 2)).toBeUndefined(); // a tie is no answer
  });
});
