import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "asvab-time-management-strategy",
  title: "ASVAB Time Management: Pacing Strategy for Every Subtest",
  excerpt:
    "How CAT-ASVAB timing really works, how many seconds you get per question on each subtest, when to guess, and a practice schedule to build test-day pacing.",
  category: "test-prep",
  tags: ["time management", "pacing", "cat-asvab", "guessing strategy", "test day"],
  authorName: "Keisha Morrow",
  authorTitle: "Test-Prep Coach and Former Navy Recruiter",
  publishedAt: "2024-12-14",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 9,
};
