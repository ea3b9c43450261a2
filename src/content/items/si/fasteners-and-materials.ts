import type { AuthoredItem } from "../../types";

export const SI_FASTENERS_AND_MATERIALS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "SI-156",
    topic: "fasteners",
    difficulty: "easy",
    stem: "What is the main purpose of a split lock washer placed under a nut?",
    options: [
      "To help keep the nut from loosening",
      "To spread the load over a larger area",
      "To seal the joint against leaks",
      "To insulate the bolt from the part",
    ],
    answer: 0,
    explanation:
      "A split lock washer is a ring cut and twisted slightly like a coil spring; compressed under the nut, its spring tension and sharp ends resist the nut backing off. Spreading the load is the job of a flat washer, sealing calls for a gasket or sealing washer, and insulating calls for a nonmetal washer.",
  },
  {
    id: "SI-157",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Why is a flat washer placed under a bolt head on a soft material such as wood?",
    options: [
      "To spread the clamping force over a larger area",
      "To lock the bolt so that it cannot turn loose",
      "To make up for a bolt that is too short",
      "To keep the bolt from rusting inside the wood",
    ],
    answer: 0,
    explanation:
      "A flat washer has a larger bearing surface than the bolt head, so the force is spread out and the head does not crush or pull into the wood. Locking is the job of a lock washer or locking nut, a washer cannot fix a bolt that is too short, and it does not prevent rust.",
  },
  {
    id: "SI-158",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which nut has two flat 'ears' so it can be tightened and loosened by hand without tools?",
    options: ["Cap nut", "Castle nut", "Wing nut", "Jam nut"],
    answer: 2,
    explanation:
      "A wing nut's two flat projections give the fingers enough leverage to turn it, so it suits parts that are adjusted or removed often. A cap (acorn) nut covers the bolt end, a castle nut takes a cotter pin, and a jam nut is a thin nut tightened against another nut.",
  },
  {
    id: "SI-159",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which fastener is a heavy wood screw with a hex head that is turned with a wrench, used for jobs such as attaching a ledger board to a house?",
    options: ["Carriage bolt", "Machine screw", "Drywall screw", "Lag screw"],
    answer: 3,
    explanation:
      "A lag screw has coarse wood-screw threads, a pointed tip, and a hex head, so it can be driven hard into wood with a wrench or socket. A carriage bolt passes through a hole and takes a nut, a machine screw threads into a nut or tapped hole, and a drywall screw is far too light for structural loads.",
  },
  {
    id: "SI-160",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which nail has a small head that can be sunk below the surface and covered with filler, making it suitable for trim?",
    options: ["Common nail", "Finishing nail", "Roofing nail", "Duplex-head nail"],
    answer: 1,
    explanation:
      "A finishing nail's small, barrel-shaped head can be set below the surface with a nail set so it is nearly invisible. A common nail has a wide flat head for framing, a roofing nail has a very wide head to hold shingles, and a duplex nail has two heads so it can be pulled out of temporary work.",
  },
  {
    id: "SI-161",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which nail, usually galvanized, has an extra-wide head to hold asphalt shingles without tearing through them?",
    options: ["Finishing nail", "Casing nail", "Brad", "Roofing nail"],
    answer: 3,
    explanation:
      "A roofing nail's wide head spreads the load on the soft shingle so it does not pull through, and galvanizing resists rust outdoors. Finishing nails, casing nails, and brads all have small heads made to be hidden in trim.",
  },
  {
    id: "SI-162",
    topic: "fasteners",
    difficulty: "easy",
    stem: "To tighten an ordinary (right-hand thread) bolt, in which direction is it turned, seen from the head?",
    options: ["Counterclockwise", "Clockwise", "Either way", "It depends on the bolt's length"],
    answer: 1,
    explanation:
      "Standard right-hand threads tighten clockwise and loosen counterclockwise ('righty-tighty, lefty-loosey'). Counterclockwise tightening is only for left-hand threads, which are used in special places and usually marked. The bolt's length has nothing to do with the direction.",
  },
  {
    id: "SI-163",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which fastener threads through the hub of a pulley and presses against the shaft to keep the pulley from slipping?",
    options: ["Lag screw", "Set screw", "Wood screw", "Toggle bolt"],
    answer: 1,
    explanation:
      "A set screw, usually headless with a hex socket, is threaded through the hub and tightened against the shaft so the pulley turns with it. Lag screws and wood screws are for wood, and a toggle bolt anchors things to hollow walls.",
  },
  {
    id: "SI-164",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which fastener is bent into a U shape, threaded on both ends, and used to clamp a round pipe to a flat support?",
    options: ["Eye bolt", "J-bolt", "U-bolt", "Hanger bolt"],
    answer: 2,
    explanation:
      "A U-bolt wraps around the pipe, and nuts on its two threaded legs pull it tight against the support. An eye bolt has a loop for attaching a rope or hook, a J-bolt is hooked at one end for anchoring in concrete, and a hanger bolt has wood threads on one end and machine threads on the other.",
  },
  {
    id: "SI-165",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which fastener has a closed loop at one end so a rope, cable, or hook can be attached to it?",
    options: ["Eye bolt", "U-bolt", "Carriage bolt", "Stud"],
    answer: 0,
    explanation:
      "An eye bolt's looped head provides a place to attach a rope, chain, or hook. A U-bolt clamps around a pipe, a carriage bolt has a round head and square neck for wood, and a stud is threaded at both ends with no head at all.",
  },
  {
    id: "SI-166",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Which fastener is the best choice for bolting a steel bracket to a solid concrete floor?",
    options: ["Drywall screw", "Toggle bolt", "Wedge anchor", "Common nail"],
    answer: 2,
    explanation:
      "A wedge anchor is set in a drilled hole; tightening its nut pulls a tapered end up into an expanding clip that wedges against the concrete. Drywall screws and common nails cannot hold in concrete, and a toggle bolt needs a hollow space behind a thin wall to open its wings.",
  },
  {
    id: "SI-167",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Why do drywall screws have a 'bugle-shaped' head?",
    options: [
      "It allows the screw to be driven with a hammer",
      "It lets the screw be removed with pliers",
      "It seats without tearing the paper facing",
      "It keeps the screw from rusting in the wall",
    ],
    answer: 2,
    explanation:
      "The bugle head curves into the shank, so it presses the paper facing of the drywall down into a shallow dimple without cutting through, and the dimple is easy to cover with joint compound. The head shape has nothing to do with hammering, pulling with pliers, or rust resistance.",
  },
  {
    id: "SI-168",
    topic: "fasteners",
    difficulty: "medium",
    stem: "What is the main difference between a machine screw and a wood screw?",
    options: [
      "A machine screw has a pointed tip that cuts its own threads",
      "A machine screw is always made of softer metal",
      "A machine screw can only have a slotted head",
      "A machine screw needs a nut or a tapped hole to thread into",
    ],
    answer: 3,
    explanation:
      "A machine screw has uniform threads along a straight shank with a blunt end, so it must go into a nut or a threaded (tapped) hole. A wood screw is the one with a pointed, tapered tip that forms its own threads in wood. Machine screws come in many materials and head styles.",
  },
  {
    id: "SI-169",
    topic: "fasteners",
    difficulty: "medium",
    stem: "What is the special feature of a self-drilling (drill-point) screw used for fastening sheet metal?",
    options: [
      "Its drill-bit tip makes its own hole",
      "Its head is shaped to be driven with a hammer",
      "It has no threads and is held by friction alone",
      "It must be set with a rivet gun",
    ],
    answer: 0,
    explanation:
      "The fluted, drill-bit tip bores its own hole through the steel, and the threads then form in the hole in one operation. It is driven with a drill or driver, not a hammer or rivet gun, and it is fully threaded.",
  },
  {
    id: "SI-170",
    topic: "fasteners",
    difficulty: "medium",
    stem: "How does a nylon-insert lock nut resist loosening?",
    options: [
      "A cotter pin passes through slots in its top",
      "It is tightened against a second nut",
      "A nylon ring grips the bolt threads",
      "It has serrated teeth that bite into the part",
    ],
    answer: 2,
    explanation:
      "The nylon collar inside the top of the nut has a smaller hole than the threads; the bolt cuts its way into it, and the tight fit resists turning from vibration. Slots for a cotter pin describe a castle nut, tightening against a second nut describes a jam nut, and teeth describe a serrated flange nut.",
  },
  {
    id: "SI-171",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Which nails or screws should be used to build a deck from pressure-treated lumber?",
    options: [
      "Hot-dip galvanized or stainless steel",
      "Plain bright steel or drywall screws",
      "Aluminum nails or aluminum screws",
      "Black-oxide steel or interior screws",
    ],
    answer: 0,
    explanation:
      "The chemicals in most pressure-treated lumber, together with outdoor moisture, quickly corrode ordinary steel, so thick hot-dip galvanized or stainless steel fasteners are used. Bright steel, black-oxide steel, and interior or drywall screws have little rust protection, and aluminum corrodes in contact with copper-based treatments.",
  },
  {
    id: "SI-172",
    topic: "fasteners",
    difficulty: "medium",
    stem: "A rod with threads on both ends, one end screwed into an engine block and the other taking a nut, is called a...",
    options: ["lag screw", "stud", "cap screw", "dowel"],
    answer: 1,
    explanation:
      "A stud has no head; one end threads into a tapped hole and stays there, and the part is held by a nut on the other end, which helps when a part is removed often. A lag screw and a cap screw have heads, and a dowel is an unthreaded pin.",
  },
  {
    id: "SI-173",
    topic: "fasteners",
    difficulty: "medium",
    stem: "What is toenailing?",
    options: [
      "Driving nails straight through the face of two boards",
      "Driving nails at an angle through one board into another",
      "Bending over the point of a nail that pokes through",
      "Setting nail heads below the surface of the wood",
    ],
    answer: 1,
    explanation:
      "Toenailing drives nails at a slant through the side of one member, such as a stud, into another it butts against, such as a plate, when the face cannot be reached. Straight nailing through faces is face nailing, bending over the point is clinching, and sinking the heads is done with a nail set.",
  },
  {
    id: "SI-174",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Before a flat-head wood screw is driven so that its head sits flush with the surface, the top of its pilot hole is shaped with a...",
    options: ["counterbore", "countersink", "reamer", "hole saw"],
    answer: 1,
    explanation:
      "A flat-head screw has a cone-shaped underside, so the hole needs a matching cone-shaped recess, cut with a countersink. A counterbore cuts a flat-bottomed recess for a round or cap-screw head, a reamer sizes a hole, and a hole saw cuts large round openings.",
  },
  {
    id: "SI-175",
    topic: "fasteners",
    difficulty: "medium",
    stem: "In what order should the lug nuts on a car wheel be tightened?",
    options: [
      "Clockwise around the circle, fully tight each time",
      "The top nut first, then the bottom nuts",
      "In a star (crisscross) pattern, in stages",
      "All at once with the highest air tool setting",
    ],
    answer: 2,
    explanation:
      "Tightening opposite nuts in a star pattern, a little at a time, pulls the wheel evenly against the hub so it seats flat and the nuts reach even torque. Going around the circle tightening each nut fully can cock the wheel, and an impact wrench on its highest setting can overtighten the nuts and warp the brake rotor.",
  },
  {
    id: "SI-176",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Why are ring-shank nails used for subfloors and other places where nails tend to work loose?",
    options: [
      "The rings make the nail easier to pull out later",
      "The rings let the nail be driven with less force",
      "The rings grip the wood fibers and resist pulling out",
      "The rings keep the nail from rusting in damp wood",
    ],
    answer: 2,
    explanation:
      "The series of ridges around the shank lock into the wood fibers, so the nail resists withdrawal far better than a smooth nail. The rings make the nail harder to remove, not easier, they add no rust protection, and they take a little more force to drive.",
  },
  {
    id: "SI-177",
    topic: "fasteners",
    difficulty: "medium",
    stem: "A common rule of thumb says a nail should be about how long compared with the thickness of the board it passes through first?",
    options: ["The same length", "One and a half times as long", "Three times as long", "Six times as long"],
    answer: 2,
    explanation:
      "With a nail about three times the thickness of the top board, about two-thirds of its length goes into the lower piece, where the holding power is. A nail the same length holds nothing, one and a half times leaves too little in the lower piece, and six times would poke through most framing.",
  },
  {
    id: "SI-178",
    topic: "fasteners",
    difficulty: "medium",
    stem: "A bolt is listed as 3/8-16 × 1 1/2. What does 1 1/2 tell you?",
    options: ["Its length in inches", "Its head size in inches", "Its diameter in inches", "Its thread length in inches"],
    answer: 0,
    explanation:
      "In an inch bolt size, the first number is the nominal diameter (3/8 in.), the number after the dash is threads per inch (16), and the number after the × is the length (1 1/2 in.). The head size and thread length are not given in this designation.",
  },
  {
    id: "SI-179",
    topic: "fasteners",
    difficulty: "hard",
    stem: "Compared with fine threads (UNF), what is an advantage of coarse threads (UNC) of the same diameter?",
    options: [
      "They resist loosening from vibration better",
      "They allow finer, more precise adjustment",
      "They are stronger in tension for the same diameter",
      "They are less likely to strip or cross-thread",
    ],
    answer: 3,
    explanation:
      "Coarse threads are deeper and farther apart, so they hold better in soft metals such as aluminum and cast iron, start more easily without cross-threading, and need fewer turns. Better vibration resistance, finer adjustment, and slightly higher tensile strength are all advantages of fine threads, which is the trap.",
  },
  {
    id: "SI-180",
    topic: "fasteners",
    difficulty: "hard",
    stem: "What is one advantage of a molly bolt (metal sleeve-type hollow-wall anchor) over a spring-wing toggle bolt?",
    options: [
      "It holds much more weight than a toggle in thin drywall",
      "It needs a larger hole than a toggle bolt",
      "Its screw can be removed without losing the anchor",
      "It can be used in solid concrete as well",
    ],
    answer: 2,
    explanation:
      "A molly's sleeve expands and stays gripped behind the wall, so the screw can be taken out and put back. When a toggle bolt is removed, its wings fall down inside the wall. A toggle bolt usually holds more weight and needs the larger hole, to let its folded wings through, and neither is for solid concrete.",
  },
  {
    id: "SI-181",
    topic: "fasteners",
    difficulty: "hard",
    stem: "How is the length of a flat-head (countersunk) machine screw measured?",
    options: [
      "From the top of the head to the tip",
      "From under the head to the tip",
      "From the top of the head to the start of the threads",
      "Along the threaded part only",
    ],
    answer: 0,
    explanation:
      "Because a flat head sits flush with the surface, its overall length, including the head, is what fills the hole, so it is measured from the top of the head. Bolts and screws with heads that sit above the surface, such as hex bolts, are measured from under the head, which is the usual mix-up.",
  },
  {
    id: "SI-182",
    topic: "fasteners",
    difficulty: "hard",
    stem: "Which metric bolt property class is the strongest?",
    options: ["4.6", "5.8", "8.8", "10.9"],
    answer: 3,
    explanation:
      "In metric property classes, the first number is about one-hundredth of the tensile strength in megapascals (10.9 means about 1,000 MPa), and the second gives the yield strength as a fraction of it. A 10.9 bolt is stronger than an 8.8, and 5.8 and 4.6 are low-strength classes.",
  },
  {
    id: "SI-183",
    topic: "fasteners",
    difficulty: "hard",
    stem: "On a snow blower auger or an outboard motor propeller, what is the purpose of a shear pin?",
    options: [
      "To lock the auger or propeller so it cannot be stolen",
      "To keep the drive shaft from rusting solid",
      "To let the drive run in both directions",
      "To break under overload so the drive is not damaged",
    ],
    answer: 3,
    explanation:
      "A shear pin is made deliberately weak; if the auger or propeller strikes a rock or log, the pin snaps and stops the drive before gears or shafts break, and a new pin is cheap to install. That is why a hardened bolt should never be substituted for it. It has nothing to do with theft, rust, or direction.",
  },
  {
    id: "SI-184",
    topic: "fasteners",
    difficulty: "hard",
    stem: "A thin nut is tightened against a standard nut on the same bolt so the two lock each other in place. The thin nut is called a...",
    options: ["jam nut", "cap nut", "wing nut", "cage nut"],
    answer: 0,
    explanation:
      "A jam nut is tightened against the first nut, and the friction between the two locks them on the threads, which is common on adjusting rods and linkages. A cap nut covers the bolt end, a wing nut is turned by hand, and a cage nut clips into a square hole in a panel.",
  },
  {
    id: "SI-185",
    topic: "fasteners",
    difficulty: "hard",
    stem: "A nail is driven through two boards, and the point that sticks out of the back is bent over flat against the wood. What is this called, and what does it do?",
    options: [
      "Toenailing; it lets the nail be pulled out more easily later",
      "Clinching; it keeps the boards from pulling apart",
      "Setting; it hides the nail point so it can be filled",
      "Blind nailing; it hides the nail under the next board",
    ],
    answer: 1,
    explanation:
      "Bending the protruding point over (clinching) hooks the nail into the back board, so the boards cannot be pulled apart without straightening the nail, as in crates and gates. Toenailing is driving nails at an angle, setting sinks the head, and blind nailing hides the nail under the tongue of the next board.",
  },
  {
    id: "SI-186",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Drywall (wallboard) panels are made of a core of which material, covered with paper?",
    options: ["Gypsum", "Cement", "Fiberglass", "Pressed sawdust"],
    answer: 0,
    explanation:
      "Drywall has a core of gypsum, a soft mineral that contains water in its crystals, which also helps it resist fire. Cement board has a cement core and is used behind tile in wet areas, fiberglass is used for insulation and some panel facings, and pressed sawdust describes particleboard.",
  },
  {
    id: "SI-187",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "What material is used to fill nail holes in wood trim before it is painted?",
    options: ["Contact cement", "Silicone caulk", "Wood filler", "Penetrating oil"],
    answer: 2,
    explanation:
      "Wood filler (wood putty) is pressed into the hole, dries hard, and can be sanded flush and painted. Contact cement is an adhesive, silicone caulk stays rubbery and most paints will not stick to it, and penetrating oil loosens rusted parts.",
  },
  {
    id: "SI-188",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "What is the standard size of a full sheet of plywood in the United States?",
    options: ["3 ft × 6 ft", "4 ft × 10 ft", "4 ft × 8 ft", "5 ft × 5 ft"],
    answer: 2,
    explanation:
      "Plywood, drywall, and OSB panels are standard 4 × 8 ft sheets, which match framing spaced 16 or 24 in. apart. Panels 4 × 10 ft and other sizes exist for special uses, but they are not the standard sheet.",
  },
  {
    id: "SI-189",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Why is pressure-treated lumber used for fence posts and deck framing?",
    options: [
      "The pressure makes the wood much harder and stronger",
      "Chemicals forced into it help it resist rot and insects",
      "The treatment makes the wood fully fireproof",
      "The treatment keeps the wood from shrinking as it dries",
    ],
    answer: 1,
    explanation:
      "In pressure treating, preservative chemicals are forced deep into the wood so it can stand ground contact and moisture without decaying or being eaten by insects. The treatment does not make it harder or stronger, it is not a fire-retardant treatment, and treated lumber still shrinks as it dries.",
  },
  {
    id: "SI-190",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Which adhesive is the usual choice for gluing wood joints in indoor furniture?",
    options: ["PVA wood glue", "Rubber cement", "Silicone caulk", "Spray adhesive"],
    answer: 0,
    explanation:
      "PVA (polyvinyl acetate) wood glue, the familiar yellow or white glue, soaks into the wood fibers and forms a joint stronger than the wood itself. Rubber cement and spray adhesive are for paper and light materials, and silicone caulk seals gaps but makes a weak, flexible bond.",
  },
  {
    id: "SI-191",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Which sandpaper is the finest?",
    options: ["60 grit", "100 grit", "150 grit", "220 grit"],
    answer: 3,
    explanation:
      "The grit number counts how fine the abrasive particles are: the higher the number, the smaller the particles and the smoother the scratch pattern. 60 grit is coarse and used for fast removal, while 220 grit is used for final sanding before a finish.",
  },
  {
    id: "SI-192",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "A grade stamp on a piece of lumber includes the letters 'KD.' What does that mean?",
    options: ["Knot-defect", "Keep dry", "Kiln-dried", "Kept damp"],
    answer: 2,
    explanation:
      "KD means the lumber was dried in a kiln (a heated chamber) to a low moisture content before it was sold, so it will shrink and warp less than green lumber. The other choices are not grading terms.",
  },
  {
    id: "SI-193",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Steel is made mainly of iron combined with a small amount of...",
    options: ["copper", "zinc", "lead", "carbon"],
    answer: 3,
    explanation:
      "Steel is an alloy of iron with a small percentage of carbon, which makes it much stronger and harder than pure iron. Copper, zinc, and lead are the main metals of other materials: copper and zinc make brass, and zinc is the coating on galvanized steel.",
  },
  {
    id: "SI-194",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Which metal is much lighter than steel, does not rust, and is widely used in aircraft?",
    options: ["Lead", "Cast iron", "Copper", "Aluminum"],
    answer: 3,
    explanation:
      "Aluminum weighs about one-third as much as steel and forms a thin protective oxide film instead of rust, which makes it ideal for aircraft. Lead and copper are heavier than steel, and cast iron is an iron alloy that rusts.",
  },
  {
    id: "SI-195",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Why is a board with large, loose knots a poor choice for a shelf that must carry a heavy load?",
    options: [
      "Knots make the board too heavy to mount",
      "Knots make the board impossible to paint",
      "Knots weaken the board and can fall out",
      "Knots make the board too stiff to cut",
    ],
    answer: 2,
    explanation:
      "A knot is where a branch grew; it disrupts the grain around it, which weakens the board, and loose knots can drop out and leave holes. Knots barely change a board's weight, they can be painted once sealed, and they do not stop a board from being cut.",
  },
  {
    id: "SI-196",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Which finish forms a clear, hard, protective film on the surface of a wooden tabletop?",
    options: ["Oil-based wood stain", "Furniture paste wax", "Polyurethane varnish", "Water-based wood filler"],
    answer: 2,
    explanation:
      "Polyurethane dries to a tough, clear film that resists water, heat, and scratches. A stain mainly adds color and soaks into the wood with little surface protection, paste wax gives only a thin, soft coat that wears off, and wood filler fills holes and grain rather than protecting the surface.",
  },
  {
    id: "SI-197",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Oriented strand board (OSB) is made from...",
    options: [
      "thin veneers glued with the grain crossed",
      "fine wood fibers pressed into a smooth panel",
      "solid boards glued edge to edge",
      "layers of wood strands bonded with resin",
    ],
    answer: 3,
    explanation:
      "OSB is made of long, thin wood strands arranged in layers that are oriented in different directions and pressed with waterproof resin. Crossed veneers describe plywood, fine fibers describe MDF or hardboard, and edge-glued boards describe a solid wood panel.",
  },
  {
    id: "SI-198",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Which sheet material is made of fine wood fibers pressed with resin, giving it a very smooth surface that paints well but swells if it gets wet?",
    options: ["Oriented strand board (OSB)", "Medium-density fiberboard (MDF)", "Softwood plywood sheathing", "Cedar shiplap"],
    answer: 1,
    explanation:
      "MDF has no grain or voids, so it machines cleanly and takes paint well, but the fibers swell badly when exposed to water. OSB is made of large strands, softwood plywood of veneers, and cedar shiplap is solid wood.",
  },
  {
    id: "SI-199",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "How is contact cement used to glue plastic laminate to a countertop?",
    options: [
      "Coat one surface and clamp the parts for several hours while wet",
      "Mix two parts and apply them to the countertop only",
      "Heat one surface until the cement melts, then press them together",
      "Coat both surfaces, let them dry, then press them together",
    ],
    answer: 3,
    explanation:
      "Contact cement is brushed or rolled on both surfaces and allowed to dry until tacky; when the surfaces touch, they bond instantly and cannot be shifted. Clamping wet glue describes wood glue, mixing two parts describes epoxy, and melting adhesive describes hot glue or iron-on edge banding.",
  },
  {
    id: "SI-200",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "A board's face has curved across its width, so it rocks when laid flat and looks like a shallow trough from the end. This kind of warp is called...",
    options: ["bow", "cup", "crook", "twist"],
    answer: 1,
    explanation:
      "Cup is a curve across the width of the face. Bow is a curve along the length of the face, crook is a curve along the length of the edge, and twist is when the four corners do not lie in one plane.",
  },
  {
    id: "SI-201",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "In which wood joint does a projecting tongue on the end of one piece fit snugly into a rectangular hole cut in another?",
    options: ["Mortise and tenon", "Plain butt joint", "Half-lap joint", "Splined miter joint"],
    answer: 0,
    explanation:
      "The tenon is the tongue and the mortise is the hole that receives it; the large glued surfaces make it one of the strongest frame joints. A butt joint simply places one piece against another, a lap joint overlaps two pieces, and a splined miter joins two angled ends with a separate thin strip set into grooves in both.",
  },
  {
    id: "SI-202",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "A rabbet is...",
    options: [
      "a groove cut through the middle of a board's face",
      "a hole bored at an angle for a hidden screw",
      "a rounded profile cut on the edge of a board",
      "an L-shaped step cut along the edge or end of a board",
    ],
    answer: 3,
    explanation:
      "A rabbet removes a rectangular strip from the edge or end of a board, leaving an L-shaped step, as for the back panel of a cabinet. A groove in the middle of the face is a dado or groove, an angled screw hole is a pocket hole, and a rounded edge is a roundover.",
  },
  {
    id: "SI-203",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Why is a dovetail joint often used to join the front of a drawer to its sides?",
    options: [
      "It is the fastest joint to cut with hand tools",
      "It needs neither glue nor careful fitting",
      "Its interlocking parts resist being pulled apart",
      "It lets the front be removed easily for repairs",
    ],
    answer: 2,
    explanation:
      "The fan-shaped pins and tails lock together, so the constant pull of opening the drawer cannot draw the front off the sides. Dovetails are among the slowest joints to cut by hand, they must fit closely and are usually glued, and they are made to stay together, not to come apart easily.",
  },
  {
    id: "SI-204",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Why are cedar and redwood often used for outdoor projects even without chemical treatment?",
    options: [
      "Their heartwood naturally resists decay and insects",
      "They are the hardest and densest woods available",
      "They do not expand or shrink with moisture",
      "They are always cheaper than pressure-treated pine",
    ],
    answer: 0,
    explanation:
      "The heartwood of cedar and redwood contains natural oils and compounds that resist rot and insects. Both are actually soft, light woods, they still move with moisture (though less than many woods), and they usually cost more than pressure-treated pine.",
  },
  {
    id: "SI-205",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Galvanized steel is steel coated with...",
    options: ["tin", "chromium", "zinc", "copper"],
    answer: 2,
    explanation:
      "Galvanizing coats steel with zinc, which protects it by keeping water away and by corroding first to protect the steel. Tin is the coating on 'tin cans,' chromium is used for chrome plating and in stainless steel, and copper is not used to protect steel from rust.",
  },
  {
    id: "SI-206",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "What added element makes stainless steel resist rust?",
    options: ["Carbon", "Chromium", "Tungsten", "Sulfur"],
    answer: 1,
    explanation:
      "Stainless steel contains at least about 10.5% chromium, which forms a thin, self-healing oxide layer that keeps the iron from rusting. Carbon adds hardness but not rust resistance, tungsten adds hardness at high temperatures (as in high-speed tool steel), and sulfur is added to some steels to make them easier to machine.",
  },
  {
    id: "SI-207",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Plywood face veneers are graded A through D. Which grade gives the smoothest surface, suitable for a painted cabinet?",
    options: ["A", "B", "C", "D"],
    answer: 0,
    explanation:
      "Grade A is a smooth, sanded face with only neat repairs, suitable for painting. B allows small patches and knots, C allows larger knots and splits, and D allows the most defects and is used where it will not be seen.",
  },
  {
    id: "SI-208",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "When a piece of wood dries and shrinks, how do its dimensions change?",
    options: [
      "It shrinks much more across the grain than along its length",
      "It shrinks much more along its length than across the grain",
      "It shrinks equally in every direction",
      "It shrinks only in thickness, never in width",
    ],
    answer: 0,
    explanation:
      "Wood cells are long tubes lined up along the grain; losing moisture makes their walls thinner, so the wood shrinks in width and thickness but hardly at all in length. That is why a wide tabletop is fastened to allow seasonal movement across its width.",
  },
  {
    id: "SI-209",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Why is quartersawn lumber valued for furniture and flooring?",
    options: [
      "It comes from the outermost quarter of the log, so it is softer",
      "It is cut into quarter-inch boards, so it bends easily",
      "It has been dried a quarter as long, so it costs less",
      "Its growth rings meet the face at nearly 90°, so it stays flat",
    ],
    answer: 3,
    explanation:
      "Quartersawn boards are cut so the growth rings are nearly perpendicular to the wide face; such boards shrink and swell less in width and are much less likely to cup. The name refers to first cutting the log into quarters, not to thickness, drying time, or a softer part of the log.",
  },
  {
    id: "SI-210",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Hardwood lumber is sold by thickness in quarters of an inch. About how thick is a rough 8/4 board?",
    options: ["About 1/2 in.", "About 2 in.", "About 4 in.", "About 8 in."],
    answer: 1,
    explanation:
      "The 'quarter' system gives rough thickness as a number of quarter-inches: 4/4 is about 1 in. and 8/4 (eight quarters) is about 2 in. Reading 8/4 as 8 in. or 4 in. ignores that the fraction is in quarters, and 1/2 in. comes from turning the fraction upside down.",
  },
  {
    id: "SI-211",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Why is a simple glued butt joint between the end of one board and the face of another weak?",
    options: [
      "Butt joints can only be nailed, never glued",
      "Glue cannot grip the face of a board",
      "End grain soaks up glue and holds it poorly",
      "The boards always shrink apart as they age",
    ],
    answer: 2,
    explanation:
      "End grain is made of the open ends of the wood's tubular cells, which wick glue away from the joint and give it little surface to grip, so end-grain joints are reinforced with screws, dowels, or tenons. Face and edge grain take glue very well, and butt joints can be glued.",
  },
  {
    id: "SI-212",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "A board 2 in. thick and 10 ft long contains 15 board feet. How wide is it?",
    options: ["7.5 in.", "9 in.", "18 in.", "90 in."],
    answer: 1,
    explanation:
      "Board feet = thickness (in.) × width (in.) × length (ft) ÷ 12, so width = 15 × 12 ÷ (2 × 10) = 180 ÷ 20 = 9 in. Leaving out the thickness gives 18 in., leaving out the length gives 90 in., and 7.5 in. (15 ÷ 2) ignores both the length and the 12.",
  },
  {
    id: "SI-213",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Why do wood stains often make the end grain of a board much darker than its face?",
    options: [
      "End grain contains more natural dye than the face",
      "End grain absorbs more stain through open cell ends",
      "Stain dries much faster on the face of the board",
      "The face grain is harder and rejects all stain",
    ],
    answer: 1,
    explanation:
      "The cut ends of the wood's tubular cells act like straws and draw in much more stain than the face does, so end grain turns darker. Sealing or sanding end grain finer evens out the color. The wood's color is not different there, and the face grain still takes stain.",
  },
  {
    id: "SI-214",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "How does the solvent cement used on PVC plumbing pipe join the pipe and fitting?",
    options: [
      "It softens both surfaces so they fuse together as they dry",
      "It forms a rubbery layer that seals the gap",
      "It hardens into a separate layer of glue between the parts",
      "It must be heated with a torch to set the joint",
    ],
    answer: 0,
    explanation:
      "PVC solvent cement partly dissolves the plastic of both the pipe and the fitting, and as the solvent evaporates the softened surfaces fuse into one piece (solvent welding). It is not a flexible sealant, it is not mainly a separate glue layer, and it sets without heat.",
  },
  {
    id: "SI-215",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Plywood is almost always made with an odd number of plies (3, 5, 7...). Why?",
    options: [
      "An odd number of plies makes the panel lighter",
      "Glue can be applied only to an odd number of layers",
      "The layers balance each other, so it stays flat",
      "An odd number makes every ply run the same direction",
    ],
    answer: 2,
    explanation:
      "With an odd number of plies, the two face veneers run the same way and each layer above the center ply is matched by one below it, so shrinking and swelling forces balance out and the panel does not warp. The count has nothing to do with weight or gluing, and the plies alternate direction rather than all running the same way.",
  },
];
