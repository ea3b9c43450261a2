import type { AuthoredItem } from "../../types";

/** AR items: ratios and proportions, averages, mixtures, unit conversions and multi-step money problems. */
export const AR_RATIOS_AVERAGES_AND_MONEY_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- ratios and proportions
  {
    id: "AR-111",
    topic: "ratios and proportions",
    difficulty: "easy",
    stem: "In a motor pool, the ratio of trucks to jeeps is 4 to 3. There are 24 trucks. How many jeeps are there?",
    options: ["6", "18", "32", "42"],
    answer: 1,
    explanation:
      "Each part of the ratio is 24 ÷ 4 = 6 vehicles, so there are 3 × 6 = 18 jeeps. 32 turns the ratio upside down (24 × 4/3), 42 is the total of trucks and jeeps, and 6 is only one part of the ratio.",
  },
  {
    id: "AR-112",
    topic: "ratios and proportions",
    difficulty: "easy",
    stem: "A field-kitchen recipe uses 2 cups of rice for every 3 cups of water. How many cups of water are needed for 5 cups of rice?",
    options: ["3 1/3 cups", "6 cups", "7 1/2 cups", "15 cups"],
    answer: 2,
    explanation:
      "Set up the proportion 2/3 = 5/w, so 2w = 15 and w = 7 1/2 cups. 3 1/3 cups flips the ratio (5 × 2/3), 6 cups just adds the 1-cup difference to 5, and 15 cups multiplies 5 by 3 without dividing by 2.",
  },
  {
    id: "AR-113",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "Two soldiers split an $84 prize in the ratio 3 to 4. How much is the smaller share?",
    options: ["$12", "$21", "$28", "$36"],
    answer: 3,
    explanation:
      "The ratio has 3 + 4 = 7 parts, so each part is 84 ÷ 7 = $12 and the smaller share is 3 × $12 = $36. $12 is the value of one part, not a share, and $21 and $28 divide $84 by 4 and by 3 instead of by the total number of parts.",
  },
  {
    id: "AR-114",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "In a company of 120 soldiers, the ratio of men to women is 5 to 3. How many more men than women are in the company?",
    options: ["30", "40", "45", "75"],
    answer: 0,
    explanation:
      "There are 5 + 3 = 8 parts, each worth 120 ÷ 8 = 15 soldiers, so there are 75 men and 45 women, and 75 − 45 = 30. 75 is the number of men, 45 is the number of women, and 40 divides 120 by 3.",
  },
  {
    id: "AR-115",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "At the same time of day, a 12-foot pole casts a 9-foot shadow and a flagpole casts a 45-foot shadow. How tall is the flagpole?",
    options: ["33.75 ft", "48 ft", "60 ft", "540 ft"],
    answer: 2,
    explanation:
      "Heights and shadows are in the same ratio: 12/9 = h/45, so h = 45 × 12 ÷ 9 = 60 ft. 33.75 ft turns the ratio upside down (45 × 9 ÷ 12), 48 ft adds the 3-foot difference to the shadow, and 540 ft multiplies 12 by 45 without dividing by 9.",
  },
  {
    id: "AR-116",
    topic: "ratios and proportions",
    difficulty: "hard",
    stem: "In a brigade, the ratio of medics to drivers is 2 to 3, and the ratio of drivers to mechanics is 4 to 5. What is the ratio of medics to mechanics?",
    options: ["8 to 15", "2 to 5", "8 to 12", "12 to 15"],
    answer: 0,
    explanation:
      "Make the drivers' number the same in both ratios: 2 : 3 = 8 : 12 and 4 : 5 = 12 : 15, so medics : drivers : mechanics = 8 : 12 : 15 and medics to mechanics is 8 to 15. 2 to 5 joins the first and last numbers without matching the drivers, 8 to 12 is medics to drivers, and 12 to 15 is drivers to mechanics.",
  },
  {
    id: "AR-117",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "Driving at 60 miles per hour, a convoy reaches a depot in 5 hours. How long would the same trip take at 75 miles per hour?",
    options: ["4 hours", "4 hours 45 minutes", "5 hours 15 minutes", "6 hours 15 minutes"],
    answer: 0,
    explanation:
      "The distance is 60 × 5 = 300 miles, and 300 ÷ 75 = 4 hours; time and speed are inversely proportional. 6 hours 15 minutes treats them as directly proportional (5 × 75/60), 4 hours 45 minutes subtracts the 15-mph difference as 15 minutes, and 5 hours 15 minutes adds it.",
  },
  {
    id: "AR-118",
    topic: "ratios and proportions",
    difficulty: "medium",
    stem: "A training course requires at least 1 instructor for every 8 trainees. What is the smallest number of instructors needed for 100 trainees?",
    options: ["8", "12", "12.5", "13"],
    answer: 3,
    explanation:
      "100 ÷ 8 = 12.5, and since there cannot be half an instructor and 12 instructors would cover only 96 trainees, 13 are needed. 12 rounds down and leaves 4 trainees without an instructor, 8 is just the number from the ratio, and 12.5 is the exact quotient, which is not a possible number of people.",
  },
  {
    id: "AR-119",
    topic: "ratios and proportions",
    difficulty: "hard",
    stem: "In an armory, the ratio of rifles to pistols is 7 to 2. After 30 rifles are sent out for repair, the ratio of rifles to pistols is 2 to 1. How many rifles were in the armory at first?",
    options: ["20", "40", "70", "105"],
    answer: 2,
    explanation:
      "Let there be 7k rifles and 2k pistols. After the repair shipment, (7k − 30) = 2 × 2k, so 3k = 30 and k = 10: 70 rifles and 20 pistols at first (check: 40 rifles to 20 pistols is 2 to 1). 40 is the number of rifles left, 20 is the number of pistols, and 105 scales 30 by 7/2.",
  },

  // ---------------------------------------------------------------- averages
  {
    id: "AR-120",
    topic: "averages",
    difficulty: "easy",
    stem: "Five soldiers weigh 160, 175, 182, 148 and 190 pounds. What is their average (mean) weight?",
    options: ["42 pounds", "171 pounds", "175 pounds", "213.75 pounds"],
    answer: 1,
    explanation:
      "The total is 160 + 175 + 182 + 148 + 190 = 855 pounds, and 855 ÷ 5 = 171 pounds. 175 pounds is the median (the middle value), 213.75 pounds divides by 4 instead of 5, and 42 pounds is the range (190 − 148).",
  },
  {
    id: "AR-121",
    topic: "averages",
    difficulty: "medium",
    stem: "In a training course, the written test counts for 60% of the final grade and the field exercise counts for 40%. A soldier scores 80 on the written test and 95 on the field exercise. What is her final grade?",
    options: ["86", "87.5", "89", "175"],
    answer: 0,
    explanation:
      "A weighted average multiplies each score by its weight: 0.60 × 80 + 0.40 × 95 = 48 + 38 = 86. 87.5 averages the two scores as if they counted equally, 89 swaps the weights, and 175 adds the scores without averaging.",
  },
  {
    id: "AR-122",
    topic: "averages",
    difficulty: "medium",
    stem: "Four soldiers have an average height of 70 in. A fifth soldier who is 75 in. tall joins them. What is the average height of the five soldiers?",
    options: ["71 in.", "71.25 in.", "72.5 in.", "88.75 in."],
    answer: 0,
    explanation:
      "The four soldiers total 4 × 70 = 280 in.; adding 75 gives 355 in., and 355 ÷ 5 = 71 in. 72.5 in. averages 70 and 75 as if each were one person, 71.25 in. spreads the extra 5 in. over 4 soldiers instead of 5, and 88.75 in. divides the new total by 4.",
  },
  {
    id: "AR-123",
    topic: "averages",
    difficulty: "medium",
    stem: "A driver travels 2 hours at 50 miles per hour and then 3 hours at 60 miles per hour. What is her average speed for the whole trip?",
    options: ["54 mph", "55 mph", "56 mph", "110 mph"],
    answer: 2,
    explanation:
      "Average speed is total distance ÷ total time: (2 × 50 + 3 × 60) ÷ 5 = (100 + 180) ÷ 5 = 280 ÷ 5 = 56 mph. 55 mph averages the two speeds and ignores that she drove longer at 60 mph, 54 mph swaps the times, and 110 mph adds the speeds.",
  },
  {
    id: "AR-124",
    topic: "averages",
    difficulty: "hard",
    stem: "A dining facility served an average of 420 meals a day from Monday through Friday, then 320 meals on Saturday and 380 on Sunday. What was the average number of meals per day for the whole week?",
    options: ["350", "373", "385", "400"],
    answer: 3,
    explanation:
      "The weekday total is 5 × 420 = 2,100 meals, and the week's total is 2,100 + 320 + 380 = 2,800, so the average is 2,800 ÷ 7 = 400. About 373 averages the three numbers 420, 320 and 380 as if 420 were a single day, 385 averages the weekday average with the weekend average, and 350 is the weekend average only.",
  },
  {
    id: "AR-125",
    topic: "averages",
    difficulty: "hard",
    stem: "A platoon of 30 soldiers averaged 78 on a test. Five of them retook the test, and each of the five scored 12 points higher than before. What is the platoon's new average?",
    options: ["78.4", "80", "80.4", "90"],
    answer: 1,
    explanation:
      "The total rises by 5 × 12 = 60 points, which spread over 30 soldiers raises the average by 60 ÷ 30 = 2, to 80. 90 adds 12 to the average as if everyone improved, 78.4 spreads only one soldier's 12 points over the platoon, and 80.4 divides the 60 points by 25 instead of by 30.",
  },
  {
    id: "AR-126",
    topic: "averages",
    difficulty: "easy",
    stem: "A generator used 35, 42, 38 and 45 gallons of fuel on four days. What was the average fuel use per day?",
    options: ["40 gallons", "45 gallons", "53.3 gallons", "160 gallons"],
    answer: 0,
    explanation:
      "The total is 35 + 42 + 38 + 45 = 160 gallons, and 160 ÷ 4 = 40 gallons per day. 53.3 gallons divides by 3 instead of 4, 160 gallons is the total, not the average, and 45 gallons is simply the largest day.",
  },
  {
    id: "AR-127",
    topic: "averages",
    difficulty: "hard",
    stem: "A recruit's average on 8 tests is 85. If his lowest score, 57, is dropped, what is the average of the other 7 tests?",
    options: ["77.9", "85", "88.5", "89"],
    answer: 3,
    explanation:
      "The 8 tests total 8 × 85 = 680 points; without the 57 the total is 623, and 623 ÷ 7 = 89. About 77.9 removes the 57 but still divides by 8, 88.5 adds (85 − 57) ÷ 8 to the average instead of dividing by 7, and 85 assumes the average does not change.",
  },
  {
    id: "AR-128",
    topic: "averages",
    difficulty: "easy",
    stem: "A recruiter signed up 12, 15, 9, 18 and 11 recruits in five months. What was the average number per month?",
    options: ["9", "12", "13", "16.25"],
    answer: 2,
    explanation:
      "The total is 12 + 15 + 9 + 18 + 11 = 65, and 65 ÷ 5 = 13 recruits per month. 12 is the median (the middle value when sorted), 16.25 divides by 4 instead of 5, and 9 is the range (18 − 9).",
  },

  // ---------------------------------------------------------------- mixtures
  {
    id: "AR-129",
    topic: "mixtures",
    difficulty: "easy",
    stem: "A 20-liter container of salt water is 15% salt by volume. How many liters of the solution are NOT salt?",
    options: ["3 liters", "5 liters", "15 liters", "17 liters"],
    answer: 3,
    explanation:
      "Salt is 15% of 20 liters, or 0.15 × 20 = 3 liters, so the other 20 − 3 = 17 liters are water. 3 liters is the salt itself, 15 liters reads the percent as liters, and 5 liters subtracts 15 from 20.",
  },
  {
    id: "AR-130",
    topic: "mixtures",
    difficulty: "hard",
    stem: "How many ounces of pure disinfectant must be added to 30 ounces of a 10% disinfectant solution to make a 25% solution?",
    options: ["4.5 ounces", "6 ounces", "7.5 ounces", "15 ounces"],
    answer: 1,
    explanation:
      "The solution has 0.10 × 30 = 3 ounces of disinfectant. Adding x ounces of pure disinfectant gives (3 + x) ÷ (30 + x) = 0.25, so 3 + x = 7.5 + 0.25x, 0.75x = 4.5 and x = 6 (check: 9 ÷ 36 = 25%). 4.5 ounces takes the 15-point difference as a percent of the 30 ounces, forgetting that the added disinfectant also makes the total larger; 7.5 ounces is 25% of 30, and 15 ounces uses the 15-point difference in percent as ounces.",
  },
  {
    id: "AR-131",
    topic: "mixtures",
    difficulty: "medium",
    stem: "A dining facility blends coffee that costs $6 per pound with coffee that costs $9 per pound to make 30 pounds worth $7 per pound. How many pounds of the $9 coffee does it use?",
    options: ["10 pounds", "15 pounds", "20 pounds", "23 1/3 pounds"],
    answer: 0,
    explanation:
      "Let y be the pounds of $9 coffee: 6(30 − y) + 9y = 7 × 30, so 180 + 3y = 210 and y = 10 pounds. 20 pounds is the amount of the $6 coffee, 15 pounds splits the blend evenly, which would give a price of $7.50, and 23 1/3 pounds divides the total value ($210) by $9.",
  },
  {
    id: "AR-132",
    topic: "mixtures",
    difficulty: "easy",
    stem: "A cook mixes 3 pounds of peanuts costing $4 per pound with 2 pounds of cashews costing $9 per pound. What is the cost per pound of the mixture?",
    options: ["$6.00", "$6.50", "$7.00", "$13.00"],
    answer: 0,
    explanation:
      "The mixture costs 3 × $4 + 2 × $9 = $12 + $18 = $30 for 5 pounds, or $30 ÷ 5 = $6.00 per pound. $6.50 averages the two prices although the amounts differ, $7.00 swaps the weights, and $13.00 adds the prices.",
  },
  {
    id: "AR-133",
    topic: "mixtures",
    difficulty: "hard",
    stem: "A metal shop melts an alloy that is 20% copper together with an alloy that is 50% copper to make 60 kg of an alloy that is 30% copper. How many kilograms of the 20% alloy are used?",
    options: ["20 kg", "30 kg", "36 kg", "40 kg"],
    answer: 3,
    explanation:
      "The result holds 0.30 × 60 = 18 kg of copper. With x kg of the 20% alloy: 0.20x + 0.50(60 − x) = 18, so 30 − 0.30x = 18 and x = 40 kg (check: 8 + 10 = 18). 20 kg is the amount of the 50% alloy, 30 kg splits the batch evenly, and 36 kg divides the 18 kg of copper by 0.50.",
  },
  {
    id: "AR-134",
    topic: "mixtures",
    difficulty: "medium",
    stem: "A two-stroke engine needs fuel mixed at 50 parts gasoline to 1 part oil. How many ounces of oil should be added to 2.5 gallons of gasoline? (1 gallon = 128 ounces)",
    options: ["0.05 ounce", "2.56 ounces", "5 ounces", "6.4 ounces"],
    answer: 3,
    explanation:
      "2.5 gallons is 2.5 × 128 = 320 ounces of gasoline, and 320 ÷ 50 = 6.4 ounces of oil. 2.56 ounces converts only 1 gallon (128 ÷ 50), 0.05 ounce divides 2.5 by 50 without converting gallons to ounces, and 5 ounces uses 100 ounces per gallon.",
  },
  {
    id: "AR-135",
    topic: "mixtures",
    difficulty: "hard",
    stem: "A 40-liter tank holds a solution that is 25% alcohol. Ten liters of the solution are drained off and replaced with pure water. What percent of the new solution is alcohol?",
    options: ["15%", "18.75%", "20%", "25%"],
    answer: 1,
    explanation:
      "After draining, 30 liters remain with 0.25 × 30 = 7.5 liters of alcohol; adding 10 liters of water brings the volume back to 40 liters, so 7.5 ÷ 40 = 18.75%. 15% subtracts 10 from 25, 20% adds the water without draining anything (10 ÷ 50), and 25% assumes that drained solution replaced with water changes nothing.",
  },
  {
    id: "AR-136",
    topic: "mixtures",
    difficulty: "easy",
    stem: "A vehicle's cooling system holds 15 quarts of a mixture that is 60% antifreeze and 40% water. How many quarts of antifreeze are in the system?",
    options: ["0.9 quart", "6 quarts", "7.5 quarts", "9 quarts"],
    answer: 3,
    explanation:
      "60% of 15 quarts is 0.60 × 15 = 9 quarts of antifreeze. 6 quarts is the water (40%), 7.5 quarts assumes a half-and-half mix, and 0.9 quart uses 6% instead of 60%.",
  },
  {
    id: "AR-137",
    topic: "mixtures",
    difficulty: "medium",
    stem: "A 50-gallon batch of salt water is 4% salt. How many gallons of water must evaporate to make the solution 5% salt?",
    options: ["0.5 gallon", "10 gallons", "12.5 gallons", "40 gallons"],
    answer: 1,
    explanation:
      "The salt stays the same: 0.04 × 50 = 2 gallons. For 2 gallons to be 5% of the solution, the solution must be 2 ÷ 0.05 = 40 gallons, so 50 − 40 = 10 gallons must evaporate. 40 gallons is what remains, not what evaporates; 0.5 gallon takes 1% of 50, and 12.5 gallons divides 50 by 4.",
  },

  // ---------------------------------------------------------------- unit conversions
  {
    id: "AR-138",
    topic: "unit conversions",
    difficulty: "easy",
    stem: "A case of field rations weighs 3.5 pounds. How many ounces is that? (1 pound = 16 ounces)",
    options: ["35 ounces", "42 ounces", "48 ounces", "56 ounces"],
    answer: 3,
    explanation:
      "3.5 × 16 = 56 ounces. 35 ounces treats a pound as 10 ounces, 48 ounces drops the half pound (3 × 16), and 42 ounces uses 12, the number of inches in a foot.",
  },
  {
    id: "AR-139",
    topic: "unit conversions",
    difficulty: "easy",
    stem: "A training class lasts 2 hours 15 minutes. How many minutes long is the class?",
    options: ["129 minutes", "135 minutes", "215 minutes", "225 minutes"],
    answer: 1,
    explanation:
      "2 hours is 120 minutes, and 120 + 15 = 135 minutes. 129 minutes treats 2 hours 15 minutes as the decimal 2.15 hours (2.15 × 60), 215 minutes simply writes the digits together, and 225 minutes reads 2.25 hours as 225 minutes.",
  },
  {
    id: "AR-140",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A water jug holds 5 gallons. How many 8-ounce cups can be filled from a full jug? (1 gallon = 128 fluid ounces)",
    options: ["20", "40", "62.5", "80"],
    answer: 3,
    explanation:
      "5 gallons is 5 × 128 = 640 fluid ounces, and 640 ÷ 8 = 80 cups. 20 is the number of quarts in 5 gallons, 40 multiplies 5 by 8, and 62.5 treats a gallon as 100 ounces.",
  },
  {
    id: "AR-141",
    topic: "unit conversions",
    difficulty: "easy",
    stem: "A medic gives a patient 1.5 liters of IV fluid. How many milliliters is that?",
    options: ["15 mL", "150 mL", "1,500 mL", "15,000 mL"],
    answer: 2,
    explanation:
      "There are 1,000 milliliters in a liter, so 1.5 × 1,000 = 1,500 mL. 150 mL and 15 mL multiply by 100 and 10, as if milli- meant a hundredth or a tenth, and 15,000 mL moves the decimal point one place too far.",
  },
  {
    id: "AR-142",
    topic: "unit conversions",
    difficulty: "easy",
    stem: "A soldier runs 5 kilometers. How many miles is that, using 1 mile = 1.6 kilometers?",
    options: ["3.125 miles", "3.4 miles", "6.6 miles", "8 miles"],
    answer: 0,
    explanation:
      "A mile is longer than a kilometer, so divide: 5 ÷ 1.6 = 3.125 miles. 8 miles multiplies by 1.6 instead of dividing, 6.6 miles adds 1.6, and 3.4 miles subtracts it.",
  },
  {
    id: "AR-143",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A leaking valve drips 2 cups of water every hour. How many gallons does it leak in one full day? (1 gallon = 16 cups)",
    options: ["3 gallons", "6 gallons", "12 gallons", "48 gallons"],
    answer: 0,
    explanation:
      "In 24 hours the valve leaks 24 × 2 = 48 cups, and 48 ÷ 16 = 3 gallons. 12 gallons divides by 4 (the number of cups in a quart), 6 gallons divides by 8 (the cups in a half gallon), and 48 gallons forgets to convert cups to gallons.",
  },
  {
    id: "AR-144",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A water tank is a box 6 ft long, 4 ft wide and 3 ft deep. About how many gallons does it hold? (1 cubic foot ≈ 7.5 gallons)",
    options: ["9.6 gallons", "72 gallons", "97.5 gallons", "540 gallons"],
    answer: 3,
    explanation:
      "The volume is 6 × 4 × 3 = 72 cubic feet, and 72 × 7.5 = 540 gallons. 72 gallons forgets to convert cubic feet to gallons, 9.6 gallons divides by 7.5 instead of multiplying, and 97.5 gallons adds the three dimensions (13 × 7.5) instead of multiplying them.",
  },
  {
    id: "AR-145",
    topic: "unit conversions",
    difficulty: "hard",
    stem: "A generator burns 3 quarts of fuel per hour. How long will a full 5-gallon fuel can keep it running? (1 gallon = 4 quarts)",
    options: ["1 hour 40 minutes", "5 hours", "6 hours 40 minutes", "15 hours"],
    answer: 2,
    explanation:
      "5 gallons is 20 quarts, and 20 ÷ 3 = 6 2/3 hours; 2/3 of an hour is 40 minutes, so the answer is 6 hours 40 minutes. 1 hour 40 minutes divides the 5 gallons by 3 without converting to quarts, 5 hours treats a gallon as 3 quarts, and 15 hours multiplies 5 by 3.",
  },
  {
    id: "AR-146",
    topic: "unit conversions",
    difficulty: "medium",
    stem: "A recipe uses 3/4 cup of oil per batch, and a bottle holds 32 fluid ounces of oil. How many full batches can be made from one bottle? (1 cup = 8 fluid ounces)",
    options: ["4", "5", "6", "42"],
    answer: 1,
    explanation:
      "Each batch uses 3/4 × 8 = 6 fluid ounces, and 32 ÷ 6 = 5 1/3, so only 5 full batches can be made. 6 rounds up although the last batch would be short of oil, 4 is the number of cups in the bottle, and 42 divides 32 by 3/4 (42 2/3) without converting cups to ounces.",
  },

  // ---------------------------------------------------------------- multi-step money
  {
    id: "AR-147",
    topic: "multi-step money",
    difficulty: "easy",
    stem: "A soldier earns $15.50 per hour at a weekend job. She works 6 hours on Saturday and 5 hours on Sunday and spends $20 on gas to get to the job. How much does she have left from the weekend's pay after paying for gas?",
    options: ["$73.00", "$150.50", "$170.50", "$190.50"],
    answer: 1,
    explanation:
      "She works 6 + 5 = 11 hours and earns 11 × $15.50 = $170.50; after $20 for gas she has $150.50. $170.50 forgets the gas, $190.50 adds the gas money instead of subtracting it, and $73.00 counts only Saturday's pay ($93 − $20).",
  },
  {
    id: "AR-148",
    topic: "multi-step money",
    difficulty: "medium",
    stem: "Bottled water costs $0.55 a bottle or $9.60 for a case of 24 bottles. How much does a unit save by buying 3 cases instead of the same number of single bottles?",
    options: ["$3.60", "$10.80", "$28.80", "$39.60"],
    answer: 1,
    explanation:
      "72 single bottles cost 72 × $0.55 = $39.60, and 3 cases cost 3 × $9.60 = $28.80, so the saving is $10.80. $3.60 is the saving on only one case, and $28.80 and $39.60 are the two costs, not the difference.",
  },
  {
    id: "AR-149",
    topic: "multi-step money",
    difficulty: "easy",
    stem: "A rental truck costs $45 per day plus $0.25 per mile. What is the total cost of renting it for 3 days and driving 240 miles?",
    options: ["$105", "$135", "$195", "$315"],
    answer: 2,
    explanation:
      "The daily charge is 3 × $45 = $135 and the mileage charge is 240 × $0.25 = $60, for a total of $195. $135 leaves out the mileage, $105 charges for only 1 day, and $315 charges the 240 miles once for each day.",
  },
  {
    id: "AR-150",
    topic: "multi-step money",
    difficulty: "medium",
    stem: "A store buys boots for $80 a pair, marks the price up 50%, and then sells them at 20% off the marked price. How much profit does the store make on each pair?",
    options: ["$16", "$24", "$40", "$96"],
    answer: 0,
    explanation:
      "The marked price is 80 × 1.5 = $120, and the sale price is 120 × 0.8 = $96, so the profit is 96 − 80 = $16. $24 subtracts the percents (50% − 20% = 30% of $80), $40 forgets the sale, and $96 is the selling price, not the profit.",
  },
  {
    id: "AR-151",
    topic: "multi-step money",
    difficulty: "medium",
    stem: "Nine members of a squad split a $234 restaurant bill plus a 15% tip equally. How much does each person pay?",
    options: ["$26.00", "$26.91", "$27.67", "$29.90"],
    answer: 3,
    explanation:
      "The tip is 0.15 × $234 = $35.10, so the total is $269.10, and $269.10 ÷ 9 = $29.90 each. $26.00 leaves out the tip, $27.67 adds a $15 tip instead of 15%, and $26.91 divides the total among 10 people.",
  },
  {
    id: "AR-152",
    topic: "multi-step money",
    difficulty: "medium",
    stem: "A phone plan charges $60 a month for the first line and $25 a month for each additional line. Four soldiers share one plan with four lines and split the monthly bill equally. How much does each soldier pay?",
    options: ["$21.25", "$33.75", "$40.00", "$135.00"],
    answer: 1,
    explanation:
      "The bill is $60 + 3 × $25 = $135, and $135 ÷ 4 = $33.75 each. $135.00 is the whole bill, $40.00 charges $25 for four additional lines instead of three, and $21.25 includes only one additional line.",
  },
  {
    id: "AR-153",
    topic: "multi-step money",
    difficulty: "hard",
    stem: "A gym charges a $50 sign-up fee plus $30 a month, or $4.50 per visit with no fee. A soldier plans to go 3 times a week for 12 weeks, which counts as 3 months of membership. How much does she save by joining instead of paying per visit?",
    options: ["$22", "$72", "$140", "$162"],
    answer: 0,
    explanation:
      "Paying per visit costs 3 × 12 = 36 visits × $4.50 = $162. Joining costs $50 + 3 × $30 = $140, so she saves $162 − $140 = $22. $72 forgets the sign-up fee, and $140 and $162 are the two costs, not the saving.",
  },
  {
    id: "AR-154",
    topic: "multi-step money",
    difficulty: "easy",
    stem: "A 12-pack of batteries costs $9.00, and a 4-pack costs $3.60. How much less per battery does the 12-pack cost?",
    options: ["$0.15", "$0.90", "$1.80", "$5.40"],
    answer: 0,
    explanation:
      "The 12-pack costs 9.00 ÷ 12 = $0.75 per battery and the 4-pack costs 3.60 ÷ 4 = $0.90, so the 12-pack saves $0.15 per battery. $0.90 is the 4-pack's price per battery, $1.80 is the saving on all 12 batteries, and $5.40 compares the package prices.",
  },
  {
    id: "AR-155",
    topic: "multi-step money",
    difficulty: "hard",
    stem: "A car salesperson earns $400 a week plus a 6% commission on weekly sales above $5,000. What does she earn in a week with $12,500 in sales?",
    options: ["$450", "$750", "$850", "$1,150"],
    answer: 2,
    explanation:
      "The commission is 6% of the $7,500 above $5,000: 0.06 × 7,500 = $450, so she earns $400 + $450 = $850. $1,150 pays commission on all $12,500, $450 leaves out the weekly $400, and $750 is 6% of all sales without the $400.",
  },
];
