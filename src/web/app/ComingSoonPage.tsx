import { Hammer } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

/** Placeholder for routes whose feature lands in a later issue: says so plainly and offers a way on. */
export function ComingSoonPage({ featureKey, signedIn }: { featureKey: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const feature = t(`features.${featureKey}`);
  useEffect(() => {
    document.title = `${feature} — ASVAB Prep`;
  }, [feature]);
  return (
    <main className="mx-auto flex max-w-3xl items-center justify-center px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <Badge variant="accent">{t("comingSoon.badge")}</Badge>
          <div className="flex items-center gap-3">
            <Hammer className="size-8 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-bold sm:text-3xl">{feature}</h1>
          </div>
          <p className="text-muted-foreground">{t("comingSoon.body", { feature })}</p>
          {signedIn ? (
            <>
              <p className="text-muted-foreground">{t("comingSoon.meanwhile")}</p>
              <Button asChild>
                <Link to="/dashboard">{t("comingSoon.backDashboard")}</Link>
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to="/">{t("comingSoon.backHome")}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
