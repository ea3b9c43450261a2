/**
 * General Science with a computed key: particles in an atom or ion, radioactive half-life and one-gene crosses
 * (Punnett squares). The stems give every number the answer needs (atomic and mass numbers, half-lives), so no key
 * rests on a value a learner would have to remember.
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

/** Name, atomic number and the mass number of the element's most common isotope. */
const ELEMENTS = [
  ["helium", 2, 4],
  ["lithium", 3, 7],
  ["carbon", 6, 12],
  ["nitrogen", 7, 14],
  ["oxygen", 8, 16],
  ["fluorine", 9, 19],
  ["sodium", 11, 23],
  ["magnesium", 12, 24],
  ["aluminum", 13, 27],
  ["phosphorus", 15, 31],
  ["sulfur", 16, 32],
  ["chlorine", 17, 35],
  ["potassium", 19, 39],
  ["calcium", 20, 40],
  ["iron", 26, 56],
  ["copper", 29, 63],
  ["zinc", 30, 64],
  ["silver", 47, 107],
  ["iodine", 53, 127],
  ["gold", 79, 197],
  ["lead", 82, 208],
  ["uranium", 92, 238],
] as const;

/** Ions the elements commonly form: name, atomic number, mass number, charge. */
const IONS = [
  ["sodium", 11, 23, 1],
  ["potassium", 19, 39, 1],
  ["magnesium", 12, 24, 2],
  ["calcium", 20, 40, 2],
  ["aluminum", 13, 27, 3],
  ["fluoride", 9, 19, -1],
  ["chloride", 17, 35, -1],
  ["oxide", 8, 16, -2],
  ["sulfide", 16, 32, -2],
] as const;

const charge = (c: number) => `${Math.abs(c)}${c > 0 ? "+" : "−"}`;

export const gsAtom: Generator = {
  id: "gs-atom",
  section: "GS",
  topic: "chemistry basics",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    if (rng.chance(0.25)) {
      const [name, z, a, c] = rng.pick(IONS);
      const electrons = z - c;
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `A ${name} ion has a charge of ${charge(c)}. Its atomic number is ${z} and its mass number is ${a}. How many electrons does the ion have?`,
        correct: String(electrons),
        distractors: [String(z), String(z + c), String(a - z), String(a - electrons)],
        explanation: `A neutral atom has as many electrons as protons (${z}, the atomic number). A charge of ${charge(c)} means the atom has ${c > 0 ? `lost ${c}` : `gained ${-c}`} electron${Math.abs(c) === 1 ? "" : "s"}, so the ion has ${z} ${c > 0 ? "−" : "+"} ${Math.abs(c)} = ${electrons}. ${z} would be a neutral atom, and ${z + c} moves the electrons the wrong way: a positive ion has fewer electrons than protons.`,
        params: { z, a, c, ask: "electrons" },
      });
    }
    const [name, z, a] = rng.pick(ELEMENTS);
    const ask = rng.pick(["neutrons", "neutrons", "protons", "electrons"] as const);
    const key = ask === "neutrons" ? a - z : z;
    const given = `An atom of ${name} has atomic number ${z} and mass number ${a}.`;
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: ask === "neutrons" ? "medium" : "easy",
      stem: `${given} How many ${ask} does ${ask === "electrons" ? "the neutral atom" : "it"} have?`,
      correct: String(key),
      distractors: [String(ask === "neutrons" ? z : a - z), String(a), String(a + z), String(key + 1)],
      explanation:
        ask === "neutrons"
          ? `The mass number counts protons plus neutrons, and the atomic number counts protons, so neutrons = ${a} − ${z} = ${a - z}. ${a} is the mass number itself, and ${z} is the number of protons.`
          : `The atomic number is the number of protons${ask === "electrons" ? ", and a neutral atom has just as many electrons" : ""}: ${z}. The mass number ${a} counts protons and neutrons together, and ${a - z} is the number of neutrons.`,
      params: { z, a, ask },
    });
  },
  recompute(p) {
    if (p.ask === "electrons" && p.c !== undefined) return String(N(p, "z") - N(p, "c"));
    return String(p.ask === "neutrons" ? N(p, "a") - N(p, "z") : N(p, "z"));
  },
};

const SAMPLES = [
  ["radioactive isotope", "years", [5, 8, 12, 30, 50]],
  ["radioactive tracer used in medicine", "hours", [6, 8, 12, 15]],
  ["sample of radioactive iodine", "days", [8]],
  ["radioactive waste product", "years", [20, 25, 40, 100]],
] as const;

