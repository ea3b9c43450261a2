import { CheckCircle2, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BLOG_CATEGORIES } from "@content/types";
import { entitlementsOf } from "@domain/entitlements";
import { PromoBanner } from "@web/components/PromoBanner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { APP_HYDRATED_EVENT } from "@web/lib/app-handover";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { ARTICLES, formatDate, matches, type Article } from "./articles";
import { BlogShell } from "./BlogShell";

export function BlogListPage() {
  const { t, i18n } = useTranslation("blog");
  const { user } = useAuth();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string>("all");
  const shown = ARTICLES.filter((a) => matches(a, query, category));
  const showPromos = user !== null && entitlementsOf(user.subscriptionTier).ads;
  const steps = t("guide.steps", { returnObjects: true }) as string[];

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);
  // The prerendered list is static until its search or filters are used; then the island waits for this.
  useEffect(() => {
    document.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, []);

  return (
    <BlogShell>
      <main className="mx-auto grid max-w-6xl gap-6 px-3 py-6 sm:px-4 sm:py-10">
        <header className="grid gap-2">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t("title")}</h1>
          <p className="max-w-2xl text-muted-foreground">{t("intro")}</p>
        </header>
        {showPromos ? <PromoBanner /> : null}
        {/* The prerendered page is static until the visitor reaches for these (lib/app-handover.ts). */}
        <div className="grid gap-3 md:grid-cols-[minmax(0,22rem)_1fr] md:items-center" data-app-on-interaction="">
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t("searchPlaceholder")}
              aria-label={t("searchLabel")}
              className="pl-9"
            />
          </div>
          <div role="group" aria-label={t("categoriesLabel")} className="flex flex-wrap gap-2">
            {["all", ...BLOG_CATEGORIES].map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                onClick={() => setCategory(c)}
                className={cn(
                  "rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors",
                  category === c ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:border-primary/60",
                )}
              >
                {t(`categories.${c}`)}
              </button>
            ))}
          </div>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("results", { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border p-10 text-center">
            <h2 className="text-lg font-bold">{t("emptyTitle")}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{t("emptyBody")}</p>
          </div>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} language={i18n.language} />
              </li>
            ))}
          </ul>
        )}
        {showPromos ? <PromoBanner variant="compact" /> : null}
        <section aria-labelledby="guide-title" className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8">
          <h2 id="guide-title" className="text-2xl font-extrabold">
            {t("guide.title")}
          </h2>
          <p className="mt-2 max-w-3xl text-white/85">{t("guide.body")}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {steps.map((s) => (
              <li key={s} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" /> {s}
              </li>
            ))}
          </ul>
          <Button asChild variant="accent" className="mt-5">
            <Link to={user ? "/practice" : "/auth?tab=signup"}>{t("guide.cta")}</Link>
          </Button>
        </section>
      </main>
    </BlogShell>
  );
}

function ArticleCard({ article, language }: { article: Article; language: string }) {
  const { t } = useTranslation("blog");
  return (
    <Card className="flex h-full flex-col" data-testid="article-card">
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="accent">{t(`categories.${article.category}`)}</Badge>
          <span>{t("readTime", { minutes: article.readTimeMinutes })}</span>
        </div>
        <h2 className="text-lg font-bold leading-snug">{article.title}</h2>
        <p className="text-sm text-muted-foreground">{article.excerpt}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {article.tags.slice(0, 3).map((tag) => (
            <li key={tag}>
              <Badge variant="muted">{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto grid gap-0.5 border-t border-border pt-3 text-sm">
          <span className="font-semibold">{article.authorName}</span>
          <span className="text-xs text-muted-foreground">{article.authorTitle}</span>
          <time dateTime={article.publishedAt} className="text-xs text-muted-foreground">
            {formatDate(article.publishedAt, language)}
          </time>
        </div>
        <Link
          to={`/blog/${article.slug}`}
          className="font-semibold text-primary underline"
          aria-label={t("readArticleLabel", { title: article.title })}
        >
          {t("readArticle")}
        </Link>
      </CardContent>
    </Card>
  );
}
