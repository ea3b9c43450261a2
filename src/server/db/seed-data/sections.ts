/**
 * Seed rows for the ten CAT-ASVAB subtests.
 *
 * Source: /work/shared/reference/asvab-scoring.md, §1 "The ten CAT-ASVAB subtests" (re-keyed, not loaded at run
 * time). itemCount / timeLimitMinutes use the sheet's "Current" column (source keys CFG, EZP, ARL, HERO), not the
 * older 16/11-item format from TB3 / DUM1. AFQT membership (AR, MK, and WK + PC via VE) follows §1 and §4 (SEG).
 *
 * Conflicts resolved (majority of sources wins):
 *  - GS items: 15 (CFG, EZP, ARL) over 12 (HERO, which looks like a typo).
 *  - WK items/minutes: 15 / 9 (CFG, EZP, ARL) over 9 / 18 (HERO).
 *  - SI minutes: 6 (EZP, HERO) over 7 (ARL).
 * The official officialasvab.com counts were not retrieved by the sheet, so the UI should present item counts and
 * time limits as approximate.
 *
 * ids are fixed (story missions reference them); `position` is the official CAT-ASVAB order.
 */
import type { SectionCode } from "@domain/constants";

export interface SectionSeed {
  id: number;
  code: SectionCode;
  name: string;
  description: string;
  itemCount: number;
  timeLimitMinutes: number;
  position: number;
  inAfqt: boolean;
}

export const SECTION_SEED: readonly SectionSeed[] = [
  {
    id: 13,
    code: "GS",
    name: "General Science",
    description:
      "Checks what you remember from high-school biology, earth and space science, chemistry and physics. It feeds several job line scores but is not part of your AFQT.",
    itemCount: 15, // majority 15 (CFG, EZP, ARL) over HERO's 12
    timeLimitMinutes: 12,
    position: 1,
    inAfqt: false,
  },
  {
    id: 10,
    code: "AR",
    name: "Arithmetic Reasoning",
    description:
      "Real-world word problems where you set up and solve the math yourself: percentages, ratios, rates, interest and multi-step calculations. It is one of the four AFQT subtests.",
    itemCount: 15,
    timeLimitMinutes: 55, // asvab-scoring.md §1 (CFG, EZP, ARL)
    position: 2,
    inAfqt: true,
  },
  {
    id: 9,
    code: "WK",
    name: "Word Knowledge",
    description:
      "Vocabulary questions that ask for the word closest in meaning to another, sometimes shown inside a sentence. It combines with Paragraph Comprehension into your Verbal score, which counts double in the AFQT.",
    itemCount: 15, // majority 15 / 9 (CFG, EZP, ARL) over HERO's 9 / 18
    timeLimitMinutes: 9,
    position: 3,
    inAfqt: true,
  },
  {
    id: 11,
    code: "PC",
    name: "Paragraph Comprehension",
    description:
      "Short reading passages followed by questions on the main idea, stated details and what can be inferred. Together with Word Knowledge it forms your Verbal score, so it counts toward the AFQT.",
    itemCount: 10,
    timeLimitMinutes: 27, // asvab-scoring.md §1 (CFG, EZP, ARL)
    position: 4,
    inAfqt: true,
  },
  {
    id: 12,
    code: "MK",
    name: "Mathematics Knowledge",
    description:
      "Core high-school math concepts such as number properties, algebra, geometry and measurement, without the story problems. It is one of the four AFQT subtests.",
    itemCount: 15,
    timeLimitMinutes: 31, // asvab-scoring.md §1 (CFG, EZP, ARL)
    position: 5,
    inAfqt: true,
  },
  {
    id: 14,
    code: "EI",
    name: "Electronics Information",
    description:
      "Basics of electricity and electronics: current, voltage and resistance, circuits, components and common terms. It matters for technical line scores but not for the AFQT.",
    itemCount: 15,
    timeLimitMinutes: 10, // asvab-scoring.md §1 (CFG, EZP, ARL)
    position: 6,
    inAfqt: false,
  },
  {
    id: 15,
    code: "AI",
    name: "Auto Information",
    description:
      "How cars and trucks work, covering engines, drivetrains, brakes and electrical systems plus troubleshooting and repair. Its score is combined with Shop Information for mechanical line scores and does not count toward the AFQT.",
    itemCount: 10,
    timeLimitMinutes: 7, // asvab-scoring.md §1 (EZP, HERO)
    position: 7,
    inAfqt: false,
  },
  {
    id: 16,
    code: "SI",
    name: "Shop Information",
    description:
      "Recognising hand and power tools, fasteners and building materials, and knowing sound workshop practice. It pairs with Auto Information for mechanical line scores and is not part of the AFQT.",
    itemCount: 10,
    timeLimitMinutes: 6, // EZP, HERO give 6; ARL's 7 rejected (minority)
    position: 8,
    inAfqt: false,
  },
  {
    id: 17,
    code: "MC",
    name: "Mechanical Comprehension",
    description:
      "Applying physical principles to machines and structures, including levers, pulleys, gears, springs, fluids and forces. It shapes many mechanical and combat line scores but is not an AFQT subtest.",
    itemCount: 15,
    timeLimitMinutes: 22, // asvab-scoring.md §1 (CFG, EZP, ARL)
    position: 9,
    inAfqt: false,
  },
  {
    id: 18,
    code: "AO",
    name: "Assembling Objects",
    description:
      "Spatial puzzles where you picture how separate pieces join or fit together into a finished shape. Only some services use it for job placement, and it never affects the AFQT.",
    itemCount: 15,
    timeLimitMinutes: 18, // asvab-scoring.md §1 (ARL, HERO)
    position: 10,
    inAfqt: false,
  },
];
