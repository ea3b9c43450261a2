import type { AuthoredItem } from "../../types";

/** GS life science: cell biology, human body systems, genetics, ecology (GS-066 to GS-145). */
export const GS_LIFE_SCIENCE_ITEMS: readonly AuthoredItem[] = [
  {
    id: "GS-066",
    topic: "cell biology",
    difficulty: "easy",
    stem: "In which organelle of a leaf cell does photosynthesis take place?",
    options: ["Mitochondrion", "Chloroplast", "Vacuole", "Lysosome"],
    answer: 1,
    explanation:
      "Chloroplasts contain the green pigment chlorophyll, which captures light energy to make sugar from carbon dioxide and water. Mitochondria release energy from sugar rather than making it, the vacuole stores water and wastes, and lysosomes digest worn-out materials.",
  },
  {
    id: "GS-067",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Which cell structure holds digestive enzymes that break down food particles and worn-out cell parts?",
    options: ["Ribosome", "Centriole", "Chloroplast", "Lysosome"],
    answer: 3,
    explanation:
      "Lysosomes are small sacs filled with digestive enzymes that break down large molecules, food particles and old organelles. Ribosomes build proteins, centrioles help organize cell division in animal cells, and chloroplasts carry out photosynthesis.",
  },
  {
    id: "GS-068",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Which statement is part of the cell theory?",
    options: [
      "New cells come only from cells that already exist",
      "Every living thing is made of exactly one cell",
      "Cells can form on their own from nonliving matter",
      "Only animals and plants are made of cells",
    ],
    answer: 0,
    explanation:
      "The cell theory states that all living things are made of one or more cells, that the cell is the basic unit of life, and that new cells come only from existing cells. Many organisms have trillions of cells, not one; cells do not arise from nonliving matter; and fungi, bacteria and protists are made of cells too.",
  },
  {
    id: "GS-069",
    topic: "cell biology",
    difficulty: "medium",
    stem: "Oxygen moves from the air sacs of the lungs, where it is concentrated, into the blood, where it is less concentrated, without the cells spending any energy. What is this process called?",
    options: ["Active transport", "Endocytosis", "Diffusion", "Exocytosis"],
    answer: 2,
    explanation:
      "Diffusion is the movement of particles from an area of higher concentration to an area of lower concentration, and it needs no energy from the cell. Active transport uses energy to move substances the other way, against the concentration difference. Endocytosis and exocytosis move large particles in or out of the cell inside membrane sacs and also use energy.",
  },
  {
    id: "GS-070",
    topic: "cell biology",
    difficulty: "medium",
    stem: "Root cells take in certain mineral ions from the soil even though those ions are already more concentrated inside the cells than in the soil water. Which process must the cells use?",
    options: [
      "Osmosis, which needs no energy",
      "Simple diffusion across the membrane",
      "Active transport, which uses energy",
      "Evaporation from the root surface",
    ],
    answer: 2,
    explanation:
      "Moving a substance from lower to higher concentration is uphill work, so the cell must use active transport, powered by energy from ATP. Diffusion only moves particles from higher to lower concentration, osmosis is the diffusion of water (not ions), and evaporation does not carry ions into a cell.",
  },
  {
    id: "GS-071",
    topic: "cell biology",
    difficulty: "medium",
    stem: "Which organelle modifies, sorts and packages proteins so they can be sent to other parts of the cell or out of the cell?",
    options: ["Golgi apparatus", "Nucleolus", "Cell wall", "Central vacuole"],
    answer: 0,
    explanation:
      "The Golgi apparatus receives proteins from the endoplasmic reticulum, modifies them, and packs them into vesicles for delivery inside or outside the cell. The nucleolus makes ribosome parts, the cell wall supports plant cells, and the central vacuole stores water and other substances.",
  },
  {
    id: "GS-072",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Which list puts the levels of organization in the human body in order from smallest to largest?",
    options: [
      "Tissue, cell, organ, organ system",
      "Organ, tissue, cell, organ system",
      "Cell, organ, tissue, organ system",
      "Cell, tissue, organ, organ system",
    ],
    answer: 3,
    explanation:
      "Similar cells group together to form a tissue, different tissues form an organ (such as the stomach), and organs working together form an organ system (such as the digestive system). The other lists place tissue or organ in the wrong position relative to the cell.",
  },
  {
    id: "GS-073",
    topic: "cell biology",
    difficulty: "medium",
    stem: "A body cell of a fruit fly has 8 chromosomes. How many chromosomes are in each egg or sperm cell the fly makes by meiosis?",
    options: ["2", "4", "8", "16"],
    answer: 1,
    explanation:
      "Meiosis halves the chromosome number, so each fruit fly egg or sperm cell gets 8 ÷ 2 = 4 chromosomes; when an egg and sperm join, the offspring again has 8. Eight is the number a body cell keeps after mitosis, 16 would double the number, and 2 halves it twice.",
  },
  {
    id: "GS-074",
    topic: "cell biology",
    difficulty: "medium",
    stem: "Which two substances are the raw materials that plants use in photosynthesis?",
    options: ["Carbon dioxide and water", "Glucose and oxygen", "Oxygen and water", "Glucose and carbon dioxide"],
    answer: 0,
    explanation:
      "In photosynthesis, plants use light energy to combine carbon dioxide and water into glucose, releasing oxygen. Glucose and oxygen are the products, not the raw materials, so every choice that includes glucose or oxygen as a starting material is wrong.",
  },
  {
    id: "GS-075",
    topic: "cell biology",
    difficulty: "hard",
    stem: "Cellular respiration begins with glycolysis, in which glucose is split into two smaller molecules. Where in the cell does glycolysis take place?",
    options: ["Inside the mitochondria", "Inside the nucleus", "In the cytoplasm", "In the chloroplasts"],
    answer: 2,
    explanation:
      "Glycolysis happens in the cytoplasm and does not need oxygen; its products then enter the mitochondria, where the later stages of respiration release most of the energy. The nucleus holds DNA and is not a site of respiration, and chloroplasts carry out photosynthesis, not glycolysis.",
  },
  {
    id: "GS-076",
    topic: "cell biology",
    difficulty: "medium",
    stem: "Which of the following is NOT a job of the cell membrane?",
    options: [
      "Controlling which substances enter and leave the cell",
      "Storing the cell's hereditary information",
      "Receiving chemical signals from other cells",
      "Separating the cell's contents from its surroundings",
    ],
    answer: 1,
    explanation:
      "Hereditary information is stored in DNA, which in plant and animal cells is kept in the nucleus, not in the membrane. The cell membrane does control what enters and leaves, carries receptor proteins that receive signals, and forms the boundary between the cell and its surroundings.",
  },
  {
    id: "GS-077",
    topic: "cell biology",
    difficulty: "medium",
    stem: "During a hard sprint, a runner's leg muscle cells run short of oxygen but keep getting a small amount of energy from glucose without it. Which process are they using?",
    options: ["Aerobic respiration", "Photosynthesis", "Alcoholic fermentation", "Lactic acid fermentation"],
    answer: 3,
    explanation:
      "Without enough oxygen, muscle cells break glucose down by lactic acid fermentation, which yields a little ATP and lactic acid. Aerobic respiration needs oxygen, photosynthesis happens only in plants and some microbes, and alcoholic fermentation, used by yeast, makes ethanol and carbon dioxide and does not occur in human muscle.",
  },
  {
    id: "GS-078",
    topic: "cell biology",
    difficulty: "medium",
    stem: "How do enzymes speed up chemical reactions in living cells?",
    options: [
      "They raise the temperature of the cell",
      "They are used up as reactants in the reaction",
      "They add extra energy to the products",
      "They lower the activation energy the reaction needs",
    ],
    answer: 3,
    explanation:
      "An enzyme is a catalyst: it lowers the activation energy, the energy needed to start a reaction, so the reaction goes faster at body temperature. Enzymes do not heat the cell or add energy to the products, and they are not used up, so one enzyme molecule can be used again and again.",
  },
  {
    id: "GS-079",
    topic: "cell biology",
    difficulty: "easy",
    stem: "What is the name of the jelly-like material inside the cell membrane that surrounds the organelles?",
    options: ["Chromatin", "Cytoplasm", "Plasma", "Cellulose"],
    answer: 1,
    explanation:
      "The cytoplasm is the gel-like fluid, mostly water, that fills the cell and holds the organelles. Chromatin is DNA with its proteins inside the nucleus, plasma is the liquid part of blood, and cellulose is the material of plant cell walls.",
  },
  {
    id: "GS-080",
    topic: "cell biology",
    difficulty: "hard",
    stem: "A plant cell and an animal cell are both placed in pure (distilled) water. The animal cell swells and bursts, but the plant cell only swells and becomes firm. Why doesn't the plant cell burst?",
    options: [
      "Its chloroplasts absorb the extra water",
      "Its membrane does not let water pass",
      "Its rigid cell wall pushes back against the swelling",
      "Its cytoplasm is less salty than pure water",
    ],
    answer: 2,
    explanation:
      "Water enters both cells by osmosis, but the plant cell's stiff cell wall resists the expanding cell, so the cell becomes firm (turgid) instead of bursting. Plant cell membranes do let water pass, which is why the cell swells; chloroplasts do not soak up excess water; and the cytoplasm is saltier than pure water, which is why water moves in.",
  },
  {
    id: "GS-081",
    topic: "cell biology",
    difficulty: "hard",
    stem: "Why do most cells stay very small instead of growing to a large size?",
    options: [
      "A small cell has more surface area for its volume to exchange materials",
      "A small cell needs no energy, so it never has to take in food",
      "A large cell would hold too many chromosomes to divide properly",
      "A cell membrane cannot grow any larger once the cell has formed",
    ],
    answer: 0,
    explanation:
      "As a cell grows, its volume increases faster than its surface area, so a large cell's membrane could not bring in nutrients and remove wastes quickly enough for all of its contents. Small cells still need energy, the number of chromosomes does not depend on cell size, and the membrane does grow as the cell grows.",
  },
  {
    id: "GS-082",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Ribosomes attached to the surface of which organelle give it a rough, bumpy appearance?",
    options: ["Golgi apparatus", "Endoplasmic reticulum", "Mitochondrion", "Nucleolus"],
    answer: 1,
    explanation:
      "Rough endoplasmic reticulum is studded with ribosomes, which make proteins that the ER then folds and transports. The Golgi apparatus, mitochondria and nucleolus are not covered with ribosomes; the nucleolus is where ribosome parts are assembled.",
  },
  {
    id: "GS-083",
    topic: "cell biology",
    difficulty: "hard",
    stem: "Why can a very high fever become dangerous to the body's cells?",
    options: [
      "Heat changes the shape of enzymes so they stop working",
      "Heat makes the cells divide faster and out of control",
      "Heat turns the fluid cell membrane into a stiff solid",
      "Heat makes the cells use up oxygen to build glucose",
    ],
    answer: 0,
    explanation:
      "Enzymes are proteins whose function depends on their shape; when body temperature climbs too high, they can denature (unfold), and the reactions they control slow or stop. Fever does not cause uncontrolled division, heat makes membranes more fluid rather than solid, and cells never use oxygen to build glucose.",
  },
  {
    id: "GS-084",
    topic: "cell biology",
    difficulty: "easy",
    stem: "Which of these organisms is made of prokaryotic cells?",
    options: ["Mushroom", "Amoeba", "Fern", "Bacterium"],
    answer: 3,
    explanation:
      "Bacteria are prokaryotes: their cells have no nucleus or other membrane-bound organelles. Mushrooms (fungi), amoebas (protists) and ferns (plants) are all eukaryotes, whose cells have a nucleus.",
  },
  {
    id: "GS-085",
    topic: "cell biology",
    difficulty: "hard",
    stem: "The oxygen gas that plants release during photosynthesis comes from which molecule?",
    options: ["Carbon dioxide", "Glucose", "Water", "Chlorophyll"],
    answer: 2,
    explanation:
      "In the light reactions of photosynthesis, water molecules are split, and their oxygen atoms are released as oxygen gas; experiments with labeled oxygen atoms confirmed this. The oxygen in carbon dioxide ends up in the sugar, glucose is a product rather than a source, and chlorophyll captures light but is not broken down to release oxygen.",
  },
  // human body systems
  {
    id: "GS-086",
    topic: "human body systems",
    difficulty: "easy",
    stem: "The kidneys, ureters and bladder belong to which organ system?",
    options: ["Digestive system", "Endocrine system", "Urinary system", "Lymphatic system"],
    answer: 2,
    explanation:
      "The urinary (excretory) system filters wastes from the blood in the kidneys, carries urine through the ureters and stores it in the bladder. The digestive system breaks down food, the endocrine system makes hormones, and the lymphatic system returns fluid to the blood and helps fight infection.",
  },
  {
    id: "GS-087",
    topic: "human body systems",
    difficulty: "easy",
    stem: "The skin can make which vitamin when it is exposed to sunlight?",
    options: ["Vitamin D", "Vitamin C", "Vitamin A", "Vitamin K"],
    answer: 0,
    explanation:
      "Ultraviolet light from the Sun lets skin cells make vitamin D, which helps the body absorb calcium for strong bones. Vitamin C comes from foods such as citrus fruits, vitamin A from foods such as carrots and leafy greens, and vitamin K mainly from green vegetables and gut bacteria.",
  },
  {
    id: "GS-088",
    topic: "human body systems",
    difficulty: "easy",
    stem: "Which nutrient is the body's main and quickest source of energy?",
    options: ["Minerals", "Carbohydrates", "Vitamins", "Water"],
    answer: 1,
    explanation:
      "Carbohydrates such as starches and sugars are broken down into glucose, the fuel cells use first for energy. Vitamins and minerals are needed in small amounts to help body processes but provide no calories, and water provides no energy at all.",
  },
  {
    id: "GS-089",
    topic: "human body systems",
    difficulty: "easy",
    stem: "Sailors on long voyages once developed scurvy, with bleeding gums and slow-healing wounds, because their diet lacked fresh fruit. Which vitamin were they missing?",
    options: ["Vitamin A", "Vitamin B12", "Vitamin D", "Vitamin C"],
    answer: 3,
    explanation:
      "Scurvy is caused by a lack of vitamin C, found in citrus fruits and many fresh fruits and vegetables; it is needed to make collagen for gums, skin and wound repair. A lack of vitamin A harms vision, B12 deficiency causes a type of anemia, and vitamin D deficiency causes soft bones (rickets).",
  },
  {
    id: "GS-090",
    topic: "human body systems",
    difficulty: "easy",
    stem: "In the lungs, oxygen passes into the blood and carbon dioxide passes out through the walls of tiny air sacs. What are these sacs called?",
    options: ["Bronchi", "Alveoli", "Trachea", "Larynx"],
    answer: 1,
    explanation:
      "Alveoli are tiny, thin-walled air sacs surrounded by capillaries, where gas exchange takes place. The trachea (windpipe) and bronchi are tubes that carry air to the alveoli, and the larynx (voice box) contains the vocal cords.",
  },
  {
    id: "GS-091",
    topic: "human body systems",
    difficulty: "easy",
    stem: "Which part of the blood helps form clots to stop bleeding from a cut?",
    options: ["Red blood cells", "White blood cells", "Plasma", "Platelets"],
    answer: 3,
    explanation:
      "Platelets are cell fragments that gather at a wound and help form a clot. Red blood cells carry oxygen, white blood cells fight infection, and plasma is the liquid that carries the cells, nutrients and wastes.",
  },
  {
    id: "GS-092",
    topic: "human body systems",
    difficulty: "easy",
    stem: "Which organ of the human body is the largest?",
    options: ["Skin", "Liver", "Brain", "Large intestine"],
    answer: 0,
    explanation:
      "The skin, which covers the whole body, is its largest organ by both area and weight. The liver is the largest organ inside the body, and the brain and large intestine are smaller than either.",
  },
  {
    id: "GS-093",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which chamber of the heart pumps oxygen-rich blood out to the rest of the body?",
    options: ["Right atrium", "Left atrium", "Left ventricle", "Right ventricle"],
    answer: 2,
    explanation:
      "The left ventricle, the heart's thickest-walled chamber, pumps oxygen-rich blood into the aorta and on to the body. The right ventricle pumps oxygen-poor blood to the lungs, and the two atria receive blood returning to the heart rather than pumping it out to the body.",
  },
  {
    id: "GS-094",
    topic: "human body systems",
    difficulty: "medium",
    stem: "What is the main job of the large intestine?",
    options: [
      "Digesting proteins with strong acid",
      "Making bile to break up fats",
      "Absorbing most of the nutrients from food",
      "Absorbing water from undigested material",
    ],
    answer: 3,
    explanation:
      "By the time food reaches the large intestine, most nutrients have been absorbed; the large intestine mainly absorbs water and forms solid waste. The stomach digests proteins with acid, the liver makes bile, and the small intestine absorbs most nutrients.",
  },
  {
    id: "GS-095",
    topic: "human body systems",
    difficulty: "hard",
    stem: "Which organ makes bile, the fluid that helps break large fat droplets into smaller ones?",
    options: ["Gallbladder", "Liver", "Pancreas", "Stomach"],
    answer: 1,
    explanation:
      "The liver makes bile. The gallbladder only stores and concentrates bile before releasing it into the small intestine, which is why it is a tempting but wrong choice. The pancreas makes digestive enzymes and insulin, and the stomach makes acid and pepsin.",
  },
  {
    id: "GS-096",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which part of a nerve cell (neuron) carries impulses away from the cell body toward other cells?",
    options: ["Axon", "Dendrite", "Synapse", "Nucleus"],
    answer: 0,
    explanation:
      "The axon is the long fiber that carries impulses away from the cell body to the next cell. Dendrites are the branches that receive signals and carry them toward the cell body, the synapse is the small gap between two neurons, and the nucleus holds the cell's DNA.",
  },
  {
    id: "GS-097",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which cells make antibodies, the proteins that attach to specific germs and mark them for destruction?",
    options: ["Red blood cells", "Skin cells", "Nerve cells", "White blood cells"],
    answer: 3,
    explanation:
      "Antibodies are made by B cells, one kind of white blood cell (lymphocyte) in the immune system. Red blood cells carry oxygen, skin cells form a protective barrier, and nerve cells carry impulses; none of them make antibodies.",
  },
  {
    id: "GS-098",
    topic: "human body systems",
    difficulty: "medium",
    stem: "How does a vaccine protect a person against a disease?",
    options: [
      "It kills the germs that are already in the blood",
      "It replaces the body's worn-out white blood cells",
      "It trains the immune system to recognize the germ",
      "It works as an antibiotic for several months",
    ],
    answer: 2,
    explanation:
      "A vaccine exposes the immune system to a harmless form or piece of a germ, so the body makes antibodies and memory cells and can respond quickly if the real germ ever appears. Vaccines do not kill germs already present, do not replace white blood cells, and are not antibiotics.",
  },
  {
    id: "GS-099",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Why will an antibiotic not cure the common cold?",
    options: [
      "Colds are caused by viruses, and antibiotics act on bacteria",
      "Colds are caused by bacteria that are too small to be affected",
      "Antibiotics work only on infections of the skin",
      "The body destroys antibiotics before they reach the nose",
    ],
    answer: 0,
    explanation:
      "The common cold is caused by viruses, and antibiotics work by attacking structures and processes of bacteria that viruses do not have. Colds are not bacterial infections, and antibiotics treat infections in many parts of the body, not only the skin, after being carried there by the blood.",
  },
  {
    id: "GS-100",
    topic: "human body systems",
    difficulty: "medium",
    stem: "A diet too low in which mineral can cause anemia, a condition in which the blood cannot carry enough oxygen?",
    options: ["Calcium", "Iron", "Sodium", "Iodine"],
    answer: 1,
    explanation:
      "Iron is part of hemoglobin, the protein in red blood cells that carries oxygen, so too little iron leads to iron-deficiency anemia. Calcium is needed mainly for bones and teeth, sodium for fluid balance and nerves, and iodine for the thyroid gland.",
  },
  {
    id: "GS-101",
    topic: "human body systems",
    difficulty: "hard",
    stem: "When you breathe in, the diaphragm contracts and moves downward. Why does air then flow into the lungs?",
    options: [
      "The chest cavity gets smaller, so the air pressure in the lungs rises",
      "The chest cavity gets larger, so the air pressure in the lungs drops",
      "The lungs contract on their own and pull the air inward",
      "The heart pumps air from the throat into the lungs",
    ],
    answer: 1,
    explanation:
      "Lowering the diaphragm enlarges the chest cavity, so the pressure inside the lungs falls below the outside air pressure and air flows in. A smaller chest cavity and higher pressure describe breathing out. The lungs have no muscles of their own to pull air in, and the heart pumps blood, not air.",
  },
  {
    id: "GS-102",
    topic: "human body systems",
    difficulty: "medium",
    stem: "Which of the following is NOT a function of the skeletal system?",
    options: [
      "Producing blood cells in the marrow",
      "Storing calcium and phosphorus",
      "Protecting organs such as the brain",
      "Filtering wastes out of the blood",
    ],
    answer: 3,
    explanation:
      "Filtering wastes from the blood is the job of the kidneys, part of the urinary system. Bones do make blood cells in their red marrow, store minerals such as calcium and phosphorus, and protect organs such as the brain, heart and lungs.",
  },
  {
    id: "GS-103",
    topic: "human body systems",
    difficulty: "hard",
    stem: "Ignoring the Rh factor, a patient with type O blood can safely receive red blood cells from a donor of which blood type?",
    options: ["Type A only", "Type AB only", "Type O only", "Any type"],
    answer: 2,
    explanation:
      "Type O blood contains antibodies against both the A and B markers, so a type O patient can receive red cells only from a type O donor. Type A, B or AB cells would be attacked by those antibodies. Type O is the universal donor of red cells, not the universal recipient; that is type AB.",
  },
  {
    id: "GS-104",
    topic: "human body systems",
    difficulty: "hard",
    stem: "A snack contains 10 g of fat, 20 g of carbohydrate and 5 g of protein. Fat supplies 9 Calories per gram, and carbohydrate and protein each supply 4 Calories per gram. How many Calories does the snack provide?",
    options: ["140", "190", "240", "315"],
    answer: 1,
    explanation:
      "Fat: 10 × 9 = 90 Calories; carbohydrate: 20 × 4 = 80; protein: 5 × 4 = 20; total 90 + 80 + 20 = 190 Calories. Using 4 Calories per gram for everything gives 140, using 9 for everything gives 315, and swapping the fat and carbohydrate values gives 240.",
  },
  {
    id: "GS-105",
    topic: "human body systems",
    difficulty: "hard",
    stem: "Where in the digestive system does the chemical digestion of starch begin?",
    options: ["In the stomach", "In the small intestine", "In the large intestine", "In the mouth"],
    answer: 3,
    explanation:
      "Saliva contains the enzyme amylase, which starts breaking starch into sugars while food is still being chewed. The stomach begins the chemical digestion of protein, not starch; the small intestine finishes digesting starch; and the large intestine mainly absorbs water.",
  },
  // genetics
  {
    id: "GS-106",
    topic: "genetics",
    difficulty: "easy",
    stem: "How many chromosomes are found in a typical human body cell?",
    options: ["23", "44", "48", "46"],
    answer: 3,
    explanation:
      "A typical human body cell has 46 chromosomes, arranged in 23 pairs: one of each pair came from the mother and one from the father. Twenty-three is the number in an egg or sperm cell, 44 is the number of non-sex chromosomes (autosomes), and 48 is the number in chimpanzees and other great apes.",
  },
  {
    id: "GS-107",
    topic: "genetics",
    difficulty: "easy",
    stem: "What are the different forms of the same gene, such as the forms for purple or white pea flowers, called?",
    options: ["Chromosomes", "Alleles", "Phenotypes", "Gametes"],
    answer: 1,
    explanation:
      "Alleles are alternative versions of one gene. Chromosomes are the structures that carry many genes, phenotypes are the observable traits the alleles produce, and gametes are the egg and sperm cells.",
  },
  {
    id: "GS-108",
    topic: "genetics",
    difficulty: "easy",
    stem: "An organism that has two identical alleles for a trait, such as TT or tt, is described as",
    options: ["heterozygous", "a hybrid", "homozygous", "codominant"],
    answer: 2,
    explanation:
      "Homozygous means both alleles for the trait are the same. Heterozygous (also called hybrid) means the two alleles differ, as in Tt, and codominance describes a pattern in which both different alleles show in the phenotype.",
  },
  {
    id: "GS-109",
    topic: "genetics",
    difficulty: "easy",
    stem: "Whose experiments with pea plants in the 1800s laid the foundation of modern genetics?",
    options: ["Gregor Mendel", "Charles Darwin", "Louis Pasteur", "Isaac Newton"],
    answer: 0,
    explanation:
      "Gregor Mendel bred pea plants and discovered that traits are passed on in predictable patterns by units we now call genes. Darwin proposed evolution by natural selection, Pasteur showed that germs cause disease and spoil food, and Newton described the laws of motion and gravity.",
  },
  {
    id: "GS-110",
    topic: "genetics",
    difficulty: "easy",
    stem: "Which pair of sex chromosomes does a typical human male have?",
    options: ["XY", "XX", "YY", "XO"],
    answer: 0,
    explanation:
      "Human males typically have one X and one Y chromosome, and females have two X chromosomes. A YY pair cannot occur, since every person gets an X from the mother, and XO (a single X) is a rare condition, not the typical male pattern.",
  },
  {
    id: "GS-111",
    topic: "genetics",
    difficulty: "easy",
    stem: "What is a mutation?",
    options: [
      "A trait learned during an organism's life",
      "A change in the sequence of an organism's DNA",
      "A cross between two different species",
      "The process of copying DNA without error",
    ],
    answer: 1,
    explanation:
      "A mutation is any change in the DNA sequence; it may be harmful, helpful or have no effect. Learned behaviors are not written into DNA, a cross between species is hybridization, and copying DNA correctly is ordinary replication.",
  },
  {
    id: "GS-112",
    topic: "genetics",
    difficulty: "easy",
    stem: "Which term describes the shape of a DNA molecule?",
    options: ["Single straight strand", "Flat sheet", "Closed sphere", "Double helix"],
    answer: 3,
    explanation:
      "DNA is a double helix: two strands wound around each other like a twisted ladder, with base pairs forming the rungs. It is not a single strand (as RNA usually is), a flat sheet or a sphere.",
  },
  {
    id: "GS-113",
    topic: "genetics",
    difficulty: "medium",
    stem: "In guinea pigs, black fur (B) is dominant over white fur (b). A purebred black guinea pig (BB) is mated with a white one (bb). What genotype will the offspring have?",
    options: ["All homozygous black (BB)", "Half black and half white", "All homozygous white (bb)", "All heterozygous black (Bb)"],
    answer: 3,
    explanation:
      "Every offspring gets a B allele from the BB parent and a b allele from the bb parent, so all are Bb and have black fur. No offspring can be BB or bb, because each parent can pass on only one kind of allele.",
  },
  {
    id: "GS-114",
    topic: "genetics",
    difficulty: "medium",
    stem: "In pea plants, tall (T) is dominant over short (t). Two Tt plants are crossed. What ratio of tall to short plants is expected among the offspring?",
    options: ["1 tall : 1 short", "1 tall : 3 short", "3 tall : 1 short", "All tall"],
    answer: 2,
    explanation:
      "A Punnett square for Tt × Tt gives TT, Tt, Tt and tt. The three with at least one T are tall and the one tt is short, a 3 : 1 ratio. A 1 : 1 ratio comes from Tt × tt, and all tall would come from a cross with a TT parent; 1 : 3 reverses the dominant and recessive traits.",
  },
  {
    id: "GS-115",
    topic: "genetics",
    difficulty: "medium",
    stem: "Which base is found in RNA but not in DNA?",
    options: ["Uracil", "Thymine", "Adenine", "Guanine"],
    answer: 0,
    explanation:
      "RNA uses uracil (U) in place of thymine, so in RNA adenine pairs with uracil. Thymine is found only in DNA, while adenine and guanine (along with cytosine) are found in both DNA and RNA.",
  },
  {
    id: "GS-116",
    topic: "genetics",
    difficulty: "medium",
    stem: "When a red-flowered snapdragon is crossed with a white-flowered snapdragon, all of the offspring have pink flowers. What inheritance pattern does this show?",
    options: ["Codominance", "Sex-linked inheritance", "Multiple alleles", "Incomplete dominance"],
    answer: 3,
    explanation:
      "In incomplete dominance, neither allele is fully dominant, so the heterozygous offspring show an in-between (blended) trait, pink. In codominance both traits would show fully, for example red and white patches. The flower color has nothing to do with sex chromosomes, and only two alleles are involved.",
  },
  {
    id: "GS-117",
    topic: "genetics",
    difficulty: "medium",
    stem: "A person with type AB blood has both the A marker and the B marker on the red blood cells, each fully expressed. What inheritance pattern does this show?",
    options: ["Incomplete dominance", "Codominance", "Sex linkage", "Polygenic inheritance"],
    answer: 1,
    explanation:
      "In codominance both alleles are fully expressed in the heterozygote, so an AB person shows both markers. Incomplete dominance would give a single in-between trait, the ABO gene is not on a sex chromosome, and polygenic traits such as height are controlled by many genes, not one.",
  },
  {
    id: "GS-118",
    topic: "genetics",
    difficulty: "medium",
    stem: "Which parent's sex cell determines whether a human baby is genetically male or female?",
    options: [
      "The mother's egg, which carries an X or a Y",
      "The father's sperm, which carries an X or a Y",
      "The mother's egg, which always carries a Y",
      "Both parents equally, since each gives one X",
    ],
    answer: 1,
    explanation:
      "Every egg carries an X chromosome, while a sperm carries either an X or a Y. A sperm with an X produces a female (XX) and a sperm with a Y produces a male (XY). Eggs never carry a Y, so the mother cannot decide the sex.",
  },
  {
    id: "GS-119",
    topic: "genetics",
    difficulty: "hard",
    stem: "A tall pea plant could be TT or Tt (tall is dominant). Which plant should it be crossed with to find out its genotype?",
    options: ["A purebred tall plant (TT)", "A hybrid tall plant (Tt)", "Any other tall plant", "A short plant (tt)"],
    answer: 3,
    explanation:
      "In a test cross, the unknown plant is crossed with a homozygous recessive (tt) plant. If any short offspring appear, the tall plant must be Tt; if all offspring are tall, it is almost certainly TT. Crossing with a TT plant would give only tall offspring either way, hiding the answer.",
  },
  {
    id: "GS-120",
    topic: "genetics",
    difficulty: "medium",
    stem: "In the genetic code, how many bases in a row on messenger RNA (one codon) specify a single amino acid?",
    options: ["1", "2", "3", "4"],
    answer: 2,
    explanation:
      "Each codon is a group of three bases that stands for one amino acid (or a stop signal). With four kinds of bases, groups of three give 4 × 4 × 4 = 64 combinations, enough for the 20 amino acids; groups of one or two would give only 4 or 16.",
  },
  {
    id: "GS-121",
    topic: "genetics",
    difficulty: "hard",
    stem: "Two pea plants that are both heterozygous for two traits (AaBb) are crossed. The genes are on different chromosomes. What fraction of the offspring are expected to show both recessive traits (aabb)?",
    options: ["1/4", "1/8", "1/16", "9/16"],
    answer: 2,
    explanation:
      "The chance of aa from Aa × Aa is 1/4, and the chance of bb from Bb × Bb is also 1/4; because the genes sort independently, the chance of both is 1/4 × 1/4 = 1/16. One-fourth is the chance for only one trait, and 9/16 is the fraction showing both dominant traits.",
  },
  {
    id: "GS-122",
    topic: "genetics",
    difficulty: "hard",
    stem: "One strand of a DNA molecule has the base sequence A-T-G-C-C-A. What is the sequence of the matching (complementary) strand?",
    options: ["A-T-G-C-C-A", "U-A-C-G-G-U", "A-C-C-G-T-A", "T-A-C-G-G-T"],
    answer: 3,
    explanation:
      "In DNA, A pairs with T and G pairs with C, so A-T-G-C-C-A pairs with T-A-C-G-G-T. The same sequence is not complementary, A-C-C-G-T-A is just the original read backward, and U-A-C-G-G-U uses uracil, which appears in RNA, not DNA.",
  },
  {
    id: "GS-123",
    topic: "genetics",
    difficulty: "hard",
    stem: "In a certain double-stranded DNA molecule, 30% of the bases are adenine. What percentage of the bases are guanine?",
    options: ["20%", "30%", "40%", "70%"],
    answer: 0,
    explanation:
      "Adenine pairs with thymine, so thymine is also 30%, and together they make 60%. The remaining 40% is split equally between guanine and cytosine, giving 20% guanine. Thirty percent confuses guanine with thymine, 40% is the guanine and cytosine together, and 70% is simply 100% − 30%.",
  },
  {
    id: "GS-124",
    topic: "genetics",
    difficulty: "hard",
    stem: "Why are X-linked recessive disorders, such as hemophilia, much more common in males than in females?",
    options: [
      "Males receive the disorder only from their fathers",
      "Males have only one X, so one recessive allele causes the disorder",
      "The Y chromosome carries a second copy of the harmful allele",
      "Females cannot inherit an X chromosome that carries the allele",
    ],
    answer: 1,
    explanation:
      "A male has a single X chromosome and no matching allele on the Y, so one recessive allele is enough to cause the disorder; a female needs two copies, one on each X. Sons get their X from the mother, not the father, the Y does not carry this gene, and females can inherit the allele (they are often carriers).",
  },
  {
    id: "GS-125",
    topic: "genetics",
    difficulty: "medium",
    stem: "Down syndrome is most often caused by which chromosome abnormality?",
    options: ["An extra copy of chromosome 21", "A missing X chromosome", "An extra Y chromosome", "A missing copy of chromosome 1"],
    answer: 0,
    explanation:
      "Most people with Down syndrome have three copies of chromosome 21 (trisomy 21), usually because the chromosomes failed to separate during meiosis. A missing X causes Turner syndrome, an extra Y gives an XYY male, and an embryo missing a copy of chromosome 1 cannot develop.",
  },
  // ecology
  {
    id: "GS-126",
    topic: "ecology",
    difficulty: "easy",
    stem: "All of the white-tailed deer living in one forest make up a",
    options: ["population", "community", "ecosystem", "biome"],
    answer: 0,
    explanation:
      "A population is all the members of one species living in the same area. A community includes every species in the area, an ecosystem adds the nonliving surroundings such as water and soil, and a biome is a large region with a typical climate and plant life.",
  },
  {
    id: "GS-127",
    topic: "ecology",
    difficulty: "easy",
    stem: "Which organisms break down dead plants and animals and return their nutrients to the soil?",
    options: ["Producers", "Herbivores", "Decomposers", "Carnivores"],
    answer: 2,
    explanation:
      "Decomposers such as bacteria and fungi feed on dead matter and release nutrients that plants can use again. Producers make their own food from sunlight, herbivores eat living plants, and carnivores eat other animals.",
  },
  {
    id: "GS-128",
    topic: "ecology",
    difficulty: "easy",
    stem: "What is an animal that eats only plants called?",
    options: ["Carnivore", "Omnivore", "Decomposer", "Herbivore"],
    answer: 3,
    explanation:
      "Herbivores, such as rabbits and cows, eat only plants. Carnivores eat other animals, omnivores eat both plants and animals, and decomposers feed on dead material.",
  },
  {
    id: "GS-129",
    topic: "ecology",
    difficulty: "easy",
    stem: "The place where an organism lives and finds the food, water and shelter it needs is its",
    options: ["niche", "habitat", "biome", "population"],
    answer: 1,
    explanation:
      "A habitat is an organism's home, the place where it lives and gets what it needs. Its niche is its role in that place (what it eats, what eats it and how it behaves), a biome is a large climate region, and a population is a group of the same species.",
  },
  {
    id: "GS-130",
    topic: "ecology",
    difficulty: "easy",
    stem: "Which biome has long, bitterly cold winters, permanently frozen subsoil (permafrost) and almost no trees?",
    options: ["Desert", "Tundra", "Tropical rain forest", "Grassland"],
    answer: 1,
    explanation:
      "The tundra, found in the far north and on high mountains, has permafrost and a short growing season, so only mosses, lichens, grasses and low shrubs grow. Deserts are defined by very little rain, rain forests are warm and wet with many trees, and grasslands have deep, unfrozen soil.",
  },
  {
    id: "GS-131",
    topic: "ecology",
    difficulty: "easy",
    stem: "An owl swoops down, catches a mouse and eats it. In this relationship, the owl is the",
    options: ["prey", "producer", "decomposer", "predator"],
    answer: 3,
    explanation:
      "A predator hunts and eats other animals, its prey; here the owl is the predator and the mouse is the prey. The owl cannot make its own food, so it is not a producer, and it eats a living animal rather than breaking down dead matter as a decomposer does.",
  },
  {
    id: "GS-132",
    topic: "ecology",
    difficulty: "easy",
    stem: "Which of these is an abiotic (nonliving) factor in an ecosystem?",
    options: ["Grass", "Bacteria", "Sunlight", "Mushrooms"],
    answer: 2,
    explanation:
      "Abiotic factors are the nonliving parts of an ecosystem, such as sunlight, temperature, water and soil minerals. Grass, bacteria and mushrooms are all living things, so they are biotic factors.",
  },
  {
    id: "GS-133",
    topic: "ecology",
    difficulty: "medium",
    stem: "Bees drink nectar from flowers, and while doing so they carry pollen from flower to flower, which lets the plants make seeds. What kind of relationship is this?",
    options: ["Mutualism", "Parasitism", "Commensalism", "Competition"],
    answer: 0,
    explanation:
      "In mutualism both partners benefit: the bees get food and the flowers get pollinated. In parasitism one partner is harmed, in commensalism one benefits while the other is unaffected, and in competition both are harmed by using the same limited resource.",
  },
  {
    id: "GS-134",
    topic: "ecology",
    difficulty: "medium",
    stem: "Which of the following is an example of parasitism?",
    options: [
      "A lion hunting and eating a zebra",
      "A bird building a nest in a tall tree",
      "A clownfish sheltering in an anemone that it defends",
      "A tapeworm living in a dog's intestine and absorbing its food",
    ],
    answer: 3,
    explanation:
      "A parasite lives on or in a host and feeds on it, harming but usually not quickly killing it, as a tapeworm does to a dog. A lion eating a zebra is predation, a nest in a tree is commensalism (the tree is unaffected), and the clownfish and anemone both benefit, which is mutualism.",
  },
  {
    id: "GS-135",
    topic: "ecology",
    difficulty: "medium",
    stem: "What is the largest population of a species that an environment can support over a long period of time called?",
    options: ["Birth rate", "Carrying capacity", "Population density", "Limiting factor"],
    answer: 1,
    explanation:
      "Carrying capacity is the maximum population the food, water, space and other resources of an environment can support over time. A limiting factor is one resource or condition that holds the population down, population density is the number of individuals per unit area, and birth rate is how fast new individuals are born.",
  },
  {
    id: "GS-136",
    topic: "ecology",
    difficulty: "medium",
    stem: "In a meadow, snakes eat frogs and frogs eat grasshoppers. If disease wiped out most of the snakes, what would most likely happen first?",
    options: [
      "The frog population would increase",
      "The grasshopper population would increase",
      "The frog population would decrease",
      "The plants would stop growing",
    ],
    answer: 0,
    explanation:
      "With fewer snakes eating them, more frogs would survive, so the frog population would rise first. More frogs would then eat more grasshoppers, so grasshoppers would decrease, not increase. Nothing in the change stops the plants from growing.",
  },
  {
    id: "GS-137",
    topic: "ecology",
    difficulty: "medium",
    stem: "In the carbon cycle, which process returns carbon dioxide to the atmosphere?",
    options: ["Photosynthesis", "Nitrogen fixation", "Cellular respiration", "Transpiration"],
    answer: 2,
    explanation:
      "Cellular respiration in plants, animals and decomposers breaks down sugars and releases carbon dioxide into the air (burning fuels does too). Photosynthesis removes carbon dioxide from the air, nitrogen fixation is part of the nitrogen cycle, and transpiration releases water vapor, not carbon dioxide.",
  },
  {
    id: "GS-138",
    topic: "ecology",
    difficulty: "medium",
    stem: "In the water cycle, what is the release of water vapor from the leaves of plants called?",
    options: ["Condensation", "Precipitation", "Transpiration", "Infiltration"],
    answer: 2,
    explanation:
      "Transpiration is the evaporation of water through tiny openings (stomata) in leaves. Condensation is water vapor turning into liquid droplets, precipitation is water falling from clouds, and infiltration is water soaking into the ground.",
  },
  {
    id: "GS-139",
    topic: "ecology",
    difficulty: "medium",
    stem: "In a food chain, a mouse eats seeds, a snake eats the mouse, and a hawk eats the snake. What is the hawk's role in this chain?",
    options: ["Tertiary consumer", "Primary consumer", "Secondary consumer", "Producer"],
    answer: 0,
    explanation:
      "The seed plant is the producer, the mouse is the primary consumer, the snake is the secondary consumer, and the hawk, which eats the snake, is the tertiary (third-level) consumer. Calling the hawk a secondary consumer skips a link, and a hawk cannot make its own food like a producer.",
  },
  {
    id: "GS-140",
    topic: "ecology",
    difficulty: "medium",
    stem: "A species is carried by people to a new region, where it has no natural predators and spreads quickly, crowding out native species. What is such a species called?",
    options: ["An endangered species", "An invasive species", "A keystone species", "A pioneer species"],
    answer: 1,
    explanation:
      "An invasive species is a non-native species that spreads rapidly and harms the ecosystem it enters. An endangered species is at risk of dying out, a keystone species plays an unusually large role in holding its ecosystem together, and a pioneer species is the first to colonize bare ground.",
  },
  {
    id: "GS-141",
    topic: "ecology",
    difficulty: "hard",
    stem: "A lake is polluted with a small amount of a pesticide that is not broken down or excreted. In which organisms will the pesticide reach the highest concentration?",
    options: ["Algae", "Tiny animals that eat algae", "Small fish", "Fish-eating birds"],
    answer: 3,
    explanation:
      "A pesticide that stays in body tissues becomes more concentrated at each step up the food chain (biomagnification), because each predator eats many contaminated prey. The fish-eating birds at the top therefore carry the most, which is how DDT harmed eagles and ospreys. The algae, the tiny animals and the small fish sit lower in the chain and hold less.",
  },
  {
    id: "GS-142",
    topic: "ecology",
    difficulty: "hard",
    stem: "Why does an ecosystem usually have far fewer top predators than plant-eaters?",
    options: [
      "Energy is lost as heat at each feeding level, leaving less for the next",
      "Predators reproduce more slowly because they are larger than their prey",
      "Plant-eaters receive more energy from sunlight than predators do",
      "Predators recycle their energy back to the producers instead of using it",
    ],
    answer: 0,
    explanation:
      "Only about a tenth of the energy at one feeding level is passed on to the next; the rest is used for life processes and lost as heat. So each higher level can support fewer organisms. Body size and reproduction rates vary and are not the basic reason, animals do not use sunlight directly for energy, and energy flows one way through an ecosystem rather than being recycled.",
  },
  {
    id: "GS-143",
    topic: "ecology",
    difficulty: "hard",
    stem: "Fertilizer washes from farm fields into a pond. Soon there is a huge growth of algae, and later many fish die. What most directly kills the fish?",
    options: [
      "The fertilizer is directly poisonous to the fish",
      "The algae eat the food that the fish need",
      "The algae grow into and block the fish's gills",
      "Bacteria decaying the dead algae use up the oxygen",
    ],
    answer: 3,
    explanation:
      "The nutrients cause an algal bloom; when the algae die, bacteria decompose them and consume the oxygen dissolved in the water, so the fish suffocate (this process is called eutrophication). The fertilizer itself is not the direct poison, and algae neither eat the fish's food nor normally clog their gills.",
  },
  {
    id: "GS-144",
    topic: "ecology",
    difficulty: "hard",
    stem: "A density-dependent limiting factor affects a population more strongly as the population becomes more crowded. Which of these is NOT density-dependent?",
    options: ["Competition for food", "Spread of contagious disease", "A severe flood", "Predation"],
    answer: 2,
    explanation:
      "A flood kills animals in an area whether there are few or many of them, so it is density-independent, like droughts, fires and cold snaps. Competition, contagious disease and predation all become stronger as the population gets denser, so they are density-dependent.",
  },
  {
    id: "GS-145",
    topic: "ecology",
    difficulty: "hard",
    stem: "A fire burns a forest to the ground but leaves the soil in place. Grasses appear within a year, then shrubs, and decades later trees. What is this process called?",
    options: ["Primary succession", "Secondary succession", "Biomagnification", "Natural selection"],
    answer: 1,
    explanation:
      "Secondary succession is the regrowth of a community where soil remains after a disturbance such as a fire or an abandoned farm field, so it proceeds faster than primary succession, which starts on bare rock with no soil. Biomagnification is the buildup of toxins in food chains, and natural selection is a process of evolution.",
  },
];
