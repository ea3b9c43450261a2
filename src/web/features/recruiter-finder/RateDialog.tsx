import { Star } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { RECRUITER_FINDER_LIMITS, type RecruiterEntry } from "@contracts/recruiter-finder";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useMessageText } from "@web/lib/messages";
import { useRateRecruiter } from "./api";

/**
 * Rating a recruiter (issue 15): any signed-in learner may open it; the server accepts it only from a learner who
 * is or was on that recruiter's roster and says so otherwise (shown here, translated).
 */
export function RateDialog({ recruiter, onClose }: { recruiter: RecruiterEntry | null; onClose: () => void }) {
  const { t } = useTranslation("recruiters");
  const messageText = useMessageText();
  const rate = useRateRecruiter();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setStars(0);
    setComment("");
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recruiter) return;
    setError(null);
    rate.mutate(
      { params: { id: recruiter.id }, body: { stars, comment } },
      {
        onSuccess: () => {
          toast({ title: t("rate.thanks"), variant: "success" });
          close();
        },
        onError: (err) => setError((err instanceof ApiError ? messageText(err.serverMessage) : undefined) ?? t("results.failed")),
      },
    );
  };

  return (
    <Dialog open={recruiter !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {recruiter ? (
        <DialogContent closeLabel={t("dialog.close", { ns: "common" })}>
          <DialogTitle>{t("rate.title", { name: recruiter.name })}</DialogTitle>
          <DialogDescription>{t("rate.hint")}</DialogDescription>
          <form onSubmit={submit} className="grid gap-4">
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">{t("rate.stars")}</legend>
              <div className="flex gap-1">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n} className="cursor-pointer rounded-md p-1 focus-within:outline-2">
                    <input type="radio" name="stars" value={n} className="sr-only" checked={stars === n} onChange={() => setStars(n)} />
                    <Star
                      className={`size-8 ${n <= stars ? "fill-amber-400 text-amber-500" : "text-muted-foreground"}`}
                      aria-hidden="true"
                    />
                    <span className="sr-only">{t("rate.starLabel", { count: n })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="rate-comment">{t("rate.comment")}</Label>
              <textarea
                id="rate-comment"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                maxLength={RECRUITER_FINDER_LIMITS.comment}
                rows={3}
                className="w-full rounded-md border border-border bg-white px-3 py-2 text-base md:text-sm"
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={stars === 0 || rate.isPending}>
              {t("rate.submit")}
            </Button>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
