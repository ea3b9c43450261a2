import type { AuthoredItem } from "../types";
import { beltDrive, gearTrain, hydraulicPress, lever, meshRow, pitchRadius, pulleySystem, ramp, springs } from "../figures/mechanical";

// Gear layouts (pitch radii follow the tooth counts, so meshing gears share one tooth size).
const g016 = { r: [pitchRadius(18, 4), pitchRadius(24, 4)] };
const g016x = meshRow(g016.r, 105);
const g017 = { r: [pitchRadius(12, 5), pitchRadius(20, 5), pitchRadius(12, 5)] };
const g017x = meshRow(g017.r, 75);
const g018 = { r: [pitchRadius(20, 3.2), pitchRadius(40, 3.2)] };
const g018x = meshRow(g018.r, 80);
const g019 = { r: [pitchRadius(30, 2.6), pitchRadius(15, 2.6), pitchRadius(45, 2.6)] };
const g019x = meshRow(g019.r, 62);
const g021 = { a: pitchRadius(12, 2.5), b: pitchRadius(36, 2.5), c: pitchRadius(10, 2.5), d: pitchRadius(40, 2.5) };
const g022 = { r: [pitchRadius(14, 4), pitchRadius(10, 4), pitchRadius(14, 4), pitchRadius(10, 4)] };
const g022x = meshRow(g022.r, 72);

