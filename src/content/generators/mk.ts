import { finish } from "./build";
import { fraction, gcd, linear, num, term } from "./format";
import { rngFor } from "@domain/random";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const neg = (n: number) => (n < 0 ? `−${-n}` : String(n));
/** A number after × or ÷: a negative one in parentheses, "3 × (−4)". */
const paren = (n: number) => (n < 0 ? `(${neg(n)})` : String(n));
/** "a − b" with a negative b in parentheses: "−42 − (−15)". */
const minus = (a: number, b: number) => `${neg(a)} − ${b < 0 ? `(${neg(b)})` : b}`;

type Op = "+" | "−" | "×" | "÷";
function fractionResult(a: number, b: number, c: number, d: number, op: Op): [number, number] {
  if (op === "+") return [a * d + c * b, b * d];
  if (op === "−") return [a * d - c * b, b * d];
  if (op === "×") return [a * c, b * d];
  return [a * d, b * c];
}

export const mkFractions: Generator = {
  id: "mk-fractions",
  section: "MK",
  topic: "fractions",
  seedCount: 900,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const dens = [2, 3, 4, 5, 6, 8, 9, 10, 12];
    const b = rng.pick(dens);
    const d = rng.pick(dens);
    const a = rng.int(1, b - 1);
    const c = rng.int(1, d - 1);
    const op = rng.pick(["+", "−", "×", "÷"] as const);
    const [n, m] = fractionResult(a, b, c, d, op);
    const correct = fraction(n, m);
    const wrongs = [
      op === "+" || op === "−" ? fraction(op === "+" ? a + c : a - c, b + d) : fraction(a * d, b * c),
      fraction(...fractionResult(a, b, c, d, op === "×" ? "÷" : op === "÷" ? "×" : op === "+" ? "−" : "+")),
      fraction(n + m, m * 2),
      fraction(n, m + 1),
      fraction(n + 1, m),
    ];
    const steps: Record<Op, string> = {
      "+": `Use a common denominator: ${a}/${b} + ${c}/${d} = ${a * d}/${b * d} + ${c * b}/${b * d} = ${n}/${m}, which reduces to ${correct}.`,
      "−": `Use a common denominator: ${a}/${b} − ${c}/${d} = ${a * d}/${b * d} − ${c * b}/${b * d} = ${neg(n)}/${m}, which reduces to ${correct}.`,
      "×": `Multiply across: (${a} × ${c})/(${b} × ${d}) = ${n}/${m}, which reduces to ${correct}.`,
      "÷": `Multiply by the reciprocal: ${a}/${b} × ${d}/${c} = ${n}/${m}, which reduces to ${correct}.`,
    };
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: op === "×" ? "easy" : b === d ? "easy" : op === "÷" ? "medium" : gcd(b, d) === 1 ? "medium" : "hard",
      stem: `What is ${a}/${b} ${op} ${c}/${d}? Give the answer in lowest terms.`,
      correct,
      distractors: wrongs,
      explanation: `${steps[op]}${op === "+" || op === "−" ? " Adding or subtracting the numerators and denominators straight across is the classic mistake." : op === "÷" ? " Dividing straight across, or flipping the first fraction instead of the second, gives a wrong result." : ""}`,
      params: { a, b, c, d, op },
    });
  },
  recompute(p) {
    const op = String(p.op) as Op;
    const [a, b, c, d] = [N(p, "a"), N(p, "b"), N(p, "c"), N(p, "d")];
    // Recompute through decimals and rebuild the fraction from the exact common denominator.
    const value = op === "+" ? a / b + c / d : op === "−" ? a / b - c / d : op === "×" ? (a / b) * (c / d) : a / b / (c / d);
    const den = op === "÷" ? b * c : b * d;
    return fraction(Math.round(value * den), den);
  },
};

