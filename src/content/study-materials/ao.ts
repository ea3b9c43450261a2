import type { StudyMaterial } from "../types";

/** AO study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const AO_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "ao-guide",
    section: "AO",
    type: "guide",
    title: "Assembling Objects Study Guide",
    content: `## What AO measures

Assembling Objects (AO) is a picture test of spatial reasoning: can you see in your head how separate shapes join or fit together? There is no reading and no math beyond counting. On the CAT-ASVAB you get **15 questions in 18 minutes**, about 72 seconds each.

AO does **not** count toward your AFQT. It is used mainly by the Navy, in a few rating composites that combine it with scores such as Arithmetic Reasoning and Mechanical Comprehension. Even if you aren't aiming at the Navy, a solid AO score can't hurt, and the skill behind it (reading diagrams and assembly drawings) is useful in almost every technical job.

## How the questions look

Each question shows a first box with the parts, followed by four answer pictures. You pick the one picture that shows the parts put together correctly. There are two kinds of questions.

## Topic 1: Connectors

**Key idea.** The first box shows two (sometimes more) shapes. Each shape has a dot marked with a letter, and a line shows which letters are to be joined. The correct answer shows the same shapes, the same size, with a line running from exactly the lettered point on one shape to exactly the lettered point on the other. The shapes may be turned to any angle; that's allowed.

**Worked example (described in words).** The first box shows a right triangle with one long leg and one short leg, dot A at its right-angle corner, and a circle with dot B at its center; a line joins A to B.

- Choice 1: the line leaves the triangle from its sharpest corner. The wrong point — eliminate.
- Choice 2: the line runs from the triangle's right-angle corner but ends on the circle's edge, not its center. Eliminate.
- Choice 3: the dots are joined correctly, but the triangle is a mirror image: no matter how you turn it, its long and short legs sit on the wrong sides. Eliminate.
- Choice 4: the triangle is turned a quarter turn, and the line runs from the right-angle corner to the circle's center. This is the answer.

**Method.** Pick the easier dot first (the one on a corner or a distinctive spot) and check it in all four choices. Usually two choices fall away. Then check the second dot in the survivors. Finally, glance at the shapes themselves for mirroring or a size change.

## Topic 2: Puzzle pieces

**Key idea.** The first box shows several loose pieces. The correct answer shows them fitted together into one shape, with every piece used once, none added, none resized, and none flipped. Pieces may be rotated.

**Worked example (described in words).** The first box shows three pieces: a half circle, a small square and an L-shaped piece.

- Choice 1: only the half circle and the square appear; the L-shaped piece is missing — eliminate.
- Choice 2: all three pieces appear, but the half circle is twice as wide as the original. Size changed — eliminate.
- Choice 3: all three appear, but the L has its short leg pointing the other way, as in a mirror. Flipped — eliminate.
- Choice 4: all three appear at the right sizes; the L is simply rotated. This is the answer.

**Method.** Start with the most distinctive piece (an odd angle, a curve, an unusual length) and look for it in each choice. Eliminate any choice where it is missing, mirrored or resized. Then check the next most distinctive piece. Count pieces last: the right answer has exactly as many as the first box.

## Common traps

- **Mirror images.** A flipped piece looks almost right. Check which side a notch, point or long edge is on after you rotate the piece in your mind.
- **Close-but-wrong connection points.** A line that ends near the correct corner is still wrong.
- **Resized pieces.** Compare a piece's size to its neighbors, not to the page.
- **Extra or missing pieces.** Count them.
- **Changed angles or side counts.** A five-sided piece in the question must still have five sides in the answer.
- **Overthinking.** Once three choices are eliminated for clear reasons, choose the fourth and move on.

## Two-week study plan

- **Days 1–2:** Learn the rules on the rule sheet. Practice 10 connector questions slowly, naming why each wrong choice is wrong.
- **Days 3–4:** Practice 10 puzzle questions the same way.
- **Day 5:** Mirror drill: draw an L, an F and a lopsided triangle, then sketch each rotated 90°, 180° and 270°, and again mirrored. Learn to tell the two apart quickly.
- **Days 6–7:** Mixed practice, 15 questions untimed, then check every miss.
- **Days 8–9:** Cut shapes from paper, mark dots on them, and assemble them. Hands-on practice builds the mental picture.
- **Days 10–12:** Timed sets of 15 questions in 18 minutes.
- **Day 13:** Review your misses; most come from the same one or two traps.
- **Day 14:** Light practice and rest.

## Test-day tactics

- **Eliminate, don't admire.** Look for reasons to reject a choice; the last one standing is the answer.
- **Use a landmark.** Track the most distinctive feature first.
- **Rotate, never flip.** When in doubt, ask whether you could turn the piece on the table to get that picture, without lifting and flipping it.
- **Watch the clock.** About 72 seconds each is plenty if you use elimination; don't stall on one item.
- **No skipping on the CAT.** Answer every question to move on. If time is nearly out, guess rather than leave questions blank.`,
  },
  {
    id: "ao-formula",
    section: "AO",
    type: "formula",
    title: "Assembling Objects Rule Sheet",
    content: `## Rules that apply to every question

- **Rotation is allowed.** A shape can be turned to any angle, clockwise or counterclockwise.
- **Mirroring is not allowed.** A shape flipped over like a reflection is a different shape and makes the choice wrong.
- **Size never changes.** Every piece keeps its size and its proportions.
- **Nothing is added or left out.** The answer uses exactly the parts shown in the first box.
- **Shapes keep their features.** Same number of sides, same angles, same curves, same notches.

## Connector rules

- **Each lettered dot marks an exact spot:** a corner, the middle of an edge, the center or somewhere inside the shape.
- **The line must start at the first dot's exact spot and end at the second dot's exact spot.** "Near" is wrong.
- **Check the letter positions one shape at a time.** Which corner? Which edge? How far along the edge?
- **Check where the line enters the shape.** If the dot is at the middle of the long edge, the line should meet the shape there, not at a corner or on a short edge.
- **A dot inside a shape** (for example, the center of a circle) must be joined at that interior point.
- **Line length doesn't matter;** the connection points do.

## Puzzle-piece rules

- **Count the pieces.** The right answer has the same number as the first box.
- **Count edges and angles.** A piece with a 90° corner and a 45° corner must keep both.
- **Match lengths.** Edges that fit together in the answer should be the same length.
- **Curves stay curves.** A half circle can't become a quarter circle.
- **Look for mirrored pieces.** Especially L-shapes, right triangles with unequal legs, and pieces with a single notch.
- **Check for gaps or overlaps.** The assembled shape should be clean if the question shows a solid outline.

## How to spot a mirror image

- **Pick a feature and a direction.** For an L, note whether the short leg points left or right when the long leg is vertical and pointing up.
- **Rotate the answer's piece** in your mind until its long leg points up the same way.
- **Compare.** If the short leg now points the other way, it's a mirror image.
- **Letters help.** Imagine the piece is a letter like F or R. Turning it never gives the backward version.

## Elimination order

- **Connectors:** 1) the dot with the most distinctive spot, 2) the other dot, 3) mirroring and size of each shape.
- **Puzzles:** 1) the most unusual piece, 2) piece count, 3) sizes, 4) mirroring of the remaining pieces.
- **Stop when three are gone.** The fourth is your answer.

## Time rules

- 15 questions in 18 minutes: about 72 seconds each.
- Aim to eliminate at least two choices in the first 30 seconds.
- Never leave a question unanswered when time is running out.

## Quick checklist

- Same number of pieces?
- Same sizes?
- Same sides and angles?
- No mirror images?
- Line connects the exact lettered spots?`,
  },
  {
    id: "ao-vocabulary",
    section: "AO",
    type: "vocabulary",
    title: "Assembling Objects Vocabulary",
    content: `## Movement and orientation

- **Rotate** — to turn a shape around a point without flipping it. Allowed on AO.
- **Clockwise** — turning the same way as a clock's hands.
- **Counterclockwise** — turning the opposite way from a clock's hands.
- **Quarter turn** — a 90° rotation; two quarter turns make a half turn (180°).
- **Reflect (flip)** — to turn a shape over so it becomes its mirror image. Not allowed on AO.
- **Mirror image** — a reversed copy of a shape, like your right hand compared to your left.
- **Orientation** — which way a shape is facing or pointing.
- **Translate (slide)** — to move a shape without turning or flipping it.
- **Landmark** — the most distinctive feature of a shape, used to track it across answer choices.

## Parts of shapes

- **Vertex** — a corner where two sides meet. Plural: vertices.
- **Edge (side)** — a straight boundary line of a shape.
- **Midpoint** — the exact middle of a side or line segment.
- **Center** — the point in the middle of a circle, equally far from every point on its edge.
- **Arc** — a curved part of a circle's edge.
- **Notch** — a cut-out in the edge of a piece; a strong landmark.
- **Perimeter** — the outline around a shape.
- **Outline** — the outer boundary of the finished figure in a puzzle question.

## Shapes

- **Polygon** — a closed figure made of straight sides.
- **Triangle** — three sides.
- **Right triangle** — a triangle with one 90° angle.
- **Isosceles triangle** — a triangle with two equal sides.
- **Quadrilateral** — any four-sided figure.
- **Rectangle** — four right angles, opposite sides equal.
- **Square** — four right angles and four equal sides.
- **Parallelogram** — opposite sides parallel and equal; looks like a slanted rectangle.
- **Trapezoid** — a four-sided figure with exactly one pair of parallel sides.
- **Rhombus** — four equal sides, like a tilted square or diamond.
- **Pentagon / hexagon / octagon** — five / six / eight sides.
- **Semicircle** — half a circle.
- **Sector** — a pie-slice piece of a circle.

## Angles and comparisons

- **Right angle** — exactly 90°, like the corner of a sheet of paper.
- **Acute angle** — less than 90°; a sharp point.
- **Obtuse angle** — more than 90° but less than 180°; a wide, blunt corner.
- **Parallel** — running side by side and never meeting.
- **Perpendicular** — meeting at a right angle.
- **Congruent** — exactly the same shape and size.
- **Proportion** — how a shape's parts compare in size; it must not change in the answer.
- **Symmetry** — a shape has it when one half mirrors the other; symmetrical pieces look the same flipped, so mirroring can't trick you with them.

## Question terms

- **Connector question** — joining two shapes with a line between marked points.
- **Connection point** — the exact lettered spot where the line must touch a shape.
- **Puzzle question** — fitting loose pieces together into one figure.
- **Distractor** — a wrong answer choice built to look right, often with one mirrored or resized piece.`,
  },
];
