import { describe, expect, it } from "vitest";
import { checkBudget, LANDING_JS_BUDGET_BYTES, scriptsFor, type Manifest } from "../scripts/web-budget";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_vendor.js"],
    dynamicImports: ["features/landing/LandingPage.tsx", "features/analytics/AnalyticsPage.tsx"],
  },
  "_vendor.js": { file: "assets/vendor-b.js" },
  "features/landing/LandingPage.tsx": { file: "assets/LandingPage-c.js", imports: ["_vendor.js", "_icon.js"] },
  "_icon.js": { file: "assets/star-d.js" },
  "features/analytics/AnalyticsPage.tsx": { file: "assets/AnalyticsPage-e.js", imports: ["_charts.js"] },
  "_charts.js": { file: "assets/recharts-f.js" },
  "styles.css": { file: "assets/index-g.css" },
};

describe("landing JavaScript budget", () => {
  it("counts each root and its static imports once, never the screens it only loads lazily", () => {
    expect(scriptsFor(manifest, ["index.html", "features/landing/LandingPage.tsx"])).toEqual([
      "assets/LandingPage-c.js",
      "assets/index-a.js",
      "assets/star-d.js",
      "assets/vendor-b.js",
    ]);
  });

  it("leaves stylesheets out and fails loudly on a root the build no longer has", () => {
    expect(scriptsFor(manifest, ["styles.css"])).toEqual([]);
    expect(() => scriptsFor(manifest, ["features/landing/Gone.tsx"])).toThrow(/not in the build manifest/);
  });

  it("passes at the budget, fails a byte over, and reports the ratio", () => {
    expect(LANDING_JS_BUDGET_BYTES).toBe(81_920);
    expect(checkBudget(81_920)).toEqual({ bytes: 81_920, budget: 81_920, ratio: 1, pass: true });
    expect(checkBudget(81_921).pass).toBe(false);
    expect(checkBudget(40_960).ratio).toBe(0.5);
    expect(() => checkBudget(1, 0)).toThrow();
  });
});
