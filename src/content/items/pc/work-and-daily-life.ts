import type { AuthoredItem } from "../../types";

/** PC items on passages about work, money, technology and daily life (PC-P103 to PC-P121). */
export const PC_WORK_AND_DAILY_LIFE_ITEMS: readonly AuthoredItem[] = [
  // PC-P103 Getting Ready for an Interview
  {
    id: "PC-255",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P103",
    stem: "According to the passage, what should a job seeker do before practicing answers to common questions?",
    options: [
      "Learn about the employer.",
      "Send a short thank-you note.",
      "Arrive about ten minutes early.",
      "Dress neatly for the interview.",
    ],
    answer: 0,
    explanation:
      'The passage says to "start by learning about the employer" and then practice answering questions. Dressing neatly and arriving early happen on the day of the interview, and the thank-you note comes afterward.',
  },
  {
    id: "PC-256",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P103",
    stem: "The author explains what a thank-you note does in order to",
    options: [
      "describe the proper format for a business letter",
      "suggest that the note matters more than the interview",
      "show the benefit of sending one after the interview",
      "warn that late notes can cost an applicant the job",
    ],
    answer: 2,
    explanation:
      "The last sentence gives the note's benefits: it reminds the interviewer of the applicant's name and shows follow-through. The passage never ranks the note above the interview, describes no letter format, and does not discuss late notes.",
  },

  // PC-P104 Reading a Pay Stub
  {
    id: "PC-257",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P104",
    stem: "As used in the passage, the word *deductions* most nearly means",
    options: ["bonuses added to pay", "amounts taken out of pay", "hours worked overtime", "conclusions reached by reasoning"],
    answer: 1,
    explanation:
      'Net pay is what remains after deductions, and the examples are taxes and insurance withheld, so deductions are amounts taken out. Bonuses would add to pay, and "conclusions reached by reasoning" is a different meaning of the word that does not fit a pay stub.',
  },
  {
    id: "PC-258",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P104",
    stem: "According to the passage, net pay is",
    options: [
      "the total earned before anything is taken out",
      "the amount withheld for taxes",
      "the hourly rate times the hours worked",
      "what remains after deductions",
    ],
    answer: 3,
    explanation:
      "The passage defines net pay, or take-home pay, as what remains after deductions. The total before anything is taken out, figured as hours times the hourly rate, is gross pay, and the taxes withheld are deductions.",
  },
  {
    id: "PC-259",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P104",
    stem: "A worker earns $16 an hour and works 40 hours in a week. If $112 is deducted, what is the worker's net pay for the week, based on the passage's definitions?",
    options: ["$528", "$640", "$752", "$112"],
    answer: 0,
    explanation:
      "Gross pay is 40 × $16 = $640, and net pay is what remains after deductions: $640 − $112 = $528. $640 is the gross pay, $752 comes from adding the deductions instead of subtracting them, and $112 is the deduction itself.",
  },

  // PC-P105 Interest on Interest
  {
    id: "PC-260",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P105",
    stem: "Based on the passage, what is the account balance at the end of the second year?",
    options: ["$1,100.00", "$1,102.50", "$1,052.50", "$1,150.00"],
    answer: 1,
    explanation:
      "The balance after one year is $1,050, and the second year earns $52.50, so the balance is $1,050 + $52.50 = $1,102.50. $1,100 is what simple interest of $50 a year would give, and $1,052.50 adds the second year's interest to the original $1,000 instead of to $1,050.",
  },
  {
    id: "PC-261",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P105",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Savings accounts pay 5 percent interest every year.",
      "People who start saving late can never catch up.",
      "The difference between $50 and $52.50 is too small to matter.",
      "Interest that earns interest makes savings grow faster.",
    ],
    answer: 3,
    explanation:
      "The passage explains how compound interest works and why it makes savings grow more over time. The 5 percent is only an example rate, the passage says the small difference grows each year, and it says early savers often end up with more, not that late savers can never catch up.",
  },
  {
    id: "PC-262",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P105",
    stem: "The author most likely includes the example of a $1,000 deposit in order to",
    options: [
      "show the amount most people should save",
      "compare the interest rates offered by different banks",
      "make the idea of compound interest concrete with numbers",
      "prove that 5 percent is a high rate of interest",
    ],
    answer: 2,
    explanation:
      "The example walks through two years of interest to show how interest earns interest. It does not recommend a savings amount, compare banks, or judge whether 5 percent is high.",
  },

  // PC-P106 Changing a Flat Tire
  {
    id: "PC-263",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P106",
    stem: "According to the passage, when should the lug nuts first be loosened?",
    options: [
      "after the spare tire has been mounted",
      "before the car is raised off the ground",
      "after the car has been raised with the jack",
      "after the car has been lowered again",
    ],
    answer: 1,
    explanation:
      'The passage says to loosen each nut about half a turn "before raising the car." The nuts are removed after the car is raised, and they are put back and tightened after the spare is mounted and the car is lowered.',
  },
  {
    id: "PC-264",
    topic: "stated details",
    difficulty: "medium",
    passageId: "PC-P106",
    stem: "According to the passage, why are the lug nuts loosened while the wheel is still on the ground?",
    options: [
      "so the wheel will not turn with the wrench",
      "so the jack can be placed under the car more easily",
      "so the spare tire will fit more tightly later",
      "so the hazard lights will keep working properly",
    ],
    answer: 0,
    explanation:
      'The passage explains that if the wheel were already off the ground, "it would spin as you turned the wrench." Loosening the nuts has nothing to do with placing the jack, fitting the spare, or the hazard lights.',
  },
  {
    id: "PC-265",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P106",
    stem: "As used in the passage, the word *snug* most nearly means",
    options: [
      "fully tightened with the wrench",
      "firmly in place but not fully tight",
      "loose enough to spin freely",
      "removed from the wheel",
    ],
    answer: 1,
    explanation:
      'The nuts are put on by hand until snug, and only after the car is lowered are they tightened fully, so snug means firmly seated but not yet fully tight. "Fully tightened with the wrench" describes the later step, and loose or removed nuts would not hold the wheel.',
  },

  // PC-P107 Stronger Passwords
  {
    id: "PC-266",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P107",
    stem: "The passage is mainly about",
    options: [
      "ways to make online accounts harder to break into",
      "how criminals write programs to guess passwords",
      "why people forget their passwords",
      "how two-step verification codes are sent to phones",
    ],
    answer: 0,
    explanation:
      "The passage recommends long passphrases, unique passwords, and two-step verification, all ways of protecting accounts. Guessing programs and phone codes are details, and forgetting passwords is not discussed.",
  },
  {
    id: "PC-267",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P107",
    stem: "The author explains what criminals do after a site is breached in order to",
    options: [
      "explain why passphrases are easier to remember",
      "argue that websites should be held responsible for breaches",
      "show why the same password should not be used on several sites",
      "describe how programs try millions of combinations",
    ],
    answer: 2,
    explanation:
      "The author says criminals try a stolen password everywhere else, which is the reason given for never reusing a password. The passage assigns no blame to websites, and guessing programs and memorable passphrases are separate points.",
  },
  {
    id: "PC-268",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P107",
    stem: "As used in the passage, the word *breached* most nearly means",
    options: ["redesigned", "made popular", "shut down", "broken into"],
    answer: 3,
    explanation:
      'When a site is breached, criminals get its stored passwords, so breached means broken into. A site that was shut down or redesigned would not hand criminals passwords, and "made popular" does not fit.',
  },
  {
    id: "PC-269",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P107",
    stem: "According to the passage, what does two-step verification require?",
    options: [
      "a password made of unrelated words",
      "a new password for every visit",
      "a code sent to a phone",
      "a jumble of letters and symbols",
    ],
    answer: 2,
    explanation:
      'The passage describes two-step verification as requiring "a code sent to a phone." Unrelated words describe a passphrase, a jumble of symbols is the kind of password the passage calls hard to remember, and new passwords for every visit are never mentioned.',
  },

  // PC-P108 Spotting a Phishing Email
  {
    id: "PC-270",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P108",
    stem: "An email claims to be from a bank and says an account will be closed in two hours unless the reader clicks a link and enters a password. Based on the passage, the reader should",
    options: [
      "click the link quickly before the account closes",
      "reply to the email and ask whether it is real",
      "call the bank at a number known to be genuine",
      "forward the email to friends to warn them",
    ],
    answer: 2,
    explanation:
      "The email shows two warning signs, an urgent threat and a request for a password, and the passage advises contacting the company through a number or website already known to be genuine. Clicking the link is what the scam wants, and replying goes to the possible scammer.",
  },
  {
    id: "PC-271",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P108",
    stem: "As used in the passage, the word *legitimate* most nearly means",
    options: ["genuine", "large", "foreign", "careless"],
    answer: 0,
    explanation:
      'A legitimate company is a genuine, lawful one, as opposed to a fake sender; the passage later uses "genuine" in the same sense. Size, location, and carelessness have nothing to do with the contrast being drawn.',
  },
  {
    id: "PC-272",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P108",
    stem: "Which title best fits the passage?",
    options: [
      "How Banks Protect Customer Accounts",
      "Recognizing and Avoiding Email Scams",
      "Why Delivery Services Send Emails",
      "How to Write an Urgent Business Email",
    ],
    answer: 1,
    explanation:
      "The passage defines phishing, lists its warning signs, and explains the safe response. Banks and delivery services appear only as companies that scammers pretend to be, and the passage gives no advice on writing emails.",
  },

  // PC-P109 Parking Lot Notice
  {
    id: "PC-273",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P109",
    stem: "According to the notice, where should employees who usually use the north lot park during the repaving?",
    options: [
      "in the overflow lot on Cedar Avenue",
      "on the street in front of the main entrance",
      "in the north lot after 6:30 p.m.",
      "in the reserved spaces near the east entrance",
    ],
    answer: 0,
    explanation:
      "The notice directs these employees to the overflow lot on Cedar Avenue, served by a shuttle. The east-entrance spaces are only for employees with disability permits, street parking is not mentioned, and the north lot is closed.",
  },
  {
    id: "PC-274",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P109",
    stem: "An employee who parks in the Cedar Avenue lot arrives at 6:00 a.m. on Tuesday, June 4. Based on the notice, the employee should expect to",
    options: [
      "take a shuttle that runs every fifteen minutes all night",
      "find that the shuttle has not started running yet",
      "park in the north lot until the shuttle begins",
      "use the reserved spaces near the east entrance",
    ],
    answer: 1,
    explanation:
      "The shuttle runs from 6:30 a.m. to 6:30 p.m., so at 6:00 a.m. it has not started yet. It does not run all night, the north lot is closed for repaving that week, and the reserved spaces near the east entrance are only for employees with disability permits.",
  },
  {
    id: "PC-275",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P109",
    stem: "According to the notice, which of these comes first?",
    options: [
      "the reopening of the north lot",
      "the start of the repaving work",
      "the deadline for moving cars",
      "the last day of the repaving work",
    ],
    answer: 2,
    explanation:
      "Cars must be out of the north lot by 8:00 p.m. on Sunday, June 2; repaving runs Monday, June 3, through Friday, June 7; and the lot reopens Monday, June 10.",
  },

  // PC-P110 A Simple Budget Rule
  {
    id: "PC-276",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P110",
    stem: "Under the 50/30/20 rule described in the passage, a person with take-home pay of $2,400 a month would put about how much toward savings or extra debt payments?",
    options: ["$240", "$480", "$720", "$1,200"],
    answer: 1,
    explanation:
      "Twenty percent of $2,400 is $480 (0.20 × $2,400). $720 is the 30 percent for wants, $1,200 is the 50 percent for needs, and $240 would be only 10 percent.",
  },
  {
    id: "PC-277",
    topic: "vocabulary in context",
    difficulty: "hard",
    passageId: "PC-P110",
    stem: "As used in the passage, the word *discretionary* most nearly means",
    options: ["required by law", "kept secret", "paid in advance", "left to choice"],
    answer: 3,
    explanation:
      'Discretionary spending is on wants that "a person could cut back if necessary," so it is left to personal choice. "Required by law" is the opposite, describing something closer to needs, and nothing in the passage concerns advance payment or secrecy.',
  },
  {
    id: "PC-278",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P110",
    stem: "The author mentions a person in a city with high rents in order to",
    options: [
      "argue that people should move to cheaper cities",
      "explain why rent counts as a want, not a need",
      "prove that the 50/30/20 rule does not work",
      "show that the rule is only a flexible guide",
    ],
    answer: 3,
    explanation:
      'The example follows the statement that the rule "is not meant to be followed exactly," and the author adds that it still offers a useful starting point. The author does not tell anyone to move, lists rent as a need, and does not reject the rule.',
  },

  // PC-P111 Feedback That Helps
  {
    id: "PC-279",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P111",
    stem: "What is the main idea of the passage?",
    options: [
      "Useful feedback is specific, timely, and about the work.",
      "Managers should avoid criticizing employees' work.",
      'Saying "Good job" is the best way to encourage workers.',
      "Reports should always include budget figures.",
    ],
    answer: 0,
    explanation:
      'The passage contrasts vague comments with constructive feedback and describes what makes feedback useful. It says even criticism can be helpful, it treats "Good job" as an example of unhelpful vagueness, and the budget figures are just part of one example.',
  },
  {
    id: "PC-280",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P111",
    stem: "As used in the passage, the word *constructive* most nearly means",
    options: ["harsh", "helpful", "formal", "brief"],
    answer: 1,
    explanation:
      "Constructive feedback is described as specific and aimed at showing the listener how to improve, so it is helpful. It can include criticism without being harsh, and the passage does not say it must be formal or brief.",
  },
  {
    id: "PC-281",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P111",
    stem: "The author quotes the comment about the report and the missing budget figures in order to",
    options: [
      "criticize a particular employee's written report",
      "show that managers dislike asking for information",
      "explain how budget figures should be presented",
      "give an example of specific, useful feedback",
    ],
    answer: 3,
    explanation:
      'The quotation follows the statement that constructive feedback "describes a particular action and its effect," and illustrates it. It is a model, not an attack on a real employee, and it says nothing about managers\' feelings or how budgets should be presented.',
  },
  {
    id: "PC-282",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P111",
    stem: "Which comment would the author most likely consider constructive feedback?",
    options: [
      '"That was a sloppy job, and I expected better from you."',
      '"You\'re just a careless person, and everyone knows it."',
      '"Two boxes had no dates, so the crew had to recheck them."',
      '"Great work, as always; keep doing whatever you\'re doing."',
    ],
    answer: 2,
    explanation:
      'The author says constructive feedback names a particular action and its effect and focuses on the work. Only the comment about the missing dates does that; "sloppy job" and "great work" express feelings without saying what to change or keep, and "careless person" attacks character.',
  },

  // PC-P112 Jump-Starting a Car
  {
    id: "PC-283",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P112",
    stem: "According to the passage, which connection is made last?",
    options: [
      "a red clamp to the dead battery's positive terminal",
      "a black clamp to bare metal on the dead car",
      "a red clamp to the good battery's positive terminal",
      "a black clamp to the good battery's negative terminal",
    ],
    answer: 1,
    explanation:
      "The order is red to the dead battery, red to the good battery, black to the good battery's negative terminal, and last, black to bare metal on the dead car's engine, away from the battery.",
  },
  {
    id: "PC-284",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P112",
    stem: "The author explains that a spark near a battery can ignite the gas it gives off in order to",
    options: [
      "explain where the last clamp is attached",
      "warn readers never to jump-start a car themselves",
      "explain why both engines must be running",
      "describe how a battery produces electricity",
    ],
    answer: 0,
    explanation:
      "The warning is attached to the step of clamping the last cable to bare metal away from the battery and explains that step. The passage treats jump-starting as a normal procedure, says both engines should be off while connecting, and does not explain how batteries work.",
  },

  // PC-P113 New Recycling Rules
  {
    id: "PC-285",
    topic: "stated details",
    difficulty: "easy",
    passageId: "PC-P113",
    stem: "According to the notice, what should residents do with glass under the new rules?",
    options: [
      "Take it to a drop-off site.",
      "Rinse it and set it beside the cart.",
      "Return it to a grocery store.",
      "Put it in the blue cart with bottles and cans.",
    ],
    answer: 0,
    explanation:
      "The notice says glass will no longer be collected at the curb and should be taken to a drop-off site listed on the city website. Grocery stores take back plastic bags, not glass, and the blue cart is for paper, cans, and plastic containers.",
  },

  // PC-P114 How GPS Finds You
  {
    id: "PC-286",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P114",
    stem: "The passage is mainly about",
    options: [
      "how many people can use GPS at the same time",
      "why GPS satellites carry extremely accurate clocks",
      "how a receiver uses satellite signals to find itself",
      "the speed at which the satellites' signals travel",
    ],
    answer: 2,
    explanation:
      "The passage explains step by step how a receiver turns signal travel times into distances and a position. The clocks, the number of users, and the signal speed are supporting details.",
  },

  // PC-P115 Breaking Down Big Jobs
  {
    id: "PC-287",
    topic: "main idea",
    difficulty: "easy",
    passageId: "PC-P115",
    stem: "Which statement best expresses the main idea of the passage?",
    options: [
      "Dividing a big task into small steps makes it easier.",
      "People who put off large tasks are usually just lazy.",
      "Garages should be cleaned one shelf at a time.",
      "Old paint cans must always go to a recycling center.",
    ],
    answer: 0,
    explanation:
      "The passage recommends dividing big jobs into small steps and explains why that helps. It says people put off tasks not because they are lazy, and the garage and paint cans are only examples.",
  },
  {
    id: "PC-288",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P115",
    stem: "As used in the passage, the word *daunting* most nearly means",
    options: ["boring", "overwhelming", "unimportant", "expensive"],
    answer: 1,
    explanation:
      "People put off a job that feels daunting, so overwhelming that they hesitate to begin, which is why the remedy is to make it smaller. A boring or unimportant job might also be put off, but the solution of breaking it down shows the problem is its size; cost is not discussed.",
  },
  {
    id: "PC-289",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P115",
    stem: 'The author turns "Clean the garage" into smaller tasks mainly to',
    options: [
      "argue that garages are the hardest rooms to clean",
      "explain how to recycle old paint",
      "describe the tools a person needs on a workbench",
      "show how a large job can be divided into steps",
    ],
    answer: 3,
    explanation:
      "The garage example demonstrates the passage's advice by turning one big job into steps that can each be done in one sitting. The author does not rank rooms by difficulty, list tools, or explain paint recycling.",
  },

  // PC-P116 A Resume That Gets Read
  {
    id: "PC-290",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P116",
    stem: "As used in the passage, the word *tailor* most nearly means",
    options: ["to copy exactly", "to shorten", "to sew by hand", "to adjust to fit"],
    answer: 3,
    explanation:
      'Applicants should tailor each resume to the position, adjusting it to fit by placing the most relevant experience first. "To sew by hand" is the word\'s literal sense, which does not apply to a resume, and copying one resume exactly for every job is the opposite of the advice.',
  },
  {
    id: "PC-291",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P116",
    stem: 'The author contrasts "trained six new employees" with "responsible for training" in order to',
    options: [
      "explain why resumes should be limited to one page",
      "suggest that training is the most valued job skill",
      "contrast reporting a result with naming a duty",
      "point out a spelling error common on resumes",
    ],
    answer: 2,
    explanation:
      "The pair illustrates the advice to begin with action verbs and include results: the first phrase reports what was achieved, while the second only names a duty. Training is just the example's subject, and page length and spelling are separate points.",
  },

  // PC-P117 More Than Books
  {
    id: "PC-292",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P117",
    stem: "The main purpose of the passage is to",
    options: [
      "explain how libraries decide which books to buy",
      "persuade readers to donate books to their library",
      "compare public libraries with school libraries",
      "inform readers about what libraries now offer",
    ],
    answer: 3,
    explanation:
      "The passage lists services from e-books and computers to classes and tool lending, informing readers of what libraries offer. It asks for no donations, does not discuss buying decisions, and makes no comparison with school libraries.",
  },
  {
    id: "PC-293",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P117",
    stem: "Which title best fits the passage?",
    options: [
      "Why Libraries No Longer Lend Books",
      "The Library as a Community Center",
      "How to Get a Free Library Card",
      "Story Times for Young Children",
    ],
    answer: 1,
    explanation:
      'The passage describes the library as a place offering many services to everyone, "a kind of public living room." It says libraries still lend books, and the library card and story times are details.',
  },
  {
    id: "PC-294",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P117",
    stem: "As used in the passage, the word *patrons* most nearly means",
    options: ["people who use the library", "people who fund the library", "library employees", "book authors"],
    answer: 0,
    explanation:
      'With a library card, patrons can borrow e-books and use computers, so patrons are the people who use the library. "People who fund" is another meaning of patron that does not fit the sentence, and employees and authors do not need cards to borrow.',
  },
  {
    id: "PC-295",
    topic: "inference",
    difficulty: "hard",
    passageId: "PC-P117",
    stem: 'The author most likely calls the library "a kind of public living room" because it',
    options: [
      "is furnished like a comfortable home",
      "is mainly a place for quiet reading",
      "is open only in the evening hours",
      "is a shared space for many daily needs",
    ],
    answer: 3,
    explanation:
      'The passage lists many ordinary activities, from job searches to story times, and stresses that the library is open to everyone regardless of income, like a living room shared by a whole community. Furniture and evening hours are never mentioned, and "mainly a place for quiet reading" ignores most of the services described.',
  },

  // PC-P118 Reading a Nutrition Label
  {
    id: "PC-296",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P118",
    stem: "According to the passage, what should a shopper check first on a Nutrition Facts label?",
    options: ["the percent Daily Value for sodium", "the calories per serving", "the serving size", "the list of ingredients"],
    answer: 2,
    explanation:
      "The passage says to start at the top with the serving size, because every number below it refers to one serving. Calories come next, then the percent Daily Values; the ingredient list is not mentioned.",
  },
  {
    id: "PC-297",
    topic: "inference",
    difficulty: "medium",
    passageId: "PC-P118",
    stem: "Based on the passage, a soup with a percent Daily Value of 35 percent for sodium in one serving should be considered",
    options: ["low in sodium", "moderate in sodium", "high in sodium", "free of sodium"],
    answer: 2,
    explanation:
      "The passage says 20 percent or more is considered high, and 35 percent is well above that. Low would be 5 percent or less, and a food with 35 percent plainly contains sodium.",
  },
  {
    id: "PC-298",
    topic: "author's purpose",
    difficulty: "hard",
    passageId: "PC-P118",
    stem: "The author points out that many packages hold more than one serving in order to",
    options: [
      "suggest that companies hide the true serving size",
      "explain why the serving size must be read first",
      "explain why calories are listed second on labels",
      "argue that food packages should be made smaller",
    ],
    answer: 1,
    explanation:
      "Every number on the label refers to one serving, so a person who eats a whole package holding several servings takes in more than the numbers show; that is why the serving size must be checked first. The passage accuses no company of hiding anything, gives no reason for the order of the calories, and makes no argument about package size.",
  },

  // PC-P119 Cesar Chavez
  {
    id: "PC-299",
    topic: "main idea",
    difficulty: "medium",
    passageId: "PC-P119",
    stem: "The passage is mainly about",
    options: [
      "how grapes are grown and harvested in California's valleys",
      "the life and career of the organizer Dolores Huerta",
      "why Americans stopped buying grapes permanently",
      "how Chavez organized farm workers to win better treatment",
    ],
    answer: 3,
    explanation:
      "The passage follows Chavez from his childhood as a farm worker to the union, strike, and boycott that led growers to sign contracts. Grape growing is not described, the boycott lasted until growers bargained, and Huerta is mentioned only as his cofounder.",
  },
  {
    id: "PC-300",
    topic: "vocabulary in context",
    difficulty: "easy",
    passageId: "PC-P119",
    stem: "As used in the passage, the word *boycott* most nearly means",
    options: ["to ship to other countries", "to refuse to buy as a protest", "to grow in larger amounts", "to sell at a lower price"],
    answer: 1,
    explanation:
      'Chavez asked Americans to boycott grapes, and "millions of people stopped buying grapes," so boycott means to refuse to buy as a protest. The other choices describe what growers or sellers do, not what the public was asked to do.',
  },
  {
    id: "PC-301",
    topic: "sequence",
    difficulty: "medium",
    passageId: "PC-P119",
    stem: "According to the passage, what happened after millions of people stopped buying grapes?",
    options: [
      "Many grape growers signed contracts with the union.",
      "The workers joined a strike against grape growers.",
      "Chavez and Huerta founded a farm workers' association.",
      "Chavez worked as a community organizer.",
    ],
    answer: 0,
    explanation:
      "The boycott was followed in 1970 by growers signing union contracts. Founding the association in 1962, his work as an organizer, and the 1965 strike all came before the boycott.",
  },

  // PC-P120 Checking the Oil
  {
    id: "PC-302",
    topic: "sequence",
    difficulty: "easy",
    passageId: "PC-P120",
    stem: "According to the passage, what should be done right after the dipstick is first pulled out?",
    options: ["Read the oil level between the marks.", "Add oil a little at a time.", "Wipe the dipstick clean.", "Turn off the engine."],
    answer: 2,
    explanation:
      "The dipstick is wiped clean after it is first pulled out, then pushed back in and pulled out again for the reading. Reading it before wiping is the mistake the passage warns against, the engine is turned off before the hood is opened, and oil is added only at the end if needed.",
  },
  {
    id: "PC-303",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P120",
    stem: "The author explains that the first reading is often smeared in order to",
    options: [
      "explain why the oil must be changed so often",
      "explain why the dipstick is wiped and checked again",
      "suggest that the dipstick should be replaced often",
      "warn that oil splashes can damage the engine",
    ],
    answer: 1,
    explanation:
      "The smeared first reading is the reason the passage gives for wiping the dipstick and reinserting it. The passage does not say splashes damage the engine, that dipsticks need replacing, or how often oil must be changed.",
  },

  // PC-P121 Working the Night Shift
  {
    id: "PC-304",
    topic: "vocabulary in context",
    difficulty: "medium",
    passageId: "PC-P121",
    stem: "As used in the passage, the word *mask* most nearly means",
    options: ["to cover up", "to make louder", "to record", "to wear on the face"],
    answer: 0,
    explanation:
      'Earplugs or a fan are used to mask, or cover up, daytime noise so the worker can sleep. "To make louder" is the opposite of the goal, and "to wear on the face" confuses the verb with the noun.',
  },
  {
    id: "PC-305",
    topic: "author's purpose",
    difficulty: "medium",
    passageId: "PC-P121",
    stem: "The author explains that bright light tells the brain it is time to be awake in order to",
    options: [
      "describe how the body's clock was discovered",
      "argue that night work should be limited",
      "explain the advice to wear sunglasses",
      "suggest that night workers sleep outdoors",
    ],
    answer: 2,
    explanation:
      "The statement about bright light explains the advice to wear sunglasses on the morning drive, so that the brain is not signaled to wake up before sleep. The passage does not argue against night work, tell how the body clock was discovered, or recommend sleeping outdoors.",
  },
];
