import type { AuthoredItem } from "../types";

/** WK items written for this project. */
export const WK_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- synonyms
  {
    id: "WK-001",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Abundant most nearly means",
    options: ["scarce", "plentiful", "valuable", "hidden"],
    answer: 1,
    explanation:
      'Abundant means present in large quantities, so plentiful is the match: "The river had an abundant supply of fish." Scarce is the opposite, and valuable describes worth rather than amount.',
  },
  {
    id: "WK-002",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Hazard most nearly means",
    options: ["warning", "injury", "barrier", "danger"],
    answer: 3,
    explanation:
      "A hazard is a source of danger or risk, such as a wet floor or loose wiring. Injury is tempting because hazards can cause injuries, but an injury is the harm itself, not the risk of it. A warning only tells people about a hazard.",
  },
  {
    id: "WK-003",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Vacant most nearly means",
    options: ["empty", "quiet", "rented", "damaged"],
    answer: 0,
    explanation:
      "Vacant means not occupied, or empty, as in a vacant lot or a vacant seat. Quiet is tempting because empty buildings often are quiet, but vacant describes the absence of an occupant, not the absence of noise.",
  },
  {
    id: "WK-004",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Fatigue most nearly means",
    options: ["sickness", "hunger", "exhaustion", "boredom"],
    answer: 2,
    explanation:
      'Fatigue is extreme tiredness, so exhaustion is the match: "After the twelve-mile march, fatigue set in." Boredom is tempting because a bored person may look tired, but boredom is a lack of interest, not a lack of energy.',
  },
  {
    id: "WK-005",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Durable most nearly means",
    options: ["expensive", "lightweight", "long-lasting", "adjustable"],
    answer: 2,
    explanation:
      'Durable means able to last a long time without wearing out; the root dur- means "to last," as in endure and duration. Expensive is tempting because durable goods often cost more, but price and lifespan are different qualities.',
  },
  {
    id: "WK-006",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Rigid most nearly means",
    options: ["stiff", "fragile", "smooth", "cold"],
    answer: 0,
    explanation:
      "Rigid means stiff and not able to bend, as in a rigid metal frame. Fragile is tempting because a rigid object may crack under force, but fragile means easily broken, which is a different quality.",
  },
  {
    id: "WK-007",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Conceal most nearly means",
    options: ["reveal", "seal", "carry", "hide"],
    answer: 3,
    explanation:
      'To conceal is to hide or keep from being seen or known: "He concealed the key under the mat." Reveal is the opposite, and seal only sounds similar; it means to close something tightly.',
  },
  {
    id: "WK-008",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Hostile most nearly means",
    options: ["impatient", "unfriendly", "foreign", "noisy"],
    answer: 1,
    explanation:
      'Hostile means unfriendly or showing opposition, as in a hostile crowd. Foreign is tempting because "hostile territory" often lies in another country, but hostile describes an attitude of opposition, not where someone is from.',
  },
  {
    id: "WK-009",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Candid most nearly means",
    options: ["cautious", "cheerful", "clever", "frank"],
    answer: 3,
    explanation:
      'Candid means open and honest in what one says, that is, frank: "She gave a candid opinion of the plan." Cautious is the most tempting wrong choice, but a candid person speaks openly instead of carefully holding back.',
  },
  {
    id: "WK-010",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Mitigate most nearly means",
    options: ["worsen", "lessen", "predict", "delay"],
    answer: 1,
    explanation:
      'To mitigate is to make something less severe, so lessen is correct: "Sandbags mitigate flood damage." Worsen is the opposite, and delay is tempting, but putting off a problem is not the same as reducing it.',
  },
  {
    id: "WK-011",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Austere most nearly means",
    options: ["ancient", "wealthy", "stern", "nervous"],
    answer: 2,
    explanation:
      'Austere means stern and severe in manner, or plain and without comfort: "an austere commander," "an austere barracks." Wealthy is wrong because an austere life is the opposite of luxury; ancient is tempting only because austere buildings can look old and bare.',
  },
  {
    id: "WK-012",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Meticulous most nearly means",
    options: ["painstaking", "hurried", "secretive", "reluctant"],
    answer: 0,
    explanation:
      'Meticulous means showing extreme care about details, which is what painstaking means: "a meticulous inspection of the aircraft." Hurried is the opposite; a meticulous worker takes whatever time the details require.',
  },
  {
    id: "WK-013",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Obsolete most nearly means",
    options: ["outdated", "broken", "expensive", "unusual"],
    answer: 0,
    explanation:
      "Obsolete means no longer in use because something newer has replaced it, as in obsolete radio equipment. Broken is the tempting choice, but an obsolete device may still work perfectly; it has simply been superseded.",
  },
  {
    id: "WK-014",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Diligent most nearly means",
    options: ["intelligent", "obedient", "industrious", "cheerful"],
    answer: 2,
    explanation:
      'Diligent means hardworking and steady in effort, so industrious is the match: "a diligent student who reviews every night." Intelligent sounds similar and describes many good students, but it refers to mental ability, not effort.',
  },
  {
    id: "WK-015",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Concise most nearly means",
    options: ["precise", "brief", "formal", "polite"],
    answer: 1,
    explanation:
      'Concise means expressing a lot in few words, so brief is the best match: "a concise one-page report." Precise is tempting because it sounds similar, but precise means exact, and a precise report could still be long.',
  },
  {
    id: "WK-016",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Ambiguous most nearly means",
    options: ["ambitious", "incorrect", "lengthy", "unclear"],
    answer: 3,
    explanation:
      'Ambiguous means open to more than one interpretation, and therefore unclear: "The ambiguous order could have meant either gate." Ambitious only sounds similar, and incorrect is wrong because an ambiguous statement may be true under one reading; its problem is uncertainty, not error.',
  },
  {
    id: "WK-017",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Replenish most nearly means",
    options: ["repair", "refill", "reject", "reduce"],
    answer: 1,
    explanation:
      'To replenish is to fill again or restore a supply: "Replenish the water cans before the patrol." Repair is tempting because both words begin with re-, but repairing fixes something broken rather than restocking it.',
  },
  {
    id: "WK-018",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Feasible most nearly means",
    options: ["costly", "legal", "popular", "workable"],
    answer: 3,
    explanation:
      'Feasible means capable of being done, so workable is correct: "a feasible plan for the evacuation." Costly, legal, and popular describe other qualities a plan might have; a feasible plan can still be expensive or unpopular.',
  },
  {
    id: "WK-019",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Impartial most nearly means",
    options: ["unbiased", "incomplete", "informal", "unwilling"],
    answer: 0,
    explanation:
      'Impartial means not favoring one side over another, so unbiased is correct: "an impartial judge." Incomplete is the trap: partial can mean "not whole," but in impartial it means "favoring one side," so impartial means fair.',
  },
  {
    id: "WK-020",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Tenacious most nearly means",
    options: ["aggressive", "talented", "persistent", "anxious"],
    answer: 2,
    explanation:
      'Tenacious means holding on firmly or refusing to give up, so persistent is correct; it comes from the Latin tenere, "to hold." Aggressive is tempting, but an aggressive person is forceful or hostile, while a tenacious one simply keeps going.',
  },
  {
    id: "WK-021",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Laconic most nearly means",
    options: ["gloomy", "lazy", "terse", "timid"],
    answer: 2,
    explanation:
      "Laconic means using very few words, so terse is the match: \"His laconic reply was a single word: 'No.'\" Timid is tempting because a shy person may say little, but laconic describes a brief way of speaking, not fearfulness.",
  },
  {
    id: "WK-022",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Ephemeral most nearly means",
    options: ["fleeting", "delicate", "invisible", "heavenly"],
    answer: 0,
    explanation:
      'Ephemeral means lasting a very short time, so fleeting is correct: "Fame on social media is often ephemeral." Delicate and heavenly are tempting because they fit the similar-sounding word ethereal, which means light and airy, not short-lived.',
  },
  {
    id: "WK-023",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Obdurate most nearly means",
    options: ["obedient", "obscure", "lasting", "stubborn"],
    answer: 3,
    explanation:
      'Obdurate means stubbornly refusing to change one\'s mind or course of action: "He remained obdurate despite every appeal." Obedient looks similar but means nearly the opposite, willing to follow orders.',
  },
  {
    id: "WK-024",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Surreptitious most nearly means",
    options: ["suspicious", "stealthy", "sudden", "repeated"],
    answer: 1,
    explanation:
      'Surreptitious means done secretly or by stealth, so stealthy is correct: "a surreptitious glance at the answer sheet." Suspicious is tempting because secret actions can arouse suspicion, but suspicious means distrustful or causing distrust, not secret.',
  },
  {
    id: "WK-025",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Perfunctory most nearly means",
    options: ["mandatory", "punctual", "preliminary", "cursory"],
    answer: 3,
    explanation:
      'Perfunctory means done as a routine duty with little care or interest; cursory (hasty and superficial) is the closest match: "a perfunctory inspection that missed the leak." Mandatory is tempting because perfunctory tasks are often required ones, but the word describes how carelessly something is done, not whether it is required.',
  },
  {
    id: "WK-026",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Garrulous most nearly means",
    options: ["quarrelsome", "talkative", "gullible", "grumpy"],
    answer: 1,
    explanation:
      'Garrulous means excessively talkative, especially about unimportant things: "a garrulous passenger who talked for the whole flight." Quarrelsome is the usual trap because the harsh sound of the word suggests arguing, but a garrulous person chatters rather than argues.',
  },
  {
    id: "WK-027",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Enervate most nearly means",
    options: ["energize", "excite", "weaken", "irritate"],
    answer: 2,
    explanation:
      'To enervate is to drain of energy or weaken: "The heat enervated the troops by midday." Energize is the classic trap because the two words look alike, but enervate means nearly the opposite.',
  },
  {
    id: "WK-028",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Inveterate most nearly means",
    options: ["habitual", "invented", "dishonest", "inexperienced"],
    answer: 0,
    explanation:
      'Inveterate means firmly established by long habit, so habitual is correct: "an inveterate smoker." Dishonest is tempting because the word is often paired with "liar," but inveterate describes how deep-rooted a habit is, not whether it is honest.',
  },
  {
    id: "WK-029",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Equanimity most nearly means",
    options: ["composure", "fairness", "equality", "hostility"],
    answer: 0,
    explanation:
      'Equanimity is mental calmness and evenness of temper, especially under stress: "She accepted the bad news with equanimity." Fairness and equality are tempting because of the equ- ("equal") root, but the word refers to a steady state of mind, not equal treatment.',
  },

  // ---------------------------------------------------------------- words in context
  {
    id: "WK-030",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The recruit was reluctant to volunteer for the night watch", the word *reluctant* most nearly means',
    options: ["unable", "eager", "unwilling", "prepared"],
    answer: 2,
    explanation:
      "Reluctant means unwilling or hesitant to do something. Unable is tempting, but nothing suggests the recruit could not do the job; the sentence says only that he did not want to. Eager is the opposite.",
  },
  {
    id: "WK-031",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "Although the alarm was blaring, the pilot stayed composed and landed the aircraft safely", the word *composed* most nearly means',
    options: ["written", "calm", "alert", "silent"],
    answer: 1,
    explanation:
      'Here composed means calm and in control of one\'s emotions. Written is the trap: composed can mean "created," as a song is composed, but that sense makes no sense for a pilot under stress. Alert describes attention, not emotional control.',
  },
  {
    id: "WK-032",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Heavy rain is expected to hinder the search team\'s progress through the valley", the word *hinder* most nearly means',
    options: ["speed up", "keep track of", "report on", "hold back"],
    answer: 3,
    explanation:
      'To hinder is to get in the way of something or slow it down, so "hold back" is correct. Rain would not speed up a search, and "keep track of" describes monitoring progress, not obstructing it.',
  },
  {
    id: "WK-033",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The new regulation will supersede the old rules on overtime pay", the word *supersede* most nearly means',
    options: ["clarify", "replace", "support", "repeat"],
    answer: 1,
    explanation:
      "To supersede is to take the place of something older, so replace is correct: once the new regulation takes effect, the old rules no longer apply. Clarify is tempting, but clarifying would leave the old rules in force and merely explain them.",
  },
  {
    id: "WK-034",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "The general refused to countenance any delay in the delivery of supplies", the word *countenance* most nearly means',
    options: ["face", "count", "explain", "tolerate"],
    answer: 3,
    explanation:
      "As a verb, countenance means to tolerate or approve of: the general would not allow any delay. Face is the trap because the noun countenance means a person's face or expression, but the verb never means to face or confront something.",
  },
  {
    id: "WK-035",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The directions were so vague that nobody knew where to meet", the word *vague* most nearly means',
    options: ["unclear", "lengthy", "strict", "recent"],
    answer: 0,
    explanation:
      "Vague means not clearly expressed, so unclear is correct; the result, that nobody knew where to meet, confirms it. Lengthy is tempting, but long directions can still be perfectly clear.",
  },
  {
    id: "WK-036",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "Even after the accident, the driver gave police a lucid account of what had happened", the word *lucid* most nearly means',
    options: ["emotional", "brief", "clear", "detailed"],
    answer: 2,
    explanation:
      'Lucid means clear and easy to understand; it comes from the Latin lux, "light." Detailed is tempting, but an account can be detailed and still confusing; lucid refers to clarity, not the amount of detail.',
  },
  {
    id: "WK-037",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "After the flood, volunteers helped residents salvage furniture from their damaged homes", the word *salvage* most nearly means',
    options: ["clean", "sell", "save", "discard"],
    answer: 2,
    explanation:
      "To salvage is to rescue or save something from loss or destruction. Clean is a plausible guess because flooded furniture is dirty, but the word means recovering the furniture before it is lost; discard is the opposite.",
  },
  {
    id: "WK-038",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The commander decided to augment the unit with two additional squads", the word *augment* most nearly means',
    options: ["enlarge", "replace", "inspect", "divide"],
    answer: 0,
    explanation:
      "To augment is to make larger by adding to it, so enlarge is correct; two more squads increase the unit's size. Replace is tempting, but the new squads are added to the unit, not swapped in for part of it.",
  },
  {
    id: "WK-039",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "With only a week of rations left, the expedition leader had to husband the food carefully", the word *husband* most nearly means',
    options: ["purchase", "marry", "prepare", "conserve"],
    answer: 3,
    explanation:
      "As a verb, husband means to manage carefully and use sparingly, so conserve is correct: with few rations left, the leader had to make them last. Marry is the trap; it relates to the noun husband and makes no sense with food as the object.",
  },
  {
    id: "WK-040",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The hikers were famished after walking all day without food", the word *famished* most nearly means',
    options: ["exhausted", "starving", "lost", "thirsty"],
    answer: 1,
    explanation:
      'Famished means extremely hungry, so starving is correct; the clue "without food" supports it (compare famine). Exhausted is tempting because the hikers had walked all day, but famished refers to hunger, not tiredness.',
  },
  {
    id: "WK-041",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The long drought had a detrimental effect on the corn harvest", the word *detrimental* most nearly means',
    options: ["lasting", "minor", "surprising", "harmful"],
    answer: 3,
    explanation:
      "Detrimental means causing harm or damage, so harmful is correct; a drought hurts crops. Lasting is tempting because drought damage can persist, but detrimental describes the harm itself, not how long it continues.",
  },
  {
    id: "WK-042",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The engineers were impressed by her novel approach to cooling the engine", the word *novel* most nearly means',
    options: ["fictional", "new", "lengthy", "written"],
    answer: 1,
    explanation:
      'As an adjective, novel means new and original. Fictional is the trap: a novel (the noun) is a work of fiction, but a "novel approach" is a fresh, previously untried one.',
  },
  {
    id: "WK-043",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The landlord agreed to postpone the inspection until Friday", the word *postpone* most nearly means',
    options: ["cancel", "schedule", "delay", "complete"],
    answer: 2,
    explanation:
      'To postpone is to put off until a later time, so delay is correct; "until Friday" shows the inspection will still happen. Cancel is tempting, but a canceled inspection would not take place at all.',
  },
  {
    id: "WK-044",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "The dye held fast even after dozens of washings", the word *fast* most nearly means',
    options: ["firmly", "quickly", "briefly", "loosely"],
    answer: 0,
    explanation:
      'Here fast means firmly or securely fixed, as in "hold fast" or "colorfast." Quickly is the everyday meaning of fast, but it makes no sense for dye that stays in fabric through many washings.',
  },
  {
    id: "WK-045",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The committee will scrutinize every receipt before approving the budget", the word *scrutinize* most nearly means',
    options: ["examine closely", "sign quickly", "throw away", "make copies of"],
    answer: 0,
    explanation:
      'To scrutinize is to examine something carefully and in detail. "Sign quickly" is a plausible misreading of an approval process, but scrutiny is the opposite of haste.',
  },
  {
    id: "WK-046",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Many doctors were skeptical of the claim that one pill could cure every illness", the word *skeptical* most nearly means',
    options: ["aware", "hopeful", "doubtful", "ignorant"],
    answer: 2,
    explanation:
      "Skeptical means doubtful or not easily convinced; a claim that one pill cures everything invites doubt. Aware is tempting because the doctors obviously knew of the claim, but skeptical describes their disbelief, not their knowledge.",
  },
  {
    id: "WK-047",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "The officious clerk insisted on checking and correcting forms that were not his responsibility", the word *officious* most nearly means',
    options: ["official", "meddlesome", "efficient", "courteous"],
    answer: 1,
    explanation:
      "Officious means eager to offer help or advice that is not wanted, that is, meddlesome; the clerk interferes with forms that are not his job. Official is the trap because the words look alike, but official means authorized or formal, not interfering.",
  },
  {
    id: "WK-048",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The two witnesses\' statements corroborate each other on the time of the explosion", the word *corroborate* most nearly means',
    options: ["contradict", "copy", "criticize", "confirm"],
    answer: 3,
    explanation:
      "To corroborate is to support or confirm with additional evidence: two separate witnesses agree on the time. Contradict is the opposite, and copy is wrong because corroborating statements agree independently rather than by repeating each other.",
  },
  {
    id: "WK-049",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "Before the river crested, the crew worked to fortify the levee with sandbags", the word *fortify* most nearly means',
    options: ["measure", "strengthen", "straighten", "inspect"],
    answer: 1,
    explanation:
      'To fortify is to strengthen, especially against attack or damage; it comes from the Latin fortis, "strong." Straighten only sounds similar, and inspect is a reasonable step before a flood, but adding sandbags makes the levee stronger, which is what fortify means.',
  },
  {
    id: "WK-050",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "Several of the old bridge\'s supports were cracked, leaving it in a precarious condition", the word *precarious* most nearly means',
    options: ["ancient", "expensive", "neglected", "unstable"],
    answer: 3,
    explanation:
      "Precarious means dangerously unstable or insecure; a bridge with cracked supports might collapse. Neglected is tempting because the bridge may not have been maintained, but precarious describes the risk of falling, not how the bridge got that way.",
  },
  {
    id: "WK-051",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "The peace talks foundered when neither side would give up any territory", the word *foundered* most nearly means',
    options: ["failed", "were established", "resumed", "expanded"],
    answer: 0,
    explanation:
      'To founder is to fail or collapse, like a ship that fills with water and sinks. "Were established" is the trap because founder looks like found (to establish), but talks that stall when neither side gives ground have failed.',
  },
  {
    id: "WK-052",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The doctor said the growth was benign and would not need treatment", the word *benign* most nearly means',
    options: ["painful", "contagious", "harmless", "serious"],
    answer: 2,
    explanation:
      "Benign means not harmful; in medicine, a benign growth is not cancerous, which is why no treatment was needed. Serious is the opposite, and contagious describes infections that spread from person to person, which a growth does not.",
  },
  {
    id: "WK-053",
    topic: "words in context",
    difficulty: "easy",
    stem: 'In the sentence "The inspector found the mess hall immaculate, with not a crumb on the floor", the word *immaculate* most nearly means',
    options: ["crowded", "outdated", "spotless", "acceptable"],
    answer: 2,
    explanation:
      'Immaculate means perfectly clean, so spotless is correct; the clue "not a crumb" confirms it (from the Latin macula, "spot"). Acceptable is too weak: an immaculate room is flawless, not merely good enough.',
  },
  {
    id: "WK-054",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The witness was reticent, answering each question in as few words as possible", the word *reticent* most nearly means',
    options: ["reserved", "truthful", "confused", "frightened"],
    answer: 0,
    explanation:
      "Reticent means inclined to keep one's thoughts to oneself, so reserved is correct; the short answers show it. Frightened is tempting because a nervous witness may say little, but reticent describes an unwillingness to talk, not fear.",
  },
  {
    id: "WK-055",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "The colonel tried to temper the recruits\' excitement with a warning about the hard weeks ahead", the word *temper* most nearly means',
    options: ["anger", "test", "display", "moderate"],
    answer: 3,
    explanation:
      "As a verb, temper means to soften or moderate: the warning tones down the recruits' excitement. Anger is the trap, since a person's temper can mean a tendency toward anger, but that noun sense does not fit this verb.",
  },
  {
    id: "WK-056",
    topic: "words in context",
    difficulty: "medium",
    stem: 'In the sentence "The defense attorney tried to discredit the witness by pointing out errors in her earlier statements", the word *discredit* most nearly means',
    options: ["stand up for", "cast doubt on", "pay a visit to", "ask questions of"],
    answer: 1,
    explanation:
      'To discredit is to make others doubt a person\'s reliability or truthfulness; pointing out earlier errors does exactly that. "Ask questions of" is tempting because attorneys do question witnesses, but discredit names the goal of the questioning: damaging her credibility.',
  },
  {
    id: "WK-057",
    topic: "words in context",
    difficulty: "hard",
    stem: 'In the sentence "By the fourth hour of the night shift, the guard\'s attention began to flag", the word *flag* most nearly means',
    options: ["signal", "sharpen", "shift", "weaken"],
    answer: 3,
    explanation:
      "As a verb, flag can mean to lose energy or grow weaker, as when a tired runner's pace flags. Signal is the trap, from the sense of waving a flag, but attention cannot signal; after four hours on watch, it is fading.",
  },

  // ---------------------------------------------------------------- word parts
  {
    id: "WK-058",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The prefix "mal-" in "malnourished" means',
    options: ["without", "badly", "again", "before"],
    answer: 1,
    explanation:
      'Mal- means "bad" or "badly," so a malnourished person is badly nourished, as in malfunction and malpractice. Without is tempting because a malnourished person may lack food, but the prefix signals poor quality, not absence; compare the suffix -less, which means "without."',
  },
  {
    id: "WK-059",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The prefix "pre-" in "precaution" means',
    options: ["against", "after", "before", "again"],
    answer: 2,
    explanation:
      'Pre- means "before," so a precaution is an action taken beforehand to prevent harm, as in preview and prepay. Against is tempting because precautions guard against danger, but that idea comes from the whole word; the prefix meaning "against" is anti-.',
  },
  {
    id: "WK-060",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The root "aud" in "audible" means',
    options: ["hear", "see", "speak", "touch"],
    answer: 0,
    explanation:
      'The root aud means "hear," so an audible sound is one that can be heard, as in audience and audio. The root for "see" is vis (visible), and roots for "speak" include dict and loqu.',
  },
  {
    id: "WK-061",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The prefix "circum-" in "circumnavigate" means',
    options: ["around", "across", "under", "beyond"],
    answer: 0,
    explanation:
      'Circum- means "around," so to circumnavigate is to sail or travel all the way around something, such as the globe; compare circumference. Across is tempting because a voyage crosses oceans, but the prefix meaning "across" is trans-, as in transatlantic.',
  },
  {
    id: "WK-062",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The root "chron" in "chronological" means',
    options: ["order", "logic", "time", "color"],
    answer: 2,
    explanation:
      'Chron comes from the Greek word for "time," as in chronic (lasting a long time) and synchronize. Order is tempting because chronological means arranged in order, but the root supplies only the idea of time; the full word means "in order of time."',
  },
  {
    id: "WK-063",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The suffix "-cide" in "pesticide" means',
    options: ["spraying", "killing", "protecting", "growing"],
    answer: 1,
    explanation:
      'The suffix -cide means "killing" or "killer," so a pesticide is a substance that kills pests, as in herbicide and insecticide. Spraying is tempting because pesticides are often sprayed, but that describes how they are applied, not what the suffix means.',
  },
  {
    id: "WK-064",
    topic: "word parts",
    difficulty: "hard",
    stem: 'The prefix "a-" in "amoral" means',
    options: ["wrongly", "against", "very", "without"],
    answer: 3,
    explanation:
      'The prefix a- means "not" or "without," so an amoral person is without moral standards, as in atypical and asymmetrical. Wrongly is the trap: an immoral person knowingly does wrong, while an amoral person lacks any sense of right and wrong.',
  },
  {
    id: "WK-065",
    topic: "word parts",
    difficulty: "hard",
    stem: 'The root "loqu" in "eloquent" means',
    options: ["think", "speak", "shine", "flow"],
    answer: 1,
    explanation:
      'The root loqu comes from the Latin loqui, "to speak," as in loquacious (talkative) and colloquial. Flow is tempting because eloquent speech seems to flow smoothly, but that describes eloquence, not the meaning of the root.',
  },
];
