import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

/** Learning spec §2 and §4: free learners see what Premium opens here; the button leads to /subscription. */
export function UpsellCard() {
  const { t } = useTranslation("budget");
  return (
    <Card className="border-accent/60 bg-accent/10" data-testid="budget-upsell">
      <CardContent className="grid gap-3 p-5">
        <p className="flex items-center gap-2 font-bold">
          <Crown className="size-5 text-accent-foreground" aria-hidden="true" />
          {t("upsell.title")}
        </p>
        <p className="text-sm text-muted-foreground">{t("upsell.body")}</p>
        <Button asChild variant="accent">
          <Link to="/subscription">{t("upsell.cta")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
