import type { AuthoredItem } from "../types";
import { connectors, mirror, mirrorPieces, move, puzzle, swap } from "../figures/assembling";
import { annularSector, arc, type Pt, rectangle as R, regular, sector as S } from "../figures/geometry";

const CONNECT = "Which figure shows how the shapes connect when the lettered points are joined?";
const FIT = "Which figure shows how the pieces fit together?";
const FIGURES = ["Figure A", "Figure B", "Figure C", "Figure D"] as const;

/** Polygon from a flat list of coordinates. */
function P(...xy: number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < xy.length; i += 2) out.push([xy[i]!, xy[i + 1]!]);
  return out;
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const O: Pt = [0, 0];
const SQ3 = Math.sqrt(3);

// Regular hexagons: HEX has corners pointing left and right, HEXP has corners pointing up and down.
const HEX = regular(6, 1, 0);
const HEXP = regular(6, 1, -90);
const h = (k: number): Pt => HEX[((k % 6) + 6) % 6]!;
const hp = (k: number): Pt => HEXP[((k % 6) + 6) % 6]!;
const OCT = regular(8, 1, 22.5);
const PENT = regular(5, 1, -90);

// Equilateral triangle with side 2 (apex up) and its midpoints.
const T0: Pt = [1, 0];
const T1: Pt = [2, SQ3];
const T2: Pt = [0, SQ3];
const M01 = lerp(T0, T1, 0.5);
const M12 = lerp(T1, T2, 0.5);
const M20 = lerp(T2, T0, 0.5);

// Equilateral triangle with side 3 cut into bands: points on its left and right edges.
const BH = (3 * SQ3) / 2;
const bl = (f: number): Pt => [1.5 - 1.5 * f, BH * f];
const br = (f: number): Pt => [1.5 + 1.5 * f, BH * f];

/** A hexagon (corners left and right) cut from the centre to a point a fraction t along every other edge. */
function hexPinwheel(t: number): Pt[][] {
  const cut = (k: number) => lerp(h(k), h(k + 1), t);
  return [0, 2, 4].map((k) => [O, cut(k), h(k + 1), h(k + 2), cut(k + 2)]);
}

/** A 2-by-2 square cut from its centre to a point a fraction t along each edge. */
function squarePinwheel(t: number): Pt[][] {
  const c: Pt[] = [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
  ];
  const mid: Pt = [1, 1];
  const cut = (k: number) => lerp(c[k]!, c[(k + 1) % 4]!, t);
  return [0, 1, 2, 3].map((k) => [mid, cut(k), c[(k + 1) % 4]!, cut((k + 1) % 4)]);
}

/** A 2-by-2 square with a slanted cut from (0, yl) to (2, yr) and an upright cut at x (pieces above and below). */
function slantSquare(yl: number, yr: number, x: number): Pt[][] {
  const yAt = yl + ((yr - yl) * x) / 2;
  return [P(0, 0, x, 0, x, yAt, 0, yl), P(x, 0, 2, 0, 2, yr, x, yAt), P(0, yl, x, yAt, x, 2, 0, 2), P(x, yAt, 2, yr, 2, 2, x, 2)];
}

/** Circle of radius 1 cut into slices at the given boundary angles (degrees). */
function slices(bounds: readonly number[]): Pt[][] {
  return bounds.slice(0, -1).map((a, i) => S(0, 0, 1, a, bounds[i + 1]!));
}

