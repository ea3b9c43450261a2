import type { SectionCode } from "@domain/constants";
import { EXTRA_TOPIC_MATERIAL } from "./extra-material";
import { materialLines, plain, type MaterialLine } from "./materials-index";
import { keywordsOf, topicKey } from "./topic-keywords";

/**
 * A cheat sheet's content for exactly the learner's weakest topics: formulas, vocabulary with synonyms, and tips,
 * quoted from our study materials, plus what the learner's own missed questions teach (their key idea; for word
 * knowledge, the word and its synonym).
 */
export interface SheetTopic {
  section: SectionCode;
  topic: string;
}

/** A question of the topic the learner got wrong, as the bank has it. */
export interface MissedItem extends SheetTopic {
  stem: string;
  correctAnswer: string;
  explanation: string;
}

export interface SheetFormula {
  topic: string;
  title: string;
  formula: string;
  example: string;
}
export interface SheetTerm {
  topic: string;
  term: string;
  definition: string;
  synonyms: string[];
}
export interface SheetTip {
  topic: string;
  tip: string;
}
export interface CheatSheetContent {
  formulas: SheetFormula[];
  vocabulary: SheetTerm[];
  tips: SheetTip[];
}

/** Per topic, so five topics still print on one or two pages. */
export const PER_TOPIC = { formulas: 3, vocabulary: 4, tips: 3 } as const;
const TIP_MAX_CHARS = 320;
const DEFINITION_MAX_CHARS = 170;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Short keywords match whole words ("ion" is not in "motion"); longer ones match a word's start ("lubricat"). */
function matcher(keywords: readonly string[]): (text: string) => boolean {
  const patterns = keywords.map((k) => new RegExp(`(^|[^a-z0-9])${escape(k)}${k.length <= 4 ? "(?![a-z])" : ""}`, "i"));
  return (text) => patterns.some((p) => p.test(text));
}

/** Up to `max` characters, cut after a whole sentence when one fits. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

const firstSentence = (text: string) => /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;

/** Headings of a guide that are about studying, not about the topic. */
const NOT_CONTENT = /study plan|test-day|time budget|how the questions look|the good news/i;

/**
 * Lines about the topic, best first: its word in the bold lead beats its word in the heading; a mention in the
 * text only orders them. A mention alone never counts ("dead matter" in an ecology definition does not make it a
 * states-of-matter term).
 */
function ranked(lines: readonly MaterialLine[], hits: (t: string) => boolean, used: Set<MaterialLine>): MaterialLine[] {
  const scored = lines
    .map((line) => {
      // A plain bullet's lead is what comes before its colon ("Difference of squares: a² − b² = …").
      const lead = hits(line.lead || (/^([^:]{1,60}):/.exec(line.rest)?.[1] ?? ""));
      return { line, lead, score: (lead ? 3 : 0) + (hits(line.heading) ? 2 : 0) + (hits(line.rest) ? 1 : 0) };
    })
    .filter((s) => s.score > 0 && !used.has(s.line) && !NOT_CONTENT.test(s.line.heading))
    .sort((a, b) => b.score - a.score);
  const byLead = scored.filter((s) => s.lead);
  return (byLead.length >= 2 ? byLead : scored.filter((s) => s.score >= 2)).map((s) => s.line);
}

function toFormula(topic: string, line: MaterialLine): SheetFormula {
  const colon = line.lead.indexOf(":");
  if (colon > 0 && line.lead.slice(colon + 1).trim()) {
    return { topic, title: line.lead.slice(0, colon).trim(), formula: line.lead.slice(colon + 1).trim(), example: line.rest };
  }
  const plainLead = !line.lead ? /^([^:]{1,60}):\s*(.+)$/.exec(line.rest) : null;
  if (plainLead) {
    const rule = firstSentence(plainLead[2]!);
    return { topic, title: plainLead[1]!.trim(), formula: rule, example: plainLead[2]!.slice(rule.length).trim() };
  }
  if (line.lead.includes("=") || !line.lead) {
    const formula = line.lead || firstSentence(line.rest);
    return { topic, title: line.heading, formula, example: line.lead ? line.rest : line.rest.slice(formula.length).trim() };
  }
  const rule = firstSentence(line.rest);
  return { topic, title: line.lead, formula: rule, example: line.rest.slice(rule.length).trim() };
}

/**
 * Synonyms a vocabulary line itself gives: an alternate in brackets ("Mean (average)", not an abbreviation such
 * as "(GCF)") and, in a word list (word knowledge), a definition that is just a word or two ("candid — honest and
 * direct"). A technical definition ("Resistor — limits current") is no synonym.
 */
export function synonymsOf(term: string, definition: string, { wordList = false } = {}): string[] {
  const out: string[] = [];
  const inBrackets = /\(([^)]+)\)/.exec(term)?.[1];
  if (inBrackets && !/^[A-Z0-9]{1,5}$/.test(inBrackets)) out.push(inBrackets.trim());
  const clause = /^[^.;:]+/.exec(definition)?.[0] ?? "";
  const parts = clause
    .replace(/^(to|a|an|the)\s+/i, "")
    .split(/,\s*|\s+or\s+|\s+and\s+/)
    .map((p) => p.replace(/^(to|a|an|the)\s+/i, "").trim())
    .filter(Boolean);
  if (wordList && parts.length > 0 && parts.length <= 3 && parts.every((p) => p.split(/\s+/).length <= 2 && /^[a-z][a-z -]*$/i.test(p))) {
    out.push(...parts);
  }
  return [...new Set(out.map((s) => s.toLowerCase()))].filter((s) => s !== term.toLowerCase()).slice(0, 4);
}

