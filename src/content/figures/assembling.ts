/**
 * Assembling Objects figures in the CAT-ASVAB layout: the question across the top, four candidate results
 * labelled A–D below. Every answer figure is drawn from the same geometry as the question; the correct one
 * only turns and moves the shapes, and each wrong one changes one specific thing (a dot in the wrong place,
 * a shape flipped over, a different shape or piece).
 *
 * The builders check their own keys: they throw if the correct figure does not match the question or if any
 * wrong figure happens to match it too (for example a dot moved to a point that a symmetry of the shape makes
 * equivalent). The inputs are static content, so a passing build always passes.
 */
import {
  add,
  angleOf,
  bounds,
  centroid,
  mirrorPt,
  movePoly,
  movePt,
  type Motion,
  type Poly,
  type Pt,
  rotatePt,
  sameUnderRotation,
  samePieces,
  scalePt,
  sub,
} from "./geometry";
import { type Anchor, SHAPES, type ShapeDef, type ShapeName } from "./shapes";
import { circle, dot, FILL, line, polygon, rect, svgDoc, text } from "./svg";

export const AO_WIDTH = 360;
const LETTERS = ["A", "B", "C", "D"] as const;
const QUESTION_BOTTOM = 124;

interface Grid {
  height: number;
  cells: readonly { x: number; y: number; w: number; h: number }[];
}

/** Four answer cells in a 2-by-2 block (the usual layout). */
const GRID_2X2: Grid = {
  height: 340,
  cells: [
    { x: 4, y: 132, w: 174, h: 100 },
    { x: 182, y: 132, w: 174, h: 100 },
    { x: 4, y: 236, w: 174, h: 100 },
    { x: 182, y: 236, w: 174, h: 100 },
  ],
};

/** Four full-width answer rows, for three-shape chains that need the width. */
const GRID_ROWS: Grid = {
  height: 436,
  cells: [0, 1, 2, 3].map((k) => ({ x: 4, y: 132 + k * 76, w: 352, h: 72 })),
};

/** Height of the usual Assembling Objects figure. */
export const AO_HEIGHT = GRID_2X2.height;
const PAD_LEFT = 22;
const PAD = 5;

export type ChoiceIndex = 0 | 1 | 2 | 3;

export interface FigureParts {
  answer: ChoiceIndex;
  figure: string;
  figureAlt: string;
  explanation: string;
}

