import { describe, expect, it } from "vitest";
import { putBounded } from "./bounded-map";

describe("putBounded", () => {
  it("keeps the newest entries, a stored-again key counting as new", () => {
    const map = new Map<string, number>();
    expect(putBounded(map, "a", 1, 2)).toBeUndefined();
    putBounded(map, "b", 2, 2);
    putBounded(map, "a", 3, 2);
    expect(putBounded(map, "c", 4, 2)).toBe("b");
    expect([...map]).toEqual([
      ["a", 3],
      ["c", 4],
    ]);
  });
});
