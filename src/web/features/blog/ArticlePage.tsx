import { ArrowLeft, PencilLine } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { useAuth } from "@web/lib/auth";
import { ArticleBody } from "./ArticleBody";
import { findArticle, formatDate } from "./articles";
import { BlogShell } from "./BlogShell";

/** The two fixed related links (recruiter spec §2.7). */
const RELATED = ["asvab-word-knowledge-vocabulary", "asvab-time-management-strategy"] as const;

export function ArticlePage() {
  const { slug } = useParams();
  const { t, i18n } = useTranslation("blog");
  const { user } = useAuth();
  const article = findArticle(slug);

  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = `${article?.title ?? t("article.notFoundTitle")} — ASVAB Prep`;
  }, [slug, article, t]);

  if (!article) {
    return (
      <BlogShell>
        <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
          <h1 className="text-2xl font-bold">{t("article.notFoundTitle")}</h1>
          <p className="text-muted-foreground">{t("article.notFoundBody")}</p>
          <Button asChild>
            <Link to="/blog">{t("article.returnToBlog")}</Link>
          </Button>
        </main>
      </BlogShell>
    );
  }

  return (
    <BlogShell>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("article.back")}
        </Link>
        <article className="grid gap-5">
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="accent">{t(`categories.${article.category}`)}</Badge>
              <span>{t("readTime", { minutes: article.readTimeMinutes })}</span>
            </div>
            <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{article.title}</h1>
            <p className="text-lg text-muted-foreground">{article.excerpt}</p>
            <p className="text-sm">
              <span className="font-semibold">{t("article.by", { name: article.authorName })}</span>, {article.authorTitle} ·{" "}
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, i18n.language)}</time>
            </p>
          </header>
          <ArticleBody slug={article.slug} className="text-[1.05rem] text-foreground/90" />
        </article>
        <Card className="bg-green-50">
          <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
            <PencilLine className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div className="flex-1">
              <h2 className="font-bold">{t("article.practiceTitle")}</h2>
              <p className="text-sm text-muted-foreground">{t("article.practiceBody")}</p>
            </div>
            <Button asChild>
              <Link to={user ? "/practice" : "/auth?tab=signup"}>{t("article.practiceCta")}</Link>
            </Button>
          </CardContent>
        </Card>
        <nav aria-labelledby="related-title" className="grid gap-2">
          <h2 id="related-title" className="text-lg font-bold">
            {t("article.related")}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {RELATED.map((s) => (
              <li key={s}>
                <Link
                  to={`/blog/${s}`}
                  className="block rounded-lg border border-border bg-card p-4 font-semibold text-primary hover:border-primary/60"
                >
                  {findArticle(s)?.title ?? s}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </BlogShell>
  );
}
