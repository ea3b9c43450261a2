/** Reading speed used for article read times (words per minute). */
export const READING_WPM = 230;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes at 230 words per minute, at least 1. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.round(wordCount(text) / READING_WPM));
}
