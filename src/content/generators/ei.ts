import { rngFor } from "@domain/random";
import type { Pt } from "../figures/geometry";
import { textWidth } from "../figures/labels";
import { GENERATED, line, polyline, roundTo, svgDoc, text } from "../figures/svg";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

export const eiOhm: Generator = {
  id: "ei-ohm",
  section: "EI",
  topic: "ohm's law",
  seedCount: 450,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const current = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]);
    const resistance = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 48, 60]);
    const voltage = current * resistance;
    const ask = rng.pick(["V", "I", "R"] as const);
    const A = `${num(current)} A`;
    const R = `${num(resistance)} Ω`;
    const V = `${num(voltage)} V`;
    if (ask === "V") {
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `A current of ${num(current)} amperes flows through a ${num(resistance)}-ohm resistor. What is the voltage across the resistor?`,
        correct: V,
        distractors: [
          `${num(resistance / current)} V`,
          `${num(current + resistance)} V`,
          `${num(current * current * resistance)} V`,
          `${num(voltage * 2)} V`,
        ],
        explanation: `Ohm's law: V = I × R = ${A} × ${R} = ${V}. Dividing R by I, or squaring the current (which gives power in watts), answers a different question.`,
        params: { ask, current, resistance },
      });
    }
    if (ask === "I") {
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `A ${num(voltage)}-volt source is connected across a ${num(resistance)}-ohm resistor. How much current flows?`,
        correct: A,
        distractors: [
          `${num(voltage * resistance)} A`,
          `${num(resistance / voltage, 2)} A`,
          `${num(current * 2)} A`,
          `${num(voltage - resistance > 0 ? voltage - resistance : current + 1)} A`,
        ],
        explanation: `Ohm's law: I = V ÷ R = ${V} ÷ ${R} = ${A}. Multiplying V by R is a common slip; current falls as resistance rises.`,
        params: { ask, voltage, resistance },
      });
    }
    return finish(this.id, "EI", seed, rng, {
      topic: this.topic,
      difficulty: "medium",
      stem: `A ${num(voltage)}-volt circuit draws ${num(current)} amperes. What is the resistance of the circuit?`,
      correct: R,
      distractors: [
        `${num(voltage * current)} Ω`,
        `${num(current / voltage, 3)} Ω`,
        `${num(resistance * 2)} Ω`,
        `${num(voltage + current)} Ω`,
      ],
      explanation: `Ohm's law: R = V ÷ I = ${V} ÷ ${A} = ${R}. V × I (${num(voltage * current)}) is the power in watts, not the resistance.`,
      params: { ask, voltage, current },
    });
  },
  recompute(p) {
    if (p.ask === "V") return `${num(N(p, "current") * N(p, "resistance"))} V`;
    if (p.ask === "I") return `${num(N(p, "voltage") / N(p, "resistance"))} A`;
    return `${num(N(p, "voltage") / N(p, "current"))} Ω`;
  },
};

