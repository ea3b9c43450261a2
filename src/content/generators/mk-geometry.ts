import { finish } from "./build";
import { num } from "./format";
import { rngFor } from "@domain/random";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

export const mkAreaPerimeter: Generator = {
  id: "mk-area-perimeter",
  section: "MK",
  topic: "area",
  seedCount: 600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const shape = rng.pick(["rectangle", "triangle", "circle", "rectangle-perimeter", "square"] as const);
    if (shape === "circle") {
      const r = rng.int(2, 12);
      const askArea = rng.chance(0.5);
      const value = askArea ? 3.14 * r * r : 2 * 3.14 * r;
      return finish(this.id, "MK", seed, rng, {
        topic: "circles",
        difficulty: askArea ? "medium" : "easy",
        stem: `A circle has a radius of ${r} inches. Using π ≈ 3.14, what is its ${askArea ? "area" : "circumference"}?`,
        correct: askArea ? `${num(value)} square inches` : `${num(value)} inches`,
        distractors: askArea
          ? [
              `${num(2 * 3.14 * r)} square inches`,
              `${num(3.14 * 2 * r * 2 * r)} square inches`,
              `${num(3.14 * r)} square inches`,
              `${num(value + 3.14)} square inches`,
            ]
          : [`${num(3.14 * r)} inches`, `${num(3.14 * r * r)} inches`, `${num(4 * 3.14 * r)} inches`, `${num(value + 1)} inches`],
        explanation: askArea
          ? `Area = πr² = 3.14 × ${r}² = 3.14 × ${r * r} = ${num(value)} square inches. Using the diameter instead of the radius makes the area four times too big.`
          : `Circumference = 2πr = 2 × 3.14 × ${r} = ${num(value)} inches. πr alone is only half the way around.`,
        params: { shape, r, askArea: askArea ? 1 : 0 },
      });
    }
    if (shape === "triangle") {
      const base = rng.int(3, 20);
      const height = rng.int(2, 16) * 2;
      const area = (base * height) / 2;
      return finish(this.id, "MK", seed, rng, {
        topic: "area",
        difficulty: "easy",
        stem: `A triangle has a base of ${base} feet and a height of ${height} feet. What is its area?`,
        correct: `${num(area)} square feet`,
        distractors: [
          `${num(base * height)} square feet`,
          `${num(base + height)} square feet`,
          `${num(area + base)} square feet`,
          `${num(area / 2)} square feet`,
        ],
        explanation: `Area of a triangle = ½ × base × height = ½ × ${base} × ${height} = ${num(area)} square feet. Forgetting the ½ gives ${base * height}, the area of the whole rectangle.`,
        params: { shape, base, height },
      });
    }
    if (shape === "rectangle-perimeter") {
      const w = rng.int(3, 25);
      const l = w + rng.int(1, 20);
      const area = l * w;
      return finish(this.id, "MK", seed, rng, {
        topic: "perimeter",
        difficulty: "medium",
        stem: `A rectangular field has an area of ${area} square yards and a width of ${w} yards. What is its perimeter?`,
        correct: `${num(2 * (l + w))} yards`,
        distractors: [`${num(l + w)} yards`, `${num(area / 2)} yards`, `${num(2 * l + w)} yards`, `${num(4 * l)} yards`],
        explanation: `Length = area ÷ width = ${area} ÷ ${w} = ${l} yards. Perimeter = 2 × (length + width) = 2 × (${l} + ${w}) = ${2 * (l + w)} yards. ${l + w} counts each side only once.`,
        params: { shape, area, w },
      });
    }
    if (shape === "square") {
      const s = rng.int(3, 20);
      return finish(this.id, "MK", seed, rng, {
        topic: "perimeter",
        difficulty: "medium",
        stem: `A square has a perimeter of ${4 * s} meters. What is its area?`,
        correct: `${s * s} square meters`,
        distractors: [
          `${4 * s * s} square meters`,
          `${(4 * s) ** 2} square meters`,
          `${2 * s} square meters`,
          `${s * s + s} square meters`,
        ],
        explanation: `Each side is ${4 * s} ÷ 4 = ${s} meters, so the area is ${s} × ${s} = ${s * s} square meters. Squaring the perimeter (${(4 * s) ** 2}) skips finding the side.`,
        params: { shape, s },
      });
    }
    const w = rng.int(2, 30);
    const l = w + rng.int(1, 25);
    return finish(this.id, "MK", seed, rng, {
      topic: "area",
      difficulty: "easy",
      stem: `A rectangular floor is ${l} feet long and ${w} feet wide. What is its area?`,
      correct: `${l * w} square feet`,
      distractors: [`${2 * (l + w)} square feet`, `${l + w} square feet`, `${l * w + l} square feet`, `${(l * w) / 2} square feet`],
      explanation: `Area of a rectangle = length × width = ${l} × ${w} = ${l * w} square feet. ${2 * (l + w)} is the perimeter, the distance around the floor.`,
      params: { shape, l, w },
    });
  },
  recompute(p) {
    const shape = String(p.shape);
    if (shape === "circle") {
      const r = N(p, "r");
      return N(p, "askArea") === 1 ? `${num(Math.round(314 * r * r) / 100)} square inches` : `${num(Math.round(628 * r) / 100)} inches`;
    }
    if (shape === "triangle") return `${num(0.5 * N(p, "base") * N(p, "height"))} square feet`;
    if (shape === "rectangle-perimeter") return `${num(2 * (N(p, "area") / N(p, "w") + N(p, "w")))} yards`;
    if (shape === "square") return `${Math.pow(N(p, "s"), 2)} square meters`;
    return `${N(p, "l") * N(p, "w")} square feet`;
  },
};

