import type { StudyMaterial } from "../types";

/** AI study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const AI_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "ai-guide",
    section: "AI",
    type: "guide",
    title: "Auto Information Study Guide",
    content: `## What AI measures

Auto Information (AI) tests how cars and trucks work and how to figure out what's wrong with them: engines, fuel, ignition, cooling, oil, drivetrain, brakes, steering and suspension, and the electrical system. On the CAT-ASVAB you get **10 questions in 7 minutes**, about 42 seconds each.

AI does **not** count toward your AFQT. On the computer test it is scored on its own, then combined with Shop Information into the Auto and Shop (AS) score, which feeds mechanical, maintenance and combat-arms composites. If you want to be a mechanic, a vehicle operator or in a combat job, AS matters.

## Topic by topic

**Engine operation.** Most car engines use the four-stroke cycle: **intake** (intake valve open, piston moves down, air and fuel drawn in), **compression** (both valves closed, piston moves up), **power** (spark ignites the mix, piston is forced down) and **exhaust** (exhaust valve open, piston pushes gases out). The crankshaft turns twice per cycle; the camshaft turns once. Diesels have no spark plugs: compressing the air heats it enough to ignite the fuel. Example: "In which stroke are both valves closed while the piston moves up?" Compression.

**Fuel system.** Fuel goes from the tank through a pump and filter to the injectors, which spray it into the intake air. The engine computer (ECU) reads sensors, such as the oxygen sensor in the exhaust, and adjusts the mix; about 14.7 parts air to 1 part fuel by weight is ideal for gasoline. Older engines used a carburetor. Example: an engine that sputters and loses power at highway speed may have a clogged fuel filter or a weak fuel pump.

**Ignition system.** The ignition coil boosts the battery's 12 volts to thousands of volts, enough to jump the spark plug gap. Older systems route spark through a distributor; newer ones put a coil on each plug. Spark timing is set so the plug fires just before the piston reaches top dead center. Example: a fouled or cracked spark plug causes a misfire and a rough idle.

**Cooling system.** The water pump circulates coolant (antifreeze and water, often 50/50) through the engine and radiator. The thermostat stays closed until the engine warms up, then opens. The pressure cap raises coolant's boiling point. Example: an engine that overheats may have low coolant, a thermostat stuck closed, a failed water pump or a broken belt. Never open a hot radiator cap.

**Lubrication.** Oil reduces friction, and it also cools, cleans and seals. The oil pump pulls oil from the pan and pushes it through the filter to the bearings. In 5W-30, the "W" means winter: the lower first number flows better when cold. Example: blue-gray exhaust smoke means the engine is burning oil, often from worn piston rings or valve seals.

**Drivetrain.** Power flows from the engine through the clutch (manual) or torque converter (automatic), the transmission, the driveshaft and universal joints, and the differential to the axles. The differential lets the outside wheel turn faster than the inside wheel in a turn. Front-wheel-drive cars use CV (constant velocity) joints. Example: a clicking noise during sharp turns on a front-wheel-drive car usually means a worn outer CV joint.

**Brakes.** Pressing the pedal pushes fluid from the master cylinder through lines to each wheel. Disc brakes squeeze pads against a rotor with a caliper; drum brakes push shoes against a drum with a wheel cylinder. ABS pumps the brakes automatically to stop the wheels from locking. Example: a soft, spongy pedal usually means air in the lines, fixed by bleeding the brakes. Grinding means the pads are worn to metal.

**Suspension and steering.** Springs hold the car up; shock absorbers or struts stop it from bouncing. Control arms, ball joints and tie rods connect the wheels to the frame and steering. Most cars use rack-and-pinion steering. Alignment settings are camber, caster and toe. Example: a car that keeps bouncing after a bump needs shocks or struts.

**Electrical system.** The 12-volt battery starts the car; the starter motor (engaged by a solenoid) cranks the engine; once running, the alternator powers everything and recharges the battery. A fully charged battery reads about 12.6 volts at rest; with the engine running the system should read roughly 13.5 to 14.5 volts. Example: the battery warning light comes on while driving. Suspect the alternator or its drive belt, not the starter.

**Diagnosis.** Match the symptom to the system. Smoke color, sounds, smells and warning lights narrow it down fast. Example: thick white exhaust smoke with a sweet smell points to coolant leaking into the cylinders, often a failed head gasket.

## Common traps

- **Starter vs. battery vs. alternator.** A single click or slow cranking: battery or connections. Good cranking but no start: fuel or spark. Car dies while running and the battery light is on: alternator.
- **Thermostat stuck open vs. closed.** Closed: overheating. Open: the engine runs cold and the heater blows cool air.
- **Smoke colors.** Blue = oil, white and sweet = coolant, black = too much fuel.
- **Stroke order.** Intake, compression, power, exhaust. Hook: "suck, squeeze, bang, blow."
- **Disc vs. drum parts.** Pads, rotor and caliper are disc brakes; shoes, drum and wheel cylinder are drum brakes.

## Two-week study plan

- **Days 1–2:** Engine operation. Draw the four strokes and label the valves.
- **Day 3:** Fuel and ignition systems.
- **Day 4:** Cooling and lubrication.
- **Days 5–6:** Drivetrain: clutch, transmission, driveshaft, differential, CV joints.
- **Day 7:** Brakes.
- **Day 8:** Suspension, steering and tires.
- **Day 9:** Electrical system: battery, starter, alternator.
- **Day 10:** Diagnosis tables on the rule sheet. Quiz yourself symptom to cause.
- **Days 11–12:** Timed sets of 10 questions in 7 minutes. Add Shop Information practice too, since both feed AS.
- **Day 13:** Pop the hood of any car you can and name every part you see.
- **Day 14:** Review the vocabulary and rest.

## Test-day tactics

- **Think in systems.** Ask "which system does this symptom belong to?" and eliminate choices from other systems.
- **Be quick.** About 42 seconds per question. Facts are either known or not; don't burn time.
- **Look for the most likely cause.** When two choices could be true, pick the common, simple cause.
- **No skipping on the CAT.** Answer every question to move on. If time is nearly out, guess rather than leave questions blank.`,
  },
  {
    id: "ai-formula",
    section: "AI",
    type: "formula",
    title: "Auto Information Rule Sheet",
    content: `## Engine rules of thumb

- Four strokes: intake → compression → power → exhaust. Only the power stroke makes power.
- One full cycle = two crankshaft turns (720°) = one camshaft turn. The camshaft turns at half crankshaft speed.
- Gasoline engines: spark ignition. Diesel engines: compression ignition, with glow plugs to help cold starts.
- Higher octane fuel resists knock (early, uncontrolled ignition); it does not add power to an engine that doesn't need it.
- Ideal gasoline air-fuel ratio: about 14.7 : 1 by weight. Rich = extra fuel; lean = extra air.
- The catalytic converter cleans exhaust; the muffler quiets it.

## Fluids and service

- Engine oil: the "W" in 5W-30 means winter. Lower first number = better cold flow.
- Coolant: usually a 50/50 mix of antifreeze and water. It lowers the freezing point and raises the boiling point.
- Brake fluid absorbs water over time; never put engine oil in the brake system.
- Check oil with the engine off and the car level.
- Only open the radiator cap on a cold engine.

## Diagnosis: exhaust smoke

- **Blue or gray:** burning oil — worn rings, valve seals or turbo seals.
- **Thick white, sweet smell:** burning coolant — head gasket or cracked head.
- **Black:** running rich — too much fuel, clogged air filter, leaking injector.
- **Thin white vapor on a cold morning:** normal condensation that goes away.

## Diagnosis: noises

- **Squeal when starting or turning the wheel:** loose or worn drive belt.
- **Pinging or knocking when accelerating:** detonation — low octane, carbon buildup, timing too advanced.
- **Deep knock from the bottom of the engine:** worn rod or main bearings.
- **Grinding when braking:** pads worn to metal.
- **Squeal when braking:** often the pad wear indicator telling you pads are thin.
- **Clicking in sharp turns (front-wheel drive):** worn outer CV joint.
- **Clunk over bumps:** worn shocks, struts, ball joints or sway-bar links.
- **Hum that grows with speed:** wheel bearing or tire wear.

## Diagnosis: starting and charging

- **Nothing happens, or a single click:** dead battery, corroded terminals or bad starter solenoid.
- **Rapid clicking:** weak battery.
- **Slow cranking:** weak battery or poor cable connections.
- **Cranks fine but won't start:** no fuel or no spark.
- **Battery light on while driving:** alternator or drive belt problem.
- **Dim headlights that brighten when revving:** weak alternator output.
- Battery: about 12.6 V fully charged at rest. Charging system: about 13.5–14.5 V with the engine running.

## Diagnosis: temperature and oil

- **Overheating:** low coolant, thermostat stuck closed, bad water pump, broken belt, clogged radiator, failed cooling fan.
- **Runs cold, weak heater:** thermostat stuck open.
- **Low oil pressure light:** stop the engine right away; low oil level or failing pump.
- **Milky oil:** coolant mixing with oil, often a head gasket.

## Diagnosis: brakes and handling

- **Spongy pedal:** air in the lines — bleed the brakes.
- **Pedal sinks to the floor:** fluid leak or failing master cylinder.
- **Pulls to one side when braking:** stuck caliper or contaminated pad on one side.
- **Pulsing pedal:** warped rotors (or normal ABS action on slippery roads).
- **Pulls while driving:** misalignment or uneven tire pressure.
- **Tire wear:** both edges = underinflated; center = overinflated; one edge = camber or toe out of spec; cupping = worn shocks.

## Drivetrain facts

- Manual transmission uses a clutch; automatic uses a torque converter.
- The differential lets the drive wheels turn at different speeds in a turn.
- Rear-wheel drive uses a driveshaft with U-joints; front-wheel drive uses CV joints on the axles.
- Four-wheel drive adds a transfer case to send power to both axles.
- Lower gear = more torque, less speed; good for starting and climbing.

## Electrical facts

- Car batteries are 12 V: six cells of about 2.1 V each.
- The alternator makes AC, which diodes rectify to DC.
- The starter draws more current than any other part, so it uses heavy cables and a solenoid.
- Disconnect the negative battery cable first and reconnect it last.
- A blown fuse points to a short or overload; replace it with the same rating only.`,
  },
  {
    id: "ai-vocabulary",
    section: "AI",
    type: "vocabulary",
    title: "Auto Information Vocabulary",
    content: `## Engine

- **Piston** — the part that slides up and down in the cylinder, pushed by burning fuel.
- **Cylinder** — the bore the piston moves in; engines are described by how many they have (V6, inline-4).
- **Crankshaft** — turns the pistons' up-and-down motion into rotation.
- **Connecting rod** — links each piston to the crankshaft.
- **Camshaft** — a shaft with lobes that open the valves at the right time.
- **Valves** — intake valves let air and fuel in; exhaust valves let burned gases out.
- **Head gasket** — the seal between the cylinder head and the engine block.
- **Top dead center (TDC)** — the highest point of the piston's travel.
- **Compression ratio** — how much the air-fuel mix is squeezed, such as 10 : 1.
- **Displacement** — total volume swept by all the pistons, in liters or cubic inches.
- **Timing belt or chain** — keeps the camshaft in step with the crankshaft.
- **Detonation (knock)** — fuel exploding too early or unevenly, heard as pinging.

## Fuel and ignition

- **Fuel injector** — an electrically controlled nozzle that sprays fuel into the engine.
- **Carburetor** — an older device that mixed fuel into the air using engine suction.
- **ECU** — engine control unit; the computer that manages fuel and spark.
- **Oxygen sensor** — measures oxygen in the exhaust so the ECU can adjust the mixture.
- **Catalytic converter** — an exhaust part that turns harmful gases into less harmful ones.
- **Ignition coil** — a transformer that raises 12 V to the high voltage a spark plug needs.
- **Spark plug** — makes the spark that ignites the air-fuel mix in a gasoline engine.
- **Distributor** — on older engines, sends high voltage to each plug in firing order.
- **Glow plug** — heats a diesel's combustion chamber to help it start cold.

## Cooling and lubrication

- **Radiator** — sheds engine heat into the air flowing through its fins.
- **Thermostat** — a valve that stays closed until the engine warms up, then lets coolant flow to the radiator.
- **Water pump** — circulates coolant through the engine.
- **Antifreeze** — coolant additive that lowers the freezing point and raises the boiling point.
- **Viscosity** — a fluid's thickness or resistance to flow.
- **Oil pan** — the reservoir at the bottom of the engine that holds oil.

## Drivetrain

- **Clutch** — connects and disconnects the engine from a manual transmission.
- **Torque converter** — the fluid coupling between the engine and an automatic transmission.
- **Transmission** — uses gears to trade engine speed for torque.
- **Driveshaft** — carries power from the transmission to the rear axle.
- **Universal joint (U-joint)** — a flexible joint that lets the driveshaft turn at an angle.
- **CV joint** — constant velocity joint on front-wheel-drive axles; handles steering angles smoothly.
- **Differential** — gear set that lets left and right wheels turn at different speeds.
- **Transfer case** — sends power to both front and rear axles in four-wheel drive.

## Brakes, steering and electrical

- **Master cylinder** — turns brake pedal force into hydraulic pressure.
- **Caliper** — clamps disc brake pads against the rotor.
- **Rotor** — the disc the brake pads squeeze.
- **ABS** — anti-lock braking system; keeps wheels from locking in a hard stop.
- **Shock absorber / strut** — damps spring bounce; a strut also supports the car's weight and steering.
- **Tie rod** — connects the steering rack to each front wheel.
- **Camber / caster / toe** — wheel tilt seen from the front / steering-axis tilt seen from the side / wheels pointing in or out seen from above.
- **Alternator** — belt-driven generator that charges the battery and powers the car while running.
- **Starter solenoid** — an electromagnetic switch that sends battery current to the starter motor.`,
  },
];
