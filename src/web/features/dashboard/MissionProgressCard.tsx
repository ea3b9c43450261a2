import { Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MissionProgress } from "@domain/progress/mission";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";

export function MissionProgressCard({ mission }: { mission: MissionProgress }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card data-testid="mission-progress">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" /> {t("mission.title")}
        </CardTitle>
        <CardDescription>{t("mission.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {mission.sectionsPractised === 0 ? (
          <p className="text-sm text-muted-foreground">{t("mission.empty")}</p>
        ) : (
          <>
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-3xl font-extrabold text-primary">{t("mission.score", { score: mission.overallScore })}</span>
              <span className="text-sm font-medium text-muted-foreground">
                {mission.reachedTarget
                  ? t("mission.reached")
                  : t("mission.ofTarget", { percent: mission.percentOfTarget, target: mission.target })}
              </span>
            </div>
            <Progress value={mission.percentOfTarget} label={t("mission.barLabel")} className="h-3" />
            <p className="mt-2 text-xs text-muted-foreground">{t("mission.sectionsPractised", { count: mission.sectionsPractised })}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
