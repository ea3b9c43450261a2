import { rngFor } from "@domain/random";
import { circle, FILL, FILL_DARK, GENERATED, INK, line, polygon, rect, svgDoc, text } from "../figures/svg";
import { placeRowLabels, type PlacedLabel } from "../figures/labels";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

/** A small filled arrowhead pointing down, its tip at (x, y). */
function arrowDown(x: number, y: number): string {
  const d = 7;
  const tip: [number, number][] = [
    [x, y],
    [x - d / 1.5, y - d],
    [x + d / 1.5, y - d],
  ];
  return polygon(tip, INK, { ...GENERATED, stroke: null });
}

function leverFigure(load: number, loadArm: number, effortArm: number): string {
  const total = loadArm + effortArm;
  const x0 = 30;
  const x1 = 330;
  const fx = x0 + ((x1 - x0) * loadArm) / total;
  const y = 110;
  return svgDoc(
    360,
    190,
    [
      line(x0, y, x1, y, { ...GENERATED, width: 6 }),
      polygon(
        [
          [fx, y + 4],
          [fx - 16, y + 36],
          [fx + 16, y + 36],
        ],
        FILL_DARK,
        { ...GENERATED, places: 1 },
      ),
      rect(x0 - 4, y - 44, 44, 40, FILL, GENERATED),
      text(x0 + 18, y - 19, `${load} lb`, GENERATED),
      line(x1 - 4, y - 50, x1 - 4, y - 8, GENERATED),
      arrowDown(x1 - 4, y - 6),
      text(x1 - 10, y - 56, "Effort", { ...GENERATED, anchor: "end" }),
      text((x0 + fx) / 2, y + 30, `${loadArm} ft`, GENERATED),
      text((fx + x1) / 2, y + 30, `${effortArm} ft`, GENERATED),
      text(fx, y + 56, "Fulcrum", GENERATED),
    ].join(""),
    { framed: false },
  );
}

export const mcLever: Generator = {
  id: "mc-lever",
  section: "MC",
  topic: "levers",
  seedCount: 500,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const loadArm = rng.int(1, 6);
    const effortArm = loadArm * rng.pick([2, 3, 4, 5]) + rng.pick([0, 0, 1]);
    const effort = rng.int(2, 20) * 5;
    const load = (effort * effortArm) / loadArm;
    const loadRounded = Number.isInteger(load) ? load : Math.round(load);
    const e = (loadRounded * loadArm) / effortArm;
    // An effort like 300 ÷ 7 is shown to a tenth: the stem says so, and the explanation marks the rounding.
    const exact = Math.abs(e * 10 - Math.round(e * 10)) < 1e-9;
    return finish(this.id, "MC", seed, rng, {
      topic: this.topic,
      difficulty: !Number.isInteger(e) ? "hard" : effortArm / loadArm <= 2 ? "easy" : "medium",
      stem: `A ${loadRounded}-pound load sits ${loadArm} feet from the fulcrum of a lever. How much effort, applied ${effortArm} feet from the fulcrum on the other side, balances it?${exact ? "" : " (Round to the nearest tenth of a pound.)"}`,
      correct: `${num(e, 1)} lb`,
      distractors: [
        `${num((loadRounded * effortArm) / loadArm, 1)} lb`,
        `${num(loadRounded / 2, 1)} lb`,
        `${num(loadRounded - effortArm, 1)} lb`,
        `${num(e * 2, 1)} lb`,
      ],
      explanation: `Balance means load × load arm = effort × effort arm: ${loadRounded} × ${loadArm} = effort × ${effortArm}, so effort = ${loadRounded * loadArm} ÷ ${effortArm} ${exact ? "=" : "≈"} ${num(e, 1)} lb. The longer effort arm is what reduces the force; reversing the arms multiplies it instead.`,
      params: { load: loadRounded, loadArm, effortArm },
      figure: leverFigure(loadRounded, loadArm, effortArm),
      figureAlt: `A lever on a fulcrum. A ${loadRounded}-pound load is ${loadArm} feet to the left of the fulcrum; the effort pushes down ${effortArm} feet to the right of the fulcrum.`,
    });
  },
  recompute(p) {
    return `${num((N(p, "load") * N(p, "loadArm")) / N(p, "effortArm"), 1)} lb`;
  },
};