export const mkExponents: Generator = {
  id: "mk-exponents",
  section: "MK",
  topic: "exponents",
  seedCount: 350,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const kind = rng.pick(["product", "quotient", "power", "evaluate", "negative"] as const);
    const base = rng.pick(["x", "y", "a", "n"]);
    const m = rng.int(2, 9);
    const k = rng.int(2, 6);
    if (kind === "evaluate") {
      const b = rng.int(2, 6);
      const e = b <= 3 ? rng.int(2, 5) : rng.int(2, 3);
      const v = b ** e;
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `What is the value of ${b}${sup(e)}?`,
        correct: num(v),
        distractors: [num(b * e), num(e ** b), num(b ** (e - 1)), num(v + b), num(b ** (e + 1))],
        explanation: `${b}${sup(e)} means ${Array(e).fill(b).join(" × ")} = ${v}. Multiplying the base by the exponent (${b} × ${e} = ${b * e}) is a common mistake.`,
        params: { kind, b, e },
      });
    }
    if (kind === "negative") {
      const b = rng.int(2, 5);
      const e = rng.int(1, 3);
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `What is the value of ${b}${sup(-e)}?`,
        correct: fraction(1, b ** e),
        distractors: [neg(-(b ** e)), neg(-b * e), fraction(1, b * e), num(b ** e)],
        explanation: `A negative exponent means a reciprocal: ${b}${sup(-e)} = 1/${b}${sup(e)} = ${fraction(1, b ** e)}. It does not make the value negative.`,
        params: { kind, b, e },
      });
    }
    const exprs = {
      product: [
        `${base}${sup(m)} · ${base}${sup(k)}`,
        m + k,
        m * k,
        `Multiplying powers of the same base adds the exponents: ${m} + ${k} = ${m + k}.`,
      ],
      quotient: [
        `${base}${sup(m + k)} ÷ ${base}${sup(k)}`,
        m,
        (m + k) / k,
        `Dividing powers of the same base subtracts the exponents: ${m + k} − ${k} = ${m}.`,
      ],
      power: [`(${base}${sup(m)})${sup(k)}`, m * k, m + k, `A power of a power multiplies the exponents: ${m} × ${k} = ${m * k}.`],
    } as const;
    const [expr, right, wrong, why] = exprs[kind];
    const exp = (e: number) => `${base}${sup(e)}`;
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: kind === "power" ? "medium" : "easy",
      stem: `Simplify: ${expr}`,
      correct: exp(right),
      distractors: [
        Number.isInteger(wrong) ? exp(wrong) : exp(m * k + 1),
        exp(right + 1),
        exp(Math.max(1, right - 1)),
        `${k}${base}${sup(m)}`,
      ],
      explanation: `${why} So the result is ${exp(right)}. ${kind === "power" ? "Adding the exponents applies to products, not powers of powers." : "The base stays the same; only the exponents combine."}`,
      params: { kind, m, k, base },
    });
  },
  recompute(p) {
    const kind = String(p.kind);
    if (kind === "evaluate") return num(Math.pow(N(p, "b"), N(p, "e")));
    if (kind === "negative") return fraction(1, Math.pow(N(p, "b"), N(p, "e")));
    const e = kind === "product" ? N(p, "m") + N(p, "k") : kind === "quotient" ? N(p, "m") : N(p, "m") * N(p, "k");
    return `${String(p.base)}${sup(e)}`;
  },
};

const SUP: Record<string, string> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};
export function sup(n: number): string {
  return String(n)
    .split("")
    .map((ch) => SUP[ch] ?? ch)
    .join("");
}

export const mkRoots: Generator = {
  id: "mk-roots",
  section: "MK",
  topic: "roots",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const outside = rng.int(2, 9);
    const inside = rng.pick([2, 3, 5, 6, 7, 10]);
    const simplify = rng.chance(0.6);
    if (simplify) {
      const radicand = outside * outside * inside;
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: outside > 5 ? "hard" : "medium",
        stem: `Simplify √${radicand}.`,
        correct: `${outside}√${inside}`,
        distractors: [
          `${inside}√${outside}`,
          `${outside * outside}√${inside}`,
          `${outside}√${inside * 2}`,
          `${Math.round(radicand / 2)}`,
          `${outside + 1}√${inside}`,
        ],
        explanation: `Find the largest perfect square factor: ${radicand} = ${outside * outside} × ${inside}, so √${radicand} = √${outside * outside} × √${inside} = ${outside}√${inside}. ${outside * outside}√${inside} forgets to take the square root of ${outside * outside}, and ${inside}√${outside} swaps the parts.`,
        params: { kind: "simplify", radicand },
      });
    }
    const r = rng.int(4, 25);
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: r > 15 ? "medium" : "easy",
      stem: `What is √${r * r}?`,
      correct: num(r),
      distractors: [num((r * r) / 2), num(r + 1), num(r - 1), num(r * 2)],
      explanation: `${r} × ${r} = ${r * r}, so √${r * r} = ${r}. Halving (${num((r * r) / 2)}) is a different operation from taking a square root.`,
      params: { kind: "perfect", square: r * r },
    });
  },
  recompute(p) {
    if (p.kind === "perfect") return num(Math.sqrt(N(p, "square")));
    let radicand = N(p, "radicand");
    let outside = 1;
    for (let f = Math.floor(Math.sqrt(radicand)); f >= 2; f--) {
      if (radicand % (f * f) === 0) {
        outside = f;
        radicand /= f * f;
        break;
      }
    }
    return `${outside}√${radicand}`;
  },
};

