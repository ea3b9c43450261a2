/** Option letters as on the CAT-ASVAB, and the keys that choose them (1–4 or A–D). */
export const LETTERS = ["A", "B", "C", "D"] as const;
export const KEY_TO_OPTION: Record<string, number> = { "1": 0, "2": 1, "3": 2, "4": 3, a: 0, b: 1, c: 2, d: 3 };