export const mkVolume: Generator = {
  id: "mk-volume",
  section: "MK",
  topic: "volume",
  seedCount: 500,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    if (rng.chance(0.5)) {
      const [l, w, h] = [rng.int(2, 15), rng.int(2, 12), rng.int(2, 10)];
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `A storage container is ${l} feet long, ${w} feet wide and ${h} feet high. What is its volume?`,
        correct: `${l * w * h} cubic feet`,
        distractors: [
          `${l + w + h} cubic feet`,
          `${2 * (l * w + l * h + w * h)} cubic feet`,
          `${l * w} cubic feet`,
          `${l * w * h * 2} cubic feet`,
        ],
        explanation: `Volume of a box = length × width × height = ${l} × ${w} × ${h} = ${l * w * h} cubic feet. ${2 * (l * w + l * h + w * h)} is the surface area, not the volume.`,
        params: { kind: "box", l, w, h },
      });
    }
    const r = rng.int(1, 6);
    const h = rng.int(2, 12);
    const v = 3.14 * r * r * h;
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: "hard",
      stem: `A cylindrical water tank has a radius of ${r} meters and a height of ${h} meters. Using π ≈ 3.14, what is its volume?`,
      correct: `${num(v)} cubic meters`,
      distractors: [
        `${num(3.14 * 2 * r * h)} cubic meters`,
        `${num(3.14 * (2 * r) ** 2 * h)} cubic meters`,
        `${num(3.14 * r * h)} cubic meters`,
        `${num(v + 3.14)} cubic meters`,
      ],
      explanation: `Volume of a cylinder = πr²h = 3.14 × ${r}² × ${h} = 3.14 × ${r * r} × ${h} = ${num(v)} cubic meters. Using 2πr (the circumference) instead of πr² (the base area) is a common mistake.`,
      params: { kind: "cylinder", r, h },
    });
  },
  recompute(p) {
    if (p.kind === "box") return `${N(p, "l") * N(p, "w") * N(p, "h")} cubic feet`;
    return `${num((314 * N(p, "r") * N(p, "r") * N(p, "h")) / 100)} cubic meters`;
  },
};

