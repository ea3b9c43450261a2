import { Loader2, Save } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FITNESS_TEST_TYPES, RUN_DISTANCES, fitnessRecordRequest, type FitnessRecord, type FitnessRecordRequest } from "@contracts/fitness";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { ApiError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { localDay } from "./format";

/** What the inputs hold: text, turned into the request by the contract's own §5 parsing (empty → null). */
type NumberField = "pushUps" | "sitUps" | "runTimeMinutes" | "runTimeSeconds" | "plankMinutes" | "plankSeconds" | "weight" | "height";
export type RecordFormValues = Record<NumberField, string> & { runDistance: string; testType: string; notes: string; date: string };
type FormField = keyof RecordFormValues;

const text = (n: number | null) => (n === null ? "" : String(n));

export function formValuesOf(record: FitnessRecord | null): RecordFormValues {
  return {
    pushUps: text(record?.pushUps ?? null),
    sitUps: text(record?.sitUps ?? null),
    runTimeMinutes: text(record?.runTimeMinutes ?? null),
    runTimeSeconds: text(record?.runTimeSeconds ?? null),
    plankMinutes: text(record?.plankMinutes ?? null),
    plankSeconds: text(record?.plankSeconds ?? null),
    weight: text(record?.weight ?? null),
    height: text(record?.height ?? null),
    runDistance: record?.runDistance ?? "1.5_mile",
    testType: record?.testType ?? "practice",
    notes: record?.notes ?? "",
    date: localDay(record ? new Date(record.recordedAt) : new Date()),
  };
}

/**
 * The day is sent only when it changed (a new record on today's date is stamped now by the server; an edit that keeps
 * the day keeps the stored time); a chosen day is sent as its noon UTC, the same calendar day in every US time zone.
 */
function requestOf(values: RecordFormValues, originalDay: string): Record<string, unknown> {
  const { date, ...fields } = values;
  return { ...fields, ...(date && date !== originalDay ? { recordedAt: `${date}T12:00:00.000Z` } : {}) };
}

const fieldOf = (key: PropertyKey | undefined): FormField => (key === "recordedAt" ? "date" : (key as FormField));

function resolverFor(originalDay: string): Resolver<RecordFormValues, unknown, FitnessRecordRequest> {
  return async (values) => {
    const parsed = fitnessRecordRequest.safeParse(requestOf(values, originalDay));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<RecordFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path[0]);
      errors[field] ??= { type: "validation", message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The add and edit form: every §3 field (and the plank); `onSave` returns the mutation's promise. */
export function RecordForm({
  record,
  idPrefix,
  onSave,
  onCancel,
  saving,
}: {
  record: FitnessRecord | null;
  idPrefix: string;
  onSave: (body: FitnessRecordRequest) => Promise<unknown>;
  onCancel?: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation("fitness");
  const defaults = formValuesOf(record);
  const form = useForm<RecordFormValues, unknown, FitnessRecordRequest>({
    defaultValues: defaults,
    resolver: resolverFor(record ? defaults.date : ""),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
      // Spec §4: the add-record form is cleared after save (an edit's dialog closes instead).
      if (!record) form.reset(formValuesOf(null));
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (messages[0]) form.setError(fieldOf(field), { type: "server", message: messages[0] });
        }
      }
    }
  });

  const id = (name: FormField) => `${idPrefix}-${name}`;
  const control = (name: FormField) => ({
    id: id(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id(name)}-error` : undefined,
  });
  const numberInput = (name: NumberField, max: number) => (
    <Input type="number" inputMode="numeric" min={0} max={max} step={1} {...control(name)} {...form.register(name)} />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={record ? t("form.editLabel") : t("form.addLabel")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("events.pushUps")} htmlFor={id("pushUps")} error={errors.pushUps?.message} errorId={`${id("pushUps")}-error`}>
          {numberInput("pushUps", 200)}
        </Field>
        <Field label={t("events.sitUps")} htmlFor={id("sitUps")} error={errors.sitUps?.message} errorId={`${id("sitUps")}-error`}>
          {numberInput("sitUps", 200)}
        </Field>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("events.run")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field
            label={t("form.minutes")}
            htmlFor={id("runTimeMinutes")}
            srPrefix={t("events.run")}
            error={errors.runTimeMinutes?.message}
            errorId={`${id("runTimeMinutes")}-error`}
            small
          >
            {numberInput("runTimeMinutes", 60)}
          </Field>
          <Field
            label={t("form.seconds")}
            htmlFor={id("runTimeSeconds")}
            srPrefix={t("events.run")}
            error={errors.runTimeSeconds?.message}
            errorId={`${id("runTimeSeconds")}-error`}
            small
          >
            {numberInput("runTimeSeconds", 59)}
          </Field>
          <Field
            label={t("form.distance")}
            htmlFor={id("runDistance")}
            srPrefix={t("events.run")}
            error={errors.runDistance?.message}
            errorId={`${id("runDistance")}-error`}
            small
            className="col-span-2 sm:col-span-1"
          >
            <select className={selectClass} {...control("runDistance")} {...form.register("runDistance")}>
              {RUN_DISTANCES.map((d) => (
                <option key={d} value={d}>
                  {t(`distances.${d}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">
          {t("events.plank")} <span className="font-normal text-muted-foreground">{t("form.optional")}</span>
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field
            label={t("form.minutes")}
            htmlFor={id("plankMinutes")}
            srPrefix={t("events.plank")}
            error={errors.plankMinutes?.message}
            errorId={`${id("plankMinutes")}-error`}
            small
          >
            {numberInput("plankMinutes", 20)}
          </Field>
          <Field
            label={t("form.seconds")}
            htmlFor={id("plankSeconds")}
            srPrefix={t("events.plank")}
            error={errors.plankSeconds?.message}
            errorId={`${id("plankSeconds")}-error`}
            small
          >
            {numberInput("plankSeconds", 59)}
          </Field>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("form.weight")}
          optional={t("form.optional")}
          htmlFor={id("weight")}
          error={errors.weight?.message}
          errorId={`${id("weight")}-error`}
        >
          {numberInput("weight", 700)}
        </Field>
        <Field
          label={t("form.height")}
          optional={t("form.optional")}
          htmlFor={id("height")}
          error={errors.height?.message}
          errorId={`${id("height")}-error`}
        >
          {numberInput("height", 96)}
        </Field>
        <Field label={t("form.testType")} htmlFor={id("testType")} error={errors.testType?.message} errorId={`${id("testType")}-error`}>
          <select className={selectClass} {...control("testType")} {...form.register("testType")}>
            {FITNESS_TEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`testTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("form.date")} htmlFor={id("date")} error={errors.date?.message} errorId={`${id("date")}-error`}>
          <Input type="date" max={localDay(new Date())} {...control("date")} {...form.register("date")} />
        </Field>
      </div>

      <Field
        label={t("form.notes")}
        optional={t("form.optional")}
        htmlFor={id("notes")}
        error={errors.notes?.message}
        errorId={`${id("notes")}-error`}
      >
        <textarea
          rows={3}
          className={cn(selectClass, "h-auto resize-y py-2 leading-6")}
          {...control("notes")}
          {...form.register("notes")}
        />
      </Field>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {record ? t("form.saveChanges") : t("form.save")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const selectClass =
  "h-10 w-full rounded-md border border-border bg-white px-3 text-base focus-visible:outline-2 aria-[invalid=true]:border-destructive md:text-sm";

function Field({
  label,
  optional,
  htmlFor,
  error,
  errorId,
  small,
  srPrefix,
  className,
  children,
}: {
  label: string;
  optional?: string;
  htmlFor: string;
  error: string | undefined;
  errorId: string;
  small?: boolean;
  /** Read before a short visible label ("Minutes") so the control's name is unique ("Run Minutes"). */
  srPrefix?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={htmlFor} className={small ? "text-xs text-muted-foreground" : undefined}>
        {srPrefix ? <span className="sr-only">{srPrefix} </span> : null}
        {label}
        {optional ? <span className="ml-1 font-normal text-muted-foreground">{optional}</span> : null}
      </Label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
