import { ArrowLeft, Crown, GraduationCap } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SubscriptionView } from "@contracts/billing";
import { entitlementsOf } from "@domain/entitlements";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useApiMutation, useApiQuery } from "@web/lib/api-client";
import { PaymentHistory } from "./PaymentHistory";

type Action = "cancel" | "resume" | "switch" | "refund";

/**
 * /subscription: the spec routes here and gives no screen (issue 12). The plan and its status, the next renewal or
 * end, cancel at the period's end and resume, a switch between monthly and annual, the 30-day refund, payments
 * with receipts, and bridge access.
 */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation("subscription");
  const view = useApiQuery("subscription", {});
  const [confirming, setConfirming] = useState<Action | null>(null);
  const mutations = {
    cancel: useApiMutation("cancelSubscription"),
    resume: useApiMutation("resumeSubscription"),
    refund: useApiMutation("refundSubscription"),
    switch: useApiMutation("switchPlan"),
  };
  const busy = Object.values(mutations).some((m) => m.isPending);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const date = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "long" }) : "—");
  const data = view.data;
  if (view.isLoading || !data) {
    return (
      <main className="flex min-h-[50vh] items-center justify-center">
        {view.isError ? <p role="alert">{t("loadFailed")}</p> : <Spinner className="size-8 text-primary" label={t("loading")} />}
      </main>
    );
  }

  const sub = data.subscription;
  const live = sub !== null && ["active", "trialing", "past_due"].includes(sub.status);
  const otherPlan = sub?.planId === "annual" ? "monthly" : "annual";
  // What the plan button does: drop a scheduled switch, move to annual today, or to monthly when the year ends.
  const switchKind = sub?.scheduledPlanId ? "keep" : otherPlan === "annual" ? "switchNow" : "switchLater";
  const dialogKey = confirming === "switch" ? switchKind : confirming;

  const run = (action: Action) => {
    setConfirming(null);
    const done = {
      onSuccess: () => toast({ title: t(`done.${action}`), variant: "success" as const }),
      onError: (err: Error) => fail(err),
    };
    if (action === "switch") mutations.switch.mutate({ body: { plan: sub?.scheduledPlanId ? sub.planId : otherPlan } }, done);
    else mutations[action].mutate({}, done);
  };
  const fail = (err: Error) =>
    toast({
      title: err instanceof ApiError && err.status === 402 ? t("failed.payment") : t("failed.title"),
      description: err instanceof ApiError ? (err.serverMessage ?? t("failed.body")) : t("failed.body"),
      variant: "destructive",
    });

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <Link to="/dashboard" className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("back")}
      </Link>
      <h1 className="text-3xl font-extrabold">{t("title")}</h1>

      <Card data-testid="current-plan">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Crown className="size-5 text-amber-700" aria-hidden="true" /> {t(`plan.${live ? sub.planId : "free"}`)}
          </CardTitle>
          <StatusBadge view={data} />
        </CardHeader>
        <CardContent className="grid gap-4">
          <PlanLines view={data} date={date} />
          {live ? (
            <div className="flex flex-wrap gap-2">
              {sub.cancelAtPeriodEnd ? (
                <Button onClick={() => run("resume")} disabled={busy}>
                  {t("actions.resume")}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={() => setConfirming("switch")} disabled={busy || sub.status !== "active"}>
                    {sub.scheduledPlanId ? t("actions.keep", { plan: t(`plan.${sub.planId}`) }) : t(`actions.switchTo.${otherPlan}`)}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming("cancel")} disabled={busy}>
                    {t("actions.cancel")}
                  </Button>
                </>
              )}
              {data.refund.eligible ? (
                <Button variant="ghost" onClick={() => setConfirming("refund")} disabled={busy}>
                  {t("actions.refund")}
                </Button>
              ) : null}
            </div>
          ) : (
            <Button asChild className="justify-self-start">
              <Link to="/pricing">{t("actions.seePlans")}</Link>
            </Button>
          )}
          {live && !data.refund.eligible && data.refund.reason ? (
            <p className="text-xs text-muted-foreground">{t("refundClosed")}</p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <GraduationCap className="size-5 text-primary" aria-hidden="true" /> {t("bridge.title")}
          </CardTitle>
          <CardDescription>
            {data.hasBridgeAccess ? t("bridge.owned") : data.bridgeIncluded ? t("bridge.included") : t("bridge.none")}
          </CardDescription>
        </CardHeader>
        {data.hasBridgeAccess || data.bridgeIncluded ? null : (
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/subscribe?bridge=1">{t("bridge.buy")}</Link>
            </Button>
          </CardContent>
        )}
      </Card>

      <section className="grid gap-3" aria-labelledby="history-title">
        <h2 id="history-title" className="text-xl font-bold">
          {t("history.title")}
        </h2>
        <PaymentHistory payments={data.payments} />
      </section>

      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <DialogContent closeLabel={t("confirm.back")}>
          {confirming && dialogKey ? (
            <>
              <DialogTitle>{t(`confirm.${dialogKey}.title`, { plan: t(`plan.${sub?.planId ?? "monthly"}`) })}</DialogTitle>
              <DialogDescription>
                {t(`confirm.${dialogKey}.body`, {
                  date: date(sub?.currentPeriodEnd),
                  plan: t(`plan.${sub?.planId ?? "monthly"}`),
                  other: t(`plan.${sub?.scheduledPlanId ?? otherPlan}`),
                })}
              </DialogDescription>
              <div className="mt-6 grid gap-2 sm:grid-cols-2">
                <Button variant={confirming === "switch" ? "default" : "destructive"} onClick={() => run(confirming)}>
                  {t(`confirm.${dialogKey}.yes`)}
                </Button>
                <Button variant="outline" onClick={() => setConfirming(null)}>
                  {t("confirm.back")}
                </Button>
              </div>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </main>
  );
}

function StatusBadge({ view }: { view: SubscriptionView }) {
  const { t } = useTranslation("subscription");
  const sub = view.subscription;
  if (!sub || !entitlementsOf(view.tier).paid) return <Badge variant="muted">{t("status.free")}</Badge>;
  if (sub.status === "past_due") return <Badge variant="danger">{t("status.pastDue")}</Badge>;
  if (sub.cancelAtPeriodEnd) return <Badge variant="warning">{t("status.ending")}</Badge>;
  return <Badge variant="success">{t("status.active")}</Badge>;
}

function PlanLines({ view, date }: { view: SubscriptionView; date(iso: string | null | undefined): string }) {
  const { t } = useTranslation("subscription");
  const sub = view.subscription;
  const live = sub !== null && ["active", "trialing", "past_due"].includes(sub.status);
  if (!live) {
    return (
      <div className="grid gap-1 text-sm">
        <p>{t("lines.free")}</p>
        {sub?.endedAt ? <p className="text-muted-foreground">{t("lines.ended", { date: date(sub.endedAt) })}</p> : null}
      </div>
    );
  }
  return (
    <div className="grid gap-1 text-sm" data-testid="plan-lines">
      {sub.cancelAtPeriodEnd ? (
        <p className="font-semibold">{t("lines.endsOn", { date: date(sub.currentPeriodEnd) })}</p>
      ) : (
        <p>{t("lines.renewsOn", { date: date(sub.currentPeriodEnd) })}</p>
      )}
      {sub.scheduledPlanId ? (
        <p>{t("lines.scheduled", { plan: t(`plan.${sub.scheduledPlanId}`), date: date(sub.currentPeriodEnd) })}</p>
      ) : null}
      {sub.status === "past_due" ? (
        <p className="text-destructive" role="status">
          {t("lines.pastDue", { reason: sub.lastFailure ?? "" })}
        </p>
      ) : null}
      {view.refund.eligible && view.refund.until ? (
        <p className="text-muted-foreground">{t("lines.refundUntil", { date: date(view.refund.until) })}</p>
      ) : null}
    </div>
  );
}
