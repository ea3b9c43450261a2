import type { AuthoredItem } from "../types";

/** PC items written for this project. */
export const PC_ITEMS: readonly AuthoredItem[] = [
  // PC-P01 The Twenty-Four-Hour Clock
  {
    id: "PC-001",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P01",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Military times are always written and spoken as four separate digits.",
      "Hospitals and airlines copied their timekeeping system from the armed forces.",
      "The armed forces use a twenty-four-hour clock to avoid confusing times.",
      "Most civilians have now stopped using a.m. and p.m. when telling time.",
    ],
    answer: 2,
    explanation:
      "The passage opens by saying the armed forces use a twenty-four-hour clock so that orders cannot be confused between morning and evening, and every later sentence supports that point. The four-digit detail is too narrow to be the main idea, and the passage never says hospitals copied the military; it says they use the same clock for the same reason.",
  },
  {
    id: "PC-002",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P01",
    stem: "As used in the passage, the phrase *in sequence* most nearly means",
    options: ["in order, one after another", "in two groups of twelve", "in pairs of matching digits", "at irregular intervals"],
    answer: 0,
    explanation:
      'The hours are numbered in sequence, meaning in order, one after another: 0100, 0200, and so on up through 2300. "In two groups of twelve" is the tempting misreading because the twelve-hour clock starts over at noon, but the passage stresses that this system keeps counting instead of starting over.',
  },
  {
    id: "PC-003",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P01",
    stem: "According to the passage, why do many people who work in hospitals and emergency services use the twenty-four-hour clock?",
    options: [
      "Their organizations are run and funded by the armed forces.",
      "The clock is easier to show on digital displays and monitors.",
      "Their workers are required to have served in the military.",
      "It avoids the same confusion the military wants to prevent.",
    ],
    answer: 3,
    explanation:
      'The last sentence says these civilians use the same clock "for the same reason," and the reason given earlier is avoiding confusion between morning and evening times. The passage says nothing about digital displays or military control of hospitals, even though those ideas may sound reasonable.',
  },

  // PC-P02 Counting the Distance to Lightning
  {
    id: "PC-004",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P02",
    stem: "Based on the passage, if thunder is heard fifteen seconds after a lightning flash, about how far away was the strike?",
    options: ["one mile", "three miles", "five miles", "fifteen miles"],
    answer: 1,
    explanation:
      "Sound travels roughly one mile every five seconds, so fifteen seconds means about three miles (15 ÷ 5 = 3). The passage's own example, ten seconds for two miles, follows the same rule. Fifteen miles results from treating each second as a mile.",
  },
  {
    id: "PC-005",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P02",
    stem: "The author most likely mentions that lightning can strike ten miles or more from its storm in order to",
    options: [
      "show that the counting method gives inaccurate distances",
      "explain why hearing any thunder is a reason to seek shelter",
      "prove that light travels faster than sound",
      "describe how far away thunder can be heard",
    ],
    answer: 1,
    explanation:
      'Right after calling the counting rule "not a measure of safety," the author notes that lightning can strike ten miles away and concludes that people should go indoors whenever thunder is audible. The fact supports that safety advice. It does not show the counting method is inaccurate; the passage calls the method useful.',
  },

  // PC-P03 The Erie Canal
  {
    id: "PC-006",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P03",
    stem: "The passage is mainly about",
    options: [
      "the methods and tools workers used to dig the Erie Canal",
      "the rapid growth of Rochester, Syracuse, and other canal towns",
      "why wagons remained the cheapest way to ship grain to the East",
      "how the Erie Canal lowered costs and spurred growth",
    ],
    answer: 3,
    explanation:
      "Most of the passage describes how the canal lowered costs and travel time and how farmers, New York City, and canal towns benefited. Digging methods and the growth of Rochester and Syracuse are each mentioned in only one sentence, so they are too narrow; the passage says the canal replaced costly wagon hauling, the opposite of the third choice.",
  },
  {
    id: "PC-007",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P03",
    stem: "According to the passage, by about how much did shipping costs fall after the canal opened?",
    options: ["roughly 90 percent", "roughly 50 percent", "roughly 30 percent", "roughly 10 percent"],
    answer: 0,
    explanation:
      "The passage states that shipping costs fell by roughly 90 percent. Ten percent is a tempting misreading of the same figure: a 90 percent drop means costs fell to about one-tenth of what they had been, not by one-tenth.",
  },
  {
    id: "PC-008",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P03",
    stem: "It can be inferred from the passage that before the canal opened, farmers in the Great Lakes region",
    options: [
      "shipped most of their grain east through the port of Albany",
      "did not grow any grain at all for sale outside the region",
      "had difficulty selling crops profitably in Eastern markets",
      "sold most of their grain to merchants in Rochester instead",
    ],
    answer: 2,
    explanation:
      'Wagon hauling cost more than most farmers could afford, and the canal "gained" them a cheap route to Eastern markets, which implies they lacked an affordable way to sell there before. Shipping through Albany became practical only with the canal, and "did not grow any grain at all for sale" goes further than the passage supports.',
  },

  // PC-P04 A Doctor Ahead of His Time
  {
    id: "PC-009",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P04",
    stem: "According to the passage, which of these happened after Semmelweis ordered the doctors to wash their hands?",
    options: [
      "The death rate in the doctors' ward dropped sharply.",
      "He noticed the difference between the two wards.",
      "He observed that doctors came straight from autopsies.",
      "He began working at the hospital in Vienna.",
    ],
    answer: 0,
    explanation:
      'The passage says he ordered handwashing "and the death rate in their ward dropped sharply," so the drop followed the order. Noticing the difference between wards and observing the autopsies were the steps that led him to give the order, so they came before it.',
  },
  {
    id: "PC-010",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P04",
    stem: "The passage suggests that women in the midwives' ward died less often mainly because",
    options: [
      "the midwives washed their hands in a chlorine solution",
      "the midwives had more training than the doctors",
      "the midwives did not come to them straight from autopsies",
      "their ward was cleaner and less crowded",
    ],
    answer: 2,
    explanation:
      "Semmelweis linked the higher death rate to doctors arriving directly from autopsies, and handwashing by the doctors fixed the problem, so the midwives' advantage was that they did not carry that contamination. The chlorine washing is a misreading: the passage says Semmelweis ordered the doctors, not the midwives, to wash. Training and crowding are never mentioned.",
  },

  // PC-P05 Spelling It Out on the Radio
  {
    id: "PC-011",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P05",
    stem: "What is the main idea of the passage?",
    options: [
      "Military radios are often too poor in quality to carry clear speech.",
      "A standard set of code words helps people spell letters clearly by radio.",
      "Radio operators must memorize every grid square before reporting a position.",
      "Civilian aviation invented the spelling alphabet that the military now uses.",
    ],
    answer: 1,
    explanation:
      "The passage explains the problem of similar-sounding letters and how the code-word alphabet solves it. The crackling radio is only the setting for that problem, the grid square is a single example, and the passage never says who invented the alphabet.",
  },
  {
    id: "PC-012",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P05",
    stem: "According to the passage, the code words were chosen so that they would be",
    options: [
      "short enough to be transmitted quickly in battle",
      "familiar mainly to speakers of American English",
      "connected to military ranks, units, and equipment",
      "easy to say and hard to confuse with one another",
    ],
    answer: 3,
    explanation:
      'The passage says the words were tested with speakers of many languages so that each would be easy to pronounce and hard to confuse with any other. "Familiar mainly to speakers of American English" reverses that point, and nothing is said about length or military ranks.',
  },
  {
    id: "PC-013",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P05",
    stem: "Which problem would the spelling alphabet described in the passage most directly help prevent?",
    options: [
      "A radio losing its signal in bad weather",
      "An operator forgetting which channel to use",
      "A message being overheard by an enemy listener",
      "A pilot hearing the letter D as the letter B",
    ],
    answer: 3,
    explanation:
      "The alphabet exists because letters such as B, D, P, and T sound alike over the radio; replacing them with distinct words prevents one letter from being heard as another. The code words are widely known and used openly, so they do nothing to keep messages secret, and they cannot fix a weak signal.",
  },

  // PC-P06 Why Ice Floats
  {
    id: "PC-014",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P06",
    stem: "As used in the passage, the word *insulates* most nearly means",
    options: ["cools", "shields", "divides", "supports"],
    answer: 1,
    explanation:
      "The surface ice insulates the water beneath it by shielding it from the cold air, which is why fish can survive. Cools is the tempting choice because ice is cold, but the point of the sentence is that the ice keeps the water below from losing more heat.",
  },
  {
    id: "PC-015",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P06",
    stem: "Based on the passage, which would most likely happen if ice were denser than liquid water?",
    options: [
      "Ice would take up more space than the water it came from.",
      "Fish in lakes would survive the winter more easily.",
      "Lakes would tend to freeze from the bottom up.",
      "Water molecules would stop forming hydrogen bonds.",
    ],
    answer: 2,
    explanation:
      "The passage says solids denser than their liquids sink. Denser ice would sink as it formed, so ice would collect at the bottom instead of forming an insulating layer on top. Easier winter survival reverses the passage's point, and a denser solid would take up less space, not more.",
  },

  // PC-P07 How a Bill Becomes Law
  {
    id: "PC-016",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P07",
    stem: "According to the passage, what happens to a bill right after it is introduced?",
    options: [
      "It is sent to a committee.",
      "The full chamber debates it.",
      "It goes to the other chamber.",
      "It is sent to the President.",
    ],
    answer: 0,
    explanation:
      'The passage says, "After introduction, a bill is sent to a committee." Debate by the full chamber comes only if the committee approves the bill, and the other chamber and the President come later still.',
  },
  {
    id: "PC-017",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P07",
    stem: "According to the passage, Congress can override a presidential veto if",
    options: [
      "a majority of both chambers votes for the bill again",
      "the committee approves the bill a second time",
      "each chamber approves it by a two-thirds vote",
      "the Senate alone votes to override it",
    ],
    answer: 2,
    explanation:
      "The last sentence states that an override requires a two-thirds vote in each chamber. A simple majority is what passes a bill in the first place, which makes the first choice tempting, but it is not enough to overcome a veto.",
  },
  {
    id: "PC-018",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P07",
    stem: "Which conclusion is best supported by the passage?",
    options: [
      "A House bill changed by the Senate cannot go to the President until the House approves the same text.",
      "A bill that a committee has changed must then be introduced again in the other chamber.",
      "The President may veto a bill only if a committee in either chamber voted against it.",
      "Bills that raise revenue must be approved by a two-thirds vote of the House of Representatives.",
    ],
    answer: 0,
    explanation:
      "Both chambers must approve identical text before a bill reaches the President, so once the Senate changes a House bill, the House must agree to the new wording. The last choice mixes two separate facts: revenue bills must start in the House, and two-thirds votes are needed only to override a veto.",
  },

  // PC-P08 Heat Exhaustion and Heat Stroke
  {
    id: "PC-019",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P08",
    stem: "According to the passage, which sign points to heat exhaustion rather than heat stroke?",
    options: ["confusion", "hot, red skin", "a body temperature above 103°F", "cool, clammy skin"],
    answer: 3,
    explanation:
      "The passage lists cool, clammy skin among the signs of heat exhaustion. Confusion, hot and red skin, and a temperature above 103°F are all given as signs of heat stroke, the more serious condition.",
  },
  {
    id: "PC-020",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P08",
    stem: "The author's main purpose in the passage is to",
    options: [
      "warn readers never to exercise outdoors in hot weather",
      "explain how two heat illnesses differ and how to respond to each",
      "describe how the body produces sweat to cool itself",
      "argue that heat stroke is more common than heat exhaustion",
    ],
    answer: 1,
    explanation:
      "The passage defines heat exhaustion and heat stroke, lists the signs of each, and tells what to do in each case. It never tells readers to avoid hot-weather exercise, which makes the first choice too extreme, and it says nothing about which illness is more common.",
  },

  // PC-P09 Linking the Continent by Rail
  {
    id: "PC-021",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P09",
    stem: "According to the passage, the Central Pacific blasted tunnels through the Sierra Nevada",
    options: [
      "before Congress authorized the railroad",
      "before the two lines met in Utah",
      "after the golden spike was driven",
      "after the Union Pacific reached California",
    ],
    answer: 1,
    explanation:
      'The Central Pacific began in Sacramento and faced the mountains "at first," well before the lines met at Promontory Summit in 1869. Construction could not begin before the 1862 authorization, and the golden spike marked the finish. The Union Pacific never reached California; it built westward only as far as Utah.',
  },
  {
    id: "PC-022",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P09",
    stem: "According to the passage, the Union Pacific built its line",
    options: ["eastward from Sacramento", "northward from Utah", "eastward from Promontory Summit", "westward from near Omaha"],
    answer: 3,
    explanation:
      "The passage states that the Union Pacific started near Omaha, Nebraska, and built westward. Building eastward from Sacramento describes the other company, the Central Pacific, a common mix-up.",
  },
  {
    id: "PC-023",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P09",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Two companies working toward each other built a railroad that sped cross-country travel.",
      "Chinese immigrant workers blasted tunnels through the granite of the Sierra Nevada.",
      "The Union Pacific was a better-run company than the Central Pacific, so it built faster.",
      "The golden spike ceremony in Utah was the most important national event of 1869.",
    ],
    answer: 0,
    explanation:
      "The passage traces the project from its authorization, through the work of both companies, to its completion and its effect on travel time. The tunnel work is only one detail, and the passage never judges which company was better managed; the Union Pacific's faster progress is tied to easier terrain.",
  },

  // PC-P10 Why the Sky Is Blue
  {
    id: "PC-024",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P10",
    stem: "Which title best fits the passage?",
    options: [
      "The Colors of the Rainbow",
      "How Nitrogen and Oxygen Form Air",
      "How Scattered Light Colors the Sky",
      "Why Sunsets Are Brief",
    ],
    answer: 2,
    explanation:
      "The whole passage explains how the scattering of sunlight by air molecules makes the sky blue by day and red or orange at sunset. The rainbow is mentioned only to describe sunlight, and the passage does not discuss how air forms or how long sunsets last.",
  },
  {
    id: "PC-025",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P10",
    stem: "Based on the passage, if Earth had no atmosphere, the daytime sky away from the sun would most likely appear",
    options: [
      "dark, because no light would be scattered toward the viewer",
      "white, because all colors of sunlight would reach the viewer",
      "red and orange throughout the day",
      "a deeper blue than it does now",
    ],
    answer: 0,
    explanation:
      "According to the passage, the light we see in parts of the sky away from the sun is sunlight scattered by air molecules. With no air, nothing would scatter light toward us from those directions, so the sky there would look dark. White is tempting because sunlight is white, but unscattered sunlight travels straight from the sun and would not fill the rest of the sky.",
  },

  // PC-P11 The Navajo Code Talkers
  {
    id: "PC-026",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P11",
    stem: "As used in the passage, the word *classified* most nearly means",
    options: ["sorted into categories", "advertised widely", "kept officially secret", "largely forgotten"],
    answer: 2,
    explanation:
      'Information that remains classified is officially secret, which explains why the code talkers received little recognition for years. "Sorted into categories" is another meaning of classified, but it does not explain the lack of recognition; "largely forgotten" describes a possible result, not the meaning of the word.',
  },
  {
    id: "PC-027",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P11",
    stem: 'According to the passage, the Navajo word for "turtle" was used to mean',
    options: ["a dive-bomber", "a tank", "a ship", "a submarine"],
    answer: 1,
    explanation:
      'The passage states that the word for "turtle" meant a tank. The word for "chicken hawk" meant a dive-bomber, which is the likely mix-up; ships and submarines are not mentioned.',
  },
  {
    id: "PC-028",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P11",
    stem: "The author mentions that a coding machine might take half an hour to handle a message mainly to",
    options: [
      "explain why the code was never broken",
      "criticize the Marine Corps for using outdated equipment",
      "show that code talkers' messages were often delayed",
      "highlight how much faster the code talkers were",
    ],
    answer: 3,
    explanation:
      "The half-hour figure is contrasted with the code talkers, who handled the same message in a small fraction of that time, so it shows their speed advantage. The passage credits the code's security to the language itself, not to speed, and it never criticizes the Marine Corps.",
  },

  // PC-P12 Earning While Learning
  {
    id: "PC-029",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P12",
    stem: "What is the main point of the passage?",
    options: [
      "Apprenticeships are offered only in the electrical and plumbing trades.",
      "Classroom courses teach a trade better than training on the job does.",
      "The Department of Labor hires apprentices and pays their wages.",
      "Apprenticeships let people earn wages while learning a trade.",
    ],
    answer: 3,
    explanation:
      "The passage describes how apprentices are paid while they train and ends by noting that employers benefit too. The trades named are only examples, the passage never ranks classroom study above job training, and it says employers, not the Department of Labor, hire apprentices.",
  },
  {
    id: "PC-030",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P12",
    stem: "The author contrasts an apprentice with a student who pays tuition in order to",
    options: [
      "show that apprentices also take classroom courses",
      "emphasize that apprentices are paid while they learn",
      "suggest that college is a poor investment",
      "explain why programs last several years",
    ],
    answer: 1,
    explanation:
      "The contrast sets a student who pays before earning anything against an apprentice who earns wages from the first day, which stresses paid learning. The passage does mention classroom courses, but not in this comparison, and it makes no judgment about whether college is worth the cost.",
  },

  // PC-P13 When Corals Turn White
  {
    id: "PC-031",
    topic: "sequence",
    difficulty: "hard",
    passageId: "PC-P13",
    stem: "Which sequence of events, as described in the passage, ends with a bleached coral recovering?",
    options: [
      "Water warms; algae recolonize the coral; the coral expels its algae; the coral turns white.",
      "The coral expels its algae; water warms; the coral turns white; temperatures return to normal.",
      "Water warms; the coral expels its algae; temperatures return to normal; algae recolonize the coral.",
      "Water warms; the coral turns white; the coral dies; algae recolonize the coral.",
    ],
    answer: 2,
    explanation:
      "Warm water stresses the coral, the coral expels its algae (bleaching), and if temperatures return to normal soon enough, the algae can recolonize it and it may recover. The second choice puts the expulsion before the warming that causes it, and the last choice is impossible because a dead coral does not recover.",
  },
  {
    id: "PC-032",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P13",
    stem: "As used in the passage, the word *expel* most nearly means",
    options: ["force out", "take in", "feed on", "split up"],
    answer: 0,
    explanation:
      "When stressed corals expel their algae, they force the algae out, which is why the tissues lose their color. Take in means nearly the opposite, and feed on is wrong because the algae feed the coral, not the other way around.",
  },
  {
    id: "PC-033",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P13",
    stem: 'Based on the passage, a bleached coral is described as "starving" most likely because',
    options: [
      "warm water carries less food to the reef",
      "its white skeleton can no longer absorb sunlight",
      "it has lost the algae that supplied much of its food",
      "it has stopped sharing its food with the algae",
    ],
    answer: 2,
    explanation:
      "Earlier the passage explains that the algae make food and share much of it with the coral; once the coral expels them, that food supply is gone. The last choice reverses the relationship, since the algae feed the coral, and the passage never says warm water carries less food.",
  },

  // PC-P14 Counting Everyone
  {
    id: "PC-034",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P14",
    stem: "The author mentions the division of federal funding mainly to",
    options: [
      "give another reason an accurate census count matters",
      "explain how the first census was paid for",
      "argue that states receive too little federal money",
      "describe how House seats are assigned",
    ],
    answer: 0,
    explanation:
      'After explaining that House seats depend on the count, the author adds that funding for roads, schools, and hospitals also depends on it, and then notes that "so much depends on the results." The funding detail is a second reason accuracy matters; House seats are a separate point, and the passage takes no position on whether funding is too low.',
  },
  {
    id: "PC-035",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P14",
    stem: "It can be inferred from the passage that a state whose population grew much more slowly than other states' populations over ten years might",
    options: [
      "be left out of the next census",
      "gain seats in the House of Representatives",
      "be required to conduct its own census",
      "lose a seat in the House of Representatives",
    ],
    answer: 3,
    explanation:
      "House seats are based on population, and after each census some states gain seats while others lose them; a state falling behind the others is the kind that would lose one. Gaining seats reverses the logic, since the state grew more slowly than the rest, even though its own population rose.",
  },

  // PC-P15 The Cost of Lost Sleep
  {
    id: "PC-036",
    topic: "vocabulary in context",
    difficulty: "hard",
    passageId: "PC-P15",
    stem: 'In the first sentence, the statement that "the loan comes with heavy interest" means that',
    options: [
      "people are very curious about the findings of sleep research",
      "losing sleep carries costs greater than the time it saves",
      "hours of lost sleep must be made up on the following weekend",
      "working late at night eventually leads to money problems",
    ],
    answer: 1,
    explanation:
      'The sentence compares skipping sleep to borrowing time; "interest" is the extra price paid on a loan, so the borrowed hours cost more than they are worth, as the rest of the passage shows. The first choice uses interest in its other sense, curiosity, and the passage never mentions weekend catch-up sleep.',
  },
  {
    id: "PC-037",
    topic: "stated details",
    difficulty: "hard",
    passageId: "PC-P15",
    stem: "According to the passage, after 17 to 19 hours without sleep, a person's reaction time and judgment can be",
    options: [
      "sharper than normal because stress keeps the person more alert",
      "as impaired as those of someone with a 0.05 percent blood alcohol level",
      "as impaired as those of a person who is legally intoxicated from alcohol",
      "unaffected if the person is already used to working long shifts",
    ],
    answer: 1,
    explanation:
      'The passage states that 17 to 19 hours awake can produce impairment like a 0.05 percent blood alcohol concentration. Impairment approaching legal intoxication is described only "after longer periods," so the third choice misreads the timing.',
  },
  {
    id: "PC-038",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P15",
    stem: "Which conclusion about a sleep-deprived driver is best supported by the passage?",
    options: [
      "The driver is legally intoxicated after 17 hours awake.",
      "The driver will remember the trip better than a rested driver.",
      "The driver needs at least ten hours of sleep to recover.",
      "The driver may feel more alert than he or she really is.",
    ],
    answer: 3,
    explanation:
      "The passage ends by noting that people short on sleep often underestimate how impaired they are, so a tired driver may overrate his or her own alertness. Legal intoxication is compared only to longer periods without sleep, and the passage says lost sleep hurts memory rather than helping it.",
  },

  // PC-P16 Finding the Way on Foot
  {
    id: "PC-039",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P16",
    stem: "According to the passage, a soldier walking uphill with a heavy pack would",
    options: [
      "need more paces than usual to cover 100 meters",
      "need fewer paces than usual to cover 100 meters",
      "be unable to follow a compass heading",
      "have to walk a measured course again",
    ],
    answer: 0,
    explanation:
      'The passage says hills, mud, and heavy packs shorten each pace, "so more paces are needed to cover the same distance." Fewer paces is the reversed reading: shorter paces cover less ground each, so it takes more of them.',
  },
  {
    id: "PC-040",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P16",
    stem: "The final sentence of the passage mainly serves to",
    options: [
      "show that pace counts are more accurate than satellite receivers",
      "describe how enemy forces jam satellite signals",
      "explain why traditional navigation skills are still practiced",
      "suggest that soldiers rely too heavily on compasses",
    ],
    answer: 2,
    explanation:
      "The final sentence says soldiers still practice map, compass, and pace-count skills because batteries die and signals can be jammed, so it explains why the older methods remain useful. It claims only that electronic aids can fail, not that pace counts are more accurate, and it does not describe how jamming works.",
  },

  // PC-P17 The GI Bill
  {
    id: "PC-041",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P17",
    stem: "Which statement best summarizes the passage?",
    options: [
      "The GI Bill's benefits for veterans had wide effects on American life.",
      "Most World War II veterans could not find work after returning home.",
      "The GI Bill was written mainly to build new suburbs outside cities.",
      "Veterans made up half of all college students in the years after 1956.",
    ],
    answer: 0,
    explanation:
      'The passage describes the law\'s benefits, how many veterans used them, and their lasting effects on the middle class and suburbs. Lack of work is only what officials feared, the suburbs were a later effect rather than the goal, and the passage says veterans made up nearly half of college students only "in some years," without tying that figure to the period after 1956.',
  },
  {
    id: "PC-042",
    topic: "vocabulary in context",
    difficulty: "hard",
    passageId: "PC-P17",
    stem: "As used in the last sentence of the passage, the word *credit* most nearly means",
    options: ["lend money to", "find fault with", "give recognition to", "make comparisons with"],
    answer: 2,
    explanation:
      'To credit the law with helping expand the middle class is to recognize it as a cause of that result. "Lend money to" is the trap: credit has a financial meaning, and the passage mentions loans, but historians are not lending anything to a law.',
  },
  {
    id: "PC-043",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P17",
    stem: "The passage suggests that the GI Bill contributed to the growth of the suburbs mainly by",
    options: [
      "paying veterans to move out of cities",
      "helping veterans obtain loans to buy homes",
      "building housing near colleges for veterans",
      "providing up to a year of unemployment pay",
    ],
    answer: 1,
    explanation:
      "Of the benefits listed, the guaranteed low-interest home loans are the one connected to where people lived, so they best explain the link to suburban growth. Unemployment pay is a real benefit of the law, but it has no stated link to housing, and the passage never says the law paid people to move or built any housing.",
  },

  // PC-P18 Reading a Sunscreen Label
  {
    id: "PC-044",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P18",
    stem: "According to the passage, the SPF number on a sunscreen measures protection against",
    options: ["UVA rays only", "both UVA and UVB rays", "skin aging only", "UVB rays only"],
    answer: 3,
    explanation:
      'The passage states that SPF measures protection against UVB only. Protection against UVA as well is indicated by the "broad spectrum" label, which is why "both UVA and UVB rays" is the tempting wrong answer.',
  },
  {
    id: "PC-045",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P18",
    stem: "Based on the passage, a person most concerned about skin aging should choose a sunscreen that",
    options: [
      "has the highest SPF available",
      "is applied once each morning",
      "protects mainly against UVB rays",
      "is labeled broad spectrum",
    ],
    answer: 3,
    explanation:
      "Skin aging is linked to UVA rays, and only the broad-spectrum label shows protection against UVA. A high SPF is the trap: SPF measures UVB protection only, so even a very high number says nothing about UVA.",
  },

  // PC-P19 A Right to a Safe Workplace
  {
    id: "PC-046",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P19",
    stem: "What is the main idea of the passage?",
    options: [
      "OSHA inspectors visit every workplace in the country at least once a year.",
      "A 1970 law created OSHA and gave workers rights to a safe workplace.",
      "Employers are no longer allowed to use harmful chemicals at work.",
      "Workers must report every injury on the job directly to OSHA.",
    ],
    answer: 1,
    explanation:
      "The passage describes the 1970 law, the agency it created, and the rights it gives workers. It says OSHA limits exposure to harmful chemicals, not that it bans them, and it never says inspectors visit every workplace or that workers must report injuries to OSHA.",
  },
  {
    id: "PC-047",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P19",
    stem: "Based on the passage, which action would violate the law it describes?",
    options: [
      "An employer posting injury records where workers can read them",
      "An OSHA inspector visiting a plant after a worker's complaint",
      "A supervisor cutting a worker's hours for reporting a hazard",
      "A company training workers in Spanish about chemical hazards",
    ],
    answer: 2,
    explanation:
      "The law forbids punishing a worker for reporting a hazard, and cutting hours in response to a report is a punishment. The other actions carry out rights the passage lists: seeing injury records, requesting inspections, and receiving training in a language workers understand.",
  },
  {
    id: "PC-048",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P19",
    stem: "As used in the passage, the word *forbids* most nearly means",
    options: ["prohibits", "discourages", "permits", "punishes"],
    answer: 0,
    explanation:
      "A law that forbids an action prohibits it outright. Discourages is tempting but too weak, since discouraging something still allows it, and punishes describes what employers are barred from doing to workers, not what the law does.",
  },

  // PC-P20 How Bacteria Outlast Antibiotics
  {
    id: "PC-049",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P20",
    stem: "According to the passage, what happens after an antibiotic kills most of the bacteria in a population?",
    options: [
      "The drug begins to work against viruses as well.",
      "The surviving bacteria slowly lose their resistance.",
      "The surviving bacteria multiply and pass on their resistance.",
      "The infection always clears up without further treatment.",
    ],
    answer: 2,
    explanation:
      'The passage says that when the drug kills their neighbors, the survivors "multiply and pass their resistance on." Losing resistance reverses what happens, and the passage states that antibiotics have no effect on viruses.',
  },
  {
    id: "PC-050",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P20",
    stem: "The author's main purpose in the passage is to",
    options: [
      "explain how antibiotic misuse makes bacteria harder to treat",
      "describe how scientists discovered antibiotics in the 1940s",
      "compare the symptoms of colds with the symptoms of the flu",
      "argue that antibiotics generally do more harm than good",
    ],
    answer: 0,
    explanation:
      "The passage explains how resistance develops and ends by urging patients to use antibiotics only as prescribed. It says antibiotics have saved millions of lives, so it does not argue they do more harm than good, and the 1940s are mentioned only in passing.",
  },

  // PC-P21 Women in Wartime Industry
  {
    id: "PC-051",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P21",
    stem: "According to the passage, what happened when the war ended and veterans returned?",
    options: [
      "Women began working in shipyards for the first time.",
      "The Rosie the Riveter campaign began.",
      "Factories sharply increased aircraft production.",
      "Many women were laid off or left their factory jobs.",
    ],
    answer: 3,
    explanation:
      "The passage states that when the war ended and veterans returned, many women were laid off or left these jobs. Women's entry into shipyards and the Rosie the Riveter campaign happened during the war, earlier in the sequence.",
  },
  {
    id: "PC-052",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P21",
    stem: "As used in the passage, the word *gap* most nearly means",
    options: ["an opening in a wall", "a shortage of workers", "a difference in pay", "a pause in production"],
    answer: 1,
    explanation:
      'Women "filled much of the gap" left when millions of working men went into military service, so the gap is a shortage of workers. "A difference in pay" is a familiar use of the word, but the passage never discusses wages.',
  },
  {
    id: "PC-053",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P21",
    stem: "Which statement would the author most likely agree with?",
    options: [
      "Most women kept their factory jobs long after 1945.",
      "Women's wartime work had effects that lasted beyond the war.",
      "The publicity campaign was the main reason women took factory jobs.",
      "Women were better suited than men to industrial work.",
    ],
    answer: 1,
    explanation:
      "The final sentence says the experience showed women could do industrial work and helped change expectations in the following decades, an effect that outlasted the war. The passage says many women lost or left these jobs after the war, and it calls the campaign an encouragement, not the main reason; it never compares women and men as workers.",
  },

  // PC-P22 The Dance of the Honeybee
  {
    id: "PC-054",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P22",
    stem: "According to the passage, a bee that waggles straight down the honeycomb is signaling that the food is",
    options: ["very close to the hive", "toward the sun", "far from the hive", "away from the sun"],
    answer: 3,
    explanation:
      "The passage states that a waggle run straight down means the food lies away from the sun, while a run straight up means it lies toward the sun. The closeness choices confuse direction with distance, which the passage says is signaled by the length of the run, not by which way it points.",
  },
  {
    id: "PC-055",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P22",
    stem: "The passage is mainly about",
    options: [
      "how honeybees use a dance to tell other bees where food is",
      "how Karl von Frisch won a Nobel Prize",
      "why bees prefer flowers that face the sun",
      "how honeybees build the vertical walls of the honeycomb",
    ],
    answer: 0,
    explanation:
      "Nearly every sentence explains how the waggle dance communicates the direction and distance of food. The Nobel Prize is mentioned only at the end, which makes that choice too narrow, and the passage says nothing about which flowers bees prefer or how they build the comb.",
  },

  // PC-P23 A Meal Built for the Field
  {
    id: "PC-056",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P23",
    stem: "According to the passage, a flameless ration heater begins producing heat when",
    options: [
      "it is exposed to sunlight",
      "its pouch is opened to the air",
      "a small amount of water is added",
      "it is shaken hard for a minute",
    ],
    answer: 2,
    explanation:
      "The passage says that when a soldier adds a small amount of water, the magnesium and iron mixture reacts and gives off heat. Opening the pouch to the air is a plausible guess, since some warmers work that way, but it is not what the passage describes.",
  },
  {
    id: "PC-057",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P23",
    stem: "Which conclusion about MREs is best supported by the passage?",
    options: [
      "The opinions of troops have influenced what MREs contain.",
      "An MRE must be heated before it can be eaten.",
      "An MRE stored in desert heat would last longer than three years.",
      "One MRE provides all the calories a soldier needs in a day.",
    ],
    answer: 0,
    explanation:
      "The passage says the menu has changed, often in response to surveys of the troops who eat the meals. The heater is included to warm the entrée, but nothing says the food cannot be eaten cold; storage life is longer in cooler conditions, not hotter ones; and the passage gives about 1,200 calories per meal without calling that a full day's need.",
  },
  {
    id: "PC-058",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P23",
    stem: "Which title best fits the passage?",
    options: [
      "How Soldiers Cook Their Meals in the Field",
      "A History of Food in the U.S. Military",
      "The MRE: A Ration Designed for the Field",
      "Why Troops Prefer Fresh Food to Rations",
    ],
    answer: 2,
    explanation:
      'The passage describes what an MRE contains, how it is built to survive handling and storage, and how it is heated, all features suited to field use. "A History of Food in the U.S. Military" is too broad because the passage covers only the MRE since the 1980s, and MREs are heated rather than cooked.',
  },

  // PC-P24 Serving on a Jury
  {
    id: "PC-059",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P24",
    stem: "As used in the passage, the word *summons* most nearly means",
    options: ["a fine for breaking a law", "an official order to appear", "a list of registered voters", "a written legal argument"],
    answer: 1,
    explanation:
      "People who receive a summons then report to the courthouse, so a summons is an official order to appear. A list of registered voters is tempting because the passage mentions such lists, but those are where names are drawn from, not the notice people receive.",
  },
  {
    id: "PC-060",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P24",
    stem: "According to the passage, the purpose of voir dire is to find jurors who",
    options: [
      "know nothing at all about the subject of the case being tried",
      "are registered voters who also hold valid driver's licenses",
      "have served on at least one jury at some time in the past",
      "can judge the case only on the evidence presented in court",
    ],
    answer: 3,
    explanation:
      "The passage says the purpose is to find people who can set aside personal opinions and decide the case only on the evidence presented in court. It explicitly says the purpose is not to find jurors who know nothing about the world, which makes the first choice a reversal.",
  },

  // PC-P25 Before and After the Workout
  {
    id: "PC-061",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P25",
    stem: "According to the passage, slow walking that lets the heart rate return to normal belongs",
    options: ["before the warm-up", "in place of dynamic stretches", "at the start of the workout", "after the workout"],
    answer: 3,
    explanation:
      'The passage describes slow walking as a cool-down done after the workout to let the heart rate and breathing return to normal gradually. Brisk walking appears in the warm-up, which is why "at the start of the workout" can be tempting, but that walking raises the heart rate rather than lowering it.',
  },
  {
    id: "PC-062",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P25",
    stem: "As used in the passage, the word *favor* most nearly means",
    options: ["do a kindness for", "prefer", "resemble", "protect"],
    answer: 1,
    explanation:
      'Trainers who favor dynamic stretches over holding a stretch prefer one method to the other; the word "over" signals the comparison. "Do a kindness for" and "protect" (as in favoring a sore ankle) are real meanings of favor, but neither fits a choice between two methods.',
  },
  {
    id: "PC-063",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P25",
    stem: "The author mentions blood pooling in the legs in order to",
    options: [
      "describe a common side effect of dynamic stretching",
      "show that warm-ups can raise the heart rate too quickly",
      "explain a risk of ending hard exercise without a cool-down",
      "argue that long workouts are unsafe for most people",
    ],
    answer: 2,
    explanation:
      "Blood pooling is named as what can happen when someone stops suddenly after hard exercise, which is the reason for the cool-down. It is not linked to stretching or warm-ups, and the passage never claims long workouts are unsafe.",
  },

  // PC-P26 Writing a Clear Work Email
  {
    id: "PC-064",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P26",
    stem: "What is the main idea of the passage?",
    options: [
      "Simple guidelines can make work emails clearer and more useful.",
      "Email has replaced face-to-face meetings in most workplaces today.",
      "The subject line is the most important part of any work email.",
      "Workers should try to send fewer emails during each workday.",
    ],
    answer: 0,
    explanation:
      "The passage presents several guidelines that keep work emails from causing confusion. The subject-line advice is only one of four guidelines, so it is too narrow, and the passage never compares email to meetings or asks workers to send fewer messages.",
  },
  {
    id: "PC-065",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P26",
    stem: "Based on the guidelines in the passage, which email would a communication trainer most likely advise splitting into separate messages?",
    options: [
      "One that both requests vacation days and reports a broken printer",
      "One that asks several questions about the same monthly report",
      "One that states its topic and deadline in the subject line",
      "One that puts its main request in the very first sentence",
    ],
    answer: 0,
    explanation:
      "The passage advises splitting a message that covers several unrelated topics, and a vacation request and a broken printer are unrelated. Several questions about one report all concern the same topic, so that email follows the guidelines; the last two choices describe practices the passage recommends.",
  },
];
