import type { AuthoredItem } from "../../types";

/** MK: fractions, decimals, exponents, roots, order of operations, algebra, number theory and probability. */
export const MK_NUMBER_AND_ALGEBRA_ITEMS: readonly AuthoredItem[] = [
  {
    id: "MK-066",
    topic: "fractions",
    difficulty: "easy",
    stem: "What is 5/6 − 1/4?",
    options: ["1/3", "7/12", "13/12", "2"],
    answer: 1,
    explanation:
      "Use the common denominator 12: 5/6 = 10/12 and 1/4 = 3/12, so the difference is 7/12. 1/3 (4/12) subtracts the numerators over 12 without converting them first, 13/12 adds instead of subtracting, and 2 subtracts the numerators and the denominators separately (4/2).",
  },
  {
    id: "MK-067",
    topic: "fractions",
    difficulty: "medium",
    stem: "What is 2 2/3 × 1 1/2?",
    options: ["16/9", "2 1/3", "4", "4 1/6"],
    answer: 2,
    explanation:
      "Change the mixed numbers to improper fractions: 8/3 × 3/2 = 24/6 = 4. 2 1/3 multiplies the whole numbers and the fractions separately (2 × 1 and 2/3 × 1/2), 4 1/6 adds the numbers instead of multiplying, and 16/9 divides 8/3 by 3/2.",
  },
  {
    id: "MK-068",
    topic: "fractions",
    difficulty: "easy",
    stem: "Which of the following fractions is the greatest?",
    options: ["3/5", "5/8", "7/12", "2/3"],
    answer: 3,
    explanation:
      "As decimals, 3/5 = 0.6, 5/8 = 0.625, 7/12 ≈ 0.583 and 2/3 ≈ 0.667, so 2/3 is the greatest. 7/12 has the largest numerator and denominator but is actually the smallest of the four, and 5/8 is close to 2/3 but still less.",
  },
  {
    id: "MK-069",
    topic: "fractions",
    difficulty: "medium",
    stem: "A water tank is 3/8 full. After 15 gallons are added, it is 3/4 full. How many gallons does the tank hold when it is full?",
    options: ["20", "24", "40", "60"],
    answer: 2,
    explanation:
      "The 15 gallons raised the level from 3/8 to 3/4 = 6/8, so 15 gallons is 3/8 of the tank and the full tank holds 15 ÷ 3/8 = 40 gallons. 20 treats the 15 gallons as 3/4 of the tank, 24 treats it as the 5/8 that was empty at the start, and 60 treats it as the 1/4 that is still empty at the end.",
  },
  {
    id: "MK-070",
    topic: "fractions",
    difficulty: "hard",
    stem: "What is (1/2 + 1/3) ÷ (1/2 − 1/3)?",
    options: ["5", "5/6", "5/36", "1/5"],
    answer: 0,
    explanation:
      "Work inside the parentheses first: 1/2 + 1/3 = 5/6 and 1/2 − 1/3 = 1/6. Then 5/6 ÷ 1/6 = 5/6 × 6 = 5. 1/5 divides the difference by the sum (upside down), 5/36 multiplies 5/6 by 1/6 instead of dividing, and 5/6 stops after the first parentheses.",
  },
  {
    id: "MK-071",
    topic: "fractions",
    difficulty: "easy",
    stem: "What is 1/4 of 2/3 of 36?",
    options: ["6", "9", "24", "33"],
    answer: 0,
    explanation:
      '"Of" means multiply: 2/3 of 36 is 24, and 1/4 of 24 is 6. 24 stops after the first step, 9 takes 1/4 of 36 and skips the 2/3, and 33 adds the fractions (1/4 + 2/3 = 11/12 of 36) instead of multiplying them.',
  },
  {
    id: "MK-072",
    topic: "decimals",
    difficulty: "easy",
    stem: "What is 6.3 − 2.75?",
    options: ["3.45", "3.55", "4.45", "9.05"],
    answer: 1,
    explanation:
      "Line up the decimal points and write 6.3 as 6.30: 6.30 − 2.75 = 3.55. 4.45 takes the smaller decimal part from the larger (0.75 − 0.30) instead of borrowing, 3.45 borrows but still subtracts 0.30 from 0.75, and 9.05 adds the numbers.",
  },
  {
    id: "MK-073",
    topic: "decimals",
    difficulty: "easy",
    stem: "Which fraction in lowest terms is equal to 0.125?",
    options: ["1/80", "1/8", "1/4", "5/4"],
    answer: 1,
    explanation:
      "0.125 is 125 thousandths, and 125/1,000 reduces to 1/8 (dividing both by 125). 5/4 reads it as 125 hundredths (1.25), 1/80 reads it as 125 ten-thousandths (0.0125), and 1/4 is 0.25.",
  },
  {
    id: "MK-074",
    topic: "decimals",
    difficulty: "easy",
    stem: "What is 47.3862 rounded to the nearest hundredth?",
    options: ["47.3", "47.38", "47.386", "47.39"],
    answer: 3,
    explanation:
      "The hundredths digit is 8, and the digit after it is 6, which is 5 or more, so round up to 47.39. 47.38 drops the extra digits without rounding up, 47.386 rounds to the nearest thousandth, and 47.3 cuts off at the tenths place.",
  },
  {
    id: "MK-075",
    topic: "decimals",
    difficulty: "medium",
    stem: "Which list shows the numbers 0.7, 0.07, 0.707 and 0.077 in order from least to greatest?",
    options: ["0.07, 0.077, 0.7, 0.707", "0.07, 0.7, 0.077, 0.707", "0.7, 0.07, 0.707, 0.077", "0.077, 0.07, 0.707, 0.7"],
    answer: 0,
    explanation:
      "Write each with three decimal places: 0.700, 0.070, 0.707 and 0.077. In order they are 0.070, 0.077, 0.700, 0.707. The other lists either ignore place value (treating 0.077 as bigger than 0.7 because it has more digits) or put the numbers with fewer digits in the wrong place.",
  },
  {
    id: "MK-076",
    topic: "decimals",
    difficulty: "medium",
    stem: "What is (0.6 + 0.15) ÷ 0.25?",
    options: ["0.3", "1.2", "3", "30"],
    answer: 2,
    explanation:
      "Add first because of the parentheses: 0.6 + 0.15 = 0.75. Then 0.75 ÷ 0.25 = 75 ÷ 25 = 3. 1.2 divides only 0.15 by 0.25 and adds 0.6 (0.6 + 0.6), while 0.3 and 30 misplace the decimal point.",
  },
  {
    id: "MK-077",
    topic: "exponents",
    difficulty: "easy",
    stem: "What is the value of (−2)⁴?",
    options: ["−16", "−8", "8", "16"],
    answer: 3,
    explanation:
      "(−2)⁴ = (−2)(−2)(−2)(−2) = 16; an even number of negative factors gives a positive product. −16 is the value of −2⁴, where only the 2 is raised to the power, and 8 and −8 multiply 2 by 4 instead of using 2 as a factor four times.",
  },
  {
    id: "MK-078",
    topic: "exponents",
    difficulty: "easy",
    stem: "Simplify x⁸ ÷ x².",
    options: ["x⁴", "x⁶", "x¹⁰", "x¹⁶"],
    answer: 1,
    explanation:
      "When dividing powers of the same base, keep the base and subtract the exponents: 8 − 2 = 6, so the result is x⁶. x⁴ divides the exponents, x¹⁰ adds them and x¹⁶ multiplies them.",
  },
  {
    id: "MK-079",
    topic: "exponents",
    difficulty: "easy",
    stem: "Which number is equal to 4.5 × 10⁻³?",
    options: ["0.00045", "0.0045", "0.045", "4,500"],
    answer: 1,
    explanation:
      "A negative exponent moves the decimal point to the left: 4.5 × 10⁻³ = 4.5 ÷ 1,000 = 0.0045. 4,500 moves the point to the right, as for 10³; 0.045 moves it only two places and 0.00045 moves it four.",
  },
  {
    id: "MK-080",
    topic: "exponents",
    difficulty: "medium",
    stem: "If 3ⁿ = 81, what is the value of 3ⁿ⁺¹?",
    options: ["82", "84", "162", "243"],
    answer: 3,
    explanation:
      "3ⁿ⁺¹ = 3ⁿ × 3 = 81 × 3 = 243 (here n = 4, and 3⁵ = 243). 82 adds 1 to 81 instead of raising the exponent by 1, 84 adds 3, and 162 multiplies by 2 instead of by the base 3.",
  },
  {
    id: "MK-081",
    topic: "exponents",
    difficulty: "hard",
    stem: "Simplify (2x³)² × 3x⁻⁴.",
    options: ["6x²", "12x", "12x²", "12x¹⁰"],
    answer: 2,
    explanation:
      "First (2x³)² = 4x⁶. Then 4x⁶ × 3x⁻⁴ = 12x⁶⁻⁴ = 12x². 6x² forgets to square the 2, 12x adds the exponents in (x³)² (giving x⁵) instead of multiplying them, and 12x¹⁰ treats x⁻⁴ as x⁴.",
  },
  {
    id: "MK-082",
    topic: "roots",
    difficulty: "easy",
    stem: "What is the cube root of 64 (∛64)?",
    options: ["4", "8", "16", "21 1/3"],
    answer: 0,
    explanation:
      "4 × 4 × 4 = 64, so ∛64 = 4. 8 is the square root of 64 (8 × 8 = 64), 16 divides 64 by 4, and 21 1/3 divides 64 by 3 instead of finding the number used as a factor three times.",
  },
  {
    id: "MK-083",
    topic: "roots",
    difficulty: "easy",
    stem: "Between which two consecutive whole numbers does √90 lie?",
    options: ["8 and 9", "9 and 10", "10 and 11", "45 and 46"],
    answer: 1,
    explanation:
      "9² = 81 and 10² = 100, and 90 is between 81 and 100, so √90 is between 9 and 10 (about 9.49). 8 and 9 would need a number between 64 and 81, 10 and 11 a number between 100 and 121, and 45 and 46 halves 90 instead of taking its square root.",
  },
  {
    id: "MK-084",
    topic: "roots",
    difficulty: "medium",
    stem: "What is √3 × √27?",
    options: ["9", "3√3", "√30", "81"],
    answer: 0,
    explanation:
      "Square roots can be multiplied under one radical: √3 × √27 = √81 = 9. √30 adds the numbers under the radicals, 3√3 is just √27 simplified, and 81 forgets to take the square root of the product.",
  },
  {
    id: "MK-085",
    topic: "roots",
    difficulty: "medium",
    stem: "Which expression is equal to 6/√3 with no radical in the denominator?",
    options: ["√2", "6√3", "3√2", "2√3"],
    answer: 3,
    explanation:
      "Multiply the top and bottom by √3: 6√3/3 = 2√3 (about 3.46, the same as 6 ÷ 1.732). 6√3 multiplies the numerator by √3 but forgets to divide by 3, √2 treats the 6 as √6, and 3√2 (√18) is a different number.",
  },
  {
    id: "MK-086",
    topic: "roots",
    difficulty: "hard",
    stem: "What is √0.09 + √0.0016?",
    options: ["0.034", "0.07", "0.34", "0.7"],
    answer: 2,
    explanation:
      "0.3 × 0.3 = 0.09 and 0.04 × 0.04 = 0.0016, so the sum is 0.3 + 0.04 = 0.34. The square root of a decimal has half as many decimal places: 0.07 uses 0.03 for √0.09, 0.034 also uses 0.004 for √0.0016, and 0.7 uses 0.4 for √0.0016.",
  },
  {
    id: "MK-087",
    topic: "order of operations",
    difficulty: "easy",
    stem: "What is 20 − 4 × 3 + 2?",
    options: ["0", "6", "8", "10"],
    answer: 3,
    explanation:
      "Multiply first: 4 × 3 = 12. Then add and subtract from left to right: 20 − 12 = 8 and 8 + 2 = 10. 6 adds 12 + 2 before subtracting, 0 adds 3 + 2 before multiplying, and 8 forgets the final + 2.",
  },
  {
    id: "MK-088",
    topic: "order of operations",
    difficulty: "medium",
    stem: "What is 6 + 2 × (9 − 5)² ÷ 8?",
    options: ["10", "14", "16", "20"],
    answer: 0,
    explanation:
      "Parentheses: 9 − 5 = 4; exponent: 4² = 16; then multiply and divide from left to right: 2 × 16 = 32 and 32 ÷ 8 = 4; finally 6 + 4 = 10. 16 adds 6 + 2 first, 20 squares 9 and 5 separately (81 − 25 = 56), and 14 squares 2 × 4 together.",
  },
  {
    id: "MK-089",
    topic: "order of operations",
    difficulty: "medium",
    stem: "What is 48 ÷ 4 ÷ 2 × 3?",
    options: ["72", "18", "8", "2"],
    answer: 1,
    explanation:
      "Division and multiplication are done in order from left to right: 48 ÷ 4 = 12, 12 ÷ 2 = 6 and 6 × 3 = 18. 72 divides 4 ÷ 2 first, 2 multiplies 2 × 3 first, and 8 groups everything after 48 together (48 ÷ 6).",
  },
  {
    id: "MK-090",
    topic: "order of operations",
    difficulty: "hard",
    stem: "What is 5 − [3 − (8 − 2 × 6)]?",
    options: ["38", "12", "6", "−2"],
    answer: 3,
    explanation:
      "Work from the innermost grouping out: 2 × 6 = 12, so 8 − 12 = −4; then 3 − (−4) = 7; finally 5 − 7 = −2. 38 subtracts 8 − 2 before multiplying, 6 treats 3 − (−4) as 3 − 4, and 12 adds 5 + 7 at the last step.",
  },
  {
    id: "MK-091",
    topic: "order of operations",
    difficulty: "medium",
    stem: "What is 3 + 6² ÷ (4 − 1) × 2?",
    options: ["9", "11", "26", "27"],
    answer: 3,
    explanation:
      "Parentheses: 4 − 1 = 3; exponent: 6² = 36; then left to right: 36 ÷ 3 = 12 and 12 × 2 = 24; finally 3 + 24 = 27. 9 divides 36 by 3 × 2, 26 adds 3 + 36 before dividing, and 11 treats 6² as 6 × 2.",
  },
  {
    id: "MK-092",
    topic: "linear equations",
    difficulty: "easy",
    stem: "If 7 − 2x = 15, what is the value of x?",
    options: ["−11", "−4", "4", "11"],
    answer: 1,
    explanation:
      "Subtract 7 from both sides to get −2x = 8, then divide by −2: x = −4 (check: 7 − 2(−4) = 7 + 8 = 15). 4 loses the negative sign, 11 adds 7 to 15 before dividing by 2, and −11 makes both of those mistakes.",
  },
  {
    id: "MK-093",
    topic: "linear equations",
    difficulty: "medium",
    stem: "Solve for x: (x + 4)/3 = x − 2.",
    options: ["5", "3", "−5", "−7"],
    answer: 0,
    explanation:
      "Multiply both sides by 3: x + 4 = 3x − 6. Subtract x and add 6: 10 = 2x, so x = 5 (check: 9/3 = 3 and 5 − 2 = 3). 3 multiplies only the x by 3 (x + 4 = 3x − 2), −7 multiplies the wrong side by 3, and −5 comes from a sign error when moving the terms.",
  },
  {
    id: "MK-094",
    topic: "linear equations",
    difficulty: "medium",
    stem: "If 4(x − 3) − 2(x + 1) = 10, what is the value of x?",
    options: ["−2", "7", "10", "12"],
    answer: 3,
    explanation:
      "Distribute: 4x − 12 − 2x − 2 = 10, so 2x − 14 = 10, 2x = 24 and x = 12. 10 distributes −2 as −2x + 2, 7 multiplies only the x terms (4x − 3 − 2x − 1 = 10), and −2 subtracts 14 instead of adding it.",
  },
  {
    id: "MK-095",
    topic: "linear equations",
    difficulty: "medium",
    stem: "One phone plan costs $25 a month plus $0.10 per text message. Another costs $40 a month with unlimited texts. For how many texts in a month do the two plans cost the same?",
    options: ["400", "250", "150", "15"],
    answer: 2,
    explanation:
      "Set the costs equal: 25 + 0.10t = 40, so 0.10t = 15 and t = 15 ÷ 0.10 = 150 texts. 15 forgets to divide by the price per text, 400 divides the whole $40 by $0.10, and 250 divides the $25 base charge by $0.10.",
  },
  {
    id: "MK-096",
    topic: "linear equations",
    difficulty: "hard",
    stem: "Solve for x: x/2 + x/3 = 10.",
    options: ["8 1/3", "12", "25", "50"],
    answer: 1,
    explanation:
      "x/2 + x/3 = 3x/6 + 2x/6 = 5x/6, and 5x/6 = 10 gives x = 10 × 6/5 = 12 (check: 6 + 4 = 10). 8 1/3 multiplies 10 by 5/6 instead of 6/5, 25 adds the fractions as 2/5 and 50 adds them as x/5; fractions are not added by adding denominators.",
  },
  {
    id: "MK-097",
    topic: "linear equations",
    difficulty: "easy",
    stem: "When 9 is added to a number, the result is twice the number. What is the number?",
    options: ["3", "4.5", "9", "18"],
    answer: 2,
    explanation:
      "Write n + 9 = 2n and subtract n from both sides: n = 9 (check: 9 + 9 = 18, which is 2 × 9). 18 is twice the number rather than the number, 4.5 divides 9 by 2, and 3 divides 9 by 3.",
  },
  {
    id: "MK-098",
    topic: "inequalities",
    difficulty: "easy",
    stem: "Which value of x is NOT a solution of x − 4 > 2?",
    options: ["6", "6.5", "7", "10"],
    answer: 0,
    explanation:
      "Adding 4 to both sides gives x > 6. The inequality is strict, so 6 itself is not a solution (6 − 4 = 2, which is not greater than 2). 6.5, 7 and 10 are all greater than 6, so each one is a solution.",
  },
  {
    id: "MK-099",
    topic: "inequalities",
    difficulty: "medium",
    stem: "Which of the following is the solution of 5 − 2x ≤ 11?",
    options: ["x ≤ −3", "x ≤ 8", "x ≥ 3", "x ≥ −3"],
    answer: 3,
    explanation:
      "Subtract 5 from both sides: −2x ≤ 6. Dividing by −2 reverses the sign, so x ≥ −3 (check x = 0: 5 ≤ 11). x ≤ −3 forgets to reverse the sign, x ≥ 3 drops the negative sign of −2x but still reverses the inequality, and x ≤ 8 adds 5 to 11 instead of subtracting it and also drops the negative sign (2x ≤ 16).",
  },
  {
    id: "MK-100",
    topic: "inequalities",
    difficulty: "easy",
    stem: 'Which inequality says "a number n increased by 4 is at most 15"?',
    options: ["n + 4 ≤ 15", "n + 4 < 15", "n + 4 ≥ 15", "4n ≤ 15"],
    answer: 0,
    explanation:
      '"At most 15" means 15 or less, so the sign is ≤, and "n increased by 4" is n + 4. n + 4 < 15 leaves out 15 itself, n + 4 ≥ 15 means "at least 15", and 4n means 4 times n, not n increased by 4.',
  },
  {
    id: "MK-101",
    topic: "inequalities",
    difficulty: "hard",
    stem: "Which of the following is the solution of −4 < 2x + 2 ≤ 10?",
    options: ["−3 < x ≤ 4", "−1 < x ≤ 6", "−3 ≤ x < 4", "−6 < x ≤ 8"],
    answer: 0,
    explanation:
      "Subtract 2 from all three parts: −6 < 2x ≤ 8. Divide all three parts by 2: −3 < x ≤ 4. −1 < x ≤ 6 adds 2 instead of subtracting it, −6 < x ≤ 8 forgets to divide by 2, and −3 ≤ x < 4 has the right numbers but swaps which end is included.",
  },
  {
    id: "MK-102",
    topic: "inequalities",
    difficulty: "medium",
    stem: "A van can carry at most 1,800 lb. The driver weighs 180 lb, and each box weighs 45 lb. What is the greatest number of boxes the van can carry along with the driver?",
    options: ["35", "36", "40", "44"],
    answer: 1,
    explanation:
      "The boxes must satisfy 180 + 45b ≤ 1,800, so 45b ≤ 1,620 and b ≤ 36. 40 ignores the driver (1,800 ÷ 45), 44 adds the driver's weight instead of subtracting it (1,980 ÷ 45), and 35 is allowed but is not the greatest number.",
  },
  {
    id: "MK-103",
    topic: "factoring",
    difficulty: "easy",
    stem: "Which expression is 6x + 15 factored completely?",
    options: ["5(x + 3)", "6(x + 15)", "3(2x + 15)", "3(2x + 5)"],
    answer: 3,
    explanation:
      "The greatest common factor of 6x and 15 is 3, and 6x ÷ 3 = 2x and 15 ÷ 3 = 5, giving 3(2x + 5). 3(2x + 15) forgets to divide the 15, 6(x + 15) divides only the first term, and 5(x + 3) multiplies out to 5x + 15.",
  },
  {
    id: "MK-104",
    topic: "factoring",
    difficulty: "medium",
    stem: "Which of the following is the factored form of x² − 10x + 21?",
    options: ["(x − 3)(x − 7)", "(x + 3)(x − 7)", "(x + 3)(x + 7)", "(x − 3)(x + 7)"],
    answer: 0,
    explanation:
      "You need two numbers whose product is +21 and whose sum is −10: −3 and −7. So x² − 10x + 21 = (x − 3)(x − 7). (x + 3)(x + 7) gives +10x, and the mixed-sign pairs give a product of −21 and a middle term of −4x or +4x.",
  },
  {
    id: "MK-105",
    topic: "factoring",
    difficulty: "medium",
    stem: "What is the greatest common factor of 12x³y and 18x²y²?",
    options: ["3x²y", "6xy", "6x²y", "36x³y²"],
    answer: 2,
    explanation:
      "Take the GCF of the numbers (6) and the lowest power of each variable that appears in both terms (x² and y): 6x²y. 3x²y and 6xy are common factors but not the greatest, and 36x³y² is the least common multiple, not a factor.",
  },
  {
    id: "MK-106",
    topic: "factoring",
    difficulty: "medium",
    stem: "Which of the following is 3x² − 12 factored completely?",
    options: ["3(x − 2)²", "(3x − 4)(x + 3)", "3(x + 4)(x − 4)", "3(x + 2)(x − 2)"],
    answer: 3,
    explanation:
      "Factor out 3 to get 3(x² − 4), then factor the difference of squares: 3(x + 2)(x − 2). 3(x − 2)² = 3x² − 12x + 12, 3(x + 4)(x − 4) = 3x² − 48, and (3x − 4)(x + 3) = 3x² + 5x − 12.",
  },
  {
    id: "MK-107",
    topic: "factoring",
    difficulty: "hard",
    stem: "The expression x² + kx + 36 is a perfect square trinomial, and k is positive. What is k?",
    options: ["12", "18", "36", "72"],
    answer: 0,
    explanation:
      "A perfect square trinomial has the form (x + a)² = x² + 2ax + a². Here a² = 36, so a = 6 and k = 2 × 6 = 12; the trinomial is (x + 6)². 18 halves 36, 36 copies the constant term, and 72 doubles 36 instead of doubling its square root; neither x² + 36x + 36 nor x² + 72x + 36 is a perfect square.",
  },
  {
    id: "MK-108",
    topic: "factoring",
    difficulty: "hard",
    stem: "One solution of x² + bx − 20 = 0 is x = 4. What is the other solution?",
    options: ["−5", "−4", "5", "16"],
    answer: 0,
    explanation:
      "Since x = 4 is a solution, (x − 4) is a factor, and its partner must multiply with −4 to give −20, so the factor is (x + 5) and the other solution is x = −5 (here b = 1). 5 ignores the sign of the factor, −4 just negates the known root, and 16 subtracts 4 from 20.",
  },
  {
    id: "MK-109",
    topic: "polynomials",
    difficulty: "easy",
    stem: "Simplify 3x(2x − 5).",
    options: ["6x − 15", "6x² − 5", "6x² − 15x", "5x² − 15x"],
    answer: 2,
    explanation:
      "Multiply 3x by each term: 3x × 2x = 6x² and 3x × (−5) = −15x, giving 6x² − 15x. 6x − 15 forgets that x times x is x², 6x² − 5 multiplies only the first term, and 5x² − 15x adds the coefficients 3 + 2 instead of multiplying them.",
  },
  {
    id: "MK-110",
    topic: "polynomials",
    difficulty: "medium",
    stem: "Expand (2x − 3)².",
    options: ["4x² − 9", "4x² + 9", "4x² − 6x + 9", "4x² − 12x + 9"],
    answer: 3,
    explanation:
      "(2x − 3)² = (2x − 3)(2x − 3) = 4x² − 6x − 6x + 9 = 4x² − 12x + 9. 4x² − 9 and 4x² + 9 square only the two terms and leave out the middle term, and 4x² − 6x + 9 counts the middle product only once.",
  },
  {
    id: "MK-111",
    topic: "polynomials",
    difficulty: "medium",
    stem: "What is the value of 2x² − 3x + 4 when x = −2?",
    options: ["2", "6", "18", "26"],
    answer: 2,
    explanation:
      "Substitute carefully: 2(−2)² − 3(−2) + 4 = 2(4) + 6 + 4 = 18. 2 treats (−2)² as −4, 6 treats −3(−2) as −6, and 26 squares 2x as a whole, (−4)² = 16, instead of squaring only x.",
  },
  {
    id: "MK-112",
    topic: "polynomials",
    difficulty: "hard",
    stem: "Multiply: (x + 2)(x² − 3x + 1).",
    options: ["x³ − x² − 5x + 2", "x³ − x² + 5x + 2", "x³ − x² − 5x − 2", "x³ − 3x² + x + 2"],
    answer: 0,
    explanation:
      "x(x² − 3x + 1) = x³ − 3x² + x and 2(x² − 3x + 1) = 2x² − 6x + 2; adding them gives x³ − x² − 5x + 2. x³ − 3x² + x + 2 multiplies the 2 by only the last term, x³ − x² + 5x + 2 has a sign error in x − 6x, and the choice ending in − 2 gets the sign of 2 × 1 wrong.",
  },
  {
    id: "MK-113",
    topic: "polynomials",
    difficulty: "medium",
    stem: "The polynomial 4x³ − 7x⁵ + 2x + 9 is rewritten in standard form (highest power first). What are its degree and its leading coefficient?",
    options: [
      "Degree 3; leading coefficient 4",
      "Degree 9; leading coefficient 4",
      "Degree 5; leading coefficient 7",
      "Degree 5; leading coefficient −7",
    ],
    answer: 3,
    explanation:
      "In standard form the polynomial is −7x⁵ + 4x³ + 2x + 9. The degree is the highest exponent, 5, and the leading coefficient is the coefficient of that term, −7 (the sign belongs to it). Degree 3 and coefficient 4 just read the first term as written, degree 9 adds the exponents (3 + 5 + 1), and a leading coefficient of 7 drops the minus sign that belongs to the term.",
  },
  {
    id: "MK-114",
    topic: "number theory",
    difficulty: "easy",
    stem: "Which of the following numbers is a multiple of both 6 and 8?",
    options: ["54", "48", "32", "14"],
    answer: 1,
    explanation:
      "48 = 6 × 8 and also 48 = 8 × 6, so it is a multiple of both (every multiple of both is a multiple of 24, and 48 = 2 × 24). 32 is a multiple of 8 but not of 6, 54 is a multiple of 6 but not of 8, and 14 is the sum 6 + 8.",
  },
  {
    id: "MK-115",
    topic: "number theory",
    difficulty: "medium",
    stem: "What is the prime factorization of 180?",
    options: ["2 × 3² × 10", "2² × 3² × 5", "2² × 3 × 15", "2³ × 3 × 5"],
    answer: 1,
    explanation:
      "180 = 2 × 90 = 2 × 2 × 45 = 2 × 2 × 3 × 15 = 2 × 2 × 3 × 3 × 5, which is 2² × 3² × 5. The choices with 10 and 15 equal 180 but are not prime factorizations because 10 and 15 are not prime, and 2³ × 3 × 5 = 120.",
  },
  {
    id: "MK-116",
    topic: "number theory",
    difficulty: "easy",
    stem: "How many positive whole-number factors does 36 have?",
    options: ["5", "6", "8", "9"],
    answer: 3,
    explanation:
      "List the factor pairs: 1 × 36, 2 × 18, 3 × 12, 4 × 9 and 6 × 6. That gives 1, 2, 3, 4, 6, 9, 12, 18 and 36, or 9 factors; 6 is counted once because it pairs with itself. 8 leaves out 6, 5 counts the factor pairs instead of the factors, and 6 stops listing after 9.",
  },
  {
    id: "MK-117",
    topic: "number theory",
    difficulty: "medium",
    stem: "If n is an odd integer, which of the following must be even?",
    options: ["n + 2", "3n", "2n + 1", "n² + 1"],
    answer: 3,
    explanation:
      "An odd number times an odd number is odd, so n² is odd and n² + 1 is even (for n = 3, 9 + 1 = 10). n + 2 is odd plus even, which is odd; 3n is odd times odd, which is odd; and 2n + 1 is even plus 1, which is always odd.",
  },
  {
    id: "MK-118",
    topic: "number theory",
    difficulty: "medium",
    stem: "Which of the following numbers is divisible by 9?",
    options: ["2,451", "6,138", "7,503", "8,142"],
    answer: 1,
    explanation:
      "A number is divisible by 9 exactly when the sum of its digits is divisible by 9. For 6,138 the sum is 6 + 1 + 3 + 8 = 18, so it is divisible by 9 (6,138 = 9 × 682). The digit sums of 2,451 (12), 7,503 (15) and 8,142 (15) are divisible by 3 but not by 9.",
  },
  {
    id: "MK-119",
    topic: "number theory",
    difficulty: "hard",
    stem: "What is the smallest whole number greater than 1 that leaves a remainder of 1 when it is divided by 3, by 4 and by 5?",
    options: ["13", "21", "31", "61"],
    answer: 3,
    explanation:
      "The number minus 1 must be divisible by 3, 4 and 5, so it is a multiple of their least common multiple, 60; the smallest such number greater than 1 is 60 + 1 = 61. 13 leaves remainder 3 when divided by 5, 21 is divisible by 3, and 31 (one more than 30, the LCM of 3 and 5) leaves remainder 3 when divided by 4.",
  },
  {
    id: "MK-120",
    topic: "probability",
    difficulty: "easy",
    stem: "A spinner has 8 equal sections numbered 1 through 8. What is the probability that it lands on a number greater than 5?",
    options: ["1/4", "3/8", "1/2", "5/8"],
    answer: 1,
    explanation:
      "The numbers greater than 5 are 6, 7 and 8, which is 3 of the 8 equal sections, so the probability is 3/8. 5/8 is the chance of landing on 5 or less, 1/4 leaves out one of the three winning numbers, and 1/2 counts 5 as a winner.",
  },
  {
    id: "MK-121",
    topic: "probability",
    difficulty: "medium",
    stem: "Ten cards are numbered 1 through 10. One card is drawn at random. What is the probability that its number is even or a multiple of 3?",
    options: ["3/10", "1/2", "7/10", "4/5"],
    answer: 2,
    explanation:
      "The even numbers are 2, 4, 6, 8 and 10, and the multiples of 3 are 3, 6 and 9. Together that is 2, 3, 4, 6, 8, 9 and 10, or 7 cards, so the probability is 7/10. 4/5 counts the 6 twice, 1/2 counts only the even numbers, and 3/10 counts only the multiples of 3.",
  },
  {
    id: "MK-122",
    topic: "probability",
    difficulty: "medium",
    stem: "A fair coin is tossed and a fair six-sided die is rolled. What is the probability of getting heads and a number less than 3?",
    options: ["1/12", "1/6", "1/3", "5/6"],
    answer: 1,
    explanation:
      "The events are independent, so multiply: P(heads) = 1/2 and P(1 or 2) = 2/6 = 1/3, and 1/2 × 1/3 = 1/6. 1/3 ignores the coin, 1/12 is the chance of heads with one particular number, and 5/6 adds the probabilities instead of multiplying them.",
  },
  {
    id: "MK-123",
    topic: "probability",
    difficulty: "hard",
    stem: "The chance of rain is 0.3 on Friday and 0.4 on Saturday, and the two days are independent. What is the probability that it rains on neither day?",
    options: ["0.12", "0.28", "0.3", "0.42"],
    answer: 3,
    explanation:
      "No rain on Friday has probability 0.7 and no rain on Saturday 0.6, so no rain on both days is 0.7 × 0.6 = 0.42. 0.12 is rain on both days, 0.28 is rain on Saturday only (0.7 × 0.4), and 0.3 subtracts 0.3 + 0.4 from 1, which double counts the chance of rain on both days.",
  },
  {
    id: "MK-124",
    topic: "probability",
    difficulty: "easy",
    stem: "A drawer holds 3 black socks, 5 white socks and 4 gray socks. One sock is taken at random. What is the probability that it is NOT white?",
    options: ["1/3", "5/12", "7/12", "5/7"],
    answer: 2,
    explanation:
      "7 of the 12 socks (3 black and 4 gray) are not white, so the probability is 7/12. 5/12 is the probability that the sock IS white, 1/3 counts only the gray socks, and 5/7 compares the white socks with the other socks instead of with all 12.",
  },
  {
    id: "MK-125",
    topic: "probability",
    difficulty: "hard",
    stem: "A crew has five workers, including Ana and Ben. Two of the five are chosen at random to form a team. What is the probability that the team is Ana and Ben?",
    options: ["2/5", "1/10", "1/20", "1/25"],
    answer: 1,
    explanation:
      "There are 5 × 4 ÷ 2 = 10 different pairs of workers, and only one of them is Ana with Ben, so the probability is 1/10. 1/20 counts only the order Ana first, then Ben (1/5 × 1/4), and forgets that Ben first, then Ana also works (2/20 = 1/10); 1/25 multiplies 1/5 × 1/5 as if the same worker could be picked twice; and 2/5 is the chance that Ana is one of the two chosen.",
  },
];
