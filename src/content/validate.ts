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
    if (item.figure !== undefined) {
      if (!/^<svg[\s>]/.test(item.figure.trim()) || !item.figure.includes("viewBox")) add(id, "figure must be an <svg> with a viewBox");
      if (/<script|javascript:|on\w+=|href=["']https?:/i.test(item.figure))
        add(id, "figure must not contain scripts, handlers or external links");
      if (!item.figureAlt?.trim()) add(id, "figure needs figureAlt text");
    }
    // Questions about different passages or figures may share a stem ("What is the main idea?",
    // the standard Assembling Objects instruction); the passage or figure is part of what the item asks.
    const stemKey = `${normalise(item.stem)}|${item.passageId ?? ""}|${item.figure ?? ""}`;
    const other = seenStems.get(stemKey);
    if (other) add(id, `duplicated stem (same as ${other})`);
    seenStems.set(stemKey, id);
  }
  return problems;
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
  if (item.figure !== undefined) {
    if (!/^<svg[\s>]/.test(item.figure.trim()) || !item.figure.includes("viewBox")) out.push("figure must be an <svg> with a viewBox");
    if (/<script|javascript:|on\w+=|href=["']https?:/i.test(item.figure))
      out.push("figure must not contain scripts, handlers or external links");
    if (!item.figureAlt?.trim()) out.push("figure needs figureAlt text");
  }
  return out;
}
