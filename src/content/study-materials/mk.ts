import type { StudyMaterial } from "../types";

/** MK study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const MK_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "mk-guide",
    section: "MK",
    type: "guide",
    title: "Mathematics Knowledge Study Guide",
    content: `## What MK measures

Mathematics Knowledge (MK) tests high-school math directly, without the story: number facts, algebra and geometry. On the CAT-ASVAB you get **15 questions in 31 minutes**, about 2 minutes each, with no calculator (scratch paper is provided).

MK **counts toward your AFQT**, together with Arithmetic Reasoning and twice your verbal score. It also feeds many technical job composites. The material is finite and learnable: master the rules below and MK becomes one of your most reliable scores.

## Topic by topic

**Fractions.** Add or subtract with a common denominator; multiply straight across; divide by multiplying by the reciprocal. Example: 2/3 + 3/4 = 8/12 + 9/12 = 17/12 = 1 5/12. And 3/4 ÷ 3/8 = 3/4 × 8/3 = 2.

**Decimals.** When multiplying, count the total decimal places in both numbers. Example: 0.6 × 0.05: 6 × 5 = 30, with three decimal places, gives 0.030 = 0.03.

**Exponents.** Same base: add exponents to multiply, subtract to divide, multiply them for a power of a power. Example: 2³ × 2⁴ = 2⁷ = 128; (x³)² = x⁶; 5⁰ = 1; 2⁻³ = 1/8.

**Roots.** Pull perfect squares out of the radical. Example: √72 = √36 × √2 = 6√2. Know the squares through 15² = 225 and the cubes through 5³ = 125.

**Order of operations.** Parentheses, exponents, multiplication and division (left to right), addition and subtraction (left to right). Example: 8 + 2 × (7 − 4)² = 8 + 2 × 9 = 8 + 18 = 26.

**Linear equations.** Undo operations in reverse order, doing the same thing to both sides. Example: 3x − 7 = 14 → 3x = 21 → x = 7. Check: 3 × 7 − 7 = 14.

**Inequalities.** Solve like an equation, but flip the sign when you multiply or divide by a negative. Example: −2x + 5 ≥ 11 → −2x ≥ 6 → x ≤ −3.

**Factoring.** For x² + bx + c, find two numbers that multiply to c and add to b. Example: x² − 5x + 6 = (x − 2)(x − 3), so x² − 5x + 6 = 0 when x = 2 or x = 3. Also know the difference of squares: x² − 9 = (x + 3)(x − 3).

**Polynomials.** Combine like terms; multiply binomials with FOIL (first, outer, inner, last). Example: (x + 4)(x − 2) = x² − 2x + 4x − 8 = x² + 2x − 8.

**Area.** Rectangle = length × width; triangle = ½ × base × height; circle = πr². Example: a triangle with base 10 and height 6 has area ½ × 10 × 6 = 30 square units.

**Perimeter.** The distance around: add all the sides. Example: a rectangle 8 by 5 has perimeter 2 × 8 + 2 × 5 = 26.

**Volume.** Rectangular box = length × width × height; cylinder = πr²h. Example: a box 4 × 3 × 5 holds 60 cubic units; a cube with 3-inch edges holds 27 cubic inches.

**Angles.** A straight line is 180°, a full turn 360°, and a triangle's angles add to 180°. Complementary angles add to 90°, supplementary to 180°, and vertical angles are equal. Example: a triangle has angles of 50° and 60°, so the third is 180 − 110 = 70°.

**Pythagorean theorem.** In a right triangle, a² + b² = c², where c is the hypotenuse (the side across from the right angle). Example: legs 6 and 8 give c² = 36 + 64 = 100, so c = 10. Memorize the triples 3-4-5, 5-12-13 and 8-15-17 and their multiples.

**Circles.** Circumference C = 2πr = πd; area A = πr². Example: radius 5 gives C = 10π ≈ 31.4 and A = 25π ≈ 78.5.

**Number theory.** A prime has exactly two factors, 1 and itself (2, 3, 5, 7, 11...). 1 is not prime, and 2 is the only even prime. Example: the greatest common factor of 24 and 36 is 12; the least common multiple of 4 and 6 is 12.

**Probability.** Probability = favorable outcomes ÷ total outcomes. For independent events, multiply. Example: a bag holds 3 red, 5 blue and 2 green marbles, so P(blue) = 5/10 = 1/2. Two coin flips both landing heads: ½ × ½ = 1/4.

## Common traps

- **Sign slips.** Subtracting a negative is adding: 5 − (−3) = 8. And −3² = −9, but (−3)² = 9.
- **Forgetting to flip** an inequality after multiplying or dividing by a negative.
- **(a + b)² is not a² + b².** It is a² + 2ab + b².
- **Radius vs. diameter.** If given the diameter, halve it before using πr².
- **Area vs. perimeter.** Area is square units, perimeter is plain units.
- **Answering the wrong thing.** If the question asks for 2x, don't stop at x.
- **1 is not prime.** Neither is 0.

## Two-week study plan

- **Day 1:** Fractions and decimals, by hand.
- **Day 2:** Exponents, roots and order of operations. Write out the perfect squares to 225.
- **Day 3:** Number theory: primes, factors, GCF, LCM, divisibility rules.
- **Days 4–5:** Linear equations and inequalities. Do 20 of each.
- **Days 6–7:** Polynomials, FOIL and factoring.
- **Day 8:** Angles and triangles, including the Pythagorean theorem.
- **Day 9:** Perimeter, area, circles and volume. Make flashcards of every formula.
- **Day 10:** Probability.
- **Days 11–12:** Timed sets of 15 questions in 31 minutes; rework every miss.
- **Day 13:** Formula-sheet drill: write every formula from memory, then check.
- **Day 14:** Light review and rest.

## Test-day tactics

- **Write the formula first.** Jot it on scratch paper, then plug in numbers.
- **Plug in the answers.** For "solve for x," test the choices in the original equation.
- **Pick numbers.** If the choices are expressions, substitute a simple value such as x = 2 and see which choice matches.
- **Estimate with π ≈ 3.14** and check that your answer is in the right ballpark.
- **No skipping on the CAT.** Answer each question to move on. If time is nearly out, guess rather than leave questions unanswered.`,
  },
  {
    id: "mk-formula",
    section: "MK",
    type: "formula",
    title: "Mathematics Knowledge Formula Sheet",
    content: `## Exponent rules

- aᵐ × aⁿ = aᵐ⁺ⁿ. Example: x² × x⁵ = x⁷.
- aᵐ ÷ aⁿ = aᵐ⁻ⁿ. Example: 10⁶ ÷ 10² = 10⁴.
- (aᵐ)ⁿ = aᵐⁿ. Example: (2³)² = 2⁶ = 64.
- (ab)ⁿ = aⁿbⁿ. Example: (3x)² = 9x².
- a⁰ = 1 (for any a other than 0). a⁻ⁿ = 1/aⁿ. Example: 4⁻² = 1/16.
- Scientific notation: 4,500 = 4.5 × 10³; 0.0032 = 3.2 × 10⁻³.

## Root rules

- √(ab) = √a × √b. Example: √50 = √25 × √2 = 5√2.
- √(a/b) = √a ÷ √b. Example: √(9/16) = 3/4.
- √a × √a = a. Add roots only when the radicals match: 2√3 + 5√3 = 7√3.
- Perfect squares: 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225.
- Perfect cubes: 1, 8, 27, 64, 125. Example: ∛64 = 4.

## Order of operations

- Parentheses → exponents → multiply/divide (left to right) → add/subtract (left to right).
- Example: 20 − 12 ÷ 4 × 2 = 20 − 3 × 2 = 20 − 6 = 14.

## Algebra patterns

- FOIL: (a + b)(c + d) = ac + ad + bc + bd.
- Square of a sum: (a + b)² = a² + 2ab + b².
- Square of a difference: (a − b)² = a² − 2ab + b².
- Difference of squares: a² − b² = (a + b)(a − b). Example: x² − 25 = (x + 5)(x − 5).
- Trinomial: x² + bx + c = (x + m)(x + n) where m × n = c and m + n = b. Example: x² + 7x + 12 = (x + 3)(x + 4).
- Common factor first: 6x² + 9x = 3x(2x + 3).
- Quadratic formula for ax² + bx + c = 0: x = (−b ± √(b² − 4ac)) ÷ 2a.
- Slope of a line through two points: m = (y₂ − y₁) ÷ (x₂ − x₁). Slope-intercept form: y = mx + b.
- Inequalities: flip the sign when multiplying or dividing both sides by a negative.

## Perimeter and area

- Rectangle: P = 2l + 2w; A = l × w.
- Square: P = 4s; A = s².
- Triangle: A = ½ × b × h (height is perpendicular to the base).
- Parallelogram: A = b × h.
- Trapezoid: A = ½ × (b₁ + b₂) × h. Example: bases 6 and 10, height 4: ½ × 16 × 4 = 32.
- Circle: C = 2πr = πd; A = πr². Use π ≈ 3.14 or 22/7.

## Volume and surface area

- Rectangular box: V = l × w × h; surface area = 2lw + 2lh + 2wh.
- Cube: V = s³; surface area = 6s².
- Cylinder: V = πr²h. Example: r = 2, h = 5 gives 20π ≈ 62.8.
- Cone: V = ⅓πr²h. Sphere: V = (4/3)πr³.

## Angles and triangles

- Straight line = 180°; around a point = 360°; right angle = 90°.
- Complementary angles sum to 90°; supplementary angles sum to 180°.
- Vertical angles (across from each other where two lines cross) are equal.
- Triangle angles sum to 180°. Any polygon: interior angles sum to (n − 2) × 180°. A hexagon: 4 × 180 = 720°.
- Equilateral triangle: all angles 60°. Isosceles: two equal sides and two equal base angles.
- Parallel lines cut by a transversal: alternate interior angles are equal; same-side interior angles sum to 180°.

## Pythagorean theorem

- a² + b² = c² for a right triangle with hypotenuse c.
- Triples: 3-4-5, 5-12-13, 8-15-17, 7-24-25, and multiples such as 6-8-10 and 9-12-15.
- Example: hypotenuse 13 and one leg 5: other leg = √(169 − 25) = √144 = 12.

## Number theory

- Prime: exactly two factors. First primes: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29.
- Divisible by 3 if the digits sum to a multiple of 3; by 4 if the last two digits form a multiple of 4; by 9 if the digits sum to a multiple of 9.
- GCF × LCM = product of two numbers. Example: 8 and 12: GCF 4, LCM 24, and 4 × 24 = 96 = 8 × 12.
- Absolute value is distance from zero: the absolute value of −7 is 7.

## Probability and statistics

- P(event) = favorable outcomes ÷ total outcomes; it runs from 0 (impossible) to 1 (certain).
- P(not A) = 1 − P(A).
- Independent events: P(A and B) = P(A) × P(B). Rolling two sixes: 1/6 × 1/6 = 1/36.
- Without replacement, reduce the total: two aces in a row from a 52-card deck: 4/52 × 3/51 = 1/221.
- Mean = sum ÷ count; median = middle value; mode = most frequent value.`,
  },
  {
    id: "mk-vocabulary",
    section: "MK",
    type: "vocabulary",
    title: "Mathematics Knowledge Vocabulary",
    content: `## Numbers

- **Integer** — a whole number or its negative: …, −2, −1, 0, 1, 2, ….
- **Rational number** — any number that can be written as a fraction of integers, like 3/4 or 0.5.
- **Irrational number** — a number that can't be written as a fraction, like π or √2; its decimal never ends or repeats.
- **Prime number** — a whole number greater than 1 with exactly two factors, 1 and itself.
- **Composite number** — a whole number greater than 1 with more than two factors, like 12.
- **Factor** — a number that divides evenly into another. 4 is a factor of 20.
- **Multiple** — the result of multiplying a number by a whole number. 20 is a multiple of 4.
- **Greatest common factor (GCF)** — the largest factor two numbers share. GCF of 18 and 24 is 6.
- **Least common multiple (LCM)** — the smallest multiple two numbers share. LCM of 6 and 8 is 24.
- **Reciprocal** — 1 divided by a number; flip the fraction. The reciprocal of 2/5 is 5/2.
- **Absolute value** — distance from zero, always zero or positive.
- **Exponent** — the small raised number that tells how many times to multiply the base by itself. In 2⁵, 5 is the exponent.
- **Square root** — a number that, multiplied by itself, gives the original. √49 = 7.
- **Scientific notation** — a number written as a value from 1 to 10 times a power of 10, like 6.2 × 10⁴.

## Algebra

- **Variable** — a letter that stands for an unknown number.
- **Coefficient** — the number in front of a variable. In 7x, it's 7.
- **Constant** — a number on its own, with no variable.
- **Term** — a single number, variable, or product of them, such as 4x² or −9.
- **Like terms** — terms with the same variable and exponent, which can be combined: 3x + 5x = 8x.
- **Expression** — numbers, variables and operations with no equals sign.
- **Equation** — a statement that two expressions are equal.
- **Inequality** — a statement comparing values with ≤, ≥ or "less than" and "greater than."
- **Monomial / binomial / trinomial** — a polynomial with one / two / three terms.
- **Polynomial** — a sum of terms with whole-number exponents, like x² + 3x − 4.
- **Quadratic** — a polynomial whose highest exponent is 2.
- **Root (solution)** — a value that makes an equation true.
- **Slope** — the steepness of a line: rise over run.

## Geometry

- **Acute / right / obtuse angle** — less than 90° / exactly 90° / between 90° and 180°.
- **Complementary angles** — two angles that add to 90°.
- **Supplementary angles** — two angles that add to 180°.
- **Vertical angles** — opposite angles formed by two crossing lines; always equal.
- **Parallel lines** — lines that never meet.
- **Perpendicular lines** — lines that meet at a right angle.
- **Hypotenuse** — the longest side of a right triangle, opposite the right angle.
- **Equilateral / isosceles / scalene** — triangles with three / two / no equal sides.
- **Polygon** — a closed flat figure with straight sides: pentagon 5, hexagon 6, octagon 8.
- **Radius** — the distance from a circle's center to its edge; half the diameter.
- **Diameter** — the distance across a circle through its center.
- **Circumference** — the distance around a circle.
- **Area** — the space inside a flat figure, in square units.
- **Perimeter** — the distance around a figure.
- **Volume** — the space inside a solid, in cubic units.
- **Probability** — the chance an event happens, from 0 to 1.`,
  },
];
