/** The article's text (Markdown subset of study materials); its metadata is in ../military-occupational-specialties-guide.ts. */
export const body = `Your ASVAB score does two separate jobs. First, it decides whether you can enlist at all. Second, and this is the part most people underestimate, it decides which jobs you can hold once you're in. Two recruits with the same overall score can walk out of a recruiter's office with completely different options because their strengths sit in different parts of the test.

This guide explains the job vocabulary each branch uses, how line scores gate jobs in each service, fifteen real job examples with their actual score rules, and how to choose a job you'll still be happy with years from now. One warning up front: job requirements are revised regularly, sometimes several times a year, and the numbers you find online often lag behind. Everything here is a starting point for a conversation with your recruiter, not a substitute for it.

## The vocabulary: MOS, rating and AFSC

Every branch organizes enlisted work into specialties, but they use different names and code formats.

- **Army: MOS (Military Occupational Specialty).** Codes are two digits and a letter, such as 11B or 68W. The number points to a career field, and the letter to a specific job within it.
- **Marine Corps: MOS.** Same name as the Army, but the codes are four digits, such as 0311. The first two digits identify the occupational field.
- **Navy: rating.** Navy jobs are ratings, shown as letter abbreviations such as HM or IT. Sailors can also earn additional specialty codes later in their careers.
- **Coast Guard: rating.** Like the Navy, the Coast Guard uses ratings with letter codes, such as BM or ME.
- **Air Force: AFSC (Air Force Specialty Code).** Five characters, such as 1D7X1. The X is a placeholder for your skill level, which rises as you complete training and gain experience.
- **Space Force.** Guardians use the same style of five-character specialty code, with Space Force codes in a series of their own, such as 5S0X1.

You'll hear people say "MOS" for any branch's job. That's fine in casual conversation, but using the right term with a Navy or Air Force recruiter shows you've done your homework.

## AFQT gets you in; line scores decide your job

The score most people talk about is the AFQT, a percentile from 1 to 99 built from four subtests: Arithmetic Reasoning (AR), Mathematics Knowledge (MK), Word Knowledge (WK) and Paragraph Comprehension (PC). Word Knowledge and Paragraph Comprehension are combined into a verbal score called VE. Your AFQT compares you with a national reference group, and each branch sets a minimum to enlist.

Those minimums move with recruiting conditions. The Army's widely published minimum is 31 for high school diploma holders and 50 for GED holders. Published figures for the other branches mostly sit in the low to mid 30s for diploma holders, with higher minimums for GED holders, but sources disagree and the numbers change. Ask your recruiter for the current figure.

Clearing the AFQT minimum only opens the door. To qualify for a specific job, you need the right **line scores**, sometimes called composite scores. A line score combines several subtests, including ones that don't count toward the AFQT at all, such as General Science (GS), Electronics Information (EI), Mechanical Comprehension (MC), Assembling Objects (AO) and the Auto and Shop subtests, which combine into a score called AS. Each branch builds and reports line scores differently, which is why a number that sounds great for one branch may mean nothing to another.

## Army: ten line scores

The Army uses ten line scores: GT (General Technical), CL (Clerical), CO (Combat), EL (Electronics), FA (Field Artillery), GM (General Maintenance), MM (Mechanical Maintenance), OF (Operators and Food), SC (Surveillance and Communications) and ST (Skilled Technical).

A few things to know about them:

- They're reported on a scale where 100 is roughly average, so a GT of 110 is above average and a CO of 85 is below it.
- GT is built from arithmetic reasoning and verbal ability. It's also the line score you'll hear about most, because many competitive jobs and programs look at it.
- The official formulas apply different weights to different subtests. Prep websites often publish simple recipes like "add these three scores," but those shortcuts won't reproduce the Army's actual numbers, so don't plan your future around them.
- Because verbal ability, arithmetic reasoning and math knowledge carry a lot of weight in most Army line scores, improving your reading and math raises several line scores at once.

## Marine Corps: four composites

The Marine Corps uses four composites: GT (General Technical), MM (Mechanical Maintenance), EL (Electronics) and CL (Clerical). They're on a scale similar to the Army's, where about 100 is average. Many Marine jobs key on GT alone, while technical and clerical fields look at EL, MM or CL.

## Air Force and Space Force: MAGE

The Air Force uses four aptitude areas, usually remembered as **MAGE**: Mechanical (M), Administrative (A), General (G) and Electronics (E). Unlike the Army and Marine scores, these are percentiles from 1 to 99.

- **General** is based on arithmetic reasoning and verbal ability.
- **Administrative** is based on math knowledge and verbal ability.
- **Electronics** combines general science, arithmetic reasoning, math knowledge and electronics information.
- **Mechanical** leans on mechanical comprehension and the auto and shop knowledge behind AS; published versions of its exact recipe differ.

Some Air Force and Space Force specialties also use additional tests or selector scores on top of the ASVAB, especially in cyber, intelligence and language work. The Space Force enlisted specialties we looked at were gated that way rather than by a simple MAGE cutoff, so ask a recruiter exactly how Space Force qualification works at the time you apply.

## Navy and Coast Guard: plain sums

The Navy and Coast Guard write their job requirements as sums of subtest standard scores. Each subtest standard score averages about 50, so a requirement like "VE+AR+MK+AS of 210 or more" asks for four scores that add up to at least 210, an average of 52.5 each.

Two details trip people up:

- **VE counts once.** It already combines Word Knowledge and Paragraph Comprehension, so it isn't added twice unless the rule says so.
- **"2MK" means math knowledge counted twice.** Some Navy rules weight one subtest double this way.

Many Navy and Coast Guard ratings list more than one qualifying formula. You only need to meet one of them. That matters more than most recruits realize.

Here's a concrete example. The Navy's Electrician's Mate rating accepts VE+AR+MK+MC of 210 or more, or AR+MK+EI+GS of 210 or more. Imagine a recruit with VE 54, AR 52, MK 51, MC 49, EI 56 and GS 53. The first formula gives 54 + 52 + 51 + 49 = 206, which falls short. The second gives 52 + 51 + 56 + 53 = 212, which qualifies. Same recruit, same test, different path.

The Coast Guard adds a twist: several ratings pair a sum with a side condition, such as an AR standard score of at least 52 or an AFQT of at least 65. The Coast Guard also lowered its cut scores by 10 points in late 2021, so older lists online often show numbers that are too high.

## Fifteen real jobs and their line-score rules

The examples below come from the services' job classification manuals as transcribed in our reference data. They show how different the rules look from branch to branch. Read them as a snapshot: cut scores change, and your recruiter's system is the only authority. Where a job is noted as needing a security clearance, you'll go through a background investigation as part of qualifying.

## Army

- **11B, Infantryman.** CO of 77 or higher. The Army's core ground combat job, built around physical toughness and teamwork.
- **25B, Information Technology Specialist.** ST of 95 or higher. Maintains networks, computers and communications systems; requires a Secret clearance.
- **68W, Combat Medic Specialist.** ST of 101 or higher. Provides emergency and routine medical care, from the field to the clinic.
- **91B, Wheeled Vehicle Mechanic.** MM of 92 or higher, or MM of 87 or higher together with GT of 85 or higher. A good example of a rule with two paths.
- **17C, Cyber Operations Specialist.** GT of 110 or higher and ST of 112 or higher, plus a passing score on an additional technical aptitude test. Requires a Top Secret clearance with access to sensitive information (TS/SCI) and a counterintelligence polygraph.

## Marine Corps

Marine requirements in our reference data come from an older edition of the Marine Corps classification manual, because newer editions aren't public. Confirm current numbers with a recruiter.

- **0311, Rifleman.** GT of 90 or higher. The backbone of Marine infantry units.
- **0231, Intelligence Specialist.** GT of 110 or higher. Collects and analyzes information to support operations; requires TS/SCI.
- **0631, Network Administrator.** EL of 105 or higher. Builds and runs the networks units depend on; requires a Secret clearance.

## Navy

- **LS, Logistics Specialist.** AR+VE of 92 or higher. Manages supplies, inventory and shipping, one of the most accessible technical ratings.
- **EM, Electrician's Mate.** VE+AR+MK+MC of 210 or higher, or AR+MK+EI+GS of 210 or higher. Maintains shipboard electrical systems and power distribution.
- **AC, Air Traffic Controller.** VE+AR+MK+MC of 220 or higher, or PC+AR+MK of 166 or higher. Directs aircraft at sea and ashore; requires a security clearance.

## Air Force

- **2A3X3, Tactical Aircraft Maintenance.** Mechanical of 47 or higher. Keeps fighter aircraft ready to fly; requires a Secret clearance.
- **2S0X1, Materiel Management.** Administrative of 41 or higher, or General of 44 or higher. Handles the supply chain for equipment and parts; requires a Secret clearance.
- **1W0X1, Weather.** General of 66 or higher and Electronics of 50 or higher. Forecasts and observes weather for flying and operations. Notice the "and": both conditions must be met.

## Coast Guard

- **BM, Boatswain's Mate.** AR+VE of 90 or higher, under the lowered cut scores. Operates small boats and handles deck seamanship, navigation and crew leadership.

## How to read a job rule

Once you can read the notation, job lists stop being confusing. Three ideas cover almost everything:

- **"And" means every condition.** Weather needs both General 66 and Electronics 50. A General of 80 doesn't rescue an Electronics of 45.
- **"Or" means any one path.** Wheeled Vehicle Mechanic accepts MM 92 alone, or the lower MM 87 combined with GT 85.
- **Extra tests are separate.** Some jobs add a language aptitude test, a cyber test or another screening. Meeting the ASVAB part doesn't mean you've met the whole requirement.

Also keep scales straight. An Army GT of 105 and an Air Force General of 60 aren't comparable numbers, and neither compares directly to a Navy sum of 210.

## Qualifying is the start, not the decision

Most recruits qualify for far more jobs than they realize. The hard part is choosing well. Here are the factors worth weighing, roughly in the order people wish they'd considered them.

## Training length and difficulty

After basic training, every job has its own school: Advanced Individual Training in the Army, "A" school in the Navy and Coast Guard, technical training in the Air Force and Space Force, and MOS school in the Marine Corps. Some of these are short. Others, such as nuclear, language and many intelligence pipelines, are long and academically demanding, and not everyone who starts them finishes. Ask your recruiter how long the training is, where it takes place, and what happens if you don't pass. Recruits who fail out of job training are often moved into a different job rather than sent home, but that isn't guaranteed, and you may have little say in the new job.

## Civilian transfer

Ask yourself what this job will mean on a résumé if you leave after one enlistment.

- Does the work match a civilian career, such as IT, electrical work, vehicle or aircraft maintenance, logistics or healthcare?
- Does the training lead to civilian certifications or licenses, or can it be counted as college credit?
- Will you use the same equipment or software civilians use?

Combat jobs build leadership, discipline and teamwork that employers value, but they transfer less directly to a specific civilian trade. That isn't a reason to avoid them. It's a reason to plan for what comes next, for example by using education benefits.

## Security clearance

Many of the most in-demand jobs require a clearance, from Secret up to Top Secret with sensitive access, sometimes with a polygraph. The background investigation looks at things like criminal history, drug use, finances and foreign contacts. Two pieces of advice:

- **Be completely honest on your forms.** Lying is often a bigger problem than the issue you were tempted to hide.
- **Think long term.** An active clearance can be valuable to civilian employers in defense and government work, which gives cleared jobs an advantage after you separate.

## Lifestyle

- Will you spend long periods at sea, in the field, or on deployment?
- Does the job involve shift work, like air traffic control or security work?
- Where are the duty stations for this job? Some specialties exist at only a handful of bases.
- Does the job carry extra physical screening, such as swim tests, vision standards or special operations selection?

## Contract details

Enlistment length, bonuses and job guarantees vary by branch, by job and by month. Some branches guarantee a specific job in your contract; others may enlist you into a broader field or aptitude area and assign the exact job later. Know which one you're signing. The rule of thumb every veteran will tell you: if it isn't written in your contract, don't count on it.

## A worked example: choosing with real scores

Imagine Jordan, who's enlisting in the Army and has these line scores: GT 104, ST 99, MM 95, CO 100 and EL 96.

- **Infantryman (11B)** needs CO 77: Jordan qualifies easily.
- **Information Technology Specialist (25B)** needs ST 95: qualifies.
- **Wheeled Vehicle Mechanic (91B)** needs MM 92: qualifies.
- **Combat Medic Specialist (68W)** needs ST 101: Jordan is two points short.
- **Cyber Operations Specialist (17C)** needs GT 110 and ST 112: out of reach on these scores.

Jordan really wants to be a medic. The options: pick one of the qualifying jobs, or retest to raise ST. Retesting has waiting periods between attempts, and in most cases your most recent score becomes the one that counts, even if it's lower, so ask your recruiter exactly how retesting works before you decide. If Jordan retests, the best preparation is focused practice in reading and math, because verbal ability, arithmetic reasoning and math knowledge carry substantial weight in the Army's ST score. General science and mechanical comprehension matter too, so those deserve some review.

The point: your line scores aren't fixed. If a specific job matters to you, a few weeks of targeted study can be the difference.

## How to talk to your recruiter

Recruiters are your best source of current information, and most genuinely want to find you a good fit. They also have goals to meet and limited job slots to fill, so walk in prepared and ask direct questions.

## Before the meeting

- Take a full practice test so you know your approximate strengths.
- Shortlist three to five jobs you're interested in, with a reason for each.
- Write down your deal-breakers, such as a job with no civilian equivalent, long sea duty or a long training pipeline.
- If you're deciding between branches, talk to more than one recruiter and compare.

## Questions to ask

- What are my exact line scores, and which jobs do they qualify me for right now?
- Which of my preferred jobs have openings for my ship window?
- Will my job be guaranteed in writing in my contract?
- How long is the job training, where is it, and what happens if I don't pass?
- Does this job require a security clearance, and what could disqualify me?
- What enlistment length and bonuses apply to this job today?
- Would retesting open any jobs I want, and how does retesting work?
- What does a normal day in this job look like after training?

## During the meeting

- Take notes, including names and dates.
- Ask for the job description and requirements in writing or on screen.
- Don't sign anything under time pressure. A job slot that "must be taken today" deserves a careful second look.
- If something you were promised isn't in the paperwork, ask for it to be added or clarified before you sign.

## Quick recap

- AFQT decides whether you can enlist; line scores decide which jobs you can hold.
- Each branch builds line scores differently: ten Army scores, four Marine composites, MAGE percentiles in the Air Force and Space Force, and plain sums in the Navy and Coast Guard.
- Read job rules carefully: "and" means all conditions, "or" means any one path, and extra tests are separate.
- Choose based on training length, civilian value, clearance, lifestyle and contract terms, not just on what sounds exciting.
- Requirements change often. Confirm everything with your recruiter and get your job in writing.

Studying for the ASVAB isn't just about getting in. Every point you add to your verbal, math and technical scores widens the list of jobs you can choose from, and that choice shapes the next several years of your life.`;
