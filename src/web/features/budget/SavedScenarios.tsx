import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BudgetSimulationDto } from "@contracts/budget";
import type { BranchCode } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useMoney } from "./format";

interface Props {
  scenarios: readonly BudgetSimulationDto[];
  /** Up to two ids picked for the side-by-side view. */
  picked: readonly number[];
  onPick: (id: number, on: boolean) => void;
  onDelete: (scenario: BudgetSimulationDto) => void;
  deleting: boolean;
  branchLabel: (branch: BranchCode) => string;
}

/** The learner's saved scenarios (`GET /api/budget-simulations`), newest first, each with the server's figures. */
export function SavedScenarios({ scenarios, picked, onPick, onDelete, deleting, branchLabel }: Props) {
  const { t } = useTranslation("budget");
  const money = useMoney();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("saved.title")}</CardTitle>
        <CardDescription>{scenarios.length ? t("saved.compareHint") : t("saved.empty")}</CardDescription>
      </CardHeader>
      {scenarios.length ? (
        <CardContent>
          <ul className="grid gap-2" aria-label={t("saved.title")}>
            {scenarios.map((s) => {
              const on = picked.includes(s.id);
              const full = !on && picked.length >= 2;
              return (
                <li key={s.id} className="flex items-center gap-3 rounded-lg border border-border p-3" data-testid="saved-scenario">
                  <input
                    id={`pick-${s.id}`}
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={on}
                    disabled={full}
                    onChange={(e) => onPick(s.id, e.target.checked)}
                  />
                  <label htmlFor={`pick-${s.id}`} className="grid min-w-0 flex-1 cursor-pointer gap-0.5">
                    <span className="font-semibold break-words">{s.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {t("saved.summary", {
                        rank: s.settings.rank,
                        years: t("settings.yearsValue", { count: s.settings.yearsOfService }),
                        branch: branchLabel(s.settings.branch),
                      })}
                    </span>
                    <span className="text-sm font-bold tabular-nums sm:hidden">
                      {t("saved.net", { amount: money(s.calculation.netPay) })}
                    </span>
                  </label>
                  <span className="shrink-0 text-sm font-bold tabular-nums max-sm:hidden">
                    {t("saved.net", { amount: money(s.calculation.netPay) })}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("saved.deleteLabel", { name: s.name })}
                    disabled={deleting}
                    onClick={() => onDelete(s)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
