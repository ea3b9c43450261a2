import type { SectionCode } from "@domain/constants";
import type { Rng } from "@domain/random";
import type { DraftItem, GeneratedItem } from "./types";

/**
 * Turns a draft into a four-option item: keeps the first three distractors that differ from the key and
 * from each other, and places the key at a seeded position. Throws if fewer than three distinct
 * distractors exist (a generator bug that content:check would report).
 */
export function finish(generator: string, section: SectionCode, seed: number, rng: Rng, draft: DraftItem): GeneratedItem {
  const seen = new Set([draft.correct]);
  const distractors: string[] = [];
  for (const d of draft.distractors) {
    if (!seen.has(d) && d.trim() !== "") {
      seen.add(d);
      distractors.push(d);
    }
    if (distractors.length === 3) break;
  }
  for (const d of nearMisses(draft.correct)) {
    if (distractors.length === 3) break;
    if (!seen.has(d)) {
      seen.add(d);
      distractors.push(d);
    }
  }
  if (distractors.length < 3) throw new Error(`${generator}#${seed}: only ${distractors.length} distinct distractors`);
  const answer = rng.int(0, 3) as 0 | 1 | 2 | 3;
  const options = [...distractors];
  options.splice(answer, 0, draft.correct);
  return {
    id: `${generator}-${seed}`,
    generator,
    seed,
    topic: draft.topic,
    difficulty: draft.difficulty,
    stem: draft.stem,
    options: options as unknown as readonly [string, string, string, string],
    answer,
    explanation: draft.explanation,
    params: draft.params,
    ...(draft.figure ? { figure: draft.figure, figureAlt: draft.figureAlt ?? "" } : {}),
  };
}

/**
 * Fallback distractors when a generator's mistake-based ones coincide: the key with its first number nudged,
 * keeping every other character (units, signs, symbols) as it is.
 */
export function nearMisses(correct: string): string[] {
  const match = /\d[\d,]*(\.\d+)?/.exec(correct);
  if (!match) return [];
  const raw = match[0];
  const value = Number(raw.replace(/,/g, ""));
  const decimals = match[1] ? match[1].length - 1 : 0;
  const step = decimals > 0 ? 10 ** -decimals : Math.max(1, Math.round(value / 10));
  const variants = [value + step, value - step, value + 2 * step, value * 2, value + 3 * step].filter((v) => v > 0);
  return variants.map((v) => {
    const text = decimals > 0 ? v.toFixed(decimals) : String(Math.round(v));
    const grouped = raw.includes(",") || v >= 10000 ? text.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : text;
    return correct.slice(0, match.index) + grouped + correct.slice(match.index + raw.length);
  });
}
