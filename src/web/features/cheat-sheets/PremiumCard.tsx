import { Check, Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

/** The premium features card (learning spec §2), for learners on the free plan. */
export function PremiumCard() {
  const { t } = useTranslation("cheatSheets");
  return (
    <Card className="border-accent/60 bg-accent/10" data-testid="cheat-sheet-premium">
      <CardContent className="grid gap-3 p-5">
        <p className="flex items-center gap-2 font-bold">
          <Crown className="size-5 text-accent-foreground" aria-hidden="true" />
          {t("premium.title")}
        </p>
        <p className="text-sm text-muted-foreground">{t("premium.body")}</p>
        <ul className="grid gap-1.5 text-sm">
          {(["unlimited", "clean", "full"] as const).map((key) => (
            <li key={key} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {t(`premium.${key}`)}
            </li>
          ))}
        </ul>
        <Button asChild variant="accent">
          <Link to="/subscription">{t("premium.cta")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
