/**
 * The flat shapes used by the Assembling Objects "connectors" items. Each shape is a polygon (or a circle) about
 * one unit across, centred near the origin, with named attachment points. An attachment point has a position and,
 * when it lies on the outline, an outward direction so a connecting line can leave the shape cleanly.
 */
import { add, arc, type Pt, rectangle, regular, sub, unit } from "./geometry";

export interface Anchor {
  at: Pt;
  /** Outward direction; null for a point inside the shape (the line may leave in any direction). */
  out: Pt | null;
  /** e.g. "the right-angle corner" (used as "… of the triangle"). */
  desc: string;
}

export interface ShapeDef {
  /** Noun with article-free wording, e.g. "right triangle". */
  noun: string;
  /** Polygon outline (ignored for circles). */
  pts: readonly Pt[];
  /** Set for a true circle: radius, centred on the origin. */
  radius?: number;
  anchors: Readonly<Record<string, Anchor>>;
}

function isCcwScreen(pts: readonly Pt[]): boolean {
  let s = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x2, y2] = pts[(i + 1) % pts.length]!;
    s += x1 * y2 - x2 * y1;
  }
  return s > 0;
}

/** Outward normal of edge i (from vertex i to vertex i+1), using the winding so concave shapes work too. */
function outwardOfEdge(pts: readonly Pt[], i: number): Pt {
  const a = pts[i]!;
  const b = pts[(i + 1) % pts.length]!;
  const d = sub(b, a);
  // For a positive (clockwise-on-screen) winding the outside is to the left of travel in screen terms.
  const left: Pt = unit([d[1], -d[0]]);
  return isCcwScreen(pts) ? left : [-left[0], -left[1]];
}

export function vertexAnchor(pts: readonly Pt[], i: number, desc: string): Anchor {
  const prev = (i - 1 + pts.length) % pts.length;
  const n1 = outwardOfEdge(pts, prev);
  const n2 = outwardOfEdge(pts, i);
  return { at: pts[i]!, out: unit(add(n1, n2)), desc };
}

export function edgeAnchor(pts: readonly Pt[], i: number, desc: string, t = 0.5): Anchor {
  const a = pts[i]!;
  const b = pts[(i + 1) % pts.length]!;
  return { at: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], out: outwardOfEdge(pts, i), desc };
}

export function insideAnchor(at: Pt, desc: string): Anchor {
  return { at, out: null, desc };
}

function centred(pts: Pt[]): Pt[] {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  return pts.map(([x, y]) => [x - cx, y - cy] as Pt);
}

function polyShape(noun: string, raw: Pt[], anchors: (pts: Pt[]) => Record<string, Anchor>): ShapeDef {
  const pts = centred(raw);
  return { noun, pts, anchors: anchors(pts) };
}

const square = polyShape("square", rectangle(0, 0, 0.8, 0.8), (p) => ({
  corner: vertexAnchor(p, 0, "a corner"),
  side: edgeAnchor(p, 0, "the middle of a side"),
  center: insideAnchor([0, 0], "the center"),
}));

const rect = polyShape("rectangle", rectangle(0, 0, 1.05, 0.5), (p) => ({
  corner: vertexAnchor(p, 0, "a corner"),
  long: edgeAnchor(p, 0, "the middle of a long side"),
  short: edgeAnchor(p, 1, "the middle of a short side"),
  center: insideAnchor([0, 0], "the center"),
}));

// 30-60-90 triangle: right angle at vertex 0, 30° corner at vertex 1, 60° corner at vertex 2.
const rightTri = polyShape(
  "right triangle",
  [
    [0, 0],
    [1.05, 0],
    [0, -1.05 * Math.tan(Math.PI / 6)],
  ],
  (p) => ({
    right: vertexAnchor(p, 0, "the right-angle corner"),
    sharp: vertexAnchor(p, 1, "the sharpest (30°) corner"),
    wide: vertexAnchor(p, 2, "the 60° corner"),
    hyp: edgeAnchor(p, 1, "the middle of the longest side"),
    longLeg: edgeAnchor(p, 0, "the middle of the longer leg"),
    shortLeg: edgeAnchor(p, 2, "the middle of the shorter leg"),
  }),
);

const equilateral = polyShape("equilateral triangle", regular(3, 0.55), (p) => ({
  corner: vertexAnchor(p, 0, "a corner"),
  side: edgeAnchor(p, 1, "the middle of a side"),
  center: insideAnchor([0, (p[0]![1] + p[1]![1] + p[2]![1]) / 3], "the center"),
}));

