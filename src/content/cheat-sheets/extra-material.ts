/**
 * Short original material for topics the study library covers in its guide but not in formula or vocabulary form,
 * so every topic's cheat sheet has rules to memorize and terms to know. Written for this project. Keyed
 * `SECTION:topic`; used after the library's own lines.
 */
export interface ExtraMaterial {
  formulas?: { title: string; formula: string; example: string }[];
  vocabulary?: { term: string; definition: string; synonyms: string[] }[];
  tips?: string[];
}

export const EXTRA_TOPIC_MATERIAL: Readonly<Record<string, ExtraMaterial>> = {
  "GS:human body systems": {
    formulas: [
      {
        title: "Blood path",
        formula: "Body → right atrium → right ventricle → lungs → left atrium → left ventricle → body.",
        example: "Arteries carry blood away from the heart; veins carry it back.",
      },
      {
        title: "Systems and jobs",
        formula: "Circulatory moves blood; respiratory trades O₂ for CO₂; digestive breaks food down; nervous carries signals.",
        example: "Gas exchange happens in the alveoli of the lungs.",
      },
    ],
  },
  "GS:states of matter": {
    vocabulary: [
      {
        term: "Melting point",
        definition: "The temperature at which a solid turns to liquid; ice melts at 0 °C (32 °F).",
        synonyms: ["fusion point"],
      },
      {
        term: "Evaporation",
        definition: "Liquid turning to gas; at the boiling point it happens throughout the liquid.",
        synonyms: ["vaporization"],
      },
      { term: "Condensation", definition: "Gas turning back into liquid, such as dew on a cold glass.", synonyms: [] },
      { term: "Sublimation", definition: "A solid turning straight into a gas, as dry ice does.", synonyms: [] },
    ],
  },
  "GS:measurement and units": {
    vocabulary: [
      {
        term: "Mass",
        definition: "The amount of matter in an object, in grams or kilograms; the same on the Moon as on Earth.",
        synonyms: [],
      },
      {
        term: "Weight",
        definition: "The pull of gravity on a mass, a force measured in newtons or pounds.",
        synonyms: ["gravitational force"],
      },
      {
        term: "Volume",
        definition: "The space something takes up, in liters or cubic centimeters (1 mL = 1 cm³).",
        synonyms: ["capacity"],
      },
    ],
  },
  "WK:synonyms": {
    formulas: [
      {
        title: "Define first",
        formula: "Say what the word means in your own words before you read the choices.",
        example: 'Vacant → "not occupied" → empty.',
      },
      {
        title: "Same part of speech",
        formula: "The synonym is the same kind of word as the one asked about.",
        example: "Deter (a verb) → discourage, not discouraged or discouragement.",
      },
      {
        title: "Related is not the same",
        formula: "A word that goes with the meaning (cause, result, opposite) is a trap.",
        example: "Hazard means danger, not injury.",
      },
    ],
  },
  "PC:main idea": {
    formulas: [
      {
        title: "Main idea",
        formula: "Topic + what the author says about it, in one sentence.",
        example: "Look first at the first and last sentences.",
      },
      {
        title: "Right size",
        formula: "Too narrow covers one detail; too broad covers more than the passage.",
        example: '"Dogs help soldiers" beats "Animals" and "A dog found a mine".',
      },
    ],
  },
  "PC:stated details": {
    formulas: [
      {
        title: "Find it, don't remember it",
        formula: "Scan for the key word of the question and read the sentence around it.",
        example: "Names, numbers and dates are easy to find again.",
      },
      {
        title: "Same fact, new words",
        formula: "The right choice usually restates the passage instead of copying it.",
        example: "A choice that copies words but changes one detail is a trap.",
      },
    ],
  },
  "GS:ecology": {
    formulas: [
      {
        title: "Energy pyramid",
        formula: "About 10% of the energy at one feeding level reaches the next.",
        example: "1,000 units in grass → about 100 in rabbits → about 10 in foxes.",
      },
      {
        title: "Food chain",
        formula: "Sun → producer → primary consumer → secondary consumer; decomposers recycle them all.",
        example: "Sun → grass → grasshopper → frog → snake; fungi and bacteria break down the remains.",
      },
    ],
  },
  "GS:weather and climate": {
    formulas: [
      {
        title: "Temperature and height",
        formula: "In the troposphere air cools about 6.5 °C per kilometer (about 3.5 °F per 1,000 ft).",
        example: "A 3 km climb from 20 °C at the ground gives about 0.5 °C.",
      },
      {
        title: "Relative humidity",
        formula: "Water vapor in the air ÷ the most it could hold at that temperature × 100%.",
        example: "At 100% the air is saturated and dew, fog or rain can form.",
      },
      {
        title: "Fronts",
        formula: "Cold front: short, heavy storms, then cooler and drier air. Warm front: long, steady rain.",
        example: "Winds blow from high pressure toward low pressure.",
      },
    ],
  },
  "AR:work problems": {
    vocabulary: [
      {
        term: "Work rate",
        definition: "The part of a job done in one unit of time: 1 ÷ the time for the whole job.",
        synonyms: ["rate of work", "output rate"],
      },
      { term: "Combined rate", definition: "The sum of the rates of everyone working at once.", synonyms: ["joint rate"] },
    ],
  },
  "AR:unit conversions": {
    vocabulary: [
      {
        term: "Conversion factor",
        definition: "A fraction equal to 1, such as 12 in ÷ 1 ft, that changes the unit without changing the amount.",
        synonyms: ["unit factor"],
      },
      {
        term: "Metric prefix",
        definition: "A word part that scales a unit by a power of ten: kilo- 1,000, centi- 1/100, milli- 1/1,000.",
        synonyms: [],
      },
    ],
  },
  "WK:words in context": {
    vocabulary: [
      { term: "Context clue", definition: "A word or phrase near an unknown word that hints at its meaning.", synonyms: ["hint", "cue"] },
      { term: "Antonym", definition: "A word with the opposite meaning; a contrast clue often points to one.", synonyms: ["opposite"] },
      {
        term: "Connotation",
        definition: "The feeling a word carries beyond its dictionary meaning (thrifty vs. stingy).",
        synonyms: ["overtone"],
      },
    ],
  },
  "WK:word parts": {
    vocabulary: [
      {
        term: "Prefix",
        definition: "A word part added before a root that changes its meaning: un-, pre-, sub-.",
        synonyms: ["word beginning"],
      },
      {
        term: "Root",
        definition: "The core of a word that carries its basic meaning: port (carry), spect (look).",
        synonyms: ["stem", "base"],
      },
      {
        term: "Suffix",
        definition: "A word part added at the end, often changing the part of speech: -ness, -ly, -able.",
        synonyms: ["ending"],
      },
    ],
  },
  "PC:inference": {
    formulas: [
      {
        title: "Inference",
        formula: "What the passage says + what that must mean = the inference.",
        example: "The streets were wet and people were closing umbrellas → it had just rained.",
      },
      {
        title: "Support test",
        formula: "Point to the sentence that backs the choice; if you cannot, it is not an inference but a guess.",
        example: "Choices that go further than the passage (always, never, all) are usually wrong.",
      },
    ],
  },
  "PC:vocabulary in context": {
    formulas: [
      {
        title: "Substitution test",
        formula: "Put each choice in the word's place; the right one keeps the sentence's meaning.",
        example: '"The sergeant\'s terse reply": brief fits, friendly does not.',
      },
      {
        title: "Common meaning trap",
        formula: "The passage's meaning, not the word's most common one, decides.",
        example: '"The plan\'s sound logic": sound means valid here, not noise.',
      },
    ],
  },
  "MK:fractions": {
    formulas: [
      { title: "Add or subtract", formula: "a/b + c/d = (a × d + b × c) ÷ (b × d)", example: "1/4 + 2/3 = (3 + 8) ÷ 12 = 11/12" },
      { title: "Multiply", formula: "a/b × c/d = (a × c) ÷ (b × d)", example: "2/3 × 3/4 = 6/12 = 1/2" },
      { title: "Divide", formula: "a/b ÷ c/d = a/b × d/c (multiply by the reciprocal)", example: "3/4 ÷ 3/8 = 3/4 × 8/3 = 2" },
    ],
  },
  "MK:decimals": {
    vocabulary: [
      {
        term: "Place value",
        definition: "What a digit is worth from its place: in 3.47 the 4 is tenths and the 7 hundredths.",
        synonyms: [],
      },
      { term: "Terminating decimal", definition: "A decimal that ends, such as 3/8 = 0.375.", synonyms: ["finite decimal"] },
      {
        term: "Repeating decimal",
        definition: "A decimal whose digits repeat forever, such as 1/3 = 0.333….",
        synonyms: ["recurring decimal"],
      },
    ],
    formulas: [
      {
        title: "Multiply",
        formula: "Multiply as whole numbers, then count the decimal places of both factors.",
        example: "0.6 × 0.05: 6 × 5 = 30 → 0.030",
      },
      {
        title: "Divide",
        formula: "Move both decimal points right until the divisor is a whole number.",
        example: "4.5 ÷ 0.15 = 450 ÷ 15 = 30",
      },
      { title: "Fraction to decimal", formula: "numerator ÷ denominator", example: "3/8 = 3 ÷ 8 = 0.375" },
    ],
  },
  "MK:order of operations": {
    vocabulary: [
      {
        term: "PEMDAS",
        definition: "Parentheses, Exponents, Multiplication and Division (left to right), Addition and Subtraction (left to right).",
        synonyms: ["order of operations"],
      },
      {
        term: "Grouping symbols",
        definition: "Parentheses, brackets and fraction bars: work inside them first.",
        synonyms: ["parentheses", "brackets"],
      },
    ],
  },
  "EI:magnetism": {
    formulas: [
      {
        title: "Poles",
        formula: "Like poles repel; unlike poles attract.",
        example: "North–north pushes apart; north–south pulls together.",
      },
      {
        title: "Electromagnet strength",
        formula: "More turns of wire, more current or an iron core make a stronger field.",
        example: "Reversing the current reverses the poles.",
      },
      {
        title: "Motor and generator",
        formula: "Motor: electricity → motion. Generator: motion → electricity.",
        example: "A generator works by moving a coil through a magnetic field (induction).",
      },
    ],
  },
  "EI:units and symbols": {
    vocabulary: [
      {
        term: "Volt (V)",
        definition: "The unit of electrical pressure, the potential difference that pushes current.",
        synonyms: ["potential difference"],
      },
      { term: "Ampere (A)", definition: "The unit of current: one coulomb of charge per second.", synonyms: ["amp"] },
      { term: "Ohm (Ω)", definition: "The unit of resistance: one volt drives one ampere through one ohm.", synonyms: [] },
      { term: "Watt (W)", definition: "The unit of power: one joule per second, or volts × amperes.", synonyms: [] },
    ],
  },
};
