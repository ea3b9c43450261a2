import type { AuthoredItem } from "../types";

/** GS items written for this project. */
export const GS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "GS-001",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Which organelle carries out cellular respiration and makes most of a cell's usable energy (ATP)?",
    options: ["Ribosome", "Mitochondrion", "Golgi apparatus", "Nucleus"],
    answer: 1,
    explanation:
      "Mitochondria break down glucose using oxygen (cellular respiration) and produce most of the cell's ATP, which is why they are called the cell's powerhouses. Ribosomes build proteins, the Golgi apparatus packages and ships proteins, and the nucleus holds the cell's DNA.",
  },
  {
    id: "GS-002",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Which structure is found in plant cells but not in animal cells?",
    options: ["Cell membrane", "Mitochondrion", "Ribosome", "Cell wall"],
    answer: 3,
    explanation:
      "Plant cells have a rigid cell wall, made mostly of cellulose, outside the cell membrane; it supports the plant and keeps cells from bursting. Animal cells have no cell wall. The cell membrane, mitochondria and ribosomes are found in both plant and animal cells.",
  },
  {
    id: "GS-003",
    topic: "cell biology",
    difficulty: "medium",
    stem: "A red blood cell is placed in a solution that is much saltier than the fluid inside the cell. What happens to the cell?",
    options: [
      "It swells as water moves into it",
      "It shrinks as water moves out of it",
      "It swells as salt moves into it",
      "It stays the same because water cannot cross its membrane",
    ],
    answer: 1,
    explanation:
      "In osmosis, water crosses the membrane from the less salty side toward the saltier side. Here the outside solution is saltier, so water leaves the cell and it shrinks. Swelling happens in the opposite case, when the surrounding fluid is less salty than the inside of the cell.",
  },
  {
    id: "GS-004",
    topic: "cell biology",
    difficulty: "hard",
    stem: "Which event happens during meiosis but not during mitosis?",
    options: [
      "The DNA is copied before division begins",
      "Homologous chromosomes pair up and exchange segments",
      "The nuclear membrane breaks down",
      "Sister chromatids separate and move to opposite ends of the cell",
    ],
    answer: 1,
    explanation:
      "Only in meiosis do matching (homologous) chromosomes pair up and swap pieces, a process called crossing over that creates new combinations of genes. Neither of the other early events is unique to meiosis: the DNA is copied once, in interphase, before either kind of division begins, and the nuclear membrane breaks down during prophase of both mitosis and meiosis. Sister chromatids separate in mitosis as well as in the second division of meiosis.",
  },
  {
    id: "GS-005",
    topic: "cell biology",
    difficulty: "easy",
    stem: "What is the main job of ribosomes in a cell?",
    options: [
      "Making proteins",
      "Storing genetic information",
      "Breaking down worn-out cell parts",
      "Controlling what enters and leaves the cell",
    ],
    answer: 0,
    explanation:
      "Ribosomes read the instructions carried by messenger RNA and link amino acids together to build proteins. Genetic information is stored in the DNA of the nucleus, lysosomes break down worn-out parts, and the cell membrane controls what enters and leaves.",
  },
  {
    id: "GS-006",
    topic: "cell biology",
    difficulty: "medium",
    stem: "Bacteria are prokaryotes. Which of the following do bacterial cells lack?",
    options: ["Ribosomes", "A cell membrane", "DNA", "A membrane-bound nucleus"],
    answer: 3,
    explanation:
      "Prokaryotes such as bacteria have no nucleus wrapped in a membrane; their DNA sits in a region of the cytoplasm. They still have DNA as their genetic material, a cell membrane around the cell, and ribosomes to make proteins.",
  },
  {
    id: "GS-007",
    topic: "human body systems",
    difficulty: "easy",
    stem: "Which blood cells carry oxygen from the lungs to the body's tissues?",
    options: ["White blood cells", "Platelets", "Red blood cells", "Plasma cells"],
    answer: 2,
    explanation:
      "Red blood cells are packed with hemoglobin, an iron-containing protein that picks up oxygen in the lungs and releases it in the tissues. White blood cells (including plasma cells, which make antibodies) fight infection, and platelets help blood clot.",
  },
  {
    id: "GS-008",
    topic: "human body systems",
    difficulty: "easy",
    stem: "In which organ are most digested nutrients absorbed into the blood?",
    options: ["Stomach", "Small intestine", "Large intestine", "Esophagus"],
    answer: 1,
    explanation:
      "The small intestine is lined with millions of finger-like villi that give it a huge surface area for absorbing nutrients into the blood. The stomach mixes food and starts protein digestion but absorbs little, the large intestine mainly absorbs water, and the esophagus only carries food to the stomach.",
  },
  {
    id: "GS-009",
    topic: "human body systems",
    difficulty: "hard",
    stem: "Which of these blood vessels carries oxygen-poor blood?",
    options: ["Aorta", "Pulmonary vein", "Pulmonary artery", "Carotid artery"],
    answer: 2,
    explanation:
      "Arteries are defined as vessels that carry blood away from the heart, whatever its oxygen level. The pulmonary artery carries oxygen-poor blood from the right ventricle to the lungs. The pulmonary vein is the tempting choice because it is a vein, but it brings oxygen-rich blood from the lungs back to the heart; the aorta and carotid arteries also carry oxygen-rich blood.",
  },
  {
    id: "GS-010",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which organ releases insulin, the hormone that lowers the level of sugar in the blood?",
    options: ["Thyroid gland", "Liver", "Adrenal gland", "Pancreas"],
    answer: 3,
    explanation:
      "Clusters of cells in the pancreas (the islets of Langerhans) release insulin, which helps body cells take in glucose from the blood. The liver stores glucose in response to insulin but does not make the hormone; the thyroid regulates metabolic rate, and the adrenal glands make adrenaline and cortisol.",
  },
  {
    id: "GS-011",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which type of connective tissue attaches a muscle to a bone?",
    options: ["Ligament", "Cartilage", "Bone marrow", "Tendon"],
    answer: 3,
    explanation:
      "Tendons are tough cords that connect muscles to bones, so a muscle's pull moves the bone. Ligaments are easily confused with tendons, but they connect bone to bone at a joint. Cartilage cushions joints, and bone marrow makes blood cells.",
  },
  {
    id: "GS-012",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which part of the brain coordinates balance, posture and smooth, precise movements?",
    options: ["Cerebrum", "Medulla oblongata", "Hypothalamus", "Cerebellum"],
    answer: 3,
    explanation:
      "The cerebellum, at the back of the brain beneath the cerebrum, coordinates balance and fine-tunes movement. The cerebrum handles thinking, the senses and the decision to move; the medulla oblongata controls automatic functions such as breathing and heart rate; the hypothalamus regulates body temperature, hunger and many hormones.",
  },
  {
    id: "GS-013",
    topic: "genetics",
    difficulty: "easy",
    stem: "What is the name for a segment of DNA that carries the instructions for making a particular protein?",
    options: ["Gene", "Chromosome", "Nucleotide", "Codon"],
    answer: 0,
    explanation:
      "A gene is a stretch of DNA that codes for a protein. A chromosome is a long DNA molecule that contains many genes, a nucleotide is a single building block of DNA, and a codon is a group of just three bases that codes for one amino acid.",
  },
  {
    id: "GS-014",
    topic: "genetics",
    difficulty: "easy",
    stem: "What term describes an organism's observable traits, such as its flower color or height?",
    options: ["Genotype", "Allele", "Karyotype", "Phenotype"],
    answer: 3,
    explanation:
      "The phenotype is how an organism actually looks or functions. The genotype is the set of alleles (versions of genes) the organism carries, which helps produce the phenotype; an allele is one version of a gene, and a karyotype is an organized picture of an organism's chromosomes.",
  },
  {
    id: "GS-015",
    topic: "genetics",
    difficulty: "medium",
    stem: "In a molecule of DNA, the base adenine (A) always pairs with which base?",
    options: ["Guanine (G)", "Cytosine (C)", "Thymine (T)", "Uracil (U)"],
    answer: 2,
    explanation:
      "In DNA, adenine pairs with thymine and guanine pairs with cytosine. Uracil is the tempting wrong answer: it takes the place of thymine only in RNA, so adenine pairs with uracil in RNA but never in DNA.",
  },
  {
    id: "GS-016",
    topic: "genetics",
    difficulty: "medium",
    stem: "In pea plants, the allele for tall stems (T) is dominant over the allele for short stems (t). If a Tt plant is crossed with a tt plant, what percentage of the offspring are expected to be tall?",
    options: ["25%", "50%", "75%", "100%"],
    answer: 1,
    explanation:
      "The Tt parent passes on T or t with equal chance, and the tt parent can pass on only t. The offspring are therefore half Tt (tall) and half tt (short), so 50% are tall. 75% is the result of crossing two Tt plants, not a Tt plant with a tt plant.",
  },
  {
    id: "GS-017",
    topic: "genetics",
    difficulty: "hard",
    stem: "Two guinea pigs that are both heterozygous for coat color (Bb) are crossed. Black (B) is dominant over white (b). Among the offspring with black coats, what fraction are expected to be heterozygous (Bb)?",
    options: ["1/4", "1/2", "2/3", "3/4"],
    answer: 2,
    explanation:
      "A Bb × Bb cross gives 1 BB : 2 Bb : 1 bb. Three of the four outcomes are black (BB, Bb, Bb), and two of those three are Bb, so the fraction is 2/3. The value 1/2 is the share of all offspring that are Bb, and 3/4 is the share of all offspring that are black; the question asks only about the black ones.",
  },
  {
    id: "GS-018",
    topic: "genetics",
    difficulty: "hard",
    stem: "Red-green color blindness is caused by a recessive allele on the X chromosome. A woman with normal vision who carries one copy of the allele and a man with normal vision have a son. What is the probability that their son is color-blind?",
    options: ["0", "1/4", "1/2", "1"],
    answer: 2,
    explanation:
      "A son receives his Y chromosome from his father and his only X chromosome from his mother. Half of the mother's eggs carry the allele, so each son has a 1/2 chance of being color-blind. 1/4 is the chance that a child of either sex will be a color-blind son, which answers a different question.",
  },
  {
    id: "GS-019",
    topic: "ecology",
    difficulty: "easy",
    stem: "In a food chain, which organisms make their own food using energy from sunlight?",
    options: ["Producers", "Primary consumers", "Decomposers", "Scavengers"],
    answer: 0,
    explanation:
      "Producers such as plants and algae use photosynthesis to turn sunlight, water and carbon dioxide into sugars. Consumers, including scavengers, must eat other organisms, and decomposers get their energy by breaking down dead material.",
  },
  {
    id: "GS-020",
    topic: "ecology",
    difficulty: "medium",
    stem: "The producers in an ecosystem capture 20,000 kilocalories of energy. If about 10% of the energy passes from each feeding level to the next, about how much energy reaches the secondary consumers?",
    options: ["20 kcal", "200 kcal", "2,000 kcal", "18,000 kcal"],
    answer: 1,
    explanation:
      "Primary consumers receive about 10% of 20,000 kcal = 2,000 kcal, and secondary consumers receive about 10% of that, 0.10 × 2,000 = 200 kcal. 2,000 kcal stops one level too early, and 18,000 kcal is the energy lost at the first step, not the energy passed on.",
  },
  {
    id: "GS-021",
    topic: "ecology",
    difficulty: "medium",
    stem: "Barnacles attach to a whale's skin and are carried to waters rich in food, while the whale is generally neither helped nor harmed. What kind of relationship is this?",
    options: ["Mutualism", "Parasitism", "Predation", "Commensalism"],
    answer: 3,
    explanation:
      "Commensalism is a relationship in which one species benefits and the other is not significantly affected. In mutualism both species benefit, in parasitism one benefits at the other's expense, and in predation one organism kills and eats the other.",
  },
  {
    id: "GS-022",
    topic: "ecology",
    difficulty: "medium",
    stem: "Most plants cannot use nitrogen gas (N₂) taken directly from the air. Which organisms convert atmospheric nitrogen into compounds that plants can absorb?",
    options: [
      "Certain bacteria, including some in the root nodules of legumes",
      "Green plants themselves, through the pores in their leaves",
      "Grazing animals, through the breakdown of grass in their stomachs",
      "Fungi, through the decay of fallen leaves on the forest floor",
    ],
    answer: 0,
    explanation:
      "Nitrogen fixation, the conversion of N₂ gas into ammonia and related compounds, is carried out by certain bacteria, such as those living in nodules on the roots of beans and peas. Decomposing fungi do release nitrogen compounds from dead matter, but that nitrogen was already in living things rather than taken from the air. Plants and animals cannot fix nitrogen.",
  },
  {
    id: "GS-023",
    topic: "ecology",
    difficulty: "hard",
    stem: "After a glacier retreats, lichens and mosses begin to grow on the bare rock it leaves behind, and over centuries a forest develops. What is this process called?",
    options: ["Primary succession", "Secondary succession", "Eutrophication", "Natural selection"],
    answer: 0,
    explanation:
      "Primary succession begins where there is no soil at all, such as bare rock; pioneer species like lichens slowly break the rock down and start forming soil. Secondary succession is the tempting choice, but it happens where soil remains after a disturbance, such as a forest after a fire or an abandoned farm field.",
  },
  {
    id: "GS-024",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "The atomic number of an element is equal to the number of which particle in each of its atoms?",
    options: ["Protons", "Neutrons", "Protons plus neutrons", "Electron shells"],
    answer: 0,
    explanation:
      "Every atom of a given element has the same number of protons, and that number is the atomic number; for example, every carbon atom has 6 protons. Protons plus neutrons gives the mass number, and the number of neutrons can differ between isotopes of the same element.",
  },
  {
    id: "GS-025",
    topic: "chemistry basics",
    difficulty: "easy",
    stem: "Which of the following is a chemical change?",
    options: ["Ice melting into water", "Sugar dissolving in tea", "A glass bottle shattering", "An iron nail rusting"],
    answer: 3,
    explanation:
      "Rusting is a chemical change because iron reacts with oxygen and water to form a new substance, iron oxide. Melting, dissolving and shattering change only the form or arrangement of a substance, not its chemical identity, so they are physical changes.",
  },
  {
    id: "GS-026",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "An atom of chlorine has 17 protons and 18 neutrons. What is its mass number?",
    options: ["17", "18", "35", "35.5"],
    answer: 2,
    explanation:
      "Mass number = protons + neutrons = 17 + 18 = 35. The atomic number is 17 (protons only). About 35.5 is chlorine's average atomic mass on the periodic table, which averages all of its isotopes; the mass number of a single atom is always a whole number.",
  },
  {
    id: "GS-027",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "When the equation H₂ + O₂ → H₂O is balanced using the smallest whole-number coefficients, what is the coefficient in front of H₂O?",
    options: ["1", "2", "3", "4"],
    answer: 1,
    explanation:
      "O₂ supplies two oxygen atoms, so two water molecules are needed on the right. That gives four hydrogen atoms, so two H₂ molecules are needed on the left: 2H₂ + O₂ → 2H₂O. The coefficient of water is 2; 4 is the number of hydrogen atoms on each side, not the number of water molecules.",
  },
  {
    id: "GS-028",
    topic: "chemistry basics",
    difficulty: "hard",
    stem: "Solution A has a pH of 3 and solution B has a pH of 5. How does the hydrogen ion concentration of solution A compare with that of solution B?",
    options: [
      "A has 2 times the concentration of B",
      "A has 20 times the concentration of B",
      "A has 100 times the concentration of B",
      "A has 1/100 the concentration of B",
    ],
    answer: 2,
    explanation:
      "The pH scale is logarithmic: each step down of 1 pH unit means 10 times as many hydrogen ions. pH 3 is 2 units below pH 5, so A has 10 × 10 = 100 times the concentration of B. Subtracting the pH values (2 times) ignores the logarithmic scale, and 1/100 reverses the relationship; the lower the pH, the more acidic the solution.",
  },
  {
    id: "GS-029",
    topic: "chemistry basics",
    difficulty: "medium",
    stem: "Why do elements in the same column (group) of the periodic table have similar chemical properties?",
    options: [
      "They have the same number of valence electrons",
      "They have the same atomic mass",
      "They have the same number of neutrons",
      "They have the same number of electron shells",
    ],
    answer: 0,
    explanation:
      "Chemical behavior depends mainly on an atom's outermost (valence) electrons, and elements in the same group have the same number of them; lithium, sodium and potassium each have one. Having the same number of electron shells describes elements in the same row (period), a common mix-up, and atomic mass and neutron count increase down a group.",
  },
  {
    id: "GS-030",
    topic: "states of matter",
    difficulty: "easy",
    stem: "Which state of matter has a definite volume but takes the shape of its container?",
    options: ["Solid", "Gas", "Plasma", "Liquid"],
    answer: 3,
    explanation:
      "A liquid's particles stay close together, so its volume is fixed, but they can slide past one another, so it flows to fit its container. A solid keeps both its own shape and volume, while a gas (and plasma) spreads out to fill the whole container.",
  },
  {
    id: "GS-031",
    topic: "states of matter",
    difficulty: "medium",
    stem: "During a sunny winter week when the air never rises above freezing, a pile of snow slowly shrinks, yet no meltwater ever appears. Which process is removing the snow?",
    options: ["Melting", "Sublimation", "Deposition", "Freezing"],
    answer: 1,
    explanation:
      "Sublimation is a change straight from solid to gas: the ice crystals become water vapor without passing through the liquid state, which is why no meltwater appears. Melting would need temperatures above 0 °C and would leave water behind. Deposition is the reverse process, vapor turning directly into ice, as when frost forms; it adds to the snow rather than removing it. Freezing turns liquid into solid, and there is no liquid here.",
  },
  {
    id: "GS-032",
    topic: "states of matter",
    difficulty: "hard",
    stem: "Why does water boil at a lower temperature in a high mountain town than at sea level?",
    options: [
      "The air pressure above the water is lower",
      "The surrounding air is colder",
      "There is less oxygen in the air",
      "Gravity is slightly weaker at high altitude",
    ],
    answer: 0,
    explanation:
      "Water boils when its vapor pressure equals the pressure of the air pressing on it. At high altitude the air pressure is lower, so water reaches that point at a lower temperature (about 90 °C at 3,000 meters instead of 100 °C). Colder air only makes the pot take longer to heat; it does not change the boiling point, and oxygen content and gravity play no direct role.",
  },
  {
    id: "GS-033",
    topic: "states of matter",
    difficulty: "hard",
    stem: "A beaker of crushed ice at 0 °C is heated steadily and stirred. While the ice is melting, what happens to the temperature of the ice-water mixture?",
    options: [
      "It rises steadily",
      "It stays at about 0 °C until all the ice has melted",
      "It falls, because melting absorbs heat",
      "It rises quickly at first and then levels off",
    ],
    answer: 1,
    explanation:
      "During a change of state, the added heat (the latent heat of fusion) goes into breaking the solid's structure rather than raising the temperature, so the mixture stays at 0 °C until the ice is gone. Melting does absorb heat, but that heat comes from the burner, so the temperature does not fall; only after all the ice melts does the temperature start to rise.",
  },
  {
    id: "GS-034",
    topic: "states of matter",
    difficulty: "medium",
    stem: "Why does ice float on liquid water?",
    options: [
      "Ice is less dense than liquid water because its molecules are spaced farther apart",
      "Ice is denser than liquid water, but surface tension holds it up",
      "Ice floats only because of the air bubbles trapped inside it",
      "Ice weighs less than water because freezing removes some of its mass",
    ],
    answer: 0,
    explanation:
      "When water freezes, its molecules lock into an open crystal pattern, so ice takes up about 9% more space than the same mass of liquid water and is less dense. Anything less dense than a liquid floats in it. Freezing does not change mass, and even bubble-free ice floats.",
  },
  {
    id: "GS-035",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "When a bus stops suddenly, standing passengers lurch forward. Which principle best explains this?",
    options: [
      "Newton's first law (inertia)",
      "Newton's second law (F = ma)",
      "Newton's third law (action and reaction)",
      "The law of universal gravitation",
    ],
    answer: 0,
    explanation:
      "Newton's first law says a moving object keeps moving at the same speed and direction unless a force acts on it. The brakes stop the bus, but the passengers' bodies tend to keep moving forward. The third law is a common wrong pick: no reaction force pushes the passengers forward; they simply keep going.",
  },
  {
    id: "GS-036",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "What net force is needed to give a 12-kilogram cart an acceleration of 3 meters per second squared?",
    options: ["4 N", "15 N", "36 N", "108 N"],
    answer: 2,
    explanation:
      "Newton's second law gives F = m × a = 12 kg × 3 m/s² = 36 N. Dividing the mass by the acceleration (4 N) uses the wrong operation, and 108 N comes from squaring the acceleration.",
  },
  {
    id: "GS-037",
    topic: "motion and forces",
    difficulty: "easy",
    stem: "A car travels 150 kilometers in 2.5 hours. What is its average speed?",
    options: ["37.5 km/h", "60 km/h", "75 km/h", "375 km/h"],
    answer: 1,
    explanation:
      "Average speed = distance ÷ time = 150 km ÷ 2.5 h = 60 km/h. Dividing by 2 instead of 2.5 gives 75 km/h, and multiplying the distance by the time (375) does not give a speed at all.",
  },
  {
    id: "GS-038",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "A stone is dropped from rest off a tall cliff. Ignoring air resistance and using g = 9.8 m/s², how fast is the stone falling after 3 seconds?",
    options: ["3.3 m/s", "9.8 m/s", "29.4 m/s", "44.1 m/s"],
    answer: 2,
    explanation:
      "An object falling from rest gains 9.8 m/s of speed every second, so v = g × t = 9.8 m/s² × 3 s = 29.4 m/s. 44.1 is the distance fallen in meters (d = ½gt² = ½ × 9.8 × 3² = 44.1 m), not the speed, and 9.8 m/s is the speed after only 1 second.",
  },
  {
    id: "GS-039",
    topic: "motion and forces",
    difficulty: "hard",
    stem: "An astronaut has a mass of 90 kilograms on Earth. The Moon's surface gravity is about one-sixth of Earth's. What is the astronaut's mass on the Moon?",
    options: ["0 kg", "15 kg", "90 kg", "540 kg"],
    answer: 2,
    explanation:
      "Mass is the amount of matter in an object, and it does not change from place to place, so it is still 90 kg. What changes is weight, the pull of gravity, which drops to about one-sixth of its Earth value. Choosing 15 kg confuses weight with mass.",
  },
  {
    id: "GS-040",
    topic: "motion and forces",
    difficulty: "medium",
    stem: "A swimmer pushes water backward with her hands and feet. According to Newton's third law, what pushes the swimmer forward?",
    options: [
      "The water pushes forward on the swimmer with an equal force",
      "The swimmer's muscles push forward on her own body",
      "The buoyant force of the water pushes her forward",
      "Gravity pulls the swimmer forward along the surface",
    ],
    answer: 0,
    explanation:
      "Forces come in pairs: when the swimmer pushes backward on the water, the water pushes forward on her with an equal and opposite force, and that outside force moves her. Forces inside her own body cannot move her as a whole, and buoyancy acts upward, not forward.",
  },
  {
    id: "GS-041",
    topic: "energy",
    difficulty: "easy",
    stem: "A book resting on a high shelf has stored energy because of its height above the floor. What kind of energy is this?",
    options: ["Kinetic energy", "Gravitational potential energy", "Thermal energy", "Sound energy"],
    answer: 1,
    explanation:
      "Gravitational potential energy is stored because of an object's height; it equals mass × g × height and is released if the book falls. The book is not moving, so it has no kinetic energy, and thermal and sound energy do not depend on height.",
  },
  {
    id: "GS-042",
    topic: "energy",
    difficulty: "medium",
    stem: "What is the kinetic energy of a 2-kilogram ball moving at 4 meters per second?",
    options: ["4 J", "8 J", "16 J", "32 J"],
    answer: 2,
    explanation:
      "KE = ½mv² = ½ × 2 kg × (4 m/s)² = ½ × 2 × 16 = 16 J. Forgetting the ½ gives 32 J, and forgetting to square the speed gives ½ × 2 × 4 = 4 J.",
  },
  {
    id: "GS-043",
    topic: "energy",
    difficulty: "hard",
    stem: "If a car's speed doubles, what happens to its kinetic energy?",
    options: ["It stays the same", "It doubles", "It triples", "It becomes four times as large"],
    answer: 3,
    explanation:
      "Kinetic energy is ½mv², so it depends on the square of the speed: doubling v multiplies v² by 2² = 4. That is why braking distance grows so quickly with speed. 'It doubles' would be true of momentum (mv), which depends on speed directly.",
  },
  {
    id: "GS-044",
    topic: "energy",
    difficulty: "easy",
    stem: "How does heat from the Sun travel through space to reach Earth?",
    options: ["Conduction", "Convection", "Radiation", "Insulation"],
    answer: 2,
    explanation:
      "Space is nearly empty, and both conduction and convection need matter to carry heat. Radiation carries energy as electromagnetic waves, which can cross a vacuum. Insulation is a material that slows heat flow, not a way heat travels.",
  },
  {
    id: "GS-045",
    topic: "energy",
    difficulty: "medium",
    stem: "A pendulum swings back and forth. Ignoring friction, at which point in its swing does the bob have the most kinetic energy?",
    options: [
      "At the highest point on either side",
      "At the lowest point of the swing",
      "Halfway between the lowest and highest points",
      "Its kinetic energy is the same everywhere",
    ],
    answer: 1,
    explanation:
      "As the bob swings down, gravitational potential energy changes into kinetic energy, so it moves fastest, and has the most kinetic energy, at the bottom. At the highest points it stops for an instant, so its kinetic energy is zero and its potential energy is greatest. The total energy stays the same; only the split between the two kinds changes.",
  },
  {
    id: "GS-046",
    topic: "earth science",
    difficulty: "easy",
    stem: "Which type of rock forms when molten magma or lava cools and hardens?",
    options: ["Igneous", "Sedimentary", "Metamorphic", "Organic"],
    answer: 0,
    explanation:
      "Igneous rock forms when magma underground or lava at the surface cools and crystallizes; granite and basalt are examples. Sedimentary rock forms from layers of sediment that are pressed and cemented together, and metamorphic rock forms when existing rock is changed by heat and pressure without melting.",
  },
  {
    id: "GS-047",
    topic: "earth science",
    difficulty: "hard",
    stem: "After a large earthquake, seismographs on the opposite side of the planet record P-waves but no S-waves. Since S-waves cannot pass through a liquid, what does this show?",
    options: [
      "The mantle is made of molten rock",
      "The crust is thickest under the oceans",
      "The outer core is liquid",
      "The inner core is hollow",
    ],
    answer: 2,
    explanation:
      "S-waves are shear waves, and a liquid cannot be sheared, so a liquid layer deep inside Earth blocks them and leaves an S-wave shadow on the far side: that layer is the outer core. The mantle is tempting because lava comes from it, but it is solid rock that flows only very slowly, and S-waves travel through it. The crust is actually thinnest under the oceans, and its thickness would not stop the waves. The inner core is solid iron and nickel, kept solid by enormous pressure, not hollow.",
  },
  {
    id: "GS-048",
    topic: "earth science",
    difficulty: "medium",
    stem: "At a mid-ocean ridge, new seafloor forms as two tectonic plates move away from each other. What type of plate boundary is this?",
    options: ["Convergent", "Divergent", "Transform", "Subduction"],
    answer: 1,
    explanation:
      "Plates moving apart form a divergent boundary, where magma rises to fill the gap and create new crust, as along the Mid-Atlantic Ridge. At convergent boundaries plates collide, and one may sink beneath the other in a subduction zone; at transform boundaries, such as the San Andreas Fault, plates slide past each other.",
  },
  {
    id: "GS-049",
    topic: "earth science",
    difficulty: "medium",
    stem: "What is the epicenter of an earthquake?",
    options: [
      "The point underground where the rock first breaks",
      "The place where a seismograph records the shaking",
      "The crack along which the rocks on either side move",
      "The point on the surface directly above where the rock first breaks",
    ],
    answer: 3,
    explanation:
      "The epicenter is the point on Earth's surface directly above the focus (hypocenter), the underground point where the rupture begins. The focus is the answer most often confused with it. The crack along which the rocks move is the fault.",
  },
  {
    id: "GS-050",
    topic: "earth science",
    difficulty: "medium",
    stem: "In a cliff of undisturbed sedimentary rock layers, where are the oldest layers usually found?",
    options: ["At the top", "In the middle", "Spread evenly through the cliff", "At the bottom"],
    answer: 3,
    explanation:
      "By the law of superposition, each sedimentary layer is laid down on top of the layers already there, so in undisturbed rock the oldest layers are at the bottom and the youngest at the top. The word 'undisturbed' matters because folding or faulting can overturn layers.",
  },
  {
    id: "GS-051",
    topic: "earth science",
    difficulty: "hard",
    stem: "Which of the following is an example of chemical weathering?",
    options: [
      "Slightly acidic rainwater slowly dissolving limestone",
      "Water freezing in a crack and splitting a boulder",
      "Tree roots growing into cracks and widening them",
      "Wind carrying sand grains away from a dune",
    ],
    answer: 0,
    explanation:
      "Chemical weathering changes the minerals in rock; rainwater containing dissolved carbon dioxide is slightly acidic and dissolves the calcite in limestone, which is how many caves form. Ice wedging and root growth break rock into smaller pieces without changing its chemistry (mechanical weathering), and wind carrying sand away is erosion, the transport of material.",
  },
  {
    id: "GS-052",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "Which instrument measures air pressure?",
    options: ["Thermometer", "Barometer", "Anemometer", "Hygrometer"],
    answer: 1,
    explanation:
      "A barometer measures atmospheric pressure; a falling reading often means stormy weather is approaching. A thermometer measures temperature, an anemometer measures wind speed, and a hygrometer measures humidity.",
  },
  {
    id: "GS-053",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "In which layer of the atmosphere does nearly all weather occur?",
    options: ["Troposphere", "Stratosphere", "Mesosphere", "Thermosphere"],
    answer: 0,
    explanation:
      "The troposphere is the lowest layer of the atmosphere; it holds most of the air's mass and nearly all of its water vapor, so clouds, rain and storms form there. The stratosphere above it contains the ozone layer, and the mesosphere and thermosphere are higher still, where the air is extremely thin.",
  },
  {
    id: "GS-054",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "On a sunny afternoon at the beach, a steady breeze blows from the ocean toward the land. What causes this sea breeze?",
    options: [
      "The land warms faster than the water, so air rises over the land and cooler sea air flows in",
      "The water warms faster than the land, so air rises over the water and pushes toward shore",
      "Earth's rotation pushes air from the ocean toward the coast every afternoon",
      "The incoming tide pushes the air above the water toward the shore",
    ],
    answer: 0,
    explanation:
      "Land heats up faster in sunlight than water does. The warm air over the land rises, lowering the pressure there, and cooler, denser air over the sea moves in to replace it. The second option reverses which surface heats faster; at night the land cools faster, and the breeze often reverses into a land breeze.",
  },
  {
    id: "GS-055",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "Viewed from above, in which direction do the winds of a Northern Hemisphere hurricane circulate, and why?",
    options: [
      "Clockwise, because of the Coriolis effect",
      "Counterclockwise, because of the Coriolis effect",
      "Counterclockwise, because of ocean currents",
      "Clockwise, because of the jet stream",
    ],
    answer: 1,
    explanation:
      "Earth's rotation deflects moving air to the right in the Northern Hemisphere (the Coriolis effect). Air rushing in toward a hurricane's low-pressure center is turned to the right, which sets up a counterclockwise spin. Clockwise rotation is what these storms show in the Southern Hemisphere, where the deflection is to the left.",
  },
  {
    id: "GS-056",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "Which statement describes climate rather than weather?",
    options: [
      "Six inches of snow fell in Denver last night",
      "Thunderstorms are expected this afternoon",
      "Phoenix averages less than 10 inches of rain per year",
      "The temperature dropped 20 degrees after the front passed",
    ],
    answer: 2,
    explanation:
      "Climate is the long-term pattern of weather in a place, usually averaged over 30 years or more, such as Phoenix's low average yearly rainfall. The other statements describe weather: the conditions over a period of hours or days.",
  },
  {
    id: "GS-057",
    topic: "astronomy",
    difficulty: "easy",
    stem: "A radio signal sent from Earth straight out toward the edge of the solar system crosses the orbits of the planets beyond Earth. Whose orbit does it cross first?",
    options: ["Venus", "Mars", "Jupiter", "Saturn"],
    answer: 1,
    explanation:
      "Going outward from the Sun the planets are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune, so the first orbit beyond Earth's is Mars's. Venus is Earth's other neighbour, but its orbit lies inside Earth's, toward the Sun, so a signal heading outward never crosses it. Jupiter is the first giant planet and lies beyond Mars and the asteroid belt, and Saturn is farther still.",
  },
  {
    id: "GS-058",
    topic: "astronomy",
    difficulty: "hard",
    stem: "What is the main cause of Earth's seasons?",
    options: [
      "Earth's distance from the Sun changes during the year",
      "Earth spins faster in summer than in winter",
      "The Sun gives off more energy in summer",
      "Earth's axis is tilted relative to the plane of its orbit",
    ],
    answer: 3,
    explanation:
      "Earth's axis is tilted about 23.5°, so for part of the year each hemisphere leans toward the Sun and gets more direct sunlight and longer days (summer), and half a year later it leans away (winter). Distance is the common misconception: Earth is actually closest to the Sun in early January, during the Northern Hemisphere's winter.",
  },
  {
    id: "GS-059",
    topic: "astronomy",
    difficulty: "hard",
    stem: "Which statement correctly describes a lunar eclipse?",
    options: [
      "The Moon passes into Earth's shadow, which can happen only at a full moon",
      "The Moon passes into Earth's shadow, which can happen only at a new moon",
      "The Moon blocks sunlight from reaching Earth, which can happen only at a new moon",
      "The Moon blocks sunlight from reaching Earth, which can happen only at a full moon",
    ],
    answer: 0,
    explanation:
      "In a lunar eclipse, Earth lies directly between the Sun and the Moon, so Earth's shadow falls on the Moon. That alignment puts the Moon on the side of Earth opposite the Sun, which is the full-moon position. The Moon blocking sunlight from Earth is a solar eclipse, which can happen only at a new moon.",
  },
  {
    id: "GS-060",
    topic: "astronomy",
    difficulty: "medium",
    stem: "How does the Sun produce most of its energy?",
    options: [
      "By burning hydrogen gas in oxygen",
      "By nuclear fission of uranium",
      "By nuclear fusion of hydrogen into helium",
      "By slowly shrinking under its own gravity",
    ],
    answer: 2,
    explanation:
      "In the Sun's core, extreme temperature and pressure force hydrogen nuclei together to form helium, releasing enormous energy (nuclear fusion). Fission, the splitting of heavy atoms such as uranium, powers nuclear power plants, not stars, and ordinary burning is a chemical reaction that could not keep the Sun shining for billions of years.",
  },
  {
    id: "GS-061",
    topic: "astronomy",
    difficulty: "hard",
    stem: "What causes the Moon to show phases, such as crescent, quarter and full?",
    options: [
      "Earth's shadow covers different parts of the Moon",
      "The Moon's distance from Earth changes during each orbit",
      "Clouds in Earth's atmosphere hide parts of the Moon",
      "We see different amounts of the Moon's sunlit half as it orbits Earth",
    ],
    answer: 3,
    explanation:
      "The Sun always lights half of the Moon. As the Moon orbits Earth over about a month, we see different portions of that lit half, which produces the phases. Earth's shadow is the common misconception; it falls on the Moon only during a lunar eclipse.",
  },
  {
    id: "GS-062",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "What is the SI base unit of mass?",
    options: ["Gram", "Newton", "Pound", "Kilogram"],
    answer: 3,
    explanation:
      "The kilogram is the SI base unit of mass, the only base unit with a prefix in its name. The gram is a metric unit but not the base unit, the newton is the SI unit of force (including weight), and the pound is not an SI unit.",
  },
  {
    id: "GS-063",
    topic: "measurement and units",
    difficulty: "easy",
    stem: "How many centimeters are in 2.5 meters?",
    options: ["0.025 cm", "25 cm", "250 cm", "2,500 cm"],
    answer: 2,
    explanation:
      "There are 100 centimeters in 1 meter, so 2.5 m × 100 = 250 cm. 2,500 is the number of millimeters (× 1,000), and 25 moves the decimal point only one place.",
  },
  {
    id: "GS-064",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "A thermometer reads 35 °C. What is this temperature in degrees Fahrenheit?",
    options: ["63 °F", "67 °F", "95 °F", "102 °F"],
    answer: 2,
    explanation:
      "°F = (°C × 9/5) + 32 = (35 × 1.8) + 32 = 63 + 32 = 95 °F. Stopping at 63 forgets to add 32, and just adding 32 to 35 (67 °F) skips the × 9/5 step.",
  },
  {
    id: "GS-065",
    topic: "measurement and units",
    difficulty: "medium",
    stem: "A solid block has a mass of 60 grams and a volume of 20 cubic centimeters. Water has a density of 1 g/cm³. What is the block's density, and will it float in water?",
    options: ["3 g/cm³; it will sink", "3 g/cm³; it will float", "0.33 g/cm³; it will float", "1,200 g/cm³; it will sink"],
    answer: 0,
    explanation:
      "Density = mass ÷ volume = 60 g ÷ 20 cm³ = 3 g/cm³. Because 3 g/cm³ is greater than water's 1 g/cm³, the block sinks. Dividing volume by mass gives 0.33, which inverts the formula, and multiplying gives 1,200.",
  },
];
