import type { AuthoredItem } from "../types";

/** EI items written for this project. */
export const EI_ITEMS: readonly AuthoredItem[] = [
  {
    id: "EI-001",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "Which equation correctly gives the current (I) in a circuit with voltage V and resistance R?",
    options: ["I = V × R", "I = R ÷ V", "I = V² ÷ R", "I = V ÷ R"],
    answer: 3,
    explanation:
      "Ohm's law is V = I × R; dividing both sides by R gives I = V ÷ R, so more voltage means more current and more resistance means less current. V² ÷ R is the formula for power, not current, and V × R would wrongly make the current rise as the resistance rises.",
  },
  {
    id: "EI-002",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "A 12-volt battery is connected across a 4-ohm resistor. How much current flows?",
    options: ["0.33 A", "3 A", "16 A", "48 A"],
    answer: 1,
    explanation:
      "I = V ÷ R = 12 V ÷ 4 Ω = 3 A. Multiplying (12 × 4 = 48) does not give current, and 0.33 A comes from dividing the resistance by the voltage (4 ÷ 12), which is upside down.",
  },
  {
    id: "EI-003",
    topic: "ohm's law",
    difficulty: "easy",
    stem: "A current of 2 amperes flows through a 10-ohm resistor. What is the voltage across the resistor?",
    options: ["0.2 V", "5 V", "12 V", "20 V"],
    answer: 3,
    explanation:
      "V = I × R = 2 A × 10 Ω = 20 V. Dividing (10 ÷ 2 = 5, or 2 ÷ 10 = 0.2) uses the wrong form of Ohm's law, and adding the numbers (12) has no meaning in the formula.",
  },
  {
    id: "EI-004",
    topic: "ohm's law",
    difficulty: "medium",
    stem: "A flashlight lamp draws 0.25 ampere from a 6-volt battery. What is the lamp's resistance while it is lit?",
    options: ["0.042 Ω", "1.5 Ω", "2.4 Ω", "24 Ω"],
    answer: 3,
    explanation:
      "R = V ÷ I = 6 V ÷ 0.25 A = 24 Ω. Multiplying (6 × 0.25 = 1.5) gives the lamp's power in watts, not its resistance, and 2.4 Ω comes from misplacing the decimal point (dividing by 2.5 instead of 0.25).",
  },
  {
    id: "EI-005",
    topic: "ohm's law",
    difficulty: "medium",
    stem: "A 9-volt source is connected across a 3-kilohm (3 kΩ) resistor. How much current flows?",
    options: ["0.33 mA", "3 mA", "27 mA", "3 A"],
    answer: 1,
    explanation:
      "Convert first: 3 kΩ = 3,000 Ω. Then I = 9 V ÷ 3,000 Ω = 0.003 A = 3 mA. Answering 3 A ignores the 'kilo' prefix and is 1,000 times too large, and 0.33 comes from dividing the resistance by the voltage.",
  },
  {
    id: "EI-006",
    topic: "ohm's law",
    difficulty: "hard",
    stem: "In a simple circuit, the supply voltage is cut in half and, at the same time, the resistance is doubled. What happens to the current?",
    options: ["It stays the same", "It drops to one-half", "It drops to one-quarter", "It becomes four times as large"],
    answer: 2,
    explanation:
      "I = V ÷ R. Halving the voltage halves the current, and doubling the resistance halves it again: (½V) ÷ (2R) = ¼ × (V ÷ R). 'It stays the same' is the trap of assuming the two changes cancel, but both of them reduce the current.",
  },
  {
    id: "EI-007",
    topic: "electrical power",
    difficulty: "easy",
    stem: "An appliance draws 2 amperes from a 120-volt outlet. How much power does it use?",
    options: ["0.017 W", "60 W", "122 W", "240 W"],
    answer: 3,
    explanation:
      "Power equals voltage times current: P = V × I = 120 V × 2 A = 240 W. Dividing gives 60 (or 0.017), and adding gives 122; neither is the power formula.",
  },
  {
    id: "EI-008",
    topic: "electrical power",
    difficulty: "medium",
    stem: "A current of 3 amperes flows through a 5-ohm resistor. How much power does the resistor dissipate?",
    options: ["15 W", "45 W", "75 W", "225 W"],
    answer: 1,
    explanation:
      "P = I² × R = (3 A)² × 5 Ω = 9 × 5 = 45 W. Forgetting to square the current gives 15, which is actually the voltage across the resistor (V = I × R = 15 V); as a check, P = V × I = 15 V × 3 A = 45 W.",
  },
  {
    id: "EI-009",
    topic: "electrical power",
    difficulty: "medium",
    stem: "In the circuit shown, how much power does the resistor dissipate?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='70' y1='40' x2='70' y2='84'/><line x1='55' y1='84' x2='85' y2='84'/><line x1='63' y1='96' x2='77' y2='96' stroke-width='4'/><line x1='70' y1='96' x2='70' y2='140'/><g stroke='none' fill='#1f2937'><text x='89' y='82' text-anchor='start'>+</text><text x='48' y='95' text-anchor='end'>12 V</text></g><line x1='70' y1='40' x2='220' y2='40'/><line x1='220' y1='40' x2='220' y2='69'/><polyline points='220,69 213,72.5 227,79.5 213,86.5 227,93.5 213,100.5 227,107.5 220,111'/><line x1='220' y1='111' x2='220' y2='140'/><line x1='70' y1='140' x2='220' y2='140'/></g><g fill='#1f2937'><text x='234' y='94' text-anchor='start'>R = 24 Ω</text></g></svg>",
    figureAlt: "Schematic: a 12-volt battery connected in a single loop with one resistor, labeled R = 24 Ω.",
    options: ["0.5 W", "2 W", "6 W", "288 W"],
    answer: 2,
    explanation:
      "P = V² ÷ R = (12 V)² ÷ 24 Ω = 144 ÷ 24 = 6 W. Equivalently, I = 12 V ÷ 24 Ω = 0.5 A and P = V × I = 12 V × 0.5 A = 6 W. The value 0.5 is the current in amperes, not the power, and 288 comes from multiplying volts by ohms.",
  },
  {
    id: "EI-010",
    topic: "electrical power",
    difficulty: "hard",
    stem: "A 1,500-watt space heater runs for 4 hours. If electricity costs 15 cents per kilowatt-hour, how much does it cost to run the heater?",
    options: ["$0.60", "$0.90", "$9.00", "$900.00"],
    answer: 1,
    explanation:
      "Convert to kilowatts: 1,500 W = 1.5 kW. Energy = 1.5 kW × 4 h = 6 kWh, and cost = 6 kWh × $0.15 = $0.90. Using 1,500 instead of 1.5 (skipping the conversion to kilowatts) gives $900, and $0.60 (4 × $0.15) leaves out the heater's power entirely.",
  },
  {
    id: "EI-011",
    topic: "electrical power",
    difficulty: "hard",
    stem: "A lamp is rated 60 watts at 120 volts. What is its resistance when it operates at its rated voltage?",
    options: ["0.5 Ω", "2 Ω", "240 Ω", "7,200 Ω"],
    answer: 2,
    explanation:
      "First find the current: I = P ÷ V = 60 W ÷ 120 V = 0.5 A. Then R = V ÷ I = 120 V ÷ 0.5 A = 240 Ω (or directly, R = V² ÷ P = 14,400 ÷ 60 = 240 Ω). 0.5 is the current, not the resistance, and 2 Ω comes from dividing volts by watts.",
  },
  {
    id: "EI-012",
    topic: "electrical power",
    difficulty: "easy",
    stem: "A 1,200-watt hair dryer is plugged into a 120-volt outlet. How much current does it draw?",
    options: ["0.1 A", "1 A", "10 A", "100 A"],
    answer: 2,
    explanation:
      "Current = power ÷ voltage: I = P ÷ V = 1,200 W ÷ 120 V = 10 A. Dividing the other way (120 ÷ 1,200) gives 0.1, and 1 A or 100 A come from slipping a decimal place.",
  },
  {
    id: "EI-013",
    topic: "electrical power",
    difficulty: "hard",
    stem: "A 120-volt household circuit is protected by a 15-ampere circuit breaker. Which pair of appliances can run on it at the same time without exceeding the breaker's rating?",
    options: [
      "A 1,500 W kettle and a 900 W toaster",
      "A 1,200 W microwave and a 1,000 W coffee maker",
      "A 1,100 W iron and a 600 W blender",
      "A 1,500 W hair dryer and a 400 W lamp",
    ],
    answer: 2,
    explanation:
      "The breaker allows 15 A × 120 V = 1,800 W. The iron and blender total 1,100 + 600 = 1,700 W, about 14.2 A, which is under the limit. The hair dryer and lamp look close but total 1,900 W (about 15.8 A), and the other pairs draw about 18.3 A and 20 A, all above 15 A.",
  },
  {
    id: "EI-014",
    topic: "series circuits",
    difficulty: "easy",
    stem: "Resistors of 10 Ω, 20 Ω and 30 Ω are connected in series. What is their total resistance?",
    options: ["5.45 Ω", "20 Ω", "60 Ω", "6,000 Ω"],
    answer: 2,
    explanation:
      "In series, resistances simply add: 10 + 20 + 30 = 60 Ω. About 5.45 Ω is what the same three resistors give in parallel, and 20 Ω is their average, not their total.",
  },
  {
    id: "EI-015",
    topic: "series circuits",
    difficulty: "easy",
    stem: "In a series circuit, which quantity is the same through every component?",
    options: ["Voltage", "Resistance", "Power", "Current"],
    answer: 3,
    explanation:
      "A series circuit has only one path, so the same current flows through every component. The supply voltage divides among the components in proportion to their resistances, and so does the power, unless the resistances happen to be equal.",
  },
  {
    id: "EI-016",
    topic: "series circuits",
    difficulty: "medium",
    stem: "In the circuit shown, how much current flows through R2?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='70' y1='40' x2='70' y2='84'/><line x1='55' y1='84' x2='85' y2='84'/><line x1='63' y1='96' x2='77' y2='96' stroke-width='4'/><line x1='70' y1='96' x2='70' y2='140'/><g stroke='none' fill='#1f2937'><text x='89' y='82' text-anchor='start'>+</text><text x='48' y='95' text-anchor='end'>12 V</text></g><line x1='70' y1='40' x2='124' y2='40'/><polyline points='124,40 127.5,33 134.5,47 141.5,33 148.5,47 155.5,33 162.5,47 166,40'/><line x1='166' y1='40' x2='220' y2='40'/><line x1='220' y1='40' x2='220' y2='69'/><polyline points='220,69 213,72.5 227,79.5 213,86.5 227,93.5 213,100.5 227,107.5 220,111'/><line x1='220' y1='111' x2='220' y2='140'/><line x1='70' y1='140' x2='220' y2='140'/></g><g fill='#1f2937'><text x='145' y='24' text-anchor='middle'>R1 = 2 Ω</text><text x='234' y='94' text-anchor='start'>R2 = 4 Ω</text></g></svg>",
    figureAlt:
      "Schematic: a 12-volt battery connected in a single loop with two resistors in series: R1 = 2 Ω on the top wire and R2 = 4 Ω on the right side.",
    options: ["0.5 A", "2 A", "3 A", "9 A"],
    answer: 1,
    explanation:
      "R1 and R2 are in series, so the total resistance is 2 Ω + 4 Ω = 6 Ω and I = 12 V ÷ 6 Ω = 2 A; in a series loop the same 2 A flows through both resistors. Using only R2 gives 3 A (12 ÷ 4), and 9 A treats the resistors as if they were in parallel (12 ÷ 2 + 12 ÷ 4).",
  },
  {
    id: "EI-017",
    topic: "series circuits",
    difficulty: "hard",
    stem: "In the circuit shown, what is the voltage across R2?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='70' y1='40' x2='70' y2='84'/><line x1='55' y1='84' x2='85' y2='84'/><line x1='63' y1='96' x2='77' y2='96' stroke-width='4'/><line x1='70' y1='96' x2='70' y2='140'/><g stroke='none' fill='#1f2937'><text x='89' y='82' text-anchor='start'>+</text><text x='48' y='95' text-anchor='end'>24 V</text></g><line x1='70' y1='40' x2='124' y2='40'/><polyline points='124,40 127.5,33 134.5,47 141.5,33 148.5,47 155.5,33 162.5,47 166,40'/><line x1='166' y1='40' x2='220' y2='40'/><line x1='220' y1='40' x2='220' y2='69'/><polyline points='220,69 213,72.5 227,79.5 213,86.5 227,93.5 213,100.5 227,107.5 220,111'/><line x1='220' y1='111' x2='220' y2='140'/><line x1='70' y1='140' x2='124' y2='140'/><polyline points='124,140 127.5,133 134.5,147 141.5,133 148.5,147 155.5,133 162.5,147 166,140'/><line x1='166' y1='140' x2='220' y2='140'/></g><g fill='#1f2937'><text x='145' y='24' text-anchor='middle'>R1 = 3 Ω</text><text x='234' y='94' text-anchor='start'>R2 = 5 Ω</text><text x='145' y='164' text-anchor='middle'>R3 = 4 Ω</text></g></svg>",
    figureAlt:
      "Schematic: a 24-volt battery in a single loop with three resistors in series: R1 = 3 Ω on the top wire, R2 = 5 Ω on the right side, and R3 = 4 Ω on the bottom wire.",
    options: ["2 V", "8 V", "10 V", "24 V"],
    answer: 2,
    explanation:
      "The total resistance is 3 + 5 + 4 = 12 Ω, so I = 24 V ÷ 12 Ω = 2 A through every resistor. The voltage across R2 is V = I × R = 2 A × 5 Ω = 10 V. Splitting 24 V equally three ways (8 V) ignores the different resistances, and 24 V would apply only if R2 were connected directly across the battery.",
  },
  {
    id: "EI-018",
    topic: "series circuits",
    difficulty: "medium",
    stem: "Eight identical bulbs are connected in series to a battery. The filament of one bulb breaks. What happens to the other seven bulbs?",
    options: ["They keep glowing normally", "They glow brighter", "They glow dimmer", "They all go out"],
    answer: 3,
    explanation:
      "A series circuit has a single path, so a break anywhere opens the whole loop and current stops in every bulb. The other bulbs would keep glowing only if each one were on its own parallel branch.",
  },
  {
    id: "EI-019",
    topic: "series circuits",
    difficulty: "hard",
    stem: "A 10-ohm resistor and a 20-ohm resistor are connected in series across a 30-volt supply. Which resistor dissipates more power?",
    options: [
      "The 10-ohm resistor, because more current flows through it",
      "The 10-ohm resistor, because P = V² ÷ R and its resistance is smaller",
      "Neither; they dissipate equal power because the current is the same",
      "The 20-ohm resistor, because it carries the same current through more resistance",
    ],
    answer: 3,
    explanation:
      "The current is I = 30 V ÷ (10 + 20) Ω = 1 A through both. Using P = I² × R, the 10 Ω resistor dissipates 1² × 10 = 10 W and the 20 Ω resistor 1² × 20 = 20 W. Using V² ÷ R is a trap here because the two resistors do not have the same voltage across them (10 V and 20 V); in series, the larger resistance takes the larger share of the power.",
  },
  {
    id: "EI-020",
    topic: "series circuits",
    difficulty: "hard",
    stem: "In the circuit shown, switch S is connected directly across R2. How much current does the battery supply when S is closed?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='70' y1='40' x2='70' y2='84'/><line x1='55' y1='84' x2='85' y2='84'/><line x1='63' y1='96' x2='77' y2='96' stroke-width='4'/><line x1='70' y1='96' x2='70' y2='140'/><g stroke='none' fill='#1f2937'><text x='89' y='82' text-anchor='start'>+</text><text x='48' y='95' text-anchor='end'>9 V</text></g><line x1='70' y1='40' x2='119' y2='40'/><polyline points='119,40 122.5,33 129.5,47 136.5,33 143.5,47 150.5,33 157.5,47 161,40'/><line x1='161' y1='40' x2='275' y2='40'/><line x1='70' y1='140' x2='275' y2='140'/><line x1='205' y1='40' x2='205' y2='69'/><polyline points='205,69 198,72.5 212,79.5 198,86.5 212,93.5 198,100.5 212,107.5 205,111'/><line x1='205' y1='111' x2='205' y2='140'/><line x1='275' y1='40' x2='275' y2='69'/><circle cx='275' cy='72' r='3'/><circle cx='275' cy='108' r='3'/><line x1='275' y1='105' x2='255' y2='78'/><line x1='275' y1='111' x2='275' y2='140'/><circle cx='205' cy='40' r='3' fill='#1f2937' stroke='none'/><circle cx='205' cy='140' r='3' fill='#1f2937' stroke='none'/></g><g fill='#1f2937'><text x='140' y='24' text-anchor='middle'>R1 = 3 Ω</text><text x='217' y='86' text-anchor='start'>R2</text><text x='217' y='102' text-anchor='start'>6 Ω</text><text x='285' y='95' text-anchor='start'>S</text></g></svg>",
    figureAlt:
      "Schematic: a 9-volt battery in a loop with R1 = 3 Ω on the top wire and R2 = 6 Ω on the right side. A switch S, drawn open, is wired in parallel with R2: it sits on its own wire connected to both ends of R2.",
    options: ["0 A", "1 A", "3 A", "4.5 A"],
    answer: 2,
    explanation:
      "A closed switch is a path of almost zero resistance in parallel with R2, so it shorts R2 out and the current bypasses it. Only R1 remains: I = 9 V ÷ 3 Ω = 3 A. With S open the current would be 9 ÷ (3 + 6) = 1 A; and a closed switch completes a path rather than blocking current, so 0 A is wrong.",
  },
  {
    id: "EI-021",
    topic: "parallel circuits",
    difficulty: "easy",
    stem: "Two 10-ohm resistors are connected in parallel. What is their combined resistance?",
    options: ["5 Ω", "10 Ω", "20 Ω", "100 Ω"],
    answer: 0,
    explanation:
      "For equal resistors in parallel, divide one resistor's value by the number of resistors: 10 Ω ÷ 2 = 5 Ω (check: 1/R = 1/10 + 1/10 = 2/10, so R = 5 Ω). 20 Ω is the series total; adding a parallel path gives current another way to flow, so the combined resistance goes down.",
  },
  {
    id: "EI-022",
    topic: "parallel circuits",
    difficulty: "medium",
    stem: "In the circuit shown, what is the total current supplied by the battery?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='60' y1='40' x2='60' y2='84'/><line x1='45' y1='84' x2='75' y2='84'/><line x1='53' y1='96' x2='67' y2='96' stroke-width='4'/><line x1='60' y1='96' x2='60' y2='140'/><g stroke='none' fill='#1f2937'><text x='79' y='82' text-anchor='start'>+</text><text x='38' y='95' text-anchor='end'>12 V</text></g><line x1='60' y1='40' x2='235' y2='40'/><line x1='60' y1='140' x2='235' y2='140'/><line x1='150' y1='40' x2='150' y2='69'/><polyline points='150,69 143,72.5 157,79.5 143,86.5 157,93.5 143,100.5 157,107.5 150,111'/><line x1='150' y1='111' x2='150' y2='140'/><circle cx='150' cy='40' r='3' fill='#1f2937' stroke='none'/><circle cx='150' cy='140' r='3' fill='#1f2937' stroke='none'/><line x1='235' y1='40' x2='235' y2='69'/><polyline points='235,69 228,72.5 242,79.5 228,86.5 242,93.5 228,100.5 242,107.5 235,111'/><line x1='235' y1='111' x2='235' y2='140'/></g><g fill='#1f2937'><text x='162' y='86' text-anchor='start'>R1</text><text x='162' y='102' text-anchor='start'>6 Ω</text><text x='247' y='86' text-anchor='start'>R2</text><text x='247' y='102' text-anchor='start'>3 Ω</text></g></svg>",
    figureAlt:
      "Schematic: a 12-volt battery connected across two resistors in parallel, R1 = 6 Ω and R2 = 3 Ω, each on its own branch between the top and bottom wires.",
    options: ["1.33 A", "2 A", "4 A", "6 A"],
    answer: 3,
    explanation:
      "Each branch has the full 12 V across it: I1 = 12 ÷ 6 = 2 A and I2 = 12 ÷ 3 = 4 A, so the battery supplies 2 + 4 = 6 A. (Check: R_total = (6 × 3) ÷ (6 + 3) = 2 Ω, and 12 ÷ 2 = 6 A.) 1.33 A is the answer you would get if the resistors were in series (12 ÷ 9), and 2 A and 4 A are single-branch currents.",
  },
  {
    id: "EI-023",
    topic: "parallel circuits",
    difficulty: "easy",
    stem: "Which statement is true of every parallel circuit?",
    options: [
      "The same current flows through each branch",
      "Each branch has the same voltage across it",
      "The total resistance equals the sum of the branch resistances",
      "Opening one branch stops the current in all the others",
    ],
    answer: 1,
    explanation:
      "Every branch of a parallel circuit is connected across the same two points, so each has the same voltage. Branch currents differ unless the branch resistances are equal, adding resistances is the series rule, and opening one branch leaves the others working.",
  },
  {
    id: "EI-024",
    topic: "parallel circuits",
    difficulty: "medium",
    stem: "In the circuit shown, how much current flows through R2?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='60' y1='40' x2='60' y2='84'/><line x1='45' y1='84' x2='75' y2='84'/><line x1='53' y1='96' x2='67' y2='96' stroke-width='4'/><line x1='60' y1='96' x2='60' y2='140'/><g stroke='none' fill='#1f2937'><text x='79' y='82' text-anchor='start'>+</text><text x='38' y='95' text-anchor='end'>9 V</text></g><line x1='60' y1='40' x2='235' y2='40'/><line x1='60' y1='140' x2='235' y2='140'/><line x1='150' y1='40' x2='150' y2='69'/><polyline points='150,69 143,72.5 157,79.5 143,86.5 157,93.5 143,100.5 157,107.5 150,111'/><line x1='150' y1='111' x2='150' y2='140'/><circle cx='150' cy='40' r='3' fill='#1f2937' stroke='none'/><circle cx='150' cy='140' r='3' fill='#1f2937' stroke='none'/><line x1='235' y1='40' x2='235' y2='69'/><polyline points='235,69 228,72.5 242,79.5 228,86.5 242,93.5 228,100.5 242,107.5 235,111'/><line x1='235' y1='111' x2='235' y2='140'/></g><g fill='#1f2937'><text x='162' y='86' text-anchor='start'>R1</text><text x='162' y='102' text-anchor='start'>3 Ω</text><text x='247' y='86' text-anchor='start'>R2</text><text x='247' y='102' text-anchor='start'>9 Ω</text></g></svg>",
    figureAlt: "Schematic: a 9-volt battery connected across two resistors in parallel, R1 = 3 Ω and R2 = 9 Ω, each on its own branch.",
    options: ["0.75 A", "1 A", "3 A", "4 A"],
    answer: 1,
    explanation:
      "R2 is connected directly across the 9 V battery, so I2 = 9 V ÷ 9 Ω = 1 A. 3 A is the current in R1, 4 A is the battery's total current, and 0.75 A comes from wrongly adding the resistors as if they were in series (9 ÷ 12).",
  },
  {
    id: "EI-025",
    topic: "parallel circuits",
    difficulty: "hard",
    stem: "Resistors of 4 Ω, 6 Ω and 12 Ω are connected in parallel. What is their equivalent resistance?",
    options: ["0.5 Ω", "2 Ω", "7.3 Ω", "22 Ω"],
    answer: 1,
    explanation:
      "1/R = 1/4 + 1/6 + 1/12 = 3/12 + 2/12 + 1/12 = 6/12 = 1/2, so R = 2 Ω. Stopping at 0.5 forgets to take the reciprocal, and 22 Ω is the series total. Quick check: a parallel combination is always less than its smallest resistor (4 Ω), which rules out 7.3 Ω (the average) and 22 Ω.",
  },
  {
    id: "EI-026",
    topic: "parallel circuits",
    difficulty: "medium",
    stem: "In the circuit shown, the three resistors are identical. What total current does the battery supply?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='60' y1='40' x2='60' y2='84'/><line x1='45' y1='84' x2='75' y2='84'/><line x1='53' y1='96' x2='67' y2='96' stroke-width='4'/><line x1='60' y1='96' x2='60' y2='140'/><g stroke='none' fill='#1f2937'><text x='79' y='82' text-anchor='start'>+</text><text x='38' y='95' text-anchor='end'>15 V</text></g><line x1='60' y1='40' x2='260' y2='40'/><line x1='60' y1='140' x2='260' y2='140'/><line x1='140' y1='40' x2='140' y2='69'/><polyline points='140,69 133,72.5 147,79.5 133,86.5 147,93.5 133,100.5 147,107.5 140,111'/><line x1='140' y1='111' x2='140' y2='140'/><circle cx='140' cy='40' r='3' fill='#1f2937' stroke='none'/><circle cx='140' cy='140' r='3' fill='#1f2937' stroke='none'/><line x1='200' y1='40' x2='200' y2='69'/><polyline points='200,69 193,72.5 207,79.5 193,86.5 207,93.5 193,100.5 207,107.5 200,111'/><line x1='200' y1='111' x2='200' y2='140'/><circle cx='200' cy='40' r='3' fill='#1f2937' stroke='none'/><circle cx='200' cy='140' r='3' fill='#1f2937' stroke='none'/><line x1='260' y1='40' x2='260' y2='69'/><polyline points='260,69 253,72.5 267,79.5 253,86.5 267,93.5 253,100.5 267,107.5 260,111'/><line x1='260' y1='111' x2='260' y2='140'/></g><g fill='#1f2937'><text x='152' y='86' text-anchor='start'>R1</text><text x='152' y='102' text-anchor='start'>30 Ω</text><text x='212' y='86' text-anchor='start'>R2</text><text x='212' y='102' text-anchor='start'>30 Ω</text><text x='272' y='86' text-anchor='start'>R3</text><text x='272' y='102' text-anchor='start'>30 Ω</text></g></svg>",
    figureAlt: "Schematic: a 15-volt battery connected across three resistors in parallel, R1, R2 and R3, each 30 Ω, on separate branches.",
    options: ["0.17 A", "0.5 A", "1.5 A", "5 A"],
    answer: 2,
    explanation:
      "Three equal 30 Ω resistors in parallel give 30 ÷ 3 = 10 Ω, so I = 15 V ÷ 10 Ω = 1.5 A. Equivalently, each branch carries 15 ÷ 30 = 0.5 A, and the three branch currents add to 1.5 A. 0.17 A is the series answer (15 ÷ 90), and 0.5 A is the current in just one branch.",
  },
  {
    id: "EI-027",
    topic: "parallel circuits",
    difficulty: "hard",
    stem: "In the circuit shown, how much current flows through R3?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='60' y1='40' x2='60' y2='84'/><line x1='45' y1='84' x2='75' y2='84'/><line x1='53' y1='96' x2='67' y2='96' stroke-width='4'/><line x1='60' y1='96' x2='60' y2='140'/><g stroke='none' fill='#1f2937'><text x='79' y='82' text-anchor='start'>+</text><text x='38' y='95' text-anchor='end'>24 V</text></g><line x1='60' y1='40' x2='84' y2='40'/><polyline points='84,40 87.5,33 94.5,47 101.5,33 108.5,47 115.5,33 122.5,47 126,40'/><line x1='126' y1='40' x2='255' y2='40'/><line x1='60' y1='140' x2='255' y2='140'/><line x1='175' y1='40' x2='175' y2='69'/><polyline points='175,69 168,72.5 182,79.5 168,86.5 182,93.5 168,100.5 182,107.5 175,111'/><line x1='175' y1='111' x2='175' y2='140'/><line x1='255' y1='40' x2='255' y2='69'/><polyline points='255,69 248,72.5 262,79.5 248,86.5 262,93.5 248,100.5 262,107.5 255,111'/><line x1='255' y1='111' x2='255' y2='140'/><circle cx='175' cy='40' r='3' fill='#1f2937' stroke='none'/><circle cx='175' cy='140' r='3' fill='#1f2937' stroke='none'/></g><g fill='#1f2937'><text x='105' y='24' text-anchor='middle'>R1 = 4 Ω</text><text x='187' y='86' text-anchor='start'>R2</text><text x='187' y='102' text-anchor='start'>6 Ω</text><text x='267' y='86' text-anchor='start'>R3</text><text x='267' y='102' text-anchor='start'>12 Ω</text></g></svg>",
    figureAlt:
      "Schematic: a 24-volt battery. R1 = 4 Ω is on the top wire in series with the battery. After R1 the circuit splits into two parallel branches, R2 = 6 Ω and R3 = 12 Ω, which rejoin on the bottom wire and return to the battery.",
    options: ["1 A", "1.5 A", "2 A", "3 A"],
    answer: 0,
    explanation:
      "R2 and R3 in parallel equal (6 × 12) ÷ (6 + 12) = 4 Ω; adding R1 gives 4 + 4 = 8 Ω, so the battery supplies 24 V ÷ 8 Ω = 3 A. R1 drops 3 A × 4 Ω = 12 V, leaving 12 V across the parallel pair, so I3 = 12 V ÷ 12 Ω = 1 A. 2 A is the current in R2, and 1.5 A wrongly splits the 3 A equally between branches of unequal resistance.",
  },
  {
    id: "EI-028",
    topic: "circuit components",
    difficulty: "easy",
    stem: "Which component stores electric charge on two conducting plates separated by an insulator?",
    options: ["Resistor", "Inductor", "Diode", "Capacitor"],
    answer: 3,
    explanation:
      "A capacitor is two conductors (plates) separated by an insulating material called a dielectric, and it stores energy in the electric field between the plates. An inductor, the usual mix-up, stores energy in the magnetic field of a coil; a resistor limits current, and a diode lets current flow in one direction only.",
  },
  {
    id: "EI-029",
    topic: "circuit components",
    difficulty: "medium",
    stem: "A transformer has 1,200 turns on its primary winding and 100 turns on its secondary winding. If 120 volts AC is applied to the primary, what is the secondary voltage?",
    options: ["0.1 V", "10 V", "120 V", "1,440 V"],
    answer: 1,
    explanation:
      "Voltage is proportional to the number of turns: Vs = Vp × (Ns ÷ Np) = 120 V × (100 ÷ 1,200) = 10 V. This is a 12-to-1 step-down transformer; 1,440 V results from inverting the ratio (120 × 12).",
  },
  {
    id: "EI-030",
    topic: "circuit components",
    difficulty: "hard",
    stem: "Why does a transformer not work when its primary winding is connected to a steady DC source?",
    options: [
      "A steady current creates no changing magnetic field, so no voltage is induced in the secondary",
      "Direct current cannot flow through the copper wire of the primary winding",
      "The iron core blocks direct current from passing to the secondary winding",
      "DC voltage is always too low to jump the gap between the two windings",
    ],
    answer: 0,
    explanation:
      "A transformer works by electromagnetic induction: alternating current in the primary creates a constantly changing magnetic field in the core, and that changing field induces a voltage in the secondary. Steady DC makes a constant field, so nothing is induced once the current settles. DC flows easily through the copper primary (so easily that it may overheat it), and no current ever passes between the windings; the energy is carried by the magnetic field.",
  },
  {
    id: "EI-031",
    topic: "circuit components",
    difficulty: "medium",
    stem: "Which device uses a small current through a coil to open or close a separate set of contacts, letting a low-power circuit control a high-power one?",
    options: ["Relay", "Rheostat", "Rectifier", "Thermistor"],
    answer: 0,
    explanation:
      "A relay is an electrically operated switch: current through its coil creates a magnetic field that pulls its contacts open or closed. A rheostat is a variable resistor, a rectifier converts AC to DC, and a thermistor is a resistor whose value changes with temperature.",
  },
  {
    id: "EI-032",
    topic: "circuit components",
    difficulty: "medium",
    stem: "What is the main electrical property of an inductor?",
    options: [
      "It opposes changes in current through it",
      "It opposes changes in voltage across it",
      "It lets current flow in only one direction",
      "It amplifies a weak input signal",
    ],
    answer: 0,
    explanation:
      "An inductor is a coil that stores energy in its magnetic field; when the current tries to change, the changing field induces a voltage that opposes the change. Opposing changes in voltage describes a capacitor, one-way current flow describes a diode, and amplifying describes a transistor.",
  },
  {
    id: "EI-033",
    topic: "circuit components",
    difficulty: "hard",
    stem: "A resistor has color bands of brown, black and red, followed by a gold tolerance band. What is its resistance?",
    options: ["102 Ω", "120 Ω", "1,000 Ω", "10,000 Ω"],
    answer: 2,
    explanation:
      "In the color code, brown = 1 and black = 0, and the third band is a multiplier: red means × 100. The value is 10 × 100 = 1,000 Ω (1 kΩ), with a gold band meaning ±5%. Reading the third band as a digit gives 102, and 10,000 Ω would require an orange (× 1,000) multiplier band.",
  },
  {
    id: "EI-034",
    topic: "circuit components",
    difficulty: "hard",
    stem: "A 10-µF capacitor and a 20-µF capacitor are connected in parallel. What is their total capacitance?",
    options: ["6.7 µF", "15 µF", "30 µF", "200 µF"],
    answer: 2,
    explanation:
      "Capacitors in parallel add directly, because connecting them side by side is like making one capacitor with more plate area: 10 + 20 = 30 µF. 6.7 µF is the series result, (10 × 20) ÷ (10 + 20); the tempting mistake is to apply the resistor rules, which work the opposite way for capacitors.",
  },
  {
    id: "EI-035",
    topic: "circuit components",
    difficulty: "medium",
    stem: "Four copper wires are at the same temperature. Which one has the lowest resistance?",
    options: ["A long, thin wire", "A long, thick wire", "A short, thin wire", "A short, thick wire"],
    answer: 3,
    explanation:
      "A wire's resistance increases with its length and decreases as its cross-sectional area increases, so the short, thick wire has the least resistance. A thicker wire gives the current more room to flow, much as a wider pipe carries water more easily.",
  },
  {
    id: "EI-036",
    topic: "ac and dc",
    difficulty: "easy",
    stem: "Which of these sources supplies direct current (DC)?",
    options: [
      "A wall outlet in a home",
      "A power plant generator feeding the grid",
      "The secondary winding of a transformer",
      "A flashlight battery",
    ],
    answer: 3,
    explanation:
      "A battery keeps a fixed polarity, so current flows in one direction only: direct current. Household outlets, utility generators and transformer secondaries all supply alternating current, which reverses direction many times each second.",
  },
  {
    id: "EI-037",
    topic: "ac and dc",
    difficulty: "easy",
    stem: "What is the standard frequency of household alternating current in the United States?",
    options: ["50 Hz", "60 Hz", "120 Hz", "240 Hz"],
    answer: 1,
    explanation:
      "Household power in the United States alternates at 60 hertz, 60 complete cycles per second. 50 Hz is used in much of Europe and Asia, and 120 and 240 are common U.S. household voltages, not frequencies.",
  },
  {
    id: "EI-038",
    topic: "ac and dc",
    difficulty: "medium",
    stem: "What is the period (the time for one complete cycle) of a 60-hertz alternating current?",
    options: ["1.67 ms", "16.7 ms", "60 ms", "167 ms"],
    answer: 1,
    explanation:
      "Period = 1 ÷ frequency = 1 ÷ 60 Hz ≈ 0.0167 s, which is 16.7 milliseconds. 1.67 ms and 167 ms are decimal-place slips when converting seconds to milliseconds, and 60 ms confuses the frequency with the period.",
  },
  {
    id: "EI-039",
    topic: "ac and dc",
    difficulty: "hard",
    stem: "A household outlet supplies 120 volts AC, which is an RMS (effective) value. What is the approximate peak voltage of the sine wave?",
    options: ["85 V", "120 V", "170 V", "240 V"],
    answer: 2,
    explanation:
      "For a sine wave, peak voltage = RMS voltage × √2 ≈ 120 V × 1.414 ≈ 170 V. Multiplying by 0.707 instead (85 V) applies the peak-to-RMS conversion in the wrong direction, and 240 V is simply double the RMS value.",
  },
  {
    id: "EI-040",
    topic: "ac and dc",
    difficulty: "medium",
    stem: "Which device converts alternating current into direct current?",
    options: ["Inverter", "Transformer", "Oscillator", "Rectifier"],
    answer: 3,
    explanation:
      "A rectifier, built from one or more diodes, lets current pass in only one direction, turning AC into (pulsating) DC, as in a battery charger. An inverter does the opposite, making AC from DC, and a transformer changes the level of an AC voltage but its output is still AC.",
  },
  {
    id: "EI-041",
    topic: "electrical safety",
    difficulty: "easy",
    stem: "Before replacing a ceiling light fixture, what should a technician do first?",
    options: [
      "Switch off the circuit breaker and confirm the power is off with a tester",
      "Put on rubber gloves and work on the circuit while it is live",
      "Remove the old fixture quickly so any contact with the wires is brief",
      "Unscrew the bulb, since that disconnects the fixture's wiring",
    ],
    answer: 0,
    explanation:
      "The safe procedure is to de-energize the circuit at the breaker (locking or tagging it out when possible) and then verify with a voltage tester that it is actually dead, because breakers can be mislabeled. Gloves and speed do not make live work safe, and removing the bulb leaves the fixture's wires energized.",
  },
  {
    id: "EI-042",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "Why is the risk of a serious electric shock greater when a person's skin is wet?",
    options: [
      "Water lowers the body's resistance, so more current can flow",
      "Water raises the voltage of the electrical source",
      "Water raises the body's resistance, so current builds up inside it",
      "Water changes alternating current into direct current",
    ],
    answer: 0,
    explanation:
      "By Ohm's law, I = V ÷ R. Wet skin has much lower resistance than dry skin, so the same voltage drives a larger, more dangerous current through the body. Water does not change the source voltage; the added danger comes from the lower resistance.",
  },
  {
    id: "EI-043",
    topic: "electrical safety",
    difficulty: "hard",
    stem: "How does a ground-fault circuit interrupter (GFCI) outlet protect people from electric shock?",
    options: [
      "It trips when the current in the hot wire exceeds the wire's rated load",
      "It lowers the outlet voltage whenever moisture is detected",
      "It trips when the current going out on the hot wire and returning on the neutral differ",
      "It grounds the appliance case so that the circuit breaker will trip",
    ],
    answer: 2,
    explanation:
      "A GFCI compares the current going out on the hot conductor with the current coming back on the neutral. If even a few milliamperes are missing, current is leaking to ground, possibly through a person, and the GFCI cuts power in a fraction of a second. Tripping on too much total current is what a circuit breaker or fuse does; a GFCI can trip even when the load is small.",
  },
  {
    id: "EI-044",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "A 15-ampere fuse keeps blowing, so someone replaces it with a 30-ampere fuse. Why is this dangerous?",
    options: [
      "The wiring can overheat and start a fire before the larger fuse blows",
      "A larger fuse raises the circuit voltage to an unsafe level",
      "A 30-ampere fuse blows even sooner than a 15-ampere fuse",
      "The larger fuse forces appliances to draw more current than they need",
    ],
    answer: 0,
    explanation:
      "A fuse is sized to protect the circuit's wiring. With a 30 A fuse, wires rated for 15 A could carry up to twice their safe current without the fuse opening, overheating the insulation and possibly starting a fire. A fuse's rating does not change the voltage or what appliances draw; the repeated blowing signals an overload or fault that must be fixed.",
  },
  {
    id: "EI-045",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "What is the main purpose of the round grounding prong on a three-prong plug?",
    options: [
      "To supply extra current when the appliance is heavily loaded",
      "To give fault current a safe path so the breaker trips instead of leaving the case live",
      "To carry the normal return current from the appliance back to the panel",
      "To reduce the voltage that reaches the appliance's motor",
    ],
    answer: 1,
    explanation:
      "The grounding conductor connects the appliance's metal case to ground. If a hot wire touches the case, fault current flows through this low-resistance path and trips the breaker or blows the fuse, instead of leaving the case energized for someone to touch. Normal return current flows on the neutral wire, not the ground.",
  },
  {
    id: "EI-046",
    topic: "electrical safety",
    difficulty: "easy",
    stem: "Which of these should never be used on a fire in energized electrical equipment?",
    options: [
      "A carbon dioxide (CO₂) extinguisher",
      "A Class C rated dry chemical extinguisher",
      "A bucket of water",
      "A multipurpose ABC extinguisher",
    ],
    answer: 2,
    explanation:
      "Water conducts electricity, so throwing it on energized equipment can shock the person using it and can spread the fire. CO₂, Class C dry chemical and multipurpose ABC extinguishers use nonconducting agents rated for electrical fires; whenever possible, the power should also be shut off.",
  },
  {
    id: "EI-047",
    topic: "magnetism",
    difficulty: "easy",
    stem: "What happens when the north pole of one bar magnet is brought near the north pole of another bar magnet?",
    options: [
      "They attract each other",
      "They repel each other",
      "They have no effect on each other",
      "They attract only if the magnets are the same size",
    ],
    answer: 1,
    explanation:
      "Like magnetic poles repel and unlike poles attract, so two north poles push each other apart. A north pole and a south pole would attract, whatever the sizes of the magnets.",
  },
  {
    id: "EI-048",
    topic: "magnetism",
    difficulty: "easy",
    stem: "Which of these metals is strongly attracted to a magnet?",
    options: ["Copper", "Aluminum", "Iron", "Brass"],
    answer: 2,
    explanation:
      "Iron is ferromagnetic, as are nickel and cobalt, so it is strongly attracted to magnets. Copper, aluminum and brass (a copper-zinc alloy) are good electrical conductors but are not attracted to ordinary magnets; conducting electricity and being magnetic are different properties.",
  },
  {
    id: "EI-049",
    topic: "magnetism",
    difficulty: "medium",
    stem: "A technician's electromagnet has 200 turns of wire on a steel bolt and carries 0.5 A, but it cannot quite lift a part. Which single change would make it pull harder?",
    options: [
      "Rewinding the same coil as 100 turns",
      "Raising the current to 1 A",
      "Replacing the steel bolt with a wooden dowel",
      "Reversing the battery connections",
    ],
    answer: 1,
    explanation:
      "An electromagnet's strength grows with the ampere-turns, the current times the number of turns: 200 × 0.5 = 100 now, and 200 × 1 = 200 after doubling the current. Rewinding as 100 turns halves the ampere-turns to 50. A wooden dowel removes the steel core that concentrates the magnetic field, so the magnet becomes much weaker. Reversing the battery swaps the north and south poles but leaves the strength unchanged, and a steel part is attracted to either pole.",
  },
  {
    id: "EI-050",
    topic: "magnetism",
    difficulty: "hard",
    stem: "A bar magnet is pushed into a coil of wire connected to a sensitive current meter and is then held motionless inside the coil. What does the meter show while the magnet is held still?",
    options: ["A steady current in one direction", "A current that keeps increasing", "An alternating current", "No current"],
    answer: 3,
    explanation:
      "Electromagnetic induction produces a voltage only when the magnetic field through the coil is changing. While the magnet moves in, the meter deflects; once the magnet stops, the field is constant and the current drops to zero. Pulling the magnet back out would produce a current in the opposite direction.",
  },
  {
    id: "EI-051",
    topic: "magnetism",
    difficulty: "medium",
    stem: "What energy conversion does an electric generator perform?",
    options: [
      "Mechanical energy to electrical energy",
      "Electrical energy to mechanical energy",
      "Chemical energy to electrical energy",
      "Electrical energy to chemical energy",
    ],
    answer: 0,
    explanation:
      "A generator turns a coil in a magnetic field (or a magnet inside a coil), converting the mechanical energy of rotation into electrical energy by electromagnetic induction. Converting electrical energy to mechanical energy is what a motor does, and chemical-to-electrical conversion is what a battery does.",
  },
  {
    id: "EI-052",
    topic: "magnetism",
    difficulty: "hard",
    stem: "The north-seeking end of a compass needle points toward Earth's geographic North Pole. What kind of magnetic pole lies near the geographic North Pole?",
    options: [
      "A magnetic north pole, because like poles attract",
      "A magnetic north pole, because unlike poles attract",
      "Neither kind, because a compass responds only to Earth's rotation",
      "A magnetic south pole, because unlike poles attract",
    ],
    answer: 3,
    explanation:
      "Unlike poles attract, so whatever pulls in the north end of a compass needle must be a magnetic south pole. The region is called the 'North Pole' for geographic reasons, which is why many people assume it is a magnetic north pole. 'Like poles attract' states the rule backward; like poles repel.",
  },
  {
    id: "EI-053",
    topic: "units and symbols",
    difficulty: "easy",
    stem: "What is the unit of electrical resistance?",
    options: ["Ampere", "Volt", "Watt", "Ohm"],
    answer: 3,
    explanation:
      "Resistance is measured in ohms (symbol Ω). Current is measured in amperes, voltage (potential difference) in volts, and power in watts.",
  },
  {
    id: "EI-054",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "What is the unit of capacitance?",
    options: ["Farad", "Henry", "Coulomb", "Tesla"],
    answer: 0,
    explanation:
      "Capacitance is measured in farads (F); practical capacitors are usually rated in microfarads (µF) or picofarads (pF). The henry is the unit of inductance, the coulomb is the unit of electric charge, and the tesla measures magnetic field strength.",
  },
  {
    id: "EI-055",
    topic: "units and symbols",
    difficulty: "easy",
    stem: "A resistor is marked 4.7 kΩ. What is its resistance in ohms?",
    options: ["0.0047 Ω", "47 Ω", "470 Ω", "4,700 Ω"],
    answer: 3,
    explanation:
      "The prefix kilo (k) means 1,000, so 4.7 kΩ = 4.7 × 1,000 = 4,700 Ω. 47 Ω and 470 Ω come from moving the decimal point too few places, and 0.0047 Ω divides by 1,000 instead of multiplying.",
  },
  {
    id: "EI-056",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "On a schematic, a cell is drawn as one long line and one short line side by side. What does the long line represent?",
    options: ["The negative terminal", "The positive terminal", "A ground connection", "The cell's internal resistance"],
    answer: 1,
    explanation:
      "In the standard cell symbol, the longer line is the positive terminal and the shorter (often thicker) line is the negative terminal. Several long-short pairs drawn together represent a battery made of several cells.",
  },
  {
    id: "EI-057",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "Which component is drawn on a schematic as a row of connected loops or humps, like a coiled wire?",
    options: ["Resistor", "Capacitor", "Inductor", "Fuse"],
    answer: 2,
    explanation:
      "The inductor symbol shows a coil of wire, drawn as a row of loops or half-circles, because an inductor is a coil. A resistor is usually drawn as a zigzag line, and a capacitor as two parallel lines separated by a gap.",
  },
  {
    id: "EI-058",
    topic: "units and symbols",
    difficulty: "medium",
    stem: "On a schematic, a wire ends in three horizontal lines stacked one below another, each shorter than the one above it. What does this symbol represent?",
    options: ["A ground connection", "A battery", "A capacitor", "An antenna"],
    answer: 0,
    explanation:
      "Stacked lines that get shorter toward the bottom are the ground (earth) symbol, marking a connection to ground or the circuit's zero-volt reference point. A battery is drawn as alternating long and short lines with a wire at each end, and a capacitor as two equal parallel lines.",
  },
  {
    id: "EI-059",
    topic: "semiconductors",
    difficulty: "easy",
    stem: "What does a diode do in a circuit?",
    options: [
      "It allows current to flow in only one direction",
      "It stores charge for later use",
      "It raises the voltage of the source",
      "It opposes changes in current",
    ],
    answer: 0,
    explanation:
      "A diode conducts easily when forward-biased (anode more positive than cathode) and blocks current when reverse-biased, acting like a one-way valve. Storing charge is a capacitor's job, and opposing changes in current is an inductor's.",
  },
  {
    id: "EI-060",
    topic: "semiconductors",
    difficulty: "easy",
    stem: "Which element is the most widely used semiconductor material in diodes, transistors and integrated circuits?",
    options: ["Copper", "Silicon", "Aluminum", "Tungsten"],
    answer: 1,
    explanation:
      "Silicon is a semiconductor: pure silicon conducts poorly, but adding tiny amounts of impurities (doping) lets engineers control its conductivity precisely. Copper and aluminum are good conductors used for wiring, and tungsten is a metal used in lamp filaments.",
  },
  {
    id: "EI-061",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "What are the three terminals of a bipolar junction transistor (BJT)?",
    options: ["Emitter, base and collector", "Anode, cathode and gate", "Source, gate and drain", "Primary, secondary and core"],
    answer: 0,
    explanation:
      "A bipolar junction transistor has an emitter, a base and a collector; a small base current controls a much larger collector current. Source, gate and drain are the terminals of a field-effect transistor, a different type, and anode, cathode and gate belong to devices such as the SCR.",
  },
  {
    id: "EI-062",
    topic: "semiconductors",
    difficulty: "hard",
    stem: "Pure silicon is doped with a small amount of phosphorus, which has five valence electrons (one more than silicon). What kind of material results?",
    options: [
      "N-type, with extra free electrons as charge carriers",
      "P-type, with extra holes as charge carriers",
      "An insulator, because the impurity atoms block current",
      "An intrinsic semiconductor that behaves just like pure silicon",
    ],
    answer: 0,
    explanation:
      "Silicon has four valence electrons. Each phosphorus atom bonds with four silicon neighbors and has one electron left over, which becomes a free negative charge carrier, so the material is N-type (N for negative). P-type material is made with impurities that have three valence electrons, such as boron, which leave holes.",
  },
  {
    id: "EI-063",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "About how much voltage is dropped across a silicon diode when it is forward-biased and conducting?",
    options: ["0.3 V", "0.7 V", "1.5 V", "6.0 V"],
    answer: 1,
    explanation:
      "A conducting silicon diode drops roughly 0.6 to 0.7 V, and 0.7 V is the standard value used in circuit calculations. About 0.3 V is the typical figure for germanium diodes, which is the common mix-up.",
  },
  {
    id: "EI-064",
    topic: "semiconductors",
    difficulty: "hard",
    stem: "In the circuit shown, about how much current flows through the resistor?",
    figure:
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' font-family='sans-serif' font-size='13'><g stroke='#1f2937' stroke-width='2' fill='none' stroke-linecap='round' stroke-linejoin='round'><line x1='70' y1='40' x2='70' y2='84'/><line x1='55' y1='84' x2='85' y2='84'/><line x1='63' y1='96' x2='77' y2='96' stroke-width='4'/><line x1='70' y1='96' x2='70' y2='140'/><g stroke='none' fill='#1f2937'><text x='89' y='82' text-anchor='start'>+</text><text x='48' y='95' text-anchor='end'>6 V</text></g><line x1='70' y1='40' x2='135' y2='40'/><polygon points='135,40 155,30 155,50' fill='#1f2937'/><line x1='135' y1='30' x2='135' y2='50'/><line x1='155' y1='40' x2='220' y2='40'/><line x1='220' y1='40' x2='220' y2='69'/><polyline points='220,69 213,72.5 227,79.5 213,86.5 227,93.5 213,100.5 227,107.5 220,111'/><line x1='220' y1='111' x2='220' y2='140'/><line x1='70' y1='140' x2='220' y2='140'/></g><g fill='#1f2937'><text x='145' y='22' text-anchor='middle'>D1</text><text x='234' y='94' text-anchor='start'>R = 100 Ω</text></g></svg>",
    figureAlt:
      "Schematic: a 6-volt battery with its positive terminal at the top. The top wire runs from the positive terminal to a diode D1 whose triangle points left, back toward the battery, so the diode's bar (cathode) faces the positive terminal. From the diode the wire continues to a resistor R = 100 Ω on the right side and returns along the bottom wire to the negative terminal.",
    options: ["Essentially 0 mA", "53 mA", "60 mA", "600 mA"],
    answer: 0,
    explanation:
      "The diode's bar (cathode) is connected toward the battery's positive terminal, so the diode is reverse-biased and blocks current; only a tiny leakage current flows. If the diode were turned around, the current would be about (6 − 0.7) V ÷ 100 Ω = 53 mA; 60 mA ignores the diode entirely (6 V ÷ 100 Ω).",
  },
  {
    id: "EI-065",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "In the schematic symbol for a diode, a triangle points toward a straight bar. Which terminal does the bar represent?",
    options: ["Anode", "Base", "Gate", "Cathode"],
    answer: 3,
    explanation:
      "The bar marks the cathode, and the triangle points in the direction conventional current flows when the diode conducts, from anode to cathode. On a real diode the cathode end is usually marked with a painted band that matches the bar in the symbol.",
  },
];
