/** The article's text (Markdown subset of study materials); its metadata is in ../asvab-word-knowledge-vocabulary.ts. */
export const body = `Plenty of recruits treat vocabulary as something you either have or you don't. That is a mistake, and an expensive one. Word Knowledge is one of the most trainable parts of the ASVAB, and it sits inside the score that matters most for enlisting. This guide explains why it carries so much weight, then gives you the tools to improve: word parts, context clues, a 30-day plan and 20 words to start with today.

## Why Word Knowledge punches above its weight

Your AFQT score decides whether you can enlist. It is calculated as **AR + MK + 2 × VE**. AR and MK are the two math subtests. VE, your verbal expression score, combines two subtests: Word Knowledge (WK) and Paragraph Comprehension (PC).

Because VE is counted twice, the verbal side makes up half of the AFQT formula on its own, as much as both math subtests combined. And inside VE, Word Knowledge is the heavier part: in the official scoring formula, the weight given to PC is only about six-tenths of the weight given to WK. Put simply, a stronger vocabulary is one of the most direct ways to raise the number that decides your eligibility.

VE also shows up in line scores for job qualification. The Army's GT score, for example, is built from AR and VE, and many administrative, medical and technical jobs across the branches use VE in their requirements.

## What the Word Knowledge subtest looks like

On the computer-adaptive CAT-ASVAB, Word Knowledge has 15 scored questions and 9 minutes. That is 36 seconds per question, which ties for the tightest pace on the whole test. There is no time to puzzle over a word for a minute; you either recognize it or you make a fast, smart decision.

Questions come in two styles. Some give a word on its own and ask which choice most nearly means the same thing. Others put the word in a sentence, which gives you a little context to work with. Either way, there are four answer choices, and you are looking for the closest synonym, not a perfect one.

The test is adaptive. You start with a middle-difficulty word, and each right answer tends to bring a harder word, while each miss tends to bring an easier one. If the words start to look unfamiliar, that usually means you are doing well. You cannot skip a question or go back to change an answer.

Paragraph Comprehension, the other half of VE, gives you 10 questions in 27 minutes, about 2 minutes 40 seconds each. It rewards careful reading more than speed, but a larger vocabulary helps there too, because you will understand the passages faster.

## A four-step routine for every WK question

Practice this routine until it is automatic, because 36 seconds does not leave room for improvising:

- **Define it first.** Before you look at the choices, say in your head what you think the word means, even roughly: "something positive", "something about speed".
- **Check the part of speech.** If the word is an adjective, the correct answer will be one too. A choice that is a different kind of word is usually a distractor.
- **Swap and test.** Put each choice into the sentence in place of the word. The right answer keeps the sentence's meaning intact.
- **Eliminate, then commit.** Cross off choices that are clearly wrong, pick from what is left, and move on. Do not spend extra seconds on a question you have already narrowed down.

Watch out for look-alike traps. The test writers sometimes include a choice that relates to a word that looks similar to the one being tested. Pairs to keep straight include adept (skilled) and adopt (take as your own); eminent (famous, respected) and imminent (about to happen); elicit (draw out) and illicit (illegal); and affect (usually a verb, to influence) and effect (usually a noun, a result).

## Learn word parts: the shortcut to thousands of words

Many English words are built from Latin and Greek pieces. Learn a few dozen of these and you can make an educated guess about words you have never seen. This is the single highest-return study habit for Word Knowledge.

Common prefixes (attached to the front of a word):

- **ante-** before (antecedent, something that came before)
- **anti-** against (antidote)
- **bene-** good, well (benefit)
- **circum-** around (circumference)
- **contra-** against (contradict)
- **dis-** not, apart (disregard)
- **inter-** between (intervene)
- **mal-** bad (malfunction)
- **omni-** all (omnivore, eating everything)
- **post-** after (postpone)
- **pre-** before (predict)
- **sub-** under (submarine)
- **trans-** across (transport)

Common roots (the core of a word):

- **chron** time (chronological)
- **cred** believe (credible)
- **dict** say (dictate)
- **duc, duct** lead (conduct)
- **graph, scrib, script** write (autograph, inscription)
- **ject** throw (reject, eject)
- **loqu** speak (eloquent)
- **luc, lum** light (lucid, illuminate)
- **mort** death (mortal)
- **path** feeling, suffering (sympathy)
- **port** carry (portable)
- **rupt** break (erupt, disrupt)
- **spec, spic** look (inspect, spectator)
- **tract** pull, drag (tractor, distract)
- **vert, vers** turn (reverse, divert)
- **vid, vis** see (visible, evidence)
- **voc, vok** call, voice (vocal, revoke)

Common suffixes (the ending, which often tells you the part of speech):

- **-able, -ible** can be done (readable, flexible)
- **-cide** killing (pesticide)
- **-fy, -ify** to make (simplify)
- **-less** without (fearless)
- **-logy** study of (biology)
- **-ous, -ose** full of (courageous, verbose)
- **-tion, -sion** act or state of (inspection)

Here is how word parts work under pressure. Suppose you meet the word **circumspect**. You know circum- means around and spec means look. Someone who looks around before acting is careful, cautious. That is exactly what the word means. Or take **loquacious**: loqu means speak and -ous means full of, so a loquacious person is full of talk, in other words very talkative. You may never have studied either word, and you can still get them right.

Word parts are clues, not guarantees. English borrowed words from many places, and meanings drift. Use roots to narrow the choices, then confirm with the sentence if you have one.

## Use context clues when the word is in a sentence

When a WK question puts the word in a sentence, the sentence often tells you more than it seems to. Look for these five kinds of clues:

- **Definition clue:** the sentence explains the word directly. "The medic gave a prognosis, a prediction of how the injury would heal." The meaning is right there.
- **Synonym clue:** a nearby word means the same thing. "The sergeant was terse; her short, clipped answers ended the conversation quickly." Terse means brief and abrupt.
- **Contrast clue:** words such as but, although, however and unlike signal an opposite. "Unlike his gregarious brother, Luis preferred to spend weekends alone." Gregarious must mean sociable, the opposite of preferring to be alone.
- **Example clue:** a list of examples points to the category. "Hazards such as loose wiring, wet floors and blocked exits were noted." Hazards are dangers.
- **General sense:** the overall tone and logic of the sentence. "After three sleepless nights, the exhausted crew was lethargic." Tired people are sluggish, and that is what lethargic means.

Train this by reading. When you hit an unfamiliar word in an article or book, do not look it up right away. Write down your best guess from context first, then check a dictionary. You are practicing the exact skill the test measures.

## 20 words worth knowing, with meanings

These are the kinds of words that appear at the middle difficulty level on vocabulary tests. Learn the meaning and read the example sentence out loud; hearing the word used correctly helps it stick.

- **abate** (verb): to lessen or die down. The wind abated by morning, and the ferry could finally leave.
- **adept** (adjective): highly skilled. She was adept at fixing engines after years in her uncle's garage.
- **ambiguous** (adjective): unclear; open to more than one meaning. The order was ambiguous, so the private asked for clarification.
- **candid** (adjective): honest and direct. His candid feedback stung, but it helped.
- **concur** (verb): to agree. The two inspectors concurred that the bridge was safe.
- **deter** (verb): to discourage someone from acting. Bright lights deter most burglars.
- **diligent** (adjective): hardworking and careful. A diligent student reviews her flashcards every day.
- **elated** (adjective): extremely happy. He was elated when his score came back.
- **feasible** (adjective): possible to do; workable. Running ten miles a day was not feasible with his work schedule.
- **frugal** (adjective): careful with money; thrifty. Being frugal, she packed her lunch every day.
- **hostile** (adjective): unfriendly; aggressive. The crowd turned hostile when the game was canceled.
- **impartial** (adjective): fair; not favoring either side. A referee must stay impartial.
- **lucid** (adjective): clear and easy to understand. Her lucid instructions made the task simple.
- **meticulous** (adjective): extremely careful about details. He kept a meticulous log of every workout.
- **novice** (noun): a beginner. As a novice, she asked plenty of questions.
- **obsolete** (adjective): out of date; no longer used. The old radios became obsolete when the new system arrived.
- **prudent** (adjective): wise and cautious. It is prudent to check the weather before a long hike.
- **reluctant** (adjective): unwilling; hesitant. The reluctant swimmer stayed near the edge of the pool.
- **tenacious** (adjective): stubbornly persistent. The tenacious runner finished despite a twisted ankle.
- **verify** (verb): to confirm that something is true. Always verify the address before you ship the package.

Notice how many of these connect to the word parts above: lucid contains luc (light), and verify ends in -ify (to make), literally "to make true". Making those connections is how vocabulary grows in clusters instead of one word at a time.

## The 30-day vocabulary plan

This plan takes 20 to 30 minutes a day. Consistency matters more than long sessions, because memory works best with short, spaced reviews.

Set up a simple flashcard system first. Use paper cards or any flashcard app. Put the word on the front, and the meaning plus your own example sentence on the back. Sort cards into three piles: new, shaky and known. Review the new pile daily, the shaky pile every two or three days, and the known pile once a week. Any card you miss goes back to new.

**Week 1: Word parts (days 1 to 7)**

- Learn four or five prefixes, roots or suffixes a day from the lists above, with two example words for each.
- Add the 20 words from this article, about three a day.
- On day 7, test yourself on every word part without looking, and move the ones you miss to the shaky pile.

**Week 2: Context and reading (days 8 to 14)**

- Add 10 new words a day from your reading or a vocabulary list. Write your own sentence for each.
- Read for 15 minutes daily: news articles, history, science or anything a little above your comfort level. Collect unfamiliar words and guess their meanings from context before checking.
- On days 10 and 14, take an untimed practice set of 15 WK questions and note which kind of mistake you made: unknown word, look-alike trap, or rushing.

**Week 3: Speed (days 15 to 21)**

- Keep adding 10 words a day, and keep your review piles moving.
- Do a timed WK set every other day: 15 questions in 9 minutes. Use the four-step routine on every question.
- If you finish with lots of time left, slow down slightly and use the time to test each choice in the sentence. If you run out of time, practice committing faster after elimination.

**Week 4: Pull it together (days 22 to 30)**

- Stop adding new words around day 26 and focus on the shaky pile.
- Alternate timed WK sets with timed PC sets (10 questions in 27 minutes) so you practice both halves of VE.
- On day 28 or 29, take a full practice test that includes all four AFQT subtests. Review every missed WK question and add those words to your cards.
- On day 30, do a light review only. Go into test day rested.

By the end of the month you will have worked through roughly 200 new words and dozens of word parts that unlock many more. Just as important, you will have practiced the decision-making routine at real test speed.

## Common mistakes to avoid

- **Memorizing lists without using the words.** A word you have only seen on a list fades quickly. Write a sentence, say it out loud, and use it in conversation once.
- **Cramming the night before.** Vocabulary built in one late session rarely holds up under test pressure. Short daily reviews work far better.
- **Ignoring Paragraph Comprehension.** WK carries more weight, but PC is still part of VE. Give it regular timed practice too.
- **Overthinking.** At 36 seconds a question, your first well-reasoned choice is usually your best one. Eliminate, choose and move on.
- **Leaving questions unanswered.** If time runs out before you finish, unreached questions are penalized to roughly what random guessing would have earned, so blank answers never help. Guess quickly instead.

## Test-day checklist for the verbal subtests

- Define the word in your head before reading the choices.
- Match the part of speech.
- Break unfamiliar words into prefix, root and suffix.
- Use contrast words like but and although to flip meanings.
- Keep a 36-second rhythm in WK and about 2 minutes 40 seconds per question in PC.
- Never leave a question blank when time is running out.

Vocabulary is not a talent. It is a collection of small wins, gathered a few words at a time. Start with the 20 words above tonight, and in a month the verbal half of your AFQT will look very different.`;
