import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "asvab-word-knowledge-vocabulary",
  title: "",
  excerpt: "",
  category: "asvab-tips",
  tags: [],
  authorName: "",
  authorTitle: "",
  publishedAt: "2024-12-01",
  body: "",
};
