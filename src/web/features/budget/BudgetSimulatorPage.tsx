import { Info } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BudgetSimulationDto } from "@contracts/budget";
import type { BranchCode } from "@domain/constants";
import { canUseBudgetBranch, canUsePayGrade, entitlementsOf } from "@domain/entitlements";
import { PAY_TABLE_YEAR, simulateBudget, type PayGrade } from "@domain/pay";
import { toast } from "@web/components/ui/use-toast";
import { FileDown } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/api";
import { downloadWhenReady } from "@web/lib/download";
import { useAuth } from "@web/lib/auth";
import { branchName } from "@web/lib/data-text";
import { useMessageText } from "@web/lib/messages";
import { useBranches } from "@web/lib/reference-data";
import { useBudgetSimulations, useDeleteBudgetSimulation, useExportBudgetPdf, useSaveBudgetSimulation } from "./api";
import { BudgetSplit } from "./BudgetSplit";
import { CompareScenarios } from "./CompareScenarios";
import { FORM_DEFAULTS, previewSettings, toRequest, type BudgetFormValues } from "./form";
import { PayBreakdown } from "./PayBreakdown";
import { SavedScenarios } from "./SavedScenarios";
import { LockedNote, SettingsPanel } from "./SettingsPanel";
import { UpsellCard } from "./UpsellCard";

const FORM_FIELDS = new Set<string>(Object.keys(FORM_DEFAULTS));

/**
 * /budget-simulator (learning spec §2; issue 13): settings, the live monthly figures worked out in the browser with the
 * same domain code the server uses, save (the server recomputes and keeps its own figures), the saved scenarios and a
 * side-by-side comparison. Free learners get E-1 to E-3 and the Army, from the rule book.
 */
export function BudgetSimulatorPage() {
  const { t, i18n } = useTranslation("budget");
  const message = useMessageText();
  const { user } = useAuth();
  const tier = user?.subscriptionTier ?? "free";
  const paid = entitlementsOf(tier).paid;
  const canUseGrade = (g: PayGrade) => canUsePayGrade(tier, g);
  const canUseBranch = (b: BranchCode) => canUseBudgetBranch(tier, b);
  const branches = useBranches();
  // The server's branch list, translated; the code itself until it has loaded.
  const branchLabel = (code: BranchCode) => branches.data?.find((b) => b.code === code)?.name ?? branchName(code, code);

  const form = useForm<BudgetFormValues>({ defaultValues: FORM_DEFAULTS });
  const values = useWatch({ control: form.control }) as BudgetFormValues;
  const settings = previewSettings({ ...FORM_DEFAULTS, ...values });
  // Cheap enough to work out on every render (a few dozen arithmetic steps).
  const calculation = simulateBudget(settings);
  const fallbackName = t("settings.defaultName", { rank: settings.grade, count: settings.yearsOfService });

  const saved = useBudgetSimulations();
  const save = useSaveBudgetSimulation();
  const remove = useDeleteBudgetSimulation();
  const scenarios = saved.data ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  // Oldest first, so "E-3 now" comes before "E-5 in four years" and the difference reads as what changes.
  const comparing = scenarios.filter((s) => picked.includes(s.id)).sort((a, b) => a.id - b.id);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const onSave = () => {
    form.clearErrors();
    const body = toRequest(form.getValues(), fallbackName);
    save.mutate(
      { body },
      {
        onSuccess: (result) => {
          toast({ title: t("toast.saved"), description: t("toast.savedBody", { name: result.name }), variant: "success" });
          form.setValue("name", "");
        },
        onError: (err) => {
          const body = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | null) : null;
          for (const [field, list] of Object.entries(body?.errors ?? {})) {
            if (FORM_FIELDS.has(field) && list[0]) form.setError(field as FieldPath<BudgetFormValues>, { message: list[0] });
          }
          const detail = err instanceof ApiError ? message(err.serverMessage) : undefined;
          toast({ title: t("toast.error"), description: detail ?? t("toast.saveFailed"), variant: "destructive" });
        },
      },
    );
  };

  const exportPdf = useExportBudgetPdf();
  const [exporting, setExporting] = useState(false);
  const onExport = () => {
    const { name: _name, ...settingsBody } = toRequest(form.getValues(), fallbackName);
    setExporting(true);
    exportPdf.mutate(
      {
        body: {
          ...settingsBody,
          name: form.getValues().name?.trim() || fallbackName,
          language: i18n.language.startsWith("es") ? "es" : "en",
        },
      },
      {
        onSuccess: async ({ downloadUrl }) => {
          try {
            await downloadWhenReady(downloadUrl);
            toast({ title: t("toast.pdf"), description: t("toast.pdfBody"), variant: "success" });
          } catch {
            toast({ title: t("toast.error"), description: t("toast.pdfFailed"), variant: "destructive" });
          } finally {
            setExporting(false);
          }
        },
        onError: (err) => {
          setExporting(false);
          const detail = err instanceof ApiError ? message(err.serverMessage) : undefined;
          toast({ title: t("toast.error"), description: detail ?? t("toast.pdfFailed"), variant: "destructive" });
        },
      },
    );
  };

  const onDelete = (s: BudgetSimulationDto) =>
    remove.mutate(
      { params: { id: s.id } },
      {
        onSuccess: () => {
          setPicked((p) => p.filter((id) => id !== s.id));
          toast({ title: t("toast.deleted") });
        },
        onError: () => toast({ title: t("toast.error"), description: t("toast.deleteFailed"), variant: "destructive" }),
      },
    );

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted/60 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("estimateNotice", { year: PAY_TABLE_YEAR })}
        </p>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="grid gap-4">
          <SettingsPanel
            form={form}
            canUseGrade={canUseGrade}
            canUseBranch={canUseBranch}
            branchLabel={branchLabel}
            saving={save.isPending}
            onSave={onSave}
            fallbackName={fallbackName}
          />
          <div className="grid gap-1.5">
            <Button variant="outline" onClick={onExport} disabled={exporting} data-testid="export-pdf">
              <FileDown aria-hidden="true" /> {exporting ? t("export.working") : t("export.button")}
            </Button>
            {paid ? null : <p className="text-xs text-muted-foreground">{t("export.watermarkNote")}</p>}
          </div>
          {paid ? null : (
            <>
              <LockedNote />
              <UpsellCard />
            </>
          )}
        </div>
        <div className="grid gap-4">
          <PayBreakdown c={calculation} yearsOfService={settings.yearsOfService} />
          <BudgetSplit c={calculation} />
        </div>
      </div>
      <SavedScenarios
        scenarios={scenarios}
        picked={picked}
        onPick={(id, on) => setPicked((p) => (on ? [...p, id].slice(-2) : p.filter((x) => x !== id)))}
        onDelete={onDelete}
        branchLabel={branchLabel}
        deleting={remove.isPending}
      />
      {comparing.length === 2 && comparing[0] && comparing[1] ? <CompareScenarios a={comparing[0]} b={comparing[1]} /> : null}
    </main>
  );
}
