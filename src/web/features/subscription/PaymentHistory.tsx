import { Printer, Receipt } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentRecord } from "@contracts/billing";
import { formatPlanPrice } from "@domain/plans";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";

const money = (p: PaymentRecord) => `$${formatPlanPrice(p.amountCents)} ${p.currency.toUpperCase()}`;

/** Every payment, refund and failed charge, each with its receipt (printable). */
export function PaymentHistory({ payments }: { payments: PaymentRecord[] }) {
  const { t, i18n } = useTranslation("subscription");
  const [open, setOpen] = useState<PaymentRecord | null>(null);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium" }) : "—");
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t("history.empty")}</p>;
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border" data-testid="payment-history">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="grid gap-0.5">
              <span className="font-semibold">{describe(p)}</span>
              <span className="text-sm text-muted-foreground">{date(p.paidAt ?? p.createdAt)}</span>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-semibold tabular-nums">{money(p)}</span>
              <Badge variant={p.status === "paid" ? "success" : p.status === "refunded" ? "muted" : "danger"}>
                {t(`history.status.${p.status}`)}
              </Badge>
              {p.status === "failed" ? null : (
                <Button variant="ghost" size="sm" onClick={() => setOpen(p)}>
                  <Receipt aria-hidden="true" /> {t("history.receipt")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => (o ? undefined : setOpen(null))}>
        <DialogContent closeLabel={t("common:dialog.close", { defaultValue: "Close" })} className="print:shadow-none">
          {open ? (
            <>
              <DialogTitle>{t("receipt.title")}</DialogTitle>
              <DialogDescription>{t("receipt.number", { number: open.receiptNumber ?? open.id })}</DialogDescription>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="receipt">
                <dt className="text-muted-foreground">{t("receipt.item")}</dt>
                <dd className="font-semibold">{describe(open)}</dd>
                <dt className="text-muted-foreground">{t("receipt.amount")}</dt>
                <dd className="font-semibold tabular-nums">{money(open)}</dd>
                <dt className="text-muted-foreground">{t("receipt.paid")}</dt>
                <dd>{date(open.paidAt)}</dd>
                {open.periodStart ? (
                  <>
                    <dt className="text-muted-foreground">{t("receipt.period")}</dt>
                    <dd>
                      {date(open.periodStart)} – {date(open.periodEnd)}
                    </dd>
                  </>
                ) : null}
                {open.refundedAt ? (
                  <>
                    <dt className="text-muted-foreground">{t("receipt.refunded")}</dt>
                    <dd>{date(open.refundedAt)}</dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">{t("receipt.reference")}</dt>
                <dd className="font-mono text-xs break-all">{open.id}</dd>
              </dl>
              <Button variant="outline" className="mt-6 print:hidden" onClick={() => window.print()}>
                <Printer aria-hidden="true" /> {t("receipt.print")}
              </Button>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );

  function describe(p: PaymentRecord): string {
    if (p.kind === "bridge") return t("history.bridge");
    return t(`history.${p.planId ?? "monthly"}`, { defaultValue: p.description });
  }
}
