import type { AuthoredItem } from "../types";

/** SI items written for this project. */
export const SI_ITEMS: readonly AuthoredItem[] = [
  // ---------------------------------------------------------------- hand tools
  {
    id: "SI-001",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which screwdriver is made to fit a screw head with a cross-shaped recess?",
    options: ["Slotted screwdriver", "Phillips screwdriver", "Hex key", "Square-drive screwdriver"],
    answer: 1,
    explanation:
      "A Phillips screwdriver has a pointed, X-shaped tip that matches the cross-shaped recess. A slotted screwdriver has a single flat blade, a hex key fits a six-sided socket, and a square-drive bit fits a square recess.",
  },
  {
    id: "SI-002",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which hammer is designed for metalworking jobs such as peening rivets and shaping sheet metal?",
    options: ["Claw hammer", "Framing hammer", "Ball-peen hammer", "Rubber mallet"],
    answer: 2,
    explanation:
      "A ball-peen hammer has a flat face for striking plus a rounded peen for shaping metal and spreading the ends of rivets, and its hardened head is meant for striking punches and chisels. Claw and framing hammers are made for driving and pulling nails, and a rubber mallet strikes without marring a surface.",
  },
  {
    id: "SI-003",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which type of pliers can be clamped onto a part and locked in place, leaving the user's hands free?",
    options: ["Slip-joint pliers", "Needle-nose pliers", "Diagonal cutting pliers", "Locking pliers"],
    answer: 3,
    explanation:
      "Locking pliers have an adjusting screw and an over-center lever that lock the jaws on the work until the release lever is pressed. Slip-joint and needle-nose pliers must be squeezed by hand to stay closed, and diagonal cutting pliers are made for cutting wire, not gripping.",
  },
  {
    id: "SI-004",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which hand saw is best for cutting tight curves and detailed shapes in thin wood?",
    options: ["Coping saw", "Backsaw", "Rip saw", "Crosscut saw"],
    answer: 0,
    explanation:
      "A coping saw holds a very thin, narrow blade in a deep U-shaped frame, so the blade can follow tight curves. A backsaw has a stiffened blade for straight, accurate cuts such as in a miter box, and rip and crosscut saws have wide blades meant for straight cuts.",
  },
  {
    id: "SI-005",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Why is a box-end wrench less likely than an open-end wrench to slip off or round a tight nut?",
    options: [
      "It surrounds the nut and bears on all six of its corners",
      "It grips only two flats, which concentrates the force",
      "Its handle is always longer, which gives more leverage",
      "Its jaw can be adjusted to fit the nut exactly",
    ],
    answer: 0,
    explanation:
      "A box end encircles the fastener and spreads the turning force around all of its corners, so it cannot spread open or slide off the way an open-end wrench can. Gripping only two flats is the weakness of an open-end wrench, not a strength. Box-end wrenches are fixed sizes; the adjustable wrench is the one with a movable jaw.",
  },
  {
    id: "SI-006",
    topic: "hand tools",
    difficulty: "medium",
    stem: "A rip saw is designed mainly for cutting wood...",
    options: ["across the grain", "along the grain", "into tight curves", "at precise miter angles"],
    answer: 1,
    explanation:
      "Rip saw teeth are filed straight across so each tooth acts like a small chisel, chipping out wood efficiently when cutting along (with) the grain. A crosscut saw has knife-like teeth that slice the fibers cleanly across the grain. Tight curves call for a coping saw, and precise miters for a backsaw in a miter box.",
  },
  {
    id: "SI-007",
    topic: "hand tools",
    difficulty: "medium",
    stem: "A cold chisel is used mainly for...",
    options: [
      "paring wood joints to a precise fit",
      "scraping old paint and putty from wood",
      "cutting and chipping metal, such as rivet heads",
      "splitting boards along the grain",
    ],
    answer: 2,
    explanation:
      "A cold chisel is made of hardened and tempered steel to cut metal that has not been heated (hence 'cold'), such as shearing off rivet heads or cutting through bolts. Paring wood joints is the job of a wood chisel, whose thin edge would be ruined on metal.",
  },
  {
    id: "SI-008",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which tool is used to drive the head of a finishing nail slightly below the surface of the wood?",
    options: ["Center punch", "Pin punch", "Scratch awl", "Nail set"],
    answer: 3,
    explanation:
      "A nail set has a small, cupped tip that sits on the nail head without slipping; tapping it sinks the head so the hole can be filled. A center punch has a sharp point for marking metal before drilling, a pin punch drives pins out of holes, and a scratch awl marks layout lines.",
  },
  {
    id: "SI-009",
    topic: "hand tools",
    difficulty: "hard",
    stem: "Which of these is least likely to round off the head of a very tight or slightly worn hex bolt?",
    options: ["A 12-point socket", "A 6-point socket", "An open-end wrench", "An adjustable wrench"],
    answer: 1,
    explanation:
      "A 6-point socket matches the hex head's shape, so it grips with the most contact area on the flats and puts the least stress on the corners. A 12-point socket is easier to fit in tight spots, but its thinner points bear closer to the corners, so it rounds a tight or worn head more easily. Open-end and adjustable wrenches grip only two flats and can spread or slip.",
  },
  {
    id: "SI-010",
    topic: "hand tools",
    difficulty: "hard",
    stem: "Of the standard file cuts listed, which is the coarsest?",
    options: ["Smooth", "Second cut", "Bastard", "Dead smooth"],
    answer: 2,
    explanation:
      "From coarse to fine, the common file grades run coarse, bastard, second cut, smooth, and dead smooth, so bastard is the coarsest choice here. Its odd name leads many people to think it is a fine or special file, but it is the everyday grade for fast metal removal.",
  },

  // ---------------------------------------------------------------- power tools
  {
    id: "SI-011",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which portable power saw is best for cutting a curved opening in the middle of a sheet of plywood?",
    options: ["Circular saw", "Miter saw", "Jigsaw", "Reciprocating saw"],
    answer: 2,
    explanation:
      "A jigsaw (saber saw) has a narrow blade that moves up and down, so it can follow curves, and it can start from a drilled hole to cut an interior opening. A circular saw's large round blade cuts only straight lines, a miter saw makes angled crosscuts, and a reciprocating saw is a rough-cutting demolition tool.",
  },
  {
    id: "SI-012",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which power saw is designed mainly for making accurate angled crosscuts in trim and molding?",
    options: ["Miter saw", "Jigsaw", "Band saw", "Reciprocating saw"],
    answer: 0,
    explanation:
      "A miter saw swings its blade down onto the work and pivots to preset angles, making clean, accurate crosscuts and miters for trim. A jigsaw and a band saw are better suited to curved cuts, and a reciprocating saw is for rough demolition cuts.",
  },
  {
    id: "SI-013",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which power tool is used to cut grooves and shape decorative edges on wood?",
    options: ["Belt sander", "Thickness planer", "Jigsaw", "Router"],
    answer: 3,
    explanation:
      "A router spins a shaped bit at high speed to cut grooves and dadoes and to shape edge profiles such as roundovers. A belt sander smooths surfaces, a thickness planer makes a board flat and even in thickness, and a jigsaw cuts curves.",
  },
  {
    id: "SI-014",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which power tool is best suited to drilling holes in concrete or brick?",
    options: ["Impact driver", "Hammer drill", "Drill press", "Right-angle drill"],
    answer: 1,
    explanation:
      "A hammer drill adds rapid forward blows to the bit's rotation, which, with a carbide-tipped masonry bit, chips its way through concrete and brick. An impact driver's blows are delivered in the turning direction to drive screws and bolts, not forward to break up masonry, which is a common mix-up.",
  },
  {
    id: "SI-015",
    topic: "power tools",
    difficulty: "easy",
    stem: "What is the main advantage of a drill press over a handheld drill?",
    options: [
      "It can be used without clamping the workpiece",
      "It drills holes at a precise, repeatable angle and depth",
      "It drives screws faster and with more torque",
      "It can cut curved shapes out of sheet metal",
    ],
    answer: 1,
    explanation:
      "A drill press feeds the bit straight down along a fixed column, so holes come out square to the table, and a depth stop makes every hole the same depth. Work on a drill press should still be clamped or held in a vise, because a grabbing bit can spin an unclamped part.",
  },
  {
    id: "SI-016",
    topic: "power tools",
    difficulty: "medium",
    stem: "On a cordless drill/driver, what does the adjustable clutch do?",
    options: [
      "It slips at a set torque to avoid overdriving screws",
      "It reverses the direction the chuck turns",
      "It switches between high and low speed ranges",
      "It adds a hammering action for drilling masonry",
    ],
    answer: 0,
    explanation:
      "The numbered clutch collar sets how much torque the tool delivers before the clutch slips with a ratcheting sound, so screws stop at a consistent depth and heads are not stripped. Direction is set by the forward/reverse switch, the speed range by a separate gear selector, and hammer action by a hammer-mode setting on some drills.",
  },
  {
    id: "SI-017",
    topic: "power tools",
    difficulty: "hard",
    stem: "When cutting plywood with a handheld circular saw, how should the better-looking face of the sheet be placed, and why?",
    options: [
      "Face up, because the teeth cut downward and splinter the bottom surface",
      "Face down, because the teeth cut upward and splinter the top surface",
      "Face up, because the saw's base plate protects the top surface",
      "Face down, because the blade guard scratches the top surface",
    ],
    answer: 1,
    explanation:
      "A handheld circular saw's blade turns so the teeth move upward through the cut, tearing wood fibers out of the top face. Placing the good face down keeps the splintering on the side that will not show. On a table saw the teeth cut downward, so there the good face goes up, which is the source of the confusion.",
  },
  {
    id: "SI-018",
    topic: "power tools",
    difficulty: "medium",
    stem: "When ripping a board to width on a table saw, what guides the board past the blade?",
    options: ["The rip fence", "The miter gauge", "The blade guard", "The riving knife"],
    answer: 0,
    explanation:
      "Ripping cuts along the length of a board, which is held against the rip fence set parallel to the blade. The miter gauge guides crosscuts. The blade guard and riving knife are safety devices: the guard covers the blade, and the riving knife keeps the cut from closing and pinching the blade.",
  },

  // ---------------------------------------------------------------- measuring tools
  {
    id: "SI-019",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "The head of a combination square is made to check and mark which two angles?",
    options: ["45° and 30°", "90° and 45°", "90° and 60°", "60° and 30°"],
    answer: 1,
    explanation:
      "One face of a combination square's head meets the blade at 90° and the other at 45°, so it can check square cuts and lay out miters. Marking 30° and 60° angles calls for an adjustable tool such as a protractor or sliding T-bevel.",
  },
  {
    id: "SI-020",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "A carpenter's level shows that a surface is level when the bubble in the vial is...",
    options: [
      "centered between the two marked lines",
      "pushed toward whichever end is higher",
      "pushed toward whichever end is lower",
      "touching either one of the marked lines",
    ],
    answer: 0,
    explanation:
      "The bubble floats to the highest point of the slightly curved vial, so it sits centered between the lines only when the level is truly level. If one end is high, the bubble moves toward that end, not toward the low end.",
  },
  {
    id: "SI-021",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "How many millimeters are in one inch?",
    options: ["2.54", "10", "25.4", "39.4"],
    answer: 2,
    explanation:
      "One inch is defined as exactly 25.4 millimeters. The number 2.54 is the number of centimeters in an inch, which is the usual mix-up, and about 39.4 is the number of inches in a meter.",
  },
  {
    id: "SI-022",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "Which single measuring tool can measure an outside diameter, an inside diameter, and the depth of a hole?",
    options: ["Outside micrometer", "Feeler gauge", "Telescoping gauge", "Dial or vernier caliper"],
    answer: 3,
    explanation:
      "A caliper has outside jaws, smaller inside jaws, and a depth rod that slides out of the end of the beam, so one tool handles all three measurements. An outside micrometer measures only outside dimensions, a telescoping gauge only transfers inside dimensions, and a feeler gauge measures narrow gaps.",
  },
  {
    id: "SI-023",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "Which tool is used to measure small clearances, such as the valve lash of an engine?",
    options: ["Feeler gauge", "Dial caliper", "Steel rule", "Thread pitch gauge"],
    answer: 0,
    explanation:
      "A feeler gauge is a set of thin steel blades of marked thickness; the clearance equals the blade that slides into the gap with slight drag. A caliper's jaws cannot reach into a narrow gap between parts, a steel rule is far too coarse, and a thread pitch gauge identifies thread spacing.",
  },
  {
    id: "SI-024",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "Which tool is used to copy an existing angle, such as the angle of a corner, and transfer it to a workpiece?",
    options: ["Try square", "Combination square", "Sliding T-bevel", "Straightedge"],
    answer: 2,
    explanation:
      "A sliding T-bevel has a blade that pivots and locks at any angle, so it can be set to an existing angle and used to mark the same angle elsewhere. A try square is fixed at 90°, a combination square at 90° and 45°, and a straightedge only checks that a line or surface is straight.",
  },
  {
    id: "SI-025",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "On a standard inch micrometer, the last numbered line visible on the sleeve is 4, three small division lines are visible past it, and the thimble reads 8. What is the measurement?",
    options: ["0.408 in", "0.438 in", "0.483 in", "0.555 in"],
    answer: 2,
    explanation:
      "Each numbered sleeve line is 0.100 in, each small sleeve line 0.025 in, and each thimble division 0.001 in: 0.400 + 3 × 0.025 + 0.008 = 0.483 in. Treating the small lines as 0.010 in gives 0.438, and ignoring them gives 0.408.",
  },
  {
    id: "SI-026",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "The metal hook on the end of a tape measure slides in and out slightly. Why?",
    options: [
      "It has worked loose from wear and should be tightened",
      "It shifts by its own thickness for both hooked and pushed readings",
      "It lets the tape retract into the case without bending the hook",
      "It absorbs the shock when the tape snaps back into the case",
    ],
    answer: 1,
    explanation:
      "When the hook is pulled over an edge, it slides out by exactly its own thickness; when it is pushed against a surface for an inside reading, it slides in by the same amount, so the zero point is correct both ways. The movement is designed in, not a sign of wear, and crimping the rivets to stop it makes every measurement wrong.",
  },
  {
    id: "SI-027",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "What is a telescoping gauge used for?",
    options: [
      "Measuring a bore's inside diameter, to be read with a micrometer",
      "Checking a rotating shaft for runout (wobble) as it turns",
      "Measuring the gap between two parts, such as valve clearance",
      "Finding the number of threads per inch on a bolt or screw",
    ],
    answer: 0,
    explanation:
      "A telescoping gauge's spring-loaded plungers expand to touch the walls of a bore and are locked at that size; the gauge is then measured across its ends with an outside micrometer. Runout is checked with a dial indicator, gaps such as valve clearance with a feeler gauge, and threads per inch with a thread pitch gauge.",
  },

  // ---------------------------------------------------------------- fasteners
  {
    id: "SI-028",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Which fastener is best for hanging a heavy shelf on hollow drywall where there is no stud behind it?",
    options: ["Lag screw", "Common nail", "Toggle bolt", "Carriage bolt"],
    answer: 2,
    explanation:
      "A toggle bolt's spring-loaded wings pass through a drilled hole, open behind the drywall, and spread the load over a wide area of the back of the wall. A lag screw or nail needs solid wood to grip and would pull out of drywall, and a carriage bolt needs a nut on the far side.",
  },
  {
    id: "SI-029",
    topic: "fasteners",
    difficulty: "easy",
    stem: "Why is a pilot hole drilled before driving a wood screw near the end of a board?",
    options: [
      "To set the screw head flush with the surface",
      "To let the screw be driven in with a hammer",
      "To leave room for the wood to swell later",
      "To keep the board from splitting",
    ],
    answer: 3,
    explanation:
      "A screw wedges the wood fibers apart as it goes in, and near the end of a board that wedging can split the wood. A pilot hole slightly smaller than the screw's thread root removes the wedge while leaving wood for the threads to grip. Setting the head flush is done with a countersink, a separate step.",
  },
  {
    id: "SI-030",
    topic: "fasteners",
    difficulty: "medium",
    stem: "About how long is a 16d (16-penny) common nail?",
    options: ["2 inches", "2 1/2 inches", "3 1/2 inches", "4 inches"],
    answer: 2,
    explanation:
      "In the penny system, where d stands for penny, a 16d common nail is 3 1/2 inches long, the standard nail for framing with 2× lumber. A 6d nail is 2 inches, an 8d nail is 2 1/2 inches, and a 20d nail is 4 inches; the penny number is not a direct measure of length.",
  },
  {
    id: "SI-031",
    topic: "fasteners",
    difficulty: "medium",
    stem: "In the bolt size 1/4-20 UNC, what does the 20 mean?",
    options: [
      "The bolt is 20 millimeters long",
      "The bolt is 2.0 inches long",
      "The bolt's strength grade is 20",
      "The bolt has 20 threads per inch",
    ],
    answer: 3,
    explanation:
      "Inch thread sizes give the nominal diameter (1/4 inch) followed by the number of threads per inch (20); UNC means Unified National Coarse. Length is listed separately, as in 1/4-20 × 1, and strength grade is shown by markings on the head, not in the thread size.",
  },
  {
    id: "SI-032",
    topic: "fasteners",
    difficulty: "medium",
    stem: "A blind (pop) rivet is especially useful when...",
    options: [
      "only one side of the work can be reached",
      "the joint must be taken apart and put back together often",
      "threads must be cut in the parts being joined",
      "no hole can be drilled through the parts",
    ],
    answer: 0,
    explanation:
      "A blind rivet is inserted and set entirely from one side: pulling its mandrel expands the rivet body behind the work. Joints that must come apart often call for bolts or screws, since a rivet has to be drilled out to remove it. Like any rivet, it needs a hole through the parts.",
  },
  {
    id: "SI-033",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Which bolt has a smooth, rounded head and a square neck that bites into wood to keep it from turning while the nut is tightened?",
    options: ["Lag bolt", "Machine bolt", "Toggle bolt", "Carriage bolt"],
    answer: 3,
    explanation:
      "A carriage bolt's square neck locks into the wood, so the nut can be tightened from one side without a wrench on the smooth, domed head. A lag bolt is really a heavy screw with no nut, a machine bolt has a hex head that needs its own wrench, and a toggle bolt is for hollow walls.",
  },
  {
    id: "SI-034",
    topic: "fasteners",
    difficulty: "medium",
    stem: "Which nut has slots across its top so a cotter pin can pass through it and a hole in the bolt, keeping the nut from turning?",
    options: ["Wing nut", "Jam nut", "Castle nut", "Acorn nut"],
    answer: 2,
    explanation:
      "A castle (castellated) nut has notches that line up with a hole drilled in the bolt; a cotter pin through both locks the nut in place, which is why it is used on parts such as tie rod ends. A jam nut locks by being tightened against another nut, an acorn nut is a closed, dome-topped cap nut, and a wing nut is for hand tightening.",
  },
  {
    id: "SI-035",
    topic: "fasteners",
    difficulty: "hard",
    stem: "What does the metric thread size M8 × 1.25 mean?",
    options: [
      "8 mm in diameter, 1.25 mm between threads",
      "8 mm long, 1.25 mm in diameter",
      "8 threads per mm, 1.25 mm in diameter",
      "8 mm wrench size, 1.25 mm thread depth",
    ],
    answer: 0,
    explanation:
      "In metric thread sizes, the number after M is the nominal major diameter in millimeters, and the second number is the pitch, the distance from one thread crest to the next. Metric sizes state pitch rather than a thread count, and the wrench size of an M8 bolt head is larger than 8 mm (typically 12 or 13 mm).",
  },
  {
    id: "SI-036",
    topic: "fasteners",
    difficulty: "hard",
    stem: "A bolt head is marked with six evenly spaced radial lines. In the SAE system, what grade is the bolt?",
    options: ["Grade 2", "Grade 5", "Grade 6", "Grade 8"],
    answer: 3,
    explanation:
      "SAE grade marks use two fewer radial lines than the grade number: three lines mark Grade 5 and six lines mark Grade 8, the stronger of the two. The SAE system has no Grade 6, so taking the line count as the grade is the trap. An unmarked head usually indicates a low-strength bolt such as Grade 2.",
  },

  // ---------------------------------------------------------------- wood and materials
  {
    id: "SI-037",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Which of these woods is a softwood?",
    options: ["Oak", "Maple", "Pine", "Walnut"],
    answer: 2,
    explanation:
      "Pine comes from a cone-bearing (coniferous) tree, which makes it a softwood. Oak, maple, and walnut come from broad-leaved trees and are hardwoods.",
  },
  {
    id: "SI-038",
    topic: "wood and materials",
    difficulty: "easy",
    stem: "Which adhesive comes as two parts, a resin and a hardener, that must be mixed just before use?",
    options: ["Contact cement", "Epoxy", "Yellow wood glue", "Hot-melt glue"],
    answer: 1,
    explanation:
      "Epoxy hardens by a chemical reaction between its resin and hardener, forming a strong, gap-filling bond on metal, wood, and many plastics. Contact cement and yellow wood glue come ready to use and set as their solvent or water evaporates, and hot-melt glue sets as it cools.",
  },
  {
    id: "SI-039",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "Why is plywood strong in both directions across the panel and resistant to splitting?",
    options: [
      "Its layers all have their grain running the same way",
      "It is made of wood fibers pressed together with resin",
      "It is cut in one piece from a very wide log",
      "The grain of each layer runs at right angles to the next",
    ],
    answer: 3,
    explanation:
      "Plywood is built from thin veneers glued with the grain of each layer crossing its neighbors at right angles, so the panel is strong both ways and will not split along a single grain line. Grain all running one way describes solid lumber, and fibers pressed with resin describe fiberboard such as MDF.",
  },
  {
    id: "SI-040",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "What are the actual dimensions of a standard dry, surfaced 2×4?",
    options: ["2 by 4 inches", "1 3/4 by 3 3/4 inches", "1 1/2 by 3 1/2 inches", "1 1/2 by 4 inches"],
    answer: 2,
    explanation:
      "2×4 is a nominal size; after the lumber is dried and planed smooth, a standard 2×4 measures 1 1/2 by 3 1/2 inches. Assuming the nominal size is the real size is a common cause of layout errors.",
  },
  {
    id: "SI-041",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "How many board feet are in a board 2 inches thick, 6 inches wide, and 12 feet long?",
    options: ["6", "12", "24", "144"],
    answer: 1,
    explanation:
      "A board foot is 144 cubic inches, the same as a piece 1 inch thick, 12 inches wide, and 1 foot long. Board feet = thickness (in) × width (in) × length (ft) ÷ 12 = 2 × 6 × 12 ÷ 12 = 12. The answer 144 comes from forgetting to divide by 12.",
  },
  {
    id: "SI-042",
    topic: "wood and materials",
    difficulty: "medium",
    stem: "A rectangular channel cut across the grain of a board, into which the end of another board fits (as for a bookshelf), is called a...",
    options: ["dado", "rabbet", "miter", "dovetail"],
    answer: 0,
    explanation:
      "A dado runs across the grain and has a wall on each side, giving a strong, self-aligning joint for shelves. A rabbet is an L-shaped step cut along the edge or end of a board, open on one side; a miter is an angled joint, and a dovetail uses interlocking flared pins and tails.",
  },
  {
    id: "SI-043",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Balsa is one of the lightest and softest woods, yet it is classified as a hardwood. Why?",
    options: [
      "Balsa becomes very hard after it is kiln-dried",
      "Any wood grown in the tropics is called a hardwood",
      "The terms describe the type of tree, not the wood's hardness",
      "Balsa is rated by its end grain, which is harder than its face",
    ],
    answer: 2,
    explanation:
      "Hardwood and softwood describe botany, not hardness: hardwoods come from broad-leaved flowering trees and softwoods from conifers. Balsa is a broad-leaved tree, so it is a hardwood even though it is far softer than pine, while some softwoods, such as yew, are quite hard.",
  },
  {
    id: "SI-044",
    topic: "wood and materials",
    difficulty: "hard",
    stem: "Brass is an alloy made mainly of copper and...",
    options: ["tin", "zinc", "lead", "nickel"],
    answer: 1,
    explanation:
      "Brass is copper alloyed mainly with zinc. Copper alloyed mainly with tin is bronze, which is the usual mix-up between the two. Small amounts of lead or nickel are added to some brasses, but neither is the main alloying metal.",
  },

  // ---------------------------------------------------------------- metalworking
  {
    id: "SI-045",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Before drilling a hole in steel, which tool is used to make a small dent that keeps the drill bit from wandering?",
    options: ["Center punch", "Pin punch", "Nail set", "Cold chisel"],
    answer: 0,
    explanation:
      "A center punch's hardened, cone-shaped point leaves a dimple that guides the drill's tip and keeps it from skating across the surface. A pin punch has a flat, straight tip for driving out pins, and a nail set is for sinking nail heads in wood.",
  },
  {
    id: "SI-046",
    topic: "metalworking",
    difficulty: "medium",
    stem: "How should a blade be installed in a hacksaw frame?",
    options: [
      "With the teeth pointing toward the handle, so it cuts on the pull stroke",
      "With the teeth pointing either way, since it cuts in both directions",
      "With the blade left loose enough to flex slightly during the cut",
      "With the teeth pointing away from the handle, so it cuts on the push stroke",
    ],
    answer: 3,
    explanation:
      "A hacksaw cuts on the forward stroke, so the teeth must point away from the handle, toward the front of the frame, with the blade pulled tight. Teeth pointing toward the handle make it cut on the pull stroke, which is awkward and wears the teeth, and a loose blade wanders and can snap.",
  },
  {
    id: "SI-047",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Which tool is used to cut external threads on a rod?",
    options: ["Tap", "Reamer", "Thread pitch gauge", "Die"],
    answer: 3,
    explanation:
      "A die is turned over the outside of a rod to cut external (male) threads. A tap does the opposite, cutting internal threads inside a drilled hole, which is the most common mix-up. A reamer sizes a hole, and a thread pitch gauge only measures threads.",
  },
  {
    id: "SI-048",
    topic: "metalworking",
    difficulty: "hard",
    stem: "When cutting thin-wall tubing with a hacksaw, which blade should you choose?",
    options: [
      "A coarse blade with few teeth per inch, so the chips clear out faster",
      "A fine blade with many teeth per inch, so several teeth touch the wall",
      "A coarse blade, because fine teeth dull too quickly on thin metal",
      "Any blade at all, because tooth count matters only on thick stock",
    ],
    answer: 1,
    explanation:
      "At least two or three teeth should be in contact with the work at all times. On thin stock, a coarse blade's widely spaced teeth straddle the wall, so single teeth catch, chatter, and can break off. Coarse blades suit thick, soft material, where clearing chips matters more.",
  },
  {
    id: "SI-049",
    topic: "metalworking",
    difficulty: "hard",
    stem: "A hole has been drilled slightly undersize. Which tool brings it to an accurate final diameter with a smooth finish?",
    options: ["Countersink", "Reamer", "Tap", "Counterbore"],
    answer: 1,
    explanation:
      "A reamer has many straight or spiral cutting edges that remove only a few thousandths of an inch, leaving a hole of precise size and smooth finish. A countersink cuts a cone-shaped recess for a flat-head screw, a counterbore cuts a flat-bottomed recess for a bolt head, and a tap cuts threads.",
  },
  {
    id: "SI-050",
    topic: "metalworking",
    difficulty: "hard",
    stem: "Using the rule 'tap drill size = major diameter minus pitch,' what drill should be used before tapping an M10 × 1.5 thread?",
    options: ["8.5 mm", "9.0 mm", "10.0 mm", "11.5 mm"],
    answer: 0,
    explanation:
      "10 mm − 1.5 mm = 8.5 mm, which leaves enough metal around the hole for the tap to form full threads. A 10 mm drill would leave almost nothing for the threads to cut into, and 11.5 mm comes from adding the pitch instead of subtracting it.",
  },
  {
    id: "SI-051",
    topic: "metalworking",
    difficulty: "hard",
    stem: "Compared with a small twist drill, a large-diameter twist drill boring into the same steel should be run at...",
    options: [
      "a higher speed, since it removes more metal each turn",
      "the same speed, since speed depends only on the metal",
      "the highest speed available, to keep it from binding",
      "a lower speed, since its cutting edges move faster at the rim",
    ],
    answer: 3,
    explanation:
      "What matters is how fast the cutting edge moves across the metal (the cutting or surface speed), which depends on both rpm and the bit's circumference. A larger bit's edge travels farther each turn, so it needs fewer rpm to stay at a safe cutting speed; running it fast overheats and dulls it. The metal sets the cutting speed, but the diameter sets the rpm.",
  },
  {
    id: "SI-052",
    topic: "metalworking",
    difficulty: "hard",
    stem: "After a steel chisel is hardened by heating and quenching, it is reheated to a lower temperature to reduce its brittleness. What is this step called?",
    options: ["Annealing", "Normalizing", "Case hardening", "Tempering"],
    answer: 3,
    explanation:
      "Tempering gives up a little hardness in exchange for toughness, so a hardened tool does not chip or shatter in use. Annealing is heating and slow cooling to make metal as soft as possible, normalizing refines the grain by cooling in still air, and case hardening adds a hard surface layer.",
  },

  // ---------------------------------------------------------------- welding and soldering
  {
    id: "SI-053",
    topic: "welding",
    difficulty: "easy",
    stem: "Why must an arc welder wear a welding helmet with the proper filter lens instead of ordinary sunglasses?",
    options: [
      "The arc's ultraviolet and infrared radiation can burn the eyes",
      "Sunglasses make it too dark to see the weld puddle",
      "Sunglasses can melt from the heat of the arc",
      "The helmet is needed mainly to keep fumes out of the nose",
    ],
    answer: 0,
    explanation:
      "An electric arc gives off intense ultraviolet and infrared radiation that can burn the eyes ('arc eye' or welder's flash) and the skin within seconds. Sunglasses do not block nearly enough of it, while a filter lens of the correct shade does. The helmet also shields the face from spatter, but it is not a fume respirator.",
  },
  {
    id: "SI-054",
    topic: "welding",
    difficulty: "medium",
    stem: "In shielded metal arc (stick) welding, what does the flux coating on the electrode do?",
    options: [
      "It carries the current from the holder to the work",
      "It keeps the electrode from melting during the weld",
      "It forms gas and slag that shield the weld from the air",
      "It cools the weld quickly so it does not crack",
    ],
    answer: 2,
    explanation:
      "As the flux burns, it gives off shielding gas and forms a layer of slag over the bead, keeping oxygen and nitrogen in the air out of the molten metal. The current flows through the metal core wire, not the coating, and the electrode is supposed to melt, since it is also the filler metal.",
  },
  {
    id: "SI-055",
    topic: "welding",
    difficulty: "medium",
    stem: "Which welding process uses a non-consumable tungsten electrode, with any filler rod added separately by hand?",
    options: ["MIG welding", "TIG welding", "Stick welding", "Flux-cored welding"],
    answer: 1,
    explanation:
      "In TIG (gas tungsten arc) welding, the tungsten electrode carries the arc but does not melt into the weld, so the welder feeds a separate filler rod when one is needed. MIG welding uses a continuously fed wire that is both electrode and filler, and stick and flux-cored welding also consume their electrodes.",
  },
  {
    id: "SI-056",
    topic: "welding",
    difficulty: "medium",
    stem: "Why is flux used when soldering?",
    options: [
      "To lower the melting point of the solder",
      "To clear oxides so the solder can wet the metal",
      "To fill gaps in the joint and add strength",
      "To cool the joint quickly after the solder melts",
    ],
    answer: 1,
    explanation:
      "Solder will not bond to an oxidized surface. Flux dissolves the thin oxide film and keeps new oxide from forming as the joint heats, so molten solder can wet the metal and flow into the joint. It does not change the solder's melting point or add strength by itself.",
  },
  {
    id: "SI-057",
    topic: "welding",
    difficulty: "medium",
    stem: "Why should acid-core solder not be used on electrical wiring?",
    options: [
      "It melts at too high a temperature for copper wire",
      "It stops conducting electricity once it hardens",
      "It must be heated with a torch rather than an iron",
      "Its acid flux leaves a residue that corrodes wires and parts",
    ],
    answer: 3,
    explanation:
      "Acid flux is strong enough to clean plumbing and sheet metal, but its residue keeps attacking copper wire and components after the joint is made. Electrical work uses rosin-core solder, whose residue is not corrosive. The solder metal itself conducts normally.",
  },
  {
    id: "SI-058",
    topic: "welding",
    difficulty: "medium",
    stem: "In oxyacetylene welding, a neutral flame is produced when...",
    options: [
      "oxygen and acetylene are burned in roughly equal amounts",
      "there is extra acetylene, giving a feathery white zone around the cone",
      "there is extra oxygen, giving a short, pointed, hissing inner cone",
      "acetylene is burned with air alone, without added oxygen",
    ],
    answer: 0,
    explanation:
      "With about a one-to-one ratio of oxygen to acetylene, the flame has a clear, rounded inner cone and neither adds carbon to nor oxidizes the steel, which is why it is used for most welding. Extra acetylene gives a carburizing flame with a feather, extra oxygen gives an oxidizing flame, and acetylene burning in air alone gives a smoky, sooty flame.",
  },
  {
    id: "SI-059",
    topic: "welding",
    difficulty: "hard",
    stem: "What mainly distinguishes brazing from soldering?",
    options: [
      "Brazing melts the edges of the base metals; soldering does not",
      "Brazing uses no filler metal; soldering always does",
      "Brazing filler melts above about 840°F (450°C); solder melts below that",
      "Brazing is used only on steel; soldering is used only on copper",
    ],
    answer: 2,
    explanation:
      "Both processes join metals with a filler that melts below the melting point of the base metals, which never melt. The dividing line is the filler's melting temperature, about 840°F (450°C). Melting the base metals together is welding, not brazing, which is the most common misconception.",
  },

  // ---------------------------------------------------------------- shop safety
  {
    id: "SI-060",
    topic: "shop safety",
    difficulty: "easy",
    stem: "Which should be done before working at a rotating machine such as a lathe or drill press?",
    options: [
      "Leave the chuck key in the chuck for quick bit changes",
      "Hold small workpieces by hand so they can be let go quickly",
      "Set the machine to its top speed for a cleaner cut",
      "Remove rings and watches and secure loose sleeves",
    ],
    answer: 3,
    explanation:
      "Rings, watches, and loose sleeves can be caught by a spinning chuck or workpiece and pull the hand or arm in. A chuck key left in the chuck is thrown out when the machine starts, small parts must be clamped rather than hand-held, and the right speed depends on the material and tool, not simply the fastest setting.",
  },
  {
    id: "SI-061",
    topic: "shop safety",
    difficulty: "medium",
    stem: "A fire in a pan of gasoline or paint thinner is which class of fire?",
    options: ["Class A", "Class B", "Class C", "Class D"],
    answer: 1,
    explanation:
      "In the U.S. system, Class B covers flammable liquids and gases such as gasoline, solvents, and paint thinner. Class A is ordinary combustibles like wood and paper, Class C is energized electrical equipment, and Class D is burning metals. Water can spread a Class B fire, so a B-rated or ABC extinguisher is used.",
  },
  {
    id: "SI-062",
    topic: "shop safety",
    difficulty: "medium",
    stem: "What is the main danger of wearing loose-fitting gloves while operating a drill press?",
    options: [
      "The glove can build up static and shock the operator",
      "The glove can soak up cutting oil and irritate the skin",
      "The glove can catch on the turning bit or chuck and pull the hand in",
      "The glove can melt from the heat of the metal chips",
    ],
    answer: 2,
    explanation:
      "A rotating bit or chuck can snag loose glove material faster than the operator can react, drawing the hand into the machine. For that reason, gloves are kept away from rotating machine tools, and chips are cleared with a brush rather than by hand. Static, oil, and hot chips are minor concerns by comparison.",
  },
  {
    id: "SI-063",
    topic: "shop safety",
    difficulty: "medium",
    stem: "The struck end of a cold chisel has spread into a ragged 'mushroom' shape. What should be done?",
    options: [
      "Keep using it, since the wider head is easier to hit",
      "Strike it only with a heavier hammer from now on",
      "Wrap the head with tape to hold the edges in",
      "Grind off the mushroomed edge before using it again",
    ],
    answer: 3,
    explanation:
      "Repeated blows curl the head over, and those hardened, cracked edges can break off and fly like shrapnel when struck. Dressing the head on a grinder, restoring a slight chamfer, removes the hazard. A heavier hammer makes the problem worse, and tape will not contain flying fragments.",
  },
  {
    id: "SI-064",
    topic: "shop safety",
    difficulty: "hard",
    stem: "Rags used to apply linseed oil or an oil-based stain should be...",
    options: [
      "spread flat outdoors to dry or sealed in a metal can with water",
      "folded and stacked on a shelf so they can be reused later",
      "stuffed into a plastic bag and dropped in the trash can",
      "piled in a warm corner of the shop so the oil dries faster",
    ],
    answer: 0,
    explanation:
      "Drying oils such as linseed oil harden by reacting with oxygen, and that reaction gives off heat. In a folded stack or a wadded bag the heat cannot escape, and the rags can burst into flame on their own (spontaneous combustion) hours later. Spreading them out or sealing them in a metal can with water prevents the heat buildup.",
  },
  {
    id: "SI-065",
    topic: "shop safety",
    difficulty: "hard",
    stem: "Why must oil or grease never be used on oxygen cylinder valves, regulators, or fittings?",
    options: [
      "Oil makes the threads slip, so fittings work loose",
      "Oil can ignite violently in pressurized oxygen",
      "Oil clogs the regulator's pressure gauge",
      "Oil reacts with acetylene to form a poisonous gas",
    ],
    answer: 1,
    explanation:
      "Pure oxygen under pressure makes oils and greases burn with explosive intensity, and they can ignite without any spark. That is why oxygen equipment is kept clean and free of oil. The danger is fire or explosion, not loose threads or clogged gauges.",
  },
];
