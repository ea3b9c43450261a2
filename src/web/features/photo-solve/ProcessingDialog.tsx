import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

/**
 * Learning spec §2 and §4: the processing dialog while the server reads the photo (or the typed question). It cannot
 * be dismissed: the scan is already counted and its analysis opens as soon as it arrives.
 */
export function ProcessingDialog({ source }: { source: "photo" | "typed" | null }) {
  const { t } = useTranslation("photoSolve");
  return (
    <Dialog open={source !== null}>
      <DialogContent
        hideClose
        closeLabel={t("analysis.close")}
        className="max-w-sm text-center"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        data-testid="processing-dialog"
      >
        <div className="grid justify-items-center gap-3 py-2">
          <Spinner className="size-10 text-primary" />
          <DialogTitle className="pr-0">{source === "typed" ? t("processing.titleTyped") : t("processing.title")}</DialogTitle>
          <DialogDescription className="mt-0">{source === "typed" ? t("processing.bodyTyped") : t("processing.body")}</DialogDescription>
        </div>
      </DialogContent>
    </Dialog>
  );
}
