import { Inbox, Loader2, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RECRUIT_LIMIT_CODE } from "@contracts/recruiter";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { useMessageText } from "@web/lib/messages";
import { useAcceptLead, useDismissLead, useRecruiterLeads } from "./api";
import { LeadCard } from "./LeadCard";

/**
 * /recruiter-leads (issue 15): learners' score shares routed to this recruiter's office, new first. Accepting puts
 * the learner on the roster (within the plan's cap); recruiters and admins only — the server says so too.
 */
export function RecruiterLeadsPage() {
  const { t } = useTranslation("recruiterLeads");
  const { user } = useAuth();
  const allowed = user?.role === "recruiter" || user?.role === "admin";
  const leads = useRecruiterLeads(allowed);
  const accept = useAcceptLead();
  const dismiss = useDismissLead();
  const messageText = useMessageText();
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const failed = (err: unknown) => {
    const body = err instanceof ApiError ? (err.body as { code?: string; plan?: string; cap?: number; planName?: string } | null) : null;
    const description =
      body?.code === RECRUIT_LIMIT_CODE
        ? t("limitReached", { plan: body.planName, cap: body.cap })
        : ((err instanceof ApiError ? messageText(err.serverMessage) : undefined) ?? t("failed"));
    toast({ title: t("errorTitle"), description, variant: "destructive" });
  };
  const run = (id: number, action: typeof accept | typeof dismiss, done: string) => {
    setBusyId(id);
    action.mutate(
      { params: { id } },
      {
        onSuccess: () => toast({ title: done, variant: "success" }),
        onError: failed,
        onSettled: () => setBusyId(null),
      },
    );
  };

  if (!allowed) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
        <ShieldAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("deniedTitle")}</h1>
        <p className="text-muted-foreground">{t("deniedBody")}</p>
        <Button asChild className="mx-auto">
          <Link to="/dashboard">{t("back")}</Link>
        </Button>
      </main>
    );
  }

  const list = leads.data ?? [];
  const fresh = list.filter((l) => l.status === "new");
  const handled = list.filter((l) => l.status !== "new");

  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/recruiter-dashboard">{t("toDashboard")}</Link>
        </Button>
      </header>

      {leads.isPending ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t("loading")}
        </p>
      ) : leads.isError ? (
        <p role="alert" className="text-destructive">
          {t("failed")}
        </p>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 p-10 text-center">
            <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{t("emptyBody")}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <section aria-labelledby="leads-new" className="grid gap-3">
            <h2 id="leads-new" className="text-xl font-bold">
              {t("newHeading", { count: fresh.length })}
            </h2>
            {fresh.length === 0 ? <p className="text-sm text-muted-foreground">{t("noneNew")}</p> : null}
            {fresh.map((lead) => (
              <LeadCard
                key={lead.id}
                lead={lead}
                busy={busyId === lead.id}
                onAccept={() => run(lead.id, accept, t("acceptedToast"))}
                onDismiss={() => run(lead.id, dismiss, t("dismissedToast"))}
              />
            ))}
          </section>
          {handled.length > 0 ? (
            <section aria-labelledby="leads-handled" className="grid gap-3">
              <h2 id="leads-handled" className="text-xl font-bold">
                {t("handledHeading")}
              </h2>
              {handled.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  busy={busyId === lead.id}
                  onAccept={() => run(lead.id, accept, t("acceptedToast"))}
                  onDismiss={() => run(lead.id, dismiss, t("dismissedToast"))}
                />
              ))}
            </section>
          ) : null}
        </>
      )}
    </main>
  );
}
