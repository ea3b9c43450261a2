import { useTranslation } from "react-i18next";
import { RECRUITER_PLANS, type RecruiterPlanId } from "@domain/recruiters";
import { Button } from "@web/components/ui/button";

/** The three recruiter plans as pressable buttons: one chosen, at checkout and when scheduling a change. */
export function PlanButtons({ value, onChange }: { value: RecruiterPlanId; onChange: (plan: RecruiterPlanId) => void }) {
  const { t } = useTranslation("recruiterPricing");
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {RECRUITER_PLANS.map((p) => (
        <Button
          key={p.id}
          type="button"
          variant={p.id === value ? "default" : "outline"}
          aria-pressed={p.id === value}
          onClick={() => onChange(p.id)}
        >
          {t(`names.${p.id}`)}
        </Button>
      ))}
    </div>
  );
}
