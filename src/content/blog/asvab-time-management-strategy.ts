import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "asvab-time-management-strategy",
  title: "",
  excerpt: "",
  category: "asvab-tips",
  tags: [],
  authorName: "",
  authorTitle: "",
  publishedAt: "2024-12-01",
  body: "",
};
