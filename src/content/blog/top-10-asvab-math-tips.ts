import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "top-10-asvab-math-tips",
  title: "",
  excerpt: "",
  category: "asvab-tips",
  tags: [],
  authorName: "",
  authorTitle: "",
  publishedAt: "2024-12-01",
  body: "",
};
