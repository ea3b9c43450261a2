import type { BlogArticleMeta } from "../types";

export const article: BlogArticleMeta = {
  slug: "military-occupational-specialties-guide",
  title: "How to Choose a Military Job: MOS, Ratings, AFSCs and ASVAB Line Scores Explained",
  excerpt:
    "What MOS, rating and AFSC mean, how ASVAB line scores decide which military jobs you qualify for, 15 real examples, and how to pick a job and talk to a recruiter.",
  category: "military-career",
  tags: ["mos", "military jobs", "line scores", "asvab scores", "recruiter"],
  authorName: "Alicia Brandvold",
  authorTitle: "Military Career Counselor",
  publishedAt: "2024-12-08",
  /** From the body (blog.test.ts keeps it true). */
  readTimeMinutes: 12,
};
