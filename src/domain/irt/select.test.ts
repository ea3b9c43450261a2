import { describe, expect, it } from "vitest";
import { eap } from "./estimate";
import { information, probability } from "./model";
import { mulberry32, normal, type RandomSource } from "../random";
import {
  allowedTopics,
  indexPool,
  logisticTable,
  nextTopic,
  select,
  selectFrom,
  selectIndexed,
  selectItem,
  ThetaPosterior,
  varianceReduction,
  type PoolItem,
} from "./select";
import { SEED_PARAMS, type ItemParams } from "./seed-params";

function makePool(size: number, rng: RandomSource, topics = ["t0", "t1", "t2", "t3", "t4"]): PoolItem[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `i${i}`,
    topic: topics[i % topics.length] as string,
    params: { a: Math.exp(normal(rng, Math.log(1.3), 0.25)), b: normal(rng, 0, 1.2), c: 0.12 + 0.16 * rng() },
  }));
}

function bruteForceBest(pool: readonly PoolItem[], theta: number, used: ReadonlySet<string>): PoolItem {
  const candidates = pool.filter((p) => !used.has(p.id));
  return candidates.reduce((best, p) => (information(theta, p.params) > information(theta, best.params) ? p : best));
}

describe("maximum-information selection", () => {
  it("picks the brute-force argmax of information when every k = 1", () => {
    const rng = mulberry32(1);
    for (let trial = 0; trial < 50; trial++) {
      const pool = makePool(120, rng, ["only"]);
      const theta = normal(rng) * 1.5;
      const administered = pool.slice(0, trial % 7);
      const used = new Set(administered.map((a) => a.id));
      expect(selectItem(pool, theta, administered, { rng })?.id).toBe(bruteForceBest(pool, theta, used).id);
    }
  });

  it("takes the argmax over the topics still under their quota", () => {
    const rng = mulberry32(2);
    const pool = makePool(100, rng);
    // t0 has been given twice, the others once each: a 7th item may not be t0's third (ceil(0.2 × 7) = 2).
    const administered = [pool[0], pool[5], pool[1], pool[2], pool[3], pool[4]] as PoolItem[];
    const item = selectItem(pool, 0.4, administered, { rng }) as PoolItem;
    const used = new Set(administered.map((a) => a.id));
    expect(item.id).toBe(
      bruteForceBest(
        pool.filter((p) => p.topic !== "t0"),
        0.4,
        used,
      ).id,
    );
  });

  it("never repeats an item, honours exclude, and returns null once the pool is used up", () => {
    const rng = mulberry32(3);
    const pool = makePool(30, rng);
    const exclude = new Set(["i3", "i7"]);
    const given: PoolItem[] = [];
    for (;;) {
      const item = selectItem(pool, normal(rng), given, { rng, exclude });
      if (!item) break;
      given.push(item);
    }
    const ids = given.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain("i3");
    expect(ids).not.toContain("i7");
    expect(ids.length).toBe(28);
  });
});

const TOPICS = ["t0", "t1", "t2", "t3", "t4"];
const countTopics = (given: readonly PoolItem[], topics = TOPICS) => topics.map((t) => given.filter((g) => g.topic === t).length);

/** Five topics of `perTopic` items; t0's items are by far the most informative at θ = 0. */
function skewedPool(perTopic: number, topics = TOPICS): PoolItem[] {
  return topics.flatMap((topic, t) =>
    Array.from({ length: perTopic }, (_, j) => ({
      id: `${topic}-${j}`,
      topic,
      params: { a: t === 0 ? 2.5 : 1.5 - 0.2 * t, b: 0.05 * j, c: 0.2 },
    })),
  );
}

