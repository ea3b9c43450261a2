/** The article's text (Markdown subset of study materials); its metadata is in ../electronics-information-study-guide.ts. */
export const body = `Electronics Information (EI) scares a lot of people who have never opened up a circuit board. It shouldn't. The subtest covers a fairly small set of ideas, most of which fit on a single sheet of notes, and the math is simple multiplication and division. If you are aiming for a technical job, this is also one of the subtests where an evening or two of study can make a real difference. This guide covers what you need: the formulas, how circuits behave, the main components, AC and DC, the resistor color code, safety, and a plan to pull it all together.

## Why EI matters even though it is not in the AFQT

EI does not count toward your AFQT, the score that decides whether you can enlist. What it does affect is the set of jobs you qualify for. Each branch combines subtests into line scores or composites, and EI shows up in the ones tied to electronics, communications and maintenance work. In general terms:

- **Army:** EI carries weight in the electronics (EL) and surveillance and communications (SC) line scores, and also in maintenance scores such as general maintenance (GM) and mechanical maintenance (MM). In the Army's official formulas it contributes something to every line score except GT.
- **Navy:** the electronics composite (EL) adds General Science, Arithmetic Reasoning, Mathematics Knowledge and EI.
- **Air Force and Space Force:** the Electrical (E) composite uses the same four subtests.
- **Marine Corps:** EI appears in the electronics (EL) and mechanical maintenance (MM) composites.
- **Coast Guard:** some job standards add EI to math and science scores.

The pattern is clear: if you want to work on radios, radar, computers, avionics, power systems or vehicles, EI is part of your ticket. Ask your recruiter which line scores your target jobs use, and you will see exactly where it fits.

## What the EI subtest looks like

On the CAT-ASVAB, EI has 15 scored questions in 10 minutes, which works out to 40 seconds per question. That is fast. The questions are mostly short: a definition, a unit, a component, or a quick calculation with Ohm's law. There is no time to derive formulas during the test, so you need them memorized.

Like the rest of the CAT-ASVAB, EI is adaptive. A right answer tends to bring a harder question, a wrong one an easier question, and you cannot skip or go back. Calculators are not allowed, but the numbers in EI calculations almost always divide cleanly.

## The four quantities you must know

Every circuit question comes back to four quantities. Learn the name, symbol and unit of each:

- **Voltage (V), measured in volts:** the electrical "push" or pressure that drives current. A battery or an outlet supplies voltage.
- **Current (I), measured in amperes, or amps (A):** the rate at which charge flows. It is the amount of electricity moving through the wire.
- **Resistance (R), measured in ohms (Ω):** how strongly something opposes the flow of current.
- **Power (P), measured in watts (W):** how fast energy is being used or delivered.

A water-pipe comparison helps many people: voltage is like water pressure, current is like the flow rate, and resistance is like a narrow section of pipe that restricts the flow.

Know the metric prefixes too, because answer choices use them: kilo (k) means thousand, mega (M) means million, milli (m) means thousandth, and micro (μ) means millionth. So 4.7 kΩ is 4,700 ohms, and 250 mA is 0.25 amps.

## Ohm's law with worked examples

Ohm's law ties the first three quantities together: **V = I × R**. Rearranged, it gives **I = V ÷ R** and **R = V ÷ I**. A handy memory aid is a triangle with V on top and I and R side by side on the bottom. Cover the one you want; if the other two are side by side, multiply them, and if one is above the other, divide.

**Example 1, finding current:** A 12-volt battery is connected across a 4-ohm resistor. What current flows? I = V ÷ R = 12 ÷ 4 = 3 amps.

**Example 2, finding voltage:** 2 amps flow through a 60-ohm resistor. What is the voltage across it? V = I × R = 2 × 60 = 120 volts.

**Example 3, finding resistance:** A 9-volt battery drives 0.03 amps (30 milliamps) through a device. What is its resistance? R = V ÷ I = 9 ÷ 0.03 = 300 ohms.

A useful way to reason without numbers: if voltage stays the same and resistance goes up, current goes down. If resistance stays the same and voltage doubles, current doubles. Many EI questions test exactly that kind of relationship.

## Power with worked examples

The basic power formula is **P = V × I**. Combining it with Ohm's law gives two more versions: **P = I² × R** and **P = V² ÷ R**. Pick whichever matches the two values you are given.

**Example 4:** A lamp on a 120-volt circuit draws 0.5 amps. Its power is P = 120 × 0.5 = 60 watts.

**Example 5:** A 1,500-watt space heater runs on 120 volts. How much current does it draw? I = P ÷ V = 1,500 ÷ 120 = 12.5 amps. This is why a heater and a microwave on the same household circuit can trip a breaker.

**Example 6:** 2 amps flow through a 10-ohm resistor. P = I² × R = 2² × 10 = 4 × 10 = 40 watts.

**Example 7:** A 48-ohm resistor is connected to 12 volts. P = V² ÷ R = 144 ÷ 48 = 3 watts.

Energy is power multiplied by time. Electric companies bill in kilowatt-hours: a 100-watt bulb left on for 10 hours uses 100 × 10 = 1,000 watt-hours, which is 1 kilowatt-hour.

## Series and parallel circuits

How components are connected changes everything. There are two basic arrangements, and you should know three facts about each.

**Series circuits** connect components end to end in a single path:

- The same current flows through every component.
- Total resistance is the sum: R total = R1 + R2 + R3.
- The source voltage is divided among the components, and the individual voltage drops add up to the source voltage.
- If one component fails open, the whole circuit stops, like an old string of holiday lights.

**Example 8:** Resistors of 10, 20 and 30 ohms are in series across 12 volts. Total resistance is 60 ohms, so the current is 12 ÷ 60 = 0.2 amps. The voltage drops are 0.2 × 10 = 2 volts, 0.2 × 20 = 4 volts and 0.2 × 30 = 6 volts. Check: 2 + 4 + 6 = 12 volts.

**Parallel circuits** give current more than one path:

- Every branch has the same voltage across it.
- The branch currents add up to the total current.
- Total resistance is always smaller than the smallest branch. For two resistors, use product over sum: R total = (R1 × R2) ÷ (R1 + R2). For identical resistors, divide one resistor's value by how many there are.
- If one branch fails, the others keep working. Household outlets and lights are wired in parallel for this reason.

**Example 9:** A 6-ohm and a 3-ohm resistor are in parallel across 12 volts. Total resistance is (6 × 3) ÷ (6 + 3) = 18 ÷ 9 = 2 ohms. Branch currents: 12 ÷ 6 = 2 amps and 12 ÷ 3 = 4 amps, for 6 amps total. Check with Ohm's law on the whole circuit: 12 ÷ 2 = 6 amps.

**Example 10:** Three 12-ohm resistors in parallel give 12 ÷ 3 = 4 ohms.

**Example 11, combination circuit:** A 4-ohm resistor is in series with the 6-ohm and 3-ohm parallel pair from Example 9, all across 12 volts. Replace the pair with its 2-ohm equivalent; the total is 4 + 2 = 6 ohms, and the current is 12 ÷ 6 = 2 amps. The 4-ohm resistor drops 2 × 4 = 8 volts and the parallel pair drops 2 × 2 = 4 volts, which adds up to 12.

Three more terms to know: an **open circuit** has a break in the path, so no current flows; a **closed circuit** is a complete path; a **short circuit** is an accidental low-resistance path that lets a large current flow, which is what fuses and breakers protect against.

## Components and what they do

Expect questions that ask what a component does, what unit it is rated in, or what its schematic symbol looks like.

- **Resistor:** limits current. Rated in ohms. Drawn as a zigzag line.
- **Capacitor:** stores energy in an electric field between two plates separated by an insulator. Rated in farads, usually microfarads in practice. Once charged, it blocks steady DC but lets AC pass, and it passes higher frequencies more easily. Drawn as two short parallel lines. Capacitors in parallel add their values, the opposite of resistors.
- **Inductor (coil):** stores energy in a magnetic field and opposes changes in current. Rated in henries. Passes DC easily but opposes AC more as the frequency rises. Drawn as a series of loops.
- **Diode:** lets current flow in one direction only. Used in rectifiers to turn AC into DC. Drawn as a triangle pointing at a bar; the bar marks the cathode. An LED is a diode that gives off light, and a Zener diode is designed to hold a steady voltage.
- **Transistor:** a semiconductor device that acts as a switch or an amplifier, letting a small signal control a larger current. A bipolar transistor has three leads: emitter, base and collector. It comes in NPN and PNP types.
- **Transformer:** two coils on a shared core that step AC voltage up or down. The voltage ratio follows the turns ratio, so a 10-to-1 step-down transformer turns 120 volts into 12 volts. Transformers do not work on steady DC.
- **Fuse and circuit breaker:** protect a circuit from too much current. A fuse melts and must be replaced; a breaker trips and can be reset.
- **Switch and relay:** a switch opens or closes a circuit by hand; a relay is a switch operated by an electromagnet, so a small current can control a larger one.
- **Battery:** a source of DC made of one or more cells. In the symbol, the longer line is the positive terminal.
- **Ground:** a common reference point, usually connected to the earth or the chassis. The symbol is a set of horizontal lines that get shorter toward the bottom.

Materials matter too. **Conductors**, such as copper, aluminum, gold and silver, let current flow easily; silver is the best common conductor, and copper is the usual choice for wire because it conducts well and costs less. **Insulators**, such as rubber, glass, plastic and dry wood, resist current. **Semiconductors**, such as silicon and germanium, sit in between and are the basis of diodes, transistors and integrated circuits.

Wire resistance goes up as the wire gets longer or thinner. In the American Wire Gauge system, a higher gauge number means a thinner wire, so 22-gauge wire is much thinner than 12-gauge wire.

## AC and DC

**Direct current (DC)** flows in one direction at a steady voltage. Batteries, solar cells and the output of a phone charger are DC. **Alternating current (AC)** reverses direction many times a second. Household power in the United States is AC at about 120 volts and 60 hertz, meaning it completes 60 full cycles every second. The period of one cycle is 1 ÷ 60 of a second, roughly 16.7 milliseconds.

- A **rectifier** converts AC to DC.
- An **inverter** converts DC to AC.
- **Frequency** is measured in hertz (Hz): cycles per second.
- Power companies use AC largely because transformers can easily step its voltage up for long-distance transmission and back down for homes.

You may also see the two ways of describing current direction. **Conventional current** is described as flowing from positive to negative. **Electron flow** goes from negative to positive, because electrons carry a negative charge. Both describe the same circuit; just know which one a question is using.

## The resistor color code

Small resistors are marked with colored bands instead of printed numbers. Each color stands for a digit:

- Black 0, brown 1, red 2, orange 3, yellow 4
- Green 5, blue 6, violet 7, gray 8, white 9

On a common four-band resistor, the first two bands are digits, the third band is the multiplier (the number of zeros to add), and the fourth band is the tolerance: **gold means plus or minus 5%, silver means plus or minus 10%**, and no fourth band means plus or minus 20%.

A memory sentence helps with the order. Here is one: "Black Bears Roam Over Yellow Grass But Violet Geese Watch." The first letters give black, brown, red, orange, yellow, green, blue, violet, gray, white. Make up your own if you prefer; a silly sentence you wrote yourself is easier to remember.

**Example 12:** Brown, black, red, gold. Digits 1 and 0 make 10, and red adds two zeros: 1,000 ohms, or 1 kΩ, with 5% tolerance. The real value can be anywhere from 950 to 1,050 ohms.

**Example 13:** Yellow, violet, orange. Digits 4 and 7 make 47, and orange adds three zeros: 47,000 ohms, or 47 kΩ.

**Example 14:** Red, red, brown. Digits 2 and 2 make 22, and brown adds one zero: 220 ohms.

## Electrical safety basics

Safety questions are easy points if you know the principles, and the habits matter far beyond the test:

- **Turn off and verify.** Shut off power at the breaker and confirm the circuit is dead with a tester before you touch it. In military and industrial settings, a lockout and tagout procedure keeps someone from switching it back on while you work.
- **Current through the body is what injures.** Voltage is what pushes that current, which is why higher voltages are more dangerous. A path across the chest, hand to hand, is especially dangerous because it crosses the heart.
- **Capacitors can bite after the plug is pulled.** Large capacitors, like those in power supplies and microwave ovens, can hold a dangerous charge. They must be discharged properly before anyone works on the equipment.
- **Keep water away.** Wet skin and wet surfaces make shocks far more dangerous. Ground-fault circuit interrupter (GFCI) outlets, common near sinks and outdoors, cut power quickly when current leaks to ground.
- **Never bypass protection.** Do not replace a fuse with a higher-rated one or defeat a breaker. They are there to stop overheated wiring and fires.
- **Know the wire colors.** In standard U.S. household wiring, black (or red) is hot, white is neutral, and green or bare copper is ground.
- **Use insulated tools and work with one hand when possible** on energized equipment, keeping the other hand away from grounded surfaces.

## A two-week EI study plan

About 20 to 30 minutes a day is plenty. The goal is instant recall, because 40 seconds per question does not leave time to work things out from scratch.

**Days 1 to 3: Foundations.** Learn the four quantities, their units and the metric prefixes. Write Ohm's law and the three power formulas from memory each day. Work five Ohm's law and five power problems daily.

**Days 4 to 6: Circuits.** Learn the series and parallel rules. Draw a circuit for each practice problem, even a rough one, and label the values. Do at least two combination circuits.

**Days 7 to 9: Components and materials.** Make flashcards for each component: the front has the name, the back has its job, unit and symbol description. Add cards for conductors, insulators, semiconductors, wire gauge, AC, DC, rectifier and inverter.

**Days 10 and 11: Color code and safety.** Decode ten resistors a day from random color combinations you write down, then check your answers. Review the safety list until you can explain each point in your own words.

**Days 12 and 13: Timed practice.** Take a 15-question EI set in 10 minutes. Review every miss, and turn each one into a new flashcard.

**Day 14: Light review.** Go through your formula sheet and flashcards once, then rest.

Because EI shares composites with General Science, Arithmetic Reasoning and Mathematics Knowledge, time spent on those subtests helps your electronics-related line scores too. Pair this plan with regular math practice if a technical job is your goal.

## Quick-reference checklist

- V = I × R, I = V ÷ R, R = V ÷ I
- P = V × I, P = I² × R, P = V² ÷ R
- Series: same current, resistances add, voltages add up to the source
- Parallel: same voltage, currents add, total resistance smaller than the smallest branch
- Capacitor blocks steady DC and passes AC; inductor passes DC and opposes changing current
- Diode is one-way; transistor switches or amplifies; transformer changes AC voltage
- Color code: black 0 through white 9; gold 5%, silver 10%
- U.S. household power: about 120 volts AC at 60 hertz
- Power off, verify, and respect stored charge

Master that list, and Electronics Information stops being a mystery and becomes one of the most predictable subtests on the ASVAB.`;
