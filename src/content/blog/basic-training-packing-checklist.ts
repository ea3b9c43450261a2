import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "basic-training-packing-checklist",
  title: "Basic Training Packing List: What to Bring and What to Leave at Home",
  excerpt:
    "A practical basic training packing checklist: documents, money, clothing, toiletries and prescriptions to bring, what to leave home, and what to sort out before you ship.",
  category: "basic-training",
  tags: ["packing list", "basic training", "ship day", "documents", "checklist"],
  authorName: "Janelle Pruitt",
  authorTitle: "Former Recruiter",
  publishedAt: "2024-12-16",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 8,
};