function pulleyFigure(strands: number, load: number): string {
  const left = 90;
  const width = 40 + strands * 24;
  const xs = Array.from({ length: strands }, (_, i) => left + 20 + i * 24);
  const parts: string[] = [
    line(40, 18, 320, 18, { ...GENERATED, width: 5 }),
    line(left + width / 2, 18, left + width / 2, 40, GENERATED),
    rect(left, 40, width, 26, FILL, { ...GENERATED, rx: 8 }),
    rect(left, 120, width, 26, FILL_DARK, { ...GENERATED, rx: 8 }),
    ...xs.map((x) => line(x, 66, x, 120, GENERATED)),
    line(left + width, 53, left + width + 40, 53, GENERATED),
    line(left + width + 40, 53, left + width + 40, 170, GENERATED),
    arrowDown(left + width + 40, 174),
    text(left + width + 48, 170, "Pull", { ...GENERATED, anchor: "start" }),
    line(left + width / 2, 146, left + width / 2, 158, GENERATED),
    rect(left + width / 2 - 32, 158, 64, 30, FILL, GENERATED),
    text(left + width / 2, 178, `${load} lb`, GENERATED),
    text(left - 8, 57, "Fixed", { ...GENERATED, anchor: "end", attrs: ' font-size="12"' }),
    text(left - 8, 137, "Movable", { ...GENERATED, anchor: "end", attrs: ' font-size="12"' }),
  ];
  return svgDoc(360, 200, parts.join(""), { framed: false });
}

export const mcPulley: Generator = {
  id: "mc-pulley",
  section: "MC",
  topic: "pulleys",
  seedCount: 200,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const strands = rng.int(2, 6);
    const load = strands * rng.int(5, 60) * 2;
    const effort = load / strands;
    return finish(this.id, "MC", seed, rng, {
      topic: this.topic,
      difficulty: strands <= 2 ? "easy" : strands <= 4 ? "medium" : "hard",
      stem: `A block and tackle lifts a ${load}-pound load with ${strands} rope segments supporting the movable block. Ignoring friction, what pull is needed to lift the load?`,
      correct: `${num(effort)} lb`,
      distractors: [
        `${num(load)} lb`,
        `${num(load * strands)} lb`,
        `${num(load / (strands - 1 || 1))} lb`,
        `${num(load / 2)} lb`,
        `${num(effort + 10)} lb`,
      ],
      explanation: `The mechanical advantage of a block and tackle equals the number of supporting rope segments: ${strands}. Pull = load ÷ MA = ${load} ÷ ${strands} = ${num(effort)} lb. The trade-off is distance: the rope must be pulled ${strands} times as far as the load rises.`,
      params: { load, strands },
      figure: pulleyFigure(strands, load),
      figureAlt: `A block and tackle: a fixed upper pulley and a movable lower pulley holding a ${load}-pound load, with ${strands} rope segments supporting the movable block and a free end pulled downward.`,
    });
  },
  recompute(p) {
    return `${num(N(p, "load") / N(p, "strands"))} lb`;
  },
};

/** A gear outline with one tooth per tooth of the real gear, so counts can be checked by eye. */
function gearOutline(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const angle = (Math.PI * i) / teeth;
    const radius = i % 2 === 0 ? r + 4 : r - 2;
    pts.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(pts, fill, { ...GENERATED, places: 1 }) + circle(cx, cy, 4, INK, GENERATED);
}

/** The figure's size and the gears' centre line. */
const GEAR_W = 360;
const GEAR_H = 200;
const GEAR_CY = 100;
/** Tooth tips stand this far outside a gear's drawn radius (see gearOutline). */
const TIP = 4;

