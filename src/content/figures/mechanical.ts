/**
 * Mechanical Comprehension diagrams: levers, gear trains, pulley systems, hydraulic presses, belt drives,
 * ramps and springs. Each builder takes the numbers the question uses and returns a self-contained SVG,
 * so the picture and the stem cannot disagree.
 */
import type { Pt } from "./geometry";
import {
  arrow,
  circle,
  dimension,
  dot,
  FILL,
  FILL_DARK,
  FLUID,
  hatch,
  INK,
  label,
  line,
  n,
  polygon,
  polyline,
  rect,
  rotationArrow,
  svgDoc,
  text,
} from "./svg";

export const MC_WIDTH = 320;
export const MC_HEIGHT = 200;

// ---------------------------------------------------------------------------------------------------------
// Levers
// ---------------------------------------------------------------------------------------------------------

export type LeverThing =
  /** A box resting on the beam. */
  | { kind: "load"; at: number; label: string }
  /** An effort arrow pushing down onto the beam from above. */
  | { kind: "push"; at: number; label: string }
  /** An effort arrow pulling the beam up. */
  | { kind: "lift"; at: number; label: string }
  /** An upward support force from below (a person or post holding the beam up). */
  | { kind: "support"; at: number; label: string }
  /** The beam's own weight acting at a point (drawn as a downward arrow under the beam). */
  | { kind: "weight"; at: number; label: string };

export interface LeverSpec {
  /** Beam length in the question's units (feet, inches…). */
  length: number;
  /** Fulcrum position from the left end, in the same units; null for a beam with no fulcrum drawn. */
  fulcrum: number | null;
  things: readonly LeverThing[];
  /** Distances to mark under the beam (each row is drawn a little lower). */
  dims?: readonly { from: number; to: number; label: string; row?: number }[];
  /** Small caption at the top left, e.g. "First-class lever". */
  caption?: string;
}

export function lever(spec: LeverSpec): string {
  const x0 = 30;
  const x1 = 290;
  const beamY = 92;
  const px = (u: number) => x0 + ((x1 - x0) * u) / spec.length;
  let body = "";
  if (spec.caption) body += text(10, 14, spec.caption, { anchor: "start", size: 13, italic: true });
  // Fulcrum and ground.
  if (spec.fulcrum !== null) {
    const fx = px(spec.fulcrum);
    body += polygon(
      [
        [fx, beamY + 5],
        [fx - 16, beamY + 34],
        [fx + 16, beamY + 34],
      ],
      FILL_DARK,
    );
    body += hatch(fx - 30, fx + 30, beamY + 34);
  }
  // Beam.
  body += rect(x0, beamY - 5, x1 - x0, 10, FILL, { rx: 2 });
  for (const t of spec.things) {
    const x = px(t.at);
    if (t.kind === "load") {
      const w = Math.max(40, t.label.length * 8 + 10);
      body += rect(x - w / 2, beamY - 37, w, 32, FILL_DARK);
      body += text(x, beamY - 21, t.label, { size: 13, weight: "bold" });
    } else if (t.kind === "push") {
      body += arrow(x, beamY - 62, x, beamY - 7, { width: 2.5 });
      body += label(x, beamY - 72, t.label, { size: 13, weight: "bold" });
    } else if (t.kind === "lift") {
      body += arrow(x, beamY - 7, x, beamY - 62, { width: 2.5 });
      body += label(x, beamY - 72, t.label, { size: 13, weight: "bold" });
    } else if (t.kind === "support") {
      body += arrow(x, beamY + 50, x, beamY + 7, { width: 2.5 });
      body += label(x, beamY + 60, t.label, { size: 13, weight: "bold" });
    } else {
      body += dot(x, beamY, 4);
      body += arrow(x, beamY + 4, x, beamY + 40, { width: 2 });
      body += label(x, beamY + 50, t.label, { size: 12 });
    }
  }
  (spec.dims ?? []).forEach((d, i) => {
    const y = beamY + 58 + (d.row ?? i) * 24;
    body += line(px(d.from), beamY + 6, px(d.from), y + 6, { width: 0.8, dash: "3 3" });
    body += line(px(d.to), beamY + 6, px(d.to), y + 6, { width: 0.8, dash: "3 3" });
    body += dimension(px(d.from), y, px(d.to), y, d.label);
  });
  return svgDoc(MC_WIDTH, MC_HEIGHT, body);
}

