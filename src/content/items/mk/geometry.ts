import type { AuthoredItem } from "../../types";

/** MK: area, perimeter, volume, angles, the Pythagorean theorem and circles. */
export const MK_GEOMETRY_ITEMS: readonly AuthoredItem[] = [
  {
    id: "MK-126",
    topic: "area",
    difficulty: "easy",
    stem: "A triangle has a base of 14 centimeters and a height of 9 centimeters. What is its area?",
    options: ["23 cm²", "46 cm²", "63 cm²", "126 cm²"],
    answer: 2,
    explanation:
      "The area of a triangle is ½ × base × height = ½ × 14 × 9 = 63 cm². 126 cm² forgets the ½, 23 cm² adds the base and height, and 46 cm² doubles that sum; adding lengths never gives an area.",
  },
  {
    id: "MK-127",
    topic: "area",
    difficulty: "medium",
    stem: "A rectangular patio is 10 feet by 8 feet. A 3-foot by 2-foot rectangle is cut out of one corner for a planter. What is the area of the patio that remains?",
    options: ["36 square feet", "74 square feet", "80 square feet", "86 square feet"],
    answer: 1,
    explanation:
      "The full rectangle is 10 × 8 = 80 square feet and the cut-out is 3 × 2 = 6 square feet, so 80 − 6 = 74 square feet remain. 80 forgets the cut-out, 86 adds it instead of subtracting it, and 36 is the perimeter of the shape (which the corner cut does not change), not its area.",
  },
  {
    id: "MK-128",
    topic: "area",
    difficulty: "medium",
    stem: "Each side of a square is tripled in length. By what factor is the area of the square multiplied?",
    options: ["3", "6", "9", "27"],
    answer: 2,
    explanation:
      "Area is side × side, so tripling the side multiplies the area by 3 × 3 = 9 (a 2-by-2 square of area 4 becomes a 6-by-6 square of area 36). 3 is the factor for the perimeter, 6 adds 3 + 3 instead of multiplying, and 27 = 3³ is the factor for the volume of a cube.",
  },
  {
    id: "MK-129",
    topic: "area",
    difficulty: "hard",
    stem: "A rectangular floor 15 feet by 12 feet is to be covered with square tiles that are 6 inches on each side. How many tiles are needed, with no waste?",
    options: ["1,080", "720", "360", "30"],
    answer: 1,
    explanation:
      "The floor is 15 × 12 = 180 square feet. A 6-inch tile is ½ ft by ½ ft, or ¼ square foot, so 180 ÷ ¼ = 720 tiles (the same as 30 tiles by 24 tiles). 360 divides by ½ instead of ¼, 30 divides 180 by 6 as if the tiles were 6 square feet, and 1,080 multiplies 180 by 6.",
  },
  {
    id: "MK-130",
    topic: "area",
    difficulty: "medium",
    stem: "A triangle has its vertices at (0, 0), (6, 0) and (2, 5) on a coordinate grid. What is its area in square units?",
    options: ["11", "15", "30", "60"],
    answer: 1,
    explanation:
      "The side from (0, 0) to (6, 0) lies on the x-axis and is 6 units long; the third vertex is 5 units above that side, so the height is 5. The area is ½ × 6 × 5 = 15 square units. 30 forgets the ½, 11 adds the base and height, and 60 doubles instead of halving.",
  },
  {
    id: "MK-131",
    topic: "perimeter",
    difficulty: "easy",
    stem: "A regular pentagon has sides that are 7 inches long. What is its perimeter?",
    options: ["12 in.", "28 in.", "35 in.", "42 in."],
    answer: 2,
    explanation:
      "A regular pentagon has 5 equal sides, so the perimeter is 5 × 7 = 35 inches. 28 in. counts only 4 sides (a square), 42 in. counts 6 sides (a hexagon), and 12 in. adds 5 and 7.",
  },
  {
    id: "MK-132",
    topic: "perimeter",
    difficulty: "easy",
    stem: "A rectangle has a perimeter of 50 feet and a width of 10 feet. What is its length?",
    options: ["15 feet", "25 feet", "30 feet", "40 feet"],
    answer: 0,
    explanation:
      "Length plus width is half the perimeter, 50 ÷ 2 = 25 feet, so the length is 25 − 10 = 15 feet (check: 2 × 15 + 2 × 10 = 50). 25 feet is the length plus the width, 40 feet subtracts only one width from the whole perimeter, and 30 feet subtracts both widths from the whole perimeter without halving what is left.",
  },
  {
    id: "MK-133",
    topic: "perimeter",
    difficulty: "hard",
    stem: "A rectangular garden 24 feet by 16 feet is fenced with a post at every corner and a post every 8 feet along each side. How many posts are needed in all?",
    options: ["14", "11", "10", "6"],
    answer: 2,
    explanation:
      "The perimeter is 2 × (24 + 16) = 80 feet. Around a closed loop the number of posts equals the number of 8-foot gaps, 80 ÷ 8 = 10 (each long side has 3 gaps and each short side 2, for 3 + 2 + 3 + 2 = 10). 11 adds one post as if the fence were a straight line, 14 counts every corner post twice (4 + 3 + 4 + 3), and 6 fences only one long side and one short side (40 ÷ 8 + 1).",
  },
  {
    id: "MK-134",
    topic: "perimeter",
    difficulty: "hard",
    stem: "A window is shaped like a square with sides of 10 feet topped by a semicircle whose diameter is the top side of the square. What is the distance around the outside of the window? (Use 3.14 for π.)",
    options: ["45.7 ft", "55.7 ft", "61.4 ft", "71.4 ft"],
    answer: 0,
    explanation:
      "The outside edge is 3 sides of the square, 30 ft, plus half a circle of diameter 10 ft: ½ × 3.14 × 10 = 15.7 ft, for 45.7 ft. 55.7 ft also counts the top side of the square, which is inside the window, 61.4 ft adds a whole circle (31.4 ft) to 3 sides, and 71.4 ft adds a whole circle to all 4 sides.",
  },
  {
    id: "MK-135",
    topic: "perimeter",
    difficulty: "easy",
    stem: "A square and an equilateral triangle have the same perimeter. Each side of the triangle is 12 cm. How long is each side of the square?",
    options: ["9 cm", "12 cm", "16 cm", "36 cm"],
    answer: 0,
    explanation:
      "The triangle's perimeter is 3 × 12 = 36 cm, so each of the square's 4 equal sides is 36 ÷ 4 = 9 cm. 12 cm assumes equal perimeters mean equal sides, 16 cm multiplies by 4 and divides by 3 instead of the other way around, and 36 cm is the shared perimeter, not a side.",
  },
  {
    id: "MK-136",
    topic: "volume",
    difficulty: "easy",
    stem: "A cube has edges that are 4 inches long. What is its volume?",
    options: ["12 cubic inches", "16 cubic inches", "64 cubic inches", "96 cubic inches"],
    answer: 2,
    explanation:
      "The volume of a cube is edge × edge × edge = 4 × 4 × 4 = 64 cubic inches. 16 is the area of one face, 96 is the surface area of all 6 faces (in square inches), and 12 multiplies 4 by 3 instead of cubing it.",
  },
  {
    id: "MK-137",
    topic: "volume",
    difficulty: "medium",
    stem: "A rectangular tank is 3 feet long, 2 feet wide and 2 feet deep. One cubic foot holds about 7.5 gallons. About how many gallons does the full tank hold?",
    options: ["1.6 gallons", "52.5 gallons", "90 gallons", "240 gallons"],
    answer: 2,
    explanation:
      "The volume is 3 × 2 × 2 = 12 cubic feet, and 12 × 7.5 = 90 gallons. 52.5 adds the dimensions (7 × 7.5), 240 uses the surface area of 32 square feet instead of the volume, and 1.6 divides 12 by 7.5 instead of multiplying.",
  },
  {
    id: "MK-138",
    topic: "volume",
    difficulty: "medium",
    stem: "A cone has a radius of 3 inches and a height of 8 inches. Using V = (1/3)πr²h, what is its volume? (Leave the answer in terms of π.)",
    options: ["8π cubic inches", "24π cubic inches", "72π cubic inches", "96π cubic inches"],
    answer: 1,
    explanation:
      "V = (1/3) × π × 3² × 8 = (1/3) × 72π = 24π cubic inches. 72π forgets the 1/3 (it is the volume of a cylinder with the same base and height), 8π uses r instead of r², and 96π uses the 6-inch diameter in place of the radius.",
  },
  {
    id: "MK-139",
    topic: "volume",
    difficulty: "hard",
    stem: "The radius of a cylinder is doubled and its height is cut in half. What happens to its volume?",
    options: ["It doubles.", "It stays the same.", "It is cut in half.", "It becomes 4 times as large."],
    answer: 0,
    explanation:
      'V = πr²h. Doubling r multiplies r² by 4, and halving h multiplies by ½, so the volume is multiplied by 4 × ½ = 2. "Stays the same" assumes the doubling and halving cancel, which would be true only if the volume depended on r rather than r²; "4 times" ignores the change in height, and "cut in half" looks only at the height.',
  },
  {
    id: "MK-140",
    topic: "volume",
    difficulty: "hard",
    stem: "A ball has a radius of 3 inches. Using V = (4/3)πr³, what is its volume? (Leave the answer in terms of π.)",
    options: ["9π cubic inches", "12π cubic inches", "27π cubic inches", "36π cubic inches"],
    answer: 3,
    explanation:
      "r³ = 3 × 3 × 3 = 27, and (4/3) × 27 = 36, so V = 36π cubic inches. 12π uses r² instead of r³, 27π leaves out the 4/3, and 9π is πr², the area of a circle with that radius, not a volume.",
  },
  {
    id: "MK-141",
    topic: "angles",
    difficulty: "easy",
    stem: "What is the complement of a 38° angle?",
    options: ["52°", "128°", "142°", "322°"],
    answer: 0,
    explanation:
      "Complementary angles add up to 90°, so the complement is 90° − 38° = 52°. 142° is the supplement (180° − 38°), 322° subtracts from 360°, and 128° adds 38° to 90° instead of subtracting it.",
  },
  {
    id: "MK-142",
    topic: "angles",
    difficulty: "medium",
    stem: "In a right triangle, one of the two acute angles is twice as large as the other. What is the measure of the smaller acute angle?",
    options: ["90°", "60°", "45°", "30°"],
    answer: 3,
    explanation:
      "The two acute angles of a right triangle add up to 180° − 90° = 90°. If the smaller is x, then x + 2x = 90°, so x = 30° and the other is 60°. 60° is the larger acute angle, 45° splits 90° evenly, and 90° is the right angle.",
  },
  {
    id: "MK-143",
    topic: "angles",
    difficulty: "medium",
    stem: "What is the sum of the interior angles of an octagon (an 8-sided polygon)?",
    options: ["360°", "720°", "900°", "1,080°"],
    answer: 3,
    explanation:
      "The interior angles of an n-sided polygon add up to (n − 2) × 180°, so an octagon's add up to 6 × 180° = 1,080°. 360° is the sum of the exterior angles of any polygon, 720° is the sum for a hexagon, and 900° is the sum for a heptagon (7 sides).",
  },
  {
    id: "MK-144",
    topic: "angles",
    difficulty: "hard",
    stem: "Each exterior angle of a regular polygon measures 24°. How many sides does the polygon have?",
    options: ["7.5", "15", "17", "156"],
    answer: 1,
    explanation:
      "The exterior angles of any convex polygon add up to 360°, so there are 360° ÷ 24° = 15 sides. 7.5 divides 180° instead of 360° (and a polygon cannot have half a side), 17 wrongly adds 2 as in the interior-angle formula, and 156 is the size of each interior angle (180° − 24°), not the number of sides.",
  },
  {
    id: "MK-145",
    topic: "angles",
    difficulty: "easy",
    stem: "An isosceles triangle has a vertex angle of 40°. What is the measure of each of its two equal base angles?",
    options: ["70°", "80°", "100°", "140°"],
    answer: 0,
    explanation:
      "The three angles add up to 180°, so the two base angles share 180° − 40° = 140°, and each is 70°. 140° forgets to split the remainder between two angles, 80° doubles the vertex angle, and 100° subtracts 40° twice.",
  },
  {
    id: "MK-146",
    topic: "pythagorean theorem",
    difficulty: "easy",
    stem: "A right triangle has a hypotenuse of 17 meters and one leg of 8 meters. How long is the other leg?",
    options: ["25 meters", "about 18.8 meters", "15 meters", "9 meters"],
    answer: 2,
    explanation:
      "The hypotenuse is the longest side, so b² = 17² − 8² = 289 − 64 = 225 and b = 15 meters. 9 subtracts the lengths without squaring, 25 adds them, and about 18.8 (√353) adds the squares, treating 17 as a leg.",
  },
  {
    id: "MK-147",
    topic: "pythagorean theorem",
    difficulty: "medium",
    stem: "Which set of side lengths could form a right triangle?",
    options: ["5, 11, 12", "6, 8, 12", "7, 24, 25", "9, 12, 16"],
    answer: 2,
    explanation:
      "A triangle is a right triangle when the two shorter sides satisfy a² + b² = c²: 7² + 24² = 49 + 576 = 625 = 25². For the others, 25 + 121 = 146 is not 144, 36 + 64 = 100 is not 144, and 81 + 144 = 225 is not 256.",
  },
  {
    id: "MK-148",
    topic: "pythagorean theorem",
    difficulty: "medium",
    stem: "A square has sides of 5 centimeters. How long is its diagonal?",
    options: ["5 cm", "5√2 cm", "10 cm", "25 cm"],
    answer: 1,
    explanation:
      "The diagonal is the hypotenuse of a right triangle with two 5-cm legs: d² = 5² + 5² = 50, so d = √50 = 5√2 cm (about 7.07 cm). 10 cm adds the two sides, 25 cm is the square's area, and 5 cm is just the side; the diagonal must be longer than a side.",
  },
  {
    id: "MK-149",
    topic: "pythagorean theorem",
    difficulty: "medium",
    stem: "What is the distance between the points (1, 2) and (7, 10) on a coordinate grid?",
    options: ["8", "10", "14", "100"],
    answer: 1,
    explanation:
      "The horizontal change is 7 − 1 = 6 and the vertical change is 10 − 2 = 8, so the distance is √(6² + 8²) = √100 = 10. 14 adds the changes along the grid lines, 100 forgets the square root, and 8 uses only the vertical change.",
  },
  {
    id: "MK-150",
    topic: "pythagorean theorem",
    difficulty: "hard",
    stem: "An isosceles triangle has two equal sides of 13 cm and a base of 10 cm. What is its area?",
    options: ["60 cm²", "65 cm²", "120 cm²", "130 cm²"],
    answer: 0,
    explanation:
      "The height to the base splits the triangle into two right triangles with hypotenuse 13 and leg 5, so the height is √(13² − 5²) = √144 = 12 cm and the area is ½ × 10 × 12 = 60 cm². 65 cm² uses the slanted 13-cm side as the height, 120 cm² forgets the ½, and 130 cm² makes both mistakes.",
  },
  {
    id: "MK-151",
    topic: "circles",
    difficulty: "easy",
    stem: "A circle has a radius of 4 feet. What is its area? (Leave the answer in terms of π.)",
    options: ["4π square feet", "8π square feet", "16π square feet", "64π square feet"],
    answer: 2,
    explanation:
      "Area = πr² = π × 4² = 16π square feet. 8π is the circumference (2πr), 64π uses the 8-foot diameter in place of the radius, and 4π forgets to square the radius.",
  },
  {
    id: "MK-152",
    topic: "circles",
    difficulty: "medium",
    stem: "A circle has an area of 49π square inches. What is its circumference? (Leave the answer in terms of π.)",
    options: ["14π inches", "24.5π inches", "49π inches", "98π inches"],
    answer: 0,
    explanation:
      "From πr² = 49π, r² = 49 and r = 7 inches, so the circumference is 2πr = 14π inches. 98π uses 49 as the radius (2π × 49), 24.5π halves 49 instead of taking its square root, and 49π just repeats the area.",
  },
  {
    id: "MK-153",
    topic: "circles",
    difficulty: "medium",
    stem: "A circle has a radius of 8 cm. How long is the arc cut off by a 90° central angle? (Leave the answer in terms of π.)",
    options: ["64π cm", "16π cm", "4π cm", "2π cm"],
    answer: 2,
    explanation:
      "A 90° angle is 90/360 = 1/4 of the circle, and the whole circumference is 2π × 8 = 16π cm, so the arc is 16π ÷ 4 = 4π cm. 16π is the whole circumference, 64π is the area of the whole circle, and 2π takes 1/8 of the circumference.",
  },
  {
    id: "MK-154",
    topic: "circles",
    difficulty: "hard",
    stem: "A round pizza 16 inches in diameter is cut into 8 equal slices. What is the area of the top of one slice? (Use 3.14 for π.)",
    options: ["6.28 square inches", "25.12 square inches", "50.24 square inches", "100.48 square inches"],
    answer: 1,
    explanation:
      "The radius is 8 inches, so the whole pizza is 3.14 × 8² = 200.96 square inches, and one slice is 200.96 ÷ 8 = 25.12 square inches. 100.48 uses the 16-inch diameter as the radius, 50.24 is the circumference of the pizza in inches, and 6.28 divides the circumference by 8.",
  },
  {
    id: "MK-155",
    topic: "circles",
    difficulty: "hard",
    stem: "The radius of a circle increases from 3 cm to 6 cm. By what percent does the area of the circle increase?",
    options: ["100%", "200%", "300%", "400%"],
    answer: 2,
    explanation:
      "The area goes from π × 3² = 9π to π × 6² = 36π, an increase of 27π, and 27π ÷ 9π = 3, or 300%. 400% is the new area as a percent of the old one, not the increase, 100% is the increase in the radius, and 200% assumes the area grows twice as fast as the radius.",
  },
];
