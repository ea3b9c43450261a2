/**
 * Air Force MAGE percentile tables: SEG Tables C.1-C.4 (Segall 2004, appendix C).
 * Single-source transcription: the numbers come from GitHub danielreinwald92-coder/ASVABtestsite `js/branch-composites.js`
 * @ 12878e49 (the project's reference sheet does not re-key them). The official PDF was not checked cell by cell.
 */

export const MAGE_COMPOSITES = ["M", "A", "G", "E"] as const;
export type MageComposite = (typeof MAGE_COMPOSITES)[number];

export interface MageTable {
  /** The lowest sum in the table; lower sums share its percentile. */
  readonly floor: number;
  /** Percentile for floor, floor + 1, ...; sums past the end are 99. */
  readonly percentiles: readonly number[];
}

export const MAGE_TABLES: Readonly<Record<MageComposite, MageTable>> = {
  M: {
    floor: 144,
    percentiles: [
      1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 9,
      9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 13, 13, 14, 14, 14, 15, 15, 15, 16, 16, 17, 18, 18, 19, 19, 20, 21, 21, 22, 22, 23, 24, 24,
      25, 26, 26, 27, 28, 28, 29, 29, 30, 31, 31, 33, 33, 34, 35, 36, 37, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 47, 48, 49, 50, 51,
      52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 78, 79, 80, 81, 81, 82,
      83, 84, 85, 86, 86, 87, 87, 88, 88, 89, 90, 90, 91, 91, 92, 92, 93, 93, 93, 94, 94, 95, 95, 95, 95, 96, 96, 96, 97, 97, 97, 97, 97,
      98, 98, 98, 98, 98, 98, 98, 99,
    ],
  },
  A: {
    floor: 55,
    percentiles: [
      1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 10, 10, 11, 13, 14, 15, 16, 17, 19, 20, 21, 23, 25, 27, 28, 30, 32, 34,
      35, 37, 39, 41, 43, 45, 47, 49, 50, 52, 55, 56, 59, 61, 63, 65, 67, 69, 71, 72, 74, 76, 78, 80, 82, 84, 85, 87, 88, 90, 91, 92, 93,
      94, 95, 96, 96, 97, 97, 98, 98, 99,
    ],
  },
  G: {
    floor: 51,
    percentiles: [
      1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 10, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 23, 24, 26,
      28, 30, 32, 33, 36, 38, 40, 42, 44, 47, 49, 51, 53, 55, 57, 59, 62, 64, 66, 68, 70, 72, 74, 76, 78, 80, 81, 83, 84, 85, 87, 88, 89,
      91, 92, 93, 94, 95, 95, 96, 96, 97, 97, 98, 98, 99,
    ],
  },
  E: {
    floor: 119,
    percentiles: [
      1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12, 12, 13,
      13, 14, 14, 15, 16, 16, 17, 17, 18, 19, 19, 20, 21, 22, 23, 23, 24, 25, 26, 27, 28, 30, 31, 31, 33, 34, 35, 36, 37, 38, 39, 40, 41,
      43, 44, 45, 46, 47, 49, 50, 51, 52, 53, 54, 55, 56, 58, 59, 60, 61, 62, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 76, 77,
      79, 80, 81, 81, 82, 83, 84, 84, 85, 86, 87, 87, 88, 88, 89, 89, 90, 91, 91, 91, 92, 92, 93, 93, 94, 94, 94, 95, 95, 95, 96, 96, 96,
      96, 97, 97, 97, 97, 98, 98, 98, 98, 98, 98, 98, 99,
    ],
  },
};

export function magePercentile(composite: MageComposite, sum: number): number {
  const { floor, percentiles } = MAGE_TABLES[composite];
  const index = Math.max(0, Math.round(sum) - floor);
  return percentiles[index] ?? 99;
}