export const eiPower: Generator = {
  id: "ei-power",
  section: "EI",
  topic: "electrical power",
  seedCount: 350,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const kind = rng.pick(["VI", "I2R", "current", "V2R"] as const);
    if (kind === "VI") {
      const v = rng.pick([6, 9, 12, 24, 48, 120, 240]);
      const i = rng.pick([0.5, 1, 2, 2.5, 3, 4, 5, 10, 15]);
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `A device draws ${num(i)} amperes from a ${v}-volt supply. How much power does it use?`,
        correct: `${num(v * i)} W`,
        distractors: [`${num(v / i)} W`, `${num(v + i)} W`, `${num(i * i * v)} W`, `${num(v * i * 2)} W`],
        explanation: `Power P = V × I = ${v} V × ${num(i)} A = ${num(v * i)} W. V ÷ I gives resistance in ohms, not power.`,
        params: { kind, v, i },
      });
    }
    if (kind === "current") {
      const v = rng.pick([12, 120, 240]);
      const p = v * rng.pick([0.5, 1, 1.5, 2, 5, 10, 12.5]);
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `A ${num(p)}-watt appliance runs on ${v} volts. How much current does it draw?`,
        correct: `${num(p / v)} A`,
        distractors: [`${num(p * v)} A`, `${num(v / p, 3)} A`, `${num((p / v) * 2)} A`, `${num(p / v + 1)} A`],
        explanation: `From P = V × I, I = P ÷ V = ${num(p)} W ÷ ${v} V = ${num(p / v)} A. Multiplying watts by volts has no physical meaning here.`,
        params: { kind, p, v },
      });
    }
    if (kind === "V2R") {
      const v = rng.pick([6, 10, 12, 20, 24, 30]);
      const r = rng.pick([2, 3, 4, 5, 6, 10, 12]);
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `A ${v}-volt source is connected across a ${r}-ohm resistor. How much power does the resistor dissipate?`,
        correct: `${num((v * v) / r)} W`,
        distractors: [`${num(v / r)} W`, `${num(v * r)} W`, `${num((v * v) / (2 * r))} W`, `${num((v / r) * (v / r))} W`],
        explanation: `P = V² ÷ R = ${v}² ÷ ${r} = ${v * v} ÷ ${r} = ${num((v * v) / r)} W (the same as I = ${num(v / r)} A times V = ${v} V). ${num(v / r)} is the current in amperes, not the power.`,
        params: { kind, v, r },
      });
    }
    const i = rng.pick([0.5, 1, 2, 3, 4, 5]);
    const r = rng.pick([4, 5, 8, 10, 12, 20, 50, 100]);
    return finish(this.id, "EI", seed, rng, {
      topic: this.topic,
      difficulty: "hard",
      stem: `A current of ${num(i)} amperes flows through a ${r}-ohm resistor. How much power is converted to heat?`,
      correct: `${num(i * i * r)} W`,
      distractors: [`${num(i * r)} W`, `${num(2 * i * r)} W`, `${num(i * r * r)} W`, `${num(i * i * r * 2)} W`],
      explanation: `P = I² × R = ${num(i)}² × ${r} = ${num(i * i)} × ${r} = ${num(i * i * r)} W. I × R (${num(i * r)}) is the voltage across the resistor, not the power.`,
      params: { kind, i, r },
    });
  },
  recompute(p) {
    const kind = String(p.kind);
    if (kind === "VI") return `${num(N(p, "v") * N(p, "i"))} W`;
    if (kind === "current") return `${num(N(p, "p") / N(p, "v"))} A`;
    if (kind === "V2R") return `${num(Math.pow(N(p, "v"), 2) / N(p, "r"))} W`;
    return `${num(Math.pow(N(p, "i"), 2) * N(p, "r"))} W`;
  },
};

/** A horizontal resistor zigzag from x1 to x2 at height y. */
function resistorH(x1: number, x2: number, y: number): string {
  const lead = (x2 - x1) * 0.2;
  const zig = (x2 - x1 - 2 * lead) / 6;
  const pts: Pt[] = [
    [x1, y],
    [x1 + lead, y],
  ];
  for (let i = 0; i < 6; i++) pts.push([roundTo(x1 + lead + zig * (i + 0.5), 1), y + (i % 2 === 0 ? -8 : 8)]);
  pts.push([x2 - lead, y], [x2, y]);
  return polyline(pts, GENERATED);
}

/** A vertical resistor zigzag from y1 to y2 at x. */
function resistorV(x: number, y1: number, y2: number): string {
  const lead = (y2 - y1) * 0.2;
  const zig = (y2 - y1 - 2 * lead) / 6;
  const pts: Pt[] = [
    [x, y1],
    [x, y1 + lead],
  ];
  for (let i = 0; i < 6; i++) pts.push([x + (i % 2 === 0 ? -8 : 8), roundTo(y1 + lead + zig * (i + 0.5), 1)]);
  pts.push([x, y2 - lead], [x, y2]);
  return polyline(pts, GENERATED);
}

/** A vertical battery symbol centred at (x, y): long plate positive on top. */
function batteryV(x: number, y: number, label: string): string {
  return [
    line(x - 14, y - 5, x + 14, y - 5, GENERATED),
    line(x - 8, y + 5, x + 8, y + 5, { ...GENERATED, width: 4 }),
    text(x - 22, y - 10, "+", { ...GENERATED, anchor: "end" }),
    text(x - 22, y + 4, label, { ...GENERATED, anchor: "end" }),
  ].join("");
}

