import type { AuthoredItem } from "../../types";
import { hydraulicPress, lever, pulleySystem, ramp, springs } from "../../figures/mechanical";

/** MC items on forces and fluids: pressure and fluids, springs, center of gravity, work and power. */
export const MC_FORCES_AND_FLUIDS_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- pressure and fluids
  {
    id: "MC-120",
    topic: "pressure and fluids",
    difficulty: "easy",
    stem: "A hydraulic car lift has a large piston of 40 square inches that must lift 2,400 lb. The small piston, where the force is applied, has an area of 2 square inches. What force on the small piston lifts the car?",
    options: ["60 lb", "120 lb", "1,200 lb", "48,000 lb"],
    answer: 1,
    explanation:
      "The pressure needed under the large piston is 2,400 ÷ 40 = 60 psi, and the same 60 psi on the small piston takes 60 × 2 = 120 lb (the area ratio is 20 to 1). 60 lb is the pressure in psi, not the force, 1,200 lb divides by the small area, and 48,000 lb multiplies by the area ratio instead of dividing.",
    figure: hydraulicPress(
      { width: 22, size: "2 sq in", force: "F = ?", dir: "down" },
      { width: 88, size: "40 sq in", force: "lifts 2,400 lb", dir: "up" },
    ),
    figureAlt:
      "A hydraulic lift: two fluid-filled cylinders joined at the bottom. A force F = ? pushes down on the small piston, area 2 square inches. The large piston, area 40 square inches, pushes up to lift 2,400 lb.",
  },
  {
    id: "MC-121",
    topic: "pressure and fluids",
    difficulty: "easy",
    stem: "Why does a person wearing snowshoes sink into soft snow much less than the same person in boots?",
    options: [
      "The snowshoes reduce the person's weight.",
      "The snowshoes press harder on the snow, packing it down.",
      "The snowshoes make the weight act at a single point.",
      "The snowshoes spread the weight over a larger area.",
    ],
    answer: 3,
    explanation:
      "Pressure is force divided by area. The person's weight does not change, but snowshoes spread it over many times the area of a boot sole, so the pressure on the snow is much lower and the snow can hold it. Concentrating the weight at a point would do the opposite and make the person sink deeper.",
  },
  {
    id: "MC-122",
    topic: "pressure and fluids",
    difficulty: "medium",
    stem: "In the hydraulic system shown, a 40-lb force pushes on a small piston of 0.5 square inch. A pressure gauge is attached to the large cylinder, whose piston has an area of 10 square inches. What does the gauge read?",
    options: ["4 psi", "20 psi", "80 psi", "800 psi"],
    answer: 2,
    explanation:
      "The small piston creates a pressure of 40 ÷ 0.5 = 80 psi, and by Pascal's principle the same 80 psi acts everywhere in the connected fluid, including the large cylinder. The large piston's area changes the force it exerts (80 × 10 = 800 lb), not the pressure, so 800 is a force in pounds. 4 psi divides the force by the wrong area, and 20 psi multiplies by 0.5 instead of dividing.",
    figure: hydraulicPress(
      { width: 16, size: "0.5 sq in", force: "40 lb", dir: "down" },
      { width: 72, size: "10 sq in", force: "F", dir: "up" },
      "The gauge on the large cylinder reads ? psi",
    ),
    figureAlt:
      "Two connected fluid-filled cylinders. A 40-lb force pushes down on the small piston, area 0.5 square inch. The large piston, area 10 square inches, pushes up with force F. The question asks for the pressure a gauge on the large cylinder reads.",
  },
  {
    id: "MC-123",
    topic: "pressure and fluids",
    difficulty: "medium",
    stem: "Water pressure increases by about 0.43 psi for every foot of depth. About how much greater is the water pressure on a diver 20 ft below the surface than at the surface?",
    options: ["0.43 psi", "4.3 psi", "8.6 psi", "46.5 psi"],
    answer: 2,
    explanation:
      "Pressure grows in proportion to depth: 20 ft × 0.43 psi per ft = 8.6 psi. 0.43 psi is the increase for a single foot, 4.3 psi is the increase at 10 ft, and 46.5 comes from dividing 20 by 0.43 instead of multiplying.",
  },
  {
    id: "MC-124",
    topic: "pressure and fluids",
    difficulty: "medium",
    stem: "A stone weighs 5 lb in air. When it hangs from a scale fully under water, it displaces 2 lb of water. What does the scale read?",
    options: ["2 lb", "3 lb", "5 lb", "7 lb"],
    answer: 1,
    explanation:
      "By Archimedes' principle, the water pushes up on the stone with a buoyant force equal to the weight of the water it displaces, 2 lb. The scale carries the rest: 5 − 2 = 3 lb. 7 lb adds the buoyant force instead of subtracting it, 5 lb ignores it, and 2 lb is the buoyant force itself.",
  },
  {
    id: "MC-125",
    topic: "pressure and fluids",
    difficulty: "hard",
    stem: "Each stroke of a hydraulic jack's pump pushes its 1-square-inch piston down 4 in. The lifting piston has an area of 16 square inches. How many strokes does it take to raise the lifting piston 2 in?",
    options: ["4", "8", "16", "32"],
    answer: 1,
    explanation:
      "Raising the large piston 2 in takes 16 × 2 = 32 cubic inches of fluid, and each stroke delivers 1 × 4 = 4 cubic inches, so it takes 32 ÷ 4 = 8 strokes. 32 is the volume in cubic inches, not the number of strokes, 16 is the area ratio, and 4 divides the area ratio by the stroke length.",
    figure: hydraulicPress(
      { width: 20, size: "1 sq in", force: "4 in per stroke", dir: "down" },
      { width: 80, size: "16 sq in", force: "rises 2 in", dir: "up" },
    ),
    figureAlt:
      "A hydraulic jack: the small pump piston, area 1 square inch, moves down 4 inches per stroke. The lifting piston, area 16 square inches, must rise 2 inches. The cylinders are joined by fluid.",
  },
  {
    id: "MC-126",
    topic: "pressure and fluids",
    difficulty: "hard",
    stem: "In a hydraulic jack, the pump piston has a 1.5-in diameter and the lifting piston a 4.5-in diameter. How far must the pump piston move in total to raise the lifting piston 1 in?",
    options: ["0.11 in", "3 in", "9 in", "81 in"],
    answer: 2,
    explanation:
      "The fluid the pump pushes out must fill the space under the lifting piston. Areas go with the square of the diameters, (4.5 ÷ 1.5)² = 9, so the lifting piston's area is 9 times the pump's, and the pump must travel 9 × 1 = 9 in. Using the diameter ratio alone gives 3 in, the classic mistake; 0.11 in has the ratio upside down, and 81 in squares it twice.",
    figure: hydraulicPress(
      { width: 22, size: "1.5-in diameter", force: "moves ?", dir: "down" },
      { width: 66, size: "4.5-in diameter", force: "rises 1 in", dir: "up" },
    ),
    figureAlt:
      "A hydraulic jack: the pump piston, 1.5 inches in diameter, moves down an unknown distance marked moves ?. The lifting piston, 4.5 inches in diameter, rises 1 inch. The cylinders are joined by fluid.",
  },
  {
    id: "MC-127",
    topic: "pressure and fluids",
    difficulty: "easy",
    stem: "Hydraulic brakes and jacks use oil rather than air to carry force from one piston to another, mainly because oil",
    options: [
      "is nearly incompressible, so it passes on a push at once",
      "is lighter than air, so it moves faster through the lines",
      "expands when it is squeezed, which multiplies the force",
      "boils at a low temperature, which raises the pressure",
    ],
    answer: 0,
    explanation:
      "A liquid barely changes volume under pressure, so pushing one piston moves the fluid, and the other piston, right away. Air would squeeze like a spring and absorb much of the motion, which is why air in brake lines makes a spongy pedal. Oil is far heavier than air, does not expand when squeezed, and boiling would let vapor bubbles form, a defect rather than a benefit.",
  },
  {
    id: "MC-128",
    topic: "pressure and fluids",
    difficulty: "hard",
    stem: "A water tank is filled to a depth of 12 ft, and water pressure increases by about 0.43 psi per foot of depth. About what force does the water exert on a drain plug with an area of 2 square inches at the bottom of the tank?",
    options: ["2.6 lb", "5.2 lb", "10.3 lb", "24 lb"],
    answer: 2,
    explanation:
      "The pressure at the bottom is 12 × 0.43 ≈ 5.16 psi, and force = pressure × area = 5.16 × 2 ≈ 10.3 lb. 5.2 lb stops at the pressure and forgets the area, 2.6 lb divides by the area instead of multiplying, and 24 lb multiplies the depth by the area without using the pressure per foot.",
  },
  // ---------------------------------------------------------------- springs
  {
    id: "MC-129",
    topic: "springs",
    difficulty: "easy",
    stem: "A spring stretches 4 in when a 20-lb weight hangs from it, as shown. What is its spring constant?",
    options: ["0.2 lb per in", "5 lb per in", "16 lb per in", "80 lb per in"],
    answer: 1,
    explanation:
      "The spring constant is force divided by stretch: 20 lb ÷ 4 in = 5 lb per in, so each added inch of stretch takes another 5 lb. 0.2 is the ratio upside down (inches per pound), 16 subtracts, and 80 multiplies.",
    figure: springs([{ kind: "single", length: 80, weight: "20 lb", caption: "Stretch: 4 in" }]),
    figureAlt: "A single spring hangs from the ceiling with a 20-lb weight attached; the spring is stretched 4 inches.",
  },
  {
    id: "MC-130",
    topic: "springs",
    difficulty: "easy",
    stem: "According to Hooke's law, as long as a spring is not stretched past its elastic limit, the amount it stretches is",
    options: [
      "the same whatever force is applied",
      "inversely proportional to the force applied",
      "proportional to the square of the force applied",
      "directly proportional to the force applied",
    ],
    answer: 3,
    explanation:
      "Hooke's law says stretch is directly proportional to force: double the force and the stretch doubles. That is what makes a spring scale's markings evenly spaced. An inverse or squared relationship would bunch up or spread out the markings, and a spring that stretched the same under any force could not measure anything.",
  },
  {
    id: "MC-131",
    topic: "springs",
    difficulty: "medium",
    stem: "All the springs shown are identical, and each arrangement carries the same 10-lb weight. Arrangement A is one spring, B is two springs hooked end to end, and C is two springs side by side sharing a bar. Which arrangement lets the weight hang lowest (the greatest total stretch)?",
    options: ["A", "B", "C", "All three stretch the same amount."],
    answer: 1,
    explanation:
      "In B (series), each spring carries the full 10 lb and stretches as much as the single spring in A, so the total stretch is twice A's. In C (parallel), each spring carries only 5 lb, so the stretch is half of A's. The stretches are therefore in the ratio 1 : 2 : ½, not equal.",
    figure: springs([
      { kind: "single", length: 60, weight: "10 lb", caption: "A" },
      { kind: "series", length: 60, weight: "10 lb", caption: "B" },
      { kind: "parallel", length: 60, weight: "10 lb", caption: "C" },
    ]),
    figureAlt:
      "Three panels. A: one spring hangs from the ceiling holding a 10-lb weight. B: two identical springs hooked end to end hold a 10-lb weight. C: two identical springs hang side by side and hold a bar that carries a 10-lb weight.",
  },
  {
    id: "MC-132",
    topic: "springs",
    difficulty: "medium",
    stem: "A spring stretches 1.5 in for every 10 lb hung from it. What weight will stretch it 6 in?",
    options: ["4 lb", "9 lb", "15 lb", "40 lb"],
    answer: 3,
    explanation:
      "6 in is 6 ÷ 1.5 = 4 times the stretch produced by 10 lb, so the weight is 4 × 10 = 40 lb. 4 lb stops at the ratio and forgets the 10 lb, 9 lb multiplies 1.5 by 6, and 15 lb multiplies 1.5 by 10.",
    figure: springs([
      { kind: "single", length: 60, weight: "10 lb", caption: "Stretch: 1.5 in" },
      { kind: "single", length: 110, weight: "W = ?", caption: "Stretch: 6 in" },
    ]),
    figureAlt:
      "Two identical springs. On the left, a 10-lb weight stretches the spring 1.5 inches. On the right, an unknown weight W = ? stretches the spring 6 inches.",
  },
  {
    id: "MC-133",
    topic: "springs",
    difficulty: "hard",
    stem: "Two different springs are hooked end to end, as shown: the top spring has a constant of 20 lb per in and the bottom spring 10 lb per in. A 30-lb weight hangs from the bottom. How far does the weight move down in total?",
    options: ["1 in", "2.25 in", "3 in", "4.5 in"],
    answer: 3,
    explanation:
      "In series, each spring carries the full 30 lb: the top one stretches 30 ÷ 20 = 1.5 in and the bottom one 30 ÷ 10 = 3 in, for a total of 4.5 in. 3 in counts only the bottom spring, 2.25 in wrongly gives each spring half the load, and 1 in treats the springs as if they were side by side (30 ÷ 30).",
    figure: springs([{ kind: "series", length: 62, weight: "30 lb", caption: "Top: 20 lb per in; bottom: 10 lb per in" }]),
    figureAlt:
      "Two springs hooked end to end hang from the ceiling with a 30-lb weight at the bottom. The top spring's constant is 20 lb per inch and the bottom spring's is 10 lb per inch.",
  },
  {
    id: "MC-134",
    topic: "springs",
    difficulty: "medium",
    stem: "Spring A stretches 2 in under a 10-lb load. Spring B stretches 5 in under a 20-lb load. Which spring is stiffer?",
    options: [
      "Spring A, because it takes more force per inch",
      "Spring B, because it holds the heavier load",
      "Spring B, because it stretches farther",
      "Neither; they are equally stiff",
    ],
    answer: 0,
    explanation:
      "Stiffness is the spring constant, force per inch of stretch: A needs 10 ÷ 2 = 5 lb per in and B needs 20 ÷ 5 = 4 lb per in, so A is stiffer. The load each one happens to carry does not measure stiffness, and stretching farther under load is a sign of a softer spring, not a stiffer one.",
    figure: springs([
      { kind: "single", length: 60, weight: "10 lb", caption: "A: stretch 2 in" },
      { kind: "single", length: 100, weight: "20 lb", caption: "B: stretch 5 in" },
    ]),
    figureAlt:
      "Left: spring A holds a 10-lb weight and is stretched 2 inches. Right: spring B holds a 20-lb weight and is stretched 5 inches.",
  },
  {
    id: "MC-135",
    topic: "springs",
    difficulty: "hard",
    stem: "A coil spring stretches 6 in under a 12-lb weight. It is cut into two equal halves, and the same 12-lb weight is hung from one half. How far does the half spring stretch?",
    options: ["1.5 in", "3 in", "6 in", "12 in"],
    answer: 1,
    explanation:
      "In the whole spring, each of its coils carries the full 12 lb and adds its share of the 6-in stretch. The half spring has only half as many coils, each still carrying 12 lb, so it stretches half as much, 3 in; its spring constant has doubled from 2 to 4 lb per in. 12 in gets the effect backward, and 1.5 in halves the stretch twice.",
    figure: springs([
      { kind: "single", length: 100, weight: "12 lb", caption: "Whole spring: 6 in" },
      { kind: "single", length: 60, weight: "12 lb", caption: "Half spring: ?" },
    ]),
    figureAlt:
      "Left: a whole spring with a 12-lb weight stretches 6 inches. Right: a spring half as long, cut from the first, holds the same 12-lb weight; its stretch is marked with a question mark.",
  },
  {
    id: "MC-136",
    topic: "springs",
    difficulty: "easy",
    stem: "What happens when a steel spring is stretched well beyond its elastic limit and then released?",
    options: [
      "It stays permanently longer than it was.",
      "It returns exactly to its original length.",
      "It becomes stiffer but keeps its original length.",
      "It shrinks to shorter than its original length.",
    ],
    answer: 0,
    explanation:
      "Below the elastic limit, a spring springs back to its original length. Beyond it, the metal deforms permanently, so the spring stays stretched out and no longer obeys Hooke's law the same way. It does not return to its original length or end up shorter than before.",
  },
  {
    id: "MC-137",
    topic: "springs",
    difficulty: "medium",
    stem: "Two identical springs hooked end to end stretch a total of 8 in when a 10-lb weight hangs from the bottom, as shown. How far would one of these springs stretch alone under the same 10-lb weight?",
    options: ["2 in", "4 in", "8 in", "16 in"],
    answer: 1,
    explanation:
      "In series each spring carries the whole 10 lb, so each stretches the same amount and the 8-in total is two equal stretches: one spring alone stretches 8 ÷ 2 = 4 in. 8 in forgets that the total is shared by two springs, 16 in doubles instead of halving, and 2 in halves twice.",
    figure: springs([
      { kind: "series", length: 56, weight: "10 lb", caption: "Two in series: 8 in" },
      { kind: "single", length: 56, weight: "10 lb", caption: "One spring: ?" },
    ]),
    figureAlt:
      "Left: two identical springs hooked end to end hold a 10-lb weight and stretch a total of 8 inches. Right: one of the springs alone holds a 10-lb weight; its stretch is marked with a question mark.",
  },
  // ---------------------------------------------------------------- center of gravity
  {
    id: "MC-138",
    topic: "center of gravity",
    difficulty: "easy",
    stem: "A light 10-ft rod carries two 5-lb weights, one 1 ft and the other 7 ft from its left end, as shown. How far from the left end is the balance point?",
    options: ["3 ft", "4 ft", "5 ft", "6 ft"],
    answer: 1,
    explanation:
      "Equal weights balance halfway between them: (1 + 7) ÷ 2 = 4 ft from the left end. The rod itself is light, so its middle (5 ft) does not matter. 3 ft is the halfway distance measured from the first weight instead of from the end, and 6 ft measures the 4 ft from the wrong end.",
    figure: lever({
      length: 10,
      fulcrum: null,
      things: [
        { kind: "load", at: 1, label: "5 lb" },
        { kind: "load", at: 7, label: "5 lb" },
      ],
      dims: [
        { from: 0, to: 1, label: "1 ft", row: 0 },
        { from: 1, to: 7, label: "6 ft", row: 0 },
        { from: 0, to: 10, label: "10 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A light 10-ft rod with no support shown. A 5-lb weight sits 1 ft from the left end and another 5-lb weight sits 7 ft from the left end, 6 ft from the first.",
  },
  {
    id: "MC-139",
    topic: "center of gravity",
    difficulty: "hard",
    stem: "A light 10-ft rod carries 10 lb at its left end, 20 lb at 4 ft from the left end, and 10 lb at its right end, as shown. How far from the left end is its balance point?",
    options: ["4 ft", "4.5 ft", "5 ft", "5.5 ft"],
    answer: 1,
    explanation:
      "Add the moments about the left end and divide by the total weight: (10 × 0 + 20 × 4 + 10 × 10) ÷ 40 = 180 ÷ 40 = 4.5 ft. 5 ft is the rod's middle, which would be right only if the 20-lb weight were also centered; 4 ft is where the heaviest weight sits, and 5.5 ft measures 4.5 ft from the wrong end.",
    figure: lever({
      length: 10.6,
      fulcrum: null,
      caption: "Where is the balance point?",
      things: [
        { kind: "load", at: 0.3, label: "10 lb" },
        { kind: "load", at: 4.3, label: "20 lb" },
        { kind: "load", at: 10.3, label: "10 lb" },
      ],
      dims: [
        { from: 0.3, to: 4.3, label: "4 ft", row: 0 },
        { from: 0.3, to: 10.3, label: "10 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A light 10-ft rod with no support shown. It carries a 10-lb weight at its left end, a 20-lb weight 4 ft from the left end, and a 10-lb weight at its right end.",
  },
  {
    id: "MC-140",
    topic: "center of gravity",
    difficulty: "hard",
    stem: "A uniform 12-ft plank weighing 40 lb rests on two sawhorses, one under each end. A 160-lb painter stands 3 ft from the left end. How much weight does the left sawhorse support?",
    options: ["100 lb", "120 lb", "140 lb", "160 lb"],
    answer: 2,
    explanation:
      "Take moments about the right end. The painter is 9 ft from it and the plank's weight acts at its middle, 6 ft from it: left force × 12 = 160 × 9 + 40 × 6 = 1,440 + 240 = 1,680, so the left sawhorse carries 140 lb (and the right one the other 60 lb). Leaving out the plank gives 120 lb, and 100 lb splits the total of 200 lb evenly.",
    figure: lever({
      length: 12.2,
      fulcrum: null,
      things: [
        { kind: "support", at: 0.1, label: "?" },
        { kind: "load", at: 3.1, label: "160 lb" },
        { kind: "weight", at: 6.1, label: "plank 40 lb" },
        { kind: "support", at: 12.1, label: "R" },
      ],
      dims: [
        { from: 0.1, to: 3.1, label: "3 ft", row: 0.55 },
        { from: 0.1, to: 12.1, label: "12 ft", row: 1.5 },
      ],
    }),
    figureAlt:
      "A 12-ft plank held up from below at both ends: the left support, marked ?, and the right support, marked R. A 160-lb painter stands on the plank 3 ft from the left end, and the plank's own 40-lb weight acts at its middle.",
  },
  {
    id: "MC-141",
    topic: "center of gravity",
    difficulty: "easy",
    stem: "Race cars are built very low to the ground mainly in order to",
    options: [
      "reduce the weight of the car",
      "raise the center of gravity for better grip",
      "shorten the distance between the left and right wheels",
      "lower the center of gravity for stability in turns",
    ],
    answer: 3,
    explanation:
      "A low center of gravity means the sideways force in a hard turn has less leverage to tip the car, so it stays flat and stable. Being low does not make a car lighter, a higher center of gravity would make it less stable, and race cars have wide, not narrow, wheel tracks for the same reason.",
  },
  {
    id: "MC-142",
    topic: "center of gravity",
    difficulty: "medium",
    stem: "A crate tips over when its center of gravity passes outside the edge of its base. Which of these crates tips over at the smallest tilt?",
    options: [
      "Base 2 ft wide, center of gravity 3 ft high",
      "Base 2 ft wide, center of gravity 1 ft high",
      "Base 4 ft wide, center of gravity 3 ft high",
      "Base 4 ft wide, center of gravity 1 ft high",
    ],
    answer: 0,
    explanation:
      "The narrowest base combined with the highest center of gravity tips first: with its center of gravity only 1 ft from the edge (half of 2 ft) but 3 ft up, a small tilt carries it past the edge. A wider base or a lower center of gravity means the crate must tilt farther, so the 4-ft crate with its center of gravity 1 ft high is the most stable.",
  },
  {
    id: "MC-143",
    topic: "center of gravity",
    difficulty: "easy",
    stem: "Where is the balance point (center of gravity) of an ordinary claw hammer?",
    options: [
      "At the middle of the handle",
      "At the end of the handle",
      "Close to the head, where most of the weight is",
      "Exactly halfway between the two ends of the hammer",
    ],
    answer: 2,
    explanation:
      "The center of gravity is the average position of the weight, and most of a hammer's weight is in its steel head, so the balance point lies on the handle close to the head. It would be at the middle only if the weight were spread evenly along the hammer, and it can never be at the light end of the handle.",
  },
  {
    id: "MC-144",
    topic: "center of gravity",
    difficulty: "medium",
    stem: "A uniform 8-ft beam weighs 20 lb, and a 60-lb weight is attached to its left end, as shown. How far from the left end is the balance point?",
    options: ["1 ft", "2 ft", "3 ft", "4 ft"],
    answer: 0,
    explanation:
      "The beam's 20 lb acts at its middle, 4 ft from the left end, and the 60 lb acts at 0 ft. The balance point is (60 × 0 + 20 × 4) ÷ 80 = 1 ft from the left end. 4 ft is the middle of the beam alone, and 3 ft swaps the weights (60 × 4 ÷ 80).",
    figure: lever({
      length: 8.6,
      fulcrum: null,
      caption: "Where is the balance point?",
      things: [
        { kind: "load", at: 0.3, label: "60 lb" },
        { kind: "weight", at: 4.3, label: "beam 20 lb" },
      ],
      dims: [{ from: 0.3, to: 8.3, label: "8 ft", row: 1 }],
    }),
    figureAlt:
      "An 8-ft beam with no support shown. A 60-lb weight sits at its left end, and the beam's own 20-lb weight acts at its middle, 4 ft from the left end.",
  },
  {
    id: "MC-145",
    topic: "center of gravity",
    difficulty: "medium",
    stem: "A forklift has a heavy cast-iron counterweight at its rear. What is the counterweight for?",
    options: [
      "Keeping the combined center of gravity between the wheels under a raised load",
      "Raising the combined center of gravity so that the forks can lift higher",
      "Making the forklift heavy enough to drive faster with a load",
      "Moving the combined center of gravity ahead of the front wheels for better steering",
    ],
    answer: 0,
    explanation:
      "A load on the forks sits in front of the front wheels, which act as the tipping point. The counterweight behind them keeps the combined center of gravity of truck and load between the wheels, so the forklift does not tip forward. A center of gravity ahead of the front wheels is exactly what makes it tip, and extra weight does not make a forklift faster.",
  },
  {
    id: "MC-146",
    topic: "center of gravity",
    difficulty: "hard",
    stem: "A uniform 6-ft plank weighing 30 lb lies on a flat roof with part of it sticking out past the edge. A 10-lb can of paint sits on the outer end of the plank. What is the greatest distance the plank can stick out past the edge without tipping?",
    options: ["1.5 ft", "2.25 ft", "3 ft", "3.75 ft"],
    answer: 1,
    explanation:
      "The plank tips about the roof edge. If x ft sticks out, the plank's weight acts 3 − x ft back from the edge (its middle is 3 ft from the outer end), and the can acts x ft out. Balance: 30 × (3 − x) = 10 × x, so 90 = 40x and x = 2.25 ft. 3 ft would be right without the can, and 3.75 ft is the length left resting on the roof.",
  },
  // ---------------------------------------------------------------- work and power
  {
    id: "MC-147",
    topic: "work and power",
    difficulty: "easy",
    stem: "Which of these is a unit of power?",
    options: ["Horsepower", "Foot-pound", "Pound per square inch", "Pound"],
    answer: 0,
    explanation:
      "Power is the rate of doing work, and the horsepower (550 ft·lb per second) is a unit of power, as is the watt. The foot-pound is a unit of work or energy, the pound per square inch is a unit of pressure, and the pound is a unit of force or weight.",
  },
  {
    id: "MC-148",
    topic: "work and power",
    difficulty: "easy",
    stem: "How much work is done in lifting a 60-lb box straight up onto a shelf 5 ft high?",
    options: ["12 ft·lb", "65 ft·lb", "300 ft·lb", "3,600 ft·lb"],
    answer: 2,
    explanation:
      "Work = force × distance = 60 lb × 5 ft = 300 ft·lb. 12 divides instead of multiplying, 65 adds the numbers, and 3,600 uses the height in inches (60 in) while still calling the result ft·lb.",
  },
  {
    id: "MC-149",
    topic: "work and power",
    difficulty: "medium",
    stem: "A 200-lb load is pushed at a steady speed up the frictionless ramp shown, 10 ft long and 3 ft high, in 6 seconds. What power is delivered?",
    options: ["100 ft·lb per second", "333 ft·lb per second", "600 ft·lb per second", "3,600 ft·lb per second"],
    answer: 0,
    explanation:
      "The work done is the load's weight times the height it gains: 200 × 3 = 600 ft·lb (the same as the 60-lb push times the 10-ft ramp). Power = work ÷ time = 600 ÷ 6 = 100 ft·lb per second. 600 forgets to divide by the time, 3,600 multiplies by it, and 333 uses the ramp's length in place of its height.",
    figure: ramp({ lengthLabel: "10 ft", heightLabel: "3 ft", loadLabel: "200 lb", forceLabel: "push", rise: 66, run: 216 }),
    figureAlt: "A ramp 10 ft long along its slope rises 3 ft. A 200-lb load on the ramp is pushed up the slope by an arrow labeled push.",
  },
  {
    id: "MC-150",
    topic: "work and power",
    difficulty: "medium",
    stem: "An engine does 66,000 ft·lb of work every minute. What horsepower is it delivering? (1 hp = 33,000 ft·lb per minute.)",
    options: ["0.5 hp", "1 hp", "2 hp", "120 hp"],
    answer: 2,
    explanation:
      "66,000 ÷ 33,000 = 2 hp. 0.5 hp divides the other way, and 120 hp divides 66,000 by 550, the per-second figure, without first changing the work per minute into work per second (66,000 ft·lb per minute is 1,100 ft·lb per second, which is again 2 hp).",
  },
  {
    id: "MC-151",
    topic: "work and power",
    difficulty: "medium",
    stem: "Using the three-strand pulley system shown, a worker pulls 30 ft of rope to raise a 150-lb load. Ignoring friction, how much work is done on the load?",
    options: ["500 ft·lb", "1,500 ft·lb", "4,500 ft·lb", "13,500 ft·lb"],
    answer: 1,
    explanation:
      "Three supporting strands mean the load rises 30 ÷ 3 = 10 ft, so the work on it is 150 × 10 = 1,500 ft·lb. The worker does the same work: a 50-lb pull over 30 ft. 4,500 ft·lb multiplies the load by the rope distance, 500 ft·lb multiplies the pull by the load's rise, and 13,500 ft·lb multiplies all three numbers.",
    figure: pulleySystem({ strands: 3, loadLabel: "150 lb", effortLabel: "pull 30 ft" }),
    figureAlt:
      "Two pulleys hang from the ceiling and one pulley is fixed to a lower block carrying a 150-lb load. The rope is tied to the lower block, winds over and under the three pulleys, and its free end is pulled down 30 ft. Three strands run to the lower block.",
  },
  {
    id: "MC-152",
    topic: "work and power",
    difficulty: "medium",
    stem: "A 10-lb ball is dropped from a height of 20 ft. Ignoring air resistance, about how much kinetic energy does it have just before it hits the ground?",
    options: ["10 ft·lb", "20 ft·lb", "100 ft·lb", "200 ft·lb"],
    answer: 3,
    explanation:
      "As the ball falls, its potential energy, weight × height = 10 × 20 = 200 ft·lb, turns into kinetic energy, so it has about 200 ft·lb just before impact. 100 ft·lb wrongly applies the ½ from the kinetic-energy formula to the weight × height, and 10 and 20 are just the weight and the height.",
  },
  {
    id: "MC-153",
    topic: "work and power",
    difficulty: "hard",
    stem: "A pump lifts 660 lb of water per minute to a tank 50 ft above it. The pump is 75% efficient. What horsepower must its motor supply? (1 hp = 33,000 ft·lb per minute.)",
    options: ["0.75 hp", "1 hp", "1.25 hp", "1.33 hp"],
    answer: 3,
    explanation:
      "The useful work is 660 × 50 = 33,000 ft·lb per minute, exactly 1 hp. Because only 75% of the input becomes useful work, the motor must supply 1 ÷ 0.75 ≈ 1.33 hp. 0.75 hp multiplies by the efficiency instead of dividing, 1 hp ignores the losses, and 1.25 hp just adds the 25% that is lost, which undercounts it.",
  },
  {
    id: "MC-154",
    topic: "work and power",
    difficulty: "hard",
    stem: "A worker pushes the end of the lever shown down 2 ft with a force of 90 lb and raises the 300-lb load 0.5 ft. What is the lever's efficiency?",
    options: ["25%", "30%", "83%", "120%"],
    answer: 2,
    explanation:
      "Work out = 300 × 0.5 = 150 ft·lb; work in = 90 × 2 = 180 ft·lb; efficiency = 150 ÷ 180 ≈ 0.83, or 83%. 120% divides the wrong way and is impossible for a real machine, 25% compares only the two distances, and 30% compares only the two forces.",
    figure: lever({
      length: 5.4,
      fulcrum: 1.2,
      things: [
        { kind: "load", at: 0.2, label: "300 lb" },
        { kind: "push", at: 5.2, label: "90 lb" },
      ],
      dims: [
        { from: 0.2, to: 1.2, label: "1 ft", row: 0 },
        { from: 1.2, to: 5.2, label: "4 ft", row: 0 },
      ],
    }),
    figureAlt:
      "A lever on a fulcrum. A 300-lb load sits on the left end, 1 ft from the fulcrum. A downward force of 90 lb pushes on the right end, 4 ft from the fulcrum.",
  },
  {
    id: "MC-155",
    topic: "work and power",
    difficulty: "easy",
    stem: "A motor lifts a 150-lb load 8 ft in 4 seconds. How much power does it deliver?",
    options: ["37.5 ft·lb per second", "300 ft·lb per second", "1,200 ft·lb per second", "4,800 ft·lb per second"],
    answer: 1,
    explanation:
      "Work = 150 × 8 = 1,200 ft·lb, and power = work ÷ time = 1,200 ÷ 4 = 300 ft·lb per second. 1,200 is the work, not the rate, 4,800 multiplies by the time, and 37.5 divides the load by the time and forgets the height.",
  },
];