function article(noun: string): string {
  return /^[aeiou]|^L-/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  if (words.length === 2) return `${words[0]} and ${words[1]}`;
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function sentence(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** "Figure A …; Figure B …; Figure D …" */
function clauses(parts: readonly string[]): string {
  return parts.join("; ");
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A bold letter with a white outline so it stays readable where it crosses a shape's edge. */
function haloText(x: number, y: number, letter: string): string {
  return text(x, y, letter, { weight: "bold", size: 15 }).replace(
    "<text ",
    '<text stroke="#ffffff" stroke-width="4" paint-order="stroke" ',
  );
}

function cellFrame(grid: Grid, k: number): string {
  const c = grid.cells[k]!;
  return rect(c.x, c.y, c.w, c.h, "none", { width: 1, rx: 6 }) + text(c.x + 12, c.y + 14, LETTERS[k]!, { weight: "bold", size: 15 });
}

function drawArea(grid: Grid, k: number): { cx: number; cy: number; w: number; h: number } {
  const c = grid.cells[k]!;
  const w = c.w - PAD_LEFT - PAD;
  const h = c.h - 2 * PAD;
  return { cx: c.x + PAD_LEFT + w / 2, cy: c.y + PAD + h / 2, w, h };
}

const frameAll = (grid: Grid): string =>
  [0, 1, 2, 3].map((k) => cellFrame(grid, k)).join("") + line(8, QUESTION_BOTTOM + 2, AO_WIDTH - 8, QUESTION_BOTTOM + 2, { width: 1 });

function keyIndex(choices: readonly unknown[]): ChoiceIndex {
  if (choices.length !== 4) throw new Error("Assembling Objects items need exactly four choices");
  const keys = choices.flatMap((c, i) => (c === "key" ? [i] : []));
  if (keys.length !== 1) throw new Error("exactly one choice must be the key");
  return keys[0] as ChoiceIndex;
}

// ---------------------------------------------------------------------------------------------------------
// Connectors
// ---------------------------------------------------------------------------------------------------------

export interface ConnectorShape {
  shape: ShapeName;
  /** Attachment point names: one for an end shape, two for the middle shape of a three-shape chain. */
  at: readonly string[];
  /** How the shape is turned in the question, in degrees. */
  turn: number;
  /** Optional wording instead of the shape's noun, e.g. "large circle". */
  name?: string;
}

export type ConnectorChange =
  | { kind: "move"; shape: number; dot?: number; to: string }
  | { kind: "mirror"; shape: number }
  | { kind: "swap"; shape: number; to: ShapeName; at?: readonly string[] };

export interface ConnectorSpec {
  /** Two shapes (one line, dots X and Y) or three (lines W–X and Y–Z; the middle shape carries X and Y). */
  shapes: readonly ConnectorShape[];
  /** The four answer figures in order A–D: "key" or the one change that makes a figure wrong. */
  choices: readonly ("key" | ConnectorChange)[];
  /** Direction of the connecting line in each answer figure, in degrees, so the four figures look different. */
  tilt?: readonly number[];
  /** Optional closing sentence for the explanation (a strategy tip). */
  tip?: string;
}

export const move = (shape: number, to: string, dotIndex = 0): ConnectorChange => ({ kind: "move", shape, dot: dotIndex, to });
export const mirror = (shape: number): ConnectorChange => ({ kind: "mirror", shape });
export const swap = (shape: number, to: ShapeName, at?: readonly string[]): ConnectorChange => ({
  kind: "swap",
  shape,
  to,
  ...(at ? { at } : {}),
});

interface Placed {
  def: ShapeDef;
  mirrored: boolean;
  anchors: Anchor[];
  motion: Motion;
  name: string;
}

function resolveAnchor(def: ShapeDef, name: string, mirrored: boolean): Anchor {
  const a = def.anchors[name];
  if (!a) throw new Error(`shape "${def.noun}" has no attachment point "${name}"`);
  if (!mirrored) return a;
  return { at: mirrorPt(a.at), out: a.out ? mirrorPt(a.out) : null, desc: a.desc };
}

function outline(def: ShapeDef, mirrored: boolean): Pt[] {
  return def.pts.map((p) => (mirrored ? mirrorPt(p) : p));
}

/** The shapes of one answer figure, before placement: the question's shapes with at most one change applied. */
function variant(spec: ConnectorSpec, change: ConnectorChange | null) {
  return spec.shapes.map((s, i) => {
    let def: ShapeDef = SHAPES[s.shape];
    let at = [...s.at];
    let mirrored = false;
    let name = s.name ?? def.noun;
    if (change && change.shape === i) {
      if (change.kind === "move") at[change.dot ?? 0] = change.to;
      if (change.kind === "mirror") mirrored = true;
      if (change.kind === "swap") {
        def = SHAPES[change.to];
        name = def.noun;
        if (change.at) at = [...change.at];
      }
    }
    return { def, at, mirrored, name };
  });
}

function turnFor(out: Pt | null, targetDeg: number, fallback: number): number {
  return out ? targetDeg - angleOf(out) : fallback;
}

const JITTER = [9, -11, 6, -7, 12, -5];

/** Places the shapes of one answer figure in unit coordinates: shape 0 on the left, the chain running at `tilt`. */
interface Layout {
  placed: Placed[];
  lines: [Pt, Pt][];
}

/** Boundary sample points of a placed shape, for clearance tests. */
function boundarySamples(p: Placed): Pt[] {
  if (p.def.radius !== undefined) {
    const c = movePt([0, 0], p.motion);
    return Array.from({ length: 48 }, (_, k) =>
      add(c, scalePt([Math.cos((k * Math.PI) / 24), Math.sin((k * Math.PI) / 24)], p.def.radius!)),
    );
  }
  const pts = placedPoints(p);
  return pts.flatMap((a, i) => {
    const b = pts[(i + 1) % pts.length]!;
    return Array.from({ length: 8 }, (_, k): Pt => [a[0] + ((b[0] - a[0]) * k) / 8, a[1] + ((b[1] - a[1]) * k) / 8]);
  });
}

function inside(q: Pt, p: Placed): boolean {
  if (p.def.radius !== undefined) {
    const c = movePt([0, 0], p.motion);
    return Math.hypot(q[0] - c[0], q[1] - c[1]) < p.def.radius;
  }
  const pts = placedPoints(p);
  let hit = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > q[1] !== yj > q[1] && q[0] < ((xj - xi) * (q[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Distance from a point inside a placed shape, along direction d (a unit vector), to its outline. */
function rayExit(p: Placed, from: Pt, d: Pt): number {
  if (p.def.radius !== undefined) {
    const c = movePt([0, 0], p.motion);
    const f = sub(from, c);
    const b = f[0] * d[0] + f[1] * d[1];
    const cc = f[0] * f[0] + f[1] * f[1] - p.def.radius * p.def.radius;
    return -b + Math.sqrt(Math.max(0, b * b - cc));
  }
  const pts = placedPoints(p);
  let best = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const e = sub(pts[(i + 1) % pts.length]!, a);
    const den = d[0] * e[1] - d[1] * e[0];
    if (Math.abs(den) < 1e-12) continue;
    const w = sub(a, from);
    const t = (w[0] * e[1] - w[1] * e[0]) / den;
    const u = (w[0] * d[1] - w[1] * d[0]) / den;
    if (t > 1e-9 && u >= 0 && u <= 1) best = Math.min(best, t);
  }
  return Number.isFinite(best) ? best : 0;
}

/** Smallest gap between two placed shapes (0 when they touch or overlap). */
function clearance(a: Placed, b: Placed): number {
  const sa = boundarySamples(a);
  const sb = boundarySamples(b);
  if (sa.some((q) => inside(q, b)) || sb.some((q) => inside(q, a))) return 0;
  let best = Infinity;
  for (const q of sa) for (const r of sb) best = Math.min(best, Math.hypot(q[0] - r[0], q[1] - r[1]));
  return best;
}

/** Lays out one answer figure, lengthening the connecting lines until no two shapes crowd each other. */
function layoutClear(shapes: ReturnType<typeof variant>, tilt: number, seed: number): Layout {
  let lay = layoutChain(shapes, tilt, seed, 0);
  for (let extra = 0.08; extra < 1.2; extra += 0.08) {
    const ps = lay.placed;
    const pairs =
      ps.length === 2
        ? [[0, 1]]
        : [
            [0, 1],
            [1, 2],
            [0, 2],
          ];
    if (pairs.every(([i, j]) => clearance(ps[i!]!, ps[j!]!) >= 0.14)) return lay;
    lay = layoutChain(shapes, tilt, seed, extra);
  }
  return lay;
}

/** How large (pixels per unit) a layout can be drawn in an answer cell. */
function fitScale(lay: Layout, grid: Grid): number {
  const b = bounds([...lay.placed.flatMap(placedPoints), ...lay.lines.flat()]);
  const area = drawArea(grid, 0);
  return Math.min((area.w - 8) / (b.maxX - b.minX), (area.h - 6) / (b.maxY - b.minY));
}

/** Tries directions near `tilt` and keeps the one that lets the figure be drawn largest. */
function layoutBest(shapes: ReturnType<typeof variant>, tilt: number, seed: number, grid: Grid): Layout {
  let best: Layout | null = null;
  let bestScale = -1;
  for (const d of [0, 12, -12, 24, -24, 36, -36]) {
    const lay = layoutClear(shapes, tilt + d, seed);
    const sc = fitScale(lay, grid);
    if (sc > bestScale + 0.5) {
      best = lay;
      bestScale = sc;
    }
  }
  return best!;
}

function layoutChain(shapes: ReturnType<typeof variant>, tilt: number, seed: number, extra: number): Layout {
  const base = (shapes.length === 2 ? 0.55 : 0.42) + extra;
  // A line from a point inside a shape must first get out of that shape, so it is lengthened accordingly.
  const reach = (i: number, a: Anchor): number => {
    if (a.out) return 0;
    const def = shapes[i]!.def;
    if (def.radius !== undefined) return def.radius;
    return Math.max(...def.pts.map((p) => Math.hypot(p[0] - a.at[0], p[1] - a.at[1])));
  };
  const jit = (i: number) => JITTER[(seed + i * 2) % JITTER.length]!;
  const free = (i: number) => (seed * 67 + i * 131 + 23) % 360;
  const anchorsOf = (i: number) => shapes[i]!.at.map((nm) => resolveAnchor(shapes[i]!.def, nm, shapes[i]!.mirrored));
  const place = (i: number, motion: Motion): Placed => ({
    def: shapes[i]!.def,
    mirrored: shapes[i]!.mirrored,
    anchors: anchorsOf(i),
    motion,
    name: shapes[i]!.name,
  });
  const dir = (deg: number): Pt => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];

  if (shapes.length === 2) {
    const [a0] = anchorsOf(0);
    const [a1] = anchorsOf(1);
    const t0 = turnFor(a0!.out, tilt + jit(0), free(0));
    const t1 = turnFor(a1!.out, tilt + 180 + jit(1), free(1));
    const p0: Pt = [0, 0];
    const p1: Pt = scalePt(dir(tilt), base + reach(0, a0!) + reach(1, a1!));
    const m0: Motion = { turn: t0, shift: sub(p0, rotatePt(a0!.at, t0)) };
    const m1: Motion = { turn: t1, shift: sub(p1, rotatePt(a1!.at, t1)) };
    return { placed: [place(0, m0), place(1, m1)], lines: [[p0, p1]] };
  }
  if (shapes.length !== 3) throw new Error("connectors need two or three shapes");
  // Middle shape: turn it so its two dots run along the tilt direction.
  const [x, y] = anchorsOf(1);
  const tm = tilt - angleOf(sub(y!.at, x!.at)) + jit(2);
  const mm: Motion = { turn: tm, shift: [0, 0] };
  const px = movePt(x!.at, mm);
  const py = movePt(y!.at, mm);
  const dx = x!.out ? angleOf(rotatePt(x!.out, tm)) : tilt + 180;
  const dy = y!.out ? angleOf(rotatePt(y!.out, tm)) : tilt;
  const [w] = anchorsOf(0);
  const [z] = anchorsOf(2);
  const pw = add(px, scalePt(dir(dx), base + reach(1, x!) + reach(0, w!)));
  const pz = add(py, scalePt(dir(dy), base + reach(1, y!) + reach(2, z!)));
  const tw = turnFor(w!.out, dx + 180 + jit(0), free(0));
  const tz = turnFor(z!.out, dy + 180 + jit(3), free(3));
  const mw: Motion = { turn: tw, shift: sub(pw, rotatePt(w!.at, tw)) };
  const mz: Motion = { turn: tz, shift: sub(pz, rotatePt(z!.at, tz)) };
  return {
    placed: [place(0, mw), place(1, mm), place(2, mz)],
    lines: [
      [pw, px],
      [py, pz],
    ],
  };
}

function placedPoints(p: Placed): Pt[] {
  if (p.def.radius !== undefined) {
    const c = movePt([0, 0], p.motion);
    const r = p.def.radius;
    return [add(c, [-r, -r]), add(c, [r, r])];
  }
  return movePoly(outline(p.def, p.mirrored), p.motion);
}

function drawPlaced(p: Placed, toPx: (q: Pt) => Pt, scale: number): string {
  if (p.def.radius !== undefined) {
    const [cx, cy] = toPx(movePt([0, 0], p.motion));
    return circle(cx, cy, p.def.radius * scale, FILL);
  }
  return polygon(placedPoints(p).map(toPx), FILL);
}

/** Shape plus marked points, compared up to rotation and translation (circles by radius and dot distances). */
function sameConnectorShape(a: Placed, b: Placed): boolean {
  const marks = (p: Placed) => p.anchors.map((an) => movePt(an.at, p.motion));
  if (a.def.radius !== undefined || b.def.radius !== undefined) {
    if (a.def.radius === undefined || b.def.radius === undefined || Math.abs(a.def.radius - b.def.radius) > 1e-6) return false;
    const ca = movePt([0, 0], a.motion);
    const cb = movePt([0, 0], b.motion);
    const ma = marks(a).map((m) => sub(m, ca));
    const mb = marks(b).map((m) => sub(m, cb));
    if (ma.length !== mb.length) return false;
    const d = (p: Pt) => Math.hypot(p[0], p[1]);
    if (ma.some((m, i) => Math.abs(d(m) - d(mb[i]!)) > 1e-4)) return false;
    if (ma.length === 2) return Math.abs(d(sub(ma[0]!, ma[1]!)) - d(sub(mb[0]!, mb[1]!))) < 1e-4;
    return true;
  }
  return sameUnderRotation(placedPoints(a), placedPoints(b), marks(a), marks(b));
}

function anchorPhrase(p: { def: ShapeDef; name: string; mirrored: boolean }, anchorName: string): string {
  const a = p.def.anchors[anchorName]!;
  return `${a.desc} of the ${p.name}`;
}

export function connectors(spec: ConnectorSpec): FigureParts {
  const answer = keyIndex(spec.choices);
  const count = spec.shapes.length;
  const dotLetters = count === 2 ? [["X"], ["Y"]] : [["W"], ["X", "Y"], ["Z"]];
  const tilts = spec.tilt ?? [-8, 14, 4, -16];
  const question = variant(spec, null);

  // Question placement (unit coordinates) to compare the answers against.
  const qPlaced: Placed[] = question.map((s, i) => ({
    def: s.def,
    mirrored: false,
    anchors: s.at.map((nm) => resolveAnchor(s.def, nm, false)),
    motion: { turn: spec.shapes[i]!.turn, shift: [0, 0] },
    name: s.name,
  }));

  const grid = count === 2 ? GRID_2X2 : GRID_ROWS;
  const layouts = spec.choices.map((c, k) => layoutBest(variant(spec, c === "key" ? null : c), tilts[k] ?? 0, k + 1, grid));

  // Self-check: exactly the key matches the question shape by shape.
  layouts.forEach((lay, k) => {
    const matches = lay.placed.every((p, i) => sameConnectorShape(qPlaced[i]!, p));
    if (matches !== (k === answer)) {
      throw new Error(
        `connectors: figure ${LETTERS[k]} ${matches ? "also matches the question" : "(the key) does not match the question"}`,
      );
    }
  });

  // One scale for the whole item so sizes can be compared.
  const slotW = count === 2 ? 112 : 96;
  const slotH = count === 2 ? 100 : 70;
  let scale = count === 2 ? 70 : 56;
  for (const p of qPlaced) {
    const b = bounds(placedPoints(p));
    scale = Math.min(scale, slotW / (b.maxX - b.minX), slotH / (b.maxY - b.minY));
  }
  for (const lay of layouts) {
    const b = bounds([...lay.placed.flatMap(placedPoints), ...lay.lines.flat()]);
    const area = drawArea(grid, 0);
    scale = Math.min(scale, (area.w - 8) / (b.maxX - b.minX), (area.h - 6) / (b.maxY - b.minY));
  }

  let body = frameAll(grid);

  // Question row.
  const slotX = count === 2 ? [66, 294] : [58, 180, 302];
  const slotY = count === 2 ? 62 : 46;
  qPlaced.forEach((p, i) => {
    const b = bounds(placedPoints(p));
    const mid: Pt = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    const toPx = (q: Pt): Pt => [slotX[i]! + (q[0] - mid[0]) * scale, slotY + (q[1] - mid[1]) * scale];
    body += drawPlaced(p, toPx, scale);
    p.anchors.forEach((an, j) => {
      const at = toPx(movePt(an.at, p.motion));
      body += dot(at[0], at[1], 3.8);
      const out = an.out ? rotatePt(an.out, p.motion.turn) : null;
      // Letters sit just outside the outline; for a dot inside the shape, away from the shape's other dot.
      const others = p.anchors.filter((_, m) => m !== j).map((o) => toPx(movePt(o.at, p.motion)));
      const away: Pt = others.length ? sub(at, others[0]!) : [1, -1];
      const awayLen = Math.hypot(away[0], away[1]) || 1;
      if (out) {
        const lp = add(at, scalePt(out, 15));
        body += haloText(lp[0], lp[1], dotLetters[i]![j]!);
      } else {
        // Inside the shape: a thin leader line carries the letter just outside the outline.
        const d: Pt = [away[0] / awayLen, away[1] / awayLen];
        const exit = rayExit(p, movePt(an.at, p.motion), d) * scale;
        const lp = add(at, scalePt(d, exit + 13));
        const e1 = add(at, scalePt(d, 5));
        const e2 = add(at, scalePt(d, exit + 4));
        body += line(e1[0], e1[1], e2[0], e2[1], { width: 1 }) + haloText(lp[0], lp[1], dotLetters[i]![j]!);
      }
    });
  });
  const segment = (x1: number, x2: number, y: number, l1: string, l2: string) =>
    line(x1, y, x2, y, { width: 2.5 }) + dot(x1, y, 3.8) + dot(x2, y, 3.8) + haloText(x1 - 13, y, l1) + haloText(x2 + 13, y, l2);
  body += count === 2 ? segment(150, 210, slotY, "X", "Y") : segment(84, 150, 106, "W", "X") + segment(210, 276, 106, "Y", "Z");

  // Answer figures.
  layouts.forEach((lay, k) => {
    const area = drawArea(grid, k);
    const b = bounds([...lay.placed.flatMap(placedPoints), ...lay.lines.flat()]);
    const mid: Pt = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    const toPx = (q: Pt): Pt => [area.cx + (q[0] - mid[0]) * scale, area.cy + (q[1] - mid[1]) * scale];
    for (const p of lay.placed) body += drawPlaced(p, toPx, scale);
    for (const [a, c] of lay.lines) {
      const pa = toPx(a);
      const pc = toPx(c);
      body += line(pa[0], pa[1], pc[0], pc[1], { width: 2.5 }) + dot(pa[0], pa[1], 3) + dot(pc[0], pc[1], 3);
    }
  });

  // Words: alt text and explanation.
  const dotted = (i: number) => {
    const s = question[i]!;
    const marks = s.at.map((nm, j) => `dot ${dotLetters[i]![j]} at ${s.def.anchors[nm]!.desc}`);
    return `${article(s.name)} with ${listWords(marks)}`;
  };
  const segmentsWords =
    count === 2
      ? "a line segment with ends labeled X and Y"
      : "a line segment with ends labeled W and X, and another with ends labeled Y and Z";
  const joins = (shapes: ReturnType<typeof variant>) => {
    const ph = (i: number, j: number) => {
      const s = shapes[i]!;
      const a = s.def.anchors[s.at[j]!]!;
      const noun = s.mirrored ? `mirror-image (flipped) ${s.name}` : s.name;
      return `${a.desc} of the ${noun}`;
    };
    return count === 2
      ? `the line joins ${ph(0, 0)} to ${ph(1, 0)}`
      : `one line joins ${ph(0, 0)} to ${ph(1, 0)}, and the other joins ${ph(1, 1)} to ${ph(2, 0)}`;
  };
  const altChoices = spec.choices.map((c, k) => `Figure ${LETTERS[k]}: ${joins(variant(spec, c === "key" ? null : c))}.`);
  const figureAlt = `Top: ${listWords(question.map((_, i) => dotted(i)))}; ${segmentsWords}. ${altChoices.join(" ")}`;

  const keyWords =
    count === 2
      ? `the line runs from ${anchorPhrase(question[0]!, question[0]!.at[0]!)} (X) to ${anchorPhrase(question[1]!, question[1]!.at[0]!)} (Y)`
      : `one line runs from ${anchorPhrase(question[0]!, question[0]!.at[0]!)} (W) to ${anchorPhrase(question[1]!, question[1]!.at[0]!)} (X), and the other from ${anchorPhrase(question[1]!, question[1]!.at[1]!)} (Y) to ${anchorPhrase(question[2]!, question[2]!.at[0]!)} (Z)`;
  const wrongWords = spec.choices.flatMap((c, k) => {
    if (c === "key") return [];
    const s = question[c.shape]!;
    const L = LETTERS[k];
    if (c.kind === "move") {
      const was = s.def.anchors[s.at[c.dot ?? 0]!]!.desc;
      const now = s.def.anchors[c.to]!.desc;
      return [`Figure ${L} attaches the line to ${now} of the ${s.name} instead of ${was}`];
    }
    if (c.kind === "mirror") return [`Figure ${L} flips the ${s.name} over into its mirror image, which turning alone can never produce`];
    return [`Figure ${L} uses ${article(SHAPES[c.to].noun)} in place of the ${s.name}`];
  });
  const explanation = [
    sentence(`Figure ${LETTERS[answer]} is correct: ${keyWords}; turning a shape does not move its dot`),
    sentence(capitalise(clauses(wrongWords))),
    spec.tip ? sentence(spec.tip) : "",
  ]
    .filter(Boolean)
    .join(" ");

  return { answer, figure: svgDoc(AO_WIDTH, grid.height, body), figureAlt, explanation };
}

// ---------------------------------------------------------------------------------------------------------
// Puzzle pieces
// ---------------------------------------------------------------------------------------------------------

export interface PuzzleChoice {
  /** The pieces of this answer figure, assembled, in the same units as the question's pieces. */
  pieces: readonly Poly[];
  /** Completes "Figure B …": what makes it wrong. */
  why: string;
  /** Words for a screen reader. */
  alt: string;
}

export interface PuzzleSpec {
  /** The correct assembly. The question shows these same pieces apart and turned. */
  pieces: readonly Poly[];
  /** A short description of each piece, e.g. "a half circle". */
  names: readonly string[];
  /** Optional wording for all the pieces at once, e.g. "four identical right triangles" (used in the alt text). */
  summary?: string;
  /** How each piece is turned in the question, in degrees. */
  turns: readonly number[];
  /** Left-to-right order of the pieces in the question (defaults to 0, 1, 2 …). */
  order?: readonly number[];
  /** Completes "Figure C is correct: …". */
  keyWhy: string;
  /** Screen-reader words for the correct figure. */
  keyAlt: string;
  choices: readonly ("key" | PuzzleChoice)[];
  /** How each answer figure is turned, in degrees. */
  spin?: readonly number[];
  tip?: string;
}

export function mirrorPieces(pieces: readonly Poly[]): Pt[][] {
  return pieces.map((p) => p.map(mirrorPt));
}

export function puzzle(spec: PuzzleSpec): FigureParts {
  const answer = keyIndex(spec.choices);
  if (spec.names.length !== spec.pieces.length || spec.turns.length !== spec.pieces.length)
    throw new Error("puzzle: one name and one turn per piece");
  const order = spec.order ?? spec.pieces.map((_, i) => i);
  const optionPieces = spec.choices.map((c) => (c === "key" ? spec.pieces : c.pieces));
  optionPieces.forEach((ps, k) => {
    const matches = samePieces(spec.pieces, ps);
    if (matches !== (k === answer))
      throw new Error(`puzzle: figure ${LETTERS[k]} ${matches ? "also matches the pieces" : "(the key) does not match the pieces"}`);
  });
  const spins = spec.spin ?? [0, 0, 0, 0];

  // Question pieces, each turned about its own centroid.
  const shown = order.map((i) => {
    const piece = spec.pieces[i]!;
    const c = centroid(piece);
    return piece.map((p) => rotatePt(p, spec.turns[i]!, c));
  });
  const gap = 0.16;
  const boxes = shown.map((ps) => bounds(ps));
  const rowW = boxes.reduce((s, b) => s + (b.maxX - b.minX), 0) + gap * (boxes.length - 1);
  const rowH = Math.max(...boxes.map((b) => b.maxY - b.minY));
  let scale = Math.min(90, 336 / rowW, 104 / rowH);
  const spun = optionPieces.map((ps, k) => {
    const all = ps.flat();
    const b = bounds(all);
    const mid: Pt = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    return ps.map((p) => p.map((q) => rotatePt(q, spins[k] ?? 0, mid)));
  });
  const grid = GRID_2X2;
  const area0 = drawArea(grid, 0);
  for (const ps of spun) {
    const b = bounds(ps.flat());
    scale = Math.min(scale, (area0.w - 6) / (b.maxX - b.minX), (area0.h - 4) / (b.maxY - b.minY));
  }

  let body = frameAll(grid);
  let x = AO_WIDTH / 2 - (rowW * scale) / 2;
  shown.forEach((ps, i) => {
    const b = boxes[i]!;
    const cy = (b.minY + b.maxY) / 2;
    body += polygon(
      ps.map(([px, py]) => [x + (px - b.minX) * scale, 62 + (py - cy) * scale] as Pt),
      FILL,
    );
    x += (b.maxX - b.minX + gap) * scale;
  });
  spun.forEach((ps, k) => {
    const area = drawArea(grid, k);
    const b = bounds(ps.flat());
    const mid: Pt = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    for (const p of ps)
      body += polygon(
        p.map((q) => add([area.cx, area.cy], scalePt(sub(q, mid), scale))),
        FILL,
      );
  });

  const figureAlt =
    `Top: ${spec.pieces.length} separate pieces: ${spec.summary ?? listWords(order.map((i) => spec.names[i]!))}. ` +
    spec.choices.map((c, k) => `Figure ${LETTERS[k]}: ${c === "key" ? spec.keyAlt : c.alt}.`).join(" ");
  const wrongWords = spec.choices.flatMap((c, k) => (c === "key" ? [] : [`Figure ${LETTERS[k]} ${c.why}`]));
  const explanation = [
    sentence(`Figure ${LETTERS[answer]} is correct: ${spec.keyWhy}`),
    sentence(clauses(wrongWords)),
    spec.tip ? sentence(spec.tip) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return { answer, figure: svgDoc(AO_WIDTH, grid.height, body), figureAlt, explanation };
}
