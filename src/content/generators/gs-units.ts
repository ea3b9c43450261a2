/**
 * General Science: measurement items with a computed key — density, Celsius/Fahrenheit and metric prefixes.
 * Each `recompute` works the answer out again from the parameters by its own route.
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

/** A number as science text prints it, with a true minus sign: "−40", "3.5". */
export function signed(value: number, places = 2): string {
  return value < 0 ? `−${num(-value, places)}` : num(value, places);
}

/** Things to measure, each with densities (g/cm³, in halves) that such a thing really has. */
const SOLIDS = [
  ["block of pine wood", 1, 1],
  ["plastic part", 2, 3],
  ["stone", 5, 8],
  ["metal bolt", 14, 23],
  ["sample of an unknown solid", 1, 24],
] as const;

export const gsDensity: Generator = {
  id: "gs-density",
  section: "GS",
  topic: "measurement and units",
  seedCount: 300,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const [thing, lo, hi] = rng.pick(SOLIDS);
    const density = rng.int(lo, hi) / 2;
    const volume = rng.int(2, 40);
    const mass = density * volume;
    const askMass = rng.chance(0.35);
    if (askMass) {
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `A ${thing} has a density of ${num(density)} g/cm³ and a volume of ${volume} cm³. What is its mass?`,
        correct: `${num(mass)} g`,
        distractors: [`${num(volume / density)} g`, `${num(density + volume)} g`, `${num(mass * 2)} g`, `${num(mass / 2)} g`],
        explanation: `Density is mass per unit volume, so mass = density × volume = ${num(density)} g/cm³ × ${volume} cm³ = ${num(mass)} g. Dividing the volume by the density, or adding the two numbers, does not give a mass.`,
        params: { density, volume, ask: "mass" },
      });
    }
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: density < 1 ? "medium" : "easy",
      stem: `A ${thing} has a mass of ${num(mass)} g and a volume of ${volume} cm³. What is its density?`,
      correct: `${num(density)} g/cm³`,
      distractors: [
        `${num(volume / mass)} g/cm³`,
        `${num(mass * volume)} g/cm³`,
        `${num(mass - volume > 0 ? mass - volume : mass + volume)} g/cm³`,
      ],
      explanation: `Density = mass ÷ volume = ${num(mass)} g ÷ ${volume} cm³ = ${num(density)} g/cm³. Dividing volume by mass turns the ratio upside down, and multiplying mass by volume gives a number with the wrong units.${density < 1 ? " A density below 1 g/cm³ (water's) means the object floats in water." : ""}`,
      params: { density, volume, ask: "density" },
    });
  },
  recompute(p) {
    return p.ask === "mass" ? `${num(N(p, "density") * N(p, "volume"))} g` : `${num(N(p, "density"))} g/cm³`;
  },
};

export const gsTemperature: Generator = {
  id: "gs-temperature",
  section: "GS",
  topic: "measurement and units",
  seedCount: 200,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const celsius = 5 * rng.int(-8, 20); // −40 … 100 °C: whole degrees in both scales
    const fahrenheit = (celsius * 9) / 5 + 32;
    const toF = rng.chance(0.5);
    if (toF) {
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: celsius < 0 ? "hard" : "medium",
        stem: `A thermometer reads ${signed(celsius)} °C. What is this temperature in degrees Fahrenheit?`,
        correct: `${signed(fahrenheit)} °F`,
        distractors: [
          `${signed((celsius * 9) / 5)} °F`,
          `${signed(celsius + 32)} °F`,
          `${signed(((celsius + 32) * 5) / 9, 0)} °F`,
          `${signed((celsius - 32) * 1.8, 0)} °F`,
        ],
        explanation: `°F = (9/5 × °C) + 32 = (9/5 × ${celsius < 0 ? `(${signed(celsius)})` : signed(celsius)}) + 32 = ${signed((celsius * 9) / 5)} + 32 = ${signed(fahrenheit)} °F. Forgetting to add 32 gives ${signed((celsius * 9) / 5)}, and adding 32 without multiplying by 9/5 gives ${signed(celsius + 32)}.`,
        params: { celsius, to: "F" },
      });
    }
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: celsius < 0 ? "hard" : "medium",
      stem: `A weather report gives the temperature as ${signed(fahrenheit)} °F. What is this temperature in degrees Celsius?`,
      correct: `${signed(celsius)} °C`,
      distractors: [
        `${signed(fahrenheit - 32)} °C`,
        `${signed((fahrenheit * 5) / 9, 0)} °C`,
        `${signed(((fahrenheit - 32) * 9) / 5, 0)} °C`,
        `${signed(celsius + 10)} °C`,
      ],
      explanation: `°C = 5/9 × (°F − 32) = 5/9 × (${signed(fahrenheit)} − 32) = 5/9 × ${fahrenheit - 32 < 0 ? `(${signed(fahrenheit - 32)})` : signed(fahrenheit - 32)} = ${signed(celsius)} °C. Subtracting 32 but not multiplying by 5/9 gives ${signed(fahrenheit - 32)}, and multiplying by 9/5 instead of 5/9 runs the conversion the wrong way.`,
      params: { celsius, to: "C" },
    });
  },
  recompute(p) {
    const c = N(p, "celsius");
    return p.to === "F" ? `${signed(c * 1.8 + 32)} °F` : `${signed(c)} °C`;
  },
};

