import { ArrowLeft, Crown, GraduationCap } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { SubscriptionPlan } from "@contracts/plans";
import { entitlementsOf, hasBridgeAccess } from "@domain/entitlements";
import { BRIDGE_ACCESS_PRICE_CENTS, formatPlanPrice } from "@domain/plans";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useApiMutation, useApiQuery } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth";
import type { PaymentResult } from "@web/components/payments/payment-result";
import { PaymentStep } from "@web/components/payments/PaymentStep";
import { PlanChoice } from "./PlanChoice";
import { useAwaitPlan } from "@web/lib/await-plan";

type Step = { kind: "plans" } | { kind: "pay"; plan: SubscriptionPlan; clientSecret: string } | { kind: "bridge"; clientSecret: string };

/**
 * Platform spec §2 Subscribe screen and §4 subscribe flow: plans, then the provider's payment form, then
 * /dashboard?subscription=success. `?plan=monthly|annual` preselects a plan; `?bridge=1` is the bridge purchase
 * (the checkoutUrl POST /api/purchase-bridge-access returns).
 */
export function SubscribePage() {
  const { t } = useTranslation("subscribe");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const plans = useApiQuery("subscriptionPlans", {}, { staleTime: Infinity });
  const [step, setStep] = useState<Step>({ kind: "plans" });
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const create = useApiMutation("createSubscription");
  const bridge = useApiMutation("purchaseBridgeAccess");
  const awaitPlan = useAwaitPlan();
  const preselected = params.get("plan");
  const bridgeView = params.get("bridge") === "1";

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const choose = (plan: SubscriptionPlan) => {
    if (!plan.priceId) return;
    setPendingPlan(plan.id);
    create.mutate(
      { body: { priceId: plan.priceId } },
      {
        onSuccess: ({ clientSecret }) => setStep({ kind: "pay", plan, clientSecret }),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            toast({ title: t("already.title"), description: err.serverMessage ?? t("already.body") });
            void navigate("/subscription");
          } else {
            toast({ title: t("errors.title"), description: t("errors.create"), variant: "destructive" });
          }
        },
        onSettled: () => setPendingPlan(null),
      },
    );
  };

  const buyBridge = () =>
    bridge.mutate(
      {},
      {
        onSuccess: async (result) => {
          if (result.clientSecret) {
            setStep({ kind: "bridge", clientSecret: result.clientSecret });
            return;
          }
          await awaitPlan(() => true);
          toast({ title: t("bridge.activated"), description: t("bridge.activatedBody"), variant: "success" });
        },
        onError: (err) => {
          const owned = err instanceof ApiError && err.status === 409;
          toast(
            owned
              ? { title: t("bridge.owned"), description: err.serverMessage }
              : { title: t("bridge.failedTitle"), description: t("bridge.failedBody"), variant: "destructive" },
          );
        },
      },
    );

  const paymentFailed = (result: PaymentResult) => {
    if (result.status === "declined") toast({ title: t("errors.declined"), description: result.message, variant: "destructive" });
    else toast({ title: t("errors.title"), description: t("errors.unexpected"), variant: "destructive" });
  };

  const onSubscriptionPaid = async (result: PaymentResult) => {
    if (result.status !== "succeeded") return paymentFailed(result);
    if (await awaitPlan((u) => entitlementsOf(u.subscriptionTier).paid)) {
      toast({ title: t("success.title"), description: t("success.body"), variant: "success" });
    } else {
      // Paid, but the provider's event has not arrived yet: the dashboard keeps waiting for it.
      toast({ title: t("success.pendingTitle"), description: t("success.pendingBody") });
    }
    // The state tells the dashboard this toast was shown (after a provider redirect it shows it itself).
    void navigate("/dashboard?subscription=success", { state: { paymentToastShown: true } });
  };

  const onBridgePaid = async (result: PaymentResult) => {
    if (result.status !== "succeeded") return paymentFailed(result);
    if (await awaitPlan((u) => u.hasBridgeAccess)) {
      toast({ title: t("bridge.activated"), description: t("bridge.activatedBody"), variant: "success" });
    } else {
      toast({ title: t("success.pendingTitle"), description: t("bridge.pendingBody") });
    }
    void navigate("/dashboard");
  };

  const back = (
    <button
      type="button"
      onClick={() => setStep({ kind: "plans" })}
      className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToPlans")}
    </button>
  );

  if (step.kind !== "plans") {
    const isBridge = step.kind === "bridge";
    const amount = isBridge ? BRIDGE_ACCESS_PRICE_CENTS : step.plan.price;
    const name = isBridge ? t("bridge.title") : t(`pricing:names.${step.plan.id}`, { defaultValue: step.plan.name });
    const interval = isBridge ? t("bridge.oneTime") : step.plan.duration >= 365 ? t("perYear") : t("perMonth");
    return (
      <main className="mx-auto grid max-w-lg gap-6 px-4 py-8">
        {back}
        <Card>
          <CardHeader>
            <CardTitle>{t("pay.title")}</CardTitle>
            <CardDescription data-testid="payment-summary">
              {name} — ${formatPlanPrice(amount)} {interval}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <PaymentStep
              clientSecret={step.clientSecret}
              submitLabel={t("pay.submit", { amount: formatPlanPrice(amount) })}
              processingLabel={t("processing")}
              returnPath={isBridge ? "/dashboard" : "/dashboard?subscription=success"}
              onResult={isBridge ? onBridgePaid : onSubscriptionPaid}
            />
            {isBridge ? null : <p className="text-center text-xs text-muted-foreground">{t("pay.guarantee")}</p>}
          </CardContent>
        </Card>
      </main>
    );
  }

  const subscribed = user !== null && entitlementsOf(user.subscriptionTier).paid;
  const bridgeCard = (
    <Card data-testid="bridge-offer" className={bridgeView ? "border-2 border-primary" : undefined}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-primary" aria-hidden="true" /> {t("bridge.title")}
        </CardTitle>
        <CardDescription>{t("bridge.body", { price: formatPlanPrice(BRIDGE_ACCESS_PRICE_CENTS) })}</CardDescription>
      </CardHeader>
      <CardContent>
        {user && hasBridgeAccess(user) ? (
          <p className="font-semibold text-emerald-800">{t("bridge.have")}</p>
        ) : (
          <Button onClick={buyBridge} disabled={bridge.isPending} variant={bridgeView ? "default" : "outline"}>
            {bridge.isPending ? t("processingPlan") : t("bridge.buy", { price: formatPlanPrice(BRIDGE_ACCESS_PRICE_CENTS) })}
          </Button>
        )}
      </CardContent>
    </Card>
  );

  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <Link to="/dashboard" className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToDashboard")}
      </Link>
      <header className="grid gap-2 text-center">
        <Crown className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t(bridgeView ? "bridge.pageTitle" : "title")}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{t(bridgeView ? "bridge.pageSubtitle" : "subtitle")}</p>
      </header>
      {bridgeView ? bridgeCard : null}
      {subscribed ? (
        <Card data-testid="already-subscribed">
          <CardContent className="flex flex-wrap items-center justify-between gap-4 p-6">
            <p className="font-semibold">{t("already.body")}</p>
            <Button asChild>
              <Link to="/subscription">{t("already.manage")}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : plans.isLoading ? (
        <Spinner className="mx-auto size-8 text-primary" label={t("loading")} />
      ) : plans.isError || !plans.data ? (
        <p role="alert" className="text-center text-destructive">
          {t("loadFailed")}
        </p>
      ) : (
        <PlanChoice plans={plans.data} selected={preselected} pendingPlan={pendingPlan} onChoose={choose} />
      )}
      {bridgeView ? null : bridgeCard}
    </main>
  );
}
