import { KeyRound, Loader2, ShieldCheck, UserX } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { acceptInviteRequest } from "@contracts/recruiter";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useApiMutation, useApiQuery } from "@web/lib/api-client";
import { useMessageText } from "@web/lib/messages";

/**
 * /recruiter-access (issue 15, live progress): a learner enters a recruiter's invite code to share their latest AFQT
 * estimate and tests taken, sees every recruiter who can see them, and revokes any of them at once.
 */
export function RecruiterAccessPage() {
  const { t, i18n } = useTranslation("recruiterAccess");
  const messageText = useMessageText();
  const access = useApiQuery("recruiterAccess", {});
  const accept = useApiMutation("acceptRecruiterInvite");
  const revoke = useApiMutation("revokeRecruiterAccess");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = acceptInviteRequest.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await accept.mutateAsync({ body: parsed.data });
      setCode("");
      toast({ title: t("accepted"), variant: "success" });
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? t("failed")) : t("failed"));
    }
  }

  async function stop(recruitId: number, name: string) {
    try {
      await revoke.mutateAsync({ params: { id: recruitId } });
      toast({ title: t("revoked", { name }), variant: "success" });
    } catch (err) {
      toast({
        title: t("error"),
        description: (err instanceof ApiError && messageText(err.serverMessage)) || t("failed"),
        variant: "destructive",
      });
    }
  }

  const list = access.data ?? [];
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <ShieldCheck className="size-7 text-primary" aria-hidden="true" /> {t("title")}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <KeyRound className="size-5" aria-hidden="true" /> {t("enterCode")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="invite-code">{t("code")}</Label>
              <Input
                id="invite-code"
                value={code}
                autoComplete="off"
                className="font-mono uppercase tracking-widest"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "invite-code-error" : undefined}
                onChange={(e) => setCode(e.target.value)}
              />
              <FieldError id="invite-code-error" message={error} />
            </div>
            <Button type="submit" disabled={accept.isPending}>
              {accept.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t("share")}
            </Button>
          </form>
          <p className="mt-3 text-sm text-muted-foreground">{t("whatIsShared")}</p>
        </CardContent>
      </Card>

      <section aria-labelledby="who-sees" className="grid gap-3">
        <h2 id="who-sees" className="text-lg font-bold">
          {t("whoSees")}
        </h2>
        {access.isLoading ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{t("nobody")}</p>
        ) : (
          <ul className="grid gap-3">
            {list.map((r) => (
              <li key={r.recruitId}>
                <Card>
                  <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                    <div className="flex-1">
                      <p className="font-bold">
                        {r.rank && !r.displayName.startsWith(r.rank) ? `${r.rank} ` : ""}
                        {r.displayName}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {r.organization} · {r.station}
                      </p>
                      {r.since ? (
                        <p className="text-xs text-muted-foreground">
                          {t("since", { date: new Date(r.since).toLocaleDateString(i18n.language, { dateStyle: "medium" }) })}
                        </p>
                      ) : null}
                    </div>
                    <Button variant="destructive" onClick={() => void stop(r.recruitId, r.displayName)} disabled={revoke.isPending}>
                      <UserX aria-hidden="true" /> {t("revoke")}
                    </Button>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
