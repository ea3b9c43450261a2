import { Camera, Crown, Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";

export function UpgradeBanner() {
  const { t } = useTranslation("dashboard");
  return (
    <section
      aria-labelledby="upgrade-title"
      className="flex flex-col gap-4 rounded-xl border-2 border-accent bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <Crown className="size-10 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="upgrade-title" className="text-lg font-bold">
          {t("upgrade.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("upgrade.body")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/subscribe">{t("upgrade.cta")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pricing">{t("upgrade.plans")}</Link>
        </Button>
      </div>
    </section>
  );
}

export function PhotoScannerPromo() {
  const { t } = useTranslation("dashboard");
  return (
    <section
      aria-labelledby="photo-title"
      className="flex flex-col gap-4 rounded-xl bg-slate-900 p-5 text-white sm:flex-row sm:items-center"
    >
      <Camera className="size-10 shrink-0 text-accent" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="photo-title" className="flex items-center gap-2 text-lg font-bold">
          {t("photo.title")} <Badge variant="accent">{t("photo.badge")}</Badge>
        </h2>
        <p className="text-sm text-white/85">{t("photo.body")}</p>
      </div>
      <Button asChild variant="accent">
        <Link to="/photo-solve">{t("photo.cta")}</Link>
      </Button>
    </section>
  );
}

/** A house ad: non-premium learners see it; it promotes the ad-free plan rather than a third party. */
export function InContentAd() {
  const { t } = useTranslation("dashboard");
  return (
    <aside aria-label={t("ad.label")} className="rounded-xl border border-dashed border-border bg-card p-4">
      <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t("ad.label")}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Megaphone className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-bold">{t("ad.title")}</p>
          <p className="text-sm text-muted-foreground">{t("ad.body")}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/pricing">{t("ad.cta")}</Link>
        </Button>
      </div>
    </aside>
  );
}
