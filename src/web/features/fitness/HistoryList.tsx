import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FitnessRecord, FitnessRecordRequest } from "@contracts/fitness";
import { eventValue } from "@domain/fitness";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/use-toast";
import { useDeleteFitnessRecord, useUpdateFitnessRecord } from "./api";
import { formatRecordDate, formatTime } from "./format";
import { RecordForm } from "./RecordForm";

/** The records, newest first, each with edit and delete. */
export function HistoryList({ records }: { records: readonly FitnessRecord[] }) {
  const { t, i18n } = useTranslation("fitness");
  const lang = i18n.language;
  const update = useUpdateFitnessRecord();
  const remove = useDeleteFitnessRecord();
  const [editing, setEditing] = useState<FitnessRecord | null>(null);
  const [deleting, setDeleting] = useState<FitnessRecord | null>(null);

  const failed = () => toast({ title: t("toast.errorTitle"), description: t("toast.saveFailed"), variant: "destructive" });
  const save = async (body: FitnessRecordRequest) => {
    if (!editing) return;
    try {
      await update.mutateAsync({ params: { id: editing.id }, body });
    } catch (err) {
      failed();
      throw err;
    }
    toast({ title: t("toast.updated"), variant: "success" });
    setEditing(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { params: { id: deleting.id } },
      {
        onSuccess: () => toast({ title: t("toast.deleted"), variant: "success" }),
        onError: () => toast({ title: t("toast.errorTitle"), description: t("toast.deleteFailed"), variant: "destructive" }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const facts = (r: FitnessRecord) =>
    [
      r.pushUps !== null ? t("history.pushUps", { count: r.pushUps }) : null,
      r.sitUps !== null ? t("history.sitUps", { count: r.sitUps }) : null,
      eventValue(r, "run") !== null
        ? t("history.run", { time: formatTime(eventValue(r, "run") ?? 0), distance: t(`distances.${r.runDistance}`) })
        : null,
      eventValue(r, "plank") !== null ? t("history.plank", { time: formatTime(eventValue(r, "plank") ?? 0) }) : null,
      r.weight !== null ? t("history.weight", { value: r.weight }) : null,
      r.height !== null ? t("history.height", { value: r.height }) : null,
    ].filter((f): f is string => f !== null);

  return (
    <section className="grid gap-3" aria-labelledby="fitness-history-title">
      <h2 id="fitness-history-title" className="text-xl font-bold">
        {t("history.title")}
      </h2>
      {records.length === 0 ? (
        <Card className="border-dashed">
          <CardContent className="p-5 text-muted-foreground">{t("history.empty")}</CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" data-testid="fitness-history">
          {records.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="grid min-w-0 gap-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{formatRecordDate(r.recordedAt, lang)}</span>
                      <Badge variant="outline">{t(`testTypes.${r.testType}`)}</Badge>
                    </div>
                    <p className="text-sm">{facts(r).join(" · ") || t("history.nothing")}</p>
                    {r.notes ? <p className="break-words text-sm text-muted-foreground">{r.notes}</p> : null}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(r)}
                      aria-label={t("history.editLabel", { date: formatRecordDate(r.recordedAt, lang) })}
                    >
                      <Pencil aria-hidden="true" /> {t("history.edit")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeleting(r)}
                      aria-label={t("history.deleteLabel", { date: formatRecordDate(r.recordedAt, lang) })}
                    >
                      <Trash2 aria-hidden="true" /> {t("history.delete")}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent closeLabel={t("form.cancel")} className="max-h-[90dvh] overflow-y-auto">
          <DialogTitle>{t("history.editTitle")}</DialogTitle>
          <DialogDescription>{editing ? formatRecordDate(editing.recordedAt, lang) : ""}</DialogDescription>
          {editing ? (
            <div className="mt-4">
              <RecordForm
                key={editing.id}
                record={editing}
                idPrefix="fitness-edit"
                onSave={save}
                onCancel={() => setEditing(null)}
                saving={update.isPending}
              />
            </div>
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <DialogContent closeLabel={t("form.cancel")}>
          <DialogTitle>{t("history.deleteTitle")}</DialogTitle>
          <DialogDescription>
            {deleting ? t("history.deleteBody", { date: formatRecordDate(deleting.recordedAt, lang) }) : ""}
          </DialogDescription>
          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {t("history.deleteConfirm")}
            </Button>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t("form.cancel")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
