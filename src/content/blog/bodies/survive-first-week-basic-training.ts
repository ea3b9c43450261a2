/** The article's text (Markdown subset of study materials); its metadata is in ../survive-first-week-basic-training.ts. */
export const body = `Ask anyone who has been through basic training which week they remember best, and most will say the first one. It usually isn't the hardest week physically. It's the week when everything familiar disappears at once: your phone, your clothes, your hair, your schedule, and your freedom to decide when you eat, sleep or speak. The good news is that week one follows a fairly predictable pattern in every branch, and recruits who know the pattern cope far better than recruits who walk in blind.

This guide covers what typically happens during the first seven days, what the people shouting at you actually want, how to protect your sleep and hydration, the mistakes that make the week harder than it needs to be, and how to write letters home that your family will treasure. Details differ between the Army, Navy, Air Force, Space Force, Marine Corps and Coast Guard, and each branch adjusts its program over time. Treat this as a map of the terrain, not a script. Your recruiter, and later your instructors, have the final word.

## What "week one" really is

For most recruits, the first several days are not training in the way you imagine it. They are processing, often called reception or receiving. The military has to turn a bus full of civilians into people with uniforms, ID cards, medical records, pay accounts and a bunk. That takes paperwork, lines and waiting, all done at high speed with instructors keeping everyone moving.

Some branches hold new arrivals in a separate reception unit for these days and then hand them over to the unit that will train them until graduation. Others fold processing into the first days with the instructors who will stay with you the whole way. Either way, think of week one as two jobs: getting processed, and learning the basic rules of barracks life. Most of the heavy physical training builds after that.

Knowing this helps more than you'd think. When you're standing in your third line of the morning and wondering when the "real" training starts, remember that standing in line quietly and correctly is the training right now.

## Ship day: the week starts at MEPS

Your first week actually begins at the Military Entrance Processing Station (MEPS). On ship day you'll usually go through final checks, take the oath of enlistment, and travel to your training location with other recruits. Travel days are long, and many groups arrive in the evening or even late at night. Expect to be tired before anything has started.

A few things make ship day smoother:

- Eat a proper meal before you leave, because you may not know when the next one is coming.
- Write important phone numbers and mailing addresses on paper. Your phone will probably be collected or switched off soon after you arrive.
- Know your Social Security number by heart. You'll be asked for it constantly, often while someone is yelling.
- Keep the documents your recruiter told you to bring together in one folder you can reach quickly.
- Carry your recruiter's contact information in case a travel problem comes up.
- Bring nothing you'd be upset to lose or to have locked away for weeks.

## Arrival night

This is the loud part. Instructors meet the bus, and from that moment you'll be told exactly where to stand, how to stand, when to move and when to speak. Marine recruits famously line up on painted yellow footprints; every branch has its own version of that first moment. The noise and speed are deliberate. They're designed to break civilian habits quickly and get a large group moving as one.

On arrival night you can usually expect to:

- Turn in or declare anything that isn't allowed, so be honest about what's in your bag.
- Fill out initial forms and answer basic questions about your health and personal information.
- Make a very short, often scripted phone call home to say you arrived safely. Don't plan a conversation. Plan to say you're safe, that you'll write soon, and that you love them. Then hand the phone back.
- Get a few hours of sleep, sometimes fewer than you'd like. That's normal and it doesn't last forever.

## Days one to three: haircuts, uniforms and medical

The first full days are a blur of stations. The order varies, but nearly everyone goes through these:

- **Haircuts.** Men usually get their heads clipped short right away. Women need to keep hair within regulations; some choose a shorter style before shipping to make daily grooming faster.
- **Uniform and gear issue.** You'll be measured and issued uniforms, boots, physical training clothing and basic items. Pay close attention to sizing. A boot that's half a size off can cause blisters for weeks, and now is the time to speak up.
- **Medical and dental.** Expect vaccinations, blood draws, vision and hearing checks and a dental exam. Answer every medical question honestly. Hiding a condition now can end your career later; telling the truth usually gets it handled properly.
- **Paperwork and pay.** You'll set up direct deposit, confirm your personal details, get an ID card and sign more forms than you knew existed. Having your bank routing and account numbers ready saves you real stress here.
- **Drug testing.** Screening is a standard part of processing.
- **Shopping for necessities.** Many branches march recruits to a store or supply point early to buy or receive toiletries and basic items, so don't panic if you packed light.

## Days three to seven: rules, routines and first tests

Once the basics are handled, the focus shifts to teaching you how to live in a military environment:

- **Barracks routine.** How to make your bed to standard, fold and store clothing, keep your area inspection-ready, and what happens at wake-up and lights-out.
- **Basic drill.** Standing at attention, parade rest, facing movements and marching in step. It feels awkward at first for almost everyone.
- **Customs and courtesies.** How to address instructors and officers, when to salute, and how to report.
- **Rules of conduct.** Briefings on policies, how to report problems, and the kinds of behavior that can end your training.
- **Initial fitness checks.** Some branches test fitness early to see who needs extra work; others assess later. Either way, arriving in decent shape makes every item on this list easier.
- **Meeting your permanent instructors.** If your branch uses a separate reception phase, the handover to your training unit is usually intense on purpose. It's a show of force meant to set the tone for the weeks ahead. It isn't personal, and it ends.

## Branch differences, in general terms

Every branch does the same basic job in week one, but the style differs. This is the broad picture; specifics change, so ask your recruiter what your class should expect.

- **Army.** Processing typically happens in a reception battalion before recruits move to their training company. Your instructors are drill sergeants, and basic combat training takes place at several installations.
- **Navy.** Enlisted recruits train at Recruit Training Command in Great Lakes, Illinois. Instructors are called Recruit Division Commanders, and shipboard vocabulary starts on day one.
- **Marine Corps.** Recruits train at Parris Island, South Carolina, or San Diego, California. Drill instructors set a relentless pace from the moment the bus stops, and Marine recruit training is the longest basic training program of the services.
- **Air Force and Space Force.** Enlisted Airmen and Guardians attend Basic Military Training at Joint Base San Antonio-Lackland, Texas, under Military Training Instructors.
- **Coast Guard.** Recruits train at Training Center Cape May, New Jersey, under company commanders.

Total length ranges from under two months to roughly three depending on the branch, and programs get adjusted from time to time. Confirm the current length for your own ship date.

## What instructors actually want from you

It's easy to assume instructors are just trying to make you miserable. In reality, they're looking for a short list of behaviors, and recruits who show them early get noticed for the right reasons.

- **Speed.** When you're told to move, move now. Hesitating or looking around to see what others do is the fastest way to draw attention.
- **Attention to detail.** Boot laces, bed corners, the exact wording of a response. Small details are how instructors teach you that small details matter in a job where mistakes can hurt people.
- **Clear, loud answers.** Use the form of address you're taught and say it so you can be heard. Mumbling reads as uncertainty.
- **Honesty.** If you made a mistake, own it quickly. Instructors deal with mistakes all day. Lying about one is a different and much bigger problem.
- **Teamwork.** Help the recruit next to you make their bed or fix their uniform. Platoons, divisions and flights that work together get through faster.
- **Effort.** Nobody expects you to be perfect in week one. They do expect you to try hard every single time.

About the yelling: it's a tool for creating stress in a controlled setting, so you learn to think and follow instructions while under pressure. Instructors are trained professionals working under strict rules about how they may treat recruits, and every branch has ways to report mistreatment. Being yelled at for a wrinkled sheet is normal. Being physically harmed or humiliated in ways that cross the line is not, and you have the right to report it.

## Protecting your sleep

Sleep is the resource you'll miss most, and the one that affects everything else: mood, memory, reaction time and injury risk.

- **Sleep the moment lights go out.** Don't whisper, don't stare at the ceiling replaying the day. Close your eyes and breathe slowly.
- **Prepare before lights-out.** Lay out what you need for the morning so the first minutes after wake-up are automatic.
- **Take night duties seriously.** Most branches assign recruits to short overnight watches. Stay alert, follow the procedure exactly, and go straight back to sleep afterward.
- **Shift your body clock before you ship.** For the last few weeks at home, get up early and go to bed early. Wake-up times at basic are early, and the change is easier if you've already made it.
- **Use the small gaps.** If you're allowed to rest during a waiting period, rest quietly. Don't use downtime to chat loudly.

## Water and food

Dehydration and heat illness are real risks, especially if you ship in summer or to a hot, humid location.

- **Drink when you're told to drink.** Instructors schedule water breaks for a reason. Follow that schedule rather than guessing, because drinking far too much water is also dangerous.
- **Check your urine color.** Pale yellow is a good sign; dark yellow means you need more fluid.
- **Report warning signs immediately.** Dizziness, confusion, nausea, cramps or a sudden headache during training need to be reported. Toughing it out can turn a minor problem into an emergency.
- **Eat fast and eat what's served.** Meal times are short. Practice eating a full plate in a reasonable time before you ship, and don't skip food because you're nervous.
- **Don't fear the dining facility.** There are rules about how you move and sit, but the food is there to fuel you. Take the protein, the vegetables and the carbohydrates.

## The mental game

The first week is more mental than physical. A few habits make a big difference:

- **Think in small pieces.** Don't think about the whole of basic training. Think about getting to the next meal, then the next formation, then lights-out. Each finished day is one you never have to do again.
- **Treat correction as information.** When an instructor corrects you, they're telling you exactly how to improve. Fix it and move on without arguing or explaining.
- **Expect homesickness.** It often hits hardest in the first days, when everything is new and you haven't had a letter yet. It's normal, it's temporary, and the recruit next to you is probably feeling it too.
- **Don't compare your worst moment with someone else's best.** Everyone struggles with something. The recruit who's great at drill may be terrible at push-ups.
- **Keep your reason close.** Know why you enlisted, whether it's college money, a career, family or service, and remind yourself of it when things are hardest.
- **Find a battle buddy.** Most branches pair recruits up deliberately. Look out for each other, and ask for help when you need it.

## Common first-week mistakes

These are the errors instructors see in almost every class. Avoid them and you'll have an easier week than most.

- Bringing items that aren't allowed and not declaring them.
- Forgetting your Social Security number or bank details.
- Talking without being asked, or talking in line.
- Looking around, or making eye contact when you've been told to look straight ahead.
- Trying to be funny. Humor has its place later; week one is not it.
- Hiding an injury, illness or medical history.
- Volunteering excuses instead of saying you understand and will fix it.
- Skipping water because you don't want to use the restroom during training.
- Arriving out of shape and being shocked by how much movement there is.
- Getting angry at the recruit who caused a group punishment. It happens to everyone, and teams that turn on each other struggle.
- Giving up mentally on day two because day one was hard.

## How to write letters home

Letters matter more at basic than almost anywhere else. You'll probably have very limited phone access, and mail becomes a lifeline for you and your family. Here's how to make it work.

## Before you leave

- **Collect addresses on paper.** Write down the full mailing address of everyone you want to hear from, in a small notebook if your branch's list allows one.
- **Pack the supplies your list permits.** Many recruits bring a few stamps, envelopes and a pen. Check your branch's official packing list first.
- **Brief your family.** Tell them you'll send your mailing address as soon as you have it, that mail can be slow at first, and that silence doesn't mean something is wrong.
- **Tell them what to send.** In general, short letters and photos are welcome, while packages, food and bulky items are often not allowed. Rules vary, so ask your recruiter what your branch permits.

## What to write

You'll usually write during short personal time in the evening, so keep it simple. A letter doesn't need to be long to mean a lot. A straightforward structure works well:

- **Start with reassurance.** Say you're safe and healthy, in plain words.
- **Share one specific moment.** The first time your platoon marched in step, a meal you didn't expect to enjoy, the recruit who made everyone laugh. Specific beats general.
- **Be honest but calm.** It's fine to say the week was hard. Avoid writing something so dramatic that your family spends days worrying.
- **Ask them a question.** It gives them something to answer, and their replies will lift you more than you expect.
- **Give them your current address and anything they need to know,** such as when family weekend or graduation information may come out.
- **Close with something personal.** A reminder of home, an inside joke, a thank-you.

Number your letters on the envelope or at the top of the page. Mail doesn't always arrive in order, and numbering helps your family read them in sequence.

## Letters from home

Ask your family to write often, even if the news is boring. Hearing about the dog or what's for dinner is surprisingly powerful when you're far from home. Ask them to keep letters positive, to avoid sending bad news casually, and to follow the mail rules exactly so nothing gets you extra attention at mail call.

## Your first-week checklist

Read this the night before you ship.

- I know my Social Security number without looking.
- I have my bank routing and account numbers written down.
- My required documents are in one folder.
- I have phone numbers and addresses on paper.
- I've followed my branch's official packing list, and nothing extra.
- I've been going to bed and waking up early for at least a couple of weeks.
- I can run, do push-ups and hold a plank without falling apart.
- My family knows mail may be slow and that I'll write when I can.
- I know why I'm going.

## The bottom line

The first week of basic training is designed to feel overwhelming, and then to show you that you can handle it anyway. You'll be processed, measured, vaccinated, corrected and yelled at, and by day seven you'll be doing things on command that felt impossible on arrival night. Move fast, tell the truth, drink your water, sleep when you can, help the person next to you, and take it one meal at a time. Thousands of recruits finish that week every year, and with a little preparation you'll be one of them.`;
