/**
 * Simulation study of the adaptive engine (src/domain/irt): recovery of true θ, exposure and selection speed
 * for fixed-length CATs of 10 and 15 items against a random-selection baseline, on a synthetic 3PL bank.
 *   npm run bench:cat                 (BENCH_SEED=<n> for another reproducible run)
 */
import { calibratePool, finalEstimate, nextStep, type CatConfig, type CatItem, type HistoryEntry } from "../src/domain/irt/cat";
import { calibrateSympsonHetter } from "../src/domain/irt/exposure";
import { probability } from "../src/domain/irt/model";
import { mulberry32, normal, type RandomSource } from "../src/domain/irt/random";
import { selectItem, type PoolItem } from "../src/domain/irt/select";

const seed = Number(process.env.BENCH_SEED ?? 20250601);
const BANK_SIZE = 200;
const TOPICS = ["t1", "t2", "t3", "t4", "t5"];
const SIMULEES = 2000;
const RMAX = 0.25;
const CALIBRATION = { simulees: 2000, iterations: 12 };
const TARGET = { r: 0.95, rmse: 0.32, exposure: 0.3, selectMs: 1 };

function makeBank(size: number, rng: RandomSource): CatItem[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `i${i}`,
    topic: TOPICS[i % TOPICS.length] as string,
    params: { a: Math.exp(normal(rng, Math.log(1.3), 0.25)), b: normal(rng, 0, 1.2), c: 0.12 + 0.16 * rng() },
  }));
}

interface Stats {
  r: number;
  rmse: number;
  bias: number;
}

function stats(truth: readonly number[], est: readonly number[]): Stats {
  const n = truth.length;
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / n;
  const mt = mean(truth);
  const me = mean(est);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  let se = 0;
  for (let i = 0; i < n; i++) {
    const dt = (truth[i] as number) - mt;
    const de = (est[i] as number) - me;
    sxy += dt * de;
    sxx += dt * dt;
    syy += de * de;
    se += ((est[i] as number) - (truth[i] as number)) ** 2;
  }
  return { r: sxy / Math.sqrt(sxx * syy), rmse: Math.sqrt(se / n), bias: me - mt };
}

interface RunResult {
  map: Stats;
  eap: Stats;
  maxExposure: number;
  stepUs: number;
}

type Picker = (history: readonly HistoryEntry[], exclude: Set<string>) => CatItem | null;

/** Simulees through a fixed-length test; `pick` chooses each item. Same simulees (same seed) for every design. */
function run(bank: readonly CatItem[], length: number, thetaSeed: number, pick: Picker): RunResult {
  const rng = mulberry32(thetaSeed);
  const truth: number[] = [];
  const mapEst: number[] = [];
  const eapEst: number[] = [];
  const exposure = new Map<string, number>();
  let stepMs = 0;
  let steps = 0;
  for (let s = 0; s < SIMULEES; s++) {
    const theta = normal(rng);
    const history: HistoryEntry[] = [];
    const exclude = new Set<string>();
    for (;;) {
      const t0 = performance.now();
      const item = history.length < length ? pick(history, exclude) : null;
      stepMs += performance.now() - t0;
      if (!item) break;
      steps++;
      exposure.set(item.id, (exposure.get(item.id) ?? 0) + 1);
      history.push({ id: item.id, topic: item.topic, params: item.params, correct: rng() < probability(theta, item.params) });
    }
    const f = finalEstimate(history);
    truth.push(theta);
    mapEst.push(f.map.theta);
    eapEst.push(f.eap.theta);
  }
  return {
    map: stats(truth, mapEst),
    eap: stats(truth, eapEst),
    maxExposure: Math.max(...exposure.values()) / SIMULEES,
    stepUs: (1000 * stepMs) / steps,
  };
}

function catPicker(pool: readonly CatItem[], config: CatConfig, rng: RandomSource): Picker {
  return (history, exclude) => {
    const step = nextStep(pool, history, config, rng, exclude);
    if (step.done) return null;
    for (const id of step.rejected) exclude.add(id);
    return step.item;
  };
}

