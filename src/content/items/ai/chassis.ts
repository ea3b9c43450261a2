import type { AuthoredItem } from "../../types";

export const AI_CHASSIS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "AI-186",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "What is the main job of a vehicle's transmission?",
    options: [
      "To turn the front wheels when the driver steers",
      "To convert alternating current into direct current",
      "To slow the vehicle when the brakes are applied",
      "To change the gear ratio between engine and wheels",
    ],
    answer: 3,
    explanation:
      "An engine makes useful power only in a certain speed range, so the transmission provides low gears for starting and climbing and higher gears for cruising. Steering, charging, and braking are done by other systems.",
  },
  {
    id: "AI-187",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "On most front-wheel-drive cars, the transmission and the differential are combined in one unit called a...",
    options: ["transaxle", "transfer case", "torque tube", "drive axle housing"],
    answer: 0,
    explanation:
      "A transaxle puts the transmission gears and the final drive and differential in a single case, which then drives the two front axle shafts. A transfer case splits power between front and rear axles on four-wheel-drive vehicles.",
  },
  {
    id: "AI-188",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "Why are constant-velocity (CV) joints used on the drive axles of front-wheel-drive cars?",
    options: [
      "They keep the front wheels pointed straight ahead over bumps.",
      "They lock both front wheels together for traction.",
      "They turn smoothly at the sharp angles needed for steering.",
      "They reduce engine speed before it reaches the wheels.",
    ],
    answer: 2,
    explanation:
      "The front wheels must be steered and move up and down while being driven, so the axle works through large, changing angles. A CV joint turns at an even speed at those angles, where a simple U-joint would speed up and slow down each turn. CV joints do not lock wheels or reduce speed.",
  },
  {
    id: "AI-189",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "What is the main job of the rubber boot over a CV joint?",
    options: [
      "To absorb engine vibration",
      "To keep grease in and dirt and water out",
      "To stop the axle from turning too fast",
      "To insulate the axle from electrical current",
    ],
    answer: 1,
    explanation:
      "The boot seals the joint so its grease stays in and road grit and water stay out. When a boot tears, grease is thrown out and dirt gets in, and the joint soon wears and starts clicking in turns.",
  },
  {
    id: "AI-190",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "Compared with a higher gear, first gear in a manual transmission...",
    options: [
      "gives less torque but more road speed at a given rpm",
      "gives more torque but less road speed at a given rpm",
      "gives the same torque at a higher road speed",
      "disconnects the engine from the drive wheels",
    ],
    answer: 1,
    explanation:
      "First gear has the largest gear reduction: the engine turns many times for each turn of the output shaft, so torque is multiplied the most, which helps start the car moving, but road speed at any engine rpm is low. Neutral, not first gear, disconnects the engine from the wheels.",
  },
  {
    id: "AI-191",
    topic: "drivetrain",
    difficulty: "medium",
    stem: 'A transmission gear is described as "overdrive." This means that...',
    options: [
      "the output shaft turns slower than the input shaft",
      "the output shaft turns backward",
      "the output shaft turns faster than the input shaft",
      "the input and output shafts are disconnected",
    ],
    answer: 2,
    explanation:
      "An overdrive ratio is less than 1:1 (for example, 0.7:1), so the output turns faster than the engine, letting the engine run slower at highway speed. A ratio greater than 1:1 is a reduction, reverse turns the output backward, and neutral disconnects.",
  },
  {
    id: "AI-192",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "A car is in a gear with a 3:1 ratio, and its axle ratio is 4:1. If the engine turns at 3,000 rpm and there is no slip, how fast do the drive wheels turn?",
    options: ["250 rpm", "429 rpm", "750 rpm", "1,000 rpm"],
    answer: 0,
    explanation:
      "The overall ratio is the product of the two: 3 × 4 = 12:1, and 3,000 ÷ 12 = 250 rpm. 1,000 rpm uses only the transmission ratio and 750 rpm only the axle ratio; 429 rpm wrongly adds the ratios (3,000 ÷ 7).",
  },
  {
    id: "AI-193",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "In a manual-transmission clutch, which part clamps the clutch disc against the flywheel?",
    options: ["Release bearing", "Pilot bearing", "Input shaft", "Pressure plate"],
    answer: 3,
    explanation:
      "The pressure plate is bolted to the flywheel, and its strong springs squeeze the clutch disc between itself and the flywheel so they turn together. The release bearing pushes on the pressure plate to let go of the disc, and the pilot bearing supports the end of the input shaft.",
  },
  {
    id: "AI-194",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "When the clutch pedal is pressed, which part pushes on the pressure plate's diaphragm spring to release the clutch?",
    options: ["The pilot bearing", "The clutch disc", "The flywheel ring gear", "The release bearing"],
    answer: 3,
    explanation:
      "The clutch fork moves the release bearing against the center of the diaphragm spring, which pulls the pressure plate away from the disc. The pilot bearing supports the input shaft, and the ring gear is where the starter engages.",
  },
  {
    id: "AI-195",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "In a manual transmission, what do the synchronizers do?",
    options: [
      "Bring a gear and its shaft to the same speed",
      "Keep the engine idling when the vehicle stops",
      "Lock the transmission when it is in Park",
      "Send power to the front and rear axles",
    ],
    answer: 0,
    explanation:
      "A synchronizer's cone clutch uses friction to bring the gear to the same speed as the shaft before the sleeve locks them, so the gear teeth do not clash. Manual transmissions have no Park, and splitting power between axles is the transfer case's job.",
  },
  {
    id: "AI-196",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "In a simple planetary gear set, the carrier is held still and the sun gear drives. What does the ring gear do?",
    options: [
      "It turns forward, faster than the sun gear.",
      "It turns backward, slower than the sun gear.",
      "It stays locked in place with the carrier.",
      "It turns forward at the same speed as the sun.",
    ],
    answer: 1,
    explanation:
      "With the carrier held, the planet gears act as idlers: they spin in place, and the ring, which has more teeth than the sun, turns backward at a reduced speed. This is one way an automatic transmission gets reverse. Locking any two members together makes the whole set turn as a unit at the same speed and direction (direct drive).",
  },
  {
    id: "AI-197",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "What is the purpose of the lock-up clutch in a torque converter?",
    options: [
      "To keep the engine from stalling when stopping",
      "To multiply torque when starting from a stop",
      "To hold the vehicle still when in Park",
      "To stop converter slip at cruising speed",
    ],
    answer: 3,
    explanation:
      "A fluid coupling always slips a little, wasting energy as heat. At steady cruise the lock-up clutch connects the turbine directly to the engine side of the converter, so there is no slip. The unlocked converter is what lets the engine idle in gear and multiplies torque at takeoff, and the parking pawl holds the car in Park.",
  },
  {
    id: "AI-198",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "On a four-wheel-drive vehicle, what does the transfer case do?",
    options: [
      "It stores an extra supply of fuel for off-road use.",
      "It changes the steering ratio for off-road driving.",
      "It cools the transmission fluid on long climbs.",
      "It sends power to both the front and rear axles.",
    ],
    answer: 3,
    explanation:
      "The transfer case sits behind the transmission and divides power between the front and rear driveshafts; many also have a low range for extra torque. It has nothing to do with fuel storage, steering, or cooling.",
  },
  {
    id: "AI-199",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "Why should a part-time four-wheel-drive system with no center differential not be left in 4WD on dry pavement?",
    options: [
      "The engine cannot produce enough power to turn all four wheels.",
      "The locked axles make the driveline bind in turns.",
      "The front brakes stop working whenever 4WD is engaged.",
      "The transmission locks itself in first gear until shut off.",
    ],
    answer: 1,
    explanation:
      "In a turn, the front wheels travel a longer path than the rear wheels. With the axles locked together, that difference has nowhere to go on dry pavement, so it winds up the driveline and scrubs the tires; on loose surfaces the tires can slip and relieve it. Engine power, brakes, and gear selection are not affected.",
  },
  {
    id: "AI-200",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "What does a limited-slip differential do that an open differential does not?",
    options: [
      "Lets the wheels turn at different speeds in turns",
      "Multiplies the engine's torque",
      "Sends more torque to the wheel with better traction",
      "Prevents the wheels from locking when braking",
    ],
    answer: 2,
    explanation:
      "An open differential sends equal torque to both wheels, so if one wheel spins on ice, the other gets very little. A limited-slip unit uses clutches or gears to limit that spin and send more torque to the wheel with grip. Both types allow different wheel speeds in turns, and ABS, not the differential, prevents lockup when braking.",
  },
  {
    id: "AI-201",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "When a vehicle with an open differential drives straight ahead on a dry road, what do the differential's spider (pinion) gears do?",
    options: [
      "They ride around with the case without spinning.",
      "They spin quickly on their shaft to drive both axles.",
      "They turn in the opposite direction to the ring gear.",
      "They slide out of mesh with the side gears.",
    ],
    answer: 0,
    explanation:
      "Going straight, both side gears turn at the same speed, so the spider gears simply ride around with the differential case without turning on their shaft. They turn on their shaft only when one wheel turns faster than the other, as in a corner. They always stay meshed with the side gears.",
  },
  {
    id: "AI-202",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "On a rear-wheel-drive vehicle, which part carries power from the transmission to the rear axle?",
    options: ["The tie rod", "The half shaft on the front wheel", "The driveshaft", "The camshaft"],
    answer: 2,
    explanation:
      "The driveshaft (propeller shaft) runs under the vehicle from the transmission to the differential, with U-joints at each end. Tie rods are steering parts, front half shafts belong to front-wheel drive, and the camshaft is inside the engine.",
  },
  {
    id: "AI-203",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "Changing to a rear axle ratio that is numerically higher (for example, from 3.08:1 to 4.10:1) will usually...",
    options: [
      "improve acceleration but raise engine rpm at highway speed",
      "improve top-gear fuel economy and lower engine rpm",
      "make no difference to engine rpm",
      "reduce acceleration but raise top speed in every gear",
    ],
    answer: 0,
    explanation:
      "A numerically higher ratio multiplies torque more, so the vehicle accelerates harder, but the engine must turn faster at any road speed, which usually costs highway fuel economy. A numerically lower ratio does the opposite.",
  },
  {
    id: "AI-204",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "A manual-transmission clutch pedal has no free play at all. What problem is this likely to cause?",
    options: [
      "The clutch will not release, so gears grind.",
      "The engine will not crank.",
      "The clutch disc will lock to the flywheel permanently.",
      "The clutch may slip because it is never fully engaged.",
    ],
    answer: 3,
    explanation:
      "Free play shows that the release bearing is clear of the pressure plate. With none, the bearing keeps pressing and the pressure plate never clamps the disc fully, so the clutch slips and wears quickly. Too much free play, not too little, keeps the clutch from releasing and makes gears grind.",
  },
  {
    id: "AI-205",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "In a hydraulic clutch system, which part at the transmission end moves the clutch fork or release bearing?",
    options: ["The master cylinder", "The slave cylinder", "The wheel cylinder", "The brake caliper"],
    answer: 1,
    explanation:
      "Pressing the pedal pushes the master cylinder piston, and fluid pressure moves the slave cylinder's piston, which works the fork or acts directly on the release bearing. Wheel cylinders and calipers are brake parts.",
  },
  {
    id: "AI-206",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "In a manual transmission, what makes the output shaft turn backward in reverse?",
    options: [
      "Running the engine backward",
      "Disengaging the clutch",
      "Reversing the direction of the driveshaft's U-joints",
      "An extra idler gear placed between two gears",
    ],
    answer: 3,
    explanation:
      "Two gears in mesh turn in opposite directions; adding a third gear (the reverse idler) between them makes the output turn the other way. Engines turn only one way, and U-joints cannot change the direction of rotation.",
  },
  {
    id: "AI-207",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "In a modern electronically controlled automatic transmission, what directly controls when the shifts happen?",
    options: [
      "The driver, by pressing and releasing a clutch pedal",
      "Computer-controlled solenoids in the valve body",
      "A cable from the speedometer in the dash",
      "The spider gears inside the differential",
    ],
    answer: 1,
    explanation:
      "The computer reads vehicle speed, throttle position, and load, and switches solenoids that route fluid pressure in the valve body to apply the clutches and bands for each gear. Automatics have no clutch pedal, and the speedometer and differential do not control shifts.",
  },
  {
    id: "AI-208",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "How does a continuously variable transmission (CVT) usually change its ratio?",
    options: [
      "By sliding between a set of fixed-ratio gears",
      "By pumping more fluid through the torque converter",
      "By changing the widths of two belt-driven pulleys",
      "By changing only the speed of the engine itself",
    ],
    answer: 2,
    explanation:
      "In a common CVT, the two pulley halves move apart or together, so the belt rides at a smaller or larger diameter; this gives an endless range of ratios between the lowest and highest. Fixed gears are what step-type transmissions use.",
  },
  {
    id: "AI-209",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "When an automatic transmission is placed in Park, what keeps the vehicle from rolling?",
    options: [
      "A parking pawl that locks the output shaft",
      "The torque converter holding the engine",
      "The brake pedal switch",
      "The front brake calipers",
    ],
    answer: 0,
    explanation:
      "Park engages a metal pawl in a notched gear on the output shaft, which mechanically stops the drive wheels from turning. The torque converter cannot hold the vehicle, and the service brakes are not applied by the shift lever.",
  },
  {
    id: "AI-210",
    topic: "brakes",
    difficulty: "easy",
    stem: "In a drum brake, what presses the brake shoes outward against the drum?",
    options: ["The caliper", "The master cylinder", "The wheel cylinder", "The parking brake lever"],
    answer: 2,
    explanation:
      "In a drum brake, hydraulic pressure pushes the wheel cylinder's pistons outward, forcing the shoes against the inside of the drum. A caliper squeezes pads against a rotor in a disc brake, and the master cylinder only creates the pressure at the pedal end.",
  },
  {
    id: "AI-211",
    topic: "brakes",
    difficulty: "easy",
    stem: "On most cars, the parking brake works...",
    options: [
      "hydraulically, using pressure from the master cylinder",
      "mechanically, usually by cables to the rear brakes",
      "through the ABS pump and its valves",
      "by locking the steering wheel and front wheels",
    ],
    answer: 1,
    explanation:
      "A parking brake normally uses a lever or pedal and cables (or an electric motor on newer cars) to apply the rear brakes, so it still works if the hydraulic system fails. Park in an automatic uses the parking pawl, which is a different device.",
  },
  {
    id: "AI-212",
    topic: "brakes",
    difficulty: "easy",
    stem: "Many disc brake pads have a small metal tab that squeals against the rotor. What does the squeal tell the driver?",
    options: [
      "The pads are nearly worn out.",
      "The brake fluid level is low.",
      "The rotor is too cold to stop well.",
      "The ABS system is working normally.",
    ],
    answer: 0,
    explanation:
      "The wear indicator is set so that it touches the rotor once the pad lining is nearly worn out, making a high-pitched squeal to warn the driver before metal-to-metal damage starts. Fluid level and ABS have their own warning lights.",
  },
  {
    id: "AI-213",
    topic: "brakes",
    difficulty: "medium",
    stem: "After repeated hard stops coming down a long mountain road, the brakes become much less effective. This is called brake fade and is mainly caused by...",
    options: ["the brake fluid freezing", "the pads absorbing road water", "the ABS turning the brakes off", "the brakes overheating"],
    answer: 3,
    explanation:
      "Braking turns the car's motion into heat; with repeated hard stops the pads and rotors (or shoes and drums) get so hot that friction drops, and very hot fluid can even boil. Using a lower gear to help slow the car reduces fade. Fluid cannot freeze from braking, and ABS does not switch the brakes off.",
  },
  {
    id: "AI-214",
    topic: "brakes",
    difficulty: "medium",
    stem: "What does the vacuum brake booster do?",
    options: [
      "It stores brake fluid for the master cylinder.",
      "It prevents the wheels from locking on ice.",
      "It uses engine vacuum to multiply pedal force.",
      "It pumps trapped air out of the brake lines.",
    ],
    answer: 2,
    explanation:
      "The booster is a large round canister between the pedal and the master cylinder; engine vacuum on one side of its diaphragm and air pressure on the other help push the master cylinder piston, so less pedal effort is needed. The reservoir stores fluid, and ABS prevents lockup.",
  },
  {
    id: "AI-215",
    topic: "brakes",
    difficulty: "medium",
    stem: "Why do modern master cylinders have two separate pistons and two hydraulic circuits?",
    options: [
      "If one circuit leaks, the other can still stop the car.",
      "So the front and rear brakes can use different fluids.",
      "To double the pressure to every wheel.",
      "So the parking brake can use one circuit.",
    ],
    answer: 0,
    explanation:
      "A dual (tandem) master cylinder splits the brakes into two circuits, front and rear or diagonal pairs. A leak drains only one circuit, so the car can still stop, though the pedal travels farther. Both circuits use the same fluid, and the parking brake is mechanical.",
  },
  {
    id: "AI-216",
    topic: "brakes",
    difficulty: "hard",
    stem: "A driver's foot and the brake linkage push on a master cylinder piston with 200 lb of force. The piston has an area of 1 sq in., and a caliper piston has an area of 4 sq in. How much force does the caliper piston apply?",
    options: ["50 lb", "200 lb", "800 lb", "1,600 lb"],
    answer: 2,
    explanation:
      "The master cylinder makes 200 lb ÷ 1 sq in. = 200 psi, and that pressure acts equally everywhere in the fluid. On a 4 sq in. piston it gives 200 × 4 = 800 lb. 50 lb comes from dividing by 4 instead of multiplying, 200 lb forgets the larger area, and 1,600 lb multiplies by the area twice.",
  },
  {
    id: "AI-217",
    topic: "brakes",
    difficulty: "medium",
    stem: "When braking, the car pulls to the right. Which of these is the most likely cause?",
    options: [
      "Air trapped in the brake lines",
      "A brake fluid level slightly below FULL",
      "Evenly worn pads on all four wheels",
      "A left front caliper that cannot apply",
    ],
    answer: 3,
    explanation:
      "If the left front caliper cannot apply (for example, its piston is seized in the retracted position), the right front brake does most of the work and the car pulls toward it. (A caliper stuck in the applied position would do the opposite and drag the car toward its own side.) Air in the lines, a slightly low fluid level, and even wear affect both sides alike, so they would not make the car pull to one side.",
  },
  {
    id: "AI-218",
    topic: "brakes",
    difficulty: "medium",
    stem: "How does an antilock brake system (ABS) know that a wheel is about to lock?",
    options: [
      "The driver presses a separate ABS button on the dash.",
      "A pressure switch in the tire detects skidding.",
      "Wheel speed sensors show one wheel slowing too fast.",
      "The pedal switch measures how hard the pedal is pushed.",
    ],
    answer: 2,
    explanation:
      "Each wheel speed sensor reports how fast its wheel is turning; if one wheel suddenly slows much faster than the vehicle, it is starting to lock, and the ABS unit briefly lowers the pressure to that brake. ABS works automatically, and tire pressure sensors are part of a different system.",
  },
  {
    id: "AI-219",
    topic: "brakes",
    difficulty: "medium",
    stem: "During a hard stop on a slippery road, a driver feels the brake pedal pulsing rapidly and hears a buzzing noise. What does this most likely mean?",
    options: [
      "The brake rotors are badly warped.",
      "The ABS is working normally.",
      "The brake fluid is boiling.",
      "The parking brake is partly on.",
    ],
    answer: 1,
    explanation:
      "When ABS works, its valves open and close many times a second, which the driver feels as pedal pulsing and hears as buzzing or grinding from the ABS unit; the driver should keep firm pressure on the pedal. Warped rotors cause pulsing during ordinary gentle stops, not only in hard stops on slippery roads.",
  },
  {
    id: "AI-220",
    topic: "brakes",
    difficulty: "hard",
    stem: 'A brake rotor stamped "MIN THK" (minimum thickness) is found to be thinner than that figure. What should be done?',
    options: [
      "Replace the rotor.",
      "Machine (resurface) it to make it smooth.",
      "Install thicker brake pads to make up the difference.",
      "Reuse it, since the stamp applies only to new rotors.",
    ],
    answer: 0,
    explanation:
      "A rotor below minimum thickness cannot hold and shed heat properly and may crack, so it must be replaced. Machining removes more metal and makes it thinner still, and thicker pads do not restore the rotor's strength or heat capacity.",
  },
  {
    id: "AI-221",
    topic: "brakes",
    difficulty: "medium",
    stem: "Why do disc brakes generally resist fade better than drum brakes?",
    options: [
      "Disc brakes do not depend on friction to stop.",
      "Disc brakes do not need any hydraulic fluid.",
      "Disc brakes are applied only at low speeds.",
      "The rotor is exposed and sheds heat quickly.",
    ],
    answer: 3,
    explanation:
      "A disc brake's rotor is exposed, and many are vented with cooling passages, so heat and water leave quickly; a drum encloses its shoes and holds heat. Disc brakes still stop the car by friction and hydraulic pressure, at every speed.",
  },
  {
    id: "AI-222",
    topic: "brakes",
    difficulty: "easy",
    stem: "Why is a short flexible rubber hose used between the steel brake line and each front brake caliper?",
    options: [
      "Rubber brake hoses raise the hydraulic pressure.",
      "Steel lines cannot safely carry brake fluid.",
      "The hose filters dirt out of the brake fluid.",
      "The wheel steers and moves with the suspension.",
    ],
    answer: 3,
    explanation:
      "Rigid steel lines run along the body, but the caliper moves with the wheel as it steers and travels over bumps, so a reinforced flexible hose is needed at that point. The hose does not raise pressure or filter the fluid.",
  },
  {
    id: "AI-223",
    topic: "brakes",
    difficulty: "hard",
    stem: "The brake fluid level in the reservoir has dropped slowly over many months, and there are no signs of leaks. What is the most likely reason?",
    options: [
      "The brake fluid has slowly evaporated through the cap.",
      "The pads have worn, so the caliper pistons sit farther out.",
      "The ABS pump has used up some of the fluid.",
      "The hot brakes have slowly boiled the fluid away.",
    ],
    answer: 1,
    explanation:
      "As pads wear, the caliper pistons move out to follow them, and fluid from the reservoir fills the space behind them, so the level drops gradually. Topping it up without checking the pads can hide this sign; when new pads are installed the level rises again. Brake fluid does not evaporate or boil away from a sealed system, and the ABS does not use it up.",
  },
  {
    id: "AI-224",
    topic: "brakes",
    difficulty: "easy",
    stem: "A loud metal-on-metal grinding noise when braking usually means...",
    options: [
      "the pads or shoes are worn down to the metal",
      "the brake fluid needs to be replaced",
      "the brake booster has lost vacuum",
      "the ABS sensors need cleaning",
    ],
    answer: 0,
    explanation:
      "Once the friction material is gone, the metal backing rubs directly on the rotor or drum, which grinds and quickly damages it. Old fluid or a weak booster changes how the pedal feels but does not cause grinding.",
  },
  {
    id: "AI-225",
    topic: "brakes",
    difficulty: "hard",
    stem: "In a single-piston floating (sliding) disc brake caliper, how is the outer pad pressed against the rotor?",
    options: [
      "A second piston on the outer side pushes it.",
      "A spring pushes the outer pad at all times.",
      "The caliper slides on pins and pulls it in.",
      "The wheel's rotation drags it against the rotor.",
    ],
    answer: 2,
    explanation:
      "The piston pushes the inner pad against the rotor; the reaction pushes the caliper body the other way on its slide pins, pulling the outer pad against the other side of the rotor. A fixed caliper uses pistons on both sides instead. Sticking slide pins make the pads wear unevenly.",
  },
  {
    id: "AI-226",
    topic: "brakes",
    difficulty: "medium",
    stem: "How does regenerative braking in a hybrid or electric vehicle slow the car?",
    options: [
      "The brake pads are pressed harder by an electric motor.",
      "The engine is shut off and the car rolls to a stop.",
      "The drive motor works as a generator and charges the battery.",
      "The transmission shifts into reverse.",
    ],
    answer: 2,
    explanation:
      "When the driver slows down, the electric motor is turned by the wheels and acts as a generator; producing electricity takes energy from the car's motion, slowing it and recharging the battery. Friction brakes are still used for hard stops and to bring the car to a full stop.",
  },
  {
    id: "AI-227",
    topic: "brakes",
    difficulty: "easy",
    stem: "What turns on the brake lights when the driver presses the brake pedal?",
    options: ["The brake fluid level sensor", "A switch at the brake pedal", "The ABS wheel speed sensors", "The parking brake cable"],
    answer: 1,
    explanation:
      "A brake light switch near the pedal arm closes when the pedal moves, sending current to the brake lights. The fluid level sensor only warns of low fluid, and the wheel speed sensors serve the ABS.",
  },
  {
    id: "AI-228",
    topic: "brakes",
    difficulty: "hard",
    stem: "With the engine running, the brake pedal slowly sinks toward the floor under steady foot pressure, but there is no fluid leak anywhere. What is the most likely cause?",
    options: [
      "Worn seals inside the master cylinder",
      "Air trapped in the brake lines",
      "Brake pads worn down to the limit",
      "A vacuum leak at the brake booster",
    ],
    answer: 0,
    explanation:
      "If fluid leaks past the master cylinder's piston seals inside the bore, pressure bleeds off and the pedal sinks, yet no fluid escapes. Air makes the pedal spongy rather than sinking, worn pads cause noise rather than a sinking pedal, and a booster vacuum leak makes the pedal hard.",
  },
  {
    id: "AI-229",
    topic: "brakes",
    difficulty: "easy",
    stem: "Brakes slow a car by changing its energy of motion mainly into...",
    options: ["electricity", "heat", "sound", "hydraulic pressure"],
    answer: 1,
    explanation:
      "Friction between the pads and rotors (or shoes and drums) turns the car's kinetic energy into heat, which is why brakes get hot. Only regenerative braking in hybrids makes electricity, and hydraulic pressure is just the means of applying the brakes.",
  },
  {
    id: "AI-230",
    topic: "brakes",
    difficulty: "hard",
    stem: "If a car's speed is doubled, about how much farther does it travel while braking to a stop with the same braking force?",
    options: ["The same distance", "Twice as far", "Eight times as far", "Four times as far"],
    answer: 3,
    explanation:
      'The energy the brakes must absorb depends on the square of the speed, so doubling the speed gives four times the energy and about four times the braking distance. This is why "twice as far" badly underestimates how much more room is needed at higher speed.',
  },
  {
    id: "AI-231",
    topic: "brakes",
    difficulty: "medium",
    stem: "Why do the front brakes on most cars do more of the stopping than the rear brakes?",
    options: [
      "Weight shifts toward the front wheels during braking.",
      "The front wheels are larger than the rear wheels.",
      "The rear brakes work only when reversing.",
      "The front brakes use a different brake fluid.",
    ],
    answer: 0,
    explanation:
      "As a car slows, its weight transfers forward, pressing the front tires harder on the road so they can handle more braking force; that is why front brakes are larger and wear faster. The rear brakes work in every stop, and all brakes share the same fluid.",
  },
  {
    id: "AI-232",
    topic: "brakes",
    difficulty: "easy",
    stem: "Hydraulic brakes can transmit force from the pedal to the wheels because brake fluid...",
    options: [
      "expands when it gets warm",
      "is thicker than engine oil",
      "conducts electricity to the calipers",
      "cannot be squeezed into a smaller volume",
    ],
    answer: 3,
    explanation:
      "A liquid is practically incompressible, so pressure applied at the master cylinder is passed equally through the lines to every wheel. That is also why air, which compresses, makes the pedal spongy. Brake fluid does not need to be thick or conduct electricity.",
  },
  {
    id: "AI-233",
    topic: "brakes",
    difficulty: "medium",
    stem: "Brake fluid is found on the inside of a rear tire and on the drum brake backing plate. What is the most likely source?",
    options: ["A leaking master cylinder", "A worn brake shoe lining", "A leaking wheel cylinder", "A leaking CV joint boot"],
    answer: 2,
    explanation:
      "The wheel cylinder is inside the drum; when its seals leak, fluid runs down the backing plate and onto the tire, and it can soak the shoes so that brake grabs. A master cylinder leak shows up at the firewall, worn linings do not leak, and a torn CV boot throws grease, not brake fluid.",
  },
  {
    id: "AI-234",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "Which suspension parts hold up the weight of the vehicle and let the wheels move over bumps?",
    options: ["The shock absorbers", "The springs", "The tie rods", "The wheel bearings"],
    answer: 1,
    explanation:
      "Coil, leaf, torsion-bar, or air springs carry the vehicle's weight and compress over bumps. Shock absorbers only control how the springs move, tie rods steer the wheels, and wheel bearings let the wheels turn.",
  },
  {
    id: "AI-235",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "How does a hydraulic shock absorber control spring motion?",
    options: [
      "It forces oil through small valves, making heat.",
      "It adds spring force to help hold up the vehicle.",
      "It locks the suspension when the vehicle stops.",
      "It pumps air into the tires each time they flex.",
    ],
    answer: 0,
    explanation:
      "As the suspension moves, a piston inside the shock pushes oil through small valves; the resistance slows the motion and the energy becomes heat in the oil. Shocks do not hold up the weight (the springs do), and they neither lock the suspension nor inflate tires.",
  },
  {
    id: "AI-236",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "Which type of spring, made of long, slightly curved steel strips stacked together, is common on the rear axles of pickup trucks?",
    options: ["Coil spring", "Torsion bar", "Air spring", "Leaf spring"],
    answer: 3,
    explanation:
      "A leaf spring is a stack of curved steel leaves clamped to the axle; it is strong and simple, and it also locates the axle. Coil springs are wound wire, torsion bars twist, and air springs are rubber bags filled with air.",
  },
  {
    id: "AI-237",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "What does a MacPherson strut combine in one unit?",
    options: [
      "A tie rod end and a ball joint",
      "A shock absorber and a coil spring",
      "The steering gear and the power steering pump",
      "A brake caliper and a wheel bearing",
    ],
    answer: 1,
    explanation:
      "A MacPherson strut places the coil spring around a shock absorber, and the whole strut pivots in an upper mount as the wheel steers, so no upper control arm is needed. The other pairs are separate parts in different systems.",
  },
  {
    id: "AI-238",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "Which steering parts connect the steering gear or rack to the steering knuckles?",
    options: ["Control arm bushings", "Shock absorbers", "Stabilizer bar links", "Tie rods and tie rod ends"],
    answer: 3,
    explanation:
      "Tie rods push and pull on the steering arms of the knuckles to turn the wheels, and their ball-socket ends let them move with the suspension. Control arms, shocks, and stabilizer links are suspension parts, not steering linkage.",
  },
  {
    id: "AI-239",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "How does electric power steering assist the driver?",
    options: [
      "A belt-driven pump pushes fluid into the steering gear.",
      "An electric motor adds force to the steering.",
      "The alternator turns the front wheels directly.",
      "The brakes on the inside wheel are applied in turns.",
    ],
    answer: 1,
    explanation:
      "Electric power steering uses a sensor to read how hard the driver turns the wheel and a motor to add the right amount of help, with no hydraulic pump or fluid. A belt-driven pump is how hydraulic power steering works.",
  },
  {
    id: "AI-240",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: 'A front end with "toe-in" has...',
    options: [
      "the tops of the tires tilted inward",
      "the rears of the tires closer together than the fronts",
      "the fronts of the tires closer together than the rears",
      "the steering axis tilted backward",
    ],
    answer: 2,
    explanation:
      "Toe is the difference between the distances across the front and rear edges of the tires, viewed from above; toe-in means the fronts are closer together. Tire tilt viewed from the front is camber, and the backward tilt of the steering axis is caster.",
  },
  {
    id: "AI-241",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "What does positive caster do for a vehicle's steering?",
    options: [
      "It helps the wheels return to straight ahead.",
      "It makes the inside edges of the tires wear faster.",
      "It makes the steering lighter when parking.",
      "It tilts the tops of the tires outward.",
    ],
    answer: 0,
    explanation:
      "With positive caster, the steering axis meets the road ahead of the tire's contact patch, so the tire trails behind it like a shopping cart wheel and tends to straighten itself. This gives straight-line stability and self-centering; it actually makes steering a little heavier. Tire tilt is camber.",
  },
  {
    id: "AI-242",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "Too much positive camber on a front wheel usually causes wear on...",
    options: ["the inner edge of the tire", "the center of the tread only", "the outer edge of the tire", "both edges, but not the center"],
    answer: 2,
    explanation:
      "With positive camber, the top of the tire leans out, so the tire rides more on its outer edge and wears it faster. Too much negative camber wears the inner edge. Center wear points to overinflation, and wear on both edges points to underinflation.",
  },
  {
    id: "AI-243",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "A tire worn more on both outer edges than in the center of the tread has most likely been driven...",
    options: ["underinflated", "overinflated", "with too much toe-in", "with a bent wheel"],
    answer: 0,
    explanation:
      "An underinflated tire sags in the middle, so its shoulders carry the load and wear fastest. Overinflation bulges the center and wears it. Wrong toe leaves a feathered pattern across the tread.",
  },
  {
    id: "AI-244",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "A steering wheel shakes only in a certain speed range on the highway, such as 55–65 mph, and is smooth at other speeds. What is the most likely cause?",
    options: ["Low power steering fluid", "A warped front brake rotor", "An unbalanced front tire", "Worn rear shock absorbers"],
    answer: 2,
    explanation:
      "An unbalanced wheel sets up a vibration that grows strongest at the speed where it matches the suspension's natural bounce, then fades above and below. Low power steering fluid makes noise and heavy steering, a warped rotor shakes the wheel only when braking, and rear shocks do not shake the steering wheel.",
  },
  {
    id: "AI-245",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "What is a torsion bar?",
    options: [
      "A bar that connects the two tie rods",
      "A bar that keeps the exhaust from moving",
      "A bar that links the brake pedal to the master cylinder",
      "A steel bar that acts as a spring by twisting",
    ],
    answer: 3,
    explanation:
      "One end of a torsion bar is fixed to the frame and the other to a control arm; as the wheel rises, the bar twists and resists, doing the job of a spring. The ride height can often be adjusted at the fixed end.",
  },
  {
    id: "AI-246",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "With independent suspension...",
    options: [
      "both wheels on an axle are joined by a solid beam",
      "each wheel moves without moving the opposite wheel",
      "the suspension does not need any springs at all",
      "the wheels on that axle cannot be steered",
    ],
    answer: 1,
    explanation:
      "Independent suspension mounts each wheel on its own arms, so a bump on one side does not tilt the wheel on the other side, which improves ride and handling. A solid beam axle joins both wheels. Independent suspensions still use springs and are used for steered wheels on almost all cars.",
  },
  {
    id: "AI-247",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "A car drifts steadily to the left on a flat, straight road. Which of these is the most likely cause?",
    options: [
      "Low air pressure in the left front tire",
      "Worn rear shock absorbers",
      "Worn brake pads on both front wheels",
      "A partly discharged battery",
    ],
    answer: 0,
    explanation:
      "A low tire has more rolling resistance and a smaller rolling radius, which pulls the car toward that side; checking tire pressure is the first step before checking alignment. Worn shocks cause bouncing, evenly worn pads do not pull, and the battery has nothing to do with steering.",
  },
  {
    id: "AI-248",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "When a car turns a corner, why are the front wheels designed so that the inside wheel turns at a sharper angle than the outside wheel?",
    options: [
      "The inside wheel carries more weight in a turn.",
      "It lets the outside wheel skid to help the car turn.",
      "The inside wheel follows a smaller circle.",
      "The steering gear cannot move both wheels equally.",
    ],
    answer: 2,
    explanation:
      "In a turn, both front wheels circle the same center, but the inside wheel's path has a smaller radius, so it must be steered more sharply to roll without scrubbing. The steering arms are angled to do this (the Ackermann principle). Weight actually shifts to the outside wheel.",
  },
  {
    id: "AI-249",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: 'In the tire size 225/60R16, what does "16" stand for?',
    options: [
      "The tire's width in centimeters",
      "The tire's maximum pressure in psi",
      "The tire's load range",
      "The wheel (rim) diameter in inches",
    ],
    answer: 3,
    explanation:
      'The last number in this size is the diameter, in inches, of the wheel the tire fits. "225" is the tire\'s width in millimeters, "60" is the aspect ratio, and "R" means radial construction. Pressure and load ratings are marked elsewhere on the sidewall.',
  },
  {
    id: "AI-250",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: 'In the tire size 225/60R16, what does "60" mean?',
    options: [
      "The tire is rated for speeds up to 60 mph.",
      "The sidewall height is 60% of the tire's width.",
      "The tire should be inflated to 60 psi.",
      "The tread is 60 mm wide.",
    ],
    answer: 1,
    explanation:
      "The second number is the aspect ratio: the height of the sidewall as a percentage of the section width (here 225 mm), so the sidewall is about 135 mm tall. Speed ratings are shown by a letter, and the width is the first number, 225 mm.",
  },
  {
    id: "AI-251",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "The steering wheel can be turned a noticeable amount before the front wheels begin to move. What is the most likely cause?",
    options: ["Worn tie rod ends", "Overinflated front tires", "A partly discharged battery", "Worn rear brake shoes"],
    answer: 0,
    explanation:
      "Excessive free play means there is looseness somewhere between the steering wheel and the wheels, most often in worn tie rod ends, inner tie rods, or the steering gear. Tire pressure, battery condition, and rear brakes do not create play in the steering linkage.",
  },
  {
    id: "AI-252",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "What is the purpose of the rubber bushings in the inner ends of the control arms?",
    options: [
      "They carry the vehicle's weight instead of the springs.",
      "They set the toe of the wheels.",
      "They keep grease out of the wheel bearings.",
      "They let the arms pivot and absorb vibration.",
    ],
    answer: 3,
    explanation:
      "The bushings are the control arms' pivots; the rubber flexes as the arm swings and keeps road noise and vibration from reaching the body. Worn bushings can cause clunks and alignment changes, but the bushings do not hold up the vehicle or set toe directly.",
  },
  {
    id: "AI-253",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "What does a tire pressure monitoring system (TPMS) do?",
    options: [
      "It refills the tires with air while you drive.",
      "It measures how much tread is left on each tire.",
      "It warns when a tire is well below proper pressure.",
      "It balances the wheels automatically as they turn.",
    ],
    answer: 2,
    explanation:
      "TPMS uses sensors (or the ABS wheel speed signals) to detect a tire that is significantly underinflated and lights a warning on the dash. It cannot add air, check tread depth, or balance the wheels, so tires still need regular checks.",
  },
  {
    id: "AI-254",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "In a recirculating-ball steering gear, what is the job of the steel balls?",
    options: [
      "They connect the steering wheel to the column.",
      "They roll between the worm and nut to cut friction.",
      "They hold the tie rod ends in their sockets.",
      "They seal the power steering fluid in the gear.",
    ],
    answer: 1,
    explanation:
      "The worm shaft turns inside a ball nut, and a chain of steel balls rolls in the grooves between them and returns through a tube, replacing sliding friction with rolling friction. The nut then moves a sector gear and the pitman arm. The balls do not seal fluid or join the column.",
  },
  {
    id: "AI-255",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "A power steering pump whines loudly when the steering wheel is turned. What should be checked first?",
    options: ["The power steering fluid level", "The engine oil level", "The brake fluid level", "The transmission fluid level"],
    answer: 0,
    explanation:
      "A low fluid level lets the hydraulic power steering pump draw air, which makes it whine, especially under the high pressure of turning. Checking and topping up the fluid (and looking for a leak) comes first. The other fluids serve other systems.",
  },
  {
    id: "AI-256",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "Why should tires be rotated (moved to different positions on the car) at regular intervals?",
    options: [
      "So the spare tire gets used up first",
      "So the wheel balance weights can be removed",
      "So they wear more evenly and last longer",
      "So the tires can be refilled with nitrogen",
    ],
    answer: 2,
    explanation:
      "Tires wear differently at each position; for example, the front tires on a front-wheel-drive car do the steering and most of the driving and braking. Moving them around spreads the wear evenly. Rotation does not remove balance weights or change the air inside.",
  },
  {
    id: "AI-257",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "A vehicle sits lower than normal on one corner and bottoms out over bumps. What is the most likely cause?",
    options: [
      "An out-of-balance tire at that corner",
      "A loose tie rod end at that corner",
      "A weak or broken spring at that corner",
      "A worn brake pad at that corner",
    ],
    answer: 2,
    explanation:
      "The springs set the ride height; a sagging or broken spring lets that corner sit low and run out of travel, so it bottoms out. Balance causes vibration, a loose tie rod causes steering play, and pads have nothing to do with ride height.",
  },
];
