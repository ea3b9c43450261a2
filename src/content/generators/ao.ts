import { rngFor, type Rng } from "@domain/random";
import { bounds, ccw, pieceSet, rotatePoly, split, translatePoly, type Poly, type Pt } from "../figures/geometry";
import { circle, dot, GENERATED, INK, line, polygon, rect, svgDoc, text } from "../figures/svg";
import { finish } from "./build";
import type { Generator, Params } from "./types";

const W = 400;
const H = 320;
const PANEL_W = 90;
const PANEL_H = 120;
const PANEL_Y = 185;
const panelX = (i: number) => 8 + i * (PANEL_W + 8);
const FILLS = ["#e5e7eb", "#cbd5e1", "#d1d5db", "#e2e8f0"];
const BOLD = { ...GENERATED, attrs: ' font-weight="bold"' };
/** The dashed line between the question and the four choices. */
const SEPARATOR = `<line x1="0" y1="172" x2="${W}" y2="172" stroke="#9ca3af" stroke-dasharray="4 4"/>`;

function polyPath(p: Poly, fill: string): string {
  return polygon(p, fill, { ...GENERATED, places: 1 });
}

/** Scales and centres a set of polygons into a box, keeping their relative sizes and positions. */
function fit(polys: readonly Poly[], x: number, y: number, w: number, h: number, margin = 8): Poly[] {
  const all = polys.flat();
  const b = bounds(all);
  const s = Math.min((w - 2 * margin) / (b.maxX - b.minX), (h - 2 * margin) / (b.maxY - b.minY));
  const ox = x + (w - s * (b.maxX - b.minX)) / 2;
  const oy = y + (h - s * (b.maxY - b.minY)) / 2;
  return polys.map((p) => p.map(([px, py]) => [ox + (px - b.minX) * s, oy + (py - b.minY) * s] as Pt));
}

function panels(contents: readonly string[]): string {
  return contents
    .map(
      (c, i) =>
        rect(panelX(i), PANEL_Y, PANEL_W, PANEL_H, "#ffffff", { ...GENERATED, rx: 6, stroke: "#9ca3af", width: 1 }) +
        c +
        text(panelX(i) + PANEL_W / 2, PANEL_Y + PANEL_H + 14, String.fromCharCode(65 + i), BOLD),
    )
    .join("");
}

// ---------------------------------------------------------------- puzzle pieces

const OUTLINES: Record<string, Poly> = {
  rectangle: [
    [0, 0],
    [120, 0],
    [120, 80],
    [0, 80],
  ],
  square: [
    [0, 0],
    [100, 0],
    [100, 100],
    [0, 100],
  ],
  trapezoid: [
    [0, 0],
    [120, 0],
    [80, 80],
    [0, 80],
  ],
  triangle: [
    [0, 100],
    [120, 100],
    [40, 0],
  ],
  pentagon: [
    [0, 40],
    [50, 0],
    [100, 40],
    [80, 100],
    [20, 100],
  ],
};

function boundaryPoint(outline: Poly, rng: Rng): Pt {
  const i = rng.int(0, outline.length - 1);
  const a = outline[i] as Pt;
  const b = outline[(i + 1) % outline.length] as Pt;
  const t = rng.pick([0.25, 0.4, 0.5, 0.6, 0.75]);
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}

/** Cuts an outline with 1 or 2 straight lines between boundary points; null if a cut misses. */
function cutOutline(outline: Poly, cuts: number, rng: Rng): Poly[] | null {
  let pieces: Poly[] = [outline];
  for (let c = 0; c < cuts; c++) {
    const a = boundaryPoint(outline, rng);
    const b = boundaryPoint(outline, rng);
    if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 30) return null;
    const next = pieces.flatMap((p) => split(p, a, b));
    if (next.length === pieces.length) return null;
    pieces = next;
  }
  // Slivers are unreadable at panel size.
  if (pieces.some((p) => Math.abs(areaOf(p)) < 350)) return null;
  return pieces;
}

function areaOf(p: Poly): number {
  let s = 0;
  for (let i = 0; i < p.length; i++)
    s += (p[i] as Pt)[0] * (p[(i + 1) % p.length] as Pt)[1] - (p[(i + 1) % p.length] as Pt)[0] * (p[i] as Pt)[1];
  return s / 2;
}

