import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Recruit } from "@contracts/recruiter";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useMessageText } from "@web/lib/messages";
import { useInviteRecruit } from "./api";

/** Live progress (issue 15): a code the recruit enters under Recruiter access; valid until used or expired. */
export function InviteDialog({ recruit, onClose }: { recruit: Recruit | null; onClose: () => void }) {
  const { t, i18n } = useTranslation("recruiterDashboard");
  const messageText = useMessageText();
  const invite = useInviteRecruit();
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<{ code: string; expiresAt: string } | null>(null);

  function close() {
    setResult(null);
    setEmail("");
    invite.reset();
    onClose();
  }

  async function create() {
    if (!recruit) return;
    try {
      const created = await invite.mutateAsync({ params: { id: recruit.id }, body: { email: email.trim() || recruit.recruitEmail } });
      setResult(created);
    } catch (err) {
      const message = err instanceof ApiError ? messageText(err.serverMessage) : undefined;
      toast({ title: t("toast.error"), description: message ?? t("invite.failed"), variant: "destructive" });
    }
  }

  return (
    <Dialog open={recruit !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t("actions.close")}>
        <DialogTitle>{t("invite.title", { name: recruit?.recruitName ?? "" })}</DialogTitle>
        <DialogDescription>{t("invite.description")}</DialogDescription>
        {result ? (
          <div className="mt-4 grid gap-2 rounded-lg bg-muted/60 p-4 text-center">
            <p className="text-sm font-semibold text-muted-foreground">{t("invite.code")}</p>
            <p className="font-mono text-3xl font-extrabold tracking-widest" data-testid="invite-code">
              {result.code}
            </p>
            <p className="text-sm text-muted-foreground">
              {t("invite.expires", { date: new Date(result.expiresAt).toLocaleDateString(i18n.language, { dateStyle: "long" }) })}
            </p>
          </div>
        ) : (
          <div className="mt-4 grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="invite-email">{t("invite.email")}</Label>
              <Input
                id="invite-email"
                type="email"
                value={email}
                placeholder={recruit?.recruitEmail ?? ""}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <Button onClick={() => void create()} disabled={invite.isPending}>
              {invite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {t("invite.create")}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
