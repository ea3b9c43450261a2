import { describe, expect, it } from "vitest";
import { parseRecruiterPriceKey, RECRUITER_PRICE_KEYS, recruiterPriceCents, recruiterTierOfPrice } from "./recruiter-prices";

describe("recruiter prices", () => {
  it("are the six §9 plan × interval prices", () => {
    expect(RECRUITER_PRICE_KEYS).toEqual([
      "starter_monthly",
      "starter_annual",
      "professional_monthly",
      "professional_annual",
      "enterprise_monthly",
      "enterprise_annual",
    ]);
    expect(RECRUITER_PRICE_KEYS.map(recruiterPriceCents)).toEqual([4900, 49000, 9900, 99000, 19900, 199000]);
    expect(recruiterTierOfPrice("professional_annual")).toBe("recruiter_professional");
  });

  it("parses only known keys", () => {
    expect(parseRecruiterPriceKey("enterprise_annual")).toEqual({ plan: "enterprise", interval: "annual" });
    expect(parseRecruiterPriceKey("basic_monthly")).toBeNull();
    expect(parseRecruiterPriceKey("monthly")).toBeNull();
    expect(parseRecruiterPriceKey(null)).toBeNull();
  });
});
