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
});