// Tall isosceles triangle: apex at vertex 0.
const tallTri = polyShape(
  "tall isosceles triangle",
  [
    [0, -0.5],
    [0.3, 0.5],
    [-0.3, 0.5],
  ],
  (p) => ({
    apex: vertexAnchor(p, 0, "the narrow top corner"),
    base: vertexAnchor(p, 1, "a base corner"),
    baseMid: edgeAnchor(p, 1, "the middle of the short base"),
    leg: edgeAnchor(p, 0, "the middle of a long side"),
  }),
);

const pentagon = polyShape("pentagon", regular(5, 0.52), (p) => ({
  corner: vertexAnchor(p, 0, "a corner"),
  side: edgeAnchor(p, 2, "the middle of a side"),
  center: insideAnchor([0, 0.52 - (0.52 + 0.52 * Math.cos(Math.PI / 5)) / 2], "the center"),
}));

const hexagon = polyShape("hexagon", regular(6, 0.52, 0), (p) => ({
  corner: vertexAnchor(p, 0, "a corner"),
  side: edgeAnchor(p, 1, "the middle of a side"),
  center: insideAnchor([0, 0], "the center"),
}));

const octagon = polyShape("octagon", regular(8, 0.52, 22.5), (p) => ({
  corner: vertexAnchor(p, 0, "a corner"),
  side: edgeAnchor(p, 1, "the middle of a side"),
  center: insideAnchor([0, 0], "the center"),
}));

// Half disc, flat side down; vertices run along the arc from the left end to the right end.
const semiRaw: Pt[] = arc(0, 0, 0.55, 180, 360);
const semicircle: ShapeDef = (() => {
  const shift = 0.55 / 2;
  const pts = semiRaw.map(([x, y]) => [x, y + shift] as Pt);
  return {
    noun: "half circle",
    pts,
    anchors: {
      curve: { at: [0, -0.55 + shift], out: [0, -1], desc: "the middle of the curved edge" },
      flat: { at: [0, shift], out: [0, 1], desc: "the middle of the straight edge" },
      corner: { at: [0.55, shift], out: unit([1, 1]), desc: "an end of the straight edge" },
    },
  };
})();

// Quarter disc ("pie slice") with its square corner at the origin before centring.
const quarter: ShapeDef = (() => {
  const r = 0.95;
  const raw: Pt[] = [[0, 0], ...arc(0, 0, r, -90, 0)];
  const shift: Pt = [-r / 2, r / 2];
  const pts = raw.map((q) => add(q, shift));
  const mid45 = Math.SQRT1_2 * r;
  return {
    noun: "quarter circle",
    pts,
    anchors: {
      point: { at: shift, out: unit([-1, 1]), desc: "the pointed square corner" },
      curve: { at: add([mid45, -mid45], shift), out: unit([1, -1]), desc: "the middle of the curved edge" },
      straight: { at: add([0, -r / 2], shift), out: [-1, 0], desc: "the middle of a straight edge" },
    },
  };
})();

// L shape: tall arm up the left, short foot to the right along the bottom.
const lShape = polyShape(
  "L-shaped piece",
  [
    [0, 0],
    [0.34, 0],
    [0.34, 0.66],
    [0.72, 0.66],
    [0.72, 1.0],
    [0, 1.0],
  ],
  (p) => ({
    top: edgeAnchor(p, 0, "the end of the long arm"),
    foot: edgeAnchor(p, 3, "the end of the short arm"),
    inner: vertexAnchor(p, 2, "the inside corner"),
    heel: vertexAnchor(p, 5, "the outer corner between the two arms"),
    back: edgeAnchor(p, 5, "the middle of the long outer edge"),
  }),
);

const tShape = polyShape(
  "T-shaped piece",
  [
    [0, 0],
    [1, 0],
    [1, 0.32],
    [0.66, 0.32],
    [0.66, 0.95],
    [0.34, 0.95],
    [0.34, 0.32],
    [0, 0.32],
  ],
  (p) => ({
    stem: edgeAnchor(p, 4, "the bottom end of the stem"),
    bar: edgeAnchor(p, 1, "an end of the crossbar"),
    top: edgeAnchor(p, 0, "the middle of the top edge"),
    inner: vertexAnchor(p, 3, "an inside corner"),
  }),
);

