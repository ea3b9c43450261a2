import { Award, CheckCircle2, Medal, Star, Trophy } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CompleteMissionResponse } from "@contracts/quest";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";

/** One step of the overlay is revealed this often (learning spec §4: it reveals in steps). */
export const STEP_MS = 700;
const STEPS = 4;

interface CelebrationProps {
  result: CompleteMissionResponse;
  onContinue: () => void;
  onMissionSelect: () => void;
}

function Step({ shown, icon, children, testId }: { shown: boolean; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <li
      data-testid={testId}
      aria-hidden={!shown}
      className={cn(
        "flex items-center gap-3 rounded-lg border border-border bg-card p-3 text-left font-semibold transition-all duration-500",
        shown ? "translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
      )}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/**
 * The celebration of a completion the server confirmed: mission complete, rank promoted, badge earned, points added,
 * one after another; then 'Continue Quest' (closes) and 'Mission Select'.
 */
export function Celebration({ result, onContinue, onMissionSelect }: CelebrationProps) {
  const { t } = useTranslation("quest");
  const [step, setStep] = useState(1);
  useEffect(() => {
    if (step >= STEPS) return;
    const timer = window.setTimeout(() => setStep((s) => s + 1), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  // The buttons appear with the last step; focus moves to 'Continue Quest' then, for keyboard and screen reader users.
  const continueRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step >= STEPS) continueRef.current?.focus();
  }, [step]);

  const { completion, quest } = result;
  const n = completion.missionId;
  const fresh = completion.newlyCompleted;
  const rank = t(`ranks.${completion.rank.level}`, { defaultValue: completion.rank.title });
  const badge = t(`missions.${n}.badge`, { defaultValue: completion.badge });
  const done = step >= STEPS;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onContinue())}>
      <DialogContent
        closeLabel={t("dialog.close", { ns: "common" })}
        hideClose
        aria-describedby={undefined}
        data-testid="celebration"
        className="text-center focus:outline-none"
      >
        <Trophy className="mx-auto size-14 text-amber-500" aria-hidden="true" />
        <DialogTitle className="mt-2 pr-0 text-3xl font-black">{t("celebration.title")}</DialogTitle>
        <ol className="mt-4 grid gap-2" aria-live="polite">
          <Step shown={step >= 1} testId="celebration-mission" icon={<CheckCircle2 className="size-5" aria-hidden="true" />}>
            {t("celebration.missionComplete", { n, title: t(`missions.${n}.title`), score: completion.score })}
            {completion.distinction ? (
              <span className="block text-sm font-normal text-amber-800">
                {t("celebration.distinction", { score: quest.missions[n - 1]?.requiredScore })}
              </span>
            ) : null}
          </Step>
          <Step shown={step >= 2} testId="celebration-rank" icon={<Medal className="size-5" aria-hidden="true" />}>
            {fresh ? t("celebration.rankPromoted", { rank }) : t("celebration.rankKept", { rank })}
          </Step>
          <Step shown={step >= 3} testId="celebration-badge" icon={<Award className="size-5" aria-hidden="true" />}>
            {fresh ? t("celebration.badgeEarned", { badge }) : t("celebration.badgeKept", { badge })}
          </Step>
          <Step shown={step >= 4} testId="celebration-points" icon={<Star className="size-5" aria-hidden="true" />}>
            {fresh
              ? t("celebration.pointsAdded", { points: completion.pointsAwarded, total: quest.totalPoints })
              : t("celebration.pointsKept", { total: quest.totalPoints })}
          </Step>
        </ol>
        <div className={cn("mt-5 flex flex-wrap justify-center gap-2", done ? "" : "invisible")}>
          <Button ref={continueRef} onClick={onContinue} disabled={!done}>
            {t("celebration.continue")}
          </Button>
          <Button variant="outline" onClick={onMissionSelect} disabled={!done}>
            {t("celebration.missionSelect")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
