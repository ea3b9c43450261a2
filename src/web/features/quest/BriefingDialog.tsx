import { Award, Medal, Rocket, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { QuestMissionDto } from "@contracts/quest";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { DifficultyBadge } from "./MissionCard";

interface BriefingProps {
  mission: QuestMissionDto | null;
  sectionName: string;
  passPercent: number;
  onClose: () => void;
  onStart: (mission: QuestMissionDto) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
  );
}

/** The briefing of an unlocked mission: its story, what it takes, its rewards, and Cancel / Start Mission (spec §2). */
export function BriefingDialog({ mission, sectionName, passPercent, onClose, onStart }: BriefingProps) {
  const { t } = useTranslation("quest");
  return (
    <Dialog open={mission !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {mission ? (
        <DialogContent closeLabel={t("dialog.close", { ns: "common" })} data-testid="briefing">
          <p className="text-xs font-bold uppercase tracking-wider text-primary">
            {t("briefing.title")} · {t("missionNumber", { n: mission.id })}
          </p>
          <DialogTitle className="mt-1 text-2xl">{t(`missions.${mission.id}.title`, { defaultValue: mission.title })}</DialogTitle>
          <DialogDescription className="text-base text-foreground">{t(`missions.${mission.id}.story`)}</DialogDescription>
          <p className="mt-2 text-sm text-muted-foreground">{t(`missions.${mission.id}.description`)}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3">
            <Fact label={t("briefing.section")}>{sectionName}</Fact>
            <Fact label={t("briefing.time")}>{t("minutes", { count: mission.estimatedMinutes })}</Fact>
            <Fact label={t("briefing.difficulty")}>
              <DifficultyBadge difficulty={mission.difficulty} />
            </Fact>
            <Fact label={t("briefing.passMark")}>{t("briefing.passValue", { pass: passPercent })}</Fact>
            <Fact label={t("briefing.distinction")}>{t("briefing.distinctionValue", { score: mission.requiredScore })}</Fact>
          </dl>
          <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-muted-foreground">{t("briefing.rewards")}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-3" data-testid="briefing-rewards">
            <li className="flex items-center gap-2 rounded-lg border border-border p-2 text-sm">
              <Medal className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                <span className="block text-xs text-muted-foreground">{t("briefing.rank")}</span>
                <span className="font-semibold">{t(`ranks.${mission.id}`)}</span>
              </span>
            </li>
            <li className="flex items-center gap-2 rounded-lg border border-border p-2 text-sm">
              <Award className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block text-xs text-muted-foreground">{t("briefing.badge")}</span>
                <span className="font-semibold">{t(`missions.${mission.id}.badge`)}</span>
              </span>
            </li>
            <li className="flex items-center gap-2 rounded-lg border border-border p-2 text-sm">
              <Star className="size-5 shrink-0 text-amber-500" aria-hidden="true" />
              <span>
                <span className="block text-xs text-muted-foreground">{t("briefing.points")}</span>
                <span className="font-semibold">{t("briefing.pointsValue", { points: mission.rewards.points })}</span>
              </span>
            </li>
          </ul>
          {mission.state === "completed" ? <p className="mt-3 rounded-md bg-green-50 p-2 text-sm">{t("briefing.replay")}</p> : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t("briefing.cancel")}</Button>
            </DialogClose>
            <Button onClick={() => onStart(mission)}>
              <Rocket aria-hidden="true" /> {t("briefing.start")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
