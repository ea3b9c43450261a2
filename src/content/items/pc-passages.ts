import type { Passage } from "../types";

/** Original reading passages for Paragraph Comprehension items. */
export const PC_PASSAGES: readonly Passage[] = [
  {
    id: "PC-P01",
    title: "The Twenty-Four-Hour Clock",
    text: 'The armed forces tell time on a twenty-four-hour clock so that no order can be confused between morning and evening. The day begins at midnight, written 0000, and the hours are numbered in sequence, so 1:00 a.m. is 0100 and noon is 1200. After noon the count keeps climbing instead of starting over: 1:00 p.m. becomes 1300, and 6:30 p.m. becomes 1830. Times are spoken as four digits, so 0700 is said as "zero seven hundred." Because the system never uses a.m. or p.m., a watch schedule or a flight plan cannot be misread by someone who overlooks those letters. Many civilians who work in hospitals, aviation, and emergency services use the same clock for the same reason.',
  },
  {
    id: "PC-P02",
    title: "Counting the Distance to Lightning",
    text: "Lightning and thunder happen at the same moment, but they do not reach an observer at the same time. Light travels so fast that a flash is seen almost instantly, while sound moves through air at roughly one mile every five seconds. By counting the seconds between a flash and the thunder that follows, a person can estimate how far away the strike was: a gap of ten seconds means the lightning was about two miles off. This rule of thumb is useful, but it is not a measure of safety. Lightning can strike ten miles or more from the storm that produces it, so weather experts advise going indoors as soon as thunder can be heard at all.",
  },
  {
    id: "PC-P03",
    title: "The Erie Canal",
    text: "Before 1825, moving a ton of grain from the Great Lakes region to New York City meant weeks of hauling by wagon over rough roads, at a cost few farmers could afford. The Erie Canal changed that. Dug largely by hand over eight years, the canal stretched about 360 miles from Buffalo on Lake Erie to Albany on the Hudson River, where boats could continue downriver to New York City. Shipping costs fell by roughly 90 percent, and goods that once took weeks to arrive now took days. Farmers in the West gained a cheap route to Eastern markets, and New York City grew into the nation's busiest port. Towns along the canal, such as Rochester and Syracuse, grew rapidly as well.",
  },
  {
    id: "PC-P04",
    title: "A Doctor Ahead of His Time",
    text: "In the 1840s, a Hungarian doctor named Ignaz Semmelweis noticed something troubling at the Vienna hospital where he worked. Women who gave birth in the ward staffed by doctors and medical students died of fever far more often than women in the ward staffed by midwives. Semmelweis observed that the doctors often came to the ward directly from performing autopsies. He ordered them to wash their hands in a chlorine solution before examining patients, and the death rate in their ward dropped sharply. Yet many physicians rejected his conclusions, partly because germs had not yet been identified as a cause of disease. Only decades later, after the work of Louis Pasteur and others, was his insight widely accepted.",
  },
  {
    id: "PC-P05",
    title: "Spelling It Out on the Radio",
    text: 'Over a crackling radio, the letters B, D, E, P, T, and V can sound almost identical. To prevent costly mistakes, the military and civilian aviation use a spelling alphabet in which each letter is replaced by a code word: Alfa for A, Bravo for B, Charlie for C, and so on through Zulu. The words were chosen after testing with speakers of many languages, so that each would be easy to pronounce and hard to confuse with any other. A radio operator reporting grid square "BD" therefore says "Bravo Delta" rather than letters that a listener might hear as "PT" or "VE." The same code words are now used by ships, police departments, and amateur radio operators around the world.',
  },
  {
    id: "PC-P06",
    title: "Why Ice Floats",
    text: "Most substances become denser when they freeze, so their solid form sinks in their own liquid. Water is an unusual exception. As water cools below about 4 degrees Celsius, its molecules begin arranging themselves into an open, six-sided pattern held together by hydrogen bonds. When the water freezes, this pattern locks into place, and the resulting ice takes up roughly 9 percent more space than the liquid did. Because ice is less dense than liquid water, it floats. This property matters to life on Earth. A lake freezes from the top down, and the layer of surface ice insulates the water beneath it, allowing fish and other organisms to survive the winter.",
  },
  {
    id: "PC-P07",
    title: "How a Bill Becomes Law",
    text: "In the United States Congress, a proposed law, or bill, may be introduced in either the House of Representatives or the Senate, although bills that raise revenue must begin in the House. After introduction, a bill is sent to a committee, where members study it, hold hearings, and often change its wording. If the committee approves it, the full chamber debates it and votes. A bill that passes one chamber then goes to the other, which may pass it, amend it, or let it die. Both chambers must approve identical text before the bill goes to the President, who may sign it into law or veto it. Congress can still override a veto, but only with a two-thirds vote in each chamber.",
  },
  {
    id: "PC-P08",
    title: "Heat Exhaustion and Heat Stroke",
    text: "When the body works hard in hot weather, it cools itself mainly by sweating. If a person loses more fluid than he or she takes in, this cooling system begins to fail. Heat exhaustion is the earlier stage: a person may sweat heavily, feel weak or dizzy, and have cool, clammy skin. Moving to a cooler place, loosening clothing, and sipping water usually bring recovery. Heat stroke is far more serious. Body temperature can climb above 103 degrees Fahrenheit, the person may become confused or pass out, and the skin may be hot and red. Heat stroke is a medical emergency; while waiting for help to arrive, others should cool the person with water or wet cloths.",
  },
  {
    id: "PC-P09",
    title: "Linking the Continent by Rail",
    text: "In 1862, Congress authorized two companies to build a railroad linking the eastern rail network to the Pacific coast. The Central Pacific started in Sacramento, California, and laid track eastward, while the Union Pacific started near Omaha, Nebraska, and built westward. The Central Pacific faced the harder terrain at first, blasting tunnels through the granite of the Sierra Nevada, and it relied heavily on thousands of Chinese immigrant workers. The Union Pacific crossed the Great Plains more quickly, employing many Irish immigrants and Civil War veterans. On May 10, 1869, the two lines met at Promontory Summit, Utah, where a ceremonial golden spike was driven. A journey across the country that had taken months could now be made in about a week.",
  },
  {
    id: "PC-P10",
    title: "Sunlight and the Atmosphere",
    text: "Sunlight looks white, but it is a mixture of all the colors of the rainbow, each with a different wavelength. As sunlight passes through the atmosphere, it strikes molecules of nitrogen and oxygen, which scatter some of the light in every direction. Shorter wavelengths, toward the blue end of the spectrum, are scattered much more strongly than longer, red wavelengths. When we look at any part of the sky away from the sun, we see this scattered blue light coming toward us from all directions. At sunrise and sunset, sunlight must travel through far more air to reach us. By then, much of the blue has been scattered out of the direct beam, leaving the reds and oranges that color the evening sky.",
  },
  {
    id: "PC-P11",
    title: "The Navajo Code Talkers",
    text: 'During World War II, the U.S. Marine Corps needed a way to send battlefield messages that enemy listeners could not decode. In 1942 it recruited a group of Navajo men to build a code based on their language, which had no written alphabet in common use at the time and was spoken by very few people outside the Navajo Nation. The code talkers assigned Navajo words to military terms: the word for "turtle" meant a tank, and the word for "chicken hawk" meant a dive-bomber. A message that might take a coding machine half an hour to encrypt and decode could be handled by two code talkers in a small fraction of that time. The code was never broken. Because it remained classified for years after the war, the code talkers received little public recognition until decades later.',
  },
  {
    id: "PC-P12",
    title: "Earning While Learning",
    text: "An apprenticeship combines paid work with structured training. An apprentice is hired by an employer and learns a trade such as electrical work, plumbing, or welding under the guidance of an experienced worker, usually while also taking classroom courses. Unlike a student who pays tuition before earning anything, an apprentice earns wages from the first day, and those wages typically rise as the apprentice's skills improve. Programs can last anywhere from one to six years. When an apprentice completes a program registered with the U.S. Department of Labor or a state agency, he or she receives a nationally recognized credential. Employers benefit too: they gain workers trained in the exact methods their business uses.",
  },
  {
    id: "PC-P13",
    title: "When Corals Turn White",
    text: "Reef-building corals look like rocks, but they are colonies of tiny animals. Living inside their tissues are microscopic algae that use sunlight to make food, much of which they share with the coral. The algae also give many corals their bright colors. When ocean water stays unusually warm for weeks, this partnership breaks down: the stressed corals expel the algae, and their tissues turn nearly transparent, revealing the white limestone skeleton beneath. This process is called bleaching. A bleached coral is not dead, but it is starving. If temperatures return to normal soon enough, the algae can recolonize the coral and it may recover. If the heat lasts too long, the coral is likely to die.",
  },
  {
    id: "PC-P14",
    title: "Counting Everyone",
    text: "The U.S. Constitution requires the federal government to count every person living in the country once every ten years. The first census was taken in 1790, when officials on horseback recorded about 3.9 million people. The count serves a purpose beyond curiosity. The number of seats each state holds in the House of Representatives is based on its population, so after each census some states gain seats and others lose them. Census figures also guide how billions of dollars in federal funding are divided among communities for roads, schools, and hospitals. Because so much depends on the results, the Census Bureau works to reach groups that are often undercounted, such as young children and people in remote areas.",
  },
  {
    id: "PC-P15",
    title: "The Cost of Lost Sleep",
    text: "Many people treat sleep as time that can be borrowed when work piles up, but research suggests the loan comes with heavy interest. Adults generally need at least seven hours of sleep a night. After about 17 to 19 hours without sleep, a person's reaction time and judgment can be as impaired as those of someone with a blood alcohol concentration of 0.05 percent; after longer periods, the impairment approaches that of legal intoxication. Sleep is also when the brain strengthens memories formed during the day, so a student who stays up all night to study may remember less than one who sleeps. Perhaps most troubling, people who are short on sleep often underestimate how impaired they are.",
  },
  {
    id: "PC-P16",
    title: "Finding the Way on Foot",
    text: "Before satellite receivers became common, soldiers found their way across unfamiliar ground with a map, a compass, and a pace count. A pace count is the number of paces a soldier takes to cover 100 meters, and each soldier determines it in advance by walking a measured course. By keeping track of paces along a compass heading, a soldier can estimate how far he or she has traveled. The count changes with conditions, though. Walking uphill, through mud, or while carrying a heavy pack shortens each pace, so more paces are needed to cover the same distance. Many soldiers still practice these skills, because batteries die and signals can be jammed.",
  },
  {
    id: "PC-P17",
    title: "The GI Bill",
    text: "As World War II drew to a close, many officials worried that millions of returning service members would be unable to find work. Congress responded with the Servicemen's Readjustment Act of 1944, better known as the GI Bill. The law offered veterans money for college or vocational training, guaranteed low-interest loans for buying homes or starting businesses, and up to a year of unemployment pay. The response exceeded expectations. By 1956, roughly 7.8 million veterans had used its education and training benefits, and in some years veterans made up nearly half of all college students. Historians credit the law with helping to expand the middle class and the suburbs in the postwar decades.",
  },
  {
    id: "PC-P18",
    title: "Reading a Sunscreen Label",
    text: 'Sunlight contains two main types of ultraviolet radiation that harm the skin. UVB rays cause most sunburns, while UVA rays penetrate more deeply and contribute to skin aging; both can lead to skin cancer. The SPF number on a sunscreen label measures protection against UVB only. A product labeled "broad spectrum" has passed a test showing that it also protects against UVA. Dermatologists generally recommend a broad-spectrum sunscreen with an SPF of at least 30, applied generously about fifteen minutes before going outside. No sunscreen lasts all day. It should be reapplied at least every two hours, and more often after swimming or heavy sweating.',
  },
  {
    id: "PC-P19",
    title: "A Right to a Safe Workplace",
    text: "Before 1970, workplace safety rules in the United States varied widely from state to state, and many workers had little protection. That year Congress passed the Occupational Safety and Health Act, which created the Occupational Safety and Health Administration, or OSHA. The agency sets safety standards, such as limits on exposure to harmful chemicals and rules for guarding dangerous machines, and it sends inspectors to check workplaces. Workers covered by the law have the right to receive training about hazards in a language they understand, to ask for an inspection if they believe conditions are unsafe, and to see records of injuries at their workplace. The law also forbids employers from punishing a worker for reporting a hazard or an injury.",
  },
  {
    id: "PC-P20",
    title: "How Bacteria Outlast Antibiotics",
    text: "Antibiotics kill bacteria or stop them from multiplying, and since the 1940s they have saved millions of lives. They have no effect, however, on viruses, which cause colds and the flu. Taking antibiotics for a viral illness cannot help and may do harm, because every use of an antibiotic gives bacteria in the body a chance to adapt. In any large population of bacteria, a few may carry traits that let them survive a drug. When the drug kills their neighbors, these survivors multiply and pass their resistance on. Over time, infections caused by such bacteria become harder to treat. For this reason, doctors urge patients to use antibiotics only when prescribed and exactly as directed.",
  },
  {
    id: "PC-P21",
    title: "Women in Wartime Industry",
    text: 'When the United States entered World War II in December 1941, its factories faced an enormous task: turning out ships, tanks, and aircraft at record speed even as millions of working men left for military service. Women filled much of the gap. Millions took paid jobs, many for the first time, and large numbers worked in shipyards and aircraft plants as riveters, welders, and machine operators, jobs that had long been considered men\'s work. A government publicity campaign encouraged them, and the fictional "Rosie the Riveter" became a symbol of the effort. When the war ended and veterans returned, many women were laid off or left these jobs. Still, the experience showed that women could do industrial work, and it helped change expectations in the decades that followed.',
  },
  {
    id: "PC-P22",
    title: "The Dance of the Honeybee",
    text: "A honeybee that finds a rich patch of flowers returns to the hive and performs what scientists call a waggle dance. On the vertical surface of the honeycomb, the bee runs in a straight line while shaking its body from side to side, then circles back and repeats the run. The angle of the straight run, measured from straight up, tells other bees the direction of the food relative to the sun. If the bee waggles straight up, the food lies toward the sun; if it waggles straight down, the food lies away from it. The length of each waggle run signals distance: the longer the run, the farther away the flowers. The Austrian scientist Karl von Frisch shared a Nobel Prize in 1973 in part for decoding this behavior.",
  },
  {
    id: "PC-P23",
    title: "Packaged Meals for Troops",
    text: "The Meal, Ready-to-Eat, or MRE, has been the U.S. military's main individual field ration since the 1980s. Each sealed pouch holds a complete meal, including an entrée, side dishes, crackers or bread, a dessert, and a drink mix, and provides about 1,200 calories. MREs are built to withstand rough handling, including airdrops, and to last about three years when stored at 80 degrees Fahrenheit, longer in cooler conditions. To warm the entrée without a fire, each meal includes a flameless ration heater. When a soldier adds a small amount of water, a powdered magnesium and iron mixture in the heater reacts and gives off enough heat to warm the food in roughly ten minutes. The menu has changed over the years, often in response to surveys of the troops who eat the meals.",
  },
  {
    id: "PC-P24",
    title: "Serving on a Jury",
    text: "The right to a trial by jury is written into the U.S. Constitution, and it depends on ordinary citizens being willing to serve. Courts typically draw potential jurors at random from lists such as voter registrations and driver's license records. People who receive a summons report to the courthouse, where the judge and the lawyers on both sides question them in a process called voir dire. The purpose is not to find jurors who know nothing about the world, but to find people who can set aside personal opinions and decide the case based only on the evidence presented in court. A person may be excused for reasons such as a conflict of interest, a close connection to someone involved in the case, or serious hardship.",
  },
  {
    id: "PC-P25",
    title: "Before and After the Workout",
    text: "A few minutes of preparation can make exercise both safer and more effective. A warm-up of five to ten minutes, such as brisk walking, easy jogging, or arm circles, gradually raises the heart rate and increases blood flow to the muscles, which makes them more flexible and less likely to be strained. Many trainers now favor these moving, or dynamic, stretches before a workout over holding a stretch in one position, which some studies suggest can briefly reduce muscle power. After the workout, a cool-down of slow walking or light movement lets the heart rate and breathing return to normal gradually. Stopping suddenly after hard exercise can cause blood to pool in the legs, leaving some people dizzy or lightheaded.",
  },
  {
    id: "PC-P26",
    title: "Writing a Clear Work Email",
    text: 'In many workplaces, email is the main way colleagues share information, and a confusing message can waste hours. Communication trainers offer a few consistent guidelines. First, the subject line should state the topic and any deadline, such as "Budget figures needed by Friday," so that the reader can judge its urgency before opening it. Second, the most important point or request belongs in the first two sentences rather than at the end. Third, a message that covers several unrelated topics is better split into separate emails, each of which can be answered or filed on its own. Finally, writers should reread a message before sending it, checking names, dates, and attachments, because an email usually cannot be recalled once it is sent.',
  },
];
