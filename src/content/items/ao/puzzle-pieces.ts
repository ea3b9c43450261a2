import type { AuthoredItem, Difficulty } from "../../types";
import { mirrorPieces, type PuzzleChoice, puzzle } from "../../figures/assembling";
import { annularSector, arc, type Poly, type Pt, rectangle as R, regular, rotatePt, sector as S } from "../../figures/geometry";

const FIT = "Which figure shows how the pieces fit together?";
const FIGURES = ["Figure A", "Figure B", "Figure C", "Figure D"] as const;

/** Key letter of each item in id order (AO-111 first): balanced, never more than two alike in a row. */
const KEYS = "BCDADBACACBDCDABBADCDCBAABDCCADBBDCADACBACDBB";

/** Polygon from a flat list of coordinates. */
function P(...xy: number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < xy.length; i += 2) out.push([xy[i]!, xy[i + 1]!]);
  return out;
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const mid = (a: Pt, b: Pt): Pt => lerp(a, b, 0.5);
const O: Pt = [0, 0];
const SQ3 = Math.sqrt(3);

// Regular hexagons of side 1: HEX has corners pointing left and right, HEXP has corners pointing up and down.
const HEX = regular(6, 1, 0);
const HEXP = regular(6, 1, -90);
const h = (k: number): Pt => HEX[((k % 6) + 6) % 6]!;
const hp = (k: number): Pt => HEXP[((k % 6) + 6) % 6]!;
const OCT = regular(8, 1, 22.5);
const oc = (k: number): Pt => OCT[((k % 8) + 8) % 8]!;

// Equilateral triangle with side 2 (apex up), its side midpoints and its center.
const T0: Pt = [1, 0];
const T1: Pt = [2, SQ3];
const T2: Pt = [0, SQ3];
const M01 = mid(T0, T1);
const M12 = mid(T1, T2);
const M20 = mid(T2, T0);
const G: Pt = [1, (2 * SQ3) / 3];

// Equilateral triangle with side 3 (apex up): points a fraction f of the way down its left and right edges.
const BH = (3 * SQ3) / 2;
const bl = (f: number): Pt => [1.5 - 1.5 * f, BH * f];
const br = (f: number): Pt => [1.5 + 1.5 * f, BH * f];

/** Circle of radius 1 cut into slices at the given boundary angles (degrees). */
function slices(bounds: readonly number[]): Pt[][] {
  return bounds.slice(0, -1).map((a, i) => S(0, 0, 1, a, bounds[i + 1]!));
}

/** Each point scaled by (kx, ky). */
const stretch = (ps: readonly Poly[], kx: number, ky: number): Pt[][] => ps.map((p) => p.map(([x, y]) => [x * kx, y * ky] as Pt));

/** The equilateral triangle of side 2 cut from its center to a point a fraction t along each side (a pinwheel). */
function trianglePinwheel(t: number): Pt[][] {
  const c = [T0, T1, T2];
  return [0, 1, 2].map((k) => [G, lerp(c[k]!, c[(k + 1) % 3]!, t), c[(k + 1) % 3]!, lerp(c[(k + 1) % 3]!, c[(k + 2) % 3]!, t)]);
}

/**
 * A tilted square whose sides are the long sides of four right triangles (legs a > b) turned around a center
 * square of side a − b, like a pinwheel.
 */
function squareAroundSquare(a: number, b: number): Pt[][] {
  const centre: Pt = [(a - b) / 2, (a + b) / 2];
  const tri: Pt[] = [O, [a, b], [0, b]];
  const turn = (p: Pt, k: number) => rotatePt(p, 90 * k, centre);
  const inner: Pt = [0, b];
  return [...[0, 1, 2, 3].map((k) => tri.map((p) => turn(p, k))), [0, 1, 2, 3].map((k) => turn(inner, k))];
}

/** A hexagon (corners left and right) cut in two through its center, from a point a fraction t along one edge. */
function hexHalves(t: number): Pt[][] {
  const c0 = lerp(h(0), h(1), t);
  const c3 = lerp(h(3), h(4), t);
  return [
    [c0, h(1), h(2), h(3), c3],
    [c3, h(4), h(5), h(0), c0],
  ];
}

/** An arch: a rectangle x 0–3, y 0–1.5 with a half-circle notch of radius r in the middle of its bottom edge. */
function archPiece(r: number): Pt[] {
  return [...P(0, 1.5, 0, 0, 3, 0, 3, 1.5), ...arc(1.5, 1.5, r, 360, 180)];
}

const w = (pieces: readonly Poly[], why: string, alt: string): PuzzleChoice => ({ pieces, why, alt });

interface Spec {
  pieces: readonly Poly[];
  names: readonly string[];
  summary?: string;
  turns: readonly number[];
  order?: readonly number[];
  keyWhy: string;
  keyAlt: string;
  wrong: readonly [PuzzleChoice, PuzzleChoice, PuzzleChoice];
  spin?: readonly number[];
  tip?: string;
}

/** A puzzle-pieces item whose key sits at the letter KEYS gives for its id. */
function Z(id: string, difficulty: Difficulty, spec: Spec): AuthoredItem {
  const key = "ABCD".indexOf(KEYS[Number(id.slice(3)) - 111]!);
  if (key < 0) throw new Error(`no key letter for ${id}`);
  const { wrong, ...rest } = spec;
  const choices: ("key" | PuzzleChoice)[] = [...wrong];
  choices.splice(key, 0, "key");
  try {
    return { id, topic: "puzzle pieces", difficulty, stem: FIT, options: FIGURES, ...puzzle({ ...rest, choices }) };
  } catch (err) {
    throw new Error(`${id}: ${(err as Error).message}`);
  }
}

