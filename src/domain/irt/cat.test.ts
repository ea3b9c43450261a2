import { describe, expect, it } from "vitest";
import { calibratePool, finalEstimate, nextStep, type CatConfig, type CatItem, type HistoryEntry } from "./cat";
import { eap, map } from "./estimate";
import { information, probability } from "./model";
import { mulberry32, normal, type RandomSource } from "./random";

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
  it("starts at θ = 0 with the prior's SD and the most informative item there", () => {
    const rng = mulberry32(1);
    const pool = makePool(100, rng);
    const step = nextStep(pool, [], fixed10, rng);
    if (step.done) throw new Error("a fresh session must give an item");
    expect(step.theta).toBeCloseTo(0, 9);
    expect(step.se).toBeCloseTo(1, 2);
    const inTopic = pool.filter((p) => p.topic === step.item.topic);
    const best = Math.max(...inTopic.map((p) => information(0, p.params)));
    expect(information(0, step.item.params)).toBe(best);
  });

  it("stops by length: exactly maxItems distinct items, spread over the topics", () => {
    const rng = mulberry32(2);
    const pool = makePool(150, rng);
    const { history, estimate } = session(pool, fixed10, 0.7, rng);
    expect(history.length).toBe(10);
    expect(new Set(history.map((h) => h.id)).size).toBe(10);
    expect(new Set(history.map((h) => h.topic)).size).toBe(5);
    expect(Number.isFinite(estimate.theta)).toBe(true);
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
