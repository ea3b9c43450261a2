import type { AuthoredItem } from "../../types";

/** EI: Ohm's law, electrical power, series and parallel circuits, units and symbols. */
export const EI_CIRCUITS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "EI-066",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "A 24-volt source drives a current of 3 amperes through a heater element. What is the element's resistance?",
    options: ["0.125 Ω", "8 Ω", "27 Ω", "72 Ω"],
    answer: 1,
    explanation:
      "R = V ÷ I = 24 V ÷ 3 A = 8 Ω. 72 Ω multiplies the voltage by the current, 0.125 Ω divides the current by the voltage (upside down), and 27 Ω adds the two numbers.",
  },
  {
    id: "EI-067",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "A current of 0.5 ampere flows through a 220-ohm resistor. What is the voltage across the resistor?",
    options: ["440 V", "220.5 V", "110 V", "0.0023 V"],
    answer: 2,
    explanation:
      "V = I × R = 0.5 A × 220 Ω = 110 V. 440 V divides the resistance by the current, 0.0023 V divides the current by the resistance, and 220.5 V adds the current to the resistance, which mixes different units.",
  },
  {
    id: "EI-068",
    topic: "ohm's law",
    difficulty: "medium",
    stem: "What resistance will limit the current from a 12-volt supply to 20 milliamperes (20 mA)?",
    options: ["0.6 Ω", "60 Ω", "240 Ω", "600 Ω"],
    answer: 3,
    explanation:
      "Convert 20 mA to 0.02 A; then R = V ÷ I = 12 V ÷ 0.02 A = 600 Ω. 0.6 Ω divides by 20 without converting milliamperes to amperes, 60 Ω slips a decimal place, and 240 Ω multiplies 12 by 20.",
  },
  {
    id: "EI-069",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "The resistance in a circuit stays the same while the applied voltage is tripled. What happens to the current?",
    options: ["It triples.", "It stays the same.", "It drops to one-third.", "It becomes nine times as large."],
    answer: 0,
    explanation:
      "By Ohm's law, I = V ÷ R; with R fixed, the current is directly proportional to the voltage, so tripling the voltage triples the current. One-third is what would happen if the resistance were tripled instead, and nine times is the change in power (P = V² ÷ R), not current.",
  },
  {
    id: "EI-070",
    topic: "ohm's law",
    difficulty: "medium",
    stem: "A current of 4 milliamperes (4 mA) flows through a 2.2-kilohm (2.2 kΩ) resistor. What is the voltage across the resistor?",
    options: ["0.0088 V", "8.8 V", "88 V", "8,800 V"],
    answer: 1,
    explanation:
      "Convert both prefixes: 4 mA = 0.004 A and 2.2 kΩ = 2,200 Ω, so V = I × R = 0.004 A × 2,200 Ω = 8.8 V. 8,800 V converts the kilohms but treats 4 mA as 4 A, 0.0088 V converts the milliamperes but treats 2.2 kΩ as 2.2 Ω, and 88 V slips a decimal place.",
  },
  {
    id: "EI-071",
    topic: "ohm's law",
    difficulty: "hard",
    stem: "A circuit draws 2 A from a fixed-voltage source. When 6 Ω of resistance is added in series, the current falls to 1.5 A. What is the source voltage?",
    options: ["36 V", "24 V", "12 V", "9 V"],
    answer: 0,
    explanation:
      "The voltage is the same both times: 2R = 1.5(R + 6), so 0.5R = 9 and R = 18 Ω. Then V = 2 A × 18 Ω = 36 V (check: 1.5 A × 24 Ω = 36 V). 12 V and 9 V multiply only the added 6 Ω by one of the currents, and 24 V is the new total resistance, not a voltage.",
  },
  {
    id: "EI-072",
    topic: "ohm's law",
    difficulty: "medium",
    stem: "On a 12-volt system, lamp X draws 0.5 A and lamp Y draws 1 A. Which statement about their resistances is correct?",
    options: [
      "Lamp X has more resistance: 24 Ω.",
      "Lamp Y has more resistance: 12 Ω.",
      "Lamp Y has more resistance: 24 Ω.",
      "Both lamps have the same resistance: 12 Ω.",
    ],
    answer: 0,
    explanation:
      "R = V ÷ I, so lamp X has 12 ÷ 0.5 = 24 Ω and lamp Y has 12 ÷ 1 = 12 Ω. At the same voltage, the lamp that draws less current has more resistance. The other choices assume that more current means more resistance, or that the same voltage means the same resistance.",
  },
  {
    id: "EI-073",
    topic: "ohm's law",
    difficulty: "medium",
    stem: "A voltmeter reads 9.4 volts across a 47-ohm resistor. How much current flows through the resistor?",
    options: ["441.8 A", "5 A", "0.2 A", "0.02 A"],
    answer: 2,
    explanation:
      "I = V ÷ R = 9.4 V ÷ 47 Ω = 0.2 A. 5 A divides the resistance by the voltage, 441.8 A multiplies them, and 0.02 A misplaces the decimal point.",
  },
  {
    id: "EI-074",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "In the Ohm's law formula V = I × R, what does the letter I stand for?",
    options: ["Insulation", "Inductance", "Impedance", "Current"],
    answer: 3,
    explanation:
      'I stands for current (originally the "intensity" of the current), measured in amperes; V is voltage and R is resistance. Inductance is written L, impedance is written Z, and insulation is not a quantity in Ohm\'s law.',
  },
  {
    id: "EI-075",
    topic: "electrical power",
    difficulty: "easy",
    stem: "Which formula gives the electrical power used by a device from the voltage across it and the current through it?",
    options: ["P = V ÷ I", "P = V + I", "P = I ÷ V", "P = V × I"],
    answer: 3,
    explanation:
      "Power equals voltage times current: P = V × I (watts = volts × amperes). V ÷ I gives resistance, not power, I ÷ V is its upside-down form, and adding volts to amperes has no meaning.",
  },
  {
    id: "EI-076",
    topic: "electrical power",
    difficulty: "easy",
    stem: "A 100-watt lamp is left on for 10 hours. How much energy does it use?",
    options: ["0.1 kWh", "1 kWh", "10 kWh", "1,000 kWh"],
    answer: 1,
    explanation:
      "Energy = power × time = 100 W × 10 h = 1,000 watt-hours = 1 kilowatt-hour. 1,000 kWh forgets to convert watt-hours to kilowatt-hours, 10 kWh slips one place, and 0.1 kWh divides the power by the time.",
  },
  {
    id: "EI-077",
    topic: "electrical power",
    difficulty: "medium",
    stem: "A 12-volt vehicle lamp is rated at 36 watts. How much current does it draw at its rated voltage?",
    options: ["432 A", "24 A", "3 A", "0.33 A"],
    answer: 2,
    explanation:
      "I = P ÷ V = 36 W ÷ 12 V = 3 A. 432 A multiplies the power by the voltage, 0.33 A divides the voltage by the power, and 24 A subtracts 12 from 36.",
  },
  {
    id: "EI-078",
    topic: "electrical power",
    difficulty: "medium",
    stem: "A 240-volt water heater draws 20 amperes. How much power does it use?",
    options: ["12 W", "260 W", "4.8 kW", "48 kW"],
    answer: 2,
    explanation:
      "P = V × I = 240 V × 20 A = 4,800 W, which is 4.8 kW. 48 kW is ten times too large, 12 W divides the voltage by the current, and 260 W adds them.",
  },
  {
    id: "EI-079",
    topic: "electrical power",
    difficulty: "hard",
    stem: "A resistor dissipates 2 watts when 10 volts is across it. If the voltage is raised to 20 volts and the resistance does not change, how much power does it dissipate?",
    options: ["16 W", "8 W", "4 W", "2 W"],
    answer: 1,
    explanation:
      "P = V² ÷ R, so with R fixed the power varies with the square of the voltage: doubling the voltage multiplies the power by 4, giving 8 W. 4 W assumes power doubles along with voltage (but the current doubles too), 2 W assumes no change, and 16 W multiplies by 8.",
  },
  {
    id: "EI-080",
    topic: "electrical power",
    difficulty: "hard",
    stem: "A 100-ohm resistor is rated for 1/4 watt. What is the greatest voltage that can be placed across it without exceeding its power rating?",
    options: ["0.05 V", "5 V", "25 V", "400 V"],
    answer: 1,
    explanation:
      "From P = V² ÷ R, V² = P × R = 0.25 W × 100 Ω = 25, so V = √25 = 5 V. 25 V forgets the square root, 0.05 V is the current in amperes (√(P ÷ R)), not the voltage, and 400 V divides the resistance by the power.",
  },
  {
    id: "EI-081",
    topic: "electrical power",
    difficulty: "hard",
    stem: "Which of the following uses the most electrical energy?",
    options: [
      "A 60-watt lamp left on for 10 hours",
      "A 1,000-watt iron used for 30 minutes",
      "A 1,500-watt heater run for 15 minutes",
      "A 4-watt night-light left on for 100 hours",
    ],
    answer: 0,
    explanation:
      "Energy is power × time: the lamp uses 60 W × 10 h = 600 Wh. The iron uses 1,000 W × 0.5 h = 500 Wh, the heater 1,500 W × 0.25 h = 375 Wh, and the night-light 4 W × 100 h = 400 Wh. A high wattage alone does not mean more energy; the running time matters just as much.",
  },
  {
    id: "EI-082",
    topic: "electrical power",
    difficulty: "medium",
    stem: "A current of 0.2 ampere flows through a 50-ohm resistor. How much power does the resistor dissipate?",
    options: ["250 W", "10 W", "2 W", "0.04 W"],
    answer: 2,
    explanation:
      "P = I² × R = (0.2)² × 50 = 0.04 × 50 = 2 W. 10 W multiplies the current by the resistance without squaring the current (that product is the voltage, 10 V), 0.04 W squares the current but forgets the resistance, and 250 W divides the resistance by the current.",
  },
  {
    id: "EI-083",
    topic: "electrical power",
    difficulty: "easy",
    stem: "In which unit do electric utilities measure the energy they bill their customers for?",
    options: ["Ampere-hour (Ah)", "Kilovolt (kV)", "Kilowatt (kW)", "Kilowatt-hour (kWh)"],
    answer: 3,
    explanation:
      "Energy is power multiplied by time, and a kilowatt-hour is 1,000 watts used for one hour. The kilowatt measures power (the rate of using energy), not the energy itself; the kilovolt measures voltage; and the ampere-hour measures charge, as in a battery's capacity.",
  },
  {
    id: "EI-084",
    topic: "series circuits",
    difficulty: "easy",
    stem: "Three 4-ohm resistors are connected in series across a 12-volt battery. How much current flows?",
    options: ["0.33 A", "1 A", "3 A", "9 A"],
    answer: 1,
    explanation:
      "Series resistances add: 4 + 4 + 4 = 12 Ω, so I = 12 V ÷ 12 Ω = 1 A. 3 A uses only one resistor, 9 A uses the parallel combination (4 ÷ 3 Ω), and 0.33 A divides the resistance of one resistor by the voltage.",
  },
  {
    id: "EI-085",
    topic: "series circuits",
    difficulty: "easy",
    stem: "In a series circuit, how do the voltage drops across the resistors compare with the source voltage?",
    options: [
      "The drops add up to the source voltage.",
      "Each drop equals the source voltage.",
      "The drops add up to twice the source voltage.",
      "Only the largest drop equals the source voltage.",
    ],
    answer: 0,
    explanation:
      "In a series loop the source voltage is divided among the resistors, so the voltage drops add up to the source voltage (Kirchhoff's voltage law). Each drop equaling the source voltage describes parallel branches, and the other two statements would create or lose energy around the loop.",
  },
  {
    id: "EI-086",
    topic: "series circuits",
    difficulty: "medium",
    stem: "A 1-kΩ resistor and a 2-kΩ resistor are connected in series across a 12-volt supply. What is the voltage across the 2-kΩ resistor?",
    options: ["4 V", "6 V", "8 V", "12 V"],
    answer: 2,
    explanation:
      "The current is 12 V ÷ 3 kΩ = 4 mA, so the 2-kΩ resistor drops 4 mA × 2 kΩ = 8 V (two-thirds of the supply, because it has two-thirds of the resistance). 4 V is the drop across the 1-kΩ resistor, 6 V splits the voltage evenly, and 12 V would be the drop only if the resistors were in parallel.",
  },
  {
    id: "EI-087",
    topic: "series circuits",
    difficulty: "medium",
    stem: "A 6-ohm resistor and an unknown resistor are connected in series across 24 volts. The current is 2 amperes. What is the unknown resistance?",
    options: ["3 Ω", "6 Ω", "12 Ω", "18 Ω"],
    answer: 1,
    explanation:
      "The total resistance is 24 V ÷ 2 A = 12 Ω, and series resistances add, so the unknown is 12 − 6 = 6 Ω. 12 Ω is the total, not the unknown resistor; 18 Ω adds the 6 Ω to the total instead of subtracting it; and 3 Ω divides 6 by 2.",
  },
  {
    id: "EI-088",
    topic: "series circuits",
    difficulty: "hard",
    stem: "A 20-ohm lamp and a 40-ohm lamp are connected in series across 120 volts. How much power does the 40-ohm lamp use?",
    options: ["360 W", "240 W", "160 W", "80 W"],
    answer: 2,
    explanation:
      "The total resistance is 60 Ω, so I = 120 V ÷ 60 Ω = 2 A, and the 40-Ω lamp uses I²R = 2² × 40 = 160 W. 80 W is the power of the 20-Ω lamp, 240 W is the power of the whole circuit, and 360 W treats the 40-Ω lamp as if it had the full 120 volts across it.",
  },
  {
    id: "EI-089",
    topic: "series circuits",
    difficulty: "easy",
    stem: "Another resistor is added in series to a circuit powered by a fixed voltage. What happens to the current?",
    options: ["It increases.", "It drops to zero.", "It stays the same.", "It decreases."],
    answer: 3,
    explanation:
      "Adding a resistor in series raises the total resistance, and with the same voltage I = V ÷ R becomes smaller. It would increase only if the resistor were added in parallel, it would stay the same only if the added resistance were zero, and it drops to zero only if the circuit is opened.",
  },
  {
    id: "EI-090",
    topic: "series circuits",
    difficulty: "medium",
    stem: "A string of 50 identical lamps is wired in series across a 120-volt outlet. What is the voltage across each lamp?",
    options: ["2.4 V", "50 V", "120 V", "6,000 V"],
    answer: 0,
    explanation:
      "Identical lamps in series share the voltage equally: 120 V ÷ 50 = 2.4 V each. 120 V is what each lamp would get if they were in parallel, 6,000 V multiplies instead of dividing, and 50 V confuses the number of lamps with a voltage.",
  },
  {
    id: "EI-091",
    topic: "series circuits",
    difficulty: "hard",
    stem: "Three resistors are connected in series across a 9-volt battery. One of them burns out and becomes an open circuit. What does a voltmeter read across the burned-out resistor?",
    options: ["0 V", "3 V", "4.5 V", "9 V"],
    answer: 3,
    explanation:
      "With the circuit open, no current flows, so the good resistors drop no voltage (V = I × R = 0). The meter across the open resistor is then connected to the battery through the good resistors and reads the full 9 V. 0 V is what the meter reads across each good resistor, and 3 V and 4.5 V assume the voltage is still shared.",
  },
  {
    id: "EI-092",
    topic: "series circuits",
    difficulty: "hard",
    stem: "In a series circuit, a 100-ohm resistor has 5 volts across it, and the only other component is a 300-ohm resistor. What is the source voltage?",
    options: ["5 V", "15 V", "20 V", "400 V"],
    answer: 2,
    explanation:
      "The current is 5 V ÷ 100 Ω = 0.05 A, and the same current flows through the 300-Ω resistor, which drops 0.05 × 300 = 15 V. The source supplies 5 + 15 = 20 V. 15 V is the drop across the 300-Ω resistor only, 5 V the drop across the 100-Ω resistor, and 400 V is the total resistance in ohms.",
  },
  {
    id: "EI-093",
    topic: "parallel circuits",
    difficulty: "easy",
    stem: "Three 30-ohm resistors are connected in parallel. What is their equivalent resistance?",
    options: ["0.1 Ω", "10 Ω", "30 Ω", "90 Ω"],
    answer: 1,
    explanation:
      "For n equal resistors in parallel, the equivalent is one resistor's value divided by n: 30 ÷ 3 = 10 Ω. 90 Ω is the series total, 30 Ω ignores the extra paths, and 0.1 Ω stops at 1/R (3/30 = 0.1) without taking the reciprocal.",
  },
  {
    id: "EI-094",
    topic: "parallel circuits",
    difficulty: "easy",
    stem: "Why are the outlets and lights in a house wired in parallel rather than in series?",
    options: [
      "So each device gets the full line voltage and works independently",
      "So the same current flows through every device in the house",
      "So the total resistance rises as more devices are turned on",
      "So turning off one device also turns off all of the others",
    ],
    answer: 0,
    explanation:
      "In parallel, every branch is connected directly across the supply, so each device receives the full line voltage and can be switched on or off without affecting the rest. The same current through every device, a total resistance that rises with each device, and one device turning off the others are all features of a series circuit.",
  },
  {
    id: "EI-095",
    topic: "parallel circuits",
    difficulty: "medium",
    stem: "A 12-ohm resistor and a 6-ohm resistor are connected in parallel. What is their equivalent resistance?",
    options: ["2 Ω", "4 Ω", "9 Ω", "18 Ω"],
    answer: 1,
    explanation:
      "For two resistors in parallel, R = (R₁ × R₂) ÷ (R₁ + R₂) = 72 ÷ 18 = 4 Ω. 18 Ω is the series total, 9 Ω is the average of the two, and 2 Ω divides the smaller resistor by 3. The parallel equivalent is always smaller than the smallest branch, 6 Ω.",
  },
  {
    id: "EI-096",
    topic: "parallel circuits",
    difficulty: "medium",
    stem: "A 60-ohm heater and a 240-ohm lamp are connected in parallel across 120 volts. What total current does the source supply?",
    options: ["0.4 A", "0.5 A", "2 A", "2.5 A"],
    answer: 3,
    explanation:
      "Each branch has the full 120 V: the heater draws 120 ÷ 60 = 2 A and the lamp draws 120 ÷ 240 = 0.5 A. Branch currents add, so the total is 2.5 A. 2 A and 0.5 A are single branches, and 0.4 A treats the two as if they were in series (120 ÷ 300).",
  },
  {
    id: "EI-097",
    topic: "parallel circuits",
    difficulty: "hard",
    stem: "What resistance must be connected in parallel with a 30-ohm resistor to give an equivalent resistance of 20 ohms?",
    options: ["60 Ω", "50 Ω", "12 Ω", "10 Ω"],
    answer: 0,
    explanation:
      "1/R = 1/20 − 1/30 = 3/60 − 2/60 = 1/60, so R = 60 Ω (check: 30 × 60 ÷ 90 = 20 Ω). 10 Ω subtracts the resistances as if they were in series, 12 Ω is the equivalent of 20 Ω and 30 Ω in parallel, and 50 Ω adds them.",
  },
  {
    id: "EI-098",
    topic: "parallel circuits",
    difficulty: "medium",
    stem: "Another branch is connected in parallel to a circuit powered by a battery with a steady voltage. What happens to the total resistance and to the total current?",
    options: [
      "Resistance decreases and current increases.",
      "Resistance increases and current decreases.",
      "Both resistance and current increase.",
      "Both resistance and current stay the same.",
    ],
    answer: 0,
    explanation:
      "Each new parallel branch gives the current another path, so the total resistance goes down and the battery supplies more total current (the old branches keep their current and the new branch adds its own). Resistance increasing with current decreasing is what happens when a resistor is added in series, and resistance and current cannot both rise at a fixed voltage.",
  },
  {
    id: "EI-099",
    topic: "parallel circuits",
    difficulty: "hard",
    stem: "Two resistors are connected in parallel across 24 volts, and the source supplies 6 amperes in all. One resistor is 12 ohms. What is the other?",
    options: ["16 Ω", "8 Ω", "6 Ω", "4 Ω"],
    answer: 2,
    explanation:
      "The 12-Ω branch draws 24 ÷ 12 = 2 A, so the other branch draws 6 − 2 = 4 A and its resistance is 24 ÷ 4 = 6 Ω (check: 12 × 6 ÷ 18 = 4 Ω, and 24 ÷ 4 = 6 A). 4 Ω is the equivalent of the whole circuit, 8 Ω subtracts 4 from 12, and 16 Ω adds them; resistances in parallel do not combine that way.",
  },
  {
    id: "EI-100",
    topic: "parallel circuits",
    difficulty: "easy",
    stem: "Two identical lamps are connected in parallel to a battery whose voltage stays constant. One lamp burns out. What happens to the other lamp?",
    options: ["It gets dimmer.", "It goes out.", "It gets brighter.", "It stays lit at the same brightness."],
    answer: 3,
    explanation:
      "Each lamp is on its own path directly across the battery, so it still has the full battery voltage and draws the same current as before. The other lamp would go out only if the lamps were in series, and its brightness would change only if the voltage across it changed.",
  },
  {
    id: "EI-101",
    topic: "parallel circuits",
    difficulty: "hard",
    stem: "A 10-ohm resistor and a 40-ohm resistor are connected in parallel across 20 volts. Which resistor dissipates more power, and how much?",
    options: ["The 10-Ω resistor, 40 W", "The 40-Ω resistor, 40 W", "The 10-Ω resistor, 10 W", "The 40-Ω resistor, 160 W"],
    answer: 0,
    explanation:
      "Both resistors have 20 V across them, so P = V² ÷ R gives 400 ÷ 10 = 40 W for the 10-Ω resistor and 400 ÷ 40 = 10 W for the 40-Ω resistor. In parallel the smaller resistance takes more current and more power. 160 W uses the 10-Ω resistor's 2 A in the 40-Ω resistor, 10 W is the 40-Ω resistor's power, and \"the 40-Ω resistor, 40 W\" gives the right wattage to the wrong resistor.",
  },
  {
    id: "EI-102",
    topic: "units and symbols",
    difficulty: "easy",
    stem: "What is the unit of electric current?",
    options: ["Volt", "Watt", "Ohm", "Ampere"],
    answer: 3,
    explanation:
      "Current is measured in amperes (amps, A). The volt measures electrical pressure (potential difference), the ohm measures resistance, and the watt measures power.",
  },
  {
    id: "EI-103",
    topic: "units and symbols",
    difficulty: "easy",
    stem: "How many milliamperes (mA) are in 0.25 ampere?",
    options: ["2.5 mA", "25 mA", "250 mA", "2,500 mA"],
    answer: 2,
    explanation:
      "One ampere is 1,000 milliamperes, so 0.25 A × 1,000 = 250 mA. 25 mA and 2.5 mA move the decimal point only two places or one place (multiplying by 100 or 10), and 2,500 mA moves it four places, one too many.",
  },
  {
    id: "EI-104",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "A resistor is marked 2.2 MΩ. What is its resistance in ohms?",
    options: ["2,200 Ω", "22,000 Ω", "220,000 Ω", "2,200,000 Ω"],
    answer: 3,
    explanation:
      "The prefix M (mega) means one million, so 2.2 MΩ = 2.2 × 1,000,000 = 2,200,000 Ω. 2,200 Ω would be 2.2 kΩ (kilo means one thousand), and the other two choices misplace the decimal point. A lowercase m would mean one-thousandth instead.",
  },
  {
    id: "EI-105",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "What is the unit of inductance?",
    options: ["Farad", "Weber", "Tesla", "Henry"],
    answer: 3,
    explanation:
      "Inductance is measured in henries (H). The farad is the unit of capacitance, the tesla measures magnetic flux density (field strength), and the weber measures total magnetic flux.",
  },
  {
    id: "EI-106",
    topic: "units and symbols",
    difficulty: "easy",
    stem: "The hertz (Hz) is the unit of which quantity?",
    options: ["Frequency", "Inductance", "Conductance", "Electric charge"],
    answer: 0,
    explanation:
      "One hertz is one cycle per second, the unit of frequency. Inductance is measured in henries, conductance in siemens, and electric charge in coulombs.",
  },
  {
    id: "EI-107",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "On a schematic diagram, what does a circle with a single wavy line (∿) inside it represent?",
    options: ["An AC voltage source", "A lamp", "A fuse", "A battery"],
    answer: 0,
    explanation:
      "A circle containing one cycle of a sine wave is the symbol for an alternating-current source. A lamp is usually drawn as a circle with an X or a loop inside, a fuse as a small rectangle or an S-shaped line, and a battery as long and short parallel lines.",
  },
  {
    id: "EI-108",
    topic: "units and symbols",
    difficulty: "hard",
    stem: "A small ceramic capacitor is marked 104. In this common code, the first two digits are the value and the third digit is the number of zeros to add, in picofarads. What is its capacitance?",
    options: ["104 µF", "0.1 µF", "10 nF", "104 pF"],
    answer: 1,
    explanation:
      "10 followed by 4 zeros is 100,000 pF. Since 1 µF = 1,000,000 pF, that is 0.1 µF (also 100 nF). 104 pF reads the marking literally, 10 nF adds only three zeros, and 104 µF reads it literally in the wrong unit.",
  },
  {
    id: "EI-109",
    topic: "units and symbols",
    difficulty: "easy",
    stem: "Which schematic symbol is used in U.S. diagrams for a fixed resistor?",
    options: ["A triangle pointing at a bar", "Two parallel lines of equal length", "A row of connected loops", "A zigzag line"],
    answer: 3,
    explanation:
      "In U.S. (ANSI) schematics a resistor is drawn as a zigzag line (some other standards use a small rectangle). Two equal parallel lines are a capacitor, a row of loops is an inductor or coil, and a triangle pointing at a bar is a diode.",
  },
  {
    id: "EI-110",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "What is the unit of electric charge?",
    options: ["Ampere", "Coulomb", "Joule", "Volt"],
    answer: 1,
    explanation:
      "Charge is measured in coulombs (C); one ampere is a flow of one coulomb per second. The ampere therefore measures the rate of flow of charge rather than the charge itself, the joule measures energy, and the volt measures energy per coulomb.",
  },
];