function seriesFigure(volts: number, rs: readonly number[]): string {
  const w = 340;
  const top = 40;
  const bottom = 160;
  const left = 70;
  const right = 300;
  const parts: string[] = [];
  const seg = (right - left) / rs.length;
  rs.forEach((r, i) => {
    const x1 = left + seg * i;
    parts.push(resistorH(x1, x1 + seg, top), text(x1 + seg / 2, top - 14, `R${i + 1} = ${r} Ω`, GENERATED));
  });
  parts.push(
    line(right, top, right, bottom, GENERATED),
    line(right, bottom, left, bottom, GENERATED),
    line(left, bottom, left, 108, GENERATED),
    line(left, 92, left, top, GENERATED),
  );
  parts.push(batteryV(left, 100, `${volts} V`));
  return svgDoc(w, 190, parts.join(""), { framed: false });
}

function parallelFigure(volts: number, rs: readonly number[]): string {
  // The battery's label ends 22 left of the battery; a three-digit voltage needs more than the usual 60 to fit.
  const left = Math.max(60, Math.ceil(22 + textWidth(`${volts} V`) + 4));
  const railTop = 40;
  const railBottom = 160;
  // Each label sits right of its resistor; the next resistor (its zigzag reaches 9 to each side) and the figure's
  // edge must clear the widest label, or "R1 = 100 Ω" runs into R2 and the last label is cut off.
  const labels = rs.map((r, i) => `R${i + 1} = ${r} Ω`);
  const labelWidth = Math.ceil(Math.max(...labels.map((l) => textWidth(l, 13))));
  const spacing = Math.max(90, 14 + labelWidth + 16);
  const right = left + spacing * rs.length;
  const parts: string[] = [line(left, railTop, right, railTop, GENERATED), line(left, railBottom, right, railBottom, GENERATED)];
  rs.forEach((r, i) => {
    const x = left + spacing * (i + 1);
    parts.push(
      resistorV(x, railTop, railBottom),
      text(x + 14, 104, labels[i] as string, { ...GENERATED, anchor: "start", attrs: ' font-size="13"' }),
    );
  });
  parts.push(line(left, railTop, left, 92, GENERATED), line(left, 108, left, railBottom, GENERATED), batteryV(left, 100, `${volts} V`));
  return svgDoc(Math.max(right + 80, right + 14 + labelWidth + 6), 190, parts.join(""), { framed: false });
}

export const eiSeries: Generator = {
  id: "ei-series",
  section: "EI",
  topic: "series circuits",
  seedCount: 600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const count = rng.int(2, 3);
    const rs = Array.from({ length: count }, () => rng.pick([2, 3, 4, 5, 6, 8, 10, 12]));
    const total = rs.reduce((s, r) => s + r, 0);
    const current = rng.pick([0.5, 1, 2, 3]);
    const volts = total * current;
    const askCurrent = rng.chance(0.5);
    const alt = `A ${volts}-volt battery is connected in series with ${rs.map((r, i) => `R${i + 1} = ${r} ohms`).join(", ")}.`;
    const figure = seriesFigure(volts, rs);
    if (askCurrent) {
      const parallelR = 1 / rs.reduce((s, r) => s + 1 / r, 0);
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: count === 2 ? "medium" : "hard",
        stem: `In the series circuit shown, how much current flows?`,
        correct: `${num(current)} A`,
        distractors: [`${num(volts / rs[0]!)} A`, `${num(volts / parallelR, 2)} A`, `${num(volts * total)} A`, `${num(current * 2)} A`],
        explanation: `Series resistances add: ${rs.join(" + ")} = ${total} Ω. Then I = V ÷ R = ${volts} ÷ ${total} = ${num(current)} A. Using only R1, or the parallel formula, gives too much current.`,
        params: { kind: "current", volts, rs: rs.join(",") },
        figure,
        figureAlt: alt,
      });
    }
    return finish(this.id, "EI", seed, rng, {
      topic: this.topic,
      difficulty: count === 2 ? "easy" : "medium",
      stem: `What is the total resistance of the series circuit shown?`,
      correct: `${num(total)} Ω`,
      distractors: [
        `${num(1 / rs.reduce((s, r) => s + 1 / r, 0), 2)} Ω`,
        `${num(rs.reduce((s, r) => s * r, 1))} Ω`,
        `${num(total / count, 2)} Ω`,
        `${num(total + rs[0]!)} Ω`,
      ],
      explanation: `In a series circuit the resistances add: ${rs.join(" + ")} = ${total} Ω. The reciprocal formula is for parallel branches and gives a value smaller than any single resistor.`,
      params: { kind: "total", volts, rs: rs.join(",") },
      figure,
      figureAlt: alt,
    });
  },
  recompute(p) {
    const rs = String(p.rs).split(",").map(Number);
    const total = rs.reduce((s, r) => s + r, 0);
    return p.kind === "current" ? `${num(N(p, "volts") / total)} A` : `${num(total)} Ω`;
  },
};

