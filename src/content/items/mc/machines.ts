import type { AuthoredItem } from "../../types";
import { beltDrive, gearTrain, lever, meshRow, pitchRadius, pulleySystem, ramp } from "../../figures/mechanical";

// Gear layouts (pitch radii follow the tooth counts, so meshing gears share one tooth size).
const g085 = { r: [pitchRadius(12, 3.2), pitchRadius(36, 3.2)] };
const g085x = meshRow(g085.r, 80);
const g087 = { r: [pitchRadius(48, 2.5), pitchRadius(16, 2.5)] };
const g087x = meshRow(g087.r, 90);
const g092 = { r: [pitchRadius(36, 3.2), pitchRadius(12, 3.2)] };
const g092x = meshRow(g092.r, 100);
const g089 = { r: [pitchRadius(30, 3.5), pitchRadius(12, 3.5)] };
const g089x = meshRow(g089.r, 100);
const g091 = { r: [pitchRadius(20, 2.7), pitchRadius(30, 2.7), pitchRadius(20, 2.7), pitchRadius(40, 2.7)] };
const g091x = meshRow(g091.r, 36);
// Three equal gears whose centres form an equilateral triangle, so each meshes with the other two.
const r084 = pitchRadius(16, 4.5);
const r086 = pitchRadius(16, 3.75);

