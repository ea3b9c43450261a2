/** Starting 3PL parameters for an item from its difficulty tag, before any answers calibrate it. */
export type DifficultyTag = "easy" | "medium" | "hard";

export interface ItemParams {
  /** Discrimination. */
  a: number;
  /** Difficulty on the ability scale (θ). */
  b: number;
  /** Lower asymptote: the chance of a correct guess on a four-option item, a little under 1/4. */
  c: number;
}

export const SEED_PARAMS: Record<DifficultyTag, ItemParams> = {
  easy: { a: 1.0, b: -1.0, c: 0.2 },
  medium: { a: 1.2, b: 0.0, c: 0.2 },
  hard: { a: 1.4, b: 1.0, c: 0.2 },
};