// ---------------------------------------------------------------------------------------------------------
// Gears
// ---------------------------------------------------------------------------------------------------------

export interface Gear {
  x: number;
  y: number;
  /** Pitch radius in pixels. */
  r: number;
  /** Teeth to draw (the real count when it is small enough to draw). */
  teeth: number;
  /** Letter in the middle, e.g. "A". */
  name?: string;
  /** Note beside the gear, e.g. "20 teeth". */
  note?: string;
  /** Where the note goes. */
  notePos?: "above" | "below";
  /** Explicit position for the note (overrides notePos), for crowded drawings. */
  noteAt?: Pt;
  /** Rotation arrow: a known direction, or "?" for the one asked about. */
  turn?: "cw" | "ccw" | "?";
  /** Darker fill, e.g. for the smaller gear of a compound pair. */
  dark?: boolean;
  /** Hide the centre hole (for a larger gear with a smaller one fixed in front of it). */
  noHole?: boolean;
  /**
   * Drawn faint and dashed: a gear in the back plane of a compound train, which a front-plane gear meshing with the
   * small front gear must overlap in a front view.
   */
  behind?: boolean;
}

function gearOutline(g: Gear): Pt[] {
  const pts: Pt[] = [];
  const depth = Math.min(4, g.r * 0.12);
  const step = (2 * Math.PI) / g.teeth;
  for (let k = 0; k < g.teeth; k++) {
    const a = k * step;
    const q = step / 4;
    const rIn = g.r - depth;
    const rOut = g.r + depth;
    const at = (rad: number, ang: number): Pt => [g.x + rad * Math.cos(ang), g.y + rad * Math.sin(ang)];
    pts.push(at(rIn, a - q * 1.1), at(rOut, a - q * 0.6), at(rOut, a + q * 0.6), at(rIn, a + q * 1.1));
  }
  return pts;
}

export function drawGear(g: Gear): string {
  let out = g.behind
    ? polygon(gearOutline(g), "#f3f4f6", { width: 1.2, dash: "4 3" })
    : polygon(gearOutline(g), g.dark ? FILL_DARK : FILL, { width: 1.5 });
  if (!g.noHole) out += circle(g.x, g.y, Math.max(3, g.r * 0.14), "#ffffff", { width: 1.5 });
  if (g.name) out += text(g.x, g.y - Math.max(10, g.r * 0.5), g.name, { weight: "bold", size: 15 });
  if (g.note && g.noteAt) {
    out += line(g.noteAt[0], g.noteAt[1] + (g.noteAt[1] > g.y ? -8 : 8), g.x, g.y + (g.noteAt[1] > g.y ? g.r * 0.75 : -g.r * 0.75), {
      width: 0.8,
    });
    out += label(g.noteAt[0], g.noteAt[1], g.note, { size: 13 });
  } else if (g.note) {
    const below = g.notePos !== "above";
    out += label(g.x, below ? g.y + g.r + 16 : g.y - g.r - 14, g.note, { size: 13 });
  }
  if (g.turn) {
    const rr = g.r + 10;
    if (g.turn === "cw") out += rotationArrow(g.x, g.y, rr, -150, -100);
    else if (g.turn === "ccw") out += rotationArrow(g.x, g.y, rr, -30, -80);
    else out += label(g.x, g.y - g.r - 16, "?", { size: 16, weight: "bold" });
  }
  return out;
}

export function gearTrain(gears: readonly Gear[], extra = "", height = MC_HEIGHT): string {
  return svgDoc(MC_WIDTH, height, gears.map(drawGear).join("") + extra);
}

