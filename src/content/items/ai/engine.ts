import type { AuthoredItem } from "../../types";

export const AI_ENGINE_ITEMS: readonly AuthoredItem[] = [
  {
    id: "AI-066",
    topic: "engine operation",
    difficulty: "easy",
    stem: "In a four-stroke engine, during which stroke does the piston move down with the intake valve open, drawing air or air-fuel mixture into the cylinder?",
    options: ["Intake stroke", "Compression stroke", "Power stroke", "Exhaust stroke"],
    answer: 0,
    explanation:
      "On the intake stroke the piston moves down and the open intake valve lets the cylinder fill. The piston also moves down on the power stroke, but then both valves are closed and burning gas pushes it. On the compression and exhaust strokes the piston moves up.",
  },
  {
    id: "AI-067",
    topic: "engine operation",
    difficulty: "easy",
    stem: "Which engine part has lobes that push the valves open at the right time?",
    options: ["Camshaft", "Crankshaft", "Connecting rod", "Flywheel"],
    answer: 0,
    explanation:
      "Each lobe on the camshaft lifts a valve (through a lifter, follower, or rocker arm) once per turn of the camshaft. The crankshaft drives the camshaft but does not touch the valves, the connecting rod links the piston to the crankshaft, and the flywheel smooths the crankshaft's rotation.",
  },
  {
    id: "AI-068",
    topic: "engine operation",
    difficulty: "easy",
    stem: "What is the main job of the compression rings on a piston?",
    options: [
      "To connect the piston to the upper end of the connecting rod",
      "To seal the gap between the piston and the cylinder wall",
      "To spray oil onto the underside of the piston to cool it",
      "To guide the valves as they open and close",
    ],
    answer: 1,
    explanation:
      "Compression rings press outward against the cylinder wall so that compressed mixture and combustion pressure do not leak past the piston. The piston is joined to the connecting rod by the wrist pin, not by the rings, and valves are guided by valve guides in the cylinder head.",
  },
  {
    id: "AI-069",
    topic: "engine operation",
    difficulty: "easy",
    stem: 'When a piston is at "top dead center" (TDC), it is...',
    options: [
      "at the lowest point of its travel in the cylinder",
      "halfway between its highest and lowest points",
      "moving at its greatest speed in the cylinder",
      "at the highest point of its travel in the cylinder",
    ],
    answer: 3,
    explanation:
      "Top dead center is the very top of the piston's travel, where it stops for an instant before reversing; bottom dead center is the lowest point. Because the piston momentarily stops at both ends, it moves fastest somewhere near the middle of the stroke, not at TDC.",
  },
  {
    id: "AI-070",
    topic: "engine operation",
    difficulty: "hard",
    stem: "An eight-cylinder engine has a bore of 4 in. and a stroke of 3.5 in. About what is its total displacement? (Volume of one cylinder = 0.785 × bore × bore × stroke.)",
    options: ["44 cu in.", "352 cu in.", "448 cu in.", "1,407 cu in."],
    answer: 1,
    explanation:
      "One cylinder holds 0.785 × 4 × 4 × 3.5 ≈ 44 cu in., and eight cylinders give about 352 cu in. 44 is only one cylinder; 448 leaves out the 0.785 (π/4) factor, and 1,407 uses π instead of π/4.",
  },
  {
    id: "AI-071",
    topic: "engine operation",
    difficulty: "medium",
    stem: "What is the job of an engine's timing belt or timing chain?",
    options: [
      "To drive the alternator and the power steering pump",
      "To set the moment each spark plug fires",
      "To keep the camshaft turning in step with the crankshaft",
      "To turn the cooling fan at the correct speed",
    ],
    answer: 2,
    explanation:
      "The timing belt or chain links the crankshaft to the camshaft so the valves open and close at the right points in each piston's travel. Accessories such as the alternator and power steering pump are driven by a separate accessory (drive) belt, and spark timing is set by the ignition system.",
  },
  {
    id: "AI-072",
    topic: "engine operation",
    difficulty: "hard",
    stem: 'In an "interference" engine, what is the danger if the timing belt breaks while the engine is running?',
    options: [
      "Pistons can strike open valves and bend them.",
      "The engine keeps running, but only at idle speed.",
      "The fuel injectors stick open and flood the engine.",
      "The crankshaft reverses direction and stops.",
    ],
    answer: 0,
    explanation:
      "In an interference engine the open valves reach into the space the piston uses at the top of its stroke. If the belt breaks, the camshaft stops with some valves held open while the crankshaft keeps turning, so pistons hit those valves. The engine does not keep running (the valves stop working), and a broken belt does not open injectors or reverse the crankshaft.",
  },
  {
    id: "AI-073",
    topic: "engine operation",
    difficulty: "easy",
    stem: "Which part links a piston to the crankshaft?",
    options: ["Pushrod", "Rocker arm", "Camshaft", "Connecting rod"],
    answer: 3,
    explanation:
      "The connecting rod runs from the wrist pin in the piston to a crankpin on the crankshaft. Pushrods and rocker arms are parts of the valve train, and the camshaft opens the valves.",
  },
  {
    id: "AI-074",
    topic: "engine operation",
    difficulty: "hard",
    stem: "What is the job of the harmonic balancer (vibration damper) on the front of the crankshaft?",
    options: [
      "To balance the weight of the pistons and rods",
      "To reduce twisting vibration of the crankshaft",
      "To store energy to carry the engine between power strokes",
      "To keep the camshaft in time with the crankshaft",
    ],
    answer: 1,
    explanation:
      "Each power stroke gives the crankshaft a small twist, and at some speeds these twists can build up into a vibration that can break the crankshaft; the balancer's rubber-mounted ring absorbs them. Storing energy between power strokes is the flywheel's job, the crankshaft's counterweights balance the rotating parts, and the timing belt or chain keeps the camshaft in time.",
  },
  {
    id: "AI-075",
    topic: "engine operation",
    difficulty: "medium",
    stem: "Why do engines with hydraulic lifters not need periodic valve lash adjustment?",
    options: [
      "The valves are closed by oil pressure instead of springs.",
      "The camshaft lobes are shaped so that lash cannot change.",
      "Oil inside each lifter takes up any clearance automatically.",
      "The lifters are made of a hard metal that never wears out.",
    ],
    answer: 2,
    explanation:
      "A hydraulic lifter has a small plunger that fills with engine oil and expands just enough to remove any clearance in the valve train, so lash stays at zero as parts wear. The valves are still closed by springs, and cam lobes and lifters do wear; the hydraulic lifter simply makes up for it.",
  },
  {
    id: "AI-076",
    topic: "engine operation",
    difficulty: "hard",
    stem: "If the valve lash (clearance) on an exhaust valve is set too tight, what problem can result?",
    options: [
      "The valve may not close fully and can burn.",
      "The valve will open too little, causing a loud tapping noise.",
      "The piston will strike the valve at top dead center.",
      "Oil will be drawn past the valve into the cylinder.",
    ],
    answer: 0,
    explanation:
      "With too little clearance, the valve can be held slightly open as parts expand with heat. Hot combustion gas then rushes past the valve and seat and burns them, and the valve cannot pass its heat to the seat. Too much clearance, not too little, causes a tapping noise and less valve opening.",
  },
  {
    id: "AI-077",
    topic: "engine operation",
    difficulty: "medium",
    stem: "What does the head gasket seal?",
    options: [
      "The joint between the oil pan and the engine block",
      "The joint between the cylinder head and the engine block",
      "The joint between the intake manifold and the throttle body",
      "The joint between the exhaust manifold and the exhaust pipe",
    ],
    answer: 1,
    explanation:
      "The head gasket sits between the cylinder head and the block. It must seal combustion pressure in each cylinder and keep coolant and oil in their own passages. The other joints have their own gaskets (oil pan gasket, throttle body gasket, exhaust flange gasket).",
  },
  {
    id: "AI-078",
    topic: "engine operation",
    difficulty: "easy",
    stem: 'The "stroke" of an engine is the...',
    options: [
      "diameter of the cylinder",
      "volume of the combustion chamber",
      "distance the piston travels from TDC to BDC",
      "number of turns the crankshaft makes per cycle",
    ],
    answer: 2,
    explanation:
      "Stroke is the length of the piston's travel from top dead center to bottom dead center; it is set by the crankshaft throw. The diameter of the cylinder is the bore, and the combustion chamber volume is the space left above the piston at TDC.",
  },
  {
    id: "AI-079",
    topic: "engine operation",
    difficulty: "medium",
    stem: "How many degrees does the crankshaft turn while a piston moves from top dead center to bottom dead center?",
    options: ["90°", "180°", "360°", "720°"],
    answer: 1,
    explanation:
      "Moving from the top of the cylinder to the bottom is one stroke, which is half a crankshaft turn, or 180°. A full turn (360°) takes the piston down and back up, and 720° (two turns) is a complete four-stroke cycle.",
  },
  {
    id: "AI-080",
    topic: "engine operation",
    difficulty: "hard",
    stem: "In a four-stroke six-cylinder engine with evenly spaced firing, how many degrees of crankshaft rotation pass between one cylinder's firing and the next?",
    options: ["60°", "90°", "120°", "180°"],
    answer: 2,
    explanation:
      "A four-stroke cycle takes 720° of crankshaft rotation, and every cylinder fires once in that time: 720° ÷ 6 = 120°. 180° is the spacing for a four-cylinder engine and 90° for a V8. 60° comes from dividing only one revolution (360°) by six.",
  },
  {
    id: "AI-081",
    topic: "engine operation",
    difficulty: "easy",
    stem: "A two-stroke engine completes a full power cycle in how many turns of the crankshaft?",
    options: ["One", "Two", "Three", "Four"],
    answer: 0,
    explanation:
      "A two-stroke engine makes a power stroke every time the piston comes to the top, which is once per crankshaft revolution. A four-stroke engine needs two revolutions for each power cycle.",
  },
  {
    id: "AI-082",
    topic: "engine operation",
    difficulty: "medium",
    stem: "On a fuel-injected engine with injectors in the intake ports, what does the intake manifold mainly carry to the cylinders?",
    options: ["Exhaust gas", "Engine oil", "Coolant only", "Air"],
    answer: 3,
    explanation:
      "With port fuel injection the fuel is sprayed right at the intake valve, so the intake manifold's runners mainly carry air from the throttle body to each intake port. Exhaust gas leaves through the exhaust manifold. (On old carbureted engines the intake manifold carried the air-fuel mixture.)",
  },
  {
    id: "AI-083",
    topic: "engine operation",
    difficulty: "medium",
    stem: "In a single-cylinder four-stroke engine, what keeps the crankshaft turning through the intake, compression, and exhaust strokes?",
    options: ["The starter motor", "The camshaft pushing on the valves", "Energy stored in the flywheel", "Oil pressure from the oil pump"],
    answer: 2,
    explanation:
      "Only the power stroke pushes on the crankshaft. The heavy flywheel stores some of that energy as rotation and gives it back to carry the engine through the other three strokes. The starter only turns the engine during starting, and the camshaft and oil pump take power from the engine rather than supply it.",
  },
  {
    id: "AI-084",
    topic: "engine operation",
    difficulty: "medium",
    stem: "In an overhead-cam (OHC) engine, where is the camshaft located?",
    options: [
      "In the block, beside the crankshaft",
      "In the oil pan, below the crankshaft",
      "Inside the timing cover, on the water pump",
      "In the cylinder head, above the valves",
    ],
    answer: 3,
    explanation:
      "An overhead-cam engine mounts its camshaft(s) in the cylinder head so the lobes work the valves directly or through short rocker arms or followers. In a pushrod (overhead-valve) engine the camshaft is in the block, and pushrods carry its motion up to rocker arms in the head.",
  },
  {
    id: "AI-085",
    topic: "engine operation",
    difficulty: "easy",
    stem: "In a typical engine, what closes the valves after the camshaft lobe has pushed them open?",
    options: ["Valve springs", "The pistons", "Oil pressure", "The timing belt"],
    answer: 0,
    explanation:
      "The cam lobe opens the valve against a valve spring, and the spring snaps the valve shut as the lobe turns away. Pistons must never touch the valves, and oil pressure and the timing belt do not close them.",
  },
  {
    id: "AI-086",
    topic: "engine operation",
    difficulty: "medium",
    stem: "Which bearings support the crankshaft in the engine block?",
    options: ["Rod bearings", "Main bearings", "Cam bearings", "Wheel bearings"],
    answer: 1,
    explanation:
      "The main bearings sit in the block's main bearing saddles and caps, and the crankshaft's main journals turn in them. Rod bearings are between the connecting rods and the crankpins, cam bearings support the camshaft, and wheel bearings are on the wheels.",
  },
  {
    id: "AI-087",
    topic: "engine operation",
    difficulty: "hard",
    stem: "Horsepower = torque (lb-ft) × rpm ÷ 5,252. An engine produces 250 lb-ft of torque at 4,000 rpm. About how much horsepower is it making?",
    options: ["About 95 hp", "About 190 hp", "About 250 hp", "About 328 hp"],
    answer: 1,
    explanation:
      "250 × 4,000 = 1,000,000, and 1,000,000 ÷ 5,252 ≈ 190 hp. 250 hp assumes horsepower equals torque, which is only true at 5,252 rpm. 328 comes from multiplying by 5,252 and dividing by the rpm, and 95 halves the correct answer.",
  },
  {
    id: "AI-088",
    topic: "engine operation",
    difficulty: "easy",
    stem: "What connects a piston to the upper end of its connecting rod?",
    options: ["A rocker arm", "A piston ring", "A wrist pin", "A valve keeper"],
    answer: 2,
    explanation:
      "The wrist pin passes through the piston and the small end of the connecting rod, letting the rod swing as the crankshaft turns. Piston rings seal the piston to the cylinder wall, and rocker arms and valve keepers belong to the valve train.",
  },
  {
    id: "AI-089",
    topic: "engine operation",
    difficulty: "medium",
    stem: 'In an engine, "blow-by" is...',
    options: [
      "exhaust gas pushed back into the intake during valve overlap",
      "coolant leaking past the head gasket into a cylinder",
      "fuel dripping from an injector after the engine is shut off",
      "combustion gas leaking past the piston rings into the crankcase",
    ],
    answer: 3,
    explanation:
      "Piston rings never seal perfectly, so some combustion gas escapes past them into the crankcase; this is blow-by, and it increases as rings wear. The crankcase ventilation (PCV) system removes it. The other choices are real problems but have other names.",
  },
  {
    id: "AI-090",
    topic: "fuel system",
    difficulty: "easy",
    stem: "What is the job of the fuel filter?",
    options: [
      "To measure how much fuel is left in the tank",
      "To keep the fuel cool as it flows to the engine",
      "To trap dirt and rust before they reach the injectors",
      "To remove harmful gases from the exhaust",
    ],
    answer: 2,
    explanation:
      "The fuel filter catches particles from the tank and lines so they cannot clog the small openings in the injectors. The fuel level is measured by the sending unit in the tank, and exhaust gases are cleaned by the catalytic converter.",
  },
  {
    id: "AI-091",
    topic: "fuel system",
    difficulty: "easy",
    stem: "When the driver presses the accelerator pedal on a gasoline engine, what mainly happens?",
    options: [
      "The throttle opens to let more air into the engine.",
      "The fuel pump switches from low speed to high speed.",
      "The spark plugs fire with a higher voltage.",
      "The exhaust valves stay open longer.",
    ],
    answer: 0,
    explanation:
      "The accelerator controls the throttle valve (throttle plate), which sets how much air the engine can take in; the computer then adds fuel to match the extra air. The pedal does not change valve timing or the spark plug voltage.",
  },
  {
    id: "AI-092",
    topic: "fuel system",
    difficulty: "easy",
    stem: "In most modern fuel-injected cars, where is the electric fuel pump located?",
    options: ["On the engine's camshaft", "Inside the intake manifold", "Behind the radiator", "Inside the fuel tank"],
    answer: 3,
    explanation:
      "Most modern cars put the electric pump in the tank, where the surrounding fuel cools it and it pushes fuel forward rather than sucking it. Mechanical pumps driven by the camshaft were used on older carbureted engines.",
  },
  {
    id: "AI-093",
    topic: "fuel system",
    difficulty: "medium",
    stem: "What is the job of the fuel pressure regulator in a fuel-injection system?",
    options: [
      "To keep the fuel pressure at the injectors steady",
      "To measure how much fuel the engine has burned",
      "To open the injectors at the correct moment",
      "To prevent fuel from freezing in cold weather",
    ],
    answer: 0,
    explanation:
      "Because the computer controls fuel by how long each injector stays open, the pressure behind the injectors must be held steady; the regulator does that by returning excess fuel or controlling the pump. The injectors are opened by signals from the engine computer, not by the regulator.",
  },
  {
    id: "AI-094",
    topic: "fuel system",
    difficulty: "easy",
    stem: 'An engine running "rich" is receiving...',
    options: [
      "too much air for the amount of fuel",
      "too little spark voltage at the plugs",
      "too much oil in the combustion chamber",
      "too much fuel for the amount of air",
    ],
    answer: 3,
    explanation:
      'A rich mixture has more fuel than the air can completely burn; a lean mixture has too much air for the fuel. Spark voltage and oil burning are separate problems and are not what "rich" means.',
  },
  {
    id: "AI-095",
    topic: "fuel system",
    difficulty: "medium",
    stem: "For complete burning of gasoline, the ideal (stoichiometric) air-fuel ratio by weight is about...",
    options: [
      "14.7 parts air to 1 part fuel",
      "1 part air to 14.7 parts fuel",
      "5 parts air to 1 part fuel",
      "50 parts air to 1 part fuel",
    ],
    answer: 0,
    explanation:
      "About 14.7 pounds of air are needed to burn 1 pound of gasoline completely, and modern fuel-injection systems aim for this ratio most of the time so the catalytic converter works well. The reversed ratio would be far too much fuel to burn, 5:1 is extremely rich, and 50:1 is far too lean to burn reliably.",
  },
  {
    id: "AI-096",
    topic: "fuel system",
    difficulty: "medium",
    stem: 'When a fuel-injection system is operating in "closed loop," the engine computer...',
    options: [
      "shuts off fuel to all the cylinders while coasting",
      "uses fixed fuel settings and ignores the oxygen sensor",
      "corrects the mixture using the oxygen sensor's signal",
      "keeps every injector open continuously at full flow",
    ],
    answer: 2,
    explanation:
      "In closed loop the computer reads the oxygen sensor to see whether the mixture is rich or lean and corrects the injector pulse width again and again. In open loop (for example, during a cold start) it uses stored values without oxygen-sensor feedback. Injectors are pulsed, never held open.",
  },
  {
    id: "AI-097",
    topic: "fuel system",
    difficulty: "hard",
    stem: "A scan tool shows long-term fuel trim of +20% on a warm, idling engine. What does this tell you?",
    options: [
      "The computer is removing fuel because it sees a rich mixture.",
      "The engine is getting 20% better mileage than rated.",
      "The fuel tank is 20% fuller than the gauge shows.",
      "The computer is adding extra fuel because it sees a lean mixture.",
    ],
    answer: 3,
    explanation:
      "Positive fuel trim means the computer is lengthening injector pulses beyond its base values because the oxygen sensor keeps reporting lean; a vacuum leak or weak fuel pump can cause this. Negative trim would mean it is removing fuel to correct a rich condition. Fuel trim is a mixture correction; it says nothing about mileage or the tank level.",
  },
  {
    id: "AI-098",
    topic: "fuel system",
    difficulty: "medium",
    stem: "What is the purpose of the evaporative emission (EVAP) system?",
    options: [
      "To cool the fuel before it reaches the injectors",
      "To store fuel vapor from the tank for the engine to burn",
      "To return exhaust gas to the intake to lower combustion heat",
      "To let water vapor out of the crankcase",
    ],
    answer: 1,
    explanation:
      "Gasoline vapor from the tank is stored in a charcoal canister instead of escaping into the air, and the computer later purges it into the intake to be burned. Sending exhaust back to the intake is the job of the EGR system, and crankcase vapors are handled by the PCV system.",
  },
  {
    id: "AI-099",
    topic: "fuel system",
    difficulty: "easy",
    stem: "What does the engine air filter do?",
    options: [
      "It keeps dust and dirt out of the engine's intake air.",
      "It removes pollutants from the exhaust.",
      "It cleans the air blown into the passenger compartment.",
      "It removes water from the fuel.",
    ],
    answer: 0,
    explanation:
      "The engine air filter traps dirt that would otherwise wear the cylinders and rings. The passenger compartment has its own cabin air filter, exhaust pollutants are treated by the catalytic converter, and water in fuel is handled by the fuel filter or a water separator.",
  },
  {
    id: "AI-100",
    topic: "fuel system",
    difficulty: "medium",
    stem: "How does gasoline direct injection differ from port fuel injection?",
    options: [
      "The fuel is sprayed into the air filter housing.",
      "The fuel is sprayed straight into the combustion chamber.",
      "The fuel is mixed with air in a carburetor first.",
      "The fuel is injected into the exhaust manifold.",
    ],
    answer: 1,
    explanation:
      "A direct-injection engine puts its injectors in the combustion chamber, so they need much higher fuel pressure. A port-injection engine sprays fuel into each intake port just ahead of the intake valve. Neither sprays fuel into the air filter or exhaust.",
  },
  {
    id: "AI-101",
    topic: "fuel system",
    difficulty: "medium",
    stem: "On older carbureted engines, which device made the mixture richer to help a cold engine start and run?",
    options: ["The float", "The accelerator pump", "The idle mixture screw", "The choke"],
    answer: 3,
    explanation:
      "The choke partly closed off the air entering the carburetor when the engine was cold, so more fuel was drawn in for each pound of air. The float kept the fuel level in the bowl steady, and the accelerator pump added a squirt of fuel when the throttle opened quickly, cold or warm.",
  },
  {
    id: "AI-102",
    topic: "fuel system",
    difficulty: "easy",
    stem: "What does the throttle position sensor (TPS) tell the engine computer?",
    options: [
      "How much fuel is in the tank",
      "How hot the intake air is",
      "How fast the vehicle is moving",
      "How far the throttle is open",
    ],
    answer: 3,
    explanation:
      "The TPS is a sensor on the throttle shaft that reports the throttle angle, so the computer knows when the driver wants more power and can add fuel. Intake air temperature, fuel level, and vehicle speed each have their own sensors.",
  },
  {
    id: "AI-103",
    topic: "fuel system",
    difficulty: "hard",
    stem: "Many engine computers judge engine load from a MAP sensor. What does this sensor measure?",
    options: [
      "Fuel pressure at the injectors",
      "Pressure (vacuum) in the intake manifold",
      "Exhaust pressure ahead of the catalytic converter",
      "Oil pressure in the main gallery",
    ],
    answer: 1,
    explanation:
      "The MAP sensor reads the pressure (vacuum) in the intake manifold; low pressure means light load, and pressure near atmospheric means heavy load. The computer uses it to figure out how much air is entering. It does not measure fuel, exhaust, or oil pressure.",
  },
  {
    id: "AI-104",
    topic: "fuel system",
    difficulty: "hard",
    stem: "Why can a badly misfiring cylinder damage the catalytic converter?",
    options: [
      "Misfires send coolant into the exhaust.",
      "The converter is cooled by the spark from each plug.",
      "Unburned fuel burns inside the converter and overheats it.",
      "Misfires cause the converter to fill with oil.",
    ],
    answer: 2,
    explanation:
      "When a cylinder misfires, its fuel and air go out the exhaust unburned and then burn in the hot converter, which can overheat and melt its inside. That is why a flashing check engine light (severe misfire) warns the driver to reduce load. Misfires do not put coolant or oil in the exhaust, and no spark reaches the converter.",
  },
  {
    id: "AI-105",
    topic: "fuel system",
    difficulty: "medium",
    stem: "On a turbocharged engine, what does the intercooler do?",
    options: [
      "It cools the compressed air going into the engine.",
      "It cools the oil that lubricates the turbocharger.",
      "It cools the exhaust gas before it reaches the turbine.",
      "It cools the fuel before it reaches the injectors.",
    ],
    answer: 0,
    explanation:
      "Compressing air heats it, and hot air is less dense and more likely to cause knock. The intercooler is a radiator for the intake air between the compressor and the engine, so more air fits in each cylinder. It is not an oil, exhaust, or fuel cooler.",
  },
  {
    id: "AI-106",
    topic: "fuel system",
    difficulty: "medium",
    stem: "The engine computer controls how much fuel an injector delivers mainly by changing...",
    options: [
      "the size of the hole in the injector tip",
      "the voltage of the fuel pump",
      "how long the injector stays open on each pulse",
      "the temperature of the fuel",
    ],
    answer: 2,
    explanation:
      "The injector is either open or closed, and the fuel pressure behind it is held steady, so the amount of fuel depends on the pulse width, the time it is held open. The nozzle size is fixed, and the fuel pump is not the normal way of fine-tuning each injection.",
  },
  {
    id: "AI-107",
    topic: "fuel system",
    difficulty: "medium",
    stem: 'On older vehicles, what was "vapor lock"?',
    options: [
      "Fuel boiling in the lines so vapor bubbles blocked the flow",
      "Ice forming in the fuel line in cold weather",
      "The gas cap sealing so tightly that the tank collapsed",
      "The choke sticking closed on a hot engine",
    ],
    answer: 0,
    explanation:
      "In hot weather, fuel in lines or a pump near hot engine parts could boil, and the pump could not push the vapor, so the engine stalled or would not restart until it cooled. Modern in-tank pumps keep the fuel under pressure, which largely prevents this. Ice in the line is fuel-line freeze, a cold-weather problem.",
  },
  {
    id: "AI-108",
    topic: "fuel system",
    difficulty: "hard",
    stem: "On a turbocharged engine, what does the wastegate do?",
    options: [
      "It lets some intake air escape when the throttle snaps shut.",
      "It lets some exhaust bypass the turbine to limit boost.",
      "It lets oil drain from the turbocharger to the oil pan.",
      "It lets coolant bypass the intercooler when the engine is cold.",
    ],
    answer: 1,
    explanation:
      "The turbine is spun by exhaust gas; when boost reaches the set limit, the wastegate opens and sends part of the exhaust around the turbine so the compressor cannot over-boost the engine. Releasing intake air when the throttle closes is the job of a blow-off (bypass) valve, a different part.",
  },
  {
    id: "AI-109",
    topic: "fuel system",
    difficulty: "hard",
    stem: "On older fuel-injected engines with a cable-operated throttle, which device controls idle speed by letting a measured amount of air bypass the closed throttle plate?",
    options: ["Fuel pressure regulator", "Mass airflow sensor", "Idle air control (IAC) valve", "Positive crankcase ventilation valve"],
    answer: 2,
    explanation:
      "The computer opens the IAC valve more to raise idle speed, for example when the air conditioning turns on or the engine is cold. The MAF sensor only measures air, and the fuel pressure regulator controls fuel, not air. (On engines with an electronic throttle, the computer sets idle by opening the throttle itself.)",
  },
  {
    id: "AI-110",
    topic: "fuel system",
    difficulty: "easy",
    stem: "A fuel injector sprays gasoline as a fine mist mainly so that it...",
    options: [
      "cools the intake valves",
      "cleans carbon from the pistons",
      "reduces the pressure in the fuel line",
      "mixes with air and evaporates quickly",
    ],
    answer: 3,
    explanation:
      "Gasoline burns only as a vapor mixed with air; breaking it into tiny droplets (atomizing it) helps it vaporize and mix evenly, so it burns completely. The spray pattern's purpose is good mixing, not cooling or cleaning.",
  },
  {
    id: "AI-111",
    topic: "fuel system",
    difficulty: "hard",
    stem: "On an OBD-II vehicle, what is the main job of the oxygen sensor located after (downstream of) the catalytic converter?",
    options: [
      "To check that the catalytic converter is working",
      "To measure how much air is entering the engine",
      "To tell the computer when to fire the spark plugs",
      "To detect knocking in the cylinders under load",
    ],
    answer: 0,
    explanation:
      "The upstream sensor is used to control the mixture. The downstream sensor sees exhaust that has passed through the converter; a working converter stores oxygen and smooths out the signal, so if the downstream reading starts switching like the upstream one, the computer knows the converter is failing. Air entering the engine is measured by the MAF sensor, and knock by the knock sensor.",
  },
  {
    id: "AI-112",
    topic: "fuel system",
    difficulty: "easy",
    stem: 'Gasoline labeled "E10" contains...',
    options: ["10% more octane than regular", "10% diesel fuel", "10% water", "up to 10% ethanol"],
    answer: 3,
    explanation:
      'E10 is gasoline blended with up to 10% ethanol (alcohol). The "E" stands for ethanol; it is not an octane rating, and water or diesel in gasoline is contamination, not a blend.',
  },
  {
    id: "AI-113",
    topic: "fuel system",
    difficulty: "easy",
    stem: "Before fuel injection became common, which part mixed fuel with the incoming air on most gasoline engines?",
    options: ["Distributor", "Alternator", "Carburetor", "Radiator"],
    answer: 2,
    explanation:
      "The carburetor used the low pressure in a narrow throat (venturi) to draw fuel into the incoming air. The distributor sent spark to the plugs, the alternator charges the battery, and the radiator cools the engine.",
  },
  {
    id: "AI-114",
    topic: "ignition system",
    difficulty: "easy",
    stem: "What is the job of a spark plug?",
    options: [
      "To spray fuel into the combustion chamber",
      "To step up battery voltage for the ignition coil",
      "To ignite the mixture with a spark across its gap",
      "To measure the temperature of the combustion chamber",
    ],
    answer: 2,
    explanation:
      "High voltage from the coil jumps the gap between the plug's center and ground electrodes, and the spark lights the compressed mixture. Injectors spray fuel, and the coil itself steps up the voltage.",
  },
  {
    id: "AI-115",
    topic: "ignition system",
    difficulty: "easy",
    stem: 'The "gap" of a spark plug is the distance between...',
    options: [
      "the spark plug and the piston at TDC",
      "the center electrode and the ground electrode",
      "the spark plug threads and the cylinder head",
      "the plug's insulator and its metal shell",
    ],
    answer: 1,
    explanation:
      "The spark jumps across the small space between the center electrode and the bent ground electrode; that space is the gap, set to the engine maker's specification. The plug never comes near the piston, and the threads screw tightly into the head.",
  },
  {
    id: "AI-116",
    topic: "ignition system",
    difficulty: "easy",
    stem: 'What does an engine\'s "firing order" describe?',
    options: [
      "The sequence in which the cylinders fire",
      "The order in which the spark plugs should be replaced",
      "The sequence in which the valves are adjusted",
      "The order in which the cylinders are numbered",
    ],
    answer: 0,
    explanation:
      "The firing order (for example 1-3-4-2 on many four-cylinder engines) lists which cylinder gets its spark first, second, and so on, to spread the power strokes evenly. Cylinder numbering is a separate thing: the numbers identify the cylinders, and the firing order lists them in the order they fire.",
  },
  {
    id: "AI-117",
    topic: "ignition system",
    difficulty: "medium",
    stem: "In a coil-on-plug ignition system...",
    options: [
      "one coil feeds every plug through a distributor",
      "the spark plugs fire from the alternator's output",
      "two coils share each spark plug",
      "each spark plug has its own coil mounted on top of it",
    ],
    answer: 3,
    explanation:
      "Coil-on-plug systems put a separate coil directly on each plug, so no plug wires or distributor are needed and the computer times each coil individually. A single coil with a distributor is the older design, and the alternator does not fire the plugs.",
  },
  {
    id: "AI-118",
    topic: "ignition system",
    difficulty: "hard",
    stem: 'In a "waste spark" ignition system, one coil fires two spark plugs at the same time. Why is one of those sparks "wasted"?',
    options: [
      "One of the two plugs is not connected to ground.",
      "One of the two cylinders is on its exhaust stroke.",
      "Both plugs fire in the same cylinder.",
      "One spark is used only to heat the catalytic converter.",
    ],
    answer: 1,
    explanation:
      "The coil's two plugs are in cylinders whose pistons reach TDC together: one is finishing compression, and that spark ignites its mixture, while the other is finishing its exhaust stroke, where there is nothing to burn. Both plugs are in the circuit, each is in a different cylinder, and no spark is aimed at the converter.",
  },
  {
    id: "AI-119",
    topic: "ignition system",
    difficulty: "medium",
    stem: "Compared with the primary winding of an ignition coil, the secondary winding has...",
    options: [
      "many more turns of much finer wire",
      "fewer turns of heavier wire",
      "the same number of turns of the same wire",
      "no turns; it is a solid iron core",
    ],
    answer: 0,
    explanation:
      "A coil is a step-up transformer: the secondary has many thousands of turns, far more than the primary, so it produces thousands of volts from 12 volts. Thin wire is enough because the secondary current is small. The iron core sits inside both windings; it is not a winding.",
  },
  {
    id: "AI-120",
    topic: "ignition system",
    difficulty: "hard",
    stem: "At what moment does an ignition coil produce its high-voltage spark?",
    options: [
      "When current in the primary winding is first switched on",
      "When the battery voltage is highest",
      "When the secondary winding touches the core",
      "When current in the primary winding is suddenly switched off",
    ],
    answer: 3,
    explanation:
      "Current in the primary builds a magnetic field; when the switch (points or a transistor) opens, the field collapses rapidly across the secondary winding and induces a very high voltage that fires the plug. Switching on builds the field slowly and produces little secondary voltage.",
  },
  {
    id: "AI-121",
    topic: "ignition system",
    difficulty: "hard",
    stem: "In an older breaker-point ignition system, what did the condenser (capacitor) do?",
    options: [
      "It stored extra voltage to fire the spark plugs.",
      "It reduced arcing across the points as they opened.",
      "It kept the battery charged when the engine stopped.",
      "It advanced the spark as engine speed rose.",
    ],
    answer: 1,
    explanation:
      "The condenser was wired across the points; when the points opened, it absorbed the surge so the current stopped quickly instead of arcing, which protected the points and gave a stronger spark. Spark advance was done by the distributor's weights and vacuum unit, and the coil, not the condenser, produced the high voltage.",
  },
  {
    id: "AI-122",
    topic: "ignition system",
    difficulty: "easy",
    stem: "In an older distributor ignition system, which part turns inside the distributor cap and passes high voltage to each spark plug terminal in turn?",
    options: ["The condenser", "The ignition coil", "The rotor", "The pickup coil"],
    answer: 2,
    explanation:
      "The rotor spins with the distributor shaft, and its tip passes close to each cap terminal in turn, so the spark jumps to the right plug wire. The coil makes the high voltage, the condenser protects the points, and the pickup coil signals the ignition module.",
  },
  {
    id: "AI-123",
    topic: "ignition system",
    difficulty: "easy",
    stem: "On engines that use them, what do spark plug wires carry?",
    options: [
      "High voltage from the coil or distributor to the plugs",
      "Low-voltage signals from the sensors to the computer",
      "Battery current to the starter motor",
      "Fuel from the injectors to the plugs",
    ],
    answer: 0,
    explanation:
      "Spark plug wires are heavily insulated cables that carry the coil's high secondary voltage to each plug. Sensor signals travel through the wiring harness, and the starter gets current through heavy battery cables.",
  },
  {
    id: "AI-124",
    topic: "ignition system",
    difficulty: "medium",
    stem: "When the knock sensor detects detonation, the engine computer usually responds by...",
    options: ["advancing the spark timing", "retarding the spark timing", "shutting off the fuel pump", "raising the engine's idle speed"],
    answer: 1,
    explanation:
      "Knock happens when the end of the mixture explodes instead of burning smoothly; firing the spark a little later lowers cylinder pressure and stops it. Advancing the timing would make knock worse, and shutting off fuel would stall the engine.",
  },
  {
    id: "AI-125",
    topic: "ignition system",
    difficulty: "medium",
    stem: "Why is the spark timed to occur before the piston reaches top dead center on the compression stroke?",
    options: [
      "The spark plug needs time to cool before the next cylinder fires.",
      "The mixture takes time to burn, so peak pressure comes just after TDC.",
      "The valves must be open when the spark occurs.",
      "It keeps the piston from reaching the spark plug.",
    ],
    answer: 1,
    explanation:
      "Burning the mixture is fast but not instant; starting it a little before TDC lets pressure peak just after TDC, when it can push the piston down most effectively. Both valves are closed when the spark occurs, and the piston never reaches the plug.",
  },
  {
    id: "AI-126",
    topic: "ignition system",
    difficulty: "hard",
    stem: "What is the likely effect of a spark plug gap that has worn much wider than specified?",
    options: [
      "The spark becomes weaker but the plug never misfires.",
      "The plug runs much colder and soon fouls with oil.",
      "The engine gains power from the longer, hotter spark.",
      "It needs more voltage, so it may misfire under load.",
    ],
    answer: 3,
    explanation:
      "A wider gap needs a higher voltage to jump, and under load (high cylinder pressure) the coil may not reach it, so the cylinder misfires. The gap does not change the plug's heat range, and a worn-out gap causes lost power, not extra power.",
  },
  {
    id: "AI-127",
    topic: "ignition system",
    difficulty: "medium",
    stem: "Before computer-controlled timing, a mechanic checked ignition timing with a strobe light aimed at marks on the crankshaft pulley. What is this tool called?",
    options: ["A tachometer", "A dwell meter", "A timing light", "A spark tester"],
    answer: 2,
    explanation:
      "A timing light flashes each time the number 1 plug fires, so the pulley marks appear to stand still and show how many degrees before TDC the spark occurs. A tachometer reads rpm, a dwell meter read how long the points stayed closed, and a spark tester only checks whether a spark is present.",
  },
  {
    id: "AI-128",
    topic: "ignition system",
    difficulty: "medium",
    stem: "On an engine with sequential fuel injection and coil-on-plug ignition, what does the camshaft position sensor tell the computer?",
    options: [
      "Which cylinder is on its compression stroke",
      "How far the driver has opened the throttle",
      "Whether any cylinder is knocking under load",
      "How fast the vehicle is traveling on the road",
    ],
    answer: 0,
    explanation:
      "The crankshaft sensor alone shows where the pistons are, but each piston reaches TDC twice per cycle, once on compression and once on exhaust. Because the camshaft turns once per cycle, its sensor lets the computer tell which stroke each cylinder is on, so it fires the right coil and injector.",
  },
  {
    id: "AI-129",
    topic: "ignition system",
    difficulty: "easy",
    stem: "The insulator around the center electrode of a spark plug is made of...",
    options: ["rubber", "ceramic", "copper", "plastic"],
    answer: 1,
    explanation:
      "A ceramic (porcelain-like) insulator keeps the high voltage from leaking to the plug's metal shell and stands up to combustion heat. Rubber and plastic would melt, and copper conducts electricity, so it cannot insulate.",
  },
  {
    id: "AI-130",
    topic: "ignition system",
    difficulty: "medium",
    stem: "In electronic ignition systems, what replaced the mechanical breaker points as the switch that turns the coil's primary current on and off?",
    options: [
      "A relay mounted in the fuse box",
      "A vacuum switch on the intake manifold",
      "A transistor in an electronic module",
      "A diode inside the alternator",
    ],
    answer: 2,
    explanation:
      "A transistor can switch the coil current thousands of times a minute with no moving parts to wear or burn, so it took over from points. Relays are too slow and wear out, and alternator diodes convert AC to DC.",
  },
  {
    id: "AI-131",
    topic: "ignition system",
    difficulty: "hard",
    stem: "What is the difference between pre-ignition and detonation?",
    options: [
      "Pre-ignition happens only in diesels; detonation only in gasoline engines.",
      "Pre-ignition is caused by the starter; detonation by the alternator.",
      "Pre-ignition starts before the spark; detonation happens after it.",
      "Pre-ignition occurs on exhaust; detonation occurs on intake.",
    ],
    answer: 2,
    explanation:
      "In pre-ignition a hot spot (glowing carbon, an overheated plug tip) lights the mixture before the spark plug fires. In detonation the spark starts normal burning, but the last part of the mixture explodes on its own. Both happen on the compression and power strokes of gasoline engines.",
  },
  {
    id: "AI-132",
    topic: "ignition system",
    difficulty: "medium",
    stem: "Why can spark plugs with iridium or platinum electrode tips go many more miles between changes than plain nickel-tipped plugs?",
    options: [
      "They need no gap, so nothing can wear.",
      "Engine oil flows through them to cool the tips.",
      "They fire only on every other revolution.",
      "Their hard tips erode slowly, so the gap holds.",
    ],
    answer: 3,
    explanation:
      "Every spark burns away a little electrode metal, which widens the gap until the plug misfires; iridium and platinum resist this wear far better than nickel alloy, so the gap stays close to specification much longer. All spark plugs need a gap, no oil flows through a plug, and a plug fires whenever its coil fires, whatever the tip metal.",
  },
  {
    id: "AI-133",
    topic: "ignition system",
    difficulty: "medium",
    stem: "Why do most spark plugs and plug wires have built-in resistance?",
    options: [
      "To reduce radio and electronic interference",
      "To make the spark hotter and longer lasting",
      "To keep the battery from discharging overnight",
      "To keep the engine from racing at idle",
    ],
    answer: 0,
    explanation:
      "Each spark sends out a burst of electrical noise; a resistor in the plug or wire damps it so it does not disturb the radio and the vehicle's electronics. The resistance does not make a hotter spark, and it has nothing to do with battery drain or idle speed.",
  },
  {
    id: "AI-134",
    topic: "ignition system",
    difficulty: "hard",
    stem: "If an engine's base ignition timing is set too far retarded (too late), what is the likely result?",
    options: [
      "Knocking and pinging under heavy load",
      "A higher idle speed and more power overall",
      "Pre-ignition caused by overheated spark plugs",
      "Low power, poor mileage, and a hotter engine",
    ],
    answer: 3,
    explanation:
      "When the spark comes too late, the mixture is still burning as the piston moves down, so less of the energy pushes the piston and more leaves as heat in the exhaust and coolant. Too much advance (too early) is what causes knock under load.",
  },
  {
    id: "AI-135",
    topic: "ignition system",
    difficulty: "easy",
    stem: "A spark plug with light tan or gray deposits on its insulator tip usually shows that...",
    options: [
      "the engine is running normally",
      "the engine is burning some oil",
      "the mixture is much too rich",
      "the plug is badly overheating",
    ],
    answer: 0,
    explanation:
      "Light tan or gray deposits are the normal look of a plug in a healthy engine with the right heat range. Wet, oily deposits suggest oil burning, dry black soot suggests a rich mixture, and a blistered white insulator suggests overheating.",
  },
  {
    id: "AI-136",
    topic: "ignition system",
    difficulty: "easy",
    stem: "Which tool is used to check the gap of a new spark plug?",
    options: ["A torque wrench", "A wire-type gap gauge", "A compression gauge", "A timing light"],
    answer: 1,
    explanation:
      "A gap gauge has wires or a ramp of known thickness that slide between the electrodes to measure the gap. A torque wrench tightens the plug to specification, a compression gauge tests cylinder sealing, and a timing light checks ignition timing.",
  },
  {
    id: "AI-137",
    topic: "ignition system",
    difficulty: "hard",
    stem: "In an older engine with a distributor driven by the camshaft, how fast does the distributor shaft turn compared with the crankshaft?",
    options: ["The same speed", "Twice as fast", "Half as fast", "Four times as fast"],
    answer: 2,
    explanation:
      "The camshaft turns at half crankshaft speed, and the distributor is geared to it. One distributor turn fires every cylinder once, which must take one complete four-stroke cycle, or two crankshaft turns.",
  },
  {
    id: "AI-138",
    topic: "cooling system",
    difficulty: "easy",
    stem: "What does the radiator do in a liquid-cooled engine?",
    options: [
      "It pumps coolant through the engine block.",
      "It passes heat from the coolant to the outside air.",
      "It holds extra coolant when the engine is cold.",
      "It heats the coolant for faster warm-up.",
    ],
    answer: 1,
    explanation:
      "Hot coolant flows through the radiator's thin tubes, and air moving past the tubes and fins carries the heat away. The water pump moves the coolant, the reservoir holds extra coolant, and warm-up is sped up by the thermostat staying closed.",
  },
  {
    id: "AI-139",
    topic: "cooling system",
    difficulty: "easy",
    stem: "What is the job of the coolant recovery (overflow) reservoir?",
    options: [
      "To filter dirt and rust particles out of the coolant",
      "To cool the coolant a second time before it enters the engine",
      "To catch coolant as it expands and return it as it cools",
      "To store extra fluid for the windshield washer system",
    ],
    answer: 2,
    explanation:
      "As coolant heats it expands, and the excess flows past the radiator cap into the reservoir; as the engine cools, vacuum draws it back, so the system stays full without air. The reservoir does no cooling or filtering, and washer fluid has its own tank.",
  },
  {
    id: "AI-140",
    topic: "cooling system",
    difficulty: "easy",
    stem: "Why do cars need a cooling fan behind the radiator?",
    options: [
      "To blow cool air into the passenger compartment on hot days",
      "To cool the battery while the alternator is charging it",
      "To push exhaust gas out through the muffler and tailpipe",
      "To move air through the radiator at low speed or idle",
    ],
    answer: 3,
    explanation:
      "At road speed the car's motion forces air through the radiator, but in slow traffic or at idle there is little airflow, so the fan provides it. The heater blower serves the passenger compartment, and the fan does not move exhaust.",
  },
  {
    id: "AI-141",
    topic: "cooling system",
    difficulty: "easy",
    stem: "On most engines with an engine-driven water pump, what turns the pump?",
    options: [
      "A belt or chain from the crankshaft",
      "Exhaust gas spinning a turbine",
      "Oil pressure from the oil pump",
      "Air blown by the radiator fan",
    ],
    answer: 0,
    explanation:
      "An engine-driven water pump is turned by the accessory drive belt, the timing belt, or the timing chain, all of which take their power from the crankshaft. Exhaust drives a turbocharger, not a water pump, and oil pressure and fan airflow cannot turn the pump.",
  },
  {
    id: "AI-142",
    topic: "cooling system",
    difficulty: "hard",
    stem: 'Many thermostats have a small bleed hole or "jiggle valve" in the valve plate. What is it for?',
    options: [
      "To let the thermostat open sooner on a cold engine",
      "To keep the thermostat from opening too far when hot",
      "To let trapped air out past the closed thermostat",
      "To hold the thermostat partly open if it fails",
    ],
    answer: 2,
    explanation:
      "When the system is being filled, air can be trapped behind a closed thermostat and form a hot pocket in the engine. The tiny bleed hole lets that air escape so coolant can fill the engine. It passes too little coolant to change the opening temperature or to cool a hot engine.",
  },
  {
    id: "AI-143",
    topic: "cooling system",
    difficulty: "medium",
    stem: "What usually turns an electric radiator fan on and off?",
    options: [
      "A belt running from the crankshaft pulley",
      "A temperature switch or the engine computer",
      "The driver, with a switch on the dashboard",
      "A vacuum line from the engine's intake manifold",
    ],
    answer: 1,
    explanation:
      "An electric fan runs only when needed: a temperature switch or the engine computer, using the coolant temperature sensor, turns it on when the coolant gets hot (and on many cars when the air conditioning is on). A belt drives a mechanical fan, not an electric one.",
  },
  {
    id: "AI-144",
    topic: "cooling system",
    difficulty: "hard",
    stem: "Water boils at 212°F at sea level, and each 1 psi of pressure raises the boiling point of water by about 3°F. About what is the boiling point of water in a system held at 15 psi by the radiator cap?",
    options: ["227°F", "242°F", "257°F", "272°F"],
    answer: 2,
    explanation:
      "The cap raises the boiling point by about 15 × 3 = 45°F, so 212 + 45 = 257°F. 227°F adds only 15 degrees (one degree per psi), and 242°F and 272°F use 2°F and 4°F per psi instead of 3°F.",
  },
  {
    id: "AI-145",
    topic: "cooling system",
    difficulty: "easy",
    stem: "Why should you not remove the radiator cap from a hot engine?",
    options: [
      "The thermostat will close and the engine will overheat.",
      "Air will be drawn into the water pump and damage it.",
      "The coolant will freeze when it meets the outside air.",
      "The hot coolant can suddenly boil up and scald you.",
    ],
    answer: 3,
    explanation:
      "The coolant is above its normal boiling point but is kept liquid by pressure; opening the cap drops the pressure, so it flashes to steam and sprays out. Let the engine cool first, then open the cap slowly with a rag.",
  },
  {
    id: "AI-146",
    topic: "cooling system",
    difficulty: "easy",
    stem: "In very cold climates, what is an engine block heater used for?",
    options: [
      "To warm the driver before the engine starts",
      "To charge the battery while the car is parked",
      "To raise the engine's normal operating temperature",
      "To keep the coolant warm overnight for easier starting",
    ],
    answer: 3,
    explanation:
      "A block heater is an electric heating element, plugged into a wall outlet, that warms the coolant in the block, so the oil stays thinner and the engine starts and warms up more easily. It does not charge the battery or change the engine's running temperature.",
  },
  {
    id: "AI-147",
    topic: "cooling system",
    difficulty: "medium",
    stem: "After the cooling system is drained and refilled, the engine overheats and the heater blows cold air. What is the most likely cause?",
    options: [
      "An air pocket trapped in the system",
      "A radiator cap that holds too much pressure",
      "Too much antifreeze in the coolant mix",
      "A cooling fan that runs all the time",
    ],
    answer: 0,
    explanation:
      "Air trapped after a refill can keep coolant away from the thermostat and the heater core, causing overheating and no heat; bleeding the air out fixes it. A strong cap and a fan that always runs would help cooling, not hurt it, and a slightly rich antifreeze mix would not cause cold heater air.",
  },
  {
    id: "AI-148",
    topic: "cooling system",
    difficulty: "medium",
    stem: "Besides lowering the freezing point, what else does ethylene glycol antifreeze in the coolant do?",
    options: [
      "It raises the boiling point and fights corrosion.",
      "It lubricates the pistons and the cylinder walls.",
      "It raises the octane rating of the fuel in the tank.",
      "It cleans the air passing through the radiator.",
    ],
    answer: 0,
    explanation:
      "A proper antifreeze and water mix boils at a higher temperature than plain water, and the antifreeze contains corrosion inhibitors that protect the metal parts of the system. Coolant never reaches the pistons, and it has no contact with the fuel or the outside air.",
  },
  {
    id: "AI-149",
    topic: "cooling system",
    difficulty: "medium",
    stem: "Why does a fuel-injected engine's computer need the coolant temperature sensor's signal?",
    options: [
      "The sensor tells the computer how much fuel is in the tank.",
      "A cold engine needs a richer mixture and a higher idle.",
      "The sensor sets the charging voltage of the alternator.",
      "The sensor measures the speed of the water pump.",
    ],
    answer: 1,
    explanation:
      "When the coolant sensor reports a cold engine, the computer adds fuel (fuel condenses on cold surfaces) and raises the idle until the engine warms. The same signal is also used to turn on the radiator fan. It has nothing to do with fuel level or pump speed.",
  },
  {
    id: "AI-150",
    topic: "cooling system",
    difficulty: "hard",
    stem: "What makes a typical engine thermostat open as the coolant warms up?",
    options: [
      "An electric motor controlled by a switch",
      "Oil pressure from the engine",
      "A spring that weakens when it gets wet",
      "A wax pellet that expands when heated",
    ],
    answer: 3,
    explanation:
      "Inside the thermostat is a sealed pellet of special wax; as it heats past the rated temperature it melts and expands, pushing the valve open against a spring. When it cools the wax contracts and the spring closes the valve. Ordinary thermostats need no electricity or oil pressure.",
  },
  {
    id: "AI-151",
    topic: "cooling system",
    difficulty: "easy",
    stem: "How do air-cooled engines, such as those on many lawn mowers, get rid of heat?",
    options: [
      "Through metal fins on the cylinder and head",
      "Through a radiator filled with coolant",
      "Through oil sprayed onto the spark plug",
      "Through the exhaust gas only",
    ],
    answer: 0,
    explanation:
      "Fins give the cylinder and head a large surface area, and air blown across them (often by a flywheel fan) carries the heat away. Air-cooled engines have no radiator or coolant, and although exhaust removes some heat, the fins are what keep the metal from overheating.",
  },
  {
    id: "AI-152",
    topic: "cooling system",
    difficulty: "hard",
    stem: "What is the purpose of the coolant bypass passage that lets coolant circulate inside the engine while the thermostat is closed?",
    options: [
      "It sends coolant straight to the radiator during warm-up.",
      "It lets coolant drain to the overflow tank when the engine stops.",
      "It lets the engine warm evenly without hot spots.",
      "It sends coolant to the oil pan to warm the oil.",
    ],
    answer: 2,
    explanation:
      "With the thermostat closed, the water pump still circulates coolant through the block and head by way of the bypass, so heat is spread evenly and the thermostat feels the rising temperature. The bypass keeps coolant out of the radiator, which is the point of warm-up, and coolant never goes into the oil pan.",
  },
  {
    id: "AI-153",
    topic: "cooling system",
    difficulty: "easy",
    stem: "On a running engine with an open thermostat, which radiator hose carries the hottest coolant?",
    options: [
      "The lower hose, from the radiator to the water pump",
      "The heater hose, returning from the heater core",
      "The overflow hose, to the reservoir",
      "The upper hose, from the engine to the radiator",
    ],
    answer: 3,
    explanation:
      "Coolant leaves the engine at its hottest through the thermostat housing and upper hose, and it returns cooler through the lower hose to the water pump. The heater core has already given up some heat, and the overflow hose carries little flow.",
  },
  {
    id: "AI-154",
    topic: "cooling system",
    difficulty: "hard",
    stem: "Which tool is used to check how low a temperature the coolant mix will protect against freezing?",
    options: [
      "A cooling system pressure tester",
      "A coolant hydrometer or refractometer",
      "An infrared thermometer",
      "A compression gauge",
    ],
    answer: 1,
    explanation:
      "A hydrometer (floating balls or a float) or a refractometer measures the coolant's antifreeze concentration and reads out its freeze protection. A pressure tester checks for leaks and tests the cap, an infrared thermometer reads surface temperatures, and a compression gauge tests the cylinders.",
  },
  {
    id: "AI-155",
    topic: "cooling system",
    difficulty: "medium",
    stem: "On many vehicles with an automatic transmission, the radiator also...",
    options: [
      "contains a cooler for the transmission fluid",
      "filters the engine oil",
      "heats the fuel before injection",
      "stores refrigerant for the air conditioning",
    ],
    answer: 0,
    explanation:
      "Many radiators have a small cooler built into one tank, and lines from the transmission run through it so the hot transmission fluid gives up heat to the coolant. Oil is filtered by the oil filter, and refrigerant is kept in the air-conditioning system, not in the radiator.",
  },
  {
    id: "AI-156",
    topic: "cooling system",
    difficulty: "medium",
    stem: "The temperature gauge is climbing toward the red while you drive. Why can turning the heater to full hot with the fan on high help?",
    options: [
      "It lowers the pressure in the cooling system.",
      "It makes the water pump turn faster.",
      "It sends cold outside air into the engine.",
      "The heater core works as an extra radiator.",
    ],
    answer: 3,
    explanation:
      "The heater core is a small radiator; blowing air through it takes more heat out of the coolant, which can buy time until you can safely stop. It does not change system pressure or pump speed, and the outside air goes into the cabin, not the engine.",
  },
  {
    id: "AI-157",
    topic: "cooling system",
    difficulty: "medium",
    stem: "What is the purpose of the fan shroud around a radiator fan?",
    options: [
      "It protects the fan blades from road salt and water.",
      "It holds a supply of extra coolant for the radiator.",
      "It makes the fan pull air through the whole core.",
      "It keeps engine heat away from the radiator.",
    ],
    answer: 2,
    explanation:
      "Without a shroud, the fan draws much of its air from around its own tips instead of through the radiator, so cooling at idle and low speed suffers. The shroud seals the space between fan and radiator so all the air goes through the core.",
  },
  {
    id: "AI-158",
    topic: "cooling system",
    difficulty: "medium",
    stem: "Why must coolant be replaced at the intervals the vehicle maker recommends?",
    options: [
      "It slowly evaporates through the radiator fins.",
      "Its corrosion inhibitors wear out over time.",
      "It becomes thicker and clogs the water pump.",
      "It loses its color and stains the engine.",
    ],
    answer: 1,
    explanation:
      "The antifreeze part of coolant lasts a long time, but the additives that prevent rust, scale, and corrosion are used up, and old coolant can attack the radiator, heater core, and water pump. Coolant does not escape through the fins unless there is a leak, and its color is not the reason for changing it.",
  },
  {
    id: "AI-159",
    topic: "cooling system",
    difficulty: "hard",
    stem: "How does coolant flow in a cross-flow radiator?",
    options: [
      "Side to side, between tanks on the left and right",
      "Top to bottom, between tanks above and below the core",
      "Back and forth through a single coiled tube",
      "Around the outside of the tubes instead of through them",
    ],
    answer: 0,
    explanation:
      "A cross-flow radiator has its tanks on the sides, and coolant flows horizontally through the tubes from one tank to the other; this lets the radiator be low and wide. A down-flow radiator has its tanks on the top and bottom. Air, not coolant, passes around the tubes.",
  },
  {
    id: "AI-160",
    topic: "cooling system",
    difficulty: "medium",
    stem: "A thermostat is marked 195°F. This means that it...",
    options: [
      "keeps the coolant from ever going above 195°F",
      "starts to open at about 195°F",
      "is fully closed above 195°F",
      "sets off a warning light at 195°F",
    ],
    answer: 1,
    explanation:
      "The rating is the temperature at which the valve begins to open; it opens further as the coolant gets hotter. The thermostat cannot cap the temperature; if the load is high, the coolant can still get hotter. It opens, not closes, as temperature rises, and it controls no warning light.",
  },
  {
    id: "AI-161",
    topic: "cooling system",
    difficulty: "medium",
    stem: "A cooling system pressure tester is pumped up on a cold engine, and the pressure slowly drops. What does this show?",
    options: [
      "The thermostat is stuck closed.",
      "The antifreeze mix is too weak.",
      "The water pump is turning too slowly.",
      "The cooling system has a leak.",
    ],
    answer: 3,
    explanation:
      "The tester pressurizes the system like a hot engine would; if the gauge falls, coolant is escaping through a leak (hose, radiator, pump seal, heater core, or head gasket). With a cold engine and no pump running, the thermostat, mix strength, and pump speed cannot make the pressure drop.",
  },
  {
    id: "AI-162",
    topic: "lubrication",
    difficulty: "easy",
    stem: "What is the job of the oil pump?",
    options: [
      "To clean the oil as it drains back to the pan",
      "To cool the oil by sending it through the radiator",
      "To push oil under pressure to the moving parts",
      "To measure how much oil is left in the pan",
    ],
    answer: 2,
    explanation:
      "The oil pump draws oil from the pan and pushes it through the filter and passages to the bearings, camshaft, and valve train. The filter cleans the oil, and the level is checked with the dipstick or a level sensor.",
  },
  {
    id: "AI-163",
    topic: "lubrication",
    difficulty: "easy",
    stem: "Where is the engine's oil stored when it is not circulating?",
    options: ["In the oil pan (sump)", "In the oil filter only", "In the cylinder head", "In the valve cover"],
    answer: 0,
    explanation:
      "Oil drains back by gravity to the oil pan at the bottom of the engine, where the pump's pickup draws it in. The filter, head, and valve cover hold only small amounts while the engine runs.",
  },
  {
    id: "AI-164",
    topic: "lubrication",
    difficulty: "medium",
    stem: "Which of these is NOT a job of engine oil?",
    options: [
      "Carrying heat away from the pistons and bearings",
      "Helping the piston rings seal",
      "Lowering the freezing point of the coolant",
      "Holding dirt so the filter can remove it",
    ],
    answer: 2,
    explanation:
      "Engine oil lubricates, cools, seals, and cleans: it carries heat from hot parts, fills the tiny gaps at the rings, and carries dirt to the filter. It never mixes with the coolant; protecting coolant from freezing is the antifreeze's job.",
  },
  {
    id: "AI-165",
    topic: "lubrication",
    difficulty: "easy",
    stem: 'The "viscosity" of an oil is its...',
    options: ["color when it is new", "ability to burn cleanly", "boiling temperature", "resistance to flowing"],
    answer: 3,
    explanation:
      "Viscosity describes how thick or thin an oil is; a high-viscosity oil flows slowly, like honey, and a low-viscosity oil flows easily. SAE grades such as 30 or 5W describe viscosity, not color or how the oil burns.",
  },
  {
    id: "AI-166",
    topic: "lubrication",
    difficulty: "medium",
    stem: "Compared with a 10W-30 oil, a 5W-30 oil...",
    options: [
      "is thicker at normal operating temperature",
      "is meant only for diesel engines",
      "flows more easily when the engine is cold",
      "needs to be changed twice as often",
    ],
    answer: 2,
    explanation:
      "The first number (with W, for winter) rates cold flow; the lower it is, the more easily the oil flows in the cold. Both oils have the same hot rating, 30, so they are about equally thick at operating temperature.",
  },
  {
    id: "AI-167",
    topic: "lubrication",
    difficulty: "medium",
    stem: "What is the purpose of the oil pickup screen in the oil pan?",
    options: [
      "To measure the level of oil in the pan",
      "To keep large debris out of the oil pump",
      "To keep the oil from splashing onto the crankshaft",
      "To drain the oil during an oil change",
    ],
    answer: 1,
    explanation:
      "The pickup tube reaches down into the oil in the pan, and its screen keeps chunks of debris out of the pump. The oil filter catches finer dirt later. The level is read on the dipstick, and the drain plug is used for oil changes.",
  },
  {
    id: "AI-168",
    topic: "lubrication",
    difficulty: "medium",
    stem: "What does the pressure relief valve in an engine's oil system do?",
    options: [
      "It limits the highest oil pressure the pump can produce.",
      "It drains oil back to the pan when the engine stops.",
      "It releases air from the oil pan.",
      "It opens the oil filter for cleaning.",
    ],
    answer: 0,
    explanation:
      "When the oil is cold and thick, or the engine is turning fast, the pump could build too much pressure and burst the filter or seals. The relief valve opens at a set pressure and sends the excess back to the pan. It does not vent air or open the filter.",
  },
  {
    id: "AI-169",
    topic: "lubrication",
    difficulty: "hard",
    stem: "The oil pump delivers a flow of oil. Why does oil pressure build up in the system?",
    options: [
      "The oil expands as it gets hotter.",
      "The oil filter adds pressure to the oil.",
      "Combustion pressure leaks into the oil passages.",
      "The small clearances at the bearings resist the flow.",
    ],
    answer: 3,
    explanation:
      "The pump moves a volume of oil, and pressure rises because the oil has to squeeze through the tight bearing clearances and small passages. That is why worn bearings with larger clearances let pressure drop. The filter adds resistance, not pressure, and hot oil is thinner, which lowers pressure.",
  },
  {
    id: "AI-170",
    topic: "lubrication",
    difficulty: "hard",
    stem: "Many oil filters have a rubber anti-drainback valve. What is it for?",
    options: [
      "It lets oil bypass the filter element when the filter is clogged.",
      "It keeps oil from draining out of the filter when the engine is off.",
      "It keeps dirt from leaving the filter when the oil is changed.",
      "It keeps the oil pressure from rising too high at high rpm.",
    ],
    answer: 1,
    explanation:
      "The anti-drainback valve stops the oil in the filter and passages from draining back to the pan when the engine is off, so oil reaches the bearings quickly at the next start. Bypassing a clogged filter is the job of the bypass valve, and limiting pressure is the relief valve's job.",
  },
  {
    id: "AI-171",
    topic: "lubrication",
    difficulty: "medium",
    stem: "What does the positive crankcase ventilation (PCV) system do?",
    options: [
      "It draws blow-by gases into the intake to be burned.",
      "It lets fresh coolant flow into the crankcase.",
      "It lets oil pressure escape when the pump is overworked.",
      "It pumps oil vapor out through the tailpipe.",
    ],
    answer: 0,
    explanation:
      "Blow-by gases that leak past the rings would otherwise build pressure and contaminate the oil with acid and moisture. The PCV valve lets intake vacuum pull them into the intake to be burned, instead of venting them to the air. It does not handle coolant or oil pressure.",
  },
  {
    id: "AI-172",
    topic: "lubrication",
    difficulty: "easy",
    stem: "The oil on the dipstick is below the ADD mark. What should be done?",
    options: [
      "Drive on normally and add no oil until the next change.",
      "Add the recommended oil to bring it up to FULL.",
      "Fill oil until it comes out of the filler neck.",
      "Add coolant to the oil to make up the difference.",
    ],
    answer: 1,
    explanation:
      "Low oil means less oil to lubricate and cool, so top it up with the oil the owner's manual specifies and recheck. Overfilling is harmful too, and coolant must never be added to the oil.",
  },
  {
    id: "AI-173",
    topic: "lubrication",
    difficulty: "hard",
    stem: "Why is it harmful to overfill an engine with oil?",
    options: [
      "The oil becomes too thin to protect the bearings.",
      "The oil pump turns backward and stops oil flow.",
      "The crankshaft can churn the oil into foam.",
      "The oil filter fills up with coolant.",
    ],
    answer: 2,
    explanation:
      "If the oil level rises to the crankshaft, the spinning crankshaft churns air into it; the pump then sends foamy oil that cannot hold a proper film. Overfilling does not thin the oil, reverse the pump, or bring coolant into the filter.",
  },
  {
    id: "AI-174",
    topic: "lubrication",
    difficulty: "medium",
    stem: "What is a main advantage of a full synthetic motor oil over a conventional oil of the same grade?",
    options: [
      "It lasts the life of the engine without changes.",
      "It restores the compression of a badly worn engine.",
      "It flows better when cold and resists breakdown when hot.",
      "It can be used in place of automatic transmission fluid.",
    ],
    answer: 2,
    explanation:
      "Synthetic oils are built from more uniform molecules, so they stay fluid at low temperatures and resist thickening and breaking down when hot. They still wear out and collect dirt, so they must be changed, and they do not repair worn parts.",
  },
  {
    id: "AI-175",
    topic: "lubrication",
    difficulty: "hard",
    stem: "In many engines, how are the cylinder walls mainly lubricated?",
    options: [
      "By oil pumped through a hole in each spark plug",
      "By oil flung off the turning crankshaft and rods",
      "By oil mixed into the fuel that enters with it",
      "By grease packed into the cylinders at assembly",
    ],
    answer: 1,
    explanation:
      "Oil squeezing out from the rod and main bearings is flung off the turning crankshaft and coats the cylinder walls; the oil control rings then scrape most of it back down. Mixing oil with fuel is how many two-stroke engines are lubricated, not four-stroke car engines.",
  },
  {
    id: "AI-176",
    topic: "lubrication",
    difficulty: "easy",
    stem: 'In an engine, what are the "oil galleries"?',
    options: [
      "The FULL and ADD marks on the dipstick",
      "Tanks that store a spare supply of oil",
      "The grooves in the pistons that hold the rings",
      "Passages that carry oil through the block and head",
    ],
    answer: 3,
    explanation:
      "Oil galleries are drilled or cast passages that carry pressurized oil from the pump and filter to the crankshaft bearings, camshaft, and valve train. The dipstick marks show the level, and ring grooves hold the rings.",
  },
  {
    id: "AI-177",
    topic: "lubrication",
    difficulty: "medium",
    stem: "Which driving habit makes sludge build up in engine oil most quickly?",
    options: [
      "Many short trips that never fully warm the engine",
      "Long highway trips at a steady, moderate speed",
      "Using the air conditioning often in hot weather",
      "Keeping the fuel tank nearly full at all times",
    ],
    answer: 0,
    explanation:
      "On short trips, water and unburned fuel from combustion collect in the cold crankcase and mix with the oil, forming sludge; a fully warmed engine boils them off. Steady highway driving is easy on oil, and the fuel level and air conditioning do not affect sludge.",
  },
  {
    id: "AI-178",
    topic: "lubrication",
    difficulty: "easy",
    stem: "Why must engine oil be changed regularly?",
    options: [
      "The oil slowly turns into coolant as the engine runs.",
      "The oil pump needs fresh oil in order to stay primed.",
      "Its additives wear out and it collects dirt and acids.",
      "Old oil raises the engine's compression too high.",
    ],
    answer: 2,
    explanation:
      "Over time oil picks up combustion by-products and wear particles, and its additives are used up, so it protects less. Oil does not change into coolant, and the pump does not need fresh oil to work.",
  },
  {
    id: "AI-179",
    topic: "lubrication",
    difficulty: "medium",
    stem: "What do detergent and dispersant additives in motor oil do?",
    options: [
      "Make the oil much thicker once the engine is hot",
      "Keep dirt and soot suspended until the oil is drained",
      "Raise the octane rating of the fuel being burned",
      "Stop the oil from being burned in the cylinders",
    ],
    answer: 1,
    explanation:
      "Detergents help keep surfaces clean, and dispersants hold tiny particles in suspension so they do not settle as sludge; they leave the engine at the next oil change or are caught by the filter. Thickening hot oil is done by viscosity improvers, not detergents.",
  },
  {
    id: "AI-180",
    topic: "lubrication",
    difficulty: "hard",
    stem: "The red oil pressure warning light stays off while the engine runs. What does this tell you for certain?",
    options: [
      "The oil level is at the FULL mark.",
      "The oil is clean and does not need changing.",
      "The oil pump is delivering its maximum pressure.",
      "Oil pressure is above the switch's low limit.",
    ],
    answer: 3,
    explanation:
      "The light is run by a pressure switch that turns it on only when pressure falls below a low limit. An engine can be a quart or more low, or have dirty oil, and still keep the light off, so the dipstick must still be checked.",
  },
  {
    id: "AI-181",
    topic: "lubrication",
    difficulty: "easy",
    stem: "What is a grease fitting (zerk) on a steering or suspension joint for?",
    options: [
      "It lets a grease gun pump grease into the joint.",
      "It lets trapped air out of the brake lines.",
      "It drains water that collects inside the joint.",
      "It shows how far the joint has worn over time.",
    ],
    answer: 0,
    explanation:
      "A grease fitting is a small nipple with a check valve; a grease gun pushes fresh grease through it into the joint, forcing out old grease and dirt. Air is bled from brakes at bleeder screws, not grease fittings.",
  },
  {
    id: "AI-182",
    topic: "lubrication",
    difficulty: "hard",
    stem: "Why does gear oil for a hypoid-gear differential contain extreme-pressure (EP) additives?",
    options: [
      "The differential runs hotter than the engine's combustion chambers.",
      "The oil must also cool the brakes.",
      "The gear teeth slide against each other under very high pressure.",
      "The oil must burn cleanly if it leaks into the exhaust.",
    ],
    answer: 2,
    explanation:
      "Hypoid gears mesh with a strong sliding action as well as rolling, and the contact pressure is so high that an ordinary oil film can break down; EP additives form a protective layer on the metal to prevent scuffing. The differential is nowhere near combustion temperature, and gear oil has nothing to do with the brakes or the exhaust.",
  },
  {
    id: "AI-183",
    topic: "lubrication",
    difficulty: "easy",
    stem: "As motor oil warms up to operating temperature, its viscosity...",
    options: [
      "increases (it becomes thicker)",
      "decreases (it becomes thinner)",
      "stays exactly the same",
      "first drops to zero, then rises",
    ],
    answer: 1,
    explanation:
      "All oils thin as they heat; multigrade oils contain additives that reduce how much they thin, but they still flow more easily when hot than when cold. That is why the SAE rating gives separate cold (W) and hot numbers.",
  },
  {
    id: "AI-184",
    topic: "lubrication",
    difficulty: "medium",
    stem: "While the engine runs, the crankshaft journals are normally separated from their bearings by...",
    options: ["a layer of packed grease", "small steel ball bearings", "direct metal-to-metal contact", "a thin film of pressurized oil"],
    answer: 3,
    explanation:
      "Crankshaft main and rod bearings are plain (sleeve) bearings; the turning journal rides on a thin wedge of oil fed by the pump, so the metals do not touch. Ball bearings are not used there, and metal-to-metal contact is what causes bearing wear and knock.",
  },
  {
    id: "AI-185",
    topic: "lubrication",
    difficulty: "medium",
    stem: "The oil pressure light flickers on during hard braking and sharp turns, but stays off otherwise. What is the most likely cause?",
    options: [
      "The oil level is low.",
      "The oil is one grade thicker than specified.",
      "The brake fluid level is low.",
      "The engine thermostat is stuck open.",
    ],
    answer: 0,
    explanation:
      "When the oil level is low, the oil sloshes away from the pickup during hard stops and turns, so the pump briefly draws air and the pressure drops. Adding oil to the correct level usually cures it. Thicker oil would raise pressure, not drop it, and the brake fluid and thermostat do not affect oil pressure in turns.",
  },
];
