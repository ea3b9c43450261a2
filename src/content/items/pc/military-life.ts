import type { AuthoredItem } from "../../types";

/** PC items on passages about military life and history (PC-P27 to PC-P45). */
export const PC_MILITARY_LIFE_ITEMS: readonly AuthoredItem[] = [
  // PC-P27 The Buddy System
  {
    id: "PC-066",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P27",
    stem: "The passage is mainly about",
    options: [
      "how instructors choose which recruits to pair together",
      "why recruits must drink water during long days in the sun",
      "what happens to a recruit who misses a head count",
      "how pairing recruits helps them look out for each other",
    ],
    answer: 3,
    explanation:
      "Every sentence describes what buddies do for each other and why instructors use the system. Drinking water and the head count are single examples, so they are too narrow, and the passage never says how the pairs are chosen.",
  },

  // PC-P28 Two Identical Tags
  {
    id: "PC-067",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P28",
    stem: "According to the passage, why do service members wear two identical tags instead of one?",
    options: [
      "One tag is a spare to be used if the other is lost or damaged in the field.",
      "One tag lists the wearer's medical facts and the other lists religious preference.",
      "One tag is worn in the field and the other is kept at home by the family.",
      "One tag stays with a fallen service member and the other reports the death.",
    ],
    answer: 3,
    explanation:
      "The passage states that if a service member is killed, one tag stays with the body for identification and the other is removed to report the death. The tags are identical, so they do not carry different facts, and the passage says nothing about spares or tags kept by families.",
  },
  {
    id: "PC-068",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P28",
    stem: "As used in the passage, the word *grim* most nearly means",
    options: ["secret", "simple", "somber", "sudden"],
    answer: 2,
    explanation:
      'The purpose is called grim because it concerns identifying and reporting the dead, a somber, gloomy subject. The purpose is not secret, and although the tags are simple, "simple" does not fit the contrast "grim but practical."',
  },
  {
    id: "PC-069",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P28",
    stem: "The author most likely mentions medics treating a wounded person who cannot speak in order to",
    options: [
      "show why the information on the tags is kept short",
      "argue that medics need more training in the field",
      "explain why veterans keep their tags after service",
      "describe how blood is collected from the wounded",
    ],
    answer: 0,
    explanation:
      "The medics appear in the sentence explaining that the information is kept brief because it must be read quickly. The passage makes no argument about medics' training, the veterans' keepsakes come later for a different reason, and blood collection is never described.",
  },

  // PC-P29 Making a Bunk
  {
    id: "PC-070",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P29",
    stem: "According to the passage, what is done right after the top sheet and blanket are laid over the bottom sheet?",
    options: [
      "The pillow is centered at the head of the bed.",
      "The top edge of the sheet is folded into a collar.",
      "The bottom sheet is tucked in all the way around.",
      "Both layers are tucked under the mattress at the foot.",
    ],
    answer: 3,
    explanation:
      "The steps go bottom sheet, then top sheet and blanket, then tucking both layers at the foot with hospital corners, then the collar, and finally the pillow. Tucking the bottom sheet came before the blanket was laid down, and the collar and pillow come later.",
  },

  // PC-P30 Treating Water in the Field
  {
    id: "PC-071",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P30",
    stem: "According to the passage, when should cloudy water be strained through a cloth?",
    options: [
      "after the tablets have dissolved",
      "after the full waiting time has passed",
      "while it is being poured into the canteen",
      "while the canteen is being shaken",
    ],
    answer: 2,
    explanation:
      "The passage says the water is poured into the canteen first, through a clean cloth if it is cloudy, and only then are the tablets added. Straining after the tablets dissolve or after the wait would come too late, because the dirt is meant to be removed before treatment.",
  },
  {
    id: "PC-072",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P30",
    stem: "According to the passage, why is the cap loosened slightly after the canteen is shaken?",
    options: [
      "to let gas from the tablets escape",
      "to let fresh air reach the water",
      "to check whether the tablets have dissolved",
      "to let treated water clean the threads",
    ],
    answer: 3,
    explanation:
      "The passage says the cap is loosened so that treated water can seep out and clean the threads around the mouth, where lips will touch. Escaping gas and fresh air are never mentioned, and checking the tablets happens before shaking.",
  },
  {
    id: "PC-073",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P30",
    stem: "As used in the passage, the word *seep* most nearly means",
    options: ["spray out with force", "boil away as steam", "flow out slowly", "freeze in place"],
    answer: 2,
    explanation:
      'With the cap only slightly loosened, a little treated water seeps, or flows out slowly, over the threads. "Spray out with force" is the opposite of a small, slow leak, and boiling and freezing have nothing to do with the step.',
  },

  // PC-P31 The Berlin Airlift
  {
    id: "PC-074",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P31",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "A pilot became famous for dropping candy to children in Berlin.",
      "Western nations kept West Berlin supplied by air until a blockade ended.",
      "The United States and Britain used force to reopen the roads to Berlin.",
      "The Soviet Union controlled all of Germany after World War II.",
    ],
    answer: 1,
    explanation:
      "The passage describes the blockade, the decision to supply the city by air, and the blockade's end. The candy drops are one detail, so that choice is too narrow. The passage says the Western nations chose not to force the roads open, and it describes only a Soviet zone, not control of all Germany.",
  },
  {
    id: "PC-075",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P31",
    stem: "According to the passage, which event came first?",
    options: [
      "Road, rail, and canal routes were cut off.",
      "The Soviets lifted the blockade.",
      "Cargo planes began landing around the clock.",
      "Gail Halvorsen began dropping candy.",
    ],
    answer: 0,
    explanation:
      "The blockade in June 1948 started the whole chain of events; the airlift was the response to it, the candy drops took place during the airlift, and the blockade was lifted in May 1949.",
  },
  {
    id: "PC-076",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P31",
    stem: "The passage suggests that the Soviet Union cut off the routes into West Berlin mainly to",
    options: [
      "make room on the roads for its own supply convoys",
      "pressure the city by threatening its food and fuel",
      "protect the city's residents from an attack by Western armies",
      "test whether Western cargo planes could land at night",
    ],
    answer: 1,
    explanation:
      'The passage says residents faced the loss of food and fuel and that the Soviets ended the blockade "having failed to starve the city into submission," which shows the goal was to pressure the city through hunger and cold. Nothing supports a protective motive, a need for road space, or a test of night landings.',
  },
  {
    id: "PC-077",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P31",
    stem: "According to the passage, which of these did the cargo planes carry into West Berlin?",
    options: ["flour and coal", "weapons and ammunition", "soldiers and tanks", "cars and trucks"],
    answer: 0,
    explanation:
      "The passage lists flour, milk, medicine, and tons of coal among the cargo. Weapons, soldiers, tanks, and vehicles are never mentioned, and the passage says the Western nations chose not to force the roads open.",
  },

  // PC-P32 Military Working Dogs
  {
    id: "PC-078",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P32",
    stem: "According to the passage, why do a working dog and its handler train together constantly?",
    options: [
      "Training keeps the dog from being adopted.",
      "The handler must pass a yearly test.",
      "The dog must learn a new scent each week.",
      "The dog's skills fade without practice.",
    ],
    answer: 3,
    explanation:
      "The passage says the pair trains together constantly \"because a dog's skills fade without practice.\" Yearly tests and weekly scents are never mentioned, and adoption comes only after the dog's working years end.",
  },

  // PC-P33 The Purple Heart
  {
    id: "PC-079",
    topic: "sequence",
    difficulty: "hard",
    passageId: "PC-P33",
    stem: "According to the passage, which of these happened after the Badge of Military Merit fell out of use?",
    options: [
      "The Army revived the award as a medal.",
      "The Revolutionary War came to an end.",
      "Washington created a purple cloth heart.",
      "A few soldiers received the cloth badge.",
    ],
    answer: 0,
    explanation:
      "The badge was created in 1782, given to a few soldiers, and dropped after the Revolutionary War; the Army revived it in 1932. Creating the badge and awarding it came before it fell out of use, and the passage says it fell out of use after the war ended.",
  },
  {
    id: "PC-080",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P33",
    stem: "As used in the passage, the word *revived* most nearly means",
    options: ["redesigned", "brought back", "sold off", "renamed"],
    answer: 1,
    explanation:
      'The badge had fallen out of use, and in 1932 the Army revived it, or brought it back. The new medal did have a new design and name, which makes "redesigned" and "renamed" tempting, but the word itself refers to restoring the award after long disuse.',
  },
  {
    id: "PC-081",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P33",
    stem: "Based on the passage, a service member who performed a brave act in combat but was not wounded would",
    options: [
      "receive the Purple Heart because the act took place in combat",
      "receive the Badge of Military Merit instead of the Purple Heart",
      "not qualify for the Purple Heart for that act alone",
      "qualify for the Purple Heart only if others were wounded",
    ],
    answer: 2,
    explanation:
      'Today the Purple Heart goes to those wounded or killed by enemy action and "is not a reward for a particular deed," so bravery alone does not earn it. The Badge of Military Merit fell out of use long ago, and the passage gives no rule about other people\'s wounds.',
  },
  {
    id: "PC-082",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P33",
    stem: "According to the passage, what did the medal created in 1932 bear?",
    options: ["a purple cloth heart", "the Army's seal", "the name of a battle", "Washington's profile"],
    answer: 3,
    explanation:
      "The passage says the Army revived the award in 1932 \"as a medal bearing his profile,\" meaning Washington's. The purple cloth heart was the original 1782 badge, and battle names and the Army's seal are not mentioned.",
  },

  // PC-P34 Talking with Flags
  {
    id: "PC-083",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P34",
    stem: "What is the main idea of the passage?",
    options: [
      "Ships replaced signal flags with radio many years ago.",
      "The flag for the letter O warns that someone has fallen overboard.",
      "Crews must learn several languages to communicate at sea.",
      "An international set of flags lets ships exchange messages visually.",
    ],
    answer: 3,
    explanation:
      "The passage explains how the flag system works and why its shared meanings are useful. The O flag is one example, so it is too narrow; the passage says the flags are still used, and it says crews can understand each other without sharing a language.",
  },
  {
    id: "PC-084",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P34",
    stem: "The author describes the flag for the letter O mainly to",
    options: [
      "explain how several flags together spell out a longer message",
      "give an example of a flag with a meaning of its own",
      "show that red and yellow are the easiest colors to see at sea",
      "warn readers about the dangers of working on a ship's deck",
    ],
    answer: 1,
    explanation:
      'The O flag follows the statement that a flag flown alone carries a standard meaning and begins "For example." The passage makes no claim about which colors are easiest to see, longer messages come in the next sentence, and it does not warn about deck work.',
  },

  // PC-P35 The Tuskegee Airmen
  {
    id: "PC-085",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P35",
    stem: "The passage is mainly about",
    options: [
      "why many fighter planes of World War II had painted tails",
      "how the airfield near Tuskegee, Alabama, was planned and built",
      "how the Tuskegee Airmen's record helped end segregation",
      "President Truman's military career before and after World War II",
    ],
    answer: 2,
    explanation:
      "The passage follows the airmen from training through their combat record to its effect on segregation. The painted tails and the airfield are single details, and Truman appears only in the last sentence, so those choices are too narrow.",
  },
  {
    id: "PC-086",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P35",
    stem: "As used in the passage, the word *escorted* most nearly means",
    options: ["repaired", "accompanied", "attacked", "followed secretly"],
    answer: 1,
    explanation:
      "The fighter pilots escorted bombers, meaning they flew along with them as guards on long missions. They were protecting the bombers, not attacking them, and nothing about the escort was secret.",
  },
  {
    id: "PC-087",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P35",
    stem: "According to the passage, what happened after the Tuskegee Airmen built their combat record?",
    options: [
      "President Truman ordered equal treatment in the armed forces.",
      "Officials doubted that Black Americans could fly combat aircraft.",
      "The airmen painted the tails of their planes red.",
      "The first African American military pilots began training.",
    ],
    answer: 0,
    explanation:
      "The passage says the airmen's record strengthened the case against segregation and that in 1948 Truman ordered equal treatment. Training and the officials' doubts came before the combat record, and the red tails were part of their wartime service, not a later event.",
  },

  // PC-P36 What the Eye Notices
  {
    id: "PC-088",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P36",
    stem: "According to the passage, which of these draws the eye fastest?",
    options: ["shine", "shadow", "movement", "shape"],
    answer: 2,
    explanation:
      'The passage calls movement "most important of all" because it "draws the eye faster than anything else." Shine, shadow, and shape are also listed as clues, but none is said to be the fastest.',
  },
  {
    id: "PC-089",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P36",
    stem: "Based on the passage, which soldier would probably be hardest for an observer to spot?",
    options: [
      "one crawling slowly behind a thick hedge",
      "one checking a watch in bright sunlight",
      "one lying still behind a few thin bushes",
      "one wearing a bare helmet in dense trees",
    ],
    answer: 2,
    explanation:
      "The passage says a soldier who stays still behind thin cover is often harder to see than one who moves behind thick cover, so stillness matters most. A bare helmet's round outline and a watch flashing in the sun are both given as things that give a position away.",
  },
  {
    id: "PC-090",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P36",
    stem: "Which title best fits the passage?",
    options: [
      "Choosing the Right Camouflage Paint",
      "Protecting Watches and Glasses from Damage",
      "How Vehicles Are Parked in the Field",
      "Hiding by Understanding What Gives You Away",
    ],
    answer: 3,
    explanation:
      "The passage argues that camouflage depends on understanding what the eye notices and then goes through shape, shine, shadow, and movement. It says special materials matter less, and parking vehicles and covering shiny items are single examples.",
  },
  {
    id: "PC-091",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P36",
    stem: "As used in the passage, the word *reveal* most nearly means",
    options: ["hide", "move", "damage", "give away"],
    answer: 3,
    explanation:
      'Shadows can reveal a vehicle, that is, give away where it is, even when the vehicle itself is hidden. "Hide" is the opposite, and the sentence is about being seen, not about damage or movement.',
  },

  // PC-P37 Always Ready
  {
    id: "PC-092",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P37",
    stem: "According to the passage, in peacetime the Coast Guard is part of",
    options: [
      "the Department of the Navy",
      "the Department of Transportation",
      "the Department of Defense",
      "the Department of Homeland Security",
    ],
    answer: 3,
    explanation:
      'The first sentence places the Coast Guard in the Department of Homeland Security in peacetime, "rather than the Department of Defense." It can operate within the Department of the Navy only in war or when the President directs, and the Department of Transportation is not mentioned.',
  },

  // PC-P38 Bugle Calls
  {
    id: "PC-093",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P38",
    stem: "According to the passage, which call is played between reveille and taps?",
    options: ["lights out", "retreat", "the funeral call", "the morning call"],
    answer: 1,
    explanation:
      "Reveille begins the duty day, retreat is played as the flag is lowered at the end of the duty day, and taps signals lights out at night. Lights out is what taps signals, and reveille is itself the morning call.",
  },
  {
    id: "PC-094",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P38",
    stem: "The last sentence of the passage mainly serves to",
    options: [
      "explain why bugle calls were once so important",
      "argue that recordings should replace live buglers",
      "describe the notes used in taps",
      "describe how bugles are made and played",
    ],
    answer: 0,
    explanation:
      "The last sentence says that before clocks and radios were common, the calls were the main way to direct a whole camp, which explains their original importance. It makes no argument about recordings, and it says nothing about the notes of taps or how bugles are made.",
  },

  // PC-P39 Measuring Distance by Pace
  {
    id: "PC-095",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P39",
    stem: "According to the passage, what does a soldier do at the end of each 100 meters?",
    options: [
      "starts counting each time the right foot strikes",
      "walks a measured course again to check the count",
      "slides a bead and starts counting again from zero",
      "averages the count with that of another soldier",
    ],
    answer: 2,
    explanation:
      "The passage says that at the end of each 100 meters the soldier slides one bead down a string and starts counting again from zero. Walking the measured course is how the count is learned beforehand, the count uses the left foot, and the passage says one person's count cannot be borrowed by another.",
  },
  {
    id: "PC-096",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P39",
    stem: "Based on the passage, a soldier who has just slid the sixth bead down the string since the start of a march has walked about",
    options: ["600 meters", "60 meters", "6,000 meters", "700 meters"],
    answer: 0,
    explanation:
      "A bead is slid at the end of each 100 meters, so six beads stand for about 6 × 100 = 600 meters. 60 meters and 6,000 meters treat a bead as 10 or 1,000 meters, and 700 meters counts a seventh stretch that has not yet been walked.",
  },
  {
    id: "PC-097",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P39",
    stem: "According to the passage, why can't a soldier simply use another person's pace count?",
    options: [
      "Each count is kept secret from the rest of the unit.",
      "The count changes each time a new map is issued.",
      "Counts are valid only on the course where they were measured.",
      "A pace count varies from person to person.",
    ],
    answer: 3,
    explanation:
      'The passage states that "because a pace count varies from person to person, no one can simply borrow another\'s number." Nothing suggests that counts are secret, tied to maps, or valid only on one course.',
  },

  // PC-P40 Inspection Notice
  {
    id: "PC-098",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P40",
    stem: "According to the notice, how must wall lockers be left for the inspection?",
    options: ["closed but not locked", "closed and locked", "open and empty", "open with items displayed"],
    answer: 0,
    explanation:
      'The notice says lockers "must be closed but not locked." Closed and locked is the tempting misreading, since rooms have rules about locking, but it is the rooms, not the lockers, that must be unlocked.',
  },
  {
    id: "PC-099",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P40",
    stem: "Which deadline in the notice comes first?",
    options: [
      "unlocking the rooms before the inspection",
      "notifying the floor leader of a conflict",
      "the start of the Friday room inspection",
      "the reinspection of any rooms that fail",
    ],
    answer: 1,
    explanation:
      "Residents on duty must notify their floor leader by Thursday at 1600, before the Friday events: unlocking by 0845 and the inspection at 0900. The reinspection is on Monday, the last of all.",
  },
  {
    id: "PC-100",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P40",
    stem: "A resident who will be on duty Friday morning should most likely prepare the room",
    options: ["on Friday at 0845", "on Thursday evening", "on Monday before 0700", "after the inspector leaves"],
    answer: 1,
    explanation:
      "The notice tells residents on duty to leave their rooms ready the night before, which is Thursday evening. At 0845 Friday the resident will already be on duty, and Monday and after the inspection are too late.",
  },

  // PC-P41 Grace Hopper
  {
    id: "PC-101",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P41",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Grace Hopper was a naval officer whose ideas shaped programming.",
      "The Mark I at Harvard was one of the largest of the early computers.",
      "Grace Hopper preferred teaching mathematics to working on computers.",
      "COBOL is a programming language that is widely used in business.",
    ],
    answer: 0,
    explanation:
      "The passage traces Hopper's naval career and her idea of English-like programs that led to COBOL. The Mark I and COBOL are details within her story, and the passage says she left teaching, not that she preferred it.",
  },
  {
    id: "PC-102",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P41",
    stem: "As used in the passage, the word *radical* most nearly means",
    options: ["well known", "dangerous", "political", "very new"],
    answer: 3,
    explanation:
      'Her idea was radical because it broke sharply with the belief that computers could only do arithmetic; it was very new and different. "Well known" is the opposite, and nothing about the idea is described as dangerous or political.',
  },
  {
    id: "PC-103",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P41",
    stem: "The author mentions that many experts insisted computers could only do arithmetic in order to",
    options: [
      "describe the kind of math Hopper taught at Vassar",
      "suggest that the experts were right about early computers",
      "show that Hopper's idea challenged the thinking of her time",
      "explain why the Mark I was the size of a room",
    ],
    answer: 2,
    explanation:
      "The experts' doubt is placed right before the statement that her work led to COBOL, highlighting how her idea went against common belief. The passage shows the experts were wrong, not right, and the detail has nothing to do with the Mark I's size or her teaching.",
  },
  {
    id: "PC-104",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P41",
    stem: "According to the passage, what did Grace Hopper do before joining the Navy Reserve?",
    options: ["programmed the Mark I computer", "retired as a rear admiral", "taught mathematics at Vassar", "helped develop COBOL"],
    answer: 2,
    explanation:
      "The passage says she joined the Navy Reserve by leaving a job teaching mathematics at Vassar. Her work on the Mark I came after she was assigned to Harvard, COBOL came after the war, and she retired in 1986.",
  },

  // PC-P42 Who Does What
  {
    id: "PC-105",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P42",
    stem: "According to the passage, which group is made up of experienced enlisted leaders who train troops and enforce standards?",
    options: ["noncommissioned officers", "warrant officers", "commissioned officers", "newly enlisted members"],
    answer: 0,
    explanation:
      "The passage defines NCOs as experienced enlisted leaders who train troops and enforce standards. Warrant officers are described as skilled specialists, and commissioned officers plan operations and command units.",
  },

  // PC-P43 Shining Boots
  {
    id: "PC-106",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P43",
    stem: "According to the passage, what should be done before any polish is applied?",
    options: [
      "Add a few drops of water to the cloth.",
      "Brush off all dirt and dust.",
      "Buff the boot with a dry cloth.",
      "Let the first coat dry for a few minutes.",
    ],
    answer: 1,
    explanation:
      "Brushing off dirt is the first step, before the first coat of polish. Adding water is part of the later deep-shine layers, letting the coat dry follows the first coat, and buffing is the final step.",
  },
  {
    id: "PC-107",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P43",
    stem: "As used in the passage, the word *buff* most nearly means",
    options: ["to soak in water", "to polish by rubbing", "to coat with wax", "to brush off dirt"],
    answer: 1,
    explanation:
      "The final step is to buff the boot lightly with a clean, dry cloth, which means rubbing it to bring up the shine. The cloth is dry, so it is not soaking, no new coat is added, and brushing off dirt is the first step, not the last.",
  },
  {
    id: "PC-108",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P43",
    stem: "The main purpose of the passage is to",
    options: [
      "compare different kinds of boot polish",
      "describe how leather boots are made",
      "argue that boots should be shined every day",
      "explain the steps for shining leather boots",
    ],
    answer: 3,
    explanation:
      "The passage is a set of instructions that moves step by step from brushing to buffing. It never compares brands of polish, says nothing about how often to shine boots, and does not describe how boots are made.",
  },

  // PC-P44 Zulu Time
  {
    id: "PC-109",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P44",
    stem: "Based on the passage, if an order gives a time of 1400Z, units in different time zones will",
    options: [
      "act at different moments, each when local clocks read 1400",
      "wait until it is 1400 in Greenwich and then convert the time",
      "act at the same moment, though their local clocks differ",
      "add one hour if their area is on daylight saving time",
    ],
    answer: 2,
    explanation:
      "Every unit converts the single Zulu time into its own local time so that all act at exactly the same moment; their local clocks will therefore read different hours. Acting at 1400 local time is the confusion Zulu time prevents, and the passage says Zulu time does not change for daylight saving time.",
  },
  {
    id: "PC-110",
    topic: "main idea",
    difficulty: "hard",
    passageId: "PC-P44",
    stem: "The passage is mainly about",
    options: [
      "how a single reference time keeps widely separated units in step",
      "why daylight saving time causes errors in military plans",
      "how the prime meridian came to pass through Greenwich",
      "how ships in the Pacific communicate with aircraft over Europe",
    ],
    answer: 0,
    explanation:
      "The passage explains the problem of many time zones and how Zulu time solves it. It never explains the history of the prime meridian, daylight saving time is only one added point, and the ship and aircraft are an example rather than the subject.",
  },

  // PC-P45 Letters on Film
  {
    id: "PC-111",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P45",
    stem: "According to the passage, what happened to a V-mail letter right after the writer filled out the form?",
    options: [
      "It was photographed onto microfilm.",
      "It was flown overseas in a mailbag.",
      "It was printed on photographic paper.",
      "It was delivered to a soldier or sailor.",
    ],
    answer: 0,
    explanation:
      "The form was photographed onto microfilm with thousands of other letters; the film was then flown overseas, printed out at reduced size, and delivered. Printing, flying, and delivery all came after the photographing.",
  },
  {
    id: "PC-112",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P45",
    stem: "The author mentions that mailbags took up cargo space needed for weapons and supplies in order to",
    options: [
      "describe what cargo planes carried",
      "criticize how the military handled mail",
      "show that troops received little mail",
      "explain why V-mail was introduced",
    ],
    answer: 3,
    explanation:
      'The cargo-space problem is followed directly by "The answer was V-mail," so the detail explains why the system was created. The passage does not criticize the military, says millions of letters were sent, and lists cargo only to show the competition for space.',
  },
  {
    id: "PC-113",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P45",
    stem: "The passage suggests that the main advantage of V-mail was that it",
    options: [
      "let writers send longer letters than before",
      "took up far less space than paper letters",
      "was easier to read than ordinary letters",
      "reached troops faster than any other mail",
    ],
    answer: 1,
    explanation:
      'One mailbag of film could replace dozens of bags of paper letters, and V-mail kept news moving "when space was scarce." Each letter was limited to one page, the printouts were smaller to read, and the passage never claims V-mail was the fastest mail.',
  },
  {
    id: "PC-114",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P45",
    stem: "According to the passage, about how many bags of paper letters could one mailbag of film replace?",
    options: ["two or three", "about half a dozen", "dozens", "thousands"],
    answer: 2,
    explanation:
      'The passage says "a single mailbag of film could replace dozens of bags of paper letters." Thousands is the number of letters photographed onto a roll of film, a tempting mix-up, not the number of bags replaced.',
  },
];
