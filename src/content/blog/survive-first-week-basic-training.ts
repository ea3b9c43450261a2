import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "survive-first-week-basic-training",
  title: "How to Survive Your First Week of Basic Training",
  excerpt:
    "A day-by-day look at your first week of basic training: processing, what instructors expect, sleep and water, mistakes to avoid and how to write home.",
  category: "basic-training",
  tags: ["basic training", "first week", "reception", "mindset", "letters home"],
  authorName: "Tomas Reyburn",
  authorTitle: "Former Drill Sergeant",
  publishedAt: "2024-12-04",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 12,
};
