import type { AuthoredItem, Difficulty } from "../../types";
import { type ConnectorChange, type ConnectorShape, connectors, mirror, move, swap } from "../../figures/assembling";
import type { ShapeName } from "../../figures/shapes";

const CONNECT = "Which figure shows how the shapes connect when the lettered points are joined?";
const FIGURES = ["Figure A", "Figure B", "Figure C", "Figure D"] as const;

/** Key letter of each item in id order (AO-066 first): balanced, never more than two alike in a row. */
const KEYS = "BDACCABDDBCAACDBBADCCDABDCBAABCDBCDACADBDACBA";

/** Directions of the connecting line in the four answer figures, varied from item to item. */
const TILTS: readonly (readonly number[])[] = [
  [-8, 14, 4, -16],
  [10, -12, -4, 16],
  [-14, 6, 12, -6],
  [4, -16, 14, -10],
];

/** One shape of the question: its name in the kit, its dotted point(s) and how it is turned. */
const s = (shape: ShapeName, at: string | readonly string[], turn: number): ConnectorShape => ({
  shape,
  at: typeof at === "string" ? [at] : at,
  turn,
});

/** A connectors item whose key sits at the letter KEYS gives for its id; `wrong` are the three wrong figures in order. */
function C(
  id: string,
  difficulty: Difficulty,
  shapes: readonly ConnectorShape[],
  wrong: readonly [ConnectorChange, ConnectorChange, ConnectorChange],
  tip?: string,
): AuthoredItem {
  const n = Number(id.slice(3));
  const key = "ABCD".indexOf(KEYS[n - 66]!);
  if (key < 0) throw new Error(`no key letter for ${id}`);
  const choices: ("key" | ConnectorChange)[] = [...wrong];
  choices.splice(key, 0, "key");
  return {
    id,
    topic: "connectors",
    difficulty,
    stem: CONNECT,
    options: FIGURES,
    ...connectors({ shapes, choices, tilt: TILTS[n % 4]!, ...(tip ? { tip } : {}) }),
  };
}

