import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Container } from "./BrandMark";
import { useStartHref } from "@web/lib/app-config";

export function LandingCallToAction() {
  const { t } = useTranslation("landing");
  const startHref = useStartHref();
  return (
    <section aria-labelledby="cta-heading" className="pb-16 sm:pb-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-primary px-5 py-12 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(242,193,78,0.25),transparent_60%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-heading" className="text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t("cta.title")}
            </h2>
            <p className="mt-4 text-pretty text-base leading-relaxed text-white/85 sm:text-lg">{t("cta.body")}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild variant="accent" size="lg" className="w-full shadow-lg shadow-black/20 sm:w-auto">
                <a href={startHref} data-start="">
                  {t("cta.primary")}
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                className="w-full border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white sm:w-auto"
              >
                <Link to="/auth?tab=signup">{t("cta.secondary")}</Link>
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
