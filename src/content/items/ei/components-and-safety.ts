import type { AuthoredItem } from "../../types";

/** EI: circuit components, AC and DC, electrical safety, magnetism and semiconductors. */
export const EI_COMPONENTS_AND_SAFETY_ITEMS: readonly AuthoredItem[] = [
  {
    id: "EI-111",
    topic: "circuit components",
    difficulty: "easy",
    stem: "Which component is used mainly to limit the current in a circuit?",
    options: ["Resistor", "Capacitor", "Transformer", "Diode"],
    answer: 0,
    explanation:
      "A resistor opposes the flow of current and is used to set or limit it (for example, in series with an LED). A capacitor stores charge, a transformer changes AC voltage levels, and a diode lets current flow in only one direction.",
  },
  {
    id: "EI-112",
    topic: "circuit components",
    difficulty: "easy",
    stem: "What is the job of a fuse in a circuit?",
    options: [
      "To let current flow in one direction only",
      "To raise the voltage delivered to the load",
      "To store charge and release it later",
      "To open the circuit when the current exceeds its rating",
    ],
    answer: 3,
    explanation:
      "A fuse contains a thin metal link that melts when too much current flows, opening the circuit and protecting the wiring from overheating. Raising voltage is the job of a step-up transformer, storing charge is the job of a capacitor, and one-way flow is the job of a diode.",
  },
  {
    id: "EI-113",
    topic: "circuit components",
    difficulty: "medium",
    stem: "A resistor's bands are yellow, violet, orange and gold. In the color code, yellow = 4, violet = 7 and orange = 3; the third band gives the number of zeros to add, and gold means ±5%. What is the resistance?",
    options: ["473 Ω", "4.7 kΩ", "47 kΩ", "470 kΩ"],
    answer: 2,
    explanation:
      "The first two bands give the digits 4 and 7, and the orange multiplier band adds 3 zeros: 47,000 Ω = 47 kΩ, ±5%. 473 Ω reads the third band as a digit, 4.7 kΩ adds only two zeros, and 470 kΩ adds four.",
  },
  {
    id: "EI-114",
    topic: "circuit components",
    difficulty: "medium",
    stem: "A 6-µF capacitor and a 3-µF capacitor are connected in series. What is their total capacitance?",
    options: ["2 µF", "4.5 µF", "9 µF", "18 µF"],
    answer: 0,
    explanation:
      "Capacitors in series combine like resistors in parallel: C = (6 × 3) ÷ (6 + 3) = 18 ÷ 9 = 2 µF, smaller than either one. 9 µF adds them, which is correct only for capacitors in parallel; 4.5 µF averages them; and 18 µF is just the product.",
  },
  {
    id: "EI-115",
    topic: "circuit components",
    difficulty: "hard",
    stem: "An ideal transformer steps 120 volts down to 12 volts. The secondary delivers 5 amperes to a load. How much current does the primary draw?",
    options: ["50 A", "5 A", "0.5 A", "0.05 A"],
    answer: 2,
    explanation:
      "An ideal transformer delivers the same power it takes in: 12 V × 5 A = 60 W on the secondary, so the primary draws 60 W ÷ 120 V = 0.5 A. Stepping the voltage down by 10 steps the current up by 10, so the primary current is one-tenth of the secondary current. 50 A gets the ratio backward, 5 A assumes the current is unchanged, and 0.05 A divides by 100.",
  },
  {
    id: "EI-116",
    topic: "circuit components",
    difficulty: "easy",
    stem: "Which component is a variable resistor with three terminals, often used as a volume or brightness control?",
    options: ["Potentiometer", "Thermistor", "Capacitor", "Relay"],
    answer: 0,
    explanation:
      "A potentiometer has a resistive track between two end terminals and a wiper (the third terminal) that slides along it when the knob is turned. A thermistor's resistance changes with temperature rather than by hand, a capacitor stores charge, and a relay is a switch worked by an electromagnet.",
  },
  {
    id: "EI-117",
    topic: "circuit components",
    difficulty: "medium",
    stem: "A copper wire is replaced by one of the same copper and thickness but twice as long. How does the new wire's resistance compare with the old one's?",
    options: ["It is half as large.", "It is the same.", "It is twice as large.", "It is four times as large."],
    answer: 2,
    explanation:
      'Resistance is proportional to length: current must push through twice as much material, so the resistance doubles. Halving would come from doubling the cross-sectional area, not the length, "the same" ignores length entirely, and "four times" wrongly squares the change.',
  },
  {
    id: "EI-118",
    topic: "circuit components",
    difficulty: "medium",
    stem: "Two 10-millihenry (10 mH) inductors are connected in series, far enough apart that their magnetic fields do not interact. What is the total inductance?",
    options: ["5 mH", "10 mH", "20 mH", "100 mH"],
    answer: 2,
    explanation:
      "Inductors that do not affect each other combine like resistors: in series their inductances add, 10 + 10 = 20 mH. 5 mH is the value for the two in parallel, 10 mH ignores the second inductor, and 100 mH multiplies the values.",
  },
  {
    id: "EI-119",
    topic: "circuit components",
    difficulty: "hard",
    stem: "A capacitor is connected through a resistor to a steady DC source. After the capacitor has fully charged, what is the current in the circuit?",
    options: [
      "A small current that keeps reversing direction",
      "The largest current of the whole charging time",
      "Half of the current at the first instant",
      "No current at all",
    ],
    answer: 3,
    explanation:
      "As the capacitor charges, its voltage rises until it equals the source voltage; then there is no voltage left across the resistor, so the current stops. The current is largest (equal to V ÷ R) at the first instant, not after charging; it passes half of that value on the way down but keeps falling toward zero; and a steady DC source never makes the current reverse.",
  },
  {
    id: "EI-120",
    topic: "ac and dc",
    difficulty: "easy",
    stem: "Which statement describes alternating current (AC)?",
    options: [
      "It flows in one direction only.",
      "It reverses direction at regular intervals.",
      "It can be produced only by batteries.",
      "It cannot flow through a transformer.",
    ],
    answer: 1,
    explanation:
      "Alternating current repeatedly reverses direction; in U.S. homes it completes 60 cycles each second. Flowing in one direction only describes direct current, batteries produce DC rather than AC, and transformers work only with AC (a changing current).",
  },
  {
    id: "EI-121",
    topic: "ac and dc",
    difficulty: "easy",
    stem: "An AC supply has a frequency of 50 hertz. What does this mean?",
    options: [
      "It completes 50 cycles each second.",
      "It completes 50 cycles each minute.",
      "It completes one cycle every 50 seconds.",
      "Its peak voltage is 50 volts.",
    ],
    answer: 0,
    explanation:
      "One hertz is one cycle per second, so 50 Hz is 50 complete cycles every second (each cycle lasts 1/50 s = 20 ms). Hertz is never per minute, one cycle every 50 seconds would be 0.02 Hz, and frequency says nothing about the voltage.",
  },
  {
    id: "EI-122",
    topic: "ac and dc",
    difficulty: "medium",
    stem: "A sine-wave AC voltage has a peak value of 170 volts. What is its peak-to-peak voltage?",
    options: ["85 V", "120 V", "240 V", "340 V"],
    answer: 3,
    explanation:
      "Peak-to-peak is measured from the positive peak to the negative peak, which is twice the peak: 2 × 170 = 340 V. 120 V is about the RMS (effective) value, 0.707 × 170, 85 V halves the peak instead of doubling it, and 240 V doubles the RMS value.",
  },
  {
    id: "EI-123",
    topic: "ac and dc",
    difficulty: "medium",
    stem: "A sine-wave AC voltage has a peak value of 20 volts. About what is its RMS (effective) value?",
    options: ["10 V", "14.1 V", "28.3 V", "40 V"],
    answer: 1,
    explanation:
      "For a sine wave, RMS = 0.707 × peak = 0.707 × 20 ≈ 14.1 V. 28.3 V multiplies by 1.414 (that changes RMS to peak, the opposite direction), 10 V simply halves the peak, and 40 V is the peak-to-peak value.",
  },
  {
    id: "EI-124",
    topic: "ac and dc",
    difficulty: "medium",
    stem: "What does a power inverter do?",
    options: [
      "Raises AC voltage without changing its frequency",
      "Changes AC into DC",
      "Changes DC into AC",
      "Stores energy in a magnetic field",
    ],
    answer: 2,
    explanation:
      "An inverter changes direct current, for example from a 12-volt battery, into alternating current that can run AC equipment. Changing AC into DC is the job of a rectifier, raising AC voltage is done by a step-up transformer, and storing energy in a magnetic field is what an inductor does.",
  },
  {
    id: "EI-125",
    topic: "ac and dc",
    difficulty: "medium",
    stem: "An AC waveform repeats every 2.5 milliseconds. What is its frequency?",
    options: ["0.4 Hz", "2.5 Hz", "400 Hz", "4,000 Hz"],
    answer: 2,
    explanation:
      "Frequency is 1 ÷ period: 2.5 ms is 0.0025 s, and 1 ÷ 0.0025 s = 400 Hz (check: 400 cycles × 2.5 ms = 1,000 ms = 1 s). 0.4 Hz divides 1 by 2.5 without converting milliseconds to seconds, 2.5 Hz confuses the period with the frequency, and 4,000 Hz slips a decimal place.",
  },
  {
    id: "EI-126",
    topic: "ac and dc",
    difficulty: "hard",
    stem: "Why is electric power sent over long distances as high-voltage AC?",
    options: [
      "AC travels only on the surface of the wire, so none of its energy is lost.",
      "Transformers can raise AC voltage, which lowers the current and the heat lost in the lines.",
      "AC at high voltage cannot cause an electric shock.",
      "AC moves through copper much faster than DC does.",
    ],
    answer: 1,
    explanation:
      "For the same power, a higher voltage means a lower current (P = V × I), and the heat lost in the lines depends on I²R, so raising the voltage greatly cuts losses; transformers make it easy to raise and lower AC voltage. Some energy is always lost in the lines, high-voltage AC is extremely dangerous, and AC is not faster than DC.",
  },
  {
    id: "EI-127",
    topic: "ac and dc",
    difficulty: "hard",
    stem: "The frequency of the AC voltage applied to a capacitor is increased. What happens to the capacitor's opposition to current (its capacitive reactance)?",
    options: ["It becomes infinite.", "It increases.", "It stays the same.", "It decreases."],
    answer: 3,
    explanation:
      'Capacitive reactance is Xc = 1 ÷ (2πfC), so it goes down as the frequency goes up; a capacitor passes high frequencies more easily. "It increases" describes an inductor, whose reactance rises with frequency; "it stays the same" describes an ideal resistor; and a capacitor\'s reactance becomes infinite (blocking current) only at zero frequency, that is, steady DC.',
  },
  {
    id: "EI-128",
    topic: "ac and dc",
    difficulty: "hard",
    stem: "The frequency of the AC voltage applied to an inductor is doubled. What happens to the inductor's opposition to current (its inductive reactance)?",
    options: ["It is cut in half.", "It stays the same.", "It doubles.", "It quadruples."],
    answer: 2,
    explanation:
      'Inductive reactance is XL = 2πfL, which is directly proportional to the frequency, so doubling the frequency doubles it. Halving describes a capacitor\'s reactance, "stays the same" describes an ideal resistor, and quadrupling would require the reactance to depend on the square of the frequency.',
  },
  {
    id: "EI-129",
    topic: "electrical safety",
    difficulty: "easy",
    stem: "What is the purpose of a lockout/tagout procedure?",
    options: [
      "To keep equipment from being energized while someone is working on it",
      "To label the voltage rating of each piece of equipment",
      "To lock a panel so that only its owner can use the power",
      "To tag tools that are due for calibration",
    ],
    answer: 0,
    explanation:
      "Lockout/tagout places a lock and a warning tag on the disconnect of equipment that is being serviced, so no one can switch the power back on while a worker is exposed. It is not a labeling system for ratings, a way to control who uses the power, or a tool-calibration program.",
  },
  {
    id: "EI-130",
    topic: "electrical safety",
    difficulty: "easy",
    stem: "Why should a ladder used for electrical work be made of fiberglass or wood rather than aluminum?",
    options: [
      "Aluminum ladders are too heavy to move safely.",
      "Aluminum conducts electricity and could carry current through the worker.",
      "Fiberglass and wood ladders are always taller.",
      "Aluminum ladders attract lightning indoors.",
    ],
    answer: 1,
    explanation:
      "A metal ladder that touches a live conductor can put the worker in a path to ground; dry fiberglass (and dry wood) is a poor conductor. Aluminum ladders are actually light, ladder height has nothing to do with the material, and lightning is not a reason to avoid them indoors.",
  },
  {
    id: "EI-131",
    topic: "electrical safety",
    difficulty: "easy",
    stem: "A coworker is in contact with a live wire and cannot let go. What should you do first?",
    options: [
      "Grab the person and pull them free",
      "Wait until the person lets go on their own",
      "Throw water on the person to break the contact",
      "Cut off the power, or push the wire away with a dry nonconducting object",
    ],
    answer: 3,
    explanation:
      "Shut off the power at the switch or breaker if you can; if not, separate the person from the source with something dry and nonconducting, such as a wooden board, and then call for help. Grabbing the person can make you part of the circuit too, water conducts electricity, and waiting lets the current keep flowing through the victim.",
  },
  {
    id: "EI-132",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "A technician unplugs a power supply before repairing it. Why should the large filter capacitors still be discharged before the circuit is touched?",
    options: [
      "They can hold a dangerous charge after the power is removed.",
      "Discharging them keeps the fuse from blowing later.",
      "Discharging them makes the transformer run cooler.",
      "Discharging them resets the circuit breaker.",
    ],
    answer: 0,
    explanation:
      "A capacitor stores charge, and a large one can keep a high, dangerous voltage for a long time after the supply is unplugged. Discharging it does nothing to protect the fuse, cool the transformer or reset a breaker; it is done only to remove the stored shock hazard.",
  },
  {
    id: "EI-133",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "What is the most reliable way to confirm that a circuit is de-energized before working on it?",
    options: [
      "Turn off the wall switch and assume the circuit is dead",
      "Check that the lights in the room are off",
      "Test it with a voltage tester that you have just checked on a known live source",
      "Touch the wires quickly with the back of your hand",
    ],
    answer: 2,
    explanation:
      "A tester proven on a known live source (and checked again afterward) shows that the meter works, so a zero reading on the circuit can be trusted. A wall switch may not open every conductor or may be on a different circuit, dark lights can mean a burned-out bulb, and touching wires is never a test.",
  },
  {
    id: "EI-134",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "In standard U.S. household wiring, which conductor is the equipment grounding conductor?",
    options: ["The black wire", "The green or bare copper wire", "The white wire", "The red wire"],
    answer: 1,
    explanation:
      "The U.S. electrical code reserves green (or green with a yellow stripe) insulation or bare copper for the equipment ground. Black and red are normally used for hot (ungrounded) conductors, and white is the grounded neutral conductor, which normally carries current.",
  },
  {
    id: "EI-135",
    topic: "electrical safety",
    difficulty: "easy",
    stem: "An extension cord feels hot to the touch while a space heater is running on it. What does this most likely mean?",
    options: [
      "The cord's ground wire is doing its job.",
      "The cord is working normally; warmth shows that current is flowing.",
      "The outlet voltage is too low for the heater.",
      "The cord is carrying more current than it is rated for and could start a fire.",
    ],
    answer: 3,
    explanation:
      "A cord heats up when the current is too large for the size of its wires (P = I²R in the cord itself); the heater should be unplugged and connected directly to an outlet or to a heavier cord. A properly sized cord stays cool, low voltage would reduce the current, and the ground wire carries no current in normal use.",
  },
  {
    id: "EI-136",
    topic: "electrical safety",
    difficulty: "hard",
    stem: "Why do electricians sometimes keep one hand away from the equipment (for example, in a pocket) when they must work near live circuits?",
    options: [
      "It keeps current from taking a path from one hand to the other across the chest.",
      "It keeps the skin of that hand dry, which doubles the body's resistance.",
      "It makes the circuit breaker trip faster.",
      "It grounds the electrician through the pocket.",
    ],
    answer: 0,
    explanation:
      "If both hands touch points at different voltages, current can flow from hand to hand through the chest and heart, the most dangerous path. Keeping one hand away removes that path. It does not change how fast a breaker trips, it does not double the body's resistance, and a pocket is not a ground connection.",
  },
  {
    id: "EI-137",
    topic: "electrical safety",
    difficulty: "medium",
    stem: "In the U.S. fire extinguisher classification, which class of fire involves energized electrical equipment?",
    options: ["Class A", "Class B", "Class C", "Class D"],
    answer: 2,
    explanation:
      "Class C fires involve energized electrical equipment and need a nonconducting agent such as CO₂ or dry chemical. Class A fires involve ordinary combustibles such as wood and paper, Class B fires involve flammable liquids such as gasoline, and Class D fires involve combustible metals.",
  },
  {
    id: "EI-138",
    topic: "magnetism",
    difficulty: "easy",
    stem: "Outside a bar magnet, in which direction do its magnetic field lines run?",
    options: [
      "From the south pole to the north pole",
      "From the north pole to the south pole",
      "Straight out from the middle of the magnet",
      "From each pole back to the same pole",
    ],
    answer: 1,
    explanation:
      "By convention, field lines leave the north pole, curve around outside the magnet and enter the south pole (inside the magnet they continue from south to north, forming closed loops). South to north is the direction inside the magnet, not outside; the lines do not come straight out of the middle, and they do not return to the pole they left. A compass placed in the field points along the lines, its north end toward the magnet's south pole.",
  },
  {
    id: "EI-139",
    topic: "magnetism",
    difficulty: "easy",
    stem: "A bar magnet is cut in half across its middle. What do the two pieces become?",
    options: [
      "One magnet and one unmagnetized piece",
      "One piece with only a north pole and one with only a south pole",
      "Two pieces of unmagnetized metal",
      "Two magnets, each with a north pole and a south pole",
    ],
    answer: 3,
    explanation:
      "Every piece of a magnet, however small, has both a north and a south pole; new poles appear at the cut. A single isolated pole has never been found, and cutting does not remove the magnetism of either piece.",
  },
  {
    id: "EI-140",
    topic: "magnetism",
    difficulty: "medium",
    stem: "What is the shape of the magnetic field around a long, straight wire that carries a steady current?",
    options: [
      "Straight lines running parallel to the wire",
      "Circles around the wire",
      "No field unless the wire is wound into a coil",
      "A field only at the two ends of the wire",
    ],
    answer: 1,
    explanation:
      "Any current produces a magnetic field, and around a straight wire the field lines form circles centered on the wire (their direction is given by the right-hand rule). Coiling the wire only concentrates the field; it is not needed to create one, and the field is not parallel to the wire or limited to its ends.",
  },
  {
    id: "EI-141",
    topic: "magnetism",
    difficulty: "medium",
    stem: "Which material is the best choice for the core of an electromagnet that must turn on and off quickly without staying magnetized?",
    options: ["Copper", "Aluminum", "Soft iron", "Hardened steel"],
    answer: 2,
    explanation:
      "Soft iron is easily magnetized and loses nearly all of its magnetism when the current stops, so it is used in electromagnets, relays and transformer cores. Hardened steel keeps its magnetism (which makes it good for permanent magnets), and copper and aluminum are not magnetic, so they would not strengthen the field.",
  },
  {
    id: "EI-142",
    topic: "magnetism",
    difficulty: "medium",
    stem: "In a simple DC motor, which part reverses the current in the spinning coil every half turn so that the coil keeps turning in the same direction?",
    options: ["Commutator", "Field magnet", "Armature core", "Shaft bearing"],
    answer: 0,
    explanation:
      "The commutator is a split ring on the shaft; the brushes touch its opposite segments every half turn, reversing the current in the coil so the magnetic force keeps turning it the same way. The field magnet supplies the steady field the coil pushes against, the armature core is the iron the coil is wound on, and the bearing only lets the shaft turn freely; none of them switches the current.",
  },
  {
    id: "EI-143",
    topic: "magnetism",
    difficulty: "hard",
    stem: "A simple generator turns a coil inside a magnetic field. Which change would increase its output voltage?",
    options: [
      "Using a weaker magnet",
      "Winding the coil with fewer turns",
      "Stopping the coil in the strongest part of the field",
      "Turning the coil faster",
    ],
    answer: 3,
    explanation:
      "The induced voltage depends on how fast the magnetic flux through the coil changes, so spinning the coil faster raises the voltage (as do a stronger magnet and more turns). A weaker magnet and fewer turns both lower the voltage, and a coil that is not moving has no changing flux, so it produces no voltage at all.",
  },
  {
    id: "EI-144",
    topic: "magnetism",
    difficulty: "easy",
    stem: "Two magnets are pulled farther apart. What happens to the magnetic force between them?",
    options: ["It increases.", "It decreases.", "It stays the same.", "It changes from attraction to repulsion."],
    answer: 1,
    explanation:
      "Magnetic forces weaken quickly as the distance between the magnets grows, which is why a magnet must be close to a paper clip to pick it up. The force does not grow with distance or stay constant, and whether it attracts or repels depends on which poles face each other, not on the distance.",
  },
  {
    id: "EI-145",
    topic: "magnetism",
    difficulty: "medium",
    stem: "A compass lies directly under a wire that runs north–south, parallel to the needle. When a large DC current is switched on in the wire, what does the needle do?",
    options: [
      "It stays still, because copper is not magnetic.",
      "It spins around and around continuously.",
      "It turns, because the current produces a magnetic field.",
      "It stays still, because only AC produces a magnetic field.",
    ],
    answer: 2,
    explanation:
      "Electric current produces a magnetic field, so the needle turns to line up with the combined field of the wire and the Earth (Oersted's discovery). The wire's material does not matter, DC produces a magnetic field just as AC does, and a steady current gives a steady field, so the needle settles in a new direction rather than spinning.",
  },
  {
    id: "EI-146",
    topic: "magnetism",
    difficulty: "hard",
    stem: "A strong magnet dropped through a vertical copper pipe falls much more slowly than a nonmagnetic weight of the same size. Why?",
    options: [
      "Copper is strongly attracted to magnets.",
      "Air trapped in the pipe slows the magnet.",
      "The magnet loses its magnetism inside the pipe.",
      "The moving magnet induces currents in the pipe whose magnetic field opposes its motion.",
    ],
    answer: 3,
    explanation:
      "The falling magnet changes the magnetic field through the copper, inducing circulating currents (eddy currents) in the pipe, and by Lenz's law their magnetic field opposes the change, slowing the fall. Copper is not attracted to a magnet at rest, the nonmagnetic weight would be slowed by the air just as much, and the magnet keeps its magnetism.",
  },
  {
    id: "EI-147",
    topic: "semiconductors",
    difficulty: "easy",
    stem: "What does the abbreviation LED stand for?",
    options: ["Light-emitting diode", "Low-energy device", "Linear electronic driver", "Light-enhancing detector"],
    answer: 0,
    explanation:
      "An LED is a light-emitting diode, a diode that gives off light when current flows through it in the forward direction. The other names are made up; an LED is an emitter, not a detector, and it is a diode, not a general device or driver.",
  },
  {
    id: "EI-148",
    topic: "semiconductors",
    difficulty: "easy",
    stem: "When is a diode forward-biased, so that it conducts?",
    options: [
      "When its cathode is more positive than its anode",
      "When its anode is more positive than its cathode",
      "When no voltage is applied to it",
      "Whenever it is connected in parallel with a capacitor",
    ],
    answer: 1,
    explanation:
      "A diode conducts when the anode (P side) is made more positive than the cathode (N side) by more than its small forward voltage. A more positive cathode reverse-biases it, so it blocks current; with no voltage there is nothing to drive current; and a capacitor beside it does not change which way it conducts.",
  },
  {
    id: "EI-149",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "In a P-type semiconductor, what are the majority charge carriers?",
    options: ["Free electrons", "Neutrons", "Protons", "Holes"],
    answer: 3,
    explanation:
      "P-type material is doped with atoms that have one fewer valence electron than silicon, which leaves holes (missing electrons) that act as positive carriers. Free electrons are the majority carriers in N-type material, and protons and neutrons are fixed in the nuclei and never carry current in a semiconductor.",
  },
  {
    id: "EI-150",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "When a bipolar transistor is used as a switch, what makes it useful?",
    options: [
      "The collector current controls the base current.",
      "The emitter stores charge like a capacitor.",
      "A small base current controls a much larger collector current.",
      "The base must carry the full load current.",
    ],
    answer: 2,
    explanation:
      "A small current into the base turns on a much larger current between the collector and emitter, so a weak signal can switch a heavy load such as a relay or a motor. Control runs from the base to the collector, not the other way, the emitter does not store charge, and the base carries only a small fraction of the load current.",
  },
  {
    id: "EI-151",
    topic: "semiconductors",
    difficulty: "hard",
    stem: "What is a Zener diode mainly used for?",
    options: [
      "Holding a steady voltage by conducting in reverse breakdown",
      "Producing light",
      "Storing electric charge",
      "Amplifying weak signals",
    ],
    answer: 0,
    explanation:
      "A Zener diode is designed to conduct in the reverse direction at a set breakdown voltage and keep the voltage across it nearly constant, so it is used as a simple voltage regulator or reference. Producing light is the job of an LED, storing charge is a capacitor's job, and amplifying is a transistor's job.",
  },
  {
    id: "EI-152",
    topic: "semiconductors",
    difficulty: "hard",
    stem: "An LED drops 2 volts when lit and should carry 20 mA. What resistor must be placed in series with it to run it from a 9-volt supply?",
    options: ["450 Ω", "350 Ω", "100 Ω", "0.35 Ω"],
    answer: 1,
    explanation:
      "The resistor must drop the rest of the voltage, 9 − 2 = 7 V, at 0.02 A: R = 7 ÷ 0.02 = 350 Ω. 450 Ω ignores the LED's 2-volt drop (9 ÷ 0.02), 100 Ω uses the LED's own 2 volts (2 ÷ 0.02), and 0.35 Ω divides 7 by 20 without converting milliamperes to amperes.",
  },
  {
    id: "EI-153",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "How many diodes does a full-wave bridge rectifier use?",
    options: ["1", "2", "4", "6"],
    answer: 2,
    explanation:
      "A bridge rectifier uses four diodes arranged so that current flows through the load in the same direction on both halves of each AC cycle. One diode makes a half-wave rectifier, two diodes make a full-wave rectifier only with a center-tapped transformer, and six diodes are used for three-phase power.",
  },
  {
    id: "EI-154",
    topic: "semiconductors",
    difficulty: "medium",
    stem: "Which component's resistance goes down as more light falls on it, making it useful in automatic night-lights?",
    options: ["Thermistor", "Photoresistor (light-dependent resistor)", "Zener diode", "Fixed carbon resistor"],
    answer: 1,
    explanation:
      "A photoresistor is made of a semiconductor (such as cadmium sulfide) in which light frees more charge carriers, so its resistance falls as the light gets brighter. A thermistor responds to temperature, a Zener diode to reverse voltage, and a fixed carbon resistor does not change with light.",
  },
  {
    id: "EI-155",
    topic: "semiconductors",
    difficulty: "hard",
    stem: "In the schematic symbol for an NPN bipolar transistor, which way does the arrow on the emitter point?",
    options: ["Inward, toward the base", "There is no arrow on an NPN symbol", "Along the collector lead", "Outward, away from the base"],
    answer: 3,
    explanation:
      'The arrow on the emitter shows the direction of conventional current through the base-emitter junction; in an NPN transistor it points outward, away from the base ("Not Pointing iN"). An arrow pointing in toward the base marks a PNP transistor, and the arrow is always on the emitter, never on the collector.',
  },
];
