import type { AuthoredItem } from "../../types";

export const SI_METAL_AND_SAFETY_ITEMS: readonly AuthoredItem[] = [
  {
    id: "SI-216",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Which shop machine is most often used to sharpen chisels, punches, and drill bits and to shape small metal parts?",
    options: ["Metal band saw", "Bench grinder", "Drill press", "Belt sander"],
    answer: 1,
    explanation:
      "A bench grinder's abrasive wheels quickly grind metal to restore an edge or point. A band saw cuts stock, a drill press bores holes, and a belt sander is mainly used for smoothing wood.",
  },
  {
    id: "SI-217",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Which machine spins a workpiece while a cutting tool removes metal from it, making round parts such as shafts?",
    options: ["Milling machine", "Drill press", "Lathe", "Shaper"],
    answer: 2,
    explanation:
      "On a lathe the work turns and the tool stays nearly still, so the cut produces a round shape. In a milling machine and a drill press the cutter turns instead of the work, and a shaper moves a single-point tool back and forth to cut flat surfaces.",
  },
  {
    id: "SI-218",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Which tool, with a hardened steel point, is used to mark fine layout lines on metal?",
    options: ["Nail set", "Scriber", "Cold chisel", "Pin punch"],
    answer: 1,
    explanation:
      "A scriber's hard, sharp point scratches a thin, lasting line in metal, as a pencil does on wood. A nail set sinks nail heads, a cold chisel cuts metal, and a pin punch drives pins out of holes.",
  },
  {
    id: "SI-219",
    topic: "metalworking",
    difficulty: "easy",
    stem: "After a piece of steel is cut with a hacksaw, its edges are sharp and ragged. What is removing these sharp edges called?",
    options: ["Tempering", "Annealing", "Knurling", "Deburring"],
    answer: 3,
    explanation:
      "Deburring removes the burrs (rough, sharp ridges) left by cutting or drilling, usually with a file or deburring tool. Tempering and annealing are heat treatments, and knurling rolls a grip pattern onto a round part.",
  },
  {
    id: "SI-220",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Why is cutting oil applied when drilling or tapping steel?",
    options: [
      "To make the steel softer before it is cut",
      "To keep the chips from falling away from the bit",
      "To mark where the hole will be drilled",
      "To reduce heat and friction at the cutting edges",
    ],
    answer: 3,
    explanation:
      "Cutting oil cools and lubricates the cutting edges, so the tool lasts longer, cuts smoothly, and leaves a better finish. It does not soften the metal, chips are supposed to clear away, and the hole is marked with a center punch.",
  },
  {
    id: "SI-221",
    topic: "metalworking",
    difficulty: "easy",
    stem: "A simple shop test to tell a ferrous metal from a nonferrous metal is to see whether...",
    options: ["it floats when dropped in water", "it bends easily by hand", "it conducts electricity", "a magnet is attracted to it"],
    answer: 3,
    explanation:
      "Ferrous metals contain iron, and most of them (plain and carbon steels, cast iron) are attracted to a magnet, while aluminum, copper, brass, and lead are not. Nearly all metals sink and conduct electricity, and bending depends on thickness, not on iron content.",
  },
  {
    id: "SI-222",
    topic: "metalworking",
    difficulty: "easy",
    stem: "On which stroke does a standard hand file cut?",
    options: ["The forward (push) stroke", "The return (pull) stroke", "Both strokes equally", "Neither; it cuts only when turned"],
    answer: 0,
    explanation:
      "A file's teeth slant toward the tip, so they cut as the file is pushed forward; it should be lifted slightly or lightly drawn back on the return to avoid dulling the teeth. A pull stroke does not cut, and a file is not rotated like a drill or reamer.",
  },
  {
    id: "SI-223",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Which drill bit is shaped like a cone with steps of increasing diameter, so one bit can make holes of several sizes in sheet metal?",
    options: ["Spade bit", "Step drill", "Forstner bit", "Auger bit"],
    answer: 1,
    explanation:
      "A step drill's graduated steps each cut a clean, round hole of a different diameter in thin material. Spade, Forstner, and auger bits are made for wood and would tear or grab in sheet metal.",
  },
  {
    id: "SI-224",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Which machine uses a rotating multi-tooth cutter to cut flat surfaces, slots, and keyways while the work is fed past it on a table?",
    options: ["Lathe", "Milling machine", "Bench grinder", "Horizontal band saw"],
    answer: 1,
    explanation:
      "A milling machine spins its cutter and moves the workpiece past it on a table in several directions, which is ideal for flat surfaces and slots. A lathe spins the work itself, a bench grinder sharpens, and a horizontal band saw cuts stock to length.",
  },
  {
    id: "SI-225",
    topic: "metalworking",
    difficulty: "easy",
    stem: "Which tool is used to hold a round bar steady so a hole can be drilled across it on a drill press?",
    options: ["Try square", "Feeler gauge", "V-block", "File card"],
    answer: 2,
    explanation:
      "A V-block has a V-shaped groove that cradles round stock and keeps it from rolling while it is clamped and drilled. A try square checks 90° corners, a feeler gauge measures gaps, and a file card cleans files.",
  },
  {
    id: "SI-226",
    topic: "metalworking",
    difficulty: "medium",
    stem: "What is a file card used for?",
    options: [
      "Recording which files are in a set",
      "Cleaning metal bits out of a file's teeth",
      "Measuring the coarseness of a file's cut",
      "Holding a file at the correct angle",
    ],
    answer: 1,
    explanation:
      "A file card is a short, stiff wire brush that is pulled along the rows of teeth to clear out packed filings (pinning), which scratch the work and keep the file from cutting. It does not record, measure, or hold anything.",
  },
  {
    id: "SI-227",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Why is layout fluid (a thin blue or purple coating) brushed on metal before layout lines are scribed?",
    options: [
      "It keeps the metal from rusting during storage",
      "It softens the surface so the scriber cuts deeper",
      "It lubricates the drill when holes are made",
      "It makes the scribed lines stand out clearly",
    ],
    answer: 3,
    explanation:
      "The dye dries to a thin colored film, and a scriber cuts through it to leave a bright, easy-to-see line of bare metal. It is not a rust preventive, it does not soften the metal, and it is not a cutting fluid.",
  },
  {
    id: "SI-228",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Which metal is most likely to crack rather than bend if it is struck sharply with a hammer?",
    options: ["Mild steel", "Copper", "Aluminum", "Cast iron"],
    answer: 3,
    explanation:
      "Gray cast iron is hard but brittle because of the graphite flakes in it, so a sharp blow can crack it. Mild steel, copper, and aluminum are ductile and tend to bend or dent.",
  },
  {
    id: "SI-229",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Compared with drilling mild steel, a hole of the same size in aluminum can generally be drilled at...",
    options: [
      "a lower speed, since aluminum melts easily",
      "the same speed, since only the bit size matters",
      "a lower speed, since aluminum is harder",
      "a higher speed, since aluminum is softer",
    ],
    answer: 3,
    explanation:
      "Recommended cutting speeds depend on the material: soft metals such as aluminum and brass can be cut much faster than steel, and tough alloys such as stainless steel must be cut slower. Aluminum is not harder than steel, and its melting point is far above the heat of normal drilling with lubricant.",
  },
  {
    id: "SI-230",
    topic: "metalworking",
    difficulty: "medium",
    stem: "When cutting threads by hand with a tap, why is the tap turned back about a quarter to half turn after every turn or so?",
    options: [
      "To break the chips so they do not jam the tap",
      "To check whether the threads are the right size",
      "To let the tap cool between cuts",
      "To make the threads cut deeper",
    ],
    answer: 0,
    explanation:
      "Backing the tap up snaps off the curled chips so they fall into the flutes instead of packing and binding, which can break the brittle tap. It does not measure the threads, cooling is done with cutting oil, and thread depth is set by the tap's size.",
  },
  {
    id: "SI-231",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Which sheet steel is the thickest?",
    options: ["16-gauge", "18-gauge", "20-gauge", "24-gauge"],
    answer: 0,
    explanation:
      "In sheet-metal gauge numbers, a larger number means a thinner sheet, so 16-gauge is the thickest of these and 24-gauge is the thinnest. Assuming a higher gauge means a heavier sheet is the common mistake.",
  },
  {
    id: "SI-232",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Which shop machine is used to make long, straight bends in sheet metal, such as for a duct?",
    options: ["Shear", "Lathe", "Punch press", "Brake"],
    answer: 3,
    explanation:
      "A sheet-metal brake clamps the sheet along a straight edge and swings a leaf up to fold it at the desired angle. A shear cuts sheet metal, a lathe turns round parts, and a punch press punches holes and shapes.",
  },
  {
    id: "SI-233",
    topic: "metalworking",
    difficulty: "medium",
    stem: "On a lathe, what is a facing cut?",
    options: [
      "A cut across the end of the work to make it flat and square",
      "A cut along the length of the work to reduce its diameter",
      "A cut that rolls a diamond pattern onto the surface",
      "A cut that forms threads on the outside of the work",
    ],
    answer: 0,
    explanation:
      "In facing, the tool is fed across the end of the spinning work toward its center, leaving a flat end at a right angle to the axis. Reducing the diameter along the length is turning, a diamond pattern is knurling, and forming threads is thread cutting.",
  },
  {
    id: "SI-234",
    topic: "metalworking",
    difficulty: "medium",
    stem: "What is knurling?",
    options: [
      "Rolling a ridged or diamond grip pattern onto a part",
      "Heating a part and cooling it slowly to soften it",
      "Cutting a cone-shaped recess for a screw head",
      "Joining two parts with a melted filler metal",
    ],
    answer: 0,
    explanation:
      "A knurling tool presses hardened rollers into a spinning part on a lathe, raising a pattern that fingers can grip, as on tool handles and thumbscrews. Slow cooling to soften is annealing, a cone recess is a countersink, and joining with melted filler is soldering, brazing, or welding.",
  },
  {
    id: "SI-235",
    topic: "metalworking",
    difficulty: "medium",
    stem: "What happens to a piece of high-carbon steel that is heated red hot and then quickly cooled (quenched) in water or oil?",
    options: [
      "It becomes soft and easy to bend",
      "It becomes very hard but also brittle",
      "It becomes stronger and tougher, with no brittleness",
      "It is unchanged, since steel cannot be hardened",
    ],
    answer: 1,
    explanation:
      "Quenching traps the steel's structure in a very hard but brittle form, which is why a hardened tool is then tempered to gain toughness. Slow cooling, not quenching, makes steel soft (annealing). High-carbon steel is exactly the kind that hardens this way, although very low-carbon steel hardens little.",
  },
  {
    id: "SI-236",
    topic: "metalworking",
    difficulty: "medium",
    stem: "When drilling a hole through thin sheet metal, why should a piece of scrap wood be placed under it?",
    options: [
      "It supports the sheet so the bit does not grab",
      "It makes the drill bit cut at a higher speed",
      "It adds weight so the sheet does not need clamping",
      "It cools the drill bit as it breaks through",
    ],
    answer: 0,
    explanation:
      "Backed by wood, the thin sheet is supported as the bit breaks through, so the bit does not grab, bend the sheet, or leave a large burr. The sheet still needs clamping, and the wood has no effect on speed or cooling.",
  },
  {
    id: "SI-237",
    topic: "metalworking",
    difficulty: "medium",
    stem: "Before drilling a 1/2 in. hole in steel, a machinist first drills a small pilot hole at the same spot. Why?",
    options: [
      "It lets the large drill run at a much higher speed",
      "It removes metal where the large bit's center cuts poorly",
      "It keeps chips from forming inside the large hole",
      "It lets the large bit cut with no cutting oil at all",
    ],
    answer: 1,
    explanation:
      "The center of a twist drill (the chisel edge, or web) scrapes rather than cuts, so a large bit needs heavy feed pressure and tends to wander; a pilot hole a little wider than that web lets the large bit's cutting lips work freely. The large bit must still run at the slower speed its size calls for, it still makes chips, and it still needs cutting oil.",
  },
  {
    id: "SI-238",
    topic: "metalworking",
    difficulty: "hard",
    stem: "To cut threads all the way to the bottom of a blind hole (one that does not go through), which tap is used last?",
    options: ["Taper tap", "Plug tap", "Tapered pipe tap", "Bottoming tap"],
    answer: 3,
    explanation:
      "A taper tap has a long taper for easy starting, a plug tap has a shorter one, and a bottoming tap has almost no taper, so it cuts full threads nearly to the bottom of the hole. It is used after the other taps have started the threads. A tapered pipe tap cuts pipe threads.",
  },
  {
    id: "SI-239",
    topic: "metalworking",
    difficulty: "hard",
    stem: "A piece of soft copper tubing is bent back and forth several times at one spot. What happens to the copper there?",
    options: [
      "It becomes harder and more brittle and may crack",
      "It becomes softer and easier to bend each time",
      "It becomes magnetic where it was bent",
      "It does not change, since copper does not harden",
    ],
    answer: 0,
    explanation:
      "Bending metal cold distorts its crystal structure and makes it harder and less ductile (work hardening), so repeated bending makes it stiff and eventually cracks it. Heating (annealing) restores its softness. Copper does not become magnetic.",
  },
  {
    id: "SI-240",
    topic: "metalworking",
    difficulty: "hard",
    stem: "What is the standard point angle of a general-purpose twist drill?",
    options: ["60°", "82°", "90°", "118°"],
    answer: 3,
    explanation:
      "General-purpose twist drills are ground with a 118° included point angle, which works well in mild steel and many other materials. 82° is a common countersink angle for flat-head screws, 90° is used for some countersinks and spotting drills, and 60° is the angle of a center drill.",
  },
  {
    id: "SI-241",
    topic: "metalworking",
    difficulty: "hard",
    stem: "A machinist wants to know whether a steel part has been hardened. A sharp file is drawn across it and slides over the surface without biting. What does this show?",
    options: [
      "The steel is annealed and soft",
      "The part is made of aluminum",
      "The file is a coarse bastard cut",
      "The steel is hardened",
    ],
    answer: 3,
    explanation:
      "A file test is a quick hardness check: a file bites into soft steel but skates over steel that is as hard as or harder than the file itself. Soft (annealed) steel and aluminum would be easily cut, and the file's cut grade does not make it skate.",
  },
  {
    id: "SI-242",
    topic: "metalworking",
    difficulty: "hard",
    stem: "What is drawfiling?",
    options: [
      "Pulling a file toward you to cut on the return stroke",
      "Filing with a round file to enlarge a hole",
      "Stroking a file held crosswise along the work",
      "Filing a sheet edge held in a vise with soft jaws",
    ],
    answer: 2,
    explanation:
      "In drawfiling, the file is held at a right angle to the work with a hand on each end and moved along the length of the edge, which produces a very flat, smooth finish. Drawfiling is defined by the crosswise grip, not by cutting on the pull stroke; enlarging a hole with a round file is ordinary filing, and soft vise jaws only protect the work.",
  },
  {
    id: "SI-243",
    topic: "metalworking",
    difficulty: "hard",
    stem: "How does a prick punch differ from a center punch?",
    options: [
      "It has a flat tip for driving pins out of holes",
      "It is struck harder and used only on wood",
      "It has a hollow tip for cutting gaskets",
      "It has a sharper point for light layout marks",
    ],
    answer: 3,
    explanation:
      "A prick punch has a slender point (often 30° to 60°) for small, accurate marks along layout lines. A center punch has a wider point (about 90°) that makes a larger dent to seat a drill bit. A flat tip describes a pin punch, and a hollow tip describes a hollow (gasket) punch.",
  },
  {
    id: "SI-244",
    topic: "metalworking",
    difficulty: "hard",
    stem: "A bearing fits too tightly to slide onto a shaft by hand. Which method takes advantage of how metals respond to heat?",
    options: [
      "Heat the shaft so it expands",
      "Heat the bearing so its bore expands",
      "Cool the bearing in a freezer",
      "Heat both parts to the same temperature",
    ],
    answer: 1,
    explanation:
      "Metals expand when heated, and a hole in a heated part grows along with the rest of it, so warming the bearing enlarges its bore for a moment; as it cools it shrinks tight on the shaft. Heating the shaft or cooling the bearing does the opposite, and heating both equally changes nothing.",
  },
  {
    id: "SI-245",
    topic: "metalworking",
    difficulty: "hard",
    stem: "Of the number-size drills listed, which is the largest?",
    options: ["#1", "#20", "#40", "#60"],
    answer: 0,
    explanation:
      "Number drills run from #1, the largest at about 0.228 in., to #80, the smallest at about 0.0135 in., so the larger the number, the smaller the drill. Treating the number like a diameter gives the trap answer #60.",
  },
  {
    id: "SI-246",
    topic: "welding",
    difficulty: "easy",
    stem: "Which welding process feeds a continuous spool of wire through a gun while a shielding gas from a cylinder protects the weld?",
    options: ["Stick welding", "MIG welding", "Oxyacetylene welding", "Spot welding"],
    answer: 1,
    explanation:
      "In MIG (gas metal arc) welding, the wire is both the electrode and the filler, fed automatically when the trigger is pulled, with gas flowing around it. Stick welding uses short flux-coated rods, oxyacetylene welding uses a gas flame, and spot welding squeezes sheets between two electrodes.",
  },
  {
    id: "SI-247",
    topic: "welding",
    difficulty: "easy",
    stem: "Which tool is normally used to solder small electronic components onto a circuit board?",
    options: ["Soldering iron", "Propane torch", "Arc welder", "Heat gun"],
    answer: 0,
    explanation:
      "A soldering iron delivers controlled heat through a small tip, just enough to melt solder at one joint without damaging nearby parts. A propane torch and an arc welder produce far too much heat for electronics, and a heat gun heats a broad area rather than a single joint.",
  },
  {
    id: "SI-248",
    topic: "welding",
    difficulty: "easy",
    stem: "In arc welding, what is the purpose of the work (ground) clamp attached to the workpiece?",
    options: [
      "It holds the parts in position while they are welded",
      "It cools the metal next to the weld",
      "It holds a spare electrode for quick changes",
      "It completes the electrical circuit back to the welder",
    ],
    answer: 3,
    explanation:
      "Welding current flows from the machine through the electrode, across the arc, into the work, and back to the machine through the work clamp, so without a good connection there is no arc. It is not meant to hold parts in place (clamps and tack welds do that), to cool the metal, or to store electrodes.",
  },
  {
    id: "SI-249",
    topic: "welding",
    difficulty: "easy",
    stem: "After a stick weld cools, what is used to remove the layer of slag covering the bead?",
    options: [
      "A file card and a putty scraper",
      "A ball-peen hammer and a punch",
      "A grinder with a cutoff wheel",
      "A chipping hammer and a wire brush",
    ],
    answer: 3,
    explanation:
      "A chipping hammer's pointed and chisel-shaped ends knock off the brittle slag, and a wire brush cleans away what is left. A file card cleans files, a punch is for marking or driving pins, and a cutoff wheel would cut into the weld.",
  },
  {
    id: "SI-250",
    topic: "welding",
    difficulty: "easy",
    stem: "Two flat plates are placed so that one overlaps the other, and the edge of the top plate is welded to the face of the bottom plate. What kind of joint is this?",
    options: ["Butt joint", "Corner joint", "Lap joint", "Edge joint"],
    answer: 2,
    explanation:
      "In a lap joint the pieces overlap. In a butt joint they meet edge to edge in the same plane, in a corner joint they meet at an angle to form a corner, and in an edge joint the edges of parallel pieces are welded together.",
  },
  {
    id: "SI-251",
    topic: "welding",
    difficulty: "easy",
    stem: "Before a long seam is fully welded, a welder places several short welds along it to hold the parts in position. These are called...",
    options: ["tack welds", "plug welds", "seam welds", "bead welds"],
    answer: 0,
    explanation:
      "Tack welds are small, temporary welds that keep parts aligned and the gap even while the final weld is made. A plug weld fills a hole in one part to join it to the part behind it, and 'seam' and 'bead' describe the finished, continuous weld.",
  },
  {
    id: "SI-252",
    topic: "welding",
    difficulty: "easy",
    stem: "What is the safe way to light an oxyacetylene torch?",
    options: ["With a cigarette lighter", "With a flint striker", "With a match held near the tip", "With a hot piece of metal"],
    answer: 1,
    explanation:
      "A striker throws sparks at the tip while the hand stays well away from the flame. A lighter or match puts the hand right at the tip when the gas ignites, and a lighter can explode if it is heated; a hot piece of metal is an unreliable way to light the gas.",
  },
  {
    id: "SI-253",
    topic: "welding",
    difficulty: "easy",
    stem: "Welding lens filters are rated by shade number. How does the shade number relate to darkness?",
    options: [
      "A higher number is darker",
      "A lower number is darker",
      "The number shows the lens's size",
      "The number shows its impact rating",
    ],
    answer: 0,
    explanation:
      "A higher shade number blocks more light, so arc welding uses darker shades (often 10 or higher) than gas welding or brazing. The shade number does not describe the lens size or impact resistance, which are rated separately.",
  },
  {
    id: "SI-254",
    topic: "welding",
    difficulty: "easy",
    stem: "For a beginner, which welding position is usually the easiest?",
    options: ["Vertical", "Horizontal", "Flat", "Overhead"],
    answer: 2,
    explanation:
      "In the flat position, gravity holds the molten puddle in the joint, so the bead is easiest to control. In the vertical and horizontal positions the puddle tends to sag or run, and overhead welding is the hardest because molten metal can drip.",
  },
  {
    id: "SI-255",
    topic: "welding",
    difficulty: "easy",
    stem: "Before copper pipe is soldered into a fitting, what must be done to the end of the pipe and the inside of the fitting?",
    options: ["Paint them with primer", "Wipe them with motor oil", "Clean them to bright metal", "Wrap them with plumber's tape"],
    answer: 2,
    explanation:
      "Solder bonds only to clean metal, so the surfaces are scrubbed bright with sand cloth or a fitting brush and then fluxed. Primer, oil, and plumber's tape would all keep the solder from wetting the copper; tape is for threaded joints.",
  },
  {
    id: "SI-256",
    topic: "welding",
    difficulty: "medium",
    stem: "Why must acetylene cylinders be stored and used in an upright position?",
    options: [
      "So the cylinder does not roll and dent the valve",
      "So the gas leaves the cylinder at a higher pressure",
      "So the cylinder cools faster in warm weather",
      "So the acetone inside cannot reach the valve",
    ],
    answer: 3,
    explanation:
      "Acetylene is stored dissolved in liquid acetone inside a porous filler; on its side, the cylinder can let acetone out into the regulator and hoses, which is dangerous and damages the equipment. Cylinders should also be chained so they cannot fall, but rolling is not the reason for keeping them upright.",
  },
  {
    id: "SI-257",
    topic: "welding",
    difficulty: "medium",
    stem: "What is a major advantage of a plasma cutter over an oxyfuel cutting torch?",
    options: [
      "It needs no electrical power",
      "It works only on carbon steel",
      "It cuts thicker steel plate than a torch",
      "It can cut stainless steel and aluminum",
    ],
    answer: 3,
    explanation:
      "A plasma cutter melts the metal with a jet of electrically heated, ionized gas, so it cuts any conductive metal, including stainless steel and aluminum. An oxyfuel torch works by rapidly oxidizing carbon steel and cannot cut those metals well. A plasma cutter needs electricity, and an oxyfuel torch, not a plasma cutter, is the tool for very thick steel plate.",
  },
  {
    id: "SI-258",
    topic: "welding",
    difficulty: "medium",
    stem: "A weld that joins two pieces meeting at a right angle, as in a T-joint, and that has a roughly triangular cross-section is called a...",
    options: ["groove weld", "plug weld", "spot weld", "fillet weld"],
    answer: 3,
    explanation:
      "A fillet weld fills the inside corner where two surfaces meet at about 90°, giving a triangle-shaped cross-section. A groove weld is made in the gap between edges (as in a butt joint), a plug weld fills a hole, and a spot weld is a resistance weld between overlapping sheets.",
  },
  {
    id: "SI-259",
    topic: "welding",
    difficulty: "medium",
    stem: "Which process joins overlapping sheets of metal, such as car body panels, by squeezing them between two electrodes and passing a large current through them?",
    options: ["Resistance spot welding", "Oxyacetylene welding", "TIG welding", "Soft soldering"],
    answer: 0,
    explanation:
      "In resistance spot welding, the sheets' resistance to the heavy current melts a small nugget where the electrodes press, fusing the sheets at that spot. Oxyacetylene and TIG welding use a flame or an arc, and soft soldering uses a low-melting filler without melting the sheets.",
  },
  {
    id: "SI-260",
    topic: "welding",
    difficulty: "medium",
    stem: "Which shielding gas is commonly used for MIG welding mild steel?",
    options: [
      "Pure oxygen from a cylinder",
      "Argon mixed with carbon dioxide",
      "Acetylene mixed with oxygen",
      "Filtered, compressed shop air",
    ],
    answer: 1,
    explanation:
      "Mixtures such as 75% argon and 25% carbon dioxide (or pure carbon dioxide) keep air away from the weld and give a stable arc. Oxygen and air would contaminate the weld, and acetylene is a fuel gas for torches, not a shielding gas.",
  },
  {
    id: "SI-261",
    topic: "welding",
    difficulty: "medium",
    stem: "Why is self-shielded flux-cored wire often chosen over gas-shielded MIG welding for outdoor work?",
    options: [
      "Its flux shields the weld, so wind matters less",
      "It needs less electrical power than any other process",
      "It makes no smoke or spatter at all",
      "It can weld without any electrical current",
    ],
    answer: 0,
    explanation:
      "The flux inside the wire forms its own gas and slag right at the weld, so a breeze that would blow away the gas from a MIG cylinder does not ruin the weld. Flux-cored welding actually produces more smoke and spatter than MIG, and like all arc welding it uses electrical current.",
  },
  {
    id: "SI-262",
    topic: "welding",
    difficulty: "medium",
    stem: "What is the correct order for lighting an oxyacetylene torch?",
    options: [
      "Open the oxygen valve, light it, then add acetylene",
      "Open both valves fully, then light the mixture",
      "Open acetylene slightly, light it, then add oxygen",
      "Light the striker first, then open both valves",
    ],
    answer: 2,
    explanation:
      "The fuel is opened a little and lit with a striker, and then oxygen is added to adjust the flame to neutral. Oxygen alone will not light, opening both valves fully can cause a pop or flashback, and the striker is used only after gas is flowing.",
  },
  {
    id: "SI-263",
    topic: "welding",
    difficulty: "medium",
    stem: "In the United States, what colors are oxyfuel hoses normally?",
    options: [
      "Red for oxygen and green for fuel gas",
      "Green for oxygen and red for fuel gas",
      "Black for oxygen and blue for fuel gas",
      "Both hoses the same color",
    ],
    answer: 1,
    explanation:
      "The standard twin welding hose has a green oxygen line and a red fuel line, and fuel fittings also have left-hand threads (marked with a notch) so the two cannot be connected the wrong way. The other color pairs are not the standard.",
  },
  {
    id: "SI-264",
    topic: "welding",
    difficulty: "medium",
    stem: "What does a flashback arrestor on an oxyfuel torch do?",
    options: [
      "It reduces the pressure coming from the cylinder",
      "It lights the torch automatically",
      "It filters fumes from the welder's breathing air",
      "It stops a flame from burning back into the hose",
    ],
    answer: 3,
    explanation:
      "A flashback arrestor stops a flame burning back through the hose toward the regulator and cylinder, and its check valve blocks reverse gas flow. Reducing pressure is the regulator's job, a striker lights the torch, and fumes are handled by ventilation or a respirator.",
  },
  {
    id: "SI-265",
    topic: "welding",
    difficulty: "medium",
    stem: "What kind of solder must be used on copper pipes that carry drinking water?",
    options: ["50/50 tin-lead solder", "Lead-free solder", "60/40 tin-lead solder", "40/60 tin-lead solder"],
    answer: 1,
    explanation:
      "Lead can leach into the water, so U.S. plumbing codes have required lead-free solder for drinking-water lines since the 1980s. 50/50, 60/40, and 40/60 tin-lead solders all contain a large share of lead, whatever the ratio.",
  },
  {
    id: "SI-266",
    topic: "welding",
    difficulty: "medium",
    stem: "Why is the tip of a soldering iron 'tinned,' or coated with a thin layer of fresh solder?",
    options: [
      "To make the tip larger so it fits more joints",
      "To carry heat into the joint and protect the tip",
      "To lower the melting point of the solder",
      "To insulate the tip from electrical current",
    ],
    answer: 1,
    explanation:
      "A bright, tinned tip makes good contact with the joint and transfers heat quickly, and the solder coating protects the tip from oxidizing. An untinned, blackened tip barely heats the work. Tinning does not change the tip's size or the solder's melting point, and it is not an insulator.",
  },
  {
    id: "SI-267",
    topic: "welding",
    difficulty: "medium",
    stem: "Braze welding steel with an oxyacetylene torch usually uses a filler rod made of...",
    options: ["a soft tin-lead solder", "a brass or bronze alloy", "a pure tungsten rod", "hardened tool steel"],
    answer: 1,
    explanation:
      "Brazing and braze welding use a filler that melts above about 840°F but below the melting point of the base metal, and brass or bronze rods are the usual choice for steel. Tin-lead solder melts far lower (soldering), tungsten is the nonconsumable TIG electrode, and a steel rod would require melting the base metal (welding).",
  },
  {
    id: "SI-268",
    topic: "welding",
    difficulty: "hard",
    stem: "How does an oxyacetylene cutting torch cut through steel?",
    options: [
      "It burns red-hot steel away with a jet of oxygen",
      "It melts the steel with a hotter flame than a welding tip",
      "It uses an electric arc to blow the steel away",
      "It saws through the steel with a stream of sand",
    ],
    answer: 0,
    explanation:
      "The preheat flames bring the steel to its kindling temperature, and then a stream of pure oxygen makes the iron oxidize rapidly and blows the molten oxide out of the cut. That is why an oxyfuel torch cuts carbon steel well but not aluminum or stainless steel. An electric arc describes plasma or arc cutting, and sand describes abrasive blasting.",
  },
  {
    id: "SI-269",
    topic: "welding",
    difficulty: "hard",
    stem: "A groove melted into the base metal along the edge of a weld bead and left unfilled is called...",
    options: ["undercut", "porosity", "slag inclusion", "overlap"],
    answer: 0,
    explanation:
      "Undercut is a notch at the toe of the weld, usually from too much current or a poor angle, and it weakens the joint. Porosity is gas pockets, slag inclusion is slag trapped inside the weld, and overlap is weld metal rolled over the base metal without fusing to it.",
  },
  {
    id: "SI-270",
    topic: "welding",
    difficulty: "hard",
    stem: "A MIG weld made outdoors on a windy day is full of small holes and pits. What is the most likely cause?",
    options: [
      "The wire was fed too slowly into the puddle",
      "The metal was too thick to weld outdoors",
      "Wind blew away the shielding gas",
      "The welder was using too dark a lens",
    ],
    answer: 2,
    explanation:
      "These holes are porosity: gas trapped in the weld because air (oxygen and nitrogen) got into the molten metal, most often when wind or a draft blows the shielding gas away. Screening the area or using self-shielded wire prevents it. Wire speed and thickness cause other defects, and lens shade has no effect on the weld.",
  },
  {
    id: "SI-271",
    topic: "welding",
    difficulty: "hard",
    stem: "In the stick electrode classification E7018, what does the '70' stand for?",
    options: [
      "A recommended welding current of 70 amps",
      "A minimum tensile strength of 70,000 psi",
      "An electrode length of 7.0 in.",
      "A melting point of about 7,000°F",
    ],
    answer: 1,
    explanation:
      "In the AWS system, the first two digits give the weld metal's minimum tensile strength in thousands of psi, so E70xx means 70,000 psi. The third digit gives the welding positions and the last digit the coating and current type. The numbers do not give current, length, or temperature.",
  },
  {
    id: "SI-272",
    topic: "welding",
    difficulty: "hard",
    stem: "A stick welder notices that the electrode keeps sticking to the work and the bead is tall and narrow, sitting on top of the metal with poor penetration. What is the most likely cause?",
    options: ["The current is set too high", "The current is set too low", "The arc is held too long", "The work clamp is too close"],
    answer: 1,
    explanation:
      "Too little current makes the arc hard to start and keep going, so the rod sticks, and the weld metal piles up on the surface instead of fusing deeply. Too much current causes spatter, undercut, and burn-through, and a long arc gives a wide, spattery bead. A close work clamp is good practice.",
  },
  {
    id: "SI-273",
    topic: "welding",
    difficulty: "hard",
    stem: "Why is cast iron usually preheated before it is welded?",
    options: [
      "To burn off all the carbon in the iron",
      "To make the iron magnetic so the arc is steady",
      "To harden the iron so it resists wear",
      "To reduce cracking as the weld cools",
    ],
    answer: 3,
    explanation:
      "Cast iron is brittle, and the sharp temperature difference between the weld and the cold metal around it sets up stresses that crack it; preheating and slow cooling reduce those stresses. Preheating does not remove carbon, magnetism is not the goal, and fast cooling, not preheating, creates hard, brittle zones.",
  },
  {
    id: "SI-274",
    topic: "welding",
    difficulty: "hard",
    stem: "Why must acetylene never be used at a working pressure above 15 psi?",
    options: [
      "Above that pressure the flame goes out",
      "Above that pressure it turns to liquid in the hose",
      "Above that pressure it needs a bigger cylinder",
      "Above that pressure it can become unstable and explode",
    ],
    answer: 3,
    explanation:
      "Free acetylene becomes unstable under pressure and can decompose violently, even without oxygen, when used above 15 psi. That is why it is stored dissolved in acetone and why regulators are set low. It does not liquefy in the hose, and the limit has nothing to do with the flame going out or the cylinder size.",
  },
  {
    id: "SI-275",
    topic: "welding",
    difficulty: "hard",
    stem: "When soldering a wire to a circuit board, the finished joint looks dull, grainy, and lumpy instead of smooth and shiny. What does this usually mean?",
    options: [
      "It is the strongest kind of joint, with extra solder",
      "It is a cold joint that did not get hot enough to flow",
      "The solder contained too much flux",
      "The iron was too hot and burned the solder",
    ],
    answer: 1,
    explanation:
      "A cold solder joint forms when the parts are not heated enough or move while the solder cools, so the solder does not flow onto both surfaces and the connection can be weak or intermittent. It should be reheated until the solder flows smoothly. Extra flux does not make solder dull and grainy, and an overheated joint usually shows burned flux and lifted pads instead.",
  },
  {
    id: "SI-276",
    topic: "shop safety",
    difficulty: "easy",
    stem: "A pile of sawdust and scrap wood in the shop catches fire. What class of fire is this?",
    options: ["Class A", "Class B", "Class C", "Class D"],
    answer: 0,
    explanation:
      "Class A fires involve ordinary combustibles such as wood, paper, cloth, and sawdust, and water or an A-rated extinguisher puts them out. Class B is flammable liquids, Class C is energized electrical equipment, and Class D is burning metals.",
  },
  {
    id: "SI-277",
    topic: "shop safety",
    difficulty: "easy",
    stem: "When ripping a narrow strip on a table saw, what should be used to feed the last part of the board past the blade?",
    options: ["Your fingertips", "The palm of your hand", "A pair of pliers", "A push stick"],
    answer: 3,
    explanation:
      "A push stick moves the board past the blade while keeping your hand well away from it. Fingertips or a palm near a spinning blade can be pulled into it, and metal pliers can strike the blade and shatter teeth.",
  },
  {
    id: "SI-278",
    topic: "shop safety",
    difficulty: "easy",
    stem: "Where should you stand when feeding a board through a table saw?",
    options: [
      "Directly behind the blade",
      "Slightly to one side of the blade",
      "On the far side of the saw",
      "Anywhere, since the guard protects you",
    ],
    answer: 1,
    explanation:
      "If the saw kicks back, the board is thrown straight back along the line of the blade, so standing slightly to the side keeps your body out of its path. Directly behind the blade is exactly where kickback goes, from the far side you would have to reach toward the blade to feed the board, and the guard does not stop kickback.",
  },
  {
    id: "SI-279",
    topic: "shop safety",
    difficulty: "easy",
    stem: "What should be done before changing the blade on a circular saw?",
    options: [
      "Switch the saw off and leave it plugged in",
      "Lock the switch in the on position",
      "Let the blade spin down while holding it",
      "Unplug the saw or remove its battery",
    ],
    answer: 3,
    explanation:
      "Removing the power source makes it impossible for the saw to start while your hands are on the blade. An off switch can be bumped on accidentally, locking the switch on is dangerous, and a blade must never be touched while it is moving.",
  },
  {
    id: "SI-280",
    topic: "shop safety",
    difficulty: "easy",
    stem: "The outer insulation of an extension cord is cut, and the inner wires are showing. What should be done?",
    options: [
      "Wrap it with electrical tape and keep using it",
      "Stop using it until it is repaired or replaced",
      "Keep using it, but only in dry areas",
      "Use it only with small hand-held tools",
    ],
    answer: 1,
    explanation:
      "Exposed conductors can shock anyone who touches them and can start a fire, so the cord must not be used until it is properly repaired or thrown away. Tape does not restore the cord's toughness, and the hazard is there in dry areas and with small tools alike.",
  },
  {
    id: "SI-281",
    topic: "shop safety",
    difficulty: "easy",
    stem: "The 'fire triangle' shows the three things a fire needs. They are heat, fuel, and...",
    options: ["oxygen", "water", "smoke", "carbon"],
    answer: 0,
    explanation:
      "A fire needs heat, fuel, and oxygen, and removing any one of them puts it out: water removes heat, and smothering removes oxygen. Water puts fires out rather than feeding them, smoke is a product of fire, and carbon is part of many fuels rather than a separate side of the triangle.",
  },
  {
    id: "SI-282",
    topic: "shop safety",
    difficulty: "easy",
    stem: "When cutting with a utility knife, how should the cut be made?",
    options: [
      "Toward your body, for better control",
      "Toward the hand that holds the material",
      "With the blade extended as far as it goes",
      "Away from your body and your other hand",
    ],
    answer: 3,
    explanation:
      "If the blade slips, it follows the direction of the cut, so cutting away from the body and keeping the free hand behind the blade keeps it from hitting you. Cutting toward the body or the holding hand invites a deep cut, and an overextended blade can snap.",
  },
  {
    id: "SI-283",
    topic: "shop safety",
    difficulty: "easy",
    stem: "What is the safe way to lift a heavy box from the floor?",
    options: [
      "Keep your legs straight and bend at the waist",
      "Twist your body as you lift to save steps",
      "Hold the load at arm's length away from your body",
      "Bend your knees and keep your back straight",
    ],
    answer: 3,
    explanation:
      "Bending the knees lets the strong leg muscles do the work while the back stays straight. Bending at the waist, twisting while lifting, and holding the load far from the body all put heavy strain on the lower back.",
  },
  {
    id: "SI-284",
    topic: "shop safety",
    difficulty: "easy",
    stem: "A worker wedges the lower blade guard of a circular saw open so it will not slow down the cut. Why is this dangerous?",
    options: [
      "The saw will cut more slowly and overheat",
      "The blade will not reach its full cutting speed",
      "The spinning blade stays exposed after the cut",
      "The saw will wander and cut crooked lines",
    ],
    answer: 2,
    explanation:
      "The lower guard is meant to snap back over the blade as soon as the saw leaves the work. Wedged open, the spinning blade is exposed when the saw is set down or lifted, and it can cut the user or the saw can run across the floor. A wedged guard does not change the blade speed or the cut.",
  },
  {
    id: "SI-285",
    topic: "shop safety",
    difficulty: "easy",
    stem: "A thickness planer produces about 100 decibels of noise. What protection is needed while running it?",
    options: ["Earplugs or earmuffs", "A paper dust mask only", "Leather work gloves", "A full welding helmet"],
    answer: 0,
    explanation:
      "Long or repeated exposure to noise louder than about 85 decibels can permanently damage hearing, so earplugs or earmuffs are worn. A dust mask protects the lungs, gloves protect the hands (and are kept away from machines that can catch them), and a welding helmet protects against arc radiation.",
  },
  {
    id: "SI-286",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Safety glasses are marked 'Z87' or 'Z87+'. What does the marking mean?",
    options: [
      "They meet the ANSI eye protection standard",
      "They block all ultraviolet welding light",
      "They have prescription lenses",
      "They are made for use underwater",
    ],
    answer: 0,
    explanation:
      "Z87 refers to ANSI Z87.1, the U.S. standard for occupational eye and face protection; Z87+ means the lenses passed the high-impact test. The marking does not mean they are dark enough for welding, that they are prescription lenses, or that they are for swimming.",
  },
  {
    id: "SI-287",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Why must water not be used on a fire in a running electric motor?",
    options: [
      "Water makes an electrical fire spread faster",
      "Water reacts with copper to form a toxic gas",
      "Water conducts electricity to the user",
      "Water cools the motor too slowly to help",
    ],
    answer: 2,
    explanation:
      "A fire in energized electrical equipment is Class C; a stream of water can carry current back to the person holding the hose or extinguisher. A C-rated extinguisher (such as carbon dioxide or dry chemical) is used, and the power is shut off if it is safe to do so. Water does not react with copper to form a gas.",
  },
  {
    id: "SI-288",
    topic: "shop safety",
    difficulty: "medium",
    stem: "In the PASS method of using a fire extinguisher (Pull, Aim, Squeeze, Sweep), where is the nozzle aimed?",
    options: ["At the base of the fire", "At the top of the flames", "At the smoke above the fire", "At the wall behind the fire"],
    answer: 0,
    explanation:
      "The extinguishing agent must reach the fuel that is burning, which is at the base of the fire; sweeping side to side covers it. Aiming at the flames or smoke passes through them without putting out the fuel, and aiming at the wall wastes the agent.",
  },
  {
    id: "SI-289",
    topic: "shop safety",
    difficulty: "medium",
    stem: "What does a riving knife on a table saw do?",
    options: [
      "It covers the top of the blade to protect the hands",
      "It holds the board tight against the rip fence",
      "It measures the width of each cut",
      "It keeps the kerf from closing on the blade",
    ],
    answer: 3,
    explanation:
      "The riving knife is a curved metal plate just behind the blade that rises and falls with it; it keeps the kerf from closing on the rising back teeth, which would throw the board back at the operator (kickback). The guard covers the blade, featherboards hold stock against the fence, and the fence scale measures width.",
  },
  {
    id: "SI-290",
    topic: "shop safety",
    difficulty: "medium",
    stem: "What is the purpose of a lockout/tagout procedure before a machine is repaired?",
    options: [
      "To keep unauthorized workers from borrowing the machine",
      "To keep the machine from being started during the work",
      "To record how many hours the machine has run",
      "To lock the machine's guards in the open position",
    ],
    answer: 1,
    explanation:
      "In lockout/tagout, the worker shuts off the energy source, puts a personal lock and tag on the disconnect, and keeps the key, so no one can start the machine during maintenance. It is not about borrowing, record-keeping, or opening guards.",
  },
  {
    id: "SI-291",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Why are ground-fault circuit interrupters (GFCIs) used for power tools outdoors or in damp areas?",
    options: [
      "They keep the tool from drawing too much current",
      "They keep the tool running when the power fails",
      "They cut power if current leaks to ground",
      "They protect the tool's motor from overheating",
    ],
    answer: 2,
    explanation:
      "A GFCI compares the current going out and coming back; if even a few thousandths of an amp leaks to ground, such as through a person standing on wet ground, it shuts off the power in a fraction of a second. Protection against overload is the job of a circuit breaker or fuse, and a GFCI neither supplies backup power nor monitors motor temperature.",
  },
  {
    id: "SI-292",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Using the 4-to-1 rule, a straight ladder reaching 16 ft up a wall should have its base about how far from the wall?",
    options: ["2 ft", "4 ft", "8 ft", "16 ft"],
    answer: 1,
    explanation:
      "The base is set 1 ft out for every 4 ft of height where the ladder rests: 16 ÷ 4 = 4 ft. Setting it much closer (2 ft) makes it likely to tip backward, and 8 ft or 16 ft puts it at such a low angle that the feet can slide out.",
  },
  {
    id: "SI-293",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Where can a worker find the hazards, safe handling, and first aid information for a chemical used in the shop?",
    options: [
      "On the shop's tool inventory list",
      "In the tool's warranty card",
      "On the fire extinguisher's tag",
      "In its Safety Data Sheet (SDS)",
    ],
    answer: 3,
    explanation:
      "Manufacturers must provide a Safety Data Sheet for each hazardous chemical, describing its hazards, protective equipment, safe storage, and first aid. Inventories, warranty cards, and extinguisher inspection tags do not give that information.",
  },
  {
    id: "SI-294",
    topic: "shop safety",
    difficulty: "medium",
    stem: "A worker gets a splash of solvent in one eye. What should be done right away?",
    options: [
      "Rub the eye to remove the solvent",
      "Cover the eye and wait to see if it hurts",
      "Flush it with water for at least 15 minutes",
      "Put a few drops of oil in the eye",
    ],
    answer: 2,
    explanation:
      "The first step is to flush the eye at an eyewash station for at least 15 minutes, holding the eyelids open, and then get medical care. Rubbing can scratch the eye and spread the chemical, waiting lets it do more damage, and oil is not a treatment.",
  },
  {
    id: "SI-295",
    topic: "shop safety",
    difficulty: "medium",
    stem: "A worker puts on a face shield to use a bench grinder. What else should be worn with it?",
    options: [
      "Nothing, since the shield covers the whole face",
      "Sunglasses under the face shield",
      "A welding helmet over the face shield",
      "Safety glasses under the face shield",
    ],
    answer: 3,
    explanation:
      "A face shield is a secondary protector: particles can still reach the eyes from below or the sides, or when the shield is lifted, so safety glasses or goggles are worn underneath. Sunglasses are not impact-rated, and a welding helmet is not for grinding.",
  },
  {
    id: "SI-296",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Why must a gasoline-powered generator or engine never be run inside a closed shop?",
    options: [
      "Its exhaust contains deadly carbon monoxide",
      "Its noise is too loud for an indoor space",
      "It will overheat without direct sunlight",
      "It uses up all the nitrogen in the room",
    ],
    answer: 0,
    explanation:
      "Engine exhaust contains carbon monoxide, which has no color or smell and can build up to fatal levels indoors within minutes. Noise is a real concern but not the deadly one, engines do not need sunlight, and nitrogen is not what an engine consumes.",
  },
  {
    id: "SI-297",
    topic: "shop safety",
    difficulty: "medium",
    stem: "Which protection is needed when sanding or cutting MDF, which makes a great deal of very fine dust?",
    options: ["Leather work gloves", "A heavy rubber shop apron", "A dust mask or respirator", "Steel-toe safety boots"],
    answer: 2,
    explanation:
      "The fine dust from MDF and hardwoods can be inhaled deep into the lungs and irritates the airways, so a rated dust mask or respirator is worn, along with dust collection. Gloves, an apron, and steel-toe boots do nothing to keep dust out of the lungs.",
  },
  {
    id: "SI-298",
    topic: "shop safety",
    difficulty: "hard",
    stem: "Magnesium chips on a machine catch fire. What class of fire is this, and what should be used on it?",
    options: [
      "Class B; a steady stream of water",
      "Class A; a carbon dioxide extinguisher",
      "Class D; a dry powder metal-fire agent",
      "Class C; a foam fire extinguisher",
    ],
    answer: 2,
    explanation:
      "Burning metals such as magnesium, titanium, and sodium are Class D fires and need a special dry powder agent that smothers them. Water can make burning magnesium flare up violently, and ordinary A, B, and C extinguishers are not made for metal fires.",
  },
  {
    id: "SI-299",
    topic: "shop safety",
    difficulty: "hard",
    stem: "On a bench grinder, how close to the wheel should the tool rest be adjusted?",
    options: ["About 1 in. from the wheel", "About 1/2 in. from the wheel", "Pressed against the wheel", "Within 1/8 in. of the wheel"],
    answer: 3,
    explanation:
      "The work rest is kept within 1/8 in. of the wheel so the workpiece cannot be pulled into the gap and jam between the rest and the wheel. A wider gap is the hazard, and a rest touching the wheel would grind away and could damage the wheel.",
  },
  {
    id: "SI-300",
    topic: "shop safety",
    difficulty: "hard",
    stem: "Before a new vitrified grinding wheel is mounted, it is hung on a finger or pin and tapped lightly with a wooden handle. What is this test for?",
    options: [
      "A dull thud shows the wheel is the right grit",
      "The sound shows the wheel's maximum safe speed",
      "The tapping seats the wheel's paper labels",
      "A clear ring shows the wheel is not cracked",
    ],
    answer: 3,
    explanation:
      "A sound wheel gives a clear, metallic ring when tapped; a dull thud means it may be cracked and could burst at speed, so it must not be used. The ring test does not show the grit or the speed rating, which are printed on the wheel's label.",
  },
  {
    id: "SI-301",
    topic: "shop safety",
    difficulty: "hard",
    stem: "When compressed air is used to blow chips off a machine, OSHA requires the nozzle pressure to be reduced to less than...",
    options: ["30 psi", "60 psi", "90 psi", "120 psi"],
    answer: 0,
    explanation:
      "Air used for cleaning must be reduced to less than 30 psi, with effective chip guarding and eye protection, because higher pressure can drive chips into the skin or eyes. Shop compressors often run at 90 to 120 psi, which is why the pressure must be reduced. Compressed air must never be pointed at a person.",
  },
  {
    id: "SI-302",
    topic: "shop safety",
    difficulty: "hard",
    stem: "Why is it dangerous to weld or cut on an empty drum that once held gasoline?",
    options: [
      "The drum's thin metal cannot be welded",
      "The welding arc cannot reach inside the drum",
      "Vapors left in the drum can ignite and explode",
      "Empty drums give off poisonous fumes when welded",
    ],
    answer: 2,
    explanation:
      "Even an 'empty' drum holds flammable vapor and residue, and the heat of welding or cutting can set off an explosion that tears the drum apart. Such containers must be thoroughly cleaned and purged or filled with water or inert gas before hot work. Thin metal can be welded, and the explosion, not the fumes, is the main danger.",
  },
  {
    id: "SI-303",
    topic: "shop safety",
    difficulty: "hard",
    stem: "Which signal word on a safety sign or label marks the most serious hazard, one that will cause death or serious injury if not avoided?",
    options: ["WARNING", "DANGER", "CAUTION", "NOTICE"],
    answer: 1,
    explanation:
      "Under the ANSI sign standard, DANGER means a hazard that will cause death or serious injury, WARNING means one that could, and CAUTION means one that could cause minor or moderate injury. NOTICE is used for property damage and other information, not for personal injury hazards.",
  },
  {
    id: "SI-304",
    topic: "shop safety",
    difficulty: "hard",
    stem: "On a table saw, why should the rip fence not be used as a length stop while crosscutting a short piece with the miter gauge?",
    options: [
      "The fence will push the miter gauge out of square",
      "The blade will cut the fence if it is that close",
      "The cut-off piece can jam and be thrown back",
      "The piece will come out too long to be used",
    ],
    answer: 2,
    explanation:
      "With the fence as a stop, the cut-off piece is pinched between the fence and the blade as it is freed, and the rising back teeth can throw it at the operator. A stop block clamped to the fence ahead of the blade gives the length safely, leaving room for the piece to move away. The other choices are not the reason.",
  },
  {
    id: "SI-305",
    topic: "shop safety",
    difficulty: "hard",
    stem: "A bench grinder runs at 3,450 rpm. Which replacement grinding wheel may be mounted on it?",
    options: ["One rated for 1,725 rpm", "One rated for 2,400 rpm", "One rated for 3,000 rpm", "One rated for 3,600 rpm"],
    answer: 3,
    explanation:
      "A wheel's maximum safe speed, printed on its label, must be at least the grinder's speed, or the wheel can burst from the spinning force. Of these, only the 3,600 rpm wheel meets that rule; wheels rated for 3,000, 2,400, or 1,725 rpm would be run faster than they are built for.",
  },
];
