import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { scoreShareRequest, type ScoreShareRequest } from "@contracts/practice";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { useBranches } from "@web/lib/reference-data";
import { useShareScore } from "./api";

export function ShareScoreDialog({ open, onOpenChange, score }: { open: boolean; onOpenChange: (open: boolean) => void; score: number }) {
  const { t } = useTranslation("practice");
  const { t: tc } = useTranslation();
  const branches = useBranches();
  const share = useShareScore();
  const form = useForm<ScoreShareRequest>({
    resolver: zodResolver(scoreShareRequest),
    defaultValues: { afqtScore: score, branchCode: "", userZipCode: "", userPhone: "", userEmail: "", message: "" },
  });
  const errors = form.formState.errors;
  const field = (name: keyof ScoreShareRequest) => ({
    id: `share-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `share-${name}-error` : undefined,
  });

  const submit = form.handleSubmit((values) =>
    share.mutate(values, {
      onSuccess: () => {
        toast({ title: t("share.successTitle"), description: t("share.successBody"), variant: "success" });
        form.reset();
        onOpenChange(false);
      },
      onError: () => toast({ title: t("share.errorTitle"), description: t("share.errorBody"), variant: "destructive" }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("dialog.close")}>
        <DialogTitle>{t("share.title")}</DialogTitle>
        <DialogDescription>{t("share.description")}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="share-afqtScore">{t("share.afqtScore")}</Label>
            <Input type="number" inputMode="numeric" min={0} max={100} {...field("afqtScore")} {...form.register("afqtScore")} />
            <FieldError id="share-afqtScore-error" message={errors.afqtScore?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="share-branchCode">{t("share.branch")}</Label>
            <select
              className="h-10 rounded-md border border-border bg-white px-3 text-base md:text-sm"
              {...field("branchCode")}
              {...form.register("branchCode")}
            >
              <option value="">{t("share.branchPlaceholder")}</option>
              {(branches.data ?? []).map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
            <FieldError id="share-branchCode-error" message={errors.branchCode?.message} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="share-userZipCode">{t("share.zip")}</Label>
              <Input inputMode="numeric" autoComplete="postal-code" {...field("userZipCode")} {...form.register("userZipCode")} />
              <FieldError id="share-userZipCode-error" message={errors.userZipCode?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="share-userPhone">{t("share.phone")}</Label>
              <Input type="tel" autoComplete="tel" {...field("userPhone")} {...form.register("userPhone")} />
              <FieldError id="share-userPhone-error" message={errors.userPhone?.message} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="share-userEmail">{t("share.email")}</Label>
            <Input type="email" autoComplete="email" {...field("userEmail")} {...form.register("userEmail")} />
            <FieldError id="share-userEmail-error" message={errors.userEmail?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="share-message">{t("share.message")}</Label>
            <textarea
              rows={3}
              className="rounded-md border border-border bg-white px-3 py-2 text-base md:text-sm"
              {...field("message")}
              {...form.register("message")}
            />
            <FieldError id="share-message-error" message={errors.message?.message} />
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t("share.cancel")}
            </Button>
            <Button type="submit" disabled={share.isPending}>
              {share.isPending ? t("share.sharing") : t("share.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
