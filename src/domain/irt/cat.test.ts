import { describe, expect, it } from "vitest";
import { calibratePool, EXPOSURE_HEADROOM, finalEstimate, nextStep, type CatConfig, type CatItem, type HistoryEntry } from "./cat";
import { eap, map } from "./estimate";
import { calibrateSympsonHetter, exposureRates } from "./exposure";
import { information, probability } from "./model";
import { mulberry32, normal, type RandomSource } from "../random";
import { ThetaPosterior, varianceReduction } from "./select";

function makePool(size: number, rng: RandomSource): CatItem[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `i${i}`,
    topic: `t${i % 5}`,
    params: { a: Math.exp(normal(rng, Math.log(1.3), 0.25)), b: normal(rng, 0, 1.2), c: 0.12 + 0.16 * rng() },
  }));
}

/** Runs a whole session for a simulee of ability `theta`, honouring the engine's exclusions. */
function session(pool: readonly CatItem[], config: CatConfig, theta: number, rng: RandomSource) {
  const history: HistoryEntry[] = [];
  const exclude = new Set<string>();
  for (;;) {
    const step = nextStep(pool, history, config, rng, exclude);
    if (step.done) return { history, estimate: step.estimate };
    for (const id of step.rejected) exclude.add(id);
    const { item } = step;
    history.push({
      id: item.id,
      topic: item.topic,
      params: item.params,
      correct: rng() < probability(theta, item.params),
      tryout: step.tryout,
    });
  }
}

const fixed10: CatConfig = { maxItems: 10, minItems: 10, targetSe: 0, rmax: 0.25 };