/** MC items written for this project. */
export const MC_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- levers
  {
    id: "MC-001",
    topic: "levers",
    difficulty: "easy",
    stem: "A first-class lever holds a 60-lb load 2 ft from the fulcrum. How much downward force must be applied 6 ft from the fulcrum, on the other side, to balance the load?",
    options: ["10 lb", "20 lb", "30 lb", "180 lb"],
    answer: 1,
    explanation:
      "Balance the turning effects: effort × effort arm = load × load arm, so F × 6 = 60 × 2 = 120 and F = 120 ÷ 6 = 20 lb. 180 lb comes from flipping the ratio (60 × 6 ÷ 2); a long effort arm reduces the force needed, it does not increase it. 30 lb simply halves the load and ignores the distances.",
    figure: lever({
      length: 8.6,
      fulcrum: 2.3,
      things: [
        { kind: "load", at: 0.3, label: "60 lb" },
        { kind: "push", at: 8.3, label: "F = ?" },
      ],
      dims: [
        { from: 0.3, to: 2.3, label: "2 ft", row: 0 },
        { from: 2.3, to: 8.3, label: "6 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A horizontal beam rests on a triangular fulcrum. A 60-lb box sits on the left part of the beam, 2 ft from the fulcrum. On the right, 6 ft from the fulcrum, a downward arrow labeled F = ? pushes on the beam.",
  },
  {
    id: "MC-002",
    topic: "levers",
    difficulty: "easy",
    stem: "A wheelbarrow works as a lever: the wheel's axle is the fulcrum, the load rides in the tub, and you lift at the handles. Which class of lever is it?",
    options: [
      "First class, because the fulcrum is between the load and the effort",
      "Third class, because the effort is between the fulcrum and the load",
      "Second class, because the load is between the fulcrum and the effort",
      "Third class, because the load is farther from the fulcrum than the effort",
    ],
    answer: 2,
    explanation:
      "The wheel (fulcrum) is at one end, your hands (effort) are at the other, and the load rides between them: that arrangement defines a second-class lever, which always multiplies force. A first-class lever has the fulcrum in the middle, like a seesaw, and a third-class lever has the effort in the middle, like tweezers. In a wheelbarrow the load is nearer the fulcrum than your hands, not farther.",
  },
  {
    id: "MC-003",
    topic: "levers",
    difficulty: "medium",
    stem: "A 90-lb child sits 4 ft to the left of a seesaw's pivot. How far to the right of the pivot must a 60-lb child sit to balance the seesaw?",
    options: ["1.5 ft", "2.7 ft", "4 ft", "6 ft"],
    answer: 3,
    explanation:
      "The moments must match: 90 × 4 = 360 ft·lb, so the lighter child needs 60 × d = 360 and d = 6 ft. The lighter child must sit farther out. 2.7 ft comes from using the ratio upside down (60 × 4 ÷ 90), and 4 ft would balance only equal weights.",
    figure: lever({
      length: 12,
      fulcrum: 5,
      things: [
        { kind: "load", at: 1, label: "90 lb" },
        { kind: "load", at: 11, label: "60 lb" },
      ],
      dims: [
        { from: 1, to: 5, label: "4 ft", row: 0 },
        { from: 5, to: 11, label: "? ft", row: 0 },
      ],
    }),
    figureAlt:
      "A seesaw beam on a pivot. A 90-lb child (box) sits 4 ft to the left of the pivot. A 60-lb child (box) sits to the right of the pivot at an unknown distance marked ? ft.",
  },
  {
    id: "MC-004",
    topic: "levers",
    difficulty: "medium",
    stem: "Tweezers, a fishing rod and your forearm are all third-class levers, with the effort applied between the fulcrum and the load. What is true of every third-class lever?",
    options: [
      "The force at the load is larger than the effort, because the effort is applied close to the fulcrum.",
      "The force at the load always equals the effort, because the effort and the load are on the same side of the fulcrum.",
      "Its mechanical advantage is greater than 1 whenever the effort arm is short.",
      "The force at the load is smaller than the effort, but the load end moves farther and faster.",
    ],
    answer: 3,
    explanation:
      "In a third-class lever the effort arm (fulcrum to effort) is always shorter than the load arm (fulcrum to load), so effort × short arm = load force × long arm makes the load force smaller than the effort: the mechanical advantage is less than 1. What you gain is distance and speed at the tip. A short effort arm is exactly what makes the output force smaller, not larger.",
  },
  {
    id: "MC-005",
    topic: "levers",
    difficulty: "medium",
    stem: "The load in a wheelbarrow weighs 200 lb, and its center of gravity is 1.5 ft from the wheel's axle. The handles are lifted at a point 5 ft from the axle. What upward force is needed at the handles?",
    options: ["40 lb", "60 lb", "140 lb", "667 lb"],
    answer: 1,
    explanation:
      "Take moments about the axle: F × 5 = 200 × 1.5 = 300, so F = 300 ÷ 5 = 60 lb. Dividing 200 by 5 (40 lb) ignores where the load sits, and 667 lb flips the two arms. Because the load is closer to the fulcrum than the handles, a second-class lever always needs less force than the load.",
    figure: lever({
      length: 5.5,
      fulcrum: 0.25,
      caption: "Wheelbarrow (axle = fulcrum)",
      things: [
        { kind: "load", at: 1.75, label: "200 lb" },
        { kind: "lift", at: 5.25, label: "F = ?" },
      ],
      dims: [
        { from: 0.25, to: 1.75, label: "1.5 ft", row: 0 },
        { from: 0.25, to: 5.25, label: "5 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A beam with the fulcrum (the wheel axle) under its left end. A 200-lb load sits on the beam 1.5 ft from the fulcrum. At the right end, 5 ft from the fulcrum, an upward arrow labeled F = ? lifts the beam.",
  },
  {
    id: "MC-006",
    topic: "levers",
    difficulty: "hard",
    stem: "A first-class lever carries two loads on the left side of its fulcrum: 30 lb at 2 ft and 20 lb at 5 ft from the fulcrum. What downward force applied 4 ft to the right of the fulcrum will balance the lever?",
    options: ["12.5 lb", "25 lb", "40 lb", "50 lb"],
    answer: 2,
    explanation:
      "Add the moments on the left: 30 × 2 + 20 × 5 = 60 + 100 = 160 ft·lb. The effort must supply the same moment: F × 4 = 160, so F = 40 lb. 50 lb just adds the weights and ignores their distances, and 25 lb (100 ÷ 4) leaves out the 30-lb load.",
    figure: lever({
      length: 10,
      fulcrum: 5.5,
      things: [
        { kind: "load", at: 0.5, label: "20 lb" },
        { kind: "load", at: 3.5, label: "30 lb" },
        { kind: "push", at: 9.5, label: "F = ?" },
      ],
      dims: [
        { from: 3.5, to: 5.5, label: "2 ft", row: 0 },
        { from: 5.5, to: 9.5, label: "4 ft", row: 0 },
        { from: 0.5, to: 5.5, label: "5 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A beam on a fulcrum. On the left side, a 30-lb box sits 2 ft from the fulcrum and a 20-lb box sits 5 ft from the fulcrum. On the right side, 4 ft from the fulcrum, a downward arrow labeled F = ? pushes on the beam.",
  },
  {
    id: "MC-007",
    topic: "levers",
    difficulty: "hard",
    stem: "A uniform 12-ft plank weighing 40 lb rests on a fulcrum placed 3 ft from its left end. What weight hung at the left end will just balance the plank?",
    options: ["13.3 lb", "40 lb", "120 lb", "160 lb"],
    answer: 1,
    explanation:
      "A uniform plank's weight acts at its middle, 6 ft from the left end, which is 6 − 3 = 3 ft to the right of the fulcrum. Balance: W × 3 = 40 × 3, so W = 40 lb. Placing the plank's whole weight at its far end (9 ft from the fulcrum) gives 120 lb, a common mistake.",
    figure: lever({
      length: 12,
      fulcrum: 3,
      things: [
        { kind: "push", at: 0.05, label: "W = ?" },
        { kind: "weight", at: 6, label: "plank's weight 40 lb" },
      ],
      dims: [
        { from: 0, to: 3, label: "3 ft", row: 0 },
        { from: 0, to: 12, label: "12 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A 12-ft plank rests on a fulcrum 3 ft from its left end. A downward arrow labeled W = ? acts at the left end. The plank's own weight, 40 lb, is shown as a downward arrow at the middle of the plank, 6 ft from the left end.",
  },
  {
    id: "MC-008",
    topic: "levers",
    difficulty: "medium",
    stem: "A 10-ft bar has a 200-lb load at one end, and a worker can push down with 50 lb at the other end. Where must the fulcrum be placed so that the worker can just balance the load?",
    options: ["2 ft from the load", "2.5 ft from the load", "5 ft from the load", "8 ft from the load"],
    answer: 0,
    explanation:
      "Let x be the load arm; the effort arm is then 10 − x. Balance: 200x = 50(10 − x), so 250x = 500 and x = 2 ft (check: 200 × 2 = 50 × 8). Dividing 10 ft by the 4-to-1 force ratio gives 2.5 ft, which forgets that the two arms must add up to 10 ft; 8 ft is the effort arm, measured from the wrong end.",
  },
  // ---------------------------------------------------------------- pulleys
  {
    id: "MC-009",
    topic: "pulleys",
    difficulty: "easy",
    stem: "A single fixed pulley is used to raise an 80-lb load. Ignoring friction, how much force must be applied to the rope?",
    options: ["20 lb", "40 lb", "80 lb", "160 lb"],
    answer: 2,
    explanation:
      "Only one rope strand holds up the load, so a single fixed pulley has a mechanical advantage of 1: you pull with the full 80 lb. Its benefit is changing the direction of the force (you pull down to lift up). Halving the force to 40 lb takes a movable pulley, which hangs in a loop of two strands.",
    figure: pulleySystem({ strands: 1, loadLabel: "80 lb", effortLabel: "F = ?" }),
    figureAlt:
      "One pulley hangs from the ceiling. A rope runs from an 80-lb load straight up, over the pulley, and down to a free end pulled with force F = ?. Only one strand holds up the load.",
  },
  {
    id: "MC-010",
    topic: "pulleys",
    difficulty: "easy",
    stem: "A 150-lb load hangs from a single movable pulley. One end of the rope is tied to a beam above, and you pull straight up on the other end. Ignoring friction and the pulley's weight, how hard must you pull?",
    options: ["50 lb", "75 lb", "150 lb", "300 lb"],
    answer: 1,
    explanation:
      "The movable pulley hangs in a loop of rope, so two strands share the load equally: 150 ÷ 2 = 75 lb. 150 lb would be right for a fixed pulley, which only changes direction, and 300 lb doubles the load instead of halving it.",
  },
  {
    id: "MC-011",
    topic: "pulleys",
    difficulty: "medium",
    stem: "In the block and tackle shown, four rope strands support the lower block. Ignoring friction, what force on the free end of the rope lifts the 200-lb load?",
    options: ["40 lb", "50 lb", "67 lb", "100 lb"],
    answer: 1,
    explanation:
      "The ideal mechanical advantage equals the number of strands holding up the moving block, 4, so F = 200 ÷ 4 = 50 lb. The free end is pulled down from an upper pulley and does not support the lower block; counting it as a fifth strand gives 40 lb. 100 lb counts only the two pulleys in the lower block.",
    figure: pulleySystem({ strands: 4, loadLabel: "200 lb", effortLabel: "F = ?" }),
    figureAlt:
      "Two pulleys hang from the ceiling and two pulleys are fixed to a lower block carrying a 200-lb load. The rope is tied to the ceiling, runs down and up around all four pulleys, and its free end comes down from the right-hand upper pulley, pulled with force F = ?. Four strands run to the lower block.",
  },
  {
    id: "MC-012",
    topic: "pulleys",
    difficulty: "hard",
    stem: "In the pulley system shown, two pulleys hang from the ceiling and one pulley is on the lower block. The rope is tied to the lower block, and its free end is pulled down from an upper pulley. Ignoring friction, what force lifts the 240-lb load?",
    options: ["60 lb", "80 lb", "120 lb", "240 lb"],
    answer: 1,
    explanation:
      "Count only the strands pulling up on the lower block: the one tied to it plus the two on either side of its pulley make 3, so F = 240 ÷ 3 = 80 lb. The free end comes down from an upper pulley, so it does not hold up the load; counting it gives 60 lb. Tying the rope to the moving block is what makes the number of supporting strands odd.",
    figure: pulleySystem({ strands: 3, loadLabel: "240 lb", effortLabel: "F = ?" }),
    figureAlt:
      "Two pulleys hang from the ceiling and one pulley is fixed to a lower block carrying a 240-lb load. The rope is tied to the lower block, goes up over the left upper pulley, down around the lower pulley, up over the right upper pulley, and its free end is pulled down with force F = ?. Three strands run to the lower block.",
  },
  {
    id: "MC-013",
    topic: "pulleys",
    difficulty: "hard",
    stem: "A block and tackle with four supporting strands is 80% efficient. What pull on the rope is needed to lift a 400-lb engine?",
    options: ["80 lb", "100 lb", "125 lb", "500 lb"],
    answer: 2,
    explanation:
      "Without friction the pull would be 400 ÷ 4 = 100 lb. Friction means you must supply more than that: actual effort = ideal effort ÷ efficiency = 100 ÷ 0.80 = 125 lb. Multiplying by 0.80 (80 lb) wrongly makes friction help you, and 500 lb (400 ÷ 0.80) forgets the four strands.",
  },
  {
    id: "MC-014",
    topic: "pulleys",
    difficulty: "hard",
    stem: "A movable pulley weighing 10 lb carries a 90-lb load. The rope is tied to the ceiling, runs down around the movable pulley, then up over a fixed pulley to the free end. What force on the free end holds the load still?",
    options: ["40 lb", "45 lb", "50 lb", "100 lb"],
    answer: 2,
    explanation:
      "The two strands holding the movable pulley carry the load and the pulley itself: (90 + 10) ÷ 2 = 50 lb. The fixed pulley at the top only changes the rope's direction. Forgetting the pulley's own weight gives 45 lb, and subtracting it gives 40 lb.",
    figure: pulleySystem({ strands: 2, loadLabel: "90 lb", effortLabel: "F = ?", blockLabel: "pulley 10 lb" }),
    figureAlt:
      "A rope is tied to the ceiling, runs down around a movable pulley that weighs 10 lb and carries a 90-lb load, then up over a fixed pulley, and its free end is pulled down with force F = ?. Two strands hold the movable pulley.",
  },
  {
    id: "MC-015",
    topic: "pulleys",
    difficulty: "medium",
    stem: "A block and tackle has four strands supporting its load. To raise the load 3 ft, how much rope must be pulled through the system?",
    options: ["0.75 ft", "3 ft", "7 ft", "12 ft"],
    answer: 3,
    explanation:
      "Each of the 4 supporting strands must shorten by 3 ft, so 4 × 3 = 12 ft of rope passes through your hands. That is the price of the 4-to-1 force advantage: force × distance, the work, stays the same. Dividing (0.75 ft) would mean getting more work out than you put in.",
  },
  // ---------------------------------------------------------------- gears
  {
    id: "MC-016",
    topic: "gears",
    difficulty: "easy",
    stem: "Gear A turns clockwise and meshes directly with gear B, as shown. Which statement is correct?",
    options: [
      "Gear B turns counterclockwise.",
      "Gear B turns clockwise.",
      "Gear B turns clockwise only if it is larger than gear A.",
      "Gear B turns counterclockwise only if it is smaller than gear A.",
    ],
    answer: 0,
    explanation:
      "Meshing teeth push each other in opposite directions, so a gear always turns the gear it meshes with the opposite way: B turns counterclockwise. Size and tooth count change the speed, never the direction, so both 'only if' statements are false.",
    figure: gearTrain([
      { x: g016x[0]!, y: 100, r: g016.r[0]!, teeth: 18, name: "A", turn: "cw" },
      { x: g016x[1]!, y: 100, r: g016.r[1]!, teeth: 24, name: "B", turn: "?" },
    ]),
    figureAlt:
      "Two meshing gears side by side. Gear A, on the left, has an arrow showing it turns clockwise. Gear B, on the right and slightly larger, is marked with a question mark.",
  },
  {
    id: "MC-017",
    topic: "gears",
    difficulty: "easy",
    stem: "Three gears mesh in a straight row: A drives B, and B drives C. If gear A turns clockwise, which way does gear C turn?",
    options: [
      "Counterclockwise",
      "It depends on the sizes of the gears",
      "It cannot turn, because three meshed gears lock up",
      "Clockwise",
    ],
    answer: 3,
    explanation:
      "Each mesh reverses the direction: A clockwise turns B counterclockwise, and B turns C clockwise again. In a row, the 1st, 3rd and 5th gears all turn the same way. Gear size affects only speed, and three gears jam only when all three mesh with one another in a closed triangle.",
    figure: gearTrain([
      { x: g017x[0]!, y: 100, r: g017.r[0]!, teeth: 12, name: "A", turn: "cw" },
      { x: g017x[1]!, y: 100, r: g017.r[1]!, teeth: 20, name: "B" },
      { x: g017x[2]!, y: 100, r: g017.r[2]!, teeth: 12, name: "C", turn: "?" },
    ]),
    figureAlt:
      "Three gears in a row: small gear A on the left with an arrow showing clockwise rotation, a larger gear B in the middle meshing with both, and small gear C on the right marked with a question mark.",
  },
  {
    id: "MC-018",
    topic: "gears",
    difficulty: "medium",
    stem: "A 20-tooth driving gear turns at 60 rpm and meshes with a 40-tooth gear. How fast does the 40-tooth gear turn?",
    options: ["15 rpm", "30 rpm", "60 rpm", "120 rpm"],
    answer: 1,
    explanation:
      "Teeth pass the meshing point at the same rate on both gears: 20 × 60 = 1,200 teeth per minute, and 1,200 ÷ 40 = 30 rpm. The gear with more teeth turns more slowly. 120 rpm multiplies by the tooth ratio instead of dividing.",
    figure: gearTrain([
      { x: g018x[0]!, y: 104, r: g018.r[0]!, teeth: 20, name: "A", note: "20 teeth, 60 rpm", noteAt: [62, 176], turn: "cw" },
      { x: g018x[1]!, y: 104, r: g018.r[1]!, teeth: 40, name: "B", note: "40 teeth", turn: "?" },
    ]),
    figureAlt:
      "A small gear A with 20 teeth turning clockwise at 60 rpm meshes with a larger gear B with 40 teeth, whose speed is marked with a question mark.",
  },
  {
    id: "MC-019",
    topic: "gears",
    difficulty: "hard",
    stem: "Gear A (30 teeth) turns at 90 rpm. It drives gear C (45 teeth) through an idler gear B (15 teeth) that meshes with both. How fast does gear C turn, and in which direction compared with gear A?",
    options: [
      "60 rpm, the same direction as A",
      "60 rpm, the opposite direction to A",
      "180 rpm, the same direction as A",
      "30 rpm, the same direction as A",
    ],
    answer: 0,
    explanation:
      "An idler does not change the overall ratio: B spins at 90 × 30 ÷ 15 = 180 rpm, and C turns at 180 × 15 ÷ 45 = 60 rpm, the same as 90 × 30 ÷ 45. With one idler between them, A and C turn the same direction (A one way, B the other, C back again). 180 rpm is the idler's own speed, and 30 rpm wrongly uses the idler's 15 teeth as if it were the driver.",
    figure: gearTrain([
      { x: g019x[0]!, y: 100, r: g019.r[0]!, teeth: 30, name: "A", note: "30 teeth, 90 rpm", turn: "cw" },
      { x: g019x[1]!, y: 100, r: g019.r[1]!, teeth: 15, name: "B", note: "15 teeth (idler)", noteAt: [118, 26] },
      { x: g019x[2]!, y: 100, r: g019.r[2]!, teeth: 45, name: "C", note: "45 teeth", turn: "?" },
    ]),
    figureAlt:
      "Three gears in a row. Gear A on the left has 30 teeth and turns clockwise at 90 rpm. Small idler gear B in the middle has 15 teeth and meshes with both. Gear C on the right has 45 teeth and is marked with a question mark.",
  },
  {
    id: "MC-020",
    topic: "gears",
    difficulty: "medium",
    stem: "A small gear on an electric motor's shaft drives a much larger gear on an output shaft. Compared with the motor shaft, the output shaft turns",
    options: [
      "faster and with more torque",
      "at the same speed but with more torque",
      "slower and with less torque",
      "slower and with more torque",
    ],
    answer: 3,
    explanation:
      "A small gear driving a large one is a speed-reducing drive: the output turns slower by the tooth ratio and, ignoring friction, its torque is multiplied by the same ratio. You cannot gain both speed and torque at once, since that would create energy, so 'faster and with more torque' is impossible.",
  },
  {
    id: "MC-021",
    topic: "gears",
    difficulty: "hard",
    stem: "Gear A (12 teeth) turns at 240 rpm and drives gear B (36 teeth). Gear C (10 teeth) is fixed to the same shaft as B and drives gear D (40 teeth). How fast does gear D turn?",
    options: ["20 rpm", "60 rpm", "72 rpm", "80 rpm"],
    answer: 0,
    explanation:
      "Work in stages: B turns 240 × 12 ÷ 36 = 80 rpm; C is on B's shaft, so it also turns 80 rpm; D turns 80 × 10 ÷ 40 = 20 rpm. 72 rpm treats A as if it drove D directly (240 × 12 ÷ 40), and 80 rpm stops at gear B.",
    figure: gearTrain(
      [
        // No letter on A: it is too small to hold one inside its teeth, and the note names it.
        { x: 100, y: 108, r: g021.a, teeth: 12, note: "A: 12 teeth, 240 rpm", noteAt: [72, 172], turn: "cw" },
        {
          x: 100 + g021.a + g021.b,
          y: 108,
          r: g021.b,
          teeth: 36,
          name: "B",
          note: "B: 36 teeth, behind",
          noteAt: [96, 40],
          noHole: true,
          behind: true,
        },
        { x: 100 + g021.a + g021.b + g021.c + g021.d, y: 108, r: g021.d, teeth: 40, name: "D", note: "D: 40 teeth", turn: "?" },
        { x: 100 + g021.a + g021.b, y: 108, r: g021.c, teeth: 10, dark: true },
      ],
      `<text x="8" y="196" font-size="12" fill="#1f2937">C (dark, 10 teeth): fixed to B, drives D</text>`,
    ),
    figureAlt:
      "Gear A (12 teeth, 240 rpm, clockwise) meshes with the large gear B (36 teeth), drawn dashed because it lies behind. A small dark gear C (10 teeth) is fixed in front of B on the same shaft, and C meshes with gear D (40 teeth), which sits in front of B and overlaps it; D's speed is marked with a question mark.",
  },
  {
    id: "MC-022",
    topic: "gears",
    difficulty: "easy",
    stem: "Four gears mesh in a straight row, A–B–C–D. If gear A turns counterclockwise, which way does gear D turn?",
    options: [
      "Clockwise",
      "Counterclockwise",
      "It depends on the sizes of the gears",
      "It cannot turn, because an even number of gears locks up",
    ],
    answer: 0,
    explanation:
      "Direction flips at every mesh: A counterclockwise, B clockwise, C counterclockwise, D clockwise. In a row, the 2nd and 4th gears turn opposite to the 1st. Gear size changes only speed, and an open row of gears never jams, whatever the count.",
    figure: gearTrain([
      { x: g022x[0]!, y: 100, r: g022.r[0]!, teeth: 14, name: "A", turn: "ccw" },
      { x: g022x[1]!, y: 100, r: g022.r[1]!, teeth: 10, name: "B" },
      { x: g022x[2]!, y: 100, r: g022.r[2]!, teeth: 14, name: "C" },
      { x: g022x[3]!, y: 100, r: g022.r[3]!, teeth: 10, name: "D", turn: "?" },
    ]),
    figureAlt:
      "Four gears in a straight row, A, B, C and D, each meshing with its neighbors. Gear A on the left has an arrow showing counterclockwise rotation; gear D on the right is marked with a question mark.",
  },
  {
    id: "MC-023",
    topic: "gears",
    difficulty: "medium",
    stem: "A 15-tooth gear meshes with a 45-tooth gear. If the 15-tooth gear makes 9 complete turns, what does the 45-tooth gear do?",
    options: [
      "It makes 27 turns in the opposite direction.",
      "It makes 3 turns in the same direction.",
      "It makes 3 turns in the opposite direction.",
      "It makes 27 turns in the same direction.",
    ],
    answer: 2,
    explanation:
      "9 turns × 15 teeth = 135 teeth pass the mesh, and 135 ÷ 45 = 3 turns of the large gear. Two meshed gears always turn in opposite directions. 27 turns would mean the larger gear spins faster than the smaller one, which is backward.",
  },
  // ---------------------------------------------------------------- inclined planes
  {
    id: "MC-024",
    topic: "inclined planes",
    difficulty: "easy",
    stem: "A 200-lb crate is pushed up a frictionless ramp 12 ft long that rises 3 ft. What force, applied parallel to the ramp, is needed?",
    options: ["50 lb", "66.7 lb", "150 lb", "800 lb"],
    answer: 0,
    explanation:
      "A ramp's ideal mechanical advantage is length ÷ height = 12 ÷ 3 = 4, so the push is 200 ÷ 4 = 50 lb. Equivalently, work along the ramp equals work lifting: F × 12 = 200 × 3. Multiplying by the ratio (800 lb) would make the ramp harder than lifting straight up.",
    figure: ramp({ lengthLabel: "12 ft", heightLabel: "3 ft", loadLabel: "200 lb", forceLabel: "F = ?", rise: 58, run: 224 }),
    figureAlt:
      "A ramp 12 ft long along its slope rises 3 ft. A 200-lb crate sits on the ramp, and an arrow labeled F = ? pushes it up the slope, parallel to the surface.",
  },
  {
    id: "MC-025",
    topic: "inclined planes",
    difficulty: "easy",
    stem: "Four frictionless ramps all lead up to the same loading dock, 4 ft high. Which ramp lets you push a heavy cart up with the least force?",
    options: ["A 6-ft ramp", "An 8-ft ramp", "A 10-ft ramp", "A 16-ft ramp"],
    answer: 3,
    explanation:
      "For the same height, the force needed is load × height ÷ ramp length, so the longest, gentlest ramp needs the least push (its mechanical advantage is 16 ÷ 4 = 4). The trade-off is distance: you push the cart 16 ft instead of 6 ft. The total work is the same on every ramp.",
  },
  {
    id: "MC-026",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "A 300-lb drum is rolled up a frictionless ramp 10 ft long onto a platform 2 ft high. How much work is done on the drum?",
    options: ["60 ft·lb", "120 ft·lb", "600 ft·lb", "3,000 ft·lb"],
    answer: 2,
    explanation:
      "Work against gravity is weight × height = 300 × 2 = 600 ft·lb, and the ramp does not change that. Along the ramp the push is only 300 × 2 ÷ 10 = 60 lb, but it acts over 10 ft: 60 × 10 = 600 ft·lb, the same. Multiplying the full weight by the ramp length (3,000 ft·lb) uses a force that is never applied along the slope.",
    figure: ramp({ lengthLabel: "10 ft", heightLabel: "2 ft", loadLabel: "300 lb", forceLabel: "push", rise: 45, run: 223 }),
    figureAlt:
      "A ramp 10 ft long along its slope rises 2 ft to a platform. A 300-lb drum on the ramp is pushed up the slope by an arrow labeled push.",
  },
  {
    id: "MC-027",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "Movers must push a 450-lb safe up onto a truck bed 3 ft high, and they can push with at most 90 lb along the ramp. Ignoring friction, what is the shortest ramp that will work?",
    options: ["5 ft", "12 ft", "15 ft", "30 ft"],
    answer: 2,
    explanation:
      "The ramp must give a mechanical advantage of 450 ÷ 90 = 5, and a ramp's mechanical advantage is length ÷ height, so the length must be 5 × 3 = 15 ft. A 12-ft ramp would need 450 × 3 ÷ 12 = 112.5 lb, too much. 30 ft works but is twice as long as necessary, and 5 ft is the mechanical advantage, not a length.",
  },
  {
    id: "MC-028",
    topic: "inclined planes",
    difficulty: "hard",
    stem: "Because of friction, pushing a 500-lb load up a ramp 20 ft long and 4 ft high actually takes a force of 125 lb along the ramp. What is the ramp's efficiency?",
    options: ["20%", "25%", "80%", "125%"],
    answer: 2,
    explanation:
      "Useful work out = 500 lb × 4 ft = 2,000 ft·lb; work put in = 125 lb × 20 ft = 2,500 ft·lb. Efficiency = 2,000 ÷ 2,500 = 0.80, or 80% (equivalently, the ideal force of 100 lb divided by the actual 125 lb). Dividing the other way gives 125%, which is impossible because no machine puts out more work than it takes in; 25% compares the push with the load's weight.",
    figure: ramp({ lengthLabel: "20 ft", heightLabel: "4 ft", loadLabel: "500 lb", forceLabel: "125 lb", rise: 45, run: 223 }),
    figureAlt: "A ramp 20 ft long along its slope rises 4 ft. A 500-lb load on the ramp is pushed up the slope with a force of 125 lb.",
  },
  {
    id: "MC-029",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "Compared with lifting a box straight up onto a platform, pushing it up a long frictionless ramp to the same platform requires",
    options: [
      "less force and less work",
      "the same force over a longer distance, so more work",
      "less force over a shorter distance, and less work",
      "less force over a longer distance, and the same work",
    ],
    answer: 3,
    explanation:
      "A ramp trades force for distance: you push with less than the box's weight, but over the whole length of the ramp. With no friction, force × distance comes out exactly equal to weight × height, so the work is unchanged. No simple machine reduces the work needed; with friction, a ramp actually needs a little more.",
  },
  // ---------------------------------------------------------------- screws and wedges
  {
    id: "MC-030",
    topic: "screws and wedges",
    difficulty: "easy",
    stem: "A screw is best described as which simple machine?",
    options: [
      "A lever that turns around a fixed point",
      "An inclined plane wrapped around a cylinder",
      "A wedge that is driven straight in by hammering",
      "A wheel and axle with teeth cut around its rim",
    ],
    answer: 1,
    explanation:
      "A screw's thread is a long, gentle ramp wound in a spiral around a shaft; each turn slides the load a short way up that ramp. That is why a screw multiplies force so much: the ramp is long compared with the height it climbs in one turn (the pitch). Only its pointed tip acts like a wedge.",
  },
  {
    id: "MC-031",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "A wood screw has 16 threads per inch. How many full turns are needed to drive it 3/4 inch into a board?",
    options: ["4 turns", "12 turns", "16 turns", "21 turns"],
    answer: 1,
    explanation:
      "16 threads per inch means each turn advances the screw 1/16 inch. To go 3/4 inch: 3/4 ÷ 1/16 = 3/4 × 16 = 12 turns. Dividing 16 by 3/4 (about 21) inverts the relationship, and 16 turns would drive it a full inch.",
  },
  {
    id: "MC-032",
    topic: "screws and wedges",
    difficulty: "hard",
    stem: "A screw jack has a pitch of 1/4 inch, and its handle turns in a circle with a 14-inch radius. Ignoring friction, about what force on the handle will raise a 3,520-lb load? (Use π ≈ 3.14.)",
    options: ["10 lb", "31 lb", "63 lb", "880 lb"],
    answer: 0,
    explanation:
      "In one turn the handle travels 2πr = 2 × 3.14 × 14 ≈ 88 in while the load rises one pitch, 0.25 in, so the ideal mechanical advantage is 88 ÷ 0.25 ≈ 352 and the force is 3,520 ÷ 352 ≈ 10 lb. Using the 28-in diameter instead of the circumference gives about 31 lb, and using the 14-in radius gives about 63 lb.",
  },
  {
    id: "MC-033",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "A splitting wedge is 6 inches long and 1.5 inches thick at its wide end. What is its ideal mechanical advantage?",
    options: ["0.25", "4", "7.5", "9"],
    answer: 1,
    explanation:
      "A wedge's ideal mechanical advantage is its length divided by its thickness: 6 ÷ 1.5 = 4. A longer, thinner wedge has a higher mechanical advantage. The inverted ratio, 0.25, would mean the wedge makes splitting harder, and 7.5 and 9 add or multiply the two dimensions.",
  },
  {
    id: "MC-034",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "Two bolts have the same diameter. Bolt A has 13 threads per inch and bolt B has 20 threads per inch. Which statement is true?",
    options: [
      "Bolt B moves a shorter distance per turn, so it gives more mechanical advantage.",
      "Bolt A moves a shorter distance per turn, so it gives more mechanical advantage.",
      "Bolt B moves a greater distance per turn, because it has more threads.",
      "Both move the same distance per turn, because they have the same diameter.",
    ],
    answer: 0,
    explanation:
      "The advance per turn (the pitch) is 1 ÷ threads per inch: about 0.077 in for bolt A (1/13) but only 0.05 in for bolt B (1/20). The smaller the advance per turn, the longer the spiral ramp for the same rise, so the finer thread multiplies force more. The diameter sets the bolt's size, not how far it moves per turn.",
  },
  // ---------------------------------------------------------------- pressure and fluids
  {
    id: "MC-035",
    topic: "pressure and fluids",
    difficulty: "easy",
    stem: "In a hydraulic press, a 50-lb force pushes down on a small piston with an area of 2 square inches. The large piston has an area of 20 square inches. What force does the large piston exert?",
    options: ["5 lb", "50 lb", "500 lb", "1,000 lb"],
    answer: 2,
    explanation:
      "The pressure is the same everywhere in the fluid: 50 lb ÷ 2 sq in = 25 psi. On the large piston, 25 psi × 20 sq in = 500 lb. The force grows by the area ratio (20 ÷ 2 = 10), not by the area itself, which would give 1,000 lb.",
    figure: hydraulicPress(
      { width: 26, size: "2 sq in", force: "50 lb", dir: "down" },
      { width: 82, size: "20 sq in", force: "F = ?", dir: "up" },
    ),
    figureAlt:
      "A hydraulic press: two fluid-filled cylinders joined at the bottom. A 50-lb force pushes down on the small piston, area 2 square inches. The large piston, area 20 square inches, pushes up with an unknown force F = ?.",
  },
  {
    id: "MC-036",
    topic: "pressure and fluids",
    difficulty: "hard",
    stem: "A hydraulic jack has a small piston 2 inches in diameter and a large piston 6 inches in diameter. If 30 lb is applied to the small piston, what force does the large piston exert?",
    options: ["10 lb", "90 lb", "180 lb", "270 lb"],
    answer: 3,
    explanation:
      "Piston force scales with area, and area scales with the square of the diameter: (6 ÷ 2)² = 3² = 9, so the large piston exerts 30 × 9 = 270 lb. Using the diameter ratio alone (30 × 3 = 90 lb) is the classic mistake, and 10 lb divides when it should multiply.",
    figure: hydraulicPress(
      { width: 24, size: "2-in diameter", force: "30 lb", dir: "down" },
      { width: 72, size: "6-in diameter", force: "F = ?", dir: "up" },
    ),
    figureAlt:
      "A hydraulic jack: a small piston 2 inches in diameter is pushed down with 30 lb; a large piston 6 inches in diameter pushes up with an unknown force F = ?. The cylinders are joined by fluid.",
  },
  {
    id: "MC-037",
    topic: "pressure and fluids",
    difficulty: "easy",
    stem: "A 600-lb force is spread evenly over a piston face with an area of 4 square inches. What pressure does it create in the fluid?",
    options: ["37.5 psi", "150 psi", "600 psi", "2,400 psi"],
    answer: 1,
    explanation:
      "Pressure = force ÷ area = 600 lb ÷ 4 sq in = 150 pounds per square inch (psi). 600 psi treats the force itself as the pressure, 2,400 multiplies instead of dividing, and 37.5 psi divides by 4 twice, as if 4 inches were the side of a square.",
  },
  {
    id: "MC-038",
    topic: "pressure and fluids",
    difficulty: "medium",
    stem: "In a hydraulic system, the small piston has an area of 1 square inch and the large piston has an area of 5 square inches. If the small piston is pushed down 10 inches, how far does the large piston rise?",
    options: ["2 in", "5 in", "10 in", "50 in"],
    answer: 0,
    explanation:
      "The fluid pushed out of the small cylinder, 1 × 10 = 10 cubic inches, moves into the large one, where it spreads over 5 square inches: 10 ÷ 5 = 2 in. The large piston gets 5 times the force but moves only 1/5 as far, so the work is the same; 50 in would create work from nothing.",
    figure: hydraulicPress(
      { width: 24, size: "1 sq in", force: "down 10 in", dir: "down" },
      { width: 58, size: "5 sq in", force: "up ?", dir: "up" },
    ),
    figureAlt:
      "Two connected fluid-filled cylinders. The small piston, area 1 square inch, is pushed down 10 inches. The large piston, area 5 square inches, rises an unknown distance marked up ?.",
  },
  {
    id: "MC-039",
    topic: "pressure and fluids",
    difficulty: "easy",
    stem: "Pascal's principle, which makes hydraulic brakes and jacks work, states that pressure applied to a confined fluid",
    options: [
      "is greatest where it is applied and fades with distance",
      "acts only in the direction in which the force was applied",
      "increases in proportion to the size of the container",
      "is transmitted undiminished to every part of the fluid and the walls of its container",
    ],
    answer: 3,
    explanation:
      "Pascal's principle says a pressure applied to an enclosed fluid reaches every point of the fluid equally and pushes in all directions. That is why a small force on a small piston produces the same pressure under a large piston, where it acts on a bigger area and gives a bigger force. The pressure does not fade with distance or act in only one direction.",
  },
  {
    id: "MC-040",
    topic: "pressure and fluids",
    difficulty: "hard",
    stem: "Three open tanks are filled with water to the same depth of 8 ft. Tank 1 is narrow, tank 2 is wide, and tank 3 flares out toward the top. How does the water pressure on the bottom of each tank compare?",
    options: [
      "It is the same in all three tanks.",
      "It is greatest in tank 2, which holds the most water.",
      "It is greatest in tank 1, where the water is squeezed into a narrow column.",
      "It is greatest in tank 3, whose slanted walls add weight on top of the water below.",
    ],
    answer: 0,
    explanation:
      "Pressure in a liquid depends only on its depth and density (for water, about 0.43 psi per foot, so about 3.5 psi at 8 ft), not on the amount of water or the shape of the tank. The wide tank holds more water and its floor carries more total force, but that force is spread over a proportionally larger area, so the pressure is the same.",
  },
  {
    id: "MC-041",
    topic: "pressure and fluids",
    difficulty: "medium",
    stem: "A block of wood weighing 12 lb floats at rest in a tank of water. What is the weight of the water it pushes aside (displaces)?",
    options: [
      "Less than 12 lb, because only part of the block is under water",
      "More than 12 lb, because the water must push up harder than the block pushes down",
      "It cannot be found without knowing the block's volume",
      "Exactly 12 lb",
    ],
    answer: 3,
    explanation:
      "A floating object settles until the buoyant force equals its weight, and by Archimedes' principle the buoyant force equals the weight of the water displaced: exactly 12 lb. Only part of the block is submerged, but that part displaces 12 lb of water. An upward push greater than the weight would make the block rise, not float at rest.",
  },
  // ---------------------------------------------------------------- springs
  {
    id: "MC-042",
    topic: "springs",
    difficulty: "easy",
    stem: "A 10-lb weight stretches a spring 2 inches. How far will a 30-lb weight stretch the same spring, if its elastic limit is not exceeded?",
    options: ["3 in", "4 in", "6 in", "15 in"],
    answer: 2,
    explanation:
      "By Hooke's law the stretch is proportional to the force: the spring stretches 2 in per 10 lb, or 1 in per 5 lb, so 30 lb stretches it 30 ÷ 5 = 6 in. Tripling the weight triples the stretch. 15 in comes from dividing 30 by 2, and 3 in is just the ratio of the two weights.",
  },
  {
    id: "MC-043",
    topic: "springs",
    difficulty: "hard",
    stem: "One spring stretches 3 inches when a 12-lb weight hangs from it. Two of these springs are hooked end to end (in series), and the same 12-lb weight hangs from the bottom. How far does the pair stretch in total?",
    options: ["1.5 in", "3 in", "6 in", "12 in"],
    answer: 2,
    explanation:
      "In series, each spring carries the whole 12-lb weight, so each stretches the full 3 in and the stretches add: 3 + 3 = 6 in. Springs in series act softer than one spring. 1.5 in is the answer for two springs side by side (in parallel), which share the load.",
    figure: springs([
      { kind: "single", length: 64, weight: "12 lb", caption: "One spring: 3 in" },
      { kind: "series", length: 64, weight: "12 lb", caption: "Two in series: ?" },
    ]),
    figureAlt:
      "Left: a single spring hanging from the ceiling with a 12-lb weight stretches 3 inches. Right: two identical springs hooked end to end with the same 12-lb weight at the bottom; the total stretch is marked with a question mark.",
  },
  {
    id: "MC-044",
    topic: "springs",
    difficulty: "medium",
    stem: "A spring stretches 3 inches under a 12-lb load. Two identical springs hang side by side and share a 12-lb weight equally through a light bar. How much does each spring stretch?",
    options: ["0.75 in", "1.5 in", "3 in", "6 in"],
    answer: 1,
    explanation:
      "Side by side (in parallel), each spring carries half the weight, 6 lb. Since 12 lb gives 3 in, 6 lb gives 1.5 in. Parallel springs act stiffer than one spring; 6 in would be the total stretch for two springs hooked end to end.",
    figure: springs([
      { kind: "single", length: 64, weight: "12 lb", caption: "One spring: 3 in" },
      { kind: "parallel", length: 64, weight: "12 lb", caption: "Two in parallel: ?" },
    ]),
    figureAlt:
      "Left: a single spring with a 12-lb weight stretches 3 inches. Right: two identical springs hang side by side from the ceiling, joined at the bottom by a bar that carries a 12-lb weight; the stretch is marked with a question mark.",
  },
  {
    id: "MC-045",
    topic: "springs",
    difficulty: "medium",
    stem: "A 40-lb force stretches a spring 5 inches. What force is needed to stretch it 3.5 inches?",
    options: ["28 lb", "38.5 lb", "57 lb", "140 lb"],
    answer: 0,
    explanation:
      "The spring constant is 40 lb ÷ 5 in = 8 lb per inch, so 3.5 in needs 8 × 3.5 = 28 lb. Subtracting the 1.5-in difference from 40 (38.5 lb) treats inches and pounds as the same thing, 57 lb inverts the ratio (a shorter stretch must need less force), and 140 lb multiplies 40 by 3.5.",
  },
  {
    id: "MC-046",
    topic: "springs",
    difficulty: "hard",
    stem: "A spring is 10 inches long with nothing hanging on it. With a 6-lb weight attached, it is 13 inches long. How long will it be with a 10-lb weight attached?",
    options: ["5 in", "15 in", "17 in", "21.7 in"],
    answer: 1,
    explanation:
      "Hooke's law applies to the stretch, not the total length. 6 lb stretches the spring 13 − 10 = 3 in, or 0.5 in per pound, so 10 lb stretches it 5 in and its length becomes 10 + 5 = 15 in. Scaling the whole 13-in length (13 × 10 ÷ 6 ≈ 21.7 in) forgets the unstretched 10 in, and 5 in is only the stretch.",
  },
  // ---------------------------------------------------------------- center of gravity
  {
    id: "MC-047",
    topic: "center of gravity",
    difficulty: "easy",
    stem: "Which change makes a standing object harder to tip over?",
    options: [
      "Raising its center of gravity and narrowing its base",
      "Raising its center of gravity while keeping the same base",
      "Making it taller while keeping its weight the same",
      "Lowering its center of gravity and widening its base",
    ],
    answer: 3,
    explanation:
      "An object tips over when its center of gravity moves outside its base. A low center of gravity and a wide base mean it must tilt much farther before that happens, so it is more stable. Raising the center of gravity or narrowing the base does the opposite, and making it taller usually raises the center of gravity.",
  },
  {
    id: "MC-048",
    topic: "center of gravity",
    difficulty: "medium",
    stem: "A light 8-ft rod has a 4-lb weight at its left end and a 12-lb weight at its right end. How far from the left end is its balance point?",
    options: ["2 ft", "2.7 ft", "4 ft", "6 ft"],
    answer: 3,
    explanation:
      "At the balance point the moments match: 4 × x = 12 × (8 − x), so 16x = 96 and x = 6 ft from the left end, which is 2 ft from the heavier weight. The balance point is always closer to the heavier weight; 2 ft is the right distance measured from the wrong end, and 4 ft would balance only equal weights.",
    figure: lever({
      length: 8.6,
      fulcrum: null,
      things: [
        { kind: "load", at: 0.3, label: "4 lb" },
        { kind: "load", at: 8.3, label: "12 lb" },
      ],
      dims: [{ from: 0.3, to: 8.3, label: "8 ft" }],
      caption: "Where is the balance point?",
    }),
    figureAlt:
      "A light rod with a 4-lb weight at its left end and a 12-lb weight at its right end; the weights are 8 ft apart. No support is shown.",
  },
  {
    id: "MC-049",
    topic: "center of gravity",
    difficulty: "easy",
    stem: "Why is a pickup truck with heavy cargo on a roof rack more likely to roll over in a sharp turn than the same truck with the same cargo in its bed?",
    options: [
      "The roof load raises the truck's center of gravity.",
      "The roof load weighs more than the same cargo in the bed.",
      "The roof load lowers the truck's center of gravity.",
      "The roof load makes the distance between the wheels narrower.",
    ],
    answer: 0,
    explanation:
      "The cargo weighs the same wherever it rides, but up on the roof it raises the combined center of gravity. In a turn, the sideways force acting at a higher center of gravity tips the truck more easily, so it needs less tilt before the center of gravity passes outside the wheels. The width between the wheels does not change.",
  },
  {
    id: "MC-050",
    topic: "center of gravity",
    difficulty: "hard",
    stem: "Amy and Ben carry a 120-lb load on a light 10-ft pole, one at each end. The load is 4 ft from Amy's end. How much of the load does Amy support?",
    options: ["48 lb", "60 lb", "72 lb", "80 lb"],
    answer: 2,
    explanation:
      "Take moments about Ben's end: Amy's force × 10 = 120 × 6, so Amy supports 72 lb and Ben supports 120 − 72 = 48 lb. The person nearer the load carries more of it. 48 lb is Ben's share, found by using the 4-ft distance on Amy's side.",
    figure: lever({
      length: 10,
      fulcrum: null,
      things: [
        { kind: "lift", at: 0.05, label: "Amy" },
        { kind: "load", at: 4, label: "120 lb" },
        { kind: "lift", at: 9.95, label: "Ben" },
      ],
      dims: [
        { from: 0, to: 4, label: "4 ft", row: 0 },
        { from: 4, to: 10, label: "6 ft", row: 0 },
      ],
    }),
    figureAlt:
      "A 10-ft pole held up at the left end by Amy and at the right end by Ben. A 120-lb load sits on the pole 4 ft from Amy's end and 6 ft from Ben's end.",
  },
  {
    id: "MC-051",
    topic: "center of gravity",
    difficulty: "medium",
    stem: "A hiker carrying a heavy pack on her back leans forward as she walks. Why?",
    options: [
      "To reduce the total weight her legs must support",
      "To move the combined center of gravity behind her heels",
      "To keep the combined center of gravity of her body and pack above her feet",
      "To raise her center of gravity so that she can take longer steps",
    ],
    answer: 2,
    explanation:
      "The pack shifts the combined center of gravity backward; if it moved behind her heels she would topple backward. Leaning forward brings it back over her base of support, her feet. Leaning does not change the total weight her legs carry.",
  },
  {
    id: "MC-052",
    topic: "center of gravity",
    difficulty: "medium",
    stem: "Where is the center of gravity of a thin, uniform metal ring (a hoop)?",
    options: [
      "Anywhere along the metal, since all of the mass is there",
      "At the lowest point of the ring, wherever it happens to rest",
      "Nowhere, because a hollow object has no center of gravity",
      "At the center of the ring, where there is no metal",
    ],
    answer: 3,
    explanation:
      "The center of gravity is the average position of an object's weight. For a uniform ring, every bit of metal is balanced by an equal bit directly opposite, so the average position is the geometric center, a point in empty space. Rings, horseshoes and boomerangs all have their center of gravity outside their material.",
  },
  // ---------------------------------------------------------------- work and power
  {
    id: "MC-053",
    topic: "work and power",
    difficulty: "easy",
    stem: "A worker pushes a cart 20 ft across a level floor with a steady horizontal force of 50 lb. How much work does the worker do on the cart?",
    options: ["2.5 ft·lb", "70 ft·lb", "500 ft·lb", "1,000 ft·lb"],
    answer: 3,
    explanation:
      "Work = force × distance moved in the direction of the force = 50 lb × 20 ft = 1,000 ft·lb. Adding the numbers (70) or dividing them (2.5) does not give work, and there is no factor of ½ when the force is steady.",
  },
  {
    id: "MC-054",
    topic: "work and power",
    difficulty: "easy",
    stem: "A soldier holds a 40-lb box perfectly still at chest height for 2 minutes. How much mechanical work does she do on the box during that time?",
    options: [
      "Zero, because the box does not move",
      "40 ft·lb, equal to the box's weight",
      "80 ft·lb (40 lb × 2 min)",
      "4,800 ft·lb (40 lb × 120 s)",
    ],
    answer: 0,
    explanation:
      "Mechanical work needs motion in the direction of the force: W = F × d, and d = 0, so no work is done on the box. Her arms still tire because her muscles use energy internally, but none of it goes into the box. Multiplying a force by a time gives pound-seconds, not work.",
  },
  {
    id: "MC-055",
    topic: "work and power",
    difficulty: "medium",
    stem: "A hoist lifts a 550-lb load 10 ft in 5 seconds. What power does it deliver? (1 horsepower = 550 ft·lb per second.)",
    options: ["0.5 hp", "2 hp", "10 hp", "50 hp"],
    answer: 1,
    explanation:
      "Work = 550 lb × 10 ft = 5,500 ft·lb, and power = work ÷ time = 5,500 ÷ 5 = 1,100 ft·lb per second, which is 1,100 ÷ 550 = 2 hp. Forgetting to divide by the time gives 10 hp, and multiplying by the time gives 50 hp.",
  },
  {
    id: "MC-056",
    topic: "work and power",
    difficulty: "medium",
    stem: "A machine takes in 800 joules of work and delivers 600 joules of useful work. What is its efficiency?",
    options: ["25%", "75%", "133%", "200%"],
    answer: 1,
    explanation:
      "Efficiency = useful work out ÷ work in = 600 ÷ 800 = 0.75, or 75%. The other 200 J (25%) is lost, mostly as heat from friction. An efficiency above 100% (800 ÷ 600 ≈ 133%) is impossible for any real machine.",
  },
  {
    id: "MC-057",
    topic: "work and power",
    difficulty: "hard",
    stem: "A 2-hp motor drives a hoist that is 75% efficient. How long does it take to raise a 1,650-lb load 20 ft? (1 horsepower = 550 ft·lb per second.)",
    options: ["22.5 s", "30 s", "40 s", "60 s"],
    answer: 2,
    explanation:
      "Useful power = 2 × 550 × 0.75 = 825 ft·lb per second. The job needs 1,650 × 20 = 33,000 ft·lb, so the time is 33,000 ÷ 825 = 40 s. Ignoring the losses gives 30 s, and multiplying 30 s by 0.75 (22.5 s) wrongly makes friction speed the job up; 60 s uses only 1 hp.",
  },
  {
    id: "MC-058",
    topic: "work and power",
    difficulty: "medium",
    stem: "Crane A lifts a 2-ton steel beam 30 ft in 20 seconds. Crane B lifts an identical beam the same 30 ft in 40 seconds. Which statement is correct?",
    options: [
      "Crane A does twice as much work as crane B.",
      "Crane B does twice as much work, because it works twice as long.",
      "Both do the same work, but crane A delivers twice the power.",
      "Both deliver the same power, because the loads and heights are equal.",
    ],
    answer: 2,
    explanation:
      "Work = weight × height, which is identical for both cranes. Power = work ÷ time, and crane A does the same work in half the time, so its power is twice crane B's. Taking longer does not add work when the job is the same.",
  },
  {
    id: "MC-059",
    topic: "work and power",
    difficulty: "hard",
    stem: "A 200-lb sled is pulled 50 ft across level snow at a steady speed by a horizontal rope with a tension of 30 lb. How much work does the rope do on the sled?",
    options: ["1,500 ft·lb", "8,500 ft·lb", "10,000 ft·lb", "11,500 ft·lb"],
    answer: 0,
    explanation:
      "Work is the force along the direction of motion times the distance: 30 lb × 50 ft = 1,500 ft·lb. The sled's 200-lb weight acts straight down, at right angles to the motion on level ground, so it does no work; multiplying by the weight (10,000 ft·lb) is the trap. At steady speed, the rope's 30 lb just balances friction.",
  },
  // ---------------------------------------------------------------- belts and wheels
  {
    id: "MC-060",
    topic: "belts and wheels",
    difficulty: "easy",
    stem: "Pulley A drives pulley B with an open (uncrossed) belt, as shown. If A turns clockwise, which way does B turn?",
    options: [
      "Counterclockwise, because a belt reverses direction just as meshing gears do",
      "Counterclockwise, but only if B is smaller than A",
      "Clockwise, but only if B is larger than A",
      "Clockwise",
    ],
    answer: 3,
    explanation:
      "With an open belt both pulleys turn the same direction, because the belt simply wraps around the outside of each one. Only a crossed belt (or meshing gears) reverses the direction. Pulley size changes the speed, never the direction, so the 'only if' choices are wrong.",
    figure: beltDrive(
      [
        { x: 92, y: 104, r: 42, name: "A", turn: "cw" },
        { x: 238, y: 104, r: 28, name: "B", turn: "?" },
      ],
      [{ from: 0, to: 1, crossed: false }],
    ),
    figureAlt:
      "Two pulleys joined by an open belt that runs straight across the top and the bottom without crossing. Pulley A, on the left, turns clockwise. Pulley B, on the right, is marked with a question mark.",
  },
  {
    id: "MC-061",
    topic: "belts and wheels",
    difficulty: "easy",
    stem: "Pulley A turns clockwise and drives pulley B with a crossed belt, as shown. Which way does B turn?",
    options: [
      "Counterclockwise",
      "Clockwise",
      "Clockwise, but only if B is smaller than A",
      "It cannot turn, because the belt rubs against itself where it crosses",
    ],
    answer: 0,
    explanation:
      "Crossing the belt into a figure 8 makes the driven pulley turn opposite to the driver, so B turns counterclockwise. An open belt would keep the same direction. Crossed belts are used on purpose to reverse rotation; the crossing point causes some wear but does not stop the drive.",
    figure: beltDrive(
      [
        { x: 90, y: 104, r: 40, name: "A", turn: "cw" },
        { x: 236, y: 104, r: 28, name: "B", turn: "?" },
      ],
      [{ from: 0, to: 1, crossed: true }],
    ),
    figureAlt:
      "Two pulleys joined by a belt that crosses over itself between them in a figure 8. Pulley A, on the left, turns clockwise. Pulley B, on the right, is marked with a question mark.",
  },
  {
    id: "MC-062",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A 4-inch pulley on a motor turning at 1,200 rpm drives a 12-inch pulley with a belt. How fast does the 12-inch pulley turn?",
    options: ["100 rpm", "400 rpm", "1,200 rpm", "3,600 rpm"],
    answer: 1,
    explanation:
      "The belt moves the same distance along each rim, so rpm × diameter is the same for both pulleys: 1,200 × 4 = 4,800, and 4,800 ÷ 12 = 400 rpm. The bigger pulley turns slower. 3,600 rpm multiplies by the size ratio instead of dividing.",
    figure: beltDrive(
      [
        { x: 78, y: 104, r: 22, name: "A", turn: "cw", note: "4 in, 1,200 rpm", noteAt: [58, 160] },
        { x: 222, y: 104, r: 66, name: "B", turn: "?", note: "12 in" },
      ],
      [{ from: 0, to: 1, crossed: false }],
    ),
    figureAlt:
      "A small 4-inch pulley A turning clockwise at 1,200 rpm drives a large 12-inch pulley B through an open belt. B's speed is marked with a question mark.",
  },
  {
    id: "MC-063",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A windlass has a crank handle that turns in a circle with a 15-inch radius, and its rope winds onto an axle with a 3-inch radius. Ignoring friction, what force on the handle lifts a 250-lb bucket?",
    options: ["50 lb", "83 lb", "250 lb", "1,250 lb"],
    answer: 0,
    explanation:
      "A wheel and axle's mechanical advantage is the ratio of the radii: 15 ÷ 3 = 5, so the handle force is 250 ÷ 5 = 50 lb. Multiplying by 5 (1,250 lb) gets the advantage backward, and 83 lb divides by the axle radius alone.",
  },
  {
    id: "MC-064",
    topic: "belts and wheels",
    difficulty: "hard",
    stem: "Pulley A (6-inch diameter) turns clockwise at 800 rpm and drives pulley B (12-inch) with an open belt. Pulley C (4-inch) is fixed to the same shaft as B and drives pulley D (8-inch) with a crossed belt. What are D's speed and direction?",
    options: ["200 rpm clockwise", "400 rpm counterclockwise", "3,200 rpm counterclockwise", "200 rpm counterclockwise"],
    answer: 3,
    explanation:
      "B turns 800 × 6 ÷ 12 = 400 rpm clockwise, since an open belt keeps the direction. C shares B's shaft, so it also turns 400 rpm clockwise, and D turns 400 × 4 ÷ 8 = 200 rpm, reversed by the crossed belt to counterclockwise. 3,200 rpm multiplies by the size ratios instead of dividing, and 200 rpm clockwise ignores the crossed belt.",
    figure: beltDrive(
      [
        { x: 56, y: 100, r: 20, name: "A", turn: "cw", note: "A: 6 in, 800 rpm", noteAt: [58, 150] },
        { x: 160, y: 100, r: 40, name: "B", note: "B: 12 in", noHub: true },
        { x: 160, y: 100, r: 13, dark: true },
        { x: 272, y: 100, r: 26, name: "D", turn: "?", note: "D: 8 in" },
      ],
      [
        { from: 0, to: 1, crossed: false },
        { from: 2, to: 3, crossed: true },
      ],
      `<text x="160" y="192" font-size="12" fill="#1f2937" text-anchor="middle">C (dark, 4 in) is fixed to B's shaft</text>`,
    ),
    figureAlt:
      "Pulley A (6 inches, 800 rpm, clockwise) drives the larger pulley B (12 inches) with an open belt. A small dark pulley C (4 inches) is fixed to B's shaft and drives pulley D (8 inches) with a crossed belt. D is marked with a question mark.",
  },
  {
    id: "MC-065",
    topic: "belts and wheels",
    difficulty: "hard",
    stem: "A bicycle's pedal sprocket has 44 teeth and its rear-wheel sprocket has 11 teeth. The rear wheel is 7 ft around (its circumference). How far does the bicycle travel for each full turn of the pedals?",
    options: ["1.75 ft", "4 ft", "7 ft", "28 ft"],
    answer: 3,
    explanation:
      "The chain moves 44 teeth per pedal turn, which turns the 11-tooth rear sprocket 44 ÷ 11 = 4 times. The wheel turns with its sprocket, so it rolls 4 × 7 ft = 28 ft. 4 is the number of wheel turns, not a distance, and 1.75 ft (7 ÷ 4) gets the ratio backward: a large front sprocket makes the rear wheel turn faster than the pedals.",
  },
];
