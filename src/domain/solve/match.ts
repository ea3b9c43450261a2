import { OPTION_LETTERS, type OptionLetter } from "./options";
import { dice, digitsOf, numbersIn, trigrams } from "./text";

/** A bank item as the matcher needs it. */
export interface MatchableItem {
  id: string;
  section: string;
  stem: string;
  options: readonly string[];
  correctIndex: number;
  /** Paragraph Comprehension: the passage's text, which a photo of the question often includes. */
  passage?: string | null;
  /** The labels printed in the item's figure ("R1 = 8 Ω", "A: 20 teeth"): they tell apart items with one stem. */
  figureText?: string | null;
}

export interface BankIndex {
  items: readonly MatchableItem[];
  grams: Set<string>[];
  numbers: number[][];
  figureNumbers: number[][];
  postings: Map<string, number[]>;
}

const itemText = (it: MatchableItem) => `${it.stem} ${it.options.join(" ")}`;

export function buildBankIndex(items: readonly MatchableItem[]): BankIndex {
  const grams = items.map((it) => trigrams(itemText(it)));
  const postings = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const g of set) {
      const list = postings.get(g);
      if (list) list.push(i);
      else postings.set(g, [i]);
    }
  });
  return {
    items,
    grams,
    numbers: items.map((it) => numbersIn(itemText(it))),
    figureNumbers: items.map((it) => numbersIn(it.figureText ?? "")),
    postings,
  };
}

export interface BankMatch {
  item: MatchableItem;
  /** 0..1: how much of the item was found in the text, discounted for numbers that do not agree. */
  score: number;
  /** Share of the item's trigrams present in the text. */
  coverage: number;
  /** Share of the item's numbers present in the text (1 when it has none). */
  numberAgreement: number;
}

/** Share of `expected` numbers found in `found`, each found number used once. */
export function numberAgreement(expected: readonly number[], found: readonly number[]): number {
  if (expected.length === 0) return 1;
  const pool = [...found];
  let hit = 0;
  for (const n of expected) {
    // OCR loses decimal points ("0.5" read "05"): the same digits count as the same number.
    const k = pool.findIndex((m) => Math.abs(m - n) < 1e-9 || digitsOf(m) === digitsOf(n));
    if (k >= 0) {
      hit += 1;
      pool.splice(k, 1);
    }
  }
  return hit / expected.length;
}

/**
 * The bank items most like `text`, best first. Candidates come from an inverted trigram index; each is scored on
 * coverage (a photo may hold more than the item — a passage, a page number) and on its numbers: generated items
 * differ from their siblings mostly in numbers, so a number that is not in the photo weighs heavily.
 */
export function matchBank(index: BankIndex, text: string, limit = 5): BankMatch[] {
  const query = trigrams(text);
  if (query.size === 0) return [];
  const shared = new Uint16Array(index.items.length);
  for (const g of query) {
    const list = index.postings.get(g);
    if (!list || list.length > index.items.length * 0.5) continue; // trigrams in half the bank tell nothing apart
    for (const i of list) shared[i] = (shared[i] ?? 0) + 1;
  }
  const top: { i: number; shared: number }[] = [];
  shared.forEach((count, i) => {
    if (count > 0) top.push({ i, shared: count });
  });
  top.sort((a, b) => b.shared - a.shared);
  const found = numbersIn(text);
  return top
    .slice(0, 200)
    .map(({ i }) => {
      const item = index.items[i]!;
      const grams = index.grams[i]!;
      let common = 0;
      for (const g of grams) if (query.has(g)) common += 1;
      const coverage = grams.size ? common / grams.size : 0;
      const agreement = numberAgreement(index.numbers[i]!, found);
      // A figure's labels are read less reliably than the text: they only tell apart items that share a stem.
      const figure = index.figureNumbers[i]!.length ? numberAgreement(index.figureNumbers[i]!, found) : 1;
      return { item, score: coverage * agreement ** 2 * (0.85 + 0.15 * figure), coverage, numberAgreement: agreement };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * Which letter of the photographed options holds the item's key. When the options were read, the one most like
 * the key (numbers must agree); otherwise the key's position in the bank (the item as we print it).
 */
export function keyLetter(item: MatchableItem, read: readonly { letter: OptionLetter; text: string }[]): OptionLetter | null {
  const key = item.options[item.correctIndex] ?? "";
  if (read.length < 3) return OPTION_LETTERS[item.correctIndex] ?? null;
  const keyGrams = trigrams(key);
  const keyNumbers = numbersIn(key, true);
  const keyDigits = keyNumbers.length > 0;
  let best: OptionLetter | null = null;
  let bestScore = 0;
  for (const o of read) {
    const textLike = dice(keyGrams, trigrams(o.text));
    const found = numbersIn(o.text, true);
    // A numeric key is found by its numbers (OCR mangles units and decimal points: "0.5 A" read "05A").
    const s = keyDigits
      ? signedAgreement(keyNumbers, found) ** 2 * (found.length === keyNumbers.length ? 0.6 + 0.4 * textLike : 0.5 * textLike)
      : textLike;
    if (s > bestScore) {
      bestScore = s;
      best = o.letter;
    }
  }
  if (bestScore >= 0.5) return best;
  // Only A–C were read and none of them is the key: the key is the unread D when the bank has it there.
  return read.length === 3 && item.correctIndex === 3 ? "D" : null;
}

/** Like numberAgreement, but a sign must agree too ("x = 2" is not "x = -2"). */
function signedAgreement(expected: readonly number[], found: readonly number[]): number {
  if (expected.length === 0) return 1;
  const pool = [...found];
  let hit = 0;
  for (const n of expected) {
    const k = pool.findIndex((m) => Math.sign(m) === Math.sign(n) && (Math.abs(m - n) < 1e-9 || digitsOf(m) === digitsOf(n)));
    if (k >= 0) {
      hit += 1;
      pool.splice(k, 1);
    }
  }
  return hit / expected.length;
}
