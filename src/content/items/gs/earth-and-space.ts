import type { AuthoredItem } from "../../types";

/** GS earth and space science: earth science, weather and climate, astronomy (GS-246 to GS-305). */
export const GS_EARTH_AND_SPACE_ITEMS: readonly AuthoredItem[] = [
  {
    id: "GS-246",
    topic: "earth science",
    difficulty: "easy",
    stem: "What is the thin, rocky outermost layer of Earth called?",
    options: ["Mantle", "Crust", "Outer core", "Inner core"],
    answer: 1,
    explanation:
      "The crust is Earth's thin outer shell of rock, only about 5 to 70 km thick. Beneath it lies the thick mantle, then the liquid outer core and the solid inner core at the center.",
  },
  {
    id: "GS-247",
    topic: "earth science",
    difficulty: "easy",
    stem: "In which type of rock are fossils most likely to be found?",
    options: ["Igneous rock", "Metamorphic rock", "Sedimentary rock", "Volcanic rock"],
    answer: 2,
    explanation:
      "Sedimentary rock forms as layers of sand, mud and shells are buried and pressed together, which can preserve the remains of living things. Igneous rock, including volcanic rock, forms from molten rock that would destroy remains, and the heat and pressure that form metamorphic rock usually destroy fossils.",
  },
  {
    id: "GS-248",
    topic: "earth science",
    difficulty: "easy",
    stem: "Deep underground, limestone is changed into marble by great heat and pressure without melting. What type of rock is marble?",
    options: ["Metamorphic", "Igneous", "Sedimentary", "Organic"],
    answer: 0,
    explanation:
      "Metamorphic rock forms when existing rock is changed by heat and pressure without melting, as limestone becomes marble. Igneous rock forms from melted rock, and sedimentary rock (like the original limestone) forms from compacted sediments. Organic is not one of the three rock types.",
  },
  {
    id: "GS-249",
    topic: "earth science",
    difficulty: "easy",
    stem: "What is molten rock called while it is still beneath Earth's surface?",
    options: ["Lava", "Sediment", "Humus", "Magma"],
    answer: 3,
    explanation:
      "Molten rock underground is magma; once it reaches the surface, as in a volcanic eruption, it is called lava. Sediment is loose bits of rock and shell, and humus is decayed plant and animal matter in soil.",
  },
  {
    id: "GS-250",
    topic: "earth science",
    difficulty: "easy",
    stem: "The Mohs scale, which runs from talc (1) to diamond (10), ranks minerals by which property?",
    options: ["Density", "Hardness", "Luster", "Streak color"],
    answer: 1,
    explanation:
      "The Mohs scale ranks hardness, a mineral's resistance to being scratched: a mineral scratches any mineral lower on the scale. Density is mass per volume, luster is how the surface reflects light, and streak is the color of a mineral's powder.",
  },
  {
    id: "GS-251",
    topic: "earth science",
    difficulty: "easy",
    stem: "Which instrument detects and records the ground shaking caused by earthquakes?",
    options: ["Seismograph", "Barometer", "Anemometer", "Hygrometer"],
    answer: 0,
    explanation:
      "A seismograph records the seismic waves from earthquakes. A barometer measures air pressure, an anemometer measures wind speed, and a hygrometer measures humidity.",
  },
  {
    id: "GS-252",
    topic: "earth science",
    difficulty: "easy",
    stem: "A river carries sand and soil from its banks downstream. What is the process of moving weathered rock and soil from one place to another called?",
    options: ["Weathering", "Compaction", "Erosion", "Melting"],
    answer: 2,
    explanation:
      "Erosion is the carrying away of rock and soil by water, wind, ice or gravity. Weathering only breaks rock into smaller pieces in place, compaction squeezes sediments together, and melting is a change of state.",
  },
  {
    id: "GS-253",
    topic: "earth science",
    difficulty: "medium",
    stem: "The Himalaya Mountains are rising where the plate carrying India pushes into the plate carrying the rest of Asia. What type of plate boundary is this?",
    options: ["Divergent", "Transform", "Hot spot", "Convergent"],
    answer: 3,
    explanation:
      "At a convergent boundary plates move toward each other; when two continental plates collide, neither sinks easily, so the crust crumples and thickens into high mountains. At divergent boundaries plates move apart, at transform boundaries they slide past each other, and a hot spot is a plume of heat under a plate, not a boundary.",
  },
  {
    id: "GS-254",
    topic: "earth science",
    difficulty: "medium",
    stem: "Along California's San Andreas Fault, two plates grind sideways past each other. What type of plate boundary is this?",
    options: ["Divergent", "Transform", "Convergent", "Subduction zone"],
    answer: 1,
    explanation:
      "At a transform boundary plates slide horizontally past each other, causing frequent earthquakes but few volcanoes. Plates move apart at divergent boundaries and toward each other at convergent boundaries, where a subduction zone forms if one plate sinks under the other.",
  },
  {
    id: "GS-255",
    topic: "earth science",
    difficulty: "medium",
    stem: "Which observation supports the idea that the continents were once joined together?",
    options: [
      "Fossils of one land reptile occur in both South America and Africa",
      "Ocean water is saltier than the water of most lakes and rivers",
      "Oceans cover about 70 percent of Earth's surface today",
      "Large deserts are found on nearly every continent today",
    ],
    answer: 0,
    explanation:
      "A land reptile could not have swum across an ocean, so finding its fossils on continents now far apart suggests they were once connected. The saltiness of the oceans, the share of Earth covered by water and the spread of deserts say nothing about the continents having been joined; the matching coastlines and rock layers of South America and Africa are further evidence.",
  },
  {
    id: "GS-256",
    topic: "earth science",
    difficulty: "medium",
    stem: "A geologist rubs a mineral across a rough, unglazed white tile and looks at the line of powder it leaves. Which property is she testing?",
    options: ["Hardness", "Cleavage", "Streak", "Magnetism"],
    answer: 2,
    explanation:
      "The streak test shows the color of a mineral's powder, which is more reliable than the color of the whole sample; pyrite, for example, looks gold but leaves a greenish-black streak. Hardness is tested by scratching, cleavage is the way a mineral splits along flat surfaces, and magnetism is tested with a magnet.",
  },
  {
    id: "GS-257",
    topic: "earth science",
    difficulty: "medium",
    stem: "What is a layer of underground rock or sediment that holds water and lets it flow through, so that wells can draw from it?",
    options: ["Delta", "Levee", "Reservoir of magma", "Aquifer"],
    answer: 3,
    explanation:
      "An aquifer is a layer of porous, permeable rock, sand or gravel that stores groundwater and lets it move to wells and springs. A delta is a deposit of sediment at a river's mouth, a levee is a ridge along a riverbank, and magma is molten rock, not water.",
  },
  {
    id: "GS-258",
    topic: "earth science",
    difficulty: "medium",
    stem: "Which agent of erosion carves wide, U-shaped valleys and leaves behind ridges of mixed rock and soil called moraines?",
    options: ["Glaciers", "Rivers", "Wind", "Ocean waves"],
    answer: 0,
    explanation:
      "Moving glaciers scrape and widen valleys into a U shape and drop unsorted rock debris as moraines when they melt. Rivers cut narrower V-shaped valleys, wind moves sand and dust into dunes, and waves shape shorelines.",
  },
  {
    id: "GS-259",
    topic: "earth science",
    difficulty: "medium",
    stem: "What material, formed from decayed plant and animal matter, makes topsoil dark and fertile?",
    options: ["Bedrock", "Humus", "Gravel", "Clay"],
    answer: 1,
    explanation:
      "Humus is the dark organic material left when dead plants and animals decay; it holds water and supplies nutrients to plants. Bedrock is the solid rock beneath the soil, and gravel and clay are mineral particles, not decayed living matter.",
  },
  {
    id: "GS-260",
    topic: "earth science",
    difficulty: "medium",
    stem: "What is generally thought to drive the slow movement of Earth's tectonic plates?",
    options: [
      "The pull of the Moon's gravity on the continents",
      "Winds blowing across the continents",
      "Convection currents of heat in the mantle",
      "The spinning of Earth's solid inner core",
    ],
    answer: 2,
    explanation:
      "Heat from Earth's interior makes the mantle rock flow very slowly in convection currents, which, along with the sinking of old, cold plates, moves the plates a few centimeters per year. The Moon's pull causes tides, winds are far too weak to move continents, and the inner core's motion does not push the plates.",
  },
  {
    id: "GS-261",
    topic: "earth science",
    difficulty: "hard",
    stem: "On the earthquake magnitude scale, each increase of one whole number means the recorded ground-wave amplitude is about how many times larger?",
    options: ["2 times", "5 times", "10 times", "100 times"],
    answer: 2,
    explanation:
      "The magnitude scale is logarithmic: each whole-number step is a tenfold increase in the measured wave amplitude, so a magnitude 6 earthquake shakes about 10 times harder than a magnitude 5 (and releases roughly 32 times more energy). A doubling or a fivefold change is too small, and 100 times corresponds to two whole steps.",
  },
  {
    id: "GS-262",
    topic: "earth science",
    difficulty: "hard",
    stem: "A radioactive isotope in a rock has a half-life of 1.3 billion years. The rock now contains 25% of the isotope it had when it formed. How old is the rock?",
    options: ["0.65 billion years", "1.3 billion years", "2.6 billion years", "3.9 billion years"],
    answer: 2,
    explanation:
      "After one half-life 50% remains, and after two half-lives 25% remains, so the rock is 2 × 1.3 = 2.6 billion years old. One half-life (1.3 billion) would leave 50%, three half-lives (3.9 billion) would leave 12.5%, and 0.65 billion years is only half of one half-life.",
  },
  {
    id: "GS-263",
    topic: "earth science",
    difficulty: "hard",
    stem: "Geologists use index fossils to match the ages of rock layers in different places. Which kind of organism makes the best index fossil?",
    options: [
      "One that lived for a very long time in one small area",
      "One that lived for a very long time all over the world",
      "One that lived in only one small area for a short time",
      "One that was widespread but existed for only a short time",
    ],
    answer: 3,
    explanation:
      "A good index fossil was common over a wide area, so it shows up in many places, but existed for only a short span of time, so it pins a layer to a narrow age range. A species that lasted a very long time could be in rocks of many ages, and one limited to a small area cannot link distant rock layers.",
  },
  {
    id: "GS-264",
    topic: "earth science",
    difficulty: "hard",
    stem: "A band of igneous rock (a dike) cuts straight across several layers of sedimentary rock. What can be concluded about its age?",
    options: [
      "The dike is younger than the layers it cuts",
      "The dike is older than all of the layers",
      "The dike is the same age as the top layer",
      "Its age cannot be compared with the layers",
    ],
    answer: 0,
    explanation:
      "By the principle of cross-cutting relationships, rock that cuts across other rock must be younger, since the layers had to exist before magma could push through them. It cannot be older than layers it cuts, nothing ties it to the top layer's age, and the cross-cutting itself gives a relative age.",
  },
  {
    id: "GS-265",
    topic: "earth science",
    difficulty: "hard",
    stem: "Where an ocean plate collides with a continental plate, the ocean plate sinks beneath the continent into the mantle. Why is it the ocean plate that sinks?",
    options: [
      "Ocean plates are thicker than continental plates",
      "Ocean crust is denser than continental crust",
      "Seawater weighs the ocean plate down",
      "Continental plates are moving faster",
    ],
    answer: 1,
    explanation:
      "Oceanic crust is made of dense basalt, while continental crust is mostly lighter granite-type rock, so in a collision the denser ocean plate sinks (subducts). Ocean crust is actually thinner than continental crust, the weight of the water is not what makes it sink, and the plates' speed does not decide which one goes under.",
  },
  // weather and climate
  {
    id: "GS-266",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "What does an anemometer measure?",
    options: ["Air pressure", "Wind speed", "Humidity", "Rainfall"],
    answer: 1,
    explanation:
      "An anemometer, often a set of spinning cups, measures wind speed. Air pressure is measured with a barometer, humidity with a hygrometer, and rainfall with a rain gauge.",
  },
  {
    id: "GS-267",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "Which gas makes up the largest share of Earth's atmosphere?",
    options: ["Oxygen", "Carbon dioxide", "Argon", "Nitrogen"],
    answer: 3,
    explanation:
      "Nitrogen makes up about 78% of dry air. Oxygen is second at about 21%, argon is under 1%, and carbon dioxide is only a few hundredths of a percent.",
  },
  {
    id: "GS-268",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "Rain, snow, sleet and hail are all forms of",
    options: ["precipitation", "condensation", "evaporation", "transpiration"],
    answer: 0,
    explanation:
      "Precipitation is any form of water that falls from clouds to the ground. Condensation is the forming of droplets that make up clouds, evaporation turns liquid water into vapor, and transpiration is water vapor given off by plants.",
  },
  {
    id: "GS-269",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "Which clouds are puffy and white, with flat bases, and are usually seen in fair weather?",
    options: ["Stratus", "Cirrus", "Cumulus", "Nimbostratus"],
    answer: 2,
    explanation:
      "Cumulus clouds are heaped, cotton-like clouds with flat bottoms that usually mean fair weather. Stratus clouds form flat gray sheets, cirrus clouds are thin and wispy and made of ice crystals high up, and nimbostratus clouds are dark layers that bring steady rain.",
  },
  {
    id: "GS-270",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "The ozone layer in the stratosphere protects living things by absorbing much of the Sun's",
    options: ["visible light", "radio waves", "infrared radiation", "ultraviolet radiation"],
    answer: 3,
    explanation:
      "Ozone absorbs most of the Sun's harmful ultraviolet (UV) radiation, which can cause sunburn, skin cancer and eye damage. Visible light and radio waves pass through the atmosphere largely unabsorbed, and infrared radiation is absorbed mainly by water vapor and carbon dioxide, not the ozone layer.",
  },
  {
    id: "GS-271",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "Which instrument measures how much rain has fallen?",
    options: ["Rain gauge", "Thermometer", "Wind vane", "Barometer"],
    answer: 0,
    explanation:
      "A rain gauge collects rain so its depth can be measured, usually in inches or millimeters. A thermometer measures temperature, a wind vane shows wind direction, and a barometer measures air pressure.",
  },
  {
    id: "GS-272",
    topic: "weather and climate",
    difficulty: "easy",
    stem: "On a weather map, what does a blue line with triangles along one side represent?",
    options: ["A warm front", "A cold front", "A stationary front", "An occluded front"],
    answer: 1,
    explanation:
      "A cold front is drawn as a blue line with triangles pointing the way the cold air is moving. A warm front is a red line with half circles, a stationary front alternates red half circles and blue triangles on opposite sides, and an occluded front is purple with both symbols on the same side.",
  },
  {
    id: "GS-273",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "What weather usually comes with the passage of a cold front?",
    options: [
      "Days of light drizzle, then warmer, muggier air",
      "Clear skies with no change in temperature at all",
      "Brief heavy rain or storms, then cooler, drier air",
      "Thick fog that lasts until the next front arrives",
    ],
    answer: 2,
    explanation:
      "A cold front pushes warm air up quickly, which can build tall clouds with brief heavy rain or thunderstorms; behind it come cooler, drier air and clearing skies. Long, light rain followed by warmer air is typical of a warm front, and a front always brings some change in temperature.",
  },
  {
    id: "GS-274",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "What is the dew point?",
    options: [
      "The temperature at which cooling air becomes saturated",
      "The total amount of rain that falls in one day",
      "The temperature at which water boils in open air",
      "The time of day when the humidity is lowest",
    ],
    answer: 0,
    explanation:
      "The dew point is the temperature at which air holds all the water vapor it can, so further cooling makes the vapor condense into dew, fog or clouds. It is not a rainfall amount, a boiling point or a time of day.",
  },
  {
    id: "GS-275",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "In what direction does wind generally blow?",
    options: [
      "From warm areas toward cool areas, always",
      "From low pressure toward high pressure",
      "From the equator straight toward the poles",
      "From high pressure toward low pressure",
    ],
    answer: 3,
    explanation:
      "Air moves from areas of higher pressure toward areas of lower pressure; the bigger the pressure difference, the stronger the wind. Low to high is backward, and the Coriolis effect turns large-scale winds, so they do not blow straight from the equator to the poles. Surface winds often blow from cool areas, where air is dense and pressure high, toward warm ones, as in a sea breeze.",
  },
  {
    id: "GS-276",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "How do greenhouse gases such as carbon dioxide and water vapor warm Earth?",
    options: [
      "They produce heat through chemical reactions in the air",
      "They absorb heat radiated from Earth's surface and send some back down",
      "They block sunlight from leaving the atmosphere",
      "They thin the ozone layer so more sunlight reaches the ground",
    ],
    answer: 1,
    explanation:
      "Sunlight warms the surface, which gives off infrared radiation; greenhouse gases absorb much of it and re-radiate part back toward the ground, keeping the lower atmosphere warmer. They do not create heat by reacting, they do not trap visible sunlight, and ozone thinning is a separate problem that increases ultraviolet light, not the greenhouse effect.",
  },
  {
    id: "GS-277",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "A hiker climbs a tall mountain. In general, how does the air temperature change as she goes higher in the troposphere?",
    options: ["It decreases", "It increases", "It stays the same", "It rises and falls every 100 feet"],
    answer: 0,
    explanation:
      "In the troposphere, air is warmed mainly from below by the ground, so temperature usually drops with height, on average about 3.5 °F per 1,000 feet. That is why high mountains can be snow-capped in summer. It does not generally rise or stay constant, and it does not swing up and down every 100 feet.",
  },
  {
    id: "GS-278",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "A weather forecaster reports that an area of low pressure is moving toward your town. What weather should you expect?",
    options: [
      "Clear, calm, dry conditions",
      "Sinking air and cloudless skies",
      "Cloudy skies and a chance of rain",
      "No change in the weather at all",
    ],
    answer: 2,
    explanation:
      "In a low-pressure system, air rises, cools and its water vapor condenses, so lows bring clouds and precipitation. Clear, calm, dry weather and sinking air are typical of high-pressure systems.",
  },
  {
    id: "GS-279",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "Where do hurricanes form?",
    options: [
      "Over cold polar seas in winter",
      "Over dry desert land in summer",
      "Over high mountain ranges",
      "Over warm tropical ocean water",
    ],
    answer: 3,
    explanation:
      "Hurricanes draw their energy from warm ocean water, generally at least about 80 °F, and the water vapor that rises from it; that is why they form over tropical oceans and weaken once they move over land or cold water. Cold seas, dry land and mountains cannot supply that heat and moisture.",
  },
  {
    id: "GS-280",
    topic: "weather and climate",
    difficulty: "medium",
    stem: "Which type of cloud produces thunderstorms, lightning and hail?",
    options: ["Cirrus", "Cumulonimbus", "Stratus", "Altostratus"],
    answer: 1,
    explanation:
      "Cumulonimbus clouds are towering storm clouds that can reach the top of the troposphere and produce heavy rain, lightning, hail and sometimes tornadoes. Cirrus clouds are thin ice clouds, stratus clouds are low gray layers that give drizzle at most, and altostratus clouds are mid-level sheets that do not produce thunderstorms.",
  },
  {
    id: "GS-281",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "Why are places near the poles colder, on average, than places near the equator?",
    options: [
      "Sunlight strikes at a low angle and is spread over a larger area",
      "The poles are farther from the Sun than the equator",
      "The poles receive sunlight for fewer hours over a year",
      "The air near the poles contains no greenhouse gases",
    ],
    answer: 0,
    explanation:
      "Near the poles the Sun's rays arrive at a low, slanting angle, so the same energy spreads over more ground and passes through more atmosphere, heating each area less. The difference in distance from the Sun is tiny, the hours of daylight over a whole year are about the same everywhere, and polar air does contain greenhouse gases.",
  },
  {
    id: "GS-282",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "Moist ocean winds blow over a high mountain range. The side facing the wind is rainy, but the land on the far side is dry. Why?",
    options: [
      "The far side of the range is closer to the Sun",
      "The mountains block all wind from the far side",
      "Rising air drops its moisture, then sinks and warms",
      "Rain on the far side evaporates before clouds form",
    ],
    answer: 2,
    explanation:
      "Air forced up the windward slope cools, so its water vapor condenses and falls as rain or snow there; the air then sinks down the far (leeward) side and warms, which lowers its relative humidity and leaves a dry rain shadow. Distance from the Sun does not differ, wind still crosses the mountains, and rain does not form without clouds.",
  },
  {
    id: "GS-283",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "At its current temperature, a cubic meter of air could hold 40 g of water vapor, but it actually holds 10 g. What is its relative humidity?",
    options: ["4%", "25%", "30%", "400%"],
    answer: 1,
    explanation:
      "Relative humidity = actual water vapor ÷ the most the air could hold × 100% = 10 ÷ 40 × 100% = 25%. Both 400% and 4% divide the wrong way (40 ÷ 10), and 30% subtracts the amounts; relative humidity cannot exceed 100% for long, since extra vapor condenses.",
  },
  {
    id: "GS-284",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "Dew and ground fog are most likely to form on which kind of night?",
    options: ["A cloudy, windy night", "A cloudy, calm night", "A clear, windy night", "A clear, calm night"],
    answer: 3,
    explanation:
      "With no clouds to absorb and return heat, the ground radiates heat to space and cools quickly, and with no wind the air next to it is not mixed with warmer air, so it cools to its dew point. Clouds act like a blanket that keeps the ground warmer, and wind stirs warmer air down, so both make dew and fog less likely.",
  },
  {
    id: "GS-285",
    topic: "weather and climate",
    difficulty: "hard",
    stem: "You see a lightning flash and hear its thunder 6 seconds later. Sound travels about 340 meters per second in air. About how far away was the lightning?",
    options: ["57 m", "346 m", "2,040 m", "20,400 m"],
    answer: 2,
    explanation:
      "Light arrives almost instantly, so the delay is the sound's travel time: distance = 340 m/s × 6 s = 2,040 m, about 2 km. Dividing gives about 57 m, adding gives 346 m, and 20,400 m has an extra zero.",
  },
  // astronomy
  {
    id: "GS-286",
    topic: "astronomy",
    difficulty: "easy",
    stem: "Which is the largest planet in our solar system?",
    options: ["Saturn", "Earth", "Jupiter", "Neptune"],
    answer: 2,
    explanation:
      "Jupiter, a gas giant, is the largest planet, with more than twice the mass of all the other planets combined. Saturn is second largest, Neptune is much smaller than either, and Earth is the largest of the rocky inner planets only.",
  },
  {
    id: "GS-287",
    topic: "astronomy",
    difficulty: "easy",
    stem: "About how long does it take Earth to travel once around the Sun?",
    options: ["About 365 days", "About 24 hours", "About 30 days", "About 12 years"],
    answer: 0,
    explanation:
      "One trip around the Sun (one revolution) takes about 365¼ days, which is one year. Twenty-four hours is one rotation on Earth's axis (a day), about 30 days is roughly the Moon's cycle of phases, and about 12 years is how long Jupiter takes to orbit the Sun.",
  },
  {
    id: "GS-288",
    topic: "astronomy",
    difficulty: "easy",
    stem: "What causes day and night on Earth?",
    options: [
      "Earth's revolution around the Sun",
      "The tilt of Earth's axis",
      "The Moon blocking the Sun's light",
      "Earth's rotation on its axis",
    ],
    answer: 3,
    explanation:
      "Earth spins on its axis once about every 24 hours, so each place turns toward the Sun (day) and then away from it (night). Revolution around the Sun sets the length of the year, the tilt causes the seasons, and the Moon blocks the Sun only during a solar eclipse.",
  },
  {
    id: "GS-289",
    topic: "astronomy",
    difficulty: "easy",
    stem: "Which planet is closest to the Sun?",
    options: ["Venus", "Mercury", "Mars", "Earth"],
    answer: 1,
    explanation: "Mercury is the innermost planet. Venus is second, Earth is third and Mars is fourth in order outward from the Sun.",
  },
  {
    id: "GS-290",
    topic: "astronomy",
    difficulty: "easy",
    stem: "What kind of object is the Sun?",
    options: ["A planet", "A galaxy", "A star", "A comet"],
    answer: 2,
    explanation:
      "The Sun is a star, a huge ball of hot gas that produces its own light and heat by nuclear fusion; it is the closest star to Earth. Planets and comets orbit a star and shine by reflected light, and a galaxy is a system of billions of stars.",
  },
  {
    id: "GS-291",
    topic: "astronomy",
    difficulty: "easy",
    stem: "What force keeps the planets in their orbits around the Sun?",
    options: ["Magnetism", "Gravity", "Friction", "Air pressure"],
    answer: 1,
    explanation:
      "The Sun's gravity constantly pulls each planet toward it, bending the planet's path into an orbit instead of a straight line. Magnetism is far too weak at those distances to hold planets, and space has no air to cause friction or pressure.",
  },
  {
    id: "GS-292",
    topic: "astronomy",
    difficulty: "easy",
    stem: "What is the name of the galaxy that contains our solar system?",
    options: ["Andromeda", "The Big Dipper", "Orion", "The Milky Way"],
    answer: 3,
    explanation:
      "Our solar system is in the Milky Way, a spiral galaxy of hundreds of billions of stars. Andromeda is a separate, neighboring galaxy, and the Big Dipper and Orion are star patterns seen from Earth, not galaxies.",
  },
  {
    id: "GS-293",
    topic: "astronomy",
    difficulty: "medium",
    stem: "What does a light-year measure?",
    options: ["Distance", "Time", "Brightness", "Speed"],
    answer: 0,
    explanation:
      "Despite its name, a light-year is a distance: how far light travels in one year, nearly 6 trillion miles. It is not a length of time, it does not describe how bright an object is, and it is not a speed, although it is based on the speed of light.",
  },
  {
    id: "GS-294",
    topic: "astronomy",
    difficulty: "medium",
    stem: "What mainly causes the ocean tides on Earth?",
    options: [
      "Winds blowing across the ocean",
      "Earthquakes on the sea floor",
      "The pull of the Moon's gravity",
      "Heating of the water by the Sun",
    ],
    answer: 2,
    explanation:
      "The Moon's gravity pulls on Earth's oceans, raising bulges of water that each shore passes through as Earth rotates, giving high and low tides; the Sun's gravity has a smaller effect. Winds make waves, earthquakes can cause tsunamis, and solar heating does not create tides.",
  },
  {
    id: "GS-295",
    topic: "astronomy",
    difficulty: "medium",
    stem: "During a total solar eclipse, which body is directly between the other two?",
    options: ["The Sun", "The Moon", "Earth", "Mars"],
    answer: 1,
    explanation:
      "In a solar eclipse the Moon passes between the Sun and Earth, casting its shadow on Earth and blocking the Sun's light; this can happen only at new moon. When Earth is between the Sun and the Moon, the result is a lunar eclipse. The Sun is never between the other two in an eclipse, and Mars plays no part.",
  },
  {
    id: "GS-296",
    topic: "astronomy",
    difficulty: "medium",
    stem: "Why does Mars look reddish?",
    options: [
      "It is hotter than the other planets",
      "It reflects light from the red giant stars nearby",
      "Its atmosphere is made mostly of red oxygen gas",
      "Its surface dust and rocks contain iron oxide (rust)",
    ],
    answer: 3,
    explanation:
      "Mars's surface is covered with dust and rock rich in iron oxide, the same compound as rust, which gives it a reddish color. Mars is colder than Earth, no nearby red stars light it, and its thin atmosphere is mostly carbon dioxide; oxygen gas is colorless anyway.",
  },
  {
    id: "GS-297",
    topic: "astronomy",
    difficulty: "medium",
    stem: "How do the four inner planets (Mercury, Venus, Earth and Mars) differ from the four outer planets?",
    options: [
      "Inner planets are small and rocky; outer ones are gas or ice giants",
      "Inner planets are all larger than the outer planets",
      "Inner planets have rings, and the outer planets do not",
      "Inner planets have more moons than the outer planets",
    ],
    answer: 0,
    explanation:
      "The inner (terrestrial) planets are small, dense and rocky, while the outer planets, Jupiter, Saturn, Uranus and Neptune, are giants made mostly of gases and ices. The outer planets are the large ones, all four outer planets have rings while the inner ones have none, and the outer planets have far more moons.",
  },
  {
    id: "GS-298",
    topic: "astronomy",
    difficulty: "hard",
    stem: "As a comet nears the Sun, it grows a long tail. Which way does the tail point?",
    options: ["Always behind the comet, along its path", "Always toward the Sun", "Always away from the Sun", "Always toward Earth"],
    answer: 2,
    explanation:
      "The Sun's radiation and the solar wind push the comet's gas and dust outward, so the tail points away from the Sun; when the comet is moving away from the Sun, the tail actually leads it. So the tail does not simply trail along the path, and it never points toward the Sun or follows Earth's position.",
  },
  {
    id: "GS-299",
    topic: "astronomy",
    difficulty: "medium",
    stem: "The main asteroid belt lies between the orbits of which two planets?",
    options: ["Earth and Mars", "Venus and Earth", "Jupiter and Saturn", "Mars and Jupiter"],
    answer: 3,
    explanation:
      "The main belt of rocky asteroids orbits the Sun between Mars and Jupiter. No large belt of asteroids lies between Venus and Earth, Earth and Mars, or Jupiter and Saturn.",
  },
  {
    id: "GS-300",
    topic: "astronomy",
    difficulty: "medium",
    stem: "A star's color tells us its surface temperature. Which color of star is hottest?",
    options: ["Red", "Blue", "Orange", "Yellow"],
    answer: 1,
    explanation:
      "Hotter objects glow at shorter wavelengths, so blue stars are the hottest, followed by white, yellow (like the Sun), orange and red, the coolest. This is the same reason a heated metal glows red first and then whiter as it gets hotter.",
  },
  {
    id: "GS-301",
    topic: "astronomy",
    difficulty: "hard",
    stem: "People on Earth always see the same side of the Moon. Why?",
    options: [
      "The Moon rotates once on its axis in the same time it takes to orbit Earth",
      "The Moon does not rotate at all",
      "Earth's shadow always covers the far side",
      "The far side gives off no light because it never faces the Sun",
    ],
    answer: 0,
    explanation:
      "The Moon's rotation period equals its orbital period, about 27 days, so the same face keeps pointing toward Earth. If it did not rotate, we would see all sides during each orbit. Earth's shadow falls on the Moon only during a lunar eclipse, and the far side does get sunlight; it is lit during the new moon phase.",
  },
  {
    id: "GS-302",
    topic: "astronomy",
    difficulty: "hard",
    stem: "The Sun is about 150 million km from Earth, and light travels about 300,000 km per second. About how long does sunlight take to reach Earth?",
    options: ["About 8 seconds", "About 8 minutes", "About 8 hours", "About 8 days"],
    answer: 1,
    explanation:
      "Time = distance ÷ speed = 150,000,000 km ÷ 300,000 km/s = 500 seconds, and 500 ÷ 60 ≈ 8.3 minutes. So we see the Sun as it was about 8 minutes ago. Eight seconds, hours or days result from a mistake in the units.",
  },
  {
    id: "GS-303",
    topic: "astronomy",
    difficulty: "hard",
    stem: "What will the Sun most likely become at the very end of its life, billions of years from now?",
    options: ["A black hole", "A neutron star", "A white dwarf", "A new planet"],
    answer: 2,
    explanation:
      "The Sun is an average-mass star: it will swell into a red giant, shed its outer layers, and leave its hot core behind as a white dwarf. Only stars much more massive than the Sun explode as supernovas and leave neutron stars or black holes, and a star's core does not become a planet.",
  },
  {
    id: "GS-304",
    topic: "astronomy",
    difficulty: "medium",
    stem: "Over the course of a night, the stars appear to move across the sky from east to west. Why?",
    options: [
      "Earth rotates from west to east",
      "The stars orbit Earth once a day",
      "Earth revolves around the Sun from east to west",
      "The Milky Way spins once a night",
    ],
    answer: 0,
    explanation:
      "Earth spins toward the east, so objects in the sky, including the Sun, Moon and stars, appear to rise in the east and set in the west. Stars do not orbit Earth, Earth's yearly trip around the Sun shifts the stars only slowly from night to night, and the Milky Way takes hundreds of millions of years to turn once.",
  },
  {
    id: "GS-305",
    topic: "astronomy",
    difficulty: "hard",
    stem: "Venus is farther from the Sun than Mercury, yet Venus has the hottest surface of any planet. Why?",
    options: [
      "Venus has active volcanoes all over its surface",
      "Venus spins faster, which heats it through friction",
      "Venus is larger, so it absorbs more sunlight",
      "Venus's thick carbon dioxide atmosphere traps heat",
    ],
    answer: 3,
    explanation:
      "Venus's very dense atmosphere, mostly carbon dioxide, creates a runaway greenhouse effect that keeps the surface hot enough to melt lead, day and night. Mercury has almost no atmosphere, so its heat escapes. Volcanoes are not the main source of heat, Venus actually spins very slowly, and being a bit larger does not explain such high temperatures.",
  },
];
