import type { AuthoredItem } from "../types";

/** AR items written for this project. */
export const AR_ITEMS: readonly AuthoredItem[] = [
  {
    id: "AR-001",
    topic: "rates",
    difficulty: "easy",
    stem: "A convoy truck travels at a steady 48 miles per hour. How far does it travel in 2 hours 45 minutes?",
    options: ["96 miles", "117.6 miles", "120 miles", "132 miles"],
    answer: 3,
    explanation:
      "45 minutes is 3/4 of an hour, so the time is 2.75 hours and 48 × 2.75 = 96 + 36 = 132 miles. 117.6 miles treats 2 hours 45 minutes as the decimal 2.45 hours, 120 miles rounds 45 minutes down to half an hour, and 96 miles ignores the minutes entirely.",
  },
  {
    id: "AR-002",
    topic: "rates",
    difficulty: "hard",
    stem: "A soldier drives 120 miles to a training site at an average speed of 60 miles per hour and returns over the same route at 40 miles per hour. What is her average speed for the whole round trip?",
    options: ["24 mph", "40 mph", "48 mph", "50 mph"],
    answer: 2,
    explanation:
      "Average speed is total distance ÷ total time. The trip out takes 120 ÷ 60 = 2 hours and the trip back takes 120 ÷ 40 = 3 hours, so 240 miles ÷ 5 hours = 48 mph. 50 mph simply averages the two speeds, which ignores that more time is spent at the slower speed; 24 mph divides only the one-way distance by the total time.",
  },
  {
    id: "AR-003",
    topic: "rates",
    difficulty: "easy",
    stem: "A field generator burns 4 gallons of fuel per hour. It runs from 0730 to 1500. How many gallons of fuel does it burn?",
    options: ["30 gallons", "30.8 gallons", "32 gallons", "34 gallons"],
    answer: 0,
    explanation:
      "From 0730 to 1500 is 7 hours 30 minutes, or 7.5 hours, and 4 × 7.5 = 30 gallons. 30.8 gallons comes from subtracting the clock times like ordinary numbers (1500 − 730 = 770, read as 7.7 hours); 32 gallons counts 8 whole hours, and 34 gallons adds the 30 minutes instead of subtracting them (8.5 hours).",
  },
  {
    id: "AR-004",
    topic: "rates",
    difficulty: "medium",
    stem: "A cargo plane flies 1,260 miles in 3 hours. At the same speed, how far will it fly in 4 hours 30 minutes?",
    options: ["1,680 miles", "1,806 miles", "1,890 miles", "2,100 miles"],
    answer: 2,
    explanation:
      "The speed is 1,260 ÷ 3 = 420 miles per hour, and 4 hours 30 minutes is 4.5 hours, so 420 × 4.5 = 1,890 miles. 1,806 miles treats the time as 4.3 hours, 1,680 miles drops the half hour, and 2,100 miles rounds up to 5 hours.",
  },
  {
    id: "AR-005",
    topic: "rates",
    difficulty: "easy",
    stem: "A recruit runs 1.5 miles in 12 minutes. At the same pace, how many minutes will it take him to run 4 miles?",
    options: ["8 minutes", "18 minutes", "32 minutes", "48 minutes"],
    answer: 2,
    explanation:
      "His pace is 12 ÷ 1.5 = 8 minutes per mile, so 4 miles take 4 × 8 = 32 minutes. 8 minutes is only the time for one mile, 18 minutes multiplies 12 by 1.5 instead of dividing, and 48 minutes treats 12 minutes as the time for a single mile.",
  },
  {
    id: "AR-006",
    topic: "rates",
    difficulty: "hard",
    stem: "Two supply convoys are 330 miles apart on the same highway. At 0800 they start driving toward each other, one at 50 miles per hour and the other at 60 miles per hour. At what time will they first be 55 miles apart?",
    options: ["0830", "1030", "1100", "1130"],
    answer: 1,
    explanation:
      "Together they close the gap at 50 + 60 = 110 miles per hour. To shrink 330 miles to 55 miles they must close 275 miles, which takes 275 ÷ 110 = 2.5 hours, so the time is 0800 + 2 hours 30 minutes = 1030. 1100 is when they meet (330 ÷ 110 = 3 hours), 1130 is when they are 55 miles apart again after passing each other, and 0830 is the time needed to close just 55 miles.",
  },
  {
    id: "AR-007",
    topic: "rates",
    difficulty: "medium",
    stem: "A truck gets 18 miles per gallon, and its fuel tank holds 24 gallons. Starting with a full tank, how many gallons of fuel are left after a 288-mile trip?",
    options: ["6 gallons", "8 gallons", "12 gallons", "16 gallons"],
    answer: 1,
    explanation:
      "The trip uses 288 ÷ 18 = 16 gallons, leaving 24 − 16 = 8 gallons. 16 gallons is the fuel used, not the fuel left (the last step was dropped); 12 gallons divides the distance by the tank size instead of by the mileage, and 6 gallons subtracts 18 from 24.",
  },
  {
    id: "AR-008",
    topic: "percents",
    difficulty: "easy",
    stem: "A sergeant's monthly base pay is $3,200, and 15% of it is withheld for taxes. How much of the base pay is left after the withholding?",
    options: ["$2,720", "$2,880", "$3,152", "$3,185"],
    answer: 0,
    explanation:
      "15% of $3,200 is 0.15 × 3,200 = $480, and $3,200 − $480 = $2,720. $2,880 subtracts only 10%, $3,152 subtracts 1.5% ($48) after a decimal slip, and $3,185 subtracts $15 as if the percent were a dollar amount.",
  },
  {
    id: "AR-009",
    topic: "percents",
    difficulty: "easy",
    stem: "Of 40 recruits who took a swim qualification test, 30 passed. What percent of the recruits failed?",
    options: ["25%", "33 1/3%", "75%", "133 1/3%"],
    answer: 0,
    explanation:
      "40 − 30 = 10 recruits failed, and 10 ÷ 40 = 0.25 = 25%. 75% is the percent who passed, 33 1/3% divides the failures by the number who passed (10 ÷ 30) instead of by the whole group, and 133 1/3% divides 40 by 30.",
  },
  {
    id: "AR-010",
    topic: "percents",
    difficulty: "medium",
    stem: "A soldier saved $18 on a pair of boots because of a 15% discount. What was the original price of the boots?",
    options: ["$2.70", "$20.70", "$102", "$120"],
    answer: 3,
    explanation:
      "The $18 saved is 15% of the original price, so the price is 18 ÷ 0.15 = $120 (check: 0.15 × 120 = 18). $102 is the sale price ($120 − $18), not the original price; $2.70 takes 15% of $18, and $20.70 adds 15% to $18.",
  },
  {
    id: "AR-011",
    topic: "percents",
    difficulty: "medium",
    stem: "A unit has 250 members. Of these, 36% are women, and 20% of the women are officers. How many members of the unit are women officers?",
    options: ["18", "50", "72", "140"],
    answer: 0,
    explanation:
      "36% of 250 is 0.36 × 250 = 90 women, and 20% of 90 is 18. 50 takes 20% of the whole unit instead of 20% of the women, 72 is the number of women who are not officers (80% of 90), and 140 adds the two percents (56% of 250), which is not how a percent of a percent works.",
  },
  {
    id: "AR-012",
    topic: "percents",
    difficulty: "hard",
    stem: "A supply point used 20% of its rations in the first week. In the second week it used 30% of the rations that remained, which left 280 rations. How many rations did it have at the start?",
    options: ["350", "400", "420", "500"],
    answer: 3,
    explanation:
      "After week 1, 80% remains; after week 2, 70% of that remains, so 0.8 × 0.7 = 0.56 of the original is left. Then 0.56 × N = 280 gives N = 500 (check: 500 → 400 → 400 − 120 = 280). 420 adds 20% + 30% = 50% of 280 back on; 350 undoes only the first week (280 ÷ 0.8), and 400 undoes only the second (280 ÷ 0.7).",
  },
  {
    id: "AR-013",
    topic: "percents",
    difficulty: "medium",
    stem: "A base spends 45% of its annual budget on personnel and 35% on maintenance. The remaining $3.6 million goes to training. What is the base's total annual budget?",
    options: ["$0.72 million", "$4.5 million", "$8 million", "$18 million"],
    answer: 3,
    explanation:
      "Personnel and maintenance use 45% + 35% = 80%, so training gets the other 20%. If 20% is $3.6 million, the total is 3.6 ÷ 0.20 = $18 million. $8 million divides by 45%, $4.5 million divides by the 80% that was spent, and $0.72 million takes 20% of $3.6 million instead of dividing by 20%.",
  },
  {
    id: "AR-014",
    topic: "percents",
    difficulty: "easy",
    stem: "A mess hall cook starts with 40 pounds of potatoes. Peeling removes 15% of the weight. How many pounds of potatoes remain after peeling?",
    options: ["6 pounds", "25 pounds", "34 pounds", "38.5 pounds"],
    answer: 2,
    explanation:
      "15% of 40 pounds is 0.15 × 40 = 6 pounds, and 40 − 6 = 34 pounds remain. 6 pounds is the amount removed, not the amount left; 25 pounds subtracts 15 pounds as if the percent were a weight, and 38.5 pounds subtracts only 1.5 pounds after a decimal slip.",
  },
  {
    id: "AR-015",
    topic: "percent change",
    difficulty: "easy",
    stem: "The price of a case of bottled water went up from $8 to $10. What was the percent increase?",
    options: ["20%", "25%", "80%", "125%"],
    answer: 1,
    explanation:
      "The increase is $2, and the percent increase compares it with the original price: 2 ÷ 8 = 0.25 = 25%. 20% divides by the new price ($10) instead of the original, 80% is 8 ÷ 10, and 125% is the new price as a percent of the old one, not the increase.",
  },
  {
    id: "AR-016",
    topic: "percent change",
    difficulty: "medium",
    stem: "Enrollment in a base fitness class dropped from 250 people to 190 people. What was the percent decrease?",
    options: ["24%", "31.6%", "60%", "76%"],
    answer: 0,
    explanation:
      "The drop is 250 − 190 = 60 people, and 60 ÷ 250 = 0.24 = 24%. About 31.6% divides by the new number (60 ÷ 190) instead of the original, 60% reports the raw drop as a percent, and 76% is the share that remains (190 ÷ 250).",
  },
  {
    id: "AR-017",
    topic: "percent change",
    difficulty: "hard",
    stem: "The price of a replacement part rose by 25%. Later, the new price was cut by 20%. How does the final price compare with the original price?",
    options: ["It is 5% higher.", "It is 4% lower.", "It is 5% lower.", "It is the same."],
    answer: 3,
    explanation:
      "Multiply the factors: 1.25 × 0.80 = 1.00, so the final price equals the original. For example, $100 rises to $125, and 20% of $125 is $25, bringing it back to $100. '5% higher' comes from subtracting 20% from 25%, which ignores that the cut applies to the larger, raised price; '4% lower' is the result of a 20% rise followed by a 20% cut, a different situation.",
  },
  {
    id: "AR-018",
    topic: "percent change",
    difficulty: "medium",
    stem: "A vehicle bought for $20,000 loses 10% of its value each year, figured on its value at the start of that year. What is the vehicle worth after 2 years?",
    options: ["$16,000", "$16,200", "$16,400", "$18,000"],
    answer: 1,
    explanation:
      "After year 1 it is worth 20,000 × 0.9 = $18,000; after year 2 it is worth 18,000 × 0.9 = $16,200. $16,000 takes 10% of the original $20,000 in both years, but the second year's loss is figured on $18,000; $16,400 subtracts 10% of $18,000 twice, and $18,000 stops after one year.",
  },
  {
    id: "AR-019",
    topic: "percent change",
    difficulty: "hard",
    stem: "After a 15% raise, a civilian contractor earns $23.00 per hour. What was the hourly wage before the raise?",
    options: ["$8.00", "$19.55", "$20.00", "$26.45"],
    answer: 2,
    explanation:
      "The new wage is 115% of the old wage: 1.15 × W = 23, so W = 23 ÷ 1.15 = $20.00 (check: 15% of $20 is $3, and $20 + $3 = $23). $19.55 takes 15% off $23, but the raise was 15% of the smaller, original wage; $26.45 adds another 15% instead of removing it, and $8.00 subtracts 15 dollars.",
  },
  {
    id: "AR-020",
    topic: "percent change",
    difficulty: "hard",
    stem: "A platoon's average 2-mile run time improved from 16 minutes to 14 minutes 48 seconds. By what percent did the average time decrease?",
    options: ["7%", "7.5%", "8.1%", "9.5%"],
    answer: 1,
    explanation:
      "Work in seconds: 16 minutes = 960 seconds and 14 minutes 48 seconds = 888 seconds, a drop of 72 seconds, and 72 ÷ 960 = 0.075 = 7.5%. 9.5% treats 14:48 as the decimal 14.48 minutes, about 8.1% divides the drop by the new time (72 ÷ 888), and 7% reads the 1 minute 12 second drop as 1.12 minutes.",
  },
  {
    id: "AR-021",
    topic: "percent change",
    difficulty: "easy",
    stem: "A motor pool's monthly fuel use rose from 400 gallons to 460 gallons. What was the percent increase?",
    options: ["13%", "15%", "60%", "115%"],
    answer: 1,
    explanation:
      "The increase is 60 gallons, and 60 ÷ 400 = 0.15 = 15%. About 13% divides by the new amount (60 ÷ 460) instead of the original, 60% treats the 60 gallons as a percent, and 115% is the new use as a percent of the old use.",
  },
  {
    id: "AR-022",
    topic: "ratios and proportions",
    difficulty: "easy",
    stem: "A concrete mix uses cement and sand in a ratio of 1 to 3. How many bags of cement are needed for 12 bags of sand?",
    options: ["4 bags", "9 bags", "15 bags", "36 bags"],
    answer: 0,
    explanation:
      "A ratio of 1 to 3 means 1 bag of cement for every 3 bags of sand, so 12 ÷ 3 = 4 bags of cement. 36 bags multiplies by 3 instead of dividing, and 9 and 15 bags subtract or add 3 as if the ratio were a difference.",
  },
  {
    id: "AR-023",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "On a ship, the ratio of enlisted sailors to officers is 11 to 1. The crew totals 360 people. How many officers are aboard?",
    options: ["30", "33", "36", "330"],
    answer: 0,
    explanation:
      "Each group of 11 enlisted sailors and 1 officer has 12 people, so the crew has 360 ÷ 12 = 30 groups and therefore 30 officers. 330 is the number of enlisted sailors; 33 comes from dividing by 11 instead of 12 (360 ÷ 11 ≈ 32.7), and 36 from dividing by 10.",
  },
  {
    id: "AR-024",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "On a map, 1.5 inches represents 12 miles. Two checkpoints are 4.25 inches apart on the map. What is the actual distance between them?",
    options: ["34 miles", "36 miles", "51 miles", "76.5 miles"],
    answer: 0,
    explanation:
      "Each inch represents 12 ÷ 1.5 = 8 miles, so 4.25 inches represents 4.25 × 8 = 34 miles. 51 miles uses 12 miles per inch (ignoring the 1.5), 76.5 miles multiplies by 1.5 instead of dividing, and 36 miles rounds 4.25 inches up to 4.5.",
  },
  {
    id: "AR-025",
    topic: "ratios and proportions",
    difficulty: "hard",
    stem: "In a training class, the ratio of Army students to Navy students is 3 to 5. After 6 more Army students join, the class has equal numbers of Army and Navy students. How many students were in the class before the 6 joined?",
    options: ["15", "24", "30", "48"],
    answer: 1,
    explanation:
      "Write the groups as 3k Army and 5k Navy students. Then 3k + 6 = 5k, so 2k = 6 and k = 3: there were 9 Army and 15 Navy students, 24 in all. 30 is the class size after the 6 join, 15 counts only the Navy students, and 48 assumes each part of the ratio is 6 students (8 × 6).",
  },
  {
    id: "AR-026",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "A sports-drink concentrate is mixed with water in a ratio of 2 to 7. How many quarts of concentrate are needed to make 63 quarts of the drink?",
    options: ["14 quarts", "18 quarts", "31.5 quarts", "49 quarts"],
    answer: 0,
    explanation:
      "The drink has 2 + 7 = 9 equal parts, so each part is 63 ÷ 9 = 7 quarts and the concentrate is 2 × 7 = 14 quarts. 18 quarts treats the 7 water parts as the whole drink (63 × 2/7), 49 quarts is the water, and 31.5 quarts simply halves 63.",
  },
  {
    id: "AR-027",
    topic: "ratios and proportions",
    difficulty: "easy",
    stem: "A field-kitchen recipe that serves 8 people uses 3 cups of flour. How many cups of flour are needed to serve 20 people?",
    options: ["2.5 cups", "6 cups", "7.5 cups", "15 cups"],
    answer: 2,
    explanation:
      "20 people is 20 ÷ 8 = 2.5 times as many as the recipe serves, so it needs 2.5 × 3 = 7.5 cups. 2.5 is only the scale factor, 6 cups just doubles the recipe, and 15 cups adds 12 (the number of extra people) to the 3 cups instead of scaling.",
  },
  {
    id: "AR-028",
    topic: "ratios and proportions",
    difficulty: "hard",
    stem: "A camp has enough rations to feed 120 soldiers for 15 days. If 30 more soldiers arrive and everyone eats the same amount per day, how many days will the rations last?",
    options: ["11.25 days", "12 days", "15 days", "18.75 days"],
    answer: 1,
    explanation:
      "The rations equal 120 × 15 = 1,800 soldier-days, so 150 soldiers can be fed for 1,800 ÷ 150 = 12 days. 18.75 days treats the relationship as direct (more soldiers, more days) when it is inverse; 11.25 days cuts the days by 25% because 30 is 25% of 120, but a group 25% larger uses food 1.25 times as fast, which cuts the days by only 20%.",
  },
  {
    id: "AR-029",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "Three soldiers share a $1,200 award in the ratio 2 : 3 : 5. How much is the largest share?",
    options: ["$240", "$360", "$400", "$600"],
    answer: 3,
    explanation:
      "There are 2 + 3 + 5 = 10 parts, so one part is 1,200 ÷ 10 = $120 and the largest share is 5 × 120 = $600. $240 and $360 are the other two shares, and $400 splits the award equally, ignoring the ratio.",
  },
  {
    id: "AR-030",
    topic: "averages",
    difficulty: "easy",
    stem: "A soldier's scores on five practice tests were 72, 85, 90, 81 and 92. What is her average (mean) score?",
    options: ["82", "84", "85", "105"],
    answer: 1,
    explanation:
      "The scores add up to 72 + 85 + 90 + 81 + 92 = 420, and 420 ÷ 5 = 84. 85 is the median (the middle score), 82 averages only the lowest and highest scores, and 105 divides by 4 instead of 5.",
  },
  {
    id: "AR-031",
    topic: "averages",
    difficulty: "medium",
    stem: "A recruit scored 82, 76, 91 and 85 on four tests. What score does he need on the fifth test to average exactly 85 on all five tests?",
    options: ["83.5", "85", "86.5", "91"],
    answer: 3,
    explanation:
      "An average of 85 on five tests requires a total of 5 × 85 = 425 points. His four scores total 334, so he needs 425 − 334 = 91. 83.5 is his current average and 85 repeats the target; 86.5 makes up the 1.5-point shortfall only once, but it must be made up for all four earlier tests (4 × 1.5 = 6 points above 85).",
  },
  {
    id: "AR-032",
    topic: "averages",
    difficulty: "medium",
    stem: "A squad of 8 soldiers averaged 72 points on a test, and a squad of 12 soldiers averaged 82 points on the same test. What was the average score of all 20 soldiers?",
    options: ["76", "77", "78", "80"],
    answer: 2,
    explanation:
      "Total points = 8 × 72 + 12 × 82 = 576 + 984 = 1,560, and 1,560 ÷ 20 = 78. 77 averages the two squad averages without weighting them by squad size, and 76 swaps the weights (12 × 72 + 8 × 82).",
  },
  {
    id: "AR-033",
    topic: "averages",
    difficulty: "medium",
    stem: "Over 6 days, a supply depot shipped an average of 145 crates per day. On the first 5 days it shipped 140, 150, 135, 160 and 145 crates. How many crates did it ship on the sixth day?",
    options: ["135", "140", "145", "146"],
    answer: 1,
    explanation:
      "The 6-day total is 6 × 145 = 870 crates. The first five days total 140 + 150 + 135 + 160 + 145 = 730, so day 6 was 870 − 730 = 140 crates. 146 is the average of the first five days, and 145 assumes the sixth day must equal the overall average.",
  },
  {
    id: "AR-034",
    topic: "averages",
    difficulty: "hard",
    stem: "Five crates have an average weight of 60 pounds. After one crate is removed, the remaining four crates average 55 pounds. How much does the removed crate weigh?",
    options: ["5 pounds", "57.5 pounds", "65 pounds", "80 pounds"],
    answer: 3,
    explanation:
      "The five crates weigh 5 × 60 = 300 pounds in total and the four remaining crates weigh 4 × 55 = 220 pounds, so the removed crate weighs 300 − 220 = 80 pounds. 5 pounds is just the difference between the averages, 65 pounds adds that difference to 60, and 57.5 pounds averages the two averages; each skips turning the averages back into totals.",
  },
  {
    id: "AR-035",
    topic: "averages",
    difficulty: "easy",
    stem: "A soldier's phone bills for four months were $42, $38, $51 and $45. What was the average monthly bill?",
    options: ["$43.50", "$44.00", "$45.00", "$58.67"],
    answer: 1,
    explanation:
      "The bills total 42 + 38 + 51 + 45 = $176, and 176 ÷ 4 = $44.00. $43.50 is the median (the average of the two middle bills, $42 and $45), and $58.67 divides the total by 3 instead of 4.",
  },
  {
    id: "AR-036",
    topic: "simple interest",
    difficulty: "easy",
    stem: "A soldier deposits $2,000 in an account that pays 4% simple interest per year. How much interest does the deposit earn in 3 years?",
    options: ["$24", "$80", "$240", "$2,240"],
    answer: 2,
    explanation:
      "Simple interest is I = P × r × t = 2,000 × 0.04 × 3 = $240. $80 is one year's interest, $2,240 is the balance (principal plus interest) rather than the interest, and $24 comes from a misplaced decimal point (using 0.004).",
  },
  {
    id: "AR-037",
    topic: "simple interest",
    difficulty: "medium",
    stem: "A service member borrows $1,500 at 6% simple interest per year. How much will he owe in total, principal plus interest, after 18 months?",
    options: ["$135", "$1,590", "$1,635", "$1,662"],
    answer: 2,
    explanation:
      "18 months is 1.5 years, so the interest is 1,500 × 0.06 × 1.5 = $135 and the total owed is 1,500 + 135 = $1,635. $135 is the interest alone, $1,590 charges only 1 year of interest, and $1,662 treats 18 months as 1.8 years.",
  },
  {
    id: "AR-038",
    topic: "simple interest",
    difficulty: "hard",
    stem: "A $4,000 loan is paid off with a single payment of $4,900 at the end of 3 years. What was the annual simple interest rate?",
    options: ["6.1%", "7.5%", "22.5%", "40.8%"],
    answer: 1,
    explanation:
      "The interest is 4,900 − 4,000 = $900, so the rate is 900 ÷ (4,000 × 3) = 0.075 = 7.5% per year. 22.5% is the interest for all 3 years, not the annual rate; about 40.8% forgets to subtract the principal (4,900 ÷ 4,000 ÷ 3), and about 6.1% divides by the $4,900 payment instead of the $4,000 borrowed.",
  },
  {
    id: "AR-039",
    topic: "simple interest",
    difficulty: "medium",
    stem: "A soldier deposits $5,000 in an account that pays 4% simple interest per year. After how many years will the balance reach $6,000?",
    options: ["1.2 years", "5 years", "25 years", "30 years"],
    answer: 1,
    explanation:
      "The account must earn $1,000 in interest, and it earns 5,000 × 0.04 = $200 per year, so it takes 1,000 ÷ 200 = 5 years. 30 years divides the whole $6,000 balance by $200 instead of just the interest, 25 years divides the $5,000 principal by $200, and 1.2 is merely the ratio 6,000 ÷ 5,000.",
  },
  {
    id: "AR-040",
    topic: "simple interest",
    difficulty: "medium",
    stem: "A store card charges 1.5% simple interest per month on an unpaid balance of $2,400. If no payments are made, how much interest builds up in 8 months?",
    options: ["$24", "$28.80", "$36", "$288"],
    answer: 3,
    explanation:
      "Each month's interest is 2,400 × 0.015 = $36, so 8 months cost 8 × 36 = $288. $36 is only one month, $24 treats 1.5% as a yearly rate (2,400 × 0.015 × 8/12), and $28.80 writes 1.5% as 0.0015 instead of 0.015.",
  },
  {
    id: "AR-041",
    topic: "simple interest",
    difficulty: "hard",
    stem: "A soldier invests $8,000, part at 5% and the rest at 3% simple interest per year. After one year the total interest is $340. How much was invested at 3%?",
    options: ["$3,000", "$4,000", "$5,000", "$6,800"],
    answer: 0,
    explanation:
      "Let x be the amount at 5%. Then 0.05x + 0.03(8,000 − x) = 340, so 240 + 0.02x = 340 and x = $5,000; the amount at 3% is 8,000 − 5,000 = $3,000 (check: $250 + $90 = $340). $5,000 is the amount at 5%, not at 3%; $4,000 assumes an even split, which would earn only $320; and $6,800 divides $340 by 5% as if all the interest came from one account.",
  },
  {
    id: "AR-042",
    topic: "work problems",
    difficulty: "medium",
    stem: "Private Diaz can paint a barracks room in 6 hours, and Private Lee can paint the same room in 3 hours. Working together at those rates, how long will it take them to paint the room?",
    options: ["2 hours", "3 hours", "4.5 hours", "9 hours"],
    answer: 0,
    explanation:
      "Diaz paints 1/6 of the room per hour and Lee paints 1/3, so together they paint 1/6 + 2/6 = 1/2 of the room per hour and finish in 2 hours. 4.5 hours averages the two times and 9 hours adds them; working together must be faster than the faster painter alone, so even 3 hours is too long.",
  },
  {
    id: "AR-043",
    topic: "work problems",
    difficulty: "hard",
    stem: "A pump can fill an empty water tank in 4 hours. A leak, by itself, would drain the full tank in 6 hours. If the pump runs while the leak is open, how long will it take to fill the empty tank?",
    options: ["2 hours", "2.4 hours", "10 hours", "12 hours"],
    answer: 3,
    explanation:
      "The net filling rate is 1/4 − 1/6 = 3/12 − 2/12 = 1/12 of the tank per hour, so filling takes 12 hours. 2.4 hours adds the two rates as if the leak were helping, and 2 hours and 10 hours subtract or add the times; rates, not times, must be combined.",
  },
  {
    id: "AR-044",
    topic: "work problems",
    difficulty: "medium",
    stem: "Five soldiers can fill 400 sandbags in 2 hours. Working at the same rate, how many sandbags can 8 soldiers fill in 3 hours?",
    options: ["600", "640", "960", "1,920"],
    answer: 2,
    explanation:
      "One soldier fills 400 ÷ (5 × 2) = 40 sandbags per hour, so 8 soldiers working 3 hours fill 8 × 3 × 40 = 960 sandbags. 640 changes the number of soldiers but keeps 2 hours, 600 changes the hours but keeps 5 soldiers, and 1,920 forgets to divide by the original 2 hours.",
  },
  {
    id: "AR-045",
    topic: "work problems",
    difficulty: "hard",
    stem: "Working together, two crews can clear snow from a runway in 6 hours. Crew A working alone takes 10 hours. How long would Crew B take working alone?",
    options: ["3.75 hours", "4 hours", "15 hours", "16 hours"],
    answer: 2,
    explanation:
      "Crew B's rate is the combined rate minus Crew A's: 1/6 − 1/10 = 5/30 − 3/30 = 2/30 = 1/15 of the runway per hour, so B alone needs 15 hours. 4 hours subtracts the times (10 − 6), 16 hours adds them, and 3.75 hours adds the rates 1/6 + 1/10; B alone must take longer than the 6 hours the crews need together.",
  },
  {
    id: "AR-046",
    topic: "work problems",
    difficulty: "medium",
    stem: "A crew of 4 soldiers can unload a supply truck in 3 hours. If every soldier works at the same rate, how long would a crew of 6 soldiers take to unload the truck?",
    options: ["1 hour", "2 hours", "4.5 hours", "5 hours"],
    answer: 1,
    explanation:
      "The job takes 4 × 3 = 12 soldier-hours, so 6 soldiers need 12 ÷ 6 = 2 hours. 4.5 hours treats the relationship as direct (more workers, more time) when it is inverse, and 1 hour and 5 hours subtract or add 2 hours for the 2 extra soldiers.",
  },
  {
    id: "AR-047",
    topic: "work problems",
    difficulty: "easy",
    stem: "Machine A makes 120 parts per hour and Machine B makes 80 parts per hour. If both machines run at the same time, how long will it take them to make 1,000 parts?",
    options: ["5 hours", "10 hours", "12.5 hours", "20 hours"],
    answer: 0,
    explanation:
      "Together the machines make 120 + 80 = 200 parts per hour, so 1,000 parts take 1,000 ÷ 200 = 5 hours. 10 hours uses the average rate of one machine (100 parts per hour), 12.5 hours uses Machine B alone, and 20 hours subtracts the rates instead of adding them.",
  },
  {
    id: "AR-048",
    topic: "mixtures",
    difficulty: "medium",
    stem: "How many liters of pure water must be added to 12 liters of a 30% antifreeze solution to dilute it to a 20% antifreeze solution?",
    options: ["6 liters", "8 liters", "12 liters", "18 liters"],
    answer: 0,
    explanation:
      "The 12 liters contain 0.30 × 12 = 3.6 liters of antifreeze, and adding water does not change that amount. For 3.6 liters to be 20% of the mixture, the total must be 3.6 ÷ 0.20 = 18 liters, so 18 − 12 = 6 liters of water must be added. 18 liters is the final total, not the water added, and adding 12 liters would double the volume and cut the strength to 15%.",
  },
  {
    id: "AR-049",
    topic: "mixtures",
    difficulty: "hard",
    stem: "A dining facility mixes nuts that cost $8 per pound with 10 pounds of raisins that cost $5 per pound. How many pounds of nuts must be used so that the mixture costs $6 per pound?",
    options: ["1.25 pounds", "5 pounds", "10 pounds", "20 pounds"],
    answer: 1,
    explanation:
      "Let n be the pounds of nuts. Total cost: 8n + 5 × 10 = 6(n + 10), so 8n + 50 = 6n + 60, 2n = 10 and n = 5 pounds (check: $40 + $50 = $90 for 15 pounds, which is $6 per pound). Equal amounts (10 pounds) would cost $6.50 per pound, 20 pounds reverses the ratio, and 1.25 pounds forgets that the nuts also add to the total weight (8n + 50 = 60).",
  },
  {
    id: "AR-050",
    topic: "mixtures",
    difficulty: "easy",
    stem: "A 40-gallon drum holds a fuel mixture that is 5% oil. How many gallons of oil are in the drum?",
    options: ["2 gallons", "8 gallons", "20 gallons", "38 gallons"],
    answer: 0,
    explanation:
      "5% of 40 gallons is 0.05 × 40 = 2 gallons of oil. 38 gallons is the part that is not oil, 8 gallons divides 40 by 5 instead of taking 5%, and 20 gallons uses 0.5 (50%) instead of 0.05.",
  },
  {
    id: "AR-051",
    topic: "mixtures",
    difficulty: "hard",
    stem: "A cleaning solution that is 30% bleach is mixed with a solution that is 60% bleach to make 30 liters of a 50% bleach solution. How many liters of the 30% solution are used?",
    options: ["10 liters", "12 liters", "15 liters", "20 liters"],
    answer: 0,
    explanation:
      "Let x be the liters of 30% solution, so 30 − x liters are 60% solution. Bleach: 0.30x + 0.60(30 − x) = 0.50 × 30 = 15, so 18 − 0.30x = 15 and x = 10 liters (check: 3 + 12 = 15 liters of bleach). 20 liters is the amount of the 60% solution, and 15 liters of each would give only 45% bleach.",
  },
  {
    id: "AR-052",
    topic: "mixtures",
    difficulty: "medium",
    stem: "A janitor mixes 4 gallons of a 10% cleaner solution with 6 gallons of a 25% cleaner solution. What percent of the mixture is cleaner?",
    options: ["1.9%", "16%", "17.5%", "19%"],
    answer: 3,
    explanation:
      "The mixture contains 0.10 × 4 + 0.25 × 6 = 0.4 + 1.5 = 1.9 gallons of cleaner in 4 + 6 = 10 gallons, which is 19%. 17.5% averages 10% and 25% without weighting by volume, 16% attaches the volumes to the wrong solutions, and 1.9% reports the gallons of cleaner as if they were the percent.",
  },
  {
    id: "AR-053",
    topic: "mixtures",
    difficulty: "easy",
    stem: "A cook mixes 3 gallons of juice concentrate with water to make 15 gallons of punch. What percent of the punch is concentrate?",
    options: ["3%", "20%", "25%", "80%"],
    answer: 1,
    explanation:
      "3 ÷ 15 = 0.20 = 20%. 25% divides by the 12 gallons of water instead of the whole 15 gallons of punch, 80% is the water's share, and 3% treats the number of gallons as a percent.",
  },
  {
    id: "AR-054",
    topic: "unit conversions",
    difficulty: "easy",
    stem: "A rope 6 yards long is cut into pieces that are each 8 inches long. How many pieces are there?",
    options: ["9", "18", "27", "48"],
    answer: 2,
    explanation:
      "One yard is 36 inches, so 6 yards = 216 inches, and 216 ÷ 8 = 27 pieces. 9 uses 12 inches per yard (as if the rope were 6 feet long), 18 is the rope's length in feet, and 48 multiplies 6 × 8 instead of converting and dividing.",
  },
  {
    id: "AR-055",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A water trailer holds 420 gallons. Each soldier is issued 3 quarts of water per day. How many soldiers can the trailer supply for 4 days?",
    options: ["35", "70", "140", "560"],
    answer: 2,
    explanation:
      "420 gallons × 4 quarts per gallon = 1,680 quarts. Each soldier needs 3 × 4 = 12 quarts for 4 days, so the trailer supplies 1,680 ÷ 12 = 140 soldiers. 35 forgets to convert gallons to quarts, 70 uses 2 quarts per gallon, and 560 covers only one day.",
  },
  {
    id: "AR-056",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A recipe calls for 2.5 pounds of ground beef per batch. The beef comes in 12-ounce packages. How many packages are needed to make 3 batches?",
    options: ["7", "8", "10", "12"],
    answer: 2,
    explanation:
      "3 batches need 3 × 2.5 = 7.5 pounds, and 7.5 × 16 ounces = 120 ounces, so 120 ÷ 12 = 10 packages. 8 uses 12 ounces per pound (90 ounces ÷ 12 = 7.5, rounded up), and 7 treats a 12-ounce package as 1.2 pounds (7.5 ÷ 1.2 = 6.25, rounded up).",
  },
  {
    id: "AR-057",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A vehicle travels at 90 kilometers per hour. What is its speed in meters per second?",
    options: ["1.5 m/s", "25 m/s", "324 m/s", "1,500 m/s"],
    answer: 1,
    explanation:
      "90 km/h means 90,000 meters in 3,600 seconds, and 90,000 ÷ 3,600 = 25 m/s. 1,500 m/s divides by 60 only once (that is meters per minute), 1.5 m/s divides 90 by 60 without converting kilometers to meters, and 324 m/s multiplies by 3.6 when it should divide.",
  },
  {
    id: "AR-058",
    topic: "unit conversions",
    difficulty: "easy",
    stem: "A road march covered 2.5 miles. How many feet is that? (1 mile = 5,280 feet)",
    options: ["4,400 feet", "10,560 feet", "12,500 feet", "13,200 feet"],
    answer: 3,
    explanation:
      "2.5 × 5,280 = 10,560 + 2,640 = 13,200 feet. 4,400 is the distance in yards (2.5 × 1,760), 10,560 counts only 2 miles, and 12,500 uses 5,000 feet per mile.",
  },
  {
    id: "AR-059",
    topic: "unit conversions",
    difficulty: "hard",
    stem: "A storage room floor measures 12 feet by 15 feet. Carpet costs $24 per square yard. How much will it cost to carpet the floor?",
    options: ["$160", "$480", "$1,440", "$4,320"],
    answer: 1,
    explanation:
      "The area is 12 × 15 = 180 square feet. A square yard is 3 ft × 3 ft = 9 square feet, so the floor is 180 ÷ 9 = 20 square yards, costing 20 × $24 = $480. $1,440 divides by 3 instead of 9 (a square yard is not 3 square feet), $4,320 prices each square foot at $24, and $160 also divides the price by 3.",
  },
  {
    id: "AR-060",
    topic: "multi-step money",
    difficulty: "easy",
    stem: "A soldier buys 3 T-shirts at $12 each and 2 pairs of socks at $4.50 a pair. She pays with a $50 bill. How much change should she receive?",
    options: ["$5.00", "$9.50", "$14.00", "$45.00"],
    answer: 0,
    explanation:
      "The cost is 3 × $12 + 2 × $4.50 = $36 + $9 = $45, so the change is $50 − $45 = $5.00. $45.00 is the cost, not the change; $9.50 counts only one pair of socks, and $14.00 leaves the socks out.",
  },
  {
    id: "AR-061",
    topic: "multi-step money",
    difficulty: "medium",
    stem: "A civilian employee earns $18 per hour for the first 40 hours in a week and 1.5 times that rate for each hour over 40. How much does she earn in a week in which she works 46 hours?",
    options: ["$720", "$774", "$828", "$882"],
    answer: 3,
    explanation:
      "Regular pay is 40 × $18 = $720. The overtime rate is 1.5 × $18 = $27, so 6 overtime hours pay 6 × $27 = $162, for a total of $882. $828 pays all 46 hours at the regular rate, $774 pays only the extra half ($9) for the overtime hours, and $720 leaves out the overtime entirely.",
  },
  {
    id: "AR-062",
    topic: "multi-step money",
    difficulty: "hard",
    stem: "A store marks up a jacket 40% above its cost. Later it puts the jacket on sale at 25% off the marked price. The sale price is $42. What did the jacket cost the store?",
    options: ["$30", "$40", "$42", "$56"],
    answer: 1,
    explanation:
      "The sale price is cost × 1.40 × 0.75 = 1.05 × cost, so the cost is 42 ÷ 1.05 = $40 (check: $40 marked up 40% is $56, and 25% off $56 is $42). $56 is the marked price (undoing only the discount), $30 undoes only the markup, and $42 assumes the two changes cancel out.",
  },
  {
    id: "AR-063",
    topic: "multi-step money",
    difficulty: "easy",
    stem: "A phone plan costs $35 per month plus $0.10 for each text message over 200. How much is the bill for a month in which 340 texts are sent?",
    options: ["$14.00", "$35.00", "$36.40", "$49.00"],
    answer: 3,
    explanation:
      "Only 340 − 200 = 140 texts are extra, costing 140 × $0.10 = $14.00, so the bill is $35 + $14 = $49.00. $14.00 is just the extra charge, $35.00 leaves it out, and $36.40 misplaces the decimal point and adds only $1.40.",
  },
  {
    id: "AR-064",
    topic: "multi-step money",
    difficulty: "medium",
    stem: "A print shop charges $0.12 per page for the first 500 pages and $0.08 per page for each page after that. What is the cost of printing 1,400 pages?",
    options: ["$60", "$72", "$112", "$132"],
    answer: 3,
    explanation:
      "The first 500 pages cost 500 × $0.12 = $60, and the remaining 900 pages cost 900 × $0.08 = $72, for a total of $132. $112 charges all 1,400 pages at $0.08, while $60 and $72 are each only one of the two parts.",
  },
  {
    id: "AR-065",
    topic: "multi-step money",
    difficulty: "hard",
    stem: "A soldier's take-home pay is $2,400 a month. She spends 1/3 of it on rent, then 1/4 of what remains on food, and saves half of the money left after that. How much does she save each month?",
    options: ["$400", "$500", "$600", "$1,200"],
    answer: 2,
    explanation:
      "Rent is 1/3 × $2,400 = $800, leaving $1,600. Food is 1/4 × $1,600 = $400, leaving $1,200, and half of $1,200 is $600. $500 takes 1/4 of the whole $2,400 for food instead of 1/4 of what remains, $1,200 forgets the final halving, and $400 is the food budget.",
  },
];