function randomPicker(pool: readonly CatItem[], rng: RandomSource): Picker {
  return (history) => {
    const seen = new Set(history.map((h) => h.id));
    const unused = pool.filter((item) => !seen.has(item.id));
    return unused[Math.floor(rng() * unused.length)] ?? null;
  };
}

/** Mean µs for one selection from a 1,000-item pool at assorted θ and history lengths. */
function selectionSpeed(rng: RandomSource): number {
  const pool: PoolItem[] = makeBank(1000, rng).map((item) => Object.assign({}, item, { exposureK: rng() < 0.1 ? 0.3 + 0.7 * rng() : 1 }));
  const cases = Array.from({ length: 200 }, () => ({
    theta: normal(rng),
    administered: Array.from({ length: Math.floor(rng() * 15) }, () => pool[Math.floor(rng() * pool.length)] as PoolItem),
  }));
  const reps = 20_000;
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += selectItem(pool, 0, [], { rng }) ? 1 : 0; // warm-up (JIT)
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) {
    const c = cases[i % cases.length] as (typeof cases)[number];
    sink += selectItem(pool, c.theta, c.administered, { rng }) ? 1 : 0;
  }
  const us = (1000 * (performance.now() - t0)) / reps;
  if (sink < 0) console.log(sink);
  return us;
}

const f3 = (x: number) => x.toFixed(3).padStart(7);
const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");

/** A bank and a population from one seed; every design below meets the same simulees. */
function scenario(s: number) {
  const rng = mulberry32(s);
  return { bank: makeBank(BANK_SIZE, rng), thetaSeed: Math.floor(rng() * 2 ** 32) };
}

function controlledRun(s: number, length: number): RunResult {
  const { bank, thetaSeed } = scenario(s);
  const config: CatConfig = { maxItems: length, minItems: length, targetSe: 0, rmax: RMAX };
  const controlled = calibratePool(bank, config, { ...CALIBRATION, rng: mulberry32(s ^ (0x5eed * length)) });
  return run(bank, length, thetaSeed, catPicker(controlled, config, mulberry32(s + length)));
}

