import type { AuthoredItem } from "../types";

/** MK items written for this project. */
export const MK_ITEMS: readonly AuthoredItem[] = [
  {
    id: "MK-001",
    topic: "fractions",
    difficulty: "easy",
    stem: "What is 2/3 + 1/4?",
    options: ["1/6", "3/7", "3/4", "11/12"],
    answer: 3,
    explanation:
      "Use the common denominator 12: 2/3 = 8/12 and 1/4 = 3/12, so the sum is 11/12. 3/7 adds the numerators and the denominators separately, 1/6 multiplies the fractions instead of adding them, and 3/4 adds the numerators but keeps only one of the denominators.",
  },
  {
    id: "MK-002",
    topic: "fractions",
    difficulty: "medium",
    stem: "What is 3/4 ÷ 5/8?",
    options: ["15/32", "5/6", "6/5", "32/15"],
    answer: 2,
    explanation:
      "Dividing by a fraction means multiplying by its reciprocal: 3/4 × 8/5 = 24/20 = 6/5. 15/32 multiplies without flipping the divisor, 5/6 flips the first fraction instead of the second (4/3 × 5/8), and 32/15 is the reciprocal of 15/32.",
  },
  {
    id: "MK-003",
    topic: "fractions",
    difficulty: "easy",
    stem: "What is 2 1/2 − 1 3/4?",
    options: ["1/4", "3/4", "1 1/4", "4 1/4"],
    answer: 1,
    explanation:
      "Write both as improper fractions with denominator 4: 10/4 − 7/4 = 3/4. 1 1/4 subtracts the whole numbers (2 − 1) and then takes the smaller fraction from the larger (3/4 − 1/2) instead of borrowing; 4 1/4 adds the numbers instead of subtracting them.",
  },
  {
    id: "MK-004",
    topic: "fractions",
    difficulty: "hard",
    stem: "If 3/8 of a number is 27, what is 5/6 of the same number?",
    options: ["22.5", "45", "60", "72"],
    answer: 2,
    explanation:
      "The number is 27 ÷ 3/8 = 27 × 8/3 = 72, and 5/6 of 72 is 60. 72 stops after finding the number, 22.5 takes 5/6 of 27 instead of 5/6 of the number, and 45 divides 27 by 3 and multiplies by 5, which gives 5/8 of the number rather than 5/6.",
  },
  {
    id: "MK-005",
    topic: "decimals",
    difficulty: "easy",
    stem: "What is 0.4 × 0.03?",
    options: ["0.0012", "0.012", "0.12", "1.2"],
    answer: 1,
    explanation:
      "Multiply 4 × 3 = 12. The factors have 1 + 2 = 3 decimal places in all, so the product is 0.012. 0.12 counts only two decimal places, 0.0012 counts four, and 1.2 keeps only one.",
  },
  {
    id: "MK-006",
    topic: "decimals",
    difficulty: "medium",
    stem: "What is 4.2 ÷ 0.06?",
    options: ["0.07", "0.7", "7", "70"],
    answer: 3,
    explanation:
      "Move the decimal point two places to the right in both numbers: 4.2 ÷ 0.06 = 420 ÷ 6 = 70. The other choices come from moving the decimal point in only one of the numbers or in the wrong direction; dividing by a number less than 1 must give a result larger than 4.2.",
  },
  {
    id: "MK-007",
    topic: "decimals",
    difficulty: "easy",
    stem: "Which of the following numbers is the greatest?",
    options: ["0.35", "0.305", "0.2999", "0.3"],
    answer: 0,
    explanation:
      "Give every number four decimal places and compare: 0.3500, 0.3050, 0.2999 and 0.3000, so 0.35 is the greatest. 0.305 and 0.2999 have more digits, but more digits do not make a decimal larger; 0.305 has 0 hundredths, while 0.35 has 5 hundredths.",
  },
  {
    id: "MK-008",
    topic: "exponents",
    difficulty: "easy",
    stem: "Which expression is equal to 2³ × 2⁴?",
    options: ["2⁷", "2¹²", "4⁷", "4¹²"],
    answer: 0,
    explanation:
      "When multiplying powers of the same base, keep the base and add the exponents: 2³ × 2⁴ = 2⁷ (8 × 16 = 128). 2¹² multiplies the exponents instead of adding them, and 4⁷ and 4¹² wrongly multiply the bases as well.",
  },
  {
    id: "MK-009",
    topic: "exponents",
    difficulty: "medium",
    stem: "Simplify (3x²y)³.",
    options: ["3x⁶y³", "9x⁶y³", "27x⁵y³", "27x⁶y³"],
    answer: 3,
    explanation:
      "Raise every factor inside the parentheses to the third power: 3³ = 27, (x²)³ = x⁶ and y³, giving 27x⁶y³. 27x⁵y³ adds the exponents 2 + 3 instead of multiplying them, 9x⁶y³ computes 3 × 3 instead of 3³, and 3x⁶y³ forgets to cube the coefficient.",
  },
  {
    id: "MK-010",
    topic: "exponents",
    difficulty: "hard",
    stem: "What is the value of 5⁰ + 5⁻¹?",
    options: ["−5", "−4", "1/5", "6/5"],
    answer: 3,
    explanation:
      "Any nonzero number raised to the zero power is 1, and a negative exponent means a reciprocal, so 5⁻¹ = 1/5. The sum is 1 + 1/5 = 6/5. 1/5 treats 5⁰ as 0, −4 treats 5⁻¹ as −5, and −5 makes both mistakes.",
  },
  {
    id: "MK-011",
    topic: "exponents",
    difficulty: "medium",
    stem: "Which of the following is equal to (6 × 10⁵)(4 × 10⁻²), written in scientific notation?",
    options: ["2.4 × 10²", "2.4 × 10³", "2.4 × 10⁴", "2.4 × 10⁸"],
    answer: 2,
    explanation:
      "Multiply the numbers and add the exponents: 6 × 4 = 24 and 10⁵ × 10⁻² = 10³, so the product is 24 × 10³ = 2.4 × 10⁴. 2.4 × 10³ changes 24 to 2.4 without raising the exponent, 2.4 × 10² lowers the exponent instead of raising it, and 2.4 × 10⁸ subtracts the exponents (5 − (−2) = 7, giving 24 × 10⁷) instead of adding them.",
  },
  {
    id: "MK-012",
    topic: "roots",
    difficulty: "easy",
    stem: "What is √144 + √25?",
    options: ["13", "17", "60", "169"],
    answer: 1,
    explanation:
      "√144 = 12 and √25 = 5, so the sum is 12 + 5 = 17. 13 adds first and then takes the square root (√169), but square roots cannot be combined that way; 60 multiplies 12 × 5, and 169 never takes the square roots.",
  },
  {
    id: "MK-013",
    topic: "roots",
    difficulty: "medium",
    stem: "Which of the following is √72 in simplest radical form?",
    options: ["2√6", "6√2", "18√2", "36√2"],
    answer: 1,
    explanation:
      "Factor out the largest perfect square: 72 = 36 × 2, so √72 = √36 × √2 = 6√2. 36√2 forgets to take the square root of 36, 2√6 swaps the number outside the radical with the number inside, and 18√2 equals √648, not √72.",
  },
  {
    id: "MK-014",
    topic: "roots",
    difficulty: "medium",
    stem: "What is √50 + √18?",
    options: ["2√17", "8√2", "15√2", "30"],
    answer: 1,
    explanation:
      "Simplify each root first: √50 = √25 × √2 = 5√2 and √18 = √9 × √2 = 3√2, so the sum is 8√2. 2√17 (which is √68) adds the numbers under the radicals, 30 (which is √900) multiplies them, and 15√2 multiplies 5 × 3 instead of adding like terms.",
  },
  {
    id: "MK-015",
    topic: "roots",
    difficulty: "hard",
    stem: "What is the solution of √(x + 7) = x − 5?",
    options: ["x = 9 only", "x = 2 only", "x = 2 or x = 9", "x = −2 or x = −9"],
    answer: 0,
    explanation:
      "Squaring both sides gives x + 7 = x² − 10x + 25, so x² − 11x + 18 = 0 and (x − 2)(x − 9) = 0. Checking in the original equation, x = 9 gives √16 = 4 = 9 − 5, but x = 2 gives √9 = 3 while 2 − 5 = −3. Squaring created an extra root that does not work, so only x = 9 is a solution; −2 and −9 come from sign errors in the factoring.",
  },
  {
    id: "MK-016",
    topic: "order of operations",
    difficulty: "easy",
    stem: "What is 8 + 12 ÷ 4 × 2?",
    options: ["2.5", "9.5", "10", "14"],
    answer: 3,
    explanation:
      "Do division and multiplication from left to right before addition: 12 ÷ 4 = 3, then 3 × 2 = 6, and 8 + 6 = 14. 9.5 multiplies 4 × 2 first (12 ÷ 8 = 1.5), 10 adds 8 + 12 first ((20 ÷ 4) × 2), and 2.5 makes both mistakes ((8 + 12) ÷ (4 × 2)).",
  },
  {
    id: "MK-017",
    topic: "order of operations",
    difficulty: "medium",
    stem: "What is 18 − 3(4 − 6)²?",
    options: ["6", "24", "30", "60"],
    answer: 0,
    explanation:
      "Parentheses first: 4 − 6 = −2. Then the exponent: (−2)² = 4. Then multiply: 3 × 4 = 12. Finally subtract: 18 − 12 = 6. 60 subtracts 18 − 3 before multiplying, 30 squares −2 as −4, and 24 skips the exponent.",
  },
  {
    id: "MK-018",
    topic: "order of operations",
    difficulty: "hard",
    stem: "What is −3² + (−2)³ ÷ 4 × 2?",
    options: ["−13", "−10", "5", "8"],
    answer: 0,
    explanation:
      "In −3² the exponent applies only to the 3, so −3² = −9, while (−2)³ = −8. Working left to right, −8 ÷ 4 × 2 = −2 × 2 = −4, and −9 + (−4) = −13. 5 treats −3² as +9, −10 divides by 4 × 2 = 8 instead of working left to right, and 8 makes both mistakes.",
  },
  {
    id: "MK-019",
    topic: "linear equations",
    difficulty: "easy",
    stem: "If 3x − 7 = 11, what is the value of x?",
    options: ["4/3", "6", "18", "54"],
    answer: 1,
    explanation:
      "Add 7 to both sides to get 3x = 18, then divide by 3: x = 6 (check: 3 × 6 − 7 = 11). 4/3 subtracts 7 instead of adding it, 18 stops before dividing by 3, and 54 multiplies by 3 instead of dividing.",
  },
  {
    id: "MK-020",
    topic: "linear equations",
    difficulty: "medium",
    stem: "Solve for x: 5(x − 2) = 3x + 8.",
    options: ["−1", "2.25", "5", "9"],
    answer: 3,
    explanation:
      "Distribute: 5x − 10 = 3x + 8. Subtract 3x and add 10 to both sides: 2x = 18, so x = 9 (check: 5 × 7 = 35 and 27 + 8 = 35). 5 multiplies only the x by 5 (5x − 2), −1 moves the 10 across without changing its sign, and 2.25 adds 3x to both sides instead of subtracting it.",
  },
  {
    id: "MK-021",
    topic: "linear equations",
    difficulty: "easy",
    stem: "If x/3 + 4 = 10, what is the value of x?",
    options: ["2", "6", "18", "42"],
    answer: 2,
    explanation:
      "Subtract 4 from both sides to get x/3 = 6, then multiply by 3: x = 18 (check: 18/3 + 4 = 10). 6 stops before multiplying by 3, 2 divides by 3 instead of multiplying, and 42 adds 4 instead of subtracting it ((10 + 4) × 3).",
  },
  {
    id: "MK-022",
    topic: "linear equations",
    difficulty: "hard",
    stem: "The formula A = P(1 + rt) gives the amount A in an account that earns simple interest. Which expression gives r in terms of A, P and t?",
    options: ["A/(Pt) − 1", "(A − 1)/(Pt)", "(A − P)/t", "(A − P)/(Pt)"],
    answer: 3,
    explanation:
      "Distribute to get A = P + Prt, subtract P to get A − P = Prt, then divide by Pt: r = (A − P)/(Pt). A/(Pt) − 1 divides only part of the equation by t (it would have to be A/(Pt) − 1/t), (A − 1)/(Pt) subtracts 1 before dividing out P, and (A − P)/t forgets to divide by P.",
  },
  {
    id: "MK-023",
    topic: "linear equations",
    difficulty: "medium",
    stem: "The sum of three consecutive odd integers is 87. What is the largest of the three integers?",
    options: ["27", "29", "31", "35"],
    answer: 2,
    explanation:
      "Call the integers x, x + 2 and x + 4. Then 3x + 6 = 87, so 3x = 81 and x = 27; the integers are 27, 29 and 31 (check: 27 + 29 + 31 = 87). 27 and 29 are the smallest and middle integers, and 35 adds 6 to 87 instead of subtracting it.",
  },
  {
    id: "MK-024",
    topic: "linear equations",
    difficulty: "medium",
    stem: "If 3x + 2y = 16 and x − 2y = 0, what is the value of y?",
    options: ["−4", "2", "4", "8"],
    answer: 1,
    explanation:
      "Add the two equations to eliminate y: 4x = 16, so x = 4. Then 4 − 2y = 0 gives y = 2 (check: 3 × 4 + 2 × 2 = 16). 4 is the value of x, not y; −4 comes from rewriting x − 2y = 0 as x = −2y, and 8 simply divides 16 by 2.",
  },
  {
    id: "MK-025",
    topic: "inequalities",
    difficulty: "easy",
    stem: "Which of the following is the solution of 2x + 5 < 17?",
    options: ["x < 6", "x > 6", "x < 11", "x < 12"],
    answer: 0,
    explanation:
      "Subtract 5 from both sides to get 2x < 12, then divide by 2; dividing by a positive number keeps the sign, so x < 6. x < 12 stops before dividing, x < 11 adds 5 instead of subtracting it ((17 + 5) ÷ 2), and x > 6 reverses the sign, which is needed only when multiplying or dividing by a negative number.",
  },
  {
    id: "MK-026",
    topic: "inequalities",
    difficulty: "medium",
    stem: "Which of the following is the solution of −3x + 4 ≥ 19?",
    options: ["x ≥ −5", "x ≥ 5", "x ≤ 5", "x ≤ −5"],
    answer: 3,
    explanation:
      "Subtract 4 from both sides to get −3x ≥ 15, then divide by −3 and reverse the inequality sign: x ≤ −5 (check with x = −6: 18 + 4 = 22, which is at least 19). x ≥ −5 forgets to reverse the sign when dividing by a negative number, and x ≥ 5 and x ≤ 5 lose the negative sign of the answer.",
  },
  {
    id: "MK-027",
    topic: "inequalities",
    difficulty: "medium",
    stem: "Which value of x satisfies both 2x − 1 > 5 and x + 4 ≤ 10?",
    options: ["2", "3", "5", "7"],
    answer: 2,
    explanation:
      "The first inequality gives 2x > 6, so x > 3; the second gives x ≤ 6. Only 5 is greater than 3 and at most 6. 3 fails because 2(3) − 1 = 5 is not greater than 5 (the inequality is strict), 7 fails because 7 + 4 = 11 is more than 10, and 2 fails the first inequality.",
  },
  {
    id: "MK-028",
    topic: "inequalities",
    difficulty: "hard",
    stem: "Which of the following describes all solutions of |x − 3| < 5?",
    options: ["−2 < x < 8", "x < 8", "x < −2 or x > 8", "−8 < x < 2"],
    answer: 0,
    explanation:
      "|x − 3| < 5 means x is less than 5 units from 3, so −5 < x − 3 < 5; adding 3 gives −2 < x < 8. x < 8 drops the lower bound, 'x < −2 or x > 8' describes |x − 3| > 5 instead, and −8 < x < 2 solves |x + 3| < 5, a sign error.",
  },
  {
    id: "MK-029",
    topic: "factoring",
    difficulty: "easy",
    stem: "A rectangle has an area of x² + 9x + 20 square units. One side is x + 4 units long. How long is the other side?",
    options: ["x + 9", "x + 5", "x + 16", "x − 5"],
    answer: 1,
    explanation:
      "Area is length times width, so factor: two numbers with product 20 and sum 9 are 4 and 5, and x² + 9x + 20 = (x + 4)(x + 5). The other side is x + 5; check: (x + 4)(x + 5) = x² + 5x + 4x + 20. x + 9 copies the middle coefficient, but (x + 4)(x + 9) = x² + 13x + 36. x + 16 subtracts 4 from 20 instead of dividing. x − 5 has the wrong sign: (x + 4)(x − 5) = x² − x − 20.",
  },
  {
    id: "MK-030",
    topic: "factoring",
    difficulty: "medium",
    stem: "Which of the following is the factored form of x² − 49?",
    options: ["(x − 7)²", "(x + 7)²", "(x − 49)(x + 1)", "(x + 7)(x − 7)"],
    answer: 3,
    explanation:
      "x² − 49 is a difference of two squares, and a² − b² = (a + b)(a − b); with a = x and b = 7 it equals (x + 7)(x − 7). (x − 7)² = x² − 14x + 49 and (x + 7)² = x² + 14x + 49 both have a middle term and a positive constant, and (x − 49)(x + 1) = x² − 48x − 49.",
  },
  {
    id: "MK-031",
    topic: "factoring",
    difficulty: "hard",
    stem: "Which of the following is the factored form of 2x² + 5x − 3?",
    options: ["(2x − 1)(x + 3)", "(2x + 1)(x − 3)", "(2x + 3)(x − 1)", "(2x − 3)(x + 1)"],
    answer: 0,
    explanation:
      "Check by multiplying: (2x − 1)(x + 3) = 2x² + 6x − x − 3 = 2x² + 5x − 3. (2x + 1)(x − 3) gives 2x² − 5x − 3 (the signs are reversed), (2x + 3)(x − 1) gives 2x² + x − 3, and (2x − 3)(x + 1) gives 2x² − x − 3; putting the constants in the wrong binomials changes the middle term.",
  },
  {
    id: "MK-032",
    topic: "factoring",
    difficulty: "medium",
    stem: "What are the solutions of x² − 5x − 24 = 0?",
    options: ["x = −8 or x = 3", "x = 6 or x = −4", "x = 12 or x = −2", "x = 8 or x = −3"],
    answer: 3,
    explanation:
      "The numbers with product −24 and sum −5 are −8 and 3, so the equation factors as (x − 8)(x + 3) = 0, giving x = 8 or x = −3 (check: 64 − 40 − 24 = 0). x = −8 or x = 3 copies the numbers from the factors without changing their signs, and the other two pairs multiply to −24 but do not give a middle term of −5x.",
  },
  {
    id: "MK-033",
    topic: "polynomials",
    difficulty: "easy",
    stem: "Simplify (3x² + 2x − 5) + (x² − 4x + 7).",
    options: ["4x² − 2x + 2", "4x² + 6x + 2", "4x² − 2x − 12", "4x⁴ − 2x² + 2"],
    answer: 0,
    explanation:
      "Combine like terms: 3x² + x² = 4x², 2x − 4x = −2x and −5 + 7 = 2, giving 4x² − 2x + 2. 4x² + 6x + 2 ignores the minus sign on 4x, 4x² − 2x − 12 treats −5 + 7 as −12, and 4x⁴ − 2x² + 2 adds the exponents, which never happens when like terms are added.",
  },
  {
    id: "MK-034",
    topic: "polynomials",
    difficulty: "medium",
    stem: "Multiply: (x + 5)(x − 3).",
    options: ["x² − 15", "x² − 2x − 15", "x² + 2x − 15", "x² + 8x − 15"],
    answer: 2,
    explanation:
      "Multiply each term by each term: x · x = x², x · (−3) + 5 · x = −3x + 5x = 2x, and 5 · (−3) = −15, so the product is x² + 2x − 15. x² − 15 multiplies only the first and last terms, x² − 2x − 15 gets the sign of the middle term wrong, and x² + 8x − 15 adds 5 + 3 instead of 5 − 3.",
  },
  {
    id: "MK-035",
    topic: "polynomials",
    difficulty: "medium",
    stem: "Simplify (5x² − 3x + 2) − (2x² − 4x + 6).",
    options: ["3x² + x − 4", "3x² − 7x − 4", "3x² + x + 8", "3x² − 7x + 8"],
    answer: 0,
    explanation:
      "Subtracting a polynomial changes the sign of every one of its terms: 5x² − 3x + 2 − 2x² + 4x − 6 = 3x² + x − 4. 3x² − 7x − 4 fails to change the sign of −4x, 3x² + x + 8 fails to change the sign of +6, and 3x² − 7x + 8 changes the sign of the first term only.",
  },
  {
    id: "MK-036",
    topic: "polynomials",
    difficulty: "hard",
    stem: "What is (x³ − 8) ÷ (x − 2)?",
    options: ["x² + 4", "x² − 2x + 4", "x² + 4x + 4", "x² + 2x + 4"],
    answer: 3,
    explanation:
      "Check by multiplying: (x − 2)(x² + 2x + 4) = x³ + 2x² + 4x − 2x² − 4x − 8 = x³ − 8, so the quotient is x² + 2x + 4 (the difference-of-cubes pattern). x² − 2x + 4 has the wrong middle sign (it pairs with x³ + 8), and multiplying x² + 4 or x² + 4x + 4 by (x − 2) leaves extra x² and x terms.",
  },
  {
    id: "MK-037",
    topic: "area",
    difficulty: "easy",
    stem: "A rectangular room measures 12 feet by 8 feet. What is the area of its floor?",
    options: ["20 square feet", "40 square feet", "48 square feet", "96 square feet"],
    answer: 3,
    explanation:
      "The area of a rectangle is length × width = 12 × 8 = 96 square feet. 40 is the perimeter (2 × 12 + 2 × 8), 20 adds the two sides once, and 48 takes half the product as if the floor were a triangle.",
  },
  {
    id: "MK-038",
    topic: "area",
    difficulty: "medium",
    stem: "A trapezoid has parallel sides of 10 meters and 16 meters and a height of 6 meters. What is its area?",
    options: ["60 m²", "78 m²", "96 m²", "156 m²"],
    answer: 1,
    explanation:
      "The area of a trapezoid is ½ × (b₁ + b₂) × h = ½ × (10 + 16) × 6 = ½ × 26 × 6 = 78 m². 156 m² forgets the ½, and 60 m² and 96 m² multiply the height by only one of the parallel sides.",
  },
  {
    id: "MK-039",
    topic: "area",
    difficulty: "hard",
    stem: "A rectangular lawn 20 feet by 30 feet is surrounded by a concrete walkway 3 feet wide. What is the area of the walkway alone?",
    options: ["159 square feet", "300 square feet", "336 square feet", "936 square feet"],
    answer: 2,
    explanation:
      "The walkway adds 3 feet on every side, so the outer rectangle is 26 ft by 36 ft with an area of 936 square feet. Subtracting the lawn (20 × 30 = 600) leaves 936 − 600 = 336 square feet. 936 forgets to subtract the lawn, 159 adds 3 feet to each dimension only once (23 × 33 − 600), and 300 multiplies the lawn's 100-foot perimeter by 3, missing the four 3-by-3 corners.",
  },
  {
    id: "MK-040",
    topic: "area",
    difficulty: "medium",
    stem: "A parallelogram has a base of 12 inches and slanted sides of 5 inches. The perpendicular height from the base to the opposite side is 4 inches. What is its area?",
    options: ["24 square inches", "34 square inches", "48 square inches", "60 square inches"],
    answer: 2,
    explanation:
      "The area of a parallelogram is base × perpendicular height = 12 × 4 = 48 square inches. 60 multiplies by the slanted side, which is not the height; 24 takes half as if the shape were a triangle; and 34 is the perimeter (2 × 12 + 2 × 5), not the area.",
  },
  {
    id: "MK-041",
    topic: "perimeter",
    difficulty: "medium",
    stem: "A rectangle has an area of 54 square meters and a length of 9 meters. What is its perimeter?",
    options: ["15 meters", "30 meters", "36 meters", "54 meters"],
    answer: 1,
    explanation:
      "The width is area ÷ length = 54 ÷ 9 = 6 meters, so the perimeter is 2 × (9 + 6) = 30 meters. 15 adds the length and width only once, 36 treats the rectangle as a square with 9-meter sides, and 54 confuses the area with the perimeter.",
  },
  {
    id: "MK-042",
    topic: "perimeter",
    difficulty: "easy",
    stem: "A square has a perimeter of 36 inches. What is its area?",
    options: ["36 square inches", "81 square inches", "324 square inches", "1,296 square inches"],
    answer: 1,
    explanation:
      "A square has 4 equal sides, so each side is 36 ÷ 4 = 9 inches and the area is 9 × 9 = 81 square inches. 324 uses half the perimeter (18 inches) as the side, 1,296 squares the whole perimeter, and 36 confuses the perimeter with the area.",
  },
  {
    id: "MK-043",
    topic: "perimeter",
    difficulty: "hard",
    stem: "The length of a rectangle is 3 inches more than twice its width. The perimeter of the rectangle is 54 inches. What is its length?",
    options: ["8 inches", "16 inches", "19 inches", "27 inches"],
    answer: 2,
    explanation:
      "Let the width be w, so the length is 2w + 3. The perimeter is 2w + 2(2w + 3) = 6w + 6 = 54, so w = 8 and the length is 2(8) + 3 = 19 inches (check: 2 × 19 + 2 × 8 = 54). 8 inches is the width, 16 inches forgets the + 3, and 27 inches is half the perimeter (length plus width).",
  },
  {
    id: "MK-044",
    topic: "volume",
    difficulty: "easy",
    stem: "A storage box is 5 feet long, 4 feet wide and 3 feet high. What is its volume?",
    options: ["12 cubic feet", "20 cubic feet", "60 cubic feet", "94 cubic feet"],
    answer: 2,
    explanation:
      "The volume of a rectangular box is length × width × height = 5 × 4 × 3 = 60 cubic feet. 20 is only the area of the base, 12 adds the three dimensions, and 94 is the surface area, 2(20 + 15 + 12), which is measured in square feet.",
  },
  {
    id: "MK-045",
    topic: "volume",
    difficulty: "medium",
    stem: "A cylinder has a radius of 3 centimeters and a height of 10 centimeters. What is its volume? (Leave the answer in terms of π.)",
    options: ["9π cm³", "30π cm³", "60π cm³", "90π cm³"],
    answer: 3,
    explanation:
      "The volume of a cylinder is V = πr²h = π × 3² × 10 = 90π cm³. 30π uses r instead of r², 60π is the curved surface area 2πrh, and 9π is only the area of the circular base.",
  },
  {
    id: "MK-046",
    topic: "volume",
    difficulty: "hard",
    stem: "A cylindrical water tank has a radius of 2 meters and a height of 5 meters. The tank is half full. How many cubic meters of water are needed to fill it? (Use 3.14 for π.)",
    options: ["15.7 m³", "31.4 m³", "62.8 m³", "125.6 m³"],
    answer: 1,
    explanation:
      "The full tank holds πr²h = 3.14 × 2² × 5 = 3.14 × 20 = 62.8 m³. It is already half full, so half of that, 31.4 m³, is still needed. 62.8 is the whole tank, 15.7 uses r instead of r² (3.14 × 2 × 5 ÷ 2), and 125.6 doubles the radius to 4 meters by mistake.",
  },
  {
    id: "MK-047",
    topic: "angles",
    difficulty: "easy",
    stem: "What is the measure of the supplement of a 65° angle?",
    options: ["25°", "115°", "125°", "295°"],
    answer: 1,
    explanation:
      "Supplementary angles add up to 180°, so the supplement is 180° − 65° = 115°. 25° is the complement (angles that add up to 90°), 295° subtracts from 360°, and 125° is a subtraction slip.",
  },
  {
    id: "MK-048",
    topic: "angles",
    difficulty: "medium",
    stem: "The angles of a triangle are in the ratio 2 : 3 : 4. What is the measure of the largest angle?",
    options: ["20°", "40°", "80°", "160°"],
    answer: 2,
    explanation:
      "The angles of a triangle add up to 180°. There are 2 + 3 + 4 = 9 parts, so each part is 20° and the largest angle is 4 × 20° = 80°. 20° is a single part, 40° is the smallest angle, and 160° uses 360° as the angle sum.",
  },
  {
    id: "MK-049",
    topic: "angles",
    difficulty: "medium",
    stem: "What is the measure of each interior angle of a regular hexagon?",
    options: ["60°", "108°", "120°", "135°"],
    answer: 2,
    explanation:
      "The interior angles of an n-sided polygon add up to (n − 2) × 180°; for a hexagon that is 4 × 180° = 720°, and 720° ÷ 6 = 120°. 60° is the exterior angle (360° ÷ 6), 108° is the angle of a regular pentagon, and 135° is the angle of a regular octagon.",
  },
  {
    id: "MK-050",
    topic: "angles",
    difficulty: "hard",
    stem: "Two parallel lines are cut by a transversal. A pair of alternate interior angles measure (3x + 10)° and (5x − 30)°. What is the measure of each of these angles?",
    options: ["70°", "85°", "95°", "110°"],
    answer: 0,
    explanation:
      "Alternate interior angles formed by parallel lines are equal, so 3x + 10 = 5x − 30, giving 2x = 40 and x = 20; each angle is 3(20) + 10 = 70°. 85° and 95° come from wrongly treating the angles as supplementary (8x − 20 = 180, so x = 25), and 110° is the supplement of the correct angle.",
  },
  {
    id: "MK-051",
    topic: "pythagorean theorem",
    difficulty: "easy",
    stem: "A right triangle has legs of 6 inches and 8 inches. How long is its hypotenuse?",
    options: ["10 inches", "14 inches", "48 inches", "100 inches"],
    answer: 0,
    explanation:
      "By the Pythagorean theorem, c² = 6² + 8² = 36 + 64 = 100, so c = √100 = 10 inches. 100 forgets to take the square root, 14 simply adds the legs, and 48 multiplies them.",
  },
  {
    id: "MK-052",
    topic: "pythagorean theorem",
    difficulty: "medium",
    stem: "A 13-foot ladder leans against a wall. The foot of the ladder is 5 feet from the base of the wall. How high up the wall does the top of the ladder reach?",
    options: ["8 feet", "12 feet", "14 feet", "18 feet"],
    answer: 1,
    explanation:
      "The ladder is the hypotenuse, so h² + 5² = 13², h² = 169 − 25 = 144 and h = 12 feet. 8 subtracts the lengths (13 − 5) without squaring, 18 adds them, and about 14 (√194) adds the squares, treating the ladder as a leg instead of the hypotenuse.",
  },
  {
    id: "MK-053",
    topic: "pythagorean theorem",
    difficulty: "hard",
    stem: "A rectangular field is 48 yards long and 20 yards wide. How many yards shorter is walking straight across the diagonal than walking along the length and then the width?",
    options: ["16 yards", "28 yards", "52 yards", "68 yards"],
    answer: 0,
    explanation:
      "The diagonal is √(48² + 20²) = √(2,304 + 400) = √2,704 = 52 yards, while the length plus the width is 48 + 20 = 68 yards, so the diagonal is 68 − 52 = 16 yards shorter. 52 and 68 are the two distances themselves, not the difference, and 28 is just the difference between the sides.",
  },
  {
    id: "MK-054",
    topic: "circles",
    difficulty: "easy",
    stem: "A circle has a diameter of 10 centimeters. What is its circumference? (Leave the answer in terms of π.)",
    options: ["5π cm", "10π cm", "20π cm", "25π cm"],
    answer: 1,
    explanation:
      "Circumference = π × diameter = 10π cm (the same as 2πr with r = 5). 20π uses the diameter as the radius in 2πr, 5π multiplies π by the radius instead of the diameter, and 25π is the area formula πr², not the circumference.",
  },
  {
    id: "MK-055",
    topic: "circles",
    difficulty: "medium",
    stem: "A circle has a circumference of 12π inches. What is its area? (Leave the answer in terms of π.)",
    options: ["12π square inches", "36π square inches", "72π square inches", "144π square inches"],
    answer: 1,
    explanation:
      "From C = 2πr = 12π, the radius is 6 inches, so the area is πr² = π × 6² = 36π square inches. 144π uses 12 as the radius (12 is the diameter), 72π mixes the two formulas into 2πr², and 12π just repeats the circumference.",
  },
  {
    id: "MK-056",
    topic: "circles",
    difficulty: "hard",
    stem: "A circle is drawn inside a square with sides of 10 centimeters so that it touches all four sides. What is the area of the part of the square that lies outside the circle? (Use 3.14 for π.)",
    options: ["21.5 cm²", "68.6 cm²", "78.5 cm²", "214 cm²"],
    answer: 0,
    explanation:
      "The circle's diameter equals the side of the square, 10 cm, so its radius is 5 cm and its area is 3.14 × 5² = 78.5 cm². The square's area is 10 × 10 = 100 cm², leaving 100 − 78.5 = 21.5 cm². 78.5 is the circle itself, 68.6 subtracts the circumference (31.4) instead of the area, and 214 uses 10 cm as the radius (314 − 100).",
  },
  {
    id: "MK-057",
    topic: "circles",
    difficulty: "medium",
    stem: "A wheel has a diameter of 20 inches. How far does it roll in 100 complete turns? (Use 3.14 for π.)",
    options: ["62.8 inches", "2,000 inches", "3,140 inches", "6,280 inches"],
    answer: 3,
    explanation:
      "Each turn moves the wheel forward one circumference, 3.14 × 20 = 62.8 inches, so 100 turns cover 62.8 × 100 = 6,280 inches. 62.8 is a single turn, 3,140 uses the radius in place of the diameter, and 2,000 leaves out π.",
  },
  {
    id: "MK-058",
    topic: "number theory",
    difficulty: "medium",
    stem: "Which of the following numbers is prime?",
    options: ["51", "57", "87", "89"],
    answer: 3,
    explanation:
      "89 is not divisible by 2, 3, 5 or 7, and since 10² = 100 is greater than 89 no larger factor needs checking, so 89 is prime. The others only look prime: their digit sums (6, 12 and 15) are divisible by 3, and indeed 51 = 3 × 17, 57 = 3 × 19 and 87 = 3 × 29.",
  },
  {
    id: "MK-059",
    topic: "number theory",
    difficulty: "easy",
    stem: "What is the greatest common factor of 36 and 60?",
    options: ["4", "6", "12", "180"],
    answer: 2,
    explanation:
      "36 = 2² × 3² and 60 = 2² × 3 × 5, so the greatest common factor is 2² × 3 = 12. 4 and 6 are common factors but not the greatest one, and 180 is the least common multiple.",
  },
  {
    id: "MK-060",
    topic: "number theory",
    difficulty: "medium",
    stem: "Two signal lights flash at the same moment. One flashes every 12 seconds and the other every 18 seconds. After how many seconds will they next flash at the same moment?",
    options: ["6 seconds", "30 seconds", "36 seconds", "216 seconds"],
    answer: 2,
    explanation:
      "They flash together at common multiples of 12 and 18, and the least common multiple is 36 (12 × 3 = 18 × 2 = 36). 216 is 12 × 18, a common multiple but not the smallest, 6 is the greatest common factor, and 30 simply adds the two intervals.",
  },
  {
    id: "MK-061",
    topic: "number theory",
    difficulty: "hard",
    stem: "What is the smallest positive integer that is divisible by each of 2, 3, 4, 5 and 6?",
    options: ["30", "60", "120", "720"],
    answer: 1,
    explanation:
      "The least common multiple needs the highest power of each prime that appears: 2² (from 4), 3 and 5, so 4 × 3 × 5 = 60. 720 multiplies all five numbers, 120 multiplies 2 × 3 × 4 × 5 and so counts a factor of 2 twice, and 30 = 2 × 3 × 5 is not divisible by 4.",
  },
  {
    id: "MK-062",
    topic: "probability",
    difficulty: "easy",
    stem: "A bag holds 4 red, 6 blue and 5 green marbles. One marble is drawn at random. What is the probability that it is blue?",
    options: ["1/3", "2/5", "3/5", "2/3"],
    answer: 1,
    explanation:
      "There are 4 + 6 + 5 = 15 marbles and 6 of them are blue, so P(blue) = 6/15 = 2/5. 3/5 is the probability of not drawing blue, 2/3 compares blue marbles with the other marbles (6 to 9) instead of with the total, and 1/3 assumes each color is equally likely.",
  },
  {
    id: "MK-063",
    topic: "probability",
    difficulty: "hard",
    stem: "Two fair six-sided dice are rolled. What is the probability that the sum of the two numbers is 7?",
    options: ["1/12", "1/11", "1/6", "7/36"],
    answer: 2,
    explanation:
      "There are 6 × 6 = 36 equally likely outcomes, and 6 of them sum to 7: (1,6), (2,5), (3,4), (4,3), (5,2) and (6,1). So P = 6/36 = 1/6. 1/11 treats the 11 possible sums (2 through 12) as equally likely, 1/12 counts (1,6) and (6,1) as a single outcome (3 out of 36), and 7/36 confuses the sum with the number of ways.",
  },
  {
    id: "MK-064",
    topic: "probability",
    difficulty: "hard",
    stem: "A box contains 5 red and 3 blue tokens. Two tokens are drawn at random, one after the other, without replacement. What is the probability that both tokens are red?",
    options: ["5/16", "5/14", "25/64", "5/8"],
    answer: 1,
    explanation:
      "P(first red) = 5/8. That leaves 4 red tokens among 7, so P(second red) = 4/7, and P(both red) = 5/8 × 4/7 = 20/56 = 5/14. 25/64 assumes the first token is put back (5/8 × 5/8), 5/16 lowers the red count to 4 but forgets that the total also drops to 7 (5/8 × 4/8), and 5/8 is only the first draw.",
  },
  {
    id: "MK-065",
    topic: "probability",
    difficulty: "hard",
    stem: "A fair coin is tossed 3 times. What is the probability of getting at least one head?",
    options: ["3/8", "1/2", "3/4", "7/8"],
    answer: 3,
    explanation:
      "The only outcome with no heads is tails-tails-tails, with probability (1/2)³ = 1/8, so P(at least one head) = 1 − 1/8 = 7/8. 3/8 is the probability of exactly one head, 1/2 is the chance on a single toss, and 3/4 uses 1 − (1/2)² as if there were only 2 tosses.",
  },
];