/**
 * A row of meshed gears, labelled "A: 24 teeth" and so on. Labels alternate below and above the row, and each sits
 * outside the band every gear occupies (centre line ± the largest tip radius), so no label can cross a gear
 * whatever the sizes; labels on the same side are pushed apart sideways and kept inside the figure. A thin leader
 * joins a label to its own gear. (Placing labels just under each gear let a small gear's label run into a big
 * neighbour's teeth.)
 */
function gearFigure(teeth: readonly number[]): string {
  const radii = teeth.map((t) => 14 + t * 0.9);
  const span = radii.reduce((s, r) => s + 2 * r, 0);
  const scale = Math.min(1, 320 / span);
  const xs: number[] = [];
  let x = 20;
  for (const r0 of radii) {
    xs.push(x + r0 * scale);
    x += 2 * r0 * scale;
  }
  const rs = radii.map((r0) => r0 * scale);
  const band = Math.max(...rs) + TIP;
  const labels = placeRowLabels(
    teeth.map((t, i) => ({ text: `${String.fromCharCode(65 + i)}: ${t} teeth`, x: xs[i] as number, below: i % 2 === 0 })),
    { width: GEAR_W, cy: GEAR_CY, band, gap: 8 },
  );
  const parts: string[] = [];
  rs.forEach((r, i) => {
    const cx = xs[i] as number;
    const l = labels[i] as PlacedLabel;
    parts.push(gearOutline(cx, GEAR_CY, r, teeth[i] as number, i % 2 === 0 ? FILL : FILL_DARK));
    // Leader from the gear's tips to the label's near edge, at the gear's centre line (clamped onto the label).
    const lx = Math.max(l.box.minX + 4, Math.min(cx, l.box.maxX - 4));
    const fromY = l.below ? GEAR_CY + r + TIP + 2 : GEAR_CY - r - TIP - 2;
    const toY = l.below ? l.box.minY - 2 : l.box.maxY + 2;
    if (Math.abs(toY - fromY) > 6) parts.push(line(cx, fromY, lx, toY, { ...GENERATED, width: 0.8 }));
    parts.push(text(l.x, l.baseline, l.text, GENERATED));
  });
  return svgDoc(GEAR_W, GEAR_H, parts.join(""), { framed: false });
}