export const gsHalfLife: Generator = {
  id: "gs-half-life",
  section: "GS",
  topic: "chemistry basics",
  seedCount: 200,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const [what, unit, lives] = rng.pick(SAMPLES);
    const half = rng.pick(lives);
    const k = rng.int(2, 4);
    const start = 2 ** k * rng.int(1, 25);
    const left = start / 2 ** k;
    const askTime = rng.chance(0.3);
    if (askTime)
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `A ${what} has a half-life of ${half} ${unit}. How long does it take for ${start} g of it to decay until only ${num(left)} g remains?`,
        correct: `${half * k} ${unit}`,
        distractors: [
          `${half * 2 ** k} ${unit}`,
          `${half * (k + 1)} ${unit}`,
          `${half * (start / left / 2)} ${unit}`,
          `${half * (k - 1)} ${unit}`,
        ],
        explanation: `Each half-life halves what is left: ${start} g → ${[...Array(k)].map((_, i) => num(start / 2 ** (i + 1))).join(" g → ")} g is ${k} half-lives, so the time is ${k} × ${half} = ${half * k} ${unit}. Dividing ${start} by ${num(left)} gives ${2 ** k}, the factor by which the amount shrank, not the number of half-lives.`,
        params: { half, k, unit, ask: "time" },
      });
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: k === 2 ? "medium" : "hard",
      stem: `A ${what} has a half-life of ${half} ${unit}. If you start with ${start} g, how much of it remains after ${half * k} ${unit}?`,
      correct: `${num(left)} g`,
      distractors: [`${num(start / 2 ** (k - 1))} g`, `${num(start / 2 ** (k + 1))} g`, `${num(start / (2 * k))} g`, `${num(start / 2)} g`],
      explanation: `${half * k} ${unit} is ${k} half-lives, and each one halves the amount: ${start} ÷ 2${k === 2 ? " ÷ 2" : k === 3 ? " ÷ 2 ÷ 2" : " ÷ 2 ÷ 2 ÷ 2"} = ${num(left)} g. Decay does not take away the same number of grams each period, so dividing by ${2 * k} (or halving only once) is wrong.`,
      params: { half, k, start, ask: "amount" },
    });
  },
  recompute(p) {
    return p.ask === "time" ? `${N(p, "half") * N(p, "k")} ${String(p.unit)}` : `${num(N(p, "start") / 2 ** N(p, "k"))} g`;
  },
};

/** Mendel's pea-plant traits: letter, dominant form, recessive form. */
const TRAITS = [
  ["T", "tall stems", "short stems"],
  ["P", "purple flowers", "white flowers"],
  ["R", "round seeds", "wrinkled seeds"],
  ["Y", "yellow seeds", "green seeds"],
  ["G", "green pods", "yellow pods"],
  ["A", "flowers along the stem", "flowers only at the tip of the stem"],
] as const;

const CROSSES = [
  ["AA", "Aa"],
  ["AA", "aa"],
  ["Aa", "Aa"],
  ["Aa", "aa"],
  ["Aa", "AA"],
  ["aa", "Aa"],
] as const;

/** Share (0–1) of a cross's offspring for which `want` holds, by listing the four gamete pairings. */
export function crossShare(p1: string, p2: string, want: "recessive" | "dominant" | "heterozygous"): number {
  let hits = 0;
  for (const g1 of p1)
    for (const g2 of p2) {
      const big = Number(g1 === "A") + Number(g2 === "A");
      if ((want === "recessive" && big === 0) || (want === "dominant" && big > 0) || (want === "heterozygous" && big === 1)) hits += 1;
    }
  return hits / 4;
}

/** How a genotype is named in words (the letters alone differ only in case, which duplicate checks ignore). */
const kind = (genotype: string) =>
  genotype === "AA" ? "homozygous dominant" : genotype === "aa" ? "homozygous recessive" : "heterozygous";

const PERCENTS = ["0%", "25%", "50%", "75%", "100%"];

export const gsPunnett: Generator = {
  id: "gs-punnett",
  section: "GS",
  topic: "genetics",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const [letter, dom, rec] = rng.pick(TRAITS);
    const [p1, p2] = rng.pick(CROSSES);
    const want = rng.pick(["recessive", "dominant", "heterozygous"] as const);
    const share = crossShare(p1, p2, want);
    const g = (x: string) => x.replace(/A/g, letter).replace(/a/g, letter.toLowerCase());
    const ask = want === "recessive" ? `have ${rec}` : want === "dominant" ? `have ${dom}` : `be heterozygous (${g("Aa")})`;
    const correct = `${share * 100}%`;
    const squares = [...p1].flatMap((a) => [...p2].map((b) => g([a, b].sort().join(""))));
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: p1 === "Aa" && p2 === "Aa" ? "medium" : want === "heterozygous" ? "medium" : "easy",
      stem: `In pea plants, the allele for ${dom} (${letter}) is dominant over the allele for ${rec} (${letter.toLowerCase()}). A ${kind(p1)} plant (${g(p1)}) is crossed with a ${kind(p2)} plant (${g(p2)}). What percent of the offspring are expected to ${ask}?`,
      correct,
      distractors: rng.shuffle(PERCENTS.filter((x) => x !== correct)),
      explanation: `A Punnett square pairs each allele of one parent with each of the other's, giving four equally likely offspring: ${squares.join(", ")}. ${
        want === "recessive"
          ? `Only ${g("aa")} plants show the recessive trait (${rec})`
          : want === "dominant"
            ? `Any plant with at least one ${letter} shows the dominant trait (${dom})`
            : `Heterozygous plants carry one of each allele (${g("Aa")})`
      }, so ${share * 4} of 4 = ${correct}. A plant that shows the dominant trait can still carry the recessive allele, which is why the genotypes, not the parents' looks, decide the answer.`,
      params: { p1, p2, want },
    });
  },
  recompute(p) {
    // By probabilities instead of listing the square: each parent passes on A with the share of A in its genotype.
    const pa = (g: string) => (g.split("A").length - 1) / 2;
    const [a, b] = [pa(String(p.p1)), pa(String(p.p2))];
    const share = p.want === "recessive" ? (1 - a) * (1 - b) : p.want === "dominant" ? 1 - (1 - a) * (1 - b) : a * (1 - b) + b * (1 - a);
    return `${Math.round(share * 100)}%`;
  },
};
