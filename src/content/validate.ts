import type { SectionCode } from "@domain/constants";
import { TOPICS } from "./topics";
import type { AuthoredItem, Passage } from "./types";

export interface ItemProblem {
  id: string;
  problem: string;
}

/** Normalised text for duplicate detection: case, spacing and punctuation do not make a stem new. */
export function normalise(text: string): string {
  // Letters, digits (including superscripts) and math symbols stay: "x² · x³" and "x⁴ · x⁵" are different questions.
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, " ")
    .replace(/[.,;:!?'"“”‘’()[\]*_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const ID_PATTERN = (section: SectionCode) => new RegExp(`^${section}-\\d{3}$`);

/** Structural checks on one subtest's authored items; an empty list means the file is sound. */
export function checkAuthoredItems(section: SectionCode, items: readonly AuthoredItem[], passages: readonly Passage[] = []): ItemProblem[] {
  const problems: ItemProblem[] = [];
  const seenIds = new Set<string>();
  const seenStems = new Map<string, string>();
  const passageIds = new Set(passages.map((p) => p.id));
  const add = (id: string, problem: string) => problems.push({ id, problem });

  for (const item of items) {
    const id = item.id;
    if (!ID_PATTERN(section).test(id)) add(id, `id must look like ${section}-001`);
    if (seenIds.has(id)) add(id, "duplicate id");
    seenIds.add(id);
    if (!TOPICS[section].includes(item.topic)) add(id, `unknown topic "${item.topic}" (see src/content/topics.ts)`);
    if (!["easy", "medium", "hard"].includes(item.difficulty)) add(id, `bad difficulty "${item.difficulty}"`);
    if (!item.stem.trim()) add(id, "empty stem");
    if (item.options.length !== 4) add(id, "must have exactly 4 options");
    const normalisedOptions = item.options.map((o) => normalise(o));
    if (item.options.some((o) => !o.trim())) add(id, "empty option");
    if (new Set(normalisedOptions).size !== normalisedOptions.length) add(id, "duplicate options");
    if (!Number.isInteger(item.answer) || item.answer < 0 || item.answer > 3) add(id, "answer must be 0, 1, 2 or 3");
    if (item.explanation.trim().length < 40) add(id, "explanation missing or too short");
    if (section === "PC") {
      if (!item.passageId) add(id, "PC items need a passageId");
      else if (!passageIds.has(item.passageId)) add(id, `unknown passage "${item.passageId}"`);
    }
    if (item.figure !== undefined) for (const p of figureProblems(item.figure, item.figureAlt)) add(id, p);
    // Questions about different passages or figures may share a stem ("What is the main idea?",
    // the standard Assembling Objects instruction); the passage or figure is part of what the item asks.
    const stemKey = `${normalise(item.stem)}|${item.passageId ?? ""}|${item.figure ?? ""}`;
    const other = seenStems.get(stemKey);
    if (other) add(id, `duplicated stem (same as ${other})`);
    seenStems.set(stemKey, id);
  }
  return problems;
}

/**
 * What is wrong with a question's SVG figure. It is shown in <img>, where the browser parses it as strict XML: an
 * ill-formed figure (a repeated attribute, an unclosed element) shows as a broken image.
 */
export function figureProblems(figure: string, alt: string | undefined): string[] {
  const out: string[] = [];
  if (!/^<svg[\s>]/.test(figure.trim()) || !figure.includes("viewBox")) out.push("figure must be an <svg> with a viewBox");
  if (/<script|javascript:|on\w+=|href=["']https?:/i.test(figure)) out.push("figure must not contain scripts, handlers or external links");
  if (!alt?.trim()) out.push("figure needs figureAlt text");
  const open: string[] = [];
  for (const tag of figure.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, attrs, selfClosing] = tag as unknown as [string, string, string, string, string];
    if (closing) {
      if (open.pop() !== name) out.push(`figure closes <${name}> that is not open`);
      continue;
    }
    const names = [...attrs.matchAll(/([\w:-]+)\s*=\s*(?:"[^"]*"|'[^']*')/g)].map((m) => m[1]);
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (repeated.length > 0) out.push(`figure repeats the attribute ${repeated[0]} on <${name}>`);
    if (attrs.replace(/([\w:-]+)\s*=\s*(?:"[^"]*"|'[^']*')/g, "").trim()) out.push(`figure has a malformed attribute on <${name}>`);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) out.push(`figure leaves <${open[0]}> open`);
  return [...new Set(out)];
}

/** Structural checks shared by authored and generated items (one key, four distinct options, explanation, topic). */
export function checkItemShape(
  section: SectionCode,
  item: {
    id: string;
    topic: string;
    stem: string;
    options: readonly string[];
    answer: number;
    explanation: string;
    figure?: string | undefined;
    figureAlt?: string | undefined;
  },
): string[] {
  const out: string[] = [];
  if (!TOPICS[section].includes(item.topic)) out.push(`unknown topic "${item.topic}"`);
  if (!item.stem.trim()) out.push("empty stem");
  if (item.options.length !== 4) out.push("must have exactly 4 options");
  if (item.options.some((o) => !o.trim())) out.push("empty option");
  if (new Set(item.options.map((o) => normalise(o))).size !== item.options.length) out.push("duplicate options");
  if (!Number.isInteger(item.answer) || item.answer < 0 || item.answer > 3) out.push("answer must be 0, 1, 2 or 3");
  if (item.explanation.trim().length < 40) out.push("explanation missing or too short");
  if (item.figure !== undefined) out.push(...figureProblems(item.figure, item.figureAlt));
  return out;
}
