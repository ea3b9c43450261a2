import { Check, Crown } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SubscriptionPlan } from "@contracts/plans";
import { annualSavingPercent, formatPlanPrice } from "@domain/plans";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useApiQuery } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";

/** Recruiter spec §2.9: the learner plans, each with a way to subscribe (the Free plan's button is disabled). */
export function PricingPage() {
  const { t } = useTranslation("pricing");
  const plans = useApiQuery("subscriptionPlans", {}, { staleTime: Infinity });
  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const list = plans.data ?? [];
  const monthly = list.find((p) => p.id === "monthly");
  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t("title")}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{t("subtitle")}</p>
      </header>
      {plans.isLoading ? (
        <Spinner className="mx-auto size-8 text-primary" label={t("loading")} />
      ) : plans.isError || list.length === 0 ? (
        <p role="alert" className="text-center text-destructive">
          {t("loadFailed")}
        </p>
      ) : (
        <ul className="grid gap-5 md:grid-cols-3" aria-label={t("plansLabel")}>
          {list.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} saving={plan.id === "annual" && monthly ? annualSavingPercent(monthly.price, plan.price) : null} />
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground" data-testid="pricing-footer">
        {(["guarantee", "cancel", "instant"] as const).map((key) => (
          <li key={key} className="inline-flex items-center gap-1.5">
            <Check className="size-4 text-primary" aria-hidden="true" />
            {t(`footer.${key}`)}
          </li>
        ))}
      </ul>
    </main>
  );
}

function PlanCard({ plan, saving }: { plan: SubscriptionPlan; saving: number | null }) {
  const { t } = useTranslation("pricing");
  const free = plan.price === 0;
  const period = plan.duration >= 365 ? t("perYear") : plan.duration > 0 ? t("perMonth") : t("forever");
  return (
    <Card className={cn("flex h-full flex-col", saving !== null && "border-2 border-primary shadow-lg")} data-testid={`plan-${plan.id}`}>
      <CardContent className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-xl font-bold">{t(`names.${plan.id}`, { defaultValue: plan.name })}</h2>
          {saving !== null ? (
            <Badge variant="accent" data-testid="plan-saving">
              {t("saving", { percent: saving })}
            </Badge>
          ) : null}
        </div>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tabular-nums" data-testid="plan-price">
            ${formatPlanPrice(plan.price)}
          </span>
          <span className="text-muted-foreground">{period}</span>
        </p>
        <p className="font-semibold" data-testid="plan-limit">
          {plan.dailyQuestionLimit === null ? t("unlimited") : t("dailyLimit", { count: plan.dailyQuestionLimit })}
        </p>
        <ul className="grid flex-1 content-start gap-2 text-sm">
          {plan.featureCodes.map((code, i) => (
            <li key={code} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t(`features.${code}`, { defaultValue: plan.features[i] ?? code })}
            </li>
          ))}
        </ul>
        {free ? (
          <Button variant="outline" disabled>
            {t("currentFree")}
          </Button>
        ) : (
          <Button asChild variant={saving !== null ? "accent" : "default"}>
            <Link to={`/subscribe?plan=${plan.id}`}>
              <Crown aria-hidden="true" /> {t("choose")}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
