import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "top-10-asvab-math-tips",
  title: "Top 10 ASVAB Math Tips That Actually Raise Your Score",
  excerpt:
    "Ten practical techniques for Arithmetic Reasoning and Mathematics Knowledge, each with a worked example, plus pacing targets and no-calculator drills.",
  category: "asvab-tips",
  tags: ["asvab math", "arithmetic reasoning", "mathematics knowledge", "afqt", "study tips"],
  authorName: "Marcus Delgado",
  authorTitle: "Former Army Education Counselor",
  publishedAt: "2024-12-02",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 14,
};