/** AO items written for this project. */
export const AO_ITEMS: readonly AuthoredItem[] = [
  // =========================================================================== connectors: easy
  {
    id: "AO-001",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rightTri", at: ["right"], turn: 40 },
        { shape: "circle", at: ["center"], turn: 0 },
      ],
      choices: [move(0, "sharp"), "key", swap(1, "hexagon", ["center"]), move(1, "edge")],
    }),
  },
  {
    id: "AO-002",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "square", at: ["corner"], turn: 20 },
        { shape: "semicircle", at: ["curve"], turn: 150 },
      ],
      choices: [move(0, "side"), move(1, "flat"), swap(0, "rect", ["corner"]), "key"],
    }),
  },
  {
    id: "AO-003",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "circle", at: ["edge"], turn: 0 },
        { shape: "tallTri", at: ["apex"], turn: 200 },
      ],
      choices: ["key", move(0, "center"), move(1, "base"), swap(1, "equilateral", ["corner"])],
      tip: "A dot on the rim of a circle looks the same however the circle is turned, so only its distance from the center matters",
    }),
  },
  {
    id: "AO-004",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "hexagon", at: ["center"], turn: 10 },
        { shape: "rect", at: ["short"], turn: 60 },
      ],
      choices: [move(0, "corner"), move(1, "long"), "key", swap(0, "pentagon", ["center"])],
    }),
  },
  {
    id: "AO-005",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "equilateral", at: ["side"], turn: 15 },
        { shape: "square", at: ["center"], turn: 30 },
      ],
      choices: [move(0, "corner"), "key", move(1, "corner"), swap(1, "circle", ["center"])],
    }),
  },
  {
    id: "AO-006",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "quarter", at: ["point"], turn: 120 },
        { shape: "circle", at: ["center"], turn: 0 },
      ],
      choices: ["key", move(0, "curve"), swap(0, "semicircle", ["corner"]), move(1, "edge")],
    }),
  },
  {
    id: "AO-007",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "tShape", at: ["stem"], turn: 180 },
        { shape: "circle", at: ["edge"], turn: 0 },
      ],
      choices: [move(0, "bar"), move(0, "top"), move(1, "center"), "key"],
    }),
  },
  {
    id: "AO-008",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "pentagon", at: ["corner"], turn: 36 },
        { shape: "rect", at: ["center"], turn: 30 },
      ],
      choices: [move(0, "side"), move(1, "corner"), "key", swap(0, "hexagon", ["corner"])],
      tip: "Count the sides before anything else: a hexagon has one more corner than a pentagon",
    }),
  },
  {
    id: "AO-009",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "house", at: ["peak"], turn: 200 },
        { shape: "square", at: ["side"], turn: 45 },
      ],
      choices: ["key", move(0, "floor"), move(1, "corner"), move(0, "eave")],
    }),
  },
  {
    id: "AO-010",
    topic: "connectors",
    difficulty: "easy",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "semicircle", at: ["flat"], turn: 90 },
        { shape: "tallTri", at: ["baseMid"], turn: 30 },
      ],
      choices: [move(0, "curve"), move(1, "apex"), swap(0, "quarter", ["straight"]), "key"],
    }),
  },
  // =========================================================================== connectors: medium
  {
    id: "AO-011",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rightTri", at: ["sharp"], turn: 100 },
        { shape: "rect", at: ["long"], turn: 15 },
      ],
      choices: [move(0, "wide"), move(1, "short"), "key", move(0, "right")],
      tip: "In a right triangle the sharpest corner is the one between the longest side and the longer leg",
    }),
  },
  {
    id: "AO-012",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rect", at: ["short"], turn: 75 },
        { shape: "rightTri", at: ["hyp"], turn: 200 },
      ],
      choices: [move(0, "long"), "key", move(1, "longLeg"), move(1, "shortLeg")],
      tip: "Find the side opposite the right angle first: that longest side is the one the dot sits on",
    }),
  },
  {
    id: "AO-013",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "lShape", at: ["inner"], turn: 120 },
        { shape: "hexagon", at: ["corner"], turn: 10 },
      ],
      choices: ["key", mirror(0), move(1, "side"), move(0, "heel")],
      tip: "To spot a flipped L, note which arm is longer and which way the short arm points when the long arm is upright",
    }),
  },
  {
    id: "AO-014",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "parallelogram", at: ["sharp"], turn: 30 },
        { shape: "circle", at: ["center"], turn: 0 },
      ],
      choices: [move(0, "blunt"), swap(1, "octagon", ["center"]), mirror(0), "key"],
      tip: "A parallelogram leaning one way cannot be turned into one leaning the other way",
    }),
  },
  {
    id: "AO-015",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rightTrap", at: ["slant"], turn: 210 },
        { shape: "square", at: ["corner"], turn: 10 },
      ],
      choices: [mirror(0), move(0, "long"), "key", move(1, "side")],
    }),
  },
  {
    id: "AO-016",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "trapezoid", at: ["short"], turn: 160 },
        { shape: "semicircle", at: ["curve"], turn: 30 },
      ],
      choices: [move(0, "long"), "key", move(1, "corner"), swap(0, "rightTrap", ["short"])],
    }),
  },
  {
    id: "AO-017",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "cross", at: ["inner"], turn: 20 },
        { shape: "tallTri", at: ["apex"], turn: 250 },
      ],
      choices: [move(0, "arm"), move(0, "armCorner"), move(1, "base"), "key"],
    }),
  },
  {
    id: "AO-018",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rhombus", at: ["sharp"], turn: 70 },
        { shape: "rect", at: ["short"], turn: 100 },
      ],
      choices: ["key", move(0, "blunt"), swap(0, "square", ["corner"]), move(1, "corner")],
      tip: "A rhombus has two sharp and two blunt corners; a square's corners are all right angles",
    }),
  },
  {
    id: "AO-019",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "tShape", at: ["inner"], turn: 250 },
        { shape: "equilateral", at: ["corner"], turn: 50 },
      ],
      choices: [move(0, "bar"), move(1, "side"), "key", move(0, "stem")],
    }),
  },
  {
    id: "AO-020",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "quarter", at: ["curve"], turn: 300 },
        { shape: "rightTri", at: ["right"], turn: 160 },
      ],
      choices: [move(0, "straight"), "key", move(0, "point"), move(1, "hyp")],
    }),
  },
  {
    id: "AO-021",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "lShape", at: ["foot"], turn: 200 },
        { shape: "circle", at: ["edge"], turn: 0 },
      ],
      choices: [move(0, "top"), mirror(0), move(1, "center"), "key"],
      tip: "The short arm and the long arm of the L are different lengths, so check which arm's end carries the dot",
    }),
  },
  {
    id: "AO-022",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "octagon", at: ["side"], turn: 0 },
        { shape: "parallelogram", at: ["short"], turn: 140 },
      ],
      choices: ["key", move(0, "corner"), mirror(1), move(1, "long")],
    }),
  },
  {
    id: "AO-023",
    topic: "connectors",
    difficulty: "medium",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "house", at: ["eave"], turn: 30 },
        { shape: "semicircle", at: ["corner"], turn: 250 },
      ],
      choices: [move(0, "foot"), move(0, "peak"), "key", move(1, "curve")],
      tip: "On the house shape, the lower corners of the roof are blunt (wider than a right angle), while the bottom corners are square",
    }),
  },
  // =========================================================================== connectors: hard
  {
    id: "AO-024",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "circle", at: ["edge"], turn: 0 },
        { shape: "rect", at: ["short", "center"], turn: 35 },
        { shape: "rightTri", at: ["right"], turn: 130 },
      ],
      choices: [move(1, "corner", 1), "key", move(2, "hyp"), move(0, "center")],
      tip: "With three shapes, check every dot in turn; a figure is wrong if even one line ends in the wrong place",
    }),
  },
  {
    id: "AO-025",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "square", at: ["side"], turn: 25 },
        { shape: "equilateral", at: ["corner", "side"], turn: 80 },
        { shape: "semicircle", at: ["curve"], turn: 300 },
      ],
      choices: [move(0, "corner"), move(2, "flat"), move(1, "center", 1), "key"],
    }),
  },
  {
    id: "AO-026",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "lShape", at: ["heel"], turn: 60 },
        { shape: "square", at: ["corner", "center"], turn: 15 },
        { shape: "tallTri", at: ["apex"], turn: 160 },
      ],
      choices: ["key", mirror(0), move(1, "side", 0), move(2, "base")],
    }),
  },
  {
    id: "AO-027",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "semicircle", at: ["corner"], turn: 190 },
        { shape: "tallTri", at: ["apex", "baseMid"], turn: 100 },
        { shape: "parallelogram", at: ["sharp"], turn: 20 },
      ],
      choices: [mirror(2), move(1, "leg", 0), "key", move(0, "flat")],
    }),
  },
  {
    id: "AO-028",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rightTri", at: ["sharp"], turn: 220 },
        { shape: "pentagon", at: ["corner", "side"], turn: 20 },
        { shape: "circle", at: ["center"], turn: 0 },
      ],
      choices: [move(0, "wide"), "key", move(1, "center", 1), swap(2, "octagon", ["center"])],
    }),
  },
  {
    id: "AO-029",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "lShape", at: ["inner"], turn: 300 },
        { shape: "rightTrap", at: ["sharp"], turn: 40 },
      ],
      choices: [mirror(0), mirror(1), move(1, "blunt"), "key"],
      tip: "Both shapes are lopsided, so a flipped copy of either one is a different shape; compare each with the top before looking at the dots",
    }),
  },
  {
    id: "AO-030",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "parallelogram", at: ["blunt"], turn: 110 },
        { shape: "rightTri", at: ["wide"], turn: 15 },
      ],
      choices: ["key", mirror(0), move(1, "sharp"), move(0, "sharp")],
    }),
  },
  {
    id: "AO-031",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "rightTrap", at: ["blunt"], turn: 250 },
        { shape: "lShape", at: ["foot"], turn: 80 },
      ],
      choices: [move(0, "sharp"), mirror(1), "key", mirror(0)],
    }),
  },
  {
    id: "AO-032",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "quarter", at: ["curve"], turn: 140 },
        { shape: "tShape", at: ["top", "stem"], turn: 200 },
        { shape: "hexagon", at: ["corner"], turn: 0 },
      ],
      choices: [move(1, "bar", 0), move(0, "point"), move(2, "center"), "key"],
    }),
  },
  {
    id: "AO-033",
    topic: "connectors",
    difficulty: "hard",
    stem: CONNECT,
    options: FIGURES,
    ...connectors({
      shapes: [
        { shape: "house", at: ["floor"], turn: 150 },
        { shape: "cross", at: ["arm", "center"], turn: 30 },
        { shape: "rightTri", at: ["hyp"], turn: 290 },
      ],
      choices: [move(1, "inner", 0), "key", move(2, "longLeg"), move(0, "peak")],
    }),
  },
  // =========================================================================== puzzle pieces: easy
  {
    id: "AO-034",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: slices([180, 360, 450, 540]),
      names: ["a half circle", "a quarter circle", "a quarter circle"],
      turns: [35, 150, 260],
      keyWhy: "the half circle and the two quarter circles fill the circle exactly, with nothing left over",
      keyAlt: "a circle made of one half circle and two quarter circles",
      choices: [
        {
          pieces: slices([180, 360, 480, 540]),
          why: "divides the lower half into a one-third slice and a one-sixth slice instead of two equal quarter circles",
          alt: "a circle made of a half circle, a slice one-third of the circle and a slice one-sixth of the circle",
        },
        "key",
        {
          pieces: slices([0, 90, 180, 270, 360]),
          why: "needs four quarter circles, but one of the pieces shown is a half circle",
          alt: "a circle cut into four equal quarter circles",
        },
        { pieces: slices([0, 180, 360]), why: "has only two pieces, two half circles", alt: "a circle cut into two half circles" },
      ],
      spin: [20, 60, 10, 90],
    }),
  },
  {
    id: "AO-035",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [P(0, 0, 2, 0, 1, 1), P(2, 0, 2, 2, 1, 1), P(2, 2, 0, 2, 1, 1), P(0, 2, 0, 0, 1, 1)],
      names: ["a right triangle", "a right triangle", "a right triangle", "a right triangle"],
      summary: "four identical right triangles, each with two equal sides",
      turns: [0, 45, 170, 260],
      keyWhy: "the four identical triangles meet at their square corners in the middle and make a square",
      keyAlt: "a square cut along both diagonals into four identical triangles",
      choices: [
        "key",
        {
          pieces: [R(0, 0, 1, 1), R(1, 0, 1, 1), R(0, 1, 1, 1), R(1, 1, 1, 1)],
          why: "is cut into four small squares, not triangles",
          alt: "a square cut into four small squares",
        },
        {
          pieces: [P(0, 0, 2, 0, 2, 2), P(0, 0, 2, 2, 0, 2)],
          why: "is cut along only one diagonal, into two large triangles",
          alt: "a square cut along one diagonal into two large triangles",
        },
        {
          pieces: [P(0, 0, 2.6, 0, 1.3, 0.8), P(2.6, 0, 2.6, 1.6, 1.3, 0.8), P(2.6, 1.6, 0, 1.6, 1.3, 0.8), P(0, 1.6, 0, 0, 1.3, 0.8)],
          why: "is a rectangle, and its diagonals make two wide triangles and two narrow ones rather than four identical ones",
          alt: "a rectangle cut along both diagonals into two wide triangles and two narrow triangles",
        },
      ],
      spin: [45, 45, 0, 90],
    }),
  },
  {
    id: "AO-036",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(0, 0, 2, 2), R(2, 0, 1, 1), R(2, 1, 1, 1)],
      names: ["a large square", "a small square", "a small square"],
      turns: [10, 30, 60],
      order: [1, 0, 2],
      keyWhy: "the two small squares stack beside the large square to make a rectangle",
      keyAlt: "a rectangle made of one large square and two small squares stacked beside it",
      choices: [
        {
          pieces: [R(0, 0, 2, 2), R(2, 0, 1, 2)],
          why: "has one narrow rectangle where the two small squares should be",
          alt: "a rectangle made of a large square and one narrow rectangle",
        },
        {
          pieces: [R(0, 0, 1, 2), R(1, 0, 1, 2), R(2, 0, 1, 2)],
          why: "is made of three narrow strips and has no large square",
          alt: "a rectangle made of three identical narrow strips",
        },
        "key",
        {
          pieces: [R(0, 0, 2, 2), P(2, 0, 3, 0, 3, 2), P(2, 0, 3, 2, 2, 2)],
          why: "fills the end with two triangles instead of two small squares",
          alt: "a rectangle made of a large square and two long thin triangles",
        },
      ],
      spin: [0, 90, 180, 90],
    }),
  },
  {
    id: "AO-037",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(0, 1, 2, 2), P(0, 1, 1, 0, 1, 1), P(1, 0, 2, 1, 1, 1)],
      names: ["a square", "a small right triangle", "a small right triangle"],
      turns: [20, 135, 250],
      keyWhy: "the two small triangles form a roof that sits exactly on top of the square",
      keyAlt: "a house shape: a square with a roof made of two small triangles",
      choices: [
        {
          pieces: [R(0, 1, 2, 2), P(0, 1, 1, 0, 2, 1)],
          why: "has a one-piece roof instead of two small triangles",
          alt: "a house shape with a square and a one-piece triangular roof",
        },
        {
          pieces: [R(0, 1, 2, 2), P(0, 1, 1, -0.7, 1, 1), P(1, -0.7, 2, 1, 1, 1)],
          why: "has a steeper roof made of taller triangles than the ones shown",
          alt: "a house shape with a square and a tall, steep roof made of two triangles",
        },
        {
          pieces: [R(0, 1, 2, 1.3), P(0, 1, 1, 0, 1, 1), P(1, 0, 2, 1, 1, 1)],
          why: "uses a short rectangle for the body instead of the square",
          alt: "a house shape with a wide, short rectangle under a roof of two small triangles",
        },
        "key",
      ],
      spin: [180, 0, 90, 270],
    }),
  },
  {
    id: "AO-038",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [S(1, 1, 1, 180, 270), S(1, 1, 1, 270, 360), P(0, 1, 2, 1, 1, 3.4)],
      names: ["a quarter circle", "a quarter circle", "a tall triangle"],
      turns: [200, 60, 100],
      order: [2, 0, 1],
      keyWhy: "the two quarter circles make a half circle that sits on the wide end of the tall triangle, like a scoop on a cone",
      keyAlt: "a cone shape: a tall triangle topped by a half circle made of two quarter circles",
      choices: [
        "key",
        {
          pieces: [S(1, 1, 1, 180, 270), S(1, 1, 1, 270, 360), P(0, 1, 2, 1, 1, 2.3)],
          why: "uses a shorter triangle than the one shown",
          alt: "a cone shape with a short triangle topped by two quarter circles",
        },
        {
          pieces: [S(1, 1, 1, 180, 360), P(0, 1, 2, 1, 1, 3.4)],
          why: "has a single half circle on top instead of two quarter circles",
          alt: "a cone shape with a tall triangle topped by a one-piece half circle",
        },
        {
          pieces: [S(1, 1, 1, 180, 240), S(1, 1, 1, 240, 360), P(0, 1, 2, 1, 1, 3.4)],
          why: "splits the top into a small slice and a large slice instead of two equal quarter circles",
          alt: "a cone shape with a tall triangle topped by a half circle cut into one small and one large slice",
        },
      ],
      spin: [0, 180, 90, 0],
    }),
  },
  {
    id: "AO-039",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [h(0), h(1), h(2), h(3)],
        [O, h(3), h(4)],
        [O, h(4), h(5)],
        [O, h(5), h(0)],
      ],
      names: ["a trapezoid", "a small triangle", "a small triangle", "a small triangle"],
      summary: "a trapezoid and three identical small triangles with equal sides",
      turns: [180, 30, 90, 200],
      order: [1, 0, 2, 3],
      keyWhy: "the three small triangles fill one half of the hexagon and the trapezoid fills the other half",
      keyAlt: "a hexagon made of a trapezoid (one half) and three small triangles (the other half)",
      choices: [
        {
          pieces: [
            [h(0), h(1), h(2), h(3)],
            [h(3), h(4), h(5), h(0)],
          ],
          why: "is made of two trapezoids, with no small triangles",
          alt: "a hexagon made of two trapezoids",
        },
        "key",
        {
          pieces: [0, 1, 2, 3, 4, 5].map((k) => [O, h(k), h(k + 1)]),
          why: "is cut into six triangles, so it has no trapezoid",
          alt: "a hexagon cut into six identical triangles",
        },
        {
          pieces: [
            [h(0), h(1), h(2), h(3)],
            [O, h(3), h(4), h(5)],
            [O, h(5), h(0)],
          ],
          why: "joins two of the small triangles into a diamond, so it has only three pieces",
          alt: "a hexagon made of a trapezoid, a diamond and one small triangle",
        },
      ],
      spin: [0, 30, 0, 60],
    }),
  },
  {
    id: "AO-040",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [OCT[4]!, OCT[5]!, OCT[6]!, OCT[7]!],
        [OCT[7]!, OCT[0]!, OCT[3]!, OCT[4]!],
        [OCT[0]!, OCT[1]!, OCT[2]!, OCT[3]!],
      ],
      names: ["a trapezoid", "a rectangle", "a trapezoid"],
      turns: [180, 90, 20],
      keyWhy: "the rectangle goes in the middle and a trapezoid fits along each of its long sides to make an octagon",
      keyAlt: "an octagon made of a rectangle across the middle and a trapezoid above and below it",
      choices: [
        {
          pieces: [
            [[-OCT[0]![0], 0], OCT[4]!, OCT[5]!, OCT[6]!, OCT[7]!, [OCT[0]![0], 0]],
            [[OCT[0]![0], 0], OCT[0]!, OCT[1]!, OCT[2]!, OCT[3]!, [-OCT[0]![0], 0]],
          ],
          why: "is cut straight across into two halves",
          alt: "an octagon cut into two halves",
        },
        {
          pieces: [
            [OCT[4]!, OCT[5]!, OCT[6]!, OCT[7]!].map(([x, y]) => [x, y - 0.25] as Pt),
            [
              [OCT[7]![0], OCT[7]![1] - 0.25],
              [OCT[0]![0], OCT[0]![1] + 0.25],
              [OCT[3]![0], OCT[3]![1] + 0.25],
              [OCT[4]![0], OCT[4]![1] - 0.25],
            ],
            [OCT[0]!, OCT[1]!, OCT[2]!, OCT[3]!].map(([x, y]) => [x, y + 0.25] as Pt),
          ],
          why: "uses a taller rectangle, so its octagon is stretched",
          alt: "a stretched octagon made of two trapezoids and a tall rectangle",
        },
        "key",
        {
          pieces: [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [O, OCT[k]!, OCT[(k + 1) % 8]!]),
          why: "is cut into eight triangles",
          alt: "an octagon cut from the center into eight triangles",
        },
      ],
      spin: [90, 0, 90, 22.5],
    }),
  },
  {
    id: "AO-041",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: slices([-90, 30, 150, 270]),
      names: ["a slice one-third of a circle", "a slice one-third of a circle", "a slice one-third of a circle"],
      summary: "three identical slices, each one-third of a circle",
      turns: [0, 80, 200],
      keyWhy: "three identical one-third slices make exactly one whole circle",
      keyAlt: "a circle cut into three equal slices",
      choices: [
        {
          pieces: slices([-90, 60, 180, 270]),
          why: "uses three slices of different sizes",
          alt: "a circle cut into three slices of different sizes",
        },
        {
          pieces: slices([0, 90, 180, 270, 360]),
          why: "is cut into four quarter circles, which are smaller than the one-third slices",
          alt: "a circle cut into four quarter circles",
        },
        {
          pieces: slices([-90, 150, 270]),
          why: "has only two pieces, one of them two-thirds of the circle",
          alt: "a circle cut into a two-thirds slice and a one-third slice",
        },
        "key",
      ],
      spin: [30, 45, 100, 40],
    }),
  },
  {
    id: "AO-042",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(1, 0, 1, 1), P(0, 1, 1, 0, 1, 1), P(2, 0, 3, 1, 2, 1)],
      names: ["a small square", "a small right triangle", "a small right triangle"],
      turns: [15, 90, 200],
      order: [1, 0, 2],
      keyWhy: "a triangle fits against each side of the square to make a trapezoid",
      keyAlt: "a trapezoid made of a square in the middle with a small triangle on each side",
      choices: [
        {
          pieces: [R(1, 0, 1.8, 1), P(0, 1, 1, 0, 1, 1), P(2.8, 0, 3.8, 1, 2.8, 1)],
          why: "uses a rectangle that is longer than the square",
          alt: "a long trapezoid made of a rectangle with a small triangle on each side",
        },
        "key",
        {
          pieces: [R(1, 0, 1, 1), P(0, 1, 1, 0, 1, 1), P(2, 0, 3.6, 1, 2, 1)],
          why: "has one triangle that is longer and flatter than the ones shown",
          alt: "a lopsided trapezoid made of a square with a small triangle on one side and a long flat triangle on the other",
        },
        {
          pieces: [R(1, 0, 1, 1), P(0, 1, 1, 0, 1, 1)],
          why: "is missing one of the triangles",
          alt: "a shape made of a square and only one triangle",
        },
      ],
      spin: [0, 180, 0, 180],
    }),
  },
  {
    id: "AO-043",
    topic: "puzzle pieces",
    difficulty: "easy",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [T0, M01, M20],
        [M01, T1, M12],
        [M20, M12, T2],
        [M01, M12, M20],
      ],
      names: ["a small triangle", "a small triangle", "a small triangle", "a small triangle"],
      summary: "four identical small triangles with equal sides",
      turns: [0, 60, 30, 90],
      keyWhy: "three small triangles point outward at the corners and the fourth fits upside down in the middle, making one large triangle",
      keyAlt: "a large triangle made of four identical small triangles",
      choices: [
        {
          pieces: [
            [T0, M01, M20],
            [M20, M01, T1, T2],
          ],
          why: "has only two pieces: a small triangle and a trapezoid",
          alt: "a large triangle made of a small triangle and a trapezoid",
        },
        {
          pieces: [
            [T0, T1, [1, (2 * SQ3) / 3]],
            [T1, T2, [1, (2 * SQ3) / 3]],
            [T2, T0, [1, (2 * SQ3) / 3]],
          ],
          why: "is cut from its center into three wide triangles",
          alt: "a large triangle cut from its center into three wide triangles",
        },
        "key",
        {
          pieces: [
            [T0, T1, M12],
            [T0, M12, T2],
          ],
          why: "is cut down the middle into two halves",
          alt: "a large triangle cut down the middle into two halves",
        },
      ],
      spin: [0, 180, 60, 0],
    }),
  },
  // =========================================================================== puzzle pieces: medium
  {
    id: "AO-044",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [P(0, 0, 2, 0, 2, 0.6, 0, 1.4), P(0, 1.4, 1, 1.0, 1, 2, 0, 2), P(1, 1.0, 2, 0.6, 2, 2, 1, 2)],
      names: ["a wide piece with a slanted edge", "a short piece with a slanted edge", "a taller piece with a slanted edge"],
      turns: [170, 80, 290],
      order: [2, 0, 1],
      keyWhy:
        "the two narrow pieces stand side by side under the wide piece, and the slanted edges line up into one straight cut across a square",
      keyAlt:
        "a square with one slanted cut across it; the part below the cut is split by an upright cut into a short piece and a taller piece",
      choices: [
        {
          pieces: mirrorPieces([P(0, 0, 2, 0, 2, 0.6, 0, 1.4), P(0, 1.4, 1, 1.0, 1, 2, 0, 2), P(1, 1.0, 2, 0.6, 2, 2, 1, 2)]),
          why: "is the mirror image: its slanted cut runs the other way, so every piece is flipped over",
          alt: "the same kind of square, but as a mirror image, with every piece flipped over",
        },
        {
          pieces: [P(0, 0, 2, 0, 2, 0.6, 0, 1.4), P(0, 1.4, 2, 0.6, 2, 2, 0, 2)],
          why: "leaves the part below the slanted cut in one piece, so it has only two pieces",
          alt: "a square with one slanted cut, making just two pieces",
        },
        "key",
        {
          pieces: [P(0, 0, 2, 0, 2, 0.8, 0, 1.2), P(0, 1.2, 1, 1.0, 1, 2, 0, 2), P(1, 1.0, 2, 0.8, 2, 2, 1, 2)],
          why: "has a flatter slanted cut, so none of its pieces match the ones shown",
          alt: "a square with a gently sloping cut and an upright cut below it, making three pieces of different shapes from those shown",
        },
      ],
      spin: [90, 0, 270, 0],
      tip: "When pieces have slanted edges, check which end of each piece is taller; a flipped piece has its tall end on the other side",
    }),
  },
  {
    id: "AO-045",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        regular(60, 0.45, -90),
        annularSector(0, 0, 0.45, 1, -90, 30),
        annularSector(0, 0, 0.45, 1, 30, 150),
        annularSector(0, 0, 0.45, 1, 150, 270),
      ],
      names: ["a small circle", "a curved ring piece", "a curved ring piece", "a curved ring piece"],
      summary: "a small circle and three identical curved pieces, each one-third of a ring",
      turns: [0, 40, 170, 280],
      keyWhy: "the three curved pieces join end to end into a ring, and the small circle fills the hole in the middle",
      keyAlt: "a circle made of a small center circle surrounded by a ring cut into three equal curved pieces",
      choices: [
        "key",
        {
          pieces: [regular(60, 0.45, -90), ...[0, 90, 180, 270].map((a) => annularSector(0, 0, 0.45, 1, a, a + 90))],
          why: "cuts the ring into four pieces, which are shorter than the curved pieces shown",
          alt: "a circle made of a small center circle and a ring cut into four curved pieces",
        },
        {
          pieces: [regular(60, 0.3, -90), ...[-90, 30, 150].map((a) => annularSector(0, 0, 0.3, 1, a, a + 120))],
          why: "has a smaller center circle, so its ring pieces are thicker than the ones shown",
          alt: "a circle made of a very small center circle and a thick ring cut into three curved pieces",
        },
        {
          pieces: [regular(60, 0.45, -90), annularSector(0, 0, 0.45, 1, -90, 90), annularSector(0, 0, 0.45, 1, 90, 270)],
          why: "has only two ring pieces, each half of the ring",
          alt: "a circle made of a small center circle and a ring cut into two halves",
        },
      ],
      spin: [30, 45, 60, 90],
    }),
  },
  {
    id: "AO-046",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [P(0, 0, 1, 0, 1, 1, 3, 1, 3, 2, 0, 2), R(1, 0, 1, 1), R(2, 0, 1, 1)],
      names: ["an L-shaped piece", "a small square", "a small square"],
      turns: [90, 20, 45],
      order: [1, 0, 2],
      keyWhy: "the two small squares sit in the notch of the L-shaped piece, completing a rectangle",
      keyAlt: "a rectangle made of an L-shaped piece with two small squares filling its notch",
      choices: [
        {
          pieces: mirrorPieces([P(0, 0, 1, 0, 1, 1, 3, 1, 3, 2, 0, 2), R(1, 0, 1, 1), R(2, 0, 1, 1)]),
          why: "uses a flipped (mirror-image) L-shaped piece, which turning the L shown cannot produce",
          alt: "a rectangle made of a mirror-image (flipped) L-shaped piece and two small squares",
        },
        {
          pieces: [P(0, 0, 1, 0, 1, 1, 3, 1, 3, 2, 0, 2), R(1, 0, 2, 1)],
          why: "fills the notch with one rectangle instead of two small squares",
          alt: "a rectangle made of the L-shaped piece and one small rectangle",
        },
        {
          pieces: [P(0, 0, 1, 0, 1, 1, 3, 1, 3, 2, 0, 2), R(1, 0, 1, 1), P(2, 0, 3, 0, 3, 1), P(2, 0, 3, 1, 2, 1)],
          why: "cuts one of the small squares into two triangles",
          alt: "a rectangle made of the L-shaped piece, one small square and two small triangles",
        },
        "key",
      ],
      spin: [180, 0, 0, 90],
      tip: "An L with arms of different lengths has a left-handed and a right-handed version; turning never changes one into the other",
    }),
  },
  {
    id: "AO-047",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [0, 2, 4].map((k) => [O, hp(k), hp(k + 1), hp(k + 2)]),
      names: ["a diamond", "a diamond", "a diamond"],
      summary: "three identical diamonds (rhombuses)",
      turns: [0, 30, 90],
      keyWhy: "the three diamonds meet at their blunt corners in the center and make a hexagon",
      keyAlt: "a hexagon made of three identical diamonds meeting at the center",
      choices: [
        {
          pieces: [0, 1, 2, 3, 4, 5].map((k) => [O, hp(k), hp(k + 1)]),
          why: "is cut into six small triangles",
          alt: "a hexagon cut into six small triangles",
        },
        "key",
        {
          pieces: [
            [O, hp(0), hp(1), hp(2)],
            [O, hp(2), hp(3), hp(4)],
            [O, hp(4), hp(5)],
            [O, hp(5), hp(0)],
          ],
          why: "splits one of the diamonds into two triangles",
          alt: "a hexagon made of two diamonds and two small triangles",
        },
        {
          pieces: [0, 2, 4].map((k) => [O, hp(k), hp(k + 1), hp(k + 2)].map(([x, y]) => [x * 1.35, y] as Pt)),
          why: "is a stretched hexagon whose pieces are longer and narrower than the diamonds shown",
          alt: "a wide, stretched hexagon made of three slanted four-sided pieces",
        },
      ],
      spin: [30, 30, 90, 90],
    }),
  },
  {
    id: "AO-048",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(-1, 0, 2, 2), S(0, 0, 1, 180, 240), S(0, 0, 1, 240, 300), S(0, 0, 1, 300, 360)],
      names: ["a square", "a slice one-sixth of a circle", "a slice one-sixth of a circle", "a slice one-sixth of a circle"],
      summary: "a square and three identical slices, each one-sixth of a circle",
      turns: [15, 0, 100, 220],
      order: [1, 0, 2, 3],
      keyWhy: "the three equal slices make a half circle that sits on top of the square, like a tombstone",
      keyAlt: "a tombstone shape: a square with a half circle on top made of three equal slices",
      choices: [
        "key",
        {
          pieces: [R(-1, 0, 2, 2), S(0, 0, 1, 180, 270), S(0, 0, 1, 270, 315), S(0, 0, 1, 315, 360)],
          why: "cuts the top into a quarter circle and two thin slices instead of three equal slices",
          alt: "a tombstone shape whose top is a quarter circle and two thin slices",
        },
        {
          pieces: [R(-1, 0, 2, 2), S(0, 0, 1, 180, 270), S(0, 0, 1, 270, 360)],
          why: "has only two slices on top, two quarter circles",
          alt: "a tombstone shape whose top is two quarter circles",
        },
        {
          pieces: [R(-1, 0, 2, 1.4), S(0, 0, 1, 180, 240), S(0, 0, 1, 240, 300), S(0, 0, 1, 300, 360)],
          why: "uses a rectangle that is shorter than the square shown",
          alt: "a short tombstone shape: a wide rectangle topped by three equal slices",
        },
      ],
      spin: [90, 270, 180, 0],
    }),
  },
  {
    id: "AO-049",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        P(0.7071, 0.7071, -0.7071, 0.7071, -0.7071, -0.7071, 0.7071, -0.7071),
        arc(0, 0, 1, -45, 45),
        arc(0, 0, 1, 45, 135),
        arc(0, 0, 1, 135, 225),
        arc(0, 0, 1, 225, 315),
      ],
      names: ["a square", "a thin curved cap", "a thin curved cap", "a thin curved cap", "a thin curved cap"],
      summary: "a square and four identical thin curved caps",
      turns: [20, 0, 70, 150, 240],
      keyWhy: "one thin cap fits along each side of the square, rounding it into a circle",
      keyAlt: "a circle made of a square in the middle with a thin curved cap on each side",
      choices: [
        {
          pieces: [
            P(0.7071, 0.7071, -0.7071, 0.7071, -0.7071, -0.7071, 0.7071, -0.7071),
            S(0.7071, 0, 0.7071, -90, 90),
            S(0, 0.7071, 0.7071, 0, 180),
            S(-0.7071, 0, 0.7071, 90, 270),
            S(0, -0.7071, 0.7071, 180, 360),
          ],
          why: "has half circles on the sides, which bulge out much farther than the thin caps shown",
          alt: "a four-leaf shape: a square with a half circle on each side",
        },
        {
          pieces: slices([0, 90, 180, 270, 360]),
          why: "is four quarter circles, with no square and no thin caps",
          alt: "a circle cut into four quarter circles",
        },
        "key",
        {
          pieces: [
            P(0.8, 0.6, -0.8, 0.6, -0.8, -0.6, 0.8, -0.6),
            arc(0, 0, 1, -36.87, 36.87),
            arc(0, 0, 1, 36.87, 143.13),
            arc(0, 0, 1, 143.13, 216.87),
            arc(0, 0, 1, 216.87, 323.13),
          ],
          why: "has a rectangle in the middle, with caps of two different sizes",
          alt: "a circle made of a rectangle in the middle, two larger caps and two smaller caps",
        },
      ],
      spin: [30, 45, 15, 90],
    }),
  },
  {
    id: "AO-050",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [[1.5, 0], br(1 / 3), bl(1 / 3)],
        [bl(1 / 3), br(1 / 3), br(2 / 3), bl(2 / 3)],
        [bl(2 / 3), br(2 / 3), [3, BH], [0, BH]],
      ],
      names: ["a small triangle", "a narrow trapezoid", "a wide trapezoid"],
      turns: [60, 180, 20],
      order: [1, 2, 0],
      keyWhy:
        "the small triangle sits on the narrow trapezoid, which sits on the wide one, making one large triangle in three equal-height bands",
      keyAlt: "a large triangle cut by two level cuts into a small triangle, a narrow trapezoid and a wide trapezoid",
      choices: [
        {
          pieces: [
            [[1.5, 0], br(0.45), bl(0.45)],
            [bl(0.45), br(0.45), br(0.75), bl(0.75)],
            [bl(0.75), br(0.75), [3, BH], [0, BH]],
          ],
          why: "has its cuts at different heights, so the top triangle is too big and the bands are the wrong sizes",
          alt: "a large triangle cut by two level cuts placed lower down, making a larger top triangle and thinner bands",
        },
        {
          pieces: [
            [[1.5, 0], br(2 / 3), bl(2 / 3)],
            [bl(2 / 3), br(2 / 3), [3, BH], [0, BH]],
          ],
          why: "joins the small triangle and the narrow trapezoid into one piece",
          alt: "a large triangle cut by one level cut into a triangle and a trapezoid",
        },
        {
          pieces: [
            [[1.5, 0], br(1 / 3), bl(1 / 3)],
            [bl(1 / 3), br(1 / 3), br(2 / 3), bl(2 / 3)],
            [bl(2 / 3), [1.5, BH * (2 / 3)], [1.5, BH], [0, BH]],
            [[1.5, BH * (2 / 3)], br(2 / 3), [3, BH], [1.5, BH]],
          ],
          why: "cuts the wide trapezoid into two pieces",
          alt: "a large triangle made of a small triangle, a narrow trapezoid and a wide band split in two by an upright cut",
        },
        "key",
      ],
      spin: [0, 0, 180, 0],
    }),
  },
  {
    id: "AO-051",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [PENT[0]!, PENT[1]!, PENT[4]!],
        [PENT[1]!, PENT[2]!, PENT[3]!],
        [PENT[1]!, PENT[3]!, PENT[4]!],
      ],
      names: ["a wide triangle", "a wide triangle", "a tall narrow triangle"],
      summary: "two identical wide (blunt) triangles and one tall narrow triangle",
      turns: [180, 40, 100],
      keyWhy: "the tall narrow triangle goes in the middle, with a wide triangle against each of its long sides, making a regular pentagon",
      keyAlt: "a regular pentagon made of a tall narrow triangle in the middle with a wide triangle on each side",
      choices: [
        {
          pieces: [0, 1, 2, 3, 4].map((k) => [O, PENT[k]!, PENT[(k + 1) % 5]!]),
          why: "is cut from the center into five identical triangles",
          alt: "a pentagon cut from the center into five identical triangles",
        },
        "key",
        {
          pieces: [
            [PENT[0]!, PENT[1]!, PENT[4]!],
            [PENT[1]!, PENT[2]!, PENT[3]!, PENT[4]!],
          ],
          why: "leaves the bottom as one trapezoid, so it has only two pieces",
          alt: "a pentagon cut into a wide triangle on top and a trapezoid below",
        },
        {
          pieces: [P(-0.8, -0.2, 0, -1, 0.8, -0.2), P(-0.8, -0.2, 0.8, -0.2, 0.8, 0.8), P(-0.8, -0.2, 0.8, 0.8, -0.8, 0.8)],
          why: "is a house shape made of a roof triangle and two right triangles, not a regular pentagon",
          alt: "a house shape: a roof triangle on a rectangle that is cut into two right triangles",
        },
      ],
      spin: [36, 36, 180, 0],
    }),
  },
  {
    id: "AO-052",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [P(1, 0, 2, 1, 1, 2, 0, 1), P(0, 0, 1, 0, 0, 1), P(1, 0, 2, 0, 2, 1), P(2, 1, 2, 2, 1, 2), P(1, 2, 0, 2, 0, 1)],
      names: [
        "a tilted square (diamond)",
        "a small right triangle",
        "a small right triangle",
        "a small right triangle",
        "a small right triangle",
      ],
      summary: "a tilted square (diamond) and four identical small right triangles",
      turns: [45, 0, 90, 180, 270],
      keyWhy: "the four small triangles fill the four corners around the diamond, making a larger square",
      keyAlt: "a square made of a diamond touching the middle of each side, with a small triangle in each corner",
      choices: [
        "key",
        {
          pieces: [
            P(1.3, 0, 2, 1.3, 0.7, 2, 0, 0.7),
            P(0, 0, 1.3, 0, 0, 0.7),
            P(1.3, 0, 2, 0, 2, 1.3),
            P(2, 1.3, 2, 2, 0.7, 2),
            P(0.7, 2, 0, 2, 0, 0.7),
          ],
          why: "has a larger, more tilted inner square, so its corner triangles are long and thin instead of having two equal sides",
          alt: "a square made of a tilted inner square and four long thin corner triangles",
        },
        {
          pieces: [
            P(1, 0, 2, 1, 0, 1),
            P(2, 1, 1, 2, 0, 1),
            P(0, 0, 1, 0, 0, 1),
            P(1, 0, 2, 0, 2, 1),
            P(2, 1, 2, 2, 1, 2),
            P(1, 2, 0, 2, 0, 1),
          ],
          why: "cuts the diamond into two triangles, so it has six pieces",
          alt: "a square made of four small corner triangles and a diamond cut into two triangles",
        },
        {
          pieces: [P(0, 0, 2, 0, 1, 1), P(2, 0, 2, 2, 1, 1), P(2, 2, 0, 2, 1, 1), P(0, 2, 0, 0, 1, 1)],
          why: "is cut along its diagonals into four large triangles and has no diamond",
          alt: "a square cut along both diagonals into four large triangles",
        },
      ],
      spin: [0, 0, 0, 0],
    }),
  },
  {
    id: "AO-053",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(0, 0, 1, 2), R(1, 0, 1, 2), P(2, 0, 3, 2, 2, 2)],
      names: ["a rectangle", "a rectangle", "a right triangle"],
      turns: [0, 90, 160],
      order: [2, 0, 1],
      keyWhy:
        "the two rectangles stand side by side and the right triangle fits against the last one with its longer leg along the rectangle, making a trapezoid",
      keyAlt: "a trapezoid made of two upright rectangles side by side and a right triangle on one end",
      choices: [
        {
          pieces: mirrorPieces([R(0, 0, 1, 2), R(1, 0, 1, 2), P(2, 0, 3, 2, 2, 2)]),
          why: "uses a flipped (mirror-image) copy of the triangle, which no turn of the triangle shown can match",
          alt: "the same kind of trapezoid, but as a mirror image, with the triangle flipped over",
        },
        {
          pieces: [R(0, 0, 1, 2), R(1, 0, 1, 2), P(2, 0, 3.6, 2, 2, 2)],
          why: "uses a wider triangle than the one shown",
          alt: "a trapezoid made of two rectangles and a wide, flat right triangle",
        },
        {
          pieces: [R(0, 0, 2, 2), P(2, 0, 3, 2, 2, 2)],
          why: "has one square instead of two rectangles",
          alt: "a trapezoid made of one square and a right triangle",
        },
        "key",
      ],
      spin: [180, 0, 0, 90],
      tip: "A right triangle with unequal legs comes in a left-handed and a right-handed version, and turning it never changes one into the other",
    }),
  },
  {
    id: "AO-054",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(0, 0, 2, 1), S(0, 0.5, 0.5, 90, 270), S(2, 0.5, 0.5, -90, 90)],
      names: ["a rectangle", "a half circle", "a half circle"],
      turns: [90, 30, 200],
      order: [1, 0, 2],
      keyWhy: "a half circle caps each short end of the rectangle, making a rounded racetrack shape",
      keyAlt: "a racetrack shape: a rectangle with a half circle on each short end",
      choices: [
        {
          pieces: [R(0, 0, 2, 1), P(0, 0, -0.5, 0.5, 0, 1), P(2, 0, 2.5, 0.5, 2, 1)],
          why: "has pointed triangle ends instead of half circles",
          alt: "a long six-sided shape: a rectangle with a triangle on each short end",
        },
        {
          pieces: [R(0, 0, 2.8, 1), S(0, 0.5, 0.5, 90, 270), S(2.8, 0.5, 0.5, -90, 90)],
          why: "uses a longer rectangle than the one shown",
          alt: "a long racetrack shape: a long rectangle with a half circle on each end",
        },
        "key",
        {
          pieces: [R(0, 0, 1, 1), R(1, 0, 1, 1), S(0, 0.5, 0.5, 90, 270), S(2, 0.5, 0.5, -90, 90)],
          why: "splits the rectangle into two squares",
          alt: "a racetrack shape whose middle is two squares, with a half circle on each end",
        },
      ],
      spin: [15, 0, 20, 90],
    }),
  },
  {
    id: "AO-055",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [h(5), h(1), h(2), h(4)],
        [h(5), h(0), h(1)],
        [h(2), h(3), h(4)],
      ],
      names: ["a rectangle", "a wide triangle", "a wide triangle"],
      summary: "a rectangle and two identical wide, flat triangles",
      turns: [90, 0, 40],
      keyWhy: "the two flat triangles fit against the long sides of the rectangle, making a hexagon",
      keyAlt: "a hexagon made of a rectangle in the middle and a flat triangle on each long side",
      choices: [
        {
          pieces: [
            [h(5), h(1), h(2), h(4)],
            [h(5), [1.4, 0], h(1)],
            [h(2), [-1.4, 0], h(4)],
          ],
          why: "uses longer, pointier triangles than the ones shown",
          alt: "a long six-sided shape made of a rectangle and two pointed triangles",
        },
        "key",
        {
          pieces: [
            P(0.866, -0.866, 0.866, 0.866, -0.866, 0.866, -0.866, -0.866),
            P(0.866, -0.866, 1.366, 0, 0.866, 0.866),
            P(-0.866, 0.866, -1.366, 0, -0.866, -0.866),
          ],
          why: "uses a square in the middle, which is wider than the rectangle shown",
          alt: "a six-sided shape made of a square in the middle and a flat triangle on each side",
        },
        {
          pieces: [
            [h(5), [0.5, 0], [-0.5, 0], h(4)],
            [[0.5, 0], h(1), h(2), [-0.5, 0]],
            [h(5), h(0), h(1)],
            [h(2), h(3), h(4)],
          ],
          why: "splits the rectangle into two pieces",
          alt: "a hexagon made of two small rectangles and two flat triangles",
        },
      ],
      spin: [90, 0, 90, 0],
    }),
  },
  {
    id: "AO-056",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [
        [O, [0, -1], [0.6, 0]],
        [O, [0.6, 0], [0, 1]],
        [O, [0, 1], [-0.6, 0]],
        [O, [-0.6, 0], [0, -1]],
      ],
      names: ["a right triangle", "a right triangle", "a right triangle", "a right triangle"],
      summary: "four right triangles, all the same size, each with one leg longer than the other",
      turns: [0, 100, 200, 300],
      keyWhy: "the four triangles meet at their right angles in the middle, making a diamond (rhombus)",
      keyAlt: "a diamond cut along both of its diagonals into four right triangles",
      choices: [
        {
          pieces: [
            [O, [0, -0.6], [0.6, 0]],
            [O, [0.6, 0], [0, 1.4]],
            [O, [0, 1.4], [-0.6, 0]],
            [O, [-0.6, 0], [0, -0.6]],
          ],
          why: "is a kite, whose four triangles come in two different sizes",
          alt: "a kite shape cut along its diagonals into two small triangles and two long triangles",
        },
        {
          pieces: [P(0, 0, 1.2, 0, 0.6, 1), P(1.2, 0, 1.2, 2, 0.6, 1), P(1.2, 2, 0, 2, 0.6, 1), P(0, 2, 0, 0, 0.6, 1)],
          why: "is a rectangle cut along its diagonals, which makes triangles with two equal sides rather than right triangles",
          alt: "a rectangle cut along both diagonals into four triangles",
        },
        {
          pieces: [P(0, -1, 0.6, 0, 0, 1), P(0, 1, -0.6, 0, 0, -1)],
          why: "is cut along only one diagonal, into two pieces",
          alt: "a diamond cut into two triangles",
        },
        "key",
      ],
      spin: [0, 90, 45, 90],
    }),
  },
  {
    id: "AO-057",
    topic: "puzzle pieces",
    difficulty: "medium",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [S(0, 0, 1, 180, 270), S(0, 0, 1, 270, 315), S(0, 0, 1, 315, 360)],
      names: ["a quarter circle", "an eighth of a circle", "an eighth of a circle"],
      turns: [90, 20, 150],
      order: [1, 0, 2],
      keyWhy: "the quarter circle and the two eighth slices together make a half circle",
      keyAlt: "a half circle made of a quarter circle and two thin slices, each an eighth of a circle",
      choices: [
        "key",
        {
          pieces: [S(0, 0, 1, 180, 240), S(0, 0, 1, 240, 300), S(0, 0, 1, 300, 360)],
          why: "is cut into three equal slices, none of which is a quarter circle",
          alt: "a half circle cut into three equal slices",
        },
        {
          pieces: [S(0, 0, 1, 180, 270), S(0, 0, 1, 270, 360)],
          why: "is made of two quarter circles",
          alt: "a half circle cut into two quarter circles",
        },
        {
          pieces: [S(0, 0, 1, 180, 270), S(0, 0, 1, 270, 330), S(0, 0, 1, 330, 360)],
          why: "has one larger and one smaller slice next to the quarter circle instead of two equal eighths",
          alt: "a half circle made of a quarter circle, a medium slice and a very thin slice",
        },
      ],
      spin: [180, 0, 90, 0],
    }),
  },
  // =========================================================================== puzzle pieces: hard
  {
    id: "AO-058",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 4, 2, 3, 2)],
      names: ["a square", "a right triangle", "a right triangle"],
      summary: "a square and two right triangles that are mirror images of each other",
      turns: [0, 110, 250],
      order: [1, 0, 2],
      keyWhy:
        "the two triangles are mirror images of each other, so they fit on opposite sides of the square with both slanted edges leaning inward, making a trapezoid",
      keyAlt: "a trapezoid made of a square in the middle and a right triangle on each side, slanting inward toward the top",
      choices: [
        {
          pieces: [R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 4, 0, 3, 2)],
          why: "is a parallelogram, which needs two identical triangles turned opposite ways, but the triangles shown are mirror images of each other",
          alt: "a parallelogram made of a square and two triangles that are turned copies of each other",
        },
        {
          pieces: [R(1, 0, 2.6, 2), P(0, 2, 1, 0, 1, 2), P(3.6, 0, 4.6, 2, 3.6, 2)],
          why: "uses a rectangle in place of the square",
          alt: "a long trapezoid made of a rectangle and two right triangles",
        },
        "key",
        {
          pieces: [R(1, 0, 2, 2), P(-0.5, 2, 1, 0, 1, 2), P(3, 0, 4.5, 2, 3, 2)],
          why: "uses triangles with longer bases, so its sides slope more than the pieces shown allow",
          alt: "a wide trapezoid made of a square and two long, flat right triangles",
        },
      ],
      spin: [0, 180, 0, 0],
      tip: "Before choosing, decide whether the two triangles are turned copies or mirror images of each other; that alone decides between a parallelogram and a trapezoid",
    }),
  },
  {
    id: "AO-059",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 4, 0, 3, 2)],
      names: ["a square", "a right triangle", "a right triangle"],
      summary: "a square and two identical right triangles",
      turns: [20, 200, 70],
      order: [2, 0, 1],
      keyWhy: "the two triangles are identical, so one fits on each side of the square turned the opposite way, making a parallelogram",
      keyAlt: "a parallelogram made of a square in the middle and a right triangle at each end",
      choices: [
        {
          pieces: [R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 4, 2, 3, 2)],
          why: "is a trapezoid, which needs two triangles that are mirror images of each other, but the two shown are identical",
          alt: "a trapezoid made of a square and two right triangles that are mirror images of each other",
        },
        {
          pieces: mirrorPieces([R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 4, 0, 3, 2)]),
          why: "is the mirror image, with both triangles flipped over",
          alt: "a parallelogram leaning the other way, with both triangles flipped over (mirror images of the ones shown)",
        },
        {
          pieces: [R(1, 0, 1.4, 2), P(0, 2, 1, 0, 1, 2), P(2.4, 0, 3.4, 0, 2.4, 2)],
          why: "uses a narrow rectangle in place of the square",
          alt: "a short parallelogram made of a narrow rectangle and two right triangles",
        },
        "key",
      ],
      spin: [0, 0, 180, 180],
    }),
  },
  {
    id: "AO-060",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: slantSquare(1.4, 0.6, 1),
      names: ["a piece with a slanted edge", "a piece with a slanted edge", "a piece with a slanted edge", "a piece with a slanted edge"],
      summary: "four four-sided pieces, each with one slanted edge: two identical tall ones and two identical short ones",
      turns: [0, 90, 200, 300],
      order: [2, 0, 3, 1],
      keyWhy:
        "the four pieces form a square crossed by one straight slanted cut and one upright cut, with the two identical tall pieces in opposite corners",
      keyAlt:
        "a square cut by a slanted line and an upright line into two tall pieces in opposite corners and two short pieces in the other corners",
      choices: [
        "key",
        {
          pieces: mirrorPieces(slantSquare(1.4, 0.6, 1)),
          why: "is the mirror image: its slanted cut runs the other way, so every piece is flipped over",
          alt: "the same kind of square as a mirror image, with every piece flipped over",
        },
        {
          pieces: slantSquare(1.4, 0.6, 0.8),
          why: "puts the upright cut off center, so its pieces are different widths from the ones shown",
          alt: "a square cut by a slanted line and an off-center upright line into four pieces of different widths",
        },
        {
          pieces: slantSquare(1.6, 0.4, 1),
          why: "has a steeper slanted cut, so its pieces are taller on one side than the ones shown",
          alt: "a square cut by a steep slanted line and an upright line into four pieces",
        },
      ],
      spin: [90, 0, 0, 270],
    }),
  },
  {
    id: "AO-061",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [R(0, 0, 4, 1), P(0, 1, 3, 1, 3, 2, 1, 2, 1, 3, 0, 3), P(3, 1, 4, 1, 4, 3, 1, 3, 1, 2, 3, 2)],
      names: ["a long bar", "an L-shaped piece", "an L-shaped piece"],
      summary: "a long bar and two identical L-shaped pieces",
      turns: [90, 0, 90],
      order: [1, 0, 2],
      keyWhy:
        "the two identical L-shaped pieces interlock, one turned halfway around, and the long bar lies across them to complete a rectangle",
      keyAlt: "a rectangle made of a long bar along one side and two interlocking L-shaped pieces",
      choices: [
        {
          pieces: mirrorPieces([R(0, 0, 4, 1), P(0, 1, 3, 1, 3, 2, 1, 2, 1, 3, 0, 3), P(3, 1, 4, 1, 4, 3, 1, 3, 1, 2, 3, 2)]),
          why: "is the mirror image, so both L-shaped pieces are flipped over",
          alt: "the same kind of rectangle as a mirror image, with both L-shaped pieces flipped over",
        },
        "key",
        {
          pieces: [R(0, 0, 4, 1), R(0, 1, 2, 2), R(2, 1, 2, 2)],
          why: "has two squares where the L-shaped pieces should be",
          alt: "a rectangle made of a long bar and two squares",
        },
        {
          pieces: [R(0, 0, 2, 1), R(2, 0, 2, 1), P(0, 1, 3, 1, 3, 2, 1, 2, 1, 3, 0, 3), P(3, 1, 4, 1, 4, 3, 1, 3, 1, 2, 3, 2)],
          why: "cuts the long bar into two short bars",
          alt: "a rectangle made of two short bars and two interlocking L-shaped pieces",
        },
      ],
      spin: [180, 90, 0, 0],
    }),
  },
  {
    id: "AO-062",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: slices([0, 120, 210, 270, 330, 360]),
      names: ["a slice of 120°", "a slice of 90°", "a slice of 60°", "a slice of 60°", "a slice of 30°"],
      summary: "five slices of a circle: 120° (one-third), 90° (one-quarter), two of 60° (one-sixth each) and 30° (one-twelfth)",
      turns: [30, 100, 200, 280, 10],
      order: [2, 0, 4, 1, 3],
      keyWhy: "120° + 90° + 60° + 60° + 30° = 360°, so the five slices fill the circle exactly",
      keyAlt: "a circle cut into five slices of 120°, 90°, 60°, 60° and 30°",
      choices: [
        {
          pieces: slices([0, 120, 210, 270, 315, 360]),
          why: "has two 45° slices where one 60° slice and the 30° slice should be",
          alt: "a circle cut into slices of 120°, 90°, 60°, 45° and 45°",
        },
        {
          pieces: slices([0, 120, 210, 300, 330, 360]),
          why: "has a second 90° slice and two 30° slices instead of two 60° slices and one 30° slice",
          alt: "a circle cut into slices of 120°, 90°, 90°, 30° and 30°",
        },
        {
          pieces: slices([0, 150, 240, 300, 330, 360]),
          why: "has a largest slice of 150°, bigger than the one-third slice shown",
          alt: "a circle cut into slices of 150°, 90°, 60°, 30° and 30°",
        },
        "key",
      ],
      spin: [0, 40, 90, 200],
      tip: "Compare slices by their corner angles: a quarter-circle slice has a square corner, and a one-third slice is noticeably wider",
    }),
  },
  {
    id: "AO-063",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: [P(0, 0, 2, 0, 1, 1), P(0, 0, 1, 1, 0, 2), P(2, 0, 2, 1, 1, 1), R(1, 1, 1, 1), P(1, 1, 1, 2, 0, 2)],
      names: ["a large triangle", "a large triangle", "a small triangle", "a small square", "a small triangle"],
      summary: "two identical large right triangles, two identical small right triangles and a small square",
      turns: [90, 200, 45, 20, 300],
      order: [3, 0, 2, 1, 4],
      keyWhy:
        "the two large triangles fill two quarters of a square, and the small square with a small triangle on each side fills the rest",
      keyAlt:
        "a square made of two large triangles meeting at the center, plus a small square and two small triangles filling the remaining half",
      choices: [
        {
          pieces: [
            P(0, 0, 2, 0, 1, 1),
            P(0, 0, 1, 1, 0, 2),
            P(2, 0, 2, 1, 1, 1),
            P(1, 1, 2, 1, 2, 2),
            P(1, 1, 2, 2, 1, 2),
            P(1, 1, 1, 2, 0, 2),
          ],
          why: "cuts the small square into two more triangles",
          alt: "a square made of two large triangles and four small triangles",
        },
        {
          pieces: [P(0, 0, 2, 0, 1, 1), P(0, 0, 1, 1, 0, 2), P(2, 0, 2, 1, 1, 1), P(1, 1, 2, 1, 1, 2, 0, 2), P(2, 1, 2, 2, 1, 2)],
          why: "uses a slanted parallelogram where the small square should be",
          alt: "a square made of two large triangles, two small triangles and a slanted parallelogram",
        },
        "key",
        {
          pieces: [P(0, 0, 2, 0, 0, 2), P(2, 0, 2, 1, 1, 1), R(1, 1, 1, 1), P(1, 1, 1, 2, 0, 2)],
          why: "joins the two large triangles into one big triangle",
          alt: "a square made of one big triangle (half the square), a small square and two small triangles",
        },
      ],
      spin: [90, 0, 180, 270],
    }),
  },
  {
    id: "AO-064",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: hexPinwheel(1 / 3),
      names: ["a five-sided piece", "a five-sided piece", "a five-sided piece"],
      summary: "three identical lopsided five-sided pieces",
      turns: [0, 100, 230],
      keyWhy: "the three identical pieces swirl around the center like a pinwheel and make a hexagon",
      keyAlt:
        "a hexagon cut into three identical pieces by three cuts from the center that meet the edges a third of the way along, swirling like a pinwheel",
      choices: [
        {
          pieces: hexPinwheel(1 / 2),
          why: "has cuts that meet the edges at their midpoints, so its pieces are evenly balanced and a different shape",
          alt: "a hexagon cut into three identical pieces by cuts from the center to the middles of three edges",
        },
        "key",
        {
          pieces: mirrorPieces(hexPinwheel(1 / 3)),
          why: "is the mirror image: its pinwheel swirls the other way, so every piece is flipped over",
          alt: "a hexagon cut into three pinwheel pieces that swirl the opposite way (mirror images of the pieces shown)",
        },
        {
          pieces: [0, 2, 4].map((k) => [O, h(k), h(k + 1), h(k + 2)]),
          why: "is cut into three diamonds",
          alt: "a hexagon made of three diamonds",
        },
      ],
      spin: [0, 30, 30, 0],
      tip: "With pinwheel pieces, look at which way each cut leans as it leaves the center; a mirror image leans the opposite way",
    }),
  },
  {
    id: "AO-065",
    topic: "puzzle pieces",
    difficulty: "hard",
    stem: FIT,
    options: FIGURES,
    ...puzzle({
      pieces: squarePinwheel(1 / 3),
      names: ["a four-sided piece", "a four-sided piece", "a four-sided piece", "a four-sided piece"],
      summary: "four identical lopsided four-sided pieces, each with one square corner",
      turns: [0, 60, 150, 250],
      keyWhy: "the four identical pieces swirl around the center like a pinwheel, each square corner becoming a corner of the big square",
      keyAlt:
        "a square cut into four identical pieces by cuts from the center that meet each side a third of the way along, swirling like a pinwheel",
      choices: [
        "key",
        {
          pieces: mirrorPieces(squarePinwheel(1 / 3)),
          why: "is the mirror image: its pinwheel swirls the other way, so every piece is flipped over",
          alt: "a square cut into four pinwheel pieces that swirl the opposite way (mirror images of the pieces shown)",
        },
        {
          pieces: squarePinwheel(1 / 4),
          why: "has cuts that meet the sides closer to the corners, so its pieces are a different shape",
          alt: "a square cut into four pinwheel pieces whose cuts meet the sides a quarter of the way along",
        },
        { pieces: squarePinwheel(1 / 2), why: "is cut into four small squares", alt: "a square cut into four small squares" },
      ],
      spin: [20, 30, 0, 15],
    }),
  },
];
