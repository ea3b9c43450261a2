import type { StudyMaterial } from "../types";

/** AR study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const AR_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "ar-guide",
    section: "AR",
    type: "guide",
    title: "Arithmetic Reasoning Study Guide",
    content: `## What AR measures

Arithmetic Reasoning (AR) gives you short real-life word problems — paychecks, speeds, recipes, discounts, loans — and asks you to turn the words into math. On the CAT-ASVAB you get **15 questions in 55 minutes**, more than 3½ minutes each, and no calculator. Scratch paper is provided.

AR **counts toward your AFQT**, the score that decides whether you can enlist. The AFQT is built from AR, Mathematics Knowledge (MK) and twice your verbal score (Word Knowledge plus Paragraph Comprehension). AR also shows up in almost every job composite, including the Army's GT score. Every point here pays off twice.

## The method for every problem

- **Read the last sentence first** so you know exactly what is being asked.
- **Write the numbers down with their units.**
- **Set up the relationship** (rate × time, part ÷ whole, and so on) before doing any arithmetic.
- **Estimate,** then check that your answer makes sense.

## Topic by topic

**Rates.** Distance = rate × time, and the same pattern works for pay (dollars per hour) or output (parts per minute). Example: a truck goes 195 miles in 3 hours. At that speed, how far in 5 hours? Rate = 195 ÷ 3 = 65 mph, so 65 × 5 = 325 miles.

**Percents.** Part = percent × whole, with the percent written as a decimal. Example: 35% of 80 = 0.35 × 80 = 28. To find what percent 18 is of 72, divide: 18 ÷ 72 = 0.25 = 25%.

**Percent change.** Change ÷ original × 100. The original is the starting value, always. Example: a price rises from $40 to $50. The change is $10, and 10 ÷ 40 = 25% increase. Going back from $50 to $40 is only a 10 ÷ 50 = 20% decrease.

**Ratios and proportions.** Add the ratio parts to find the total number of parts. Example: a platoon of 40 has men and women in a 3 : 5 ratio. There are 3 + 5 = 8 parts, each worth 40 ÷ 8 = 5 people, so 15 men and 25 women. For a proportion, cross-multiply: if 4 gallons cost $14, then 10 gallons cost 14 ÷ 4 × 10 = $35.

**Averages.** Average = sum ÷ count, so sum = average × count. Example: your scores are 82, 90 and 77. What do you need on the fourth test to average 85? You need 4 × 85 = 340 points total; you have 249, so you need 91.

**Simple interest.** I = P × r × t, with the rate as a decimal and time in years. Example: $2,500 at 4% for 3 years earns 2,500 × 0.04 × 3 = $300, for a total of $2,800. Eighteen months is 1.5 years, not 18.

**Work problems.** Add the rates, not the times. Example: Pat paints a fence in 6 hours and Sam in 3 hours. Together they paint 1/6 + 1/3 = 1/6 + 2/6 = 1/2 of the fence per hour, so the job takes 2 hours. Shortcut for two workers: (a × b) ÷ (a + b) = 18 ÷ 9 = 2.

**Mixtures.** Track the pure ingredient: amount = concentration × volume. Example: how many liters of 20% acid must be added to 10 liters of 50% acid to make a 30% mix? 0.20x + 0.50 × 10 = 0.30(x + 10), so 0.2x + 5 = 0.3x + 3, and x = 20 liters. Check: 4 + 5 = 9 liters of acid in 30 liters is 30%.

**Unit conversions.** Multiply by a conversion factor that cancels the unit you don't want. Example: 4 yards 2 feet of cable = 12 + 2 = 14 feet = 14 × 12 = 168 inches.

**Multi-step money.** Do one step at a time and write each result. Example: you buy 3 shirts at $18 and a $25 jacket, get 20% off, then pay 5% sales tax. Subtotal 54 + 25 = $79; after the discount 79 × 0.80 = $63.20; with tax 63.20 × 1.05 = $66.36. Pay is similar: at $16 an hour with time-and-a-half after 40 hours, a 46-hour week pays 40 × 16 + 6 × 24 = 640 + 144 = $784.

## Common traps

- **Answering the middle step.** The question asks for the women, and you stop at "each part is 5." Re-read the question before choosing.
- **Wrong base for percent change.** Always divide by the original value.
- **Stacking discounts.** 20% off and then 10% off is 0.8 × 0.9 = 0.72 of the price, a 28% discount, not 30%.
- **Averaging speeds.** Drive 60 mph out and 40 mph back over the same road and your average is total distance ÷ total time = 48 mph, not 50.
- **Mixed units.** Months vs. years, minutes vs. hours, inches vs. feet. Convert first.
- **Adding work times.** Two people never take longer together than the faster one alone.

## Two-week study plan

- **Days 1–2:** Fractions, decimals and percents without a calculator. Memorize the fraction-decimal-percent list on the formula sheet.
- **Days 3–4:** Rates and unit conversions. Do ten distance and pay problems each day.
- **Day 5:** Percent change and multi-step money: discounts, tax, tips, overtime.
- **Day 6:** Ratios and proportions.
- **Day 7:** Averages, including "what score do I need" problems. Take a 15-question timed set.
- **Day 8:** Simple interest and work problems.
- **Day 9:** Mixtures.
- **Days 10–12:** One full timed set (15 questions, 55 minutes) per day. Rework every miss from scratch.
- **Day 13:** Review your error log and the vocabulary list; many misses are really misreadings.
- **Day 14:** Light review and rest.

## Test-day tactics

- **Use the time.** You have plenty of it; the points come from care, not speed.
- **Work the answer choices.** If setting up an equation stalls, plug each choice into the problem. Start with a middle value so you know whether to go up or down.
- **Estimate to eliminate.** If the answer must be more than $50, cross out every choice below it.
- **Label your scratch work** with the problem number so a slip doesn't cost you a whole problem.
- **No skipping on the CAT.** You must answer to move on and cannot go back. If time runs short, guess rather than leave questions unanswered; unfinished items cost you as much as wrong guesses.`,
  },
  {
    id: "ar-formula",
    section: "AR",
    type: "formula",
    title: "Arithmetic Reasoning Formula Sheet",
    content: `## Rates and motion

- **Distance = rate × time.** Rate = distance ÷ time; time = distance ÷ rate. 150 miles at 50 mph takes 3 hours.
- **Average speed = total distance ÷ total time.** Never just average the two speeds.
- **Closing speed:** two vehicles heading toward each other close the gap at the sum of their speeds; one chasing another gains at the difference.
- **Pay and output rates** work the same way: earnings = hourly rate × hours.

## Percents

- **Part = percent × whole.** 15% of 60 = 0.15 × 60 = 9.
- **Percent = part ÷ whole × 100.** 12 out of 48 = 25%.
- **Whole = part ÷ percent.** If 30 is 20% of a number, the number is 30 ÷ 0.20 = 150.
- **Percent change = (new − old) ÷ old × 100.** From 80 to 92: 12 ÷ 80 = 15% increase.
- **Increase by r%:** multiply by (1 + r). **Decrease by r%:** multiply by (1 − r). A $60 item 25% off costs 60 × 0.75 = $45.
- **Successive changes multiply.** Up 10% then down 10% gives 1.1 × 0.9 = 0.99, a 1% loss overall.

## Interest

- **Simple interest: I = P × r × t.** P = principal, r = yearly rate as a decimal, t = years. $1,200 at 5% for 2 years: 1,200 × 0.05 × 2 = $120.
- **Total owed or saved:** A = P + I.
- **Months to years:** divide by 12. 9 months = 0.75 year.
- **Compound interest (yearly):** A = P × (1 + r)ᵗ. $1,000 at 10% for 2 years: 1,000 × 1.1 × 1.1 = $1,210.

## Work rates

- **Rate = 1 job ÷ time.** A person who finishes in 4 hours does 1/4 of the job per hour.
- **Working together, add rates:** 1/a + 1/b = 1/T.
- **Two workers shortcut:** T = (a × b) ÷ (a + b). 4 h and 12 h: 48 ÷ 16 = 3 hours.
- **A drain working against a fill pipe:** subtract its rate. Fill in 3 h, drain in 6 h: 1/3 − 1/6 = 1/6, so 6 hours.

## Mixtures and weighted averages

- **Amount of pure ingredient = concentration × total amount.**
- **Mix equation:** C₁ × V₁ + C₂ × V₂ = C × (V₁ + V₂), where C is the final concentration.
- **Price blends:** 6 lb of $4 coffee + 4 lb of $9 coffee = 24 + 36 = $60 for 10 lb, or $6 per lb.

## Averages

- **Mean = sum ÷ count.** **Sum = mean × count.**
- **Needed score** = (target mean × number of items) − sum you already have.
- **Median:** middle value after sorting (average the two middle values if the count is even). **Mode:** most frequent value. **Range:** largest − smallest.

## Ratios and proportions

- **Total parts:** a ratio of 2 : 3 splits a total into 5 parts. $400 split 2 : 3 gives $160 and $240.
- **Proportion:** a/b = c/d means a × d = b × c. If 3 cans cost $2.40, 8 cans cost 2.40 ÷ 3 × 8 = $6.40.
- **Scale drawings:** 1 inch = 20 feet means 3.5 inches = 70 feet.

## Money

- **Discount price = price × (1 − rate).** **Price with tax = price × (1 + tax rate).**
- **Profit = revenue − cost.** **Markup** is a percent of cost.
- **Commission = sales × rate.** 6% of $4,500 = $270.
- **Overtime** is usually 1.5 × the hourly rate for hours past 40 in a week.
- **Unit price = total cost ÷ number of units.** The lower unit price is the better buy.

## Unit conversions

- Length: 12 in = 1 ft; 3 ft = 1 yd; 5,280 ft = 1 mile; 1 in = 2.54 cm.
- Weight: 16 oz = 1 lb; 2,000 lb = 1 ton; 1 kg ≈ 2.2 lb.
- Volume: 8 fl oz = 1 cup; 2 cups = 1 pint; 2 pints = 1 quart; 4 quarts = 1 gallon.
- Time: 60 s = 1 min; 60 min = 1 h; 24 h = 1 day; 7 days = 1 week; 52 weeks ≈ 1 year.
- Metric: 1,000 m = 1 km; 100 cm = 1 m; 1,000 g = 1 kg; 1,000 mL = 1 L.
- Speed: 60 mph = 88 ft per second.

## Fraction, decimal and percent equivalents

- 1/2 = 0.5 = 50%; 1/3 ≈ 0.333 = 33⅓%; 2/3 ≈ 0.667 = 66⅔%.
- 1/4 = 0.25 = 25%; 3/4 = 0.75 = 75%; 1/5 = 0.2 = 20%.
- 1/8 = 0.125 = 12.5%; 3/8 = 37.5%; 5/8 = 62.5%; 7/8 = 87.5%.
- 1/6 ≈ 16.7%; 1/10 = 10%; 1/20 = 5%; 1/25 = 4%.`,
  },
  {
    id: "ar-vocabulary",
    section: "AR",
    type: "vocabulary",
    title: "Arithmetic Reasoning Vocabulary",
    content: `## Operation words

- **Sum** — the result of adding. The sum of 7 and 5 is 12.
- **Difference** — the result of subtracting. The difference between 20 and 8 is 12.
- **Product** — the result of multiplying. The product of 6 and 4 is 24.
- **Quotient** — the result of dividing. The quotient of 36 and 9 is 4.
- **Remainder** — what is left over after dividing evenly. 17 ÷ 5 = 3 remainder 2.
- **Of** — usually means multiply. Half of 30 = ½ × 30.
- **Per** — for each; signals division or a rate. 300 miles per 10 gallons = 30 miles per gallon.
- **Is / equals** — sets up the equals sign in an equation.
- **More than / less than** — watch the order: "5 less than x" is x − 5, not 5 − x.
- **Twice / double / triple** — multiply by 2 / 2 / 3.
- **Consecutive integers** — whole numbers in a row, like 14, 15, 16.
- **Reciprocal** — 1 divided by the number; the reciprocal of 4 is 1/4.

## Rates, ratios and averages

- **Rate** — a comparison of two different units, such as miles per hour or dollars per hour.
- **Unit rate** — a rate for one unit, such as $3 per pound.
- **Ratio** — a comparison of two amounts, written 3 : 5 or 3/5.
- **Proportion** — a statement that two ratios are equal, solved by cross-multiplying.
- **Mean (average)** — the sum of the values divided by how many there are.
- **Median** — the middle value when the numbers are put in order.
- **Mode** — the value that appears most often.
- **Range** — the largest value minus the smallest.
- **Weighted average** — an average where some values count more, such as a blend of two prices.
- **Concentration** — the percent of a mixture that is the ingredient you care about. A 30% salt solution is 30% salt.

## Percents and interest

- **Percent** — "per hundred." 45% = 45/100 = 0.45.
- **Percent increase / decrease** — the change divided by the original amount.
- **Principal** — the amount of money borrowed or invested.
- **Interest** — money paid for borrowing, or earned for saving.
- **Interest rate** — the percent charged or earned per year unless the problem says otherwise.
- **Simple interest** — interest on the principal only: I = P × r × t.
- **Compound interest** — interest earned on earlier interest too, so the balance grows faster.
- **Annual / monthly / quarterly** — once a year / 12 times a year / 4 times a year.

## Money words

- **Wage** — pay per hour.
- **Salary** — fixed pay per year, often split into equal paychecks.
- **Gross pay** — pay before taxes and deductions.
- **Net pay** — take-home pay after deductions. Hook: what's left in the net.
- **Overtime** — extra hours, usually paid at 1.5 times the regular rate.
- **Commission** — pay equal to a percent of sales.
- **Discount** — an amount taken off the price.
- **Markup** — an amount added to the cost to set a selling price.
- **Sales tax** — a percent of the price added at the register.
- **Profit** — money left after costs: revenue − cost.
- **Revenue** — total money taken in from sales.
- **Estimate** — a quick, rounded answer used to check your work or eliminate choices.`,
  },
];
