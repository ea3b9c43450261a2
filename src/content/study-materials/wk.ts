import type { StudyMaterial } from "../types";

/** WK study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const WK_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "wk-guide",
    section: "WK",
    type: "guide",
    title: "Word Knowledge Study Guide",
    content: `## What WK measures

Word Knowledge (WK) is a vocabulary test. Each question gives you a word, either by itself or inside a sentence, and asks which of four choices is closest in meaning. On the CAT-ASVAB you get **15 questions in 9 minutes**, about 36 seconds each. That is the fastest pace on the whole test, so this is a "know it or work it out quickly" section.

WK **counts toward your AFQT**. Your WK and Paragraph Comprehension results combine into a verbal score (VE), and the AFQT counts VE twice, alongside Arithmetic Reasoning and Mathematics Knowledge. VE also feeds the Army's GT score and many other job composites. Vocabulary is one of the best-value things you can study.

## The good news

You don't need to memorize a dictionary. ASVAB words are mostly everyday "educated adult" words: the kind you see in news articles, manuals and textbooks. A few hundred common words plus a set of roots and prefixes will cover a big share of what you will see.

## Topic by topic

**Synonyms.** The basic question: "**Candid** most nearly means..." Your job is to find the choice that could replace the word without changing the meaning. Example: candid — (A) secret (B) frank (C) sweet (D) careful. The answer is **frank**: a candid person says what they really think. "Sweet" is the trap, because candid looks like "candied."

Key idea: decide what the word means **before** you read the choices. If you read the choices first, a look-alike can hijack your memory.

**Words in context.** Here the word sits in a sentence, and the sentence gives you clues. Example: "The sergeant's **terse** reply — just two words — told us she was busy." Terse most nearly means (A) angry (B) brief (C) polite (D) confusing. The dashes explain the word: two words means **brief**. "Angry" is tempting because busy people can sound curt, but nothing in the sentence says she was angry.

Clue types to look for:

- **Definition or restatement:** the sentence explains the word after a comma, dash or "that is."
- **Contrast:** "but," "although," "unlike" and "instead" tell you the word means the opposite of something nearby.
- **Example:** "such as" and "including" list examples that point to the meaning.
- **Cause and effect:** "because," "so" and "as a result" link the word to a reason or outcome.

**Word parts.** Many English words are built from Latin and Greek pieces. Example: **circumspect** = circum (around) + spect (look). Someone who looks all around before acting is **cautious**. Another: **malevolent** = mal (bad) + vol (wish), so it means wishing harm on others. Even a rough sense from the parts ("something about looking around") is often enough to eliminate two choices.

## Working an unknown word

- **Break it into parts.** Prefix, root, suffix. The rule sheet lists the most useful ones.
- **Feel its charge.** Does it sound positive or negative? "Malicious," "dismal" and "deplorable" feel negative; the answer will too.
- **Think of a phrase you've heard.** "Dormant volcano" tells you dormant means inactive.
- **Check part of speech.** If the word is an adjective, the right answer works as an adjective.
- **Plug each choice in.** In a sentence item, read the sentence with each choice and keep the one that sounds right and keeps the meaning.

## Common traps

- **Look-alikes and sound-alikes.** Eminent (famous) vs. imminent (about to happen); adverse (harmful) vs. averse (unwilling).
- **Antonyms.** Test writers often include the opposite of the right answer. If you know the word's "neighborhood" but not its direction, slow down.
- **Related but not equal.** For "frugal," the choice "poor" is related to money but is not the meaning; "thrifty" is.
- **Second meanings.** "Grave" can mean serious; "sound" can mean solid or reliable. The sentence decides which meaning applies.
- **Overthinking.** Your first well-reasoned choice is usually right; changing answers on a hunch rarely helps.

## Two-week study plan

- **Every day:** learn 15–20 new words with flashcards, and review the older cards. Say each word in a sentence of your own.
- **Days 1–2:** Learn the prefixes on the rule sheet. Find three words for each.
- **Days 3–4:** Learn the roots. Practice splitting words you meet in the news.
- **Day 5:** Learn the suffixes and how they change part of speech (-ous, -ity, -ize).
- **Days 6–7:** Context-clue drills: cover the word in a sentence and predict it from the clues.
- **Days 8–10:** Timed sets: 15 questions in 9 minutes. Add every missed word to your flashcards.
- **Days 11–12:** Review the vocabulary list and your flashcard pile. Read one longer article per day and circle words you can't define.
- **Day 13:** Full timed WK and PC sets back to back.
- **Day 14:** Quick flashcard review only. Rest.

## Test-day tactics

- **Predict, then pick.** Cover the choices in your mind, define the word, then find the match.
- **Keep the pace.** About 36 seconds per question. If you don't know the word after a quick look at its parts and charge, eliminate what you can and choose.
- **No skipping on the CAT.** You must answer each question before seeing the next, and you cannot go back.
- **Never leave questions unanswered.** If time is nearly up, guess; unfinished items score no better than wrong guesses.
- **Stay calm on hard words.** The test adapts, so a very hard word usually means you are doing well.`,
  },
  {
    id: "wk-formula",
    section: "WK",
    type: "formula",
    title: "Word Knowledge Word-Attack Rule Sheet",
    content: `## The attack order

- **Define first.** Say what the word means before you look at the choices.
- **Split the word.** Prefix + root + suffix.
- **Read the sentence clues.** Definition, contrast, example, cause and effect.
- **Check the charge.** Positive, negative or neutral; the answer matches.
- **Match the part of speech.** An adjective is replaced by an adjective.
- **Substitute.** The right choice can swap in without changing the meaning.

## Prefixes

- **a-, an-** — not, without: atypical, anarchy.
- **ab-** — away from: abduct, abnormal.
- **ante-** — before: antecedent.
- **anti-** — against: antidote.
- **bene-** — good, well: benefit.
- **circum-** — around: circumference.
- **co-, com-, con-** — with, together: cooperate, convene.
- **contra-, counter-** — against: contradict.
- **de-** — down, away, undo: deflate, descend.
- **dis-** — not, apart: disagree, dismantle.
- **ex-** — out, former: exit, ex-governor.
- **hyper-** — over, too much: hyperactive.
- **hypo-** — under, too little: hypothermia.
- **in-, im-, il-, ir-** — not: inactive, impossible, illegal, irregular. Careful: in- can also mean "in" (inhale), and inflammable means flammable.
- **inter-** — between: interstate.
- **intra-** — within: intramural.
- **mal-** — bad: malfunction.
- **mis-** — wrongly: misjudge.
- **mono-, uni-** — one: monotone, uniform.
- **omni-** — all: omnivore.
- **poly-, multi-** — many: polygon, multiply.
- **post-** — after: postpone.
- **pre-** — before: preview.
- **pro-** — forward, in favor of: proceed, pro-military.
- **re-** — again, back: rebuild, recall.
- **retro-** — backward: retroactive.
- **semi-** — half: semicircle.
- **sub-** — under: submarine.
- **super-** — above, beyond: superior.
- **trans-** — across: transport.

## Roots

- **amor, ami** — love, friend: amiable.
- **aud** — hear: audible.
- **bell** — war: belligerent.
- **bio** — life: biology.
- **chron** — time: chronic.
- **cred** — believe: credible.
- **culp** — blame: culprit.
- **dict** — say: predict.
- **duc, duct** — lead: conduct.
- **fid** — faith, trust: fidelity.
- **fract, frag** — break: fragile.
- **graph, scrib, script** — write: autograph, scribble.
- **greg** — group, flock: gregarious.
- **loqu, locut** — speak: eloquent.
- **luc, lum** — light: lucid.
- **magn** — great: magnify.
- **mort** — death: mortal.
- **nov** — new: novice.
- **pac** — peace: pacify.
- **path** — feeling, suffering: sympathy.
- **ped, pod** — foot: pedestrian.
- **phil** — love: philanthropy.
- **port** — carry: portable.
- **pug** — fight: pugnacious.
- **spec, spect** — look: inspect.
- **ten, tain** — hold: retain.
- **vac** — empty: vacant.
- **ver** — true: verify.
- **vid, vis** — see: visible.
- **voc, vok** — call, voice: vocal.
- **vol** — wish, will: voluntary.

## Suffixes

- **-able, -ible** — can be: readable.
- **-cide** — killing: pesticide.
- **-cracy** — rule by: democracy.
- **-er, -or, -ist** — one who: worker, inventor, pianist.
- **-ful, -ous, -ose** — full of: hopeful, joyous, verbose.
- **-ify, -ize, -ate** — to make: simplify, modernize, activate.
- **-ity, -ness, -ment** — state or quality: clarity, kindness, enjoyment.
- **-less** — without: fearless.
- **-logy** — study of: geology.
- **-phobia** — fear of: claustrophobia.

## Context-clue signal words

- **Contrast:** but, however, although, unlike, instead, yet.
- **Restatement:** that is, in other words, or, a dash or comma after the word.
- **Example:** such as, for instance, including.
- **Cause and effect:** because, so, therefore, as a result.`,
  },
  {
    id: "wk-vocabulary",
    section: "WK",
    type: "vocabulary",
    title: "Word Knowledge Vocabulary",
    content: `Forty-five ASVAB-level words, each with its meaning and a sentence. Cover the meaning, read the sentence, and guess before you check.

- **abate** — to lessen or die down. The storm abated by morning, so the convoy rolled out.
- **adept** — highly skilled. She is adept at reading maps in the dark.
- **adverse** — harmful or unfavorable. Adverse weather delayed the jump.
- **affable** — friendly and easy to talk to. The affable recruiter answered every question.
- **aloof** — distant and unfriendly. He stayed aloof from the group on the first day.
- **ambiguous** — having more than one possible meaning; unclear. The ambiguous order confused the squad.
- **arduous** — very difficult and tiring. The twelve-mile ruck march was arduous.
- **astute** — sharp and quick to notice. An astute mechanic spotted the leak at once.
- **benevolent** — kind and generous. The benevolent donor paid for the new gym.
- **brevity** — shortness. Radio calls value brevity over detail.
- **candid** — honest and direct. Give me your candid opinion of the plan.
- **concur** — to agree. The doctors concurred that he was fit for duty.
- **conspicuous** — easy to notice. A bright orange vest is conspicuous on purpose.
- **cordial** — warm and polite. The two teams shared a cordial handshake.
- **curtail** — to cut short or reduce. Rain curtailed the training exercise.
- **deter** — to discourage from acting. Bright lights deter thieves.
- **diligent** — careful and hardworking. A diligent student reviews every missed question.
- **dormant** — inactive for now. The volcano has been dormant for centuries.
- **elated** — very happy. She was elated when her score came back.
- **eloquent** — speaking clearly and persuasively. The eloquent speech moved the crowd.
- **emulate** — to copy in order to match. New recruits often emulate their drill sergeant.
- **feasible** — possible and practical. Crossing the river at night was not feasible.
- **frugal** — careful with money; thrifty. A frugal airman saves part of every paycheck.
- **futile** — useless; having no chance of success. Arguing with the referee was futile.
- **hinder** — to slow down or get in the way of. Mud hindered the trucks.
- **imminent** — about to happen. Dark clouds meant rain was imminent.
- **impartial** — fair; not taking sides. A judge must remain impartial.
- **inept** — clumsy; lacking skill. His inept repair made the leak worse.
- **jovial** — cheerful and good-humored. The jovial cook joked with everyone in line.
- **lucid** — clear and easy to understand. She gave a lucid explanation of the route.
- **meticulous** — extremely careful with details. A meticulous inspection found the cracked bolt.
- **mitigate** — to make less severe. Sandbags mitigated the flood damage.
- **novice** — a beginner. Even a novice can learn to tie the knot in a day.
- **obsolete** — no longer used; out of date. The old radios became obsolete.
- **placid** — calm and peaceful. The lake was placid at dawn.
- **pragmatic** — practical; focused on what works. Her pragmatic plan used the tools we had.
- **prudent** — wise and cautious. It is prudent to check the weather before a hike.
- **rebuke** — to scold sharply. The coach rebuked the team for showing up late.
- **reluctant** — unwilling; hesitant. He was reluctant to jump into the cold water.
- **replenish** — to refill. Replenish your canteen at every stop.
- **scrutinize** — to examine closely. The inspector scrutinized every weld.
- **sporadic** — happening now and then, not steadily. Sporadic gunfire echoed from the range.
- **tedious** — long and boring. Counting inventory by hand is tedious.
- **tenacious** — holding on firmly; not giving up. The tenacious runner finished despite a cramp.
- **wary** — cautious and watchful. Be wary of ice on the bridge.`,
  },
];
