/** The article's text (Markdown subset of study materials); its metadata is in ../military-physical-fitness-standards.ts. */
export const body = `Showing up to basic training fit is the single biggest favor you can do for yourself. Recruits who arrive in shape recover faster, get hurt less and have more energy left for everything else basic throws at them. Recruits who don't are playing catch-up from the first morning.

This guide lays out each branch's fitness test, what every event measures, the minimum scores where we could find them published, how to pace your run, and an eight-week plan to get you ready. A few honest caveats first. Fitness tests change often; several branches have overhauled theirs in recent years. The minimums below come from the services' scoring tables as reproduced in public secondary sources, not from the official manuals themselves, and where those sources disagree we say so. Basic training may also set its own requirements for recruits that differ from the tests serving members take. Ask your recruiter what your class will be held to, and treat the numbers here as a floor to beat by a wide margin, not a target.

## Why minimums aren't the goal

The minimum is the score where you pass on a good day. At basic, you'll test tired, short on sleep, possibly sore and in unfamiliar weather. Train to beat every minimum comfortably, so a bad day still ends in a pass. Higher scores can also matter later for promotions and special programs in some branches.

## Army: Army Fitness Test (AFT)

The Army's test is the Army Fitness Test, a five-event test that replaced the earlier six-event ACFT. The standing power throw was dropped.

- **3-repetition maximum deadlift.** The heaviest weight you can deadlift three times with a hex bar. Measures lower-body and grip strength.
- **Hand-release push-up, arm extension.** As many reps as you can in two minutes, lowering your chest to the ground and extending your arms out to the sides before each push back up. Measures upper-body muscular endurance.
- **Sprint-drag-carry.** A timed shuttle combining sprints, a sled drag, lateral shuffles, a kettlebell carry and a final sprint. Measures anaerobic power, agility and work capacity.
- **Plank.** A forearm plank held as long as possible. Measures core endurance.
- **2-mile run.** Measures aerobic endurance.

Each event is scored from 0 to 100. Under the general standard, you need at least 60 points in every event and at least 300 points in total, with scoring adjusted by age and sex. Soldiers in a set of 21 direct-combat jobs face a higher combat standard: at least 350 points in total and 60 in each event, scored on the same tables for men and women and still adjusted for age.

Minimum scores (60 points) for the 17 to 21 age bracket:

- **Men:** deadlift 150 lb, hand-release push-ups 15, sprint-drag-carry 2:28, plank 1:30, 2-mile run 19:57.
- **Women:** deadlift 120 lb, hand-release push-ups 11, sprint-drag-carry 3:15, plank 1:30, 2-mile run 22:55.

Source: the Army's AFT scoring scales, as transcribed in publicly available copies. Minimums for the 22 to 26 bracket are close to these; confirm them with your recruiter.

## Navy: Physical Readiness Test (PRT)

The Navy's PRT has three events:

- **Push-ups.** As many as possible in two minutes. Measures upper-body muscular endurance.
- **Forearm plank.** Held as long as possible; it replaced curl-ups. Measures core endurance.
- **1.5-mile run.** Measures aerobic endurance. Alternative cardio events, such as rowing, swimming or a stationary bike, exist in some circumstances; ask whether they apply to you.

Each event is scored from 0 to 100, and you need at least the lowest passing level, 45 points, in every event. The Navy also checks body composition before the PRT.

Minimum passing values, from public summaries of the Navy's tables, including military.com's:

- **Men 17 to 19:** push-ups 42, run 12:45, plank about 1:10 (sources differ by a second).
- **Men 20 to 24:** push-ups 37, run 13:30, plank 1:10 in most sources.
- **Women 20 to 24:** push-ups 16, plank 1:00, run 15:30.
- **Women 17 to 19:** push-ups 19, plank 1:01, run 15:00, from a single source only, so double-check these.

## Marine Corps: Physical Fitness Test (PFT)

The Marine PFT has three events:

- **Pull-ups or push-ups.** You choose. Pull-ups measure upper-body pulling strength; push-ups are done for two minutes. Push-ups are capped at 70 points, while pull-ups can earn the full 100, so pull-ups pay off if you can do them.
- **Forearm plank.** Replaced crunches. Measures core endurance.
- **3-mile run.** The longest run of any branch's standard test. Measures aerobic endurance.

Each event is scored from 0 to 100. You need at least 40 points in each event and at least 150 in total to pass. Totals of 235 to 300 earn a first-class score, 200 to 234 second class and 150 to 199 third class. The Marine Corps also runs a separate Combat Fitness Test that isn't covered here.

Minimums, as published by The Citadel's Marine contingent and other public summaries:

- **Men 17 to 20:** pull-ups 4 or push-ups 42, plank 1:10, 3-mile run 27:40.
- **Men 21 to 25:** pull-ups 5 or push-ups 40, plank 1:10, 3-mile run 27:40.
- **Women 17 to 20:** pull-ups 1 or push-ups 19, plank 1:10, 3-mile run 30:50.
- **Women 21 to 25:** pull-ups 3 or push-ups 18, plank 1:10, 3-mile run 30:50.

For women, the minimum pull-up counts score 60 points rather than 40. One source lists a lower plank minimum for recruits, 1:03, which is one more reason to confirm with your recruiter.

## Air Force and Space Force: Physical Fitness Assessment (PFA)

The Air Force has been overhauling its fitness assessment. The revised version, as reported by Air and Space Forces Magazine and other outlets, scores four components out of 100 points:

- **Cardio, 50 points.** A 2-mile run or the 20-meter HAMR, a shuttle run between two lines to a series of beeps that get faster. Measures aerobic endurance.
- **Body composition, 20 points.** Based on waist-to-height ratio.
- **Strength, 15 points.** Push-ups in one minute, or hand-release push-ups.
- **Core, 15 points.** Sit-ups in one minute, a cross-leg reverse crunch for two minutes, or a forearm plank.

Reported passing rules combine a composite score with a minimum in each component, but we couldn't find published minimum values for the revised test. The rollout has also been staged, with details changing along the way. Guardians test under the same Department of the Air Force framework, and the Space Force has put particular emphasis on the 2-mile run. Your best preparation for either branch is a strong run, solid push-ups and a long plank. Ask your recruiter which version and which events your class will use.

## Coast Guard: recruit standards

The Coast Guard's published standards apply to recruits at boot camp in Cape May rather than to a service-wide scored test for the fleet. Minimums, from the Coast Guard's recruiting site and other public summaries:

- **Push-ups in one minute:** men 29, women 15.
- **Sit-ups in one minute:** men 38, women 32.
- **1.5-mile run:** men 12:51, women 15:26.
- **Sit-and-reach:** men 16.5 inches, women 19.29 inches.
- **Swim:** tread water for 5 minutes, jump from a platform about 6 feet high, and swim 100 meters.

A few of the women's figures (push-ups, run and sit-and-reach) come from a single source, so confirm them. If you're not a confident swimmer, start swim practice now. Swimming is hard to improve quickly, so don't leave it until the last few weeks.

## What every test has in common

Look across the branches and the pattern is clear: a timed run between 1.5 and 3 miles, a push-up or pulling test, and a core hold. If you build a strong aerobic base, high-rep push-ups and a long plank, you'll be ready for most of any branch's test. Army recruits should add deadlift practice and sprint work; Marine recruits should add pull-ups and longer runs; Coast Guard recruits should add swimming and flexibility.

## Run pacing: know your numbers

Poor pacing sinks plenty of runs that fitness alone would have passed. Recruits sprint the first lap on adrenaline and spend the rest of the run paying for it. Work out your pace per mile and per quarter mile (one lap of a standard 400-meter track is close enough) and practice holding it.

Here's what the published minimums work out to:

- **Army men, 2 miles in 19:57:** about 9:58 per mile, or 2:30 per lap.
- **Army women, 2 miles in 22:55:** about 11:28 per mile, or 2:52 per lap.
- **Navy men 17 to 19, 1.5 miles in 12:45:** 8:30 per mile, or about 2:08 per lap.
- **Navy men 20 to 24, 1.5 miles in 13:30:** 9:00 per mile, or 2:15 per lap.
- **Navy women 20 to 24, 1.5 miles in 15:30:** about 10:20 per mile, or 2:35 per lap.
- **Marine men, 3 miles in 27:40:** about 9:13 per mile, or 2:18 per lap.
- **Marine women, 3 miles in 30:50:** about 10:17 per mile, or 2:34 per lap.
- **Coast Guard men, 1.5 miles in 12:51:** about 8:34 per mile, or 2:09 per lap.
- **Coast Guard women, 1.5 miles in 15:26:** about 10:17 per mile, or 2:34 per lap.

Those are the paces that barely pass. Your training goal pace should be noticeably faster. A few pacing rules that work:

- **Run even splits.** Aim for every lap within a few seconds of your goal time.
- **Hold back on the first lap.** If the first lap feels easy, it's probably about right.
- **Finish strong, not desperate.** Save your push for the last quarter mile.
- **Practice with a watch, then without.** At basic you may not have a GPS watch, so learn what your goal pace feels like.

## The 8-week plan

This plan assumes you can already jog for about 20 minutes without stopping. If you can't, spend two to four weeks building up with run-walk intervals first, and check with a doctor if you have any health concerns. Train five days a week, with two rest or light days. Run days and strength days can be combined or separated to fit your schedule.

Key workouts used below:

- **Easy run:** a pace where you could hold a conversation.
- **Intervals:** short repeats at or slightly faster than goal test pace, with walking or jogging rest between.
- **Tempo run:** a sustained effort a little slower than goal pace.
- **Strength circuit:** push-ups, pull-ups or assisted pull-ups, planks and a hinge movement such as deadlifts or kettlebell swings, done in sets well short of failure.

## Week 1: find your baseline

- Take a full practice test for your branch, with proper rest between events, and write every result down.
- Three easy runs of 20 to 25 minutes.
- Two strength circuits: push-ups in sets of about half your max, planks at about half your max hold, and pull-up practice.

## Week 2: build the habit

- Two easy runs of 25 minutes.
- One interval session: six quarter-mile repeats at goal pace, with 90 seconds of walking between.
- Two strength circuits, adding one set of push-ups and 10 seconds to each plank.

## Week 3: add volume

- Two easy runs of 25 to 30 minutes.
- One interval session: eight quarter-mile repeats at goal pace.
- Two strength circuits. Add pull-up negatives (jump up, lower slowly) if you can't do full pull-ups yet.

## Week 4: check in and recover

- Retake your practice test early in the week and compare it with week 1.
- Keep the rest of the week lighter: two easy runs and one strength circuit.
- Adjust your goal pace based on your new results.

## Week 5: longer efforts

- One easy run of 30 minutes and one longer run of 35 to 40 minutes. Marine recruits should build toward running 3 miles continuously.
- One interval session: four half-mile repeats at goal pace, with 2 to 3 minutes of easy jogging between.
- Two strength circuits. Army recruits: practice deadlift technique with a qualified coach, plus sprints and farmer's carries.

## Week 6: tempo work

- One easy run of 30 minutes.
- One tempo run: 15 to 20 minutes at a steady, comfortably hard effort.
- One interval session: six quarter-mile repeats a little faster than goal pace.
- Two strength circuits, testing your max push-ups in one set at the end of the week.

## Week 7: peak week

- One full practice test at the start of the week.
- One tempo run and one easy run.
- Two strength circuits at your usual volume, not more.

## Week 8: taper and arrive fresh

- Cut total running by about half, keeping a few short, quick repeats so your legs remember the pace.
- One light strength circuit early in the week.
- No new exercises and no hard sessions in the last three days before you ship.
- Prioritize sleep, water and normal meals.

Keep going after week 8 if your ship date is further away: repeat weeks 5 to 7, slowly building distance and speed.

## Strength tips by event

- **Push-ups:** practice the exact standard your branch uses. Hand-release and standard push-ups feel different, and counted reps only score if they're done to standard.
- **Pull-ups:** dead hangs build grip, and slow negatives build strength fast. Practice several short sets through the day if you have a bar at home.
- **Planks:** keep a straight line from head to heels and breathe steadily. Train with timed holds and gradually extend them.
- **Deadlift:** learn the hinge with light weight first. Good form protects your back and lets you lift more.
- **Sprint-drag-carry:** short sprints, direction changes and heavy carries prepare you far better than long jogs alone.

## Injury prevention

Getting hurt before you ship can delay your date, and getting hurt at basic can set you back weeks. Many training injuries can be prevented with a few simple habits.

- **Build gradually.** Don't jump your weekly running volume sharply. A common rule of thumb is to add no more than about 10 percent a week.
- **Wear proper shoes.** Get running shoes fitted for your feet and replace them when they're worn out.
- **Warm up and cool down.** Five to ten minutes of easy jogging and dynamic movements before hard efforts, and an easy walk and stretch afterward.
- **Strengthen the support muscles.** Calf raises, lunges, hip bridges and side planks help protect ankles, knees and hips.
- **Respect warning signs.** Pain at one specific spot on a bone, pain that gets worse as you run, swelling, or pain at rest or at night can signal a stress injury. Stop and get it checked rather than running through it.
- **Sleep and eat enough.** Muscles and bones adapt during recovery. Undereating while training hard raises your injury risk.
- **Hydrate sensibly,** especially in heat, and learn the signs of heat illness: dizziness, confusion, nausea and headache.
- **Be honest about injuries.** Tell your recruiter about anything that's bothering you before you ship. Hiding an injury usually makes it worse.

## Test-day checklist

- Eat a light meal you know sits well, a few hours before if possible.
- Warm up properly, even if everyone around you is standing still.
- Know the exact standard for every event, and do each rep to standard.
- Pace the run from the first step.
- Between events, breathe, shake out your arms and reset.

## The bottom line

Every branch's test comes down to a run, a push or pull event and a core hold, with a few branch-specific extras. Learn your branch's events, look up the current standards with your recruiter, and use the next eight weeks to build a cushion above every minimum. You'll arrive at basic ready to focus on learning to be a service member instead of struggling to survive the morning run.`;
