import { useTranslation } from "react-i18next";
import type { BillingInterval } from "@domain/recruiters";
import { cn } from "@web/lib/cn";

/** §4: the pricing toggle is monthly or annual. A two-option radio group, so keyboards and screen readers get it. */
export function IntervalToggle({ value, onChange }: { value: BillingInterval; onChange(value: BillingInterval): void }) {
  const { t } = useTranslation("recruiterPricing");
  return (
    <div role="radiogroup" aria-label={t("toggle.label")} className="mx-auto inline-flex rounded-full border border-border bg-muted p-1">
      {(["monthly", "annual"] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "rounded-full px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            value === option ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {t(`toggle.${option}`)}
          {option === "annual" ? <span className="ml-1.5 text-xs font-bold text-emerald-700">{t("toggle.annualHint")}</span> : null}
        </button>
      ))}
    </div>
  );
}
