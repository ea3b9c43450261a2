import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_TIERS } from "./constants";
import {
  allows,
  canUseBudgetBranch,
  canUsePayGrade,
  entitlementsOf,
  hasBridgeAccess,
  isPremiumTier,
  PLAN_ENTITLEMENTS,
  remainingOf,
} from "./entitlements";
import { dailyLimitFor, offlineKeyCap, offlinePackSize, remainingToday } from "./practice";

describe("the entitlements rule book", () => {
  it("has one line per plan", () => {
    expect(Object.keys(PLAN_ENTITLEMENTS).sort()).toEqual([...SUBSCRIPTION_TIERS].sort());
    for (const tier of SUBSCRIPTION_TIERS) expect(entitlementsOf(tier).tier).toBe(tier);
  });

  it("gives the free plan what the spec lists (platform §1, learning §1 and §5)", () => {
    const free = entitlementsOf("free");
    expect(free).toMatchObject({
      paid: false,
      questionsPerSectionPerDay: 10,
      photoScansPerWeek: 3,
      pdf: "watermarked",
      ads: true,
      detailedAnalytics: false,
      bridgeAccessIncluded: false,
      fullTestsPerWeek: 1,
    });
    expect(free.cheatSheetsPerWeek).toBeGreaterThan(0);
    expect(canUsePayGrade("free", "E-3")).toBe(true);
    expect(canUsePayGrade("free", "E-4")).toBe(false);
    expect(canUseBudgetBranch("free", "army")).toBe(true);
    expect(canUseBudgetBranch("free", "navy")).toBe(false);
  });

  it("lifts every limit on Premium and adds the Annual extras and bridge access on Annual", () => {
    for (const tier of ["premium", "annual"] as const) {
      const e = entitlementsOf(tier);
      expect(e).toMatchObject({
        paid: true,
        questionsPerSectionPerDay: null,
        photoScansPerWeek: null,
        cheatSheetsPerWeek: null,
        fullTestsPerWeek: null,
        pdf: "clean",
        ads: false,
        detailedAnalytics: true,
        budgetPayGrades: "all",
        budgetBranches: "all",
      });
      expect(canUsePayGrade(tier, "O-6")).toBe(true);
      expect(isPremiumTier(tier)).toBe(true);
    }
    expect(entitlementsOf("premium").bridgeAccessIncluded).toBe(false);
    expect(entitlementsOf("annual")).toMatchObject({
      bridgeAccessIncluded: true,
      prioritySupport: true,
      studyStreakRewards: true,
      recruiterConnectionPriority: true,
    });
    expect(isPremiumTier("free")).toBe(false);
  });

  it("grants bridge access by purchase or by the Annual plan", () => {
    expect(hasBridgeAccess({ hasBridgeAccess: false, subscriptionTier: "free" })).toBe(false);
    expect(hasBridgeAccess({ hasBridgeAccess: false, subscriptionTier: "premium" })).toBe(false);
    expect(hasBridgeAccess({ hasBridgeAccess: false, subscriptionTier: "annual" })).toBe(true);
    expect(hasBridgeAccess({ hasBridgeAccess: true, subscriptionTier: "free" })).toBe(true);
  });

  it("counts allowances the same way everywhere", () => {
    expect(allows(3, 2)).toBe(true);
    expect(allows(3, 3)).toBe(false);
    expect(allows(null, 10_000)).toBe(true);
    expect(remainingOf(10, 7)).toBe(3);
    expect(remainingOf(10, 12)).toBe(0);
    expect(remainingOf(null, 5)).toBeNull();
  });

  it("is what the practice rules read: daily limit, offline keys and pack size", () => {
    for (const tier of SUBSCRIPTION_TIERS) {
      const e = entitlementsOf(tier);
      expect(dailyLimitFor(tier)).toBe(e.questionsPerSectionPerDay);
      expect(offlineKeyCap(tier)).toBe(e.offlineKeysPerSectionPerDay);
      expect(remainingToday(tier, 4)).toBe(remainingOf(e.questionsPerSectionPerDay, 4));
    }
    // The free plan's offline keys cover one offline test beside the one in progress, never more.
    expect(offlineKeyCap("free")).toBe(2 * (dailyLimitFor("free") ?? 0));
    expect(offlinePackSize("free", 50)).toBe(10);
    expect(offlinePackSize("annual", 50)).toBe(50);
  });
});
