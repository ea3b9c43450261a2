import { useTranslation } from "react-i18next";
import { BRANCH_CODES, type BranchCode } from "@domain/constants";
import { Label } from "@web/components/ui/input";

export const selectClass =
  "h-10 w-full rounded-md border border-border bg-white px-3 text-base focus-visible:outline-2 disabled:opacity-60 md:text-sm";

/** The branch filter both pathfinder tabs offer: every branch, or one. */
export function BranchSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BranchCode | "all";
  onChange: (branch: BranchCode | "all") => void;
}) {
  const { t } = useTranslation("careers");
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t("score.branch")}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as BranchCode | "all")}>
        <option value="all">{t("allBranches")}</option>
        {BRANCH_CODES.map((b) => (
          <option key={b} value={b}>
            {t(`branch.${b}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
