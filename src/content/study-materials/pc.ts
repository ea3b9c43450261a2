import type { StudyMaterial } from "../types";

/** PC study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const PC_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "pc-guide",
    section: "PC",
    type: "guide",
    title: "Paragraph Comprehension Study Guide",
    content: `## What PC measures

Paragraph Comprehension (PC) tests whether you can read a short passage and understand it: what it says directly, what it suggests, and why it was written. Passages run from one paragraph to a few, on everyday topics like safety rules, history, health or work. On the CAT-ASVAB you get **10 questions in 27 minutes**, about 2 minutes 40 seconds each. That's a comfortable pace, so accuracy matters far more than speed.

PC **counts toward your AFQT**. Your PC and Word Knowledge results combine into the verbal score (VE), and the AFQT counts VE twice. VE also feeds the Army's GT score and many other job composites. Ten questions carry a lot of weight, so each one is worth your full attention.

## The method

- **Read the question first** so you know what to hunt for.
- **Read the whole passage once,** at a normal pace, asking "what is this mostly about?"
- **Go back to the text** to prove your answer. The right choice is supported by the passage, not by what you already know about the topic.
- **Eliminate** choices that are off-topic, too extreme or only partly true.

## Topic by topic, with one practice passage

Use this short passage for the examples below:

Before a convoy leaves, each driver walks around the vehicle and checks the tires, lights and fluid levels. The walk-around takes about ten minutes, and some drivers complain that it slows them down. However, the unit's records show that roadside breakdowns fell by half after the check became mandatory. Because one broken-down truck can hold up an entire convoy for hours, the ten minutes are well spent.

**Main idea.** What the whole passage is about, in one sentence. It must be broad enough to cover everything but not so broad that it goes beyond the passage. Example: "The pre-trip walk-around is worth the time because it prevents costly breakdowns." A choice like "Drivers complain about rules" is too narrow (one detail); "Vehicle maintenance is important for the military" is too broad.

**Stated details.** The answer is written right in the passage, often in slightly different words. Example: "How long does the walk-around take?" About ten minutes. Scan for the key word, then read that sentence closely.

**Inference.** Something the passage strongly suggests but doesn't say outright. It must follow from the text, with no big leaps. Example: "What would the author most likely say about skipping the check to save time?" That it would be a poor trade, since a breakdown costs hours. A choice like "Drivers who complain should be punished" goes far beyond anything written.

**Vocabulary in context.** What a word means as it is used in this passage. Example: in "the check became **mandatory**," mandatory means **required**. Test it by swapping your choice into the sentence: "the check became required" keeps the meaning. Watch for words with several meanings; the passage decides which one applies.

**Author's purpose.** Why the passage was written: to inform, to persuade, to instruct, to describe or to entertain. Example: this passage argues that a rule is worthwhile ("the ten minutes are well spent"), so its purpose is to **persuade**. Opinion words like "well spent," "should" and "best" are signs of persuasion; neutral facts and numbers alone suggest informing.

**Sequence.** The order in which things happen or should be done. Example: "When do drivers do the walk-around?" Before the convoy leaves. Signal words: first, before, after, then, next, finally, once, until.

## Common traps

- **True but not the answer.** A choice can be a true statement and still not answer the question asked.
- **Outside knowledge.** If the passage doesn't support it, it's wrong, even if it is true in real life.
- **Extreme words.** "Always," "never," "all" and "only" are usually wrong unless the passage is that absolute.
- **Too broad or too narrow main ideas.** The right main idea fits the whole passage and nothing more.
- **Word-match bait.** A choice that repeats exact phrases from the passage can still twist their meaning. Check the logic, not the wording.
- **Reversed cause and effect.** Make sure the choice doesn't flip which thing caused which.

## Two-week study plan

- **Every day:** read one short news or magazine article and write its main idea in a single sentence.
- **Days 1–2:** Main idea. Practice on paragraphs: cover the last line and predict the point.
- **Days 3–4:** Stated details. Time yourself finding a specific fact in a passage.
- **Days 5–6:** Inference. For each passage, write one thing it suggests but does not say.
- **Day 7:** Vocabulary in context. Pair this with your Word Knowledge flashcards.
- **Day 8:** Author's purpose and tone. Label ten paragraphs as inform, persuade, instruct, describe or entertain.
- **Day 9:** Sequence. Put the steps of instructions and stories in order.
- **Days 10–12:** Timed sets of 10 questions in 27 minutes. For each miss, find the line that proves the right answer.
- **Day 13:** Mixed WK and PC practice.
- **Day 14:** Light reading and rest.

## Test-day tactics

- **Use the time you have.** At about 2½ minutes per question, you can read carefully and recheck the passage every time.
- **Prove it.** Before you choose, point (mentally) to the sentence that supports your answer.
- **Eliminate aggressively.** Cross out choices with extreme words, outside facts or details from the wrong part of the passage.
- **No skipping on the CAT.** You must answer each question before you move on, and you can't go back.
- **Don't run out the clock.** If time is nearly up, answer the remaining questions anyway; unfinished items score no better than wrong guesses.`,
  },
  {
    id: "pc-formula",
    section: "PC",
    type: "formula",
    title: "Paragraph Comprehension Rule Sheet",
    content: `## The five golden rules

- **The passage is the only source.** If it isn't stated or clearly implied in the text, it isn't the answer, even if it's true in real life.
- **Read the question first.** Know whether you are hunting for a fact, a main idea or a hint.
- **Predict before you peek.** Form your own answer, then find the choice that matches it.
- **Prove your pick.** You should be able to point to the sentence that supports it.
- **Eliminate the losers.** It is often easier to find three wrong answers than one right one.

## Question types and how to attack each

**Main idea** ("The passage is mainly about...", "The best title would be...")

- Look at the first and last sentences; the point often sits in one of them.
- Sum up the passage in one sentence of your own before reading the choices.
- Reject choices that cover only one detail (too narrow) or reach beyond the passage (too broad).

**Stated details** ("According to the passage...", "The passage states that...")

- Find the key word from the question in the passage and read that sentence carefully.
- Expect a paraphrase: the correct answer often uses synonyms rather than the passage's exact words.
- Check numbers, names and directions exactly; a changed detail makes a choice wrong.

**Inference** ("It can be inferred...", "The passage suggests...", "The author would most likely agree...")

- The answer must follow from the text with a small, safe step, not a leap.
- Prefer moderate choices ("often," "may," "some") over absolute ones.
- Ask: "If the passage is true, must this also be true, or very likely true?"

**Vocabulary in context** ("As used in the passage, the word "secure" most nearly means...")

- Reread the full sentence and the one before it.
- Cover the word and predict a replacement from the clues.
- Swap each choice into the sentence; the right one keeps the meaning.
- Beware the most common meaning of the word; the passage may use a less common one.

**Author's purpose and tone** ("The author wrote this passage to...", "The author's attitude is...")

- **Inform:** facts, explanations, neutral tone.
- **Persuade:** opinion words such as should, must, best, worst, clearly, well worth.
- **Instruct:** steps, commands, "you should first..."
- **Describe:** sensory detail about a person, place or thing.
- **Entertain:** a story, humor or drama.
- Tone words (critical, approving, neutral, concerned) must match the word choices in the passage.

**Sequence** ("What happens first?", "Which step comes after...?")

- Underline time signals in your head: first, before, after, next, then, finally, meanwhile, once, until.
- The order things are mentioned is not always the order they happened; follow the signals.

## Red flags in answer choices

- **Extreme words:** always, never, all, none, only, every. Usually wrong unless the passage is just as absolute.
- **Outside information:** a fact the passage never mentions.
- **Half right:** the first half matches the passage, the second half doesn't.
- **Reversed relationship:** cause and effect swapped, or the wrong person doing the action.
- **Copycat wording:** exact phrases lifted from the passage but rearranged into a false statement.

## Time budget

- 10 questions in 27 minutes: about 2 minutes 40 seconds each.
- Spend about a minute reading, a minute answering, and the rest checking the passage for proof.
- Never leave a question unanswered when time is about to run out.`,
  },
  {
    id: "pc-vocabulary",
    section: "PC",
    type: "vocabulary",
    title: "Paragraph Comprehension Vocabulary",
    content: `## Parts of a passage

- **Passage** — the paragraph or paragraphs you read before the questions.
- **Topic** — the general subject, in a word or phrase ("convoy safety").
- **Main idea** — the main point the passage makes about its topic, in a full sentence.
- **Topic sentence** — the sentence that states the main idea, often the first or last one.
- **Supporting detail** — a fact, example or reason that backs up the main idea.
- **Conclusion** — the closing thought, or a judgment reached from the evidence.
- **Summary** — a short restatement of the main points in your own words.
- **Paraphrase** — saying the same thing in different words; right answers often paraphrase the passage.
- **Transition** — a word that links ideas: however, therefore, next, for example.

## Kinds of questions

- **Stated** — said directly in the passage.
- **Implied** — suggested but not said outright.
- **Inference** — a conclusion you reach from clues in the text. Hook: read between the lines, not off the page.
- **Stem** — the question part of a multiple-choice item.
- **Distractor** — a wrong choice designed to look right.
- **Context clue** — a hint in nearby words that shows what an unfamiliar word means.
- **Sequence** — the order in which events or steps happen.
- **Chronological** — arranged in time order, from earliest to latest.

## Purpose, tone and argument

- **Author's purpose** — the reason a passage was written: inform, persuade, instruct, describe or entertain.
- **Inform** — to give facts or explain, without taking sides.
- **Persuade** — to convince the reader to believe or do something.
- **Instruct** — to tell the reader how to do something, step by step.
- **Describe** — to paint a picture with details.
- **Narrate** — to tell a story of events.
- **Tone** — the author's attitude toward the subject: approving, critical, neutral, worried.
- **Mood** — the feeling the passage creates in the reader.
- **Bias** — a one-sided leaning that favors one view.
- **Fact** — a statement that can be checked and proven true or false.
- **Opinion** — a belief or judgment that can't be proven, often signaled by "best," "should" or "I think."
- **Claim** — the position an author argues for.
- **Evidence** — facts, numbers or examples that support a claim.
- **Counterargument** — an opposing view the author mentions, often to answer it.
- **Assumption** — something the author takes for granted without stating it.
- **Generalization** — a broad statement about a whole group; beware of "all" and "never."

## Word meaning and reading style

- **Literal** — meaning exactly what the words say.
- **Figurative** — not meant word for word, like "the news hit him like a truck."
- **Denotation** — the dictionary meaning of a word.
- **Connotation** — the feeling a word carries: "thrifty" sounds better than "cheap."
- **Cause and effect** — a link where one event makes another happen.
- **Compare and contrast** — showing how things are alike and how they differ.
- **Qualifier** — a softening word like "often," "some" or "may"; right answers tend to have them.
- **Absolute word** — an all-or-nothing word like "always," "never" or "only."
- **Skim** — read quickly for the general idea.
- **Scan** — search quickly for a specific word, name or number.`,
  },
];
