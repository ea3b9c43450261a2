import { map, type AbilityEstimate, type PriorOptions } from "./estimate";
import type { Response } from "./model";
import type { ItemParams } from "./seed-params";

export type Level = "easy" | "medium" | "hard";

/** Half a standard deviation either side of average is "medium": the same cut for item difficulty and ability. */
export const LEVEL_CUT = 0.5;

export function levelOf(x: number): Level {
  if (x < -LEVEL_CUT) return "easy";
  if (x > LEVEL_CUT) return "hard";
  return "medium";
}

export interface LevelAccuracy {
  /** Whole percent, null when nothing was answered at that level. */
  accuracy: number | null;
  answers: number;
}

/** Accuracy per difficulty level of the items answered (difficulty = the item's current b). */
export function accuracyByLevel(answers: readonly { isCorrect: boolean; b: number }[]): Record<Level, LevelAccuracy> {
  const out: Record<Level, { right: number; total: number }> = {
    easy: { right: 0, total: 0 },
    medium: { right: 0, total: 0 },
    hard: { right: 0, total: 0 },
  };
  for (const a of answers) {
    const bucket = out[levelOf(a.b)];
    bucket.total++;
    if (a.isCorrect) bucket.right++;
  }
  const pct = ({ right, total }: { right: number; total: number }): LevelAccuracy => ({
    accuracy: total === 0 ? null : Math.round((100 * right) / total),
    answers: total,
  });
  return { easy: pct(out.easy), medium: pct(out.medium), hard: pct(out.hard) };
}

/** Chance of a blind guess being right on a four-option item. */
export const GUESS_RATE = 0.25;

/**
 * The score of a subtest whose time ran out. The CAT-ASVAB scores an incomplete test as if every unreached
 * item had been answered at random, so running out the clock never pays. We approximate that: each unreached
 * item becomes an item pitched at the ability reached so far, answered right at the guessing rate (a quarter of
 * them, rounded down, so a short remainder counts as all wrong), and the MAP estimate is taken over everything.
 */
export function penalisedEstimate(
  responses: readonly Response[],
  unreached: number,
  typical: Omit<ItemParams, "b">,
  prior: PriorOptions = {},
): AbilityEstimate {
  if (unreached <= 0) return map(responses, prior);
  const reached = map(responses, prior);
  const item: ItemParams = { ...typical, b: reached.theta };
  const right = Math.floor(unreached * GUESS_RATE);
  const guesses: Response[] = Array.from({ length: unreached }, (_, i) => ({ item, correct: i < right }));
  return map([...responses, ...guesses], prior);
}
