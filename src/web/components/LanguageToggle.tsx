import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { changeLanguage } from "@web/lib/language";
import { cn } from "@web/lib/cn";

/** Switches the interface between English and Spanish; the choice is stored and the page reloads. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === "es" ? "en" : "es";
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("gap-1", className)}
      onClick={() => changeLanguage(next)}
      aria-label={next === "es" ? t("language.switchTo") : t("language.switchToEn")}
      lang={next}
      // The static pages' island script (app/static-island.ts) does the same without React.
      data-language-toggle={next}
    >
      <Languages aria-hidden="true" />
      <span>{next.toUpperCase()}</span>
    </Button>
  );
}
