import { describe, expect, it } from "vitest";
import {
  CALIBRATION_THRESHOLD,
  ELO_DEFAULTS,
  eloUpdate,
  isCalibrated,
  planTryout,
  stepSize,
  updateItem,
  updateLearner,
  type ItemCalibration,
} from "./calibration";
import { probability } from "./model";
import { mulberry32, normal } from "../random";

const hard: ItemCalibration = { params: { a: 1.4, b: 1, c: 0.2 }, count: 0 };
const easy: ItemCalibration = { params: { a: 1.0, b: -1, c: 0.2 }, count: 0 };

describe("Elo item update", () => {
  it("lowers b after a correct answer and raises it after a wrong one", () => {
    expect(updateItem(hard, 0, true).params.b).toBeLessThan(1);
    expect(updateItem(hard, 0, false).params.b).toBeGreaterThan(1);
    expect(updateItem(hard, 0, true).count).toBe(1);
  });

  it("moves b by K·(p − x) exactly, leaving a and c alone", () => {
    const p = probability(0.5, hard.params);
    const next = updateItem(hard, 0.5, true);
    expect(next.params.b).toBeCloseTo(1 + ELO_DEFAULTS.itemK0 * (p - 1), 12);
    expect(next.params.a).toBe(1.4);
    expect(next.params.c).toBe(0.2);
  });

  it("lowers a hard item's b less when a strong learner gets it right than when a weak one does", () => {
    const strong = 1 - updateItem(hard, 2, true).params.b;
    const weak = 1 - updateItem(hard, -1, true).params.b;
    expect(strong).toBeGreaterThan(0);
    expect(strong).toBeLessThan(weak);
  });

  it("takes smaller steps as responses accumulate", () => {
    const fresh = Math.abs(updateItem(hard, 0, true).params.b - 1);
    const seasoned = Math.abs(updateItem({ ...hard, count: 100 }, 0, true).params.b - 1);
    expect(seasoned).toBeLessThan(fresh / 5);
    expect(stepSize(0.4, 20, 20)).toBeCloseTo(0.2, 12);
  });

  it("clamps b to the allowed range", () => {
    const edge: ItemCalibration = { params: { a: 1, b: 2.95, c: 0.2 }, count: 0 };
    expect(updateItem(edge, -4, false).params.b).toBe(3);
  });

  it("recovers a mis-seeded difficulty from simulated answers", () => {
    const rng = mulberry32(1);
    const truth = { a: 1.2, b: 1.0, c: 0.2 };
    let item: ItemCalibration = { params: { ...truth, b: 0 }, count: 0 };
    for (let i = 0; i < 1500; i++) {
      const theta = normal(rng);
      item = updateItem(item, theta, rng() < probability(theta, truth));
    }
    expect(Math.abs(item.params.b - truth.b)).toBeLessThan(0.25);
  });
});

describe("Elo learner update", () => {
  it("raises θ after a correct answer, more for a hard item than an easy one, and lowers it after a wrong one", () => {
    const learner = { theta: 0, count: 0 };
    const onHard = updateLearner(learner, hard.params, true).theta;
    const onEasy = updateLearner(learner, easy.params, true).theta;
    expect(onEasy).toBeGreaterThan(0);
    expect(onHard).toBeGreaterThan(onEasy);
    expect(updateLearner(learner, easy.params, false).theta).toBeLessThan(0);
    expect(updateLearner({ theta: 3.99, count: 0 }, hard.params, true).theta).toBeLessThanOrEqual(4);
  });

  it("updates both sides from the values before the answer; a tryout leaves the learner alone", () => {
    const learner = { theta: 0.3, count: 4 };
    const both = eloUpdate(learner, hard, true);
    expect(both.learner).toEqual(updateLearner(learner, hard.params, true));
    expect(both.item).toEqual(updateItem(hard, 0.3, true));
    const tryout = eloUpdate(learner, hard, true, { scored: false });
    expect(tryout.learner).toBe(learner);
    expect(tryout.item).toEqual(both.item);
  });
});

describe("new items and tryouts", () => {
  it("counts an item as calibrated from the threshold on", () => {
    expect(isCalibrated(CALIBRATION_THRESHOLD - 1)).toBe(false);
    expect(isCalibrated(CALIBRATION_THRESHOLD)).toBe(true);
  });

  it("places a tryout strictly inside the test, at every inner position, at the requested rate", () => {
    const rng = mulberry32(2);
    const positions = new Map<number, number>();
    let none = 0;
    const n = 5000;
    for (let i = 0; i < n; i++) {
      const at = planTryout(10, 0.4, rng);
      if (at === null) none++;
      else positions.set(at, (positions.get(at) ?? 0) + 1);
    }
    expect([...positions.keys()].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.abs(none / n - 0.6)).toBeLessThan(0.03);
  });

  it("never plans a tryout at rate 0, always at rate ≥ 1, and not in a test too short to hide it", () => {
    const rng = mulberry32(3);
    for (let i = 0; i < 200; i++) {
      expect(planTryout(10, 0, rng)).toBeNull();
      expect(planTryout(10, 2, rng)).not.toBeNull();
      expect(planTryout(1, 1, rng)).toBeNull();
    }
  });
});
