import type { StudyMaterial } from "../types";

/** GS study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const GS_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "gs-guide",
    section: "GS",
    type: "guide",
    title: "General Science Study Guide",
    content: `## What GS measures

General Science (GS) checks the science you picked up in high school: life science (cells, the human body, genetics, ecology), physical science (chemistry, matter, forces, energy) and earth and space science (rocks, weather, the solar system). On the CAT-ASVAB you get **15 questions in 12 minutes**, a little under 50 seconds each. Most items are quick recall, so what you know matters more than speed.

GS does **not** count toward your AFQT, but it feeds job composites such as the Electronics (EL) score and the Navy's hospital corpsman (HM) score, so it opens medical and technical jobs.

## Topic by topic

**Cell biology.** The cell is the basic unit of life. The nucleus holds the DNA, mitochondria release energy from food (cellular respiration), ribosomes build proteins, and the cell membrane controls what enters and leaves. Plant cells add a cell wall and chloroplasts for photosynthesis. Bacteria are prokaryotes: no nucleus. Mitosis makes two identical body cells; meiosis makes four sex cells with half the chromosomes. Example: "Which structure is in a leaf cell but not a muscle cell?" Chloroplast.

**Human body systems.** Circulatory (heart and vessels move blood), respiratory (gases swap in the lungs' alveoli), digestive (most nutrients are absorbed in the small intestine), nervous (brain, spinal cord, nerves), skeletal (206 bones in an adult), muscular, endocrine (glands and hormones, such as insulin from the pancreas), immune (white blood cells) and urinary (kidneys filter the blood). Example: "Which vessels carry blood away from the heart?" Arteries.

**Genetics.** Genes are stretches of DNA on chromosomes; humans have 23 pairs (46 total). A dominant allele (capital letter) shows up whenever it is present; a recessive one shows only when there are two copies. Example: two parents are both Aa. A Punnett square gives 1 AA, 2 Aa, 1 aa, so the chance a child shows the recessive trait is 1 in 4, or 25%.

**Ecology.** Energy flows from producers (plants) to primary consumers (plant eaters) to secondary consumers (meat eaters); decomposers recycle the remains. Only about 10% of the energy passes up each level. Example: if the grass in a field stores 10,000 units of energy, rabbits get about 1,000 and the foxes that eat them about 100.

**Chemistry basics.** An atom has protons (positive) and neutrons (no charge) in the nucleus and electrons (negative) around it. The atomic number is the number of protons; the mass number is protons plus neutrons. On the pH scale, 7 is neutral, below 7 is acidic and above 7 is basic. Example: carbon-14 has atomic number 6, so it has 14 − 6 = 8 neutrons.

**States of matter.** Solids keep their shape and volume, liquids keep volume but take the container's shape, and gases fill whatever space they have. Melting, freezing, evaporation (boiling), condensation, sublimation (solid straight to gas) and deposition (gas straight to solid) are the phase changes. Example: dry ice "smoking" at room temperature is sublimation.

**Motion and forces.** Speed = distance ÷ time. Newton's laws: an object keeps its motion unless a net force acts (inertia); F = m × a; every action has an equal and opposite reaction. Example: a 10 kg cart pushed with a net force of 20 N accelerates at 20 ÷ 10 = 2 m/s².

**Energy.** Energy is never created or destroyed, only changed in form. Kinetic energy (motion) is ½mv²; gravitational potential energy (height) is mgh. Heat moves by conduction (touch), convection (moving fluid) and radiation (waves, even through space). Example: a 2 kg rock held 5 m up has PE = 2 × 9.8 × 5 = 98 joules.

**Earth science.** Earth has a crust, mantle, liquid outer core and solid inner core. Moving plates cause earthquakes and volcanoes. Igneous rock forms from cooled magma, sedimentary rock from pressed layers (where fossils are found), and metamorphic rock from heat and pressure. Example: marble is metamorphic; it forms from limestone.

**Weather and climate.** Weather is today's conditions; climate is the long-term average. Almost all weather happens in the troposphere, the lowest layer of the atmosphere; the ozone layer sits in the stratosphere above it. A cold front often brings short, strong storms; a warm front brings steadier rain. Example: a falling barometer (dropping air pressure) usually signals stormy weather on the way.

**Astronomy.** The eight planets from the Sun are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. Earth rotates once about every 24 hours (a day) and orbits the Sun about every 365¼ days (a year). Seasons come from Earth's 23.5° tilt, not from its distance to the Sun. Example: in a solar eclipse the Moon passes between the Sun and Earth.

**Measurement and units.** Science uses the metric system: meters, grams, liters, seconds. Kilo means 1,000, centi means 1/100 and milli means 1/1,000. Temperature converts with °F = (9/5 × °C) + 32. Example: 25 °C = 9/5 × 25 + 32 = 45 + 32 = 77 °F.

## Common traps

- **Mass vs. weight.** Mass (kg) is the amount of matter and is the same on the Moon; weight is the pull of gravity and changes.
- **Seasons.** Tilt, not distance. Earth is actually closest to the Sun in early January.
- **Arteries vs. veins.** Arteries carry blood away from the heart, even the pulmonary artery, which carries oxygen-poor blood.
- **Mitosis vs. meiosis.** Mitosis makes copies for growth and repair; meiosis makes sperm and egg cells.
- **Heat vs. temperature.** Temperature is how hot something is; heat is energy moving because of a temperature difference.

## Two-week study plan

- **Days 1–2:** Cells and genetics. Sketch a plant and an animal cell from memory; do five Punnett squares.
- **Days 3–4:** Body systems. Make one index card per system: main organs and job.
- **Day 5:** Ecology. Draw a food chain and label producer, consumers, decomposer and the 10% energy rule.
- **Days 6–7:** Chemistry basics and states of matter. Learn the parts of an atom, the pH scale and the six phase changes.
- **Days 8–9:** Motion, forces and energy. Practice F = m × a, KE and PE problems until they feel automatic.
- **Day 10:** Earth science, weather and climate.
- **Day 11:** Astronomy, measurement and unit conversions.
- **Days 12–13:** Timed mixed sets: 15 questions in 12 minutes. Log every miss.
- **Day 14:** Review your missed-fact log and the vocabulary list. Sleep early.

## Test-day tactics

- **Keep moving.** About 48 seconds per question. If you know it, answer and go.
- **Use elimination.** Even when you are unsure, you can usually rule out one or two choices that belong to a different topic.
- **No skipping on the CAT.** You must answer each question to see the next and cannot go back, so choose and let it go.
- **Do not leave questions unanswered.** If time is about to run out, guess on the rest; unfinished items are scored as harshly as random guessing, so a guess never costs you.
- **Harder questions are good news.** The test adapts, so tougher items mean you are doing well.`,
  },
  {
    id: "gs-formula",
    section: "GS",
    type: "formula",
    title: "General Science Formula and Fact Sheet",
    content: `## Motion and forces

- **Speed** = distance ÷ time. A runner covers 100 m in 20 s: 5 m/s.
- **Acceleration** = (final velocity − starting velocity) ÷ time. From 0 to 30 m/s in 6 s: 5 m/s².
- **Newton's second law:** F = m × a. Force in newtons (N), mass in kilograms, acceleration in m/s².
- **Weight** = m × g, with g ≈ 9.8 m/s² on Earth (about 32 ft/s²). A 50 kg person weighs about 490 N.
- **Momentum** p = m × v. A 1,000 kg car at 20 m/s has 20,000 kg·m/s.
- **Density** = mass ÷ volume. Water is 1 g/cm³; anything less dense than water floats.

## Energy, work and power

- **Work** = force × distance, in joules (J). Pushing with 50 N for 4 m: 200 J.
- **Power** = work ÷ time, in watts (W). 200 J in 10 s: 20 W.
- **Kinetic energy** KE = ½mv². A 2 kg ball at 3 m/s: ½ × 2 × 9 = 9 J.
- **Potential energy** PE = mgh. A 10 kg box on a 2 m shelf: 10 × 9.8 × 2 = 196 J.
- **Conservation of energy:** energy changes form but the total stays the same.

## Waves, light and sound

- **Wave speed** = frequency × wavelength.
- **Sound** travels about 343 m/s in air at room temperature, faster in water and fastest in solids. It cannot travel through a vacuum.
- **Light** travels about 300,000 km/s (3 × 10⁸ m/s). Sunlight takes about 8 minutes to reach Earth.
- **Visible spectrum** from longest to shortest wavelength: red, orange, yellow, green, blue, indigo, violet ("ROY G BIV").

## Temperature

- °F = (9/5 × °C) + 32. Example: 100 °C = 212 °F.
- °C = (°F − 32) × 5/9. Example: 68 °F = 20 °C.
- K = °C + 273 (273.15 exactly). Absolute zero is 0 K, about −273 °C.
- Key points: water freezes at 0 °C (32 °F) and boils at 100 °C (212 °F) at sea level; normal body temperature is about 37 °C (98.6 °F).

## Metric prefixes and conversions

- kilo (k) = 1,000; hecto (h) = 100; deka (da) = 10; deci (d) = 1/10; centi (c) = 1/100; milli (m) = 1/1,000; micro (µ) = 1/1,000,000; nano (n) = one billionth.
- 1 inch = 2.54 cm; 1 kg ≈ 2.2 lb; 1 mile ≈ 1.61 km; 1 liter ≈ 1.06 quarts.
- 1 mL of water = 1 cm³ and has a mass of about 1 g.

## Chemistry facts

- Atomic number = protons. Mass number = protons + neutrons. In a neutral atom, electrons = protons.
- pH runs 0–14: 7 neutral, lower is acidic, higher is basic. Each step is a 10× change, so pH 3 is 10 times more acidic than pH 4.
- Common formulas: H₂O water, CO₂ carbon dioxide, O₂ oxygen, NaCl table salt, CH₄ methane, C₆H₁₂O₆ glucose.
- Photosynthesis: 6CO₂ + 6H₂O + light energy → C₆H₁₂O₆ + 6O₂. Cellular respiration runs it the other way and releases energy.
- Air is about 78% nitrogen, 21% oxygen and 1% argon and other gases.
- Noble gases (helium, neon, argon) sit in the far-right column and rarely react. Metals are on the left and middle of the periodic table.

## Biology facts

- Humans: 46 chromosomes (23 pairs), 206 bones, a four-chambered heart.
- Red blood cells carry oxygen (hemoglobin), white blood cells fight infection, platelets help blood clot.
- Punnett ratios: Aa × Aa gives 3 dominant : 1 recessive in appearance; Aa × aa gives 1 : 1.
- Classification from broadest to narrowest: domain, kingdom, phylum, class, order, family, genus, species. Hook: "Dear King Philip Came Over For Good Soup."
- Energy pyramid: about 10% of the energy passes from one feeding level to the next.

## Earth and space facts

- Planets in order: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune. Hook: "My Very Educated Mother Just Served Us Nachos."
- Jupiter is the largest planet; Venus is the hottest; Mercury is closest to the Sun.
- The Moon orbits Earth in about 27.3 days; its full cycle of phases takes about 29.5 days.
- A light-year is a **distance** (how far light goes in a year), not a time.
- Mohs hardness scale: talc is 1, diamond is 10; a harder mineral scratches a softer one.
- Earthquake magnitude: each whole step up means about 10 times more ground shaking and about 32 times more energy.`,
  },
  {
    id: "gs-vocabulary",
    section: "GS",
    type: "vocabulary",
    title: "General Science Vocabulary",
    content: `## Life science

- **Cell** — the smallest unit that can carry out all life processes.
- **Organelle** — a small structure inside a cell with one job, like a tiny organ.
- **Nucleus** — the control center of a cell; holds the DNA.
- **Mitochondria** — organelles that release energy from food. Hook: the "power plant" of the cell.
- **Chloroplast** — the plant organelle where photosynthesis happens; contains green chlorophyll.
- **Photosynthesis** — plants using light, water and carbon dioxide to make sugar and oxygen.
- **Cellular respiration** — cells breaking down sugar with oxygen to release energy, giving off carbon dioxide and water.
- **Mitosis** — cell division that makes two identical cells, used for growth and repair.
- **Meiosis** — cell division that makes four sex cells, each with half the usual chromosomes.
- **DNA** — the molecule that carries genetic instructions, shaped like a twisted ladder (double helix).
- **Gene** — a section of DNA that codes for a trait.
- **Allele** — one version of a gene, such as the allele for brown eyes or blue eyes.
- **Dominant** — an allele that shows its trait even when only one copy is present.
- **Recessive** — an allele that shows its trait only when two copies are present.
- **Genotype / phenotype** — the genetic code (Aa) vs. the trait you can see (brown eyes).
- **Homeostasis** — the body keeping stable internal conditions, like sweating to cool down.
- **Enzyme** — a protein that speeds up a chemical reaction in the body, such as digesting food.
- **Producer / consumer / decomposer** — makes its own food (plant) / eats other living things / breaks down dead matter (fungi, bacteria).
- **Ecosystem** — all the living things in an area plus their physical surroundings.
- **Symbiosis** — a close relationship between two species: mutualism (both gain), commensalism (one gains, other unaffected), parasitism (one gains, other is harmed).

## Physical science

- **Atom** — the smallest unit of an element, made of protons, neutrons and electrons.
- **Element** — a pure substance made of one kind of atom, such as oxygen or iron.
- **Compound** — two or more elements chemically bonded, such as water (H₂O).
- **Isotope** — atoms of the same element with different numbers of neutrons, like carbon-12 and carbon-14.
- **Ion** — an atom that has gained or lost electrons and so carries a charge.
- **Catalyst** — a substance that speeds up a reaction without being used up.
- **Acid / base** — pH below 7 (lemon juice) / pH above 7 (soap, bleach).
- **Inertia** — an object's resistance to a change in its motion.
- **Velocity** — speed with a direction, such as 50 mph north.
- **Acceleration** — the rate at which velocity changes; slowing down counts too.
- **Momentum** — mass times velocity; a loaded truck has more than a bicycle at the same speed.
- **Friction** — a force that resists sliding between surfaces and turns motion into heat.
- **Kinetic / potential energy** — energy of motion / stored energy of position or condition.
- **Conduction / convection / radiation** — heat by direct touch / by moving fluid / by waves, even across empty space.

## Earth and space science

- **Igneous rock** — rock formed when magma or lava cools, such as granite or basalt.
- **Sedimentary rock** — rock formed from pressed layers of sediment, such as sandstone; where fossils are found.
- **Metamorphic rock** — rock changed by heat and pressure, such as marble from limestone.
- **Plate tectonics** — the theory that Earth's crust is broken into moving plates.
- **Troposphere** — the lowest layer of the atmosphere, where nearly all weather happens.
- **Front** — the boundary between two air masses of different temperatures.
- **Humidity** — the amount of water vapor in the air.
- **Galaxy** — a huge system of stars, gas and dust; ours is the Milky Way.
- **Light-year** — the distance light travels in one year, about 9.5 trillion km.
- **Eclipse** — one body blocking light to another: solar (Moon blocks Sun) or lunar (Earth's shadow on Moon).`,
  },
];
