import { describe, expect, it } from "vitest";
import { nextStep } from "./cat";
import { eap, GridPosterior } from "./estimate";
import { calibrateSympsonHetter, exposureRates, withExposure } from "./exposure";
import { mulberry32, normal, type RandomSource } from "../random";
import { ThetaPosterior, varianceReduction, type PoolItem } from "./select";

function makePool(size: number, rng: RandomSource): PoolItem[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `i${i}`,
    topic: `t${i % 5}`,
    params: { a: Math.exp(normal(rng, Math.log(1.3), 0.25)), b: normal(rng, 0, 1.2), c: 0.12 + 0.16 * rng() },
  }));
}

describe("incremental posterior used by the simulations", () => {
  it("matches eap() answer by answer", () => {
    const rng = mulberry32(9);
    const pool = makePool(12, rng);
    const posterior = new GridPosterior({ points: 41 });
    const responses = pool.map((item) => ({ item: item.params, correct: rng() < 0.6 }));
    responses.forEach((r, i) => {
      posterior.update(r.item, r.correct);
      const direct = eap(responses.slice(0, i + 1), { points: 41 });
      expect(posterior.estimate().theta).toBeCloseTo(direct.theta, 10);
      expect(posterior.estimate().se).toBeCloseTo(direct.se, 10);
    });
  });
});

describe("exposure rates", () => {
  it("sum to the test length per simulee and never exceed selection rates, for either ranking", () => {
    const pool = makePool(100, mulberry32(1));
    for (const criterion of ["variance", "information"] as const) {
      const report = exposureRates(pool, { testLength: 10, simulees: 200, rng: mulberry32(2), criterion });
      const total = [...report.administered.values()].reduce((s, r) => s + r, 0);
      expect(total).toBeCloseTo(10, 9);
      for (const item of pool) expect(report.administered.get(item.id)).toBeLessThanOrEqual(report.selected.get(item.id) as number);
      expect(report.maxExposure).toBe(Math.max(...report.administered.values()));
    }
  });

  it("simulate the live selection: every simulee's first item is the one nextStep would give", () => {
    const pool = makePool(100, mulberry32(10));
    const prior = new ThetaPosterior({ range: 4, points: 33 });
    const best = pool.reduce((b, p) => (varianceReduction(prior, p.params) > varianceReduction(prior, b.params) ? p : b));
    const report = exposureRates(pool, { testLength: 1, simulees: 50, rng: mulberry32(11) });
    expect(report.administered.get(best.id)).toBe(1);
    const live = nextStep(pool, [], { maxItems: 10, minItems: 10, targetSe: 0, rmax: 1 }, mulberry32(12));
    expect(live.done ? null : live.item.id).toBe(best.id);
  });
});

describe("Sympson–Hetter calibration", () => {
  const pool = makePool(150, mulberry32(3));
  const rmax = 0.25;
  const k = calibrateSympsonHetter(pool, { rmax, testLength: 10, simulees: 1500, iterations: 10, rng: mulberry32(4) });

  it("returns k in (0, 1] for every item, 1 for the rarely selected", () => {
    expect(k.size).toBe(pool.length);
    for (const v of k.values()) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect([...k.values()].filter((v) => v === 1).length).toBeGreaterThan(pool.length / 2);
  });

  it("holds exposure to its target on fresh simulees, where the uncontrolled CAT overexposes", () => {
    const uncontrolled = exposureRates(pool, { testLength: 10, simulees: 3000, rng: mulberry32(5) });
    expect(uncontrolled.maxExposure).toBeGreaterThan(rmax + 0.1);
    const controlled = exposureRates(withExposure(pool, k), { testLength: 10, simulees: 3000, rng: mulberry32(5) });
    // SH drives the busiest items to about rmax, not under it: the k's oscillate a little between iterations
    // and carry sampling error, and the maximum over a dozen items at the ceiling sits ~0.02–0.035 above.
    expect(controlled.maxExposure).toBeLessThanOrEqual(rmax + 0.04);
  });
});
