import { describe, expect, it } from "vitest";
import { BASIC_PAY_2026, YEARS_COLUMNS } from "./basic-pay-2026";
import { PAY_GRADES } from "./grades";
import { basicPay, basMonthly, federalIncomeTaxAnnual, ficaMonthly, tspMonthly } from "./pay";

describe("basic pay 2026", () => {
  it("has a full row for every grade", () => {
    for (const grade of PAY_GRADES) expect(BASIC_PAY_2026[grade]).toHaveLength(YEARS_COLUMNS.length);
  });

  it("reads the 'over N' column from N completed years", () => {
    expect(basicPay("E-3", 1).monthly).toBe(2836.8);
    expect(basicPay("E-3", 2).monthly).toBe(3015);
    expect(basicPay("E-3", 3).monthly).toBe(3198);
    expect(basicPay("E-5", 5).monthly).toBe(3946.8); // still "over 4"
    expect(basicPay("E-7", 20).monthly).toBe(6245.7);
    expect(basicPay("O-1", 0).monthly).toBe(4150.2);
  });

  it("falls back to the grade's first rate when the grade is not held that early", () => {
    expect(basicPay("E-9", 4)).toEqual({ monthly: 6910.2, usualForYears: false });
    expect(basicPay("E-9", 10)).toEqual({ monthly: 6910.2, usualForYears: true });
  });

  it("pays officers and warrant officers the officer BAS", () => {
    expect(basMonthly("E-9")).toBe(476.95);
    expect(basMonthly("W-2")).toBe(328.48);
    expect(basMonthly("O-1E")).toBe(328.48);
  });
});

describe("federal income tax 2026 (single)", () => {
  it("is zero up to the standard deduction", () => {
    expect(federalIncomeTaxAnnual(16_100)).toBe(0);
  });
  it("fills the brackets in order", () => {
    // 16,100 + 12,400 at 10% = 1,240; then 38,000 at 12% = 4,560; then 10,000 at 22%
    expect(federalIncomeTaxAnnual(16_100 + 12_400)).toBeCloseTo(1240, 6);
    expect(federalIncomeTaxAnnual(16_100 + 50_400 + 10_000)).toBeCloseTo(1240 + 4560 + 2200, 6);
  });
});

describe("FICA 2026", () => {
  it("stops Social Security at the wage base and adds 0.9% Medicare over 200,000 a year", () => {
    // O-10 at 18,999.90 a month = 227,998.80 a year
    const { socialSecurity, medicare } = ficaMonthly(18_999.9);
    expect(socialSecurity).toBe(953.25); // 184,500 × 6.2% / 12
    expect(medicare).toBe(296.5); // (227,998.80 × 1.45% + 27,998.80 × 0.9%) / 12 = 296.4977
  });
});

describe("TSP under BRS", () => {
  it("matches 3% dollar for dollar and the next 2% at half, from two years of service", () => {
    expect(tspMonthly(1000, 3, 2)).toEqual({ member: 30, automatic: 10, matching: 30 });
    expect(tspMonthly(1000, 4, 2)).toEqual({ member: 40, automatic: 10, matching: 35 });
    expect(tspMonthly(1000, 10, 2)).toEqual({ member: 100, automatic: 10, matching: 40 });
    expect(tspMonthly(1000, 10, 1)).toEqual({ member: 100, automatic: 10, matching: 0 });
  });
  it("keeps the member's share within the yearly elective limit", () => {
    // 100% of 2,697.90 would be 32,374.80 a year; the limit is 24,500 → 2,041.67 a month
    expect(tspMonthly(2697.9, 100, 0).member).toBe(2041.67);
  });
});
