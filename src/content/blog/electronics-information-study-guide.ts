import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "electronics-information-study-guide",
  title: "ASVAB Electronics Information Study Guide: Ohm's Law, Circuits and Components",
  excerpt:
    "Everything the ASVAB Electronics Information subtest expects you to know, from Ohm's law and power to the resistor color code, with worked examples and a study plan.",
  category: "asvab-tips",
  tags: ["electronics information", "ohms law", "circuits", "line scores", "study guide"],
  authorName: "Tom Brandt",
  authorTitle: "Electronics Instructor",
  publishedAt: "2024-12-10",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 12,
};
