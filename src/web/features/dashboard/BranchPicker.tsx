import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MilitaryBranch } from "@contracts/branches";
import type { PublicUser } from "@contracts/user";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/cn";
import { useUpdateBranch } from "./api/use-update-branch";

/**
 * Clicking a branch selects it at once and saves it (platform spec §4 "Target branch"). Compact: one row of
 * names and minimum scores; only the chosen branch's description is shown, under the row.
 */
export function BranchPicker({ user, branches, failed }: { user: PublicUser; branches: readonly MilitaryBranch[]; failed: boolean }) {
  const { t } = useTranslation("dashboard");
  const update = useUpdateBranch();
  const selected = update.isPending ? update.variables.body.targetBranch : user.targetBranch;
  const chosen = failed ? undefined : branches.find((b) => b.code === selected);

  return (
    // The analytics screen links here (#target-branch) when no branch is chosen.
    <Card id="target-branch" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t("branch.title")}</CardTitle>
        <CardDescription>{t("branch.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t("branch.loadError")}
          </p>
        ) : (
          <div role="group" aria-label={t("branch.title")} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {branches.map((b) => {
              const active = selected === b.code;
              return (
                <button
                  key={b.code}
                  type="button"
                  aria-pressed={active}
                  data-testid={`branch-${b.code}`}
                  disabled={update.isPending}
                  onClick={() => {
                    if (b.code === user.targetBranch) return;
                    update.mutate(
                      { body: { targetBranch: b.code } },
                      {
                        onSuccess: () =>
                          toast({
                            title: t("branch.updated"),
                            description: t("branch.updatedBody", { branch: b.name }),
                            variant: "success",
                          }),
                        onError: () => toast({ title: t("branch.errorTitle"), description: t("branch.errorBody"), variant: "destructive" }),
                      },
                    );
                  }}
                  className={cn(
                    "relative flex flex-col items-start justify-start rounded-lg border-2 px-3 py-2 text-left transition-colors disabled:cursor-wait",
                    active ? "border-primary bg-green-50" : "border-border bg-card hover:border-primary/60",
                  )}
                >
                  {active ? (
                    <span className="absolute right-2 top-2 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
                      <Check className="size-3.5" aria-label={t("branch.selected")} />
                    </span>
                  ) : null}
                  <span className="block pr-6 text-sm font-bold leading-tight">{b.name}</span>
                  <span className="mt-0.5 block text-xs font-semibold text-muted-foreground">
                    {t("branch.minimum", { score: b.minimumAFQTScore })}
                  </span>
                </button>
              );
            })}
          </div>
        )}
        {chosen ? <p className="mt-3 text-sm text-muted-foreground">{chosen.description}</p> : null}
      </CardContent>
    </Card>
  );
}
