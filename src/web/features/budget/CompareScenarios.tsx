import { useTranslation } from "react-i18next";
import type { BudgetSimulationDto } from "@contracts/budget";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { useMoney } from "./format";

type Row = { key: string; of: (s: BudgetSimulationDto) => number; money?: boolean };

const ROWS: readonly Row[] = [
  { key: "years", of: (s) => s.settings.yearsOfService },
  { key: "basePay", of: (s) => s.calculation.basePay, money: true },
  { key: "allowances", of: (s) => s.calculation.bas + s.calculation.bah, money: true },
  { key: "grossPay", of: (s) => s.calculation.grossPay, money: true },
  { key: "totalTax", of: (s) => s.calculation.totalTax, money: true },
  { key: "tspContribution", of: (s) => s.calculation.tspContribution, money: true },
  { key: "tspFreeMoney", of: (s) => s.calculation.tspFreeMoney, money: true },
  { key: "netPay", of: (s) => s.calculation.netPay, money: true },
  { key: "annualNetPay", of: (s) => s.calculation.annualNetPay, money: true },
  { key: "bonusNet", of: (s) => s.calculation.bonus.net, money: true },
];

/** Two saved scenarios side by side (e.g. E-3 now vs E-5 in four years), with the difference from the first. */
export function CompareScenarios({ a, b }: { a: BudgetSimulationDto; b: BudgetSimulationDto }) {
  const { t } = useTranslation("budget");
  const money = useMoney();
  const year = Math.max(a.calculation.payYear, b.calculation.payYear);
  const show = (row: Row, n: number) => (row.money ? money(n) : String(n));
  const diff = (row: Row) => {
    const d = Math.round((row.of(b) - row.of(a)) * 100) / 100;
    if (d === 0) return "—";
    return `${d > 0 ? "+" : "−"}${show(row, Math.abs(d))}`;
  };
  return (
    <Card data-testid="compare">
      <CardHeader>
        <CardTitle>{t("compare.title")}</CardTitle>
        <CardDescription>{t("pay.estimate", { year })}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto px-3 sm:px-5">
        <table className="w-full text-xs sm:text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                <span className="sr-only">{t("compare.rows.rank")}</span>
              </th>
              {[a, b].map((s) => (
                <th key={s.id} scope="col" className="py-2 pr-2 sm:pr-3 text-right font-bold">
                  {s.name}
                  <span className="block text-xs font-normal text-muted-foreground">{s.settings.rank}</span>
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-semibold">
                {t("compare.difference")}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key} className={cn("border-b border-border/60", row.key === "netPay" && "font-bold")}>
                <th scope="row" className="py-2 pr-2 sm:pr-3 text-left font-medium text-muted-foreground">
                  {t(`compare.rows.${row.key}`)}
                </th>
                <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{show(row, row.of(a))}</td>
                <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{show(row, row.of(b))}</td>
                <td className="py-2 text-right tabular-nums">{diff(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
