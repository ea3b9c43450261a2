import type { AuthoredItem } from "../../types";

/** Word Knowledge items on prefixes, roots and suffixes. */
export const WK_WORD_PARTS_ITEMS: readonly AuthoredItem[] = [
  {
    id: "WK-141",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The prefix "bi-" in "bilingual" means',
    options: ["two", "half", "many", "first"],
    answer: 0,
    explanation:
      'Bi- means "two," so a bilingual person speaks two languages, as in bicycle and biannual. Half is tempting, but the prefix for "half" is semi-, as in semicircle, and the prefix for "many" is multi- or poly-.',
  },
  {
    id: "WK-142",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The prefix "un-" in "unlikely" means',
    options: ["again", "very", "before", "not"],
    answer: 3,
    explanation:
      'Un- means "not," so unlikely means not likely, as in unsafe and unknown. Again is the meaning of re-, and before is the meaning of pre-.',
  },
  {
    id: "WK-143",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The prefix "re-" in "rebuild" means',
    options: ["again", "not", "under", "badly"],
    answer: 0,
    explanation:
      'Re- means "again" or "back," so to rebuild is to build again, as in reload and retrain. Not is the meaning of un- and non-, and badly is the meaning of mal-.',
  },
  {
    id: "WK-144",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The suffix "-less" in "fearless" means',
    options: ["full of", "without", "more", "one who"],
    answer: 1,
    explanation:
      'The suffix -less means "without," so a fearless soldier is without fear, as in careless and harmless. "Full of" is the opposite suffix, -ful, as in fearful, and "one who" is the meaning of -er or -or.',
  },
  {
    id: "WK-145",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The root "port" in "portable" means',
    options: ["break", "light", "carry", "write"],
    answer: 2,
    explanation:
      'The root port means "carry," so a portable radio can be carried, as in transport and export. Light is tempting because portable things are often lightweight, but that is a result of being easy to carry, not the meaning of the root.',
  },
  {
    id: "WK-146",
    topic: "word parts",
    difficulty: "easy",
    stem: 'The prefix "sub-" in "submarine" means',
    options: ["under", "above", "across", "beside"],
    answer: 0,
    explanation:
      'Sub- means "under" or "below," so a submarine travels under the sea, as in subway and submerge. Above is the opposite (super-), and across is the meaning of trans-.',
  },
  {
    id: "WK-147",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The root "bene" in "beneficial" means',
    options: ["bad", "many", "over", "good"],
    answer: 3,
    explanation:
      'The root bene means "good" or "well," so something beneficial does good, as in benefit and benefactor. Bad is the opposite, carried by the prefix mal-, as in malfunction.',
  },
  {
    id: "WK-148",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The root "spect" in "inspect" means',
    options: ["speak", "carry", "look", "break"],
    answer: 2,
    explanation:
      'The root spect means "look" or "see," so to inspect is to look at closely, as in spectator and spectacles. Speak is the meaning of dict and loqu, and carry is the meaning of port.',
  },
  {
    id: "WK-149",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The suffix "-ology" in "geology" means',
    options: ["study of", "fear of", "love of", "place of"],
    answer: 0,
    explanation:
      'The suffix -ology means "study of" or "science of," so geology is the study of the earth, as in biology and psychology. "Fear of" is the meaning of -phobia, and "love of" is the meaning of -philia.',
  },
  {
    id: "WK-150",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The prefix "inter-" in "interstate" means',
    options: ["between", "within", "against", "beyond"],
    answer: 0,
    explanation:
      'Inter- means "between" or "among," so an interstate highway runs between states, as in international. Within is the trap: that is the meaning of intra-, as in intramural sports played within one school.',
  },
  {
    id: "WK-151",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The root "terr" in "terrain" means',
    options: ["fear", "water", "earth", "sky"],
    answer: 2,
    explanation:
      'The root terr means "earth" or "land," so terrain is the physical features of a piece of land, as in territory and terrestrial. Fear is the trap, suggested by terror and terrible, which come from a different Latin root, terrere, "to frighten."',
  },
  {
    id: "WK-152",
    topic: "word parts",
    difficulty: "medium",
    stem: 'The root "duct" in "conduct" means',
    options: ["hold", "break", "push", "lead"],
    answer: 3,
    explanation:
      'The root duct (or duc) means "lead," so to conduct is to lead or guide, as in educate and abduct. Push is tempting because leading moves things along, but the Latin root for "push" is pel or puls, as in propel and repulse.',
  },
  {
    id: "WK-153",
    topic: "word parts",
    difficulty: "hard",
    stem: 'The prefix "omni-" in "omnivore" means',
    options: ["meat", "all", "one", "plant"],
    answer: 1,
    explanation:
      'Omni- means "all," so an omnivore eats all kinds of food, both plants and meat, as in omnipresent. Meat and plant are tempting because omnivores eat both, but those ideas belong to carnivore and herbivore; the "eat" part comes from vore.',
  },
  {
    id: "WK-154",
    topic: "word parts",
    difficulty: "hard",
    stem: 'The root "mort" in "immortal" means',
    options: ["death", "life", "time", "body"],
    answer: 0,
    explanation:
      'The root mort means "death," so an immortal being does not die (im- means "not"), as in mortal and mortician. Life is the trap because immortal describes eternal life, but that meaning comes from adding im- to a root that means death.',
  },
  {
    id: "WK-155",
    topic: "word parts",
    difficulty: "hard",
    stem: 'The root "greg" in "congregate" means',
    options: ["speak", "build", "divide", "flock"],
    answer: 3,
    explanation:
      'The root greg means "flock" or "herd," so to congregate is to gather together into a group, as in segregate (set apart from the flock) and gregarious. Divide is tempting because segregate means to separate, but that idea comes from the prefix se- ("apart"), not from greg.',
  },
];
