import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/** The house promotion shown to signed-in learners who are not premium (premium users see no ads). */
export function PromoBanner({ variant = "default" }: { variant?: "default" | "compact" }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t("promo.label")}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <Crown className="size-8 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">{t("promo.label")}</p>
        <p className="font-bold">{t("promo.title")}</p>
        {variant === "default" ? <p className="text-sm text-muted-foreground">{t("promo.body")}</p> : null}
      </div>
      <Button asChild size="sm">
        <Link to="/pricing">{t("promo.cta")}</Link>
      </Button>
    </aside>
  );
}
