import { describe, expect, it } from "vitest";
import { ALL_GENERATORS } from ".";
import { AUTHORED_ITEMS } from "../items";
import { synonymDistractors, weakSynonymProblems, wkTarget } from "./wk-check";
import { wordItemId } from "./wk";
import type { Pos } from "./wordnet";

describe("weak-synonym check", () => {
  it("fails the audit's align → adjust: adjust's own most common meaning is not 'place in a line'", () => {
    const item = { options: ["adjust", "borrow", "scream", "invent"], answer: 0, params: { target: "align", pos: "verb" } };
    expect(weakSynonymProblems(item)).toEqual([
      'weak synonym: "adjust" does not have "align"\'s most common meaning as its own most common meaning',
    ]);
  });

  it("fails a key rarer than the target word", () => {
    // "singular" shares "remarkable"'s first sense, but learners know "remarkable" far better.
    const item = { options: ["singular", "wooden", "hungry", "silent"], answer: 0, params: { target: "remarkable", pos: "adj" } };
    expect(weakSynonymProblems(item).join()).toMatch(/key "singular" is too rare/);
  });

  it("fails a distractor that is a synonym of the target in any sense", () => {
    // "rotary" is a synonym of "circular" in its second sense ("moving in a circle"): a second defensible key.
    const item = { options: ["rotary", "round", "hungry", "silent"], answer: 1, params: { target: "circular", pos: "adj" } };
    expect(weakSynonymProblems(item)).toEqual(['distractor "rotary" is a synonym of "circular" in some sense']);
    expect(synonymDistractors("bewildered", ["baffled", "hungry", "at sea"])).toEqual(["baffled", "at sea"]);
  });

  it("names each wk-wordnet item by its word, once, so a stored id never changes words", () => {
    const g = ALL_GENERATORS.find((x) => x.id === "wk-wordnet")!;
    const ids = new Set<string>();
    for (let seed = 0; seed < g.seedCount; seed++) {
      const item = g.generate(seed);
      expect(item.id).toBe(wordItemId("wk-wordnet", item.params.pos as Pos, String(item.params.target)));
      ids.add(item.id);
    }
    expect(ids.size).toBe(g.seedCount);
  });

  it("passes every wk-wordnet item and the authored WK distractors", () => {
    const g = ALL_GENERATORS.find((x) => x.id === "wk-wordnet")!;
    for (let seed = 0; seed < g.seedCount; seed++) {
      const item = g.generate(seed);
      expect(weakSynonymProblems(item), item.id).toEqual([]);
    }
    for (const item of AUTHORED_ITEMS.WK) {
      const target = wkTarget(item.stem);
      if (target)
        expect(
          synonymDistractors(
            target,
            item.options.filter((_, i) => i !== item.answer),
          ),
          item.id,
        ).toEqual([]);
    }
  });

  it("reads the target word from both stem forms", () => {
    expect(wkTarget("Abate most nearly means")).toBe("abate");
    expect(wkTarget('As used in "an acrimonious dispute," the word *acrimonious* most nearly means')).toBe("acrimonious");
    expect(wkTarget('The prefix "pre-" in "precaution" means')).toBeUndefined();
  });
});
