import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BrandMark, Container } from "./BrandMark";

const FOOTER_LINKS = [
  { to: "/terms", key: "terms" },
  { to: "/privacy", key: "privacy" },
  { to: "/blog", key: "blog" },
] as const;

export function LandingFooter() {
  const { t } = useTranslation("landing");
  return (
    <footer className="border-t border-border bg-card">
      <Container className="py-10 sm:py-12">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <BrandMark name={t("brand")} className="text-primary" />
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{t("footer.tagline")}</p>
          </div>
          <nav aria-label={t("footer.navLabel")}>
            <ul className="flex flex-col gap-3 text-sm font-medium sm:flex-row sm:gap-6">
              {FOOTER_LINKS.map(({ to, key }) => (
                <li key={key}>
                  <Link to={to} className="rounded-sm text-foreground underline-offset-4 hover:text-primary hover:underline">
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-8 space-y-2 border-t border-border pt-6 text-sm text-muted-foreground">
          <p className="leading-relaxed">{t("footer.disclaimer")}</p>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </Container>
    </footer>
  );
}