export const mkAngles: Generator = {
  id: "mk-angles",
  section: "MK",
  topic: "angles",
  seedCount: 400,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const kind = rng.pick(["supplement", "complement", "triangle", "isosceles"] as const);
    if (kind === "triangle") {
      const a = rng.int(25, 95);
      const b = rng.int(20, 160 - a);
      const c = 180 - a - b;
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `Two angles of a triangle measure ${a}° and ${b}°. What is the measure of the third angle?`,
        correct: `${c}°`,
        distractors: [
          `${360 - a - b}°`,
          `${90 - Math.min(a, b) > 0 ? 90 - Math.min(a, b) : c + 10}°`,
          `${a + b}°`,
          `${c + 10}°`,
          `${Math.abs(a - b)}°`,
        ],
        explanation: `The angles of a triangle add to 180°: 180° − ${a}° − ${b}° = ${c}°. Using 360° (the total for a quadrilateral) gives ${360 - a - b}°.`,
        params: { kind, a, b },
      });
    }
    if (kind === "isosceles") {
      const apex = rng.int(10, 80) * 2;
      const base = (180 - apex) / 2;
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `In an isosceles triangle, the angle between the two equal sides measures ${apex}°. What is the measure of each of the other two angles?`,
        correct: `${base}°`,
        distractors: [`${180 - apex}°`, `${apex}°`, `${(360 - apex) / 2}°`, `${base + 5}°`],
        explanation: `The other two angles are equal and share 180° − ${apex}° = ${180 - apex}°, so each is ${180 - apex}° ÷ 2 = ${base}°. ${180 - apex}° is their total, not each one.`,
        params: { kind, apex },
      });
    }
    const total = kind === "supplement" ? 180 : 90;
    const a = rng.int(5, total - 5);
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: "easy",
      stem: `What is the ${kind} of a ${a}° angle?`,
      correct: `${total - a}°`,
      distractors: [
        `${(kind === "supplement" ? 90 : 180) - a > 0 ? (kind === "supplement" ? 90 : 180) - a : 360 - a}°`,
        `${360 - a}°`,
        `${a}°`,
        `${total - a + 10}°`,
      ],
      explanation: `${kind === "supplement" ? "Supplementary angles add to 180°" : "Complementary angles add to 90°"}: ${total}° − ${a}° = ${total - a}°. Mixing up complement (90°) and supplement (180°) is the usual trap.`,
      params: { kind, a },
    });
  },
  recompute(p) {
    const kind = String(p.kind);
    if (kind === "triangle") return `${180 - N(p, "a") - N(p, "b")}°`;
    if (kind === "isosceles") return `${(180 - N(p, "apex")) / 2}°`;
    return `${(kind === "supplement" ? 180 : 90) - N(p, "a")}°`;
  },
};

/** Pythagorean triples (scaled) so lengths are whole numbers. */
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

export const mkPythagorean: Generator = {
  id: "mk-pythagorean",
  section: "MK",
  topic: "pythagorean theorem",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const [a0, b0, c0] = rng.pick(TRIPLES);
    const k = rng.int(1, a0 >= 7 ? 2 : 6);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    const findLeg = rng.chance(0.4);
    if (findLeg) {
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `A ${c}-foot ladder leans against a wall with its foot ${a} feet from the base of the wall. How high up the wall does the ladder reach?`,
        correct: `${b} feet`,
        distractors: [`${num(Math.sqrt(a * a + c * c), 1)} feet`, `${c - a} feet`, `${c + a} feet`, `${b + 1} feet`],
        explanation: `The ladder is the hypotenuse: height² = ${c}² − ${a}² = ${c * c} − ${a * a} = ${b * b}, so the height is √${b * b} = ${b} feet. Adding the squares would treat the ladder as a leg.`,
        params: { kind: "leg", a, c },
      });
    }
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: "medium",
      stem: `A right triangle has legs of ${a} and ${b} centimeters. How long is the hypotenuse?`,
      correct: `${c} cm`,
      distractors: [`${a + b} cm`, `${num(Math.sqrt(Math.abs(b * b - a * a)), 1)} cm`, `${c + 1} cm`, `${c * c} cm`],
      explanation: `c² = a² + b² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}, so c = √${c * c} = ${c} cm. Adding the legs (${a + b}) overestimates; the hypotenuse is shorter than their sum.`,
      params: { kind: "hypotenuse", a, b },
    });
  },
  recompute(p) {
    if (p.kind === "leg") return `${Math.sqrt(N(p, "c") ** 2 - N(p, "a") ** 2)} feet`;
    return `${Math.hypot(N(p, "a"), N(p, "b"))} cm`;
  },
};

export const MK_GEOMETRY_GENERATORS: readonly Generator[] = [mkAreaPerimeter, mkVolume, mkAngles, mkPythagorean];
