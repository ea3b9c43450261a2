import type { AuthoredItem } from "../../types";

/** Word Knowledge items that give the word in a sentence. */
export const WK_WORDS_IN_CONTEXT_ITEMS: readonly AuthoredItem[] = [
  {
    id: "WK-116",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The driver was cautious on the icy road, keeping well below the speed limit", the word *cautious* most nearly means',
    options: ["nervous", "skilled", "late", "careful"],
    answer: 3,
    explanation:
      "Cautious means careful to avoid danger; driving well below the limit on ice shows it. Nervous is tempting because a worried driver may slow down, but cautious describes sensible care, not fear, and skilled describes ability rather than care.",
  },
  {
    id: "WK-117",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Do not hesitate to call the duty officer if the alarm sounds", the word *hesitate* most nearly means',
    options: ["forget", "refuse", "hurry", "wait"],
    answer: 3,
    explanation:
      "To hesitate is to pause or wait before acting, usually because of doubt, so wait is the closest match; the sentence tells the reader to call without delay. Refuse is too strong: a person who hesitates may still act, just not at once; hurry is the opposite.",
  },
  {
    id: "WK-118",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Two forklifts collided in the warehouse, spilling a pallet of canned goods", the word *collided* most nearly means',
    options: ["crashed", "stalled", "parked", "raced"],
    answer: 0,
    explanation:
      "To collide is to crash into something; the spilled pallet shows the forklifts hit each other. Stalled and parked describe vehicles that have stopped, and raced describes speed, not impact.",
  },
  {
    id: "WK-119",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The crew had to abandon the sinking boat and swim to shore", the word *abandon* most nearly means',
    options: ["repair", "search", "leave", "steer"],
    answer: 2,
    explanation:
      "To abandon is to leave something behind for good; the crew leaves the sinking boat and swims away. Repair is tempting because a damaged boat might be fixed, but the crew swims to shore instead.",
  },
  {
    id: "WK-120",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The old map was accurate: every trail and stream was exactly where it showed them", the word *accurate* most nearly means',
    options: ["correct", "detailed", "colorful", "recent"],
    answer: 0,
    explanation:
      'Accurate means free from error, so correct is the match; the clue is that everything was "exactly where it showed them." Detailed is tempting, but a map can show many details and still place them wrongly, and recent is ruled out because the map was old.',
  },
  {
    id: "WK-121",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Pack the fragile radio parts in foam so they arrive in one piece", the word *fragile* most nearly means',
    options: ["expensive", "breakable", "electric", "heavy"],
    answer: 1,
    explanation:
      'Fragile means easily broken, so breakable is correct; the foam and the phrase "in one piece" point to it. Expensive is tempting because costly parts are also packed with care, but fragile describes how easily something breaks, not its price.',
  },
  {
    id: "WK-122",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The patient gave her consent before the surgeon began the operation", the word *consent* most nearly means',
    options: ["payment", "history", "permission", "complaint"],
    answer: 2,
    explanation:
      "Consent is permission or agreement, here to allow the operation. Payment is tempting because patients also pay for surgery, but consent means agreeing to it, not paying for it.",
  },
  {
    id: "WK-123",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The humid air made everyone\'s uniforms feel damp and sticky", the word *humid* most nearly means',
    options: ["hot", "still", "moist", "dusty"],
    answer: 2,
    explanation:
      'Humid means containing a lot of water vapor, so moist is correct; "damp and sticky" confirms it. Hot is the trap: humid weather is often hot, but cold air can be humid too, and the word refers to moisture, not temperature.',
  },
  {
    id: "WK-124",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Base rules prohibit smoking within 50 feet of the fuel point", the word *prohibit* most nearly means',
    options: ["allow", "limit", "discourage", "forbid"],
    answer: 3,
    explanation:
      "To prohibit is to forbid by a rule or law. Allow is the opposite, and limit and discourage are too weak: a prohibition does not just reduce smoking near fuel, it bans it.",
  },
  {
    id: "WK-125",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The supply room is adjacent to the arms room, so they share a wall", the word *adjacent* most nearly means',
    options: ["identical", "opposite", "neighboring", "similar"],
    answer: 2,
    explanation:
      "Adjacent means next to or bordering, so neighboring is correct; sharing a wall shows the rooms are side by side. Opposite would put the rooms across from each other, and identical and similar describe likeness, not location.",
  },
  {
    id: "WK-126",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "Bright lights around the motor pool help deter thieves", the word *deter* most nearly means',
    options: ["catch", "attract", "discourage", "photograph"],
    answer: 2,
    explanation:
      "To deter is to discourage someone from acting, usually through fear of the result; thieves avoid well-lit places. Catch is the trap: lights may help guards catch thieves, but deterrence keeps them from trying at all, and attract is the opposite.",
  },
  {
    id: "WK-127",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "Sporadic gunfire could be heard through the night, with long silences in between", the word *sporadic* most nearly means',
    options: ["constant", "distant", "deafening", "occasional"],
    answer: 3,
    explanation:
      'Sporadic means happening at irregular intervals, so occasional is correct; "long silences in between" confirms it. Constant is the opposite, and distant is tempting because faint gunfire might be far away, but sporadic describes timing, not distance.',
  },
  {
    id: "WK-128",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "With the river still rising, flooding of the low road was inevitable", the word *inevitable* most nearly means',
    options: ["unlikely", "unavoidable", "sudden", "harmful"],
    answer: 1,
    explanation:
      "Inevitable means certain to happen and impossible to prevent, so unavoidable is correct; a rising river makes the flooding certain. Unlikely is the opposite, and sudden is tempting, but an inevitable event can be slow and foreseen.",
  },
  {
    id: "WK-129",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "All personnel must comply with the new safety rules", the word *comply* most nearly means',
    options: ["complain", "argue", "review", "obey"],
    answer: 3,
    explanation:
      "To comply is to act in accordance with a rule or request, so obey is correct. Complain is the look-alike trap, and argue is nearly the opposite of complying.",
  },
  {
    id: "WK-130",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The volcano has been dormant for centuries, but scientists still monitor it", the word *dormant* most nearly means',
    options: ["famous", "dangerous", "inactive", "extinct"],
    answer: 2,
    explanation:
      "Dormant means temporarily inactive, as if asleep; monitoring shows it could become active again. Extinct is the trap: an extinct volcano is not expected to erupt ever again, while a dormant one might.",
  },
  {
    id: "WK-131",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "Soldiers on a medical profile are exempt from the unit\'s morning run", the word *exempt* most nearly means',
    options: ["excused", "barred", "eager", "tired"],
    answer: 0,
    explanation:
      "Exempt means freed from a duty that others must meet, so excused is correct. Barred is the trap: a barred soldier is forbidden to take part, while an exempt soldier simply does not have to.",
  },
  {
    id: "WK-132",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "He had only a rudimentary knowledge of French, enough to order a meal", the word *rudimentary* most nearly means',
    options: ["rude", "basic", "advanced", "secret"],
    answer: 1,
    explanation:
      "Rudimentary means involving only the simplest basics; ordering a meal is basic French. Rude only looks similar, and advanced is the opposite.",
  },
  {
    id: "WK-133",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The pain began to diminish soon after the medic applied the cold pack", the word *diminish* most nearly means',
    options: ["spread", "return", "sharpen", "decrease"],
    answer: 3,
    explanation:
      "To diminish is to become smaller or less, so decrease is correct; a cold pack eases pain. Spread and sharpen describe pain getting worse, and return would mean the pain came back.",
  },
  {
    id: "WK-134",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The sailor\'s account of the storm was so vivid that listeners felt they had been aboard", the word *vivid* most nearly means',
    options: ["lengthy", "exaggerated", "lifelike", "frightening"],
    answer: 2,
    explanation:
      "Here vivid means producing clear, lifelike images in the mind; the listeners felt as if they had been there. Exaggerated is tempting, but a vivid account can be completely accurate, and lengthy describes length, not clarity.",
  },
  {
    id: "WK-135",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "After a long debate, the city council voted to sanction the new parade route", the word *sanction* most nearly means',
    options: ["penalize", "measure", "shorten", "approve"],
    answer: 3,
    explanation:
      "Here sanction means to give official approval: the council voted for the route. Penalize is the trap, because sanctions can also be penalties, as in trade sanctions against a country, but a vote on a parade route approves it.",
  },
  {
    id: "WK-136",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "Her first attempt at the obstacle course was found wanting, so she trained for another month", the word *wanting* most nearly means',
    options: ["lacking", "desired", "rushed", "admired"],
    answer: 0,
    explanation:
      "Found wanting means judged not good enough, so lacking is correct; the extra month of training shows the attempt fell short. Desired is the trap, from the everyday sense of want, but an attempt that is desired would not need more training.",
  },
  {
    id: "WK-137",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "When the thunder cracked, the frightened horses began to bolt across the field", the word *bolt* most nearly means',
    options: ["lie down", "run away", "lock up", "rear up"],
    answer: 1,
    explanation:
      'As a verb, bolt can mean to run away suddenly, as frightened animals do. Lock up is the trap, from the sense of a door bolt, and rear up is tempting because startled horses can rise on their hind legs, but "across the field" shows they ran.',
  },
  {
    id: "WK-138",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "The doctor said the wounded soldier\'s condition was grave and called for a helicopter", the word *grave* most nearly means',
    options: ["stable", "buried", "serious", "unknown"],
    answer: 2,
    explanation:
      "As an adjective, grave means very serious or dangerous; calling a helicopter shows the urgency. Buried is the trap, from the noun grave, and stable is nearly the opposite of a grave condition.",
  },
  {
    id: "WK-139",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "Critics found the movie\'s plot pedestrian, with no surprises from start to finish", the word *pedestrian* most nearly means',
    options: ["exciting", "dull", "violent", "confusing"],
    answer: 1,
    explanation:
      "As an adjective, pedestrian means ordinary and uninspired, so dull is correct; a plot with no surprises is ordinary. Exciting is the opposite, and confusing is tempting, but a confusing plot is hard to follow, while a pedestrian one is easy to follow and dull.",
  },
  {
    id: "WK-140",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "Medics worked quickly to stem the bleeding before moving the patient", the word *stem* most nearly means',
    options: ["stop", "cause", "examine", "grow from"],
    answer: 0,
    explanation:
      'As a verb, stem can mean to stop or hold back a flow, as in stemming the bleeding. Grow from is the trap, from the sense "to stem from," which means to originate; that meaning does not fit bleeding that medics are treating.',
  },
];