function mirror(pieces: readonly Poly[]): Poly[] {
  return pieces.map((p) => ccw(p.map(([x, y]) => [-x, y] as Pt)));
}

function puzzleItem(generator: string, seed: number, rng: Rng) {
  const kind = rng.pick(Object.keys(OUTLINES));
  const outline = OUTLINES[kind] as Poly;
  const cuts = rng.chance(0.5) ? 1 : 2;
  let pieces: Poly[] | null = null;
  for (let k = 0; k < 30 && !pieces; k++) pieces = cutOutline(outline, cuts, rng);
  if (!pieces) pieces = split(outline, boundaryPoint(outline, rng), [60, 40]).length === 2 ? split(outline, [0, 0], [120, 100]) : [outline];
  const key = pieceSet(pieces);

  // Distractors: the same outline cut differently, or the correct cut mirrored — never a set equal to the key.
  const wrong: Poly[][] = [];
  const seen = new Set([key]);
  const mirrored = mirror(pieces);
  if (!seen.has(pieceSet(mirrored))) {
    wrong.push(mirrored);
    seen.add(pieceSet(mirrored));
  }
  for (let k = 0; k < 80 && wrong.length < 3; k++) {
    const alt = cutOutline(outline, rng.chance(0.7) ? cuts : 3 - cuts, rng);
    if (!alt) continue;
    const sig = pieceSet(alt);
    if (seen.has(sig)) continue;
    seen.add(sig);
    wrong.push(alt);
  }
  if (wrong.length < 3) return null;

  // Question: the pieces apart, each turned by a multiple of 45°.
  const slot = (W - 20) / pieces.length;
  const turned = pieces.map((p) => rotatePoly(p, rng.pick([0, 45, 90, 135, 180, 270])));
  const scale = Math.min(
    0.9,
    ...turned.map((p) => {
      const b = bounds(p);
      return Math.min((slot - 16) / (b.maxX - b.minX), 140 / (b.maxY - b.minY));
    }),
  );
  const question = turned
    .map((p, i) => {
      const b = bounds(p);
      const scaled = p.map(([x, y]) => [(x - b.minX) * scale, (y - b.minY) * scale] as Pt);
      const sb = bounds(scaled);
      return polyPath(
        translatePoly(scaled, 10 + slot * i + (slot - sb.maxX) / 2, 12 + (150 - sb.maxY) / 2),
        FILLS[i % FILLS.length] as string,
      );
    })
    .join("");

  const answer = rng.int(0, 3);
  const choices = [...wrong.slice(0, 3)];
  choices.splice(answer, 0, pieces);
  const content = choices.map((set, i) =>
    fit(set, panelX(i), PANEL_Y, PANEL_W, PANEL_H, 10)
      .map((p, j) => polyPath(p, FILLS[j % FILLS.length] as string))
      .join(""),
  );
  const figure = svgDoc(W, H + 16, SEPARATOR + question + panels(content), { framed: false });
  return { answer, choices, pieces, figure, kind, cuts };
}

export const aoPuzzle: Generator = {
  id: "ao-puzzle",
  section: "AO",
  topic: "puzzle pieces",
  seedCount: 1600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    let built = puzzleItem(this.id, seed, rng);
    for (let retry = 1; !built && retry < 20; retry++) built = puzzleItem(this.id, seed, rngFor(this.id, seed + retry * 100_003));
    if (!built) throw new Error(`ao-puzzle#${seed}: could not build`);
    const { choices, pieces, figure, kind, cuts } = built;
    const letters = ["A", "B", "C", "D"];
    const params: Params = { q: pieceSet(pieces) };
    choices.forEach((c, i) => (params[`p${i}`] = pieceSet(c)));
    const item = finish(this.id, "AO", seed, { ...rngFor("unused", 0), int: () => built.answer } as Rng, {
      topic: this.topic,
      difficulty: pieces.length >= 4 ? "hard" : pieces.length === 3 ? "medium" : "easy",
      stem: "Which figure shows how the pieces fit together?",
      correct: `Figure ${letters[built.answer]}`,
      distractors: letters.filter((_, i) => i !== built.answer).map((l) => `Figure ${l}`),
      explanation: `Only figure ${letters[built.answer]} is made of exactly the ${pieces.length} pieces shown, turned but not flipped: compare each piece's number of sides, its angles and the lengths of its edges. The other figures use a piece of a different shape or need a piece turned over (mirrored), which is not allowed.`,
      params,
      figure,
      figureAlt: `${pieces.length} separate flat pieces cut from a ${kind} with ${cuts} straight cut${cuts > 1 ? "s" : ""}, and four assembled ${kind} outlines labelled A to D, each divided into pieces.`,
    });
    return { ...item, options: ["Figure A", "Figure B", "Figure C", "Figure D"] as const };
  },
  recompute(p) {
    const matches = [0, 1, 2, 3].filter((i) => p[`p${i}`] === p.q);
    return matches.length === 1 ? `Figure ${"ABCD"[matches[0] as number]}` : "";
  },
};