/** Pitch radius for a tooth count, so gears that mesh share one tooth size (module in pixels per tooth). */
export function pitchRadius(teeth: number, module: number): number {
  return (teeth * module) / 2;
}

/**
 * Centres for gears meshing in a straight row: each centre is the previous one plus the sum of the two pitch
 * radii. Returns x positions starting at `x0` (the first gear's centre).
 */
export function meshRow(radii: readonly number[], x0: number): number[] {
  const xs = [x0];
  for (let i = 1; i < radii.length; i++) xs.push(xs[i - 1]! + radii[i - 1]! + radii[i]!);
  return xs;
}

// ---------------------------------------------------------------------------------------------------------
// Pulleys
// ---------------------------------------------------------------------------------------------------------

export interface PulleySpec {
  /** Rope strands holding up the load (1 for a single fixed pulley). */
  strands: number;
  loadLabel: string;
  effortLabel: string;
  /** Label on the moving block when its own weight matters, e.g. "block 10 lb". */
  blockLabel?: string;
}

/**
 * A block and tackle drawn with its sheaves side by side so every strand is visible. The rope is tied to the
 * ceiling or to the lower block as needed, and the free end is pulled down from the last upper pulley.
 */
export function pulleySystem(spec: PulleySpec): string {
  const s = spec.strands;
  const r = 14;
  const d = 2 * r;
  const width = d * s;
  const x0 = MC_WIDTH / 2 - width / 2 - 20;
  const xs = Array.from({ length: s + 1 }, (_, k) => x0 + k * d);
  const ceilY = 16;
  const upperY = 46;
  const lowerY = 120;
  let body = hatch(x0 - 40, xs[s]! + 40, ceilY, false);
  const isUpper = (k: number) => (s - 1 - k) % 2 === 0;
  let rope = "";
  let sheaves = "";
  for (let k = 0; k < s; k++) {
    const cx = (xs[k]! + xs[k + 1]!) / 2;
    const cy = isUpper(k) ? upperY : lowerY;
    sheaves += circle(cx, cy, r, FILL, { width: 2 }) + dot(cx, cy, 2.5);
    if (isUpper(k)) {
      sheaves += line(cx, ceilY, cx, cy, { width: 3 });
      rope += `<path d="M ${n(xs[k]!)} ${n(cy)} A ${r} ${r} 0 0 1 ${n(xs[k + 1]!)} ${n(cy)}" fill="none" stroke="${INK}" stroke-width="2"/>`;
    } else {
      rope += `<path d="M ${n(xs[k]!)} ${n(cy)} A ${r} ${r} 0 0 0 ${n(xs[k + 1]!)} ${n(cy)}" fill="none" stroke="${INK}" stroke-width="2"/>`;
    }
  }
  // Vertical strands (strand k runs at xs[k]). Strand 0 is tied to the ceiling when its pulley is a lower one,
  // otherwise it hangs from its upper pulley down to the lower block.
  const barY = lowerY + 24;
  for (let k = 0; k < s; k++) {
    if (k > 0) rope += line(xs[k]!, upperY, xs[k]!, lowerY, { width: 2 });
    else if (isUpper(0)) rope += line(xs[0]!, upperY, xs[0]!, barY, { width: 2 });
    else rope += line(xs[0]!, ceilY, xs[0]!, lowerY, { width: 2 });
  }
  // Lower block: a bar under the lower sheaves (and the tie point), with the load hanging below.
  const lowerCentres = Array.from({ length: s }, (_, k) => k)
    .filter((k) => !isUpper(k))
    .map((k) => (xs[k]! + xs[k + 1]!) / 2);
  const barLeft = Math.min(xs[0]!, ...lowerCentres) - 6;
  const barRight = Math.max(...lowerCentres, isUpper(0) ? xs[0]! : -Infinity) + 6;
  let block = "";
  for (const cx of lowerCentres) block += line(cx, lowerY, cx, barY, { width: 3 });
  block += rect(barLeft, barY - 3, Math.max(12, barRight - barLeft), 6, FILL_DARK, { width: 1.5 });
  const mid = (barLeft + barRight) / 2;
  block += line(mid, barY + 3, mid, barY + 12, { width: 2 });
  const boxW = Math.max(58, spec.loadLabel.length * 8 + 12);
  // Keep the load clear of the free end of the rope.
  const boxMid = Math.min(mid, xs[s]! - 10 - boxW / 2);
  block += rect(boxMid - boxW / 2, barY + 12, boxW, 30, FILL_DARK);
  block += text(boxMid, barY + 27, spec.loadLabel, { size: 13, weight: "bold" });
  if (spec.blockLabel) block += label(barLeft - 8, barY, spec.blockLabel, { size: 12, anchor: "end" });
  // Free end pulled down from the last (upper) pulley.
  const fx = xs[s]!;
  rope += line(fx, upperY, fx, 150, { width: 2 });
  body += rope + sheaves + block;
  body += arrow(fx, 150, fx, 182, { width: 2.5 });
  body += label(fx + 10, 170, spec.effortLabel, { size: 13, weight: "bold", anchor: "start" });
  return svgDoc(MC_WIDTH, MC_HEIGHT, body);
}

