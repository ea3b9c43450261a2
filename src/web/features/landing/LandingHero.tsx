import { ArrowRight, CircleCheck, Target } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { Container } from "./BrandMark";
import { useStartHref } from "@web/lib/app-config";

const HIGHLIGHTS = ["noCard", "allSections", "anyDevice"] as const;

/** Illustrative numbers for the sample progress card (not user data). */
const PREVIEW_SECTIONS = [
  { key: "ar", value: 82 },
  { key: "wk", value: 76 },
  { key: "pc", value: 71 },
  { key: "mk", value: 58 },
] as const;

export function LandingHero() {
  const { t } = useTranslation("landing");
  const startHref = useStartHref();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-primary text-primary-foreground">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(242,193,78,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(255,255,255,0.07),transparent_50%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,#fff_1px,transparent_1px),linear-gradient(to_bottom,#fff_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <Container className="relative grid items-center gap-12 pb-20 pt-10 sm:pt-14 lg:grid-cols-[1.15fr_0.85fr] lg:pb-28 lg:pt-16">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent sm:text-sm">
            <Target className="size-4" aria-hidden="true" />
            {t("hero.eyebrow")}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-balance text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-pretty text-base leading-relaxed text-white/85 sm:text-lg">{t("hero.subtitle")}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg" className="w-full shadow-lg shadow-black/20 sm:w-auto">
              <a href={startHref} data-start="">
                {t("hero.primaryCta")}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="w-full border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white sm:w-auto"
            >
              <a href="/api/login">{t("hero.secondaryCta")}</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-white/85">
            {t("hero.newHere")}{" "}
            <Link to="/auth?tab=signup" className="rounded-sm font-semibold text-accent underline underline-offset-4 hover:no-underline">
              {t("hero.createAccount")}
            </Link>
          </p>

          <ul className="mt-8 flex flex-col gap-3 text-sm text-white/90 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HIGHLIGHTS.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-accent" aria-hidden="true" />
                {t(`hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>

        <ProgressPreview />
      </Container>
    </section>
  );
}

function ProgressPreview() {
  const { t } = useTranslation("landing");
  return (
    <figure className="relative mx-auto hidden w-full max-w-md sm:block">
      <div aria-hidden="true" className="absolute -inset-4 rounded-3xl bg-accent/20 blur-2xl" />
      <div className="relative rounded-2xl bg-card p-6 text-foreground shadow-2xl ring-1 ring-black/5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-lg font-bold">{t("preview.title")}</p>
            <p className="text-sm text-muted-foreground">{t("preview.subtitle")}</p>
          </div>
          <div className="rounded-xl bg-primary px-3 py-2 text-center text-primary-foreground">
            <p className="text-[0.7rem] font-semibold uppercase tracking-wide text-white/85">{t("preview.afqtLabel")}</p>
            <p className="text-2xl font-extrabold leading-none text-accent">{t("preview.afqtValue")}</p>
          </div>
        </div>
        <ul className="mt-6 space-y-4">
          {PREVIEW_SECTIONS.map(({ key, value }) => (
            <li key={key}>
              <div className="mb-1.5 flex items-center justify-between gap-3 text-sm">
                <span className="font-medium">{t(`preview.sections.${key}`)}</span>
                <span className="font-semibold tabular-nums">{value}%</span>
              </div>
              <Progress value={value} label={t(`preview.sections.${key}`)} indicatorClassName={value >= 70 ? "bg-primary" : "bg-warning"} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs font-medium text-muted-foreground">{t("preview.target")}</p>
        <div className="mt-5 flex items-start gap-3 rounded-xl bg-muted p-3 text-sm">
          <Target className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{t("preview.tip")}</span>
        </div>
      </div>
      <figcaption className="sr-only">{t("preview.label")}</figcaption>
    </figure>
  );
}