const toTerm = (topic: string, line: MaterialLine): SheetTerm => ({
  topic,
  term: line.lead,
  definition: clip(line.rest, DEFINITION_MAX_CHARS),
  synonyms: synonymsOf(line.lead, line.rest, { wordList: line.section === "WK" }),
});

/** The word a word-knowledge item asks about: "Abundant most nearly means", or `the word *abate* most nearly means`. */
export function askedWord(stem: string): string | null {
  const quoted = /\*([^*]+)\*\s+most nearly means/i.exec(stem);
  if (quoted) return quoted[1]!.trim();
  const plainStem = /^([A-Za-z][A-Za-z' -]{0,40}?)\s+most nearly means/i.exec(stem.trim());
  return plainStem ? plainStem[1]!.trim() : null;
}

/** The guide's own paragraph on the topic ("**Rates.** …"), or, for AO, the "Key idea" under "Topic 1: Connectors". */
function guideParagraphs(section: SectionCode, topic: string): MaterialLine[] {
  const name = topic.toLowerCase();
  return materialLines().filter(
    (l) =>
      l.section === section &&
      l.type === "guide" &&
      l.kind === "paragraph" &&
      (l.lead.toLowerCase() === name || (l.heading.toLowerCase().endsWith(`: ${name}`) && /key idea|method/i.test(l.lead))),
  );
}

export function buildCheatSheetContent(topics: readonly SheetTopic[], missed: readonly MissedItem[]): CheatSheetContent {
  const content: CheatSheetContent = { formulas: [], vocabulary: [], tips: [] };
  const used = new Set<MaterialLine>();
  const lines = materialLines();
  for (const { section, topic } of topics) {
    const hits = matcher(keywordsOf(section, topic));
    const ofSection = lines.filter((l) => l.section === section);
    const extra = EXTRA_TOPIC_MATERIAL[topicKey(section, topic)];
    const mine = missed.filter((m) => m.section === section && m.topic === topic);

    const formulaLines = ranked(
      ofSection.filter((l) => l.type === "formula" && l.kind === "bullet"),
      hits,
      used,
    ).slice(0, PER_TOPIC.formulas);
    formulaLines.forEach((l) => used.add(l));
    const formulas = [...formulaLines.map((l) => toFormula(topic, l)), ...(extra?.formulas ?? []).map((f) => ({ topic, ...f }))];
    const seenTitles = new Set<string>();
    const distinct = formulas.filter((f) => !seenTitles.has(f.title.toLowerCase()) && seenTitles.add(f.title.toLowerCase()));
    content.formulas.push(...distinct.slice(0, PER_TOPIC.formulas));

    // Word knowledge: the learner's own missed words first, each with the answer that was its synonym.
    const missedWords: SheetTerm[] = mine.flatMap((m) => {
      const word = askedWord(m.stem);
      return word
        ? [{ topic, term: word, definition: clip(firstSentence(m.explanation), DEFINITION_MAX_CHARS), synonyms: [m.correctAnswer] }]
        : [];
    });
    const vocabularyLines = ofSection.filter((l) => l.type === "vocabulary" && l.kind === "bullet" && l.lead);
    // The word list is all synonyms: the learner's missed words that it holds come first, then the list in order.
    const termLines = (
      section === "WK" && topic === "synonyms"
        ? [
            ...vocabularyLines.filter((l) => mine.some((m) => askedWord(m.stem)?.toLowerCase() === l.lead.toLowerCase())),
            ...vocabularyLines,
          ].filter((l) => !used.has(l))
        : ranked(vocabularyLines, hits, used)
    ).slice(0, PER_TOPIC.vocabulary);
    termLines.forEach((l) => used.add(l));
    const terms = [...missedWords, ...termLines.map((l) => toTerm(topic, l)), ...(extra?.vocabulary ?? []).map((v) => ({ topic, ...v }))];
    const seenTerms = new Set<string>();
    content.vocabulary.push(
      ...terms.filter((t) => !seenTerms.has(t.term.toLowerCase()) && seenTerms.add(t.term.toLowerCase())).slice(0, PER_TOPIC.vocabulary),
    );

    const tips: string[] = guideParagraphs(section, topic).map((l) => clip(l.rest, TIP_MAX_CHARS));
    // The key idea of the latest question missed on this topic (its explanation's first sentence).
    const latestMiss = mine.find((m) => !askedWord(m.stem));
    if (latestMiss) tips.push(`Key idea from a question you missed: ${clip(firstSentence(plain(latestMiss.explanation)), TIP_MAX_CHARS)}`);
    const traps = ranked(
      ofSection.filter((l) => l.type === "guide" && l.kind === "bullet" && /trap/i.test(l.heading)),
      hits,
      used,
    );
    if (traps[0]) {
      used.add(traps[0]);
      tips.push(clip(`${traps[0].lead}. ${traps[0].rest}`, TIP_MAX_CHARS));
    }
    tips.push(...(extra?.tips ?? []));
    content.tips.push(...tips.slice(0, PER_TOPIC.tips).map((tip) => ({ topic, tip })));
  }
  return content;
}
