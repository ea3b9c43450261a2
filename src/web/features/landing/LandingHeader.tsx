import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { BrandMark, Container } from "./BrandMark";
import { useStartHref } from "@web/lib/app-config";

export function LandingHeader() {
  const { t } = useTranslation("landing");
  const startHref = useStartHref();
  return (
    <header className="relative z-10 bg-primary text-primary-foreground">
      <Container className="flex h-16 items-center justify-between gap-4 sm:h-20">
        <Link to="/" aria-label={t("header.homeLabel")} className="rounded-md">
          <BrandMark name={t("brand")} />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <Button asChild variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
            <Link to="/auth">{t("header.signIn")}</Link>
          </Button>
          <Button asChild variant="accent" className="hidden sm:inline-flex">
            <a href={startHref} data-start="">
              {t("hero.primaryCta")}
            </a>
          </Button>
        </div>
      </Container>
    </header>
  );
}
