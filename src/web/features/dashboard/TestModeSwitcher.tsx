import { Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicUser } from "@contracts/user";
import { TEST_MODES, type TestMode } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/cn";
import { useSwitchTestMode } from "./api/use-switch-test-mode";

/** SAT and ACT without bridge access open the unlock dialog and do not switch (platform spec §4). */
export function TestModeSwitcher({ user }: { user: PublicUser }) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const [unlockOpen, setUnlockOpen] = useState(false);
  const switchMode = useSwitchTestMode();

  const choose = (mode: TestMode) => {
    if (mode === user.testMode) return;
    if (mode !== "asvab" && !user.hasBridgeAccess) {
      setUnlockOpen(true);
      return;
    }
    switchMode.mutate(
      { body: { testMode: mode } },
      {
        onSuccess: () =>
          toast({
            title: t("testMode.switched"),
            description: t("testMode.switchedBody", { mode: t(`testMode.${mode}`) }),
            variant: "success",
          }),
        onError: () => toast({ title: t("testMode.failedTitle"), description: t("testMode.failedBody"), variant: "destructive" }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("testMode.title")}</CardTitle>
        <CardDescription>{t("testMode.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="group" aria-label={t("testMode.title")} className="grid grid-cols-3 gap-2">
          {TEST_MODES.map((mode) => {
            const active = user.testMode === mode;
            const locked = mode !== "asvab" && !user.hasBridgeAccess;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={active}
                disabled={switchMode.isPending}
                onClick={() => choose(mode)}
                className={cn(
                  "flex items-center justify-center gap-1.5 rounded-lg border-2 px-3 py-3 text-sm font-bold transition-colors",
                  active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:border-primary/60",
                )}
              >
                {t(`testMode.${mode}`)}
                {locked ? <Lock className="size-3.5" aria-label={t("testMode.locked")} /> : null}
              </button>
            );
          })}
        </div>
      </CardContent>
      <Dialog open={unlockOpen} onOpenChange={setUnlockOpen}>
        <DialogContent closeLabel={tc("dialog.close")}>
          <DialogTitle>{t("testMode.unlockTitle")}</DialogTitle>
          <DialogDescription>{t("testMode.unlockBody")}</DialogDescription>
          <div className="mt-6 grid gap-2">
            <Button asChild>
              <Link to="/subscribe?plan=annual">{t("testMode.unlockAnnual")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/subscribe?bridge=1">{t("testMode.unlockBuy")}</Link>
            </Button>
            <Button variant="ghost" onClick={() => setUnlockOpen(false)}>
              {t("testMode.unlockLater")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
