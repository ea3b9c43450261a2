import type { AuthoredItem } from "../../types";

/** PC items on passages about health and safety (PC-P84 to PC-P102). */
export const PC_HEALTH_AND_SAFETY_ITEMS: readonly AuthoredItem[] = [
  // PC-P84 Washing Hands the Right Way
  {
    id: "PC-206",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P84",
    stem: "According to the passage, what should a person do right after wetting the hands?",
    options: [
      "Dry the hands with a clean towel.",
      "Turn off the tap and apply soap.",
      "Rinse under clean running water.",
      "Scrub for at least twenty seconds without soap.",
    ],
    answer: 1,
    explanation:
      "The steps are: wet the hands and turn off the tap, apply soap and lather, scrub for twenty seconds, rinse, and dry. Rinsing and drying come near the end, and the scrubbing is done with soap, not before it.",
  },
  {
    id: "PC-207",
    topic: "author's purpose",
    difficulty: "easy",
    passageId: "PC-P84",
    stem: 'The author mentions humming the "Happy Birthday" song twice in order to',
    options: [
      "suggest that handwashing should be made fun for children",
      "show that singing spreads germs through the air",
      "give readers an easy way to judge twenty seconds",
      "explain why warm water works better than cold",
    ],
    answer: 2,
    explanation:
      'The song is offered as "about the time it takes" to scrub for twenty seconds, a simple timer. The passage says nothing about children or germs spread by singing, and it says either warm or cold water may be used.',
  },
  {
    id: "PC-208",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P84",
    stem: "As used in the passage, the word *lather* most nearly means",
    options: ["a foam of soap bubbles", "a rough scrubbing pad", "a thin layer of lotion", "a stream of hot water"],
    answer: 0,
    explanation:
      "Rubbing soapy hands together makes a lather, a foam of soap and water. The tap is already off at this point, so it is not a stream of water, and lotion and scrubbing pads are not part of the steps.",
  },

  // PC-P85 The Invisible Danger
  {
    id: "PC-209",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P85",
    stem: "What is the main idea of the passage?",
    options: [
      "Gas stoves should be replaced with electric stoves in every home.",
      "Portable generators are the main cause of carbon monoxide poisoning in homes.",
      "The flu and carbon monoxide poisoning have exactly the same early symptoms.",
      "Carbon monoxide gives the senses no warning, so precautions are needed.",
    ],
    answer: 3,
    explanation:
      'The passage explains that the gas gives no warning to the senses and then gives the safety advice that follows from that. Generators are one of several sources, the passage says symptoms are "easily mistaken" for the flu rather than identical, and it never recommends replacing stoves.',
  },
  {
    id: "PC-210",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P85",
    stem: "The author mentions that early symptoms are easily mistaken for the flu in order to",
    options: [
      "explain how carbon monoxide is produced by engines",
      "show why people may not realize they are being poisoned",
      "warn readers that the flu is more dangerous than it seems",
      "suggest that flu shots protect against poisoning",
    ],
    answer: 1,
    explanation:
      "The comparison adds to the main point that carbon monoxide gives no clear warning: even its symptoms seem like an ordinary illness. The passage makes no claims about the flu's dangers or flu shots, and the sources of the gas are covered in a different sentence.",
  },
  {
    id: "PC-211",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P85",
    stem: "As used in the passage, the word *urge* most nearly means",
    options: ["strongly advise", "forbid", "quietly doubt", "officially require by law"],
    answer: 0,
    explanation:
      'Safety officials urge households to install detectors, meaning they strongly advise it. "Forbid" is the opposite, and the passage describes advice, not a law, so "officially require by law" goes too far.',
  },

  // PC-P86 Using a Fire Extinguisher
  {
    id: "PC-212",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P86",
    stem: "According to the passage, which is the second step in using a fire extinguisher?",
    options: [
      "Pull the pin at the top.",
      "Squeeze the handle slowly.",
      "Aim the nozzle at the base of the fire.",
      "Sweep the nozzle from side to side.",
    ],
    answer: 2,
    explanation:
      "PASS stands for pull, aim, squeeze, and sweep, so aiming at the base of the fire is second. Pulling the pin is first, squeezing is third, and sweeping is fourth.",
  },
  {
    id: "PC-213",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P86",
    stem: "According to the passage, why should the nozzle be aimed at the base of the fire rather than at the flames?",
    options: [
      "Spraying the flames leaves the fuel burning.",
      "Aiming low makes the extinguisher's contents last longer.",
      "The extinguisher works only when pointed downward.",
      "The flames are too hot to approach safely.",
    ],
    answer: 0,
    explanation:
      'The passage says to aim low "because spraying the flames does not put out the fuel that feeds them." It does not say the flames are too hot, that the extinguisher works only pointed down, or that aiming low saves its contents.',
  },
  {
    id: "PC-214",
    topic: "inference",
    difficulty: "easy",
    passageId: "PC-P86",
    stem: "Based on the passage, what should a person do if a fire is spreading across a room?",
    options: [
      "Use two extinguishers at once to cover more area.",
      "Leave the room and call for help.",
      "Squeeze the handle as hard as possible.",
      "Aim at the flames instead of the base of the fire.",
    ],
    answer: 1,
    explanation:
      "The passage says a portable extinguisher is meant only for small fires and that if a fire is spreading, the safest choice is to leave and call for help. The other choices would keep the person fighting a fire the passage says is too large.",
  },

  // PC-P87 Preventing Blisters
  {
    id: "PC-215",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P87",
    stem: "The passage is mainly about",
    options: [
      "choosing boots for different kinds of weather",
      "treating infected blisters after a march",
      "how to prevent blisters on long marches",
      "why soldiers march long distances",
    ],
    answer: 2,
    explanation:
      "The passage explains how blisters form and gives steps for preventing them: good boots, dry socks, and treating hot spots early. It mentions infection only as a risk, and it does not discuss weather or the reasons for marching.",
  },

  // PC-P88 If Your Clothes Catch Fire
  {
    id: "PC-216",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P88",
    stem: "According to the passage, what should a person do after dropping to the ground?",
    options: ["Cover the face and roll.", "Cool the burn with water.", "Run to find water.", "Stand up and remove the clothing."],
    answer: 0,
    explanation:
      "After stopping and dropping, the person covers the face with the hands and rolls until the fire is smothered. Cooling the burn comes only once the flames are out, and running is exactly what the passage warns against.",
  },

  // PC-P89 Hypothermia
  {
    id: "PC-217",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P89",
    stem: "Based on the passage, a hiker with hypothermia who has stopped shivering and says he feels fine is most likely",
    options: [
      "recovering, since shivering has ended",
      "suffering from frostbite instead",
      "warm enough to continue without help",
      "getting worse and unaware of the danger",
    ],
    answer: 3,
    explanation:
      "The passage says that as hypothermia worsens, shivering may stop and the person may become confused and unaware of the danger. Taking the end of shivering as recovery is the trap the passage warns about, and frostbite is not discussed.",
  },
  {
    id: "PC-218",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P89",
    stem: "According to the passage, why can hypothermia strike on a cool, rainy day?",
    options: [
      "Rain can quickly lower the air temperature below freezing.",
      "Rainy weather makes people less likely to eat enough.",
      "Cool air keeps the body from producing any heat.",
      "Wet clothing draws heat from the body quickly.",
    ],
    answer: 3,
    explanation:
      'The passage says wet clothing draws heat away "far faster than dry clothing does." It does not say the rain brings freezing temperatures, that cool air stops heat production, or anything about eating.',
  },
  {
    id: "PC-219",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P89",
    stem: "As used in the passage, the word *gradually* most nearly means",
    options: ["immediately", "little by little", "with hot water", "by a doctor"],
    answer: 1,
    explanation:
      'A victim should be warmed gradually, little by little, rather than all at once. "Immediately" is the opposite, and the word says nothing about hot water or who does the warming.',
  },

  // PC-P90 Leftovers and the Danger Zone
  {
    id: "PC-220",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P90",
    stem: "At an outdoor picnic where the temperature is 95°F, a bowl of cooked pasta salad has been sitting out for an hour and a half. Based on the passage, it should be",
    options: [
      "eaten within the next thirty minutes",
      "checked by smell before it is served",
      "thrown away rather than served",
      "put back in the refrigerator for later",
    ],
    answer: 2,
    explanation:
      "Above 90°F, cooked food should be thrown away after one hour, and this food has been out for an hour and a half. Thirty more minutes fits only the ordinary two-hour limit, refrigerating does not undo the time already spent in the danger zone, and the passage says smell is not a reliable guide.",
  },
  {
    id: "PC-221",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P90",
    stem: "The last sentence of the passage mainly serves to",
    options: [
      "argue that leftovers should never be eaten at all",
      "describe how harmful bacteria change the color of food",
      "show why time limits are safer than trusting one's senses",
      "show that the danger zone is wider than experts think",
    ],
    answer: 2,
    explanation:
      "By stating that harmful food can look and smell normal, the last sentence shows why the temperature and time rules matter more than a sniff test. The passage does not describe color changes, it gives rules for keeping leftovers, and it does not question the experts' range.",
  },
  {
    id: "PC-222",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P90",
    stem: "According to the passage, what helps leftovers cool faster?",
    options: [
      "covering them tightly while still hot",
      "dividing them into shallow containers",
      "leaving them on the counter for an hour",
      "setting the refrigerator above 40°F",
    ],
    answer: 1,
    explanation:
      "The passage says leftovers cool faster if divided into small, shallow containers. Leaving food on the counter keeps it in the danger zone, and a refrigerator above 40°F would be too warm.",
  },
  {
    id: "PC-223",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P90",
    stem: "As used in the passage, the word *reliable* most nearly means",
    options: ["pleasant", "common", "quick", "dependable"],
    answer: 3,
    explanation:
      'Smell and appearance are not reliable guides because food can carry harmful bacteria and still seem normal, so they cannot be depended on. "Common" is tempting because people often use them, but the sentence is about whether they can be trusted.',
  },

  // PC-P91 Lifting Without Injury
  {
    id: "PC-224",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P91",
    stem: "According to the passage, what should a worker do first before lifting a heavy object?",
    options: [
      "Check the object's weight by pushing one corner.",
      "Bend at the knees and get a firm grip.",
      "Straighten the legs while keeping the back straight.",
      "Turn the feet to face the new direction.",
    ],
    answer: 0,
    explanation:
      "The passage begins the steps by checking the weight and getting help if needed. Standing close, bending, and gripping come next, then lifting with the legs, and turning the feet applies only when changing direction while carrying.",
  },
  {
    id: "PC-225",
    topic: "author's purpose",
    difficulty: "easy",
    passageId: "PC-P91",
    stem: "The main purpose of the passage is to",
    options: [
      "report how many back injuries happen each year",
      "explain how to lift heavy objects safely",
      "compare different kinds of carts and lifting tools",
      "argue that workers should never lift objects alone",
    ],
    answer: 1,
    explanation:
      "After a brief opening about back injuries, the passage gives step-by-step lifting instructions. It gives no injury figures, names carts only as one option, and says to get help only when a load is too heavy.",
  },

  // PC-P92 Protecting Your Hearing
  {
    id: "PC-226",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P92",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Hair cells in the inner ear grow back after a few months.",
      "Heavy city traffic is much louder than most people believe.",
      "Noise can permanently harm hearing, but protection helps.",
      "Only a single very loud blast can damage a person's hearing.",
    ],
    answer: 2,
    explanation:
      "The passage explains how noise causes lasting damage and ends with the protection that prevents it. City traffic is only a reference point, the passage says hair cells do not grow back, and it says long exposure to moderate noise can also cause harm.",
  },
  {
    id: "PC-227",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P92",
    stem: "According to the passage, why is noise-induced hearing loss permanent?",
    options: [
      "The eardrum tears and cannot heal.",
      "Earplugs trap the damage inside the ear.",
      "The destroyed hair cells do not grow back.",
      "The brain stops processing sound signals.",
    ],
    answer: 2,
    explanation:
      'The passage says loud sound harms the inner ear\'s hair cells and "once those cells are destroyed, they do not grow back." The eardrum and brain are not described as damaged, and earplugs protect the ear rather than causing harm.',
  },
  {
    id: "PC-228",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P92",
    stem: "The passage suggests that noise-induced hearing loss often goes unchecked because",
    options: [
      "most workplaces are quieter than 85 decibels",
      "earplugs and earmuffs do not reduce the risk",
      "hearing loss can be reversed with treatment",
      "the damage comes on too slowly to notice",
    ],
    answer: 3,
    explanation:
      'The first sentence says noise-induced hearing loss develops "so gradually that people do not notice it until the damage is done," which explains why the harm often goes unchecked until it is too late. The passage says protection greatly reduces risk and the damage is permanent, and it gives no figures about workplace noise.',
  },

  // PC-P93 After a Blow to the Head
  {
    id: "PC-229",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P93",
    stem: "Based on the passage, what is true of a player who feels fine right after a hard hit to the head?",
    options: [
      "The player may still develop symptoms later that day.",
      "The player cannot have a concussion after staying conscious.",
      "The player should return to the game to test the injury.",
      "The player needs emergency care right away.",
    ],
    answer: 0,
    explanation:
      'Concussion symptoms "do not always appear right away; some show up hours later," so feeling fine at first does not rule out an injury. The passage says a concussion can happen without losing consciousness, warns against returning to sports too soon, and calls for emergency care only when symptoms grow worse.',
  },
  {
    id: "PC-230",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P93",
    stem: "Which title best fits the passage?",
    options: [
      "Concussions: Signs and Safe Recovery",
      "How to Choose and Wear a Sports Helmet",
      "Why Athletes Lose Consciousness",
      "Treating Vomiting and Headaches at Home",
    ],
    answer: 0,
    explanation:
      "The passage describes what a concussion is, its symptoms, the need for rest, and the signs that call for emergency care. Helmets are not mentioned, loss of consciousness is a single detail, and the passage says worsening symptoms need emergency care rather than home treatment.",
  },

  // PC-P94 Removing a Tick
  {
    id: "PC-231",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P94",
    stem: "According to the passage, what should be done right after the tick is removed?",
    options: [
      "Cover the bite with petroleum jelly.",
      "See a doctor about a rash.",
      "Crush the tick between the fingers.",
      "Clean the bite and hands.",
    ],
    answer: 3,
    explanation:
      "The passage says that after removing the tick, you should clean the bite and your hands with rubbing alcohol or soap and water. A doctor is needed only if a rash or fever develops later, and crushing the tick or using petroleum jelly is what the passage says not to do.",
  },

  // PC-P95 Eyes on the Road
  {
    id: "PC-232",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P95",
    stem: "The author mentions the length of a football field in order to",
    options: [
      "compare the speeds of cars on highways and in towns",
      "show how far a car goes while the driver reads a text",
      "explain the speed limit on most of the nation's highways",
      "show that texting is safe enough on short trips",
    ],
    answer: 1,
    explanation:
      "The football field gives a familiar picture of the distance a car covers in the five seconds a driver's eyes are off the road. The passage makes no comparison of highway and town speeds, does not discuss speed limits, and argues that texting is never safe.",
  },
  {
    id: "PC-233",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P95",
    stem: 'The author would most likely respond to a driver who says, "I\'ve texted while driving for years and never crashed," by pointing out that',
    options: [
      "one moment of inattention can still cause a crash",
      "the driver must be unusually skilled behind the wheel",
      "texting is safe as long as the car is below 55 miles per hour",
      "the driver should text only on straight, empty roads",
    ],
    answer: 0,
    explanation:
      'The passage says many drivers think they can text safely because they have done it before without a crash, "but a single moment of inattention is all it takes." The author never praises such drivers or allows texting at lower speeds or on certain roads.',
  },

  // PC-P96 Keeping Smoke Alarms Working
  {
    id: "PC-234",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P96",
    stem: "According to the passage, when should a smoke alarm itself be replaced?",
    options: ["once a month", "whenever it chirps", "once it is ten years old", "after each time it goes off"],
    answer: 2,
    explanation:
      "The passage says the alarm should be replaced once it is ten years old, since its sensors wear out. Once a month is how often it should be tested, and chirping means the batteries, not the alarm, need replacing.",
  },

  // PC-P97 The First Vaccine
  {
    id: "PC-235",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P97",
    stem: "According to the passage, what did Jenner do just before exposing the boy to smallpox?",
    options: [
      "He gave the boy cowpox, and the boy recovered.",
      "He asked milkmaids whether they had had smallpox.",
      "He took material from a smallpox sore on a patient.",
      "He spread his new method around the world.",
    ],
    answer: 0,
    explanation:
      "Jenner scratched cowpox material into the boy's arm; the boy had a mild illness and recovered, and weeks later Jenner exposed him to smallpox. The material came from a cowpox sore, not a smallpox sore, and the method spread only after the test succeeded.",
  },
  {
    id: "PC-236",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P97",
    stem: "The passage is mainly about",
    options: [
      "why milkmaids in England rarely became ill with any disease",
      "the different symptoms of cowpox and of smallpox",
      "how Jenner tested a belief and made the first vaccine",
      "the Latin origins of many common medical words",
    ],
    answer: 2,
    explanation:
      "The passage tells how Jenner heard a belief about milkmaids, tested it in 1796, and produced a method that spread worldwide. The milkmaids, the symptoms, and the word origin are parts of that story, so each of those choices is too narrow.",
  },
  {
    id: "PC-237",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P97",
    stem: "The author most likely ends by explaining where the word vaccine comes from in order to",
    options: [
      "explain why cows do not catch smallpox",
      "argue that Latin should be taught in medical schools",
      "prove that Jenner spoke Latin",
      "link the word to the cowpox Jenner used",
    ],
    answer: 3,
    explanation:
      "Vacca means cow, which ties the word to cowpox, the disease Jenner used. The passage makes no argument about teaching Latin, says nothing about what languages Jenner spoke, and does not discuss whether cows catch smallpox.",
  },
  {
    id: "PC-238",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P97",
    stem: "As used in the passage, the word *exposed* most nearly means",
    options: ["showed off in public", "put in contact with", "protected against", "cured of"],
    answer: 1,
    explanation:
      'Jenner exposed the boy to smallpox, putting him in contact with the disease to test whether cowpox had protected him. "Showed off in public" is another meaning of the word that does not fit, and protection is what the test checked, not what Jenner did.',
  },

  // PC-P98 The Lady with the Lamp
  {
    id: "PC-239",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P98",
    stem: "What is the main idea of the passage?",
    options: [
      "Florence Nightingale improved soldiers' care and shaped nursing.",
      "Cholera and typhus were the deadliest diseases of the nineteenth century.",
      "The Crimean War was fought mainly in the country of Turkey.",
      "Nurses in the 1850s worked mostly at night in army hospitals.",
    ],
    answer: 0,
    explanation:
      "The passage describes how Nightingale cleaned up an army hospital, proved that sanitation saved lives, and helped make nursing a respected profession. The diseases and the hospital's location are details, and her night rounds do not show that nurses worked mostly at night.",
  },
  {
    id: "PC-240",
    topic: "vocabulary in context",
    difficulty: "hard",
    passageId: "PC-P98",
    stem: "As used in the passage, the word *sanitation* most nearly means",
    options: [
      "the study of numbers, charts, and records",
      "training programs for new army nurses",
      "keeping places clean to prevent disease",
      "the surgical treatment of battle wounds",
    ],
    answer: 2,
    explanation:
      "Nightingale's cleaning, laundry, and clean water are the sanitation that saved lives, and the numbers and charts were how she proved it. The passage contrasts deaths from disease with deaths from wounds, and her school is a separate achievement.",
  },
  {
    id: "PC-241",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P98",
    stem: "According to the passage, what did Nightingale do after the war?",
    options: [
      "She organized laundry and better meals.",
      "She used numbers and charts to persuade officials.",
      "She walked the hospital wards at night.",
      "She arrived at the hospital with a group of nurses.",
    ],
    answer: 1,
    explanation:
      "The passage says that after the war she used numbers and charts to convince officials that sanitation saved lives, and she founded a nursing school. Arriving with nurses, organizing cleaning and meals, and walking the wards all happened during the war.",
  },
  {
    id: "PC-242",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P98",
    stem: "The passage suggests that before Nightingale presented her numbers and charts, many officials",
    options: [
      "thought nursing was already a respected profession",
      "wanted to close the army hospitals in Turkey",
      "did not see how much sanitation mattered",
      "had already ordered the wards to be cleaned",
    ],
    answer: 2,
    explanation:
      'She had to "convince officials that sanitation saved lives," which implies that many did not yet appreciate its importance. Closing hospitals is never mentioned, the passage says her school helped make nursing respected, so it was not yet, and the filthy wards she found show that no cleaning had been ordered.',
  },

  // PC-P99 Frostbite
  {
    id: "PC-243",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P99",
    stem: "According to the passage, why should frostbitten skin never be rubbed?",
    options: [
      "Rubbing cools the skin further.",
      "Ice crystals in the tissue can cause more damage.",
      "Rubbing spreads the frostbite to nearby areas.",
      "The numb skin will start to tingle again.",
    ],
    answer: 1,
    explanation:
      'The passage says frostbitten skin should not be rubbed "because ice crystals in the tissue can cause further damage." It does not claim that rubbing cools the skin or spreads frostbite, and tingling is described as an early sign, not a harm of rubbing.',
  },
  {
    id: "PC-244",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P99",
    stem: "The author points out that the frostbitten area is numb in order to",
    options: [
      "describe how frostbite spreads to the body's core",
      "explain why warm water is better than hot water",
      "suggest that frostbite is usually painless and harmless",
      "show why the injury may go unnoticed",
    ],
    answer: 3,
    explanation:
      "The passage says directly that because the area is numb, a person may not notice the injury. The warm-water advice is a separate point, frostbite is described as damaging even though it may not hurt, and the passage says these areas are farthest from the core.",
  },

  // PC-P100 Setting Up a Ladder
  {
    id: "PC-245",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P100",
    stem: "Based on the passage, if an extension ladder rests against a wall at a point 16 feet above the ground, how far from the wall should its base be?",
    options: ["2 feet", "4 feet", "8 feet", "16 feet"],
    answer: 1,
    explanation:
      "The rule is one foot out for every four feet of height, so 16 feet of height calls for a base 4 feet out (16 ÷ 4 = 4). 8 feet would put the ladder at too low an angle, and 16 feet mistakes the height itself for the distance.",
  },
  {
    id: "PC-246",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P100",
    stem: "According to the passage, how should a worker get tools up a ladder?",
    options: [
      "Carry them in one hand while climbing.",
      "Hang them from the top rung beforehand.",
      "Toss them up to a helper.",
      "Raise them with a rope.",
    ],
    answer: 3,
    explanation:
      "The last sentence says tools should be raised with a rope rather than carried up by hand. Carrying them in one hand would break the rule of three points of contact, and the other choices are not mentioned.",
  },

  // PC-P101 Never Mix Cleaners
  {
    id: "PC-247",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P101",
    stem: "The author mentions that people sometimes combine products to get a stronger mixture in order to",
    options: [
      "recommend a better way to clean glass",
      "correct a mistaken and dangerous belief",
      "explain how bleach removes stains from cloth",
      "show that some mixtures are safe to use",
    ],
    answer: 1,
    explanation:
      'The author names the belief that a stronger mixture cleans better and then rejects it: mixing "adds danger without adding cleaning power." No cleaning method is recommended, bleach\'s stain removal is not explained, and the passage warns against mixing.',
  },
  {
    id: "PC-248",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P101",
    stem: "As used in the passage, the word *ventilated* most nearly means",
    options: ["supplied with fresh air", "cleared of furniture", "kept at a cool temperature", "brightly lit"],
    answer: 0,
    explanation:
      "Keeping a room well ventilated means letting fresh air move through it, which makes sense when cleaners give off fumes. Lighting, temperature, and furniture have nothing to do with the danger of breathing toxic gases.",
  },
  {
    id: "PC-249",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P101",
    stem: "The passage is mainly about",
    options: [
      "how to store cleaners out of reach of children",
      "the best products for cleaning a bathroom",
      "how ammonia is used in glass cleaners",
      "why some cleaning products must never be combined",
    ],
    answer: 3,
    explanation:
      "The passage warns that certain cleaners, such as bleach and ammonia, release dangerous gases when mixed, and gives advice for avoiding that. It recommends no products, mentions ammonia in glass cleaners only as an example, and says nothing about children.",
  },
  {
    id: "PC-250",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P101",
    stem: "Based on the passage, a person who has just cleaned a bathtub with bleach and wants to use a different cleaner on the same tub should first",
    options: [
      "pour both cleaners into one bottle",
      "add ammonia to strengthen the bleach",
      "mix the new cleaner with the bleach",
      "rinse the tub well with water",
    ],
    answer: 3,
    explanation:
      "The passage advises using one product at a time and rinsing surfaces between products, so that leftover bleach cannot react with the next cleaner. Adding ammonia, mixing the cleaners, or combining them in one bottle are exactly the mixtures the passage warns can release toxic gases.",
  },

  // PC-P102 Escaping a Rip Current
  {
    id: "PC-251",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P102",
    stem: "According to the passage, what should a swimmer caught in a rip current do after swimming parallel to the shore and getting out of the current?",
    options: [
      "Swim straight out beyond the waves.",
      "Swim back to land at an angle.",
      "Swim directly against the current.",
      "Stop and tread water until rescued.",
    ],
    answer: 1,
    explanation:
      'The passage says to swim parallel to the shoreline until out of the current "and then swim back to land at an angle." Swimming against the current is the mistake that exhausts swimmers, and treading water is for a swimmer who cannot escape.',
  },
  {
    id: "PC-252",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P102",
    stem: "As used in the passage, the word *parallel* most nearly means",
    options: ["running alongside", "far beneath", "directly away from", "directly toward"],
    answer: 0,
    explanation:
      "Swimming parallel to the shoreline means swimming alongside it, in the same direction the shore runs, which takes a swimmer sideways out of the narrow current. Swimming directly toward the shore is the tiring mistake the passage describes, and directly away from it is where the current already carries the swimmer.",
  },
  {
    id: "PC-253",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P102",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Only weak swimmers are in danger from rip currents.",
      "Lifeguards should be posted on every beach in the country.",
      "Rip currents are dangerous, but they can be escaped.",
      "Rip currents are usually wider than the beach itself is.",
    ],
    answer: 2,
    explanation:
      "The passage explains the danger of rip currents and the safe way to escape them. It says even strong swimmers can be carried out, it recommends swimming near a lifeguard without calling for guards on every beach, and it says rip currents are usually not very wide.",
  },
  {
    id: "PC-254",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P102",
    stem: "Based on the passage, why does swimming parallel to the shore usually work?",
    options: [
      "The current soon turns and carries the swimmer back in.",
      "Lifeguards can see a swimmer moving sideways more easily.",
      "Waves near the shore push swimmers along the beach.",
      "The current is usually narrow, so a sideways swim escapes it.",
    ],
    answer: 3,
    explanation:
      'The passage says the current "is usually not very wide," so swimming parallel to the shore takes the swimmer out of it without fighting it. The passage says the current flows away from the beach, and it says nothing about waves pushing swimmers sideways or lifeguards seeing sideways movement better.',
  },
];
