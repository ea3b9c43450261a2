import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "military-physical-fitness-standards",
  title: "Military Fitness Test Standards by Branch (Plus an 8-Week Plan to Pass)",
  excerpt:
    "Every branch's fitness test explained: the events, what they measure, published minimums, run pacing and an 8-week plan to get ready before you ship.",
  category: "basic-training",
  tags: ["fitness test", "physical training", "running", "basic training", "injury prevention"],
  authorName: "Keegan Ostrowski",
  authorTitle: "Tactical Strength Coach",
  publishedAt: "2024-12-12",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 11,
};
