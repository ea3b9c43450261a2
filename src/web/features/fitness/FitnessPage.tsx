import { AlertTriangle, Dumbbell, Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FitnessRecordRequest } from "@contracts/fitness";
import type { BranchCode } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { useAuth } from "@web/lib/auth";
import { useBranches } from "@web/lib/reference-data";
import { useAddFitnessRecord, useFitnessProfile, useFitnessRecords } from "./api";
import { HistoryList } from "./HistoryList";
import { ProfileCard } from "./ProfileCard";
import { ProgressCharts } from "./ProgressCharts";
import { RecordForm } from "./RecordForm";
import { StandardsBox } from "./StandardsBox";
import { standardForProfile } from "./standards-view";
import { StatusCard } from "./StatusCard";

/**
 * /fitness (learning spec §2 "Fitness tracker"): current status against the target branch's entry standard, the
 * add-record form (toggles, cleared after save), the history as charts and a list, and the standards box.
 */
export function FitnessPage() {
  const { t } = useTranslation("fitness");
  const { user } = useAuth();
  const records = useFitnessRecords();
  const profile = useFitnessProfile();
  const branches = useBranches();
  const add = useAddFitnessRecord();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const branch: BranchCode | null = user?.targetBranch ?? null;
  const branchName = (code: BranchCode) => branches.data?.find((b) => b.code === code)?.name ?? t(`branchFallback.${code}`);
  const standard = branch ? standardForProfile(branch, profile.data) : null;

  const save = async (body: FitnessRecordRequest) => {
    try {
      await add.mutateAsync({ body });
    } catch (err) {
      // Spec §8: 'Error' / 'Failed to save fitness metrics'.
      toast({ title: t("toast.errorTitle"), description: t("toast.saveFailed"), variant: "destructive" });
      throw err;
    }
    toast({ title: t("toast.added"), variant: "success" });
  };

  let body;
  if (records.isLoading || profile.isLoading) {
    body = (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner className="size-8 text-primary" label={t("loading")} />
      </div>
    );
  } else if (records.isError || profile.isError || !records.data) {
    body = (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-3 p-6">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <h2 className="text-xl font-bold">{t("errorTitle")}</h2>
          <Button onClick={() => void Promise.all([records.refetch(), profile.refetch()])}>{t("retry")}</Button>
        </CardContent>
      </Card>
    );
  } else {
    const list = records.data;
    body = (
      <>
        <ProfileCard profile={profile.data ?? { birthYear: null, sex: null }} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-6">
            <StatusCard standard={standard} branchName={branch ? branchName(branch) : null} records={list} />
            <Card>
              <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
                <div className="grid gap-1">
                  <CardTitle>{t("form.title")}</CardTitle>
                  <CardDescription>{t("form.description")}</CardDescription>
                </div>
                <Button
                  variant={adding ? "outline" : "default"}
                  onClick={() => setAdding((open) => !open)}
                  aria-expanded={adding}
                  aria-controls="fitness-add-form"
                >
                  {adding ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {adding ? t("form.close") : t("form.open")}
                </Button>
              </CardHeader>
              {adding ? (
                <CardContent id="fitness-add-form">
                  <RecordForm record={null} idPrefix="fitness-add" onSave={save} saving={add.isPending} />
                </CardContent>
              ) : null}
            </Card>
            <ProgressCharts records={list} standard={standard} />
            <HistoryList records={list} />
          </div>
          <StandardsBox branch={branch} profile={profile.data} branchName={branchName} />
        </div>
      </>
    );
  }

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <Dumbbell className="size-7 text-primary" aria-hidden="true" /> {t("title")}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </header>
      {body}
    </main>
  );
}
