import { describe, expect, it } from "vitest";
import {
  annualSavingPercent,
  betterTier,
  BRIDGE_ACCESS_PRICE_CENTS,
  formatPlanPrice,
  LEARNER_PLANS,
  planDailyLimit,
  tierOfSubscription,
  withinMoneyBack,
} from "./plans";

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

describe("billing rules", () => {
  it("bridge access costs $4.99 and the money-back window is 30 days from the first payment", () => {
    expect(BRIDGE_ACCESS_PRICE_CENTS).toBe(499);
    const paid = new Date("2026-01-01T12:00:00Z");
    expect(withinMoneyBack(paid, new Date("2026-01-31T12:00:00Z"))).toBe(true);
    expect(withinMoneyBack(paid, new Date("2026-01-31T12:00:01Z"))).toBe(false);
  });

  it("a subscription gives its plan while active, trialing or past due (the grace), and nothing otherwise", () => {
    expect(tierOfSubscription("monthly", "active")).toBe("premium");
    expect(tierOfSubscription("annual", "past_due")).toBe("annual");
    for (const status of ["incomplete", "incomplete_expired", "canceled", "unpaid", "paused"]) {
      expect(tierOfSubscription("annual", status)).toBe("free");
    }
    expect(betterTier("premium", "annual")).toBe("annual");
    expect(betterTier("annual", "free")).toBe("annual");
  });
});
