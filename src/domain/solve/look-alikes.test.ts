import { describe, expect, it } from "vitest";
import { analyseQuestion, type SolvableItem, type SolveKnowledge } from "./analyse";
import { trainNaiveBayes } from "./classifier";
import { buildBankIndex, lookAlikes } from "./match";

const OPTIONS = ["Figure A", "Figure B", "Figure C", "Figure D"];
const STEM = "Which figure shows how the pieces fit together?";
const item = (id: string, correctIndex: number, hasFigure = true): SolvableItem => ({
  id,
  section: "AO",
  stem: STEM,
  options: OPTIONS,
  correctIndex,
  hasFigure,
  explanation: `Item ${id}: the pieces fit as in figure ${"ABCD"[correctIndex]}.`,
  difficulty: "medium",
});
/** Other questions, so that the look-alikes' words are not in most of the bank (such words tell nothing apart). */
const others = [
  "How many quarts are in 40 gallons?",
  "What is 15% of 80?",
  "Which gear turns fastest?",
  "What does a voltmeter measure?",
  "Abundant most nearly means",
  "Which tool cuts metal?",
].map((stem, i): SolvableItem => ({
  id: `other-${i}`,
  section: "AO",
  stem,
  options: ["one", "two", "three", "four"],
  correctIndex: 0,
  explanation: "An unrelated item.",
  difficulty: "easy",
}));
const ITEMS = [item("ao-1", 0), item("ao-2", 2), item("ao-3", 3), item("text-only", 1, false), ...others];
const knowledge: SolveKnowledge<string> = {
  index: Object.assign(buildBankIndex(ITEMS), { items: ITEMS }),
  model: trainNaiveBayes(
    ITEMS.map((i) => ({ label: i.section, text: i.stem })),
    ["AO"],
  ),
  meaning: () => 0,
  mathSections: [],
  vocabularySections: [],
};
const PHOTO = `${STEM}\n\nA) Figure A\nB) Figure B\nC) Figure C\nD) Figure D`;

describe("items worded alike, told apart by their drawings", () => {
  it("groups the figure items with the same stem and options (an item without a figure is no look-alike)", () => {
    expect(lookAlikes(knowledge.index, ITEMS[0]!).map((i) => i.id)).toEqual(["ao-1", "ao-2", "ao-3"]);
    expect(lookAlikes(knowledge.index, ITEMS[3]!)).toEqual([]);
  });

  it("answers nothing from the words alone, and names the group for the drawing to decide", () => {
    const first = analyseQuestion(knowledge, PHOTO);
    expect(first.answerLetter).toBeNull();
    expect(first.path).toBe("none");
    expect(first.lookAlikes?.sort()).toEqual(["ao-1", "ao-2", "ao-3"]);
  });

  it("given the one the drawing shows, answers with that item's key", () => {
    const chosen = analyseQuestion(knowledge, PHOTO, undefined, "ao-2");
    expect(chosen.path).toBe("bankFigure");
    expect(chosen.answerLetter).toBe("C");
    expect(chosen.matchedItemId).toBe("ao-2");
    // An id outside the group the words match is ignored.
    expect(analyseQuestion(knowledge, PHOTO, undefined, "text-only").path).toBe("none");
  });
});
