import { describe, expect, it } from "vitest";
import { simulateBudget, type BudgetSettings } from "./simulate";

const base: BudgetSettings = { grade: "E-1", yearsOfService: 0, signingBonus: 0, tspPercent: 5, state: "TX", bahOverride: null };

/** Hand-worked from the 2026 tables (basic pay, BAS, brackets, FICA); each step is written out beside it. */
describe("simulateBudget: hand-worked 2026 examples", () => {
  it("E-1 under 2 years in Texas (no state tax), TSP 5%, no match yet", () => {
    const c = simulateBudget({ ...base, yearsOfService: 1 });
    expect(c.basePay).toBe(2407.2); // column "2 or less"
    expect(c.bas).toBe(476.95); // enlisted BAS
    expect(c.bah).toBe(0); // E-1 placeholder: barracks
    expect(c.grossPay).toBe(2884.15);
    expect(c.tspContribution).toBe(120.36); // 5% × 2,407.20 = 120.36
    expect(c.tspAutomatic).toBe(24.07); // 1% automatic
    expect(c.tspMatching).toBe(0); // matching starts after 2 years
    // Taxable 2,407.20 − 120.36 = 2,286.84 → 27,442.08 a year − 16,100 = 11,342.08 × 10% = 1,134.208 / 12
    expect(c.federalTax).toBe(94.52);
    expect(c.stateTax).toBe(0);
    expect(c.socialSecurityTax).toBe(149.25); // 6.2% × 2,407.20 = 149.2464
    expect(c.medicareTax).toBe(34.9); // 1.45% × 2,407.20 = 34.9044
    expect(c.ficaTax).toBe(184.15);
    expect(c.totalTax).toBe(278.67);
    // 2,884.15 − 278.67 − 120.36
    expect(c.netPay).toBe(2485.12);
    expect(c.annualNetPay).toBe(29821.44);
    // No allowance: housing takes 30% of net, and the §9 split then assigns every cent.
    expect(c.monthlyBudget).toEqual({
      housing: 745.54,
      food: 372.77,
      transportation: 248.51,
      personal: 248.51,
      savings: 372.77,
      entertainment: 248.51,
      emergency: 248.51,
    });
    expect(c.budgetRemainder).toBe(0);
  });

  it("E-4 with 4 years, another state at 5%: full BRS match", () => {
    const c = simulateBudget({ ...base, grade: "E-4", yearsOfService: 4, state: "other", stateRatePercent: 5 });
    expect(c.basePay).toBe(3658.5); // column "over 4"
    expect(c.bah).toBe(1600); // placeholder for E-4
    expect(c.grossPay).toBe(5735.45); // 3,658.50 + 476.95 + 1,600
    expect(c.tspContribution).toBe(182.93); // 5% = 182.925
    expect(c.tspAutomatic).toBe(36.59); // 1% = 36.585
    expect(c.tspMatching).toBe(146.34); // 3% + ½ × 2% = 4%
    expect(c.tspFreeMoney).toBe(182.93);
    // Taxable 3,475.57 → 41,706.84 − 16,100 = 25,606.84; 1,240 + 12% × 13,206.84 = 2,824.8208 / 12
    expect(c.federalTax).toBe(235.4);
    expect(c.stateTax).toBe(173.78); // 5% × 3,475.57
    expect(c.ficaTax).toBe(279.88); // 226.83 + 53.05
    // 5,735.45 − 235.40 − 173.78 − 279.88 − 182.93
    expect(c.netPay).toBe(4863.46);
    expect(c.monthlyBudget.housing).toBe(1600); // the allowance itself
    expect(c.monthlyBudget.food).toBe(729.52); // 15% × 4,863.46 = 729.519
    // The allowance (33% of net) is more than the 30% share: 4,863.46 − 1,600 − 2 × 729.52 − 4 × 486.35 < 0
    expect(c.budgetRemainder).toBe(-140.98);
  });

  it("O-3 with 6 years in Florida: officer BAS, 22% bracket", () => {
    const c = simulateBudget({ ...base, grade: "O-3", yearsOfService: 6, state: "FL" });
    expect(c.basePay).toBe(7737);
    expect(c.bas).toBe(328.48);
    expect(c.bah).toBe(1800);
    expect(c.tspContribution).toBe(386.85);
    expect(c.tspMatching).toBe(309.48);
    // Taxable 7,350.15 → 88,201.80 − 16,100 = 72,101.80; 1,240 + 4,560 + 22% × 21,701.80 = 10,574.396 / 12
    expect(c.federalTax).toBe(881.2);
    expect(c.stateTax).toBe(0);
    expect(c.ficaTax).toBe(591.88); // 479.69 + 112.19
    // 9,865.48 − 881.20 − 591.88 − 386.85
    expect(c.netPay).toBe(8005.55);
  });
});

describe("simulateBudget: the learner's own inputs", () => {
  it("without an allowance the split adds up to net pay to the cent", () => {
    for (const yearsOfService of [0, 2, 3, 7]) {
      for (const tspPercent of [0, 3, 5, 17]) {
        const c = simulateBudget({ ...base, grade: "E-2", yearsOfService, tspPercent });
        expect(c.budgetRemainder).toBe(0);
        expect(c.monthlyBudget.housing).toBeCloseTo(c.netPay * 0.3, 1);
      }
    }
  });

  it("uses an entered housing allowance instead of the placeholder", () => {
    const c = simulateBudget({ ...base, bahOverride: 1234 });
    expect(c.bah).toBe(1234);
    expect(c.bahIsDefault).toBe(false);
    expect(c.monthlyBudget.housing).toBe(1234);
  });

  it("the same pay is taxed the same in every no-income-tax state, and other states at their rate", () => {
    const tx = simulateBudget({ ...base, grade: "E-3", yearsOfService: 2 });
    const wa = simulateBudget({ ...base, grade: "E-3", yearsOfService: 2, state: "WA" });
    const other = simulateBudget({ ...base, grade: "E-3", yearsOfService: 2, state: "other", stateRatePercent: 3 });
    expect(wa.netPay).toBe(tx.netPay);
    // E-3 over 2 = 3,015.00; taxable 3,015.00 − 150.75 = 2,864.25 × 3% = 85.9275
    expect(other.stateTax).toBe(85.93);
    expect(other.netPay).toBe(tx.netPay - 85.93);
  });

  it("TSP 0% still gets the automatic 1% but no match", () => {
    const c = simulateBudget({ ...base, grade: "E-4", yearsOfService: 4, tspPercent: 0 });
    expect(c.tspContribution).toBe(0);
    expect(c.tspAutomatic).toBe(36.59);
    expect(c.tspMatching).toBe(0);
  });

  it("a signing bonus is withheld as supplemental wages and kept out of the monthly figures", () => {
    const without = simulateBudget(base);
    const c = simulateBudget({ ...base, signingBonus: 10_000, state: "other", stateRatePercent: 5 });
    // 22% federal, 7.65% FICA, 5% state
    expect(c.bonus).toEqual({ gross: 10_000, federalTax: 2200, ficaTax: 765, stateTax: 500, net: 6535 });
    expect(c.grossPay).toBe(without.grossPay);
  });
});
