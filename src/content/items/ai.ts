import type { AuthoredItem } from "../types";

/** AI items written for this project. */
export const AI_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- engine operation
  {
    id: "AI-001",
    topic: "engine operation",
    difficulty: "easy",
    stem: "In a four-stroke gasoline engine, during which stroke are both valves closed while the piston moves upward, squeezing the air-fuel mixture?",
    options: ["Intake stroke", "Compression stroke", "Power stroke", "Exhaust stroke"],
    answer: 1,
    explanation:
      "On the compression stroke both valves are closed and the rising piston squeezes the air-fuel mixture into the combustion chamber. Both valves are also closed on the power stroke, but then the piston is being driven downward by the burning gases. On the exhaust stroke the piston also rises, but the exhaust valve is open.",
  },
  {
    id: "AI-002",
    topic: "engine operation",
    difficulty: "medium",
    stem: "A four-stroke engine is idling at 800 rpm. How many times per minute does each cylinder fire (make a power stroke)?",
    options: ["200", "400", "800", "1,600"],
    answer: 1,
    explanation:
      "A four-stroke cycle (intake, compression, power, exhaust) takes two crankshaft revolutions, because each stroke is half a turn, and each cylinder fires once per cycle: 800 ÷ 2 = 400 times a minute. 800 would be right for a two-stroke engine, which fires every revolution. 200 treats each stroke as a full revolution (800 ÷ 4), and 1,600 counts two firings per revolution, which no piston engine cylinder makes.",
  },
  {
    id: "AI-003",
    topic: "engine operation",
    difficulty: "medium",
    stem: "In a four-stroke engine, how fast does the camshaft turn compared with the crankshaft?",
    options: ["Twice crankshaft speed", "The same speed as the crankshaft", "One-quarter of crankshaft speed", "Half of crankshaft speed"],
    answer: 3,
    explanation:
      "Each valve opens once per cycle, and a cycle takes two crankshaft turns, so the camshaft turns once for every two crankshaft turns. That is why the camshaft gear or sprocket has twice as many teeth as the crankshaft gear. At crankshaft speed each valve would open twice per cycle.",
  },
  {
    id: "AI-004",
    topic: "engine operation",
    difficulty: "easy",
    stem: "Which engine part changes the up-and-down motion of the pistons into rotating motion?",
    options: ["Camshaft", "Flywheel", "Crankshaft", "Harmonic balancer"],
    answer: 2,
    explanation:
      "The connecting rods push on the offset throws of the crankshaft, turning the pistons' back-and-forth motion into rotation. The camshaft is driven by the crankshaft to open the valves, and the flywheel smooths the crankshaft's rotation but does not create it.",
  },
  {
    id: "AI-005",
    topic: "engine operation",
    difficulty: "hard",
    stem: "A cylinder has a swept volume (displacement) of 450 cc and a combustion-chamber volume of 50 cc. What is its compression ratio?",
    options: ["9:1", "10:1", "11:1", "12:1"],
    answer: 1,
    explanation:
      "Compression ratio compares the volume above the piston at bottom dead center with the volume at top dead center: (450 + 50) ÷ 50 = 10, so 10:1. Dividing the swept volume alone by the chamber volume (450 ÷ 50 = 9) is the common mistake; at bottom dead center the gas fills the swept volume and the combustion chamber.",
  },
  {
    id: "AI-006",
    topic: "engine operation",
    difficulty: "hard",
    stem: "In a four-stroke engine, 'valve overlap' is the brief period when...",
    options: [
      "both valves are open, near TDC between the exhaust and intake strokes",
      "both valves are closed, near TDC between the compression and power strokes",
      "the intake valve stays open past BDC at the end of the intake stroke",
      "the exhaust valve opens before BDC near the end of the power stroke",
    ],
    answer: 0,
    explanation:
      "At the end of the exhaust stroke the intake valve starts to open before the exhaust valve has closed, so both are open at once and the outgoing exhaust helps draw in the fresh charge. Both valves closed near TDC is the normal compression-to-power point, not overlap. The other two choices are real timing events, but each involves only one valve.",
  },
  {
    id: "AI-007",
    topic: "engine operation",
    difficulty: "medium",
    stem: "Once a diesel engine is running, what ignites the fuel in its cylinders?",
    options: [
      "A spark plug firing near the end of compression",
      "Glow plugs that stay energized the whole time",
      "Air made very hot by high compression",
      "Hot exhaust gas routed back into the cylinder",
    ],
    answer: 2,
    explanation:
      "A diesel compresses air so much that the air becomes hot enough to ignite the fuel as soon as it is injected. Glow plugs only help heat the combustion chamber for cold starting; they are not what ignites the fuel during normal running. Diesel engines have no spark plugs.",
  },

  // ---------------------------------------------------------------- fuel system and emissions
  {
    id: "AI-008",
    topic: "fuel system",
    difficulty: "easy",
    stem: "In a fuel-injected engine, what is the job of a fuel injector?",
    options: [
      "To pump fuel from the tank to the engine",
      "To spray a metered amount of fuel into the engine",
      "To filter dirt and water out of the fuel",
      "To measure how much air enters the engine",
    ],
    answer: 1,
    explanation:
      "An injector is an electrically controlled valve that opens for a precise time to spray atomized fuel; the engine computer varies that time to control the mixture. The fuel pump supplies the pressure, the fuel filter cleans the fuel, and incoming air is measured by a sensor such as the mass airflow sensor.",
  },
  {
    id: "AI-009",
    topic: "fuel system",
    difficulty: "easy",
    stem: "Which sensor measures the amount of air flowing into a fuel-injected engine?",
    options: ["Oxygen sensor", "Knock sensor", "Coolant temperature sensor", "Mass airflow (MAF) sensor"],
    answer: 3,
    explanation:
      "The mass airflow sensor sits in the intake duct and reports how much air is entering, so the computer can add the right amount of fuel. The oxygen sensor reads the exhaust, not the intake air; the knock sensor listens for detonation, and the coolant sensor reports engine temperature.",
  },
  {
    id: "AI-010",
    topic: "fuel system",
    difficulty: "medium",
    stem: "What does the oxygen sensor mounted in the exhaust ahead of the catalytic converter tell the engine computer?",
    options: [
      "Whether the mixture is rich or lean",
      "How much air is entering the intake",
      "Whether the engine is knocking",
      "How hot the engine coolant is",
    ],
    answer: 0,
    explanation:
      "The amount of leftover oxygen in the exhaust reveals the mixture: little oxygen means rich, a lot means lean, and the computer trims the fuel delivery to match. Intake airflow is measured by the MAF sensor, knock by the knock sensor, and coolant temperature by the coolant temperature sensor.",
  },
  {
    id: "AI-011",
    topic: "fuel system",
    difficulty: "medium",
    stem: "A three-way catalytic converter is designed to reduce which three pollutants?",
    options: [
      "Carbon dioxide, water vapor, and nitrogen",
      "Hydrocarbons, carbon dioxide, and oxygen",
      "Hydrocarbons, carbon monoxide, and oxides of nitrogen",
      "Oxides of nitrogen, oxygen, and water vapor",
    ],
    answer: 2,
    explanation:
      "The converter oxidizes hydrocarbons (HC) and carbon monoxide (CO) into carbon dioxide and water, and reduces oxides of nitrogen (NOx) to nitrogen and oxygen. Carbon dioxide, water vapor, and nitrogen are what comes out of the converter, not what it removes, so picking them reverses cause and effect.",
  },
  {
    id: "AI-012",
    topic: "fuel system",
    difficulty: "hard",
    stem: "The exhaust gas recirculation (EGR) system mainly reduces which pollutant, and how?",
    options: [
      "Oxides of nitrogen, by raising peak combustion temperature",
      "Hydrocarbons, by reburning unburned fuel from the exhaust",
      "Carbon monoxide, by adding fresh air to the exhaust",
      "Oxides of nitrogen, by lowering peak combustion temperature",
    ],
    answer: 3,
    explanation:
      "NOx forms mainly at very high combustion temperatures. Mixing a small amount of inert exhaust gas into the intake charge dilutes it and slows the burn, which lowers peak temperature and therefore NOx. Raising the temperature would increase NOx, and pumping air into the exhaust describes secondary air injection, not EGR.",
  },
  {
    id: "AI-013",
    topic: "fuel system",
    difficulty: "medium",
    stem: "What drives the compressor of a turbocharger?",
    options: [
      "Exhaust gas spinning a turbine wheel",
      "A belt from the crankshaft pulley",
      "An electric motor powered by the alternator",
      "Gears driven by the camshaft",
    ],
    answer: 0,
    explanation:
      "A turbocharger uses the energy of the exhaust stream to spin a turbine wheel, which is on the same shaft as the compressor that pushes extra air into the intake. A compressor driven by a belt from the crankshaft is a supercharger, which is the usual mix-up.",
  },
  {
    id: "AI-014",
    topic: "fuel system",
    difficulty: "hard",
    stem: "Compared with regular gasoline, a gasoline with a higher octane rating...",
    options: [
      "contains more energy per gallon",
      "resists knocking (detonation) better",
      "burns faster and hotter in the cylinder",
      "vaporizes more easily in cold weather",
    ],
    answer: 1,
    explanation:
      "Octane rating measures a fuel's resistance to igniting on its own under compression, which is what causes knock. It is not a measure of energy: premium and regular gasoline hold about the same energy per gallon, so premium gives no real benefit in an engine designed for regular. How easily fuel vaporizes is a separate property called volatility.",
  },

  // ---------------------------------------------------------------- ignition system
  {
    id: "AI-015",
    topic: "ignition system",
    difficulty: "easy",
    stem: "Which part steps up the battery's 12 volts to the many thousands of volts needed to fire a spark plug?",
    options: ["Alternator", "Voltage regulator", "Starter solenoid", "Ignition coil"],
    answer: 3,
    explanation:
      "The ignition coil is a transformer: when current in its primary winding is switched off, its secondary winding produces a very high voltage pulse for the spark plug. The alternator charges the battery at about 14 volts, the voltage regulator controls that charging voltage, and the starter solenoid switches current to the starter.",
  },
  {
    id: "AI-016",
    topic: "ignition system",
    difficulty: "easy",
    stem: "In an older ignition system, which part sends high voltage from the coil to each spark plug in the correct firing order?",
    options: ["Distributor", "Ignition coil", "Condenser", "Starter solenoid"],
    answer: 0,
    explanation:
      "The distributor's rotor spins inside the distributor cap and passes each high-voltage pulse from the coil to the correct plug wire in firing order. The coil creates the high voltage but does not route it, and the condenser protects the breaker points from arcing.",
  },
  {
    id: "AI-017",
    topic: "ignition system",
    difficulty: "hard",
    stem: "Compared with a 'colder' spark plug, a 'hotter' spark plug...",
    options: [
      "produces a stronger, higher-voltage spark",
      "has a longer insulator nose, so its tip holds more heat",
      "is meant for high-output engines that run very hot",
      "has a wider gap between its electrodes",
    ],
    answer: 1,
    explanation:
      "Heat range describes how quickly a plug's tip sheds heat into the cylinder head. A hotter plug has a longer insulator nose, so heat has farther to travel and the tip runs hotter, which helps burn off fouling deposits. Heat range has nothing to do with spark voltage or gap, and high-output engines usually need colder plugs to avoid preignition.",
  },
  {
    id: "AI-018",
    topic: "ignition system",
    difficulty: "medium",
    stem: "As engine speed increases, ignition timing is typically...",
    options: [
      "retarded, so the spark occurs later in the cycle",
      "held the same at all engine speeds",
      "advanced, so the spark occurs earlier in the cycle",
      "advanced only while the engine is cold",
    ],
    answer: 2,
    explanation:
      "The mixture takes about the same time to burn at any speed, but at higher rpm the crankshaft turns through more degrees during that time. Firing the plug earlier lets peak cylinder pressure still arrive just after TDC, where it does the most work. Retarding the timing at high speed would waste power and overheat the exhaust.",
  },
  {
    id: "AI-019",
    topic: "ignition system",
    difficulty: "medium",
    stem: "An engine pings (knocks) when accelerating hard up a hill. Which of these is a likely cause?",
    options: [
      "Ignition timing set too far retarded",
      "Ignition timing set too far advanced",
      "Gasoline with a higher octane rating than required",
      "A spark plug gap set slightly too narrow",
    ],
    answer: 1,
    explanation:
      "A spark that comes too early makes pressure and temperature climb while the piston is still rising, so the last part of the mixture ignites on its own and knocks, especially under heavy load. Retarding the timing and using higher-octane fuel both reduce knock rather than cause it. A narrow plug gap weakens the spark but does not cause detonation.",
  },
  {
    id: "AI-020",
    topic: "ignition system",
    difficulty: "medium",
    stem: "On a modern engine, which sensor tells the computer the crankshaft's position and speed so it can time the spark?",
    options: ["Throttle position sensor", "Coolant temperature sensor", "Manifold absolute pressure sensor", "Crankshaft position sensor"],
    answer: 3,
    explanation:
      "The crankshaft position sensor reads a toothed wheel on the crankshaft, giving the computer engine speed and piston position; without its signal most engines get no spark at all. The other sensors help the computer fine-tune timing and fuel, but none of them tells it where the pistons are.",
  },

  // ---------------------------------------------------------------- cooling system
  {
    id: "AI-021",
    topic: "cooling system",
    difficulty: "easy",
    stem: "What is the main job of an engine's thermostat?",
    options: [
      "To keep coolant out of the radiator until the engine warms up",
      "To pump coolant through the engine block and the radiator",
      "To raise the boiling point of the coolant in the system",
      "To send the engine's temperature to the dashboard gauge",
    ],
    answer: 0,
    explanation:
      "The thermostat is a heat-operated valve that stays closed while the engine is cold so it warms up quickly, then opens to let coolant flow to the radiator and hold a steady operating temperature. The water pump moves the coolant, the radiator cap raises the boiling point, and a temperature sensor feeds the gauge.",
  },
  {
    id: "AI-022",
    topic: "cooling system",
    difficulty: "medium",
    stem: "A radiator pressure cap keeps the cooling system under pressure mainly in order to...",
    options: [
      "lower the freezing point of the coolant",
      "speed up coolant flow through the engine block",
      "keep air from entering the water pump",
      "raise the boiling point of the coolant",
    ],
    answer: 3,
    explanation:
      "A liquid under pressure boils at a higher temperature, so the pressure cap lets coolant run well above 212°F without boiling. Lowering the freezing point is done by the antifreeze in the coolant, not by pressure. Coolant flow rate is set by the water pump.",
  },
  {
    id: "AI-023",
    topic: "cooling system",
    difficulty: "easy",
    stem: "Which part circulates coolant through the engine and radiator?",
    options: ["Water pump", "Thermostat", "Heater core", "Radiator cap"],
    answer: 0,
    explanation:
      "The water pump, usually driven by a belt or the timing drive, moves coolant through the engine's water jackets and on to the radiator. The thermostat only controls when coolant may flow to the radiator, and the heater core is a small radiator that warms the passenger compartment.",
  },
  {
    id: "AI-024",
    topic: "cooling system",
    difficulty: "hard",
    stem: "Compared with a 50/50 mix of ethylene-glycol antifreeze and water, undiluted antifreeze...",
    options: [
      "freezes at a higher temperature and carries away heat less well",
      "freezes at a lower temperature and carries away heat better",
      "boils at a lower temperature than plain water",
      "flows more easily because it is thinner than water",
    ],
    answer: 0,
    explanation:
      "Pure ethylene glycol freezes at only about 9°F (-13°C), while a 50/50 mix protects to about -34°F (-37°C). Water also absorbs and carries heat far better than glycol, so straight antifreeze cools the engine worse. Pure glycol boils at a much higher temperature than water and is thicker, not thinner.",
  },
  {
    id: "AI-025",
    topic: "cooling system",
    difficulty: "medium",
    stem: "An engine stays at normal temperature at highway speed but overheats while idling in traffic. Which is the most likely cause?",
    options: [
      "A thermostat stuck in the open position",
      "A radiator cap rated for slightly higher pressure",
      "An engine oil level one quart low",
      "An electric cooling fan that is not running",
    ],
    answer: 3,
    explanation:
      "At highway speed, air rams through the radiator on its own; at idle, the cooling fan must pull air through it. Overheating only when stopped or crawling points to a fan that is not working. A stuck-open thermostat makes an engine run cool, not hot, and a higher-rated cap raises the boiling point rather than causing overheating.",
  },
  {
    id: "AI-026",
    topic: "cooling system",
    difficulty: "easy",
    stem: "In a typical liquid-cooled car, what heats the air that the heater blows into the passenger compartment?",
    options: [
      "Exhaust gas passing through a heat exchanger",
      "Hot engine coolant flowing through the heater core",
      "An electric heating element powered by the alternator",
      "Refrigerant from the air-conditioning compressor",
    ],
    answer: 1,
    explanation:
      "Hot coolant from the engine flows through the heater core, a small radiator behind the dashboard, and the blower pushes cabin air across it. That is why the heater blows cold air until the engine warms up. The A/C refrigerant cools the air; it does not heat it.",
  },

  // ---------------------------------------------------------------- lubrication
  {
    id: "AI-027",
    topic: "lubrication",
    difficulty: "medium",
    stem: "In a motor oil rated SAE 10W-30, what does the 'W' stand for?",
    options: ["Weight", "Wear", "Water", "Winter"],
    answer: 3,
    explanation:
      "W stands for winter: the number before it (10) rates how the oil flows when cold, and the number after it (30) rates its viscosity at normal operating temperature. Reading W as 'weight' is a common misconception; the rating describes viscosity, not weight or density.",
  },
  {
    id: "AI-028",
    topic: "lubrication",
    difficulty: "easy",
    stem: "While you are driving, the red oil pressure warning light comes on and stays on. What should you do?",
    options: [
      "Keep driving and add oil at the next scheduled oil change",
      "Pull over safely and shut off the engine as soon as possible",
      "Raise engine speed to build up more oil pressure",
      "Turn off the air conditioning to reduce the engine's load",
    ],
    answer: 1,
    explanation:
      "The light means oil pressure has dropped too low to protect the bearings, and running even a short time without pressure can ruin the engine. Stop and check the oil level before driving further. Revving the engine will not fix the problem and only adds wear.",
  },
  {
    id: "AI-029",
    topic: "lubrication",
    difficulty: "hard",
    stem: "An older engine has normal oil pressure when cold but very low oil pressure at hot idle, and a deep knock can be heard from the bottom of the engine. What is the most likely cause?",
    options: [
      "Worn crankshaft bearings with too much clearance",
      "Engine oil that is too thick for the engine",
      "Weak or broken valve springs",
      "Worn valve guides and valve stem seals",
    ],
    answer: 0,
    explanation:
      "Oil pressure depends on the tight bearing clearances that restrict oil flow. Worn main and rod bearings let oil escape easily, so pressure falls, especially when the oil is hot and thin, and the loose bearings knock. Oil that is too thick would raise pressure, not lower it; valve springs and valve guides are top-end parts that do not cause a bottom-end knock.",
  },
  {
    id: "AI-030",
    topic: "lubrication",
    difficulty: "hard",
    stem: "In a typical full-flow lubrication system, what happens if the oil filter becomes completely clogged?",
    options: [
      "The oil pump stops and oil pressure drops to zero",
      "The oil is routed through the PCV valve and burned",
      "The pressure relief valve closes to force oil through",
      "A bypass valve opens so unfiltered oil still reaches the bearings",
    ],
    answer: 3,
    explanation:
      "A bypass valve in the filter or its mount opens when the pressure difference across the element gets too high, so the engine still gets oil; dirty oil is better than no oil. The pump keeps turning because the engine drives it. The pressure relief valve limits the pump's maximum pressure; it does not push oil through a blocked filter.",
  },
  {
    id: "AI-031",
    topic: "lubrication",
    difficulty: "easy",
    stem: "For an accurate engine oil reading on the dipstick, the engine should typically be...",
    options: [
      "running at idle with the car on level ground",
      "running at a fast idle so the oil is fully warm",
      "off for a few minutes with the car on level ground",
      "off with the car parked facing uphill",
    ],
    answer: 2,
    explanation:
      "With the engine off for a few minutes, the oil has time to drain back into the pan, and level ground keeps the reading from being skewed. With the engine running, much of the oil is up in the engine, so the dipstick reads low. (Many automatic transmissions, by contrast, are checked with the engine running.)",
  },

  // ---------------------------------------------------------------- drivetrain
  {
    id: "AI-032",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "In a car with a manual transmission, pressing the clutch pedal...",
    options: [
      "disconnects the engine from the transmission",
      "shifts the transmission into neutral",
      "slows the engine down to idle speed",
      "locks the torque converter to the engine",
    ],
    answer: 0,
    explanation:
      "Pressing the pedal pulls the pressure plate away from the clutch disc, so engine power no longer reaches the transmission and the driver can change gears or stop without stalling. The transmission stays in whatever gear is selected, and a torque converter is found only in automatic transmissions.",
  },
  {
    id: "AI-033",
    topic: "drivetrain",
    difficulty: "easy",
    stem: "Which part lets the left and right drive wheels turn at different speeds when a vehicle goes around a corner?",
    options: ["Transmission", "Differential", "Universal joint", "Torque converter"],
    answer: 1,
    explanation:
      "In a turn the outside wheel must travel farther than the inside wheel, and the differential's gears let the two axle shafts turn at different speeds while both are driven. The transmission selects gear ratios, and a universal joint lets the driveshaft work at an angle.",
  },
  {
    id: "AI-034",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "On a rear-wheel-drive vehicle, which part lets the driveshaft keep transmitting power as the angle between the transmission and the rear axle changes?",
    options: ["Slip yoke", "Pinion bearing", "Universal joint", "Center support bearing"],
    answer: 2,
    explanation:
      "As the rear axle moves up and down, the driveshaft's angle changes, and the universal joints at its ends let it keep turning through those angles. The slip yoke handles changes in driveshaft length, not angle. The pinion bearing and center support bearing only support rotating shafts.",
  },
  {
    id: "AI-035",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "As a rear axle moves up and down, the distance between the transmission and the axle changes slightly. Which driveline part allows for this change in length?",
    options: ["Universal joint", "Slip yoke", "Ring gear", "Axle shaft bearing"],
    answer: 1,
    explanation:
      "The slip yoke slides in and out on splines of the transmission output shaft, letting the driveshaft's effective length change. Universal joints let the driveshaft change angle but cannot take up a change in length, which is the usual point of confusion.",
  },
  {
    id: "AI-036",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "In a car with an automatic transmission, which part couples the engine to the transmission through fluid, letting the engine idle while the car is stopped in gear?",
    options: ["Clutch disc", "Planetary gear set", "Flexplate", "Torque converter"],
    answer: 3,
    explanation:
      "The torque converter's impeller, driven by the engine, throws fluid at the turbine, which drives the transmission; at idle the fluid slips, so the car can sit still in gear. The flexplate only bolts the converter to the crankshaft, planetary gear sets provide the gear ratios, and a clutch disc is used with manual transmissions.",
  },
  {
    id: "AI-037",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "A rear axle's ring gear has 41 teeth and its drive pinion has 10 teeth. What is the axle ratio?",
    options: ["0.24:1", "3.10:1", "4.10:1", "4.51:1"],
    answer: 2,
    explanation:
      "Gear ratio equals driven teeth divided by driving teeth: 41 ÷ 10 = 4.10, so the pinion (and driveshaft) turns 4.1 times for each turn of the ring gear and wheels. The answer 0.24:1 comes from dividing the wrong way (10 ÷ 41).",
  },
  {
    id: "AI-038",
    topic: "drivetrain",
    difficulty: "medium",
    stem: "A front-wheel-drive car makes a rapid clicking noise only when accelerating while turning sharply. What is the most likely cause?",
    options: [
      "A worn front wheel bearing",
      "A worn outer constant-velocity (CV) joint",
      "A low power steering fluid level",
      "A warped front brake rotor",
    ],
    answer: 1,
    explanation:
      "A worn outer CV joint, often after its rubber boot tears and the grease escapes, clicks or pops under load in tight turns, when the joint works at a sharp angle. A bad wheel bearing usually hums or growls with speed, low power steering fluid causes a whine, and a warped rotor causes pulsation when braking.",
  },
  {
    id: "AI-039",
    topic: "drivetrain",
    difficulty: "hard",
    stem: "A vehicle with an open (standard) differential has one drive wheel on ice and the other on dry pavement. When the driver accelerates, what typically happens?",
    options: [
      "The wheel on pavement gets most of the torque and the vehicle pulls away",
      "Both wheels are locked together and turn at the same speed",
      "The wheel on ice spins while the wheel on pavement gets little driving force",
      "The differential disconnects the wheel on ice from the axle",
    ],
    answer: 2,
    explanation:
      "An open differential always divides torque equally between the two wheels, so the wheel on pavement can receive only as much torque as the slipping wheel on ice can take, which is very little. The wheel on ice spins while the other barely turns. Locking both wheels together is what a locking differential does, not an open one.",
  },

  // ---------------------------------------------------------------- brakes
  {
    id: "AI-040",
    topic: "brakes",
    difficulty: "easy",
    stem: "In a disc brake, which part squeezes the brake pads against the rotor?",
    options: ["Caliper", "Wheel cylinder", "Master cylinder", "Brake booster"],
    answer: 0,
    explanation:
      "Hydraulic pressure pushes the caliper's piston outward, clamping the pads against both sides of the spinning rotor. A wheel cylinder does the same job in a drum brake, pushing the shoes outward against the drum. The master cylinder creates the hydraulic pressure but is mounted far from the wheels.",
  },
  {
    id: "AI-041",
    topic: "brakes",
    difficulty: "easy",
    stem: "Which part changes the force on the brake pedal into hydraulic pressure in the brake lines?",
    options: ["Wheel cylinder", "Brake booster", "Master cylinder", "Brake caliper"],
    answer: 2,
    explanation:
      "The pedal pushes pistons in the master cylinder, which pressurize the brake fluid sent to every wheel. The brake booster multiplies the driver's pedal force but does not itself create hydraulic pressure, and the wheel cylinders and calipers use that pressure at the wheels.",
  },
  {
    id: "AI-042",
    topic: "brakes",
    difficulty: "medium",
    stem: "The brake pedal feels soft and spongy and travels farther than normal before the brakes apply. What is the most likely cause?",
    options: [
      "Warped brake rotors",
      "A failed vacuum brake booster",
      "Air in the hydraulic brake system",
      "A sticking caliper on one wheel",
    ],
    answer: 2,
    explanation:
      "Brake fluid cannot be compressed, but air bubbles can, so air in the lines makes the pedal feel spongy; bleeding the brakes removes it. A failed booster makes the pedal hard, not spongy. Warped rotors cause pulsation, and a sticking caliper makes the car pull to one side.",
  },
  {
    id: "AI-043",
    topic: "brakes",
    difficulty: "hard",
    stem: "Why should glycol-based brake fluid, such as DOT 3 or DOT 4, be replaced at regular intervals?",
    options: [
      "It absorbs moisture, which lowers its boiling point",
      "It thickens with age, which slows pedal return",
      "It slowly evaporates, which lowers the reservoir level",
      "It breaks down into sludge the way old engine oil does",
    ],
    answer: 0,
    explanation:
      "Glycol brake fluid is hygroscopic: it draws in moisture over time, and even a few percent of water lowers its boiling point sharply. Under hard braking, that water can boil into vapor and cause a soft pedal or brake fade, and it also promotes corrosion. The fluid does not normally thicken, evaporate, or form sludge.",
  },
  {
    id: "AI-044",
    topic: "brakes",
    difficulty: "medium",
    stem: "During normal, gentle stops, the brake pedal pulses up and down and the steering wheel shakes. What is the most likely cause?",
    options: [
      "Air trapped in the brake lines",
      "A brake fluid level slightly below full",
      "Worn rear parking brake cables",
      "Warped front brake rotors",
    ],
    answer: 3,
    explanation:
      "When a rotor's thickness varies around its face, the pads are pushed in and out as it turns, which the driver feels as pulsing in the pedal and, with front rotors, shaking in the steering wheel. Air in the lines makes the pedal spongy, and a slightly low fluid level does not cause pulsation. (In a hard stop, pulsing can also be the ABS working normally.)",
  },
  {
    id: "AI-045",
    topic: "brakes",
    difficulty: "medium",
    stem: "What is the main purpose of an antilock brake system (ABS)?",
    options: [
      "To keep the wheels from locking so the driver can still steer",
      "To shorten the stopping distance on every road surface",
      "To apply the brakes automatically when an obstacle is detected",
      "To hold the vehicle in place when it is stopped on a hill",
    ],
    answer: 0,
    explanation:
      "ABS rapidly releases and reapplies pressure at any wheel that is about to lock, so the tires keep rolling and the driver keeps steering control during hard braking. It does not always shorten stopping distance; on loose gravel or fresh snow it can even lengthen it. Automatic braking for obstacles is a separate collision-avoidance feature.",
  },
  {
    id: "AI-046",
    topic: "brakes",
    difficulty: "hard",
    stem: "The brake pedal has become very hard, and much more foot pressure than normal is needed to stop, but the pedal does not sink toward the floor. What is the most likely cause?",
    options: [
      "A failed vacuum brake booster",
      "Air in the hydraulic brake lines",
      "A leaking seal inside the master cylinder",
      "Brake fluid that has absorbed moisture",
    ],
    answer: 0,
    explanation:
      "The booster uses engine vacuum to multiply the driver's pedal force; if it or its vacuum supply fails, the brakes still work but need far more effort, giving a hard pedal. Air in the lines causes a soft, spongy pedal, and a leaking master cylinder seal lets the pedal slowly sink. Moist fluid matters mainly when it boils under heavy braking.",
  },
  {
    id: "AI-047",
    topic: "brakes",
    difficulty: "hard",
    stem: "In many conventional brake systems, which valve limits hydraulic pressure to the rear brakes during hard stops so the rear wheels do not lock first?",
    options: ["Metering valve", "Proportioning valve", "Residual pressure valve", "Bleeder valve"],
    answer: 1,
    explanation:
      "During hard braking, weight shifts forward and the lightly loaded rear wheels lock easily, so the proportioning valve reduces rear pressure above a set point. The metering valve does something different: it briefly holds off pressure to the front disc brakes until the rear drum shoes reach the drums. The residual pressure valve keeps slight pressure in drum brake lines, and the bleeder valve is for removing air.",
  },

  // ---------------------------------------------------------------- suspension and steering
  {
    id: "AI-048",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "A car keeps bouncing up and down several times after it goes over a bump. Which parts are most likely worn?",
    options: ["Tie rod ends", "Wheel bearings", "Sway bar links", "Shock absorbers"],
    answer: 3,
    explanation:
      "Shock absorbers (or struts) damp the springs' motion, so the body settles after one movement. When they wear out, the springs keep the car bouncing. Tie rod ends affect steering, wheel bearings cause noise, and sway bar links control body roll in turns.",
  },
  {
    id: "AI-049",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "What does a rack-and-pinion steering gear do?",
    options: [
      "It turns the steering wheel's rotation into up-and-down motion of the tie rods",
      "It turns the steering wheel's rotation into side-to-side motion of the rack",
      "It turns the steering wheel's rotation into swinging of a pitman arm",
      "It turns hydraulic pressure into rotation of the steering column",
    ],
    answer: 1,
    explanation:
      "The pinion gear on the end of the steering shaft meshes with teeth on the rack, so turning the wheel slides the rack left or right, and the tie rods carry that motion to the steering knuckles. Swinging a pitman arm describes the older recirculating-ball steering box. Power assist helps push the rack; it does not turn the column.",
  },
  {
    id: "AI-050",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "Viewed from the front of the vehicle, the inward or outward tilt of the top of a tire is called...",
    options: ["caster", "toe", "thrust angle", "camber"],
    answer: 3,
    explanation:
      "Camber is the tilt of the wheel from vertical seen from the front: top outward is positive, top inward is negative. Caster is the tilt of the steering axis seen from the side, and toe is whether the fronts of the tires point toward or away from each other seen from above.",
  },
  {
    id: "AI-051",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "Viewed from the side of the vehicle, the forward or backward tilt of the steering axis is called...",
    options: ["camber", "toe", "caster", "steering axis inclination"],
    answer: 2,
    explanation:
      "Caster is the steering axis tilt seen from the side; positive caster, with the top of the axis tilted rearward, helps the wheels return to center and keeps the car stable going straight. Steering axis inclination is the inward tilt of the same axis seen from the front, and camber is the tilt of the wheel itself seen from the front.",
  },
  {
    id: "AI-052",
    topic: "suspension and steering",
    difficulty: "hard",
    stem: "Incorrect toe adjustment typically produces which tire wear pattern?",
    options: [
      "A feathered, saw-tooth edge across the tread ribs",
      "Wear in the center of the tread only",
      "Wear on both outer edges of the tread",
      "Cupped, scalloped dips around the tire",
    ],
    answer: 0,
    explanation:
      "With toe out of adjustment, the tires are scrubbed slightly sideways as they roll, wearing the tread ribs into a feathered edge that can be felt by sliding a hand across the tread. Center wear points to overinflation, wear on both edges to underinflation, and cupping to worn shock absorbers or struts.",
  },
  {
    id: "AI-053",
    topic: "suspension and steering",
    difficulty: "medium",
    stem: "Which part connects a control arm to the steering knuckle and lets the knuckle pivot as the wheel steers and moves up and down?",
    options: ["Tie rod end", "Sway bar link", "Strut mount", "Ball joint"],
    answer: 3,
    explanation:
      "A ball joint is a ball-and-socket pivot between the control arm and the knuckle, allowing both steering motion and suspension travel. A tie rod end connects the steering linkage to the knuckle's steering arm, a sway bar link connects the stabilizer bar, and a strut mount attaches the top of a strut to the body.",
  },
  {
    id: "AI-054",
    topic: "suspension and steering",
    difficulty: "easy",
    stem: "What is the main purpose of a stabilizer (sway) bar?",
    options: [
      "To absorb bumps by compressing like a spring",
      "To reduce body lean when cornering",
      "To keep the wheels pointed straight ahead",
      "To stop the body from bouncing after a bump",
    ],
    answer: 1,
    explanation:
      "The sway bar is a torsion bar linking the left and right suspensions; in a turn it twists and resists the body leaning (rolling) to the outside. The springs carry the weight and absorb bumps, the shock absorbers stop the bouncing, and the alignment keeps the wheels tracking straight.",
  },

  // ---------------------------------------------------------------- electrical system
  {
    id: "AI-055",
    topic: "electrical system",
    difficulty: "easy",
    stem: "While the engine is running, which part recharges the battery and powers the vehicle's electrical equipment?",
    options: ["Starter motor", "Ignition coil", "Alternator", "Voltage regulator"],
    answer: 2,
    explanation:
      "The belt-driven alternator generates electricity whenever the engine runs, recharging the battery and supplying the lights and accessories. The voltage regulator controls the alternator's output but does not generate power, and the starter motor uses battery power only to crank the engine.",
  },
  {
    id: "AI-056",
    topic: "electrical system",
    difficulty: "medium",
    stem: "When the key is turned to START, which part typically closes the heavy-current circuit to the starter motor and pushes the starter drive gear into mesh with the flywheel?",
    options: ["Ignition coil", "Neutral safety switch", "Starter solenoid", "Voltage regulator"],
    answer: 2,
    explanation:
      "The starter solenoid is an electromagnetic switch: a small current from the ignition switch pulls in its plunger, which closes heavy contacts to the starter motor and shifts the drive gear into the flywheel teeth. The neutral safety switch only allows starting in Park or Neutral, and the ignition coil is part of the spark system.",
  },
  {
    id: "AI-057",
    topic: "electrical system",
    difficulty: "medium",
    stem: "When the key is turned to START, the starter clicks rapidly and the dash lights dim, but the engine does not crank. What is the most likely cause?",
    options: [
      "An empty fuel tank with a stuck fuel gauge",
      "A fouled spark plug in one cylinder",
      "A failed fuel pump relay or fuse",
      "A weak battery or loose, corroded battery cables",
    ],
    answer: 3,
    explanation:
      "Rapid clicking means the solenoid pulls in, the starter's heavy draw drags battery voltage down, the solenoid drops out, and the cycle repeats, because not enough current is available through a weak battery or poor connections. Fuel and spark problems do not stop an engine from cranking; they keep it from starting once it cranks.",
  },
  {
    id: "AI-058",
    topic: "electrical system",
    difficulty: "medium",
    stem: "A fully charged 12-volt lead-acid car battery, resting with the engine off, typically measures about...",
    options: ["11.8 volts", "12.0 volts", "12.6 volts", "14.4 volts"],
    answer: 2,
    explanation:
      "Each of the battery's six cells produces about 2.1 volts when fully charged, for about 12.6 volts. A battery resting at 12.0 volts is well under half charged, and 11.8 volts is nearly flat. About 14 volts is what the charging system supplies with the engine running, not the battery's resting voltage.",
  },
  {
    id: "AI-059",
    topic: "electrical system",
    difficulty: "hard",
    stem: "An alternator generates alternating current. Which part of the alternator converts it to direct current for the battery?",
    options: ["Voltage regulator", "Stator windings", "Brushes and slip rings", "Diode rectifier"],
    answer: 3,
    explanation:
      "The rectifier's diodes let current flow in only one direction, turning the stator's AC output into DC. The voltage regulator controls the output voltage by varying the rotor's field current; it does not convert AC to DC. The stator is where the AC is produced, and the brushes and slip rings feed current to the spinning rotor.",
  },

  // ---------------------------------------------------------------- diagnosis
  {
    id: "AI-060",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "A spark plug removed from one cylinder is coated with wet, black, oily deposits, while the other plugs look light tan. What is the most likely cause?",
    options: [
      "An air-fuel mixture that is too lean",
      "Oil getting past worn piston rings or valve guides",
      "Ignition timing set too far advanced",
      "A plug whose heat range is too hot for the engine",
    ],
    answer: 1,
    explanation:
      "Wet, oily deposits mean engine oil is getting into that combustion chamber, usually past worn rings or worn valve guides and seals. Light tan or gray deposits, like those on the other plugs, are normal. A lean mixture, over-advanced timing, or a too-hot plug make a plug run hot, leaving a white or blistered insulator rather than oil.",
  },
  {
    id: "AI-061",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "A warmed-up engine overheats quickly, yet the upper radiator hose stays cool to the touch while the engine is hot. What is the most likely cause?",
    options: [
      "A thermostat stuck closed",
      "A thermostat stuck open",
      "A cooling fan that runs all the time",
      "A partly clogged heater core",
    ],
    answer: 0,
    explanation:
      "The upper hose carries hot coolant from the engine to the radiator, so a cool upper hose on an overheating engine shows that coolant is not leaving the engine, the classic sign of a thermostat stuck closed. A stuck-open thermostat and a fan that never shuts off both make the engine run cool, and a clogged heater core mainly reduces cabin heat.",
  },
  {
    id: "AI-062",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "In a car with a manual transmission, engine speed flares up when accelerating in a high gear, but road speed barely increases. What is the most likely cause?",
    options: [
      "A worn clutch release (throwout) bearing",
      "Worn synchronizers in the transmission",
      "A worn, slipping clutch disc",
      "A worn universal joint",
    ],
    answer: 2,
    explanation:
      "When the clutch disc's friction material is worn, it slips against the flywheel under heavy load, so the engine speeds up without a matching gain in road speed. A worn release bearing makes noise when the pedal is pressed, worn synchronizers cause grinding during shifts, and a worn U-joint causes clunks or vibration.",
  },
  {
    id: "AI-063",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "Heavy black smoke from the exhaust of a gasoline engine usually means the engine is...",
    options: ["burning oil", "burning coolant", "running too rich", "running too lean"],
    answer: 2,
    explanation:
      "Black smoke is soot from fuel that could not burn completely because there was too much fuel for the air available. Blue-gray smoke indicates burning oil, and thick white smoke with a sweet smell indicates burning coolant. A lean mixture produces little visible smoke.",
  },
  {
    id: "AI-064",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "An engine cranks at normal speed but will not start. A spark tester shows a strong spark at the plugs. What should be checked next?",
    options: [
      "The battery's state of charge",
      "Whether fuel is being delivered",
      "The starter motor's current draw",
      "The ignition coil's output",
    ],
    answer: 1,
    explanation:
      "An engine needs spark, fuel, and compression to run. Normal cranking speed shows the battery and starter are doing their jobs, and a strong spark shows the coil and the rest of the ignition system are working, so fuel delivery (pump, fuel pressure, injectors) is the logical next check.",
  },
  {
    id: "AI-065",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "A steady humming or growling noise gets louder as vehicle speed increases and changes when the car sways gently from side to side. What is the most likely cause?",
    options: ["A worn wheel bearing", "A worn outer CV joint", "Worn front brake pads", "A loose tie rod end"],
    answer: 0,
    explanation:
      "A worn wheel bearing hums or growls in step with road speed, and the sound changes as swaying shifts the load from one side to the other. A worn outer CV joint clicks in tight turns, worn pads squeal or grind when braking, and a loose tie rod end causes loose steering or a clunk rather than a steady hum.",
  },
];
