/** The article's text (Markdown subset of study materials); its metadata is in ../top-10-asvab-math-tips.ts. */
export const body = `If math is the part of the ASVAB you dread, you are in good company. The good news is that the questions test a fairly small set of skills over and over, so focused practice pays off. This guide walks through ten techniques that cover most of what Arithmetic Reasoning (AR) and Mathematics Knowledge (MK) throw at you. Each one comes with a worked example you can follow with a pencil, plus a short drill to lock it in.

## Why AR and MK matter so much

Your Armed Forces Qualification Test score, the AFQT, decides whether you can enlist at all. It is built from four subtests using this formula: **AFQT = AR + MK + 2 × VE**, where VE is your verbal score from Word Knowledge and Paragraph Comprehension. Look at the shape of that formula: the two math subtests carry the same total weight as the verbal side. Half of the number that opens or closes the door is math.

AR and MK also feed many of the line scores that decide which jobs you qualify for. The Army's GT score uses AR together with VE, and electronics-related scores in every branch lean on both AR and MK.

## How the CAT-ASVAB adapts to you

Most applicants take the computer version, the CAT-ASVAB. It is adaptive: your first question is of middle difficulty, and after every answer the computer updates its estimate of your ability. Get a question right and the next one tends to be harder; miss one and the next tends to be easier. Your score depends on how difficult the questions you answer correctly are, not simply on how many you get right.

That has three practical consequences:

- **A hard test is a good sign.** If the questions keep getting tougher, it usually means you are answering correctly. Do not let difficulty rattle you.
- **You cannot skip or go back.** Once you confirm an answer it is locked in, so finish your thinking before you click.
- **Every question deserves real effort.** You may see extra tryout questions that do not count toward your score, but you cannot tell which ones they are, so treat every item as if it counts.

## Your time budget per question

Per the current CAT-ASVAB format, each math subtest has 15 scored questions:

- **Arithmetic Reasoning:** 15 questions in 55 minutes, which is 220 seconds, or about 3 minutes 40 seconds per question.
- **Mathematics Knowledge:** 15 questions in 31 minutes, which is 124 seconds, or just over 2 minutes per question.

AR gives you more time per item because every question is a word problem. MK questions are shorter but expect you to know rules cold. Use checkpoints instead of watching every second: in AR, you want at least about 36 minutes left when you start question 6 and about 18 minutes left when you start question 11. In MK, aim for roughly 20 minutes left at question 6 and 10 minutes left at question 11.

If you run out of time, questions you never reach are not simply ignored. The scoring applies a penalty designed to bring your score down to about what random guessing on those questions would have earned. In plain terms, leaving questions unanswered never helps you, so if the clock is nearly out, make your best quick guess rather than leaving them blank.

## No calculator, so train your brain

Calculators are not allowed on the ASVAB; you work with pencil and scratch paper. The test writers know this, so the numbers usually come out clean. Your job is to be quick and accurate with basic arithmetic. Spend ten minutes a day on these until they feel automatic:

- Multiplication facts through 12 × 12, and the squares of 1 through 15 (so you recognize 144, 169, 196 and 225 on sight).
- The common fraction, decimal and percent equivalents: 1/2 = 0.5 = 50%, 1/4 = 0.25 = 25%, 3/4 = 0.75 = 75%, 1/5 = 0.2 = 20%, 1/8 = 0.125 = 12.5%, 3/8 = 0.375 = 37.5%, 1/3 ≈ 0.333 and 2/3 ≈ 0.667.
- Long division and multiplying decimals on paper, written neatly enough that you can find your own mistakes.
- Doubling and halving in your head: 35 × 4 is 70 × 2, which is 140.

Now to the ten techniques.

## Tip 1: Translate the words into an equation before you touch the numbers

Most AR mistakes happen before any arithmetic starts: the test-taker misreads what the question is asking. Build the habit of turning each sentence into math using a small dictionary of key words:

- "is", "was", "will be" and "equals" mean =
- "of" usually means multiply (half of 30 is 1/2 × 30)
- "per" means divide (miles per hour is miles ÷ hours)
- "more than" and "increased by" mean add; "less than" and "decreased by" mean subtract
- "what number" or "a number" becomes a letter such as x

Watch the order with "less than": "5 less than a number" is x − 5, not 5 − x.

**Worked example:** Jen has 3 more than twice as many coins as Sam. Together they have 27 coins. How many does Jen have?

- Step 1: Let Sam's coins be s. Then Jen has 2s + 3.
- Step 2: Together: s + (2s + 3) = 27.
- Step 3: Combine: 3s + 3 = 27, so 3s = 24 and s = 8.
- Step 4: The question asks for Jen, not Sam: 2 × 8 + 3 = 19 coins.

Notice step 4. Answer choices often include the value of the "wrong" variable (8 here) as a trap. Before you click, reread the last line of the question and make sure you solved for what it asks.

**Drill:** Take five word problems and, without solving them, write only the equation for each. Check the equations against the answer key. When you can do that reliably, the solving is the easy part.

## Tip 2: Master the three percent moves

Percents appear constantly in AR: discounts, tax, tips, raises and interest. Almost every percent question is one of three moves:

- **Find a percent of a number:** multiply. 30% of 90 is 0.30 × 90 = 27.
- **Find percent change:** change ÷ original × 100. Always divide by the starting value.
- **Chain percents:** apply them one after another, never add them together.

For mental math, use the 10% trick: move the decimal one place left to get 10%, halve that for 5%, and move it two places for 1%. Then build the percent you need from those pieces.

**Worked example:** You leave a 15% tip on a $48 meal. How much is the tip?

- Step 1: 10% of $48 is $4.80.
- Step 2: 5% is half of that, $2.40.
- Step 3: 15% = 10% + 5% = $4.80 + $2.40 = $7.20.

**Worked example (percent change):** A price rises from $40 to $50. The change is $10, and $10 ÷ $40 = 0.25, a 25% increase. If the price then falls from $50 back to $40, the change is still $10, but now the original is $50, so it is a 20% decrease. Test writers love this asymmetry.

**Worked example (chained percents):** A jacket costs $80. It is marked 25% off, and then 8% sales tax is added. What do you pay? After the discount: $80 × 0.75 = $60. After tax: $60 × 1.08 = $64.80. Note that "25% off, then 8% tax" is not the same as "17% off".

**Drill:** Write ten prices on a card and, for each one, find 10%, 5%, 15% and 20% in your head. Check with paper afterward.

## Tip 3: Work backward from the answer choices

Every ASVAB question has four answer choices, and one of them is right. When setting up the algebra feels slow or confusing, plug each choice back into the story and see which one works. This is called backsolving. Start with a middle value; if it is too big or too small, that tells you which way to go.

**Worked example:** A mother is 4 times as old as her son. In 20 years, she will be twice as old as he is. How old is the son now? Choices: 5, 8, 10, 12.

- Try 10: the mother is 40. In 20 years they are 60 and 30. Is 60 twice 30? Yes. The answer is 10.
- For comparison, try 8: the mother is 32. In 20 years they are 52 and 28, and twice 28 is 56, not 52. Wrong.

The algebra route gives the same answer (4s + 20 = 2(s + 20), so 2s = 20 and s = 10), but backsolving needs no setup at all, and it doubles as a check when you do use algebra.

**Drill:** For one practice set, solve every algebra-style word problem twice, once with an equation and once by plugging in choices, to learn which method is faster for you.

## Tip 4: Use proportions for rates, recipes, maps and mixtures

Whenever two quantities grow together at a steady rate, set up a proportion: two equal fractions with the same units in the same positions. Then cross-multiply.

**Worked example:** Three gallons of paint cover 840 square feet. How many gallons do you need for 1,400 square feet?

- Step 1: gallons over area on both sides: 3/840 = x/1,400.
- Step 2: Cross-multiply: 840x = 3 × 1,400 = 4,200.
- Step 3: Divide: x = 4,200 ÷ 840 = 5 gallons.

**Worked example (ratio split):** A squad of 64 recruits is split between two training groups in a ratio of 3 to 5. How many are in the larger group? A 3 to 5 ratio means 8 equal parts in total. Each part is 64 ÷ 8 = 8 people, so the groups are 3 × 8 = 24 and 5 × 8 = 40. The larger group has 40.

The "total parts" idea is worth memorizing because ratio questions almost always hide it. Before you start, add the ratio numbers together.

**Drill:** Make up three recipes and scale each one up and down: double it, then make two-thirds of it.

## Tip 5: Distance = rate × time, and "work together" problems

Two formulas handle a large share of AR's motion and job questions:

- **Distance = rate × time.** If two things move toward or away from each other, add their speeds. If one chases the other in the same direction, subtract them.
- **Work rate:** if a job takes someone h hours, they do 1/h of the job per hour. When people or machines work together, add their rates.

**Worked example:** Two trucks leave the same depot at the same time, driving in opposite directions at 55 mph and 65 mph. How long until they are 300 miles apart? They separate at 55 + 65 = 120 miles per hour, so time = 300 ÷ 120 = 2.5 hours.

**Worked example (work):** Pump A fills a tank in 6 hours; pump B fills it in 3 hours. How long do they take together? Pump A does 1/6 of the tank per hour and pump B does 1/3, which is 2/6. Together that is 3/6, or 1/2 of the tank per hour, so the whole tank takes 2 hours.

A quick sanity check saves you here: working together must be faster than the fastest worker alone. If you get an answer above 3 hours, something went wrong.

**Drill:** Write the two formulas from memory at the start of every practice session. Then do three motion problems and three work problems.

## Tip 6: Turn averages into totals

Average questions become easy when you stop thinking about averages and think about totals instead: **total = average × number of items**.

**Worked example:** Your first three test scores are 82, 90 and 77. What score do you need on the fourth test to average 85?

- Step 1: To average 85 over four tests, you need a total of 85 × 4 = 340 points.
- Step 2: You have 82 + 90 + 77 = 249 points so far.
- Step 3: You need 340 − 249 = 91 on the fourth test.

The same total-first thinking handles simple interest, which uses **interest = principal × rate × time**. A $2,500 deposit earning 4% simple interest for 3 years earns $2,500 × 0.04 × 3 = $300. Be careful to convert the percent to a decimal and to check whether the time is in years or months; 6 months is 0.5 years.

**Drill:** Invent four sets of scores and work out what fifth score is needed to hit a target average. Then do three simple interest problems with time given in months.

## Tip 7: Follow the order of operations and exponent rules exactly

MK tests rules, and rules reward precision. The order of operations is: parentheses, then exponents, then multiplication and division from left to right, then addition and subtraction from left to right.

**Worked example:** Evaluate 20 − 2 × (5 − 2)² ÷ 6.

- Parentheses: 5 − 2 = 3.
- Exponent: 3² = 9.
- Multiply and divide from left to right: 2 × 9 = 18, then 18 ÷ 6 = 3.
- Subtract last: 20 − 3 = 17.

The classic trap is working straight from left to right: 20 − 2 = 18, then 18 × 9 = 162, then 162 ÷ 6 = 27. That wrong answer, 27, will almost certainly be sitting among the choices waiting for you.

The exponent rules worth knowing by heart:

- Multiplying the same base: add exponents. 2³ × 2⁴ = 2⁷ = 128.
- Dividing the same base: subtract exponents. 5⁶ ÷ 5⁴ = 5² = 25.
- Power of a power: multiply exponents. (3²)³ = 3⁶.
- Anything (except zero) to the power 0 is 1.
- Simplify square roots by pulling out perfect squares: √72 = √36 × √2 = 6√2.

**Drill:** Write the five exponent rules on an index card, then make up and solve ten expressions that mix all of them.

## Tip 8: Solve equations and inequalities the same clean way every time

For linear equations, use one routine: clear parentheses, collect the x terms on one side, collect the numbers on the other, then divide. Write each step on its own line. It feels slower, but it is faster than redoing a problem.

Inequalities follow the same steps with one extra rule: **when you multiply or divide both sides by a negative number, flip the inequality sign.**

**Worked example:** Find every x for which −3x + 7 is greater than 19.

- Subtract 7 from both sides: −3x is greater than 12.
- Divide by −3 and flip the sign: x is less than −4.
- Check with a test value: x = −5 gives 15 + 7 = 22, which is greater than 19. It works.

MK also likes quadratics that factor neatly. To solve x² − 5x − 14 = 0, look for two numbers that multiply to −14 and add to −5. That pair is −7 and 2, so the equation factors into (x − 7)(x + 2) = 0 and the solutions are x = 7 and x = −2. Plug one back in to confirm: 49 − 35 − 14 = 0.

**Drill:** Do ten inequalities in a row where half require a flip. Circle the step where you flipped. Then factor ten quadratics where the leading coefficient is 1.

## Tip 9: Memorize the core geometry formulas and common right triangles

Geometry on the ASVAB is mostly "know the formula, plug in the numbers." Memorize this short list:

- Rectangle: area = length × width; perimeter = 2 × (length + width).
- Triangle: area = 1/2 × base × height; the three angles add up to 180 degrees.
- Circle: area = πr²; circumference = 2πr, or π × diameter. Use π ≈ 3.14 unless the answers are written with π.
- Rectangular box: volume = length × width × height.
- Right triangle: a² + b² = c², where c is the side opposite the right angle.
- A straight line measures 180 degrees, and the angles in any four-sided figure add up to 360 degrees.

Learn the common right-triangle side sets so you can often skip the square roots: 3-4-5, 5-12-13, and their multiples such as 6-8-10 and 9-12-15.

**Worked example:** A 13-foot ladder leans against a wall with its base 5 feet from the wall. How high up the wall does it reach? This is the 5-12-13 triangle, so the answer is 12 feet. Check: 13² − 5² = 169 − 25 = 144, and √144 = 12.

**Worked example (area and cost):** A room measures 12 feet by 15 feet and carpet costs $3 per square foot. The area is 12 × 15 = 180 square feet, so the carpet costs 180 × $3 = $540. If the question had asked for baseboard trim instead, you would need the perimeter: 2 × (12 + 15) = 54 feet. Reading carefully for area versus perimeter is half the battle.

**Worked example (circle):** A circular garden is 10 feet across. How much fencing goes around it? Circumference = π × diameter ≈ 3.14 × 10 = 31.4 feet. Its area would be π × 5² ≈ 78.5 square feet; note that the area formula needs the radius, 5, not the diameter.

**Drill:** Write the formula list from memory every day for a week. Sketch every geometry problem, even if a figure is provided, and label the numbers you know.

## Tip 10: Estimate first, then eliminate

Before doing exact arithmetic, take three seconds to estimate. Then throw out choices that are clearly too big, too small, negative when they should be positive, or in the wrong units. Often only one choice survives.

**Worked example:** What is 4.9 × 21.2? Choices: 10.388, 103.88, 1,038.8, 10,388. Estimate: about 5 × 21 = 105. Only 103.88 is anywhere close, and you never had to multiply decimals.

Estimation also catches your own mistakes. If a discounted price comes out higher than the original price, or a "working together" time is longer than the faster worker alone, stop and recheck before you confirm.

**Drill:** During practice, write your estimate next to each problem before solving it. Over time you will notice how often the estimate alone would have been enough.

## A two-week math tune-up

If your test date is close, here is a simple plan that fits around school or work. Each session takes 30 to 45 minutes.

- **Days 1 to 3:** No-calculator drills (10 minutes) plus Tips 1 and 2. Do 15 word problems, focusing on writing equations.
- **Days 4 to 6:** Drills plus Tips 3 to 6. Mix rate, ratio, average and interest problems.
- **Day 7:** Timed AR set of 15 questions in 55 minutes. Review every miss and write down why you missed it: misread, concept gap or arithmetic slip.
- **Days 8 to 10:** Drills plus Tips 7 to 9. Focus on exponents, equations, inequalities and geometry formulas.
- **Day 11:** Timed MK set of 15 questions in 31 minutes, then review.
- **Days 12 and 13:** Go back to whichever category of error showed up most in your reviews and drill that alone.
- **Day 14:** One timed AR set and one timed MK set back to back, then rest.

Keep an error log through the whole plan. Patterns appear fast, and a handful of habits, such as solving for the wrong variable or forgetting to flip an inequality, often account for many lost points.

## Test-day math checklist

- Read the last sentence of each word problem first, so you know what you are solving for.
- Write the equation before you calculate.
- Estimate, then eliminate impossible choices.
- Check your answer against the question: right variable, right units, reasonable size.
- Glance at the clock at questions 6 and 11 and compare with your checkpoints.
- If time is nearly out, make your best quick guess on the remaining questions instead of leaving them unanswered.

None of these tips require talent. They require repetition. Practice them until they happen automatically, and the math sections stop being the part you dread and start being the part that lifts your score.`;
