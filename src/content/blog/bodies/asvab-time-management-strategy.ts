/** The article's text (Markdown subset of study materials); its metadata is in ../asvab-time-management-strategy.ts. */
export const body = `Knowing the material is only half of doing well on the ASVAB. The other half is spending your minutes where they earn points. Applicants who know enough to score well still lose points by burning three minutes on one stubborn question or by rushing a subtest that had plenty of time. This guide shows how the clock works on the computer-adaptive CAT-ASVAB, gives you a pacing target for every subtest, and lays out a guessing strategy and practice schedule so that pacing becomes automatic.

## How timing works on the CAT-ASVAB

The CAT-ASVAB is made up of ten subtests, and each one has its own time limit. A clock on the screen shows how much time you have left in the current subtest. A few rules shape every timing decision you make:

- **Each subtest is timed separately.** Minutes you save on one subtest are not added to the next, so there is no reason to rush a subtest just to finish early.
- **You cannot skip a question.** The computer gives you one question at a time, and you must answer it to move on.
- **You cannot go back.** Once you confirm an answer, it is final. There is no end-of-section review.
- **The test adapts to you.** Your first question is of middle difficulty. Correct answers tend to bring harder questions and misses tend to bring easier ones, so your score reflects the difficulty of what you answered correctly, not just a count.
- **Some questions do not count.** You may see unscored tryout questions mixed in, but you cannot tell which ones they are, so treat every question as if it counts.

## The penalty for not finishing

This is the rule that matters most for pacing. If time runs out before you answer every question, the questions you never reached are not simply ignored. The scoring applies a penalty designed so that your score comes out at about what you would have earned by guessing randomly on those unreached questions.

Two things follow from that. First, leaving questions unanswered never helps you. Second, almost any real answer beats a blank: even a pure guess does at least as well on average as the penalty, and if you can eliminate even one wrong choice, your guess does better than random. So the rule is simple: **never let the clock run out with questions left.** If you are nearly out of time, answer the remaining questions quickly with your best guesses.

## Your pacing targets for every subtest

Here are the current CAT-ASVAB question counts and time limits, with the average time per question and checkpoints. A checkpoint is how much time should still be on the clock when a given question appears. If you have at least that much, you are on pace.

- **General Science (GS):** 15 questions in 12 minutes. 48 seconds per question. At question 6, about 8:00 left; at question 11, about 4:00 left.
- **Arithmetic Reasoning (AR):** 15 questions in 55 minutes. 220 seconds (3:40) per question. At question 6, about 36:40 left; at question 11, about 18:20 left.
- **Word Knowledge (WK):** 15 questions in 9 minutes. 36 seconds per question. At question 6, about 6:00 left; at question 11, about 3:00 left.
- **Paragraph Comprehension (PC):** 10 questions in 27 minutes. 162 seconds (2:42) per question. At question 6, about 13:30 left.
- **Mathematics Knowledge (MK):** 15 questions in 31 minutes. 124 seconds (2:04) per question. At question 6, about 20:40 left; at question 11, about 10:20 left.
- **Electronics Information (EI):** 15 questions in 10 minutes. 40 seconds per question. At question 6, about 6:40 left; at question 11, about 3:20 left.
- **Auto Information (AI):** 10 questions in 7 minutes. 42 seconds per question. At question 6, about 3:30 left.
- **Shop Information (SI):** 10 questions in 6 minutes. 36 seconds per question. At question 6, about 3:00 left.
- **Mechanical Comprehension (MC):** 15 questions in 22 minutes. 88 seconds (1:28) per question. At question 6, about 14:40 left; at question 11, about 7:20 left.
- **Assembling Objects (AO):** 15 questions in 18 minutes. 72 seconds (1:12) per question. At question 6, about 12:00 left; at question 11, about 6:00 left.

Add the limits together and you get 197 minutes, about three hours and seventeen minutes of testing time before instructions and breaks. Endurance is part of the challenge. Different sources quote slightly different counts and limits, and formats can change, so always trust the instructions and clock on your screen on test day. The logic of checkpoints works no matter what the exact numbers are.

You do not need to memorize every line. Notice the three groups instead:

- **Sprint subtests (about 36 to 48 seconds each):** WK, SI, EI, AI and GS. These reward instant recall. You either know it or you make a quick educated guess.
- **Steady subtests (about 1 to 1.5 minutes each):** AO and MC. There is time to think, picture the problem and eliminate, but not to agonize.
- **Long subtests (2 minutes or more each):** MK, PC and AR. These give you time to work things out on scratch paper, and using that time well is where points are won.

The four subtests that make up your AFQT, the score that determines whether you can enlist, are AR, MK, WK and PC, scored as AR + MK + 2 × VE, where VE combines WK and PC. Three of those four are long subtests with generous time. If you rush them, you are throwing away the most valuable minutes on the test.

## The two-times rule for stubborn questions

Averages hide an important truth: some questions take 20 seconds and some take three minutes. That is fine, as long as no single question swallows your time. Use this rule: **if a question has taken about twice your per-question budget and you still do not have it, make your best educated guess and move on.**

In practice, that means cutting your losses at about 7 minutes on an AR question, 4 minutes on MK, 5 minutes on a PC question, 3 minutes on MC, about 2.5 minutes on AO, and 1 to 1.5 minutes on the sprint subtests. Those are hard ceilings, not targets. Most of your questions should land well under them.

Why give up on a question at all? Because the minutes it eats come out of every question after it. Three extra minutes stuck on one AR problem is most of another full question's worth of time, on a question you might have solved.

## A smarter guessing strategy

Every ASVAB question has four answer choices. A blind guess has a 1 in 4 chance. Eliminate one choice and it becomes 1 in 3; eliminate two and it becomes 1 in 2. Elimination is where guessing turns into strategy:

- **Math (AR and MK):** estimate the answer first. Throw out choices that are far too large, too small, negative when they cannot be, or in the wrong units.
- **Word Knowledge:** match the part of speech, and use prefixes and roots. If the word starts with mal-, a positive meaning is unlikely.
- **Paragraph Comprehension:** be suspicious of choices with absolute words like always, never or all when the passage is more cautious. Correct answers are supported by the passage, not by outside knowledge.
- **Science and technical subtests:** check units. If the question asks for power, the answer should be in watts, not ohms.
- **Mechanical Comprehension:** think about the extreme case. Imagining a lever with the pivot right next to the load often makes the right answer obvious.

Do not try to find patterns in answer letters. The CAT-ASVAB picks each question for you as you go, and there is no reliable pattern to exploit. Spend those seconds on elimination instead.

Finally, a word on early questions. Because the test adapts, your first few answers steer which questions you see next. Give them your full attention, but do not overthink them either. Every answer you give feeds into your final score, not just the first few.

## Your test-day routine

Pacing starts before the first question. Build a routine and follow it the same way every practice test, so it feels normal on the real day.

**The night before:**

- Confirm where you are going, when to arrive and what to bring, including the identification your recruiter tells you to bring.
- Lay out comfortable clothes in layers; testing rooms can be warm or cold.
- Skip the cram session. A light review of your formula sheet is fine, then get a full night's sleep.

**The morning of:**

- Eat a normal breakfast with some protein. Three hours of testing on an empty stomach is a real handicap.
- Arrive early so you are not starting the test with your heart racing.
- Use the restroom before the test begins.

**During the test:**

- Read the instructions for each subtest, even if you think you know them, and note the time limit on screen.
- Glance at the clock at question 6 and question 11 only. Constant clock-watching wastes time and raises stress.
- Use your scratch paper on the long subtests. Writing down an equation or a quick sketch is faster than holding everything in your head.
- Between subtests, take one slow breath and let go of the last one. It is over, and you cannot change it anyway.
- If you are behind at a checkpoint, speed up by committing sooner after elimination, not by skipping the reading.
- In the final minute with questions left, switch to rapid educated guesses so nothing is left unanswered.

## A four-week pacing practice schedule

Timing is a skill, and like any skill it improves with deliberate practice. Fit this schedule around your content study; most sessions take 30 to 60 minutes.

**Week 1: Accuracy first.**

- Work untimed practice sets in all ten subtests, but record how long each question actually takes you.
- Compare your times with the per-question budgets above. Circle any subtest where you are regularly more than 50% over.
- Learn the three groups (sprint, steady, long) so you know what speed each subtest demands.

**Week 2: Real time limits.**

- Take each subtest at its real time limit, two or three subtests per day.
- Practice the checkpoint glance at questions 6 and 11, and write down where you were versus the target.
- Apply the two-times rule every time. It will feel uncomfortable to let a question go; that is the point.

**Week 3: Pressure training.**

- For sprint subtests, practice with about 80% of the real time to build a speed cushion. For example, do a 15-question WK set in about 7 minutes 12 seconds instead of 9 minutes.
- Keep the long subtests at full time, but focus on clean work: an equation for every AR problem, a quick check for every MK answer.
- Review every miss and label it: did not know it, careless, or ran out of time. Time problems usually need more practice with the rule, not more content study.

**Week 4: Full simulations.**

- Take one or two complete practice tests with all ten subtests in a row at real time limits, in one sitting, using only scratch paper and pencil.
- Follow your full test-day routine, including breakfast and the same start time as your real appointment if you know it.
- In the last two days, do only light review and rest.

## Pacing checklist

- Know your per-question budget for each subtest, or at least its group: sprint, steady or long.
- Check the clock at questions 6 and 11 only.
- Cut your losses at about twice the budget with an educated guess.
- Eliminate before you guess; every wrong choice removed improves your odds.
- Use all the time on AR, MK and PC; they feed the AFQT.
- Never let a subtest end with unanswered questions.

Good pacing will not replace knowing the material, but it makes sure every bit of what you know gets counted. Practice it the same way you practice math and vocabulary, and on test day the clock becomes a tool instead of a threat.`;
