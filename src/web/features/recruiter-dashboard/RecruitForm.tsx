import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { addRecruitRequest, updateRecruitRequest, type Recruit } from "@contracts/recruiter";
import { BRANCH_CODES } from "@domain/constants";
import { RECRUIT_STATUSES } from "@domain/recruiters";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { ApiError } from "@web/lib/api";

/** What the inputs hold (text); the contract's own §5 parsing turns it into the request (blank score → 0, etc.). */
export interface RecruitFormValues {
  recruitName: string;
  recruitEmail: string;
  targetBranch: string;
  targetMOS: string;
  asvabGoalScore: string;
  currentScore: string;
  enlistmentDate: string;
  status: string;
  notes: string;
}
type Field = keyof RecruitFormValues;

function valuesOf(recruit: Recruit | null): RecruitFormValues {
  return {
    recruitName: recruit?.recruitName ?? "",
    recruitEmail: recruit?.recruitEmail ?? "",
    targetBranch: recruit?.targetBranch ?? "",
    targetMOS: recruit?.targetMOS ?? "",
    asvabGoalScore: recruit ? String(recruit.asvabGoalScore) : "",
    currentScore: recruit ? String(recruit.currentScore) : "",
    enlistmentDate: recruit?.enlistmentDate ?? "",
    status: recruit?.status ?? "active",
    notes: recruit?.notes ?? "",
  };
}

/** The add form sends §7's add fields; the edit form adds the current score and status. */
function resolverFor(editing: boolean): Resolver<RecruitFormValues, unknown, Record<string, unknown>> {
  return async (values) => {
    const { currentScore, status, ...add } = values;
    const parsed = editing ? updateRecruitRequest.safeParse({ ...add, currentScore, status }) : addRecruitRequest.safeParse(add);
    if (parsed.success) return { values: parsed.data as Record<string, unknown>, errors: {} };
    const errors: FieldErrors<RecruitFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= { type: "validation", message: issue.message };
    }
    return { values: {}, errors };
  };
}

const selectClass =
  "flex h-10 w-full rounded-md border border-border bg-white px-3 py-2 text-base focus-visible:outline-2 aria-[invalid=true]:border-destructive md:text-sm";

export function RecruitForm({
  recruit,
  onSave,
  onCancel,
}: {
  recruit: Recruit | null;
  /** Resolves when saved; rejects with the ApiError (its field errors are shown beside the fields). */
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("recruiterDashboard");
  const editing = recruit !== null;
  const form = useForm<RecruitFormValues, unknown, Record<string, unknown>>({
    defaultValues: valuesOf(recruit),
    resolver: resolverFor(editing),
  });
  const { errors, isSubmitting } = form.formState;
  const prefix = editing ? `edit-recruit-${recruit.id}` : "add-recruit";

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (messages[0] && field in valuesOf(null)) form.setError(field as Field, { type: "server", message: messages[0] });
        }
      }
    }
  });

  const control = (name: Field) => ({
    id: `${prefix}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
  });
  const field = (name: Field, label: string, input: ReactNode, optional = false) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${prefix}-${name}`}>
        {label} {optional ? <span className="font-normal text-muted-foreground">{t("form.optional")}</span> : null}
      </Label>
      {input}
      <FieldError id={`${prefix}-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {field(
        "recruitName",
        t("form.recruitName"),
        <Input autoComplete="off" {...control("recruitName")} {...form.register("recruitName")} />,
      )}
      {field(
        "recruitEmail",
        t("form.recruitEmail"),
        <Input type="email" autoComplete="off" {...control("recruitEmail")} {...form.register("recruitEmail")} />,
        true,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "targetBranch",
          t("form.targetBranch"),
          <select className={selectClass} {...control("targetBranch")} {...form.register("targetBranch")}>
            <option value="">{t("form.chooseBranch")}</option>
            {BRANCH_CODES.map((b) => (
              <option key={b} value={b}>
                {t(`branches.${b}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          "targetMOS",
          t("form.targetMOS"),
          <Input placeholder={t("form.mosPlaceholder")} {...control("targetMOS")} {...form.register("targetMOS")} />,
          true,
        )}
        {field(
          "asvabGoalScore",
          t("form.asvabGoalScore"),
          <Input
            type="number"
            inputMode="numeric"
            min={31}
            max={99}
            step={1}
            {...control("asvabGoalScore")}
            {...form.register("asvabGoalScore")}
          />,
        )}
        {editing
          ? field(
              "currentScore",
              t("form.currentScore"),
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                step={1}
                disabled={recruit.live}
                {...control("currentScore")}
                {...form.register("currentScore")}
              />,
            )
          : null}
        {field(
          "enlistmentDate",
          t("form.enlistmentDate"),
          <Input type="date" {...control("enlistmentDate")} {...form.register("enlistmentDate")} />,
          true,
        )}
        {editing
          ? field(
              "status",
              t("form.status"),
              <select className={selectClass} {...control("status")} {...form.register("status")}>
                {RECRUIT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>,
            )
          : null}
      </div>
      {editing && recruit.live ? <p className="text-sm text-muted-foreground">{t("form.liveScore")}</p> : null}
      {field(
        "notes",
        t("form.notes"),
        <textarea
          rows={3}
          className="w-full rounded-md border border-border bg-white px-3 py-2 text-base focus-visible:outline-2 md:text-sm"
          {...control("notes")}
          {...form.register("notes")}
        />,
        true,
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {editing ? t("actions.save") : t("actions.create")}
        </Button>
      </div>
    </form>
  );
}
