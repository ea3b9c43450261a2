import { useTranslation } from "react-i18next";
import type { BudgetCalculation, MonthlyBudget } from "@domain/pay";
import { FigureCard, Line } from "./Figures";
import { useMoney } from "./format";

const ORDER: readonly (keyof MonthlyBudget)[] = ["housing", "food", "transportation", "personal", "savings", "entertainment", "emergency"];

/** Learning spec §9's split of take-home pay, each share drawn as a bar of the month. */
export function BudgetSplit({ c }: { c: BudgetCalculation }) {
  const { t } = useTranslation("budget");
  const money = useMoney();
  const net = Math.max(c.netPay, 1);
  return (
    <FigureCard title={t("split.title")} year={c.payYear}>
      <p className="mb-1 text-muted-foreground">{t("split.description")}</p>
      {ORDER.map((key) => {
        const amount = c.monthlyBudget[key];
        const percent = Math.round((amount / net) * 100);
        return (
          <div key={key} className="grid gap-1">
            <Line label={`${t(`split.${key}`)} · ${percent}%`} value={money(amount)} />
            <div className="h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.min(100, percent)}%` }} />
            </div>
          </div>
        );
      })}
      {c.budgetRemainder !== 0 ? (
        <Line
          label={c.budgetRemainder > 0 ? t("split.remainder") : t("split.over")}
          value={money(Math.abs(c.budgetRemainder))}
          tone={c.budgetRemainder > 0 ? "good" : "bad"}
          strong
        />
      ) : null}
    </FigureCard>
  );
}
