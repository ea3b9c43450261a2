import type { AuthoredItem } from "../../types";

/** PC items on passages about science and nature (PC-P65 to PC-P83). */
export const PC_SCIENCE_AND_NATURE_ITEMS: readonly AuthoredItem[] = [
  // PC-P65 The Pull of the Moon
  {
    id: "PC-165",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P65",
    stem: "According to the passage, spring tides occur when",
    options: [
      "the Sun and Moon pull at right angles",
      "the Sun and Moon line up",
      "the Moon is at first quarter",
      "Earth stops turning for a time",
    ],
    answer: 1,
    explanation:
      "The passage says that when the Sun and Moon line up, at new and full moon, their pulls combine to make spring tides. Pulling at right angles produces the smaller tidal range, and the passage never suggests Earth stops turning.",
  },

  // PC-P66 Food from Light
  {
    id: "PC-166",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P66",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Animals that eat other animals do not depend on plants.",
      "Chlorophyll is the pigment that makes leaves look green.",
      "Plants take in carbon dioxide through tiny openings in their leaves.",
      "Plants make food from sunlight, and land life depends on it.",
    ],
    answer: 3,
    explanation:
      "The passage explains how photosynthesis works and ends by showing that land food chains begin with it. Chlorophyll and the leaf openings are supporting details, and the passage says meat eaters also depend on energy plants first captured.",
  },
  {
    id: "PC-167",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P66",
    stem: "As used in the passage, the word *by-product* most nearly means",
    options: [
      "something made along the way",
      "a raw material used up in a process",
      "a main goal of a process",
      "a substance that blocks a process",
    ],
    answer: 0,
    explanation:
      "Sugar is what the plant makes for its own use, and oxygen is given off as a by-product, something produced along the way and released. It is not the plant's main goal, it is not used up like water and carbon dioxide, and it does not block the process.",
  },
  {
    id: "PC-168",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P66",
    stem: "The author mentions animals that eat plants, and the animals that eat them, in order to",
    options: [
      "compare how plants and animals use oxygen",
      "show how far plant energy is passed along",
      "argue that people should eat more plants",
      "explain why some animals cannot digest leaves",
    ],
    answer: 1,
    explanation:
      "The final sentence traces plant energy through plant eaters to the animals that eat them, showing that food chains on land depend on photosynthesis. The passage makes no comparison of oxygen use, gives no dietary advice, and says nothing about digestion.",
  },

  // PC-P67 The Monarch's Journey
  {
    id: "PC-169",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P67",
    stem: "According to the passage, what happens to the monarchs that leave Mexico in spring?",
    options: [
      "They fly all the way to Canada.",
      "They return to Mexico in the fall.",
      "They lay eggs along the way and die.",
      "They live for many months.",
    ],
    answer: 2,
    explanation:
      "The passage says the monarchs that leave Mexico lay eggs along the way and die, and their offspring continue north. No single butterfly completes the round trip, and the long-lived generation is the one born in late summer.",
  },
  {
    id: "PC-170",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P67",
    stem: "The passage suggests that the monarchs flying south in late summer",
    options: [
      "follow older butterflies that know the route",
      "travel only a short distance before laying eggs",
      "find their way without having made the trip before",
      "were born in the mountain forests of Mexico",
    ],
    answer: 2,
    explanation:
      'The southbound generation flies "to a place none of them has ever seen," so they must find it without experience. The passage says no butterfly makes the round trip, so there are no older guides; this generation makes the long flight, and it is born in the north, not in Mexico.',
  },
  {
    id: "PC-171",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P67",
    stem: "The passage is mainly about",
    options: [
      "why monarchs lay eggs during their migration",
      "a migration that takes several generations",
      "the fir trees of central Mexico's mountains",
      "how long different kinds of butterflies live",
    ],
    answer: 1,
    explanation:
      "The passage describes the long migration and how several generations are needed to complete it. The fir trees, egg laying, and life spans are details within that description, so each of those choices is too narrow.",
  },
  {
    id: "PC-172",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P67",
    stem: "As used in the passage, the word *cluster* most nearly means",
    options: ["scatter widely", "feed heavily", "gather closely", "rest alone"],
    answer: 2,
    explanation:
      'Millions of monarchs cluster on the branches of fir trees, gathering closely together. "Scatter widely" and "rest alone" are the opposite, and nothing in the sentence concerns feeding.',
  },

  // PC-P68 A Ring of Volcanoes
  {
    id: "PC-173",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P68",
    stem: "What is the main idea of the passage?",
    options: [
      "Colliding plates around the Pacific create volcanoes and earthquakes.",
      "Volcanoes form only along the western coasts of North and South America.",
      "Earth's plates move slowly, only a few inches each year.",
      "Japan and New Zealand have more volcanoes than any other countries.",
    ],
    answer: 0,
    explanation:
      "The passage explains how colliding plates around the Pacific create the Ring of Fire. It never ranks countries by number of volcanoes, the plates' speed is a detail, and the chain runs through Asia and New Zealand too, not only the Americas.",
  },

  // PC-P69 How a Vacuum Bottle Works
  {
    id: "PC-174",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P69",
    stem: "According to the passage, the shiny coating on the bottle's walls reduces heat loss by",
    options: ["conduction", "convection", "evaporation", "radiation"],
    answer: 3,
    explanation:
      "The mirror-like coating reflects radiated heat back toward where it came from. Conduction and convection are blocked by the nearly empty space between the walls, and evaporation is not discussed.",
  },
  {
    id: "PC-175",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P69",
    stem: "The last sentence of the passage mainly serves to",
    options: [
      "point out a limit of the vacuum bottle",
      "explain how the stopper is made",
      "argue that vacuum bottles are poorly designed",
      "describe a fourth way heat can travel",
    ],
    answer: 0,
    explanation:
      "After explaining how the bottle slows heat, the author adds that no bottle is perfect and the contents slowly reach room temperature, a limit on what it can do. This is not an argument that the design is poor, and the sentence says nothing about stoppers or a new kind of heat flow.",
  },

  // PC-P70 Nature's Engineers
  {
    id: "PC-176",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P70",
    stem: "Which title best fits the passage?",
    options: [
      "How Beavers Escape Their Predators",
      "Beaver Dams and the Life They Support",
      "Why Streams Flood in the Spring",
      "The Teeth of the Beaver",
    ],
    answer: 1,
    explanation:
      "The passage describes how beavers build dams and how the resulting ponds help both the beavers and many other creatures. Escaping predators and the beaver's teeth are single details, and the passage mentions flooding only as something the wetlands slow.",
  },
  {
    id: "PC-177",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P70",
    stem: "The author mentions ducks, frogs, fish, and insects in order to",
    options: [
      "list the animals beavers hunt for food",
      "explain why beavers disappeared from some streams",
      "name the predators that cannot reach beaver lodges",
      "show that beaver ponds benefit other creatures",
    ],
    answer: 3,
    explanation:
      'The list follows the sentence "The ponds also benefit other creatures" and gives examples of animals that thrive there. Beavers do not hunt them, they are not described as predators, and the passage gives no reason beavers disappeared.',
  },
  {
    id: "PC-178",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P70",
    stem: "As used in the passage, the word *thrive* most nearly means",
    options: ["hide", "struggle", "do well", "compete"],
    answer: 2,
    explanation:
      'The ponds benefit other creatures, which thrive, or do well, in the still water. "Struggle" is the opposite, and nothing in the sentence is about hiding or competition.',
  },
  {
    id: "PC-179",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P70",
    stem: "According to the passage, why do beavers build lodges with underwater entrances?",
    options: ["to keep the lodge cool in summer", "to store food for the winter", "to keep most predators out", "to hold back flood water"],
    answer: 2,
    explanation:
      'The passage says the entrances lie underwater, "out of reach of most predators." Cooling and food storage are never mentioned, and it is the wetlands, not the lodges, that slow floods.',
  },

  // PC-P71 Why Iron Rusts
  {
    id: "PC-180",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P71",
    stem: "According to the passage, why do cars in places where roads are salted tend to rust faster?",
    options: [
      "Salt speeds up the rusting process.",
      "Salt wears away the paint on contact.",
      "Salt keeps water from drying on the car.",
      "Salt removes the zinc coating from steel.",
    ],
    answer: 0,
    explanation:
      "The passage says simply that salt speeds up the process. It does not say salt wears away paint, keeps water from drying, or removes zinc, so those explanations go beyond the passage.",
  },
  {
    id: "PC-181",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P71",
    stem: "As used in the passage, the word *porous* most nearly means",
    options: ["smooth", "full of tiny holes", "very heavy", "easily melted"],
    answer: 1,
    explanation:
      "Rust is flaky and porous, full of tiny holes, so water and air pass through it and the damage keeps spreading. A smooth, tight layer would protect the metal, which is the opposite of the point, and weight and melting are not discussed.",
  },
  {
    id: "PC-182",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P71",
    stem: "The passage is mainly about",
    options: [
      "what causes rust and how to prevent it",
      "why boats rust faster than cars",
      "how galvanizing is done in factories",
      "which metals form protective films",
    ],
    answer: 0,
    explanation:
      "The passage explains the conditions that cause rust, why rust keeps spreading, and how barriers and galvanizing protect steel. Galvanizing is named but not explained, the passage does not compare boats with cars, and other metals are mentioned only in passing.",
  },

  // PC-P72 Measuring Earthquakes
  {
    id: "PC-183",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P72",
    stem: "Based on the passage, a magnitude 7 earthquake releases roughly how many times the energy of a magnitude 5?",
    options: ["about 20 times", "about 64 times", "about 100 times", "about 1,000 times"],
    answer: 3,
    explanation:
      "Each whole number multiplies the energy by about 32, so two steps multiply it by about 32 × 32, or roughly 1,000. 64 comes from adding 32 twice instead of multiplying, and 100 is the increase in recorded shaking (10 × 10), not in energy.",
  },
  {
    id: "PC-184",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P72",
    stem: "The author lists depth, distance to cities, type of ground, and quality of buildings in order to",
    options: [
      "explain how a quake's magnitude is calculated",
      "show that damage depends on more than magnitude",
      "argue that earthquakes can be predicted in advance",
      "describe where most earthquakes tend to occur",
    ],
    answer: 1,
    explanation:
      "The list follows the statement that magnitude alone does not decide the damage and supports the conclusion that a moderate quake can sometimes do more harm than a stronger one. These factors are not part of calculating magnitude, and the passage says nothing about prediction or where quakes occur.",
  },

  // PC-P73 The Water Cycle
  {
    id: "PC-185",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P73",
    stem: "According to the passage, which step comes just before water falls back to the ground?",
    options: [
      "Plants take up water from the soil.",
      "Droplets combine and grow heavy.",
      "Streams carry water back to the sea.",
      "The Sun warms oceans and lakes.",
    ],
    answer: 1,
    explanation:
      "The passage says that when the droplets combine and grow heavy enough, they fall as rain, snow, sleet, or hail. Streams and plants take in the water after it has fallen, and the Sun's warming begins the cycle.",
  },

  // PC-P74 Cold Light
  {
    id: "PC-186",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P74",
    stem: "As used in the passage, the word *lure* most nearly means",
    options: ["to frighten", "to warn", "to tempt", "to follow"],
    answer: 2,
    explanation:
      "Females imitate other species' signals to lure males in, that is, to tempt them close so they can be eaten. Frightening or warning the males would drive them away, and it is the males that are drawn toward the females, not the reverse.",
  },
  {
    id: "PC-187",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P74",
    stem: "According to the passage, why is a firefly's glow sometimes called cold light?",
    options: [
      "Its reaction gives off very little heat.",
      "It needs oxygen, which cools the insect.",
      "It appears only on cool summer evenings.",
      "Its color is blue rather than yellow.",
    ],
    answer: 0,
    explanation:
      "The passage contrasts the firefly with an old-fashioned bulb that becomes too hot to touch and says the firefly's reaction gives off very little heat. The passage says nothing about cool evenings, oxygen cooling the insect, or the color of the light.",
  },
  {
    id: "PC-188",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P74",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Some female fireflies trick and eat males of other species.",
      "Luciferin is found only in the bodies of fireflies.",
      "Old-fashioned light bulbs become too hot to touch.",
      "Fireflies produce light chemically and use it to communicate.",
    ],
    answer: 3,
    explanation:
      "The passage covers how fireflies make light and how their flash patterns serve as signals. The trickery and the light-bulb comparison are details, and the passage never says luciferin exists only in fireflies.",
  },

  // PC-P75 Valleys Carved by Ice
  {
    id: "PC-189",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P75",
    stem: "Based on the passage, a geologist who finds a broad U-shaped valley in a warm region would most likely conclude that",
    options: [
      "a river is still cutting the valley deeper",
      "the valley was formed very recently",
      "the region has always had a cold climate",
      "the valley was carved by ice long ago",
    ],
    answer: 3,
    explanation:
      'The passage says the U shape remains long after the ice melts and that such a valley in a warm place shows glaciers once covered the area. Rivers cut V shapes, the climate has clearly changed rather than always being cold, and the ice melted "long" ago.',
  },
  {
    id: "PC-190",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P75",
    stem: "According to the passage, a glacier makes a valley broad because it",
    options: [
      "scrapes the floor and the walls alike",
      "melts faster along the valley walls",
      "cuts only downward into its bed",
      "carries water that widens the banks",
    ],
    answer: 0,
    explanation:
      'Rocks frozen into the glacier scrape "the floor and walls alike," widening the valley into a U. Cutting only downward is how a river makes a narrow V, and melting or water along the walls is not described.',
  },

  // PC-P76 Why Leaves Change Color
  {
    id: "PC-191",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P76",
    stem: "According to the passage, what happens last in the process?",
    options: [
      "The tree stops making chlorophyll.",
      "Yellow and orange pigments show through.",
      "The leaf is cut off from the branch.",
      "The green color slowly breaks down.",
    ],
    answer: 2,
    explanation:
      'The passage says "Finally" a layer of cells forms where the leaf stem meets the branch, and the leaf drops. Stopping chlorophyll production, the breakdown of green, and the appearance of yellow and orange all come earlier.',
  },

  // PC-P77 Seeing with Sound
  {
    id: "PC-192",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P77",
    stem: "According to the passage, why does a bat call faster and faster as it nears a moth?",
    options: [
      "to frighten the moth into stopping",
      "to cover up the sound of its wings",
      "to warn other bats away from its prey",
      "to track its target more closely",
    ],
    answer: 3,
    explanation:
      'The passage says a bat closing in on a moth calls faster "to track its target." The calls actually help some moths escape rather than stopping them, and nothing is said about warning other bats or hiding wing sounds.',
  },
  {
    id: "PC-193",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P77",
    stem: "The passage is mainly about",
    options: [
      "how moths use hearing to avoid danger",
      "how bats use echoes to locate objects and prey",
      "why human ears cannot hear most bat calls",
      "the different kinds of insects that bats eat",
    ],
    answer: 1,
    explanation:
      "Most of the passage explains how bats judge distance, size, and movement from echoes while hunting. Human hearing and moth escapes are details, and the passage names only moths as prey.",
  },

  // PC-P78 Making Milk Safe
  {
    id: "PC-194",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P78",
    stem: "According to the passage, why must pasteurized milk still be kept cold?",
    options: [
      "Not every microbe is destroyed by the process.",
      "Boiling during processing changes its taste.",
      "The milk is cooled too slowly after heating.",
      "Cold milk keeps its vitamins longer.",
    ],
    answer: 0,
    explanation:
      'The passage says not every microbe is destroyed, "so pasteurized milk must still be kept cold." The milk is not boiled, the passage says it is cooled quickly, and vitamins are never mentioned.',
  },
  {
    id: "PC-195",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P78",
    stem: "The author most likely explains that the milk is not boiled in order to",
    options: [
      "suggest that Pasteur's method was never widely used",
      "prove that boiling milk does not kill bacteria",
      "warn readers against drinking milk that was heated",
      "show that the process balances safety and taste",
    ],
    answer: 3,
    explanation:
      "The author notes that boiling would change the taste, so the process uses a set temperature and time instead, which shows it balances killing microbes against keeping the milk pleasant. The passage never says boiling fails to kill bacteria, it calls the process standard, and it gives no warning against heated milk.",
  },

  // PC-P79 How Seeds Travel
  {
    id: "PC-196",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P79",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Birds are the most important carriers of seeds.",
      "Dandelions spread their seeds farther than any other plant.",
      "Plants have many ways of spreading seeds away from the parent.",
      "Seeds that land under the parent plant always die.",
    ],
    answer: 2,
    explanation:
      "The passage explains why seeds need to travel and gives wind, animals, and water as ways they do. It never ranks dandelions or birds above the others, and it says seeds under the parent must compete, not that they always die.",
  },
  {
    id: "PC-197",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P79",
    stem: "The author most likely mentions the coconut in order to",
    options: [
      "give an example of a seed carried by water",
      "show that large seeds cannot travel far",
      "explain why birds eat sweet fruits",
      "describe a seed that spins as it falls",
    ],
    answer: 0,
    explanation:
      "The coconut floats across the ocean to a distant beach, an example of seeds spread by water after examples of wind and animals. It shows a large seed traveling very far, not the opposite; the sweet fruits and the spinning seed are maples and other plants.",
  },

  // PC-P80 The Moon's Changing Shape
  {
    id: "PC-198",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P80",
    stem: "According to the passage, which phase comes about a week after new moon?",
    options: ["full moon", "first quarter", "a thin crescent", "a shrinking crescent"],
    answer: 1,
    explanation:
      "The passage says first quarter, when half the disk is lit, comes about a week after new moon. The thin crescent appears in the days just after new moon, full moon comes later, and the shrinking phases follow full moon.",
  },

  // PC-P81 Unwanted Guests
  {
    id: "PC-199",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P81",
    stem: "What is the main idea of the passage?",
    options: [
      "Ballast water keeps large ships stable on the open sea.",
      "Native shellfish of the Great Lakes have no natural predators.",
      "Power plants and city water systems need clean intake pipes.",
      "Zebra mussels from abroad have harmed the Great Lakes region.",
    ],
    answer: 3,
    explanation:
      "The passage describes how zebra mussels arrived and the damage they cause to wildlife and water systems. Ballast water and power plants are details, and it is the zebra mussels, not the native shellfish, that the passage says have few natural predators.",
  },
  {
    id: "PC-200",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P81",
    stem: "Boaters are most likely asked to clean and drain their boats when moving between lakes in order to",
    options: [
      "protect their boats from rust and wear",
      "keep from carrying mussels to new waters",
      "help power plants keep their pipes clear",
      "remove the tiny plant life that fish eat",
    ],
    answer: 1,
    explanation:
      "The mussels arrived in water released by ships, so water and mud carried in boats could spread them to other lakes; cleaning and draining prevents that. Rust and the boats' condition are not mentioned, the rule does not directly clear power-plant pipes, and removing fish food is the harm the mussels cause.",
  },
  {
    id: "PC-201",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P81",
    stem: "According to the passage, how do zebra mussels reduce the food available to young fish?",
    options: [
      "They eat the young fish's eggs.",
      "They crowd fish out of shallow water.",
      "They clog the streams where fish feed.",
      "They filter tiny plant life from the water.",
    ],
    answer: 3,
    explanation:
      "The passage says that by filtering huge amounts of tiny plant life from the water, the mussels reduce the food available to young fish. The clogging involves power-plant and city intake pipes, and the crowding involves native shellfish; eggs are not mentioned.",
  },
  {
    id: "PC-202",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P81",
    stem: "As used in the passage, the word *multiplied* most nearly means",
    options: ["grew larger in size", "moved to new lakes", "increased in number", "died off"],
    answer: 2,
    explanation:
      'With few natural predators, the mussels multiplied rapidly, increasing in number until they crowded out native shellfish. "Grew larger in size" is tempting, but the passage is about how many mussels there were, and "died off" is the opposite.',
  },

  // PC-P82 Surviving the Dry Times
  {
    id: "PC-203",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P82",
    stem: "The passage is mainly about",
    options: [
      "how tardigrades survive drying out and other extremes",
      "why tardigrades are hard to see without a microscope",
      "where tardigrades can be found",
      "experiments that sent tardigrades into space",
    ],
    answer: 0,
    explanation:
      "The passage calls the tardigrade's survival ability what makes it remarkable and describes how it dries out and revives. Where tardigrades live and their size are introductory details, and no space experiment is described.",
  },

  // PC-P83 Lightning Rods
  {
    id: "PC-204",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P83",
    stem: "The author most likely begins by saying what a lightning rod does not do in order to",
    options: [
      "show that Benjamin Franklin's idea was wrong",
      "argue that lightning rods are not worth installing",
      "correct common mistaken beliefs about lightning rods",
      "explain why lightning strikes tall buildings",
    ],
    answer: 2,
    explanation:
      "By stating that a rod neither attracts lightning from far away nor prevents strikes, the author clears up likely misunderstandings before explaining its real job. The passage presents the rods as useful, says Franklin's design has lasted, and does not explain why lightning strikes tall buildings.",
  },
  {
    id: "PC-205",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P83",
    stem: "According to the passage, after lightning strikes a rod on the roof, the current next travels",
    options: [
      "into the wiring inside the building's walls",
      "back up into the storm cloud",
      "straight into the rods in the ground",
      "through heavy wires down the outside",
    ],
    answer: 3,
    explanation:
      "The current flows from the roof rod through the heavy wires running down the outside of the building and then into the ground rods. The system's purpose is to keep the current out of the wiring inside the walls, and the ground rods come after the wires.",
  },
];
