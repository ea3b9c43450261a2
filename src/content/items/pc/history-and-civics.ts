import type { AuthoredItem } from "../../types";

/** PC items on passages about US history and civics (PC-P46 to PC-P64). */
export const PC_HISTORY_AND_CIVICS_ITEMS: readonly AuthoredItem[] = [
  // PC-P46 The Louisiana Purchase
  {
    id: "PC-115",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P46",
    stem: "According to the passage, what did Jefferson at first hope to buy?",
    options: [
      "the entire Louisiana territory",
      "the port of New Orleans",
      "land along the Canadian border",
      "farmland east of the Mississippi",
    ],
    answer: 1,
    explanation:
      'The passage says Jefferson "had at first hoped to buy little more than New Orleans." The entire territory was what France offered later, and the passage mentions no plan to buy land near Canada or east of the Mississippi.',
  },
  {
    id: "PC-116",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P46",
    stem: "It can be inferred from the passage that France's offer",
    options: [
      "was turned down at first by Jefferson's representatives",
      "included land that Lewis and Clark had already explored",
      "went far beyond what Jefferson had set out to obtain",
      "was made only after the Constitution was amended",
    ],
    answer: 2,
    explanation:
      'Jefferson hoped to buy little more than New Orleans, but France offered the whole territory, which doubled the nation\'s size, so the offer was much larger than his goal. The representatives "quickly agreed," Lewis and Clark explored the land after the purchase, and the passage says Jefferson went ahead even though the Constitution said nothing about buying land.',
  },
  {
    id: "PC-117",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P46",
    stem: "The author mentions that the Constitution said nothing about buying land in order to",
    options: [
      "explain why Jefferson briefly hesitated",
      "argue that the purchase was against the law",
      "show that France distrusted the United States",
      "describe how the price was finally agreed on",
    ],
    answer: 0,
    explanation:
      'The detail is given as the reason Jefferson "hesitated briefly." The author does not argue that the purchase was illegal, and the sentence has nothing to do with France\'s attitude or with settling the price.',
  },
  {
    id: "PC-118",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P46",
    stem: "As used in the passage, the word *hesitated* most nearly means",
    options: ["complained loudly", "refused firmly", "acted at once", "paused in doubt"],
    answer: 3,
    explanation:
      'Jefferson hesitated briefly because the Constitution said nothing about buying land, and then he decided to go ahead, so he paused in doubt. He did not refuse, since he made the purchase, and "acted at once" is the opposite of hesitating.',
  },

  // PC-P47 The First Ten Amendments
  {
    id: "PC-119",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P47",
    stem: "According to the passage, which of these happened first?",
    options: [
      "Critics objected that rights were not listed.",
      "James Madison drafted a set of amendments.",
      "Congress sent the amendments to the states.",
      "The states ratified ten of the proposed amendments.",
    ],
    answer: 0,
    explanation:
      "The Anti-Federalists objected when the Constitution was sent to the states in 1787; their objection led to the promise of amendments. Madison's draft, Congress sending the amendments out, and ratification in 1791 all followed in that order.",
  },
  {
    id: "PC-120",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P47",
    stem: "As used in the passage, the word *ratified* most nearly means",
    options: ["written", "debated", "formally approved", "publicly criticized"],
    answer: 2,
    explanation:
      "After Congress sent the amendments to the states, ten of them were ratified and became the Bill of Rights, so ratified means formally approved. Madison had already written them, and debate or criticism would not make them part of the Constitution.",
  },
  {
    id: "PC-121",
    topic: "main idea",
    difficulty: "hard",
    passageId: "PC-P47",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "James Madison was the most important writer of the Constitution.",
      "The Bill of Rights was added to answer fears about a strong national government.",
      "The Anti-Federalists refused to accept the Constitution under any conditions.",
      "Freedom of the press is the most important right in the Constitution.",
    ],
    answer: 1,
    explanation:
      "The passage explains that critics feared a powerful government and that the Bill of Rights was added to win their support. Madison's drafting is one detail; the passage shows the Anti-Federalists could be won over by a promise, and it never ranks one right above the others.",
  },
  {
    id: "PC-122",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P47",
    stem: "According to the passage, which of these does the Bill of Rights guarantee?",
    options: ["a government job", "a college education", "a fair trial", "the right to own land"],
    answer: 2,
    explanation:
      "The passage says the amendments protect freedom of speech, press, and religion, guarantee a fair trial, and limit searches and seizures by the government. Education, jobs, and land ownership are not among the protections it lists.",
  },

  // PC-P48 Checks and Balances
  {
    id: "PC-123",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P48",
    stem: "As used in the passage, the word *restrain* most nearly means",
    options: ["to replace", "to imitate", "to advise", "to limit"],
    answer: 3,
    explanation:
      "Each branch has ways to restrain, or limit, the others, as the examples of the veto and Senate approval show. The branches do not replace, advise, or imitate one another in those examples; they hold one another back.",
  },
  {
    id: "PC-124",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P48",
    stem: "Based on the passage, what would happen if the Senate refused to approve a person the President named as a federal judge?",
    options: [
      "The courts would decide whether the person could serve.",
      "Congress could override the Senate with a two-thirds vote.",
      "The person would not become a federal judge.",
      "The person would serve until the next election.",
    ],
    answer: 2,
    explanation:
      "The passage says the Senate must approve the President's appointments to the federal courts, so without approval the person cannot take the post. The two-thirds override applies to presidential vetoes, not to Senate votes, and nothing gives the courts or an election a role in appointments.",
  },
  {
    id: "PC-125",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P48",
    stem: "The last sentence of the passage mainly serves to",
    options: [
      "explain why the writers accepted a slower government",
      "suggest that the veto should be used less often",
      "criticize the Constitution for making government too slow",
      "show that the courts are the strongest branch",
    ],
    answer: 0,
    explanation:
      "The last sentence admits that the system can be slow but says its designers considered delay a fair price for protecting liberty, which explains why they accepted it. It is not a criticism, it does not address how often vetoes are used, and it does not rank the branches.",
  },

  // PC-P49 The Pony Express
  {
    id: "PC-126",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P49",
    stem: "According to the passage, what happened soon after a telegraph line was completed across the continent?",
    options: [
      "Stagecoaches began carrying the mail again.",
      "The Pony Express closed.",
      "Riders began switching horses more often.",
      "Mail began reaching California in ten days.",
    ],
    answer: 1,
    explanation:
      'The passage says the telegraph was finished in October 1861 and that "the Pony Express closed soon afterward." The ten-day delivery had already been achieved by the Pony Express before then, and nothing is said about stagecoaches returning or changes in the relay system.',
  },

  // PC-P50 Clara Barton
  {
    id: "PC-127",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P50",
    stem: "According to the passage, which did Clara Barton do after the Civil War but before founding the American Red Cross?",
    options: [
      "worked as a clerk in the capital, Washington, D.C.",
      "carried supplies to battlefields",
      "led the American Red Cross for twenty years",
      "learned about the Red Cross movement in Europe",
    ],
    answer: 3,
    explanation:
      "After the war she searched for missing soldiers and later learned about the International Red Cross while in Europe; she founded the American branch in 1881. She worked as a clerk and carried supplies during the war, and she led the Red Cross only after founding it.",
  },
  {
    id: "PC-128",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P50",
    stem: "The passage is mainly about",
    options: [
      "how Barton's wartime relief work led to the American Red Cross",
      "how the International Red Cross was first started in Europe",
      "why soldiers called Clara Barton the Angel of the Battlefield",
      "the kinds of government jobs open to women in Washington, D.C.",
    ],
    answer: 0,
    explanation:
      "The passage follows Barton from her wartime relief work to her founding of the American Red Cross. The nickname is one detail, the passage does not explain how the International Red Cross began, and her clerk job is mentioned only as her starting point.",
  },

  // PC-P51 Registering to Vote
  {
    id: "PC-129",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P51",
    stem: "The main purpose of the passage is to",
    options: [
      "persuade states to allow voters to register on Election Day",
      "explain how voters decide which candidates to support",
      "advise readers to check their state's registration rules",
      "describe the history of voting rights in the United States",
    ],
    answer: 2,
    explanation:
      "The passage describes different ways and deadlines for registering, stresses that requirements vary, and ends with advice to check one's own state's rules early. It takes no side on Election Day registration, and it does not discuss choosing candidates or the history of voting rights.",
  },
  {
    id: "PC-130",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P51",
    stem: "Based on the passage, a voter who moved to a new address last month should most likely",
    options: [
      "vote at the old address one final time",
      "wait until Election Day to register again",
      "stop voting until the next census is taken",
      "update the registration before the deadline",
    ],
    answer: 3,
    explanation:
      "The passage says a voter who moves usually needs to update his or her registration and that most states set deadlines before an election. Registering on Election Day works only in some states, and the passage gives no support for voting at an old address or waiting for a census.",
  },

  // PC-P52 The Homestead Act
  {
    id: "PC-131",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P52",
    stem: "According to the passage, how long did a settler have to live on and farm the land before receiving the title?",
    options: ["five years", "six years", "eight years", "ten years"],
    answer: 0,
    explanation:
      'The passage says a settler had to live on the land, build a home, and farm it "for five years before receiving the title." The other numbers do not appear in the passage.',
  },
  {
    id: "PC-132",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P52",
    stem: "Based on the passage, a settler who built a home and farmed a claim for three years and then moved away would most likely",
    options: [
      "be allowed to sell the claim for a profit",
      "not receive the title to the land",
      "receive the title after paying a larger fee",
      "receive half of the 160 acres",
    ],
    answer: 1,
    explanation:
      "The title came only after five years of living on and farming the land, so leaving after three years would mean not meeting the requirement. The passage describes no partial grants, larger fees, or sale of unfinished claims.",
  },
  {
    id: "PC-133",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P52",
    stem: "As used in the passage, the word *title* most nearly means",
    options: ["legal ownership", "a printed heading", "a formal rank", "the name of a farm"],
    answer: 0,
    explanation:
      "A settler received the title to the land only after meeting the requirements, so here title means legal ownership. A name, a rank, and a heading are other meanings of the word that do not fit a claim to land.",
  },

  // PC-P53 Winning the Vote for Women
  {
    id: "PC-134",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P53",
    stem: "According to the passage, which event came last?",
    options: [
      "Several western states let women vote.",
      "Congress approved a constitutional amendment.",
      "The Seneca Falls meeting issued a declaration.",
      "The Nineteenth Amendment was ratified.",
    ],
    answer: 3,
    explanation:
      "The Seneca Falls meeting was in 1848, western states granted the vote over the following decades, Congress approved the amendment in 1919, and ratification came in 1920, the last of these events.",
  },
  {
    id: "PC-135",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P53",
    stem: "Which title best fits the passage?",
    options: [
      "The Life and Work of Susan B. Anthony",
      "Why Western States Acted First",
      "A Long Campaign for the Vote",
      "The Meeting at Seneca Falls in 1848",
    ],
    answer: 2,
    explanation:
      "The passage traces the effort from 1848 to ratification in 1920, a campaign of more than seventy years. Anthony, the western states, and Seneca Falls are each only part of that story, and the passage never explains why western states acted first.",
  },

  // PC-P54 The Corps of Discovery
  {
    id: "PC-136",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P54",
    stem: "According to the passage, when did Sacagawea join the expedition?",
    options: [
      "during the group's first winter among the Mandan",
      "before the group left St. Louis",
      "while the group was crossing the Rocky Mountains",
      "after the group reached the Pacific coast",
    ],
    answer: 0,
    explanation:
      "The passage says the explorers met Sacagawea while spending their first winter among the Mandan people. The Rocky Mountain crossing came the following year, the Pacific was reached in November 1805, and she was not part of the group at the start.",
  },

  // PC-P55 Frederick Douglass
  {
    id: "PC-137",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P55",
    stem: "The author mentions that some listeners doubted Douglass had ever been enslaved in order to",
    options: [
      "suggest that Douglass exaggerated his own past",
      "explain why Douglass wrote a detailed autobiography",
      "show that his speeches drew only small crowds",
      "criticize the people who attended his speeches",
    ],
    answer: 1,
    explanation:
      'The doubters are mentioned right before the statement that Douglass wrote his autobiography "to answer them," naming people and places from his past, so the detail explains why he wrote the book. The passage never suggests he exaggerated, says nothing about the size of his crowds, and does not criticize his audiences.',
  },
  {
    id: "PC-138",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P55",
    stem: "As used in the passage, the word *eloquent* most nearly means",
    options: ["well educated", "persuasive", "angry", "widely known"],
    answer: 1,
    explanation:
      'Douglass was a "powerful speaker," so eloquent that listeners doubted his past; the word means expressive and persuasive in speech. "Well educated" is tempting because he learned to read, but eloquent describes how he spoke, not his schooling; "widely known" and "angry" do not fit.',
  },
  {
    id: "PC-139",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P55",
    stem: "The passage suggests that learning to read affected Douglass by",
    options: [
      "earning him a job with a newspaper",
      "making it easy for him to escape unnoticed",
      "convincing his owner to free him",
      "helping him understand how unjust slavery was",
    ],
    answer: 3,
    explanation:
      'Douglass said reading "opened his eyes to the injustice of his condition," which means it helped him see slavery as unjust. The passage says he escaped, not that he was freed, and it does not connect reading to how he escaped or to a newspaper job; he later founded his own paper.',
  },

  // PC-P56 The Electoral College
  {
    id: "PC-140",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P56",
    stem: "According to the passage, how many electoral votes does a candidate need to win the presidency?",
    options: ["at least 270", "at least 269", "at least 435", "at least 538"],
    answer: 0,
    explanation:
      "The passage says there are 538 electors in total and a candidate needs at least 270, a majority. 538 is the total number of electors, and 269 is exactly half, which is not a majority.",
  },
  {
    id: "PC-141",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P56",
    stem: "Based on the passage, how can a candidate win the presidency without winning the most votes nationwide?",
    options: [
      "Electors may ignore the results of the popular vote in their states.",
      "Narrow wins in many states can outweigh wide losses in others.",
      "Senators cast extra votes when an election is very close.",
      "The District of Columbia breaks any tie between the candidates.",
    ],
    answer: 1,
    explanation:
      'Because the winner of a state\'s popular vote takes all its electors, a candidate who wins enough states by small margins can collect 270 electoral votes while the opponent piles up large, "wasted" margins elsewhere. The passage says nothing about electors ignoring results, senators voting extra, or D.C. breaking ties.',
  },

  // PC-P57 The Civilian Conservation Corps
  {
    id: "PC-142",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P57",
    stem: "What is the main idea of the passage?",
    options: [
      "The CCC camps were run much like military posts.",
      "The Great Depression ended when the CCC was created.",
      "The CCC gave jobless young men work on public lands.",
      "Many park buildings from the 1930s are still in use.",
    ],
    answer: 2,
    explanation:
      "The passage explains why the CCC was created and what its workers did and achieved. The camp routine and the surviving park buildings are single details, and the passage never says the Depression ended in 1933.",
  },
  {
    id: "PC-143",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P57",
    stem: "According to the passage, how much of an enrollee's $30 monthly pay was sent home?",
    options: ["$5", "$15", "$25", "$30"],
    answer: 2,
    explanation:
      'The passage states that "$25 of it was sent home to their families." $5 is what the enrollee kept, a common mix-up, and $30 was the whole wage.',
  },
  {
    id: "PC-144",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P57",
    stem: "The passage suggests that the CCC helped the enrollees' families mainly by",
    options: [
      "moving them to camps in the national parks",
      "teaching them how to plant trees",
      "providing them with income during hard times",
      "giving them jobs as camp teachers",
    ],
    answer: 2,
    explanation:
      'Most of each enrollee\'s pay was sent home to families who "often depended on it" during the Depression. Families did not live in the camps, the tree planting was done by the enrollees, and nothing says family members worked as teachers.',
  },
  {
    id: "PC-145",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P57",
    stem: "As used in the passage, the word *enrollees* most nearly means",
    options: [
      "teachers who led the camp classes",
      "officers who ran the camps",
      "families who received the pay",
      "people who signed up for the program",
    ],
    answer: 3,
    explanation:
      "Enrollees lived in the camps, did the work, and earned $30 a month, so they were the young men who had signed up for the CCC. Their families received most of the pay but did not enroll, and the passage does not use the word for officers or teachers.",
  },

  // PC-P58 A Gift from France
  {
    id: "PC-146",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P58",
    stem: "According to the passage, what happened to the statue right after it was built in France?",
    options: [
      "It was taken apart and shipped in crates.",
      "It was dedicated in New York Harbor.",
      "It was placed on its pedestal.",
      "It was covered with a new copper skin.",
    ],
    answer: 0,
    explanation:
      'The statue "was built in France, taken apart, and shipped across the Atlantic in hundreds of crates." Placing it on the pedestal and dedicating it in 1886 happened only after it arrived, and no second copper skin is mentioned.',
  },
  {
    id: "PC-147",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P58",
    stem: "According to the passage, who designed the framework that supports the statue from inside?",
    options: ["Frédéric Auguste Bartholdi", "Gustave Eiffel", "a New York newspaper", "an American architect"],
    answer: 1,
    explanation:
      "The passage says the engineer Gustave Eiffel designed the iron framework. Bartholdi designed the copper figure itself, and the newspaper raised money for the pedestal; no American architect is named.",
  },
  {
    id: "PC-148",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P58",
    stem: "The author most likely mentions the small donations from ordinary citizens in order to",
    options: [
      "suggest that the French paid for the whole project",
      "explain why the statue itself was built in France",
      "show that ordinary people helped finish the pedestal",
      "prove that the statue cost far more than was planned",
    ],
    answer: 2,
    explanation:
      "The detail shows that when money for the pedestal ran short, ordinary Americans chipped in to complete it. It does not explain where the statue was built, it contradicts the idea that France paid for everything, and the passage gives no planned cost to compare.",
  },

  // PC-P59 The Dust Bowl
  {
    id: "PC-149",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P59",
    stem: "Based on the passage, why did the dry soil blow away so easily in the 1930s?",
    options: [
      "Families who moved west took the topsoil with them.",
      "The winds of the 1930s were the strongest ever recorded.",
      "Farmers had planted too many rows of trees.",
      "The native grass that held it had been plowed up.",
    ],
    answer: 3,
    explanation:
      'The passage says the deep roots of the native grass had held the soil, and once the grass was plowed up, "nothing anchored the dry earth." No record winds are claimed, tree rows were a later remedy, and families did not remove soil.',
  },
  {
    id: "PC-150",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P59",
    stem: "As used in the passage, the word *anchored* most nearly means",
    options: ["held in place", "covered over", "dug up", "watered"],
    answer: 0,
    explanation:
      'With the grass gone, nothing anchored, or held in place, the dry soil, so the wind could lift it. "Dug up" is nearly the opposite, and watering is what the drought prevented, not what the roots did.',
  },
  {
    id: "PC-151",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P59",
    stem: "The passage is mainly about",
    options: [
      "how families traveled west during the Great Depression",
      "why drought strikes the Great Plains more often than other regions",
      "the causes and effects of the Dust Bowl and the response to it",
      "how to plant rows of trees that block the wind",
    ],
    answer: 2,
    explanation:
      "The passage explains what caused the dust storms, what they did to the land and families, and how the government responded. Moving west and windbreaks are single details, and the passage does not compare how often drought strikes different regions.",
  },
  {
    id: "PC-152",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P59",
    stem: "According to the passage, which happened before the great dust storms?",
    options: [
      "Farmers plowed up millions of acres of grass.",
      "Families moved west in search of work.",
      "The government taught farmers to plant windbreaks.",
      "Farmers began plowing along the curves of the land.",
    ],
    answer: 0,
    explanation:
      "The passage says that in earlier years farmers had plowed up the native grass; then the drought came and the wind lifted the loose soil. Families moved west after losing their farms, and windbreaks and curved plowing were the government's later response.",
  },

  // PC-P60 Town Meeting Notice
  {
    id: "PC-153",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P60",
    stem: "According to the notice, by when must written comments be submitted?",
    options: [
      "7:00 p.m. on Tuesday, March 12",
      "the end of the hearing on March 12",
      "5:00 p.m. on Monday, March 11",
      "the start of the meeting on March 26",
    ],
    answer: 2,
    explanation:
      "The notice says written comments may be submitted to the Town Clerk until 5:00 p.m. on Monday, March 11. March 12 at 7:00 p.m. is the time of the hearing, and March 26 is when the Council votes.",
  },
  {
    id: "PC-154",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P60",
    stem: "A resident who wants to speak at the hearing should most likely",
    options: [
      "call the Town Clerk on Monday to reserve a time",
      "arrive at Town Hall before 7:00 p.m. on March 12",
      "come to the Council meeting on March 26",
      "send a copy of the speech to the library",
    ],
    answer: 1,
    explanation:
      "Speakers must sign up at the door before the hearing begins at 7:00 p.m., so arriving early is necessary. The Clerk handles written comments, not speaker sign-ups; March 26 is the vote, not the hearing; and the library only holds copies of the plan.",
  },
  {
    id: "PC-155",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P60",
    stem: "According to the notice, what will happen last?",
    options: [
      "The Council will vote on the park plan.",
      "Residents will speak at the public hearing.",
      "The deadline for written comments will pass.",
      "Speakers will sign up at the door.",
    ],
    answer: 0,
    explanation:
      "Written comments close March 11, sign-up and the hearing take place March 12, and the Council votes on March 26, the last event in the notice.",
  },

  // PC-P61 The Panama Canal
  {
    id: "PC-156",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P61",
    stem: "Based on the figures in the passage, about how long is the voyage from New York to San Francisco by way of the Panama Canal?",
    options: ["about 3,000 miles", "about 5,000 miles", "about 8,000 miles", "about 21,000 miles"],
    answer: 1,
    explanation:
      "The trip around South America was about 13,000 miles, and the canal shortened it by roughly 8,000 miles, leaving about 5,000 miles (13,000 − 8,000). 8,000 miles is the amount saved, not the new length, and 21,000 miles comes from adding the figures instead of subtracting.",
  },
  {
    id: "PC-157",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P61",
    stem: "The author compares the canal's locks to a water staircase in order to",
    options: [
      "explain why yellow fever defeated earlier efforts",
      "show that ships must be carried up steps by hand",
      "argue that locks are more dangerous than sea-level canals",
      "help readers picture ships rising and falling in stages",
    ],
    answer: 3,
    explanation:
      "The comparison is followed by a description of a ship rising chamber by chamber and being lowered on the other side, step by step like a staircase. Water, not hands, lifts the ships, the passage makes no safety argument, and yellow fever is a separate point.",
  },

  // PC-P62 Becoming a Citizen
  {
    id: "PC-158",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P62",
    stem: "According to the passage, what comes right after an applicant is approved?",
    options: [
      "an interview with an immigration officer",
      "a ceremony at which the oath is taken",
      "a test on American history and government",
      "an appointment to have fingerprints taken",
    ],
    answer: 1,
    explanation:
      "An approved applicant is scheduled for a ceremony to take the oath of allegiance. Fingerprinting, the interview, and the history and government test all come before approval.",
  },

  // PC-P63 Two Brothers and a Wind Tunnel
  {
    id: "PC-159",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P63",
    stem: "The passage suggests that the Wright brothers built their wind tunnel because they",
    options: [
      "could not afford to build any full-size gliders",
      "needed a place to test their engine",
      "wanted to sell model wings to other inventors",
      "had come to doubt earlier inventors' figures",
    ],
    answer: 3,
    explanation:
      'Their gliders did not lift as well as the published figures predicted, so they built the tunnel "to gather their own measurements," showing they no longer trusted the earlier data. They did build gliders, paid for by their shop, and nothing mentions selling models or testing the engine in the tunnel.',
  },
  {
    id: "PC-160",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P63",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "The first powered flight lasted only twelve seconds near Kitty Hawk.",
      "Careful testing and persistence led to the first powered flight.",
      "The Wrights' bicycle shop was the most successful one in Dayton.",
      "Earlier inventors had already solved most of the problems of flight.",
    ],
    answer: 1,
    explanation:
      "The passage shows the brothers refusing to give up, testing hundreds of wing shapes, and solving balance before succeeding in 1903. The twelve-second flight is one detail, the shop's success compared with others is never discussed, and the passage shows earlier work was not reliable.",
  },

  // PC-P64 Marbury v. Madison
  {
    id: "PC-161",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P64",
    stem: "As used in the passage, the word *void* most nearly means",
    options: ["open to debate", "left empty", "having no legal force", "recently passed"],
    answer: 2,
    explanation:
      'A law that conflicts with the Constitution is void, meaning it has no legal force. "Left empty" is another meaning of void that does not fit a law, and a law the Court cancels is not merely open to debate.',
  },
  {
    id: "PC-162",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P64",
    stem: "The last sentence of the passage mainly serves to",
    options: [
      "note that by losing a little, the Court gained much",
      "show that Marbury eventually won his job as a judge",
      "criticize Marshall for refusing to help Marbury",
      "explain why Marbury's papers were never delivered",
    ],
    answer: 0,
    explanation:
      "The sentence notes the twist in the ruling: by declining to help Marbury, the Court established judicial review, a far greater power. It praises the outcome rather than criticizing Marshall, and the passage says the Court could not help Marbury and never explains the lost papers.",
  },
  {
    id: "PC-163",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P64",
    stem: "The passage is mainly about",
    options: [
      "the life and career of Chief Justice John Marshall",
      "the duties of a justice of the peace in 1803",
      "why the Constitution lists every power of the courts",
      "how one case gave courts the power to cancel laws",
    ],
    answer: 3,
    explanation:
      "The passage explains how Marbury v. Madison established judicial review. Marbury's job and Marshall's ruling are parts of that story, and the passage begins by saying the Constitution does not spell out this power, so it cannot be about the Constitution listing every power of the courts.",
  },
  {
    id: "PC-164",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P64",
    stem: "According to the passage, what did William Marbury ask the Supreme Court to do?",
    options: [
      "name him to a seat on the Supreme Court",
      "remove John Marshall as Chief Justice",
      "cancel a law passed by Congress",
      "order that his official papers be delivered",
    ],
    answer: 3,
    explanation:
      "Marbury's papers were never delivered, and he asked the Court to order their delivery. It was the Court, not Marbury, that declared a law void, and Marbury had been appointed a justice of the peace, not a Supreme Court justice; removing Marshall is never mentioned.",
  },
];
