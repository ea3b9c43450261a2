import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@web/components/ui/card";
import { Container } from "./BrandMark";

const STATS = ["students", "passRate", "languages", "access"] as const;
const TESTIMONIALS = ["marcus", "ana", "jordan"] as const;

export function LandingStats() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="stats-heading" className="relative overflow-hidden bg-primary text-primary-foreground">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(242,193,78,0.14),transparent_65%)]"
      />
      <Container className="relative py-14 sm:py-16">
        <h2 id="stats-heading" className="text-center text-sm font-semibold uppercase tracking-widest text-accent">
          {t("stats.title")}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4">
          {STATS.map((key) => (
            <div key={key} className="flex flex-col-reverse items-center justify-end gap-1 text-center">
              <dt className="text-sm font-medium text-white/85 sm:text-base">{t(`stats.${key}.label`)}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-white min-[400px]:text-4xl sm:text-5xl">
                {t(`stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export function LandingTestimonials() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-heading" className="text-balance text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {t("testimonials.title")}
          </h2>
          <p className="mt-4 text-pretty text-base leading-relaxed text-muted-foreground sm:text-lg">{t("testimonials.subtitle")}</p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3 lg:gap-6">
          {TESTIMONIALS.map((key) => {
            const name = t(`testimonials.items.${key}.name`);
            return (
              <li key={key}>
                <Card className="flex h-full flex-col p-6">
                  <figure className="flex h-full flex-col">
                    <div className="flex gap-0.5" aria-hidden="true">
                      {[0, 1, 2, 3, 4].map((i) => (
                        <Star key={i} className="size-4 fill-accent text-accent-foreground/40" />
                      ))}
                    </div>
                    <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
                      <p>{t(`testimonials.items.${key}.quote`)}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4">
                      <span
                        aria-hidden="true"
                        className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-accent"
                      >
                        {name.charAt(0)}
                      </span>
                      <span className="min-w-0">
                        <span className="block font-semibold text-foreground">{name}</span>
                        <span className="block text-sm text-muted-foreground">{t(`testimonials.items.${key}.branch`)}</span>
                      </span>
                    </figcaption>
                  </figure>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
