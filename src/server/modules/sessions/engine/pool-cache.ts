import { isCalibrated } from "@domain/irt/calibration";
import { calibratePoolStepwise, type CatConfig, type CatItem } from "@domain/irt/cat";
import { mulberry32 } from "@domain/random";
import { runInSlices } from "../../../lib/slices";

/** An item of a section's pool as stored: current 3PL parameters and how many answers have calibrated it. */
export interface PoolRow {
  id: string;
  topic: string;
  a: number;
  b: number;
  c: number;
  responseCount: number;
  source: "authored" | "generated";
  correctIndex: number;
}

/** Below this many calibrated items a section is still bootstrapping: every item is used with its seed parameters. */
export const BOOTSTRAP_MIN_CALIBRATED = 40;

export interface SectionPool {
  sectionId: number;
  items: CatItem[];
  byId: Map<string, CatItem>;
  /** Every active item's answer key (not only the sampled ones): an answer's mark before it is stored. */
  keys: Map<string, number>;
  /** True while the section has too few calibrated items to reserve the uncalibrated ones for tryouts. */
  bootstrapping: boolean;
  builtAt: number;
}

interface Options {
  ttlMs: number;
  config: CatConfig;
  /** Simulated examinees per Sympson–Hetter iteration; 0 turns exposure calibration off (tests). */
  simulees: number;
  /** Most items a pool holds: every written item, then a fresh random sample of generated ones at each rebuild. */
  maxItems: number;
}

/**
 * Generated items of one difficulty tag start with identical parameters, so a sample of them measures as well as
 * all of them; a smaller pool keeps selection and the Sympson–Hetter simulation cheap, and a new sample at each
 * rebuild still spreads use over the whole generated bank.
 */
function sample(rows: readonly PoolRow[], maxItems: number, rng: () => number): PoolRow[] {
  const authored = rows.filter((r) => r.source === "authored");
  const generated = rows.filter((r) => r.source === "generated");
  const room = Math.max(0, maxItems - authored.length);
  if (generated.length <= room) return [...authored, ...generated];
  for (let i = generated.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [generated[i], generated[j]] = [generated[j] as PoolRow, generated[i] as PoolRow];
  }
  return [...authored, ...generated.slice(0, room)];
}

/**
 * Each section's item pool held in memory for a short while: selection scans the whole pool for every
 * question, which must not cost a query of thousands of rows each time. Parameters drift slowly (one Elo step
 * per answer), so a pool a minute old is good enough; each instance of the app keeps its own.
 */
export function poolCache(
  load: (sectionId: number) => Promise<PoolRow[]>,
  { ttlMs, config, simulees, maxItems }: Options,
  now: () => number = Date.now,
) {
  const pools = new Map<number, SectionPool>();
  const building = new Map<number, Promise<SectionPool>>();

  async function build(sectionId: number, all: readonly PoolRow[]): Promise<SectionPool> {
    const calibrated = all.filter((r) => isCalibrated(r.responseCount)).length;
    const bootstrapping = calibrated < BOOTSTRAP_MIN_CALIBRATED;
    const rows = sample(all, maxItems, Math.random);
    let items: CatItem[] = rows.map((r) => ({
      id: r.id,
      topic: r.topic,
      params: { a: r.a, b: r.b, c: r.c },
      // While bootstrapping, seed parameters are trusted as they are (undefined = operational, never a tryout).
      ...(bootstrapping ? {} : { responseCount: r.responseCount }),
    }));
    if (simulees > 0 && items.length > config.maxItems) {
      // About a second of simulation for a large section: run in slices so requests keep being served meanwhile.
      items = await runInSlices(calibratePoolStepwise(items, config, { simulees, iterations: 3, rng: mulberry32(rows.length) }));
    }
    return {
      sectionId,
      items,
      byId: new Map(items.map((i) => [i.id, i])),
      keys: new Map(all.map((r) => [r.id, r.correctIndex])),
      bootstrapping,
      builtAt: now(),
    };
  }

  return {
    async get(sectionId: number): Promise<SectionPool> {
      const cached = pools.get(sectionId);
      if (cached && now() - cached.builtAt < ttlMs) return cached;
      // One rebuild at a time per section; concurrent requests share it.
      let pending = building.get(sectionId);
      if (!pending) {
        pending = load(sectionId)
          .then((rows) => build(sectionId, rows))
          .then((pool) => {
            pools.set(sectionId, pool);
            return pool;
          })
          .finally(() => building.delete(sectionId));
        building.set(sectionId, pending);
      }
      // A stale pool is still a good pool: serve it while the fresh one is built.
      return cached ?? pending;
    },
  };
}
export type PoolCache = ReturnType<typeof poolCache>;
