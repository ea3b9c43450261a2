import { OPTION_LETTERS, type OptionLetter } from "./options";
import { characterErrorRate, contentWords, dice, digitsOf, numbersIn, trigrams } from "./text";

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
  /** Whether the item has a figure at all (null labels can still mean a drawing, as in Assembling Objects). */
  hasFigure?: boolean;
}

export interface BankIndex {
  items: readonly MatchableItem[];
  grams: Set<string>[];
  numbers: number[][];
  figureNumbers: number[][];
  postings: Map<string, number[]>;
  /** Every content word of the bank's stems and options: a word of the photo found here is a real word, not OCR noise. */
  vocabulary: Set<string>;
  /** Figure items by their wording (lookAlikeKey). */
  lookAlikeGroups: Map<string, MatchableItem[]>;
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
    vocabulary: new Set(items.flatMap((it) => keyWords(itemText(it)))),
    lookAlikeGroups: groupBy(
      items.filter((it) => it.hasFigure),
      lookAlikeKey,
    ),
  };
}

/** Stem and options only: a figure's labels are part of its drawing, and a photo's reading of them is unreliable. */
const lookAlikeKey = (it: MatchableItem) => `${it.section}|${it.stem}|${it.options.join("|")}`;

/**
 * The figure items worded exactly like this one (stem and options): on a photo only their drawings
 * tell them apart (every Assembling Objects item; a few Mechanical and Electronics ones).
 */
export function lookAlikes(index: BankIndex, item: MatchableItem): MatchableItem[] {
  return item.hasFigure ? (index.lookAlikeGroups.get(lookAlikeKey(item)) ?? []) : [];
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = out.get(k);
    if (list) list.push(it);
    else out.set(k, [it]);
  }
  return out;
}

/** Content words that can carry a question's meaning: letters only, three or more, without a possessive "'s". */
function keyWords(text: string): string[] {
  return contentWords(text)
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w.length >= 3 && /^[a-z']+$/.test(w));
}

/**
 * Words the question asks about that the matched item does not, when the item in turn asks about words the question
 * lacks: "…the atmosphere of Mars?" against the bank's "…share of Earth's atmosphere?" has the same choices but
 * another answer. Only words the bank knows count, so OCR noise ("atmosphcre") never makes a substitution.
 */
export function substitutedWords(index: BankIndex, item: MatchableItem, stem: string): string[] {
  const itemWords = new Set(keyWords(`${itemText(item)} ${item.passage ?? ""}`));
  const asked = keyWords(stem);
  const added = asked.filter((w) => index.vocabulary.has(w) && !itemWords.has(w));
  if (added.length === 0) return [];
  const askedSet = new Set(asked);
  const dropped = keyWords(item.stem).filter((w) => !askedSet.has(w));
  return dropped.length > 0 ? added : [];
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
  let runnerUp = 0;
  for (const o of read) {
    // Trigram sets do not see order ("80, then 120, then 180" and "80, then 180, then 120" share every trigram):
    // the characters in order break such ties.
    const textLike = dice(keyGrams, trigrams(o.text)) * (0.97 + 0.03 * (1 - Math.min(1, characterErrorRate(key, o.text))));
    const found = numbersIn(o.text, true);
    // A numeric key is found by its numbers (OCR mangles units and decimal points: "0.5 A" read "05A"), in order.
    const inOrder = found.length === keyNumbers.length && found.every((n, i) => sameNumber(n, keyNumbers[i]!));
    const s = keyDigits
      ? signedAgreement(keyNumbers, found) ** 2 *
        (found.length === keyNumbers.length ? 0.6 + 0.4 * textLike : 0.5 * textLike) *
        (inOrder ? 1 : 0.9)
      : textLike;
    if (s > bestScore) {
      runnerUp = bestScore;
      bestScore = s;
      best = o.letter;
    } else if (s > runnerUp) runnerUp = s;
  }
  // Two options as like the key as each other: either could be it, so neither is named.
  if (bestScore - runnerUp < 1e-9) return null;
  if (bestScore >= 0.5) return best;
  // Only A–C were read and none of them is the key: the key is the unread D when the bank has it there.
  return read.length === 3 && item.correctIndex === 3 ? "D" : null;
}

const sameNumber = (a: number, b: number) => Math.sign(a) === Math.sign(b) && (Math.abs(a - b) < 1e-9 || digitsOf(a) === digitsOf(b));

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