// ---------------------------------------------------------------------------------------------------------
// Hydraulic press
// ---------------------------------------------------------------------------------------------------------

export interface PistonSide {
  /** Drawn width of the cylinder in pixels (keep the ratio roughly true to the question). */
  width: number;
  /** e.g. "2 sq in" or "diameter 2 in". */
  size: string;
  /** Force label, e.g. "50 lb" or "?". */
  force: string;
  /** Arrow direction on this piston. */
  dir: "down" | "up";
}

export function hydraulicPress(left: PistonSide, right: PistonSide, note?: string): string {
  const baseY = 160;
  const topY = 70;
  const lx = 70;
  const rx = 215;
  const wall = 3;
  let body = "";
  const lw = left.width;
  const rw = right.width;
  // Fluid: two columns joined by a channel along the bottom.
  const fluid: Pt[] = [
    [lx - lw / 2, topY + 12],
    [lx + lw / 2, topY + 12],
    [lx + lw / 2, baseY - 24],
    [rx - rw / 2, baseY - 24],
    [rx - rw / 2, topY + 12],
    [rx + rw / 2, topY + 12],
    [rx + rw / 2, baseY],
    [lx - lw / 2, baseY],
  ];
  body += polygon(fluid, FLUID, { width: wall });
  // Cylinder walls above the fluid.
  body +=
    line(lx - lw / 2, topY - 18, lx - lw / 2, topY + 12, { width: wall }) +
    line(lx + lw / 2, topY - 18, lx + lw / 2, topY + 12, { width: wall });
  body +=
    line(rx - rw / 2, topY - 18, rx - rw / 2, topY + 12, { width: wall }) +
    line(rx + rw / 2, topY - 18, rx + rw / 2, topY + 12, { width: wall });
  // Pistons.
  body += rect(lx - lw / 2 + 2, topY, lw - 4, 12, FILL_DARK, { width: 1.5 });
  body += rect(rx - rw / 2 + 2, topY, rw - 4, 12, FILL_DARK, { width: 1.5 });
  const force = (x: number, side: PistonSide) =>
    (side.dir === "down" ? arrow(x, topY - 48, x, topY - 2, { width: 2.5 }) : arrow(x, topY - 2, x, topY - 48, { width: 2.5 })) +
    label(x, topY - 58, side.force, { size: 13, weight: "bold" });
  body += force(lx, left) + force(rx, right);
  body += label(lx, baseY + 16, left.size, { size: 13 });
  body += label(rx, baseY + 16, right.size, { size: 13 });
  if (note) body += text(MC_WIDTH / 2, 192, note, { size: 12, italic: true });
  return svgDoc(MC_WIDTH, MC_HEIGHT + 4, body);
}

// ---------------------------------------------------------------------------------------------------------
// Belts
// ---------------------------------------------------------------------------------------------------------

