/**
 * Auto Information measurements with a computed key: compression ratio, engine displacement and what a tire's size
 * code says. The stems give every number; the formulas are the ones a mechanic uses.
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

export const aiCompression: Generator = {
  id: "ai-compression",
  section: "AI",
  topic: "engine operation",
  seedCount: 200,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    if (rng.chance(0.5)) {
      const clearance = 5 * rng.int(8, 14); // cc
      const ratio = rng.int(8, 12);
      const swept = clearance * (ratio - 1);
      return finish(this.id, "AI", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `A cylinder sweeps ${swept} cc as the piston moves from bottom dead center to top dead center, and the combustion chamber above the piston at top dead center holds ${clearance} cc. What is the compression ratio?`,
        correct: `${ratio}:1`,
        distractors: [`${ratio - 1}:1`, `${ratio + 1}:1`, `${ratio + 2}:1`, `${ratio * 2}:1`],
        explanation: `Compression ratio = total volume at bottom dead center ÷ volume at top dead center = (${swept} + ${clearance}) ÷ ${clearance} = ${swept + clearance} ÷ ${clearance} = ${ratio}:1. Dividing the swept volume alone by the chamber volume leaves out the chamber and gives ${ratio - 1}:1.`,
        params: { swept, clearance, kind: "ratio" },
      });
    }
    const cylinders = rng.pick([4, 6, 8]);
    const each = 50 * rng.int(6, 16); // cc per cylinder
    const total = each * cylinders;
    return finish(this.id, "AI", seed, rng, {
      topic: this.topic,
      difficulty: "medium",
      stem: `Each cylinder of a ${cylinders}-cylinder engine displaces ${each} cc. What is the engine's displacement in liters?`,
      correct: `${num(total / 1000, 2)} L`,
      distractors: [
        `${num(each / 1000, 2)} L`,
        `${num(total / 100, 2)} L`,
        `${num((each * (cylinders / 2)) / 1000, 2)} L`,
        `${num(total / 10000, 3)} L`,
      ],
      explanation: `Engine displacement is the swept volume of all the cylinders together: ${cylinders} × ${each} cc = ${num(total)} cc, and 1,000 cc = 1 L, so ${num(total / 1000, 2)} L. One cylinder's volume alone is ${num(each / 1000, 2)} L, and dividing by 100 instead of 1,000 puts the decimal point in the wrong place.`,
      params: { cylinders, each, kind: "displacement" },
    });
  },
  recompute(p) {
    if (p.kind === "ratio") return `${(N(p, "swept") + N(p, "clearance")) / N(p, "clearance")}:1`;
    return `${num((N(p, "cylinders") * N(p, "each")) / 1000, 2)} L`;
  },
};

export const aiTireSize: Generator = {
  id: "ai-tire-size",
  section: "AI",
  topic: "suspension and steering",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const width = 10 * rng.int(18, 27) + 5; // 185, 195 … 275 mm, as tire widths run
    const aspect = 5 * rng.int(8, 15); // 40 … 75
    const rim = rng.int(14, 20);
    const code = `P${width}/${aspect}R${rim}`;
    const ask = rng.pick(["sidewall", "rim", "width"] as const);
    if (ask === "sidewall") {
      const wall = (width * aspect) / 100;
      return finish(this.id, "AI", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: `A tire is marked ${code}. How tall is its sidewall, from the rim to the tread?`,
        correct: `${num(wall, 2)} mm`,
        distractors: [`${aspect} mm`, `${num(width - wall, 2)} mm`, `${num((rim * 25.4 * aspect) / 100, 1)} mm`, `${width} mm`],
        explanation: `The number after the slash is the aspect ratio: the sidewall's height is ${aspect}% of the section width, ${width} mm. ${aspect}% of ${width} mm = ${num(wall, 2)} mm. ${aspect} mm takes the percentage as a length, and the width itself is measured across the tire, not up the sidewall.`,
        params: { width, aspect, rim, ask },
      });
    }
    return finish(this.id, "AI", seed, rng, {
      topic: this.topic,
      difficulty: "easy",
      stem:
        ask === "rim"
          ? `A tire is marked ${code}. What wheel (rim) diameter does it fit?`
          : `A tire is marked ${code}. How wide is the tire?`,
      correct: ask === "rim" ? `${rim} in.` : `${width} mm`,
      distractors:
        ask === "rim"
          ? [`${aspect} in.`, `${rim} cm`, `${num(width / 10, 1)} in.`, `${rim + 1} in.`]
          : [`${width} in.`, `${aspect} mm`, `${num((width * aspect) / 100, 2)} mm`, `${rim} in.`],
      explanation: `In ${code}, P means a passenger-car tire, ${width} is the section width in millimeters, ${aspect} is the sidewall height as a percentage of that width, R means radial construction, and ${rim} is the wheel diameter in inches. ${ask === "rim" ? `So it fits a ${rim}-in. wheel; ${aspect} is a percentage, not a size.` : `So the tire is ${width} mm wide; the width is in millimeters even though the wheel size is in inches.`}`,
      params: { width, aspect, rim, ask },
    });
  },
  recompute(p) {
    if (p.ask === "sidewall") return `${num((N(p, "width") * N(p, "aspect")) / 100, 2)} mm`;
    return p.ask === "rim" ? `${N(p, "rim")} in.` : `${N(p, "width")} mm`;
  },
};
