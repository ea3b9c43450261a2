/**
 * Text as the scanner compares it: OCR output and bank items brought to one form (lower case, straight quotes,
 * common OCR confusions undone, markup dropped) so the same question reads the same however it was captured.
 */
export function normaliseText(text: string): string {
  return fixUnits(text)
    .normalize("NFKC")
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, "-")
    .replace(/[*_]/g, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const STOP = new Set([
  "the",
  "a",
  "an",
  "of",
  "to",
  "in",
  "is",
  "and",
  "or",
  "for",
  "on",
  "at",
  "by",
  "it",
  "its",
  "be",
  "as",
  "that",
  "with",
]);

/** Words (letters and digits) of normalised text. */
export function words(text: string): string[] {
  return normaliseText(text).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** Words without the most common function words. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP.has(w));
}

/**
 * Numbers as written (commas dropped), in order: "1,200" → 1200, "3.5" → 3.5, "1/2" stays two numbers. `signed`
 * keeps a minus written before a number ("x = -2"); matching leaves it out, as OCR often drops or invents dashes.
 */
export function numbersIn(text: string, signed = false): number[] {
  const pattern = signed ? /(?:(?<=^|[\s=(:,])[-−–—])?\d+(?:\.\d+)?/g : /\d+(?:\.\d+)?/g;
  return (
    fixUnits(text)
      .replace(/(\d),(\d{3})/g, "$1$2")
      .match(pattern) ?? []
  ).map((m) => Number(m.replace(/^[−–—]/, "-")));
}

/** A number's digits alone ("0.5" and the misread "05" → "5"): how numbers are compared when matching the bank. */
export function digitsOf(x: number): string {
  return String(Math.abs(x))
    .replace(".", "")
    .replace(/^0+(?=\d)/, "");
}

/** OCR's usual misreading of units: "175 Ib", "1751b" → "175 lb". */
export function fixUnits(text: string): string {
  return text.replace(/(\d)\s*[1lI|]b\b/g, "$1 lb").replace(/\bIb\b/g, "lb");
}

/** Character trigrams of the normalised text with spaces squeezed (robust to OCR splitting or joining words). */
export function trigrams(text: string): Set<string> {
  const s = ` ${normaliseText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
}

/** Dice coefficient of two sets: 1 when equal, 0 when disjoint. */
export function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) common += 1;
  return (2 * common) / (a.size + b.size);
}

/** Character error rate: Levenshtein distance over the reference length (for the bench's OCR accuracy). */
export function characterErrorRate(reference: string, hypothesis: string): number {
  const r = reference;
  const h = hypothesis;
  if (r.length === 0) return h.length === 0 ? 0 : 1;
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const cur = [i];
    for (let j = 1; j <= h.length; j++) {
      const cost = r[i - 1] === h[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return Math.min(1, (prev[h.length] ?? 0) / r.length);
}
