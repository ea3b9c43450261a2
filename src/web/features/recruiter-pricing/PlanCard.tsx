import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RecruiterPlanCard } from "@contracts/recruiter-plans";
import type { BillingInterval } from "@domain/recruiters";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/** One §9 plan card: the price for the chosen period, 'Save 2 months!' with the monthly equivalent when annual, the cap. */
export function PlanCard({ plan, interval, href }: { plan: RecruiterPlanCard; interval: BillingInterval; href: string }) {
  const { t } = useTranslation("recruiterPricing");
  const annual = interval === "annual";
  const features = t(`features.${plan.id}`, { returnObjects: true }) as unknown;
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn("relative flex w-full flex-col", plan.mostPopular && "border-2 border-primary shadow-lg md:-translate-y-2")}
    >
      {plan.mostPopular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap px-3 py-1">{t("mostPopular")}</Badge>
      ) : null}
      <CardContent className="flex flex-1 flex-col gap-4 p-6 pt-8">
        <div className="grid gap-1">
          <h2 className="text-xl font-bold">{t(`names.${plan.id}`, { defaultValue: plan.name })}</h2>
          <p className="text-sm text-muted-foreground">{t(`blurb.${plan.id}`)}</p>
        </div>
        <div className="grid gap-1">
          <p>
            <span className="text-4xl font-extrabold" data-testid="plan-price">
              ${annual ? plan.annualPrice : plan.monthlyPrice}
            </span>
            <span className="text-muted-foreground">{annual ? t("perYear") : t("perMonth")}</span>
          </p>
          {annual ? (
            <div className="grid gap-1 text-sm">
              <Badge variant="success" className="w-fit">
                {t("saveTwoMonths")}
              </Badge>
              <span data-testid="plan-equivalent">{t("monthlyEquivalent", { amount: plan.annualMonthlyEquivalent })}</span>
              <span className="text-muted-foreground">{t("youSave", { amount: plan.annualSaving })}</span>
            </div>
          ) : null}
        </div>
        <p className="font-semibold" data-testid="plan-cap">
          {t("recruitCap", { count: plan.recruitCap })}
        </p>
        <ul className="grid gap-2 text-sm">
          {(Array.isArray(features) ? (features as string[]) : []).map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-auto grid gap-2 pt-2">
          <Button asChild size="lg" variant={plan.mostPopular ? "default" : "outline"}>
            <Link to={href} aria-label={`${t("startTrial")} — ${t(`names.${plan.id}`, { defaultValue: plan.name })}`}>
              {t("startTrial")}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/contact">{t("contactSales")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
