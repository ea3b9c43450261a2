import type { StudyMaterial } from "../types";

/** SI study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const SI_MATERIALS: readonly StudyMaterial[] = [
  {
    id: "si-guide",
    section: "SI",
    type: "guide",
    title: "Shop Information Study Guide",
    content: `## What SI measures

Shop Information (SI) tests whether you know your way around a workshop: which tool does which job, how to measure, how fasteners work, what woods and metals are like, the basics of metalworking and welding, and how to stay safe. Many questions show a picture of a tool and ask what it is for. On the CAT-ASVAB you get **10 questions in 6 minutes**, about 36 seconds each.

SI does **not** count toward your AFQT. On the computer test it is scored on its own, then combined with Auto Information into the Auto and Shop (AS) score, which feeds mechanical, maintenance, construction and combat-arms composites. If you want to build, fix or operate equipment, AS matters.

## Topic by topic

**Hand tools.** Know the job of each common tool. Claw hammers drive and pull nails; ball-peen hammers shape metal and set rivets; rubber or wooden mallets strike without marring. Crosscut saws cut across the grain, rip saws cut along it, coping saws cut curves, and hacksaws cut metal. Open-end, box-end, socket and adjustable wrenches turn nuts and bolts; a torque wrench tightens to an exact setting. Example: "Which saw cuts curves in thin wood?" A coping saw.

**Power tools.** Circular saws make straight cuts in boards and sheets; jigsaws cut curves; miter saws make accurate angled crosscuts; table saws rip boards lengthwise; routers shape edges and cut grooves; drill presses drill straight, repeatable holes; lathes spin the workpiece against a cutting tool; angle grinders cut and grind metal. A hammer drill is for masonry. Example: to cut a circle from the middle of a plywood sheet, drill a starter hole and use a jigsaw.

**Measuring tools.** Tape measures and steel rules for length; combination and try squares for checking 90°; levels for horizontal (and vertical, with the end vial); a plumb bob for true vertical; calipers for inside, outside and depth measurements; a micrometer for precise thickness, to a thousandth of an inch; feeler gauges for small gaps. Example: on a tape marked in sixteenths, the third mark past 5 inches reads 5 3/16 inches.

**Fasteners.** Nails hold by friction; screws hold by threads; bolts pass through and clamp with a nut. Nail sizes use "penny" (d): a 16d nail is 3½ inches long. Thread sizes give diameter and threads per inch. Example: a 1/4-20 bolt is ¼ inch in diameter with 20 threads per inch (coarse); a 1/4-28 is the same diameter with fine threads. Right-hand threads tighten clockwise: "righty-tighty, lefty-loosey."

**Wood and materials.** Hardwoods (oak, maple, walnut) come from leafy trees; softwoods (pine, fir, cedar) come from conifers. Lumber is sold by nominal size: a 2×4 actually measures 1½ × 3½ inches. Plywood is thin layers glued with the grain alternating, which makes it strong and resistant to warping. Example: board feet = thickness (in) × width (in) × length (ft) ÷ 12, so an 8-foot 2×6 is 2 × 6 × 8 ÷ 12 = 8 board feet.

**Metalworking.** Ferrous metals (steel, cast iron) contain iron; nonferrous metals (aluminum, copper, brass) don't. Center-punch before drilling so the bit doesn't wander. Files and hacksaws cut on the push stroke. A tap cuts internal threads; a die cuts external threads. Example: "You need threads inside a drilled hole. Which tool?" A tap.

**Welding.** Welding melts the base metals together. Stick (SMAW) uses a flux-coated electrode; MIG (GMAW) feeds wire with shielding gas; TIG (GTAW) uses a tungsten electrode and a separate filler rod; oxyacetylene uses a gas flame. Soldering and brazing join metals with a filler that melts while the base metal does not. Example: copper water pipes are usually joined by soldering.

**Shop safety.** Wear safety glasses always, hearing protection around loud tools, and no loose clothing, gloves or jewelry near spinning machines. Unplug a tool before changing a blade or bit. Use a push stick on a table saw. Know the fire extinguisher classes. Example: burning gasoline calls for a Class B extinguisher.

## Common traps

- **Crosscut vs. rip.** Crosscut = across the grain; rip = with the grain.
- **Hardwood isn't about hardness.** Balsa, one of the softest woods, is a hardwood.
- **Nominal vs. actual lumber sizes.** A 2×4 is not 2 by 4 inches.
- **Soldering vs. brazing vs. welding.** Only welding melts the base metal.
- **Gloves.** Gloves protect on most jobs but can pull your hand into a drill press or lathe.
- **Look-alike tools.** Know a countersink from a counterbore, a try square from a framing square, and a cold chisel (metal) from a wood chisel.

## Two-week study plan

- **Days 1–2:** Hand tools. Use pictures: name each tool and its job.
- **Day 3:** Power tools and what each one cuts or shapes.
- **Day 4:** Measuring tools. Practice reading a tape to 1/16 inch.
- **Days 5–6:** Fasteners: nails, screws, bolts, rivets, anchors; thread notation; bolt grades.
- **Day 7:** Wood and materials; lumber sizes and board feet.
- **Day 8:** Metalworking: files, hacksaws, taps and dies, heat treating.
- **Day 9:** Welding, soldering and brazing.
- **Day 10:** Shop safety and fire extinguisher classes.
- **Days 11–12:** Timed sets of 10 questions in 6 minutes, mixed with Auto Information.
- **Day 13:** Spend time in a garage, hardware store or shop class naming tools.
- **Day 14:** Review the rule sheet and vocabulary. Rest.

## Test-day tactics

- **Name the job first.** Ask "what is this tool for?" before reading the choices.
- **Use the picture.** Teeth size, jaw shape and head shape are clues.
- **Go fast.** About 36 seconds per question, so answer what you know and keep moving.
- **No skipping on the CAT.** Answer every question to move on. If time is nearly out, guess rather than leave questions blank.`,
  },
  {
    id: "si-formula",
    section: "SI",
    type: "formula",
    title: "Shop Information Rule Sheet",
    content: `## Tool selection rules

- **Driving nails:** claw hammer. **Shaping metal or setting rivets:** ball-peen hammer. **Striking without marks:** rubber or wooden mallet. **Heavy demolition:** sledgehammer.
- **Turning nuts:** use the wrench that fits best — box-end or socket before open-end, open-end before adjustable. Pull on a wrench rather than push.
- **Adjustable wrench:** turn it so the force goes against the fixed jaw.
- **Exact tightness:** torque wrench. **Rounded or stuck parts:** locking pliers.
- **Screwdrivers:** match tip to head — slotted, Phillips (cross), Torx (star), square (Robertson), hex (Allen key).
- **Wood cutting:** crosscut saw across the grain, rip saw along the grain, coping saw for curves, backsaw with a miter box for clean angles.
- **Metal cutting:** hacksaw, tin snips or aviation snips (red handles cut left, green cut right, yellow straight), cold chisel.
- **Smoothing:** plane for wood, file for metal, rasp for rough wood shaping.
- **Holding work:** vise, C-clamp, bar clamp.

## Power tool rules

- Straight cuts: circular saw or table saw. Curves: jigsaw or band saw. Angled crosscuts: miter saw. Demolition: reciprocating saw.
- Edges and grooves: router. Precise straight holes: drill press. Round parts: lathe. Masonry holes: hammer drill with a carbide-tipped bit.
- Drill bits: twist bit (general), spade bit (fast large holes in wood), Forstner bit (clean flat-bottomed holes), hole saw (large circles).
- Sandpaper: higher grit number = finer. Start coarse (60–80), finish fine (180–220).

## Saw tooth rules

- More teeth per inch (TPI) = smoother but slower cut.
- Hacksaw: at least three teeth on the work at all times. Fine blades (24–32 TPI) for thin metal and tubing, coarser (14–18 TPI) for thick stock.
- Hacksaw teeth point away from the handle; the cut happens on the push stroke.

## Measuring rules

- Tape and rule marks: 1/2, 1/4, 1/8, 1/16 inch. Count the smallest ticks to read fractions.
- Combination square: checks 90° and 45°. Sliding T-bevel: copies any angle.
- Level: bubble centered = level (horizontal) or plumb (vertical). Plumb bob: true vertical.
- Calipers: inside, outside and depth measurements. Micrometer: thickness to 0.001 inch.
- Feeler gauge: small gaps such as spark plug or valve clearances.

## Fastener and thread facts

- **Nail penny size (d):** 2d = 1 in; 4d = 1½ in; 6d = 2 in; 8d = 2½ in; 10d = 3 in; 16d = 3½ in; 20d = 4 in. Up to 10d: length = penny ÷ 4 + ½ inch.
- **Common nail:** thick shank, big head, framing. **Finishing nail:** small head, sunk below the surface.
- **Wood screw:** tapered, coarse threads. **Sheet-metal screw:** sharp, threaded to the head. **Machine screw:** fits a nut or tapped hole. **Lag screw:** heavy wood screw turned with a wrench.
- **Carriage bolt:** round head with a square neck that stops it spinning in wood.
- **Inch threads:** 1/4-20 = ¼-inch diameter, 20 threads per inch. UNC = coarse; UNF = fine.
- **Metric threads:** M8 × 1.25 = 8 mm diameter, 1.25 mm between threads.
- **Bolt grade:** radial lines on the head. Three lines = SAE Grade 5; six lines = Grade 8 (stronger).
- **Washers** spread the load; **lock washers** resist loosening.
- **Hollow walls:** toggle bolts or drywall anchors. **Masonry:** sleeve anchors or masonry screws.
- **Blind (pop) rivets** fasten sheet metal from one side.

## Wood facts

- Actual sizes: 1× boards = ¾ in thick; 2×4 = 1½ × 3½ in; 2×6 = 1½ × 5½ in; 2×8 = 1½ × 7¼ in; 4×4 = 3½ × 3½ in.
- Board feet = thickness (in) × width (in) × length (ft) ÷ 12.
- Hardwood = from broadleaf trees; softwood = from conifers.
- Plywood: odd number of plies with the grain alternating. MDF and particleboard: wood fibers or chips glued together.

## Metal facts

- Ferrous metals contain iron and most are magnetic; nonferrous metals (aluminum, copper, brass, lead) don't contain iron.
- Annealing softens metal; hardening (heat, then quench) makes it hard but brittle; tempering (reheat gently) restores toughness.
- Center-punch before drilling. Use cutting oil when drilling or tapping steel.
- Tap = internal threads; die = external threads.

## Welding and joining

- Soldering: filler melts below 840 °F (450 °C). Brazing: filler melts above 840 °F but below the base metal. Welding: base metal melts.
- Stick (SMAW), MIG (GMAW), TIG (GTAW), flux-cored (FCAW), oxyacetylene (gas).
- Arc welding needs a dark filter lens, typically shade 10 or darker. Never look at an arc without one.
- Keep oil and grease away from oxygen fittings. Don't use acetylene above 15 psi.

## Fire extinguisher classes

- **A:** ordinary combustibles (wood, paper, cloth).
- **B:** flammable liquids (gasoline, oil, paint).
- **C:** energized electrical equipment.
- **D:** combustible metals (magnesium).
- **K:** cooking oils and fats.`,
  },
  {
    id: "si-vocabulary",
    section: "SI",
    type: "vocabulary",
    title: "Shop Information Vocabulary",
    content: `## Tools

- **Ball-peen hammer** — a hammer with a flat face and a rounded peen for shaping metal and setting rivets.
- **Mallet** — a hammer with a rubber, plastic or wood head that won't dent the work.
- **Crosscut saw** — a handsaw that cuts across the wood grain.
- **Rip saw** — a handsaw that cuts along the wood grain.
- **Coping saw** — a thin-bladed saw in a U-shaped frame for cutting curves.
- **Hacksaw** — a fine-toothed saw in a frame for cutting metal.
- **Box-end wrench** — a wrench with a closed ring that grips all sides of a nut.
- **Socket wrench** — a ratchet handle with interchangeable sockets.
- **Torque wrench** — a wrench that shows or limits how tight a fastener is.
- **Locking pliers** — pliers that clamp and stay locked on the work.
- **Vise** — a bench-mounted clamp that holds work steady.
- **Chisel** — a sharp-edged blade struck or pushed to cut wood; a cold chisel cuts metal.
- **Rasp** — a coarse file for rough-shaping wood.
- **Countersink** — a bit that cuts a cone-shaped recess so a flat screw head sits flush.
- **Router** — a power tool that shapes edges and cuts grooves.
- **Lathe** — a machine that spins the workpiece while a tool shapes it.

## Measuring and layout

- **Combination square** — a ruler with a sliding head for marking 90° and 45° angles.
- **Framing square** — a large L-shaped steel square used in carpentry.
- **Plumb** — perfectly vertical. A plumb bob is a weight on a string that shows it.
- **Level** — perfectly horizontal; also the tool with bubble vials that checks it.
- **Caliper** — a tool with jaws for measuring inside, outside and depth dimensions.
- **Micrometer** — a precision screw gauge for measuring thickness, often to 0.001 inch.
- **Tolerance** — the allowed amount a size can vary from its target.

## Fasteners

- **Penny (d)** — the size system for nails; a 16d nail is 3½ inches long.
- **Pitch** — the distance between threads; fine threads have a smaller pitch.
- **Tap** — a tool that cuts threads inside a hole.
- **Die** — a tool that cuts threads on the outside of a rod.
- **Carriage bolt** — a round-headed bolt with a square neck that locks into wood.
- **Lag screw** — a large wood screw with a hex head, driven with a wrench.
- **Rivet** — a permanent fastener whose end is flattened to hold parts together.
- **Toggle bolt** — a bolt with spring wings that open behind a hollow wall.

## Wood and metal

- **Grain** — the direction of the wood fibers.
- **Hardwood** — wood from broadleaf trees, such as oak or maple.
- **Softwood** — wood from conifers, such as pine or fir.
- **Plywood** — sheets of thin wood layers glued with the grain alternating.
- **Board foot** — a volume of lumber 12 × 12 × 1 inch (144 cubic inches).
- **Dado** — a groove cut across the grain for a shelf or panel to fit in.
- **Ferrous** — containing iron, such as steel.
- **Annealing** — heating and slowly cooling metal to soften it.
- **Tempering** — reheating hardened steel to reduce brittleness.

## Welding and safety

- **Flux** — a material that cleans metal and shields a weld or solder joint from air.
- **Brazing** — joining metals with a filler that melts above 840 °F without melting the base metal.
- **Soldering** — joining metals with a low-melting filler below 840 °F.
- **PPE** — personal protective equipment: safety glasses, hearing protection, gloves, boots.
- **Push stick** — a tool that feeds wood past a table saw blade so your fingers stay clear.`,
  },
];
