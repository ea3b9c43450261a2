import { describe, expect, it } from "vitest";
import { evaluate } from "./expression";
import { solveMath } from "./math";
import { optionValue, sameValue } from "./numbers";
import { splitOptions } from "./options";

const solve = (text: string) => {
  const { stem, options } = splitOptions(text);
  return solveMath(stem, options);
};

describe("evaluate", () => {
  it("follows the order of operations, powers, roots, implied and 'x' multiplication", () => {
    expect(evaluate("(8 + 4) × 3 − 5²")).toBe(11);
    expect(evaluate("2(3 + 4)")).toBe(14);
    expect(evaluate("(9 + 3) x 5 - 5^2")).toBe(35);
    expect(evaluate("√81 + 2³")).toBe(17);
    expect(evaluate("3/4 + 1/12")).toBeCloseTo(5 / 6);
    expect(evaluate("1,200 ÷ 4")).toBe(300);
  });
  it("refuses what is not arithmetic, and division by zero", () => {
    expect(evaluate("2 + apples")).toBeUndefined();
    expect(evaluate("4 / 0")).toBeUndefined();
    expect(evaluate("(3 + 4")).toBeUndefined();
  });
});

describe("option values", () => {
  it("reads money, percents, fractions, mixed numbers and units", () => {
    expect(optionValue("$1,200")).toBe(1200);
    expect(optionValue("12.5%")).toBe(12.5);
    expect(optionValue("3/4")).toBe(0.75);
    expect(optionValue("1 1/2")).toBe(1.5);
    expect(optionValue("x = -2")).toBe(-2);
    expect(optionValue("117.6 miles")).toBe(117.6);
    expect(optionValue("3 g/cm³; it will sink")).toBeUndefined();
    expect(sameValue(0.8333, 5 / 6)).toBe(true);
    expect(sameValue(16, 16.5)).toBe(false);
  });
});

describe("solveMath", () => {
  it("percent, discount, interest, rate, average, ratio, linear equations", () => {
    expect(solve("What is 15% of 80?\nA) 10\nB) 12\nC) 15\nD) 20")?.letter).toBe("B");
    expect(
      solve("A pair of boots that normally costs $25 is on sale for 40% off. What is the sale price?\nA) $20\nB) $15\nC) $10\nD) $35")
        ?.letter,
    ).toBe("B");
    expect(
      solve(
        "A sailor puts $1,500 in a savings account that pays 4% simple interest per year. How much interest will the account earn in 3 years?\nA) $60\nB) $180\nC) $1,680\nD) $360",
      )?.letter,
    ).toBe("B");
    expect(
      solve(
        "A convoy travels at 48 miles per hour. How far does it travel in 2 hours 45 minutes?\nA) 96 miles\nB) 117.6 miles\nC) 120 miles\nD) 132 miles",
      )?.letter,
    ).toBe("D");
    expect(
      solve(
        "Five recruits finished in 13, 20, 16, 16 and 18 minutes. What was the mean time?\nA) 83 minutes\nB) 15.1 minutes\nC) 16.6 minutes\nD) 17.6 minutes",
      )?.letter,
    ).toBe("C");
    expect(
      solve(
        "The ratio of cadets to officers is 3:5. If there are 40 people in total, how many officers are there?\nA) 15\nB) 25\nC) 24\nD) 30",
      )?.letter,
    ).toBe("B");
    expect(solve("If 2x — 10 = -8, what is the value of x?\nA) -1\nB) 2\nC) -3\nD) 1")?.letter).toBe("D");
    expect(solve("Solve for x: -2x + 10 = -3x + 12\nA) x = -2\nB) x = 3\nC) x = 2\nD) x = 0")?.letter).toBe("C");
  });

  it("reads an OCR'd superscript as a power when that is what an option says", () => {
    const answer = solve("Whatis (9 + 3) x 5 - 52?\nA) -1\nB) 35\nC) 50\nD) 39");
    expect(answer?.letter).toBe("B");
    expect(answer?.steps[0]).toContain("5²");
  });

  it("gives no answer when the printed and the raised reading land on different options", () => {
    // (9 + 2) × 3 − 2² = 29, but read as printed "22" it is 11, also an option.
    expect(solve("What is (9 + 2) x 3 — 22?\nA) 29\nB) 11\nC) 33")).toBeUndefined();
  });

  it("gives no answer when no option, or more than one, equals the result", () => {
    expect(solve("What is 15% of 80?\nA) 10\nB) 11\nC) 15\nD) 20")).toBeUndefined();
    expect(solve("What is 15% of 80?\nA) 12\nB) 12.0\nC) 15\nD) 20")).toBeUndefined();
    expect(solve("Which tool is used to tighten a bolt?\nA) wrench\nB) saw\nC) file\nD) chisel")).toBeUndefined();
  });
});