function main(): void {
  const started = performance.now();
  console.log(
    `bench:cat  seed ${seed}  bank ${BANK_SIZE} items (3PL, a~logN(ln1.3,0.25), b~N(0,1.2), c~U(.12,.28), ${TOPICS.length} topics)`,
  );
  console.log(
    `${SIMULEES} simulees θ~N(0,1); Sympson–Hetter rmax ${RMAX} calibrated on ${CALIBRATION.simulees} separate simulees × ${CALIBRATION.iterations} iterations`,
  );
  console.log("");
  console.log("design              len  estimator     r     RMSE     bias   max exp  µs/item");
  const { bank, thetaSeed } = scenario(seed);
  const main10 = controlledRun(seed, 10);
  for (const length of [10, 15]) {
    const config: CatConfig = { maxItems: length, minItems: length, targetSe: 0, rmax: RMAX };
    const designs: [string, () => RunResult][] = [
      ["CAT + SH + topics", () => (length === 10 ? main10 : controlledRun(seed, length))],
      ["CAT, no SH", () => run(bank, length, thetaSeed, catPicker(bank, config, mulberry32(seed + length)))],
      ["random selection", () => run(bank, length, thetaSeed, randomPicker(bank, mulberry32(seed + length)))],
    ];
    for (const [name, design] of designs) {
      const res = design();
      for (const est of ["map", "eap"] as const) {
        const s = res[est];
        const tail = est === "map" ? `${f3(res.maxExposure)}  ${res.stepUs.toFixed(1).padStart(7)}` : "";
        console.log(
          `${name.padEnd(19)} ${String(length).padStart(3)}  ${est.toUpperCase().padEnd(9)} ${f3(s.r)}  ${f3(s.rmse)}  ${f3(s.bias)}  ${tail}`,
        );
      }
    }
  }
  console.log("(µs/item: one nextStep call, i.e. interim EAP + selection on the 200-item bank)");

  // The same 10-item study on other banks and populations, so the verdict does not rest on one lucky seed.
  const replicas = [main10, ...[1, 2, 3, 4].map((i) => controlledRun(seed + 7919 * i, 10))];
  console.log("");
  console.log(`10 items, CAT + SH + topics, over ${replicas.length} seeds (${seed} and ${seed}+7919·1…4):`);
  console.log("  seed       r MAP   r EAP  RMSE MAP  RMSE EAP  max exp");
  const mean = (f: (r: RunResult) => number) => replicas.reduce((sum, r) => sum + f(r), 0) / replicas.length;
  const worst = {
    r: Math.min(...replicas.map((r) => Math.min(r.map.r, r.eap.r))),
    rmse: Math.max(...replicas.map((r) => Math.max(r.map.rmse, r.eap.rmse))),
    exposure: Math.max(...replicas.map((r) => r.maxExposure)),
  };
  replicas.forEach((r, i) =>
    console.log(
      `  ${String(i === 0 ? seed : seed + 7919 * i).padEnd(9)}${f3(r.map.r)} ${f3(r.eap.r)}   ${f3(r.map.rmse)}   ${f3(r.eap.rmse)}  ${f3(r.maxExposure)}`,
    ),
  );
  const avg = {
    mapR: mean((r) => r.map.r),
    eapR: mean((r) => r.eap.r),
    mapRmse: mean((r) => r.map.rmse),
    eapRmse: mean((r) => r.eap.rmse),
  };
  console.log(`  mean     ${f3(avg.mapR)} ${f3(avg.eapR)}   ${f3(avg.mapRmse)}   ${f3(avg.eapRmse)}  ${f3(mean((r) => r.maxExposure))}`);

  const bigPool = makeBank(1500, mulberry32(seed + 1)).map(({ id, topic, params }) => ({ id, topic, params }));
  const t0 = performance.now();
  calibrateSympsonHetter(bigPool, { rmax: RMAX, testLength: 10, simulees: 300, iterations: 4, rng: mulberry32(seed + 2) });
  const calibrationMs = performance.now() - t0;
  const selectUs = selectionSpeed(mulberry32(seed + 3));
  console.log("");
  console.log(`Sympson–Hetter calibration, 1,500 items, 300 simulees × 10 items × 4 iterations: ${calibrationMs.toFixed(0)} ms`);
  console.log(`selection from a 1,000-item pool: ${selectUs.toFixed(1)} µs per item (mean of 20,000)`);

  console.log("");
  console.log(`targets at 10 items (CAT + SH + topics)   seed ${seed}: MAP / EAP        mean over ${replicas.length} seeds: MAP / EAP`);
  const row = (label: string, a: number, b: number, c: number, d: number, ok: (x: number) => boolean) =>
    console.log(
      `  ${label.padEnd(20)} ${a.toFixed(3)} ${verdict(ok(a))} / ${b.toFixed(3)} ${verdict(ok(b))}        ${c.toFixed(3)} ${verdict(ok(c))} / ${d.toFixed(3)} ${verdict(ok(d))}`,
    );
  row(`r ≥ ${TARGET.r}`, main10.map.r, main10.eap.r, avg.mapR, avg.eapR, (x) => x >= TARGET.r);
  row(`RMSE ≤ ${TARGET.rmse}`, main10.map.rmse, main10.eap.rmse, avg.mapRmse, avg.eapRmse, (x) => x <= TARGET.rmse);
  console.log(
    `  max exposure ≤ ${TARGET.exposure}    ${main10.maxExposure.toFixed(3)} ${verdict(main10.maxExposure <= TARGET.exposure)}                   worst ${worst.exposure.toFixed(3)} ${verdict(worst.exposure <= TARGET.exposure)}`,
  );
  console.log(`  selection < ${TARGET.selectMs} ms     ${(selectUs / 1000).toFixed(4)} ms ${verdict(selectUs / 1000 < TARGET.selectMs)}`);
  console.log(`  (worst over seeds, either estimator: r ${worst.r.toFixed(3)}, RMSE ${worst.rmse.toFixed(3)})`);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
