import { BLOG_ARTICLES } from "@content/blog";
import type { BlogArticleMeta } from "@content/types";

export type Article = BlogArticleMeta;

/** The built-in articles (held in the client, as the product always has); their texts load per article (ArticleBody). */
export const ARTICLES: readonly Article[] = BLOG_ARTICLES;

export function findArticle(slug: string | undefined): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

export function matches(article: Article, query: string, category: string): boolean {
  if (category !== "all" && article.category !== category) return false;
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [article.title, article.excerpt, article.authorName, ...article.tags].some((text) => text.toLowerCase().includes(q));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}