export interface Wheel {
  x: number;
  y: number;
  r: number;
  name?: string;
  note?: string;
  notePos?: "above" | "below";
  /** Explicit position for the note (overrides notePos). */
  noteAt?: Pt;
  turn?: "cw" | "ccw" | "?";
  dark?: boolean;
  /** Hide the centre hub (for a wheel with a smaller one fixed in front of it). */
  noHub?: boolean;
}

export interface Belt {
  from: number;
  to: number;
  crossed: boolean;
}

/** Tangent segments for a belt around two wheels: open (outer tangents) or crossed (inner tangents). */
function beltSegments(a: Wheel, b: Wheel, crossed: boolean): [Pt, Pt][] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.hypot(dx, dy);
  const base = Math.atan2(dy, dx);
  const segs: [Pt, Pt][] = [];
  for (const sign of [1, -1]) {
    if (!crossed) {
      const phi = Math.acos((a.r - b.r) / dist);
      const ang = base + sign * phi;
      segs.push([
        [a.x + a.r * Math.cos(ang), a.y + a.r * Math.sin(ang)],
        [b.x + b.r * Math.cos(ang), b.y + b.r * Math.sin(ang)],
      ]);
    } else {
      const phi = Math.acos((a.r + b.r) / dist);
      const ang = base + sign * phi;
      segs.push([
        [a.x + a.r * Math.cos(ang), a.y + a.r * Math.sin(ang)],
        [b.x - b.r * Math.cos(ang), b.y - b.r * Math.sin(ang)],
      ]);
    }
  }
  return segs;
}

export function beltDrive(wheels: readonly Wheel[], belts: readonly Belt[], extra = "", height = MC_HEIGHT): string {
  let body = "";
  for (const w of wheels) {
    body += circle(w.x, w.y, w.r, w.dark ? FILL_DARK : FILL, { width: 2 });
    if (!w.noHub) body += circle(w.x, w.y, Math.max(3, w.r * 0.18), "#ffffff", { width: 1.5 });
  }
  for (const b of belts) {
    const A = wheels[b.from]!;
    const B = wheels[b.to]!;
    for (const [p, q] of beltSegments(A, B, b.crossed)) body += line(p[0], p[1], q[0], q[1], { width: 3 });
    // The belt also wraps the wheel rims: draw the rims heavier.
    body += circle(A.x, A.y, A.r, "none", { width: 3 }) + circle(B.x, B.y, B.r, "none", { width: 3 });
  }
  for (const w of wheels) {
    if (w.name) body += text(w.x, w.y - Math.max(11, w.r * 0.62), w.name, { weight: "bold", size: 15 });
    if (w.note && w.noteAt) body += label(w.noteAt[0], w.noteAt[1], w.note, { size: 13 });
    else if (w.note) body += label(w.x, w.notePos === "above" ? w.y - w.r - 14 : w.y + w.r + 16, w.note, { size: 13 });
    if (w.turn === "cw") body += rotationArrow(w.x, w.y, w.r + 10, -150, -100);
    else if (w.turn === "ccw") body += rotationArrow(w.x, w.y, w.r + 10, -30, -80);
    else if (w.turn === "?") body += label(w.x, w.y - w.r - 16, "?", { size: 16, weight: "bold" });
  }
  return svgDoc(MC_WIDTH, height, body + extra);
}

// ---------------------------------------------------------------------------------------------------------
// Ramps
// ---------------------------------------------------------------------------------------------------------

export interface RampSpec {
  lengthLabel: string;
  heightLabel: string;
  loadLabel: string;
  /** Label on the push arrow, e.g. "F = ?". */
  forceLabel?: string;
  /** Rise/run drawn ratio (pixels), so the slope looks right. */
  rise: number;
  run: number;
}

