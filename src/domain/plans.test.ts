import { describe, expect, it } from "vitest";
import { annualSavingPercent, formatPlanPrice, LEARNER_PLANS, planDailyLimit } from "./plans";

describe("learner plans", () => {
  it("are Free, Premium at 9.99 a month and Premium Annual at 79.99 a year (platform spec §9)", () => {
    expect(LEARNER_PLANS.map((p) => [p.id, p.name, p.priceCents, p.durationDays])).toEqual([
      ["free", "Free", 0, 0],
      ["monthly", "Premium", 999, 30],
      ["annual", "Premium Annual", 7999, 365],
    ]);
  });

  it("take their daily limit from the rule book: 10 on Free, unlimited when paid", () => {
    expect(LEARNER_PLANS.map(planDailyLimit)).toEqual([10, null, null]);
  });

  it("show prices in dollars with two decimals, and the annual saving as 33%", () => {
    expect(formatPlanPrice(999)).toBe("9.99");
    expect(formatPlanPrice(0)).toBe("0.00");
    expect(formatPlanPrice(7999)).toBe("79.99");
    expect(annualSavingPercent(999, 7999)).toBe(33);
    expect(annualSavingPercent(0, 0)).toBe(0);
  });

  it("list the Annual extras and bridge access only on Annual", () => {
    const [free, monthly, annual] = LEARNER_PLANS;
    expect(free?.features).toContain("weeklyScans");
    expect(monthly?.features).not.toContain("bridgeIncluded");
    expect(annual?.features).toEqual(expect.arrayContaining([...(monthly?.features ?? []), "bridgeIncluded", "prioritySupport"]));
  });
});
