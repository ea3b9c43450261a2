import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicUser } from "@contracts/user";
import { isPremiumTier } from "@domain/entitlements";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

export function SubscriptionStatusCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("dashboard");
  const premium = isPremiumTier(user.subscriptionTier);
  return (
    <Card data-testid="subscription-status">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-amber-700" aria-hidden="true" /> {t("subscription.title")}
        </CardTitle>
        <Badge variant={premium ? "accent" : "muted"}>{t(`subscription.${user.subscriptionTier}`)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t(`subscription.${user.subscriptionTier}Body`)}</p>
        <p className="text-sm">
          {t("subscription.bridge", {
            state: user.hasBridgeAccess ? t("subscription.bridgeOn") : t("subscription.bridgeOff"),
          })}
        </p>
        <Button asChild variant={premium ? "outline" : "default"} size="sm" className="justify-self-start">
          <Link to={premium ? "/subscription" : "/subscribe"}>{premium ? t("subscription.manage") : t("subscription.upgrade")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