/** Metric conversions within one base unit: how many of `small` make one `big`. */
const METRIC = [
  { big: "kilometers", small: "meters", factor: 1000, wrong: 100 },
  { big: "meters", small: "centimeters", factor: 100, wrong: 1000 },
  { big: "meters", small: "millimeters", factor: 1000, wrong: 100 },
  { big: "centimeters", small: "millimeters", factor: 10, wrong: 100 },
  { big: "kilograms", small: "grams", factor: 1000, wrong: 100 },
  { big: "grams", small: "milligrams", factor: 1000, wrong: 100 },
  { big: "liters", small: "milliliters", factor: 1000, wrong: 100 },
] as const;

const PREFIX: Record<string, string> = { kilo: "1,000", centi: "1/100", milli: "1/1,000" };

function prefixNote(unit: string): string {
  const prefix = Object.keys(PREFIX).find((p) => unit.startsWith(p));
  return prefix ? `"${prefix}-" means ${PREFIX[prefix]}` : "";
}

export const gsMetric: Generator = {
  id: "gs-metric",
  section: "GS",
  topic: "measurement and units",
  seedCount: 300,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const c = rng.pick(METRIC);
    // Quantities with at most one decimal in the larger unit, so both sides print exactly.
    const big = rng.chance(0.4) ? rng.int(1, 9) + rng.int(1, 9) / 10 : rng.int(2, 60);
    const small = Math.round(big * c.factor * 10) / 10;
    const down = rng.chance(0.5);
    const note = [prefixNote(c.big), prefixNote(c.small)].filter(Boolean).join(" and ");
    const stem = down ? `How many ${c.big} equal ${num(small)} ${c.small}?` : `How many ${c.small} are in ${num(big)} ${c.big}?`;
    const correct = down ? `${num(big, 3)} ${c.big}` : `${num(small)} ${c.small}`;
    const distractors = down
      ? [small / c.wrong, small * c.factor, big * 10, big / 10].map((v) => `${num(v, 3)} ${c.big}`)
      : [big * c.wrong, big / c.factor, small * 10, small / 10].map((v) => `${num(v, 4)} ${c.small}`);
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: down ? "medium" : "easy",
      stem,
      correct,
      distractors,
      explanation: `1 ${c.big.replace(/s$/, "")} = ${num(c.factor)} ${c.small} (${note}). ${
        down
          ? `Going to the larger unit, divide: ${num(small)} ÷ ${num(c.factor)} = ${num(big, 3)} ${c.big}.`
          : `Going to the smaller unit, multiply: ${num(big)} × ${num(c.factor)} = ${num(small)} ${c.small}.`
      } Using ${num(c.wrong)} instead of ${num(c.factor)} confuses the prefixes, and moving the decimal point the wrong way gives an answer that is far too large or too small.`,
      params: { big, factor: c.factor, down: down ? 1 : 0, bigUnit: c.big, smallUnit: c.small },
    });
  },
  recompute(p) {
    return N(p, "down") === 1
      ? `${num(N(p, "big"), 3)} ${String(p.bigUnit)}`
      : `${num(Math.round(N(p, "big") * N(p, "factor") * 10) / 10)} ${String(p.smallUnit)}`;
  },
};
