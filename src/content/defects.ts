/**
 * Checks for defects an audit found in item text, run by content:check over every authored item and every
 * generated item of many seeds. Each names a class of printing mistake, not one item, so a new generator that
 * repeats the mistake fails too.
 */
import type { SectionCode } from "@domain/constants";
import { TOPICS } from "./topics";
import { normalise } from "./validate";

/** A number as items print it: "−12", "3.5", "1,200", "3/2". */
const NUMBER = String.raw`[−-]?\d[\d,]*(?:\.\d+)?(?:/\d+)?`;

const PATTERNS: readonly (readonly [RegExp, string])[] = [
  // "1x", "−1x", "+ 1y" (not "21x", "0.1x", "x¹"): algebra leaves out a coefficient of 1.
  [/(?<![\d.,/⁰¹²³⁴⁵⁶⁷⁸⁹])1[a-z](?![a-z])/, 'coefficient 1 printed ("1x" instead of "x")'],
  // "0x" as a term.
  [/(?<![\d.,/])0[a-z](?![a-z])/, 'zero term printed ("0x")'],
  // "+ 0" or "− 0" at the end of an expression: a zero term that should have been left out.
  [/[+−-] 0(?![\d.,/])/, 'zero term printed ("+ 0")'],
  // "+ -3", "+ −3", "− −3": a sign in front of a signed number (a subtraction of a negative needs parentheses).
  [/[+−-] ?[−-] ?\d/, 'sign printed before a signed number ("+ −3")'],
  // "--", "−−": a doubled minus sign.
  [/--|−−|−-|-−/, 'doubled minus sign ("--")'],
];

/**
 * "6 = 6", "need 4 = 4 hours": a value set equal to itself, which says nothing. Only when the left value is not the
 * end of a calculation: "16 ÷ 4 = 4" and "√2 = 2√2" are fine.
 */
// The right side is in a lookahead so that it can be the left side of the next match ("3 = 4 = 4").
const REDUNDANT = new RegExp(String.raw`(^|[^\d.,/√⁰¹²³⁴⁵⁶⁷⁸⁹])(${NUMBER})(?= = (${NUMBER})(?![.,]\d|[\d/√⁰¹²³⁴⁵⁶⁷⁸⁹\w]))`, "g");
const OPERATOR_BEFORE = /[+−\-×÷*/^√]\s*$/;

function redundantEquality(text: string): string | null {
  for (const m of text.matchAll(REDUNDANT)) {
    const [, , left, right] = m as unknown as [string, string, string, string];
    if (left !== right) continue;
    const before = text.slice(0, (m.index ?? 0) + m[1]!.length);
    if (OPERATOR_BEFORE.test(before)) continue;
    return `redundant equality "${left} = ${right}"`;
  }
  return null;
}

/** What is wrong with one piece of item text (a stem, an option or an explanation); empty when sound. */
export function textDefects(text: string): string[] {
  const out: string[] = [];
  for (const [re, problem] of PATTERNS) {
    const m = re.exec(text);
    if (m) out.push(`${problem}: "…${text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 10)}…"`);
  }
  const redundant = redundantEquality(text);
  if (redundant) out.push(redundant);
  return out;
}

/** Every text defect in an item, each prefixed by where it is. */
export function itemTextDefects(item: { stem: string; options: readonly string[]; explanation: string }): string[] {
  return [
    ...textDefects(item.stem).map((p) => `stem: ${p}`),
    ...item.options.flatMap((o, i) => textDefects(o).map((p) => `option ${"ABCD"[i]}: ${p}`)),
    ...textDefects(item.explanation).map((p) => `explanation: ${p}`),
  ];
}

export interface BankEntry {
  id: string;
  section: SectionCode;
  topic: string;
  stem: string;
  options: readonly string[];
  passageId?: string | null | undefined;
  figure?: string | null | undefined;
}

/** Text for near-duplicate matching: `normalise`, and neither spacing nor the style of minus sign makes it new. */
function dupText(text: string): string {
  return normalise(text).replace(/[−–-]/g, "-").replace(/\s+/g, "");
}

/**
 * Items that ask the same question: the same normalised stem and the same set of choices (in any order, spacing and minus signs aside). The
 * passage and figure are part of the question (every Assembling Objects item shares its instruction, and "What is
 * the main idea?" is asked of every passage). Returns pairs [kept, duplicate], the first seen kept.
 */
export function nearDuplicates(items: readonly BankEntry[]): [string, string][] {
  const seen = new Map<string, string>();
  const out: [string, string][] = [];
  for (const it of items) {
    const choices = it.options.map(dupText).sort();
    const key = JSON.stringify([dupText(it.stem), choices, it.passageId ?? "", it.figure ?? ""]);
    const first = seen.get(key);
    if (first) out.push([first, it.id]);
    else seen.set(key, it.id);
  }
  return out;
}

/** Items per topic for each subtest, every topic of the outline listed (with 0 when it has none). */
export function topicCounts(items: readonly BankEntry[]): Record<SectionCode, Record<string, number>> {
  const out = Object.fromEntries(
    Object.entries(TOPICS).map(([section, topics]) => [section, Object.fromEntries(topics.map((t) => [t, 0]))]),
  ) as Record<SectionCode, Record<string, number>>;
  for (const it of items) {
    const counts = out[it.section];
    const n = counts[it.topic];
    // An unknown topic is reported by the structural checks; it counts toward no topic here.
    if (n !== undefined) counts[it.topic] = n + 1;
  }
  return out;
}

/** Topics of the outline with no item, as "GS: astronomy". */
export function emptyTopics(counts: Record<SectionCode, Record<string, number>>, sections?: readonly SectionCode[]): string[] {
  return Object.entries(counts)
    .filter(([section]) => !sections || sections.includes(section as SectionCode))
    .flatMap(([section, topics]) =>
      Object.entries(topics)
        .filter(([, n]) => n === 0)
        .map(([topic]) => `${section}: ${topic}`),
    );
}

/** Written items of a subtest: below this many, key-letter shares say little. */
const BALANCE_MIN_ITEMS = 40;
/** Each key letter's share of a subtest's written items must lie in this band (a learner must not profit from "C"). */
export const KEY_SHARE_BAND = [0.18, 0.32] as const;

/** Key letters whose share of `items` falls outside KEY_SHARE_BAND, as "C 41%"; empty for small sets. */
export function unbalancedKeys(items: readonly { answer: number }[]): string[] {
  if (items.length < BALANCE_MIN_ITEMS) return [];
  const counts = [0, 0, 0, 0];
  for (const it of items) counts[it.answer] = (counts[it.answer] ?? 0) + 1;
  return counts.flatMap((n, i) => {
    const share = n / items.length;
    return share < KEY_SHARE_BAND[0] || share > KEY_SHARE_BAND[1] ? [`${"ABCD"[i]} ${Math.round(share * 100)}%`] : [];
  });
}

/**
 * Whether the key gives itself away by length: at least a quarter and 8 characters longer than every other choice
 * ("It allows current in only one direction" against one-word choices). Figure choices ("Figure A") never do.
 */
export function keyClearlyLongest(item: { options: readonly string[]; answer: number }): boolean {
  const key = item.options[item.answer]?.length ?? 0;
  const longestOther = Math.max(...item.options.filter((_, i) => i !== item.answer).map((o) => o.length));
  return key > 1.25 * longestOther && key - longestOther >= 8;
}

/** A subtest fails when more of its written items than this have a key that is clearly the longest choice. */
export const LONGEST_KEY_MAX_SHARE = 0.12;
