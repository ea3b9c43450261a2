import { Activity, Clock, Target } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@web/components/ui/card";

function Tile({ icon, label, value, note, testId }: { icon: ReactNode; label: string; value: string; note: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex items-start gap-3 p-4 sm:p-5">
        <span className="rounded-md bg-primary/10 p-2 text-primary">{icon}</span>
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
          <p className="text-xs text-muted-foreground">{note}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Learning spec §2: the three summary tiles — what the packet will say about scores, fitness and study. */
export function SummaryTiles({
  afqt,
  completedTests,
  fitnessRecords,
  latestFitness,
  studyMinutes,
}: {
  afqt: { score: number | null; source: "full_test" | "practice" } | null;
  completedTests: number;
  fitnessRecords: number | null;
  latestFitness: string | null;
  studyMinutes: number | null;
}) {
  const { t, i18n } = useTranslation("recruiterPacket");
  const dash = "—";
  const hours = studyMinutes === null ? null : Math.floor(studyMinutes / 60);
  return (
    <section className="grid gap-4 sm:grid-cols-3" aria-label={t("tiles.label")}>
      <Tile
        testId="tile-afqt"
        icon={<Target className="size-5" aria-hidden="true" />}
        label={t("tiles.afqt")}
        value={afqt?.score === null || afqt === null ? dash : String(afqt.score)}
        note={
          afqt === null || afqt.score === null
            ? t("tiles.afqtNone")
            : afqt.source === "full_test"
              ? t("tiles.afqtFullTest")
              : t("tiles.afqtPractice", { count: completedTests })
        }
      />
      <Tile
        testId="tile-fitness"
        icon={<Activity className="size-5" aria-hidden="true" />}
        label={t("tiles.fitness")}
        value={fitnessRecords === null ? dash : String(fitnessRecords)}
        note={
          latestFitness
            ? t("tiles.fitnessLatest", { date: new Date(latestFitness).toLocaleDateString(i18n.language) })
            : t("tiles.fitnessNone")
        }
      />
      <Tile
        testId="tile-study"
        icon={<Clock className="size-5" aria-hidden="true" />}
        label={t("tiles.study")}
        value={
          studyMinutes === null || hours === null
            ? dash
            : hours === 0
              ? t("tiles.studyMinutes", { minutes: studyMinutes })
              : t("tiles.studyValue", { hours, minutes: studyMinutes % 60 })
        }
        note={t("tiles.studyNote")}
      />
    </section>
  );
}
