import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { billingInterval, recruiterPlanId, type RecruiterCheckoutResponse } from "@contracts/recruiter-plans";
import { RECRUITER_PLANS, RECRUITER_TRIAL_DAYS, type BillingInterval, type RecruiterPlanId } from "@domain/recruiters";
import type { PaymentResult } from "@web/components/payments/payment-result";
import { PaymentStep } from "@web/components/payments/PaymentStep";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { apiKey, invalidateAfter, useApiMutation, useApiQuery } from "@web/lib/api-client";
import { IntervalToggle } from "./IntervalToggle";
import { PlanButtons } from "./PlanButtons";
import { PlanManager } from "./PlanManager";
import { dollars, formatDay } from "./plan-links";

const LIVE = new Set(["trialing", "active", "past_due"]);

/**
 * The recruiter checkout (issue 15): the plan chosen on the pricing page or the dashboard's upgrade dialog
 * (`?plan=&interval=`), the 14-day trial on a first plan (the card is saved, nothing charged now), then the provider's
 * payment form → /recruiter-dashboard. A recruiter who already has a plan sees it here and can change or cancel it.
 */
export function RecruiterCheckoutPage() {
  const { t, i18n } = useTranslation("recruiterPricing");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [plan, setPlan] = useState<RecruiterPlanId>(recruiterPlanId.safeParse(params.get("plan")).data ?? "starter");
  const [interval, setInterval] = useState<BillingInterval>(billingInterval.safeParse(params.get("interval")).data ?? "monthly");
  const [started, setStarted] = useState<RecruiterCheckoutResponse | null>(null);
  const view = useApiQuery("recruiterSubscription", {}, { retry: false });
  const start = useApiMutation("startRecruiterCheckout");
  useEffect(() => {
    document.title = `${t("checkout.title")} — ASVAB Prep`;
  }, [t]);

  if (view.isLoading) return <Spinner className="mx-auto mt-16 size-8 text-primary" label={t("loading")} />;
  if (view.error instanceof ApiError && view.error.status === 403) {
    return (
      <main className="mx-auto grid max-w-lg gap-4 px-4 py-12 text-center">
        <p>{t("checkout.needAccount")}</p>
        <Button asChild>
          <Link to={`/recruiter-signup?plan=${plan}&interval=${interval}`}>{t("checkout.createAccount")}</Link>
        </Button>
      </main>
    );
  }
  if (view.isError || !view.data) {
    return (
      <p role="alert" className="mt-16 text-center text-destructive">
        {t("checkout.error")}
      </p>
    );
  }

  const current = view.data.subscription;
  // A plan in force is managed, not bought again (a trial still waiting for its card continues to the card form).
  if (!started && current && LIVE.has(current.status) && !current.awaitingCard) {
    return <PlanManager view={view.data} />;
  }

  const chosen = RECRUITER_PLANS.find((p) => p.id === plan)!;
  const priceCents = interval === "annual" ? chosen.annualCents : chosen.monthlyCents;
  const period = t(interval === "annual" ? "checkout.periodAnnual" : "checkout.periodMonthly");
  const name = t(`names.${plan}`);
  const trial = started ? started.trial : view.data.trialAvailable || Boolean(current?.awaitingCard);
  const trialEnd =
    started?.trialEnd ?? current?.trialEnd ?? new Date(Date.parse(view.data.now) + RECRUITER_TRIAL_DAYS * 86_400_000).toISOString();
  const day = formatDay(trialEnd, i18n.language);

  const begin = () =>
    start.mutate(
      { body: { plan, interval } },
      {
        onSuccess: setStarted,
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) void view.refetch();
          toast({
            title: t("checkout.declined"),
            description: (err instanceof ApiError && err.serverMessage) || t("checkout.error"),
            variant: "destructive",
          });
        },
      },
    );

  const onResult = async (result: PaymentResult) => {
    if (result.status !== "succeeded") {
      toast({
        title: t("checkout.declined"),
        description: result.status === "declined" ? result.message : t("checkout.error"),
        variant: "destructive",
      });
      return;
    }
    invalidateAfter(queryClient, "startRecruiterCheckout");
    await queryClient.invalidateQueries({ queryKey: apiKey("recruiterSubscription") });
    toast({
      title: t("checkout.successTitle"),
      description: t(started?.trial ? "checkout.successTrial" : "checkout.successPaid", { plan: name }),
      variant: "success",
    });
    void navigate("/recruiter-dashboard");
  };

  return (
    <main className="mx-auto grid max-w-lg gap-6 px-4 py-8">
      <Link to="/recruiter-pricing" className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("checkout.back")}
      </Link>
      <Card>
        <CardHeader>
          <CardTitle>{t("checkout.title")}</CardTitle>
          <CardDescription data-testid="checkout-summary">
            {name} ·{" "}
            {trial
              ? t("checkout.trialSummary", { amount: dollars(priceCents), period, date: day })
              : t("checkout.paidSummary", { amount: dollars(priceCents), period })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {started ? (
            <>
              {started.trial ? <p className="text-sm text-muted-foreground">{t("checkout.trialNote", { date: day })}</p> : null}
              <PaymentStep
                clientSecret={started.clientSecret}
                intent={started.intent}
                submitLabel={started.trial ? t("checkout.saveCard") : t("checkout.pay", { amount: dollars(priceCents) })}
                processingLabel={t("checkout.processing")}
                returnPath="/recruiter-dashboard"
                onResult={(r) => void onResult(r)}
              />
            </>
          ) : (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-semibold">{t("checkout.plan")}</legend>
                <PlanButtons value={plan} onChange={setPlan} />
              </fieldset>
              <div className="grid gap-2">
                <span className="text-sm font-semibold">{t("checkout.interval")}</span>
                <IntervalToggle value={interval} onChange={setInterval} />
              </div>
              {!trial ? <p className="text-sm text-muted-foreground">{t("checkout.noTrial")}</p> : null}
              <Button size="lg" onClick={begin} disabled={start.isPending}>
                {start.isPending ? t("checkout.processing") : t("checkout.continue")}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
