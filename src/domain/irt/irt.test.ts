import { describe, expect, it } from "vitest";
import { eap, map } from "./estimate";
import { D, information, probability, type Response } from "./model";

const item = { a: 1.2, b: 0.5, c: 0.2 };

describe("3PL model", () => {
  it("matches the formula at hand-computed points", () => {
    // θ = b: c + (1 − c)/2 = 0.2 + 0.4 = 0.6
    expect(probability(0.5, item)).toBeCloseTo(0.6, 12);
    // θ = 0: z = D·a·(−0.5) = −1.0212; 1/(1+e^1.0212) = 0.264834...
    const z = D * 1.2 * -0.5;
    expect(probability(0, item)).toBeCloseTo(0.2 + 0.8 / (1 + Math.exp(-z)), 12);
    expect(probability(0, item)).toBeCloseTo(0.41187, 4);
  });

  it("approaches c for very low ability and 1 for very high ability", () => {
    expect(probability(-10, item)).toBeCloseTo(0.2, 6);
    expect(probability(10, item)).toBeCloseTo(1, 6);
  });

  it("gives information peaking a little above b when guessing is possible", () => {
    const values = Array.from({ length: 81 }, (_, i) => -2 + i * 0.05).map((t) => [t, information(t, item)] as const);
    const peak = values.reduce((a, b) => (b[1] > a[1] ? b : a));
    // Birnbaum: θmax = b + ln((1 + √(1 + 8c)) / 2) / (D·a)
    const expected = 0.5 + Math.log((1 + Math.sqrt(1 + 8 * 0.2)) / 2) / (D * 1.2);
    expect(peak[0]).toBeCloseTo(expected, 1);
  });
});

describe("ability estimation", () => {
  const items = [
    { a: 1, b: -1, c: 0.2 },
    { a: 1.2, b: 0, c: 0.2 },
    { a: 1.4, b: 1, c: 0.2 },
  ];

  it("EAP with no responses is the prior: mean 0, SD 1", () => {
    const e = eap([]);
    expect(e.theta).toBeCloseTo(0, 6);
    expect(e.se).toBeCloseTo(1, 2);
  });

  it("EAP matches a posterior computed independently by brute-force integration", () => {
    const responses: Response[] = [
      { item: items[0]!, correct: true },
      { item: items[1]!, correct: true },
      { item: items[2]!, correct: false },
    ];
    // Independent check: trapezoid integration on a much finer grid.
    let num = 0;
    let den = 0;
    for (let t = -6; t <= 6; t += 0.001) {
      let like = Math.exp(-(t * t) / 2);
      for (const r of responses) {
        const p = probability(t, r.item);
        like *= r.correct ? p : 1 - p;
      }
      num += t * like;
      den += like;
    }
    expect(eap(responses).theta).toBeCloseTo(num / den, 3);
  });

  it("stays finite for all-right and all-wrong runs, ordered sensibly", () => {
    const right = items.map((it) => ({ item: it, correct: true }));
    const wrong = items.map((it) => ({ item: it, correct: false }));
    const up = eap(right);
    const down = eap(wrong);
    expect(Number.isFinite(up.theta) && Number.isFinite(down.theta)).toBe(true);
    expect(up.theta).toBeGreaterThan(0.5);
    expect(down.theta).toBeLessThan(-0.5);
    expect(map(right).theta).toBeGreaterThan(0);
    expect(map(wrong).theta).toBeLessThan(0);
  });

  it("MAP finds the posterior mode", () => {
    const responses: Response[] = [
      { item: items[0]!, correct: true },
      { item: items[1]!, correct: false },
    ];
    const m = map(responses).theta;
    // The derivative of the log posterior is ~0 at the mode.
    const h = 1e-4;
    const lp = (t: number) =>
      responses.reduce((s, r) => s + Math.log(r.correct ? probability(t, r.item) : 1 - probability(t, r.item)), -(t * t) / 2);
    expect((lp(m + h) - lp(m - h)) / (2 * h)).toBeCloseTo(0, 3);
  });

  it("reports a smaller error as more items are answered", () => {
    const few = eap(items.map((it) => ({ item: it, correct: true })).slice(0, 1));
    const many = eap([...items, ...items, ...items].map((it, i) => ({ item: it, correct: i % 2 === 0 })));
    expect(many.se).toBeLessThan(few.se);
  });

  it("matches posteriors worked out by hand for a single answer", () => {
    // One item, a = 1, b = 0, c = 0.25, prior N(0, 1). Writing L = 1/(1 + e^(−1.702θ)), P = 0.25 + 0.75·L.
    // Right answer: log posterior' = 1.702·(P − 0.25)(1 − P)/(0.75·P) − θ = 0 → θ ≈ 0.3859 (P ≈ 0.7439 there).
    // Wrong answer: log posterior' = −1.702·L − θ = 0 → θ ≈ −0.5058.
    // EAP and posterior SD by integrating φ(θ)·P(θ) (or φ·(1 − P)) on a 0.0001 grid over ±8, outside this code:
    // right 0.3388 / 0.9409, wrong −0.5647 / 0.8253.
    const item = { a: 1, b: 0, c: 0.25 };
    expect(map([{ item, correct: true }]).theta).toBeCloseTo(0.3859, 3);
    expect(map([{ item, correct: false }]).theta).toBeCloseTo(-0.5058, 3);
    const right = eap([{ item, correct: true }]);
    const wrong = eap([{ item, correct: false }]);
    expect(right.theta).toBeCloseTo(0.3388, 2);
    expect(right.se).toBeCloseTo(0.9409, 2);
    expect(wrong.theta).toBeCloseTo(-0.5647, 2);
    expect(wrong.se).toBeCloseTo(0.8253, 2);
    // MAP reports the same posterior SD as its error.
    expect(map([{ item, correct: true }]).se).toBeCloseTo(right.se, 6);
  });
});
