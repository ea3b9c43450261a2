/**
 * Shop Information from tables a shop uses every day: the actual size of nominal softwood lumber, board feet, and
 * nail penny sizes. The tables are US standard sizes (dressed dimensional lumber, common nails).
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

/** Nominal size → actual dressed size in inches (thickness, width). */
const LUMBER: Record<string, readonly [number, number]> = {
  "1 × 4": [0.75, 3.5],
  "1 × 6": [0.75, 5.5],
  "1 × 8": [0.75, 7.25],
  "2 × 4": [1.5, 3.5],
  "2 × 6": [1.5, 5.5],
  "2 × 8": [1.5, 7.25],
  "2 × 10": [1.5, 9.25],
  "2 × 12": [1.5, 11.25],
  "4 × 4": [3.5, 3.5],
};
const NOMINAL = Object.keys(LUMBER);

/** Inches with fractions as a tape measure reads them: 1.5 → "1½", 7.25 → "7¼", 0.75 → "¾". */
export function inches(value: number): string {
  const whole = Math.floor(value);
  const frac = value - whole;
  const mark = frac === 0.25 ? "¼" : frac === 0.5 ? "½" : frac === 0.75 ? "¾" : frac === 0 ? "" : null;
  if (mark === null) return num(value);
  return whole === 0 ? mark : `${whole}${mark}`;
}

const size = ([t, w]: readonly [number, number]) => `${inches(t)} in. × ${inches(w)} in.`;

export const siLumber: Generator = {
  id: "si-lumber",
  section: "SI",
  topic: "wood and materials",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const nominal = rng.pick(NOMINAL);
    const [t, w] = LUMBER[nominal]!;
    const [nt, nw] = nominal.split(" × ").map(Number) as [number, number];
    const kind = rng.pick(["actual", "stack", "boardFeet"] as const);
    if (kind === "actual")
      return finish(this.id, "SI", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `What are the actual dimensions of a board sold as a nominal ${nominal}?`,
        correct: size([t, w]),
        distractors: [size([nt, nw]), size([nt - 0.25, nw - 0.25]), size([t, nw]), size([nt, w])],
        explanation: `Lumber is named by its rough-sawn size; drying and planing make it smaller. A ${nominal} actually measures ${size([t, w])} The nominal figures (${size([nt, nw])}) are never the finished size, and the loss is not a fixed amount: 1-in. boards finish ¾ in. thick, 2-in. and 4-in. sizes lose ½ in., and widths of 8 in. and more lose ¾ in.`,
        params: { nominal, kind },
      });
    if (kind === "stack") {
      const flat = rng.chance(0.5);
      const count = rng.int(3, flat ? 12 : 6);
      const each = flat ? t : w;
      return finish(this.id, "SI", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `${count} nominal ${nominal} boards are stacked ${flat ? "flat, one on top of another" : "on edge, one on top of another"}. How tall is the stack?`,
        correct: `${inches(count * each)} in.`,
        distractors: [
          `${inches(count * (flat ? nt : nw))} in.`,
          `${inches(count * (flat ? w : t))} in.`,
          `${inches(count * each + each)} in.`,
          `${inches((count - 1) * each)} in.`,
        ],
        explanation: `Each board adds its actual ${flat ? "thickness" : "width"}, ${inches(each)} in., so ${count} × ${inches(each)} in. = ${inches(count * each)} in. Using the nominal ${flat ? "thickness" : "width"} (${flat ? nt : nw} in.) overstates the stack, and using the other dimension mixes up flat and on edge.`,
        params: { nominal, kind, count, flat: flat ? 1 : 0 },
      });
    }
    const feet = rng.pick([6, 8, 10, 12, 14, 16]);
    const bf = (nt * nw * feet) / 12;
    return finish(this.id, "SI", seed, rng, {
      topic: this.topic,
      difficulty: "hard",
      stem: `How many board feet are in a nominal ${nominal} that is ${feet} ft long? (A board foot is 1 in. × 12 in. × 12 in.; board feet are figured from nominal sizes.)`,
      correct: `${num(bf)} board feet`,
      distractors: [
        `${num(nt * nw * feet)} board feet`,
        `${num((t * w * feet) / 12)} board feet`,
        `${num((nt * nw * feet) / 144)} board feet`,
        `${num(bf * 2)} board feet`,
      ],
      explanation: `Board feet = thickness (in.) × width (in.) × length (ft) ÷ 12 = ${nt} × ${nw} × ${feet} ÷ 12 = ${num(bf)}. Forgetting to divide by 12 gives ${num(nt * nw * feet)}, dividing by 144 treats the length as inches, and using the actual dressed size is not how lumber is sold.`,
      params: { nominal, kind, feet },
    });
  },
  recompute(p) {
    const nominal = String(p.nominal);
    const actual = LUMBER[nominal]!;
    if (p.kind === "actual") return size(actual);
    if (p.kind === "stack") return `${inches(N(p, "count") * (N(p, "flat") === 1 ? actual[0] : actual[1]))} in.`;
    const [nt, nw] = nominal.split(" × ").map(Number) as [number, number];
    return `${num((nt * nw * N(p, "feet")) / 12)} board feet`;
  },
};

/** Common nails: penny size → length in inches. */
const PENNY: readonly (readonly [number, number])[] = [
  [2, 1],
  [3, 1.25],
  [4, 1.5],
  [5, 1.75],
  [6, 2],
  [7, 2.25],
  [8, 2.5],
  [9, 2.75],
  [10, 3],
  [12, 3.25],
  [16, 3.5],
  [20, 4],
];

export const siNails: Generator = {
  id: "si-nails",
  section: "SI",
  topic: "fasteners",
  seedCount: 120,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const i = rng.int(0, PENNY.length - 1);
    const [penny, length] = PENNY[i]!;
    const others = PENNY.filter((_, j) => j !== i);
    if (rng.chance(0.5))
      return finish(this.id, "SI", seed, rng, {
        topic: this.topic,
        difficulty: penny <= 10 ? "medium" : "hard",
        stem: `How long is a ${penny}d (${penny}-penny) common nail?`,
        correct: `${inches(length)} in.`,
        distractors: rng.shuffle(others.filter(([, l]) => Math.abs(l - length) <= 1).map(([, l]) => `${inches(l)} in.`)),
        explanation: `From 2d to 10d, each penny size adds ¼ in. to a 1-in. 2d nail, so a ${penny}d nail is ${inches(length)} in. long${penny > 10 ? "; above 10d the steps are larger (12d is 3¼ in., 16d 3½ in., 20d 4 in.)" : ""}. The "d" is the old English abbreviation for a penny (from the Roman denarius), not a diameter.`,
        params: { penny, ask: "length" },
      });
    return finish(this.id, "SI", seed, rng, {
      topic: this.topic,
      difficulty: penny <= 10 ? "medium" : "hard",
      stem: `Which common nail is ${inches(length)} in. long?`,
      correct: `${penny}d`,
      distractors: rng.shuffle(others.filter(([, l]) => Math.abs(l - length) <= 1).map(([p]) => `${p}d`)),
      explanation: `A 2d nail is 1 in. long and each penny size up to 10d adds ¼ in.${penny > 10 ? "; 12d is 3¼ in., 16d 3½ in. and 20d 4 in." : ""} so a ${inches(length)}-in. common nail is a ${penny}d nail.`,
      params: { penny, ask: "size" },
    });
  },
  recompute(p) {
    const row = PENNY.find(([penny]) => penny === N(p, "penny"))!;
    return p.ask === "length" ? `${inches(row[1])} in.` : `${row[0]}d`;
  },
};
