import { Check, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { RecruiterAccount } from "@contracts/recruiter";
import { recruiterEntitlementsOf } from "@domain/entitlements";
import { RECRUITER_PLANS, RECRUITER_TIERS, recruitUsagePercent } from "@domain/recruiters";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/cn";
import { recruiterCheckoutHref } from "./checkout";

/** §9: the upgrade dialog assumes a cap of 25 when it does not know one. */
const DIALOG_DEFAULT_CAP = 25;

/**
 * 'Upgrade Your Recruiter Plan' (§2.3): the current plan and usage, then the paid plans. Choosing one shows §4's
 * 'Upgrade Initiated' toast, closes, and goes to the checkout (issue 15: a real payment, not only the toast).
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  account,
  demo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: Pick<RecruiterAccount, "subscriptionTier" | "currentRecruitCount" | "maxRecruitAccounts">;
  demo: boolean;
}) {
  const { t } = useTranslation("recruiterDashboard");
  const navigate = useNavigate();
  const max = account.maxRecruitAccounts || DIALOG_DEFAULT_CAP;
  const percent = recruitUsagePercent(account.currentRecruitCount, max);
  const currentRank = RECRUITER_TIERS.indexOf(account.subscriptionTier);
  const plan = t(`upgrade.planNames.${account.subscriptionTier}`);

  function choose(id: (typeof RECRUITER_PLANS)[number]["id"], tier: (typeof RECRUITER_PLANS)[number]["tier"]) {
    toast({ title: t("toast.upgradeTitle"), description: t("toast.upgradeBody", { plan: t(`upgrade.planNames.${tier}`) }) });
    onOpenChange(false);
    // A visitor on the demo signs up first; the sign-up page carries the plan on to checkout.
    void navigate(demo ? `/recruiter-signup?plan=${id}&interval=monthly` : recruiterCheckoutHref(id));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("actions.close")} className="max-w-2xl">
        <DialogTitle>{t("upgrade.title")}</DialogTitle>
        <DialogDescription>{t("upgrade.description")}</DialogDescription>
        <div className="mt-4 grid gap-2 rounded-lg bg-muted/60 p-4">
          <p className="font-semibold">{t("upgrade.currentPlan", { plan })}</p>
          <p className="text-sm text-muted-foreground">{t("upgrade.usage", { count: account.currentRecruitCount, max, percent })}</p>
          <Progress value={percent} label={t("upgrade.usageLabel")} indicatorClassName={percent >= 80 ? "bg-amber-500" : undefined} />
        </div>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {RECRUITER_PLANS.map((p) => {
            // Plans are in rank order: the current one and those below it cannot be chosen here.
            const rank = RECRUITER_TIERS.indexOf(p.tier);
            const current = rank === currentRank;
            const lower = rank < currentRank;
            return (
              <li
                key={p.id}
                className={cn("flex flex-col gap-2 rounded-lg border p-4", p.mostPopular ? "border-primary" : "border-border")}
              >
                <div className="flex flex-wrap items-center justify-between gap-x-2">
                  <span className="font-bold">{t(`upgrade.planNames.${p.tier}`)}</span>
                  {p.mostPopular ? (
                    <span className="inline-flex items-center gap-1 whitespace-nowrap text-xs font-semibold text-primary">
                      <Star className="size-3" aria-hidden="true" /> {t("upgrade.mostPopular")}
                    </span>
                  ) : null}
                </div>
                <span className="text-lg font-extrabold">{t("upgrade.perMonth", { price: p.monthlyCents / 100 })}</span>
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Check className="size-4 text-green-700" aria-hidden="true" />{" "}
                  {t("upgrade.cap", { cap: recruiterEntitlementsOf(p.tier).recruitCap })}
                </span>
                <Button
                  className="mt-auto"
                  variant={p.mostPopular ? "default" : "outline"}
                  disabled={current || lower}
                  onClick={() => choose(p.id, p.tier)}
                >
                  {current ? t("upgrade.current") : t("upgrade.choose", { plan: t(`upgrade.planNames.${p.tier}`) })}
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-center text-sm">
          <Link
            to="/recruiter-pricing"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => onOpenChange(false)}
          >
            {t("upgrade.compare")}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
