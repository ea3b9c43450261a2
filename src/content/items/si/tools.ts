import type { AuthoredItem } from "../../types";

export const SI_TOOLS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "SI-066",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which hand tool is used to tighten a bolt to a specified tightness, such as 65 lb-ft?",
    options: ["Breaker bar", "Pipe wrench", "Ratchet handle", "Torque wrench"],
    answer: 3,
    explanation:
      "A torque wrench shows or clicks at a set amount of twisting force, so the bolt is tightened to the specified value. A breaker bar and a ratchet handle turn fasteners but do not measure torque, and a pipe wrench is made for gripping round pipe.",
  },
  {
    id: "SI-067",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which wrench has serrated jaws that tighten their grip as the handle is pulled, making it the usual choice for turning threaded pipe?",
    options: ["Box-end wrench", "Combination wrench", "Torque wrench", "Pipe wrench"],
    answer: 3,
    explanation:
      "A pipe wrench's toothed hook jaw bites harder into round pipe as force is applied. Box-end and combination wrenches fit the flats of hex nuts and bolts and would slip on a smooth round pipe, and a torque wrench is used to tighten fasteners to a set value.",
  },
  {
    id: "SI-068",
    topic: "hand tools",
    difficulty: "easy",
    stem: "A screw head has a six-pointed, star-shaped recess. Which driver fits it?",
    options: ["Phillips driver", "Hex key", "Star (Torx) driver", "Square-drive bit"],
    answer: 2,
    explanation:
      "A star (Torx) driver has six rounded lobes that match the star-shaped recess. A Phillips driver fits a cross-shaped recess, a hex key fits a plain six-sided socket, and a square-drive bit fits a square recess.",
  },
  {
    id: "SI-069",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which hand tool is best for cutting thin sheet metal, such as aluminum flashing?",
    options: ["Bolt cutters", "Tin snips", "Side cutters", "Coping saw"],
    answer: 1,
    explanation:
      "Tin snips (aviation snips) work like heavy scissors and shear thin sheet metal along a marked line. Bolt cutters crush through rods and bolts, side cutters are for wire, and a coping saw is made for curves in thin wood.",
  },
  {
    id: "SI-070",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which hand tool removes the insulation from the end of an electrical wire without nicking the copper?",
    options: ["Diagonal cutter", "Needle-nose pliers", "Utility knife", "Wire stripper"],
    answer: 3,
    explanation:
      "A wire stripper has notches sized to each wire gauge, so it cuts only the insulation, which then slides off. Diagonal cutters are made to cut through the wire itself, needle-nose pliers grip and bend it, and a utility knife easily nicks the conductor.",
  },
  {
    id: "SI-071",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which saw has a narrow, pointed blade that can be pushed into drywall to cut an opening for an electrical box?",
    options: ["Keyhole saw", "Backsaw", "Crosscut saw", "Hacksaw"],
    answer: 0,
    explanation:
      "A keyhole (drywall) saw has a narrow, pointed blade that can be plunged into the panel and steered around a small opening. A backsaw and a crosscut saw are for straight cuts starting at an edge, and a hacksaw's blade is held in a frame that cannot pass through the wall.",
  },
  {
    id: "SI-072",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Several boards are being glued edge to edge to make a wide tabletop. Which clamps are best for pulling the joints together?",
    options: ["Plastic spring clamps", "Locking-jaw pliers", "Small steel C-clamps", "Bar or pipe clamps"],
    answer: 3,
    explanation:
      "Bar and pipe clamps have long bars that reach across the whole width of the panel and apply steady pressure to every joint. Spring clamps and locking pliers hold small parts, and C-clamps open only a few inches, far too little to span a tabletop.",
  },
  {
    id: "SI-073",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which tool is best for prying apart nailed boards and pulling nails with little damage to the wood?",
    options: ["Cold chisel", "Slotted screwdriver", "Ball-peen hammer", "Flat pry bar"],
    answer: 3,
    explanation:
      "A flat pry bar has thin, notched ends that slip between boards and grip nail heads, and its length gives leverage. A cold chisel is for cutting metal, a screwdriver bends or snaps when used as a lever, and a ball-peen hammer has no claw for pulling nails.",
  },
  {
    id: "SI-074",
    topic: "hand tools",
    difficulty: "easy",
    stem: "Which hand tool shaves thin curls of wood from a board to make its edge straight and smooth?",
    options: ["Wood rasp", "Spokeshave", "Hand plane", "Scratch awl"],
    answer: 2,
    explanation:
      "A hand plane holds a sharp blade at a fixed depth in a long, flat sole, so it takes even shavings and straightens an edge. A rasp tears wood away roughly, a spokeshave has a very short sole meant for curves, and a scratch awl marks layout lines.",
  },
  {
    id: "SI-075",
    topic: "hand tools",
    difficulty: "easy",
    stem: "What is the best tool for striking the wooden handle of a wood chisel?",
    options: ["Ball-peen hammer", "Sledgehammer", "Framing hammer", "Wooden mallet"],
    answer: 3,
    explanation:
      "A wooden (or rawhide) mallet delivers a firm blow with a broad face that does not split or mushroom the chisel's handle. Steel hammers such as a ball-peen, framing hammer, or sledgehammer concentrate the blow and can crack a wooden handle.",
  },
  {
    id: "SI-076",
    topic: "hand tools",
    difficulty: "medium",
    stem: "What is the main advantage of a ratchet handle with a socket over a fixed box-end wrench?",
    options: [
      "It measures the torque applied to the fastener",
      "It grips round pipe as well as hex nuts",
      "It fits many fastener sizes with one jaw",
      "It need not be lifted off the nut for each stroke",
    ],
    answer: 3,
    explanation:
      "The ratchet mechanism lets the handle swing back freely while the socket stays on the fastener, so the user never has to lift and reposition it. It does not measure torque (a torque wrench does), it cannot grip round pipe, and each socket fits only one size.",
  },
  {
    id: "SI-077",
    topic: "hand tools",
    difficulty: "medium",
    stem: "How does a wood rasp differ from a metal file?",
    options: [
      "It has separate raised teeth that cut wood quickly",
      "It has fine parallel ridges that leave a smooth finish",
      "It is meant for hardened steel rather than wood",
      "It cuts only on the return stroke toward the user",
    ],
    answer: 0,
    explanation:
      "A rasp's teeth are individually punched points that remove wood fast but leave a rough surface, so it is used for shaping. Fine parallel ridges describe a file, neither tool is meant for hardened steel, and both cut on the push stroke.",
  },
  {
    id: "SI-078",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Which pliers have a jaw that can be moved to several positions along a grooved channel, letting them grip a large nut or pipe?",
    options: ["Needle-nose pliers", "Tongue-and-groove pliers", "Diagonal cutting pliers", "Lineman's pliers"],
    answer: 1,
    explanation:
      "Tongue-and-groove (often called channel-type) pliers let the pivot slide into several grooves, so the jaws open wide enough for large pipes and nuts. Needle-nose, diagonal cutting, and lineman's pliers have a fixed pivot and a small jaw opening.",
  },
  {
    id: "SI-079",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Why are soft covers (such as aluminum or plastic) put over the jaws of a bench vise?",
    options: [
      "To make the vise clamp with much greater force",
      "To keep the jaws from marring finished work",
      "To stop the vise from conducting electricity",
      "To make the jaws open wider for large parts",
    ],
    answer: 1,
    explanation:
      "Steel vise jaws have sharp serrations that dent or scratch soft or finished surfaces; soft covers spread the pressure and protect the part. They actually reduce the grip somewhat, they are not there for electrical insulation, and they make the opening narrower, not wider.",
  },
  {
    id: "SI-080",
    topic: "hand tools",
    difficulty: "medium",
    stem: "What usually happens when a slotted screwdriver whose tip is much narrower than the screw slot is used on a tight screw?",
    options: [
      "The screw turns more easily because of the thin tip",
      "The screw is driven deeper than it should be",
      "The tip twists in the slot and chews up its edges",
      "The handle slips but the screw head is protected",
    ],
    answer: 2,
    explanation:
      "A tip that does not fill the slot bears on only a small area, so it twists and damages both the slot and the tip. The tip should fill the length and width of the slot. A poorly fitting tip never makes the screw easier to turn, and the damage is to the screw head.",
  },
  {
    id: "SI-081",
    topic: "hand tools",
    difficulty: "medium",
    stem: "A mechanic needs to loosen a very tight lug nut and wants as much leverage as possible. Which tool is made for this job?",
    options: ["Nut driver", "Breaker bar", "Stubby ratchet", "Open-end wrench"],
    answer: 1,
    explanation:
      "A breaker bar is a long, solid handle with a pivoting drive head; its length multiplies the turning force on a stubborn fastener. A nut driver and a stubby ratchet have short handles for light work or tight spaces, and an open-end wrench grips only two flats and can slip on a very tight nut.",
  },
  {
    id: "SI-082",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Why is it safer to pull a wrench toward you than to push it away?",
    options: [
      "Pulling always produces more torque than pushing",
      "Pushing can reverse the threads on the fastener",
      "If it slips, your hand is not thrown into the work",
      "Pulling keeps the wrench from needing a tight fit",
    ],
    answer: 2,
    explanation:
      "When a wrench or fastener suddenly lets go while being pushed, the hand lunges forward into the work and knuckles get skinned or broken. Pulling keeps the body balanced and the hand moving toward you. The torque is the same for the same force and handle length, and the direction of force has no effect on threads.",
  },
  {
    id: "SI-083",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Why should you not slip a length of pipe over a wrench handle to get more leverage?",
    options: [
      "It reduces the torque delivered to the fastener",
      "It makes the wrench jaws fit the nut too loosely",
      "It can overload and break the wrench or the fastener",
      "It reverses the direction the wrench turns",
    ],
    answer: 2,
    explanation:
      "A 'cheater' pipe lengthens the handle, so the torque can far exceed what the wrench or bolt was designed for; the wrench can crack or the bolt can snap, and the user can be hurt. A longer handle increases torque rather than reducing it, and it has no effect on fit or turning direction.",
  },
  {
    id: "SI-084",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Why should a board be planed in the same direction as its grain runs?",
    options: [
      "Planing with the grain makes the board slightly wider",
      "Planing against the grain dulls the blade only on hardwoods",
      "Planing with the grain lets the plane cut without a sharp blade",
      "Planing against the grain tears out fibers and roughens the surface",
    ],
    answer: 3,
    explanation:
      "When the blade cuts with the grain, it slices the fibers cleanly; against the grain, it lifts and splits them ahead of the cut, causing tear-out. Planing never widens a board, tear-out happens in softwoods too, and every plane needs a sharp blade.",
  },
  {
    id: "SI-085",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Compared with a hand saw that has 8 teeth per inch, a saw with 12 teeth per inch will generally cut...",
    options: [
      "more slowly but leave a smoother surface",
      "faster and leave a smoother surface",
      "faster but leave a rougher surface",
      "more slowly and leave a rougher surface",
    ],
    answer: 0,
    explanation:
      "More teeth per inch means smaller teeth, each removing less wood, so the cut is slower but cleaner. Fewer, larger teeth (a lower TPI) cut faster and rougher. Getting both more speed and a smoother finish from the finer saw is the trap.",
  },
  {
    id: "SI-086",
    topic: "hand tools",
    difficulty: "medium",
    stem: "An L-shaped hex key is used to loosen a very tight set screw. Which way gives the most leverage?",
    options: [
      "Long end in the screw, short arm as the handle",
      "Either end, since the key is the same size",
      "Short end in the screw, long arm as the handle",
      "Short end in the screw, pushing on its tip",
    ],
    answer: 2,
    explanation:
      "The turning force is multiplied by the length of the arm the hand pushes on, so using the long arm as the handle gives the most torque. The long end in the screw is useful for reach or for spinning a loose screw quickly, but it gives little leverage. The size of the hex is the same either way; the lever length is not.",
  },
  {
    id: "SI-087",
    topic: "hand tools",
    difficulty: "medium",
    stem: "Which hand tool has a U-shaped crank handle and is turned by hand to bore large holes in wood with an auger bit?",
    options: ["Gimlet", "Hand drill", "Brace", "Countersink"],
    answer: 2,
    explanation:
      "A brace's offset crank handle gives a large sweep and plenty of torque for driving an auger bit through wood. A gimlet makes small starter holes, a hand (egg-beater) drill uses gears to turn small twist bits, and a countersink only shapes the top of an existing hole.",
  },
  {
    id: "SI-088",
    topic: "hand tools",
    difficulty: "hard",
    stem: "When using an adjustable wrench, which way should it be turned?",
    options: [
      "So the pulling force bears on the movable jaw",
      "In whichever direction the thumbwheel faces",
      "So the handle points away from the user",
      "So the pulling force bears on the fixed jaw",
    ],
    answer: 3,
    explanation:
      "The fixed jaw is solid with the handle and strong, while the movable jaw is held only by its worm gear. Turning the wrench so the load pushes against the fixed jaw keeps the jaws from spreading and slipping. Loading the movable jaw can open it, round the nut, or break the wrench.",
  },
  {
    id: "SI-089",
    topic: "hand tools",
    difficulty: "hard",
    stem: "Which wrench is best for loosening the soft tube-nut fitting on a hydraulic or brake line without rounding it off?",
    options: ["Open-end wrench", "Flare-nut wrench", "Adjustable wrench", "Pipe wrench"],
    answer: 1,
    explanation:
      "A flare-nut (line) wrench looks like a box-end wrench with a narrow slot, so it slips over the tubing and still grips the fitting on five or six sides. An open-end or adjustable wrench grips only two flats and easily rounds the soft fitting, and a pipe wrench's teeth would crush it.",
  },
  {
    id: "SI-090",
    topic: "hand tools",
    difficulty: "hard",
    stem: "A hand impact driver is struck with a hammer. What is it used for?",
    options: [
      "Punching holes in sheet metal without a drill",
      "Driving nails below the surface of the wood",
      "Cutting threads inside a hole that was drilled",
      "Breaking loose screws that are rusted tight",
    ],
    answer: 3,
    explanation:
      "When a hand impact driver is hit, its internal cam turns the bit a short way while the blow presses the bit hard into the screw head, so frozen screws break loose without the bit camming out. Punching sheet metal, setting nails, and cutting threads are jobs for a punch, a nail set, and a tap.",
  },
  {
    id: "SI-091",
    topic: "hand tools",
    difficulty: "hard",
    stem: "A bolt has snapped off flush inside a threaded hole. A hole is drilled in the center of the broken piece. What tool is then used to remove it?",
    options: ["Thread-chasing die", "Screw extractor", "Bottoming tap", "Center punch"],
    answer: 1,
    explanation:
      "A screw extractor has a tapered, left-hand spiral; turned counterclockwise in the drilled hole, it bites harder and unscrews the broken piece. A thread-chasing die cleans up existing threads, a bottoming tap cuts threads to the bottom of a hole, and a center punch only marks the spot to drill.",
  },
  {
    id: "SI-092",
    topic: "hand tools",
    difficulty: "hard",
    stem: "Why is the head of an open-end wrench set at an angle (usually about 15°) to its handle?",
    options: [
      "The angle gives a higher torque than a straight head",
      "The angle lets one wrench fit two nut sizes",
      "The angle keeps the jaws from spreading under load",
      "Flipping it over gives a new grip in a tight space",
    ],
    answer: 3,
    explanation:
      "In a cramped spot the handle may swing only a small arc. Because the head is angled, turning the wrench over after each swing places the jaws on a new pair of flats, so the nut can be turned a little at a time. The angle does not change torque, nut size, or jaw strength.",
  },
  {
    id: "SI-093",
    topic: "hand tools",
    difficulty: "hard",
    stem: "The teeth of a hand saw are bent slightly outward, alternating left and right. What does this 'set' do?",
    options: [
      "It makes the cut wider than the blade so the saw does not bind",
      "It gives each tooth a knife edge that slices across the grain",
      "It makes the blade stiffer so the cut runs straight",
      "It makes the saw cut on both the push and pull strokes",
    ],
    answer: 0,
    explanation:
      "Because the set teeth stick out past the sides of the blade, the kerf is wider than the blade and the saw moves freely without binding or overheating. Knife-edged teeth are the sharpening pattern of a crosscut saw, stiffness comes from the blade's thickness or a back, and set does not change which stroke cuts.",
  },
  {
    id: "SI-094",
    topic: "hand tools",
    difficulty: "hard",
    stem: "How should a click-type torque wrench be stored to keep it accurate?",
    options: [
      "With its setting turned up to the highest value on the scale",
      "Locked at the torque value it is used for most often",
      "Hung by its handle with the setting left wherever it was",
      "With its setting turned down to the lowest value on the scale",
    ],
    answer: 3,
    explanation:
      "A click-type torque wrench measures by compressing an internal spring. Leaving the spring compressed at a high setting during storage weakens it, so the wrench clicks early and under-tightens bolts. Backing it down to the lowest setting relieves the spring; turning it all the way to zero below the scale is not recommended by most makers.",
  },
  {
    id: "SI-095",
    topic: "hand tools",
    difficulty: "hard",
    stem: "A mechanic pulls with 40 lb of force at the end of a wrench that is 18 in. long, measured from the center of the bolt. How much torque is applied?",
    options: ["58 lb-ft", "60 lb-ft", "72 lb-ft", "720 lb-ft"],
    answer: 1,
    explanation:
      "Torque = force × distance = 40 lb × 18 in. = 720 lb-in., and 720 ÷ 12 in. per foot = 60 lb-ft. Writing 720 as lb-ft forgets the conversion, 72 comes from treating 18 in. as 1.8 ft, and 58 comes from adding the numbers instead of multiplying.",
  },
  {
    id: "SI-096",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which power saw, with a blade that moves back and forth like a hand saw, is used for demolition work such as cutting through walls with nails in them?",
    options: ["Reciprocating saw", "Compound miter saw", "Benchtop scroll saw", "Cabinet table saw"],
    answer: 0,
    explanation:
      "A reciprocating saw pushes and pulls a long, stiff blade and is held in both hands, so it can rough-cut through studs, nails, and pipe in place. A miter saw and a table saw are stationary tools for accurate cuts on loose stock, and a scroll saw cuts fine curves in thin wood.",
  },
  {
    id: "SI-097",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which power tool removes wood quickly from a large, flat surface, such as leveling a rough tabletop?",
    options: ["Detail sander", "Belt sander", "Jigsaw", "Heat gun"],
    answer: 1,
    explanation:
      "A belt sander drives a continuous loop of coarse abrasive at high speed over a flat platen, so it removes a lot of material fast. A detail sander has a small pointed pad for corners, a jigsaw cuts shapes, and a heat gun softens paint.",
  },
  {
    id: "SI-098",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which stationary power saw uses a continuous loop blade and is well suited to cutting curves in thick lumber?",
    options: ["Band saw", "Table saw", "Miter saw", "Radial arm saw"],
    answer: 0,
    explanation:
      "A band saw's thin blade runs in one direction around two wheels, so it cuts curves and can slice stock several inches thick. Table, miter, and radial arm saws use round blades that can cut only straight lines.",
  },
  {
    id: "SI-099",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which handheld power tool, fitted with an abrasive disc, is commonly used to grind down welds and cut steel bolts?",
    options: ["Random orbital sander", "Router", "Biscuit joiner", "Angle grinder"],
    answer: 3,
    explanation:
      "An angle grinder spins a grinding or cutoff disc at high speed, which is right for smoothing welds and cutting metal. A random orbital sander finishes wood, a router shapes wood edges, and a biscuit joiner cuts slots for joining wood.",
  },
  {
    id: "SI-100",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which cordless tool delivers rapid turning blows and is best for driving long lag screws into framing lumber?",
    options: ["Hammer drill", "Drill press", "Impact driver", "Rotary tool"],
    answer: 2,
    explanation:
      "An impact driver adds quick hammering blows in the turning direction, producing high torque to sink long screws without twisting the user's wrist. A hammer drill's blows are forward, for masonry; a drill press is stationary; and a rotary tool is a small, low-torque tool for detail work.",
  },
  {
    id: "SI-101",
    topic: "power tools",
    difficulty: "easy",
    stem: "What powers a pneumatic nail gun?",
    options: ["Compressed air", "A gas cartridge", "A rechargeable battery", "A heating element"],
    answer: 0,
    explanation:
      "'Pneumatic' means operated by air pressure: the nailer connects by hose to an air compressor. Some nailers do use gas cartridges or batteries, but those are called gas or cordless nailers, not pneumatic ones, and no nailer is driven by a heating element.",
  },
  {
    id: "SI-102",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which power tool blows very hot air and is used to soften old paint so it can be scraped off?",
    options: ["Hair dryer", "Soldering iron", "Heat gun", "Propane torch"],
    answer: 2,
    explanation:
      "A heat gun blows air hot enough (hundreds of degrees) to soften paint and shrink plastic tubing. A hair dryer does not get nearly hot enough, a soldering iron heats only a small tip, and a propane torch's open flame can scorch wood and start fires.",
  },
  {
    id: "SI-103",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which drill accessory cuts a large round hole, such as the opening for a door lock, by cutting only a ring around the edge?",
    options: ["Twist bit", "Countersink bit", "Hole saw", "Masonry bit"],
    answer: 2,
    explanation:
      "A hole saw is a short cylinder with teeth on its rim, guided by a center pilot bit; it cuts a circular groove and leaves a solid plug. Twist bits are for smaller holes, a countersink bit shapes a cone for a screw head, and a masonry bit drills concrete and brick.",
  },
  {
    id: "SI-104",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which air tool is used in auto shops to remove lug nuts quickly?",
    options: ["Impact wrench", "Pneumatic hammer", "Die grinder", "Air ratchet"],
    answer: 0,
    explanation:
      "An impact wrench fits a socket on a square drive and hammers it around with high torque, breaking lug nuts loose in seconds. A pneumatic hammer chisels and punches, a die grinder grinds and polishes, and an air ratchet is a lower-torque tool for quick spinning in tight spots.",
  },
  {
    id: "SI-105",
    topic: "power tools",
    difficulty: "easy",
    stem: "Which nail gun is best for attaching thin trim molding, because it drives small nails that leave tiny holes?",
    options: ["Brad nailer", "Framing nailer", "Roofing nailer", "Palm nailer"],
    answer: 0,
    explanation:
      "A brad nailer shoots thin 18-gauge brads that hold trim without splitting it and leave holes that are easy to fill. A framing nailer drives large nails for studs and joists, a roofing nailer drives wide-headed nails through shingles, and a palm nailer drives full-size nails in tight spots.",
  },
  {
    id: "SI-106",
    topic: "power tools",
    difficulty: "medium",
    stem: "What is the main advantage of a random orbital sander over a plain orbital (finishing) sander?",
    options: [
      "It uses a continuous belt that removes wood faster",
      "It has a pointed pad made for sanding into corners",
      "Its pad also spins, so it leaves fewer swirl marks",
      "It can be used without any dust collection",
    ],
    answer: 2,
    explanation:
      "A random orbital sander's pad moves in small orbits while also spinning, so no scratch pattern repeats and swirl marks are much less visible. A continuous belt describes a belt sander, a pointed pad describes a detail sander, and no sander should be run without dust control if it can be avoided.",
  },
  {
    id: "SI-107",
    topic: "power tools",
    difficulty: "medium",
    stem: "Which saw is best for cutting intricate curves and small interior cutouts in thin wood, with the blade released and threaded through a drilled hole?",
    options: ["Scroll saw", "Band saw", "Circular saw", "Miter saw"],
    answer: 0,
    explanation:
      "A scroll saw's very fine blade is held at both ends and can be unclamped, passed through a starter hole, and reclamped to make interior cuts with tight turns. A band saw's blade is a closed loop that cannot be threaded through a hole, and circular and miter saws cut only straight lines.",
  },
  {
    id: "SI-108",
    topic: "power tools",
    difficulty: "medium",
    stem: "What does a biscuit (plate) joiner do?",
    options: [
      "It drills angled pockets for screws in face frames",
      "It shapes decorative profiles along the edges of boards",
      "It presses thin veneer onto the face of plywood panels",
      "It cuts slots for oval wafers that align a glued joint",
    ],
    answer: 3,
    explanation:
      "A biscuit joiner plunges a small circular blade into the edges of two boards to cut matching half-moon slots; glued wooden biscuits in the slots align and strengthen the joint. Angled screw pockets are cut with a pocket-hole jig, edge profiles with a router, and veneer is pressed with clamps or a press.",
  },
  {
    id: "SI-109",
    topic: "power tools",
    difficulty: "medium",
    stem: "A door casing must be trimmed flush with the floor where new flooring will slide under it. Which power tool can make this flush cut in place?",
    options: ["Table saw", "Oscillating multi-tool", "Stationary band saw", "Benchtop thickness planer"],
    answer: 1,
    explanation:
      "An oscillating multi-tool vibrates a flat blade through a small arc, so it can plunge and cut flush against the floor in spots no other saw can reach. Table saws, band saws, and planers are stationary tools that need the workpiece brought to them.",
  },
  {
    id: "SI-110",
    topic: "power tools",
    difficulty: "medium",
    stem: "A power drill has a two-prong plug and is marked 'double insulated.' What does this mean?",
    options: [
      "It is safe to use without a grounding prong",
      "It must be plugged into a ground-fault outlet",
      "It can be used safely in wet locations",
      "Its third prong was removed by the owner",
    ],
    answer: 0,
    explanation:
      "A double-insulated tool has a second layer of insulation (often a plastic housing) between the wiring and the user, so it does not need a grounding prong. It is not made for wet locations, and a GFCI outlet, though still a good idea, is not what the label means. Removing a ground prong from a three-prong tool is a dangerous modification, not double insulation.",
  },
  {
    id: "SI-111",
    topic: "power tools",
    difficulty: "medium",
    stem: "Which drill bit makes a clean, flat-bottomed hole in wood, such as the recess for a concealed cabinet hinge?",
    options: ["Paddle (spade) bit", "Twist bit", "Forstner bit", "Auger bit"],
    answer: 2,
    explanation:
      "A Forstner bit is guided by its rim and has only a small center point, so it bores a smooth, flat-bottomed hole. A spade bit leaves a rough hole with a deep center mark, a twist bit leaves a cone-shaped bottom, and an auger bit has a large lead screw that pierces the bottom.",
  },
  {
    id: "SI-112",
    topic: "power tools",
    difficulty: "medium",
    stem: "A woodworker needs a wide, flat-bottomed groove cut across many boards on a table saw. What is mounted on the saw for this?",
    options: ["A thin-kerf rip blade", "An abrasive cutoff wheel", "A dado blade set", "A fine-tooth plywood blade"],
    answer: 2,
    explanation:
      "A dado set stacks two outer blades with chippers between them, so one pass cuts a groove as wide as the stack. Rip and plywood blades cut a single narrow kerf, and an abrasive wheel is for metal and masonry, not wood grooves.",
  },
  {
    id: "SI-113",
    topic: "power tools",
    difficulty: "medium",
    stem: "When cutting a board with a handheld circular saw, how deep should the blade be set?",
    options: [
      "So the teeth extend only slightly below the board",
      "So the full blade extends below the board",
      "So the blade cuts halfway through the board",
      "So the blade stops just short of the bottom face",
    ],
    answer: 0,
    explanation:
      "With the blade set to just clear the bottom of the board (about a tooth's height, up to roughly 1/4 in.), less of the blade is exposed and there is less chance of binding and kickback. A full-depth blade exposes much more spinning steel, and a cut set to half depth or just short of the bottom leaves the board uncut.",
  },
  {
    id: "SI-114",
    topic: "power tools",
    difficulty: "medium",
    stem: "On a cordless tool battery, what does the amp-hour (Ah) rating mainly tell you?",
    options: [
      "How much charge it holds, so how long it runs",
      "How much power it delivers at any one moment",
      "How many times it can be recharged",
      "How long it takes to charge from empty to full",
    ],
    answer: 0,
    explanation:
      "Amp-hours measure stored charge: a 4.0 Ah battery of the same voltage runs about twice as long as a 2.0 Ah one. The voltage rating relates more to power, the number of recharge cycles depends on the battery's chemistry and care, and charging time depends on the charger.",
  },
  {
    id: "SI-115",
    topic: "power tools",
    difficulty: "medium",
    stem: "On a power miter saw, a cut that is angled across the face of the board and also tilted through its thickness is called a...",
    options: ["compound miter cut", "plain bevel cut", "straight crosscut", "rip cut"],
    answer: 0,
    explanation:
      "A compound miter combines a miter (the saw swung to an angle across the face) with a bevel (the blade tilted), as used for crown molding. A plain bevel uses only the tilt, a straight crosscut uses neither, and a rip cut runs along the length of the board.",
  },
  {
    id: "SI-116",
    topic: "power tools",
    difficulty: "medium",
    stem: "Which sandpaper grit sequence is correct for sanding a rough board smooth with a power sander?",
    options: ["180, then 120, then 80", "80, then 180, then 120", "120, then 80, then 180", "80, then 120, then 180"],
    answer: 3,
    explanation:
      "Grit numbers rise as the abrasive gets finer. Start with the coarse 80 grit to level the surface, then use 120 and 180 grit to remove the scratches of each coarser grit. Going from fine to coarse, or skipping back and forth, leaves deep scratches in the final surface.",
  },
  {
    id: "SI-117",
    topic: "power tools",
    difficulty: "medium",
    stem: "Which power saw is commonly used to cut steel tubing and bar stock to length quickly, using a thin abrasive wheel?",
    options: ["Scroll saw", "Abrasive chop saw", "Contractor table saw", "Biscuit joiner"],
    answer: 1,
    explanation:
      "An abrasive chop saw swings a spinning cutoff wheel down onto steel held in its vise, grinding quickly through tubing and bar stock. A scroll saw cuts thin wood, a table saw with a wood blade is not meant for steel, and a biscuit joiner only cuts slots in wood.",
  },
  {
    id: "SI-118",
    topic: "power tools",
    difficulty: "medium",
    stem: "Many jigsaws have an orbital-action setting that swings the blade forward into the cut on each upstroke. When should the orbital action be switched off?",
    options: [
      "When making fast, rough cuts in softwood",
      "When cutting sheet metal or making fine cuts",
      "When ripping thick framing lumber quickly",
      "When the blade is brand-new and very sharp",
    ],
    answer: 1,
    explanation:
      "Orbital action drives the blade into the work on its cutting stroke, so it removes wood fast but leaves a rougher, splintered edge; for metal, tight curves, and clean finish cuts the blade is set to move straight up and down. Fast rough cuts in softwood and quick cuts in thick lumber are exactly what orbital action is for, and the blade's sharpness has nothing to do with the setting.",
  },
  {
    id: "SI-119",
    topic: "power tools",
    difficulty: "hard",
    stem: "In what order are a jointer and a thickness planer normally used on rough lumber?",
    options: [
      "Planer first to flatten one face, then the jointer for the other face",
      "Jointer first to flatten one face, then the planer for the other face",
      "Either one alone makes both faces flat and parallel",
      "Jointer for the thickness, then the planer to square the edges",
    ],
    answer: 1,
    explanation:
      "A jointer flattens one face and squares an edge to it. A thickness planer's rollers press the board flat as it passes, so it makes the second face parallel to the first but cannot remove a warp by itself; it needs a flat reference face from the jointer. Neither tool does the whole job alone.",
  },
  {
    id: "SI-120",
    topic: "power tools",
    difficulty: "hard",
    stem: "A handheld router with a bit turning clockwise (seen from above) is used to shape the outside edges of a tabletop. Which way should it be moved around the table?",
    options: [
      "Clockwise, so the bit pulls the router along the edge",
      "Either direction, since the result is the same",
      "Counterclockwise, so the cut resists the router's travel",
      "Back and forth in short strokes along each edge",
    ],
    answer: 2,
    explanation:
      "Moving counterclockwise around the outside makes the cutting edges meet the wood head-on, so the router pushes back steadily and is easy to control. Moving clockwise is a climb cut: the bit tries to pull the router along the edge, which can make it grab and run. Short back-and-forth strokes mix both and leave a poor edge.",
  },
  {
    id: "SI-121",
    topic: "power tools",
    difficulty: "hard",
    stem: "What does the ball-bearing pilot on a router edge bit do?",
    options: [
      "It keeps the bit from heating up when run at high speed",
      "It rolls along the work's edge to guide the cut",
      "It lets the bit cut in both directions at once",
      "It sets how deep the router cuts into the face",
    ],
    answer: 1,
    explanation:
      "The bearing runs against the edge of the board (or a template) below the cutting edges, so the profile follows the edge evenly without a separate fence. It does not cool the bit, does not change the cutting direction, and the depth of cut is set by raising or lowering the router.",
  },
  {
    id: "SI-122",
    topic: "power tools",
    difficulty: "hard",
    stem: "When choosing an air compressor to run a particular air tool continuously, which rating of the compressor matters most?",
    options: [
      "Its maximum tank pressure, in pounds per square inch",
      "The size of its storage tank, in gallons",
      "Its air flow (CFM) at the tool's working pressure",
      "The length of the air hose that comes with it",
    ],
    answer: 2,
    explanation:
      "An air tool uses a certain volume of air per minute (CFM) at a set pressure, often 90 psi. If the compressor cannot deliver at least that flow, pressure falls and the tool bogs down however high the maximum pressure is. A large tank only stores air for short bursts, and hose length is not a compressor rating.",
  },
  {
    id: "SI-123",
    topic: "power tools",
    difficulty: "hard",
    stem: "A 15-amp circular saw must be used 100 feet from the outlet. Which extension cord is the best choice?",
    options: ["14-gauge", "16-gauge", "18-gauge", "12-gauge"],
    answer: 3,
    explanation:
      "In the American Wire Gauge system, a smaller gauge number means a thicker wire. A long cord carrying heavy current needs thick wire to limit voltage drop and heating, and 12-gauge is the thickest choice here; a 14-gauge cord is meant for this current only on shorter runs. Thinner 16- and 18-gauge cords can overheat and starve the motor, which is the trap of thinking a bigger number is a bigger cord.",
  },
  {
    id: "SI-124",
    topic: "power tools",
    difficulty: "hard",
    stem: "Why can a circular saw cut through less thickness of wood when its blade is tilted to a 45° bevel?",
    options: [
      "At a slant, the blade reaches less deep",
      "The motor slows down when the blade is tilted",
      "The blade guard blocks part of the blade at an angle",
      "The saw's base plate must be raised for a bevel",
    ],
    answer: 0,
    explanation:
      "The same length of blade sticks out below the base, but tilted at 45° it reaches straight down only about 0.7 of that length. Motor speed does not change with the angle, the guard retracts as usual, and the base plate is not raised for a bevel.",
  },
  {
    id: "SI-125",
    topic: "power tools",
    difficulty: "hard",
    stem: "What is a main advantage of a brushless motor in a cordless drill?",
    options: [
      "It can be plugged into an outlet as well as a battery",
      "Less friction and heat, so it runs longer per charge",
      "It turns at a fixed speed that cannot be changed",
      "It needs no clutch to avoid overdriving screws",
    ],
    answer: 1,
    explanation:
      "A brushless motor switches its current electronically instead of through rubbing carbon brushes, so it wastes less energy as friction and heat, runs longer per charge, and has no brushes to wear out. It has nothing to do with corded use, it is usually variable-speed, and the drill still needs a clutch.",
  },
  {
    id: "SI-126",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which tool uses a pointed weight hanging on a string to establish a true vertical line?",
    options: ["Chalk line", "Plumb bob", "Spirit level", "Try square"],
    answer: 1,
    explanation:
      "A plumb bob hangs straight down under gravity, so its string marks a true vertical (plumb) line. A chalk line snaps long straight lines but does not find vertical by itself, a spirit level uses a bubble, and a try square checks 90° corners on a workpiece.",
  },
  {
    id: "SI-127",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which tool marks a long, straight line across a sheet of plywood or a floor by snapping a taut, powdered string?",
    options: ["Plumb bob", "Marking gauge", "Scratch awl", "Chalk line"],
    answer: 3,
    explanation:
      "A chalk line's string is coated with colored chalk; stretched tight between two points and snapped, it leaves a straight line of any length. A plumb bob finds vertical, a marking gauge scribes short lines parallel to an edge, and a scratch awl marks along a straightedge.",
  },
  {
    id: "SI-128",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which large, L-shaped steel tool with a 24-inch body is used to lay out rafters and stair stringers?",
    options: ["Framing square", "Combination square", "Try square", "Sliding T-bevel"],
    answer: 0,
    explanation:
      "The framing (steel or carpenter's) square has a 24 in. body and a 16 in. tongue with tables and scales for laying out rafters and stairs. Combination and try squares are much smaller, and a sliding T-bevel copies angles but has no layout scales.",
  },
  {
    id: "SI-129",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which tool is used to locate the framing members hidden behind a drywall surface?",
    options: ["Feeler gauge", "Dial indicator", "Stud finder", "Depth gauge"],
    answer: 2,
    explanation:
      "A stud finder senses the change in density (or the nails) where a stud sits behind the drywall. A feeler gauge measures small gaps, a dial indicator measures small movements, and a depth gauge measures how deep a hole or recess is.",
  },
  {
    id: "SI-130",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "What is 3/8 in. written as a decimal?",
    options: ["0.3125 in.", "0.325 in.", "0.375 in.", "0.625 in."],
    answer: 2,
    explanation: "3 ÷ 8 = 0.375. 0.625 is 5/8, 0.3125 is 5/16, and 0.325 comes from a slip in the division.",
  },
  {
    id: "SI-131",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which tool, shaped like a compass with two steel points, is used to step off equal spaces and scribe circles on metal or wood?",
    options: ["Dividers", "Outside calipers", "Trammel bar", "Feeler gauge"],
    answer: 0,
    explanation:
      "Dividers have two sharp, straight legs that are set to a distance and then walked along a line to mark equal spaces or swung to scribe arcs. Outside calipers have inward-curved legs for measuring thicknesses, a trammel is used for large circles, and a feeler gauge measures gaps.",
  },
  {
    id: "SI-132",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which tool is used to check that the end of a board has been cut square to its edge?",
    options: ["Try square", "Chalk line", "Plumb bob", "Level"],
    answer: 0,
    explanation:
      "A try square's blade is fixed at 90° to its handle; with the handle against the edge, any gap under the blade shows that the end is out of square. A chalk line marks long lines, a plumb bob finds vertical, and a level checks horizontal or vertical, not the angle between two surfaces of a board.",
  },
  {
    id: "SI-133",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "How many millimeters are in 4.7 centimeters?",
    options: ["0.47 mm", "4.7 mm", "47 mm", "470 mm"],
    answer: 2,
    explanation:
      "There are 10 mm in 1 cm, so 4.7 cm × 10 = 47 mm. Dividing by 10 gives 0.47, multiplying by 100 gives 470, and 4.7 leaves the number unchanged.",
  },
  {
    id: "SI-134",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "When a carpenter's level is held against the side of a post to check that the post is plumb (vertical), which vials are read?",
    options: [
      "The center vial, set along the level",
      "Any vial, since they all read the same",
      "Only a vial set at a 45° angle",
      "The end vials, set across the level",
    ],
    answer: 3,
    explanation:
      "The end vials are set at right angles to the level's length, so their bubbles center when the level is held vertically. The center vial runs along the level and reads level (horizontal) surfaces, and a 45° vial, found on some levels, checks 45° angles.",
  },
  {
    id: "SI-135",
    topic: "measuring tools",
    difficulty: "easy",
    stem: "Which hand tool has an adjustable fence and a sharp pin or wheel, and scribes a line parallel to the edge of a board?",
    options: ["Marking gauge", "Bevel gauge", "Depth gauge", "Feeler gauge"],
    answer: 0,
    explanation:
      "A marking gauge's fence rides along the edge while its pin or cutting wheel scribes a line at a set distance, as when laying out a mortise or a rabbet. A bevel gauge (T-bevel) copies angles, a depth gauge measures depth, and a feeler gauge measures small gaps.",
  },
  {
    id: "SI-136",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "On a tape measure marked in sixteenths of an inch, the end of a board falls on the seventh small mark past the 12 in. line. How long is the board?",
    options: ["12 3/8 in.", "12 7/16 in.", "12 1/2 in.", "12 7/8 in."],
    answer: 1,
    explanation:
      "Each small mark is 1/16 in., so seven marks past 12 in. is 12 7/16 in. Reading the marks as eighths gives 12 7/8 in., and 12 3/8 (6/16) and 12 1/2 (8/16) come from miscounting by one mark.",
  },
  {
    id: "SI-137",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "The beam of a dial caliper shows 1.300 in., and the needle on the dial points to 47 (thousandths). What is the reading?",
    options: ["1.047 in.", "1.3047 in.", "1.347 in.", "1.470 in."],
    answer: 2,
    explanation:
      "The beam gives the whole inches and tenths (1.3), and the dial adds thousandths: 1.300 + 0.047 = 1.347 in. Reading the dial as ten-thousandths gives 1.3047 in., as hundredths gives 1.470 in., and leaving out the 0.3 gives 1.047 in.",
  },
  {
    id: "SI-138",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "On a standard inch micrometer, how far does the spindle move with one full turn of the thimble?",
    options: ["0.100 in.", "0.025 in.", "0.010 in.", "0.001 in."],
    answer: 1,
    explanation:
      "The spindle's screw has 40 threads per inch, so one turn moves it 1/40 = 0.025 in., the space between the small lines on the sleeve. Each of the 25 thimble divisions is 0.001 in. The numbered lines on the sleeve are 0.100 in. apart.",
  },
  {
    id: "SI-139",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "A standard inch micrometer reads 0.250 in. The thimble is then turned two more full turns in the opening direction. What does the micrometer read now?",
    options: ["0.252 in.", "0.270 in.", "0.300 in.", "0.450 in."],
    answer: 2,
    explanation:
      "Each full turn of the thimble moves the spindle 0.025 in., so two turns add 0.050 in.: 0.250 + 0.050 = 0.300 in. Treating a turn as one thimble division (0.001 in.) gives 0.252 in., as 0.010 in. gives 0.270 in., and as a numbered sleeve step (0.100 in.) gives 0.450 in.",
  },
  {
    id: "SI-140",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "On a steel rule graduated in 32nds of an inch, a line falls 22 marks past the 1 in. line. What is the measurement in lowest terms?",
    options: ["1 3/4 in.", "1 11/16 in.", "1 5/8 in.", "1 11/32 in."],
    answer: 1,
    explanation:
      "22/32 reduces to 11/16, so the reading is 1 11/16 in. Halving only the numerator gives 1 11/32 in., and 1 3/4 in. (24/32) and 1 5/8 in. (20/32) are two marks off.",
  },
  {
    id: "SI-141",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "Which fraction of an inch equals 0.625 in.?",
    options: ["5/16", "3/5", "5/8", "2/3"],
    answer: 2,
    explanation: "5 ÷ 8 = 0.625. 5/16 is 0.3125, 3/5 is 0.6, and 2/3 is about 0.667, all close enough to catch a careless reader.",
  },
  {
    id: "SI-142",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "A rectangular frame has been assembled. How can a tape measure be used to check that its corners are square?",
    options: [
      "Measure both long sides; they are equal when it is square",
      "Measure one diagonal; it equals the sum of two sides",
      "Measure both diagonals; they are equal when it is square",
      "Measure the width at both ends; they match when square",
    ],
    answer: 2,
    explanation:
      "A parallelogram with equal diagonals is a rectangle, so equal corner-to-corner measurements prove the corners are 90°. Opposite sides can be equal even when the frame is racked out of square, and a diagonal is always shorter than the sum of two sides.",
  },
  {
    id: "SI-143",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "To lay out a square corner for a deck, a builder marks 6 ft along one line and 8 ft along the other from the corner. For a 90° corner, what should the distance between the two marks be?",
    options: ["9 ft", "10 ft", "12 ft", "14 ft"],
    answer: 1,
    explanation:
      "By the Pythagorean theorem (the 3-4-5 rule doubled), √(6² + 8²) = √100 = 10 ft. Adding the sides gives 14 ft, and 12 ft or 9 ft would mean the corner is more or less than 90°.",
  },
  {
    id: "SI-144",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "Which measuring tool is used to check how much a spinning shaft or brake rotor wobbles (its runout)?",
    options: ["Dial indicator", "Outside micrometer", "Steel rule", "Telescoping gauge"],
    answer: 0,
    explanation:
      "A dial indicator's plunger rests on the turning part, and its needle shows any movement in thousandths of an inch as the part rotates. A micrometer measures a size at one spot, a steel rule is far too coarse, and a telescoping gauge measures inside diameters.",
  },
  {
    id: "SI-145",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "A drawing calls for a pin 1.500 in. in diameter with a tolerance of ±0.005 in. Which measured diameter is acceptable?",
    options: ["1.490 in.", "1.503 in.", "1.507 in.", "1.550 in."],
    answer: 1,
    explanation:
      "The tolerance allows any size from 1.495 in. to 1.505 in., and 1.503 in. falls inside that range. 1.507 in. is 0.002 in. too large, 1.490 in. is too small, and 1.550 in. treats the tolerance as 0.05 in.",
  },
  {
    id: "SI-146",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "A metric bolt is 50 mm long. About how long is it in inches?",
    options: ["About 20 in.", "About 5 in.", "About 2 in.", "About 1 1/2 in."],
    answer: 2,
    explanation:
      "With 25.4 mm per inch, 50 ÷ 25.4 ≈ 1.97, or about 2 in. About 20 in. comes from dividing by 2.54 (the centimeters in an inch), and about 5 in. from treating millimeters as tenths of an inch.",
  },
  {
    id: "SI-147",
    topic: "measuring tools",
    difficulty: "medium",
    stem: "When reading a steel rule, why should your eye be directly above the mark being read?",
    options: [
      "The marks can be seen only from directly above",
      "Light reflecting off the rule hides the fine marks",
      "At an angle, the mark seems to shift position",
      "The rule must be perfectly level to be accurate",
    ],
    answer: 2,
    explanation:
      "Because the rule's marks sit a small distance above the work, viewing from an angle makes the mark appear to line up with the wrong point (parallax error). Marks can be seen from an angle, glare is a separate nuisance, and a rule does not need to be level to measure correctly.",
  },
  {
    id: "SI-148",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "On a metric micrometer, the sleeve shows the 7 mm line and the half-millimeter line just past it, and the thimble reads 23. What is the measurement?",
    options: ["7.23 mm", "7.523 mm", "7.73 mm", "8.03 mm"],
    answer: 2,
    explanation:
      "One turn of a metric micrometer's thimble moves the spindle 0.5 mm, and each of its 50 divisions is 0.01 mm. The reading is 7 + 0.5 + 0.23 = 7.73 mm. Leaving out the half-millimeter line gives 7.23 mm, and reading the thimble as thousandths gives 7.523 mm.",
  },
  {
    id: "SI-149",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "On a metric vernier caliper whose vernier divisions are each worth 0.02 mm, the vernier's zero is just past the 23 mm line on the main scale, and the 7th vernier division lines up exactly with a main-scale line. What is the reading?",
    options: ["23.70 mm", "23.14 mm", "23.07 mm", "23.02 mm"],
    answer: 1,
    explanation:
      "The main scale gives 23 mm, and the vernier adds 7 × 0.02 = 0.14 mm, for 23.14 mm. Counting each division as 0.01 mm gives 23.07 mm, as 0.1 mm gives 23.70 mm, and 23.02 mm uses only one division's value.",
  },
  {
    id: "SI-150",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "A 1–2 in. outside micrometer is used to measure a shaft, and its sleeve and thimble together read 0.375 in. What is the shaft's diameter?",
    options: ["0.375 in.", "0.625 in.", "1.375 in.", "2.375 in."],
    answer: 2,
    explanation:
      "A 1–2 in. micrometer's frame starts at 1 in., so its scales add to that: 1 + 0.375 = 1.375 in. Reading only the scales gives 0.375 in., 2.375 in. adds the top of the range instead, and 0.625 in. subtracts from 1 in.",
  },
  {
    id: "SI-151",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "To measure the inside width of a window opening, a worker presses the back of a tape measure's case against one side and extends the blade to the other side. The blade reads 27 in. at the case, and the case is marked as 3 in. long. What is the width?",
    options: ["33 in.", "30 in.", "27 in.", "24 in."],
    answer: 1,
    explanation:
      "The blade reading stops at the front of the case, so the case's own length must be added: 27 + 3 = 30 in. Subtracting it gives 24 in., ignoring it gives 27 in., and 33 in. adds the case length twice.",
  },
  {
    id: "SI-152",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "An eight-sided (octagonal) frame is to be built from eight equal pieces joined with miters. At what angle should each end be cut?",
    options: ["22.5°", "30°", "45°", "67.5°"],
    answer: 0,
    explanation:
      "The eight joints share 360°, so each piece turns the frame 360 ÷ 8 = 45°, and each joint splits that between two pieces: 45 ÷ 2 = 22.5°. 45° is the miter for a four-sided frame, 30° is the miter for a six-sided frame, and 67.5° is the complement of 22.5°.",
  },
  {
    id: "SI-153",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "What is the purpose of the ratchet stop (or friction thimble) on the end of a micrometer?",
    options: [
      "To apply the same light pressure for every reading",
      "To lock the spindle so the reading cannot change",
      "To let the spindle be moved quickly over large distances",
      "To reset the micrometer's reading back to zero",
    ],
    answer: 0,
    explanation:
      "The ratchet slips once a set, light force is reached, so each measurement is taken with the same pressure and the part is not squeezed, which would give a falsely small reading. A separate lock nut or lever holds the spindle, and zero is reset with the spanner wrench that comes with the micrometer.",
  },
  {
    id: "SI-154",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "Before using an outside micrometer that measures from 0 to 1 in., how is its accuracy checked?",
    options: [
      "Measure a 1 ft steel rule and confirm it reads 12 in.",
      "Close it gently with the ratchet and check it reads zero",
      "Tighten the spindle firmly by hand and read the thimble",
      "Compare its reading of a part with a tape measure",
    ],
    answer: 1,
    explanation:
      "With clean faces closed gently by the ratchet, a 0–1 in. micrometer should read exactly 0.000; a larger micrometer is checked on its standard gauge rod. Tightening by hand gives too much pressure, and a steel rule or tape measure is far less accurate than the micrometer being checked.",
  },
  {
    id: "SI-155",
    topic: "measuring tools",
    difficulty: "hard",
    stem: "Which of these measuring tools normally reads to the finest resolution?",
    options: ["Vernier micrometer", "Dial caliper", "Steel rule in 64ths", "Combination square"],
    answer: 0,
    explanation:
      "A vernier micrometer adds a scale on the sleeve that reads to 0.0001 in. A standard dial caliper reads to 0.001 in., a rule in 64ths to about 0.016 in., and a combination square's blade is graduated no finer than a steel rule.",
  },
];
