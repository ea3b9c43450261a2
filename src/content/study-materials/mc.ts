import type { StudyMaterial } from "../types";

/** MC study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const MC_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "mc-guide",
    section: "MC",
    type: "guide",
    title: "Mechanical Comprehension Study Guide",
    content: `## What MC measures

Mechanical Comprehension (MC) tests whether you understand how simple machines and physical forces behave: levers, pulleys, gears, ramps, screws, fluids, springs, balance, work and power. Many questions come with a drawing. On the CAT-ASVAB you get **15 questions in 22 minutes**, almost 1½ minutes each, which is enough time for a quick calculation on most items.

MC does **not** count toward your AFQT, but it feeds a lot of job composites: mechanical maintenance, combat, field artillery and general maintenance in the Army, the Navy's mechanical and nuclear composites, and the Air Force Mechanical score. Engineers, mechanics, aircrew and combat arms all lean on it.

## The one big idea

Simple machines trade **force for distance**. A machine can let you push with less force, but you have to push over a longer distance. The work you put in (force × distance) always equals the work you get out, less losses to friction. Keep this in mind and half of MC becomes common sense.

## Topic by topic

**Levers.** Effort × effort arm = load × load arm, with each arm measured from the fulcrum. Example: a 300-lb rock sits 2 ft from the fulcrum and you push 6 ft from it. Effort = 300 × 2 ÷ 6 = 100 lb. The longer your side, the easier the lift. First-class levers have the fulcrum in the middle (seesaw, crowbar), second-class have the load in the middle (wheelbarrow), third-class have the effort in the middle (tweezers, your forearm).

**Pulleys.** A single fixed pulley only changes the direction of pull. With movable pulleys, the mechanical advantage equals the number of rope strands holding up the load. Example: 4 strands support a 400-lb engine, so you pull 100 lb (ignoring friction), but you pull 4 ft of rope to lift it 1 ft.

**Gears.** Meshing gears turn in opposite directions. Speed × teeth is the same for both, so a small gear driving a big one slows down and gains torque. Example: a 20-tooth gear at 60 rpm drives a 40-tooth gear: 60 × 20 ÷ 40 = 30 rpm. In a chain of gears, every other gear turns the same way; an idler gear in the middle changes direction but not the speed ratio.

**Inclined planes.** Mechanical advantage = length of the ramp ÷ height. Example: pushing a 200-lb crate up a 12-ft ramp that rises 3 ft takes 200 × 3 ÷ 12 = 50 lb, ignoring friction. A longer, gentler ramp takes less force over more distance.

**Screws and wedges.** A screw is an inclined plane wrapped around a shaft; each turn moves it forward one thread spacing (the pitch). Example: a screw with 8 threads per inch advances 1/8 inch per turn, so 8 turns drive it 1 inch. A wedge is two ramps back to back; the longer and thinner it is, the less force it takes to drive, as with an axe or chisel.

**Pressure and fluids.** Pressure = force ÷ area. In a closed hydraulic system, pressure is the same everywhere, so a small piston can push a big one. Example: 50 lb on a 2 in² piston makes 25 psi, which on a 20 in² piston gives 500 lb. The small piston must move 10 times farther. Pressure in a liquid rises with depth, and fluid speeds up in a narrower pipe.

**Springs.** Force = spring constant × stretch (F = k × x), as long as you don't overstretch it. Example: a spring with k = 20 lb per inch stretches 60 ÷ 20 = 3 inches under 60 lb. Two identical springs side by side (parallel) are stiffer; end to end (series), they stretch more.

**Center of gravity.** An object balances at its center of gravity and stays upright as long as that point is above its base. Lower and wider is more stable. Example: on a seesaw, a 60-lb child 5 ft from the center balances a 100-lb child 3 ft from the center, because 60 × 5 = 100 × 3 = 300.

**Work and power.** Work = force × distance; if nothing moves, no work is done. Power = work ÷ time. Example: lifting 150 lb up 10 ft is 1,500 ft·lb of work; doing it in 5 seconds is 300 ft·lb per second, about 0.55 horsepower (1 hp = 550 ft·lb/s).

**Belts and wheels.** Belted pulleys turn the same direction unless the belt is crossed. Diameter × rpm is the same for both pulleys. Example: a 4-inch pulley at 1,200 rpm drives a 12-inch pulley at 1,200 × 4 ÷ 12 = 400 rpm. A wheel and axle gives a mechanical advantage of wheel radius ÷ axle radius, which is why a steering wheel or long wrench handle makes turning easier.

## Common traps

- **Thinking machines save work.** They save force, never work.
- **Gear direction.** Count the gears: odd-numbered gears in a chain turn the same way as the first.
- **Bigger gear = slower.** The big gear turns fewer rpm but with more torque.
- **Counting pulley strands.** Count only the strands that hold up the movable block, not the one you pull down on.
- **Pressure vs. force.** The same pressure gives more force on a larger area.
- **Fluid speed.** Narrower pipe = faster flow, not slower.

## Two-week study plan

- **Days 1–2:** Levers. Solve 15 balance problems and learn the three classes.
- **Day 3:** Pulleys and block-and-tackle systems.
- **Days 4–5:** Gears, belts and wheels; direction and speed problems.
- **Day 6:** Inclined planes, screws and wedges.
- **Day 7:** Pressure, hydraulics and fluid flow.
- **Day 8:** Springs and center of gravity.
- **Day 9:** Work and power; units and horsepower.
- **Days 10–12:** Timed sets of 15 questions in 22 minutes. Sketch every diagram problem you miss.
- **Day 13:** Review the formula sheet until you can write it from memory.
- **Day 14:** Light review and rest.

## Test-day tactics

- **Write the balance equation.** Most MC math is one equation: force × distance on each side.
- **Trace the motion.** For gears and belts, draw arrows on scratch paper, one gear at a time.
- **Use common sense.** Ask "would this be easier or harder?" and eliminate choices that go the wrong way.
- **Ignore friction** unless the question mentions it.
- **No skipping on the CAT.** Answer every question to move on. If time is nearly out, guess rather than leave questions blank.`,
  },
  {
    id: "mc-formula",
    section: "MC",
    type: "formula",
    title: "Mechanical Comprehension Formula Sheet",
    content: `## The master rule

- **Work in = work out** (ignoring friction): force₁ × distance₁ = force₂ × distance₂.
- **Mechanical advantage (MA)** = output force ÷ input force = input distance ÷ output distance.
- Example: a machine with MA 5 lifts 500 lb with 100 lb of effort, but your end moves 5 times as far.

## Levers

- **Balance:** effort × effort arm = load × load arm. A 90-lb load 1 ft from the fulcrum needs 30 lb at 3 ft.
- **MA = effort arm ÷ load arm.** A 6-ft bar with the fulcrum 1 ft from the load has MA 5 ÷ 1 = 5.
- **Several weights:** add up force × distance on each side. 40 lb at 3 ft + 20 lb at 6 ft = 240 ft·lb, balanced by 80 lb at 3 ft on the other side.
- First class: fulcrum in the middle. Second class: load in the middle. Third class: effort in the middle (less force advantage, more speed).

## Pulleys

- **Fixed pulley:** MA 1; changes direction only.
- **Movable pulley:** MA 2. 100-lb load needs 50 lb.
- **Block and tackle:** MA = number of strands supporting the load. 5 strands, 250-lb load: 50 lb of pull.
- **Rope pulled = load lift × MA.** MA 4 and a 3-ft lift: pull 12 ft of rope.

## Gears

- **Teeth × rpm is equal for meshing gears:** T₁ × N₁ = T₂ × N₂. 12 teeth at 100 rpm drives 36 teeth at 33⅓ rpm.
- **Gear ratio** = driven teeth ÷ driver teeth. Ratio 3 : 1 means 3 times the torque at one-third the speed.
- **Direction:** each mesh reverses direction. Gears 1, 3, 5… turn the same way.
- **Idler gear:** reverses direction without changing the ratio.
- **Compound gears** on the same shaft turn at the same rpm.

## Belts, chains and wheels

- **Diameter × rpm is equal for belted pulleys:** D₁ × N₁ = D₂ × N₂. 6-in at 300 rpm drives 3-in at 600 rpm.
- Open belt: same direction. Crossed belt: opposite direction.
- Chain and sprockets act like belts: same direction, teeth × rpm equal.
- **Wheel and axle:** MA = wheel radius ÷ axle radius. 15-in wheel radius on a 3-in axle: MA 5.

## Inclined planes, screws and wedges

- **Ramp:** effort × length = load × height. 10-ft ramp, 2-ft rise, 300-lb load: 60 lb.
- **Ramp MA** = length ÷ height.
- **Screw advance per turn = pitch** = 1 ÷ threads per inch. 16 threads per inch: 1/16 inch per turn.
- **Screw jack MA** = handle circle (2π × handle length) ÷ pitch.
- **Wedge:** longer and thinner = greater MA.

## Pressure and fluids

- **Pressure = force ÷ area.** 600 lb on 3 in²: 200 psi.
- **Hydraulic lift:** F₁ ÷ A₁ = F₂ ÷ A₂. 20 lb on 1 in² lifts 1,000 lb on 50 in².
- **Piston travel:** A₁ × d₁ = A₂ × d₂. The small piston moves farther.
- **Depth pressure:** water adds about 0.43 psi per foot of depth.
- **Flow:** area × speed stays the same. Halve the pipe's area and the fluid moves twice as fast.
- **Faster fluid = lower pressure** (Bernoulli's principle; part of how a wing makes lift).
- **Buoyancy:** an object floats if it is less dense than the fluid; the upward push equals the weight of fluid displaced.

## Springs

- **Hooke's law:** F = k × x. k = 10 lb per inch, 4 in of stretch: 40 lb.
- **Two equal springs in parallel:** twice as stiff; each stretches half as much.
- **Two equal springs in series:** half as stiff; total stretch doubles.

## Center of gravity and stability

- **Balance point:** Σ(weight × distance) on one side = Σ(weight × distance) on the other.
- **Stable** when the center of gravity is low and above a wide base; it tips when the center of gravity moves past the edge of the base.

## Work, power and energy

- **Work = force × distance** (ft·lb or joules). 50 lb pushed 20 ft: 1,000 ft·lb.
- **Power = work ÷ time.** 1,000 ft·lb in 4 s: 250 ft·lb/s.
- **1 horsepower = 550 ft·lb/s ≈ 746 watts.**
- **Efficiency = work out ÷ work in × 100%.** 800 out of 1,000: 80%.
- **Torque = force × lever arm.** 40 lb on a 1.5-ft wrench: 60 ft·lb.`,
  },
  {
    id: "mc-vocabulary",
    section: "MC",
    type: "vocabulary",
    title: "Mechanical Comprehension Vocabulary",
    content: `## Forces and motion

- **Force** — a push or pull, measured in pounds or newtons.
- **Mass** — the amount of matter in an object; it doesn't change with location.
- **Weight** — the force of gravity on a mass.
- **Friction** — a force that resists sliding or rolling; it turns motion into heat.
- **Inertia** — the tendency of an object to keep doing what it's doing.
- **Momentum** — mass times velocity; a heavy, fast object is hard to stop.
- **Velocity** — speed in a given direction.
- **Acceleration** — change in velocity over time.
- **Centrifugal / centripetal force** — the outward "fling" you feel in a turn / the real inward force that keeps something moving in a circle.
- **Tension** — the pulling force in a rope, cable or chain.
- **Compression** — a squeezing force that pushes material together.

## Simple machines

- **Simple machine** — a basic device that changes the size or direction of a force: lever, pulley, wheel and axle, inclined plane, wedge, screw.
- **Mechanical advantage** — how many times a machine multiplies your force.
- **Fulcrum** — the pivot point of a lever.
- **Effort** — the force you apply to a machine.
- **Load (resistance)** — the weight or force the machine moves.
- **Effort arm / load arm** — the distance from the fulcrum to the effort / to the load.
- **Block and tackle** — a set of pulleys and rope used to lift heavy loads with less force.
- **Inclined plane** — a ramp; trades a longer path for less force.
- **Wedge** — a moving inclined plane that splits or lifts, such as an axe head.
- **Pitch** — the distance between screw threads; how far a screw advances in one turn.
- **Wheel and axle** — a large wheel fixed to a smaller shaft, like a doorknob or steering wheel.

## Gears and drives

- **Gear ratio** — how many turns the driver makes for one turn of the driven gear.
- **Driver / driven gear** — the gear that supplies power / the gear that receives it.
- **Idler gear** — a gear between two others that changes direction but not the ratio.
- **Torque** — a twisting force: force times the distance from the pivot.
- **RPM** — revolutions per minute; a measure of turning speed.
- **Spur / bevel / worm gear** — straight-toothed gear on parallel shafts / cone-shaped gear that turns motion 90° / screw-like gear giving a big speed reduction.
- **Rack and pinion** — a gear turning along a toothed bar, changing rotation into straight-line motion.
- **Cam** — an off-center shape on a shaft that turns rotation into back-and-forth motion.
- **Linkage** — bars joined by pivots that transfer motion, like a car's windshield wipers.

## Fluids, springs and balance

- **Pressure** — force per unit area, in psi or pascals.
- **Hydraulics** — using a confined liquid to transmit force.
- **Pneumatics** — using compressed air to transmit force.
- **Buoyancy** — the upward push of a fluid on an object in it.
- **Density** — mass per unit of volume; less dense things float.
- **Spring constant (k)** — how stiff a spring is: force needed per unit of stretch.
- **Elasticity** — a material's ability to return to its shape after being stretched.
- **Center of gravity** — the point where an object's weight seems to act; its balance point.
- **Equilibrium** — a state where forces balance and nothing speeds up or slows down.

## Work and energy

- **Work** — force times the distance moved in the direction of the force.
- **Power** — how fast work is done; in horsepower or watts.
- **Horsepower** — 550 ft·lb of work per second.
- **Efficiency** — useful work out divided by work in, as a percent.`,
  },
];