// ---------------------------------------------------------------- connectors

type ShapeType = "circle" | "square" | "triangle" | "pentagon" | "hexagon";
type Anchor = "center" | "vertex" | "edge";
const SHAPES: readonly ShapeType[] = ["circle", "square", "triangle", "pentagon", "hexagon"];
const SIDES: Record<Exclude<ShapeType, "circle">, number> = { square: 4, triangle: 3, pentagon: 5, hexagon: 6 };
const ANCHORS: Record<ShapeType, readonly Anchor[]> = {
  circle: ["center", "edge"],
  square: ["center", "vertex", "edge"],
  triangle: ["center", "vertex", "edge"],
  pentagon: ["center", "vertex", "edge"],
  hexagon: ["center", "vertex", "edge"],
};

interface Part {
  type: ShapeType;
  anchor: Anchor;
}

const describe = (p: Part) => `${p.type}:${p.anchor}`;
const ANCHOR_WORDS: Record<Anchor, string> = { center: "its center", vertex: "a corner", edge: "the middle of a side" };

/** Draws a shape of radius r centred at (cx, cy), turned by `turn` degrees; returns markup and the anchor point. */
function drawShape(part: Part, cx: number, cy: number, r: number, turn: number, fill: string): { markup: string; anchor: Pt } {
  const a0 = ((turn - 90) * Math.PI) / 180;
  if (part.type === "circle") {
    const anchor: Pt = part.anchor === "center" ? [cx, cy] : [cx + r * Math.cos(a0), cy + r * Math.sin(a0)];
    return { markup: circle(cx, cy, r, fill, GENERATED), anchor };
  }
  const n = SIDES[part.type];
  const pts: Pt[] = Array.from({ length: n }, (_, i) => [
    cx + r * Math.cos(a0 + (2 * Math.PI * i) / n),
    cy + r * Math.sin(a0 + (2 * Math.PI * i) / n),
  ]);
  const v0 = pts[0] as Pt;
  const v1 = pts[1] as Pt;
  const anchor: Pt = part.anchor === "center" ? [cx, cy] : part.anchor === "vertex" ? v0 : [(v0[0] + v1[0]) / 2, (v0[1] + v1[1]) / 2];
  return { markup: polyPath(pts, fill), anchor };
}

/** The dot on a connection point. */
function mark(p: Pt): string {
  return dot(p[0], p[1], 3.5, INK, GENERATED);
}

function connected(a: Part, b: Part, x: number, y: number, w: number, h: number, rng: Rng): string {
  const r = Math.min(w, h) * 0.2;
  const s1 = drawShape(a, x + w * 0.28, y + h * 0.3, r, rng.pick([0, 20, 45, 90, 160, 200]), FILLS[0] as string);
  const s2 = drawShape(b, x + w * 0.7, y + h * 0.72, r, rng.pick([0, 30, 60, 120, 180, 250]), FILLS[1] as string);
  return (
    s1.markup + s2.markup + line(s1.anchor[0], s1.anchor[1], s2.anchor[0], s2.anchor[1], GENERATED) + mark(s1.anchor) + mark(s2.anchor)
  );
}

