import type { AuthoredItem } from "../../types";

/** Word Knowledge synonym items: "X most nearly means". */
export const WK_SYNONYMS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "WK-066",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Feeble most nearly means",
    options: ["angry", "weak", "clumsy", "elderly"],
    answer: 1,
    explanation:
      'Feeble means lacking physical strength, so weak is the match: "a feeble attempt to lift the crate." Elderly is tempting because old age can bring weakness, but a feeble person may be any age, and an elderly person may be strong.',
  },
  {
    id: "WK-067",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Vital most nearly means",
    options: ["optional", "harmful", "recent", "essential"],
    answer: 3,
    explanation:
      'Vital means absolutely necessary, so essential is correct: "Water is vital on a desert march." Optional is the opposite, and harmful and recent describe other qualities entirely.',
  },
  {
    id: "WK-068",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Hasty most nearly means",
    options: ["careful", "angry", "noisy", "hurried"],
    answer: 3,
    explanation:
      'Hasty means done too quickly, often without enough thought, so hurried is the match: "a hasty decision." Careful is the opposite, and angry is tempting only because people who act hastily may be upset; the word describes speed, not mood.',
  },
  {
    id: "WK-069",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Drowsy most nearly means",
    options: ["dizzy", "hungry", "sleepy", "grumpy"],
    answer: 2,
    explanation:
      "Drowsy means sleepy and half awake, as after a long night watch. Dizzy is the tempting choice because some medicines cause both, but dizziness is a spinning, unsteady feeling, not a need for sleep.",
  },
  {
    id: "WK-070",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Tranquil most nearly means",
    options: ["distant", "crowded", "gloomy", "calm"],
    answer: 3,
    explanation:
      'Tranquil means free from disturbance, so calm is correct: "a tranquil lake at dawn." Crowded is nearly the opposite, and gloomy is tempting because quiet places can seem dark, but tranquil carries a peaceful, pleasant feeling.',
  },
  {
    id: "WK-071",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Sturdy most nearly means",
    options: ["heavy", "short", "strong", "rough"],
    answer: 2,
    explanation:
      "Sturdy means strongly built and hard to break, as in a sturdy table or sturdy boots. Heavy is tempting because sturdy things are often solid, but a sturdy object can be light, and a heavy one can be flimsy.",
  },
  {
    id: "WK-072",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Inquire most nearly means",
    options: ["ask", "answer", "complain", "argue"],
    answer: 0,
    explanation:
      'To inquire is to ask for information: "She inquired about the bus schedule." Answer is the opposite action, and complain is tempting because people often inquire when something is wrong, but complaining expresses displeasure rather than seeking information.',
  },
  {
    id: "WK-073",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Swift most nearly means",
    options: ["steady", "silent", "fast", "strong"],
    answer: 2,
    explanation:
      'Swift means moving or happening quickly, so fast is correct: "a swift response to the alarm." Steady describes an even pace, which may be slow, and silent describes sound, not speed.',
  },
  {
    id: "WK-074",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Courteous most nearly means",
    options: ["brave", "polite", "honest", "shy"],
    answer: 1,
    explanation:
      'Courteous means polite and respectful toward others: "The courteous clerk thanked every customer." Shy is tempting because quiet people may seem polite, but shyness is nervousness around others, not good manners.',
  },
  {
    id: "WK-075",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Peril most nearly means",
    options: ["warning", "shelter", "danger", "mistake"],
    answer: 2,
    explanation:
      'Peril means serious danger: "The crew was in peril when the storm hit." Warning is tempting because warnings are given about peril, but a warning is the notice, not the danger itself; shelter is protection from danger.',
  },
  {
    id: "WK-076",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Immense most nearly means",
    options: ["huge", "heavy", "ancient", "crowded"],
    answer: 0,
    explanation:
      'Immense means extremely large, so huge is the match: "an immense aircraft hangar." Heavy is tempting because big objects are often heavy, but immense describes size, not weight.',
  },
  {
    id: "WK-077",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Cease most nearly means",
    options: ["begin", "hurry", "seize", "stop"],
    answer: 3,
    explanation:
      'To cease is to stop or come to an end: "Cease fire!" Begin is the opposite, and seize only sounds like cease; it means to grab or take hold of.',
  },
  {
    id: "WK-078",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Timid most nearly means",
    options: ["clumsy", "lazy", "shy", "rude"],
    answer: 2,
    explanation:
      'Timid means lacking courage or confidence, so shy is the match: "a timid puppy that hid under the bed." Lazy is tempting because a timid person may hold back, but timidity comes from fear, not from unwillingness to work.',
  },
  {
    id: "WK-079",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Alter most nearly means",
    options: ["repair", "change", "build", "borrow"],
    answer: 1,
    explanation:
      "To alter is to change something, as when a tailor alters a uniform to fit. Repair is tempting because repairing also changes an object, but it means fixing something broken; an alteration can be made to something in perfect condition.",
  },
  {
    id: "WK-080",
    topic: "synonyms",
    difficulty: "easy",
    stem: "Adequate most nearly means",
    options: ["sufficient", "excellent", "expensive", "early"],
    answer: 0,
    explanation:
      'Adequate means enough for the need, so sufficient is correct: "adequate water for a three-day patrol." Excellent is the trap: adequate means good enough, not outstanding.',
  },
  {
    id: "WK-081",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Prudent most nearly means",
    options: ["proud", "sensible", "stingy", "shy"],
    answer: 1,
    explanation:
      'Prudent means showing good judgment and care for the future, so sensible is correct: "It is prudent to check the weather before a hike." Stingy is tempting because prudent people are careful with money, but stinginess is an unwillingness to spend at all; proud only looks similar.',
  },
  {
    id: "WK-082",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Novice most nearly means",
    options: ["beginner", "expert", "author", "helper"],
    answer: 0,
    explanation:
      'A novice is a person new to an activity, so beginner is correct: "a novice at map reading." Expert is the opposite, and helper is tempting because beginners often assist others, but novice describes lack of experience, not a role.',
  },
  {
    id: "WK-083",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Lethargic most nearly means",
    options: ["sluggish", "forgetful", "irritable", "tearful"],
    answer: 0,
    explanation:
      'Lethargic means lacking energy and slow to act, so sluggish is the match: "The heat left the whole squad lethargic." Irritable is tempting because tired people can be short-tempered, but lethargic describes low energy, not a bad temper.',
  },
  {
    id: "WK-084",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Benevolent most nearly means",
    options: ["wealthy", "strict", "clever", "kind"],
    answer: 3,
    explanation:
      'Benevolent means well-meaning and kind: "a benevolent fund for soldiers\' families." Wealthy is tempting because benevolent people often give money, but benevolence is about good will; the root bene- means "good" or "well."',
  },
  {
    id: "WK-085",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Frugal most nearly means",
    options: ["thrifty", "fragile", "greedy", "wasteful"],
    answer: 0,
    explanation:
      'Frugal means careful not to waste money or resources, so thrifty is correct: "a frugal soldier who saved most of his pay." Greedy is tempting because both involve money, but a greedy person wants more, while a frugal one simply spends little; wasteful is the opposite.',
  },
  {
    id: "WK-086",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Adversary most nearly means",
    options: ["adviser", "opponent", "ally", "witness"],
    answer: 1,
    explanation:
      'An adversary is an opponent or enemy: "The two teams were longtime adversaries." Ally is the opposite, and adviser only looks similar; an adviser gives counsel rather than opposing you.',
  },
  {
    id: "WK-087",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Deplete most nearly means",
    options: ["fill up", "mix up", "look up", "use up"],
    answer: 3,
    explanation:
      'To deplete is to use up a supply until little or none is left: "The long patrol depleted the water supply." Fill up is the opposite, as in replenish, and the other phrases have nothing to do with reducing a supply.',
  },
  {
    id: "WK-088",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Cordial most nearly means",
    options: ["formal", "friendly", "brief", "nervous"],
    answer: 1,
    explanation:
      'Cordial means warm and friendly: "a cordial welcome for the visiting officers." Formal is tempting because cordial greetings are often polite and proper, but a formal greeting can be cold, while a cordial one is warm.',
  },
  {
    id: "WK-089",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Elated most nearly means",
    options: ["relieved", "joyful", "surprised", "exhausted"],
    answer: 1,
    explanation:
      'Elated means extremely happy and excited, so joyful is correct: "She was elated when she made the team." Relieved is tempting because good news can bring relief, but relief is release from worry, not high spirits; surprised describes the unexpected, not happiness.',
  },
  {
    id: "WK-090",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Obstinate most nearly means",
    options: ["stubborn", "obvious", "obedient", "obscure"],
    answer: 0,
    explanation:
      'Obstinate means stubbornly refusing to change one\'s mind: "The obstinate mule would not cross the stream." Obedient looks similar but means nearly the opposite, and obvious and obscure only share the first letters.',
  },
  {
    id: "WK-091",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Jeopardize most nearly means",
    options: ["protect", "endanger", "criticize", "imitate"],
    answer: 1,
    explanation:
      'To jeopardize is to put something at risk, so endanger is correct: "Talking about the mission could jeopardize it." Protect is the opposite, and criticize is tempting because criticism can hurt a plan, but jeopardize means exposing it to danger, not finding fault with it.',
  },
  {
    id: "WK-092",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Aloof most nearly means",
    options: ["distant", "cheerful", "foolish", "lonely"],
    answer: 0,
    explanation:
      'Aloof means cool and reserved, keeping apart from others, so distant (in manner) is the match: "The new officer seemed aloof at first." Lonely is the trap: an aloof person chooses to stay apart, while a lonely person wants company.',
  },
  {
    id: "WK-093",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Vigilant most nearly means",
    options: ["violent", "watchful", "brave", "honest"],
    answer: 1,
    explanation:
      'Vigilant means keeping careful watch for danger, so watchful is correct: "Sentries must stay vigilant all night." Brave is tempting because guards need courage, but vigilance is alertness, not courage; violent only looks similar.',
  },
  {
    id: "WK-094",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Tedious most nearly means",
    options: ["difficult", "dangerous", "brief", "boring"],
    answer: 3,
    explanation:
      'Tedious means long, dull, and tiresome, so boring is correct: "the tedious job of counting every bolt." Difficult is the trap: a tedious task is often easy but dull, while a difficult task may be exciting.',
  },
  {
    id: "WK-095",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Ponder most nearly means",
    options: ["wander", "explain", "consider", "forget"],
    answer: 2,
    explanation:
      'To ponder is to think about something carefully, so consider is correct: "He pondered the offer for a week." Wander only sounds similar, and explain is tempting, but explaining communicates a thought, while pondering happens in one\'s own mind.',
  },
  {
    id: "WK-096",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Wary most nearly means",
    options: ["weary", "angry", "cautious", "wealthy"],
    answer: 2,
    explanation:
      'Wary means watchful and cautious about possible danger: "Be wary of strangers offering free tickets." Weary is the look-alike trap; it means tired.',
  },
  {
    id: "WK-097",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Conspicuous most nearly means",
    options: ["noticeable", "suspicious", "hidden", "careful"],
    answer: 0,
    explanation:
      'Conspicuous means easy to see or notice, so noticeable is correct: "Bright orange vests make road crews conspicuous." Hidden is the opposite, and suspicious is tempting because both words sound similar and a conspicuous person may draw attention, but suspicious means causing or feeling distrust.',
  },
  {
    id: "WK-098",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Commence most nearly means",
    options: ["conclude", "begin", "comment", "combine"],
    answer: 1,
    explanation:
      'To commence is to begin: "The ceremony will commence at 0900." Conclude is the opposite, and comment and combine only share the first letters.',
  },
  {
    id: "WK-099",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Emulate most nearly means",
    options: ["admire", "excuse", "ignore", "imitate"],
    answer: 3,
    explanation:
      'To emulate is to copy someone, especially in the hope of equaling them, so imitate is correct: "Recruits try to emulate their drill sergeant." Admire is tempting because people usually emulate those they admire, but admiring is a feeling, while emulating is action.',
  },
  {
    id: "WK-100",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Alleviate most nearly means",
    options: ["elevate", "aggravate", "relieve", "postpone"],
    answer: 2,
    explanation:
      'To alleviate is to make pain or trouble less severe, so relieve is correct: "Ice will alleviate the swelling." Elevate is the look-alike trap (it means raise), and aggravate is the opposite.',
  },
  {
    id: "WK-101",
    topic: "synonyms",
    difficulty: "medium",
    stem: "Placate most nearly means",
    options: ["irritate", "mislead", "soothe", "praise"],
    answer: 2,
    explanation:
      'To placate is to calm someone who is angry by making concessions, so soothe is the closest match: "The manager placated the upset customer with a refund." Irritate is the opposite, and praise is tempting because compliments can calm people, but placate describes the calming, not the compliment.',
  },
  {
    id: "WK-102",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Ubiquitous most nearly means",
    options: ["unique", "unusual", "uncertain", "widespread"],
    answer: 3,
    explanation:
      'Ubiquitous means found everywhere, so widespread is the best match: "Cell phones have become ubiquitous." Unique and unusual are nearly the opposite; something ubiquitous is common, not rare.',
  },
  {
    id: "WK-103",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Cantankerous most nearly means",
    options: ["irritable", "careless", "talkative", "cunning"],
    answer: 0,
    explanation:
      'Cantankerous means bad-tempered and quick to argue, so irritable is correct: "a cantankerous old sergeant." Talkative is tempting because a cantankerous person may complain a lot, but the word describes a sour temper, not how much someone speaks.',
  },
  {
    id: "WK-104",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Capricious most nearly means",
    options: ["cautious", "unpredictable", "stubborn", "affectionate"],
    answer: 1,
    explanation:
      'Capricious means given to sudden, unaccountable changes of mood or behavior, so unpredictable is correct: "capricious mountain weather." Stubborn is nearly the opposite: a stubborn person will not change, while a capricious one changes on a whim.',
  },
  {
    id: "WK-105",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Magnanimous most nearly means",
    options: ["gigantic", "generous", "arrogant", "cheerful"],
    answer: 1,
    explanation:
      'Magnanimous means generous and forgiving, especially toward a rival: "She was magnanimous in victory." Gigantic is the trap: the root magn- means "great," but here it describes a great spirit, not great size.',
  },
  {
    id: "WK-106",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Pragmatic most nearly means",
    options: ["idealistic", "pompous", "dramatic", "practical"],
    answer: 3,
    explanation:
      'Pragmatic means dealing with things sensibly and realistically, so practical is correct: "a pragmatic solution that used the parts on hand." Idealistic is nearly the opposite, since an idealist aims for how things should be rather than what works.',
  },
  {
    id: "WK-107",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Recalcitrant most nearly means",
    options: ["forgetful", "recovering", "uncooperative", "apologetic"],
    answer: 2,
    explanation:
      'Recalcitrant means stubbornly resisting authority or control, so uncooperative is correct: "a recalcitrant prisoner who refused every order." Recovering is a look-alike trap suggested by the re- beginning, and apologetic is nearly the opposite.',
  },
  {
    id: "WK-108",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Innocuous most nearly means",
    options: ["infectious", "concealed", "irritating", "harmless"],
    answer: 3,
    explanation:
      'Innocuous means not harmful or offensive, so harmless is correct: "an innocuous question about the weather." Infectious is the trap for anyone who links the word with medical terms such as inoculate, but innocuous means the opposite of dangerous.',
  },
  {
    id: "WK-109",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Lucrative most nearly means",
    options: ["profitable", "lucky", "legal", "ridiculous"],
    answer: 0,
    explanation:
      'Lucrative means producing a lot of money, so profitable is correct: "a lucrative contract." Lucky is the look-alike trap; a lucrative deal may come from hard work rather than luck, and legal describes whether something is allowed, not whether it pays.',
  },
  {
    id: "WK-110",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Disparage most nearly means",
    options: ["separate", "belittle", "encourage", "exaggerate"],
    answer: 1,
    explanation:
      'To disparage is to speak of someone or something as unimportant or bad, so belittle is correct: "Do not disparage a teammate\'s effort." Separate is the trap suggested by disparate and part, and encourage is the opposite.',
  },
  {
    id: "WK-111",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Exacerbate most nearly means",
    options: ["worsen", "relieve", "exaggerate", "examine"],
    answer: 0,
    explanation:
      'To exacerbate is to make a problem or pain worse: "Scratching will exacerbate the rash." Relieve is the opposite, and exaggerate is the look-alike trap; exaggerating makes something sound worse than it is, while exacerbating actually makes it worse.',
  },
  {
    id: "WK-112",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Ostentatious most nearly means",
    options: ["stubborn", "showy", "outdated", "cautious"],
    answer: 1,
    explanation:
      'Ostentatious means designed to impress or attract notice, so showy is correct: "an ostentatious gold watch." Cautious is nearly the opposite, and outdated is tempting only because old-fashioned displays can seem excessive.',
  },
  {
    id: "WK-113",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Venerable most nearly means",
    options: ["vulnerable", "powerful", "respected", "generous"],
    answer: 2,
    explanation:
      'Venerable means deserving great respect, usually because of age, wisdom, or character: "the venerable chaplain." Vulnerable is the look-alike trap; it means open to attack or harm. Powerful is tempting, but a venerable person is honored, not necessarily powerful.',
  },
  {
    id: "WK-114",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Audacious most nearly means",
    options: ["noisy", "bold", "greedy", "clumsy"],
    answer: 1,
    explanation:
      'Audacious means daring and willing to take risks, so bold is correct: "an audacious night raid." Noisy is the trap suggested by the root aud ("hear"), as in audio, but audacious comes from a different Latin word, audax, meaning "bold."',
  },
  {
    id: "WK-115",
    topic: "synonyms",
    difficulty: "hard",
    stem: "Gregarious most nearly means",
    options: ["greedy", "grateful", "sociable", "gloomy"],
    answer: 2,
    explanation:
      'Gregarious means fond of company, so sociable is correct: "a gregarious soldier who knew everyone in the battalion." Greedy and grateful only look similar; the root greg means "flock" or "group," as in congregate.',
  },
];
