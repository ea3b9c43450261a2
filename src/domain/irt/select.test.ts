import { describe, expect, it } from "vitest";
import { information } from "./model";
import { mulberry32, normal, type RandomSource } from "./random";
import { nextTopic, select, selectItem, type PoolItem } from "./select";

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

  it("takes the argmax within the topic it balances towards", () => {
    const rng = mulberry32(2);
    const pool = makePool(100, rng);
    // t0 has been given twice, the others once each: t1…t4 are tied on deficit, t0 is not a candidate.
    const administered = [pool[0], pool[5], pool[1], pool[2], pool[3], pool[4]] as PoolItem[];
    const item = selectItem(pool, 0.4, administered, { rng }) as PoolItem;
    expect(item.topic).not.toBe("t0");
    const used = new Set(administered.map((a) => a.id));
    expect(item.id).toBe(
      bruteForceBest(
        pool.filter((p) => p.topic === item.topic),
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

describe("content balancing", () => {
  it("spreads a 10-item test over 5 topics, 2 each, never more than 1 apart along the way", () => {
    const rng = mulberry32(4);
    for (let trial = 0; trial < 20; trial++) {
      const pool = makePool(200, rng);
      const given: PoolItem[] = [];
      for (let step = 0; step < 10; step++) {
        given.push(selectItem(pool, normal(rng), given, { rng }) as PoolItem);
        const counts = ["t0", "t1", "t2", "t3", "t4"].map((t) => given.filter((g) => g.topic === t).length);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
      expect(["t0", "t1", "t2", "t3", "t4"].map((t) => given.filter((g) => g.topic === t).length)).toEqual([2, 2, 2, 2, 2]);
    }
  });

  it("follows unequal target shares", () => {
    const rng = mulberry32(5);
    const pool = makePool(60, rng, ["x", "y"]);
    const given: PoolItem[] = [];
    for (let step = 0; step < 8; step++) given.push(selectItem(pool, 0, given, { rng, topicTargets: { x: 3, y: 1 } }) as PoolItem);
    expect(given.filter((g) => g.topic === "x").length).toBe(6);
  });

  it("falls back to other topics when the one in deficit has no unused items", () => {
    const rng = mulberry32(6);
    const pool = makePool(12, rng, ["x", "y", "z"]);
    const exclude = new Set(pool.filter((p) => p.topic === "x").map((p) => p.id));
    const given: PoolItem[] = [];
    for (let step = 0; step < 6; step++) given.push(selectItem(pool, 0, given, { rng, exclude }) as PoolItem);
    expect(given.every((g) => g.topic !== "x")).toBe(true);
    expect(given.length).toBe(6);
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

describe("speed", () => {
  it("selects from a 1,000-item pool in well under a millisecond", () => {
    const rng = mulberry32(10);
    const pool = makePool(1000, rng).map((p) => Object.assign({}, p, { exposureK: rng() < 0.1 ? 0.5 : 1 }));
    const given = pool.slice(0, 8);
    for (let i = 0; i < 200; i++) selectItem(pool, normal(rng), given, { rng });
    const reps = 500;
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) selectItem(pool, normal(rng), given, { rng });
    expect((performance.now() - t0) / reps).toBeLessThan(0.5);
  });
});