export const mcGears: Generator = {
  id: "mc-gears",
  section: "MC",
  topic: "gears",
  seedCount: 900,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const count = rng.int(2, 3);
    const teeth = Array.from({ length: count }, () => rng.pick([10, 12, 15, 16, 20, 24, 30, 36, 40, 48]));
    const drive = rng.pick([30, 40, 60, 90, 120, 150, 180, 240]);
    const last = teeth[count - 1] as number;
    const first = teeth[0] as number;
    const rpm = (drive * first) / last;
    const direction = rng.pick(["clockwise", "counterclockwise"] as const);
    const other = direction === "clockwise" ? "counterclockwise" : "clockwise";
    const lastDir = count % 2 === 1 ? direction : other;
    const names = teeth.map((_, i) => String.fromCharCode(65 + i));
    const alt = `${count} meshed gears in a row: ${teeth.map((t, i) => `gear ${names[i]} with ${t} teeth`).join(", ")}.`;
    if (rng.chance(0.35)) {
      return finish(this.id, "MC", seed, rng, {
        topic: this.topic,
        difficulty: count === 3 ? "medium" : "easy",
        stem: `In the gear train shown, gear A turns ${direction}. Which way does gear ${names[count - 1]} turn?`,
        correct: lastDir,
        distractors: [lastDir === "clockwise" ? "counterclockwise" : "clockwise", "It does not turn", "It alternates direction"],
        explanation: `Each pair of meshed gears turns in opposite directions. ${count === 2 ? `Gear B meshes with A, so it turns ${other}.` : `B turns ${other}, and C, meshing with B, turns ${direction} again — the middle idler gear only reverses direction.`}`,
        params: { kind: "direction", count, direction },
        figure: gearFigure(teeth),
        figureAlt: alt,
      });
    }
    return finish(this.id, "MC", seed, rng, {
      topic: this.topic,
      difficulty: count === 3 ? "hard" : "medium",
      stem: `In the gear train shown, gear A turns at ${drive} rpm. How fast does gear ${names[count - 1]} turn?`,
      correct: `${num(rpm, 1)} rpm`,
      distractors: [
        `${num((drive * last) / first, 1)} rpm`,
        `${num(drive, 1)} rpm`,
        `${num(drive + first - last > 0 ? drive + first - last : rpm * 2, 1)} rpm`,
        `${num(rpm * 2, 1)} rpm`,
      ],
      explanation: `Teeth passing the contact point match, so speed × teeth is the same for meshed gears: ${drive} × ${first} = rpm × ${last}, giving ${num(rpm, 1)} rpm.${count === 3 ? " The middle (idler) gear does not change the ratio between A and C." : ""} The smaller gear always turns faster.`,
      params: { kind: "speed", drive, first, last },
      figure: gearFigure(teeth),
      figureAlt: alt,
    });
  },
  recompute(p) {
    if (p.kind === "direction") {
      const dir = String(p.direction);
      return N(p, "count") % 2 === 1 ? dir : dir === "clockwise" ? "counterclockwise" : "clockwise";
    }
    return `${num((N(p, "drive") * N(p, "first")) / N(p, "last"), 1)} rpm`;
  },
};

export const mcHydraulic: Generator = {
  id: "mc-hydraulic",
  section: "MC",
  topic: "pressure and fluids",
  seedCount: 600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const small = rng.pick([1, 2, 3, 4, 5]);
    const factor = rng.pick([4, 5, 8, 10, 12, 20, 25]);
    const large = small * factor;
    const force = rng.int(2, 30) * 5;
    const output = force * factor;
    const askPressure = rng.chance(0.3);
    if (askPressure) {
      return finish(this.id, "MC", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `A force of ${force} pounds pushes on a piston with an area of ${small} square inch${small > 1 ? "es" : ""}. What pressure does it create in the fluid?`,
        correct: `${num(force / small, 2)} psi`,
        distractors: [
          `${num(force * small)} psi`,
          `${num(force)} psi`,
          `${num(force / small / 2, 2)} psi`,
          `${num(force / small + small, 2)} psi`,
        ],
        explanation: `Pressure = force ÷ area = ${force} lb ÷ ${small} in² = ${num(force / small, 2)} psi. Multiplying force by area does not give a pressure.`,
        params: { kind: "pressure", force, small },
      });
    }
    return finish(this.id, "MC", seed, rng, {
      topic: this.topic,
      difficulty: "hard",
      stem: `In a hydraulic jack, a ${force}-pound force is applied to a piston of ${small} square inch${small > 1 ? "es" : ""}. The lifting piston has an area of ${large} square inches. What force does the lifting piston exert?`,
      correct: `${num(output)} lb`,
      distractors: [`${num(force / factor, 2)} lb`, `${num(force + large)} lb`, `${num(force * large)} lb`, `${num(force)} lb`],
      explanation: `Pascal's principle: the pressure is the same throughout the fluid, so F₂ = F₁ × A₂ ÷ A₁ = ${force} × ${large} ÷ ${small} = ${num(output)} lb. The small piston must move ${factor} times farther than the large one.`,
      params: { kind: "force", force, small, large },
    });
  },
  recompute(p) {
    if (p.kind === "pressure") return `${num(N(p, "force") / N(p, "small"), 2)} psi`;
    return `${num((N(p, "force") * N(p, "large")) / N(p, "small"))} lb`;
  },
};

export const MC_GENERATORS: readonly Generator[] = [mcLever, mcPulley, mcGears, mcHydraulic];