export const AO_PUZZLE_ITEMS: readonly AuthoredItem[] = [
  // =========================================================================== easy: two to six pieces, clear differences
  Z("AO-111", "easy", {
    pieces: [P(0, 0, 3, 0, 3, 1.5), P(0, 0, 3, 1.5, 0, 1.5)],
    names: ["a right triangle", "a right triangle"],
    summary: "two identical right triangles, each with one leg twice as long as the other",
    turns: [30, 160],
    keyWhy: "the two identical triangles meet along their longest sides and make a rectangle twice as long as it is wide",
    keyAlt: "a rectangle cut along one diagonal into two identical right triangles",
    wrong: [
      w(
        [P(0, 0, 2, 0, 2, 2), P(0, 0, 2, 2, 0, 2)],
        "is a square cut along its diagonal, so its triangles have two equal legs",
        "a square cut along one diagonal into two triangles",
      ),
      w(
        [R(0, 0, 1.5, 1.5), R(1.5, 0, 1.5, 1.5)],
        "is cut straight across into two squares, not two triangles",
        "a rectangle cut into two squares",
      ),
      w(
        [P(0, 0, 3.4, 0, 3.4, 0.9), P(0, 0, 3.4, 0.9, 0, 0.9)],
        "uses long, thin triangles, so its rectangle is much flatter than the pieces allow",
        "a long, flat rectangle cut along one diagonal into two thin triangles",
      ),
    ],
    spin: [0, 90, 20, 0],
  }),
  Z("AO-112", "easy", {
    pieces: [R(0, 0, 2, 1), S(0, 1, 1, 180, 270), S(2, 1, 1, 270, 360)],
    names: ["a rectangle", "a quarter circle", "a quarter circle"],
    turns: [90, 20, 200],
    order: [1, 0, 2],
    keyWhy:
      "a quarter circle fits against each short side of the rectangle, giving a shape with a long flat bottom, a shorter flat top and two rounded ends",
    keyAlt: "a rectangle with a quarter circle on each short side, rounding both ends down to a long flat bottom",
    wrong: [
      w(
        [R(0, 0, 2, 1), S(0, 0.5, 0.5, 90, 270), S(2, 0.5, 0.5, -90, 90)],
        "has half circles on the ends instead of quarter circles",
        "a racetrack shape: a rectangle with a small half circle on each end",
      ),
      w(
        [R(0, 0, 2, 1), P(0, 0, 0, 1, -1, 1), P(2, 0, 3, 1, 2, 1)],
        "has straight slanted ends made of triangles instead of curved quarter circles",
        "a trapezoid made of a rectangle and a triangle on each end",
      ),
      w(
        [R(0, 0, 3, 1), S(0, 1, 1, 180, 270), S(3, 1, 1, 270, 360)],
        "uses a longer rectangle than the one shown",
        "a long shape made of a long rectangle with a quarter circle on each end",
      ),
    ],
    spin: [0, 180, 0, 0],
  }),
  Z("AO-113", "easy", {
    pieces: slices([0, 270, 360]),
    names: ["a three-quarter circle", "a quarter circle"],
    turns: [60, 200],
    keyWhy: "the quarter circle fills the missing quarter of the three-quarter circle, making a whole circle",
    keyAlt: "a circle made of a three-quarter slice and a quarter slice",
    wrong: [
      w(slices([0, 180, 360]), "is made of two half circles", "a circle cut into two half circles"),
      w(
        slices([0, 240, 360]),
        "is made of a two-thirds slice and a one-third slice, both different from the pieces shown",
        "a circle cut into a two-thirds slice and a one-third slice",
      ),
      w(
        slices([0, 90, 180, 270, 360]),
        "is cut into four quarter circles and has no three-quarter piece",
        "a circle cut into four quarter circles",
      ),
    ],
    spin: [0, 45, 90, 30],
  }),
  Z("AO-114", "easy", {
    pieces: [P(0, 0, 2, 0, 1, SQ3), P(2, 0, 3, SQ3, 1, SQ3)],
    names: ["an equilateral triangle", "an equilateral triangle"],
    summary: "two identical triangles with three equal sides",
    turns: [0, 40],
    keyWhy: "the two triangles share one side, and together they make a diamond (rhombus) whose four sides are all equal",
    keyAlt: "a diamond made of two equilateral triangles joined along one side",
    wrong: [
      w(
        [P(0, 0, 2, 0, 2, 2), P(0, 0, 2, 2, 0, 2)],
        "is a square cut into two right triangles",
        "a square cut along one diagonal into two triangles",
      ),
      w(
        [P(0, 0, 2, 0, 1, 2.7), P(2, 0, 3, 2.7, 1, 2.7)],
        "uses two tall, narrow triangles, so it is a long slanted parallelogram",
        "a tall slanted parallelogram made of two narrow triangles",
      ),
      w(
        [P(0, 0, 2, 0, 3, SQ3), P(0, 0, 3, SQ3, 1, SQ3)],
        "is the same diamond cut along its long diagonal into two wide, flat triangles",
        "a diamond cut along its long diagonal into two flat triangles",
      ),
    ],
    spin: [0, 0, 90, 30],
  }),
  Z("AO-115", "easy", {
    pieces: [P(0, SQ3 / 2, 1, SQ3 / 2, 0.5, 0), P(1, SQ3 / 2, 1.5, 0, 0.5, 0), P(1, SQ3 / 2, 2, SQ3 / 2, 1.5, 0)],
    names: ["a small triangle", "a small triangle", "a small triangle"],
    summary: "three identical small triangles with equal sides",
    turns: [0, 90, 200],
    keyWhy:
      "two triangles point up and the third fits upside down between them, making a trapezoid whose long side is twice its short side",
    keyAlt: "a trapezoid made of three small equilateral triangles, the middle one upside down",
    wrong: [
      w(
        [P(0, SQ3 / 2, 1, SQ3 / 2, 0.5, 0), P(1, SQ3 / 2, 2, SQ3 / 2, 1.5, 0, 0.5, 0)],
        "joins two of the triangles into a diamond, so it has only two pieces",
        "a trapezoid made of one triangle and one diamond",
      ),
      w(
        [
          P(0, SQ3, 1, SQ3, 0.5, SQ3 / 2),
          P(1, SQ3, 2, SQ3, 1.5, SQ3 / 2),
          P(0.5, SQ3 / 2, 1.5, SQ3 / 2, 1, 0),
          P(1, SQ3, 1.5, SQ3 / 2, 0.5, SQ3 / 2),
        ],
        "needs four triangles to make a large triangle, one more than the three shown",
        "a large triangle made of four small triangles",
      ),
      w(
        stretch([P(0, SQ3 / 2, 1, SQ3 / 2, 0.5, 0), P(1, SQ3 / 2, 1.5, 0, 0.5, 0), P(1, SQ3 / 2, 2, SQ3 / 2, 1.5, 0)], 1, 1.7),
        "uses tall, narrow triangles, so its trapezoid has much steeper sides",
        "a tall trapezoid made of three narrow triangles",
      ),
    ],
    spin: [180, 0, 0, 0],
  }),
  Z("AO-116", "easy", {
    pieces: [R(1, 0, 1, 1), R(0, 1, 1, 1), R(1, 1, 1, 1), R(2, 1, 1, 1), R(1, 2, 1, 1)],
    names: ["a small square", "a small square", "a small square", "a small square", "a small square"],
    summary: "five identical small squares",
    turns: [0, 10, 30, 50, 70],
    keyWhy: "one square sits in the middle with one square against each of its four sides, making a plus sign",
    keyAlt: "a plus sign made of five small squares",
    wrong: [
      w(
        [R(1, 0, 1, 3), R(0, 1, 1, 1), R(2, 1, 1, 1)],
        "has one long bar down the middle instead of three separate squares",
        "a plus sign made of a long bar and two squares",
      ),
      w(
        [R(1, -0.6, 1, 1.6), R(-0.6, 1, 1.6, 1), R(1, 1, 1, 1), R(2, 1, 1.6, 1), R(1, 2, 1, 1.6)],
        "has longer arms made of rectangles instead of squares",
        "a plus sign with long arms: a square in the middle and a rectangle on each side",
      ),
      w(
        [R(0, 0, 1, 1), P(0, 0, 1, 0, 0.5, -0.8), P(1, 0, 1, 1, 1.8, 0.5), P(1, 1, 0, 1, 0.5, 1.8), P(0, 1, 0, 0, -0.8, 0.5)],
        "has pointed triangle arms instead of squares",
        "a four-pointed star: a square with a triangle on each side",
      ),
    ],
    spin: [0, 0, 45, 0],
  }),
  Z("AO-117", "easy", {
    pieces: [R(0, 0.5, 2, 1), P(2, 0, 3.5, 1, 2, 2)],
    names: ["a rectangle", "a triangle"],
    turns: [70, 160],
    keyWhy: "the wide side of the triangle sits against the end of the rectangle, making an arrow",
    keyAlt: "an arrow: a rectangle for the shaft with a wide triangle for the head",
    wrong: [
      w(
        [R(0, 0.5, 2, 1), P(2, 0.5, 3.2, 1, 2, 1.5)],
        "has a narrow triangle only as wide as the rectangle, so it looks like a pencil, not an arrow",
        "a pencil shape: a rectangle with a narrow point",
      ),
      w([R(0, 0.5, 3.2, 1), P(3.2, 0, 4.7, 1, 3.2, 2)], "uses a longer rectangle than the one shown", "an arrow with a long shaft"),
      w(
        [R(0, 0.5, 2, 1), S(2, 1, 1, -90, 90)],
        "has a half circle at the end instead of a triangle",
        "a rectangle with a half circle on one end",
      ),
    ],
    spin: [0, 90, 270, 180],
  }),
  Z("AO-118", "easy", {
    pieces: [R(0, 0, 2, 0.5), R(0, 0.5, 2, 0.5), R(0, 1, 2, 0.5), R(0, 1.5, 2, 0.5)],
    names: ["a long thin strip", "a long thin strip", "a long thin strip", "a long thin strip"],
    summary: "four identical long, thin rectangles",
    turns: [0, 90, 20, 60],
    keyWhy: "the four strips lie side by side along their long edges and make a square",
    keyAlt: "a square made of four long, thin strips side by side",
    wrong: [
      w(
        [R(0, 0, 1, 1), R(1, 0, 1, 1), R(0, 1, 1, 1), R(1, 1, 1, 1)],
        "is cut into four small squares, not strips",
        "a square cut into four small squares",
      ),
      w(
        [R(0, 0, 2, 2 / 3), R(0, 2 / 3, 2, 2 / 3), R(0, 4 / 3, 2, 2 / 3)],
        "is cut into only three strips, each wider than the ones shown",
        "a square cut into three strips",
      ),
      w(
        [R(0, 0, 3, 0.5), R(0, 0.5, 3, 0.5), R(0, 1, 3, 0.5), R(0, 1.5, 3, 0.5)],
        "uses longer strips, so it makes a long rectangle instead of a square",
        "a long rectangle made of four strips",
      ),
    ],
    spin: [90, 0, 0, 90],
  }),
  Z("AO-119", "easy", {
    pieces: [
      [h(0), h(1), h(2), h(3)],
      [h(3), h(4), h(5), h(0)],
    ],
    names: ["a trapezoid", "a trapezoid"],
    summary: "two identical trapezoids",
    turns: [0, 30],
    keyWhy: "the two trapezoids meet along their long sides and make a hexagon",
    keyAlt: "a hexagon cut from corner to corner into two trapezoids",
    wrong: [
      w(
        [0, 2, 4].map((k) => [O, h(k), h(k + 1), h(k + 2)]),
        "is made of three diamonds",
        "a hexagon made of three diamonds",
      ),
      w(
        [
          [h(5), h(1), h(2), h(4)],
          [h(5), h(0), h(1)],
          [h(2), h(3), h(4)],
        ],
        "is a rectangle with a flat triangle on each side, not two trapezoids",
        "a hexagon made of a rectangle and two flat triangles",
      ),
      w(
        [
          [mid(h(0), h(1)), h(1), h(2), h(3), mid(h(3), h(4))],
          [mid(h(3), h(4)), h(4), h(5), h(0), mid(h(0), h(1))],
        ],
        "is cut across the middles of two sides into two five-sided halves",
        "a hexagon cut between the middles of two opposite sides",
      ),
    ],
    spin: [0, 30, 90, 0],
  }),
  Z("AO-120", "easy", {
    pieces: [P(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2), R(1, 1, 1, 1)],
    names: ["an L-shaped piece", "a small square"],
    turns: [90, 25],
    keyWhy: "the small square fills the notch of the L-shaped piece, completing a larger square",
    keyAlt: "a square made of an L-shaped piece and a small square in its notch",
    wrong: [
      w([R(0, 0, 2, 1), R(0, 1, 2, 1)], "is made of two rectangles", "a square cut into two rectangles"),
      w(
        [R(0, 0, 1, 1), R(1, 0, 1, 1), R(0, 1, 1, 1), R(1, 1, 1, 1)],
        "is cut into four small squares, with no L-shaped piece",
        "a square cut into four small squares",
      ),
      w(
        [P(0, 0, 3, 0, 3, 1, 2, 1, 2, 2, 0, 2), R(2, 1, 1, 1)],
        "uses a longer L-shaped piece, making a rectangle instead of a square",
        "a rectangle made of a long L-shaped piece and a small square",
      ),
    ],
    spin: [0, 0, 180, 90],
  }),
  Z("AO-121", "easy", {
    pieces: [R(0, 0, 2.5, 1.5), P(2.5, 0, 3.5, 1.5, 2.5, 1.5)],
    names: ["a rectangle", "a right triangle"],
    turns: [90, 200],
    keyWhy: "the triangle's longer leg fits against the short side of the rectangle, making a trapezoid with two square corners",
    keyAlt: "a trapezoid with two square corners, made of a rectangle and a right triangle",
    wrong: [
      w(
        [R(0, 0, 1.5, 1.5), P(1.5, 0, 2.5, 1.5, 1.5, 1.5)],
        "uses a square in place of the rectangle",
        "a trapezoid made of a square and a right triangle",
      ),
      w(
        [R(0, 0, 2.5, 1.5), P(2.5, 0, 4.5, 1.5, 2.5, 1.5)],
        "uses a longer, flatter triangle than the one shown",
        "a long trapezoid made of a rectangle and a long, flat triangle",
      ),
      w(
        [R(0, 0, 2.5, 1.5), S(2.5, 0.75, 0.75, -90, 90)],
        "has a half circle on the end instead of a triangle",
        "a rectangle with a half circle on one end",
      ),
    ],
    spin: [0, 180, 0, 90],
  }),
  Z("AO-122", "easy", {
    pieces: [R(0, 0, 2, 2), S(0, 1, 1, 90, 270), P(2, 0, 3, 1, 2, 2)],
    names: ["a square", "a half circle", "a triangle"],
    turns: [20, 60, 250],
    order: [1, 0, 2],
    keyWhy: "the half circle and the triangle fit against opposite sides of the square, one rounded end and one pointed end",
    keyAlt: "a square with a half circle on one side and a triangle on the opposite side",
    wrong: [
      w(
        [R(0, 0, 2, 2), S(0, 1, 1, 90, 270), S(2, 1, 1, -90, 90)],
        "has a half circle on both ends and no triangle",
        "a square with a half circle on each of two opposite sides",
      ),
      w(
        [R(0, 0, 3, 2), S(0, 1, 1, 90, 270), P(3, 0, 4, 1, 3, 2)],
        "uses a long rectangle in place of the square",
        "a rectangle with a half circle on one end and a triangle on the other",
      ),
      w(
        [R(0, 0, 2, 2), S(0, 1, 1, 90, 270), P(2, 0, 4, 1, 2, 2)],
        "has a longer, more pointed triangle than the one shown",
        "a square with a half circle on one side and a long pointed triangle on the other",
      ),
    ],
    spin: [0, 0, 180, 90],
  }),
  Z("AO-123", "easy", {
    pieces: [P(0, 1, 1, 1, 1, 0), P(1, 1, 2, 1, 1, 0)],
    names: ["a small right triangle", "a small right triangle"],
    summary: "two identical small right triangles, each with two equal legs",
    turns: [45, 160],
    keyWhy: "the two triangles stand back to back along one leg, making a larger triangle with a square corner at the top",
    keyAlt: "a large triangle with a square corner, cut down the middle into two small right triangles",
    wrong: [
      w(
        [P(0, SQ3, 1, SQ3, 1, 0), P(1, SQ3, 2, SQ3, 1, 0)],
        "is an equilateral triangle cut in half, and its halves are taller and narrower than the pieces shown",
        "a triangle with equal sides cut down the middle into two tall halves",
      ),
      w(
        [P(0, 0, 1, 0, 0, 1), P(1, 0, 2, 0, 1, 1), P(0, 1, 1, 1, 0, 2), P(1, 0, 1, 1, 0, 1)],
        "is made of four triangles, two more than the pieces shown",
        "a large right triangle made of four small triangles",
      ),
      w(
        [P(0, 1, 0.55, 1, 1, 0), P(0.55, 1, 2, 1, 1, 0)],
        "is cut off center into two different triangles",
        "a large triangle cut off center into a narrow piece and a wide piece",
      ),
    ],
    spin: [0, 0, 0, 180],
  }),
  Z("AO-124", "easy", {
    pieces: [0, 1, 2, 3, 4, 5].map((k) => [O, h(k), h(k + 1)]),
    names: ["a small triangle", "a small triangle", "a small triangle", "a small triangle", "a small triangle", "a small triangle"],
    summary: "six identical small triangles with equal sides",
    turns: [0, 20, 50, 90, 130, 170],
    keyWhy: "the six triangles meet at one point in the middle and make a hexagon",
    keyAlt: "a hexagon cut from its center into six equilateral triangles",
    wrong: [
      w(
        [0, 1, 2, 3, 4].map((k) => [O, regular(5, 1)[k]!, regular(5, 1)[(k + 1) % 5]!]),
        "uses five triangles to make a pentagon, but six are shown",
        "a pentagon cut from its center into five triangles",
      ),
      w(
        [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [O, oc(k), oc(k + 1)]),
        "uses eight narrow triangles to make an octagon",
        "an octagon cut from its center into eight triangles",
      ),
      w(
        [
          [O, h(0), h(1)],
          [O, h(1), h(2)],
          [O, h(2), h(3)],
          [O, h(3), h(4)],
          [O, h(4), h(5), h(0)],
        ],
        "joins two of the triangles into a diamond, so it has only five pieces",
        "a hexagon made of four small triangles and one diamond",
      ),
    ],
    spin: [0, 0, 90, 30],
  }),
  Z("AO-125", "easy", {
    pieces: [R(0, 0, 3, 1), R(1, 1, 1, 2)],
    names: ["a long rectangle", "a short rectangle"],
    turns: [90, 30],
    keyWhy: "the short rectangle stands under the middle of the long one, making a T",
    keyAlt: "a T shape made of a long rectangle across the top and a short rectangle as the stem",
    wrong: [
      w(
        [R(0, 0, 3, 1), R(1, 1, 1, 1)],
        "has a small square for the stem, shorter than the rectangle shown",
        "a T shape with a short square stem",
      ),
      w([R(0, 0, 3, 1), R(1, 1, 1, 3)], "has a stem as long as the crossbar, longer than the piece shown", "a T shape with a long stem"),
      w(
        [R(0, 0, 1, 1), R(1, 0, 1, 1), R(2, 0, 1, 1), R(1, 1, 1, 2)],
        "cuts the long rectangle into three squares",
        "a T shape whose crossbar is three squares",
      ),
    ],
    spin: [0, 180, 90, 0],
  }),
  Z("AO-126", "easy", {
    pieces: [annularSector(0, 0, 0.55, 1, 0, 180), annularSector(0, 0, 0.55, 1, 180, 360)],
    names: ["a half ring", "a half ring"],
    summary: "two identical curved pieces, each half of a ring",
    turns: [30, 150],
    keyWhy: "the two half rings meet end to end and make a complete ring with a round hole in the middle",
    keyAlt: "a ring made of two half rings",
    wrong: [
      w(
        [0, 120, 240].map((a) => annularSector(0, 0, 0.55, 1, a, a + 120)),
        "is cut into three curved pieces",
        "a ring cut into three curved pieces",
      ),
      w(
        [annularSector(0, 0, 0.78, 1, 0, 180), annularSector(0, 0, 0.78, 1, 180, 360)],
        "is a thinner ring whose halves are narrower than the pieces shown",
        "a thin ring made of two narrow half rings",
      ),
      w(
        [S(0, 0, 1, 0, 180), S(0, 0, 1, 180, 360)],
        "is a solid circle made of two half circles, with no hole",
        "a circle made of two half circles",
      ),
    ],
    spin: [0, 90, 45, 0],
  }),
  // =========================================================================== medium: more pieces, closer lookalikes
  Z("AO-127", "medium", {
    pieces: slices([0, 120, 240, 300, 360]),
    names: ["a one-third slice", "a one-third slice", "a one-sixth slice", "a one-sixth slice"],
    summary: "two slices each one-third of a circle and two slices each one-sixth of a circle",
    turns: [20, 110, 200, 300],
    order: [2, 0, 3, 1],
    keyWhy: "120° + 120° + 60° + 60° = 360°, so the four slices fill the circle exactly",
    keyAlt: "a circle cut into two one-third slices and two one-sixth slices",
    wrong: [
      w(slices([0, 120, 240, 360]), "has three one-third slices and no small slices", "a circle cut into three equal slices"),
      w(
        slices([0, 120, 210, 300, 360]),
        "has two quarter-circle slices in place of one of the one-third slices and one of the one-sixth slices",
        "a circle cut into slices of 120°, 90°, 90° and 60°",
      ),
      w(
        slices([0, 180, 240, 300, 360]),
        "has a half circle and three small slices",
        "a circle cut into a half circle and three one-sixth slices",
      ),
    ],
    spin: [0, 30, 90, 60],
    tip: "Add up the slice angles: a whole circle is 360°, a one-third slice is 120° and a one-sixth slice is 60°",
  }),
  Z("AO-128", "medium", {
    pieces: [P(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2), P(2, 0, 3, 0, 3, 2, 1, 2, 1, 1, 2, 1)],
    names: ["an L-shaped piece", "an L-shaped piece"],
    summary: "two identical L-shaped pieces, each the size of three small squares",
    turns: [0, 90],
    keyWhy: "one L-shaped piece is turned halfway around so the two interlock, making a rectangle three squares long and two squares wide",
    keyAlt: "a rectangle made of two interlocking L-shaped pieces",
    wrong: [
      w([R(0, 0, 3, 1), R(0, 1, 3, 1)], "is made of two straight bars", "a rectangle made of two long bars"),
      w(
        [P(0, 0, 3, 0, 3, 1, 1, 1, 1, 2, 0, 2), P(3, 0, 4, 0, 4, 2, 1, 2, 1, 1, 3, 1)],
        "uses longer L-shaped pieces, each the size of four squares, so its rectangle is longer",
        "a long rectangle made of two interlocking long L-shaped pieces",
      ),
      w(
        [P(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2), R(2, 0, 1, 1), R(1, 1, 2, 1)],
        "has only one L-shaped piece, with a square and a short bar in place of the other",
        "a rectangle made of one L-shaped piece, a square and a short bar",
      ),
    ],
    spin: [0, 90, 0, 180],
  }),
  Z("AO-129", "medium", {
    pieces: [R(0, 2, 3, 1), R(0.5, 1, 2, 1), R(1, 0, 1, 1)],
    names: ["a long rectangle", "a shorter rectangle", "a small square"],
    turns: [90, 20, 30],
    order: [2, 0, 1],
    keyWhy:
      "the pieces stack from the longest at the bottom to the square on top, each centered on the one below, making a stepped pyramid",
    keyAlt: "a stepped pyramid: a long rectangle, a shorter rectangle and a small square stacked and centered",
    wrong: [
      w(
        [R(0, 2, 4, 1), R(0.5, 1, 3, 1), R(1, 0, 2, 1)],
        "uses longer pieces, so every step is wider than the ones shown",
        "a wide stepped pyramid made of three long rectangles",
      ),
      w(
        [R(0, 2, 3, 1), R(0.5, 1, 2, 1), R(0.5, 0, 2, 1)],
        "has two rectangles of the same length on top and no small square",
        "a stepped shape made of a long rectangle and two equal shorter rectangles",
      ),
      w(
        [R(0, 2, 3, 1), P(0.5, 2, 0.5, 1, 1, 1, 1, 0, 2, 0, 2, 1, 2.5, 1, 2.5, 2)],
        "joins the small square and the shorter rectangle into one piece",
        "a stepped pyramid made of only two pieces",
      ),
    ],
    spin: [0, 0, 180, 0],
  }),
  Z("AO-130", "medium", {
    pieces: [R(0, 0, 1, 1), P(1, 0, 2, 0, 1, 1), P(0, 1, 1, 1, 0, 2)],
    names: ["a square", "a small right triangle", "a small right triangle"],
    summary: "a square and two identical small right triangles whose legs are as long as the square's sides",
    turns: [30, 90, 200],
    order: [1, 0, 2],
    keyWhy: "the square fills the square corner of a large right triangle, and one small triangle fits against each of its two outer sides",
    keyAlt: "a large right triangle made of a square in its square corner and two small triangles",
    wrong: [
      w(
        [P(0, 0, 1, 0, 0, 1), P(1, 0, 1, 1, 0, 1), P(1, 0, 2, 0, 1, 1), P(0, 1, 1, 1, 0, 2)],
        "cuts the square into two more triangles, so it has four pieces",
        "a large right triangle made of four small triangles",
      ),
      w([P(0, 0, 2, 0, 1, 1), P(0, 0, 1, 1, 0, 2)], "is cut into two halves, with no square", "a large right triangle cut into two halves"),
      w(
        [R(0, 0, 1.5, 0.5), P(1.5, 0, 2, 0, 1.5, 0.5), P(0, 0.5, 1.5, 0.5, 0, 2)],
        "has a long thin rectangle along one side instead of a square, with triangles of two different sizes",
        "a large right triangle made of a thin rectangle, a tiny triangle and a large triangle",
      ),
    ],
    spin: [0, 90, 0, 180],
  }),
  Z("AO-131", "medium", {
    pieces: [
      [O, hp(0), hp(1), hp(2)],
      [O, hp(2), hp(3), hp(4), hp(5), hp(0)],
    ],
    names: ["a diamond", "a six-sided piece with a V-shaped notch"],
    turns: [30, 100],
    keyWhy: "the diamond fits exactly into the V-shaped notch of the larger piece, completing a hexagon",
    keyAlt: "a hexagon made of a notched piece and a diamond filling the notch",
    wrong: [
      w(
        [0, 2, 4].map((k) => [O, hp(k), hp(k + 1), hp(k + 2)]),
        "is made of three diamonds, with no notched piece",
        "a hexagon made of three diamonds",
      ),
      w(
        [
          [O, hp(0), hp(1)],
          [O, hp(1), hp(2)],
          [O, hp(2), hp(3), hp(4), hp(5), hp(0)],
        ],
        "fills the notch with two small triangles instead of one diamond",
        "a hexagon made of a notched piece and two small triangles",
      ),
      w(
        [
          [O, hp(1), hp(2), hp(3), hp(4), hp(5), hp(0)],
          [O, hp(0), hp(1)],
        ],
        "has a narrower notch filled by one small triangle",
        "a hexagon made of a piece with a narrow notch and one small triangle",
      ),
    ],
    spin: [0, 0, 30, 90],
  }),
  Z("AO-132", "medium", {
    pieces: [
      [bl(1 / 3), br(1 / 3), br(2 / 3), [2, BH], [1, BH], bl(2 / 3)],
      [[1.5, 0], br(1 / 3), bl(1 / 3)],
      [bl(2 / 3), [1, BH], [0, BH]],
      [br(2 / 3), [3, BH], [2, BH]],
    ],
    names: ["a hexagon", "a small triangle", "a small triangle", "a small triangle"],
    summary: "a hexagon and three small equilateral triangles whose sides match the hexagon's sides",
    turns: [0, 30, 100, 190],
    order: [1, 0, 2, 3],
    keyWhy: "the hexagon sits in the middle and a small triangle fills each corner, making one large triangle",
    keyAlt: "a large triangle made of a hexagon in the middle and a small triangle in each corner",
    wrong: [
      w(
        [HEX, ...[0, 1, 2, 3, 4, 5].map((k) => [h(k), [h(k)[0] + h(k + 1)[0], h(k)[1] + h(k + 1)[1]] as Pt, h(k + 1)])],
        "has a triangle on every side of the hexagon, six in all, making a six-pointed star",
        "a six-pointed star made of a hexagon and six small triangles",
      ),
      w(
        [
          [bl(0.4), br(0.4), br(0.6), [1.8, BH], [1.2, BH], bl(0.6)],
          [[1.5, 0], br(0.4), bl(0.4)],
          [bl(0.6), [1.2, BH], [0, BH]],
          [br(0.6), [3, BH], [1.8, BH]],
        ],
        "has larger corner triangles, and its middle piece has unequal sides, so it is not the hexagon shown",
        "a large triangle made of three larger corner triangles and a lopsided six-sided middle piece",
      ),
      w(
        [
          [[1.5, 0], br(1 / 3), bl(1 / 3)],
          [bl(1 / 3), br(1 / 3), [3, BH], [0, BH]],
        ],
        "has only two pieces: a small triangle on top of a wide trapezoid",
        "a large triangle made of a small triangle and a wide trapezoid",
      ),
    ],
    spin: [0, 30, 180, 0],
  }),
  Z("AO-133", "medium", {
    pieces: [S(0, 0, 1, 180, 360), annularSector(0, 0, 1, 2, 180, 360)],
    names: ["a small half circle", "a curved arch"],
    turns: [40, 160],
    keyWhy: "the small half circle fits under the arch and fills it, making one large half circle",
    keyAlt: "a large half circle made of a curved arch with a small half circle filling its opening",
    wrong: [
      w(
        [S(0, 0, 1.4, 180, 360), annularSector(0, 0, 1.4, 2, 180, 360)],
        "has a thinner arch and a larger half circle inside it",
        "a large half circle made of a thin arch and a larger inner half circle",
      ),
      w(
        [S(0, 0, 1, 180, 360), annularSector(0, 0, 1, 2, 180, 270), annularSector(0, 0, 1, 2, 270, 360)],
        "cuts the arch into two pieces",
        "a large half circle made of a small half circle and an arch cut in two",
      ),
      w(
        [S(0, 0, 1, 270, 360), annularSector(0, 0, 1, 2, 270, 360)],
        "is a quarter circle made of a small quarter circle and a short curved piece",
        "a quarter circle made of a small quarter circle and a curved band",
      ),
    ],
    spin: [0, 180, 90, 0],
  }),
  Z("AO-134", "medium", {
    pieces: [P(1, 0, 3, 0, 2, 1, 0, 1), P(0, 0, 1, 0, 0, 1), P(3, 0, 3, 1, 2, 1)],
    names: ["a parallelogram", "a small right triangle", "a small right triangle"],
    summary: "a parallelogram and two identical small right triangles",
    turns: [0, 45, 200],
    order: [1, 0, 2],
    keyWhy: "a triangle fits against each slanted end of the parallelogram, squaring it off into a rectangle",
    keyAlt: "a rectangle made of a parallelogram in the middle with a small triangle at each end",
    wrong: [
      w(
        mirrorPieces([P(1, 0, 3, 0, 2, 1, 0, 1), P(0, 0, 1, 0, 0, 1), P(3, 0, 3, 1, 2, 1)]),
        "uses a parallelogram that leans the other way (a mirror image of the one shown), which turning cannot produce",
        "a rectangle made of a parallelogram leaning the other way and two small triangles",
      ),
      w(
        [P(1, 0, 4, 0, 3, 1, 0, 1), P(0, 0, 1, 0, 0, 1), P(4, 0, 4, 1, 3, 1)],
        "uses a longer parallelogram than the one shown",
        "a long rectangle made of a long parallelogram and two small triangles",
      ),
      w([R(0, 0, 1, 1), R(1, 0, 1, 1), R(2, 0, 1, 1)], "is cut into three squares", "a rectangle cut into three squares"),
    ],
    spin: [0, 180, 0, 0],
    tip: "A parallelogram with slanted ends leans either left or right, and turning it never changes which way it leans",
  }),
  Z("AO-135", "medium", {
    pieces: slices([0, 90, 180, 270, 315, 360]),
    names: ["a quarter circle", "a quarter circle", "a quarter circle", "an eighth of a circle", "an eighth of a circle"],
    summary: "three quarter circles and two slices, each one-eighth of a circle",
    turns: [0, 70, 140, 210, 280],
    order: [3, 0, 1, 4, 2],
    keyWhy: "90° + 90° + 90° + 45° + 45° = 360°, so the five pieces fill the circle exactly",
    keyAlt: "a circle cut into three quarter circles and two eighth slices",
    wrong: [
      w(slices([0, 90, 180, 270, 360]), "has four quarter circles and no thin slices", "a circle cut into four quarter circles"),
      w(
        slices([0, 90, 180, 240, 300, 360]),
        "has only two quarter circles and three one-sixth slices",
        "a circle cut into two quarter circles and three one-sixth slices",
      ),
      w(
        slices([0, 90, 180, 270, 300, 360]),
        "has a 30° slice and a 60° slice instead of two equal 45° slices",
        "a circle cut into three quarter circles, a 30° slice and a 60° slice",
      ),
    ],
    spin: [45, 0, 90, 20],
  }),
  Z("AO-136", "medium", {
    pieces: [R(0, 0, 2, 2), P(2, 0, 3, 0, 3, 3, 0, 3, 0, 2, 2, 2)],
    names: ["a square", "an L-shaped piece with equal arms"],
    turns: [20, 180],
    keyWhy: "the L-shaped piece wraps around two sides of the square, making a larger square",
    keyAlt: "a large square made of a smaller square with an L-shaped piece around two of its sides",
    wrong: [
      w(
        [R(0, 0, 2, 2), R(2, 0, 1, 3), R(0, 2, 2, 1)],
        "has two bars where the one L-shaped piece should be",
        "a large square made of a square and two bars",
      ),
      w(
        [R(0, 0, 2, 2), P(2, 0, 4, 0, 4, 3, 0, 3, 0, 2, 2, 2)],
        "uses an L-shaped piece with one thicker arm, making a rectangle instead of a square",
        "a rectangle made of a square and an L-shaped piece with one thick arm",
      ),
      w(
        [R(0, 0, 1, 1), R(1, 0, 1, 1), R(0, 1, 1, 1), R(1, 1, 1, 1), P(2, 0, 3, 0, 3, 3, 0, 3, 0, 2, 2, 2)],
        "cuts the square into four small squares",
        "a large square made of four small squares and an L-shaped piece",
      ),
    ],
    spin: [90, 0, 0, 180],
  }),
  Z("AO-137", "medium", {
    pieces: [archPiece(0.75), S(1.5, 1.5, 0.75, 180, 360)],
    names: ["an arch-shaped piece", "a half circle"],
    turns: [180, 40],
    keyWhy: "the half circle fits exactly into the curved notch of the arch, making a rectangle",
    keyAlt: "a rectangle made of an arch-shaped piece with a half circle filling its notch",
    wrong: [
      w(
        [P(0, 1.5, 0, 0, 3, 0, 3, 1.5, 2, 1.5, 2, 0.5, 1, 0.5, 1, 1.5), R(1, 0.5, 1, 1)],
        "has a square notch filled by a square, not a curved notch and a half circle",
        "a rectangle made of a piece with a square notch and a square",
      ),
      w(
        [archPiece(1.1), S(1.5, 1.5, 1.1, 180, 360)],
        "has a larger half circle and a wider notch than the pieces shown",
        "a rectangle made of an arch with a wide notch and a large half circle",
      ),
      w(
        [P(0, 1.5, 0, 0, 3, 0, 3, 1.5, 2.25, 1.5, 1.5, 0.75, 0.75, 1.5), P(0.75, 1.5, 1.5, 0.75, 2.25, 1.5)],
        "has a pointed notch filled by a triangle",
        "a rectangle made of a piece with a pointed notch and a triangle",
      ),
    ],
    spin: [0, 0, 180, 0],
  }),
  Z("AO-138", "medium", {
    pieces: [0, 2, 4, 6].map((k) => [O, oc(k), oc(k + 1), oc(k + 2)]),
    names: ["a four-sided piece", "a four-sided piece", "a four-sided piece", "a four-sided piece"],
    summary: "four identical four-sided pieces, each with one square corner",
    turns: [0, 60, 150, 250],
    keyWhy: "the four pieces meet at their square corners in the center and make an octagon",
    keyAlt: "an octagon cut from its center to four of its corners into four identical pieces",
    wrong: [
      w(
        [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [O, oc(k), oc(k + 1)]),
        "is cut into eight triangles",
        "an octagon cut from its center into eight triangles",
      ),
      w(
        [0, 2, 4, 6].map((k) => [O, mid(oc(k), oc(k + 1)), oc(k + 1), oc(k + 2), mid(oc(k + 2), oc(k + 3))]),
        "is cut from the center to the middles of four sides, so its pieces have five sides",
        "an octagon cut from its center to the middles of four sides into four five-sided pieces",
      ),
      w(
        [
          [oc(4), oc(5), oc(6), oc(7)],
          [oc(7), oc(0), oc(3), oc(4)],
          [oc(0), oc(1), oc(2), oc(3)],
        ],
        "is a rectangle with a trapezoid on each long side",
        "an octagon made of a rectangle and two trapezoids",
      ),
    ],
    spin: [0, 22.5, 0, 90],
  }),
  Z("AO-139", "medium", {
    pieces: [
      [T0, M01, G, M20],
      [T1, M12, G, M01],
      [T2, M20, G, M12],
    ],
    names: ["a kite-shaped piece", "a kite-shaped piece", "a kite-shaped piece"],
    summary: "three identical kite-shaped pieces, each with two square corners",
    turns: [0, 80, 200],
    keyWhy:
      "the three pieces meet at their widest corners in the center and their pointed corners become the corners of an equilateral triangle",
    keyAlt: "an equilateral triangle cut from its center to the middle of each side into three kite-shaped pieces",
    wrong: [
      w(
        [
          [T0, T1, G],
          [T1, T2, G],
          [T2, T0, G],
        ],
        "is cut from its center to its corners into three wide triangles",
        "a triangle cut from its center to its corners into three triangles",
      ),
      w(
        [
          [T0, M01, M20],
          [M01, T1, M12],
          [M20, M12, T2],
          [M01, M12, M20],
        ],
        "is cut into four small triangles",
        "a triangle cut into four small triangles",
      ),
      w(
        [0, 2, 4].map((k) => [O, h(k), h(k + 1), h(k + 2)]),
        "is a hexagon made of three diamonds",
        "a hexagon made of three diamonds",
      ),
    ],
    spin: [0, 180, 0, 30],
  }),
  Z("AO-140", "medium", {
    pieces: [R(1, 1, 1, 1), R(0, 0, 2, 1), R(2, 0, 1, 2), R(1, 2, 2, 1), R(0, 1, 1, 2)],
    names: ["a small square", "a rectangle", "a rectangle", "a rectangle", "a rectangle"],
    summary: "a small square and four identical rectangles, each twice as long as it is wide",
    turns: [20, 0, 45, 90, 10],
    order: [1, 2, 0, 3, 4],
    keyWhy: "the four rectangles wrap around the small square, each a quarter turn from the next, making a large square",
    keyAlt: "a large square made of a small center square with four rectangles around it like a pinwheel",
    wrong: [
      w(
        [0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => R(i, j, 1, 1))),
        "is made of nine small squares",
        "a large square made of nine small squares",
      ),
      w([R(0, 0, 3, 1), R(0, 1, 3, 1), R(0, 2, 3, 1)], "is made of three long strips", "a large square made of three long strips"),
      w(
        [R(0.8, 0.8, 1.2, 1.2), R(0, 0, 2, 0.8), R(2, 0, 0.8, 2), R(0.8, 2, 2, 0.8), R(0, 0.8, 0.8, 2)],
        "uses thinner rectangles around a larger center square",
        "a large square made of a bigger center square and four thin rectangles",
      ),
    ],
    spin: [0, 0, 90, 0],
  }),
  Z("AO-141", "medium", {
    pieces: [
      [h(0), h(2), h(4)],
      [h(0), h(1), h(2)],
      [h(2), h(3), h(4)],
      [h(4), h(5), h(0)],
    ],
    names: ["a large triangle", "a flat triangle", "a flat triangle", "a flat triangle"],
    summary: "one large equilateral triangle and three identical flat, wide triangles",
    turns: [0, 50, 130, 250],
    order: [1, 0, 2, 3],
    keyWhy: "a flat triangle fits against each side of the large triangle, filling it out into a hexagon",
    keyAlt: "a hexagon made of a large triangle in the middle and a flat triangle on each of its sides",
    wrong: [
      w(
        [0, 1, 2, 3, 4, 5].map((k) => [O, h(k), h(k + 1)]),
        "is cut from its center into six small triangles",
        "a hexagon cut into six small triangles",
      ),
      w(
        [
          [h(0), h(2), mid(h(2), h(4))],
          [h(0), mid(h(2), h(4)), h(4)],
          [h(0), h(1), h(2)],
          [h(2), h(3), h(4)],
          [h(4), h(5), h(0)],
        ],
        "splits the large triangle into two halves, so it has five pieces",
        "a hexagon made of a large triangle cut in half and three flat triangles",
      ),
      w(
        [
          [h(0), h(1), h(2), h(3)],
          [h(3), h(4), h(5), h(0)],
        ],
        "is made of two trapezoids",
        "a hexagon cut into two trapezoids",
      ),
    ],
    spin: [0, 30, 0, 90],
  }),
  Z("AO-142", "medium", {
    pieces: slices([0, 180, 240, 300, 360]),
    names: ["a half circle", "a one-sixth slice", "a one-sixth slice", "a one-sixth slice"],
    summary: "a half circle and three slices, each one-sixth of a circle",
    turns: [90, 10, 130, 250],
    order: [1, 0, 2, 3],
    keyWhy: "the three 60° slices together make 180°, the other half of the circle",
    keyAlt: "a circle made of a half circle and three one-sixth slices",
    wrong: [
      w(
        slices([0, 180, 270, 360]),
        "has two quarter circles instead of three smaller slices",
        "a circle made of a half circle and two quarter circles",
      ),
      w(
        slices([0, 120, 240, 300, 360]),
        "has no half circle, only two one-third slices and two one-sixth slices",
        "a circle cut into two one-third slices and two one-sixth slices",
      ),
      w(
        slices([0, 180, 225, 270, 315, 360]),
        "fills the other half with four thin slices",
        "a circle made of a half circle and four eighth slices",
      ),
    ],
    spin: [0, 90, 30, 0],
  }),
  Z("AO-143", "medium", {
    pieces: [P(0, 0, 2, 0, 0, 2), P(2, 0, 2, 2, 1, 1), P(2, 2, 0, 2, 1, 1)],
    names: ["a large triangle", "a medium triangle", "a medium triangle"],
    summary: "one large right triangle and two identical medium right triangles",
    turns: [45, 100, 210],
    order: [1, 0, 2],
    keyWhy: "the large triangle fills half of a square, and the two medium triangles meet at the center to fill the other half",
    keyAlt: "a square made of one large triangle (half the square) and two medium triangles",
    wrong: [
      w(
        [P(0, 0, 2, 0, 1, 1), P(2, 0, 2, 2, 1, 1), P(2, 2, 0, 2, 1, 1), P(0, 2, 0, 0, 1, 1)],
        "is cut into four identical triangles, with no large triangle",
        "a square cut along both diagonals into four triangles",
      ),
      w([P(0, 0, 2, 0, 0, 2), P(2, 0, 2, 2, 0, 2)], "is made of two large triangles", "a square cut along one diagonal into two triangles"),
      w(
        [P(0, 0, 3, 0, 0, 2), P(3, 0, 3, 2, 1.5, 1), P(3, 2, 0, 2, 1.5, 1)],
        "is a rectangle whose triangles are longer and flatter than the ones shown",
        "a rectangle made of one large triangle and two flat triangles",
      ),
    ],
    spin: [0, 45, 0, 90],
  }),
  Z("AO-144", "medium", {
    pieces: [
      [T0, M01, M20],
      [M20, M01, M12, T2],
      [M01, T1, M12],
    ],
    names: ["a small triangle", "a diamond", "a small triangle"],
    summary: "a diamond and two small equilateral triangles with sides as long as the diamond's",
    turns: [60, 0, 150],
    keyWhy: "the diamond lies along the bottom, one small triangle fits above it and the other beside it, completing a large triangle",
    keyAlt: "a large triangle made of a diamond and two small triangles",
    wrong: [
      w(
        [
          [T0, M01, M20],
          [M01, T1, M12],
          [M20, M12, T2],
          [M01, M12, M20],
        ],
        "splits the diamond into two triangles, so it has four pieces",
        "a large triangle made of four small triangles",
      ),
      w(
        [
          [T0, M01, M20],
          [M20, M01, T1, T2],
        ],
        "has a trapezoid in place of the diamond and one triangle",
        "a large triangle made of a small triangle and a trapezoid",
      ),
      w(
        [
          [T0, T1, G],
          [T1, T2, G],
          [T2, T0, G],
        ],
        "is cut from its center into three wide triangles",
        "a large triangle cut from its center into three triangles",
      ),
    ],
    spin: [0, 180, 0, 60],
  }),
  // =========================================================================== hard: lopsided pieces and mirror images
  Z("AO-145", "hard", {
    pieces: [P(1, 0, 2, 0, 2, 1.5, 0, 1.5), P(2, 0, 4, 0, 3, 1.5, 2, 1.5)],
    names: ["a right trapezoid", "a right trapezoid"],
    summary: "two identical right trapezoids",
    turns: [90, 200],
    keyWhy:
      "one trapezoid is turned halfway around, so their upright edges meet and the slanted edges become the two ends of a parallelogram",
    keyAlt: "a parallelogram cut by an upright line into two identical right trapezoids",
    wrong: [
      w(
        mirrorPieces([P(1, 0, 2, 0, 2, 1.5, 0, 1.5), P(2, 0, 4, 0, 3, 1.5, 2, 1.5)]),
        "is the mirror image, leaning the other way, so both of its pieces are flipped over",
        "a parallelogram leaning the other way, cut into two right trapezoids",
      ),
      w(
        [P(1, 0, 2, 0, 2, 1.5, 0, 1.5), P(2, 0, 3, 0, 4, 1.5, 2, 1.5)],
        "is a trapezoid, which needs one of the two pieces flipped over",
        "a trapezoid made of two right trapezoids that are mirror images of each other",
      ),
      w([R(0, 0, 2, 1.5), R(2, 0, 2, 1.5)], "is made of two rectangles, with no slanted edges", "a rectangle made of two rectangles"),
    ],
    spin: [0, 180, 0, 0],
    tip: "Lopsided pieces have a left-handed and a right-handed version; decide first whether the two pieces shown are the same or mirror images",
  }),
  Z("AO-146", "hard", {
    pieces: [P(0, 0, 2, 0, 3, 2, 0, 2), P(2, 0, 3, 0, 3, 2)],
    names: ["a right trapezoid", "a right triangle"],
    turns: [160, 70],
    keyWhy: "the triangle fills the slanted corner of the trapezoid, squaring it off into a rectangle",
    keyAlt: "a rectangle with one slanted cut near a corner, making a right trapezoid and a right triangle",
    wrong: [
      w(
        mirrorPieces([P(0, 0, 2, 0, 3, 2, 0, 2), P(2, 0, 3, 0, 3, 2)]),
        "is the mirror image: its slanted cut runs the other way, so both pieces are flipped over",
        "a rectangle with the slanted cut running the other way (mirror images of the pieces shown)",
      ),
      w(
        [P(0, 0, 1.4, 0, 3, 2, 0, 2), P(1.4, 0, 3, 0, 3, 2)],
        "has a longer slanted cut, so both of its pieces differ from the ones shown",
        "a rectangle with a long slanted cut, making a shorter trapezoid and a wider triangle",
      ),
      w(
        [P(0, 0, 2, 0, 3, 1, 3, 2, 0, 2), P(2, 0, 3, 0, 3, 1)],
        "cuts off a smaller corner, so its large piece has five sides",
        "a rectangle with a small corner cut off, making a five-sided piece and a small triangle",
      ),
    ],
    spin: [90, 0, 180, 0],
  }),
  Z("AO-147", "hard", {
    pieces: squareAroundSquare(2, 1),
    names: ["a right triangle", "a right triangle", "a right triangle", "a right triangle", "a small square"],
    summary: "a small square and four identical right triangles, each with one leg twice as long as the other",
    turns: [0, 70, 150, 240, 20],
    order: [4, 0, 1, 2, 3],
    keyWhy:
      "the four triangles turn around the small square like a pinwheel, and their longest sides form the edges of a larger tilted square",
    keyAlt: "a tilted square made of a small square in the middle and four right triangles around it like a pinwheel",
    wrong: [
      w(
        mirrorPieces(squareAroundSquare(2, 1)),
        "is the mirror image: its pinwheel turns the other way, so every triangle is flipped over",
        "the same kind of tilted square as a mirror image, with every triangle flipped over",
      ),
      w(
        [P(0, 0, 2, 0, 1, 1), P(2, 0, 2, 2, 1, 1), P(2, 2, 0, 2, 1, 1), P(0, 2, 0, 0, 1, 1)],
        "is cut into four triangles with two equal legs and has no small square",
        "a square cut along both diagonals into four triangles",
      ),
      w(
        squareAroundSquare(3, 1),
        "has a larger center square and longer, thinner triangles than the ones shown",
        "a tilted square made of a large center square and four long, thin triangles",
      ),
    ],
    spin: [0, 30, 0, 60],
    tip: "With pinwheel patterns, follow the long side of one triangle around the center: a mirror image turns the other way",
  }),
  Z("AO-148", "hard", {
    pieces: trianglePinwheel(1 / 5),
    names: ["a four-sided piece", "a four-sided piece", "a four-sided piece"],
    summary: "three identical lopsided four-sided pieces",
    turns: [0, 110, 230],
    keyWhy: "the three identical pieces swirl around the center like a pinwheel and make an equilateral triangle",
    keyAlt: "an equilateral triangle cut from its center to a point a fifth of the way along each side, swirling like a pinwheel",
    wrong: [
      w(
        mirrorPieces(trianglePinwheel(1 / 5)),
        "is the mirror image: its pinwheel swirls the other way, so every piece is flipped over",
        "a triangle cut into three pinwheel pieces that swirl the other way",
      ),
      w(
        trianglePinwheel(1 / 2),
        "has cuts that meet the sides at their middles, so its pieces are balanced kites, not lopsided",
        "a triangle cut from its center to the middle of each side into three kites",
      ),
      w(
        [
          [T0, T1, G],
          [T1, T2, G],
          [T2, T0, G],
        ],
        "is cut from the center straight to the corners into three wide triangles",
        "a triangle cut from its center to its corners into three triangles",
      ),
    ],
    spin: [0, 0, 180, 0],
  }),
  Z("AO-149", "hard", {
    pieces: [R(0, 1, 2, 1), P(0, 0, 2, 1, 0, 1), P(2, 1, 4, 2, 2, 2)],
    names: ["a rectangle", "a right triangle", "a right triangle"],
    summary: "a rectangle and two identical right triangles, each with one leg twice as long as the other",
    turns: [90, 30, 200],
    order: [1, 0, 2],
    keyWhy:
      "one triangle sits on top of the rectangle and the other against its end, and their long sides line up into the one straight slope of a large right triangle",
    keyAlt: "a large right triangle made of a rectangle in its square corner, a triangle above it and a triangle beside it",
    wrong: [
      w(
        mirrorPieces([R(0, 1, 2, 1), P(0, 0, 2, 1, 0, 1), P(2, 1, 4, 2, 2, 2)]),
        "is the mirror image, with both triangles flipped over",
        "the same kind of large triangle as a mirror image, with both small triangles flipped over",
      ),
      w(
        [P(0, 0, 2, 1, 2, 2, 0, 2), P(2, 1, 4, 2, 2, 2)],
        "leaves the rectangle and the upper triangle joined as one piece",
        "a large right triangle made of only two pieces",
      ),
      w(
        [R(0, 1.5, 2, 1.5), P(0, 0, 2, 1.5, 0, 1.5), P(2, 1.5, 4, 3, 2, 3)],
        "is steeper, built from a rectangle and triangles taller than the ones shown",
        "a steep right triangle made of a tall rectangle and two tall triangles",
      ),
    ],
    spin: [0, 0, 180, 0],
  }),
  Z("AO-150", "hard", {
    pieces: [0, 1, 2].map((k) => P(1.8 - 0.6 * k, k, 3.8 - 0.6 * k, k, 3.2 - 0.6 * k, k + 1, 1.2 - 0.6 * k, k + 1)),
    names: ["a parallelogram", "a parallelogram", "a parallelogram"],
    summary: "three identical parallelograms",
    turns: [0, 120, 250],
    keyWhy: "the three parallelograms stack along their long sides, all leaning the same way, making one tall parallelogram",
    keyAlt: "a tall parallelogram made of three identical parallelograms stacked",
    wrong: [
      w(
        mirrorPieces([0, 1, 2].map((k) => P(1.8 - 0.6 * k, k, 3.8 - 0.6 * k, k, 3.2 - 0.6 * k, k + 1, 1.2 - 0.6 * k, k + 1))),
        "is the mirror image, leaning the other way, so every piece is flipped over",
        "a tall parallelogram leaning the other way, made of three flipped pieces",
      ),
      w(
        [P(1.8, 0, 3.8, 0, 3.2, 1, 1.2, 1), P(1.2, 1, 3.2, 1, 3.8, 2, 1.8, 2), P(1.8, 2, 3.8, 2, 3.2, 3, 1.2, 3)],
        "has its middle piece flipped over so it leans the other way, making a zigzag",
        "a zigzag stack of three parallelograms, the middle one leaning the other way",
      ),
      w(
        [0, 1, 2].map((k) => P(3 - k, k, 5 - k, k, 4 - k, k + 1, 2 - k, k + 1)),
        "uses parallelograms that lean much farther than the ones shown",
        "a long slanted parallelogram made of three steeply leaning pieces",
      ),
    ],
    spin: [0, 0, 0, 90],
  }),
  Z("AO-151", "hard", {
    pieces: [P(0, 0, 1, 0, 2, 2, 0, 2), P(1, 0, 3, 0, 3, 2, 2, 2)],
    names: ["a right trapezoid", "a right trapezoid"],
    summary: "two identical right trapezoids with long slanted sides",
    turns: [20, 250],
    keyWhy: "one trapezoid is turned halfway around so the two slanted edges meet, making a rectangle",
    keyAlt: "a rectangle cut by one slanted line into two identical right trapezoids",
    wrong: [
      w(
        mirrorPieces([P(0, 0, 1, 0, 2, 2, 0, 2), P(1, 0, 3, 0, 3, 2, 2, 2)]),
        "is the mirror image: its slanted cut runs the other way, so both pieces are flipped over",
        "a rectangle with the slanted cut running the other way (mirror images of the pieces shown)",
      ),
      w(
        [P(0, 0, 1, 0, 2, 2, 0, 2), P(-1, 0, 0, 0, 0, 2, -2, 2)],
        "has one piece flipped over, making a trapezoid instead of a rectangle",
        "a wide trapezoid made of two right trapezoids that are mirror images",
      ),
      w([R(0, 0, 1.5, 2), R(1.5, 0, 1.5, 2)], "is cut straight down the middle into two rectangles", "a rectangle cut into two rectangles"),
    ],
    spin: [0, 180, 0, 0],
  }),
  Z("AO-152", "hard", {
    pieces: [P(0, 0, 3, 0, 3, 1, 1, 1, 1, 2, 0, 2), R(1, 1, 2, 1)],
    names: ["an L-shaped piece", "a short bar"],
    summary: "an L-shaped piece with arms of different lengths and a short bar",
    turns: [90, 30],
    keyWhy: "the short bar fills the notch of the L-shaped piece, completing a rectangle",
    keyAlt: "a rectangle made of an L-shaped piece with a short bar in its notch",
    wrong: [
      w(
        mirrorPieces([P(0, 0, 3, 0, 3, 1, 1, 1, 1, 2, 0, 2), R(1, 1, 2, 1)]),
        "uses a flipped (mirror-image) L-shaped piece, which turning the L shown cannot produce",
        "a rectangle made of a mirror-image L-shaped piece and a short bar",
      ),
      w(
        [P(0, 0, 4, 0, 4, 1, 1, 1, 1, 2, 0, 2), R(1, 1, 3, 1)],
        "uses a longer L-shaped piece and a longer bar",
        "a long rectangle made of a long L-shaped piece and a long bar",
      ),
      w(
        [R(0, 0, 3, 1), R(0, 1, 1, 1), R(1, 1, 2, 1)],
        "splits the L-shaped piece into a long bar and a square",
        "a rectangle made of a long bar, a square and a short bar",
      ),
    ],
    spin: [180, 0, 90, 0],
    tip: "An L whose arms differ in length comes in a left-handed and a right-handed version; with the long arm along the bottom, check whether the short arm rises at the left end or the right end",
  }),
  Z("AO-153", "hard", {
    pieces: [P(0, 0, 1, 0, 2, 1, 1, 1), P(1, 1, 2, 1, 1, 2, 0, 2)],
    names: ["a parallelogram", "a parallelogram"],
    summary: "two parallelograms that are mirror images of each other",
    turns: [30, 110],
    keyWhy: "the two parallelograms are mirror images, so they meet along a short side leaning opposite ways, making an arrowhead",
    keyAlt: "an arrowhead (chevron) made of two parallelograms leaning opposite ways",
    wrong: [
      w(
        [P(0, 0, 1, 0, 2, 1, 1, 1), P(1, 1, 2, 1, 3, 2, 2, 2)],
        "is one long parallelogram, which needs two identical pieces leaning the same way, but the two shown are mirror images",
        "a long slanted parallelogram made of two identical parallelograms",
      ),
      w(
        [P(0, 0, 1, 0, 2, 1.5, 1, 1.5), P(1, 1.5, 2, 1.5, 1, 3, 0, 3)],
        "has longer, steeper arms than the pieces shown",
        "a tall, narrow arrowhead made of two long parallelograms",
      ),
      w(
        [P(0, 0, 1.7, 0, 2.7, 1, 1, 1), P(1, 1, 2.7, 1, 1.7, 2, 0, 2)],
        "has wider arms than the pieces shown",
        "a wide arrowhead made of two broad parallelograms",
      ),
    ],
    spin: [0, 0, 90, 0],
  }),
  Z("AO-154", "hard", {
    pieces: hexHalves(1 / 3),
    names: ["a five-sided piece", "a five-sided piece"],
    summary: "two identical lopsided five-sided pieces",
    turns: [40, 170],
    keyWhy: "one piece is turned halfway around and the two fit along their long straight cut, making a hexagon",
    keyAlt: "a hexagon cut through its center by one straight line that meets two opposite sides a third of the way along",
    wrong: [
      w(
        mirrorPieces(hexHalves(1 / 3)),
        "is the mirror image: its cut slants the other way, so both pieces are flipped over",
        "a hexagon whose cut slants the other way (mirror images of the pieces shown)",
      ),
      w(hexHalves(0), "is cut from corner to corner into two trapezoids", "a hexagon cut from corner to corner into two trapezoids"),
      w(
        hexHalves(1 / 2),
        "is cut through the middles of two sides, so its halves are balanced, not lopsided",
        "a hexagon cut between the middles of two opposite sides",
      ),
    ],
    spin: [0, 30, 0, 90],
  }),
  Z("AO-155", "hard", {
    pieces: [R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 3.5, 2, 3, 2)],
    names: ["a square", "a right triangle", "a narrow right triangle"],
    summary: "a square and two right triangles of different widths with legs as tall as the square",
    turns: [20, 100, 250],
    order: [1, 0, 2],
    keyWhy: "each triangle's tall leg fits against one side of the square with its slant leaning outward, making a lopsided trapezoid",
    keyAlt: "a lopsided trapezoid made of a square with a wide triangle on one side and a narrow triangle on the other",
    wrong: [
      w(
        mirrorPieces([R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 3.5, 2, 3, 2)]),
        "is the mirror image, with both triangles flipped over",
        "the same kind of lopsided trapezoid as a mirror image, with both triangles flipped over",
      ),
      w(
        [R(1, 0, 2, 2), P(0, 2, 1, 0, 1, 2), P(3, 0, 4, 2, 3, 2)],
        "has two triangles of the same width, but the triangles shown differ",
        "an even trapezoid made of a square and two equal triangles",
      ),
      w(
        [R(1, 0, 3, 2), P(0, 2, 1, 0, 1, 2), P(4, 0, 4.5, 2, 4, 2)],
        "uses a rectangle in place of the square",
        "a long lopsided trapezoid made of a rectangle and two triangles",
      ),
    ],
    spin: [0, 180, 0, 0],
  }),
];
