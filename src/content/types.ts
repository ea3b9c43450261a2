import type { SectionCode } from "@domain/constants";

export type Difficulty = "easy" | "medium" | "hard";
export const DIFFICULTIES: readonly Difficulty[] = ["easy", "medium", "hard"];

/**
 * A question written for this project. Options are A–D as on the CAT-ASVAB; `answer` is the index of the one
 * correct option. The explanation says why the key is right and why the tempting wrong options are wrong.
 */
export interface AuthoredItem {
  /** Section code + three digits, e.g. "GS-007"; unique and never reused for another question. */
  id: string;
  /** A named skill from TOPICS[section], e.g. "ohm's law". */
  topic: string;
  difficulty: Difficulty;
  stem: string;
  options: readonly [string, string, string, string];
  answer: 0 | 1 | 2 | 3;
  explanation: string;
  /** Paragraph Comprehension: the passage the question is about (id from pc-passages.ts). */
  passageId?: string;
  /** Self-contained SVG markup (viewBox set, no external references, no scripts). */
  figure?: string;
  /** Text alternative for the figure, for screen readers. */
  figureAlt?: string;
}

export interface Passage {
  id: string;
  title: string;
  text: string;
}

export type StudyMaterialType = "guide" | "formula" | "vocabulary";

/**
 * A study-library document. `content` uses a small Markdown subset: blank lines separate blocks; a block
 * starting with "## " is a subheading; lines starting with "- " are bullet items; **bold** inline.
 */
export interface StudyMaterial {
  id: string;
  section: SectionCode;
  type: StudyMaterialType;
  title: string;
  content: string;
}

export const BLOG_CATEGORIES = ["asvab-tips", "basic-training", "military-career", "test-prep"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * A blog article without its text: what the list, search and related links need. The text (the same Markdown
 * subset as study materials) is `blog/bodies/<slug>.ts`, loaded only by the page that shows it.
 */
export interface BlogArticleMeta {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: readonly string[];
  authorName: string;
  authorTitle: string;
  /** ISO date, December 2024. */
  publishedAt: string;
  /** Whole minutes at the reading speed of domain/reading.ts, from the body. */
  readTimeMinutes: number;
}
