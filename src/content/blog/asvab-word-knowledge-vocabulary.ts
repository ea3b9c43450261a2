import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "asvab-word-knowledge-vocabulary",
  title: "ASVAB Word Knowledge: How to Build Your Vocabulary Fast (30-Day Plan)",
  excerpt:
    "Word Knowledge feeds the verbal score that counts twice in your AFQT. Learn word roots, context clues and a 30-day plan, plus 20 words worth knowing.",
  category: "asvab-tips",
  tags: ["word knowledge", "vocabulary", "verbal expression", "afqt", "study plan"],
  authorName: "Renee Whitfield",
  authorTitle: "High School English Teacher and ASVAB Tutor",
  publishedAt: "2024-12-06",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 10,
};
