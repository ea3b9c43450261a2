import { Award, CheckCircle2, Clock, Lock, Medal, Star, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { QuestMissionDto } from "@contracts/quest";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

const DIFFICULTY_VARIANT = { Easy: "success", Medium: "warning", Hard: "danger", Expert: "default" } as const;

export function DifficultyBadge({ difficulty }: { difficulty: QuestMissionDto["difficulty"] }) {
  const { t } = useTranslation("quest");
  return <Badge variant={DIFFICULTY_VARIANT[difficulty]}>{t(`difficulty.${difficulty}`)}</Badge>;
}

/** One mission on the Mission Select grid: dimmed and not clickable while locked (learning spec §2). */
export function MissionCard({ mission, sectionName, onOpen }: { mission: QuestMissionDto; sectionName: string; onOpen: () => void }) {
  const { t } = useTranslation("quest");
  const title = t(`missions.${mission.id}.title`, { defaultValue: mission.title });
  const locked = mission.state === "locked";
  const completed = mission.state === "completed";
  const StateIcon = locked ? Lock : completed ? CheckCircle2 : Target;
  return (
    <li className="h-full">
      <button
        type="button"
        disabled={locked}
        onClick={onOpen}
        data-testid={`mission-${mission.id}`}
        data-state={mission.state}
        aria-label={
          locked
            ? t("lockedLabel", { n: mission.id, title, previous: mission.unlockRequirement })
            : `${t("openBriefing", { n: mission.id, title })} (${t(`state.${mission.state}`)})`
        }
        className={cn(
          "flex h-full w-full flex-col gap-3 rounded-xl border-2 bg-card p-4 text-left shadow-sm transition focus-visible:outline-2",
          locked && "cursor-not-allowed border-border opacity-55 grayscale",
          !locked && "border-border hover:-translate-y-0.5 hover:border-primary hover:shadow-md",
          completed && "border-green-600/50 bg-green-50/60",
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-2 text-sm font-bold text-muted-foreground">
            <span
              className={cn(
                "grid size-8 place-items-center rounded-full",
                locked ? "bg-muted text-muted-foreground" : completed ? "bg-green-600 text-white" : "bg-primary text-primary-foreground",
              )}
            >
              <StateIcon className="size-4" aria-hidden="true" />
            </span>
            {t("missionNumber", { n: mission.id })}
          </span>
          <Badge variant={locked ? "muted" : completed ? "success" : "accent"}>{t(`state.${mission.state}`)}</Badge>
        </div>
        <div className="grid gap-1">
          <h3 className="text-lg font-extrabold leading-tight">{title}</h3>
          <p className="text-sm text-muted-foreground">{t(`missions.${mission.id}.description`)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <DifficultyBadge difficulty={mission.difficulty} />
          <span className="font-semibold">{sectionName}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" /> {t("minutes", { count: mission.estimatedMinutes })}
          </span>
        </div>
        <ul className="mt-auto grid gap-1 border-t border-border pt-3 text-sm">
          <li className="flex items-center gap-2">
            <Medal className="size-4 shrink-0 text-amber-700" aria-hidden="true" /> {t(`ranks.${mission.id}`)}
          </li>
          <li className="flex items-center gap-2">
            <Award className="size-4 shrink-0 text-primary" aria-hidden="true" /> {t(`missions.${mission.id}.badge`)}
          </li>
          <li className="flex items-center gap-2 font-semibold">
            <Star className="size-4 shrink-0 text-amber-500" aria-hidden="true" />{" "}
            {t("briefing.pointsValue", { points: mission.rewards.points })}
          </li>
        </ul>
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {locked ? (
            <span className="text-muted-foreground">{t("lockedHint", { n: mission.unlockRequirement })}</span>
          ) : completed ? (
            <>
              <span data-testid={`mission-${mission.id}-best`}>{t("bestScore", { score: mission.bestScore })}</span>
              {mission.distinction ? (
                <Badge variant="warning" data-testid={`mission-${mission.id}-distinction`}>
                  <Star className="mr-1 size-3 fill-current" aria-hidden="true" /> {t("distinction")}
                </Badge>
              ) : (
                <span className="text-muted-foreground">{t("distinctionHint", { score: mission.requiredScore })}</span>
              )}
            </>
          ) : (
            <span className="text-muted-foreground">{t("distinctionHint", { score: mission.requiredScore })}</span>
          )}
        </p>
      </button>
    </li>
  );
}