export const mkLinear: Generator = {
  id: "mk-linear",
  section: "MK",
  topic: "linear equations",
  seedCount: 1200,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const x = rng.int(-9, 12) || 4;
    const a = rng.pick([2, 3, 4, 5, 6, 7, 8, 9, -2, -3, -4]);
    const b = rng.int(-15, 20) || 7;
    const twoSided = rng.chance(0.4);
    if (twoSided) {
      let c = rng.int(-4, 5);
      if (c === a || c === 0) c = a + 1;
      const d = a * x + b - c * x;
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `Solve for x: ${linear([
          [a, "x"],
          [b, ""],
        ])} = ${linear([
          [c, "x"],
          [d, ""],
        ])}`,
        correct: `x = ${neg(x)}`,
        distractors: [`x = ${neg(-x)}`, `x = ${neg(d - b)}`, `x = ${neg(x + 1)}`, `x = ${neg(x - 2)}`, `x = ${neg(x + 3)}`],
        explanation: `Collect x terms on one side and numbers on the other: ${term(a, "x")} − ${c < 0 ? `(${term(c, "x")})` : term(c, "x")} = ${minus(d, b)}, so ${term(a - c, "x")} = ${neg(d - b)}${a - c === 1 ? "" : a - c === -1 ? `, and x = ${neg(x)}` : ` and x = ${neg(d - b)} ÷ ${paren(a - c)} = ${neg(x)}`}. Moving a term across the equals sign changes its sign.`,
        params: { a, b, c, d },
      });
    }
    const c = a * x + b;
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: a < 0 || x < 0 ? "medium" : "easy",
      stem: `If ${linear([
        [a, "x"],
        [b, ""],
      ])} = ${neg(c)}, what is x?`,
      correct: neg(x),
      distractors: [neg(-x), neg(c - b), neg(x + 1), neg(x - 1), neg(x + 2)],
      explanation: `Undo the addition first, then the multiplication: ${term(a, "x")} = ${minus(c, b)} = ${neg(c - b)}, so x = ${neg(c - b)} ÷ ${paren(a)} = ${neg(x)}. Check: ${neg(a)} × ${paren(x)} ${signed(b)} = ${neg(c)}.`,
      params: { a, b, c, d: "none" },
    });
  },
  recompute(p) {
    const [a, b, c] = [N(p, "a"), N(p, "b"), N(p, "c")];
    if (p.d === "none") return neg((c - b) / a);
    return `x = ${neg((N(p, "d") - b) / (a - c))}`;
  },
};

export const mkFactoring: Generator = {
  id: "mk-factoring",
  section: "MK",
  topic: "factoring",
  seedCount: 350,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    let p = rng.int(-9, 9) || 2;
    let q = rng.int(-9, 9) || -3;
    if (p === -q) q += 1;
    if (q === 0) q = 5;
    const b = p + q;
    const c = p * q;
    const factor = (n: number) => (n < 0 ? `(x − ${-n})` : `(x + ${n})`);
    const poly = linear([
      [1, "x²"],
      [b, "x"],
      [c, ""],
    ]);
    const roots = rng.chance(0.4);
    if (roots) {
      const r1 = Math.min(-p, -q);
      const r2 = Math.max(-p, -q);
      return finish(this.id, "MK", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `What are the solutions of ${poly} = 0?`,
        correct: `x = ${neg(r1)} or x = ${neg(r2)}`,
        distractors: [
          `x = ${neg(-r2)} or x = ${neg(-r1)}`,
          `x = ${neg(r1)} or x = ${neg(-r2)}`,
          `x = ${neg(b)} or x = ${neg(c)}`,
          `x = ${neg(r1 - 1)} or x = ${neg(r2 + 1)}`,
        ],
        explanation: `Factor: ${poly} = ${factor(p)}${factor(q)}. A product is zero when a factor is zero, so x = ${neg(-p)} or x = ${neg(-q)}. The solutions have the opposite signs of the numbers in the factors.`,
        params: { kind: "roots", b, c },
      });
    }
    [p, q] = [Math.min(p, q), Math.max(p, q)];
    return finish(this.id, "MK", seed, rng, {
      topic: this.topic,
      difficulty: c < 0 ? "medium" : "easy",
      stem: `Factor completely: ${poly}`,
      correct: `${factor(p)}${factor(q)}`,
      distractors: [
        `${factor(-p)}${factor(-q)}`,
        `${factor(p)}${factor(-q)}`,
        `${factor(-p)}${factor(q)}`,
        `${factor(b)}${factor(1)}`,
        `${factor(c)}${factor(1)}`,
      ],
      explanation: `Find two numbers that multiply to ${neg(c)} and add to ${neg(b)}: ${neg(p)} and ${neg(q)}. So ${poly} = ${factor(p)}${factor(q)}. Multiply back out to check; the sign choices matter.`,
      params: { kind: "factor", b, c },
    });
  },
  recompute(p) {
    const [b, c] = [N(p, "b"), N(p, "c")];
    const disc = Math.sqrt(b * b - 4 * c);
    const r1 = (-b - disc) / 2;
    const r2 = (-b + disc) / 2;
    if (p.kind === "roots") return `x = ${neg(r1)} or x = ${neg(r2)}`;
    const factor = (n: number) => (n < 0 ? `(x − ${-n})` : `(x + ${n})`);
    // Factors (x − r); the smaller constant first, as generate() orders them.
    const [k1, k2] = [-r2, -r1];
    return `${factor(k1)}${factor(k2)}`;
  },
};

export const MK_BASIC_GENERATORS: readonly Generator[] = [mkFractions, mkExponents, mkRoots, mkLinear, mkFactoring];