export const aoConnector: Generator = {
  id: "ao-connector",
  section: "AO",
  topic: "connectors",
  seedCount: 900,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const a: Part = { type: rng.pick(SHAPES), anchor: "center" };
    a.anchor = rng.pick(ANCHORS[a.type]);
    const b: Part = { type: rng.pick(SHAPES), anchor: "center" };
    b.anchor = rng.pick(ANCHORS[b.type]);
    const other = (p: Part): Part => ({ ...p, anchor: rng.pick(ANCHORS[p.type].filter((x) => x !== p.anchor)) });
    const otherShape = (p: Part): Part => {
      const type = rng.pick(SHAPES.filter((t) => t !== p.type && ANCHORS[t].includes(p.anchor)));
      return { type, anchor: p.anchor };
    };
    const candidates: [Part, Part][] = rng.shuffle([
      [other(a), b],
      [a, other(b)],
      [other(a), other(b)],
      [otherShape(a), b],
      [a, otherShape(b)],
    ]);
    const key = `${describe(a)}+${describe(b)}`;
    const seen = new Set([key]);
    const wrong: [Part, Part][] = [];
    for (const c of candidates) {
      const k = `${describe(c[0])}+${describe(c[1])}`;
      if (seen.has(k) || wrong.length === 3) continue;
      seen.add(k);
      wrong.push(c);
    }
    const answer = rng.int(0, 3);
    const choices: [Part, Part][] = [...wrong];
    choices.splice(answer, 0, [a, b]);

    // Question: shape A with its dot, the lettered connector, shape B with its dot.
    const qa = drawShape(a, 60, 85, 40, rng.pick([0, 15, 30]), FILLS[0] as string);
    const qb = drawShape(b, 340, 85, 40, rng.pick([0, 15, 30]), FILLS[1] as string);
    const question =
      qa.markup +
      qb.markup +
      mark(qa.anchor) +
      mark(qb.anchor) +
      text(qa.anchor[0], qa.anchor[1] - 8, "X", BOLD) +
      text(qb.anchor[0], qb.anchor[1] - 8, "Y", BOLD) +
      line(160, 85, 240, 85, GENERATED) +
      mark([160, 85]) +
      mark([240, 85]) +
      text(160, 75, "X", BOLD) +
      text(240, 75, "Y", BOLD);
    const content = choices.map(([p, q], i) => connected(p, q, panelX(i), PANEL_Y, PANEL_W, PANEL_H, rng));
    const figure = svgDoc(W, H + 16, SEPARATOR + question + panels(content), { framed: false });
    const letters = ["A", "B", "C", "D"];
    const params: Params = { q: key };
    choices.forEach(([p, q], i) => (params[`p${i}`] = `${describe(p)}+${describe(q)}`));
    const item = finish(this.id, "AO", seed, { ...rng, int: () => answer } as Rng, {
      topic: this.topic,
      difficulty: a.type === b.type || a.anchor === "center" || b.anchor === "center" ? "easy" : a.anchor === b.anchor ? "medium" : "hard",
      stem: "Which figure shows how the shapes connect when the lettered points are joined?",
      correct: `Figure ${letters[answer]}`,
      distractors: letters.filter((_, i) => i !== answer).map((l) => `Figure ${l}`),
      explanation: `Point X is at ${ANCHOR_WORDS[a.anchor]} of the ${a.type} and point Y at ${ANCHOR_WORDS[b.anchor]} of the ${b.type}. Only figure ${letters[answer]} joins the line at exactly those places; shapes may be turned, but the points and the shapes must stay the same.`,
      params,
      figure,
      figureAlt: `A ${a.type} with point X at ${ANCHOR_WORDS[a.anchor]}, a line with ends X and Y, and a ${b.type} with point Y at ${ANCHOR_WORDS[b.anchor]}. Four choices A to D show two shapes joined by a line: ${choices.map(([p, q], i) => `${letters[i]}: ${p.type} joined at ${ANCHOR_WORDS[p.anchor]} to ${q.type} at ${ANCHOR_WORDS[q.anchor]}`).join("; ")}.`,
    });
    return { ...item, options: ["Figure A", "Figure B", "Figure C", "Figure D"] as const };
  },
  recompute(p) {
    const matches = [0, 1, 2, 3].filter((i) => p[`p${i}`] === p.q);
    return matches.length === 1 ? `Figure ${"ABCD"[matches[0] as number]}` : "";
  },
};

export const AO_GENERATORS: readonly Generator[] = [aoConnector, aoPuzzle];
