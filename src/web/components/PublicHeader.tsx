import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { LanguageToggle } from "./LanguageToggle";

/** Header for public pages seen by signed-out visitors (the navigation bar is for signed-in users only). */
export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="bg-primary text-primary-foreground">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 whitespace-nowrap rounded-md font-extrabold">
          <Star className="size-6 fill-accent text-accent" aria-hidden="true" /> ASVAB Prep
        </Link>
        <nav aria-label={t("publicNav")} className="ml-auto flex items-center gap-1">
          <Link to="/blog" className="hidden rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 sm:block">
            {t("blogLink")}
          </Link>
          <LanguageToggle className="text-primary-foreground hover:bg-white/10" />
          <Button asChild variant="accent" size="sm">
            <Link to="/auth">{t("signIn")}</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
