import { RefreshCw, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RECRUIT_LIMIT_CODE } from "@contracts/recruiter";
import { PublicHeader } from "@web/components/PublicHeader";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useMessageText } from "@web/lib/messages";
import { useAddRecruit, useRecruiterAccount, useRecruiterMetrics, useRecruits, useUpdateRecruit } from "./api";
import { DashboardView } from "./DashboardView";
import { DEMO_ACCOUNT, DEMO_METRICS, DEMO_RECRUITS } from "./demo-data";

/**
 * /recruiter-dashboard (recruiter spec §2.3, §6). Signed-out visitors get the demo with sample data and no queries;
 * the routes show learners the Access Denied page; recruiters and admins get their own roster.
 */
export function RecruiterDashboardPage({ demo = false }: { demo?: boolean }) {
  if (demo) {
    return (
      <>
        <PublicHeader />
        <DashboardView account={DEMO_ACCOUNT} metrics={DEMO_METRICS} recruits={DEMO_RECRUITS} />
      </>
    );
  }
  return <LiveDashboard />;
}

function LiveDashboard() {
  const { t } = useTranslation("recruiterDashboard");
  const messageText = useMessageText();
  const account = useRecruiterAccount();
  const ready = account.data != null;
  const recruits = useRecruits(ready);
  const metrics = useRecruiterMetrics(ready);
  const add = useAddRecruit();
  const update = useUpdateRecruit();

  /** §8: the server's message (translated by its code; the cap's by its plan), or the fallback. */
  function failure(err: unknown, fallback: string): string {
    if (!(err instanceof ApiError)) return fallback;
    const body = err.body as { code?: string; planName?: string; plan?: string; cap?: number } | null;
    if (body?.code === RECRUIT_LIMIT_CODE && body.plan) {
      return t("toast.limitReached", { plan: t(`upgrade.planNames.${body.plan}`), cap: body.cap });
    }
    return messageText(err.serverMessage) ?? fallback;
  }

  if (account.isLoading) {
    return (
      <main className="flex justify-center px-4 py-16">
        <Spinner />
      </main>
    );
  }
  if (!account.data) {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return (
      <main className="mx-auto flex max-w-xl px-4 py-16">
        <Card className="w-full">
          <CardContent className="flex flex-col items-start gap-3 p-6">
            <ShieldAlert className="size-8 text-muted-foreground" aria-hidden="true" />
            <h1 className="text-xl font-bold">{missing ? t("noAccount.title") : t("title")}</h1>
            <p className="text-muted-foreground">{missing ? t("noAccount.body") : t("loadError")}</p>
            {missing ? null : (
              <Button variant="outline" onClick={() => void account.refetch()}>
                <RefreshCw aria-hidden="true" /> {t("retry")}
              </Button>
            )}
          </CardContent>
        </Card>
      </main>
    );
  }

  return (
    <DashboardView
      account={account.data}
      metrics={metrics.data ?? undefined}
      recruits={recruits.data ?? undefined}
      actions={{
        add: async (body) => {
          try {
            await add.mutateAsync({ body: body as never });
            toast({ title: t("toast.success"), description: t("toast.created"), variant: "success" });
          } catch (err) {
            toast({ title: t("toast.error"), description: failure(err, t("toast.createFailed")), variant: "destructive" });
            // A full roster: the count on screen was stale; show the real one (the button then disables).
            if (err instanceof ApiError && err.status === 409) void account.refetch();
            throw err;
          }
        },
        update: async (id, body) => {
          try {
            await update.mutateAsync({ params: { id }, body: body as never });
            toast({ title: t("toast.success"), description: t("toast.updated"), variant: "success" });
          } catch (err) {
            toast({ title: t("toast.error"), description: failure(err, t("toast.updateFailed")), variant: "destructive" });
            throw err;
          }
        },
      }}
    />
  );
}