/** MC items on simple machines: levers, pulleys, gears, inclined planes, screws and wedges, belts and wheels. */
export const MC_MACHINES_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- levers
  {
    id: "MC-066",
    topic: "levers",
    difficulty: "easy",
    stem: "A worker pries up a rock with a steel bar resting on a small block, as shown. The block is 1 ft from the rock and 4 ft from where the worker pushes. What is the ideal mechanical advantage of the bar?",
    options: ["0.25", "3", "4", "5"],
    answer: 2,
    explanation:
      "A lever's ideal mechanical advantage is the effort arm divided by the load arm: 4 ft ÷ 1 ft = 4, so each pound of push lifts 4 lb of rock. 0.25 is the ratio upside down, 3 is the difference of the arms, and 5 is the bar's whole length, which is not a ratio at all.",
    figure: lever({
      length: 5.4,
      fulcrum: 1.2,
      things: [
        { kind: "load", at: 0.2, label: "rock" },
        { kind: "push", at: 5.2, label: "effort" },
      ],
      dims: [
        { from: 0.2, to: 1.2, label: "1 ft", row: 0 },
        { from: 1.2, to: 5.2, label: "4 ft", row: 0 },
      ],
    }),
    figureAlt:
      "A bar rests on a triangular fulcrum. The rock is on the left end of the bar, 1 ft from the fulcrum. A downward arrow labeled effort pushes on the right end, 4 ft from the fulcrum.",
  },
  {
    id: "MC-067",
    topic: "levers",
    difficulty: "easy",
    stem: "Which of these tools is a first-class lever, with the pivot between the effort and the load?",
    options: ["A pair of scissors", "A nutcracker", "A pair of tweezers", "A wheelbarrow"],
    answer: 0,
    explanation:
      "The rivet of a pair of scissors is the pivot, and it sits between your fingers (effort) and the paper being cut (load), which makes each blade a first-class lever. A nutcracker and a wheelbarrow are second-class levers (load in the middle), and tweezers are third-class levers (effort in the middle).",
  },
  {
    id: "MC-068",
    topic: "levers",
    difficulty: "medium",
    stem: "Your forearm is a third-class lever with the elbow as the fulcrum. The biceps muscle pulls up 2 in from the elbow, and a 10-lb weight is held in the hand 14 in from the elbow. What force must the biceps supply to hold the forearm level? (Ignore the forearm's own weight.)",
    options: ["1.4 lb", "20 lb", "70 lb", "140 lb"],
    answer: 2,
    explanation:
      "Take moments about the elbow: F × 2 = 10 × 14 = 140, so F = 70 lb. In a third-class lever the effort arm is shorter than the load arm, so the muscle must pull much harder than the weight it holds. 1.4 lb flips the ratio, and 140 lb is the moment itself, not a force.",
    figure: lever({
      length: 15,
      fulcrum: 0.5,
      things: [
        { kind: "lift", at: 2.5, label: "F = ?" },
        { kind: "load", at: 14.5, label: "10 lb" },
      ],
      dims: [
        { from: 0.5, to: 2.5, label: "2 in", row: 0 },
        { from: 0.5, to: 14.5, label: "14 in", row: 1 },
      ],
    }),
    figureAlt:
      "A beam with its fulcrum (the elbow) under the left end. An upward arrow labeled F = ? (the biceps) pulls on the beam 2 in from the fulcrum. A 10-lb weight sits at the right end, 14 in from the fulcrum.",
  },
  {
    id: "MC-069",
    topic: "levers",
    difficulty: "medium",
    stem: "You are prying up a heavy stone with a long bar laid over a log, and you cannot quite move it. Without changing the bar, which change makes the job easier?",
    options: [
      "Slide the log closer to your hands",
      "Push down on the bar closer to the log",
      "Place the log exactly halfway along the bar",
      "Slide the log closer to the stone",
    ],
    answer: 3,
    explanation:
      "Moving the log (the fulcrum) toward the stone shortens the load arm and lengthens the effort arm, so the same push produces a larger lifting force. Sliding the log toward your hands or pushing nearer the log shortens the effort arm and makes the job harder. With the log halfway, the arms are equal and you would have to push with the stone's full weight.",
  },
  {
    id: "MC-070",
    topic: "levers",
    difficulty: "medium",
    stem: "A nutcracker is hinged at one end. The nut sits 1 in from the hinge, and you squeeze the handles 5 in from the hinge with a force of 12 lb. What force is applied to the nut?",
    options: ["2.4 lb", "12 lb", "48 lb", "60 lb"],
    answer: 3,
    explanation:
      "A nutcracker is a second-class lever, with the load between the hinge and your hand. Moments about the hinge: F × 1 = 12 × 5, so the nut feels 60 lb. 2.4 lb divides instead of multiplying, and 48 lb uses the 4-in distance between the nut and your hand instead of the distance from the hinge.",
  },
  {
    id: "MC-071",
    topic: "levers",
    difficulty: "medium",
    stem: "A uniform trapdoor 4 ft wide weighs 50 lb and is hinged along one edge. What upward force at the opposite edge will just begin to lift it?",
    options: ["12.5 lb", "25 lb", "50 lb", "100 lb"],
    answer: 1,
    explanation:
      "The door's weight acts at its center, 2 ft from the hinge, and the lifting force acts 4 ft from the hinge. Moments about the hinge: F × 4 = 50 × 2, so F = 25 lb. Lifting the full 50 lb would be needed only if you pushed at the center, and 100 lb inverts the arms.",
    figure: lever({
      length: 4.2,
      fulcrum: 0.1,
      caption: "Trapdoor (hinge = fulcrum)",
      things: [
        { kind: "weight", at: 2.1, label: "door's weight 50 lb" },
        { kind: "lift", at: 4.1, label: "F = ?" },
      ],
      dims: [{ from: 0.1, to: 4.1, label: "4 ft", row: 1 }],
    }),
    figureAlt:
      "A 4-ft trapdoor drawn as a beam with its hinge (the fulcrum) under the left edge. The door's 50-lb weight acts at its middle, 2 ft from the hinge. At the right edge, 4 ft from the hinge, an upward arrow labeled F = ? lifts the door.",
  },
  {
    id: "MC-072",
    topic: "levers",
    difficulty: "hard",
    stem: "A uniform 10-ft beam weighing 20 lb rests on a fulcrum 2 ft from its left end, with a 100-lb load at the left end. What downward force at the right end balances the beam?",
    options: ["17.5 lb", "22.5 lb", "25 lb", "32.5 lb"],
    answer: 0,
    explanation:
      "The load's moment is 100 × 2 = 200 ft·lb. The beam's weight acts at its middle, 5 ft from the left end and 3 ft right of the fulcrum, so it already helps by 20 × 3 = 60 ft·lb. The force at the right end (8 ft from the fulcrum) supplies the rest: F × 8 = 200 − 60 = 140, so F = 17.5 lb. Ignoring the beam's weight gives 25 lb, and counting it on the wrong side gives 32.5 lb.",
    figure: lever({
      length: 10.4,
      fulcrum: 2.2,
      things: [
        { kind: "load", at: 0.2, label: "100 lb" },
        { kind: "weight", at: 5.2, label: "beam 20 lb" },
        { kind: "push", at: 10.2, label: "F = ?" },
      ],
      dims: [
        { from: 0.2, to: 2.2, label: "2 ft", row: 0 },
        { from: 0.2, to: 10.2, label: "10 ft", row: 1 },
      ],
    }),
    figureAlt:
      "A 10-ft beam rests on a fulcrum 2 ft from its left end. A 100-lb load sits at the left end. The beam's own 20-lb weight acts at its middle, 5 ft from the left end. A downward arrow labeled F = ? pushes on the right end.",
  },
  {
    id: "MC-073",
    topic: "levers",
    difficulty: "hard",
    stem: "When the effort end of a lever is pushed down 18 in, the load end rises 3 in. Ignoring friction, what effort will lift a 240-lb load?",
    options: ["13.3 lb", "40 lb", "80 lb", "1,440 lb"],
    answer: 1,
    explanation:
      "With no friction, work in equals work out: F × 18 in = 240 lb × 3 in, so F = 720 ÷ 18 = 40 lb. The effort moves 6 times as far as the load, so it needs only 1/6 of the force. 1,440 lb multiplies by the distance ratio instead of dividing, and 80 lb divides by 3 alone.",
  },
  {
    id: "MC-074",
    topic: "levers",
    difficulty: "easy",
    stem: "What class of lever is shown in the figure?",
    options: ["First class", "Second class", "Third class", "It is a wheel and axle, not a lever"],
    answer: 2,
    explanation:
      "The fulcrum is at one end, the load is at the other, and the effort is applied between them: that is a third-class lever, like a broom or a pair of tongs. A first-class lever has the fulcrum in the middle, and a second-class lever has the load in the middle.",
    figure: lever({
      length: 10,
      fulcrum: 0.4,
      things: [
        { kind: "lift", at: 3.5, label: "effort" },
        { kind: "load", at: 9.4, label: "load" },
      ],
    }),
    figureAlt:
      "A beam with the fulcrum under its left end. An upward arrow labeled effort lifts the beam about a third of the way along, and a box labeled load sits at the right end.",
  },
  // ---------------------------------------------------------------- pulleys
  {
    id: "MC-075",
    topic: "pulleys",
    difficulty: "easy",
    stem: "In the pulley system shown, the rope is tied to the ceiling, runs down around the lower pulley and up over the upper pulley. Ignoring friction and the pulleys' weight, what force on the free end holds up the 120-lb load?",
    options: ["30 lb", "40 lb", "60 lb", "120 lb"],
    answer: 2,
    explanation:
      "Two strands hold up the lower pulley, so each carries half the load: 120 ÷ 2 = 60 lb. The free end comes down from the fixed upper pulley, which only changes the direction of the pull, so it is not a third supporting strand (that would give 40 lb). 120 lb would be right only for a single fixed pulley.",
    figure: pulleySystem({ strands: 2, loadLabel: "120 lb", effortLabel: "F = ?" }),
    figureAlt:
      "A rope tied to the ceiling runs down around a pulley attached to a 120-lb load, up over a pulley fixed to the ceiling, and down to a free end pulled with force F = ?. Two strands hold up the lower pulley.",
  },
  {
    id: "MC-076",
    topic: "pulleys",
    difficulty: "easy",
    stem: "What is the main benefit of a single fixed pulley, such as one at the top of a flagpole?",
    options: [
      "It halves the force needed to lift the load.",
      "It reduces the work needed to lift the load.",
      "It makes the load rise twice as fast as the rope moves.",
      "It lets you pull in a more convenient direction.",
    ],
    answer: 3,
    explanation:
      "A single fixed pulley has a mechanical advantage of 1: the pull equals the load, and the load rises exactly as far as the rope moves. What it gives you is a change of direction, such as pulling down to raise a flag up. Halving the force takes a movable pulley, and no pulley reduces the work.",
  },
  {
    id: "MC-077",
    topic: "pulleys",
    difficulty: "medium",
    stem: "In the block and tackle shown, five rope strands support the lower block. Ignoring friction, what force on the free end lifts the 500-lb load?",
    options: ["83.3 lb", "100 lb", "125 lb", "250 lb"],
    answer: 1,
    explanation:
      "Five strands pull up on the lower block, so the ideal mechanical advantage is 5 and F = 500 ÷ 5 = 100 lb. Counting the free end as a sixth strand gives 83.3 lb, but it comes down from an upper pulley and does not hold the block. 125 lb counts only four strands, and 250 lb counts the two lower pulleys.",
    figure: pulleySystem({ strands: 5, loadLabel: "500 lb", effortLabel: "F = ?" }),
    figureAlt:
      "Three pulleys hang from the ceiling and two pulleys are fixed to a lower block carrying a 500-lb load. The rope is tied to the lower block, winds up and down around all five pulleys, and its free end comes down from the right-hand upper pulley, pulled with force F = ?. Five strands run to the lower block.",
  },
  {
    id: "MC-078",
    topic: "pulleys",
    difficulty: "medium",
    stem: "A worker pulls 15 ft of rope through a pulley system, and the load rises 3 ft. Ignoring friction, what pull is needed to raise a 250-lb load with this system?",
    options: ["16.7 lb", "50 lb", "83.3 lb", "1,250 lb"],
    answer: 1,
    explanation:
      "The rope moves 15 ÷ 3 = 5 times as far as the load, so the ideal mechanical advantage is 5 and the pull is 250 ÷ 5 = 50 lb (work in, 50 × 15, equals work out, 250 × 3). 16.7 lb divides by the rope length, 83.3 lb divides by the load's rise, and 1,250 lb multiplies when it should divide.",
  },
  {
    id: "MC-079",
    topic: "pulleys",
    difficulty: "medium",
    stem: "A worker can pull on a rope with at most 90 lb. What is the smallest number of supporting strands a block and tackle needs for the worker to lift a 400-lb load, ignoring friction?",
    options: ["2", "3", "4", "5"],
    answer: 3,
    explanation:
      "The pull needed is 400 ÷ the number of strands. With 4 strands it is 100 lb, more than the worker can give; with 5 strands it is 80 lb, which works. 400 ÷ 90 ≈ 4.4, and the strand count must be rounded up, not down; 2 or 3 strands would need 200 lb or 133 lb.",
  },
  {
    id: "MC-080",
    topic: "pulleys",
    difficulty: "hard",
    stem: "With a four-strand block and tackle, a worker raises a 320-lb load 5 ft by pulling 20 ft of rope with a steady force of 100 lb. What is the efficiency of the system?",
    options: ["25%", "80%", "100%", "125%"],
    answer: 1,
    explanation:
      "Useful work out = 320 × 5 = 1,600 ft·lb; work in = 100 × 20 = 2,000 ft·lb; efficiency = 1,600 ÷ 2,000 = 80%. Ideally the pull would be only 320 ÷ 4 = 80 lb, so the extra 20 lb goes to friction, which rules out 100%. 125% divides the wrong way, and 25% is just the ratio of the two distances.",
  },
  {
    id: "MC-081",
    topic: "pulleys",
    difficulty: "hard",
    stem: "In the block and tackle shown, the lower block itself weighs 20 lb and carries a 180-lb load on four supporting strands. Ignoring friction, what force on the free end raises the load?",
    options: ["40 lb", "45 lb", "50 lb", "66.7 lb"],
    answer: 2,
    explanation:
      "The four strands must hold up everything that moves: the load plus the block, 180 + 20 = 200 lb, so F = 200 ÷ 4 = 50 lb. Forgetting the block's weight gives 45 lb, and subtracting it gives 40 lb. 66.7 lb divides by 3, as if one strand were missing.",
    figure: pulleySystem({ strands: 4, loadLabel: "180 lb", effortLabel: "F = ?", blockLabel: "block 20 lb" }),
    figureAlt:
      "Two pulleys hang from the ceiling and two pulleys are fixed to a lower block that weighs 20 lb and carries a 180-lb load. The rope is tied to the ceiling, winds around all four pulleys, and its free end comes down from the right-hand upper pulley, pulled with force F = ?. Four strands run to the lower block.",
  },
  {
    id: "MC-082",
    topic: "pulleys",
    difficulty: "easy",
    stem: "Which change increases the ideal mechanical advantage of a block and tackle?",
    options: [
      "Using a longer rope",
      "Using a thicker, stronger rope",
      "Pulling on the rope more quickly",
      "Adding strands that support the moving block",
    ],
    answer: 3,
    explanation:
      "A block and tackle's ideal mechanical advantage equals the number of rope strands supporting the moving block, so adding pulleys and strands increases it. A longer rope only lets the load travel farther, a thicker rope only carries more weight safely, and pulling faster changes the speed, not the force needed.",
  },
  {
    id: "MC-083",
    topic: "pulleys",
    difficulty: "easy",
    stem: "In the pulley system shown, three strands support the lower block. If the free end of the rope is pulled down 9 ft, how far does the load rise?",
    options: ["2.25 ft", "3 ft", "4.5 ft", "27 ft"],
    answer: 1,
    explanation:
      "Each of the three supporting strands must shorten by the same amount, so the load rises 9 ÷ 3 = 3 ft. The system triples the force, so it must divide the distance by three. 27 ft would mean getting more work out than you put in, and 2.25 ft and 4.5 ft divide by 4 and by 2, the wrong strand counts.",
    figure: pulleySystem({ strands: 3, loadLabel: "load", effortLabel: "pull 9 ft" }),
    figureAlt:
      "Two pulleys hang from the ceiling and one pulley is fixed to a lower block carrying a load. The rope is tied to the lower block, winds over and under the three pulleys, and its free end is pulled down 9 ft. Three strands run to the lower block.",
  },
  // ---------------------------------------------------------------- gears
  {
    id: "MC-084",
    topic: "gears",
    difficulty: "medium",
    stem: "Three identical gears are mounted so that each one meshes with both of the others, as shown. What happens when you try to turn gear A clockwise?",
    options: [
      "All three gears turn clockwise.",
      "B and C both turn counterclockwise.",
      "B turns counterclockwise and C turns clockwise.",
      "The gears jam and cannot turn at all.",
    ],
    answer: 3,
    explanation:
      "Each mesh reverses direction. If A turns clockwise, B must turn counterclockwise; then C, meshing with B, must turn clockwise, but C also meshes with A, which requires C to turn counterclockwise. C cannot do both, so the three gears lock. Any closed loop of an odd number of meshing gears jams this way; each of the other choices breaks one of the three meshes.",
    figure: gearTrain([
      { x: 124, y: 144, r: r084, teeth: 16, name: "A", turn: "cw" },
      { x: 124 + 2 * r084, y: 144, r: r084, teeth: 16, name: "B" },
      { x: 124 + r084, y: 144 - Math.sqrt(3) * r084, r: r084, teeth: 16, name: "C" },
    ]),
    figureAlt:
      "Three equal gears, A, B and C, arranged in a triangle so that each gear meshes with the other two. A is at the lower left with an arrow showing clockwise rotation, B is at the lower right, and C is on top.",
  },
  {
    id: "MC-085",
    topic: "gears",
    difficulty: "easy",
    stem: "A 12-tooth gear meshes with a 36-tooth gear, as shown. Which statement is correct?",
    options: [
      "The 12-tooth gear turns 3 times as fast as the 36-tooth gear.",
      "The 36-tooth gear turns 3 times as fast as the 12-tooth gear.",
      "Both gears turn at the same speed, because their teeth mesh one for one.",
      "The 12-tooth gear turns 9 times as fast as the 36-tooth gear.",
    ],
    answer: 0,
    explanation:
      "The same number of teeth pass the meshing point on each gear, so while the 12-tooth gear makes one full turn, the 36-tooth gear makes only 12/36 = 1/3 of a turn. The smaller gear therefore turns 3 times as fast. The teeth do mesh one for one, but that makes the tooth rates equal, not the turning speeds, and the speed ratio is the tooth ratio, not its square.",
    figure: gearTrain([
      { x: g085x[0]!, y: 100, r: g085.r[0]!, teeth: 12, note: "12 teeth", noteAt: [58, 150] },
      { x: g085x[1]!, y: 100, r: g085.r[1]!, teeth: 36, note: "36 teeth" },
    ]),
    figureAlt: "A small gear with 12 teeth on the left meshes with a large gear with 36 teeth on the right.",
  },
  {
    id: "MC-086",
    topic: "gears",
    difficulty: "medium",
    stem: "Four gears are arranged as shown: A meshes with B, B meshes with C above it, and C meshes with D. If gear A turns clockwise, which gears turn counterclockwise?",
    options: ["B and D only", "B only", "C and D only", "B, C and D"],
    answer: 0,
    explanation:
      "Follow the chain of meshes, reversing at each one: A clockwise, B counterclockwise, C clockwise, D counterclockwise. The layout bending upward does not matter; only the number of meshes between two gears does. So B and D turn counterclockwise, while C turns the same way as A.",
    figure: gearTrain([
      { x: 90, y: 144, r: r086, teeth: 16, name: "A", turn: "cw" },
      { x: 90 + 2 * r086, y: 144, r: r086, teeth: 16, name: "B" },
      { x: 90 + 2 * r086, y: 144 - 2 * r086, r: r086, teeth: 16, name: "C" },
      { x: 90 + 4 * r086, y: 144 - 2 * r086, r: r086, teeth: 16, name: "D" },
    ]),
    figureAlt:
      "Four equal gears. A is at the lower left with an arrow showing clockwise rotation and meshes with B to its right. C sits directly above B and meshes with it, and D is to the right of C and meshes with C. A does not touch C, and B does not touch D.",
  },
  {
    id: "MC-087",
    topic: "gears",
    difficulty: "easy",
    stem: "A 48-tooth gear turning at 50 rpm drives a 16-tooth gear, as shown. How fast does the 16-tooth gear turn?",
    options: ["16.7 rpm", "50 rpm", "150 rpm", "2,400 rpm"],
    answer: 2,
    explanation:
      "The teeth pass the mesh at 48 × 50 = 2,400 teeth per minute on both gears, so the 16-tooth gear turns 2,400 ÷ 16 = 150 rpm. A large gear driving a small one speeds it up. 16.7 rpm uses the ratio upside down, and 2,400 is the tooth rate, not a speed in rpm.",
    figure: gearTrain([
      { x: g087x[0]!, y: 100, r: g087.r[0]!, teeth: 48, name: "A", note: "48 teeth, 50 rpm" },
      { x: g087x[1]!, y: 100, r: g087.r[1]!, teeth: 16, note: "16 teeth", noteAt: [232, 50] },
    ]),
    figureAlt: "A large gear A with 48 teeth, turning at 50 rpm, meshes with a small gear with 16 teeth on its right.",
  },
  {
    id: "MC-088",
    topic: "gears",
    difficulty: "easy",
    stem: "A 40-tooth gear and a 10-tooth gear are fixed side by side on the same shaft. If the 40-tooth gear turns at 60 rpm, how fast does the 10-tooth gear turn?",
    options: ["15 rpm", "60 rpm", "240 rpm", "2,400 rpm"],
    answer: 1,
    explanation:
      "Gears fixed to the same shaft turn together, so both make 60 rpm whatever their tooth counts. Tooth ratios matter only where two gears mesh. 240 rpm and 15 rpm treat the two gears as if they meshed, and 2,400 is 40 × 60, a tooth rate.",
  },
  {
    id: "MC-089",
    topic: "gears",
    difficulty: "medium",
    stem: "A 12-tooth gear drives a 30-tooth gear, as shown. How many turns must the 12-tooth gear make to turn the 30-tooth gear 4 full turns?",
    options: ["1.6", "4", "10", "120"],
    answer: 2,
    explanation:
      "Four turns of the 30-tooth gear move 4 × 30 = 120 teeth past the mesh, and the 12-tooth gear must supply the same 120 teeth: 120 ÷ 12 = 10 turns. The small gear has to turn more times than the large one, which rules out 1.6, and 120 is the number of teeth, not turns.",
    figure: gearTrain([
      { x: g089x[0]!, y: 100, r: g089.r[0]!, teeth: 30, note: "30 teeth" },
      { x: g089x[1]!, y: 100, r: g089.r[1]!, teeth: 12, note: "12 teeth", noteAt: [232, 156] },
    ]),
    figureAlt: "A large gear with 30 teeth on the left meshes with a small gear with 12 teeth on the right.",
  },
  {
    id: "MC-090",
    topic: "gears",
    difficulty: "medium",
    stem: "A single-thread worm turning at 1,200 rpm drives a worm wheel that has 40 teeth. How fast does the worm wheel turn?",
    options: ["30 rpm", "40 rpm", "1,160 rpm", "48,000 rpm"],
    answer: 0,
    explanation:
      "Each turn of a single-thread worm moves the wheel by one tooth, so the wheel needs 40 turns of the worm for one turn of its own: 1,200 ÷ 40 = 30 rpm. That large reduction is why worm drives are used in winches and gate openers. 48,000 multiplies instead of dividing, and 1,160 subtracts the tooth count from the speed.",
  },
  {
    id: "MC-091",
    topic: "gears",
    difficulty: "hard",
    stem: "Four gears mesh in a row, as shown: A has 20 teeth, B has 30, C has 20 and D has 40. Gear A turns clockwise at 240 rpm. What are gear D's speed and direction?",
    options: ["120 rpm, counterclockwise", "120 rpm, clockwise", "160 rpm, counterclockwise", "480 rpm, clockwise"],
    answer: 0,
    explanation:
      "In a simple row the middle gears cancel out: D turns at 240 × 20 ÷ 40 = 120 rpm (B turns 160 rpm and C turns 240 rpm along the way). Each mesh reverses direction, and there are three meshes from A to D, so D turns counterclockwise. 160 rpm stops at gear B, and 480 rpm uses the ratio upside down.",
    figure: gearTrain([
      { x: g091x[0]!, y: 112, r: g091.r[0]!, teeth: 20, name: "A", turn: "cw" },
      { x: g091x[1]!, y: 112, r: g091.r[1]!, teeth: 30, name: "B" },
      { x: g091x[2]!, y: 112, r: g091.r[2]!, teeth: 20, name: "C" },
      { x: g091x[3]!, y: 112, r: g091.r[3]!, teeth: 40, name: "D", turn: "?" },
    ]),
    figureAlt:
      "Four gears in a row, each meshing with its neighbors: A (20 teeth) on the left with an arrow showing clockwise rotation, then B (30 teeth), C (20 teeth) and D (40 teeth) on the right, marked with a question mark.",
  },
  {
    id: "MC-092",
    topic: "gears",
    difficulty: "hard",
    stem: "A 36-tooth gear turning at 100 rpm with a torque of 60 lb·ft drives a 12-tooth gear. Ignoring friction, what are the speed and torque of the 12-tooth gear?",
    options: ["300 rpm and 20 lb·ft", "300 rpm and 180 lb·ft", "33.3 rpm and 180 lb·ft", "33.3 rpm and 20 lb·ft"],
    answer: 0,
    explanation:
      "The smaller gear turns 36 ÷ 12 = 3 times as fast, 300 rpm, and because power (torque × speed) is conserved, its torque is divided by the same factor: 60 ÷ 3 = 20 lb·ft. Gaining both speed and torque (300 rpm and 180 lb·ft) would create energy from nothing. 33.3 rpm has the speed ratio upside down.",
    figure: gearTrain([
      { x: g092x[0]!, y: 100, r: g092.r[0]!, teeth: 36, name: "A", note: "36 teeth, 100 rpm" },
      { x: g092x[1]!, y: 100, r: g092.r[1]!, teeth: 12, note: "12 teeth", noteAt: [236, 156] },
    ]),
    figureAlt: "A large driving gear A with 36 teeth, turning at 100 rpm, meshes with a small gear with 12 teeth on its right.",
  },
  // ---------------------------------------------------------------- inclined planes
  {
    id: "MC-093",
    topic: "inclined planes",
    difficulty: "easy",
    stem: "A frictionless ramp is 16 ft long and rises 4 ft, as shown. What is its ideal mechanical advantage?",
    options: ["0.25", "4", "12", "64"],
    answer: 1,
    explanation:
      "An inclined plane's ideal mechanical advantage is its length divided by its height: 16 ÷ 4 = 4, so a push of one-fourth of the load's weight moves it up the slope. 0.25 is the ratio inverted, 12 is the difference of the two lengths, and 64 is their product.",
    figure: ramp({ lengthLabel: "16 ft", heightLabel: "4 ft", loadLabel: "box", rise: 57, run: 220 }),
    figureAlt: "A ramp 16 ft long along its slope rises 4 ft. A box sits on the ramp.",
  },
  {
    id: "MC-094",
    topic: "inclined planes",
    difficulty: "easy",
    stem: "Which of these is NOT an example of an inclined plane?",
    options: ["A wheelchair ramp", "A road that winds up a mountain", "A playground slide", "A doorknob"],
    answer: 3,
    explanation:
      "A doorknob is a wheel and axle: the large knob turns a thin spindle, multiplying your twisting force. A wheelchair ramp, a winding mountain road and a slide are all sloping surfaces that trade a longer path for a smaller force, which is what an inclined plane does.",
  },
  {
    id: "MC-095",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "A worker can push with 120 lb along a frictionless ramp 15 ft long that rises 5 ft, as shown. What is the heaviest load the worker can push up the ramp?",
    options: ["40 lb", "360 lb", "600 lb", "1,800 lb"],
    answer: 1,
    explanation:
      "The ramp's mechanical advantage is 15 ÷ 5 = 3, so a 120-lb push moves up to 120 × 3 = 360 lb (check: 360 × 5 = 120 × 15 = 1,800 ft·lb). 40 lb divides by the advantage instead of multiplying, 600 lb uses only the height, and 1,800 is the work in ft·lb, not a weight.",
    figure: ramp({ lengthLabel: "15 ft", heightLabel: "5 ft", loadLabel: "? lb", forceLabel: "120 lb", rise: 74, run: 210 }),
    figureAlt:
      "A ramp 15 ft long along its slope rises 5 ft. A load of unknown weight sits on the ramp, and an arrow labeled 120 lb pushes it up the slope, parallel to the surface.",
  },
  {
    id: "MC-096",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "A 300-lb cart is pushed up a frictionless ramp 20 ft long with a steady 75-lb force along the ramp, as shown. How high is the top of the ramp?",
    options: ["3.75 ft", "4 ft", "5 ft", "80 ft"],
    answer: 2,
    explanation:
      "Work along the ramp equals work against gravity: 75 × 20 = 300 × h, so h = 1,500 ÷ 300 = 5 ft. 4 is the mechanical advantage (300 ÷ 75), not a height, and 80 ft has the ratio inverted; a ramp can never be higher than it is long.",
    figure: ramp({ lengthLabel: "20 ft", heightLabel: "h = ?", loadLabel: "300 lb", forceLabel: "75 lb", rise: 57, run: 220 }),
    figureAlt:
      "A ramp 20 ft long along its slope with an unknown height marked h = ?. A 300-lb cart on the ramp is pushed up the slope with a force of 75 lb.",
  },
  {
    id: "MC-097",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "Ramp A is 10 ft long and ramp B is 20 ft long; both are frictionless and rise to the same 4-ft platform. Compared with pushing a crate up ramp A, pushing it up ramp B takes",
    options: [
      "half the force and half the work",
      "twice the force and the same work",
      "the same force and twice the work",
      "half the force and the same work",
    ],
    answer: 3,
    explanation:
      "The force along a frictionless ramp is weight × height ÷ length, so doubling the length halves the force. The work, force × length, is still weight × 4 ft on either ramp, because the crate ends up at the same height. A longer ramp never saves work; it only spreads it over a longer distance.",
  },
  {
    id: "MC-098",
    topic: "inclined planes",
    difficulty: "medium",
    stem: "A 400-lb crate is pushed at a steady speed up a ramp 12 ft long that rises 3 ft, as shown, and the push along the ramp is 130 lb. How much of that push is used to overcome friction?",
    options: ["30 lb", "100 lb", "130 lb", "270 lb"],
    answer: 0,
    explanation:
      "Without friction the push would be 400 × 3 ÷ 12 = 100 lb, so the extra 130 − 100 = 30 lb is the friction force. 100 lb is the part that actually raises the crate, 130 lb is the whole push, and 270 lb subtracts the push from the crate's weight.",
    figure: ramp({ lengthLabel: "12 ft", heightLabel: "3 ft", loadLabel: "400 lb", forceLabel: "130 lb", rise: 57, run: 220 }),
    figureAlt: "A ramp 12 ft long along its slope rises 3 ft. A 400-lb crate on the ramp is pushed up the slope with a force of 130 lb.",
  },
  {
    id: "MC-099",
    topic: "inclined planes",
    difficulty: "hard",
    stem: "A 600-lb load must go up onto a dock 4 ft high. The ramp is 80% efficient, and the crew can push with at most 150 lb along it. What is the shortest ramp that will work?",
    options: ["12.8 ft", "16 ft", "20 ft", "25 ft"],
    answer: 2,
    explanation:
      "The useful work is 600 × 4 = 2,400 ft·lb, so at 80% efficiency the crew must put in 2,400 ÷ 0.80 = 3,000 ft·lb. Pushing with 150 lb, that takes a ramp 3,000 ÷ 150 = 20 ft long. 16 ft would be enough without friction, 12.8 ft multiplies by 0.80 instead of dividing, and 25 ft corrects for friction twice.",
    figure: ramp({ lengthLabel: "L = ?", heightLabel: "4 ft", loadLabel: "600 lb", forceLabel: "150 lb", rise: 46, run: 224 }),
    figureAlt:
      "A ramp of unknown length marked L = ? rises 4 ft to a dock. A 600-lb load on the ramp is pushed up the slope with a force of 150 lb.",
  },
  {
    id: "MC-100",
    topic: "inclined planes",
    difficulty: "hard",
    stem: "A frictionless ramp rises 6 ft over a horizontal distance of 8 ft. What force along the ramp holds a 200-lb crate still on it?",
    options: ["120 lb", "150 lb", "160 lb", "267 lb"],
    answer: 0,
    explanation:
      "The slope itself is the hypotenuse of a 6-8 right triangle, √(6² + 8²) = 10 ft. The holding force is weight × height ÷ slope length = 200 × 6 ÷ 10 = 120 lb. Using the 8-ft horizontal distance as the length gives 150 lb, 160 lb uses the horizontal distance in place of the height, and 267 lb (200 × 8 ÷ 6) is more than the crate weighs, which no frictionless ramp can require.",
  },
  {
    id: "MC-101",
    topic: "inclined planes",
    difficulty: "easy",
    stem: "What force, parallel to the frictionless ramp shown, will push the 90-lb box up the ramp?",
    options: ["10 lb", "30 lb", "90 lb", "270 lb"],
    answer: 1,
    explanation:
      "The ramp is 9 ft long and 3 ft high, so its mechanical advantage is 9 ÷ 3 = 3 and the push is 90 ÷ 3 = 30 lb. 90 lb is the force needed to lift the box straight up, and 270 lb multiplies when it should divide. 10 lb divides by 9, the length alone.",
    figure: ramp({ lengthLabel: "9 ft", heightLabel: "3 ft", loadLabel: "90 lb", forceLabel: "F = ?", rise: 74, run: 210 }),
    figureAlt: "A ramp 9 ft long along its slope rises 3 ft. A 90-lb box on the ramp is pushed up the slope by an arrow labeled F = ?.",
  },
  // ---------------------------------------------------------------- screws and wedges
  {
    id: "MC-102",
    topic: "screws and wedges",
    difficulty: "easy",
    stem: "Why does a sharp ax split wood more easily than a dull one of the same size and weight?",
    options: [
      "The sharp edge is heavier, so it strikes harder.",
      "The dull edge has a higher mechanical advantage.",
      "The sharp edge moves faster through the air.",
      "The sharp edge concentrates the force on a smaller area.",
    ],
    answer: 3,
    explanation:
      "An ax head is a wedge. A sharp edge delivers the blow's force to a very small area, so the pressure on the wood fibers is much greater and they part more easily. The axes weigh the same and swing the same, and a dull, blunt edge has less mechanical advantage, not more.",
  },
  {
    id: "MC-103",
    topic: "screws and wedges",
    difficulty: "easy",
    stem: "A wedge is best described as",
    options: [
      "two inclined planes set back to back",
      "a lever with the fulcrum at its point",
      "an inclined plane wound around a shaft",
      "a wheel fixed to a smaller axle",
    ],
    answer: 0,
    explanation:
      "A wedge is two sloping faces meeting at an edge, in effect two inclined planes back to back; driving it forward pushes the material apart sideways. An inclined plane wound around a shaft is a screw, and a wheel fixed to a smaller axle is a wheel and axle.",
  },
  {
    id: "MC-104",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "A bolt advances 1/2 inch into a threaded hole in 10 full turns. How many threads per inch does it have?",
    options: ["5", "10", "20", "40"],
    answer: 2,
    explanation:
      "Each turn advances the bolt 1/2 ÷ 10 = 1/20 inch, and the number of threads per inch is 1 ÷ pitch = 20. 5 comes from dividing the 10 turns by 2 instead of by 1/2, 10 counts the turns as if they made a full inch, and 40 doubles the correct answer.",
  },
  {
    id: "MC-105",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "Which change increases the ideal mechanical advantage of a screw jack?",
    options: [
      "Using a screw with a coarser thread (a larger pitch)",
      "Shortening the handle",
      "Using a shorter screw with the same thread",
      "Lengthening the handle",
    ],
    answer: 3,
    explanation:
      "A screw jack's ideal mechanical advantage is the distance the handle's end travels in one turn (the circumference of its circle) divided by the pitch. A longer handle makes that circle bigger, so the advantage grows. A coarser thread (bigger pitch) or a shorter handle lowers it, and the screw's length only limits how high the jack can lift.",
  },
  {
    id: "MC-106",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "Which of these wedges has the greatest ideal mechanical advantage?",
    options: ["8 in long and 2 in thick", "10 in long and 4 in thick", "4 in long and 1.5 in thick", "6 in long and 1 in thick"],
    answer: 3,
    explanation:
      "A wedge's ideal mechanical advantage is its length divided by its thickness: 8 ÷ 2 = 4, 6 ÷ 1 = 6, 10 ÷ 4 = 2.5 and 4 ÷ 1.5 ≈ 2.7. The 6-in wedge is the longest for its thickness, so it splits with the least force. The 10-in wedge is longest overall, but it is also the thickest.",
  },
  {
    id: "MC-107",
    topic: "screws and wedges",
    difficulty: "medium",
    stem: "A wedge is 10 in long and 2 in thick at its back. Ignoring friction, about what splitting force does it exert when driven forward with a force of 50 lb?",
    options: ["10 lb", "100 lb", "250 lb", "500 lb"],
    answer: 2,
    explanation:
      "The ideal mechanical advantage is length ÷ thickness = 10 ÷ 2 = 5, so the splitting force is 50 × 5 = 250 lb. 10 lb divides by the advantage, and 100 lb and 500 lb multiply by only the thickness or only the length.",
  },
  {
    id: "MC-108",
    topic: "screws and wedges",
    difficulty: "hard",
    stem: "The spindle of a micrometer has a screw with a pitch of 0.025 in, and the thimble that turns it is marked with 25 equal divisions around its edge. How far does the spindle move when the thimble is turned by one division?",
    options: ["0.001 in", "0.025 in", "0.04 in", "0.625 in"],
    answer: 0,
    explanation:
      "One full turn moves the spindle one pitch, 0.025 in, so one division, 1/25 of a turn, moves it 0.025 ÷ 25 = 0.001 in. That is why a micrometer reads to a thousandth of an inch. 0.025 in is a whole turn, 0.04 in is 1 ÷ 25, and 0.625 in multiplies instead of dividing.",
  },
  {
    id: "MC-109",
    topic: "screws and wedges",
    difficulty: "hard",
    stem: "A screw jack has an ideal mechanical advantage of 200, but friction makes it only 25% efficient. What force on the handle is needed to raise a 2,000-lb load?",
    options: ["2.5 lb", "10 lb", "40 lb", "50 lb"],
    answer: 2,
    explanation:
      "Without friction the force would be 2,000 ÷ 200 = 10 lb. At 25% efficiency only a quarter of the input does useful work, so the force must be 10 ÷ 0.25 = 40 lb. Multiplying by 0.25 (2.5 lb) would make friction help, and 10 lb ignores friction. The high friction is useful: it keeps the jack from running back down under the load.",
  },
  {
    id: "MC-110",
    topic: "screws and wedges",
    difficulty: "easy",
    stem: "A screw has 8 threads per inch. How far does it advance into the wood with each full turn?",
    options: ["1/16 in", "1/8 in", "1 in", "8 in"],
    answer: 1,
    explanation:
      "Each turn advances a screw by one thread spacing (its pitch), and 8 threads per inch means each spacing is 1/8 in. 8 in inverts the relationship, 1 in is the length that holds all 8 threads, and 1/16 in would be a screw with 16 threads per inch.",
  },
  // ---------------------------------------------------------------- belts and wheels
  {
    id: "MC-111",
    topic: "belts and wheels",
    difficulty: "easy",
    stem: "In the belt drive shown, pulley A turns clockwise. A drives B with an open belt, and B drives C with a crossed belt. Which way does C turn?",
    options: [
      "Clockwise",
      "It depends on the sizes of the pulleys",
      "It cannot turn, because the belts work against each other",
      "Counterclockwise",
    ],
    answer: 3,
    explanation:
      "An open belt keeps the direction, so B turns clockwise like A. The crossed belt reverses it, so C turns counterclockwise. Pulley sizes change only the speeds, and the two belts do not fight each other because each one simply follows B.",
    figure: beltDrive(
      [
        { x: 60, y: 104, r: 32, name: "A", turn: "cw" },
        { x: 160, y: 104, r: 32, name: "B" },
        { x: 260, y: 104, r: 32, name: "C", turn: "?" },
      ],
      [
        { from: 0, to: 1, crossed: false },
        { from: 1, to: 2, crossed: true },
      ],
    ),
    figureAlt:
      "Three equal pulleys in a row. Pulley A, on the left, turns clockwise and drives pulley B, in the middle, with an open belt that does not cross. B drives pulley C, on the right, with a belt that crosses over itself between them. C is marked with a question mark.",
  },
  {
    id: "MC-112",
    topic: "belts and wheels",
    difficulty: "easy",
    stem: "A 10-in pulley turning at 300 rpm drives a 5-in pulley with a belt, as shown. How fast does the 5-in pulley turn?",
    options: ["150 rpm", "300 rpm", "600 rpm", "1,500 rpm"],
    answer: 2,
    explanation:
      "The belt moves the same length of rim on both pulleys, so diameter × rpm is the same: 10 × 300 = 3,000, and 3,000 ÷ 5 = 600 rpm. The smaller pulley turns faster. 150 rpm has the ratio upside down, and 1,500 rpm multiplies the speed by the smaller diameter.",
    figure: beltDrive(
      [
        { x: 92, y: 100, r: 50, name: "A", turn: "cw", note: "10 in, 300 rpm" },
        { x: 240, y: 100, r: 25, name: "B", turn: "?", note: "5 in" },
      ],
      [{ from: 0, to: 1, crossed: false }],
    ),
    figureAlt:
      "A large pulley A, 10 inches across and turning clockwise at 300 rpm, drives a small pulley B, 5 inches across, with an open belt. B's speed is marked with a question mark.",
  },
  {
    id: "MC-113",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A steering wheel 15 in across turns a steering shaft 1.5 in across. A 6-lb push at the rim of the wheel produces what force at the surface of the shaft, ignoring friction?",
    options: ["0.6 lb", "6 lb", "60 lb", "90 lb"],
    answer: 2,
    explanation:
      "A wheel and axle multiplies force by the ratio of the diameters: 15 ÷ 1.5 = 10, so 6 lb at the rim gives 60 lb at the shaft's surface. 0.6 lb divides by the ratio, 6 lb ignores it, and 90 lb multiplies the push by the wheel's size alone.",
    figure: beltDrive(
      [
        { x: 160, y: 104, r: 75, note: "wheel 15 in", noteAt: [160, 50] },
        { x: 160, y: 104, r: 12, dark: true },
      ],
      [],
      `<line x1="232" y1="164" x2="170" y2="112" stroke="#1f2937" stroke-width="0.8"/><text x="252" y="176" font-size="13" fill="#1f2937" text-anchor="middle">shaft 1.5 in</text>`,
    ),
    figureAlt: "A large steering wheel, 15 inches across, with a small dark steering shaft, 1.5 inches across, fixed at its center.",
  },
  {
    id: "MC-114",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A 10-in pulley and a 4-in pulley are fixed to the same shaft, which turns at 300 rpm. Which statement is correct?",
    options: [
      "The 4-in pulley turns faster, because it is smaller.",
      "The 10-in pulley turns faster, because its rim is longer.",
      "Both turn at 300 rpm, and their rims move at the same speed.",
      "Both turn at 300 rpm, but the rim of the 10-in pulley moves faster.",
    ],
    answer: 3,
    explanation:
      "Pulleys fixed to one shaft make the same number of turns per minute, 300 rpm. In each turn, though, a point on the 10-in rim travels 10π ≈ 31 in while a point on the 4-in rim travels only 4π ≈ 13 in, so the larger rim moves 2.5 times as fast. That is why a belt on the larger pulley runs faster.",
  },
  {
    id: "MC-115",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A motor turns a 3-in pulley at 1,750 rpm. What size of driven pulley will make a fan shaft turn at 500 rpm, as shown?",
    options: ["0.86 in", "3.5 in", "6.5 in", "10.5 in"],
    answer: 3,
    explanation:
      "Diameter × rpm is the same for both belted pulleys: 3 × 1,750 = 5,250, and 5,250 ÷ 500 = 10.5 in. To slow the fan down, the driven pulley must be larger than the motor's. 0.86 in has the ratio upside down, 3.5 is only the speed ratio (1,750 ÷ 500), and 6.5 in adds that ratio to the 3 in.",
    figure: beltDrive(
      [
        { x: 62, y: 100, r: 15, note: "3 in, 1,750 rpm", noteAt: [70, 150] },
        { x: 218, y: 100, r: 52, note: "? in, 500 rpm" },
      ],
      [{ from: 0, to: 1, crossed: false }],
    ),
    figureAlt:
      "A small motor pulley, 3 inches across and turning at 1,750 rpm, drives a larger fan pulley of unknown size, which must turn at 500 rpm, with an open belt.",
  },
  {
    id: "MC-116",
    topic: "belts and wheels",
    difficulty: "hard",
    stem: "In the drive shown, pulley A (8 in) turns clockwise at 450 rpm and drives pulley B (12 in) with a crossed belt. A second, open belt runs from B to pulley C (6 in). What are C's speed and direction?",
    options: ["600 rpm, counterclockwise", "600 rpm, clockwise", "300 rpm, counterclockwise", "337.5 rpm, clockwise"],
    answer: 0,
    explanation:
      "B turns 450 × 8 ÷ 12 = 300 rpm, and C turns 300 × 12 ÷ 6 = 600 rpm (the same as 450 × 8 ÷ 6, since B acts like an idler). The crossed belt makes B turn counterclockwise, and the open belt keeps C turning the same way as B: counterclockwise. 300 rpm is B's speed, and 337.5 rpm uses the ratio upside down.",
    figure: beltDrive(
      [
        { x: 58, y: 96, r: 26, name: "A", turn: "cw", note: "8 in, 450 rpm" },
        { x: 160, y: 96, r: 39, name: "B", note: "12 in" },
        { x: 266, y: 96, r: 20, turn: "?", note: "C: 6 in" },
      ],
      [
        { from: 0, to: 1, crossed: true },
        { from: 1, to: 2, crossed: false },
      ],
    ),
    figureAlt:
      "Pulley A on the left, 8 inches across, turns clockwise at 450 rpm and drives the middle pulley B, 12 inches across, with a belt that crosses over itself. An open belt runs from B to pulley C on the right, 6 inches across, which is marked with a question mark.",
  },
  {
    id: "MC-117",
    topic: "belts and wheels",
    difficulty: "easy",
    stem: "Why would a mechanic install a crossed belt instead of an open belt between two pulleys?",
    options: [
      "To make the driven pulley turn in the opposite direction",
      "To make the driven pulley turn faster",
      "To keep the belt from wearing",
      "To make both pulleys turn at the same speed",
    ],
    answer: 0,
    explanation:
      "Crossing the belt into a figure 8 reverses the direction of the driven pulley; an open belt keeps both turning the same way. The speed depends only on the pulley sizes, not on whether the belt is crossed, and the crossing point rubs, so it adds wear rather than preventing it.",
  },
  {
    id: "MC-118",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A winch has a crank handle 12 in from its axle, and the cable winds onto a drum with a radius of 2 in. How far does the handle travel (around its circle) while the load rises 10 ft?",
    options: ["1.7 ft", "10 ft", "60 ft", "120 ft"],
    answer: 2,
    explanation:
      "The handle's circle is 12 ÷ 2 = 6 times the drum's, so in every turn the handle travels 6 times as far as the cable winds in: 6 × 10 = 60 ft. That longer distance is the price of the 6-to-1 force advantage. 1.7 ft divides by the ratio, and 120 ft doubles it, as if the 12 in were a radius and the 2 in a diameter.",
    figure: beltDrive(
      [
        { x: 150, y: 104, r: 72, note: "handle radius 12 in", noteAt: [150, 17] },
        { x: 150, y: 104, r: 12, dark: true },
      ],
      [],
      `<line x1="226" y1="164" x2="160" y2="110" stroke="#1f2937" stroke-width="0.8"/><text x="252" y="182" font-size="13" fill="#1f2937" text-anchor="middle">drum radius 2 in</text>`,
    ),
    figureAlt:
      "End view of the winch: a large circle with a 12-inch radius shows the path of the crank handle, and a small dark drum with a 2-inch radius, on which the cable winds, sits at its center.",
  },
  {
    id: "MC-119",
    topic: "belts and wheels",
    difficulty: "medium",
    stem: "A conveyor belt runs over a drive drum with an 8-in diameter, as shown. The drum turns at 30 rpm and the belt does not slip. About how fast does the belt move? (Use π ≈ 3.14.)",
    options: ["20 ft per minute", "62.8 ft per minute", "125.6 ft per minute", "753.6 ft per minute"],
    answer: 1,
    explanation:
      "Each turn of the drum feeds out one circumference of belt: 3.14 × 8 = 25.12 in. At 30 rpm that is 25.12 × 30 = 753.6 in per minute, and 753.6 ÷ 12 = 62.8 ft per minute. 753.6 forgets to change inches to feet, 125.6 treats the 8-in diameter as a radius, and 20 leaves out π, using the diameter instead of the distance around.",
    figure: beltDrive(
      [
        { x: 70, y: 100, r: 40, name: "drive", turn: "cw", note: "8 in across, 30 rpm", noteAt: [78, 168] },
        { x: 250, y: 100, r: 40 },
      ],
      [{ from: 0, to: 1, crossed: false }],
      `<text x="160" y="50" font-size="13" fill="#1f2937" text-anchor="middle">belt speed = ?</text>`,
    ),
    figureAlt:
      "A conveyor belt loops around two equal drums. The drive drum on the left, 8 inches in diameter, turns clockwise at 30 rpm. The belt's speed is marked with a question mark.",
  },
];
