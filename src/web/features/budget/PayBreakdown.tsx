import { PiggyBank } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BudgetCalculation } from "@domain/pay";
import { Card, CardContent } from "@web/components/ui/card";
import { FigureCard, Line } from "./Figures";
import { useMoney } from "./format";

/** Monthly pay, taxes, TSP with the government's money, take-home pay and the bonus, for one scenario. */
export function PayBreakdown({ c, yearsOfService }: { c: BudgetCalculation; yearsOfService: number }) {
  const { t } = useTranslation("budget");
  const money = useMoney();
  const minus = (n: number) => (n === 0 ? money(0) : `−${money(n)}`);
  const year = c.payYear;
  return (
    <div className="grid gap-4">
      <Card className="border-primary/30 bg-primary text-primary-foreground">
        <CardContent className="flex flex-wrap items-end justify-between gap-3 p-5">
          <div>
            <p className="text-sm font-semibold opacity-90">{t("net.title")}</p>
            <p className="text-3xl font-extrabold tabular-nums" data-testid="net-pay">
              {money(c.netPay)} <span className="text-base font-semibold opacity-90">{t("net.monthly")}</span>
            </p>
          </div>
          <p className="text-sm opacity-90">
            {t("net.annual", { amount: money(c.annualNetPay) })} · {t("pay.estimate", { year })}
          </p>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <FigureCard title={t("pay.title")} year={year}>
          <Line label={t("pay.basePay")} value={money(c.basePay)} note={c.basePayUsualForYears ? undefined : t("pay.basePayUnusual")} />
          <Line label={t("pay.bas")} value={money(c.bas)} />
          <Line label={t("pay.bah")} value={money(c.bah)} note={c.bahIsDefault ? t("pay.bahDefault") : undefined} />
          <Line label={t("pay.gross")} value={money(c.grossPay)} strong />
        </FigureCard>
        <FigureCard title={t("taxes.title")} year={year}>
          <Line label={t("taxes.federal")} value={minus(c.federalTax)} note={t("taxes.federalNote")} />
          <Line label={t("taxes.state")} value={minus(c.stateTax)} />
          <Line label={t("taxes.socialSecurity")} value={minus(c.socialSecurityTax)} />
          <Line label={t("taxes.medicare")} value={minus(c.medicareTax)} />
          <Line label={t("taxes.total")} value={minus(c.totalTax)} strong />
        </FigureCard>
        <FigureCard title={t("tsp.title")} year={year}>
          <Line label={t("tsp.yours")} value={minus(c.tspContribution)} />
          <Line label={t("tsp.automatic")} value={`+${money(c.tspAutomatic)}`} tone="good" />
          <Line
            label={t("tsp.matching")}
            value={`+${money(c.tspMatching)}`}
            tone="good"
            note={yearsOfService < 2 ? t("tsp.matchingLater") : undefined}
          />
          <div className="flex items-start gap-2 rounded-md bg-green-50 p-3 text-green-900">
            <PiggyBank className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-0.5">
              <p className="font-semibold">
                {t("tsp.freeMoney")}: <span className="tabular-nums">{money(c.tspFreeMoney)}</span>
              </p>
              <p className="text-xs">{t("tsp.freeMoneyNote")}</p>
            </div>
          </div>
        </FigureCard>
        {c.bonus.gross > 0 ? (
          <FigureCard title={t("bonus.title")} year={year}>
            <Line label={t("bonus.gross")} value={money(c.bonus.gross)} />
            <Line label={t("bonus.federal")} value={minus(c.bonus.federalTax)} />
            <Line label={t("bonus.fica")} value={minus(c.bonus.ficaTax)} />
            <Line label={t("bonus.state")} value={minus(c.bonus.stateTax)} />
            <Line label={t("bonus.net")} value={money(c.bonus.net)} strong />
          </FigureCard>
        ) : null}
      </div>
    </div>
  );
}
