import type { AuthoredItem } from "../../types";

export const AI_ELECTRICAL_AND_DIAGNOSIS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "AI-258",
    topic: "electrical system",
    difficulty: "easy",
    stem: "What is the main job of the battery in a car with a running charging system?",
    options: [
      "To produce the high voltage that fires the spark plugs",
      "To supply current for starting and for use with the engine off",
      "To drive the alternator so that it can make current",
      "To keep the charging voltage from going too high",
    ],
    answer: 1,
    explanation:
      "The battery stores energy for starting and for running lights and accessories while the engine is off; once the engine runs, the alternator takes over and recharges it. The coil makes spark voltage, the alternator is turned by a belt, not the battery, and the voltage regulator limits the charging voltage.",
  },
  {
    id: "AI-259",
    topic: "electrical system",
    difficulty: "easy",
    stem: "What does a fuse do in a car's electrical circuit?",
    options: [
      "It raises the voltage for devices that need more power.",
      "It melts and opens the circuit if the current gets too high.",
      "It stores electricity for when the engine is off.",
      "It changes direct current into alternating current.",
    ],
    answer: 1,
    explanation:
      "A fuse contains a thin metal strip sized for the circuit; too much current (for example, from a short) heats it until it melts, stopping the flow before wires overheat. A blown fuse must be replaced with one of the same rating after the cause is found.",
  },
  {
    id: "AI-260",
    topic: "electrical system",
    difficulty: "easy",
    stem: "In most cars, how does current return from a light or motor to the battery's negative terminal?",
    options: [
      "Through a second wire to every device, running back to the alternator",
      "Through the fuel lines",
      "Through the tires to the road",
      "Through the metal body, frame, and engine, which serve as ground",
    ],
    answer: 3,
    explanation:
      "Most car circuits use the vehicle's metal structure as the return path, connected to the negative battery terminal by ground straps and cables; that saves a second wire for each device. Fuel lines and tires are not part of the circuit.",
  },
  {
    id: "AI-261",
    topic: "electrical system",
    difficulty: "medium",
    stem: "What does a relay let a car's electrical system do?",
    options: [
      "Let a small current switch a much larger current",
      "Store current for use when the engine is off",
      "Step up 12 volts to fire the spark plugs",
      "Protect a circuit by melting when overloaded",
    ],
    answer: 0,
    explanation:
      "A relay is an electromagnetic switch: a small current through its coil pulls heavy contacts closed, so a light-duty dashboard switch can control a heavy load such as a fan or horn. Storing current is the battery's job, the coil makes spark voltage, and a fuse melts on overload.",
  },
  {
    id: "AI-262",
    topic: "electrical system",
    difficulty: "easy",
    stem: "A headlamp draws 5 amperes from a 12-volt system. How much power does it use? (Power = volts × amperes.)",
    options: ["2.4 watts", "7 watts", "17 watts", "60 watts"],
    answer: 3,
    explanation:
      "Power equals voltage times current: 12 × 5 = 60 watts. 2.4 comes from dividing 12 by 5, and 7 and 17 come from subtracting and adding the numbers instead of multiplying.",
  },
  {
    id: "AI-263",
    topic: "electrical system",
    difficulty: "hard",
    stem: "While the engine is cranking, a voltmeter connected between the battery's positive post and the starter's battery terminal reads 2 volts. What does this show?",
    options: [
      "The positive cable or its connections have high resistance.",
      "The battery is fully charged and in good condition.",
      "The starter motor has an open circuit in its windings.",
      "The cable and its connections are in good condition.",
    ],
    answer: 0,
    explanation:
      "This voltage-drop test measures the voltage lost along the cable while it carries starter current; a good cable and clean connections lose only a few tenths of a volt, so 2 volts means corrosion, a loose connection, or a damaged cable. An open starter would draw no current, and there would then be almost no drop along the cable.",
  },
  {
    id: "AI-264",
    topic: "electrical system",
    difficulty: "hard",
    stem: "What does a battery's cold cranking amps (CCA) rating tell you?",
    options: [
      "The number of hours it can run the headlights",
      "How quickly the alternator can recharge it fully",
      "The current needed to recharge it fully",
      "The current it can deliver at 0°F for 30 seconds",
    ],
    answer: 3,
    explanation:
      "The CCA rating is the current a fully charged battery can supply at 0°F for 30 seconds while staying at or above 7.2 volts, which shows its ability to crank a cold engine. The length of time it can power a small load is shown by the reserve capacity rating instead.",
  },
  {
    id: "AI-265",
    topic: "electrical system",
    difficulty: "medium",
    stem: "When jump-starting a car, why is the last connection made to bare metal on the engine of the car with the dead battery, away from its battery?",
    options: [
      "It gives the engine higher voltage than the battery post would.",
      "It keeps the alternator from charging the good battery.",
      "A spark there is less likely to ignite hydrogen gas from the battery.",
      "It makes the current flow from negative to positive.",
    ],
    answer: 2,
    explanation:
      "Batteries give off explosive hydrogen gas, especially when charging; the final connection usually makes a small spark, so it is made at a ground point away from the battery. It does not change the voltage or the direction of current.",
  },
  {
    id: "AI-266",
    topic: "electrical system",
    difficulty: "medium",
    stem: "When removing a car battery, why is the negative cable disconnected first?",
    options: [
      "The negative terminal carries higher voltage.",
      "It keeps the alternator from discharging.",
      "The positive post cannot be loosened until the negative is off.",
      "A wrench touching the car body cannot then cause a short.",
    ],
    answer: 3,
    explanation:
      "In a negative-ground system the body is connected to the negative post; once that cable is off, a wrench on the positive terminal that touches metal cannot complete a circuit. If the positive were removed first, the wrench could arc between the positive post and the grounded body.",
  },
  {
    id: "AI-267",
    topic: "electrical system",
    difficulty: "medium",
    stem: "What does the voltage regulator in a charging system do?",
    options: [
      "It changes the alternator's AC output into DC.",
      "It keeps the charging voltage from going too high.",
      "It lowers the battery's voltage to power the radio.",
      "It sets the speed of the starter motor when cranking.",
    ],
    answer: 1,
    explanation:
      "The regulator controls the current in the alternator's rotor (field) so the output stays in a safe range, usually around 13.5 to 14.5 volts, whether the engine idles or revs. Converting AC to DC is done by the rectifier diodes.",
  },
  {
    id: "AI-268",
    topic: "electrical system",
    difficulty: "hard",
    stem: "A car battery goes dead after the car sits for a few days. To measure the current draw with everything switched off, how should an ammeter be connected?",
    options: [
      "In series, between the negative post and its cable",
      "In parallel, directly across the two battery posts",
      "Between the positive post and the engine block",
      "Across the output and ground of the alternator",
    ],
    answer: 0,
    explanation:
      "An ammeter must be in series so that all the current flowing out of the battery passes through it; connecting it across the posts would short the battery through the meter. A normal parked car draws only a small current, so a large reading points to something staying on.",
  },
  {
    id: "AI-269",
    topic: "electrical system",
    difficulty: "medium",
    stem: "Why are a car's two headlights wired in parallel instead of in series?",
    options: [
      "Parallel wiring uses less current.",
      "Parallel wiring makes the lights dimmer to protect them.",
      "If one bulb burns out, the other stays lit.",
      "Series wiring cannot carry direct current.",
    ],
    answer: 2,
    explanation:
      "In a parallel circuit each bulb has its own path and gets full battery voltage, so one failure does not affect the other. In series, one burned-out bulb would open the whole circuit and both would go dark.",
  },
  {
    id: "AI-270",
    topic: "electrical system",
    difficulty: "easy",
    stem: "Which meter reads the voltage between two points in a circuit?",
    options: ["Ammeter", "Ohmmeter", "Voltmeter", "Tachometer"],
    answer: 2,
    explanation:
      "A voltmeter measures electrical pressure (volts) between two points. An ammeter measures current, an ohmmeter measures resistance, and a tachometer measures engine speed. Most technicians use a digital multimeter, which can do the first three.",
  },
  {
    id: "AI-271",
    topic: "electrical system",
    difficulty: "medium",
    stem: "On hybrid and electric vehicles, what color is the insulation on the high-voltage cables, warning technicians to keep clear?",
    options: ["Red", "Orange", "Green", "Yellow"],
    answer: 1,
    explanation:
      "High-voltage cables on hybrid and electric vehicles are covered in bright orange so anyone working on the car can recognize them and follow the maker's shut-down procedure before touching them. Red is used for ordinary positive battery cables, and yellow usually marks airbag wiring and connectors.",
  },
  {
    id: "AI-272",
    topic: "electrical system",
    difficulty: "medium",
    stem: "How does the American Wire Gauge (AWG) number of a wire relate to its size?",
    options: [
      "The smaller the number, the thicker the wire.",
      "The larger the number, the thicker the wire.",
      "The number is the wire's length in feet.",
      "The number is the most volts the wire can carry.",
    ],
    answer: 0,
    explanation:
      "In the AWG system, a 10-gauge wire is thicker than an 18-gauge wire and can carry more current. Thick battery cables may be 4-gauge or heavier. The number says nothing about length or voltage.",
  },
  {
    id: "AI-273",
    topic: "electrical system",
    difficulty: "easy",
    stem: "White or greenish powder has built up on a battery's terminals. What is the usual way to clean it?",
    options: [
      "Wash it with gasoline.",
      "Scrub with a solution of baking soda and water.",
      "Cover it with more grease without cleaning.",
      "Spray it with engine coolant.",
    ],
    answer: 1,
    explanation:
      "The deposits come from battery acid, and baking soda neutralizes the acid so the corrosion can be brushed off; the cable clamps and posts can then be cleaned bright and protected. Gasoline is a fire hazard, and grease over corrosion only hides the bad connection.",
  },
  {
    id: "AI-274",
    topic: "electrical system",
    difficulty: "easy",
    stem: "The electrolyte in a lead-acid car battery is a mixture of water and...",
    options: ["hydrochloric acid", "sulfuric acid", "antifreeze", "distilled vinegar"],
    answer: 1,
    explanation:
      "A lead-acid battery uses lead plates in diluted sulfuric acid. Handle batteries with care: the acid burns skin and eyes and eats clothing and paint.",
  },
  {
    id: "AI-275",
    topic: "electrical system",
    difficulty: "hard",
    stem: "As a lead-acid battery discharges, what happens to its electrolyte?",
    options: [
      "It becomes stronger acid, so it boils more easily.",
      "It all turns into hydrogen gas and escapes.",
      "It becomes more like water and freezes more easily.",
      "It does not change; only the plates change.",
    ],
    answer: 2,
    explanation:
      "During discharge, acid leaves the electrolyte and combines with the plates as lead sulfate, so the electrolyte's specific gravity drops toward that of water. That is why a discharged battery can freeze in cold weather while a charged one will not. Hydrometer readings of specific gravity show the state of charge.",
  },
  {
    id: "AI-276",
    topic: "electrical system",
    difficulty: "medium",
    stem: "Why do the cables to the starter motor have to be much thicker than most other wires in a car?",
    options: [
      "The starter runs on a higher voltage than the rest of the car.",
      "The cables must carry fuel to the starter.",
      "Thick cables are needed to hold the starter in place.",
      "The starter draws a very large current while cranking.",
    ],
    answer: 3,
    explanation:
      "A starter motor can draw a hundred amperes or more while turning the engine, and a thin wire would heat up and drop so much voltage that the starter could not turn. The starter runs on the same 12 volts as everything else.",
  },
  {
    id: "AI-277",
    topic: "electrical system",
    difficulty: "hard",
    stem: "In many modern vehicles, the engine computer, body module, ABS, and instrument cluster share information over...",
    options: ["a data network (CAN bus)", "the spark plug wires", "the fuel supply lines", "the radio antenna cable"],
    answer: 0,
    explanation:
      "A controller area network (CAN) lets many modules send and read messages over a shared pair of wires, so one sensor reading, such as vehicle speed, can be used by several modules. Spark plug wires, fuel lines, and antenna cables do not carry data between modules.",
  },
  {
    id: "AI-278",
    topic: "electrical system",
    difficulty: "medium",
    stem: "On many vehicles, the turn signal on one side suddenly starts flashing much faster than normal. What is the most likely cause?",
    options: [
      "A partly discharged battery",
      "A blown fuse for the headlights",
      "A burned-out bulb on that side",
      "A faulty brake light switch",
    ],
    answer: 2,
    explanation:
      "With one bulb out, the circuit draws less current, and many flashers respond by flashing much faster, a built-in warning to the driver. A weak battery, headlight fuse, or brake light switch would not change the flash rate on just one side.",
  },
  {
    id: "AI-279",
    topic: "electrical system",
    difficulty: "medium",
    stem: "How does a circuit breaker differ from a fuse?",
    options: [
      "A breaker never opens the circuit at all.",
      "A breaker can be reset and used again.",
      "A breaker raises the circuit's voltage.",
      "A breaker can carry unlimited current.",
    ],
    answer: 1,
    explanation:
      "Both open a circuit when current gets too high, but a fuse's metal link melts and must be replaced, while a breaker's bimetal strip or mechanism opens and can reset (automatically or by hand). Neither raises voltage or allows unlimited current.",
  },
  {
    id: "AI-280",
    topic: "electrical system",
    difficulty: "easy",
    stem: "A wire inside a circuit has broken, so no current can flow and the device does not work. This is called...",
    options: ["a short circuit", "a parallel circuit", "a grounded circuit", "an open circuit"],
    answer: 3,
    explanation:
      "An open is a break in the path, so current stops. A short circuit is an unintended low-resistance path, usually to ground, that lets too much current flow and blows the fuse. Parallel describes how loads are arranged.",
  },
  {
    id: "AI-281",
    topic: "electrical system",
    difficulty: "medium",
    stem: "A fuse keeps blowing as soon as a circuit is switched on. What is the most likely cause?",
    options: [
      "A wire in that circuit is shorted to ground.",
      "There is a break in one of the circuit's wires.",
      "The battery is partly discharged.",
      "The fuse has too high a rating.",
    ],
    answer: 0,
    explanation:
      "A short to ground, often from chafed insulation touching metal, lets a very large current flow and blows the fuse at once. A break (open) stops current, so it would not blow a fuse; a low battery lowers current; and a higher-rated fuse would blow less easily, not more.",
  },
  {
    id: "AI-282",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "The oil on the dipstick looks milky and light brown, like a chocolate milkshake. What is the most likely cause?",
    options: [
      "Gasoline leaking into the oil",
      "Oil that is a grade too thick",
      "Coolant leaking into the oil",
      "Oil that has gone too long between changes",
    ],
    answer: 2,
    explanation:
      "Milky oil means water or coolant has mixed with it, most often through a failed head gasket, a cracked head or block, or a leaking oil cooler. Fuel in the oil thins it and makes it smell of gasoline, but does not make it milky. Oil left in too long turns dark and dirty, not milky, and viscosity grade does not change the color this way.",
  },
  {
    id: "AI-283",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "An engine uses a quart of oil every few hundred miles, and blue-gray smoke comes from the tailpipe. What is the most likely cause?",
    options: [
      "A very rich air-fuel mixture",
      "Worn piston rings or valve seals",
      "Coolant leaking into the cylinders",
      "A badly clogged engine air filter",
    ],
    answer: 1,
    explanation:
      "Blue-gray smoke is the sign of oil being burned; it gets into the cylinders past worn piston rings or worn valve stem seals and guides. A rich mixture gives black smoke, and coolant burning gives white, sweet-smelling smoke.",
  },
  {
    id: "AI-284",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "After the engine is fully warmed up, thick white smoke with a sweet smell keeps coming from the exhaust, and the coolant level keeps dropping. What is the most likely cause?",
    options: [
      "Normal condensation in the exhaust on a cold morning",
      "A very rich air-fuel mixture",
      "Worn piston rings letting oil into the cylinders",
      "A failed head gasket letting coolant into the cylinders",
    ],
    answer: 3,
    explanation:
      "Coolant burned in the cylinders makes white smoke that smells sweet, and the reservoir level drops with no outside leak. Condensation also makes white vapor, but it clears once the exhaust system is warm and does not use up coolant. Rich mixture gives black smoke and oil burning gives blue smoke.",
  },
  {
    id: "AI-285",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "A compression test shows normal readings in all cylinders except two side-by-side cylinders, which are both low. What is the most likely cause?",
    options: [
      "A head gasket leak between them",
      "A worn camshaft lobe on one cylinder",
      "Worn piston rings in every cylinder",
      "A clogged fuel injector in one cylinder",
    ],
    answer: 0,
    explanation:
      "When the head gasket fails in the narrow area between two neighboring cylinders, compression leaks from one cylinder into the other, so both read low together. A worn cam lobe affects only one cylinder, worn rings in every cylinder would lower every reading, and injectors do not affect compression.",
  },
  {
    id: "AI-286",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "A cylinder shows low compression. After a spoonful of oil is squirted into it, the reading rises a lot. What does this point to?",
    options: ["A burned exhaust valve", "Worn piston rings", "A hole burned in the piston", "A leaking intake valve"],
    answer: 1,
    explanation:
      "The oil temporarily seals the gap between the rings and the cylinder wall; if the reading climbs, the leak was past the rings. A valve leak would not be helped by oil on the cylinder walls, so the reading would stay low, and a hole in the piston is too large for oil to seal.",
  },
  {
    id: "AI-287",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "A loud squeal comes from the front of the engine at start-up and when the air conditioning is switched on. What is the most likely cause?",
    options: ["A low engine oil level", "A worn front wheel bearing", "A loose or glazed drive belt", "A damaged spark plug wire"],
    answer: 2,
    explanation:
      "A glazed or loose accessory belt slips and squeals when a pulley resists, such as when the AC compressor clutch engages or the alternator is charging hard after a start. Low oil, a wheel bearing, and plug wires do not make a squeal that follows the AC switch.",
  },
  {
    id: "AI-288",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "A rear-wheel-drive truck makes a clunk when shifted from Park into Drive and vibrates more as speed increases. What is the most likely cause?",
    options: ["A worn CV joint on a front axle", "Low power steering fluid", "A partly discharged battery", "A worn driveshaft U-joint"],
    answer: 3,
    explanation:
      "A worn U-joint has play that takes up with a clunk when drive is engaged, and the loose joint lets the driveshaft vibrate more at higher speed. This truck has no driven front axle with CV joints, and steering fluid and the battery cannot cause a driveline clunk.",
  },
  {
    id: "AI-289",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "The check engine light comes on the day after a fill-up, and the car runs normally. What is the first thing to check?",
    options: ["Whether the gas cap is tight", "The gap of each spark plug", "The brake fluid level", "The tire pressures"],
    answer: 0,
    explanation:
      "A loose or damaged gas cap lets fuel vapor escape, and the evaporative emission system's leak test sets a code that turns on the check engine light. It is the simplest and most likely cause right after refueling. Spark plugs would cause a rough-running engine, and brakes and tires are not monitored by that light.",
  },
  {
    id: "AI-290",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "An engine cranks normally but will not start. There is no spark at any plug, the injectors are not pulsing, and the tachometer stays at zero while cranking. What is the most likely cause?",
    options: [
      "A clogged fuel filter",
      "A failed crankshaft position sensor",
      "A partly discharged battery",
      "A faulty coolant temperature sensor",
    ],
    answer: 1,
    explanation:
      "The computer uses the crankshaft position signal to fire both the coils and the injectors and to drive the tachometer; with no signal, it does neither, and the tach shows no rpm. A clogged fuel filter would not stop the spark, a weak battery would crank slowly, and a bad coolant sensor makes starting harder but does not stop spark.",
  },
  {
    id: "AI-291",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "A scan tool shows a misfire code for cylinder 2. The technician swaps the ignition coils of cylinders 2 and 3, and the misfire code now shows cylinder 3. What is the most likely cause?",
    options: [
      "A burned valve in cylinder 2",
      "A clogged fuel injector in cylinder 2",
      "The ignition coil that was on cylinder 2",
      "A vacuum leak near cylinder 2",
    ],
    answer: 2,
    explanation:
      "The misfire followed the coil to its new cylinder, so the coil is at fault. If the problem were a valve, an injector, or a vacuum leak at cylinder 2, the misfire would have stayed with cylinder 2 after the coils were swapped.",
  },
  {
    id: "AI-292",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "While driving, the battery warning light on the dash comes on and stays on. What does it most likely mean?",
    options: [
      "The battery is fully charged and needs no more current.",
      "The oil pressure is low.",
      "The engine is overheating.",
      "The charging system is not charging the battery.",
    ],
    answer: 3,
    explanation:
      "The battery light warns that the alternator's output is too low, often from a failed alternator or a broken or slipping drive belt; the car is running on the battery alone and will soon stall. Oil pressure and engine temperature have their own warning lights.",
  },
  {
    id: "AI-293",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "An engine idles smoothly but loses power badly at highway speed, and the exhaust system under the car is glowing hot. What is the most likely cause?",
    options: ["A clogged catalytic converter", "A stuck-open thermostat", "A dirty cabin air filter", "A leaking valve cover gasket"],
    answer: 0,
    explanation:
      "A plugged converter lets enough exhaust through at idle, but at higher speed the engine cannot push out its exhaust, so it loses power and the converter overheats. A stuck-open thermostat makes the engine run cool, a cabin filter affects only the heater and AC airflow, and a valve cover leak seeps oil.",
  },
  {
    id: "AI-294",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "When the key is turned to START, there is one loud click but the engine does not crank; the dash lights stay bright. What is the most likely cause?",
    options: ["A badly discharged battery", "A faulty starter or solenoid", "An empty fuel tank", "A failed electric fuel pump"],
    answer: 1,
    explanation:
      "Bright lights show the battery has plenty of charge, and the single click shows the solenoid is getting the start signal, so the fault is in the solenoid's contacts or the starter motor itself. A discharged battery usually gives rapid clicking and dim lights, and fuel problems do not stop the engine from cranking.",
  },
  {
    id: "AI-295",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "An engine idles roughly, a hissing sound comes from the intake area, and the scan tool shows codes for a lean mixture. What is the most likely cause?",
    options: [
      "A clogged catalytic converter",
      "Spark plugs of the wrong heat range",
      "A vacuum leak at the intake",
      "A leaking power steering hose",
    ],
    answer: 2,
    explanation:
      "A cracked vacuum hose or leaking intake gasket lets air in that the mass airflow sensor never measured, so the mixture goes lean and the idle gets rough; the hissing is the air rushing in. A clogged converter causes power loss, not lean codes, and a power steering leak drips fluid.",
  },
  {
    id: "AI-296",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "The temperature gauge stays near the bottom even after a long drive, and the heater blows only lukewarm air. What is the most likely cause?",
    options: ["A thermostat stuck closed", "A broken water pump belt", "A clogged radiator", "A thermostat stuck open"],
    answer: 3,
    explanation:
      "A stuck-open thermostat sends coolant to the radiator all the time, so the engine never reaches normal temperature and the heater has little heat to give. The other three choices would make the engine run hot, not cold.",
  },
  {
    id: "AI-297",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "The inside of the windshield fogs with a greasy film, there is a sweet smell in the cabin, and the front floor carpet is damp. What is the most likely cause?",
    options: ["A leaking heater core", "A leaking windshield washer hose", "A clogged cabin air filter", "A failed blower motor"],
    answer: 0,
    explanation:
      "The heater core is a small radiator behind the dashboard; when it leaks, hot coolant steams into the air from the vents (the greasy film and sweet smell) and drips onto the floor. Washer fluid would not fog the glass with a sweet smell, and a clogged filter or dead blower only reduces airflow.",
  },
  {
    id: "AI-298",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "The check engine light starts flashing while the car is being driven. What does a flashing (rather than steady) light usually warn of?",
    options: ["An oil change coming due soon", "A loose or missing gas cap", "A severe, damaging misfire", "A burned-out brake light"],
    answer: 2,
    explanation:
      "A steady light reports a fault that should be checked soon; a flashing light means misfires bad enough to overheat and ruin the converter, so the driver should reduce speed and load and have it checked promptly. Oil change reminders and bulb failures use other indicators, and a loose cap gives a steady light.",
  },
  {
    id: "AI-299",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "On a car built to the OBD-II standard, where is the scan tool plugged in?",
    options: [
      "The cigarette lighter socket",
      "A 16-pin connector under the dashboard",
      "A port on the battery's positive terminal",
      "The spark plug wire of cylinder 1",
    ],
    answer: 1,
    explanation:
      "OBD-II vehicles have a standard 16-pin data link connector (DLC), usually under the dash near the steering column, where any generic scan tool can read codes and live data. The other connections do not give access to the computer.",
  },
  {
    id: "AI-300",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "An automatic transmission's engine rpm climbs during a shift, but the car barely speeds up, and the fluid is dark and smells burned. What is the most likely cause?",
    options: ["A clogged fuel filter", "A sticking brake caliper", "A weak ignition coil", "Worn internal clutches"],
    answer: 3,
    explanation:
      "When the clutches or bands slip, the engine revs without the transmission passing the power on, and the friction burns the fluid. A fuel or ignition problem would reduce engine power, not make the engine race, and a sticking caliper would drag the car without raising rpm.",
  },
  {
    id: "AI-301",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "An engine runs at normal temperature in town and at idle but overheats during long drives at highway speed. Which is the most likely cause?",
    options: [
      "A radiator partly clogged inside with scale",
      "An electric cooling fan that does not run",
      "A thermostat stuck open",
      "A heater control valve stuck open",
    ],
    answer: 0,
    explanation:
      "At highway speed the engine makes the most heat, and a radiator with blocked tubes cannot shed it, although it copes with the lighter load at low speed. A dead fan matters mainly at idle, because road speed forces air through the radiator. A stuck-open thermostat and an open heater valve would make the engine run cooler, not hotter.",
  },
  {
    id: "AI-302",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "A light ticking noise comes from the top of the engine, and it speeds up and slows down with engine rpm. What is the most likely source?",
    options: [
      "Worn crankshaft main bearings",
      "Worn transmission gears",
      "A noisy lifter or excess valve lash",
      "A loose exhaust tailpipe",
    ],
    answer: 2,
    explanation:
      "A tick at the top of the engine that follows engine speed usually comes from the valve train: a lifter that is not pumping up, or too much valve clearance. Worn main bearings make a deep knock from the bottom of the engine, and the transmission and tailpipe are not at the top of the engine.",
  },
  {
    id: "AI-303",
    topic: "diagnosis",
    difficulty: "medium",
    stem: "A spark plug's insulator tip is chalky white and blistered. What does this usually indicate?",
    options: [
      "The engine is burning oil.",
      "The plug has been running too hot.",
      "The mixture is too rich.",
      "The plug is working normally.",
    ],
    answer: 1,
    explanation:
      "Overheating bleaches and blisters the insulator; possible causes include a plug with too hot a heat range, a lean mixture, too much spark advance, or poor cooling. Oil burning leaves wet, oily deposits, a rich mixture leaves dry black soot, and a normal plug is light tan or gray.",
  },
  {
    id: "AI-304",
    topic: "diagnosis",
    difficulty: "easy",
    stem: "When the key is first turned to ON, you cannot hear the brief hum of the electric fuel pump, and the engine cranks but will not start. What should be checked first?",
    options: ["The gap of each spark plug", "The brake light switch", "The engine coolant level", "The fuel pump's fuse and relay"],
    answer: 3,
    explanation:
      "On most fuel-injected cars the pump runs for a second or two at key-on to build pressure. No hum points to the pump not running, and the simplest causes to check are its fuse and relay before the pump itself. Plug gaps, the brake switch, and coolant would not stop the pump.",
  },
  {
    id: "AI-305",
    topic: "diagnosis",
    difficulty: "hard",
    stem: "The headlights dim, the gauges flicker, and several unrelated electrical items act strangely at the same time. Which is the most likely cause?",
    options: [
      "A poor main ground connection",
      "A burned-out fuse in one circuit",
      "A bad bulb in one headlight",
      "A faulty switch for one accessory",
    ],
    answer: 0,
    explanation:
      "Many circuits share the same main ground path back to the battery, so a loose or corroded ground strap affects several systems at once in strange ways. A single fuse, bulb, or switch affects only its own circuit.",
  },
];
