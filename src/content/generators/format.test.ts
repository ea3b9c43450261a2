import { describe, expect, it } from "vitest";
import { linear, term } from "./format";

describe("term and linear", () => {
  it("leave out a coefficient of 1 and keep the sign", () => {
    expect(term(1, "x")).toBe("x");
    expect(term(-1, "x")).toBe("−x");
    expect(term(3, "y")).toBe("3y");
    expect(term(-1, "")).toBe("−1");
  });

  it("drop zero terms and write negative terms with a minus, never '+ −'", () => {
    expect(
      linear([
        [-1, "x"],
        [-16, ""],
      ]),
    ).toBe("−x − 16");
    expect(
      linear([
        [4, "x"],
        [0, ""],
      ]),
    ).toBe("4x");
    expect(
      linear([
        [0, "x"],
        [7, ""],
      ]),
    ).toBe("7");
    expect(
      linear([
        [1, "x²"],
        [-1, "x"],
        [-6, ""],
      ]),
    ).toBe("x² − x − 6");
    expect(linear([[0, "x"]])).toBe("0");
  });
});