// Right trapezoid (no mirror symmetry): square corners on the left, slanted side on the right.
const rightTrap = polyShape(
  "right trapezoid",
  [
    [0, 0],
    [0.5, 0],
    [1.0, 0.62],
    [0, 0.62],
  ],
  (p) => ({
    slant: edgeAnchor(p, 1, "the middle of the slanted side"),
    short: edgeAnchor(p, 0, "the middle of the shorter parallel side"),
    long: edgeAnchor(p, 2, "the middle of the longer parallel side"),
    sharp: vertexAnchor(p, 2, "the sharp corner"),
    blunt: vertexAnchor(p, 1, "the blunt corner"),
    square: vertexAnchor(p, 3, "the square corner on the long side"),
  }),
);

// Parallelogram leaning right (no mirror symmetry).
const parallelogram = polyShape(
  "parallelogram",
  [
    [0.32, 0],
    [1.05, 0],
    [0.73, 0.46],
    [0, 0.46],
  ],
  (p) => ({
    sharp: vertexAnchor(p, 1, "a sharp corner"),
    blunt: vertexAnchor(p, 0, "a blunt corner"),
    long: edgeAnchor(p, 0, "the middle of a long side"),
    short: edgeAnchor(p, 1, "the middle of a short side"),
  }),
);

const trapezoid = polyShape(
  "trapezoid",
  [
    [0.26, 0],
    [0.78, 0],
    [1.04, 0.55],
    [0, 0.55],
  ],
  (p) => ({
    short: edgeAnchor(p, 0, "the middle of the shorter parallel side"),
    long: edgeAnchor(p, 2, "the middle of the longer parallel side"),
    slant: edgeAnchor(p, 1, "the middle of a slanted side"),
    sharp: vertexAnchor(p, 2, "a corner on the long side"),
    blunt: vertexAnchor(p, 1, "a corner on the short side"),
  }),
);

const house = polyShape(
  "house-shaped pentagon",
  [
    [0, 0.42],
    [0, 1.0],
    [0.8, 1.0],
    [0.8, 0.42],
    [0.4, 0],
  ],
  (p) => ({
    peak: vertexAnchor(p, 4, "the peak of the roof"),
    floor: edgeAnchor(p, 1, "the middle of the bottom edge"),
    eave: vertexAnchor(p, 3, "a lower corner of the roof"),
    foot: vertexAnchor(p, 2, "a bottom corner"),
    wall: edgeAnchor(p, 2, "the middle of a wall"),
  }),
);

const rhombus = polyShape(
  "rhombus",
  [
    [0.33, 0],
    [0.66, 0.5],
    [0.33, 1.0],
    [0, 0.5],
  ],
  (p) => ({
    sharp: vertexAnchor(p, 0, "a sharp corner"),
    blunt: vertexAnchor(p, 1, "a blunt corner"),
    side: edgeAnchor(p, 0, "the middle of a side"),
    center: insideAnchor([0, 0], "the center"),
  }),
);

const cross = polyShape(
  "plus-shaped piece",
  [
    [0.33, 0],
    [0.67, 0],
    [0.67, 0.33],
    [1, 0.33],
    [1, 0.67],
    [0.67, 0.67],
    [0.67, 1],
    [0.33, 1],
    [0.33, 0.67],
    [0, 0.67],
    [0, 0.33],
    [0.33, 0.33],
  ],
  (p) => ({
    arm: edgeAnchor(p, 0, "the end of an arm"),
    inner: vertexAnchor(p, 2, "an inside corner"),
    center: insideAnchor([0, 0], "the center"),
    armCorner: vertexAnchor(p, 0, "an outer corner at the end of an arm"),
  }),
);

const circleShape: ShapeDef = {
  noun: "circle",
  pts: [],
  radius: 0.5,
  anchors: {
    center: { at: [0, 0], out: null, desc: "the center" },
    edge: { at: [0.5, 0], out: [1, 0], desc: "a point on the edge" },
  },
};

const ring: ShapeDef = {
  noun: "small circle",
  pts: [],
  radius: 0.32,
  anchors: {
    center: { at: [0, 0], out: null, desc: "the center" },
    edge: { at: [0.32, 0], out: [1, 0], desc: "a point on the edge" },
  },
};

export const SHAPES = {
  circle: circleShape,
  smallCircle: ring,
  square,
  rect,
  rightTri,
  equilateral,
  tallTri,
  pentagon,
  hexagon,
  octagon,
  semicircle,
  quarter,
  lShape,
  tShape,
  rightTrap,
  parallelogram,
  trapezoid,
  house,
  rhombus,
  cross,
} as const satisfies Record<string, ShapeDef>;

export type ShapeName = keyof typeof SHAPES;

/** Circle outline as a polygon, for congruence tests that treat every circle alike. */
export function isCircle(def: ShapeDef): boolean {
  return def.radius !== undefined;
}
