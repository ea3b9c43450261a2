/**
 * AFQT raw score, percentile and category.
 * Source: Segall (2004) §2.4, Table 2.5 (percentile conversion) and Table 2.2 (categories), re-keyed from the
 * project's reference sheet asvab-scoring.md §4, where the table is verified against two other transcriptions.
 */

export interface AfqtInputs {
  readonly AR: number;
  readonly MK: number;
  readonly VE: number;
}

/** SEG builds AFQTS from the integer standard scores, so pass rounded AR, MK and VE. */
export function afqtRawScore({ AR, MK, VE }: AfqtInputs): number {
  return AR + MK + 2 * VE;
}

/**
 * SEG Table 2.5 as runs: [lowest AFQTS of the run, percentile]. Each run lasts until the next one starts; the first
 * also covers every lower score and the last every higher one. Percentiles 37, 58 and 65 have no run: no AFQTS maps
 * to them in the PAY97 norms.
 */
// prettier-ignore
export const AFQT_PERCENTILE_RUNS: readonly (readonly [number, number])[] = [
  [109, 1], [110, 2], [119, 3], [125, 4], [134, 5], [138, 6], [142, 7], [146, 8], [148, 9], [152, 10], [154, 11], [157, 12],
  [158, 13], [160, 14], [161, 15], [163, 16], [165, 17], [167, 18], [168, 19], [170, 20], [171, 21], [172, 22], [174, 23],
  [175, 24], [176, 25], [178, 26], [179, 27], [180, 28], [181, 29], [182, 30], [183, 31], [184, 32], [185, 33], [186, 34],
  [187, 35], [189, 36], [190, 38], [191, 39], [192, 40], [193, 41], [194, 42], [195, 43], [196, 44], [197, 45], [198, 46],
  [199, 47], [200, 48], [201, 49], [202, 50], [203, 51], [204, 52], [205, 53], [206, 54], [207, 55], [208, 56], [209, 57],
  [210, 59], [211, 60], [212, 61], [213, 62], [214, 63], [215, 64], [216, 66], [217, 67], [218, 68], [219, 69], [220, 70],
  [222, 71], [223, 72], [224, 73], [225, 74], [226, 75], [227, 76], [228, 77], [229, 78], [230, 79], [231, 80], [232, 81],
  [233, 82], [235, 83], [236, 84], [237, 85], [239, 86], [240, 87], [241, 88], [243, 89], [244, 90], [246, 91], [247, 92],
  [249, 93], [252, 94], [254, 95], [257, 96], [260, 97], [264, 98], [269, 99],
];

export function afqtPercentile(afqtRaw: number): number {
  let percentile = 1;
  for (const [lowest, value] of AFQT_PERCENTILE_RUNS) {
    if (afqtRaw < lowest) break;
    percentile = value;
  }
  return percentile;
}

export const AFQT_CATEGORIES = ["I", "II", "IIIA", "IIIB", "IVA", "IVB", "IVC", "V"] as const;
export type AfqtCategory = (typeof AFQT_CATEGORIES)[number];

/** Lowest percentile of each category; SEG Table 4.17's "equated" bounds were an analysis option, not these. */
const CATEGORY_FLOORS: readonly (readonly [number, AfqtCategory])[] = [
  [93, "I"],
  [65, "II"],
  [50, "IIIA"],
  [31, "IIIB"],
  [21, "IVA"],
  [16, "IVB"],
  [10, "IVC"],
];

export function afqtCategory(percentile: number): AfqtCategory {
  return CATEGORY_FLOORS.find(([floor]) => percentile >= floor)?.[1] ?? "V";
}
