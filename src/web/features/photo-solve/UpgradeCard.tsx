import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

/** Learning spec §2: the upgrade card for learners with a weekly allowance; §2 routes lead from the scanner to /subscribe. */
export function UpgradeCard({ weeklyLimit }: { weeklyLimit: number }) {
  const { t } = useTranslation("photoSolve");
  return (
    <Card className="border-accent/60 bg-accent/10" data-testid="photo-solve-upgrade">
      <CardContent className="grid gap-3 p-5">
        <h2 className="flex items-center gap-2 font-bold">
          <Crown className="size-5 text-accent-foreground" aria-hidden="true" />
          {t("upgrade.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("upgrade.body", { limit: weeklyLimit })}</p>
        <Button asChild variant="accent">
          <Link to="/subscribe">{t("upgrade.cta")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
