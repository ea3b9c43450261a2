import type { Passage } from "../../types";

/** Reading passages written for the deeper bank (issue 16). */
export const PC_MORE_PASSAGES: readonly Passage[] = [
  // Military life and history
  {
    id: "PC-P27",
    title: "The Buddy System",
    text: "During basic training, recruits are often paired in a buddy system. Each recruit is responsible not only for himself or herself but also for a partner. Buddies check each other's uniforms before formation, make sure each other drinks water during long days in the sun, and watch for signs of injury or illness that a tired person might overlook in himself or herself. If one buddy is missing at a head count, the other is expected to know where the partner went. Instructors use the system because it catches small problems early, before they become emergencies, and because it teaches a lesson that carries into every unit: a service member's success depends on the people beside him or her.",
  },
  {
    id: "PC-P28",
    title: "Two Identical Tags",
    text: "Service members in the field wear two identical metal identification tags, commonly called dog tags, on a chain around the neck. Each tag is stamped with basic facts such as the wearer's name, an identification number, blood type, and sometimes religious preference. The information is kept brief because it has to be read quickly, sometimes by medics treating a wounded person who cannot speak. Having two tags serves a grim but practical purpose. If a service member is killed, one tag stays with the body so that it can be identified later, while the other is removed to report the death. Many veterans keep their tags for life as a reminder of their service.",
  },
  {
    id: "PC-P29",
    title: "Making a Bunk",
    text: "New recruits quickly learn that a bunk must be made the same way every day. First, the bottom sheet is spread evenly over the mattress and tucked in tightly all the way around. Next, the top sheet and blanket are laid over it together, with their edges lined up at the head of the bed. At the foot of the bunk, both layers are tucked under the mattress, and each corner is folded into a neat diagonal called a hospital corner. The top edge of the sheet is then folded back over the blanket to form a smooth collar of a set width, which instructors may check with a ruler. Finally, the pillow is placed at the head of the bed, centered and free of wrinkles.",
  },
  {
    id: "PC-P30",
    title: "Treating Water in the Field",
    text: "When a safe water supply is not available in the field, troops can treat water with purification tablets. The water is poured into a canteen first, through a clean cloth if it is cloudy, to strain out dirt. Then the number of tablets stated on the package is added and the cap is screwed on. After the tablets dissolve, the canteen is shaken, and the cap is loosened slightly so that some treated water can seep out and clean the threads around the mouth, where a person's lips will touch. The canteen is then closed tightly and left to stand for the full waiting time printed on the package before anyone drinks from it. Cutting the wait short may leave harmful germs alive.",
  },
  {
    id: "PC-P31",
    title: "The Berlin Airlift",
    text: 'In June 1948, the Soviet Union cut off all road, rail, and canal routes into West Berlin, a city deep inside the Soviet-controlled zone of occupied Germany. Some two million residents faced the loss of food and fuel. Rather than abandon the city or try to force the roads open, the United States and Britain chose to supply it by air. Cargo planes landed around the clock, at times only minutes apart, carrying flour, milk, medicine, and tons of coal. One American pilot, Gail Halvorsen, began dropping candy tied to small handkerchief parachutes for the city\'s children, earning the nickname the "Candy Bomber." In May 1949, the Soviets lifted the blockade, having failed to starve the city into submission.',
  },
  {
    id: "PC-P32",
    title: "Military Working Dogs",
    text: "Military working dogs serve alongside troops in many roles. Some are trained to detect explosives or drugs by scent, while others patrol bases or help track a person who has fled. Each dog works with a handler, and the pair trains together constantly, because a dog's skills fade without practice. Handlers learn to read small changes in their dog's behavior, such as a sudden stiffening of the body or a change in breathing, that signal the dog has found something. Rewards are simple: many dogs work hardest for a few minutes of play with a favorite toy. When their working years end, many of these dogs are adopted, often by their former handlers.",
  },
  {
    id: "PC-P33",
    title: "The Purple Heart",
    text: "The Purple Heart is the oldest American military decoration still awarded. Its roots go back to 1782, when General George Washington created the Badge of Military Merit, a purple cloth heart, to honor soldiers for unusual acts of merit. Only a few soldiers are known to have received it, and the badge fell out of use after the Revolutionary War. In 1932, on the two-hundredth anniversary of Washington's birth, the Army revived the award as a medal bearing his profile. Today the Purple Heart is given to service members wounded or killed as a result of enemy action. Unlike most decorations, it is not a reward for a particular deed; it recognizes the sacrifice itself.",
  },
  {
    id: "PC-P34",
    title: "Talking with Flags",
    text: 'Long before radio, ships at sea talked to one another with flags. In the international system of signal flags still used today, each letter of the alphabet has its own flag, with a pattern of colors and shapes that can be recognized at a distance. A flag flown alone also carries a standard meaning. For example, the flag for the letter O, divided diagonally into red and yellow, means "man overboard." Several flags hoisted together can spell out a longer message. Because the meanings are agreed on internationally, a crew can understand a signal from a ship of another nation even if no one aboard speaks the other crew\'s language.',
  },
  {
    id: "PC-P35",
    title: "The Tuskegee Airmen",
    text: "During World War II, the Army Air Forces trained the first African American pilots of the U.S. military at an airfield near Tuskegee, Alabama. At the time, the armed forces were segregated, and many officials doubted that Black Americans could fly combat aircraft. The men who came to be known as the Tuskegee Airmen proved them wrong. Flying fighter planes whose tails they painted red, they escorted bombers on long missions over Europe and earned a reputation for skill and discipline. Their record strengthened the case for ending segregation in the military. In 1948, President Harry Truman ordered equal treatment and opportunity in the armed forces, a step that led to the integration of units over the following years.",
  },
  {
    id: "PC-P36",
    title: "What the Eye Notices",
    text: "Good camouflage depends less on special materials than on understanding what the eye notices. Observers spot objects mainly by their shape, shine, shadow, and movement. A helmet's round outline stands out in a forest, so troops break it up with cloth or local plants. Shiny items such as watches, glasses, and mess kits can flash in sunlight and must be covered. Shadows can reveal a vehicle even when the vehicle itself is hidden, so it is parked in the shade of trees rather than in the open. Most important of all is movement, which draws the eye faster than anything else; a soldier who stays still behind thin cover is often harder to see than one who moves behind thick cover.",
  },
  {
    id: "PC-P37",
    title: "Always Ready",
    text: 'The Coast Guard is one of the nation\'s armed services, but in peacetime it is part of the Department of Homeland Security rather than the Department of Defense. That arrangement reflects how much of its work is done close to home. Coast Guard crews rescue boaters in distress, enforce laws at sea, inspect commercial ships, keep shipping lanes open by breaking ice, and maintain buoys and other aids to navigation. In time of war, or when the President directs, the Coast Guard can operate as a service within the Department of the Navy. Its motto, Semper Paratus, means "Always Ready."',
  },
  {
    id: "PC-P38",
    title: "Bugle Calls",
    text: "On many military bases, the day is still marked by bugle calls, though today they are often played as recordings over loudspeakers. Reveille sounds in the morning to begin the duty day. Later, retreat is played as the flag is lowered at the end of the duty day, and people outdoors stop and face the flag or the music. At night, taps signals lights out. Taps is also played at military funerals, where its slow, simple notes have become a familiar sign of farewell. Before clocks and radios were common, such calls were the main way to tell a whole camp what to do and when to do it.",
  },
  {
    id: "PC-P39",
    title: "Measuring Distance by Pace",
    text: "When a map and compass are the only tools available, a soldier measures distance by counting paces. Each person first learns his or her pace count, the number of paces it takes to walk 100 meters on level ground, by walking a measured course several times and averaging the results. Because a pace count varies from person to person, no one can simply borrow another's number. On the move, the soldier counts one pace each time the left foot strikes the ground. At the end of each 100 meters, he or she slides one bead down a string tied to his or her gear and starts counting again from zero. Pace counting gives only an estimate, so a soldier also checks the map against hills, streams, and other landmarks along the way.",
  },
  {
    id: "PC-P40",
    title: "Inspection Notice",
    text: "NOTICE TO ALL RESIDENTS OF BUILDING 14: A room inspection will be held Friday at 0900. All rooms must be unlocked by 0845, and residents must stand by their doors until the inspector has finished with their floor. Beds must be made, floors swept and mopped, and trash taken to the outside dumpster, not left in hallway bins. Personal items may be stored in wall lockers, which must be closed but not locked. Residents who will be on duty at the time of the inspection must notify their floor leader by Thursday at 1600 and leave their rooms ready the night before. Rooms that fail will be inspected again Monday at 0700.",
  },
  {
    id: "PC-P41",
    title: "Grace Hopper",
    text: "Grace Hopper joined the Navy Reserve during World War II, leaving a job teaching mathematics at Vassar College. She was assigned to Harvard University, where she became one of the first programmers of the Mark I, an early computer the size of a room. After the war she kept working on computers and developed a radical idea: programs could be written in words close to everyday English and then translated automatically into the code a machine understood. Many experts at first insisted that computers could only do arithmetic, but her work helped lead to COBOL, a programming language widely used in business. Recalled to active duty more than once, she retired in 1986 as a rear admiral, one of the oldest serving officers in the Navy.",
  },
  {
    id: "PC-P42",
    title: "Who Does What",
    text: "In the armed forces, rank shows who is responsible for what. Enlisted members, who make up most of the force, carry out the hands-on work of the military and take on more responsibility as they rise through the ranks. Noncommissioned officers, or NCOs, are experienced enlisted leaders who train troops and enforce standards. Commissioned officers receive their commissions from the President and usually need a college degree; they plan operations and command units. Warrant officers fill a middle ground as highly skilled specialists in fields such as aviation or electronics. Insignia worn on the uniform let anyone identify a person's rank at a glance.",
  },
  {
    id: "PC-P43",
    title: "Shining Boots",
    text: "Shining a pair of leather boots takes patience more than skill. Begin by brushing off all dirt and dust, since any grit left on the leather will scratch it. Next, rub a thin coat of polish over the entire boot with a soft cloth in small circles and let it dry for a few minutes. For a deeper shine on the toe and heel, add a few drops of water to the cloth and work in more thin layers of polish, again in small circles, until the surface begins to look like glass. Finally, buff the whole boot lightly with a clean, dry cloth. Several thin coats always give a better result than one thick one.",
  },
  {
    id: "PC-P44",
    title: "Zulu Time",
    text: 'Military units that work together may be spread across many time zones, so a plan that says "attack at 0600" could mean several different moments. To avoid this confusion, the armed forces often state times in Zulu time, the time at the prime meridian, which passes through Greenwich, England. A Zulu time is marked with the letter Z, as in 1400Z. Every unit converts that single reference time into its own local time, so a ship in the Pacific and an aircraft over Europe act at exactly the same moment. Zulu time does not change for daylight saving time, which removes one more source of error.',
  },
  {
    id: "PC-P45",
    title: "Letters on Film",
    text: "During World War II, millions of letters traveled between the United States and troops overseas, and the bags of mail took up cargo space needed for weapons and supplies. The answer was V-mail. A writer filled out a special one-page form, which was then photographed onto a roll of microfilm along with thousands of other letters. The small rolls were flown overseas, where each letter was printed out on photographic paper at reduced size and delivered to its soldier or sailor. A single mailbag of film could replace dozens of bags of paper letters. V-mail limited writers to a single page, and the printed copies were small to read, but it kept news from home moving when space was scarce.",
  },
  // US history and civics
  {
    id: "PC-P46",
    title: "The Louisiana Purchase",
    text: "In 1803, the United States bought from France a vast territory west of the Mississippi River, stretching from New Orleans north toward Canada. President Thomas Jefferson had at first hoped to buy little more than New Orleans, a port that western farmers needed to ship their crops. When France offered the entire territory for about $15 million, his representatives quickly agreed. Jefferson hesitated briefly, because the Constitution said nothing about the government buying land, but he decided the chance was too good to lose. The purchase roughly doubled the size of the nation, and the next year Meriwether Lewis and William Clark set out to explore the new lands.",
  },
  {
    id: "PC-P47",
    title: "The First Ten Amendments",
    text: "When the Constitution was sent to the states in 1787, many Americans objected that it did not list the rights of individuals. These critics, called Anti-Federalists, feared that a strong national government might one day silence newspapers or search homes at will. To win their support, leaders promised to add a list of protections. James Madison drafted a set of amendments, and Congress sent them to the states. In 1791, ten of them were ratified and became known as the Bill of Rights. They protect freedom of speech, press, and religion, guarantee a fair trial, and limit searches and seizures by the government.",
  },
  {
    id: "PC-P48",
    title: "Checks and Balances",
    text: "The writers of the Constitution divided the national government into three branches so that no single group could gain too much power. Congress makes the laws, the President carries them out, and the courts decide what the laws mean. Each branch also has ways to restrain the others. The President can veto a bill passed by Congress, but Congress can override that veto with a two-thirds vote in each chamber. The President appoints federal judges, but the Senate must approve them. The courts can strike down laws that conflict with the Constitution. This system can make government slow, but its designers considered delay a fair price for protecting liberty.",
  },
  {
    id: "PC-P49",
    title: "The Pony Express",
    text: "In April 1860, the Pony Express began carrying mail between St. Joseph, Missouri, and Sacramento, California, a distance of nearly 2,000 miles. Riders galloped from one relay station to the next, where they switched to a fresh horse in a few minutes and rode on. After a set number of stations, a new rider took over the mail pouch. A letter that once took weeks by stagecoach could now cross the West in about ten days. Yet the service lasted only about eighteen months. In October 1861, a telegraph line was completed across the continent, and messages that had taken days now took minutes. The Pony Express closed soon afterward.",
  },
  {
    id: "PC-P50",
    title: "Clara Barton",
    text: "When the Civil War began, Clara Barton was working as a clerk in Washington, D.C. Seeing wounded soldiers arrive with few supplies, she began collecting bandages, food, and medicine, and she soon carried them to the battlefields herself, sometimes while the fighting was still going on. Soldiers called her the Angel of the Battlefield. After the war, she led an effort to find and identify thousands of missing soldiers. Later, while visiting Europe, she learned about the International Red Cross, and she returned home determined to create an American branch. In 1881 she founded the American Red Cross, which she led for more than twenty years.",
  },
  {
    id: "PC-P51",
    title: "Registering to Vote",
    text: "In most of the United States, a citizen must register before voting, and the rules differ from state to state. Many states let people register online, by mail, or at a motor vehicle office, while some allow registration at the polling place on Election Day. Most states set a deadline some days or weeks before an election, so a person who waits too long may be turned away. A voter who moves to a new address usually needs to update his or her registration. Because requirements vary, election officials advise checking the rules of one's own state well before any election.",
  },
  {
    id: "PC-P52",
    title: "The Homestead Act",
    text: "In 1862, Congress passed the Homestead Act to encourage settlement of the western frontier. Any adult citizen, or anyone who intended to become a citizen, could claim 160 acres of public land. The claim was not simply handed over, however. A settler had to file an application and pay a small fee, live on the land, build a home, and farm it for five years before receiving the title. Hundreds of thousands of families eventually gained land this way, including women and formerly enslaved people. Many claims failed, though, because dry weather and poor soil in parts of the West made 160 acres too little to support a family.",
  },
  {
    id: "PC-P53",
    title: "Winning the Vote for Women",
    text: "The campaign for women's voting rights in the United States lasted more than seventy years. In 1848, a meeting at Seneca Falls, New York, issued a declaration demanding equal rights, including the right to vote. Over the following decades, leaders such as Susan B. Anthony and Elizabeth Cady Stanton gave speeches, circulated petitions, and pressed Congress for change. Progress came state by state, with several western states granting women the vote before the rest of the nation. In 1919, Congress approved a constitutional amendment, and in 1920 the Nineteenth Amendment was ratified, declaring that the right to vote could not be denied because of sex.",
  },
  {
    id: "PC-P54",
    title: "The Corps of Discovery",
    text: "In May 1804, Meriwether Lewis and William Clark set out from near St. Louis with a party of several dozen men known as the Corps of Discovery. Their orders were to find a water route to the Pacific, map the land, and record the plants, animals, and peoples they met. They traveled up the Missouri River and spent their first winter among the Mandan people, where they met Sacagawea, a Shoshone woman who joined them as an interpreter. The following year they crossed the Rocky Mountains, partly on horses obtained from the Shoshone, and reached the Pacific coast in November 1805. They returned to St. Louis in September 1806.",
  },
  {
    id: "PC-P55",
    title: "Frederick Douglass",
    text: "Frederick Douglass was born into slavery in Maryland around 1818. As a boy he learned to read, though teaching enslaved people to read was discouraged and often forbidden, and he later said that reading opened his eyes to the injustice of his condition. In 1838 he escaped to the North. He soon became a powerful speaker against slavery, so eloquent that some listeners doubted he had ever been enslaved. To answer them, he wrote an autobiography in 1845 that named people and places from his past. He later published his own antislavery newspaper and, after the Civil War, served in several government posts.",
  },
  {
    id: "PC-P56",
    title: "The Electoral College",
    text: "Americans do not elect their President directly. Instead, voters in each state choose electors, and the electors cast the votes that decide the election. Each state has as many electors as it has members of Congress, that is, its representatives plus its two senators, and the District of Columbia has three. In total there are 538 electors, so a candidate needs at least 270 electoral votes to win. In nearly every state, the candidate who wins the most popular votes receives all of that state's electors. Because of this system, a candidate can win the presidency without winning the most votes nationwide.",
  },
  {
    id: "PC-P57",
    title: "The Civilian Conservation Corps",
    text: "During the Great Depression, millions of young men could not find work. In 1933, the federal government created the Civilian Conservation Corps, or CCC, to put them to work on public lands. Enrollees lived in camps run much like military posts, and they planted trees, built trails and shelters in parks, and fought soil erosion. They earned $30 a month, but $25 of it was sent home to their families, who often depended on it. Many enrollees also learned to read or gained job skills in camp classes. By the time the program ended in 1942, the CCC had planted billions of trees, and many of the park buildings its workers built are still in use.",
  },
  {
    id: "PC-P58",
    title: "A Gift from France",
    text: "The Statue of Liberty was a gift from the people of France to the people of the United States, meant to celebrate friendship between the two nations and their shared ideals of liberty. The French sculptor Frédéric Auguste Bartholdi designed the copper figure, and the engineer Gustave Eiffel designed the iron framework that supports it from inside. The statue was built in France, taken apart, and shipped across the Atlantic in hundreds of crates. Americans were responsible for the pedestal, and when money ran short, a newspaper campaign collected small donations from ordinary citizens. The statue was dedicated in New York Harbor in 1886, and it became a welcoming sight for immigrants arriving by ship.",
  },
  {
    id: "PC-P59",
    title: "The Dust Bowl",
    text: "In the 1930s, a severe drought struck the southern Great Plains. In earlier years, farmers had plowed up millions of acres of native grass, whose deep roots had held the soil in place. When the rains failed and crops died, nothing anchored the dry earth, and strong winds lifted it into enormous dust storms. Some storms darkened the sky for hours and carried dust hundreds of miles. Thousands of families lost their farms and moved west in search of work. In response, the government began teaching methods such as planting rows of trees as windbreaks and plowing along the curves of the land to hold soil and water.",
  },
  {
    id: "PC-P60",
    title: "Town Meeting Notice",
    text: "PUBLIC NOTICE: The Town Council will hold a public hearing on the proposed expansion of Maple Street Park on Tuesday, March 12, at 7:00 p.m. in the Town Hall auditorium. The plan includes a new playground, a walking path, and forty additional parking spaces. Residents who wish to speak must sign up at the door before the hearing begins; each speaker will be allowed three minutes. Written comments may be submitted to the Town Clerk until 5:00 p.m. on Monday, March 11. Copies of the plan are available at the public library and on the town website. The Council will vote on the plan at its regular meeting on March 26.",
  },
  {
    id: "PC-P61",
    title: "The Panama Canal",
    text: "Before 1914, a ship sailing from New York to San Francisco had to travel around the southern tip of South America, a voyage of about 13,000 miles. The Panama Canal, cut across a narrow strip of land in Central America, shortened that trip by roughly 8,000 miles. The canal does not run at sea level. Instead, a series of locks acts like a water staircase: a ship enters a chamber, gates close behind it, and water is let in until the ship rises to the next level. On the other side, the process is reversed to lower it. Building the canal required solving not only engineering problems but also the diseases, such as yellow fever, that had defeated earlier efforts.",
  },
  {
    id: "PC-P62",
    title: "Becoming a Citizen",
    text: "Immigrants who wish to become United States citizens usually go through a process called naturalization. Most applicants must first be lawful permanent residents for several years. The applicant then files an application and attends an appointment where fingerprints are taken for a background check. Next comes an interview with an immigration officer, during which the applicant must show an ability to read, write, and speak basic English and must pass a test on American history and government. An applicant who is approved is scheduled for a ceremony, where he or she takes an oath of allegiance. Only after taking that oath does the applicant become a citizen.",
  },
  {
    id: "PC-P63",
    title: "Two Brothers and a Wind Tunnel",
    text: "Wilbur and Orville Wright ran a bicycle shop in Dayton, Ohio, and used its profits to pay for their experiments with flight. They studied the work of earlier inventors, but their early gliders did not lift as well as the published figures predicted. Rather than give up, the brothers built a small wind tunnel and tested more than two hundred model wing shapes to gather their own measurements. They also designed a system for twisting the wings to keep the craft balanced in the air. On December 17, 1903, near Kitty Hawk, North Carolina, Orville flew their engine-powered airplane for twelve seconds. It was a short flight, but it was the beginning of controlled, powered flight.",
  },
  {
    id: "PC-P64",
    title: "Marbury v. Madison",
    text: "The Constitution does not say in so many words that courts may cancel a law passed by Congress. That power was established in 1803 in the case of Marbury v. Madison. William Marbury had been appointed a justice of the peace, but his official papers were never delivered, and he asked the Supreme Court to order their delivery. Chief Justice John Marshall agreed that Marbury had a right to the job but ruled that the Court could not help him, because the law that gave the Court this power conflicted with the Constitution and was therefore void. In losing a small battle, the Court won a great power, known as judicial review.",
  },
  // Science and nature
  {
    id: "PC-P65",
    title: "The Pull of the Moon",
    text: "Along most ocean coasts, the water rises and falls twice a day. These tides are caused mainly by the gravity of the Moon, which pulls on the oceans and creates a bulge of water on the side of Earth facing it, along with a second bulge on the opposite side. As Earth turns, a coastline passes through both bulges, producing two high tides and two low tides in a little more than a day. The Sun's gravity also plays a part. When the Sun and Moon line up, at new moon and full moon, their pulls combine to produce especially high and low tides, called spring tides. When they pull at right angles, the difference between high and low tide is smaller.",
  },
  {
    id: "PC-P66",
    title: "Food from Light",
    text: "Green plants make their own food through a process called photosynthesis. Inside their leaves, a green pigment called chlorophyll captures energy from sunlight. The plant uses that energy to combine water, drawn up from its roots, with carbon dioxide, taken in from the air through tiny openings in its leaves. The result is sugar, which the plant uses for energy and for building new tissue. Oxygen is given off as a by-product and released into the air. Nearly every food chain on land begins with this process, because animals that eat plants, and the animals that eat them, all depend on energy that plants first captured from the Sun.",
  },
  {
    id: "PC-P67",
    title: "The Monarch's Journey",
    text: "Each fall, monarch butterflies from eastern North America fly as far as 3,000 miles to spend the winter in mountain forests in central Mexico. There they cluster by the millions on the branches of fir trees. In spring they begin the trip north, but no single butterfly completes the round trip. The monarchs that leave Mexico lay eggs along the way and die, and their offspring continue the journey. It takes several generations to reach the northern United States and Canada. Then, in late summer, a special generation is born that lives for months instead of weeks and makes the long flight south, to a place none of them has ever seen.",
  },
  {
    id: "PC-P68",
    title: "A Ring of Volcanoes",
    text: "Earth's outer shell is broken into huge slabs called plates, which move a few inches each year. Most volcanoes and earthquakes occur where these plates meet. Around the edges of the Pacific Ocean, many plates collide, and in most of these places one plate is forced beneath another. As the sinking plate goes deeper, rock above it melts and rises to feed volcanoes. The result is a long chain of volcanoes and frequent earthquakes circling the Pacific, often called the Ring of Fire. The chain runs along the western coasts of the Americas and through Alaska, Japan, the Philippines, and New Zealand.",
  },
  {
    id: "PC-P69",
    title: "How a Vacuum Bottle Works",
    text: "A vacuum bottle keeps hot drinks hot and cold drinks cold by slowing the movement of heat. Heat can travel in three ways: by conduction through solid materials, by convection through moving air or liquid, and by radiation. The bottle has two walls with the air pumped out of the space between them. Because that space is nearly empty, heat cannot be carried across it by conduction or convection. The walls are also coated with a shiny, mirror-like surface that reflects radiated heat back toward where it came from. A tight stopper keeps heat from escaping through the opening. No bottle is perfect, though, and over many hours the contents slowly reach room temperature.",
  },
  {
    id: "PC-P70",
    title: "Nature's Engineers",
    text: "Beavers are among the few animals that reshape their surroundings on a large scale. Using their strong front teeth, they cut down trees and drag branches, mud, and stones into streams to build dams. The dams create ponds deep enough that the water does not freeze to the bottom in winter, and in these ponds beavers build lodges whose entrances lie underwater, out of reach of most predators. The ponds also benefit other creatures. Ducks, frogs, fish, and insects thrive in the still water, and the surrounding wetlands filter sediment and slow floods. For this reason, some land managers now welcome beavers back to streams from which they had disappeared.",
  },
  {
    id: "PC-P71",
    title: "Why Iron Rusts",
    text: "Rust forms when iron combines with oxygen in the presence of water. That is why a steel tool left out in the rain soon develops reddish-brown spots, while the same tool stored in a dry shed stays bright. Salt speeds up the process, so cars in places where roads are salted in winter, and boats used in seawater, tend to rust faster. Unlike the thin film that forms on some metals, rust is flaky and porous, so it does not protect the iron beneath it; the damage keeps spreading inward. The usual defense is a barrier, such as paint or oil, that keeps water and air away from the surface. Steel can also be coated with zinc, a process called galvanizing.",
  },
  {
    id: "PC-P72",
    title: "Measuring Earthquakes",
    text: "Scientists measure the size of an earthquake on a magnitude scale, in which each whole number represents a much larger quake than the one below it. An increase of one whole number means the ground shaking recorded on instruments is about ten times greater, and the energy released is about thirty-two times greater. A magnitude 6 earthquake therefore releases roughly thirty-two times the energy of a magnitude 5. Magnitude alone does not decide how much damage a quake causes, however. The depth of the quake, the distance to cities, the type of ground, and the quality of buildings all matter, which is why a moderate quake can sometimes do more harm than a stronger one.",
  },
  {
    id: "PC-P73",
    title: "The Water Cycle",
    text: "The water on Earth is used over and over in a continuous cycle. Heat from the Sun warms oceans, lakes, and rivers, and some of the water evaporates, rising into the air as invisible vapor. As the vapor rises, it cools and condenses into tiny droplets that gather as clouds. When the droplets combine and grow heavy enough, they fall back to the ground as rain, snow, sleet, or hail. Some of this water soaks into the ground, some is taken up by plants, and some runs off into streams that carry it back to lakes and the sea. There the Sun warms it again, and the cycle continues.",
  },
  {
    id: "PC-P74",
    title: "Cold Light",
    text: "On summer evenings, fireflies flash their lights across fields and lawns. The glow comes from a chemical reaction inside the insect's abdomen, in which a substance called luciferin combines with oxygen with the help of an enzyme. Unlike an old-fashioned light bulb, which becomes too hot to touch, the firefly's reaction gives off very little heat, so its glow is sometimes called cold light. The flashes are a form of communication. Each species has its own pattern of flashes, and males and females use these patterns to recognize and find one another. In some species, females imitate the signals of other species to lure males in and eat them.",
  },
  {
    id: "PC-P75",
    title: "Valleys Carved by Ice",
    text: "Rivers and glaciers both carve valleys, but they leave different marks. A river cuts downward into its bed, and over time it tends to form a narrow valley with steep sides shaped like the letter V. A glacier is a slow-moving river of ice, often hundreds of feet thick, that fills an entire valley from side to side. As it creeps downhill, rocks frozen into its base scrape the floor and walls alike, widening and deepening the valley into a broad U shape. Long after the ice has melted, the shape remains. Geologists who find a U-shaped valley in a place that is warm today can conclude that glaciers once covered the area.",
  },
  {
    id: "PC-P76",
    title: "Why Leaves Change Color",
    text: "During spring and summer, leaves are green because they are full of chlorophyll, the pigment plants use to make food from sunlight. Leaves also contain yellow and orange pigments, but the large amount of chlorophyll hides them. As autumn days grow shorter and cooler, many trees stop making chlorophyll, and the green slowly breaks down. The yellows and oranges that were there all along then show through. In some trees, such as certain maples, the leaves also produce new red pigments in the fall. Finally, a layer of cells forms where each leaf stem meets the branch, cutting off the leaf, which dries and drops to the ground.",
  },
  {
    id: "PC-P77",
    title: "Seeing with Sound",
    text: "Many bats hunt at night by echolocation. A bat gives off a rapid series of high-pitched calls, most of them too high for human ears to hear, and listens for the echoes that bounce back from objects around it. From the time an echo takes to return, the bat can judge how far away an object is, and from small changes in the echo it can tell the object's size and movement. As a bat closes in on a moth, it calls faster and faster to track its target. Some moths have evolved ears that detect these calls, and when they hear a bat approaching, they suddenly dive or change direction to escape.",
  },
  {
    id: "PC-P78",
    title: "Making Milk Safe",
    text: "In the 1800s, milk was a common source of serious illness, because harmful bacteria could grow in it between the farm and the table. The solution came from the French scientist Louis Pasteur, who showed that heating liquids could kill many of the microbes that spoil them. The process, named pasteurization after him, heats milk to a set temperature for a set time and then cools it quickly. The milk is not boiled, which would change its taste, and not every microbe is destroyed, so pasteurized milk must still be kept cold. Even so, the process sharply reduced diseases once spread by milk and is now standard in many countries.",
  },
  {
    id: "PC-P79",
    title: "How Seeds Travel",
    text: "A plant cannot walk, yet its seeds often end up far from where they formed. Seeds that land right under the parent plant must compete with it for light, water, and space, so plants have developed many ways of spreading them. Dandelion seeds carry tiny parachutes that ride the wind, and maple seeds spin like helicopter blades as they fall. Burrs hook onto the fur of passing animals and are carried away, while seeds inside sweet fruits are eaten by birds and dropped far away in their waste. The coconut can float across the ocean for weeks and sprout on a distant beach.",
  },
  {
    id: "PC-P80",
    title: "The Moon's Changing Shape",
    text: "The Moon does not make its own light; it shines by reflecting sunlight. Half of it is always lit by the Sun, but how much of that lit half we can see changes as the Moon circles Earth about once a month. At new moon, the Moon lies between Earth and the Sun, and its lit side faces away from us, so it is nearly invisible. Over the following days, a thin crescent appears and grows. About a week after new moon, half of the disk is lit, a phase called first quarter. The lit part keeps growing until full moon, when the Moon is on the far side of Earth from the Sun. Then the lit part shrinks through the same phases in reverse.",
  },
  {
    id: "PC-P81",
    title: "Unwanted Guests",
    text: "Zebra mussels, small striped shellfish native to lakes and rivers in Eastern Europe and western Asia, were discovered in the Great Lakes region in 1988. Scientists believe they arrived in ballast water, the water large ships take on to keep themselves stable and later release in port. With few natural predators in their new home, the mussels multiplied rapidly. They crowd out native shellfish, and by filtering huge amounts of tiny plant life from the water, they reduce the food available to young fish. They also clog the intake pipes of power plants and city water systems, which must spend large sums to clear them. Boaters are now asked to clean and drain their boats when moving between lakes.",
  },
  {
    id: "PC-P82",
    title: "Surviving the Dry Times",
    text: "Tardigrades, sometimes called water bears, are animals so small that most are barely visible without a microscope. They live in many places, from ocean sediments to the damp moss on a garden wall. What makes them remarkable is their ability to survive conditions that would kill almost any other animal. When its home dries out, a tardigrade pulls in its legs, loses nearly all of the water in its body, and curls into a dry, lifeless-looking ball. In this state it can endure extreme cold, heat, and even the vacuum of space for a time. When water returns, it can revive and walk away within hours.",
  },
  {
    id: "PC-P83",
    title: "Lightning Rods",
    text: "A lightning rod does not attract lightning from far away, and it does not prevent a strike. Its job is to give a strike that would have hit the building anyway a safe path to the ground. The system has three main parts: metal rods mounted on the highest points of the roof, heavy wires that run down the outside of the building, and metal rods driven deep into the ground. When lightning strikes a rod, the electric current travels through the wires into the earth instead of passing through wood, brick, or wiring inside the walls, where it could start a fire. Benjamin Franklin promoted the idea in the 1750s, and the basic design has changed little since.",
  },
  // Health and safety
  {
    id: "PC-P84",
    title: "Washing Hands the Right Way",
    text: 'Washing hands is one of the simplest ways to keep from spreading illness, but a quick rinse does little good. Health experts recommend a series of steps. First, wet your hands with clean running water, either warm or cold, and turn off the tap. Next, apply soap and rub your hands together to make a lather, covering the backs of your hands, between your fingers, and under your nails. Keep scrubbing for at least twenty seconds, about the time it takes to hum the "Happy Birthday" song twice. Then rinse your hands well under clean running water. Finally, dry them with a clean towel or let them air-dry, since germs spread more easily from wet hands.',
  },
  {
    id: "PC-P85",
    title: "The Invisible Danger",
    text: "Carbon monoxide is a gas that has no color, taste, or smell, so people can breathe dangerous amounts of it without realizing anything is wrong. It is produced whenever fuel is burned, by furnaces, gas stoves, car engines, and portable generators. When it builds up in a closed space, it keeps the blood from carrying oxygen. Early symptoms, such as headache, dizziness, and nausea, are easily mistaken for the flu. Because a person's senses give no warning, safety officials urge every household to install carbon monoxide detectors near sleeping areas. They also warn never to run a generator or a car inside a home or garage, even with the door open.",
  },
  {
    id: "PC-P86",
    title: "Using a Fire Extinguisher",
    text: "Many fire extinguishers come with instructions summed up by the word PASS. First, pull the pin at the top of the extinguisher, which unlocks the handle. Second, aim the nozzle low, at the base of the fire, rather than at the flames, because spraying the flames does not put out the fuel that feeds them. Third, squeeze the handle slowly and evenly to release the contents. Fourth, sweep the nozzle from side to side across the base of the fire until it appears to be out. A portable extinguisher empties in a matter of seconds, so it is meant only for small fires. If a fire is spreading, the safest choice is to leave and call for help.",
  },
  {
    id: "PC-P87",
    title: "Preventing Blisters",
    text: "On a long march, a small blister can become a serious problem, making every step painful and sometimes leading to infection. Blisters form when skin rubs repeatedly against a boot or sock, especially when feet are damp. Prevention starts before the march with boots that fit well and have been broken in on shorter walks. Socks that pull moisture away from the skin help keep feet dry, and carrying a spare pair allows a change halfway. Hikers are also taught to stop at the first sign of a hot spot, a patch of skin that feels warm or tender, and cover it with tape or padding. A hot spot treated early seldom becomes a blister.",
  },
  {
    id: "PC-P88",
    title: "If Your Clothes Catch Fire",
    text: "A person whose clothing catches fire may feel a strong urge to run, but running feeds the flames with fresh air and makes them worse. Fire safety instructors teach a simple response instead: stop, drop, and roll. The person should stop where he or she is, drop to the ground, and cover the face with the hands to protect it from the flames. Then he or she should roll over and over, back and forth, until the fire is smothered. Once the flames are out, the burned area should be cooled with cool running water for several minutes, and medical help should be sought for any serious burn.",
  },
  {
    id: "PC-P89",
    title: "Hypothermia",
    text: "Hypothermia occurs when the body loses heat faster than it can produce it, and the body's core temperature falls below about 95°F. It is often linked with bitter cold, but it can also strike on a cool, rainy day, because wet clothing draws heat away from the body far faster than dry clothing does. Wind speeds the loss even more. Early signs include shivering, clumsy hands, and slurred speech. As the condition worsens, shivering may stop and the person may become confused and unaware of the danger. A victim should be moved out of the wind and rain, have wet clothing replaced with dry layers, and be warmed gradually while someone gets medical help.",
  },
  {
    id: "PC-P90",
    title: "Leftovers and the Danger Zone",
    text: "Bacteria that cause food poisoning grow fastest between 40°F and 140°F, a range food safety experts call the danger zone. Food should therefore be kept either cold, in a refrigerator set at 40°F or below, or hot, at 140°F or above. Cooked food left out at room temperature for more than two hours should be thrown away; on a hot day, above 90°F, the limit drops to one hour. Leftovers cool faster if they are divided into small, shallow containers before they go into the refrigerator. Smell and appearance are not reliable guides, because food can carry harmful bacteria and still look and smell normal.",
  },
  {
    id: "PC-P91",
    title: "Lifting Without Injury",
    text: "Back injuries are among the most common injuries on the job, and many of them happen while lifting. Before lifting a heavy object, check its weight by pushing one corner, and get help or a cart if it is too heavy to handle alone. Stand close to the load with your feet about shoulder-width apart. Bend at the knees and hips, not at the waist, and get a firm grip. Then lift smoothly by straightening your legs, keeping the load close to your body and your back straight. To change direction, turn your feet instead of twisting your upper body. Set the load down the same way, bending at the knees.",
  },
  {
    id: "PC-P92",
    title: "Protecting Your Hearing",
    text: "Hearing loss caused by noise usually develops so gradually that people do not notice it until the damage is done. Loud sound harms the tiny hair cells in the inner ear that turn vibrations into signals for the brain, and once those cells are destroyed, they do not grow back. The risk depends on both how loud a sound is and how long a person hears it. Long exposure to sounds of about 85 decibels, roughly the level of heavy city traffic, can cause harm, while a single very loud blast, such as a gunshot close by, can cause damage at once. Earplugs and earmuffs greatly reduce the risk, but only if they are worn every time.",
  },
  {
    id: "PC-P93",
    title: "After a Blow to the Head",
    text: "A concussion is a brain injury caused by a blow or jolt to the head, and it can happen even when a person does not lose consciousness. Symptoms include headache, dizziness, blurred vision, confusion, and trouble remembering, but they do not always appear right away; some show up hours later. For this reason, a person who has taken a hard hit should be watched closely for the rest of the day. Rest is an important part of recovery, and returning to sports or other risky activity too soon can lead to a second, more serious injury. Symptoms that grow worse, such as repeated vomiting or a headache that will not go away, call for emergency care.",
  },
  {
    id: "PC-P94",
    title: "Removing a Tick",
    text: "After a walk through woods or tall grass, it is wise to check your body for ticks, since some carry diseases. If you find one attached, do not crush it, burn it, or cover it with petroleum jelly. Instead, grasp the tick as close to the skin as possible with fine-tipped tweezers. Pull upward with steady, even pressure, without twisting or jerking, which can cause parts of the mouth to break off and stay in the skin. After removing the tick, clean the bite and your hands with rubbing alcohol or soap and water. Watch the area for several weeks, and see a doctor if a rash or fever develops.",
  },
  {
    id: "PC-P95",
    title: "Eyes on the Road",
    text: "Sending or reading a text message while driving is especially dangerous because it takes a driver's eyes, hands, and attention away from driving all at once. Reading a short message can take the eyes off the road for about five seconds. At 55 miles per hour, a car travels roughly the length of a football field in that time, with the driver effectively blind. Many drivers believe they can text safely because they have done it before without a crash, but a single moment of inattention is all it takes. Safety experts recommend silencing the phone or placing it out of reach before starting the car.",
  },
  {
    id: "PC-P96",
    title: "Keeping Smoke Alarms Working",
    text: "Smoke alarms save lives only if they work. Fire safety experts advise installing an alarm inside each bedroom, outside each sleeping area, and on every level of the home, including the basement. Each alarm should be tested once a month by pressing its test button. Batteries should be replaced whenever an alarm chirps to signal that they are running low, and the alarm itself should be replaced once it is ten years old, since its sensors wear out over time. An alarm should never be disconnected because it goes off while someone is cooking; it is safer to move it farther from the kitchen.",
  },
  {
    id: "PC-P97",
    title: "The First Vaccine",
    text: "In the 1700s, smallpox killed a large share of the people it infected. The English country doctor Edward Jenner noticed a common belief among farm workers: milkmaids who had caught cowpox, a mild disease, did not catch smallpox. In 1796 he tested the idea. He took material from a cowpox sore on a milkmaid's hand and scratched it into the arm of a young boy, who soon had a mild illness and recovered. Weeks later, Jenner exposed the boy to smallpox, and the boy did not get sick. Jenner's method spread around the world. The word vaccine itself comes from vacca, the Latin word for cow.",
  },
  {
    id: "PC-P98",
    title: "The Lady with the Lamp",
    text: "In 1854, during the Crimean War, the British nurse Florence Nightingale arrived at an army hospital in Turkey with a group of nurses. She found wounded soldiers lying in filthy wards with poor food, little clean water, and blocked drains. Far more men were dying of diseases such as cholera and typhus than of their wounds. Nightingale organized cleaning, laundry, and better meals, and she walked the wards at night, earning the name the Lady with the Lamp. After the war, she used carefully gathered numbers and charts to convince officials that sanitation saved lives, and she founded a school that helped make nursing a respected profession.",
  },
  {
    id: "PC-P99",
    title: "Frostbite",
    text: "Frostbite is the freezing of skin and the tissue beneath it. It most often affects the fingers, toes, nose, ears, and cheeks, which lose heat quickly and are farthest from the body's core. At first the skin may feel cold and tingle, then turn numb and look pale or grayish. Because the area is numb, a person may not notice the injury. Frostbitten skin should never be rubbed, especially with snow, because ice crystals in the tissue can cause further damage. It should be warmed in warm, not hot, water, and only if there is no chance it will freeze again, since thawing and refreezing causes more harm than waiting.",
  },
  {
    id: "PC-P100",
    title: "Setting Up a Ladder",
    text: "Falls from ladders send many workers to the hospital each year, and many of these falls begin with a ladder that was set up poorly. An extension ladder should lean at the proper angle: for every four feet of height to the point where the ladder rests, the base should be one foot out from the wall. When a ladder is used to reach a roof, it should extend at least three feet above the roof edge so the climber has something to hold when stepping off. While climbing, a worker should face the ladder and keep three points of contact, such as two hands and one foot, at all times. Tools should be raised with a rope rather than carried up by hand.",
  },
  {
    id: "PC-P101",
    title: "Never Mix Cleaners",
    text: "Household cleaning products are safe when used as directed, but some become dangerous when combined. Chlorine bleach, for example, should never be mixed with ammonia, which is found in many glass cleaners, because the combination releases toxic gases that can damage the lungs. Mixing bleach with certain acids, such as some toilet bowl cleaners, is also hazardous. People sometimes combine products thinking a stronger mixture will clean better, but it adds danger without adding cleaning power. Safety experts advise using one product at a time, rinsing surfaces between products, keeping the room well ventilated, and storing cleaners in their original containers with their labels intact.",
  },
  {
    id: "PC-P102",
    title: "Escaping a Rip Current",
    text: "A rip current is a narrow, fast-moving channel of water that flows away from the beach. It can carry even strong swimmers out beyond the breaking waves. Many drownings happen because a swimmer caught in a rip current tries to swim straight back to shore against it, grows exhausted, and can no longer stay afloat. The safer response is to stay calm and swim parallel to the shoreline until out of the current, which is usually not very wide, and then swim back to land at an angle. A swimmer who cannot escape should float or tread water and wave for help. Swimming near a lifeguard is the best protection of all.",
  },
  // Work and daily life
  {
    id: "PC-P103",
    title: "Getting Ready for an Interview",
    text: "A job interview often goes well or badly before the first question is asked. Start by learning about the employer: read its website, find out what it makes or does, and think about how your skills fit the job. Next, practice answering common questions aloud, such as why you want the position and how you handled a problem at work or school. On the day of the interview, dress neatly and arrive about ten minutes early, which shows respect for the interviewer's time without crowding the schedule. Afterward, send a short thank-you note within a day. The note reminds the interviewer of your name and shows that you follow through.",
  },
  {
    id: "PC-P104",
    title: "Reading a Pay Stub",
    text: "Many new workers are surprised when their first paycheck is smaller than they expected. The reason is the difference between gross pay and net pay. Gross pay is the total amount earned before anything is taken out, such as hours worked multiplied by the hourly rate. Net pay, often called take-home pay, is what remains after deductions. Common deductions include federal income tax, Social Security and Medicare taxes, and in many states a state income tax. Some workers also have money withheld for health insurance or a retirement plan. The pay stub lists each deduction, so checking it every payday is an easy way to catch errors.",
  },
  {
    id: "PC-P105",
    title: "Interest on Interest",
    text: "Money in a savings account earns interest, and when that interest is left in the account, it begins to earn interest of its own. This is called compound interest. Suppose $1,000 is deposited in an account that pays 5 percent a year. After one year the balance is $1,050. In the second year, the 5 percent is figured on $1,050, not on the original $1,000, so the account earns $52.50 instead of $50. The difference looks small at first, but it grows each year, and over several decades the interest earned can exceed the amount first deposited. For this reason, people who start saving early often end up with much more than those who start later.",
  },
  {
    id: "PC-P106",
    title: "Changing a Flat Tire",
    text: "If a tire goes flat, pull well off the road onto firm, level ground and turn on the hazard lights. Set the parking brake. Before raising the car, use the lug wrench to loosen each lug nut about half a turn; if the wheel were already off the ground, it would spin as you turned the wrench. Next, place the jack at the lifting point shown in the owner's manual and raise the car until the flat tire is clear of the ground. Remove the lug nuts and the flat, mount the spare, and put the nuts back on by hand until they are snug. Lower the car, then tighten the nuts fully, working across the wheel in a star pattern rather than around the circle.",
  },
  {
    id: "PC-P107",
    title: "Stronger Passwords",
    text: "Many people protect their online accounts with short passwords they can remember easily, such as a pet's name followed by a number. Unfortunately, such passwords are also easy for criminals to guess, especially with computer programs that try millions of combinations. Security experts now recommend long passphrases, made of several unrelated words, which are both harder to crack and easier to remember than a jumble of symbols. Just as important, a password should never be reused on more than one site, because if one site is breached, criminals try the stolen password everywhere else. Turning on two-step verification, which requires a code sent to a phone, adds another layer of protection.",
  },
  {
    id: "PC-P108",
    title: "Spotting a Phishing Email",
    text: "Phishing emails are messages designed to trick people into giving away passwords, account numbers, or money. They often look as if they come from a bank, a delivery service, or an employer. Common warning signs include an urgent threat, such as a claim that an account will be closed within hours; a sender's address that does not match the company's name; and a link or attachment the reader is pressed to open right away. A legitimate company rarely asks for a password by email. When in doubt, the safest course is not to click anything in the message, but to contact the company through a phone number or website you already know is genuine.",
  },
  {
    id: "PC-P109",
    title: "Parking Lot Notice",
    text: "ATTENTION ALL EMPLOYEES: The north parking lot will be closed for repaving from Monday, June 3, through Friday, June 7. During this time, employees who normally park in the north lot should use the overflow lot on Cedar Avenue, where a shuttle will run to the main entrance every fifteen minutes from 6:30 a.m. to 6:30 p.m. Employees with disability parking permits may continue to use the reserved spaces near the east entrance, which will not be affected. Any vehicle left in the north lot after 8:00 p.m. on Sunday, June 2, will be towed at the owner's expense. The lot is scheduled to reopen on Monday, June 10.",
  },
  {
    id: "PC-P110",
    title: "A Simple Budget Rule",
    text: "One popular guideline for managing money is the 50/30/20 rule. Under this plan, about 50 percent of take-home pay goes to needs, such as rent, groceries, utilities, and minimum loan payments. About 30 percent goes to wants, the discretionary spending on things like dining out, entertainment, and hobbies that a person could cut back if necessary. The remaining 20 percent goes to savings or to paying down debt faster. The rule is not meant to be followed exactly. A person in a city with high rents may need more than half of his or her pay for needs, but the guideline still offers a simple starting point for seeing where money goes.",
  },
  {
    id: "PC-P111",
    title: "Feedback That Helps",
    text: 'Every workplace runs on feedback, but not all feedback is useful. Comments such as "Good job" or "That was sloppy" tell a person how the speaker feels without saying what to keep doing or what to change. Constructive feedback is specific: it describes a particular action and its effect, as in "Your report was clear, but the budget figures were missing, so the manager had to ask for them." It focuses on the work rather than on the person\'s character, and it is given soon after the event, while details are fresh. Delivered this way, even criticism is easier to accept, because the listener can see exactly how to improve.',
  },
  {
    id: "PC-P112",
    title: "Jump-Starting a Car",
    text: "A car with a dead battery can often be started with jumper cables and a second car. With both engines off, connect one red clamp to the positive terminal of the dead battery, then the other red clamp to the positive terminal of the good battery. Next, attach one black clamp to the negative terminal of the good battery. Attach the last black clamp to a bare metal surface on the engine of the car with the dead battery, away from the battery itself, because a spark near a battery can ignite the gas it gives off. Start the working car and let it run a few minutes, then start the other car. Remove the cables in the reverse order.",
  },
  {
    id: "PC-P113",
    title: "New Recycling Rules",
    text: "NOTICE TO RESIDENTS: Beginning July 1, the city will collect recycling every other Wednesday instead of every week. Paper, cardboard, metal cans, and plastic bottles and jugs may all go in the same blue cart. Containers should be emptied and rinsed, and cardboard boxes should be flattened. Plastic bags must not be placed in the cart, because they jam the sorting machines; they can be returned to many grocery stores instead. Glass will no longer be collected at the curb and should be taken to one of the drop-off sites listed on the city website. Carts must be at the curb by 7:00 a.m. on collection day.",
  },
  {
    id: "PC-P114",
    title: "How GPS Finds You",
    text: "A GPS receiver, such as the one in a phone or a car, figures out its location by listening to satellites. Each GPS satellite carries an extremely accurate clock and constantly broadcasts signals that include the time the signal was sent. Because the signals travel at a known speed, the receiver can calculate how far away each satellite is from how long its signal took to arrive. With distances to at least four satellites, the receiver can pinpoint its position on Earth. The receiver itself sends nothing back to the satellites, which is why any number of users can rely on the system at the same time.",
  },
  {
    id: "PC-P115",
    title: "Breaking Down Big Jobs",
    text: 'People often put off large tasks, such as cleaning out a garage or writing a long report, not because they are lazy but because the job feels daunting. One practical remedy is to break a large task into small steps, each of which can be finished in one sitting. "Clean the garage" becomes "sort the tools on the workbench" or "take the old paint cans to the recycling center." Each finished step gives a sense of progress, which makes it easier to start the next one. Writing the steps down also helps, because it turns a vague intention into a concrete plan and shows at a glance what remains to be done.',
  },
  {
    id: "PC-P116",
    title: "A Resume That Gets Read",
    text: 'Employers often receive dozens of resumes for a single opening and may spend less than a minute on each one. A resume therefore needs to show quickly why the applicant fits the job. Applicants are advised to tailor each resume to the position, placing the most relevant experience and skills near the top. Descriptions of past jobs should begin with action verbs and, when possible, include results, such as "trained six new employees" rather than "responsible for training." For someone early in a career, a single page is usually enough. Finally, every resume should be proofread carefully, since a spelling error can make an otherwise strong applicant look careless.',
  },
  {
    id: "PC-P117",
    title: "More Than Books",
    text: "Public libraries still lend books, but many now offer much more. With a free library card, patrons can often borrow e-books and audiobooks, use computers and printers, and get help searching for jobs or filling out online forms. Many libraries hold classes on topics from basic computer skills to starting a small business, and some lend unexpected items such as tools, musical instruments, or museum passes. Children's story times and homework help draw families, while quiet study rooms attract students and people working from home. For many communities, the library has become a kind of public living room, open to everyone regardless of income.",
  },
  {
    id: "PC-P118",
    title: "Reading a Nutrition Label",
    text: "The Nutrition Facts label on packaged food can help shoppers compare products, but only if it is read in the right order. Start at the top with the serving size, because every number below it refers to one serving, and many packages hold more than one. Next, check the calories per serving. Then look at the percent Daily Value for each nutrient, which shows how much one serving contributes to a day's recommended total. As a general guide, 5 percent or less is considered low and 20 percent or more is considered high. A shopper trying to limit sodium, for example, would look for foods with a low percent Daily Value for sodium.",
  },
  {
    id: "PC-P119",
    title: "Cesar Chavez",
    text: "Cesar Chavez spent much of his childhood moving from farm to farm in California with his family, picking crops for low wages. As an adult, he became a community organizer, and in 1962 he and Dolores Huerta founded an association of farm workers that later became the United Farm Workers union. In 1965 the workers joined a strike against grape growers, and Chavez called on Americans across the country to boycott table grapes until the growers bargained with the union. Millions of people stopped buying grapes. Chavez insisted on nonviolence and at times fasted to draw attention to the cause. In 1970, many grape growers signed contracts with the union.",
  },
  {
    id: "PC-P120",
    title: "Checking the Oil",
    text: "Checking a car's engine oil takes only a few minutes. Park on level ground and turn off the engine, then wait several minutes so the oil can drain back into the oil pan. Open the hood and pull out the dipstick, which usually has a brightly colored handle. Wipe it clean with a rag, because the first reading is often smeared by oil splashed while the engine was running. Push the dipstick all the way back in, pull it out again, and look at where the oil line falls between the two marks near the tip. If the level is at or below the lower mark, add the type of oil listed in the owner's manual, a little at a time.",
  },
  {
    id: "PC-P121",
    title: "Working the Night Shift",
    text: "Millions of people work at night, as nurses, security officers, factory workers, and service members on watch. Because the body's internal clock is set by daylight, night workers often have trouble sleeping during the day and staying alert at night. Sleep experts offer several suggestions. Keep the bedroom dark with heavy curtains, and use earplugs or a fan to mask daytime noise. Wear sunglasses on the drive home in the morning, since bright light tells the brain it is time to be awake. Try to sleep at the same hours every day, even on days off, and avoid caffeine in the last several hours before bedtime. Small habits like these make a demanding schedule easier to sustain.",
  },
];
