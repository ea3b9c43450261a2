import type { AuthoredItem } from "../../types";

/** GS physical science: chemistry basics, states of matter, motion and forces, energy, measurement and units (GS-146 to GS-245). */
export const GS_PHYSICAL_SCIENCE_ITEMS: readonly AuthoredItem[] = [
  {
    id: "GS-146",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "What is the smallest particle of an element that still has the properties of that element?",
    options: ["Molecule", "Atom", "Proton", "Compound"],
    answer: 1,
    explanation:
      "An atom is the smallest unit of an element that keeps the element's chemical identity. A proton is only one part of an atom and does not have the element's properties, a molecule is two or more atoms bonded together, and a compound is a substance made of two or more different elements.",
  },
  {
    id: "GS-147",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "Which particle in an atom carries a negative electric charge?",
    options: ["Proton", "Neutron", "Nucleus", "Electron"],
    answer: 3,
    explanation:
      "Electrons are negatively charged and move around the nucleus. Protons are positive, neutrons have no charge, and the nucleus, which holds the protons and neutrons, is positive overall.",
  },
  {
    id: "GS-148",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "What is the chemical symbol for sodium?",
    options: ["Na", "So", "Sd", "S"],
    answer: 0,
    explanation:
      "Sodium's symbol is Na, from its Latin name natrium. S is the symbol for sulfur, and So and Sd are not symbols of any element.",
  },
  {
    id: "GS-149",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "Water, H₂O, is made of hydrogen and oxygen chemically bonded in a fixed ratio. What kind of substance is water?",
    options: ["An element", "A mixture", "A compound", "An alloy"],
    answer: 2,
    explanation:
      "A compound is made of two or more elements chemically combined in a fixed ratio, as water is (two hydrogen atoms for each oxygen atom). An element contains only one kind of atom, a mixture is not chemically bonded and can vary in makeup, and an alloy is a mixture of metals.",
  },
  {
    id: "GS-150",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "A solution has a pH of 7. How is it described?",
    options: ["Strongly acidic", "Weakly acidic", "Neutral", "Strongly basic"],
    answer: 2,
    explanation:
      "On the pH scale from 0 to 14, a pH of 7, like that of pure water, is neutral. Values below 7 are acidic (the lower, the more acidic) and values above 7 are basic.",
  },
  {
    id: "GS-151",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "Which of the following is a mixture?",
    options: ["Salt water", "Pure water", "Table salt", "Oxygen gas"],
    answer: 0,
    explanation:
      "Salt water is a mixture: salt dissolved in water, in any amount, and the two can be separated by evaporating the water. Pure water and table salt (sodium chloride) are compounds with fixed makeups, and oxygen gas is an element.",
  },
  {
    id: "GS-152",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "Which property is typical of metals?",
    options: [
      "They break easily when hammered",
      "They have a dull surface",
      "They are gases at room temperature",
      "They conduct heat and electricity well",
    ],
    answer: 3,
    explanation:
      "Metals are good conductors of heat and electricity, are shiny, and can be hammered into shape (they are malleable) instead of shattering. Brittleness and a dull surface are typical of nonmetals, and nearly all metals are solids at room temperature; mercury is a liquid, and none are gases.",
  },
  {
    id: "GS-153",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "Carbon-12 and carbon-14 are isotopes of carbon. In what way do their atoms differ?",
    options: ["Number of protons", "Number of neutrons", "Number of electrons in the neutral atom", "Atomic number"],
    answer: 1,
    explanation:
      "Isotopes of an element have the same number of protons but different numbers of neutrons, so their mass numbers differ: carbon-12 has 6 neutrons and carbon-14 has 8. Both have 6 protons, which means the same atomic number, and neutral atoms of both have 6 electrons.",
  },
  {
    id: "GS-154",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "When sodium reacts with chlorine to form sodium chloride (table salt), what happens to their electrons?",
    options: [
      "Sodium gives an electron to chlorine, forming ions",
      "Sodium and chlorine share a pair of electrons equally",
      "Chlorine gives an electron to sodium, forming a metal",
      "Both atoms lose electrons and then repel each other",
    ],
    answer: 0,
    explanation:
      "Sodium easily loses its single outer electron and chlorine easily gains one, so sodium becomes Na⁺ and chlorine becomes Cl⁻; the attraction between them is an ionic bond. Sharing electrons describes a covalent bond, chlorine takes rather than gives electrons, and ions that repelled each other could not form a compound.",
  },
  {
    id: "GS-155",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "What holds the hydrogen atoms and the oxygen atom together within a water molecule?",
    options: [
      "Magnetic attraction between the nuclei",
      "Ionic bonds formed by transferring electrons",
      "Gravity between the atoms",
      "Covalent bonds formed by sharing electrons",
    ],
    answer: 3,
    explanation:
      "In a water molecule, each hydrogen atom shares a pair of electrons with the oxygen atom; shared electron pairs are covalent bonds. Ionic bonds form when electrons are transferred, usually between a metal and a nonmetal, and neither magnetism nor gravity holds atoms together in molecules.",
  },
  {
    id: "GS-156",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "Aluminum has an atomic number of 13. An aluminum atom with a mass number of 27 contains how many neutrons?",
    options: ["13", "14", "27", "40"],
    answer: 1,
    explanation:
      "The mass number counts protons plus neutrons, and the atomic number counts protons, so neutrons = 27 − 13 = 14. Thirteen is the number of protons, 27 is the mass number itself, and 40 comes from adding instead of subtracting.",
  },
  {
    id: "GS-157",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "Which group of elements, including helium, neon and argon, rarely reacts with other elements because their outer electron shells are full?",
    options: ["Alkali metals", "Halogens", "Noble gases", "Alkaline earth metals"],
    answer: 2,
    explanation:
      "The noble gases, in the far-right column of the periodic table, have full outer shells, so they seldom gain, lose or share electrons. Alkali metals (one outer electron) and halogens (one electron short of a full shell) are among the most reactive elements, and the alkaline earth metals are also reactive.",
  },
  {
    id: "GS-158",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "A substance that speeds up a chemical reaction without being used up by the reaction is called a",
    options: ["catalyst", "reactant", "product", "solvent"],
    answer: 0,
    explanation:
      "A catalyst lowers the energy needed to start a reaction and comes out of the reaction unchanged, so it can be used again. Reactants are used up, products are formed, and a solvent is the substance that dissolves another in a solution.",
  },
  {
    id: "GS-159",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "A chemical hand warmer gives off heat when its contents react with air. What kind of reaction is this?",
    options: ["Endothermic", "Exothermic", "Neutralization", "Decomposition by electricity"],
    answer: 1,
    explanation:
      "An exothermic reaction releases energy, usually as heat, to its surroundings, which is what a hand warmer does. An endothermic reaction absorbs heat and feels cold, as in an instant cold pack. Neutralization is a reaction of an acid with a base, and the hand warmer uses no electricity.",
  },
  {
    id: "GS-160",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "In the balanced equation for burning methane, CH₄ + 2O₂ → CO₂ + 2H₂O, how many oxygen atoms are on the product side?",
    options: ["2", "3", "4", "6"],
    answer: 2,
    explanation:
      "CO₂ has 2 oxygen atoms, and 2H₂O has 2 × 1 = 2 more, for 4 in all; this matches the 2 × 2 = 4 oxygen atoms in 2O₂, as it must, since atoms are conserved. Three counts the CO₂ but only one of the two water molecules, 2 counts only the CO₂, and 6 adds the 4 atoms of 2O₂ to the 2 in CO₂, mixing reactants with products.",
  },
  {
    id: "GS-161",
    topic: "chemistry basics",
    difficulty: "hard",
    stem: "A neutral sodium atom has 11 electrons, arranged in shells of 2, 8 and 1. How many valence (outer-shell) electrons does it have?",
    options: ["1", "2", "8", "11"],
    answer: 0,
    explanation:
      "Valence electrons are those in the outermost shell; with shells of 2, 8 and 1, sodium has 1 valence electron, which is why it readily loses one electron to form Na⁺. Two and 8 are the numbers in the inner shells, and 11 is the total number of electrons.",
  },
  {
    id: "GS-162",
    topic: "chemistry basics",
    difficulty: "hard",
    stem: "Which of these observations is NOT evidence that a chemical reaction has taken place?",
    options: [
      "Bubbles of a new gas form when two liquids are mixed",
      "A solid forms when two clear solutions are mixed",
      "A new color appears as a substance is heated in air",
      "An ice cube turns into liquid water on a counter",
    ],
    answer: 3,
    explanation:
      "Melting ice is a physical change: the substance is still water, only its state changes. A new gas, a solid (precipitate) forming from two solutions, and a color change during heating are classic signs that new substances have formed in a chemical reaction.",
  },
  {
    id: "GS-163",
    topic: "chemistry basics",
    difficulty: "hard",
    stem: "Hydrochloric acid is mixed with just enough sodium hydroxide, a base, to neutralize it. What are the products?",
    options: ["Hydrogen gas and oxygen gas", "A salt and water", "A stronger acid and a metal", "Carbon dioxide and sugar"],
    answer: 1,
    explanation:
      "In a neutralization reaction, an acid and a base react to form a salt and water: HCl + NaOH → NaCl + H₂O. No hydrogen or oxygen gas, stronger acid or metal is produced, and there is no carbon in the reactants to form carbon dioxide or sugar.",
  },
  {
    id: "GS-164",
    topic: "chemistry basics",
    difficulty: "hard",
    stem: "A lab starts with 64 g of a radioactive isotope. After 24 days, only 8 g of the isotope remains. What is its half-life?",
    options: ["3 days", "8 days", "12 days", "24 days"],
    answer: 1,
    explanation:
      "Going from 64 g to 32 g to 16 g to 8 g takes three half-lives, so one half-life is 24 ÷ 3 = 8 days. Three is the number of half-lives, not their length; 12 days assumes the sample halved only twice; and 24 days is the whole elapsed time.",
  },
  {
    id: "GS-165",
    topic: "chemistry basics",
    difficulty: "hard",
    stem: "A neutral oxygen atom has 8 protons and 8 electrons. If it gains 2 electrons, what is the charge of the resulting ion?",
    options: ["+2", "+10", "−2", "−6"],
    answer: 2,
    explanation:
      "The ion has 8 protons (+8) and 10 electrons (−10), so its net charge is −2; gaining negative electrons makes a negative ion. A +2 charge would come from losing 2 electrons, +10 counts only the electrons as if they were positive, and −6 confuses the charge with oxygen's 6 valence electrons.",
  },
  // states of matter
  {
    id: "GS-166",
    topic: "states of matter",
    difficulty: "easy",
    stem: "In which state of matter are the particles farthest apart and moving most freely?",
    options: ["Solid", "Gas", "Liquid", "Crystal"],
    answer: 1,
    explanation:
      "Gas particles are far apart and move quickly in all directions, which is why a gas fills its whole container. Liquid particles are close together but can slide past one another, and in a solid, including a crystal, the particles are packed tightly and only vibrate in place.",
  },
  {
    id: "GS-167",
    topic: "states of matter",
    difficulty: "easy",
    stem: "After a rain shower, a puddle on a sunny sidewalk slowly disappears. What process causes this?",
    options: ["Evaporation", "Condensation", "Freezing", "Deposition"],
    answer: 0,
    explanation:
      "The water evaporates: molecules at the surface gain enough energy to escape as water vapor. Condensation is the opposite (vapor turning into liquid), freezing turns liquid into solid, and deposition turns a gas directly into a solid.",
  },
  {
    id: "GS-168",
    topic: "states of matter",
    difficulty: "easy",
    stem: "On a humid day, drops of water form on the outside of a glass of ice water. Where does this water come from?",
    options: [
      "It leaks through the glass from the inside",
      "It melts off the ice inside the glass",
      "It is made by a reaction between the glass and air",
      "Water vapor in the air condenses on the cold glass",
    ],
    answer: 3,
    explanation:
      "The cold glass chills the air touching it, and the water vapor in that air condenses into liquid drops. Glass does not let water pass through, the ice stays inside the glass, and no chemical reaction occurs between glass and air.",
  },
  {
    id: "GS-169",
    topic: "states of matter",
    difficulty: "easy",
    stem: "Which state of matter, made of electrically charged particles, is found in lightning and in stars such as the Sun?",
    options: ["Solid", "Liquid", "Plasma", "Gas made of neutral atoms"],
    answer: 2,
    explanation:
      "Plasma forms when a gas is heated so much, or so strongly energized, that electrons are stripped from its atoms, leaving charged particles; lightning and the Sun are plasma. Ordinary gases have neutral atoms or molecules, and the Sun is far too hot for solids or liquids.",
  },
  {
    id: "GS-170",
    topic: "states of matter",
    difficulty: "easy",
    stem: "Long highway bridges have small gaps, often covered by interlocking metal plates, between sections of the roadway. What is the main reason for these gaps?",
    options: [
      "To let rainwater drain off the roadway",
      "To make the sections easier to replace later",
      "To give the materials room to expand when they get hot",
      "To reduce the weight of the structure",
    ],
    answer: 2,
    explanation:
      "Most materials expand when heated and contract when cooled (thermal expansion), so without gaps the bridge sections would push against one another on hot days and could crack or buckle. The gaps are not mainly for drainage, replacement or saving weight.",
  },
  {
    id: "GS-171",
    topic: "states of matter",
    difficulty: "easy",
    stem: "At sea level, at what temperature does pure water boil?",
    options: ["100 °C", "0 °C", "32 °C", "212 °C"],
    answer: 0,
    explanation:
      "At sea level, pure water boils at 100 °C, which equals 212 °F. Zero degrees Celsius is the freezing point, 32 is the freezing point on the Fahrenheit scale, and 212 is the boiling point in °F, not °C.",
  },
  {
    id: "GS-172",
    topic: "states of matter",
    difficulty: "easy",
    stem: "What is the change of state from a liquid to a solid called?",
    options: ["Melting", "Condensation", "Sublimation", "Freezing"],
    answer: 3,
    explanation:
      "Freezing is the change from liquid to solid, as when water becomes ice. Melting is the reverse (solid to liquid), condensation is gas to liquid, and sublimation is solid directly to gas.",
  },
  {
    id: "GS-173",
    topic: "states of matter",
    difficulty: "medium",
    stem: "On a very cold night, water vapor in the air turns directly into ice crystals on a car window without first becoming liquid. What is this change called?",
    options: ["Sublimation", "Deposition", "Condensation", "Evaporation"],
    answer: 1,
    explanation:
      "Deposition is the change from a gas directly to a solid, which is how frost forms. Sublimation is the reverse change, solid directly to gas; condensation produces liquid water (dew), not ice; and evaporation turns liquid into gas.",
  },
  {
    id: "GS-174",
    topic: "states of matter",
    difficulty: "medium",
    stem: "What does the temperature of a substance measure?",
    options: [
      "The average kinetic energy of its particles",
      "The total mass of its particles",
      "The number of particles it contains",
      "The amount of space between its particles",
    ],
    answer: 0,
    explanation:
      "Temperature is a measure of the average kinetic energy (energy of motion) of the particles; the faster they move, the higher the temperature. Mass and the number of particles do not set the temperature, since a small cup and a large pot of water can be at the same temperature, and spacing depends mostly on the state of matter.",
  },
  {
    id: "GS-175",
    topic: "states of matter",
    difficulty: "medium",
    stem: "Why can water pipes burst during a hard freeze?",
    options: [
      "Cold metal shrinks and cracks the water",
      "Water expands as it freezes into ice",
      "Ice is denser than water and sinks onto the pipe",
      "Cold air is pumped into the pipe by the water",
    ],
    answer: 1,
    explanation:
      "Unlike most substances, water expands by about 9% when it freezes, and the growing ice pushes outward hard enough to split a pipe. Shrinking metal does not crack water, ice is less dense than water (which is why it floats), and no air is pumped into the pipe.",
  },
  {
    id: "GS-176",
    topic: "states of matter",
    difficulty: "medium",
    stem: "Why does sweating help cool the body?",
    options: [
      "Sweat is colder than the skin when it comes out",
      "Sweat blocks the sunlight from reaching the skin",
      "Evaporating sweat absorbs heat from the skin",
      "Sweat carries salt out of the body",
    ],
    answer: 2,
    explanation:
      "For sweat to evaporate, its water molecules need energy, and they take that heat from the skin, which cools the body. Sweat comes out at body temperature, not colder; it does not block sunlight; and losing salt does not cool the body.",
  },
  {
    id: "GS-177",
    topic: "states of matter",
    difficulty: "medium",
    stem: "A balloon blown up indoors is carried outside on a freezing winter day and becomes noticeably smaller. Why?",
    options: [
      "The rubber absorbs some of the air in the cold",
      "Air leaks out faster in cold weather",
      "Cold air outside pushes harder because it is heavier",
      "The gas inside contracts as it cools",
    ],
    answer: 3,
    explanation:
      "When a gas cools, its particles slow down and hit the balloon wall less hard and less often, so at the same outside pressure the gas takes up less volume (Charles's law). It grows back when warmed, which shows that no air was absorbed or lost.",
  },
  {
    id: "GS-178",
    topic: "states of matter",
    difficulty: "medium",
    stem: "Honey pours much more slowly than water. Which property of a liquid describes its resistance to flowing?",
    options: ["Density", "Surface tension", "Buoyancy", "Viscosity"],
    answer: 3,
    explanation:
      "Viscosity is a fluid's resistance to flow; honey has a high viscosity and water a low one. Density is mass per unit volume, surface tension is the pull that holds a liquid's surface together, and buoyancy is the upward push a fluid gives an object in it.",
  },
  {
    id: "GS-179",
    topic: "states of matter",
    difficulty: "medium",
    stem: "Why do road crews spread salt on icy roads?",
    options: [
      "Salt lowers the freezing point of water, so the ice melts",
      "Salt raises the freezing point of water, so ice cannot form",
      "Salt reacts with ice to produce heat and steam",
      "Salt makes the ice rougher without melting it",
    ],
    answer: 0,
    explanation:
      "Dissolved salt lowers the temperature at which water freezes, so ice touching the salt melts even a few degrees below 0 °C (32 °F). Raising the freezing point would make ice form more easily, salt does not burn or steam the ice, and its main effect is melting, not roughening.",
  },
  {
    id: "GS-180",
    topic: "states of matter",
    difficulty: "medium",
    stem: "Someone opens a bottle of perfume in one corner of a still room, and a few minutes later it can be smelled across the room. What best explains this?",
    options: [
      "Perfume particles are pulled toward people by gravity",
      "Gas particles move constantly and spread out on their own",
      "The perfume particles grow larger as they travel",
      "Perfume freezes in the air and falls on the far side",
    ],
    answer: 1,
    explanation:
      "Gas particles are always in rapid, random motion, so the perfume molecules diffuse from where they are concentrated to where they are not, even in still air. Gravity does not pull them sideways toward people, particles do not grow as they move, and perfume vapor does not freeze at room temperature.",
  },
  {
    id: "GS-181",
    topic: "states of matter",
    difficulty: "hard",
    stem: "A gas occupies 6 liters at a pressure of 1 atmosphere. If it is squeezed into 2 liters while its temperature stays the same, what will its pressure be?",
    options: ["3 atmospheres", "0.33 atmosphere", "4 atmospheres", "12 atmospheres"],
    answer: 0,
    explanation:
      "At constant temperature, pressure × volume stays the same (Boyle's law): 1 × 6 = P × 2, so P = 3 atmospheres. A third of an atmosphere assumes pressure falls when volume shrinks, 4 subtracts the volumes, and 12 multiplies them.",
  },
  {
    id: "GS-182",
    topic: "states of matter",
    difficulty: "hard",
    stem: "A gas at 27 °C fills 2 liters. At constant pressure, it is heated to 327 °C. What is its new volume?",
    options: ["2.2 liters", "4 liters", "8 liters", "24.2 liters"],
    answer: 1,
    explanation:
      "Gas-law temperatures must be in kelvins: 27 °C = 300 K and 327 °C = 600 K. The absolute temperature doubles, so the volume doubles to 4 liters (Charles's law). Using Celsius values directly gives 2 × 327 ÷ 27 ≈ 24.2 liters, mixing the scales (2 × 327 ÷ 300) gives about 2.2 liters, and 8 liters would need the absolute temperature to quadruple.",
  },
  {
    id: "GS-183",
    topic: "states of matter",
    difficulty: "hard",
    stem: "Why does food cook faster in a sealed pressure cooker than in an open pot?",
    options: [
      "The higher pressure raises the boiling point, so the water gets hotter",
      "The higher pressure lowers the boiling point, so the water boils sooner",
      "The sealed lid stops the water from reaching its boiling point",
      "Steam is colder than boiling water and cooks more evenly",
    ],
    answer: 0,
    explanation:
      "Increasing the pressure above the water raises its boiling point, to roughly 120 °C in a typical pressure cooker, so the food sits in hotter water and steam and cooks faster. Higher pressure does not lower the boiling point (lower pressure, as on a mountain, does), the water still boils inside, and steam is not colder than boiling water.",
  },
  {
    id: "GS-184",
    topic: "states of matter",
    difficulty: "hard",
    stem: "Why does a burn from steam at 100 °C usually do more damage than a burn from the same mass of liquid water at 100 °C?",
    options: [
      "Steam is always much hotter than 100 °C",
      "Steam is denser than liquid water",
      "Liquid water cannot touch the skin as closely as steam",
      "Steam releases extra heat as it condenses on the skin",
    ],
    answer: 3,
    explanation:
      "When steam condenses into water on the skin, it gives up its large latent heat of vaporization, in addition to the heat released as the water then cools, so it delivers far more energy than water at the same temperature. Steam at 100 °C is no hotter than the water, steam is much less dense than liquid water, and liquid water touches the skin at least as closely.",
  },
  {
    id: "GS-185",
    topic: "states of matter",
    difficulty: "hard",
    stem: "A sealed steel tank of gas is heated. The tank does not change size. What happens to the gas pressure, and why?",
    options: [
      "It drops, because the heated particles spread farther apart",
      "It stays the same, because the rigid tank keeps the volume fixed",
      "It rises, because faster particles hit the walls harder and more often",
      "It rises, because each particle swells to a larger size when heated",
    ],
    answer: 2,
    explanation:
      "Heating speeds up the gas particles, so they strike the tank walls more often and with more force, and the pressure rises. The particles cannot spread out in a rigid tank, pressure can change even when the volume cannot, and the particles themselves do not grow larger.",
  },
  // motion and forces
  {
    id: "GS-186",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "A hockey puck sliding across a rough wooden floor slows down much faster than one sliding on smooth ice. Which force causes the difference?",
    options: ["Gravity", "Inertia", "Friction", "Magnetism"],
    answer: 2,
    explanation:
      "Friction is the force that opposes the sliding of one surface over another, and a rough floor produces much more friction than smooth ice. Gravity pulls the puck down equally in both cases, inertia is not a force but the tendency to keep moving, and magnetism plays no part.",
  },
  {
    id: "GS-187",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "A cyclist rides at a steady 6 meters per second. How long does it take her to ride 480 meters?",
    options: ["8 s", "80 s", "474 s", "2,880 s"],
    answer: 1,
    explanation:
      "Time = distance ÷ speed = 480 m ÷ 6 m/s = 80 s. Multiplying the distance by the speed gives 2,880, subtracting gives 474, and 8 s drops a zero from the correct quotient.",
  },
  {
    id: "GS-188",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "What is the SI unit of force?",
    options: ["Joule", "Watt", "Pascal", "Newton"],
    answer: 3,
    explanation:
      "Force is measured in newtons (N); one newton gives a 1-kilogram mass an acceleration of 1 m/s². The joule is the unit of energy and work, the watt is the unit of power, and the pascal is the unit of pressure.",
  },
  {
    id: "GS-189",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "What does velocity describe that speed alone does not?",
    options: ["The direction of motion", "The distance traveled", "The time taken", "The mass of the object"],
    answer: 0,
    explanation:
      "Velocity is speed in a given direction, such as 30 m/s north. Speed and velocity are both worked out from distance and time, so those are not the difference, and neither one includes the object's mass.",
  },
  {
    id: "GS-190",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "What is an object's weight?",
    options: [
      "The amount of matter in the object",
      "The amount of space the object takes up",
      "The force of gravity pulling on the object",
      "The object's mass divided by its volume",
    ],
    answer: 2,
    explanation:
      "Weight is the force with which gravity pulls on an object, so it changes from planet to planet. The amount of matter is mass, the space taken up is volume, and mass divided by volume is density.",
  },
  {
    id: "GS-191",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "A truck travels at a steady 50 mi/h for 3 hours. How far does it go?",
    options: ["16.7 mi", "53 mi", "100 mi", "150 mi"],
    answer: 3,
    explanation:
      "Distance = speed × time = 50 mi/h × 3 h = 150 mi. Dividing gives about 16.7, adding gives 53, and 100 mi is the distance after only 2 hours.",
  },
  {
    id: "GS-192",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "A book rests on a table without moving. What is the net (total) force on the book?",
    options: ["Its weight, pointing down", "Zero", "Its weight, pointing up", "Twice its weight"],
    answer: 1,
    explanation:
      "Gravity pulls the book down and the table pushes it up with an equal force, so the forces cancel and the net force is zero; that is why the book does not accelerate. Its weight pointing down or up is only one of the two forces, and they do not add to twice the weight because they point in opposite directions.",
  },
  {
    id: "GS-193",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "A car speeds up from 10 m/s to 30 m/s in 5 seconds. What is its average acceleration?",
    options: ["2 m/s²", "4 m/s²", "6 m/s²", "8 m/s²"],
    answer: 1,
    explanation:
      "Acceleration = change in velocity ÷ time = (30 − 10) m/s ÷ 5 s = 4 m/s². Using only the final speed gives 30 ÷ 5 = 6, adding the speeds gives 40 ÷ 5 = 8, and 2 m/s² divides the change by 10 instead of 5.",
  },
  {
    id: "GS-194",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "A constant net force pushes a cart. If the same net force is applied to a second cart with twice the mass, how does the second cart's acceleration compare with the first's?",
    options: ["It is twice as large", "It is half as large", "It is the same", "It is four times as large"],
    answer: 1,
    explanation:
      "By Newton's second law, a = F ÷ m, so with the same force, doubling the mass halves the acceleration. More mass means more inertia, so the acceleration cannot stay the same or grow; twice or four times as large reverses the relationship.",
  },
  {
    id: "GS-195",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "An object has a mass of 10 kilograms. Using g = 9.8 m/s², what is its weight on Earth?",
    options: ["0.98 N", "9.8 N", "98 N", "980 N"],
    answer: 2,
    explanation:
      "Weight = mass × g = 10 kg × 9.8 m/s² = 98 newtons. The value 9.8 N is the weight of only 1 kg, and 0.98 N and 980 N put the decimal point in the wrong place.",
  },
  {
    id: "GS-196",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "What is the momentum of a 1,000-kilogram car moving at 20 meters per second?",
    options: ["50 kg·m/s", "1,020 kg·m/s", "2,000 kg·m/s", "20,000 kg·m/s"],
    answer: 3,
    explanation:
      "Momentum = mass × velocity = 1,000 kg × 20 m/s = 20,000 kg·m/s. Dividing gives 50, adding gives 1,020, and 2,000 drops a zero.",
  },
  {
    id: "GS-197",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "An astronaut on the Moon drops a hammer and a feather from the same height at the same moment, and they land together. On Earth, the hammer would land well before the feather. What explains the difference?",
    options: [
      "On Earth, air resistance slows the feather much more than the hammer",
      "On Earth, gravity pulls harder on light objects than on heavy ones",
      "On the Moon, the hammer is lighter than the feather",
      "On the Moon, there is no gravity, so both float down",
    ],
    answer: 0,
    explanation:
      "Without air, all objects fall with the same acceleration regardless of mass, so on the airless Moon they land together. On Earth, air resistance barely affects the hammer but greatly slows the light, broad feather. Gravity gives all objects the same acceleration; the hammer is still heavier than the feather on the Moon; and the Moon does have gravity, about one-sixth of Earth's.",
  },
  {
    id: "GS-198",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "Which of these has the greatest inertia?",
    options: [
      "A baseball thrown at 90 mi/h",
      "A bicycle and rider coasting at 15 mi/h",
      "A loaded dump truck parked at a curb",
      "A rifle bullet flying at 1,500 mi/h",
    ],
    answer: 2,
    explanation:
      "Inertia, an object's resistance to a change in its motion, depends only on mass, not speed. The loaded dump truck has by far the most mass, so it has the greatest inertia even while standing still. The fast baseball and bullet and the coasting bicycle and rider have much less mass.",
  },
  {
    id: "GS-199",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "Two people push a box in opposite directions: one pushes east with 30 N and the other pushes west with 20 N. What is the net force on the box?",
    options: ["50 N east", "10 N west", "50 N west", "10 N east"],
    answer: 3,
    explanation:
      "Forces in opposite directions are subtracted: 30 N − 20 N = 10 N, in the direction of the larger force, east. Fifty newtons would be the net force only if both pushed the same way, and the net force points west only if the westward push were larger.",
  },
  {
    id: "GS-200",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "Which change would reduce the friction between two metal parts that slide against each other in a machine?",
    options: [
      "Adding a film of oil between the parts",
      "Pressing the parts together more firmly",
      "Roughening the surfaces with sandpaper",
      "Removing the grease from the parts",
    ],
    answer: 0,
    explanation:
      "A lubricant such as oil keeps the surfaces from rubbing directly against each other, reducing friction and wear. Pressing harder, roughening the surfaces and removing the grease all increase friction.",
  },
  {
    id: "GS-201",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "A car drives around a circular track at a steady 40 mi/h. Which statement is true?",
    options: [
      "It is not accelerating, because its speed is constant",
      "It is accelerating only if it speeds up",
      "It is accelerating, because its direction keeps changing",
      "It has zero velocity, because it returns to its starting point",
    ],
    answer: 2,
    explanation:
      "Acceleration is any change in velocity, and velocity includes direction; moving in a circle means the direction changes constantly, so the car accelerates toward the center even at a steady speed. Constant speed does not mean constant velocity, and returning to the start means the average velocity over a lap is zero, not the velocity at each moment.",
  },
  {
    id: "GS-202",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "A skydiver falls until she reaches a steady top speed (terminal velocity). While she falls at that steady speed, which statement is true?",
    options: [
      "Gravity has stopped pulling on her",
      "Air resistance equals her weight, so the net force is zero",
      "Air resistance is greater than her weight, so she keeps slowing",
      "Her weight is greater than air resistance, so she keeps speeding up",
    ],
    answer: 1,
    explanation:
      "At terminal velocity the upward air resistance has grown to equal her weight, so the net force is zero and, by Newton's first law, her speed stays constant. Gravity still pulls on her; if air resistance were larger she would slow down, and if her weight were larger she would still be speeding up.",
  },
  {
    id: "GS-203",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "On level ground, one ball is fired straight out horizontally from a table edge at the same moment that an identical ball is simply dropped from the same height. Ignoring air resistance, which ball hits the floor first?",
    options: [
      "The fired ball, because it is moving faster",
      "The dropped ball, because it travels a shorter path",
      "The fired ball, because its speed adds to gravity",
      "Both land at the same time",
    ],
    answer: 3,
    explanation:
      "Horizontal motion does not affect vertical motion: both balls start with zero vertical speed and fall with the same acceleration due to gravity, so they land together; the fired ball simply lands farther away. Its greater horizontal speed does not add to its falling speed, and the longer path does not slow its fall.",
  },
  {
    id: "GS-204",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "A car travels 60 miles at 30 mi/h and then another 60 miles at 60 mi/h. What is its average speed for the whole trip?",
    options: ["40 mi/h", "45 mi/h", "50 mi/h", "90 mi/h"],
    answer: 0,
    explanation:
      "The first part takes 60 ÷ 30 = 2 hours and the second takes 60 ÷ 60 = 1 hour, so the car covers 120 miles in 3 hours: 120 ÷ 3 = 40 mi/h. Simply averaging the two speeds gives 45 mi/h, which is wrong because the car spends more time at the slower speed; 90 mi/h adds the speeds.",
  },
  {
    id: "GS-205",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "Two objects attract each other by gravity. If the distance between their centers is doubled, what happens to the gravitational force between them?",
    options: ["It becomes twice as large", "It becomes half as large", "It stays exactly the same", "It becomes one-fourth as large"],
    answer: 3,
    explanation:
      "Gravity follows an inverse-square law: the force depends on 1 ÷ (distance)², so doubling the distance divides the force by 2² = 4. Cutting it in half would be true only if the force depended on distance itself rather than its square; the force gets weaker, not stronger, and it does not stay the same.",
  },
  // energy
  {
    id: "GS-206",
    topic: "energy",
    difficulty: "easy",
    stem: "What is the SI unit of energy?",
    options: ["Watt", "Newton", "Joule", "Volt"],
    answer: 2,
    explanation:
      "Energy and work are measured in joules (J). The watt measures power (joules per second), the newton measures force, and the volt measures electric potential difference.",
  },
  {
    id: "GS-207",
    topic: "energy",
    difficulty: "easy",
    stem: "What kind of energy is stored in food, gasoline and batteries?",
    options: ["Nuclear energy", "Chemical energy", "Sound energy", "Magnetic energy"],
    answer: 1,
    explanation:
      "Food, fuels and batteries store chemical energy in the bonds of their molecules, released when they react. Nuclear energy is stored in atomic nuclei, sound energy is carried by vibrations, and magnetic energy is stored in magnetic fields.",
  },
  {
    id: "GS-208",
    topic: "energy",
    difficulty: "easy",
    stem: "Which of these is a renewable energy resource?",
    options: ["Coal", "Natural gas", "Petroleum", "Wind"],
    answer: 3,
    explanation:
      "Wind is renewable because it is continually produced by the Sun's uneven heating of Earth and will not run out. Coal, natural gas and petroleum are fossil fuels that took millions of years to form, so once used they cannot be replaced on a human time scale.",
  },
  {
    id: "GS-209",
    topic: "energy",
    difficulty: "easy",
    stem: "What does the law of conservation of energy state?",
    options: [
      "Energy cannot be created or destroyed, only changed in form",
      "Energy is destroyed whenever friction acts",
      "Machines can put out more energy than they take in",
      "Energy can be created from nothing by moving objects",
    ],
    answer: 0,
    explanation:
      "The total amount of energy stays the same; it only changes form, for example from chemical to thermal energy. Friction does not destroy energy but turns it into heat, no machine puts out more energy than it takes in, and moving objects cannot create energy from nothing.",
  },
  {
    id: "GS-210",
    topic: "energy",
    difficulty: "easy",
    stem: "A metal spoon left in a pot of hot soup soon feels hot at the handle. How did the heat travel up the spoon?",
    options: ["Radiation", "Conduction", "Convection", "Evaporation"],
    answer: 1,
    explanation:
      "Conduction is the transfer of heat through direct contact, particle to particle, and metals conduct heat well. Convection carries heat by the movement of a fluid such as air or water, radiation carries it by electromagnetic waves, and evaporation is a change of state, not a way heat moves through a solid.",
  },
  {
    id: "GS-211",
    topic: "energy",
    difficulty: "easy",
    stem: "A toaster changes electrical energy mainly into which form of energy?",
    options: ["Chemical energy", "Sound energy", "Thermal energy", "Nuclear energy"],
    answer: 2,
    explanation:
      "The toaster's wires resist the current and get hot, turning electrical energy mostly into thermal energy (heat), with some light. It makes only a little sound, and it does not produce chemical or nuclear energy.",
  },
  {
    id: "GS-212",
    topic: "energy",
    difficulty: "easy",
    stem: "Which material is the best thermal insulator for keeping a drink cold?",
    options: ["Copper", "Aluminum", "Iron", "Plastic foam"],
    answer: 3,
    explanation:
      "Plastic foam traps many tiny pockets of air, which conduct heat very poorly, so it slows the flow of heat into the drink. Copper, aluminum and iron are metals, which are good conductors of heat and would warm the drink faster.",
  },
  {
    id: "GS-213",
    topic: "energy",
    difficulty: "medium",
    stem: "A heater near the floor warms the air around it. The warm air rises, cooler air sinks to take its place, and soon the whole room is warm. What is this kind of heat transfer called?",
    options: ["Convection", "Conduction", "Radiation", "Insulation"],
    answer: 0,
    explanation:
      "Convection moves heat through the circulation of a fluid: warm, less dense air rises and cooler, denser air sinks, forming a current. Conduction needs direct contact through a material, radiation needs no material at all, and insulation slows heat transfer rather than being a way it happens.",
  },
  {
    id: "GS-214",
    topic: "energy",
    difficulty: "medium",
    stem: "A 5-kilogram box sits on a shelf 10 meters above the ground. Using g = 9.8 m/s², how much gravitational potential energy does it have relative to the ground?",
    options: ["50 J", "98 J", "490 J", "4,900 J"],
    answer: 2,
    explanation:
      "Potential energy = mass × g × height = 5 × 9.8 × 10 = 490 joules. Leaving out g gives 50 J, leaving out the mass gives 98 J, and 4,900 J is off by a factor of 10.",
  },
  {
    id: "GS-215",
    topic: "energy",
    difficulty: "medium",
    stem: "A worker pushes a crate with a steady force of 40 newtons, moving it 5 meters across the floor in the direction of the push. How much work does the worker do?",
    options: ["8 J", "35 J", "45 J", "200 J"],
    answer: 3,
    explanation:
      "Work = force × distance = 40 N × 5 m = 200 joules. Dividing gives 8, subtracting gives 35, and adding gives 45; none of these is the product of force and distance.",
  },
  {
    id: "GS-216",
    topic: "energy",
    difficulty: "medium",
    stem: "An electric motor does 600 joules of work in 3 seconds. What is its power?",
    options: ["0.005 W", "200 W", "603 W", "1,800 W"],
    answer: 1,
    explanation:
      "Power = work ÷ time = 600 J ÷ 3 s = 200 watts. Multiplying gives 1,800, adding gives 603, and 0.005 W divides the time by the work.",
  },
  {
    id: "GS-217",
    topic: "energy",
    difficulty: "medium",
    stem: "At a hydroelectric dam, water stored behind the dam flows down through a turbine that turns a generator. What energy changes take place?",
    options: [
      "Chemical to thermal to electrical",
      "Nuclear to thermal to electrical",
      "Potential to kinetic to electrical",
      "Electrical to kinetic to potential",
    ],
    answer: 2,
    explanation:
      "The raised water has gravitational potential energy, which becomes kinetic energy as it falls and spins the turbine, and the generator turns that motion into electrical energy. Chemical-to-thermal describes a fossil-fuel plant, nuclear-to-thermal a nuclear plant, and electrical-to-kinetic-to-potential is the reverse, as in pumping water uphill.",
  },
  {
    id: "GS-218",
    topic: "energy",
    difficulty: "medium",
    stem: "Which series of energy changes takes place in a battery-powered flashlight when it is switched on?",
    options: [
      "Chemical to electrical to light and heat",
      "Light to electrical to chemical",
      "Mechanical to chemical to light",
      "Electrical to chemical to nuclear",
    ],
    answer: 0,
    explanation:
      "The battery turns stored chemical energy into electrical energy, and the bulb turns that into light plus some heat. Light-to-electrical-to-chemical describes charging a battery with a solar cell, a flashlight does not start with mechanical energy unless it is hand-cranked, and nothing nuclear happens.",
  },
  {
    id: "GS-219",
    topic: "energy",
    difficulty: "medium",
    stem: "On a sunny summer day, a black T-shirt feels much hotter than a white one. Why?",
    options: [
      "Black fabric is thicker than white fabric",
      "White fabric produces its own cooling",
      "Black fabric traps air more tightly against the body",
      "Black fabric absorbs more of the sunlight that strikes it",
    ],
    answer: 3,
    explanation:
      "Dark colors absorb most of the light that hits them and turn it into heat, while white reflects most of it. The color, not the thickness, makes the difference; white fabric does not produce cooling; and color does not change how the fabric traps air.",
  },
  {
    id: "GS-220",
    topic: "energy",
    difficulty: "medium",
    stem: "Equal masses of iron and water at the same starting temperature each absorb the same amount of heat. Water has a much higher specific heat than iron. Which statement is true?",
    options: [
      "The water's temperature rises more",
      "The iron's temperature rises more",
      "Both temperatures rise by the same amount",
      "Neither temperature changes, since the heat is stored",
    ],
    answer: 1,
    explanation:
      "Specific heat is the heat needed to raise 1 gram of a substance by 1 degree. Because water needs much more heat per degree than iron, the same heat raises the iron's temperature more. The temperatures would rise equally only if the specific heats were equal, and absorbing heat without a change of state does raise the temperature.",
  },
  {
    id: "GS-221",
    topic: "energy",
    difficulty: "hard",
    stem: "A 1,000-kilogram car has 200,000 joules of kinetic energy. How fast is it moving? (KE = ½mv²)",
    options: ["14 m/s", "20 m/s", "200 m/s", "400 m/s"],
    answer: 1,
    explanation:
      "Solve ½ × 1,000 × v² = 200,000: v² = 400, so v = 20 m/s. Forgetting the ½ gives v² = 200 and about 14 m/s, 200 m/s comes from dividing the energy by the mass without the square root, and 400 m/s forgets to take the square root.",
  },
  {
    id: "GS-222",
    topic: "energy",
    difficulty: "hard",
    stem: "An electric motor uses 500 joules of electrical energy to do 350 joules of useful work. What is its efficiency?",
    options: ["0.7%", "30%", "70%", "143%"],
    answer: 2,
    explanation:
      "Efficiency = useful output ÷ input × 100% = 350 ÷ 500 × 100% = 70%; the other 150 J is lost, mostly as heat. Thirty percent is the share wasted, 0.7% forgets to multiply by 100, and 143% divides input by output; no machine can be more than 100% efficient.",
  },
  {
    id: "GS-223",
    topic: "energy",
    difficulty: "hard",
    stem: "A roller coaster car starts from rest at the top of a hill 45 meters high. Ignoring friction and using g = 10 m/s², how fast is it moving at the bottom of the hill?",
    options: ["21 m/s", "30 m/s", "450 m/s", "900 m/s"],
    answer: 1,
    explanation:
      "All the potential energy becomes kinetic energy: mgh = ½mv², so v² = 2gh = 2 × 10 × 45 = 900 and v = 30 m/s; the mass cancels. Leaving out the 2 gives v² = 450 and about 21 m/s, 900 m/s forgets to take the square root, and 450 m/s does both.",
  },
  {
    id: "GS-224",
    topic: "energy",
    difficulty: "hard",
    stem: "A vacuum bottle (thermos) has a double glass wall with a vacuum between the layers. How does the vacuum help keep coffee hot?",
    options: [
      "It reflects heat back into the coffee",
      "It adds heat to the coffee from the outside air",
      "It pulls steam back down into the coffee",
      "It blocks heat transfer by conduction and convection",
    ],
    answer: 3,
    explanation:
      "Conduction and convection both need particles to carry heat, and a vacuum has almost none, so heat cannot cross the gap those ways. Reflecting heat is the job of the shiny silvered surfaces, which reduce radiation; the vacuum adds no heat and does not pull steam back into the coffee.",
  },
  {
    id: "GS-225",
    topic: "energy",
    difficulty: "hard",
    stem: "A waiter carries a tray at a constant height and steady speed across a room. In the physics sense, how much work does the upward force of his hand do on the tray?",
    options: [
      "None, because the force is at right angles to the motion",
      "A lot, because he is holding the tray up",
      "A little, because the tray is light",
      "It equals the tray's weight times the height of the tray",
    ],
    answer: 0,
    explanation:
      "Work is done only when a force acts along the direction of motion. The hand pushes straight up while the tray moves sideways at a constant height, so the upward force does zero work on the tray. Holding something up tires muscles but does no work on it, the tray's lightness is not the reason, and weight times height would be the work done lifting it, which does not happen here.",
  },
  // measurement and units
  {
    id: "GS-226",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "Which metric unit is most appropriate for measuring the mass of a paper clip?",
    options: ["Gram", "Kilogram", "Metric ton", "Liter"],
    answer: 0,
    explanation:
      "A paper clip has a mass of about 1 gram, so the gram is the sensible unit. A kilogram (1,000 g) and a metric ton (1,000 kg) are far too large, and the liter measures volume, not mass.",
  },
  {
    id: "GS-227",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "Which instrument is used to measure the mass of a rock sample in a lab?",
    options: ["Thermometer", "Graduated cylinder", "Balance", "Ruler"],
    answer: 2,
    explanation:
      "A balance compares an object with known masses (or measures it electronically) to find its mass. A thermometer measures temperature, a graduated cylinder measures liquid volume, and a ruler measures length.",
  },
  {
    id: "GS-228",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "What does the metric prefix milli- mean?",
    options: ["1,000 times", "100 times", "One-hundredth", "One-thousandth"],
    answer: 3,
    explanation:
      "Milli- means one-thousandth, so 1 millimeter is 1/1,000 of a meter. One thousand times is kilo-, 100 times is hecto-, and one-hundredth is centi-.",
  },
  {
    id: "GS-229",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "Which lab tool is best for measuring the volume of a liquid?",
    options: ["Triple-beam balance", "Graduated cylinder", "Meter stick", "Lab thermometer"],
    answer: 1,
    explanation:
      "A graduated cylinder is marked in milliliters for measuring liquid volume; read it at the bottom of the curved surface (the meniscus). A balance measures mass, a meter stick measures length, and a thermometer measures temperature.",
  },
  {
    id: "GS-230",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "Which metric unit is most appropriate for the distance between two cities?",
    options: ["Kilometer", "Centimeter", "Millimeter", "Micrometer"],
    answer: 0,
    explanation:
      "Distances between cities are tens to thousands of kilometers, so the kilometer (1,000 m) is the practical unit. Centimeters, millimeters and micrometers are meant for small objects and would give huge, awkward numbers.",
  },
  {
    id: "GS-231",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "Which is the most reasonable length for a new, unsharpened pencil?",
    options: ["18 mm", "18 cm", "18 m", "18 km"],
    answer: 1,
    explanation:
      "A pencil is about 18 centimeters (about 7 in.) long. Eighteen millimeters is under an inch, 18 meters is about 59 ft, and 18 kilometers is more than 11 miles.",
  },
  {
    id: "GS-232",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "Which quantity is measured in liters?",
    options: ["Mass", "Length", "Temperature", "Volume"],
    answer: 3,
    explanation:
      "The liter is a metric unit of volume, often used for liquids; 1 liter is 1,000 cm³. Mass is measured in grams, length in meters, and temperature in degrees Celsius or kelvins.",
  },
  {
    id: "GS-233",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "During a morning, the air temperature rises by 10 °C. By how many Fahrenheit degrees does it rise?",
    options: ["10 °F", "18 °F", "42 °F", "50 °F"],
    answer: 1,
    explanation:
      "A Fahrenheit degree is smaller than a Celsius degree: each 1 °C change equals a 1.8 °F change, so a 10 °C rise is a 10 × 1.8 = 18 °F rise. The 32 is added only when converting a temperature reading, not a change; 50 °F is the reading that equals 10 °C, and 42 adds 32 to the change.",
  },
  {
    id: "GS-234",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "Room temperature is about 25 °C. About what is this in kelvins?",
    options: ["77 K", "248 K", "273 K", "298 K"],
    answer: 3,
    explanation:
      "To change Celsius to kelvins, add 273: 25 + 273 = 298 K. Subtracting gives 248, 273 K is the freezing point of water (0 °C), and 77 is the temperature in degrees Fahrenheit, not kelvins.",
  },
  {
    id: "GS-235",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "A metal sample has a mass of 200 g and a density of 8 g/cm³. What is its volume?",
    options: ["0.04 cm³", "25 cm³", "192 cm³", "1,600 cm³"],
    answer: 1,
    explanation:
      "Since density = mass ÷ volume, volume = mass ÷ density = 200 g ÷ 8 g/cm³ = 25 cm³. Dividing the other way gives 0.04, subtracting gives 192, and multiplying gives 1,600.",
  },
  {
    id: "GS-236",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "A graduated cylinder holds 40 mL of water. When a small stone is dropped in, the water level rises to 55 mL. What is the volume of the stone?",
    options: ["15 cm³", "40 cm³", "55 cm³", "95 cm³"],
    answer: 0,
    explanation:
      "The stone pushes aside (displaces) its own volume of water: 55 mL − 40 mL = 15 mL, and 1 mL equals 1 cm³, so the stone's volume is 15 cm³. Forty is the water alone, 55 is water plus stone, and 95 adds the two readings.",
  },
  {
    id: "GS-237",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "A bottle holds 250 milliliters. What is its volume in cubic centimeters?",
    options: ["0.25 cm³", "2.5 cm³", "25 cm³", "250 cm³"],
    answer: 3,
    explanation:
      "One milliliter is exactly one cubic centimeter, so 250 mL = 250 cm³. The other choices move the decimal point as if the two units were different sizes.",
  },
  {
    id: "GS-238",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "How is 0.0045 meter written in scientific notation?",
    options: ["4.5 × 10³ m", "4.5 × 10⁻² m", "4.5 × 10⁻³ m", "4.5 × 10⁻⁴ m"],
    answer: 2,
    explanation:
      "Move the decimal point three places to the right to get 4.5, so the exponent is −3: 4.5 × 10⁻³ m. A positive exponent would mean a large number (4,500), and exponents of −2 or −4 would give 0.045 or 0.00045.",
  },
  {
    id: "GS-239",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "Which of the following is NOT one of the SI base units?",
    options: ["Liter", "Meter", "Kilogram", "Second"],
    answer: 0,
    explanation:
      "The liter is a metric unit of volume that is accepted for use with SI, but it is not a base unit; the SI unit of volume, the cubic meter, is derived from the meter. The meter (length), kilogram (mass) and second (time) are all SI base units.",
  },
  {
    id: "GS-240",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "One kilogram equals about 2.2 pounds. About how many pounds does a 50-kilogram bag of sand weigh?",
    options: ["22.7 lb", "52.2 lb", "110 lb", "1,100 lb"],
    answer: 2,
    explanation:
      "Multiply by the conversion factor: 50 × 2.2 = 110 lb. Dividing instead gives about 22.7, adding gives 52.2, and 1,100 puts the decimal point in the wrong place.",
  },
  {
    id: "GS-241",
    topic: "measurement and units",
    difficulty: "hard",
    stem: "A car is traveling at 72 kilometers per hour. What is its speed in meters per second?",
    options: ["7.2 m/s", "20 m/s", "72 m/s", "259.2 m/s"],
    answer: 1,
    explanation:
      "72 km/h = 72,000 m ÷ 3,600 s = 20 m/s (dividing by 3.6). Multiplying by 3.6 instead gives 259.2, 72 m/s forgets to convert, and 7.2 m/s only divides by 10.",
  },
  {
    id: "GS-242",
    topic: "measurement and units",
    difficulty: "hard",
    stem: "A student weighs the same 50.0 g standard mass four times and gets 47.1 g, 47.2 g, 47.1 g and 47.2 g. How would you describe these measurements?",
    options: ["Accurate and precise", "Accurate but not precise", "Precise but not accurate", "Neither accurate nor precise"],
    answer: 2,
    explanation:
      "The readings agree closely with one another, so they are precise, but all are nearly 3 g below the true 50.0 g, so they are not accurate, which suggests a poorly calibrated balance. Accurate readings would be close to 50.0 g, and imprecise readings would be widely scattered.",
  },
  {
    id: "GS-243",
    topic: "measurement and units",
    difficulty: "hard",
    stem: "A block of wood with a density of 0.6 g/cm³ floats in fresh water (density 1.0 g/cm³). About what fraction of the block's volume is below the waterline?",
    options: ["6%", "40%", "60%", "100%"],
    answer: 2,
    explanation:
      "A floating object sinks until the water it displaces weighs as much as the object, so the submerged fraction equals the ratio of densities: 0.6 ÷ 1.0 = 60%. Forty percent is the part above the water, 100% would mean the block is fully underwater (as for an object at least as dense as water), and 6% misplaces the decimal.",
  },
  {
    id: "GS-244",
    topic: "measurement and units",
    difficulty: "hard",
    stem: "At what temperature do a Celsius thermometer and a Fahrenheit thermometer show the same number?",
    options: ["−40 degrees", "0 degrees", "32 degrees", "100 degrees"],
    answer: 0,
    explanation:
      "Setting F = C in F = 1.8C + 32 gives C = 1.8C + 32, so −0.8C = 32 and C = −40; indeed −40 °C = −40 °F. At 0 °C the Fahrenheit reading is 32 °F, 32 °C is about 90 °F, and 100 °C is 212 °F.",
  },
  {
    id: "GS-245",
    topic: "measurement and units",
    difficulty: "hard",
    stem: "How many cubic centimeters are in 1 cubic meter?",
    options: ["100", "1,000", "10,000", "1,000,000"],
    answer: 3,
    explanation:
      "A meter is 100 cm, so a cubic meter is 100 cm × 100 cm × 100 cm = 1,000,000 cm³. The number 100 converts only one length, 10,000 converts an area (square meters to square centimeters), and 1,000 is the number of liters in a cubic meter.",
  },
];