export function ramp(spec: RampSpec): string {
  const x0 = 40;
  const y0 = 170;
  const x1 = x0 + spec.run;
  const y1 = y0 - spec.rise;
  let body = hatch(20, 300, y0);
  body += polygon(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
    ],
    FILL,
  );
  // Box sitting on the slope, 40% of the way up.
  const ang = Math.atan2(-spec.rise, spec.run);
  const t = 0.3;
  const bx = x0 + spec.run * t;
  const by = y0 - spec.rise * t;
  const w = 44;
  const h = 28;
  const ux = Math.cos(ang);
  const uy = Math.sin(ang);
  const nx = uy;
  const ny = -ux;
  const corner = (a: number, b: number): Pt => [bx + ux * a + nx * b, by + uy * a + ny * b];
  body += polygon([corner(-w / 2, 0), corner(w / 2, 0), corner(w / 2, h), corner(-w / 2, h)], FILL_DARK);
  const c = corner(0, h / 2);
  body += label(c[0], c[1], spec.loadLabel, { size: 12, weight: "bold" });
  if (spec.forceLabel) {
    const s = corner(w / 2 + 6, h / 2);
    const e = corner(w / 2 + 52, h / 2);
    body += arrow(s[0], s[1], e[0], e[1], { width: 2.5 });
    body += label(e[0] + 4, e[1] - 14, spec.forceLabel, { size: 13, weight: "bold" });
  }
  // Slope length: a label written along the slope, just under it, away from the box.
  const lm: Pt = [x0 + spec.run * 0.68 - nx * 12, y0 - spec.rise * 0.68 - ny * 12];
  const deg = (ang * 180) / Math.PI;
  body +=
    `<g transform="rotate(${n(deg)} ${n(lm[0])} ${n(lm[1])})">` +
    text(lm[0], lm[1], spec.lengthLabel, { size: 13, weight: "bold" }) +
    `</g>`;
  body += dimension(x1 + 16, y0, x1 + 16, y1, spec.heightLabel, { offset: 0 });
  return svgDoc(MC_WIDTH, MC_HEIGHT, body);
}

// ---------------------------------------------------------------------------------------------------------
// Springs
// ---------------------------------------------------------------------------------------------------------

function coil(x: number, y0: number, y1: number, turns = 7, w = 12): string {
  const pts: Pt[] = [[x, y0]];
  const lead = 6;
  const span = y1 - y0 - 2 * lead;
  pts.push([x, y0 + lead]);
  for (let i = 0; i < turns * 2; i++) pts.push([x + (i % 2 === 0 ? w : -w), y0 + lead + (span * (i + 0.5)) / (turns * 2)]);
  pts.push([x, y1 - lead], [x, y1]);
  return polyline(pts, { width: 2 });
}

export interface SpringPanel {
  /** "single": one spring; "series": two end to end; "parallel": two side by side sharing a bar. */
  kind: "single" | "series" | "parallel";
  /** Spring length in pixels (each spring). */
  length: number;
  weight: string;
  caption: string;
}

/** One to three hanging-spring panels side by side, each with a caption underneath. */
export function springs(panels: readonly SpringPanel[], height = MC_HEIGHT + 20): string {
  const colW = MC_WIDTH / panels.length;
  let body = "";
  panels.forEach((p, i) => {
    const cx = colW * i + colW / 2;
    const top = 18;
    body += hatch(cx - 42, cx + 42, top, false);
    let bottom: number;
    if (p.kind === "single") {
      bottom = top + p.length;
      body += coil(cx, top, bottom);
    } else if (p.kind === "series") {
      const mid = top + p.length;
      bottom = mid + p.length;
      body += coil(cx, top, mid, 6) + dot(cx, mid, 3) + coil(cx, mid, bottom, 6);
    } else {
      bottom = top + p.length;
      body += coil(cx - 22, top, bottom) + coil(cx + 22, top, bottom);
      body += rect(cx - 30, bottom, 60, 6, FILL_DARK, { width: 1.5 });
      bottom += 6;
    }
    body += line(cx, bottom, cx, bottom + 8, { width: 2 });
    body += rect(cx - 27, bottom + 8, 54, 28, FILL_DARK);
    body += text(cx, bottom + 22, p.weight, { size: 13, weight: "bold" });
    body += text(cx, height - 14, p.caption, { size: 13 });
  });
  return svgDoc(MC_WIDTH, height, body);
}