/** Resistor pairs and triples with whole-number (or half) parallel totals. */
const PARALLEL_SETS = [
  [6, 3],
  [4, 4],
  [12, 6],
  [10, 10],
  [20, 30],
  [12, 4],
  [6, 12],
  [30, 60],
  [8, 8],
  [40, 10],
  [15, 10],
  [24, 12],
  [6, 6, 6],
  [12, 12, 6],
  [20, 20, 10],
  [30, 15, 10],
  [3, 6, 6],
  [12, 6, 4],
  [60, 30, 20],
  [9, 18],
  [18, 9, 6],
  [100, 25],
  [5, 20],
  [40, 40, 20],
] as const;

export const eiParallel: Generator = {
  id: "ei-parallel",
  section: "EI",
  topic: "parallel circuits",
  seedCount: 300,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const rs = rng.pick(PARALLEL_SETS);
    const total = 1 / rs.reduce((s, r) => s + 1 / r, 0);
    const volts = rng.pick([6, 12, 24, 60, 120]);
    const askCurrent = rng.chance(0.5);
    const figure = parallelFigure(volts, rs);
    const alt = `A ${volts}-volt battery with ${rs.length} resistors in parallel: ${rs.map((r, i) => `R${i + 1} = ${r} ohms`).join(", ")}.`;
    const sum = rs.reduce((s, r) => s + r, 0);
    if (askCurrent) {
      return finish(this.id, "EI", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `In the parallel circuit shown, what total current does the battery supply?`,
        correct: `${num(volts / total, 2)} A`,
        distractors: [`${num(volts / sum, 2)} A`, `${num(volts / rs[0]!, 2)} A`, `${num(total, 2)} A`, `${num((2 * volts) / total, 2)} A`],
        explanation: `Equivalent resistance: 1/R = ${rs.map((r) => `1/${r}`).join(" + ")}, so R = ${num(total, 2)} Ω. Total current I = V ÷ R = ${volts} ÷ ${num(total, 2)} = ${num(volts / total, 2)} A (the sum of the branch currents). Adding the resistances as if in series gives far too little current.`,
        params: { kind: "current", volts, rs: rs.join(",") },
        figure,
        figureAlt: alt,
      });
    }
    return finish(this.id, "EI", seed, rng, {
      topic: this.topic,
      difficulty: rs.length === 2 ? "medium" : "hard",
      stem: `What is the equivalent resistance of the resistors in the parallel circuit shown?`,
      correct: `${num(total, 2)} Ω`,
      distractors: [`${num(sum)} Ω`, `${num(sum / rs.length, 2)} Ω`, `${num(Math.max(...rs))} Ω`, `${num(total * 2, 2)} Ω`],
      explanation: `For parallel resistors, 1/R = ${rs.map((r) => `1/${r}`).join(" + ")}, giving R = ${num(total, 2)} Ω — always less than the smallest branch. ${sum} Ω would be the series total.`,
      params: { kind: "total", volts, rs: rs.join(",") },
      figure,
      figureAlt: alt,
    });
  },
  recompute(p) {
    const rs = String(p.rs).split(",").map(Number);
    const conductance = rs.reduce((s, r) => s + 1 / r, 0);
    return p.kind === "current" ? `${num(N(p, "volts") * conductance, 2)} A` : `${num(1 / conductance, 2)} Ω`;
  },
};

export const EI_GENERATORS: readonly Generator[] = [eiOhm, eiPower, eiSeries, eiParallel];
