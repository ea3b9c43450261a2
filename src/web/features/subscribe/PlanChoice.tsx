import { BarChart3, BookOpen, Camera, Check, Crown, FileText, Infinity as InfinityIcon, ShieldCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SubscriptionPlan } from "@contracts/plans";
import { formatPlanPrice } from "@domain/plans";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

const BENEFITS = [
  ["unlimited", InfinityIcon],
  ["noAds", Sparkles],
  ["analytics", BarChart3],
  ["materials", BookOpen],
  ["scans", Camera],
  ["pdfs", FileText],
] as const;

const FAQ = ["cancel", "methods", "security", "students"] as const;

/** Platform spec §2 Subscribe screen, first view: benefits, the two plan cards, the guarantee and the FAQ. */
export function PlanChoice({
  plans,
  selected,
  pendingPlan,
  onChoose,
}: {
  plans: SubscriptionPlan[];
  selected: string | null;
  pendingPlan: string | null;
  onChoose(plan: SubscriptionPlan): void;
}) {
  const { t } = useTranslation("subscribe");
  const paid = plans.filter((p) => p.priceId !== null);
  const monthly = paid.find((p) => p.id === "monthly");
  return (
    <>
      <section aria-labelledby="benefits-title" className="grid gap-4">
        <h2 id="benefits-title" className="text-xl font-bold">
          {t("benefits.title")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(([key, Icon]) => (
            <li key={key} className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-semibold">{t(`benefits.${key}.title`)}</p>
                <p className="text-sm text-muted-foreground">{t(`benefits.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <ul className="grid gap-5 md:grid-cols-2" aria-label={t("plansLabel")}>
        {paid.map((plan) => {
          const yearly = plan.duration >= 365;
          const saving = yearly && monthly ? 12 * monthly.price - plan.price : 0;
          const isSelected = selected === plan.id;
          return (
            <li key={plan.id}>
              <Card
                className={cn(
                  "flex h-full flex-col",
                  plan.popular && "border-2 border-primary shadow-lg",
                  isSelected && "ring-4 ring-primary/30",
                )}
                data-testid={`subscribe-plan-${plan.id}`}
                aria-current={isSelected ? "true" : undefined}
              >
                <CardContent className="flex flex-1 flex-col gap-4 p-6">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-xl font-bold">{t(`pricing:names.${plan.id}`, { defaultValue: plan.name })}</h3>
                    <div className="flex gap-1.5">
                      {isSelected ? <Badge variant="muted">{t("selected")}</Badge> : null}
                      {plan.popular ? <Badge variant="accent">{t("popular")}</Badge> : null}
                    </div>
                  </div>
                  <p className="flex items-baseline gap-1">
                    <span className="text-4xl font-extrabold tabular-nums">${formatPlanPrice(plan.price)}</span>
                    <span className="text-muted-foreground">{yearly ? t("perYear") : t("perMonth")}</span>
                  </p>
                  {saving > 0 ? (
                    <p className="font-semibold text-emerald-800" data-testid="plan-savings">
                      {t("savings", { amount: formatPlanPrice(saving) })}
                    </p>
                  ) : null}
                  <ul className="grid flex-1 content-start gap-2 text-sm">
                    {plan.featureCodes.map((code, i) => (
                      <li key={code} className="flex items-start gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        {t(`pricing:features.${code}`, { defaultValue: plan.features[i] ?? code })}
                      </li>
                    ))}
                  </ul>
                  <Button
                    size="lg"
                    variant={plan.popular ? "accent" : "default"}
                    disabled={pendingPlan !== null}
                    onClick={() => onChoose(plan)}
                  >
                    <Crown aria-hidden="true" />
                    {pendingPlan === plan.id ? t("processingPlan") : t(yearly ? "chooseAnnual" : "chooseMonthly")}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>

      <section
        className="flex items-start gap-4 rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950"
        aria-labelledby="guarantee-title"
      >
        <ShieldCheck className="size-8 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="guarantee-title" className="text-lg font-bold">
            {t("guarantee.title")}
          </h2>
          <p className="text-sm">{t("guarantee.body")}</p>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="grid gap-3">
        <h2 id="faq-title" className="text-xl font-bold">
          {t("faq.title")}
        </h2>
        {FAQ.map((key) => (
          <details key={key} className="rounded-lg border border-border bg-card p-4">
            <summary className="cursor-pointer font-semibold">{t(`faq.${key}.q`)}</summary>
            <p className="mt-2 text-sm text-muted-foreground">{t(`faq.${key}.a`)}</p>
          </details>
        ))}
      </section>
    </>
  );
}
