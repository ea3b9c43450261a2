import type { StudyMaterial } from "../types";

/** EI study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const EI_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "ei-guide",
    section: "EI",
    type: "guide",
    title: "Electronics Information Study Guide",
    content: `## What EI measures

Electronics Information (EI) covers basic electricity and electronics: how current, voltage and resistance relate, how circuits and components behave, and how to work safely. On the CAT-ASVAB you get **15 questions in 10 minutes**, about 40 seconds each. Most items are quick facts or one-step calculations.

EI does **not** count toward your AFQT, but it feeds the Electronics (EL) composite and several mechanical and maintenance composites. If you want avionics, communications, radar, power or IT work, this is the score to build.

## Topic by topic

**Ohm's law.** Voltage = current × resistance, V = I × R. Cover the value you want and the other two tell you what to do. Example: 12 V across a 4 Ω resistor drives I = 12 ÷ 4 = 3 A.

**Electrical power.** P = V × I, measured in watts. Example: a 1,500 W space heater on a 120 V outlet draws 1,500 ÷ 120 = 12.5 A. Energy used is power × time: that heater running 2 hours uses 3 kWh.

**Series circuits.** One path. The current is the same everywhere, resistances add, and the voltage drops add up to the source voltage. If one part opens, everything stops. Example: 2 Ω, 4 Ω and 6 Ω in series on 24 V: total 12 Ω, current 2 A, drops of 4 V, 8 V and 12 V.

**Parallel circuits.** Several paths. Every branch gets the full source voltage, branch currents add, and the total resistance is **less than the smallest branch**. Example: 3 Ω and 6 Ω in parallel: (3 × 6) ÷ (3 + 6) = 2 Ω. Two equal resistors in parallel give half of one: two 6 Ω resistors make 3 Ω. House outlets are wired in parallel, so one lamp going out doesn't kill the others.

**Circuit components.** Resistors limit current. Capacitors store charge, block steady DC and pass AC. Inductors (coils) oppose changes in current. Transformers step AC voltage up or down by their turns ratio. Fuses and circuit breakers open when current is too high. Example: a transformer with 10 times more turns on the primary than the secondary turns 120 V into 12 V.

**AC and DC.** Direct current flows one way (batteries, cars). Alternating current reverses direction many times a second; US household power is about 120 V at 60 Hz. A rectifier changes AC to DC; an inverter changes DC to AC. Example: 60 Hz means 60 complete cycles every second, so one cycle lasts 1/60 second.

**Electrical safety.** Current through the body is what injures, and a fraction of an amp across the chest can kill. Turn off and lock out power before work, use insulated tools, and keep one hand away from the circuit when testing. GFCI outlets cut power when current leaks to ground, which is why they are required near water. Never use water on an electrical fire; use a Class C-rated extinguisher. Example: in US house wiring, black (or red) is hot, white is neutral, and green or bare copper is ground.

**Magnetism.** Like poles repel, opposite poles attract. Current in a wire creates a magnetic field, and a moving magnet near a coil creates current. Motors turn electricity into motion; generators turn motion into electricity. Example: to make an electromagnet stronger, add turns of wire, raise the current, or use an iron core.

**Units and symbols.** Volt (V) for voltage, ampere (A) for current, ohm (Ω) for resistance, watt (W) for power, farad (F) for capacitance, henry (H) for inductance, hertz (Hz) for frequency. Example: 4.7 kΩ = 4,700 Ω and 250 mA = 0.25 A.

**Semiconductors.** Silicon and germanium conduct somewhere between a conductor and an insulator. Adding impurities (doping) makes N-type (extra electrons) or P-type (extra holes) material. A diode lets current through in one direction only; an LED is a diode that gives off light; a transistor uses a small current at its base to switch or amplify a larger one. Example: a reverse-biased diode blocks current, so a lamp in series with it stays dark.

## Common traps

- **Series vs. parallel totals.** Resistors add in series; in parallel the total drops. Capacitors do the opposite: they add in parallel.
- **Milli vs. mega.** m means one-thousandth; M means one million.
- **Power formulas.** P = I²R means a small current change makes a big power change: doubling current quadruples power.
- **Current direction.** Conventional current is drawn from + to −; electrons actually move from − to +. Read which one the question uses.
- **Wire gauge.** A smaller AWG number means a thicker wire that can safely carry more current.

## Two-week study plan

- **Days 1–2:** Units, prefixes and symbols. Make flashcards for every unit and prefix.
- **Days 3–4:** Ohm's law and power. Do 20 quick calculations each day.
- **Days 5–6:** Series and parallel circuits, including mixed circuits.
- **Day 7:** Components and schematic symbols. Draw each symbol from memory.
- **Day 8:** AC and DC, transformers, frequency.
- **Day 9:** Magnetism, motors and generators.
- **Day 10:** Semiconductors: diodes, LEDs, transistors.
- **Day 11:** Electrical safety and wiring colors.
- **Days 12–13:** Timed sets of 15 questions in 10 minutes. Log every miss.
- **Day 14:** Review the formula sheet and vocabulary. Rest.

## Test-day tactics

- **Write the Ohm's-law triangle and the power formulas** on your scratch paper as soon as the section starts.
- **Convert prefixes first.** Put everything in volts, amps and ohms before you calculate.
- **Sanity-check.** Parallel totals must be smaller than the smallest branch; series totals larger than the largest.
- **Move fast on facts.** Know it or eliminate and go; save seconds for the calculations.
- **No skipping on the CAT.** Answer every question to move on. If time is nearly out, guess rather than leave items unanswered.`,
  },
  {
    id: "ei-formula",
    section: "EI",
    type: "formula",
    title: "Electronics Information Formula Sheet",
    content: `## Ohm's law

- **V = I × R** — volts = amps × ohms. 2 A through 10 Ω needs 20 V.
- **I = V ÷ R** — 9 V across 3 Ω: 3 A.
- **R = V ÷ I** — 120 V pushing 0.5 A: 240 Ω.
- Memory hook: the triangle with V on top, I and R below. Cover what you want.

## Power and energy

- **P = V × I.** 12 V × 5 A = 60 W.
- **P = I² × R.** 2 A through 50 Ω: 4 × 50 = 200 W.
- **P = V² ÷ R.** 120 V across 240 Ω: 14,400 ÷ 240 = 60 W.
- **Energy = power × time.** A 100 W bulb for 10 hours uses 1,000 Wh = 1 kWh.
- **Cost = kWh × price.** 1 kWh at 15 cents costs 15 cents.

## Series circuits

- Total resistance: R = R₁ + R₂ + R₃ + …
- Current is the same through every part.
- Voltage drops add up to the source voltage.
- Batteries in series: voltages add. Four 1.5 V cells = 6 V.

## Parallel circuits

- Total resistance: 1/R = 1/R₁ + 1/R₂ + …
- Two resistors: R = (R₁ × R₂) ÷ (R₁ + R₂). 6 Ω and 12 Ω: 72 ÷ 18 = 4 Ω.
- n equal resistors: R ÷ n. Four 100 Ω resistors: 25 Ω.
- Voltage is the same across every branch; branch currents add to the total.
- Batteries in parallel (same voltage): voltage stays the same, capacity adds.

## Capacitors and inductors

- Capacitors in parallel add: C = C₁ + C₂. In series they combine like parallel resistors.
- Inductors combine like resistors: add in series, product-over-sum in parallel.
- A capacitor blocks steady DC and passes AC; an inductor passes DC and opposes changes in current.

## AC facts

- Frequency f = 1 ÷ period. 60 Hz → one cycle every 1/60 s.
- RMS voltage ≈ 0.707 × peak voltage; peak ≈ 1.414 × RMS. US outlets are 120 V RMS, about 170 V peak.
- Transformer: Vs ÷ Vp = Ns ÷ Np. 120 V primary, 500 primary turns, 50 secondary turns: 12 V.
- A step-down transformer lowers voltage and raises available current; power stays about the same.

## Resistor color code

- Black 0, Brown 1, Red 2, Orange 3, Yellow 4, Green 5, Blue 6, Violet 7, Gray 8, White 9.
- Hook: "Better Be Right Or Your Great Big Venture Goes Wrong."
- Band 1 = first digit, band 2 = second digit, band 3 = multiplier (number of zeros), band 4 = tolerance.
- Tolerance: gold ±5%, silver ±10%, no band ±20%.
- Example: brown-black-red-gold = 1, 0, two zeros = 1,000 Ω ±5%.
- Example: yellow-violet-orange = 4, 7, three zeros = 47,000 Ω = 47 kΩ.

## Units and prefixes

- Voltage: volt (V). Current: ampere (A). Resistance and impedance: ohm (Ω). Power: watt (W).
- Charge: coulomb (C). Capacitance: farad (F). Inductance: henry (H). Frequency: hertz (Hz).
- Mega (M) = 1,000,000; kilo (k) = 1,000; milli (m) = 1/1,000; micro (µ) = 1/1,000,000; nano (n) = one billionth; pico (p) = one trillionth.
- Examples: 2.2 MΩ = 2,200,000 Ω; 330 µF = 0.00033 F; 15 mA = 0.015 A.

## Schematic symbols in words

- **Resistor:** a zigzag line. **Variable resistor:** zigzag with an arrow through it.
- **Battery:** pairs of long and short parallel lines; the long line is positive.
- **Capacitor:** two parallel plates (one curved for a polarized type).
- **Inductor:** a row of loops or bumps. **Transformer:** two coils side by side with lines between them.
- **Diode:** a triangle pointing at a bar; current flows toward the bar (the cathode).
- **Ground:** three horizontal lines getting shorter, like an upside-down triangle.
- **Lamp:** a circle with an X inside. **Fuse:** a small S-curve or a rectangle on the line.
- **Switch:** a line hinged away from a contact point.

## Wiring and safety rules

- US house wiring: black or red = hot, white = neutral, green or bare = ground.
- Smaller AWG number = thicker wire = more current capacity.
- Fuses and breakers go on the hot side and protect the wiring from overcurrent.
- GFCI = protects people from shock; required near water.
- Electrical fires: Class C extinguisher; never water.`,
  },
  {
    id: "ei-vocabulary",
    section: "EI",
    type: "vocabulary",
    title: "Electronics Information Vocabulary",
    content: `## Basic quantities

- **Voltage** — electrical "pressure" that pushes charge through a circuit, in volts (V). Hook: like water pressure in a hose.
- **Current** — the flow of electric charge, in amperes (A). Hook: like the amount of water flowing.
- **Resistance** — opposition to current, in ohms (Ω). Hook: like a narrow spot in the hose.
- **Power** — the rate at which electrical energy is used, in watts (W).
- **Charge** — the property of electrons (negative) and protons (positive) that makes them push and pull, in coulombs.
- **Impedance** — total opposition to AC, combining resistance and reactance, in ohms.
- **Frequency** — how many AC cycles happen per second, in hertz (Hz).
- **Kilowatt-hour (kWh)** — the energy of 1,000 watts used for one hour; what the power company bills.

## Circuits

- **Circuit** — a complete, closed path for current.
- **Open circuit** — a broken path, so no current flows, like a switch turned off.
- **Short circuit** — an accidental low-resistance path that lets dangerous current flow.
- **Series circuit** — components in a single path; one break stops everything.
- **Parallel circuit** — components on separate branches, each with full voltage.
- **Load** — the device that uses the power, such as a lamp or motor.
- **Conductor** — a material that lets current flow easily, such as copper or aluminum.
- **Insulator** — a material that resists current, such as rubber, glass or plastic.
- **Ground** — a connection to the earth or a common zero-voltage point, used for safety and reference.
- **Polarity** — which side is positive and which is negative.

## Components

- **Resistor** — limits current; marked with color bands.
- **Capacitor** — stores charge on two plates separated by an insulator; blocks DC, passes AC.
- **Inductor** — a coil that stores energy in a magnetic field and resists changes in current.
- **Transformer** — two coils that step AC voltage up or down.
- **Fuse** — a thin link that melts to open a circuit when current is too high; replace, don't reset.
- **Circuit breaker** — a switch that trips open on overcurrent and can be reset.
- **Switch** — opens or closes a circuit by hand.
- **Relay** — a switch worked by an electromagnet, letting a small current control a large one.
- **Potentiometer** — a variable resistor with a knob, such as a volume control.
- **Rectifier** — a circuit, usually diodes, that changes AC to DC.

## Semiconductors

- **Semiconductor** — a material such as silicon whose conductivity sits between a conductor and an insulator.
- **Doping** — adding impurities to a semiconductor to make N-type or P-type material.
- **Diode** — a one-way valve for current, with an anode (+) and a cathode (−).
- **LED** — light-emitting diode; glows when current flows forward through it.
- **Transistor** — a three-terminal device (base, collector, emitter) that switches or amplifies.
- **Integrated circuit (IC)** — many transistors and other parts built on one small chip.

## Power and safety

- **AC (alternating current)** — current that reverses direction many times a second; wall outlets.
- **DC (direct current)** — current that flows in one direction; batteries.
- **GFCI** — ground fault circuit interrupter; cuts power in a fraction of a second if current leaks, protecting people from shock.
- **Lockout/tagout** — locking and tagging a power source off so no one turns it on while you work.
- **Multimeter** — a meter that measures voltage, current and resistance. Measure voltage in parallel, current in series.

## Magnetism

- **Electromagnet** — a coil of wire, often around iron, that becomes a magnet when current flows.
- **Electromagnetic induction** — creating voltage by moving a conductor through a magnetic field; how generators work.`,
  },
];