export const AO_CONNECTORS_ITEMS: readonly AuthoredItem[] = [
  // =========================================================================== easy: two shapes, one clear change each
  C(
    "AO-066",
    "easy",
    [s("smallCircle", "center", 0), s("trapezoid", "long", 30)],
    [move(1, "short"), move(0, "edge"), swap(1, "rect", ["long"])],
  ),
  C(
    "AO-067",
    "easy",
    [s("octagon", "corner", 10), s("tallTri", "baseMid", 140)],
    [move(0, "center"), move(1, "apex"), swap(0, "hexagon", ["corner"])],
    "Count the corners of the many-sided shape: an octagon has eight, a hexagon six",
  ),
  C(
    "AO-068",
    "easy",
    [s("rhombus", "center", 20), s("semicircle", "flat", 200)],
    [move(0, "sharp"), move(1, "curve"), swap(0, "square", ["center"])],
  ),
  C("AO-069", "easy", [s("cross", "arm", 15), s("circle", "center", 0)], [move(0, "center"), move(1, "edge"), swap(0, "tShape", ["stem"])]),
  C(
    "AO-070",
    "medium",
    [s("house", "wall", 100), s("smallCircle", "edge", 0)],
    [move(0, "peak"), move(1, "center"), swap(0, "pentagon", ["side"])],
    "The house shape has two square corners at the bottom; a regular pentagon has five equal sides and no square corner",
  ),
  C(
    "AO-071",
    "easy",
    [s("quarter", "straight", 60), s("square", "center", 10)],
    [move(0, "point"), move(1, "corner"), swap(1, "circle", ["center"])],
  ),
  C(
    "AO-072",
    "easy",
    [s("equilateral", "center", 0), s("rect", "corner", 40)],
    [move(0, "corner"), move(1, "short"), swap(0, "square", ["center"])],
  ),
  C(
    "AO-073",
    "easy",
    [s("pentagon", "side", 0), s("semicircle", "corner", 90)],
    [move(0, "corner"), move(1, "flat"), swap(1, "quarter", ["point"])],
  ),
  C(
    "AO-074",
    "easy",
    [s("tShape", "top", 90), s("hexagon", "center", 0)],
    [move(0, "stem"), move(1, "side"), swap(1, "octagon", ["center"])],
  ),
  C(
    "AO-075",
    "easy",
    [s("circle", "center", 0), s("trapezoid", "slant", 250)],
    [move(1, "long"), swap(1, "rect", ["short"]), move(0, "edge")],
  ),
  C(
    "AO-076",
    "easy",
    [s("tallTri", "leg", 30), s("square", "side", 0)],
    [move(0, "apex"), move(1, "center"), swap(0, "equilateral", ["side"])],
  ),
  C(
    "AO-077",
    "easy",
    [s("rect", "long", 120), s("octagon", "side", 0)],
    [move(0, "short"), move(1, "center"), swap(1, "circle", ["edge"])],
  ),
  C(
    "AO-078",
    "easy",
    [s("semicircle", "curve", 45), s("equilateral", "corner", 10)],
    [move(0, "corner"), move(1, "side"), swap(1, "tallTri", ["apex"])],
  ),
  C(
    "AO-079",
    "easy",
    [s("hexagon", "side", 0), s("smallCircle", "center", 0)],
    [move(0, "corner"), swap(0, "pentagon", ["side"]), move(1, "edge")],
  ),
  C(
    "AO-080",
    "easy",
    [s("house", "floor", 300), s("quarter", "curve", 20)],
    [move(0, "peak"), move(1, "point"), swap(1, "semicircle", ["curve"])],
  ),
  C(
    "AO-081",
    "easy",
    [s("square", "corner", 0), s("cross", "center", 10)],
    [move(0, "center"), move(1, "arm"), swap(1, "octagon", ["center"])],
  ),
  // =========================================================================== medium: lookalike points, lopsided shapes, simple chains
  C(
    "AO-082",
    "medium",
    [s("rightTri", "shortLeg", 70), s("circle", "edge", 0)],
    [move(0, "longLeg"), move(0, "hyp"), move(1, "center")],
    "The shorter leg of this right triangle is the side between the right angle and the 60° corner",
  ),
  C(
    "AO-083",
    "medium",
    [s("trapezoid", "blunt", 200), s("rect", "center", 15)],
    [move(0, "sharp"), move(0, "short"), move(1, "corner")],
    "The corners at the ends of the shorter parallel side are blunt; those at the ends of the longer side are sharp",
  ),
  C("AO-084", "medium", [s("rhombus", "blunt", 40), s("tallTri", "base", 100)], [move(0, "sharp"), move(1, "apex"), move(0, "side")]),
  C(
    "AO-085",
    "medium",
    [s("parallelogram", "long", 60), s("hexagon", "corner", 0)],
    [mirror(0), move(0, "short"), move(1, "side")],
    "A parallelogram that leans one way cannot be turned into one that leans the other way",
  ),
  C("AO-086", "medium", [s("lShape", "back", 150), s("square", "side", 20)], [mirror(0), move(0, "top"), move(0, "foot")]),
  C(
    "AO-087",
    "medium",
    [s("rightTrap", "square", 60), s("semicircle", "flat", 160)],
    [move(0, "blunt"), move(0, "sharp"), mirror(0)],
    "In a right trapezoid the two square corners sit on the same side, one at each end of the straight (upright) edge",
  ),
  C("AO-088", "medium", [s("tShape", "bar", 200), s("rightTri", "wide", 30)], [move(0, "stem"), move(1, "sharp"), move(1, "right")]),
  C(
    "AO-089",
    "medium",
    [s("cross", "armCorner", 20), s("quarter", "point", 230)],
    [move(0, "arm"), move(0, "inner"), move(1, "curve")],
    "On a plus-shaped piece, an outer corner at the end of an arm points outward, while an inside corner is tucked between two arms",
  ),
  C(
    "AO-090",
    "medium",
    [s("house", "eave", 150), s("rhombus", "side", 0)],
    [move(0, "foot"), move(1, "blunt"), swap(1, "square", ["side"])],
  ),
  C("AO-091", "medium", [s("quarter", "point", 0), s("tShape", "inner", 120)], [move(1, "top"), move(1, "bar"), move(0, "straight")]),
  C("AO-092", "medium", [s("rightTri", "hyp", 300), s("trapezoid", "short", 90)], [move(0, "shortLeg"), move(1, "long"), move(1, "slant")]),
  C(
    "AO-093",
    "medium",
    [s("circle", "center", 0), s("square", ["side", "center"], 30), s("smallCircle", "edge", 0)],
    [move(1, "corner", 1), move(0, "edge"), move(2, "center")],
    "With three shapes, check every dot in turn; one misplaced dot is enough to make a figure wrong",
  ),
  C(
    "AO-094",
    "medium",
    [s("equilateral", "corner", 0), s("rect", ["short", "long"], 20), s("semicircle", "flat", 90)],
    [move(1, "corner", 0), move(0, "side"), move(2, "curve")],
  ),
  C(
    "AO-095",
    "medium",
    [s("hexagon", "center", 0), s("tallTri", ["apex", "base"], 0), s("square", "corner", 45)],
    [move(1, "baseMid", 1), move(2, "side"), swap(0, "pentagon", ["center"])],
  ),
  C("AO-096", "medium", [s("parallelogram", "blunt", 300), s("rightTrap", "long", 10)], [move(0, "sharp"), move(1, "short"), mirror(0)]),
  C("AO-097", "medium", [s("lShape", "heel", 90), s("octagon", "corner", 0)], [move(0, "inner"), mirror(0), move(1, "side")]),
  C(
    "AO-098",
    "medium",
    [s("rhombus", "sharp", 0), s("lShape", "top", 200)],
    [move(0, "blunt"), mirror(1), move(1, "foot")],
    "The long arm of the L is clearly longer than the short arm; check which arm's end carries the dot",
  ),
  C(
    "AO-099",
    "medium",
    [s("semicircle", "corner", 0), s("trapezoid", "sharp", 160)],
    [move(0, "curve"), move(1, "blunt"), swap(1, "rightTrap", ["sharp"])],
  ),
  // =========================================================================== hard: three-shape chains and flipped (mirror-image) shapes
  C(
    "AO-100",
    "hard",
    [s("lShape", "inner", 20), s("rect", ["corner", "short"], 70), s("circle", "edge", 0)],
    [mirror(0), move(1, "long", 1), move(1, "center", 0)],
  ),
  C(
    "AO-101",
    "hard",
    [s("rightTrap", "sharp", 100), s("hexagon", ["corner", "center"], 0), s("tallTri", "apex", 200)],
    [mirror(0), move(0, "blunt"), move(2, "baseMid")],
    "Turn the right trapezoid in your mind until its square corners are on the left: in the correct figure the slanted side must still lean the same way",
  ),
  C(
    "AO-102",
    "hard",
    [s("quarter", "curve", 0), s("parallelogram", ["sharp", "blunt"], 40), s("equilateral", "side", 0)],
    [mirror(1), move(1, "short", 1), move(0, "straight")],
  ),
  C(
    "AO-103",
    "hard",
    [s("house", "peak", 0), s("octagon", ["corner", "center"], 0), s("parallelogram", "blunt", 150)],
    [move(0, "eave"), move(1, "side", 0), mirror(2)],
  ),
  C(
    "AO-104",
    "hard",
    [s("lShape", "foot", 250), s("parallelogram", "short", 30)],
    [mirror(0), mirror(1), move(1, "long")],
    "Both shapes are lopsided, so compare each one with the top before you look at the dots; a flipped copy is a different shape",
  ),
  C("AO-105", "hard", [s("rightTrap", "short", 300), s("tShape", "inner", 40)], [mirror(0), move(0, "long"), move(1, "bar")]),
  C(
    "AO-106",
    "hard",
    [s("semicircle", "flat", 0), s("lShape", ["top", "foot"], 120), s("equilateral", "side", 0)],
    [mirror(1), move(1, "back", 1), move(2, "corner")],
    "When the middle shape carries two dots, check both of them and also whether the shape itself has been flipped",
  ),
  C(
    "AO-107",
    "hard",
    [s("cross", "inner", 0), s("trapezoid", ["short", "long"], 100), s("smallCircle", "center", 0)],
    [move(1, "slant", 0), move(0, "arm"), move(2, "edge")],
  ),
  C("AO-108", "hard", [s("parallelogram", "sharp", 200), s("rightTrap", "blunt", 80)], [mirror(0), mirror(1), move(1, "sharp")]),
  C(
    "AO-109",
    "hard",
    [s("tallTri", "base", 0), s("rhombus", ["sharp", "blunt"], 30), s("pentagon", "corner", 0)],
    [move(1, "side", 1), move(0, "apex"), move(2, "side")],
  ),
  C(
    "AO-110",
    "hard",
    [s("lShape", "heel", 0), s("square", ["center", "side"], 10), s("rightTrap", "square", 200)],
    [mirror(0), mirror(2), move(1, "corner", 1)],
  ),
];
