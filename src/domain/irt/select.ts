import { information } from "./model";
import type { RandomSource } from "./random";
import type { ItemParams } from "./seed-params";

/** The CAT starts every examinee at average ability, where the first item is of average difficulty. */
export const START_THETA = 0;

export interface PoolItem {
  id: string;
  params: ItemParams;
  /** Content area (skill) within the subtest, for content balancing. */
  topic: string;
  /** Sympson–Hetter exposure parameter in (0, 1]: P(administer | selected). Default 1 (no control). */
  exposureK?: number;
}

export interface AdministeredItem {
  id: string;
  topic: string;
}

export interface SelectOptions {
  rng: RandomSource;
  /** Target share of the test per topic (any positive weights; normalised). Default: equal over the pool's topics. */
  topicTargets?: Readonly<Record<string, number>>;
  /** Ids that may not be given: seen recently, or passed over by Sympson–Hetter earlier in this test. */
  exclude?: ReadonlySet<string>;
}

export interface Selection {
  item: PoolItem | null;
  /**
   * Items that won the information contest but lost the exposure lottery. Classic Sympson–Hetter removes them
   * for the rest of this examinee's test; the caller should add them to `exclude`, or the calibrated k's
   * under-control exposure (an item re-entering the lottery is given with probability above k).
   */
  rejected: PoolItem[];
}

/** Target shares normalised to sum to 1; topics with no positive weight get no share. */
function shares(poolTopics: ReadonlySet<string>, targets: SelectOptions["topicTargets"]): Map<string, number> {
  const out = new Map<string, number>();
  if (targets) {
    let total = 0;
    for (const w of Object.values(targets)) if (w > 0) total += w;
    for (const [topic, w] of Object.entries(targets)) if (w > 0 && total > 0) out.set(topic, w / total);
  }
  if (out.size === 0) for (const topic of poolTopics) out.set(topic, 1 / poolTopics.size);
  return out;
}

/**
 * The topic to draw from next: largest deficit `share × (given + 1) − count`, ties broken at random so equal
 * topics are not always visited in the same order. Only topics that still have an unused item compete; null
 * when none of the targeted topics has one (the caller then falls back to any topic).
 */
export function nextTopic(
  targets: ReadonlyMap<string, number>,
  available: ReadonlySet<string>,
  administered: readonly AdministeredItem[],
  rng: RandomSource,
): string | null {
  const counts = new Map<string, number>();
  for (const a of administered) counts.set(a.topic, (counts.get(a.topic) ?? 0) + 1);
  const n = administered.length + 1;
  let best: string | null = null;
  let bestDeficit = -Infinity;
  let ties = 0;
  for (const [topic, share] of targets) {
    if (!available.has(topic)) continue;
    const deficit = share * n - (counts.get(topic) ?? 0);
    if (deficit > bestDeficit + 1e-9) {
      best = topic;
      bestDeficit = deficit;
      ties = 1;
    } else if (deficit > bestDeficit - 1e-9) {
      // Reservoir sampling: each of the tied topics ends up chosen with probability 1/ties.
      ties++;
      if (rng() * ties < 1) best = topic;
    }
  }
  return best;
}

/**
 * Maximum-information selection at the interim θ with content balancing and Sympson–Hetter exposure control.
 * Candidates are walked in descending information; candidate i is given with probability k_i. If every
 * candidate loses its lottery the most informative one is given: the test must go on, precision matters
 * more than that one draw, and the calibration simulation uses the same rule, so its k's already account
 * for it. Never sorts the pool: one linear pass finds the best, and only after a rejection is a heap built.
 */
export function select(
  pool: readonly PoolItem[],
  theta: number,
  administered: readonly AdministeredItem[],
  options: SelectOptions,
): Selection {
  const { rng, exclude } = options;
  const given = new Set<string>();
  for (const a of administered) given.add(a.id);
  // Topics numbered on first sight, so the hot loop does one Map lookup per item and compares integers after.
  const topicId = new Map<string, number>();
  const freeCount: number[] = [];
  const itemTopic = new Int32Array(pool.length).fill(-1);
  for (let i = 0; i < pool.length; i++) {
    const item = pool[i] as PoolItem;
    let t = topicId.get(item.topic);
    if (t === undefined) {
      t = freeCount.length;
      topicId.set(item.topic, t);
      freeCount.push(0);
    }
    if (given.has(item.id) || exclude?.has(item.id)) continue;
    itemTopic[i] = t;
    freeCount[t] = (freeCount[t] as number) + 1;
  }
  const available = new Set([...topicId.keys()].filter((_, t) => (freeCount[t] as number) > 0));
  if (available.size === 0) return { item: null, rejected: [] };
  const topic = nextTopic(shares(new Set(topicId.keys()), options.topicTargets), available, administered, rng);
  const wanted = topic === null ? -1 : (topicId.get(topic) as number);

  const index: number[] = [];
  const info: number[] = [];
  let top = -1;
  for (let i = 0; i < pool.length; i++) {
    const t = itemTopic[i] as number;
    if (t < 0 || (wanted >= 0 && t !== wanted)) continue;
    const value = information(theta, (pool[i] as PoolItem).params);
    if (top < 0 || value > (info[top] as number)) top = index.length;
    index.push(i);
    info.push(value);
  }
  const first = pool[index[top] as number] as PoolItem;
  if (admit(first, rng)) return { item: first, rejected: [] };

  // The best lost its lottery: walk the rest in descending information via a heap (no full sort).
  const heap = new MaxHeap(info);
  const rejected: PoolItem[] = [first];
  for (let h = heap.pop(); h >= 0; h = heap.pop()) {
    if (h === top) continue;
    const item = pool[index[h] as number] as PoolItem;
    if (admit(item, rng)) return { item, rejected };
    rejected.push(item);
  }
  return { item: first, rejected: rejected.slice(1) };
}

/** Convenience form of `select` for callers that do not track Sympson–Hetter rejections. */
export function selectItem(
  pool: readonly PoolItem[],
  theta: number,
  administered: readonly AdministeredItem[],
  options: SelectOptions,
): PoolItem | null {
  return select(pool, theta, administered, options).item;
}

function admit(item: PoolItem, rng: RandomSource): boolean {
  const k = item.exposureK ?? 1;
  return k >= 1 || rng() < k;
}

/** Binary max-heap of positions into `keys`, built in O(n); ties pop in a fixed order. */
class MaxHeap {
  private readonly heap: number[];

  constructor(private readonly keys: readonly number[]) {
    this.heap = keys.map((_, i) => i);
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  /** The position with the largest key, removed; −1 when empty. */
  pop(): number {
    const heap = this.heap;
    if (heap.length === 0) return -1;
    const top = heap[0] as number;
    const last = heap.pop() as number;
    if (heap.length > 0) {
      heap[0] = last;
      this.down(0);
    }
    return top;
  }

  private key(slot: number): number {
    return this.keys[this.heap[slot] as number] as number;
  }

  private down(slot: number): void {
    const heap = this.heap;
    for (;;) {
      const l = 2 * slot + 1;
      const r = l + 1;
      let largest = slot;
      if (l < heap.length && this.key(l) > this.key(largest)) largest = l;
      if (r < heap.length && this.key(r) > this.key(largest)) largest = r;
      if (largest === slot) return;
      const tmp = heap[slot] as number;
      heap[slot] = heap[largest] as number;
      heap[largest] = tmp;
      slot = largest;
    }
  }
}
