import { ExternalLink, Lock, Save } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BUDGET_LIMITS } from "@contracts/budget";
import { BRANCH_CODES, type BranchCode } from "@domain/constants";
import { DEFAULT_BAH, NO_INCOME_TAX_STATES, PAY_GRADES, type PayGrade } from "@domain/pay";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FieldError, Input, Label } from "@web/components/ui/input";
import type { BudgetFormValues } from "./form";
import { useMoney } from "./format";

const BAH_LOOKUP = "https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/";
const selectClass =
  "h-10 w-full rounded-md border border-border bg-white px-3 text-base focus-visible:outline-2 disabled:opacity-60 md:text-sm";
const rangeClass = "w-full accent-primary disabled:opacity-50";

interface Props {
  form: UseFormReturn<BudgetFormValues>;
  canUseGrade: (grade: PayGrade) => boolean;
  canUseBranch: (branch: BranchCode) => boolean;
  branchLabel: (branch: BranchCode) => string;
  saving: boolean;
  onSave: () => void;
  /** The name saved when the field is left empty. */
  fallbackName: string;
}

/** Learning spec §2 "settings panel": grade, branch, the three sliders, and our state, housing and name fields. */
export function SettingsPanel({ form, canUseGrade, canUseBranch, branchLabel, saving, onSave, fallbackName }: Props) {
  const { t } = useTranslation("budget");
  const money = useMoney();
  const id = useId();
  const { register, control, formState } = form;
  const v = useWatch({ control });
  const errors = formState.errors;
  const rank = v.rank ?? "E-1";
  // Learning spec §5: the sliders are disabled while a grade the plan does not include is selected.
  const slidersLocked = !canUseGrade(rank);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <Field id={`${id}-rank`} label={t("settings.rank")} error={errors.rank?.message}>
            <select id={`${id}-rank`} className={selectClass} {...register("rank")}>
              {PAY_GRADES.map((g) => (
                <option key={g} value={g} disabled={!canUseGrade(g)}>
                  {canUseGrade(g) ? g : `${g} · ${t("settings.premiumLocked")}`}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-branch`} label={t("settings.branch")} error={errors.branch?.message}>
            <select id={`${id}-branch`} className={selectClass} {...register("branch")}>
              {BRANCH_CODES.map((b) => (
                <option key={b} value={b} disabled={!canUseBranch(b)}>
                  {canUseBranch(b) ? branchLabel(b) : `${branchLabel(b)} · ${t("settings.premiumLocked")}`}
                </option>
              ))}
            </select>
          </Field>

          <Slider
            id={`${id}-years`}
            label={t("settings.years")}
            value={t("settings.yearsValue", { count: Number(v.yearsOfService ?? 0) })}
            error={errors.yearsOfService?.message}
          >
            <input
              id={`${id}-years`}
              type="range"
              min={0}
              max={BUDGET_LIMITS.yearsMax}
              step={1}
              disabled={slidersLocked}
              className={rangeClass}
              {...register("yearsOfService", { valueAsNumber: true })}
            />
          </Slider>
          <Slider
            id={`${id}-bonus`}
            label={t("settings.bonus")}
            value={money(Number(v.signingBonus ?? 0))}
            error={errors.signingBonus?.message}
          >
            <input
              id={`${id}-bonus`}
              type="range"
              min={0}
              max={BUDGET_LIMITS.bonusMax}
              step={BUDGET_LIMITS.bonusStep}
              disabled={slidersLocked}
              className={rangeClass}
              {...register("signingBonus", { valueAsNumber: true })}
            />
          </Slider>
          <Slider id={`${id}-tsp`} label={t("settings.tsp")} value={`${v.tspPercent ?? 0}%`} error={errors.tspPercent?.message}>
            <input
              id={`${id}-tsp`}
              type="range"
              min={0}
              max={BUDGET_LIMITS.tspMax}
              step={1}
              disabled={slidersLocked}
              aria-describedby={`${id}-tsp-hint`}
              className={rangeClass}
              {...register("tspPercent", { valueAsNumber: true })}
            />
            <p id={`${id}-tsp-hint`} className="text-xs text-muted-foreground">
              {t("settings.tspHint")}
            </p>
          </Slider>

          <Field id={`${id}-state`} label={t("settings.state")} error={errors.state?.message}>
            <select id={`${id}-state`} className={selectClass} {...register("state")}>
              <option value="other">{t("settings.stateOther")}</option>
              {NO_INCOME_TAX_STATES.map((s) => (
                <option key={s} value={s}>
                  {t("settings.stateNoTax", { name: t(`states.${s}`) })}
                </option>
              ))}
            </select>
          </Field>
          {v.state === "other" ? (
            <Field
              id={`${id}-rate`}
              label={t("settings.stateRate")}
              error={errors.stateRatePercent?.message}
              hint={t("settings.stateRateHint")}
            >
              <Input
                id={`${id}-rate`}
                type="number"
                inputMode="decimal"
                min={0}
                max={BUDGET_LIMITS.stateRateMax}
                step={0.1}
                {...register("stateRatePercent", { valueAsNumber: true })}
              />
            </Field>
          ) : null}

          <Field
            id={`${id}-bah`}
            label={t("settings.bah")}
            error={errors.bahOverride?.message}
            hint={
              <>
                {DEFAULT_BAH[rank] > 0 ? t("settings.bahHint", { amount: money(DEFAULT_BAH[rank]) }) : t("settings.bahHintBarracks")}{" "}
                <a
                  href={BAH_LOOKUP}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-primary underline"
                >
                  {t("settings.bahLookup")}
                  <ExternalLink className="size-3" aria-hidden="true" />
                </a>
              </>
            }
          >
            <Input
              id={`${id}-bah`}
              type="number"
              inputMode="numeric"
              min={0}
              max={BUDGET_LIMITS.bahMax}
              step={1}
              placeholder={String(DEFAULT_BAH[rank])}
              {...register("bahOverride")}
            />
          </Field>

          <Field id={`${id}-name`} label={t("settings.name")} error={errors.name?.message}>
            <Input
              id={`${id}-name`}
              maxLength={BUDGET_LIMITS.nameMax}
              placeholder={t("settings.namePlaceholder", { example: fallbackName })}
              {...register("name")}
            />
          </Field>
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? t("settings.saving") : t("settings.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Slider({
  id,
  label,
  value,
  error,
  children,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm font-bold tabular-nums">
          {value}
        </output>
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Shown to a free learner: what Premium adds here, and the way to it (learning spec §2, §4). */
export function LockedNote() {
  const { t } = useTranslation("budget");
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Lock className="size-4" aria-hidden="true" />
      {t("settings.lockedNote")}
    </p>
  );
}
