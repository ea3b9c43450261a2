export type OptionLetter = "A" | "B" | "C" | "D";
export const OPTION_LETTERS: readonly OptionLetter[] = ["A", "B", "C", "D"];

export interface SplitQuestion {
  stem: string;
  /** A–D in order (A–C when the last one could not be read); empty when no such list was found. */
  options: { letter: OptionLetter; text: string }[];
}

/** How OCR tends to read the option markers "A)", "(B)", "C." — including 8 for B, 0 for D, 4 for A. */
const MARKER = /(?:^|\s)['‘’`"|]?[([{]?\s*([A-Da-d]|8|0|4)\s*(?:\)\s*|[.\]}:]\s+)/g;
const LETTER_OF: Record<string, OptionLetter> = { a: "A", "4": "A", b: "B", "8": "B", c: "C", d: "D", "0": "D" };

/**
 * Splits a read question into its stem and options A–D. The markers must come in order A, B, C, D (a "B." inside
 * the stem is not taken for an option); the last run of four ordered markers wins.
 */
export function splitOptions(text: string): SplitQuestion {
  const flat = text.replace(/\r/g, "").replace(/[ \t]+/g, " ");
  const marks: { letter: OptionLetter; start: number; end: number }[] = [];
  for (const m of flat.matchAll(MARKER)) {
    const raw = (m[1] ?? "").toLowerCase();
    const letter = LETTER_OF[raw];
    if (!letter) continue;
    const markerStart = m.index + (m[0].length - m[0].trimStart().length);
    marks.push({ letter, start: markerStart, end: m.index + m[0].length });
  }
  const filled = fillOneGap(flat, marks);
  if (filled) return filled;
  // Find the last A..D sequence (each next letter after the previous one).
  for (let i = marks.length - 1; i >= 0; i--) {
    if (marks[i]?.letter !== "A") continue;
    const chosen = [marks[i]!];
    for (let j = i + 1; j < marks.length && chosen.length < 4; j++) {
      if (marks[j]?.letter === OPTION_LETTERS[chosen.length]) chosen.push(marks[j]!);
    }
    // Three options in order are kept (a fourth the camera cut off or misread), fewer are not a list of options.
    if (chosen.length < 3) continue;
    const options = chosen.map((mark, k) => ({
      letter: mark.letter,
      text: clean(flat.slice(mark.end, k + 1 < chosen.length ? chosen[k + 1]!.start : flat.length)),
    }));
    if (options.some((o) => o.text.length === 0)) continue;
    return { stem: clean(flat.slice(0, chosen[0]!.start)), options };
  }
  return { stem: clean(flat), options: [] };
}

const clean = (s: string) =>
  s
    .replace(/\s*\n\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A, B and D read but C's marker not ("C1", "Cc)11", "09" for "C) 9"): when the text between the neighbours holds
 * one more line, that line is the missing option (its misread marker dropped). Likewise for a missing B.
 */
function fillOneGap(flat: string, marks: { letter: OptionLetter; start: number; end: number }[]): SplitQuestion | undefined {
  const last = <T>(xs: T[], p: (x: T) => boolean) => [...xs].reverse().find(p);
  const a = last(marks, (m) => m.letter === "A");
  if (!a) return undefined;
  const after = marks.filter((m) => m.start > a.start);
  const b = after.find((m) => m.letter === "B");
  const c = after.find((m) => m.letter === "C");
  const d = last(after, (m) => m.letter === "D");
  if (!d || (b && c) || (!b && !c)) return undefined;
  const [before, next] = b ? [b, d] : [a, c!];
  if (!(before.start < next.start)) return undefined;
  const lines = flat
    .slice(before.end, next.start)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length !== 2) return undefined;
  const missing = lines[1]!.replace(/^[([{]?(?:[A-Da-d][a-z]?|0)[).:\]}]?\s*/, "").trim();
  if (!missing) return undefined;
  const known = b ? [a, b] : [a];
  const options: { letter: OptionLetter; text: string }[] = known.map((m, k) => ({
    letter: m.letter,
    text: clean(flat.slice(m.end, k + 1 < known.length ? known[k + 1]!.start : next.start)),
  }));
  options[options.length - 1]!.text = clean(lines[0]!);
  options.push({ letter: b ? "C" : "B", text: missing });
  if (!b) options.push({ letter: "C", text: clean(flat.slice(c!.end, d.start)) });
  options.push({ letter: "D", text: clean(flat.slice(d.end)) });
  if (options.some((o) => !o.text)) return undefined;
  return { stem: clean(flat.slice(0, a.start)), options };
}