describe("CAT session", () => {
  it("starts at θ = 0 with the prior's SD and the item that most reduces the prior's variance, of any topic", () => {
    const rng = mulberry32(1);
    const pool = makePool(100, rng);
    const step = nextStep(pool, [], fixed10, rng);
    if (step.done) throw new Error("a fresh session must give an item");
    expect(step.theta).toBeCloseTo(0, 9);
    expect(step.se).toBeCloseTo(1, 2);
    const prior = new ThetaPosterior();
    const best = Math.max(...pool.map((p) => varianceReduction(prior, p.params)));
    expect(varianceReduction(prior, step.item.params)).toBe(best);
  });

  it("ranks by information at the interim θ when configured to", () => {
    const rng = mulberry32(11);
    const pool = makePool(100, rng);
    const step = nextStep(pool, [], { ...fixed10, criterion: "information" }, rng);
    if (step.done) throw new Error("a fresh session must give an item");
    expect(information(0, step.item.params)).toBe(Math.max(...pool.map((p) => information(0, p.params))));
  });

  it("stops by length: exactly maxItems distinct items, 2 per topic over 5 topics", () => {
    const rng = mulberry32(2);
    const pool = makePool(150, rng);
    for (const theta of [-1.5, 0.7, 2]) {
      const { history, estimate } = session(pool, fixed10, theta, rng);
      expect(history.length).toBe(10);
      expect(new Set(history.map((h) => h.id)).size).toBe(10);
      expect(["t0", "t1", "t2", "t3", "t4"].map((t) => history.filter((h) => h.topic === t).length)).toEqual([2, 2, 2, 2, 2]);
      expect(Number.isFinite(estimate.theta)).toBe(true);
    }
  });

  it("stops by precision once the posterior SD reaches the target, but never before minItems", () => {
    const rng = mulberry32(3);
    const pool = makePool(200, rng);
    const precise: CatConfig = { maxItems: 40, minItems: 5, targetSe: 0.35, rmax: 1 };
    const run = session(pool, precise, -0.4, rng);
    expect(run.history.length).toBeGreaterThanOrEqual(5);
    expect(run.history.length).toBeLessThan(40);
    expect(eap(run.history.map((h) => ({ item: h.params, correct: h.correct }))).se).toBeLessThanOrEqual(0.35);
    const lax = session(pool, { ...precise, targetSe: 5 }, 0, rng);
    expect(lax.history.length).toBe(5);
  });

  it("reports MAP with the posterior SD as its SE, and EAP alongside", () => {
    const history: HistoryEntry[] = [
      { id: "x", topic: "t", params: { a: 1, b: -1, c: 0.2 }, correct: true },
      { id: "y", topic: "t", params: { a: 1.2, b: 0, c: 0.2 }, correct: true },
      { id: "z", topic: "t", params: { a: 1.4, b: 1, c: 0.2 }, correct: false },
    ];
    const responses = history.map((h) => ({ item: h.params, correct: h.correct }));
    const f = finalEstimate(history);
    expect(f.theta).toBeCloseTo(map(responses).theta, 9);
    expect(f.se).toBeCloseTo(eap(responses).se, 9);
    expect(f.eap).toEqual(eap(responses));
    const e = finalEstimate(history, {}, "eap");
    expect(e.theta).toBe(f.eap.theta);
    expect(e.se).toBe(f.eap.se);
    expect(e.map).toEqual(f.map);
  });

  it("slips one tryout item in at the planned position and leaves it out of θ", () => {
    const rng = mulberry32(4);
    const calibrated = makePool(100, rng);
    const fresh: CatItem[] = makePool(6, rng).map((p) => ({ ...p, id: `new${p.id}`, responseCount: 3 }));
    const pool = [...calibrated, ...fresh];
    const config: CatConfig = { ...fixed10, tryoutAt: 4 };
    const { history, estimate } = session(pool, config, 0.2, rng);
    expect(history.length).toBe(11);
    expect(history.map((h) => !!h.tryout)).toEqual(history.map((_, i) => i === 4));
    expect(history[4]?.id.startsWith("new")).toBe(true);
    expect(history.filter((h) => !h.tryout).every((h) => !h.id.startsWith("new"))).toBe(true);
    const scored = history.filter((h) => !h.tryout);
    expect(estimate).toEqual(finalEstimate(scored));
    // Flip the tryout answer: θ must not move.
    const flipped = history.map((h) => (h.tryout ? { ...h, correct: !h.correct } : h));
    expect(finalEstimate(flipped)).toEqual(estimate);
  });

  it("calibrates Sympson–Hetter a little under rmax, so exposure stays below it on fresh simulees", () => {
    const pool = makePool(150, mulberry32(6));
    const config: CatConfig = { ...fixed10, rmax: 0.3 };
    const calibrated = calibratePool(pool, config, { simulees: 1000, iterations: 5, rng: mulberry32(7) });
    const k = calibrateSympsonHetter(pool, {
      rmax: 0.3 * (1 - EXPOSURE_HEADROOM),
      testLength: 10,
      simulees: 1000,
      iterations: 5,
      rng: mulberry32(7),
    });
    expect(calibrated.map((item) => item.exposureK)).toEqual(pool.map((item) => k.get(item.id)));
    expect(exposureRates(calibrated, { testLength: 10, simulees: 3000, rng: mulberry32(8) }).maxExposure).toBeLessThanOrEqual(0.3);
  });

  it("recovers ability well over a simulated population", () => {
    const rng = mulberry32(5);
    const config: CatConfig = { maxItems: 15, minItems: 15, targetSe: 0, rmax: 0.25 };
    const pool = calibratePool(makePool(200, rng), config, { simulees: 500, iterations: 5, rng });
    for (const item of pool) expect(item.exposureK).toBeGreaterThan(0);
    const truth: number[] = [];
    const est: number[] = [];
    for (let s = 0; s < 150; s++) {
      const theta = normal(rng);
      truth.push(theta);
      est.push(session(pool, config, theta, rng).estimate.theta);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const mt = mean(truth);
    const me = mean(est);
    const cov = mean(truth.map((t, i) => (t - mt) * ((est[i] as number) - me)));
    const r = cov / Math.sqrt(mean(truth.map((t) => (t - mt) ** 2)) * mean(est.map((e) => (e - me) ** 2)));
    expect(r).toBeGreaterThan(0.9);
  });
});