describe("content balancing by quotas", () => {
  it("gives a 10-item test 2 items per topic, with the early items following the information, not a rotation", () => {
    const rng = mulberry32(4);
    const pool = skewedPool(6);
    const given: PoolItem[] = [];
    for (let step = 0; step < 10; step++) given.push(selectItem(pool, 0, given, { rng, testLength: 10 }) as PoolItem);
    // t0 takes the first two items (its quota, ceil(0.2 × 10)), then the next best topics in turn.
    expect(given.map((g) => g.topic)).toEqual(["t0", "t0", "t1", "t1", "t2", "t2", "t3", "t3", "t4", "t4"]);
  });

  it("always ends a 10-item test at 2 per topic, by information or by posterior variance", () => {
    const rng = mulberry32(14);
    for (let trial = 0; trial < 20; trial++) {
      const pool = makePool(200, rng);
      const theta = normal(rng);
      const posterior = new ThetaPosterior();
      const given: PoolItem[] = [];
      for (let step = 0; step < 10; step++) {
        const options = trial % 2 ? { rng, testLength: 10, posterior } : { rng, testLength: 10 };
        const item = selectItem(pool, normal(rng), given, options) as PoolItem;
        posterior.update(item.params, rng() < probability(theta, item.params));
        given.push(item);
      }
      expect(countTopics(given)).toEqual([2, 2, 2, 2, 2]);
    }
  });

  it("forces the last items into topics still under floor(share × length)", () => {
    const rng = mulberry32(15);
    // Three topics, 4 items: at most ceil(4/3) = 2 and at least floor(4/3) = 1 each. x is best, then y, then z.
    const pool = skewedPool(4, ["x", "y", "z"]);
    const given: PoolItem[] = [];
    for (let step = 0; step < 4; step++) given.push(selectItem(pool, 0, given, { rng, testLength: 4 }) as PoolItem);
    expect(given.map((g) => g.topic)).toEqual(["x", "x", "y", "z"]);
  });

  it("open-ended (no testLength): every prefix is balanced, never more than 1 apart, 2 each after 10", () => {
    const rng = mulberry32(4);
    for (let trial = 0; trial < 20; trial++) {
      const pool = makePool(200, rng);
      const given: PoolItem[] = [];
      for (let step = 0; step < 10; step++) {
        given.push(selectItem(pool, normal(rng), given, { rng }) as PoolItem);
        const counts = countTopics(given);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
      expect(countTopics(given)).toEqual([2, 2, 2, 2, 2]);
    }
  });

  it("follows unequal target shares", () => {
    const rng = mulberry32(5);
    const pool = makePool(60, rng, ["x", "y"]);
    for (const testLength of [undefined, 8]) {
      const given: PoolItem[] = [];
      for (let step = 0; step < 8; step++) {
        given.push(selectItem(pool, 0, given, { rng, topicTargets: { x: 3, y: 1 }, testLength }) as PoolItem);
      }
      expect(given.filter((g) => g.topic === "x").length).toBe(6);
    }
  });

  it("falls back to other topics when the allowed ones have no unused items", () => {
    const rng = mulberry32(6);
    const pool = makePool(12, rng, ["x", "y", "z"]);
    const exclude = new Set(pool.filter((p) => p.topic === "x").map((p) => p.id));
    for (const testLength of [undefined, 6]) {
      const given: PoolItem[] = [];
      for (let step = 0; step < 6; step++) given.push(selectItem(pool, 0, given, { rng, exclude, testLength }) as PoolItem);
      expect(given.every((g) => g.topic !== "x")).toBe(true);
      expect(given.length).toBe(6);
    }
  });

  it("computes the allowed topics from the ceilings and, when slots run short, the floors", () => {
    const allowed = new Uint8Array(3);
    const share = [0.5, 0.25, 0.25];
    // 8 items: ceilings = floors = 4, 2, 2.
    expect(allowedTopics(share, [4, 0, 0], 4, 8, allowed)).toBe(2);
    expect([...allowed]).toEqual([0, 1, 1]);
    expect(allowedTopics(share, [3, 2, 1], 6, 8, allowed)).toBe(2);
    expect([...allowed]).toEqual([1, 0, 1]);
    // 5 items: ceilings 3, 2, 2; floors 2, 1, 1. With slots to spare any topic under its ceiling is allowed…
    expect(allowedTopics(share, [1, 1, 1], 3, 5, allowed)).toBe(3);
    // …but with one slot left and z's floor unmet, only z, though x is under its ceiling.
    expect(allowedTopics(share, [2, 2, 0], 4, 5, allowed)).toBe(1);
    expect([...allowed]).toEqual([0, 0, 1]);
    // Open-ended: the quotas of a test that ends with this item.
    expect(allowedTopics(share, [1, 0, 0], 1, undefined, allowed)).toBe(2);
    expect([...allowed]).toEqual([0, 1, 1]);
    // A topic without a share is never allowed.
    expect(allowedTopics([1, 0], [0, 0], 0, 4, allowed.subarray(0, 2))).toBe(1);
  });
});

describe("content balancing by deficit (strict rotation)", () => {
  it("spreads a 10-item test over 5 topics, never more than 1 apart, whatever the test length", () => {
    const rng = mulberry32(4);
    const pool = skewedPool(6);
    const given: PoolItem[] = [];
    for (let step = 0; step < 10; step++) {
      given.push(selectItem(pool, 0, given, { rng, testLength: 10, balancing: "deficit" }) as PoolItem);
      const counts = countTopics(given);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    expect(countTopics(given)).toEqual([2, 2, 2, 2, 2]);
  });

  it("breaks ties between topics at random and skips exhausted ones", () => {
    const rng = mulberry32(7);
    const seen = [0, 0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const t = nextTopic([0.25, 0.25, 0.25, 0.25], [1, 0, 0, 0], 1, [0, 0, 0, 1], rng);
      seen[t] = (seen[t] as number) + 1;
    }
    expect(seen[0]).toBe(0);
    expect(seen[3]).toBe(0);
    expect(Math.abs((seen[1] as number) / 3000 - 0.5)).toBeLessThan(0.04);
    expect(nextTopic([0.5, 0.5], [0, 0], 0, [1, 1], rng)).toBe(-1);
  });
});

/** E[Var(θ | answer)] by brute force: update a copy of the posterior for each answer and weigh by its chance. */
function expectedPosteriorVariance(history: readonly { item: ItemParams; correct: boolean }[], item: ItemParams): number {
  const after = (correct: boolean) => {
    const p = new ThetaPosterior();
    for (const h of history) p.update(h.item, h.correct);
    p.update(item, correct);
    return p.estimate().se ** 2;
  };
  const posterior = new ThetaPosterior();
  for (const h of history) posterior.update(h.item, h.correct);
  const w = posterior.weights();
  let total = 0;
  let right = 0;
  for (let i = 0; i < w.length; i++) {
    total += w[i] as number;
    right += (w[i] as number) * probability(posterior.nodes[i] as number, item);
  }
  const pRight = right / total;
  return pRight * after(true) + (1 - pRight) * after(false);
}

describe("selection by expected posterior variance", () => {
  it("the incremental posterior gives eap()'s numbers", () => {
    const rng = mulberry32(16);
    const items = makePool(12, rng);
    const posterior = new ThetaPosterior({ points: 61, range: 5, mean: 0.3, sd: 1.2 });
    const responses: { item: ItemParams; correct: boolean }[] = [];
    for (const item of items) {
      const r = { item: item.params, correct: rng() < 0.6 };
      responses.push(r);
      posterior.update(r.item, r.correct);
      const direct = eap(responses, { points: 61, range: 5, mean: 0.3, sd: 1.2 });
      expect(posterior.estimate().theta).toBeCloseTo(direct.theta, 10);
      expect(posterior.estimate().se).toBeCloseTo(direct.se, 10);
    }
  });

  it("varianceReduction is Var(θ) − E[Var(θ | answer)], for ordinary and extreme items", () => {
    const rng = mulberry32(17);
    const pool = makePool(30, rng);
    const extreme: ItemParams[] = [
      { a: 60, b: 0.3, c: 0.2 },
      { a: 3, b: 3.9, c: 0.1 },
      { a: 0.2, b: -3, c: 0.25 },
    ];
    for (let trial = 0; trial < 10; trial++) {
      const theta = normal(rng);
      const history = pool.slice(trial, trial + trial).map((p) => ({ item: p.params, correct: rng() < probability(theta, p.params) }));
      const posterior = new ThetaPosterior();
      for (const h of history) posterior.update(h.item, h.correct);
      const variance = posterior.estimate().se ** 2;
      for (const item of [...pool.slice(20).map((p) => p.params), ...extreme]) {
        expect(varianceReduction(posterior, item)).toBeCloseTo(variance - expectedPosteriorVariance(history, item), 9);
      }
    }
  });

  it("picks the brute-force best item, with or without a precomputed logistic table", () => {
    const rng = mulberry32(18);
    for (let trial = 0; trial < 30; trial++) {
      const pool = makePool(80, rng, ["only"]);
      const theta = normal(rng);
      const posterior = new ThetaPosterior({ points: 33 });
      const administered = pool.slice(0, trial % 9);
      for (const a of administered) posterior.update(a.params, rng() < probability(theta, a.params));
      const candidates = pool.slice(trial % 9);
      const best = candidates.reduce((b, p) => (varianceReduction(posterior, p.params) > varianceReduction(posterior, b.params) ? p : b));
      expect(selectItem(pool, 0, administered, { rng, posterior })?.id).toBe(best.id);

      const indexed = indexPool(pool);
      const blocked = new Uint8Array(pool.length).fill(1, 0, trial % 9);
      const table = logisticTable(pool, posterior);
      const fast = selectIndexed(indexed, 0, blocked, [trial % 9], trial % 9, rng, { posterior, table });
      expect(pool[fast.index]?.id).toBe(best.id);
    }
  });

  it("weighs the whole posterior: at the prior it takes a sharp item off-centre that Fisher information at θ = 0 passes over", () => {
    const pool: PoolItem[] = [
      { id: "sharp, b = 0.5", topic: "only", params: { a: 3, b: 0.5, c: 0.2 } },
      { id: "flat, b = 0", topic: "only", params: { a: 1, b: 0, c: 0.2 } },
    ];
    // A sharp item splits the wide prior well anywhere near its centre; at the single point θ = 0 it looks weak.
    expect(selectItem(pool, 0, [], { rng: mulberry32(19), posterior: new ThetaPosterior() })?.id).toBe("sharp, b = 0.5");
    expect(selectItem(pool, 0, [], { rng: mulberry32(19) })?.id).toBe("flat, b = 0");
  });
});

describe("Sympson–Hetter exposure control", () => {
  it("gives the best item about half the time when its k = 0.5, and the runner-up otherwise", () => {
    const rng = mulberry32(8);
    const base = makePool(50, rng, ["only"]);
    const best = bruteForceBest(base, 0, new Set());
    const second = bruteForceBest(base, 0, new Set([best.id]));
    const pool = base.map((p) => (p.id === best.id ? { ...p, exposureK: 0.5 } : p));
    const outcomes = new Map<string, number>();
    const trials = 4000;
    for (let i = 0; i < trials; i++) {
      const { item, rejected } = select(pool, 0, [], { rng });
      const key = `${item?.id} after [${rejected.map((r) => r.id).join()}]`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    const hits = outcomes.get(`${best.id} after []`) ?? 0;
    expect(hits + (outcomes.get(`${second.id} after [${best.id}]`) ?? 0)).toBe(trials);
    expect(Math.abs(hits / trials - 0.5)).toBeLessThan(0.03);
  });

  it("gives the most informative candidate when every lottery is lost", () => {
    const rng = mulberry32(9);
    const pool = makePool(10, rng, ["only"]).map((p) => ({ ...p, exposureK: 1e-9 }));
    const { item, rejected } = select(pool, 0.5, [], { rng });
    expect(item?.id).toBe(bruteForceBest(pool, 0.5, new Set()).id);
    expect(rejected.length).toBe(9);
    expect(rejected.map((r) => r.id)).not.toContain(item?.id);
    const infos = rejected.map((r) => information(0.5, r.params));
    expect(infos).toEqual([...infos].sort((x, y) => y - x));
  });
});

// Speed is measured by `npm run bench:cat` and `bench:api`, not by timed unit tests (they fail on a busy machine).
describe("a pool indexed once (how a server selects from its cached pool)", () => {
  it("selects exactly as indexing the pool at every call does, by information or by posterior variance", () => {
    const rng = mulberry32(10);
    const pool = makePool(1000, rng).map((p) => Object.assign({}, p, { exposureK: rng() < 0.1 ? 0.5 : 1 }));
    const given = pool.slice(0, 8);
    const posterior = new ThetaPosterior();
    for (const g of given) posterior.update(g.params, rng() < 0.6);
    const indexed = indexPool(pool);
    const table = logisticTable(pool, posterior);
    let rejections = 0;
    for (const byVariance of [false, true]) {
      for (let i = 0; i < 300; i++) {
        const theta = normal(rng);
        const options = { testLength: 10, ...(byVariance ? { posterior } : {}) };
        const fresh = select(pool, theta, given, { ...options, rng: mulberry32(i) });
        const kept = selectFrom(indexed, theta, given, { ...options, rng: mulberry32(i), ...(byVariance ? { table } : {}) });
        expect(kept.item?.id).toBe(fresh.item?.id);
        expect(kept.rejected.map((r) => r.id)).toEqual(fresh.rejected.map((r) => r.id));
        rejections += fresh.rejected.length;
      }
    }
    // The exposure lottery took part (some winners were passed over), so the rejected lists were compared too.
    expect(rejections).toBeGreaterThan(0);
  });
});

describe("items that share parameters (a bank's uncalibrated items carry one of three seed sets)", () => {
  it("are scored once per parameter set, with the same choices and passed-over lists as scoring every item", () => {
    const rng = mulberry32(11);
    const seeds = Object.values(SEED_PARAMS);
    // Mostly seed parameters, some calibrated ones, and an exposure lottery on a tenth of the items.
    const pool = makePool(600, rng).map((p, i) =>
      Object.assign({}, p, { params: i % 5 === 0 ? p.params : (seeds[i % 3] as ItemParams), exposureK: rng() < 0.1 ? 0.3 : 1 }),
    );
    const indexed = indexPool(pool, undefined, true);
    expect(indexed.classes).toBeLessThan(140);
    const everyItem = indexPool(pool);
    expect(everyItem.classOf).toBeNull();
    let rejections = 0;
    for (let trial = 0; trial < 200; trial++) {
      const posterior = new ThetaPosterior();
      const given = trial % 9;
      for (let g = 0; g < given; g++) posterior.update((pool[g] as PoolItem).params, rng() < 0.6);
      const blocked = new Uint8Array(pool.length).fill(1, 0, given);
      const table = logisticTable(pool, posterior);
      const counts = new Int32Array(indexed.topics.length);
      for (let g = 0; g < given; g++) {
        const t = indexed.topicOf[g] as number;
        counts[t] = (counts[t] as number) + 1;
      }
      for (const options of [{ posterior, table }, {}]) {
        const once = selectIndexed(indexed, 0.3, blocked, counts, given, mulberry32(trial), { testLength: 10, ...options });
        const each = selectIndexed(everyItem, 0.3, blocked, counts, given, mulberry32(trial), { testLength: 10, ...options });
        expect(once).toEqual(each);
        rejections += each.rejected.length;
      }
    }
    expect(rejections).toBeGreaterThan(0);
  });
});
