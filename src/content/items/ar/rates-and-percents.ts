import type { AuthoredItem } from "../../types";

/** AR items: rates, percents, percent change, simple interest and work problems. */
export const AR_RATES_AND_PERCENTS_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- rates
  {
    id: "AR-066",
    topic: "rates",
    difficulty: "easy",
    stem: "A convoy covers 225 miles in 4 hours 30 minutes. What is its average speed?",
    options: ["45 mph", "50 mph", "52.3 mph", "56.25 mph"],
    answer: 1,
    explanation:
      "Average speed is distance ÷ time, and 4 hours 30 minutes is 4.5 hours, so 225 ÷ 4.5 = 50 mph. About 52.3 mph treats the time as the decimal 4.3 hours, 56.25 mph ignores the 30 minutes (225 ÷ 4), and 45 mph rounds the time up to 5 hours.",
  },
  {
    id: "AR-067",
    topic: "rates",
    difficulty: "easy",
    stem: "A water purification unit produces 600 gallons of drinking water per hour. How many gallons does it produce in 45 minutes?",
    options: ["13.3 gallons", "270 gallons", "450 gallons", "800 gallons"],
    answer: 2,
    explanation:
      "45 minutes is 3/4 of an hour, so the unit produces 600 × 0.75 = 450 gallons. 270 gallons treats 45 minutes as 0.45 hour, 800 gallons divides by 0.75 instead of multiplying, and 13.3 gallons divides 600 by 45.",
  },
  {
    id: "AR-068",
    topic: "rates",
    difficulty: "medium",
    stem: "A soldier on a 13.5-mile road march walks at a steady 3 miles per hour and takes one 30-minute rest stop. She starts at 0615. At what time does she finish?",
    options: ["1045", "1115", "1135", "1145"],
    answer: 1,
    explanation:
      "Walking time is 13.5 ÷ 3 = 4.5 hours, or 4 hours 30 minutes; adding the 30-minute rest gives 5 hours, and 0615 + 5 hours = 1115. 1045 forgets the rest stop, 1135 reads 4.5 hours as 4 hours 50 minutes, and 1145 rounds the walking time up to 5 hours before adding the rest.",
  },
  {
    id: "AR-069",
    topic: "rates",
    difficulty: "medium",
    stem: "Two patrol vehicles leave the same checkpoint at the same time and drive in opposite directions, one at 45 miles per hour and the other at 55 miles per hour. How long will it take until they are 350 miles apart?",
    options: ["3.5 hours", "7 hours", "7.8 hours", "35 hours"],
    answer: 0,
    explanation:
      "Moving apart, the distance between them grows at 45 + 55 = 100 miles per hour, so 350 ÷ 100 = 3.5 hours. 7 hours divides by the average speed of one vehicle (50 mph), about 7.8 hours uses only the slower vehicle's speed, and 35 hours subtracts the speeds as if the vehicles were going the same way.",
  },
  {
    id: "AR-070",
    topic: "rates",
    difficulty: "easy",
    stem: "A fuel truck pumps 40 gallons per minute. A 1,500-gallon storage tank already holds 300 gallons. How many minutes will it take to fill the tank?",
    options: ["7.5 minutes", "30 minutes", "37.5 minutes", "45 minutes"],
    answer: 1,
    explanation:
      "The tank needs 1,500 − 300 = 1,200 more gallons, and 1,200 ÷ 40 = 30 minutes. 37.5 minutes fills the whole 1,500 gallons and ignores the fuel already in the tank, 45 minutes adds the 300 gallons instead of subtracting them, and 7.5 minutes is the time for only 300 gallons.",
  },
  {
    id: "AR-071",
    topic: "rates",
    difficulty: "easy",
    stem: "A truck averages 12 miles per gallon, and fuel costs $3.50 per gallon. What is the fuel cost of a 360-mile trip?",
    options: ["$30", "$42", "$102.86", "$105"],
    answer: 3,
    explanation:
      "The trip uses 360 ÷ 12 = 30 gallons, which cost 30 × $3.50 = $105. $42 multiplies the miles per gallon by the price (12 × $3.50), $30 stops at the number of gallons, and about $102.86 divides the distance by the price; only miles ÷ miles per gallon gives gallons.",
  },
  {
    id: "AR-072",
    topic: "rates",
    difficulty: "hard",
    stem: "A supply truck leaves a base at 0900 and drives at 40 miles per hour. At 1000 a jeep leaves the same base on the same road at 60 miles per hour. At what time does the jeep catch up with the truck?",
    options: ["1024", "1040", "1100", "1200"],
    answer: 3,
    explanation:
      "By 1000 the truck is 40 miles ahead, and the jeep gains 60 − 40 = 20 miles every hour, so it needs 40 ÷ 20 = 2 hours and catches up at 1200. 1100 counts the 2 hours from 0900 instead of from 1000, 1040 divides the lead by the jeep's full speed (40 ÷ 60 hour), and 1024 adds the speeds as if the vehicles were approaching each other.",
  },
  {
    id: "AR-073",
    topic: "rates",
    difficulty: "medium",
    stem: "A clerk types 1,800 words in 40 minutes. At the same rate, how many words can she type in 1.5 hours?",
    options: ["67.5 words", "2,700 words", "4,050 words", "4,950 words"],
    answer: 2,
    explanation:
      "Her rate is 1,800 ÷ 40 = 45 words per minute, and 1.5 hours is 90 minutes, so 45 × 90 = 4,050 words. 2,700 words multiplies 1,800 by 1.5 as if 40 minutes were an hour, 4,950 words reads 1.5 hours as 1 hour 50 minutes (110 minutes), and 67.5 words multiplies the per-minute rate by 1.5 without converting hours to minutes.",
  },
  {
    id: "AR-074",
    topic: "rates",
    difficulty: "hard",
    stem: "A patrol boat travels 36 miles downstream in 2 hours and makes the return trip upstream in 3 hours. What is the speed of the current?",
    options: ["3 mph", "6 mph", "14.4 mph", "15 mph"],
    answer: 0,
    explanation:
      "Downstream the speed is 36 ÷ 2 = 18 mph (boat + current), and upstream it is 36 ÷ 3 = 12 mph (boat − current). The current is half the difference: (18 − 12) ÷ 2 = 3 mph. 6 mph forgets to halve the difference, 15 mph is the boat's own speed, and 14.4 mph is the average speed for the round trip (72 ÷ 5).",
  },

  // ---------------------------------------------------------------- percents
  {
    id: "AR-075",
    topic: "percents",
    difficulty: "easy",
    stem: "On a 60-question practice test, a recruit answers 48 questions correctly. What percent of the questions did he answer correctly?",
    options: ["12%", "20%", "48%", "80%"],
    answer: 3,
    explanation:
      "Percent correct is 48 ÷ 60 = 0.80 = 80%. 20% is the percent he missed, 48% treats the number correct as a percent, and 12% treats the 12 missed questions as a percent.",
  },
  {
    id: "AR-076",
    topic: "percents",
    difficulty: "easy",
    stem: "A company has 320 soldiers, and 15% of them are on leave. How many soldiers are NOT on leave?",
    options: ["48", "272", "288", "305"],
    answer: 1,
    explanation:
      "15% of 320 is 0.15 × 320 = 48 soldiers on leave, so 320 − 48 = 272 are not. 48 is the number on leave, 288 subtracts only 10%, and 305 subtracts 15 soldiers as if the percent were a head count.",
  },
  {
    id: "AR-077",
    topic: "percents",
    difficulty: "easy",
    stem: "A sales tax of 6% is added to a $45 purchase at the post exchange. What is the total cost?",
    options: ["$42.30", "$45.06", "$45.27", "$47.70"],
    answer: 3,
    explanation:
      "The tax is 0.06 × $45 = $2.70, so the total is $45 + $2.70 = $47.70. $45.06 adds 6 cents as if the percent were a number of cents, $45.27 adds only 0.6% after a decimal slip, and $42.30 subtracts the tax instead of adding it.",
  },
  {
    id: "AR-078",
    topic: "percents",
    difficulty: "medium",
    stem: "A soldier's monthly pay is $2,850, and she has 12% of it put into savings each month. How much does she save in one year?",
    options: ["$342", "$3,420", "$4,104", "$34,200"],
    answer: 2,
    explanation:
      "Each month she saves 0.12 × $2,850 = $342, and in 12 months she saves 12 × $342 = $4,104. $342 is one month's savings, $3,420 counts only 10 months, and $34,200 is her full yearly pay (12 × $2,850) rather than 12% of it.",
  },
  {
    id: "AR-079",
    topic: "percents",
    difficulty: "medium",
    stem: "In a battalion of 600 soldiers, 35% qualified as expert marksmen. Of the soldiers who did not qualify as expert, 40% qualified as sharpshooters. How many soldiers qualified as sharpshooters?",
    options: ["84", "156", "210", "240"],
    answer: 1,
    explanation:
      "65% did not qualify as expert: 0.65 × 600 = 390 soldiers, and 40% of 390 is 156. 240 takes 40% of the whole battalion instead of the remaining soldiers, 210 is the number of experts (35% of 600), and 84 takes 40% of the experts.",
  },
  {
    id: "AR-080",
    topic: "percents",
    difficulty: "medium",
    stem: "A recruit's score of 63 points on a physical test was 84% of the maximum possible score. What is the maximum possible score?",
    options: ["53", "73", "75", "147"],
    answer: 2,
    explanation:
      "63 is 84% of the maximum, so the maximum is 63 ÷ 0.84 = 75 (check: 0.84 × 75 = 63). 53 (about 52.9) multiplies by 0.84 instead of dividing, 73 (about 73.1) adds 16% of 63 to 63, and 147 adds 84 to 63.",
  },
  {
    id: "AR-081",
    topic: "percents",
    difficulty: "hard",
    stem: "In a transportation company, 60% of the soldiers are men and 40% are women. Of the men, 25% hold a commercial driver's license; of the women, 40% do. What percent of the whole company holds the license?",
    options: ["16%", "31%", "32.5%", "65%"],
    answer: 1,
    explanation:
      "Men with the license are 25% of 60% = 15% of the company, and women with it are 40% of 40% = 16%, so 15% + 16% = 31%. 32.5% simply averages 25% and 40%, ignoring that the groups are different sizes; 65% adds the two percents, and 16% counts only the women.",
  },
  {
    id: "AR-082",
    topic: "percents",
    difficulty: "easy",
    stem: "A motor pool has 40 vehicles, and 15 of them are trucks. What percent of the vehicles are NOT trucks?",
    options: ["25%", "37.5%", "60%", "62.5%"],
    answer: 3,
    explanation:
      "40 − 15 = 25 vehicles are not trucks, and 25 ÷ 40 = 0.625 = 62.5%. 37.5% is the percent that are trucks, 25% reports the count of non-trucks as a percent, and 60% compares trucks with non-trucks (15 ÷ 25) instead of with all vehicles.",
  },
  {
    id: "AR-083",
    topic: "percents",
    difficulty: "hard",
    stem: "Of 360 applicants who took a physical exam, 25% more passed than failed. How many applicants passed?",
    options: ["90", "160", "180", "200"],
    answer: 3,
    explanation:
      "If F applicants failed, 1.25F passed, so F + 1.25F = 2.25F = 360 and F = 160; then 1.25 × 160 = 200 passed (200 is 40 more than 160, and 40 is 25% of 160). 160 is the number who failed, 180 splits the group evenly, and 90 is 25% of 360.",
  },

  // ---------------------------------------------------------------- percent change
  {
    id: "AR-084",
    topic: "percent change",
    difficulty: "easy",
    stem: "The price of a gallon of diesel rose from $3.20 to $3.60. What was the percent increase?",
    options: ["11.1%", "12.5%", "40%", "112.5%"],
    answer: 1,
    explanation:
      "The increase is $0.40, and compared with the original price that is 0.40 ÷ 3.20 = 0.125 = 12.5%. About 11.1% divides by the new price, 40% treats 40 cents as a percent, and 112.5% is the new price as a percent of the old one.",
  },
  {
    id: "AR-085",
    topic: "percent change",
    difficulty: "easy",
    stem: "A motor pool had 120 vehicles. Its fleet then grew by 15%. How many vehicles does it have now?",
    options: ["18", "102", "135", "138"],
    answer: 3,
    explanation:
      "15% of 120 is 0.15 × 120 = 18, so the fleet grows to 120 + 18 = 138 vehicles. 18 is only the increase, 135 adds 15 vehicles as if the percent were a count, and 102 subtracts 15% instead of adding it.",
  },
  {
    id: "AR-086",
    topic: "percent change",
    difficulty: "medium",
    stem: "During basic training, a recruit's push-up count rose from 40 to 52. By what percent did his push-up count increase?",
    options: ["12%", "23.1%", "30%", "130%"],
    answer: 2,
    explanation:
      "The increase is 12 push-ups, and 12 ÷ 40 = 0.30 = 30%. About 23.1% divides the increase by the new count (12 ÷ 52), 12% treats the increase as a percent, and 130% is the new count as a percent of the old one.",
  },
  {
    id: "AR-087",
    topic: "percent change",
    difficulty: "medium",
    stem: "After a 20% price cut, a field jacket sells for $64. What was the price before the cut?",
    options: ["$51.20", "$76.80", "$80.00", "$84.00"],
    answer: 2,
    explanation:
      "The sale price is 80% of the original, so the original is 64 ÷ 0.80 = $80.00 (check: 20% of $80 is $16, and $80 − $16 = $64). $76.80 adds 20% of $64, but the cut was 20% of the larger original price; $84.00 adds $20, and $51.20 takes another 20% off.",
  },
  {
    id: "AR-088",
    topic: "percent change",
    difficulty: "medium",
    stem: "The population of a town near a base fell from 12,500 to 11,000. What was the percent decrease?",
    options: ["12%", "13.6%", "15%", "88%"],
    answer: 0,
    explanation:
      "The drop is 12,500 − 11,000 = 1,500, and 1,500 ÷ 12,500 = 0.12 = 12%. About 13.6% divides by the new population (1,500 ÷ 11,000), 15% reads the drop of 1,500 as 15%, and 88% is the part that remains.",
  },
  {
    id: "AR-089",
    topic: "percent change",
    difficulty: "medium",
    stem: "A base supply office raised its order of printer paper by 10% one month and by another 10% the next month. By what percent did the order grow over the two months?",
    options: ["1%", "10%", "20%", "21%"],
    answer: 3,
    explanation:
      "Each 10% raise multiplies the order by 1.1, and 1.1 × 1.1 = 1.21, a 21% increase; for example, 100 reams become 110 and then 121. 20% adds the two percents, ignoring that the second raise applies to the already larger order; 10% counts only one of the raises, and 1% multiplies the percents themselves (10% × 10%).",
  },
  {
    id: "AR-090",
    topic: "percent change",
    difficulty: "hard",
    stem: "A unit's training budget was cut by 40%. By what percent must the new budget be increased to bring it back to its original amount?",
    options: ["40%", "60%", "66 2/3%", "140%"],
    answer: 2,
    explanation:
      "If the budget was $100, the cut leaves $60, and restoring it needs $40 more. The increase is figured on the new amount: 40 ÷ 60 = 2/3 = 66 2/3%. 40% applies the increase to the original amount instead of the smaller one, 60% is the part that remained, and 140% adds the 40% to 100%; raising $60 by 140% would give $144, far more than the original $100.",
  },
  {
    id: "AR-091",
    topic: "percent change",
    difficulty: "easy",
    stem: "Last July a base used 48,000 kilowatt-hours of electricity. This July it used 12.5% less. How many kilowatt-hours did it use this July?",
    options: ["6,000", "35,500", "42,000", "54,000"],
    answer: 2,
    explanation:
      "12.5% of 48,000 is 0.125 × 48,000 = 6,000, so this July's use is 48,000 − 6,000 = 42,000 kilowatt-hours. 6,000 is only the decrease, 54,000 adds it instead of subtracting, and 35,500 subtracts 12,500 as if the percent were a number of kilowatt-hours.",
  },
  {
    id: "AR-092",
    topic: "percent change",
    difficulty: "hard",
    stem: "A contractor's salary went up 20% one year and down 20% the next year, ending at $38,400. What was the salary before the two changes?",
    options: ["$36,864", "$38,400", "$40,000", "$46,080"],
    answer: 2,
    explanation:
      "The two changes multiply the salary by 1.2 × 0.8 = 0.96, so the original is 38,400 ÷ 0.96 = $40,000 (check: $40,000 → $48,000 → $38,400). $38,400 assumes the changes cancel, $36,864 applies the changes again to the final salary, and $46,080 simply adds 20% to the final salary.",
  },

  // ---------------------------------------------------------------- simple interest
  {
    id: "AR-093",
    topic: "simple interest",
    difficulty: "easy",
    stem: "A soldier deposits $1,200 in a savings account that pays 5% simple interest per year. How much interest does the deposit earn in 2 years?",
    options: ["$60", "$120", "$1,260", "$1,320"],
    answer: 1,
    explanation:
      "Simple interest is principal × rate × time: 1,200 × 0.05 × 2 = $120. $60 is the interest for only 1 year, and $1,260 and $1,320 are account balances (principal plus interest), not the interest itself.",
  },
  {
    id: "AR-094",
    topic: "simple interest",
    difficulty: "easy",
    stem: "A sailor puts $3,000 in a certificate that pays 3.5% simple interest per year. What is the balance, principal plus interest, after 4 years?",
    options: ["$420", "$3,105", "$3,420", "$4,200"],
    answer: 2,
    explanation:
      "The interest is 3,000 × 0.035 × 4 = $420, so the balance is $3,000 + $420 = $3,420. $420 is the interest alone, $3,105 counts only 1 year of interest, and $4,200 uses 35% instead of 3.5% and then reports only the interest.",
  },
  {
    id: "AR-095",
    topic: "simple interest",
    difficulty: "medium",
    stem: "A soldier borrows $2,400 at 6% simple interest per year and repays the loan after 9 months. How much interest does he pay?",
    options: ["$108", "$144", "$1,296", "$2,508"],
    answer: 0,
    explanation:
      "9 months is 9/12 = 0.75 year, so the interest is 2,400 × 0.06 × 0.75 = $108. $144 is a full year's interest, $1,296 treats the 9 months as 9 years, and $2,508 is the total repaid, not the interest.",
  },
  {
    id: "AR-096",
    topic: "simple interest",
    difficulty: "medium",
    stem: "A deposit of $2,500 earns $300 in simple interest over 4 years. What is the annual interest rate?",
    options: ["1.2%", "3%", "7.5%", "12%"],
    answer: 1,
    explanation:
      "The interest per year is 300 ÷ 4 = $75, and 75 ÷ 2,500 = 0.03 = 3%. 12% is the rate for all 4 years together (300 ÷ 2,500), 7.5% reads the $75 yearly interest as a percent, and 1.2% slips a decimal place in the 12%.",
  },
  {
    id: "AR-097",
    topic: "simple interest",
    difficulty: "medium",
    stem: "What amount of money, invested at 4.5% simple interest per year, earns $90 in interest in 2 years?",
    options: ["$1,000", "$2,000", "$4,000", "$10,000"],
    answer: 0,
    explanation:
      "Interest = P × 0.045 × 2 = 0.09P, so 0.09P = 90 and P = 90 ÷ 0.09 = $1,000 (check: 1,000 × 0.045 × 2 = 90). $2,000 ignores the 2 years (90 ÷ 0.045), $4,000 multiplies by the 2 years instead of dividing, and $10,000 slips a decimal place (90 ÷ 0.009).",
  },
  {
    id: "AR-098",
    topic: "simple interest",
    difficulty: "easy",
    stem: "A store charges 2% simple interest per month on an unpaid balance of $600. If nothing is paid, how much interest builds up in 5 months?",
    options: ["$6", "$12", "$60", "$660"],
    answer: 2,
    explanation:
      "The monthly interest is 0.02 × $600 = $12, and over 5 months it is 5 × $12 = $60. $12 is just one month, $660 is the balance owed rather than the interest, and $6 uses 0.2% per month after a decimal slip.",
  },
  {
    id: "AR-099",
    topic: "simple interest",
    difficulty: "medium",
    stem: "A soldier puts $3,000 in one account at 4% simple interest and $2,000 in another at 6% simple interest. How much interest do the two accounts earn together in 3 years?",
    options: ["$240", "$720", "$750", "$5,720"],
    answer: 1,
    explanation:
      "Each year the first account earns 3,000 × 0.04 = $120 and the second earns 2,000 × 0.06 = $120, so together they earn $240 a year and 3 × $240 = $720 in 3 years. $240 is one year only, $750 uses the average rate of 5% on all $5,000 although the amounts differ, and $5,720 is the combined balance, not the interest.",
  },
  {
    id: "AR-100",
    topic: "simple interest",
    difficulty: "hard",
    stem: "Loan A is $5,000 at 7% simple interest for 4 years. Loan B is $5,000 at 5% simple interest for 5 years. How much more interest does Loan A cost than Loan B?",
    options: ["$150", "$400", "$1,250", "$1,400"],
    answer: 0,
    explanation:
      "Loan A costs 5,000 × 0.07 × 4 = $1,400 and Loan B costs 5,000 × 0.05 × 5 = $1,250, a difference of $150. $400 takes the 2% rate difference for 4 years and ignores that the terms differ, and $1,400 and $1,250 are the two loans' interest, not the difference.",
  },
  {
    id: "AR-101",
    topic: "simple interest",
    difficulty: "hard",
    stem: "A service member borrows $1,800 at 8% simple interest per year for 2.5 years and repays the principal and interest in 30 equal monthly payments. How much is each payment?",
    options: ["$60.00", "$64.80", "$72.00", "$90.00"],
    answer: 2,
    explanation:
      "The interest is 1,800 × 0.08 × 2.5 = $360, so the total owed is $2,160, and 2,160 ÷ 30 = $72.00. $60.00 repays the principal only, $64.80 charges only 1 year of interest ($1,944 ÷ 30), and $90.00 spreads the total over 24 months instead of 30.",
  },

  // ---------------------------------------------------------------- work problems
  {
    id: "AR-102",
    topic: "work problems",
    difficulty: "easy",
    stem: "A soldier can clean 6 rifles per hour. At that rate, how long will it take 3 soldiers to clean 45 rifles?",
    options: ["2.5 hours", "5 hours", "7.5 hours", "15 hours"],
    answer: 0,
    explanation:
      "Together the 3 soldiers clean 3 × 6 = 18 rifles per hour, so 45 ÷ 18 = 2.5 hours. 7.5 hours is the time for one soldier alone (45 ÷ 6), 15 hours divides the rifles by the number of soldiers and ignores their rate, and 5 hours adds 6 + 3 instead of multiplying.",
  },
  {
    id: "AR-103",
    topic: "work problems",
    difficulty: "medium",
    stem: "One pump can empty a flooded basement in 4 hours, and a smaller pump can empty it in 12 hours. How long will it take the two pumps working together?",
    options: ["3 hours", "4 hours", "8 hours", "16 hours"],
    answer: 0,
    explanation:
      "Add the rates: 1/4 + 1/12 = 3/12 + 1/12 = 4/12 = 1/3 of the basement per hour, so the job takes 3 hours. 8 hours averages the two times and 16 hours adds them; both are wrong because a second pump must make the job faster than the faster pump alone, which is 4 hours.",
  },
  {
    id: "AR-104",
    topic: "work problems",
    difficulty: "hard",
    stem: "Working alone, three soldiers could dig a trench in 4 hours, 6 hours, and 12 hours. How long will it take if all three dig together?",
    options: ["2 hours", "2 hours 24 minutes", "7 hours 20 minutes", "22 hours"],
    answer: 0,
    explanation:
      "Add the rates: 1/4 + 1/6 + 1/12 = 3/12 + 2/12 + 1/12 = 6/12 = 1/2 trench per hour, so the job takes 2 hours. 2 hours 24 minutes leaves out the slowest soldier (1/4 + 1/6 = 5/12, or 2.4 hours), 7 hours 20 minutes averages the three times, and 22 hours adds them.",
  },
  {
    id: "AR-105",
    topic: "work problems",
    difficulty: "medium",
    stem: "Five mechanics can overhaul an engine in 12 hours. Working at the same rate, how many mechanics are needed to do the job in 4 hours?",
    options: ["2", "13", "15", "20"],
    answer: 2,
    explanation:
      "The job takes 5 × 12 = 60 mechanic-hours, so finishing in 4 hours needs 60 ÷ 4 = 15 mechanics. About 2 (5 × 4 ÷ 12) treats fewer hours as needing fewer workers, 13 adds the 8 hours saved to the crew of 5, and 20 multiplies 5 by 4.",
  },
  {
    id: "AR-106",
    topic: "work problems",
    difficulty: "hard",
    stem: "Private Ortiz can inventory a warehouse alone in 9 hours. He works alone for 3 hours, and then Private Shaw joins him; together they finish in 2 more hours. How long would Private Shaw take to inventory the warehouse alone?",
    options: ["3 hours", "4.5 hours", "6 hours", "9 hours"],
    answer: 1,
    explanation:
      "Ortiz works 5 hours in all and does 5/9 of the job, so Shaw does the other 4/9 in 2 hours, a rate of 2/9 per hour; the whole job would take him 9/2 = 4.5 hours. 3 hours forgets that Ortiz kept working during the last 2 hours (6/9 in 2 hours), 6 hours subtracts 3 from 9, and 9 hours assumes Shaw works at Ortiz's rate.",
  },
  {
    id: "AR-107",
    topic: "work problems",
    difficulty: "medium",
    stem: "One printer can print a training manual in 20 minutes, and a second printer can print one in 30 minutes. Running at the same time, how many manuals can the two printers print in 2 hours?",
    options: ["4", "6", "10", "12"],
    answer: 2,
    explanation:
      "In 2 hours (120 minutes) the first printer makes 120 ÷ 20 = 6 manuals and the second makes 120 ÷ 30 = 4, so together they make 10. 6 and 4 count only one printer each, and 12 divides 120 by the difference of the times (30 − 20 = 10), which has no meaning.",
  },
  {
    id: "AR-108",
    topic: "work problems",
    difficulty: "medium",
    stem: "Two cooks working together can prepare a banquet in 3 hours. One cook works twice as fast as the other. How long would the slower cook take to prepare the banquet alone?",
    options: ["1.5 hours", "4.5 hours", "6 hours", "9 hours"],
    answer: 3,
    explanation:
      "If the slower cook does r of the job per hour, the faster does 2r, and together 3r = 1/3, so r = 1/9: the slower cook needs 9 hours. 4.5 hours is the faster cook's time, 6 hours simply doubles the shared time, and 1.5 hours halves it.",
  },
  {
    id: "AR-109",
    topic: "work problems",
    difficulty: "easy",
    stem: "A soldier can assemble 4 cots in 30 minutes. At that rate, how many cots can he assemble in 3 hours?",
    options: ["12", "24", "40", "90"],
    answer: 1,
    explanation:
      "3 hours contains six 30-minute periods, so he assembles 6 × 4 = 24 cots. 12 treats 4 cots as the hourly rate, 40 treats 3 hours as 300 minutes, and 90 multiplies the 30 minutes by 3.",
  },
  {
    id: "AR-110",
    topic: "work problems",
    difficulty: "hard",
    stem: "A crew of 6 soldiers working 8 hours a day can build a bunker in 5 days. How many days would a crew of 4 soldiers working 10 hours a day take to build the same bunker?",
    options: ["2.7 days", "4 days", "6 days", "7.5 days"],
    answer: 2,
    explanation:
      "The bunker takes 6 × 8 × 5 = 240 soldier-hours. The new crew supplies 4 × 10 = 40 soldier-hours a day, so it needs 240 ÷ 40 = 6 days. 7.5 days adjusts only for the smaller crew, 4 days adjusts only for the longer workday, and about 2.7 days treats both changes as direct instead of inverse proportions.",
  },
];
