import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RecruiterSubscriptionView } from "@contracts/recruiter-plans";
import { type BillingInterval, type RecruiterPlanId } from "@domain/recruiters";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useApiMutation } from "@web/lib/api-client";
import { IntervalToggle } from "./IntervalToggle";
import { PlanButtons } from "./PlanButtons";
import { dollars, formatDay } from "./plan-links";

/**
 * A recruiter's plan: the current plan and status, the trial's end, the renewal, a change scheduled for the next
 * billing cycle (§9 FAQ), cancel and resume, and the payments. Every action asks the server and shows what it returns.
 */
export function PlanManager({ view }: { view: RecruiterSubscriptionView }) {
  const { t, i18n } = useTranslation("recruiterPricing");
  const sub = view.subscription!;
  const [plan, setPlan] = useState<RecruiterPlanId>(sub.scheduled?.plan ?? sub.plan);
  const [interval, setInterval] = useState<BillingInterval>(sub.scheduled?.interval ?? sub.interval);
  const change = useApiMutation("changeRecruiterPlan");
  const cancel = useApiMutation("cancelRecruiterPlan");
  const resume = useApiMutation("resumeRecruiterPlan");
  const day = (iso: string | null) => formatDay(iso, i18n.language);
  const failed = (err: Error) =>
    toast({
      title: t("checkout.declined"),
      description: (err instanceof ApiError && err.serverMessage) || t("checkout.error"),
      variant: "destructive",
    });
  const nextCycle = sub.status === "trialing" ? sub.trialEnd : sub.currentPeriodEnd;
  const unchanged = plan === (sub.scheduled?.plan ?? sub.plan) && interval === (sub.scheduled?.interval ?? sub.interval);

  return (
    <main className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <Card data-testid="recruiter-plan">
        <CardHeader>
          <CardTitle>{t("manage.title")}</CardTitle>
          <CardDescription>{t("manage.capLine", { count: view.recruitCap })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
            {t(`names.${sub.plan}`)} · {t(`interval.${sub.interval}`)}
            <Badge variant={sub.status === "past_due" ? "danger" : sub.status === "trialing" ? "warning" : "success"}>
              {t(`manage.status.${sub.status}`, { defaultValue: sub.status })}
            </Badge>
          </p>
          {sub.status === "trialing" && sub.trialEnd ? <p>{t("manage.trialEnds", { date: day(sub.trialEnd) })}</p> : null}
          {sub.cancelAtPeriodEnd ? (
            <p className="font-semibold text-destructive">{t("manage.cancelNote", { date: day(nextCycle) })}</p>
          ) : sub.currentPeriodEnd && sub.status !== "trialing" ? (
            <p>{t("manage.renews", { date: day(sub.currentPeriodEnd) })}</p>
          ) : null}
          {sub.scheduled ? (
            <p className="rounded-md bg-muted p-3 font-semibold" data-testid="scheduled-change">
              {t("manage.scheduled", {
                plan: t(`names.${sub.scheduled.plan}`),
                interval: t(`interval.${sub.scheduled.interval}`),
                date: day(nextCycle),
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2 pt-2">
            <Button asChild>
              <Link to="/recruiter-dashboard">{t("manage.toDashboard")}</Link>
            </Button>
            {sub.cancelAtPeriodEnd ? (
              <Button
                variant="outline"
                disabled={resume.isPending}
                onClick={() =>
                  resume.mutate({}, { onSuccess: () => toast({ title: t("manage.resumedToast"), variant: "success" }), onError: failed })
                }
              >
                {t("manage.resume")}
              </Button>
            ) : (
              <Button
                variant="outline"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate({}, { onSuccess: () => toast({ title: t("manage.canceledToast") }), onError: failed })}
              >
                {t("manage.cancel")}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>

      {sub.cancelAtPeriodEnd ? null : (
        <Card>
          <CardHeader>
            <CardTitle>{t("manage.change")}</CardTitle>
            <CardDescription>{t("manage.changeNote")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <PlanButtons value={plan} onChange={setPlan} />
            <IntervalToggle value={interval} onChange={setInterval} />
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={change.isPending || unchanged}
                onClick={() =>
                  change.mutate(
                    { body: { plan, interval } },
                    { onSuccess: () => toast({ title: t("manage.scheduledToast"), variant: "success" }), onError: failed },
                  )
                }
              >
                {t("manage.schedule")}
              </Button>
              {sub.scheduled ? (
                <Button
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => {
                    setPlan(sub.plan);
                    setInterval(sub.interval);
                    change.mutate({ body: { plan: sub.plan, interval: sub.interval } }, { onError: failed });
                  }}
                >
                  {t("manage.keepCurrent")}
                </Button>
              ) : null}
            </div>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t("manage.payments")}</CardTitle>
        </CardHeader>
        <CardContent>
          {view.payments.length === 0 ? (
            <p className="text-muted-foreground">{t("manage.noPayments")}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {view.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2 border-b border-border pb-2">
                  <span>{p.description}</span>
                  <span className="font-semibold">
                    ${dollars(p.amountCents)} · {day(p.paidAt ?? p.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
